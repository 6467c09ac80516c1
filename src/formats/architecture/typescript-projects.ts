/**
 * TypeScript project references and package `exports`, the two declarations a TypeScript monorepo
 * makes by its layout:
 *
 * - a `tsconfig.json` with `references` is a project that may import only the projects it
 *   references: the other projects (folders with a `tsconfig.json` that is `composite` or
 *   referenced) are forbidden to it;
 * - a workspace package (a `package.json` below the root with a `name` and `exports`) is entered by
 *   its name, through what it exports: files of other packages must not reach into its folder by
 *   path, nor import a subpath it does not export.
 */
import { readConfigValue, isRecord, type Value } from "./config-eval.js";
import { idSlug } from "./patterns.js";
import type { Declarations, RepoFiles } from "./model.js";

const dirOf = (f: string): string => (f.includes("/") ? f.slice(0, f.lastIndexOf("/")) : "");
const under = (p: string, dir: string): boolean => dir === "" || p.startsWith(`${dir}/`);
const norm = (parts: string): string => {
  const out: string[] = [];
  for (const s of parts.split("/")) {
    if (s === "" || s === ".") continue;
    if (s === "..") out.pop();
    else out.push(s);
  }
  return out.join("/");
};
const lineOf = (text: string, needle: string): number => {
  const i = text.indexOf(needle);
  return i < 0 ? 1 : text.slice(0, i).split("\n").length;
};

export function readProjectReferences(repo: RepoFiles, out: Declarations): void {
  const configs = repo.named(["tsconfig.json"]).map((f) => ({ f, text: repo.read(f) ?? "" }));
  const parsed: Array<{ f: string; text: string; v: Value }> = configs.map(({ f, text }) => ({
    f,
    text,
    v: readConfigValue(text).value,
  }));
  const refsOf = (v: Value, f: string): string[] =>
    isRecord(v) && Array.isArray(v.references)
      ? v.references.flatMap((r) =>
          isRecord(r) && typeof r.path === "string"
            ? [norm(`${dirOf(f)}/${r.path}`).replace(/\/?tsconfig[^/]*\.json$/, "")]
            : [],
        )
      : [];
  const projects = new Set<string>();
  for (const { f, v } of parsed) {
    if (isRecord(v) && isRecord(v.compilerOptions) && v.compilerOptions.composite === true) projects.add(dirOf(f));
    for (const r of refsOf(v, f)) projects.add(r);
  }
  if (projects.size < 2) return;
  const owner = (p: string): string | undefined =>
    [...projects].filter((d) => under(p, d)).sort((a, b) => b.length - a.length)[0];
  for (const { f, text, v } of parsed) {
    const refs = refsOf(v, f);
    const dir = dirOf(f);
    if (!refs.length || (isRecord(v) && Array.isArray(v.files) && v.files.length === 0)) continue; // a solution file: no sources of its own
    const others = [...projects].filter((d) => d !== dir && !refs.includes(d));
    if (!others.length) continue;
    out.files.push(f);
    out.declarations.push({
      tool: "typescript",
      name: `tsref-${idSlug(dir || "root")}`,
      forbids: `Files of the TypeScript project ${dir || "."} must not import the projects it does not reference (${others.map((o) => o || ".").join(", ")}); it references ${refs.join(", ")}`,
      why: "TypeScript project references: a project compiles against the projects it references, and only those",
      source: { file: f, line: lineOf(text, '"references"') },
      constraints: [
        {
          from: {
            label: `files of the project ${dir || "."}`,
            file: (p) => owner(p) === dir,
            ...(dir ? { globs: [`${dir}/**`] } : {}),
          },
          to: {
            label: `the projects ${others.map((o) => o || ".").join(", ")}`,
            file: (p) => others.includes(owner(p) ?? "\0"),
          },
        },
      ],
    });
  }
}

/** The subpaths a package's `exports` map makes public (`.`, `./utils`, `./features/*`), as tests. */
function exportedSubpaths(exports: Value): Array<(sub: string) => boolean> {
  if (typeof exports === "string" || Array.isArray(exports)) return [(s) => s === "."];
  if (!isRecord(exports)) return [];
  const keys = Object.keys(exports);
  if (!keys.some((k) => k.startsWith("."))) return [(s) => s === "."]; // conditions only: the root
  return keys
    .filter((k) => k.startsWith(".") && exports[k] !== null)
    .map((k) => {
      if (!k.includes("*")) return (s: string) => s === k;
      const [a, b] = k.split("*") as [string, string];
      // Node's resolution: the `*` stands for at least one character (`./features/` is not `./features/*`).
      return (s: string) => s.startsWith(a) && s.endsWith(b) && s.length > a.length + b.length;
    });
}

export function readPackageExports(repo: RepoFiles, out: Declarations): void {
  for (const f of repo.named(["package.json"])) {
    const dir = dirOf(f);
    if (!dir) continue; // the root package's exports constrain its users, not the repository
    const text = repo.read(f) ?? "";
    const v = readConfigValue(text).value;
    if (!isRecord(v) || typeof v.name !== "string" || v.exports === undefined) continue;
    const name = v.name;
    const exported = exportedSubpaths(v.exports);
    const byName = (s: string): boolean => s === name || s.startsWith(`${name}/`);
    const isExported = (s: string): boolean =>
      exported.some((t) => t(s === name ? "." : `./${s.slice(name.length + 1)}`));
    const keys =
      isRecord(v.exports) && Object.keys(v.exports).some((k) => k.startsWith("."))
        ? Object.keys(v.exports).filter((k) => k.startsWith("."))
        : ["."];
    out.files.push(f);
    out.declarations.push({
      tool: "package-json",
      name: `exports-${idSlug(name)}`,
      forbids: `Files outside ${dir}/ must not reach into the package ${name} by path or through a subpath it does not export; import it by name (${keys.map((k) => (k === "." ? name : `${name}/${k.slice(2)}`)).join(", ")})`,
      why: `package.json exports of ${name}: what the package makes public`,
      source: { file: f, line: lineOf(text, '"exports"') },
      constraints: [
        {
          from: { label: `files outside ${dir}/`, file: (p) => !under(p, dir) },
          to: {
            label: `${dir}/ by path, or a subpath of ${name} it does not export`,
            // By name: only a subpath the package does not export crosses; by path: anything in its folder.
            file: (p, _from, spec) => under(p, dir) && !(spec !== undefined && byName(spec) && isExported(spec)),
            spec: (s) => byName(s) && !isExported(s),
          },
          allowed: { label: name, spec: byName, written: true },
        },
      ],
    });
  }
}
