/**
 * Nx module boundaries: the projects (`project.json` anywhere, or a `package.json` with an `nx`
 * field) with their tags, and each `depConstraints` entry of `@nx/enforce-module-boundaries` as a
 * declaration: the files of projects tagged `sourceTag` must not import the files of other projects
 * whose tags the constraint does not allow (`onlyDependOnLibsWithTags`) or forbids
 * (`notDependOnLibsWithTags`). Tags match as Nx matches them: exactly, `*`, a glob, or `/regex/`.
 */
import { readConfigValue, isRecord, strings, type Value } from "./config-eval.js";
import { globTest, idSlug, safeRegex } from "./patterns.js";
import type { Declaration, RepoFiles } from "./model.js";

export interface NxProject {
  name: string;
  root: string;
  tags: string[];
}

export function nxProjects(repo: RepoFiles): NxProject[] {
  const out: NxProject[] = [];
  for (const f of repo.named(["project.json", "package.json"])) {
    const r = readConfigValue(repo.read(f) ?? "");
    if (!isRecord(r.value)) continue;
    const root = f.includes("/") ? f.slice(0, f.lastIndexOf("/")) : "";
    const v = r.value;
    if (f.endsWith("project.json"))
      out.push({ name: typeof v.name === "string" ? v.name : root, root, tags: strings(v.tags ?? []) });
    else if (isRecord(v.nx) && !out.some((p) => p.root === root))
      out.push({ name: typeof v.name === "string" ? v.name : root, root, tags: strings(v.nx.tags ?? []) });
  }
  // The deepest project owns a file.
  return out.sort((a, b) => b.root.length - a.root.length);
}

const projectOf = (projects: readonly NxProject[], path: string): NxProject | undefined =>
  projects.find((p) => p.root === "" || path.startsWith(`${p.root}/`));

function tagTest(pattern: string): (tag: string) => boolean {
  if (pattern === "*") return () => true;
  if (pattern.startsWith("/") && pattern.lastIndexOf("/") > 0) {
    const r = safeRegex(pattern.slice(1, pattern.lastIndexOf("/")), pattern.slice(pattern.lastIndexOf("/") + 1));
    return typeof r === "string" ? () => false : (t) => r.test(t);
  }
  if (/[*?{[]/.test(pattern)) return globTest(pattern);
  return (t) => t === pattern;
}

/**
 * `lineOf` gives the line of a value of the options (each constraint's own object); `rule` is the
 * rule's key as the configuration writes it (`@nx/…` or the older `@nrwl/nx/…`).
 */
export function readNxConstraints(
  file: string,
  lineOf: (v: Value) => number,
  options: Value | undefined,
  projects: readonly NxProject[],
  out: Declaration[],
  rule = "@nx/enforce-module-boundaries",
): void {
  if (!isRecord(options) || !Array.isArray(options.depConstraints)) return;
  for (const c of options.depConstraints) {
    if (!isRecord(c)) continue;
    const source = typeof c.sourceTag === "string" ? c.sourceTag : strings(c.allSourceTags ?? []).join("+");
    if (!source) continue;
    const only = strings(c.onlyDependOnLibsWithTags ?? []);
    const not = strings(c.notDependOnLibsWithTags ?? []);
    if (!c.onlyDependOnLibsWithTags && !not.length) continue;
    if (only.includes("*") && !not.length) continue;
    const src = typeof c.sourceTag === "string" ? [tagTest(c.sourceTag)] : strings(c.allSourceTags ?? []).map(tagTest);
    const onlyT = only.map(tagTest);
    const notT = not.map(tagTest);
    const isSource = (p: NxProject): boolean =>
      typeof c.sourceTag === "string" ? p.tags.some(src[0]!) : src.every((t) => p.tags.some(t));
    const banned = (p: NxProject): boolean =>
      (c.onlyDependOnLibsWithTags !== undefined && !p.tags.some((t) => onlyT.some((o) => o(t)))) ||
      p.tags.some((t) => notT.some((o) => o(t)));
    const parts = [
      ...(c.onlyDependOnLibsWithTags !== undefined
        ? [`projects tagged other than ${only.join(", ") || "nothing"}`]
        : []),
      ...(not.length ? [`projects tagged ${not.join(", ")}`] : []),
    ];
    // The projects by folder, so that the rule names the files it constrains wherever it is read (a tool without file scopes included).
    const roots = projects
      .filter(isSource)
      .map((p) => p.root || ".")
      .sort();
    const where =
      roots.length && roots.length <= 6 ? ` (${roots.join(", ")})` : roots.length ? ` (${roots.length} projects)` : "";
    out.push({
      tool: "nx",
      name: `nx-${idSlug(source)}`,
      forbids: `Projects tagged ${source}${where} must not import ${parts.join(" or ")}`,
      why: `Nx module boundaries (depConstraints of ${rule})`,
      source: { file, line: lineOf(c) },
      constraints: [
        {
          from: {
            label: `projects tagged ${source}`,
            file: (p) => !!projectOf(projects, p) && isSource(projectOf(projects, p)!),
            ...(roots.every((r) => r !== ".") ? { globs: roots.map((r) => `${r}/**`) } : {}),
          },
          to: {
            label: parts.join(" or "),
            file: (p, from) => {
              const target = projectOf(projects, p);
              return !!target && target !== (from ? projectOf(projects, from) : undefined) && banned(target);
            },
          },
        },
      ],
    });
  }
}
