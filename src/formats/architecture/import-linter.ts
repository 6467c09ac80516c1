/**
 * import-linter contracts (`.importlinter`, `setup.cfg` `[importlinter…]`, `pyproject.toml`
 * `[tool.importlinter]`): `forbidden`, `layers` (with `containers`, `|` and `:` siblings, optional
 * `(layers)`), `independence` and `protected`, as pairs of module sides. A module names itself and
 * every module under it; a repository file is the module of its path (`src/` stripped where the
 * packages live under it).
 */
import { createRequire } from "node:module";
import { idSlug } from "./patterns.js";
import type { Declaration, Declarations, RepoFiles, Side } from "./model.js";

/** A Python file's module: `pkg/sub/__init__.py` → `pkg.sub`, `src/pkg/m.py` → `pkg.m`. */
export function pythonModule(path: string, srcLayout: boolean): string | undefined {
  if (!path.endsWith(".py")) return undefined;
  const p = srcLayout && path.startsWith("src/") ? path.slice(4) : path;
  return p
    .slice(0, -3)
    .replace(/\/__init__$/, "")
    .split("/")
    .join(".");
}

/** Packages live under src/ when src/ holds packages and is not one itself. */
export function isSrcLayout(paths: readonly string[]): boolean {
  return !paths.includes("src/__init__.py") && paths.some((p) => /^src\/[^/]+\/__init__\.py$/.test(p));
}

/** smol-toml only when a pyproject.toml declares contracts (as the AIX reader loads it). */
const parseToml = (text: string): unknown =>
  (createRequire(import.meta.url)("smol-toml") as typeof import("smol-toml")).parse(text);

const under = (mod: string, m: string): boolean => mod === m || mod.startsWith(`${m}.`);

/**
 * A module pattern as a regular expression's source (no anchors): `*` one level, `**` any depth,
 * every other character itself (a configuration's `app.(*` is a name to match, not a broken group).
 */
const modulePattern = (m: string): string =>
  m
    .split("**")
    .map((part) =>
      part
        .split("*")
        .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
        .join("[^.]+"),
    )
    .join(".+");

function moduleSide(modules: string[], srcLayout: boolean): Side {
  const clean = modules.map((m) => m.replace(/^\(|\)$/g, "").trim()).filter(Boolean);
  const label = clean.length === 1 ? clean[0]! : clean.join(", ");
  return {
    label,
    file: (p) => {
      const mod = pythonModule(p, srcLayout);
      return (
        mod !== undefined &&
        clean.some((m) => under(mod, m) || (m.includes("*") && new RegExp(`^${modulePattern(m)}(\\.|$)`).test(mod)))
      );
    },
    spec: (s) => clean.some((m) => under(s, m)),
  };
}

const rawList = (v: unknown): string[] =>
  (Array.isArray(v) ? v.map(String) : typeof v === "string" ? v.split(/[\n,]/) : [])
    .map((s) => s.replace(/#.*$/, "").trim())
    .filter(Boolean);

/** INI sections in order: name, line, and keys (continuation lines joined with newlines). */
function parseIni(text: string): Array<{ name: string; line: number; keys: Map<string, string> }> {
  const out: Array<{ name: string; line: number; keys: Map<string, string> }> = [];
  let cur: (typeof out)[number] | undefined;
  let key: string | undefined;
  text.split(/\r?\n/).forEach((raw, i) => {
    if (/^\s*[#;]/.test(raw) || !raw.trim()) return;
    const sec = /^\[([^\]]+)\]\s*$/.exec(raw);
    if (sec) {
      cur = { name: sec[1]!.trim(), line: i + 1, keys: new Map() };
      out.push(cur);
      key = undefined;
      return;
    }
    if (!cur) return;
    if (/^\s/.test(raw) && key) {
      cur.keys.set(key, `${cur.keys.get(key)}\n${raw.trim()}`);
      return;
    }
    const kv = /^([^=:]+)[=:](.*)$/.exec(raw);
    if (kv) {
      key = kv[1]!.trim();
      cur.keys.set(key, kv[2]!.trim());
    }
  });
  return out;
}

interface Contract {
  id?: string;
  name?: string;
  type?: string;
  fields: Record<string, unknown>;
  line: number;
}

/** Module patterns with `*` (one level) or `**` (any depth) as the repository's modules they name. */
function expand(patterns: string[], modules: readonly string[]): string[] {
  return patterns.flatMap((m) => {
    if (!m.includes("*")) return [m];
    const re = new RegExp(`^${modulePattern(m)}$`);
    const hits = [
      ...new Set(
        modules.flatMap((mod) => {
          const parts = mod.split(".");
          return parts.map((_, i) => parts.slice(0, i + 1).join(".")).filter((x) => re.test(x));
        }),
      ),
    ].sort();
    return hits.length ? hits : [m];
  });
}

function contractDeclaration(
  c: Contract,
  file: string,
  srcLayout: boolean,
  rootPackages: string[],
  modules: readonly string[],
): Declaration | undefined {
  const name = c.name ?? c.id ?? `contract-${c.line}`;
  const slug = idSlug(name).toLowerCase();
  const idName =
    c.id && !/^\d+$/.test(c.id) ? c.id : slug.length <= 48 ? slug : slug.slice(0, 48).replace(/-[^-]*$/, "");
  const d: Declaration = {
    tool: "import-linter",
    name: idName,
    forbids: "",
    why: c.name,
    source: { file, line: c.line },
    constraints: [],
  };
  const f = c.fields;
  const list = (v: unknown): string[] => expand(rawList(v), modules);
  const ignored = rawList(f.ignore_imports);
  const note = ignored.length ? ` (except the ${ignored.length} import(s) the contract ignores)` : "";
  // ignore_imports: `a.b -> c.d` edges (with `*` and `**`) the contract does not count.
  const glob = (m: string): RegExp => new RegExp(`^${modulePattern(m.trim())}$`);
  const edges = ignored.flatMap((l) => {
    const [a, b] = l.split("->");
    return a && b ? [[glob(a), glob(b)] as const] : [];
  });
  const skip = (from: string | undefined, to: string | undefined): boolean =>
    !!from && !!to && edges.some(([a, b]) => a.test(from) && b.test(to));
  const mod = (p: string | undefined): string | undefined => (p === undefined ? undefined : pythonModule(p, srcLayout));
  const side = (ms: string[]): Side => {
    const s = moduleSide(ms, srcLayout);
    if (!edges.length) return s;
    return {
      label: s.label,
      file: (p, from) => s.file!(p) && !skip(mod(from), mod(p)),
      spec: (x, from) => s.spec!(x) && !skip(mod(from), x),
    };
  };
  switch (c.type) {
    case "forbidden": {
      const src = list(f.source_modules);
      const bad = list(f.forbidden_modules);
      d.forbids = `Modules ${src.join(", ")} must not import ${bad.join(", ")}${f.allow_indirect_imports === "True" || f.allow_indirect_imports === true ? "" : ", directly or indirectly"}${note}`;
      d.constraints.push({ from: side(src), to: side(bad) });
      break;
    }
    case "layers": {
      const containers = list(f.containers);
      const levels = rawList(f.layers).map((l) => l.split(/\s*[|:]\s*/).map((x) => x.replace(/^\(|\)$/g, "")));
      const independent = rawList(f.layers).map((l) => l.includes("|"));
      const prefixes = containers.length ? containers : [""];
      const q = (p: string, m: string): string => (p ? `${p}.${m}` : m);
      for (const p of prefixes) {
        levels.forEach((low, i) => {
          for (const high of levels.slice(0, i))
            d.constraints.push({ from: side(low.map((m) => q(p, m))), to: side(high.map((m) => q(p, m))) });
          if (independent[i])
            for (const a of low)
              for (const b of low) if (a !== b) d.constraints.push({ from: side([q(p, a)]), to: side([q(p, b)]) });
        });
      }
      // Siblings keep the separator they were written with: `|` independent, `:` free to import each other.
      d.forbids = `Layers, highest first: ${levels.map((l, i) => l.join(independent[i] ? " | " : " : ")).join(", ")}${containers.length ? ` (in ${containers.join(", ")})` : ""}: a lower layer must not import a higher one${note}`;
      break;
    }
    case "independence": {
      const ms = list(f.modules);
      // One constraint for all pairs (n modules would make n(n-1) of them): another listed module than the importer's own.
      const all = side(ms);
      const ownerOf = (mod: string | undefined): string | undefined =>
        mod === undefined ? undefined : ms.find((m) => under(mod, m));
      d.constraints.push({
        from: all,
        to: {
          label: "another of them",
          file: (p, from) => !!all.file!(p, from) && ownerOf(mod(p)) !== ownerOf(mod(from)),
          spec: (x, from) => !!all.spec!(x, from) && ownerOf(x) !== ownerOf(mod(from)),
        },
      });
      d.forbids = `Modules ${ms.join(", ")} must not import each other${note}`;
      break;
    }
    case "protected": {
      const prot = list(f.protected_modules);
      const allowed = list(f.allowed_importers);
      const all = rootPackages.length ? side(rootPackages) : { label: "any module", file: () => true };
      const protSide = side(prot);
      const allowedSide = side(allowed);
      d.constraints.push({
        from: {
          label: `modules other than ${[...allowed, ...prot].join(", ")}`,
          file: (p) => !!all.file?.(p) && !protSide.file!(p) && !allowedSide.file!(p),
        },
        to: protSide,
      });
      d.forbids = `Only ${allowed.join(", ")} may import ${prot.join(", ")}${note}`;
      break;
    }
    default:
      d.forbids = `import-linter contract "${name}" (type ${c.type ?? "unknown"})`;
      d.unplaced = `agentc does not evaluate contracts of type ${c.type ?? "unknown"}`;
  }
  return d;
}

export function readImportLinter(repo: RepoFiles, out: Declarations): void {
  const srcLayout = isSrcLayout(repo.paths);
  const found: Array<{ file: string; roots: string[]; contracts: Contract[] }> = [];
  for (const file of [".importlinter", "setup.cfg"]) {
    const text = repo.read(file);
    if (text === undefined) continue;
    const sections = parseIni(text);
    const head = sections.find((s) => s.name === "importlinter");
    if (!head) continue;
    const roots = rawList(head.keys.get("root_packages") ?? head.keys.get("root_package") ?? "");
    const contracts = sections
      .filter((s) => s.name.startsWith("importlinter:contract:"))
      .map((s) => ({
        id: s.name.slice("importlinter:contract:".length),
        name: s.keys.get("name"),
        type: s.keys.get("type"),
        fields: Object.fromEntries(s.keys),
        line: s.line,
      }));
    found.push({ file, roots, contracts });
  }
  const py = repo.read("pyproject.toml");
  if (py !== undefined && /\[tool\.importlinter/.test(py)) {
    try {
      const doc = parseToml(py) as {
        tool?: {
          importlinter?: {
            root_package?: string;
            root_packages?: string[];
            contracts?: Array<Record<string, unknown>>;
          };
        };
      };
      const il = doc.tool?.importlinter;
      if (il) {
        const lines = py.split(/\r?\n/);
        const lineOf = (name: unknown, from: number): number => {
          const i = lines.findIndex((l, j) => j >= from && typeof name === "string" && l.includes(name));
          return i < 0 ? from + 1 : i + 1;
        };
        let after = lines.findIndex((l) => l.includes("tool.importlinter.contracts"));
        // Each `[[tool.importlinter.contracts]]` table starts a contract, in order: an unnamed
        // contract is at its own header, not at the line after the contract before it.
        const headers = lines.flatMap((l, j) => (/^\s*\[\[\s*tool\.importlinter\.contracts\s*\]\]/.test(l) ? [j] : []));
        const contracts = (il.contracts ?? []).map((c, n) => {
          const line = lineOf(c.name, headers[n] ?? Math.max(0, after));
          after = line;
          return {
            id: typeof c.id === "string" ? c.id : undefined,
            name: typeof c.name === "string" ? c.name : undefined,
            type: typeof c.type === "string" ? c.type : undefined,
            fields: c,
            line,
          };
        });
        found.push({
          file: "pyproject.toml",
          roots: [...(il.root_packages ?? []), ...(il.root_package ? [il.root_package] : [])],
          contracts,
        });
      }
    } catch (e) {
      out.problems.push({ file: "pyproject.toml", message: `not read: ${(e as Error).message.split("\n")[0]}` });
    }
  }
  const modules = repo.paths.flatMap((p) => pythonModule(p, srcLayout) ?? []);
  for (const f of found) {
    out.files.push(f.file);
    for (const c of f.contracts) {
      const d = contractDeclaration(c, f.file, srcLayout, f.roots, modules);
      if (d) out.declarations.push(d);
    }
  }
}
