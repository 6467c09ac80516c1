/**
 * ESLint configurations (`eslint.config.{js,mjs,cjs,ts,mts}`, `.eslintrc{,.json,.js,.cjs,.yml,.yaml}`
 * at the root and in folders, `package.json` `eslintConfig`), read without running them, and the
 * rules in them that declare boundaries:
 *
 * - `no-restricted-imports` (and `@typescript-eslint/…`): each path or pattern is a declaration;
 * - `import/no-restricted-paths` (and `import-x/…`): each zone (target must not import from);
 * - eslint-plugin-boundaries `boundaries/element-types`, over `boundaries/elements`: one declaration
 *   per element type that the rules restrict;
 * - Nx `@nx/enforce-module-boundaries`: each dependency constraint, over the projects' tags.
 *
 * A block's `files` (or an `.eslintrc`'s folder) is the side the rule constrains.
 */
import { createRequire } from "node:module";
import { readConfigValue, isRecord, strings, type Value } from "./config-eval.js";
import { globTest, gitignoreTest, idSlug, pathOrGlob, safeRegex } from "./patterns.js";
import type { Declaration, Declarations, RepoFiles, Side } from "./model.js";
import { nxProjects, readNxConstraints } from "./nx.js";

type Obj = { [k: string]: Value };

interface Block {
  file: string;
  /** The folder the config file sits in ("" at the root). */
  dir: string;
  files?: string[];
  ignores?: string[];
  rules: Obj;
  settings: Obj;
  line: number;
  lines: WeakMap<object, number>;
  text: string;
}

const FLAT = [
  "eslint.config.js",
  "eslint.config.mjs",
  "eslint.config.cjs",
  "eslint.config.ts",
  "eslint.config.mts",
  "eslint.config.cts",
];
const RC = [".eslintrc.js", ".eslintrc.cjs", ".eslintrc.json", ".eslintrc", ".eslintrc.yml", ".eslintrc.yaml"];

function readValue(
  file: string,
  text: string,
  out: Declarations,
): { value: Value; lines: WeakMap<object, number> } | undefined {
  if (/\.(ya?ml)$/.test(file) || (file.endsWith(".eslintrc") && !/^\s*[{[]/.test(text))) {
    try {
      // yaml only when a YAML configuration is read.
      const { parseDocument } = createRequire(import.meta.url)("yaml") as typeof import("yaml");
      return { value: parseDocument(text).toJSON() as Value, lines: new WeakMap() };
    } catch (e) {
      out.problems.push({ file, message: `not read: ${(e as Error).message.split("\n")[0]}` });
      return undefined;
    }
  }
  const r = readConfigValue(text);
  if (r.error) {
    out.problems.push({ file, message: `not read: ${r.error}` });
    return undefined;
  }
  if (r.unread)
    out.problems.push({
      file,
      message: `${r.unread} part(s) are computed in ways agentc does not read without running the configuration; rules there are not in the genome`,
    });
  return r;
}

function blocks(repo: RepoFiles, out: Declarations): Block[] {
  const all: Block[] = [];
  const flat = FLAT.find((f) => repo.read(f) !== undefined);
  if (flat) {
    const text = repo.read(flat)!;
    const r = readValue(flat, text, out);
    out.files.push(flat);
    const items = r ? (Array.isArray(r.value) ? r.value : [r.value]) : [];
    for (const b of items) {
      if (!isRecord(b)) continue;
      all.push({
        file: flat,
        dir: "",
        ...(b.files !== undefined
          ? { files: (Array.isArray(b.files) ? (b.files as Value[]) : [b.files as Value]).flatMap((x) => strings(x)) }
          : {}),
        ...(b.ignores !== undefined ? { ignores: strings(b.ignores) } : {}),
        rules: isRecord(b.rules) ? b.rules : {},
        settings: isRecord(b.settings) ? b.settings : {},
        line: r!.lines.get(b) ?? 1,
        lines: r!.lines,
        text,
      });
    }
  }
  const rcFiles = repo.named(RC).sort();
  const pkg = repo.read("package.json");
  const sources: Array<[string, string, Value | undefined]> = rcFiles.map((f) => [f, repo.read(f) ?? "", undefined]);
  if (pkg !== undefined) {
    const r = readConfigValue(pkg);
    if (isRecord(r.value) && isRecord(r.value.eslintConfig)) sources.push(["package.json", pkg, r.value.eslintConfig]);
  }
  for (const [file, text, given] of sources) {
    const r = given !== undefined ? { value: given, lines: new WeakMap<object, number>() } : readValue(file, text, out);
    if (!r || !isRecord(r.value)) continue;
    if (given === undefined) out.files.push(file);
    const dir = file.includes("/") ? file.slice(0, file.lastIndexOf("/")) : "";
    const base = r.value;
    all.push({
      file,
      dir,
      rules: isRecord(base.rules) ? base.rules : {},
      settings: isRecord(base.settings) ? base.settings : {},
      line: r.lines.get(base) ?? 1,
      lines: r.lines,
      text,
    });
    for (const o of Array.isArray(base.overrides) ? base.overrides : []) {
      if (!isRecord(o)) continue;
      all.push({
        file,
        dir,
        files: strings(o.files),
        ...(o.excludedFiles !== undefined ? { ignores: strings(o.excludedFiles) } : {}),
        rules: isRecord(o.rules) ? o.rules : {},
        settings: isRecord(base.settings) ? base.settings : {},
        line: r.lines.get(o) ?? 1,
        lines: r.lines,
        text,
      });
    }
  }
  return all;
}

/** A rule's options, or undefined when it is off. */
function options(v: Value): Value[] | undefined {
  const sev = Array.isArray(v) ? v[0] : v;
  if (sev === "off" || sev === 0 || sev === undefined) return undefined;
  return Array.isArray(v) ? v.slice(1) : [];
}

/** The files a block applies to. */
function scope(b: Block): Side {
  const rel = (p: string): string => (b.dir ? `${b.dir}/${p.replace(/^\.\//, "")}` : p.replace(/^\.\//, ""));
  const inDir = (p: string): boolean => !b.dir || p.startsWith(`${b.dir}/`);
  // A flat config's `files` are globs from the root; an .eslintrc override's match below its folder (a pattern without a slash matches a file name).
  const tests = (b.files ?? []).map((g) =>
    b.file.startsWith("eslint.config") || g.includes("/")
      ? globTest(rel(g))
      : (
          (name: (p: string) => boolean) => (p: string) =>
            name(p.slice(p.lastIndexOf("/") + 1))
        )(globTest(g)),
  );
  const not = (b.ignores ?? []).map((g) => globTest(g.includes("/") ? rel(g) : `**/${g}`));
  const label = b.files?.length
    ? `files matching ${b.files.map((f) => `\`${f}\``).join(" or ")}`
    : b.dir
      ? `files under ${b.dir}/`
      : "any file";
  return { label, file: (p) => inDir(p) && (!tests.length || tests.some((t) => t(p))) && !not.some((t) => t(p)) };
}

const lineOf = (b: Block, v: Value, needle: string): number => {
  if (typeof v === "object" && v !== null && b.lines.get(v as object)) return b.lines.get(v as object)!;
  const i = b.text.indexOf(needle);
  return i < 0 ? b.line : b.text.slice(0, i).split("\n").length;
};

function restrictedImports(b: Block, key: string, opts: Value[], out: Declaration[]): void {
  const from = scope(b);
  const add = (
    name: string,
    forbids: string,
    to: Side,
    why: string | undefined,
    at: Value,
    needle: string,
    unplaced?: string,
  ): void => {
    const d: Declaration = {
      tool: "eslint",
      name,
      forbids,
      source: { file: b.file, line: lineOf(b, at, needle) },
      constraints: unplaced ? [] : [{ from, to }],
    };
    if (why) d.why = why;
    if (unplaced) d.unplaced = unplaced;
    out.push(d);
  };
  const subject =
    from.label === "any file"
      ? "No file may import"
      : `${from.label[0]!.toUpperCase()}${from.label.slice(1)} must not import`;
  const paths: Value[] = [];
  const patterns: Value[] = [];
  for (const o of opts) {
    if (typeof o === "string") paths.push(o);
    else if (isRecord(o)) {
      if (Array.isArray(o.paths)) paths.push(...o.paths);
      if (Array.isArray(o.patterns)) patterns.push(...o.patterns);
    }
  }
  for (const p of paths) {
    const name = typeof p === "string" ? p : isRecord(p) && typeof p.name === "string" ? p.name : undefined;
    if (!name) continue;
    const names = isRecord(p) ? strings(p.importNames ?? []) : [];
    const why = isRecord(p) && typeof p.message === "string" ? p.message : undefined;
    const to: Side = { label: `\`${name}\``, spec: (s) => s === name, written: true };
    add(
      `restricted-${idSlug(name)}`,
      `${subject} ${names.length ? `${names.join(", ")} from ` : ""}\`${name}\``,
      to,
      why,
      p,
      JSON.stringify(name).slice(1, -1),
      names.length ? `it forbids only some names of the module (${key})` : undefined,
    );
  }
  for (const p of patterns) {
    const groups = typeof p === "string" ? [p] : isRecord(p) ? strings(p.group ?? []) : [];
    const regex = isRecord(p) && typeof p.regex === "string" ? p.regex : undefined;
    const why = isRecord(p) && typeof p.message === "string" ? p.message : undefined;
    const names = isRecord(p) ? strings(p.importNames ?? []) : [];
    if (regex) {
      const re = safeRegex(regex, isRecord(p) && p.caseSensitive === true ? "" : "i");
      if (typeof re === "string") {
        add(
          `restricted-${idSlug(regex).slice(0, 40)}`,
          `${subject} modules matching \`${regex}\``,
          { label: regex },
          why,
          p,
          regex,
          `its regex is ${re}`,
        );
        continue;
      }
      add(
        `restricted-${idSlug(regex).slice(0, 40)}`,
        `${subject} modules matching \`${regex}\``,
        { label: `modules matching \`${regex}\``, spec: (s) => re.test(s), written: true },
        why,
        p,
        regex,
        names.length ? "it forbids only some names" : undefined,
      );
      continue;
    }
    if (!groups.length) continue;
    const pos = groups.filter((g) => !g.startsWith("!")).map(gitignoreTest);
    const neg = groups.filter((g) => g.startsWith("!")).map((g) => gitignoreTest(g.slice(1)));
    const label = groups.map((g) => `\`${g}\``).join(", ");
    add(
      `restricted-${idSlug(groups.filter((g) => !g.startsWith("!")).join("-")).slice(0, 40)}`,
      `${subject} modules matching ${label}`,
      {
        label: `modules matching ${label}`,
        spec: (s) => pos.some((t) => t(s)) && !neg.some((t) => t(s)),
        written: true,
      },
      why,
      p,
      groups[0]!,
      names.length ? "it forbids only some names" : undefined,
    );
  }
}

function restrictedPaths(b: Block, opts: Value[], out: Declaration[]): void {
  const o = opts[0];
  if (!isRecord(o) || !Array.isArray(o.zones)) return;
  const base = typeof o.basePath === "string" ? o.basePath.replace(/^\.\/?/, "").replace(/\/$/, "") : b.dir;
  const rel = (p: string): string =>
    base && !p.startsWith("/") ? `${base}/${p.replace(/^\.\//, "")}` : p.replace(/^\.\//, "").replace(/^\//, "");
  o.zones.forEach((z, i) => {
    if (!isRecord(z)) return;
    const targets = strings(z.target);
    const froms = strings(z.from);
    if (!targets.length || !froms.length) return;
    const t = targets.map((x) => pathOrGlob(rel(x)));
    const f = froms.map((x) => pathOrGlob(rel(x)));
    const except = strings(z.except ?? []).map((x) =>
      froms.map((fr) => pathOrGlob(rel(/[*?{[]/.test(x) ? x : `${fr.replace(/\/$/, "")}/${x.replace(/^\.\//, "")}`))),
    );
    const ex = except.flat();
    const short = (xs: string[]): string => xs.map((x) => x.replace(/^\.?\//, "").replace(/^src\//, "")).join("-");
    const cap = (x: string): string => (x.length <= 24 ? x : x.slice(0, 24).replace(/-[^-]*$/, ""));
    const d: Declaration = {
      tool: "eslint",
      name: `zone-${cap(idSlug(short(targets)))}-from-${cap(idSlug(short(froms)))}`,
      forbids: `Files under ${targets.map((x) => rel(x)).join(", ")} must not import from ${froms.map((x) => rel(x)).join(", ")}${ex.length ? ` (except ${strings(z.except).join(", ")})` : ""}`,
      source: { file: b.file, line: lineOf(b, z, froms[0]!) },
      constraints: [
        {
          from: { label: `files under ${targets.map(rel).join(", ")}`, file: (p) => t.some((x) => x(p)) },
          to: { label: froms.map(rel).join(", "), file: (p) => f.some((x) => x(p)) && !ex.some((x) => x(p)) },
        },
      ],
    };
    if (typeof z.message === "string") d.why = z.message;
    if (out.some((x) => x.name === d.name)) d.name = `${d.name}-${i + 1}`;
    out.push(d);
  });
}

interface Element {
  type: string;
  patterns: Array<(p: string) => boolean>;
  mode: string;
  label: string;
}

/** eslint-plugin-boundaries: the element a file belongs to, and that element's folder. */
export function elementOf(elements: readonly Element[], path: string): { type: string; root: string } | undefined {
  const parts = path.split("/");
  for (const e of elements) {
    const candidates: string[] = [];
    if (e.mode === "file") candidates.push(path);
    else for (let i = parts.length - 1; i >= 1; i--) candidates.push(parts.slice(0, i).join("/"));
    for (const c of candidates) {
      const segs = c.split("/");
      // "full" matches the whole path from the root; "folder" and "file" match from the right.
      const tries = e.mode === "full" ? [c] : segs.map((_, k) => segs.slice(k).join("/"));
      if (tries.some((s) => e.patterns.some((t) => t(s)))) return { type: e.type, root: c };
    }
  }
  return undefined;
}

function boundaries(b: Block, opts: Value[], settings: Obj, out: Declaration[]): void {
  const raw = settings["boundaries/elements"];
  if (!Array.isArray(raw)) return;
  const elements: Element[] = raw.filter(isRecord).flatMap((e) =>
    typeof e.type === "string"
      ? [
          {
            type: e.type,
            patterns: strings(e.pattern).map(globTest),
            mode: typeof e.mode === "string" ? e.mode : "folder",
            label: strings(e.pattern).join(", "),
          },
        ]
      : [],
  );
  const o = opts[0];
  if (!isRecord(o) || !Array.isArray(o.rules)) return;
  const types = [...new Set(elements.map((e) => e.type))];
  // A selector: a type, a [type, captures] pair, an object selector ({ type }, and in allow/disallow { to: { type } }), or a list of them.
  const typesOf = (sel: Value): string[] => {
    if (typeof sel === "string") return [sel];
    if (Array.isArray(sel))
      return sel.flatMap((x) => (Array.isArray(x) && typeof x[0] === "string" ? [x[0]] : typesOf(x)));
    if (isRecord(sel)) return typeof sel.type === "string" ? [sel.type] : sel.to !== undefined ? typesOf(sel.to) : [];
    return [];
  };
  const matchType = (pattern: string): string[] => types.filter((t) => globTest(pattern)(t));
  const defaultAllow = o.default !== "disallow";
  for (const from of types) {
    let allowed = new Set(defaultAllow ? types : []);
    const messages: string[] = [];
    let touched: Obj | undefined;
    for (const r of o.rules) {
      if (!isRecord(r) || !typesOf(r.from).some((p) => matchType(p).includes(from))) continue;
      touched ??= r;
      for (const t of typesOf(r.allow ?? []).flatMap(matchType)) allowed.add(t);
      for (const t of typesOf(r.disallow ?? []).flatMap(matchType)) allowed.delete(t);
      if (typeof r.message === "string") messages.push(r.message);
    }
    if (!touched && defaultAllow) continue;
    allowed = new Set(allowed);
    const banned = types.filter((t) => !allowed.has(t));
    if (!banned.length) continue;
    const el = elements.find((e) => e.type === from)!;
    const d: Declaration = {
      tool: "eslint-plugin-boundaries",
      name: `element-${idSlug(from)}`,
      forbids: `Elements of type ${from} (${el.label}) must not import elements of type ${banned.join(", ")}`,
      // The first rule about this type declares it; a type no rule names is declared by the default.
      source: { file: b.file, line: lineOf(b, touched ?? o, "boundaries/element-types") },
      constraints: [
        {
          from: { label: `${from} elements (${el.label})`, file: (p) => elementOf(elements, p)?.type === from },
          to: {
            label: `${banned.join(", ")} elements`,
            file: (p, f) => {
              const e = elementOf(elements, p);
              return !!e && banned.includes(e.type) && e.root !== (f ? elementOf(elements, f)?.root : undefined);
            },
          },
        },
      ],
    };
    const why = messages[0] ?? (typeof o.message === "string" ? o.message : undefined);
    if (why) d.why = why;
    out.push(d);
  }
}

export function readEslint(repo: RepoFiles, out: Declarations): void {
  const found: Declaration[] = [];
  const bs = blocks(repo, out);
  const settings: Obj = Object.assign({}, ...bs.map((b) => b.settings));
  const projects = bs.some((b) => Object.keys(b.rules).some((k) => /enforce-module-boundaries$/.test(k)))
    ? nxProjects(repo)
    : [];
  for (const b of bs) {
    for (const [key, v] of Object.entries(b.rules)) {
      const opts = options(v);
      if (!opts) continue;
      if (key === "no-restricted-imports" || key === "@typescript-eslint/no-restricted-imports")
        restrictedImports(b, key, opts, found);
      else if (/^import(-x)?\/no-restricted-paths$/.test(key)) restrictedPaths(b, opts, found);
      else if (key === "boundaries/element-types" || key === "boundaries/dependencies")
        boundaries(b, opts, { ...settings, ...b.settings }, found);
      else if (/^(@nx|@nrwl\/nx)\/enforce-module-boundaries$/.test(key))
        readNxConstraints(b.file, (v) => lineOf(b, v, "depConstraints"), opts[0], projects, found, key);
    }
  }
  // The same declaration written twice (two blocks): kept once; the same name for different ones: numbered.
  const seen = new Map<string, Declaration>();
  for (const d of found) {
    const prev = seen.get(d.name);
    if (prev && prev.forbids === d.forbids) continue;
    if (prev) d.name = `${d.name}-${d.source.line}`;
    seen.set(d.name, d);
    out.declarations.push(d);
  }
}
