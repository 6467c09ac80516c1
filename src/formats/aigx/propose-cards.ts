/**
 * Per-domain cards (AIGX 1.1 section 3.6) for `aigx genome`: a card for each domain whose files
 * share one folder that it alone occupies, and that says something a reader can use: the public
 * API from the folder's entry point (its index, or the exports of the package it is), the command
 * that tests it from its package's scripts, and its purpose from the entry point's own first
 * sentence (or the package's description). Nothing is guessed: a folder with neither an API nor a
 * purpose gets no card.
 */
import type { DomainCard, FileEntry } from "../../../ir/dialects/aigx/model.js";
import type { SourceFacts } from "../source/scan-repo.js";
import { readConfigValue, isRecord } from "../architecture/config-eval.js";
import type { WorkspacePackage } from "../architecture/workspaces.js";
import { roleOf } from "./propose-genome.js";

export interface CardInputs {
  facts: readonly SourceFacts[];
  entries: readonly FileEntry[];
  packages: readonly WorkspacePackage[];
  /** A file's text (package.json), or undefined. */
  read: (path: string) => string | undefined;
  /** Does this file exist (a lock file, to name the package manager)? */
  exists: (path: string) => boolean;
}

const ENTRY = /^(index\.(?:ts|tsx|mts|js|jsx|mjs)|__init__\.py)$/;
const dirOf = (p: string): string => (p.includes("/") ? p.slice(0, p.lastIndexOf("/")) : "");

/** The longest folder that holds every one of these paths ("" when only the root does). */
function commonFolder(paths: readonly string[]): string {
  let parts = dirOf(paths[0]!).split("/");
  for (const p of paths.slice(1)) {
    const q = dirOf(p).split("/");
    let i = 0;
    while (i < parts.length && i < q.length && parts[i] === q[i]) i++;
    parts = parts.slice(0, i);
  }
  return parts.filter(Boolean).join("/");
}

interface PackageJson {
  name?: string;
  description?: string;
  scripts: Record<string, string>;
  exports: string[];
}

function packageJson(read: CardInputs["read"], dir: string): PackageJson | undefined {
  const v = readConfigValue(read(dir ? `${dir}/package.json` : "package.json") ?? "").value;
  if (!isRecord(v)) return undefined;
  const scripts = isRecord(v.scripts)
    ? Object.fromEntries(Object.entries(v.scripts).filter((e): e is [string, string] => typeof e[1] === "string"))
    : {};
  const name = typeof v.name === "string" ? v.name : undefined;
  const ex = v.exports;
  const keys =
    ex === undefined
      ? []
      : isRecord(ex) && Object.keys(ex).some((k) => k.startsWith("."))
        ? Object.keys(ex).filter((k) => k.startsWith(".") && ex[k] !== null)
        : ["."];
  return {
    ...(name ? { name } : {}),
    ...(typeof v.description === "string" ? { description: v.description } : {}),
    scripts,
    exports: keys.map((k) => (k === "." ? (name ?? ".") : `${name ?? "."}/${k.slice(2)}`)),
  };
}

/** How this repository runs a package's script: the package manager its lock file or workspace file names. */
function testCommand(inputs: CardInputs, dir: string, pkg: PackageJson, root: boolean): string | undefined {
  const script = pkg.scripts.test;
  if (!script) return undefined;
  const pnpm = inputs.exists("pnpm-lock.yaml") || inputs.exists("pnpm-workspace.yaml");
  const yarn = !pnpm && inputs.exists("yarn.lock");
  const command = root
    ? pnpm
      ? "pnpm test"
      : yarn
        ? "yarn test"
        : "npm test"
    : pnpm
      ? `pnpm --filter ${pkg.name ?? `./${dir}`} test`
      : yarn && pkg.name
        ? `yarn workspace ${pkg.name} test`
        : `npm test --workspace=${dir}`;
  return `${command} (runs: ${script})`;
}

/** What an entry point passes on with `export * from "./x"`: the names x exports (one level, as an index usually is). */
function reExported(entry: SourceFacts, facts: ReadonlyMap<string, SourceFacts>, read: CardInputs["read"]): string[] {
  const text = read(entry.path) ?? "";
  return [...text.matchAll(/^[ \t]*export[ \t]+\*[ \t]+from[ \t]+["']([^"']+)["']/gm)].flatMap((m) => {
    const file = entry.refs.find((r) => r.spec === m[1])?.file;
    return file ? (facts.get(file)?.exports ?? []) : [];
  });
}

const listed = (items: readonly string[], max = 8): string =>
  `${items.slice(0, max).join(", ")}${items.length > max ? ` and ${items.length - max} more` : ""}`;

export function proposeCards(inputs: CardInputs): DomainCard[] {
  const byDomain = new Map<string, string[]>();
  for (const e of inputs.entries) if (e.domain) byDomain.set(e.domain, [...(byDomain.get(e.domain) ?? []), e.path]);
  const facts = new Map(inputs.facts.map((f) => [f.path, f]));
  const cards: DomainCard[] = [];
  for (const [key, paths] of [...byDomain].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const common = commonFolder(paths);
    const alone = (dir: string): boolean =>
      !!dir && !inputs.entries.some((e) => e.path.startsWith(`${dir}/`) && e.domain !== key);
    // The folder is the domain's alone: a card there speaks for every entry under it. A package the domain fills is its folder.
    const pkgDir = inputs.packages.find((p) => common === p.dir || common.startsWith(`${p.dir}/`))?.dir;
    const folder = pkgDir && alone(pkgDir) ? pkgDir : common;
    if (!alone(folder)) continue;
    const own = inputs.packages.find((p) => p.dir === folder);
    const pkg = own ? packageJson(inputs.read, folder) : undefined;
    const entry =
      inputs.facts.find((f) => dirOf(f.path) === folder && ENTRY.test(f.path.slice(folder.length + 1)) && !f.test) ??
      (own
        ? [...facts.values()].find(
            (f) => f.path.startsWith(`${folder}/src/`) && ENTRY.test(f.path.slice(`${folder}/src/`.length)),
          )
        : undefined);
    const api: string[] = [];
    if (pkg?.exports.length) api.push(`By name: ${listed(pkg.exports)}.`);
    const names = entry ? [...entry.exports, ...reExported(entry, facts, inputs.read)] : [];
    if (entry && names.length) api.push(`${entry.path} exports ${listed([...new Set(names)])}.`);
    // Its tests: the scripts of the package it is, or else of the package that holds it (the root's included).
    const holder = own ?? inputs.packages.find((p) => folder.startsWith(`${p.dir}/`));
    const holderJson = pkg ?? packageJson(inputs.read, holder?.dir ?? "");
    const test = holderJson ? testCommand(inputs, holder?.dir ?? "", holderJson, !holder) : undefined;
    const purpose = (entry?.doc ? roleOf(entry) : undefined) ?? pkg?.description;
    // The test command alone says nothing of this folder (every folder of a package shares it): no card.
    if (!api.length && !purpose) continue;
    cards.push({
      key,
      path: folder,
      ...(purpose ? { purpose } : {}),
      ...(api.length ? { publicApi: api.join(" ") } : {}),
      ...(test ? { test } : {}),
      facts: [],
      file: `${folder}/${key}.aigx`,
      pos: { line: 0, col: 0 },
    });
  }
  return cards;
}
