/**
 * The packages of a monorepo, as it declares them: npm and Yarn `workspaces` in the root
 * `package.json` (a list, or `{ packages }`), pnpm's `pnpm-workspace.yaml`, Lerna's `lerna.json`
 * `packages`, and Nx projects (`project.json`). Each is a folder; `aigx genome` writes one `.aigx/`
 * per package (AIGX 1.1 section 8) where the package has rules of its own.
 *
 * And what each workspace package declares about its neighbours: its `package.json` dependencies.
 * A package may import, by name, only the workspace packages it depends on (pnpm's isolated
 * `node_modules` refuses any other; with hoisting the import works only by accident); the rule
 * `ARCH-deps-<package>` says which of its neighbours it does not depend on.
 */
import { readConfigValue, isRecord, strings } from "./config-eval.js";
import { globTest, idSlug } from "./patterns.js";
import type { Declarations, RepoFiles } from "./model.js";

export interface WorkspacePackage {
  /** Its folder, POSIX from the root (never ""). */
  dir: string;
  /** Its package.json name, or the Nx project's name. */
  name: string;
  /** What declares it a package: `package.json workspaces`, `pnpm-workspace.yaml`, `lerna.json`, `project.json`. */
  by: string;
}

const dirOf = (f: string): string => (f.includes("/") ? f.slice(0, f.lastIndexOf("/")) : "");

/**
 * `packages:` of pnpm-workspace.yaml: a block list (`- "apps/*"`) or a flow list (`["apps/*"]`).
 * Read line by line: `aigx genome` loads no YAML library (a test holds it), and this file holds
 * nothing else it needs.
 */
export function yamlPackages(text: string | undefined): string[] {
  if (text === undefined) return [];
  const unquote = (v: string): string => v.trim().replace(/^(["'])(.*)\1$/, "$2");
  const lines = text.split(/\r?\n/);
  const at = lines.findIndex((l) => /^packages\s*:/.test(l));
  if (at < 0) return [];
  // The line starts with `packages:`, so its first colon is that key's.
  const inline = lines[at]!.slice(lines[at]!.indexOf(":") + 1)
    .replace(/\s+#.*$/, "")
    .trim();
  if (inline.startsWith("["))
    return inline
      .replace(/^\[|\]$/g, "")
      .split(",")
      .map(unquote)
      .filter(Boolean);
  const out: string[] = [];
  for (const l of lines.slice(at + 1)) {
    if (/^\S/.test(l)) break; // the next top-level key
    const item = /^\s+-\s+(.+?)\s*(?:#.*)?$/.exec(l);
    if (item) out.push(unquote(item[1]!));
  }
  return out;
}

/** The workspace patterns the root declares, each with what declares it. */
function declaredPatterns(repo: RepoFiles): Array<{ pattern: string; by: string }> {
  const out: Array<{ pattern: string; by: string }> = [];
  const root = readConfigValue(repo.read("package.json") ?? "").value;
  if (isRecord(root)) {
    const ws = root.workspaces;
    for (const p of strings(isRecord(ws) ? (ws.packages ?? []) : (ws ?? [])))
      out.push({ pattern: p, by: "package.json workspaces" });
  }
  for (const p of yamlPackages(repo.read("pnpm-workspace.yaml"))) out.push({ pattern: p, by: "pnpm-workspace.yaml" });
  const lerna = readConfigValue(repo.read("lerna.json") ?? "").value;
  if (isRecord(lerna)) for (const p of strings(lerna.packages ?? [])) out.push({ pattern: p, by: "lerna.json" });
  return out;
}

/** The repository's packages, deepest first (the deepest package owns a file). */
export function workspacePackages(repo: RepoFiles): WorkspacePackage[] {
  const found = new Map<string, WorkspacePackage>();
  const patterns = declaredPatterns(repo);
  const include = patterns
    .filter((p) => !p.pattern.startsWith("!"))
    .map((p) => ({ test: globTest(p.pattern.replace(/^\.\//, "").replace(/\/+$/, "")), by: p.by }));
  const exclude = patterns
    .filter((p) => p.pattern.startsWith("!"))
    .map((p) => globTest(p.pattern.slice(1).replace(/^\.\//, "").replace(/\/+$/, "")));
  for (const f of repo.named(["package.json"])) {
    const dir = dirOf(f);
    if (!dir || exclude.some((t) => t(dir))) continue;
    const by = include.find((i) => i.test(dir))?.by;
    if (!by) continue;
    const v = readConfigValue(repo.read(f) ?? "").value;
    found.set(dir, { dir, name: isRecord(v) && typeof v.name === "string" ? v.name : dir, by });
  }
  for (const f of repo.named(["project.json"])) {
    const dir = dirOf(f);
    if (!dir || found.has(dir)) continue;
    const v = readConfigValue(repo.read(f) ?? "").value;
    found.set(dir, { dir, name: isRecord(v) && typeof v.name === "string" ? v.name : dir, by: "project.json" });
  }
  return [...found.values()].sort((a, b) => b.dir.length - a.dir.length || (a.dir < b.dir ? -1 : 1));
}

/** The package that owns a path (the deepest whose folder holds it). */
export const packageOf = (packages: readonly WorkspacePackage[], path: string): WorkspacePackage | undefined =>
  packages.find((p) => path.startsWith(`${p.dir}/`));

const DEPENDENCY_FIELDS = ["dependencies", "devDependencies", "peerDependencies", "optionalDependencies"] as const;

/** Each workspace package whose package.json leaves out some of its neighbours: it must not import them. */
export function readWorkspaceDependencies(repo: RepoFiles, out: Declarations): void {
  const packages = workspacePackages(repo).filter((p) => p.by !== "project.json");
  if (packages.length < 2) return;
  for (const p of [...packages].sort((a, b) => (a.dir < b.dir ? -1 : 1))) {
    const file = `${p.dir}/package.json`;
    const text = repo.read(file) ?? "";
    const v = readConfigValue(text).value;
    if (!isRecord(v)) continue;
    const deps = new Set(DEPENDENCY_FIELDS.flatMap((k) => (isRecord(v[k]) ? Object.keys(v[k] as object) : [])));
    const others = packages.filter((q) => q !== p && !deps.has(q.name));
    if (!others.length) continue;
    const names = others.map((q) => q.name);
    const firstDeps = DEPENDENCY_FIELDS.map((k) => text.indexOf(`"${k}"`)).filter((i) => i >= 0);
    const at = firstDeps.length ? Math.min(...firstDeps) : text.indexOf('"name"');
    out.files.push(file);
    out.declarations.push({
      tool: "package-json",
      name: `deps-${idSlug(p.name)}`,
      forbids: `Files of the workspace package ${p.name} (${p.dir}/) must not import the workspace packages its package.json does not depend on (${names.join(", ")})`,
      why: `a workspace package resolves only what its package.json declares (${p.by})`,
      source: { file, line: at < 0 ? 1 : text.slice(0, at).split("\n").length },
      constraints: [
        {
          from: {
            label: `files of ${p.dir}/`,
            file: (path) => packageOf(packages, path) === p,
            globs: [`${p.dir}/**`],
          },
          to: {
            label: names.join(", "),
            // By name (the way a package is entered); a path into its folder is the exports rule's concern.
            spec: (s) => names.some((n) => s === n || s.startsWith(`${n}/`)),
            file: (path, _from, spec) =>
              spec !== undefined &&
              !spec.startsWith(".") &&
              others.some((q) => path.startsWith(`${q.dir}/`)) &&
              names.some((n) => spec === n || spec.startsWith(`${n}/`)),
          },
        },
      ],
    });
  }
}
