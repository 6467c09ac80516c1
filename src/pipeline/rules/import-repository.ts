/**
 * `agentc import <repo>`: every rule file of every rule format in a repository
 * (each format's `discover`), read, checked and raised to core rules; rules
 * with the same text, scope and activation become one rule that remembers
 * every source; the result is one AIGX genome (`.aigx/`) whose rules keep
 * their scope, activation and sources, with a protocol and a per-file index
 * of the instruction files, checked for parity before it is written.
 */
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { basename, join, resolve, sep } from "node:path";
import { linkTargetInside } from "../../../ir/io/inside-root.js";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { Graph } from "../../../ir/graph/graph.js";
import {
  addCoreRules,
  coreRulesOf,
  type CoreFileBoundary,
  type CoreRule,
  type RuleSource,
} from "../../../ir/dialects/core/rules.js";
import { OutputExistsError, type OutputFiles } from "../../../ir/io/output-files.js";
import { realPlacer } from "../../../ir/io/safe-path.js";
import { isGenerated } from "../../../ir/dialects/rules/model.js";
import type { UserFile } from "../../../ir/dialects/rules/tool.js";
import { ruleFormatOfPath } from "../../../ir/dialects/rules/paths.js";
import { writeFileSet } from "../../../ir/io/file-set.js";
import { lockGenome } from "./genome-lock.js";
import { renderProtocol } from "../../../emitters/aigx/canonical.js";
import { formatNamed, ruleFileFormats } from "../../formats/registry.js";
import type { Format } from "../../formats/format.js";
import type { PipelineStep } from "../pass-manager.js";
import { emitRun } from "../emit.js";
import { newRun, readAndVerify, runPass } from "../run-context.js";
import { listRepository, repositoryFileSkipReason, repositoryLinksOutside } from "../../formats/rules/discover.js";
import { unreadAgentFiles } from "../../formats/rules/unread.js";
import { importAgents, REPOSITORY_AGENTS, type AgentsPlace } from "./import-agents.js";
import { KnownFiles, KNOWN_FILES } from "./known-files.js";
import { AIGX_ADDENDUM_RULE } from "./addendum.js";
import { importSetup, SETUP_FILE } from "./setup-genome.js";

export { MAX_REPOSITORY_FILE_BYTES as MAX_RULE_FILE_BYTES } from "../../formats/rules/discover.js";

export interface ImportOptions {
  /** Where the genome goes (`<output>/.aigx/`); default: the repository itself. */
  output?: string;
  force?: boolean;
  strict?: boolean;
  /** false: build and check the genome, write nothing. */
  write?: boolean;
  /**
   * User-level scope (`--global`): the root is the home directory, and only these files are read
   * (each tool's user-level files, `userFiles()`), never a walk of the home directory. Their rules
   * apply everywhere (no directory scope). Its agents (the tools' user-level subagents and MCP files,
   * `agents`) go to `.aigx/agents/`.
   */
  userFiles?: readonly UserFile[];
  agents?: AgentsPlace;
  /** Called after each pipeline step, as it finishes (`--print-pipeline`). */
  afterEach?: (step: PipelineStep) => void;
}

export interface ImportResult {
  ok: boolean;
  /** The instruction files read, by format. */
  sources: Array<{ format: string; file: string }>;
  rules: CoreRule[];
  /** The AIX agents imported (`agents/<name>.aix`): one per Claude Code subagent, and `project.aix` holding the MCP servers. */
  agents: string[];
  files: OutputFiles;
  written: Array<[string, Uint8Array]>;
  diagnostics: Diagnostic[];
  pipeline: PipelineStep[];
}

const sameRule = (r: CoreRule): string =>
  JSON.stringify([
    r.text.replace(/\s+/g, " ").trim(),
    r.activation,
    [...r.globs].sort(),
    r.directory ?? "",
    r.description ?? "",
  ]);

/** Rules with the same text, scope and activation are one rule with every source; ids stay unique. */
export function mergeRules(rules: readonly CoreRule[]): CoreRule[] {
  const byKey = new Map<string, CoreRule>();
  const ids = new Set<string>();
  for (const r of rules) {
    const key = sameRule(r);
    const seen = byKey.get(key);
    if (seen) {
      seen.sources.push(...r.sources);
      continue;
    }
    let id = r.id;
    for (let n = 2; ids.has(id); n++) id = `${r.id}-${n}`;
    ids.add(id);
    byKey.set(key, { ...r, id, sources: [...r.sources] });
  }
  return [...byKey.values()];
}

const PROTOCOL = {
  file: ".aigx/protocol.aigx",
  readFirst:
    "This genome holds the repository's rules for coding agents, imported from their instruction files by agentc.",
  steps: [
    "Read the concern files; each rule says where it applies (x-globs, x-directory) and when (x-activation).",
    "For each file you edit, find its entry in files.aigx and verify every id in its <check> before finishing.",
    "Edit rules here and run agentc aigx export to regenerate every agent's instruction files.",
  ],
  text: "",
};

/** A rule as import read it: from a file someone wrote, or from a copy agentc wrote and nobody changed since. */
interface ReadRule {
  rule: CoreRule;
  /** Read from a file agentc wrote (it has the generated-by header). */
  generated: boolean;
  /** Read from a file agentc wrote, as it wrote it: it tells nothing the genome does not (its rules' home does). */
  copy: boolean;
  /** Read from a file changed since agentc last read or wrote it: someone's edit. */
  edited: boolean;
  /**
   * Read from a file someone wrote, with the bytes agentc last read there: it tells nothing new, and
   * the genome's text of its rule stands (an edit made since in another tool's copy reached the genome,
   * and a source export does not rewrite, such as Zed's `.rules` outside `--format all`, must not undo it).
   */
  unchanged: boolean;
}

/** How the index describes an instruction file import read (and how the next import knows it wrote the entry). */
const INSTRUCTIONS_ROLE = "coding-agent instructions";

/**
 * The genome's entries for the repository's other files (what `aigx genome` wrote: roles, forbids,
 * checks of architecture rules), kept as they are, in their genome, while the file exists: import
 * rebuilds only the entries of instruction files, which it owns.
 */
function sourceEntries(
  repo: string,
  previous: readonly CoreFileBoundary[],
  homes: ReadonlyMap<string, unknown>,
): CoreFileBoundary[] {
  // Each in the genome it was in (a package's own, in a monorepo); the root's entries without a genome named, as import writes its own.
  return previous
    .filter(
      (b) => !homes.has(b.path) && !b.role?.startsWith(`${INSTRUCTIONS_ROLE} (`) && existsSync(join(repo, b.path)),
    )
    .map(({ genome, ...b }) => (genome && genome !== ".aigx" ? { ...b, genome } : b));
}

/** A CLAUDE.md or GEMINI.md that only imports AGENTS.md (as export writes it, and as people do): a pointer, not a rule. */
const DELEGATION = /^(@(\S*\/)?AGENTS\.md[ \t]*(\n|$))+$/;

/** The genome already there: its rules by id (where each goes home, its scope) and the files its index lists; empty when there is none to read. */
async function previousGenome(
  dir: string,
): Promise<{ rules: Map<string, CoreRule>; indexed: Set<string>; entries: CoreFileBoundary[] }> {
  const aigx = await formatNamed("aigx");
  const none = { rules: new Map<string, CoreRule>(), indexed: new Set<string>(), entries: [] };
  if (!aigx?.raise || !existsSync(join(dir, ".aigx"))) return none;
  const run = newRun(dir, {}, { root: dir, target: "core" });
  if (!((await readAndVerify(run, aigx)) && (await runPass(run, aigx.raise)))) return none;
  const set = coreRulesOf(run.ctx.graph);
  return {
    rules: new Map(set.rules.map((r) => [r.id, r])),
    indexed: new Set(set.boundaries.map((b) => b.path)),
    entries: set.boundaries,
  };
}

/**
 * The rules read, the addendum left out (export adds it again), but not what a person wrote into it:
 * export writes the addendum last in a file, so a line appended to AGENTS.md lands in it. Text past
 * the addendum's own (or an edited file's addendum rewritten) joins the rule before it in the same
 * file, or stands as a rule of its own where the file has none; it is never dropped.
 */
function keptFromAddendum(read: readonly ReadRule[]): ReadRule[] {
  const addendum = AIGX_ADDENDUM_RULE.text.trim();
  const out: ReadRule[] = [];
  for (const r of read) {
    if (r.rule.id !== AIGX_ADDENDUM_RULE.id) {
      out.push(r);
      continue;
    }
    const text = r.rule.text.trim();
    const added = text.startsWith(addendum) ? text.slice(addendum.length).trim() : r.edited ? text : "";
    if (!added) continue;
    const file = r.rule.sources[0]?.file;
    const before =
      out.length > 0 && out[out.length - 1]!.rule.sources[0]?.file === file ? out[out.length - 1]! : undefined;
    if (before)
      out[out.length - 1] = {
        ...before,
        rule: { ...before.rule, text: `${before.rule.text.trimEnd()}\n\n${added}` },
        edited: before.edited || r.edited,
      };
    else out.push({ ...r, rule: { ...r.rule, id: `${r.rule.id}-text`, text: added } });
  }
  return out;
}

/**
 * The genome's rules from what was read. Rules read from files someone wrote are the genome's, rules
 * with the same text, scope and activation merged into one; a rule read from an edited copy keeps
 * the scope and home its genome gave it. A rule only agentc's own copies hold (its home was
 * rewritten by export) is the genome's rule as it was, with the text the copies hold. The
 * addendum export adds is left out: export adds it again.
 */
function genomeRules(read: readonly ReadRule[], previous: ReadonlyMap<string, CoreRule>): CoreRule[] {
  const keep = keptFromAddendum(read).filter((r) => !DELEGATION.test(r.rule.text.trim()));
  const asBefore = (r: CoreRule): CoreRule => {
    const was = previous.get(r.id);
    // Its sources as the genome names them (x-sources), not the genome file it was read back from.
    return was ? { ...was, text: r.text, sources: was.sources.filter((s) => s.format !== "aigx") } : r;
  };
  // A rule edited in one file since agentc last saw it supersedes the same rule unchanged elsewhere (the edit is newer).
  const editedIds = new Set(keep.filter((r) => r.edited).map((r) => r.rule.id));
  const current = keep.filter((r) => !r.copy && (r.edited || !editedIds.has(r.rule.id)));
  const genomeText = (r: ReadRule): CoreRule => {
    const was = r.unchanged ? previous.get(r.rule.id) : undefined;
    return was ? { ...r.rule, text: was.text } : r.rule;
  };
  const rules = mergeRules(current.map((r) => (r.generated ? asBefore(r.rule) : genomeText(r))));
  const ids = new Set(rules.map((r) => r.id));
  // Formats are read in a fixed order, so without a genome to say where a rule lives its first copy is its home.
  for (const { rule } of keep.filter((r) => r.copy)) {
    if (ids.has(rule.id)) continue;
    ids.add(rule.id);
    rules.push(asBefore(rule));
  }
  // In the genome's order where there is one, so that reading the same files again writes the same genome.
  const order = new Map([...previous.keys()].map((id, i) => [id, i]));
  const rank = (id: string): number => order.get(id) ?? order.size;
  return rules
    .map((r, i) => [r, i] as const)
    .sort(([a, i], [b, j]) => rank(a.id) - rank(b.id) || i - j)
    .map(([r]) => r);
}

/** A rule of a user-level file as its tool reads it: the folder the file lies in (`.gemini/` of `~/.gemini/GEMINI.md`) scopes nothing. */
function unscoped(rule: CoreRule, rel: string): CoreRule {
  const folder = rel.includes("/") ? rel.slice(0, rel.lastIndexOf("/")) : "";
  const byFolder = rule.activation === "glob" && rule.globs.length > 0 && rule.globs.every((g) => g === `${folder}/**`);
  return byFolder
    ? { ...rule, directory: undefined, activation: "always", globs: [] }
    : { ...rule, directory: undefined };
}

export async function importRepository(root: string, options: ImportOptions = {}): Promise<ImportResult> {
  // A run that writes holds the genome lock of where it writes, from its first read to its last write.
  if (options.write === false) return importRepositoryLocked(root, options);
  const lock = await lockGenome(options.output ?? root);
  try {
    return await importRepositoryLocked(root, options);
  } finally {
    lock.release();
  }
}

/**
 * The user-level files to read under the home directory: each declared file that exists, and each file of
 * its format under a declared folder (`~/.claude/rules/`), in path order. Never a walk of the home itself.
 */
function existingUserFiles(home: string, user: readonly UserFile[]): UserFile[] {
  return user.flatMap((u) => {
    const abs = join(home, u.homePath);
    if (!u.folder) return existsSync(abs) ? [u] : [];
    if (!existsSync(abs) || !statSync(abs).isDirectory()) return [];
    return (readdirSync(abs, { recursive: true }) as string[])
      .map((p) => `${u.homePath}/${p.split(sep).join("/")}`)
      .filter((rel) => ruleFormatOfPath(rel) === u.format)
      .sort()
      .map((rel) => ({ ...u, repoPath: rel, homePath: rel, folder: false }));
  });
}

async function importRepositoryLocked(root: string, options: ImportOptions): Promise<ImportResult> {
  const repo = resolve(root);
  const inRepository = options.output === undefined || resolve(options.output) === repo;
  const outDir = options.output ?? repo;
  const known = inRepository ? KnownFiles.of(repo) : undefined;
  const formats = (await ruleFileFormats()).filter(
    (f): f is Format & { discover: NonNullable<Format["discover"]> } =>
      Boolean(f.discover && f.raise) && f.core?.raises?.includes("rules") === true && f.dialect !== "aigx",
  );
  const diagnostics: Diagnostic[] = [];
  const pipeline: PipelineStep[] = [];
  const sources: ImportResult["sources"] = [];
  const read: ReadRule[] = [];
  const readBytes = new Map<string, Buffer>();
  let failed = false;
  const user = options.userFiles && existingUserFiles(repo, options.userFiles);
  const listing = user ? [...new Set(user.map((u) => u.homePath))] : listRepository(repo);
  const listed = new Set(listing);
  const links: Array<{ rel: string; target: string; format: string }> = [];
  // A link leading out of the repository is never followed; each is named.
  if (!user) diagnostics.push(...repositoryLinksOutside(repo));
  for (const f of formats) {
    for (const rel of user
      ? user.filter((u) => u.format === f.name).map((u) => u.homePath)
      : f.discover(repo, listing)) {
      const abs = join(repo, rel);
      const skip = repositoryFileSkipReason(repo, rel);
      if (skip) {
        diagnostics.push({ code: "RULES-SKIPPED", severity: "warning", message: `${rel} ${skip}; skipped`, file: abs });
        continue;
      }
      // A link to another file of the repository (CLAUDE.md -> AGENTS.md) is that file: read once, there; export keeps the link.
      const target = linkTargetInside(repo, rel);
      if (target !== undefined && target !== rel && listed.has(target)) {
        diagnostics.push({
          code: "RULES-LINKED",
          severity: "info",
          message: `${rel} is a link to ${target}, read as ${target}`,
          file: abs,
        });
        links.push({ rel, target, format: f.name });
        continue;
      }
      const run = newRun(abs, { strict: options.strict, afterEach: options.afterEach }, { root: repo, target: "aigx" });
      const ok = (await readAndVerify(run, f)) && (await runPass(run, f.raise!));
      diagnostics.push(...run.pm.diagnostics);
      pipeline.push(...run.pm.steps);
      if (!ok) {
        failed ||= run.pm.diagnostics.some((d) => d.severity === "error") || options.strict === true;
        continue;
      }
      sources.push({ format: f.name, file: rel });
      const bytes = readFileSync(abs);
      const generated = isGenerated(bytes.toString("utf8"));
      // agentc's own output, as it wrote it (or written before agentc kept a record): a copy.
      const copy = known ? known.wrote(rel, bytes) || (generated && !known.has(rel)) : generated;
      if (!copy) readBytes.set(rel, bytes);
      const edited = known !== undefined && !copy && !known.knows(rel, bytes) && known.has(rel);
      const unchanged = known !== undefined && !copy && known.knows(rel, bytes);
      // A user-level file's rules apply in every project: the folder it lies in (`.gemini/`) is no scope.
      for (const rule of coreRulesOf(run.ctx.graph).rules)
        read.push({ rule: user ? unscoped(rule, rel) : rule, generated, copy, edited, unchanged });
    }
  }
  const previous = inRepository
    ? await previousGenome(repo)
    : { rules: new Map<string, CoreRule>(), indexed: new Set<string>(), entries: [] };
  const agentsPlace = options.agents ?? REPOSITORY_AGENTS;
  const agents = importAgents(
    repo,
    { isCopy: (rel, bytes) => known?.wrote(rel, bytes) ?? false, wasSource: (rel) => previous.indexed.has(rel) },
    agentsPlace,
  );
  sources.push(...agents.sources);
  // Skills and commands of every tool (.aigx/setup.json); an export's own copies are not read again.
  const setup = user
    ? undefined
    : await importSetup(repo, listing, (rel, bytes) => known?.wrote(rel, bytes) ?? false, options.afterEach);
  if (setup) {
    sources.push(...setup.sources);
    diagnostics.push(...setup.diagnostics.filter((d) => d.severity !== "info"));
    pipeline.push(...setup.pipeline);
    failed ||= setup.diagnostics.some((d) => d.severity === "error");
  }
  // Every agent-configuration file seen and not read is named: nothing is skipped without a word.
  const readPaths = new Set([...sources.map((s) => s.file), ...(setup?.copies ?? []), ...agents.copies]);
  diagnostics.push(
    ...unreadAgentFiles(listing, readPaths, { root: repo }).map((d) => ({ ...d, file: join(repo, d.file ?? "") })),
  );
  // The agents' files import read, on record like the rule files (export may then replace or keep them).
  for (const s of agents.sources) readBytes.set(s.file, readFileSync(join(repo, s.file)));
  diagnostics.push(...agents.diagnostics);
  failed ||= agents.diagnostics.some((d) => d.severity === "error");
  // A link is where its tool reads the rules of the file it points to: one more home of each, never a rule of its own.
  const linksTo = new Map<string, typeof links>();
  for (const l of links) linksTo.set(l.target, [...(linksTo.get(l.target) ?? []), l]);
  const rules = genomeRules(read, previous.rules).map((r) => {
    const files = new Set(r.sources.map((s) => s.file));
    const linked = [...files].flatMap((f) => linksTo.get(f) ?? []).filter((l) => !files.has(l.rel));
    return linked.length
      ? { ...r, sources: [...r.sources, ...linked.map((l) => ({ file: l.rel, format: l.format }))] }
      : r;
  });
  // The per-file index lists the instruction files the rules live in, each checking the rules read from it.
  // A genome written elsewhere (-o) cannot point at them (lint V5: paths must exist under its root),
  // so its index has one entry, its own protocol, checking every rule; each rule still names its sources.
  // Each instruction file with the formats it was read as and the rules it holds, in one pass over the sources.
  const homes = new Map<string, { formats: Set<string>; checks: string[] }>();
  const home = (file: string): { formats: Set<string>; checks: string[] } =>
    homes.get(file) ?? homes.set(file, { formats: new Set(), checks: [] }).get(file)!;
  // A rule's declaration (an ESLint or dependency-cruiser configuration named by x-sources) is where it came from, not an instruction file export rewrites.
  const toolFormats = new Set<string | undefined>([undefined, ...formats.map((f) => f.name)]);
  const instructionSources = (r: CoreRule): RuleSource[] => r.sources.filter((s) => toolFormats.has(s.format));
  for (const r of rules) for (const s of instructionSources(r)) home(s.file).formats.add(s.format ?? "");
  for (const s of agents.sources) home(s.file).formats.add(s.format);
  for (const r of rules)
    for (const file of new Set(instructionSources(r).map((s) => s.file))) home(file).checks.push(r.id);
  const boundaries: CoreFileBoundary[] = inRepository
    ? [
        ...[...homes].map(([file, h]) => ({
          path: file,
          role: `${INSTRUCTIONS_ROLE} (${[...h.formats].join(", ")}); regenerated from this genome by agentc aigx export`,
          gotchas: [],
          checks: h.checks,
        })),
        ...sourceEntries(repo, previous.entries, homes),
      ]
    : [
        {
          path: PROTOCOL.file,
          role: `this genome, imported from ${basename(repo)}; each rule names the files it came from (x-sources)`,
          gotchas: [],
          checks: rules.map((r) => r.id),
        },
      ];
  const graph = addCoreRules(new Graph(), {
    project: { name: basename(repo), genomes: [{ dir: ".aigx" }] },
    rules,
    boundaries,
    facts: [],
  });
  // The genome written through the pass manager (core.verify → aigx.lower → aigx.write → its checks): its steps are import's too.
  const emitted =
    rules.length || boundaries.length ? await emitRun(graph, "aigx", { afterEach: options.afterEach }) : undefined;
  if (emitted) {
    pipeline.push(...emitted.pipeline);
    diagnostics.push(...emitted.diagnostics.filter((d) => d.severity !== "info"));
  }
  const files = emitted?.files ?? { kind: "directory" as const, files: [] };
  files.files.push([PROTOCOL.file, Buffer.from(renderProtocol(PROTOCOL), "utf8")]);
  files.files.sort((a, b) => (a[0] < b[0] ? -1 : 1));
  if (!rules.length && !agents.files.length && !setup?.file)
    diagnostics.push({
      code: "RULES-NONE",
      severity: "warning",
      message: `no instruction file of any coding agent was found under ${root}`,
      file: root,
    });
  const ok = !failed;
  const agentFiles = agents.files.map(([name, text]): [string, Buffer] => [
    `${agentsPlace.dir}/${name}`,
    Buffer.from(text, "utf8"),
  ]);
  const setupFile: Array<[string, Uint8Array]> = setup?.file ? [[SETUP_FILE, setup.file]] : [];
  const planned: Array<[string, Uint8Array]> = [...(rules.length ? files.files : []), ...agentFiles, ...setupFile];
  files.files.push(...agentFiles, ...setupFile);
  const written: Array<[string, Uint8Array]> = [];
  if (ok && options.write !== false) {
    const place = realPlacer(outDir);
    const changes = planned.flatMap(([rel, data]): Array<[string, string, Uint8Array]> => {
      const { path, exists } = place(rel);
      return exists && readFileSync(path).equals(data) ? [] : [[rel, path, data]];
    });
    // A genome file or agent edited by hand since agentc wrote it is kept, unless force: nothing is written.
    const owner = known ?? KnownFiles.of(outDir);
    const edited = changes
      .filter(([, path]) => existsSync(path))
      .find(([rel, path]) => !options.force && !owner.mayReplace(rel, readFileSync(path)));
    if (edited)
      throw new OutputExistsError(
        `${edited[1]} was changed since agentc wrote it; nothing was written (run agentc aigx export to write the genome's rules to every tool, or use --force to replace it)`,
      );
    writeFileSet(changes.map(([, path, data]) => [path, data]));
    written.push(...changes.map(([, path, data]): [string, Uint8Array] => [path, data]));
    // The genome files this import no longer makes, when still as agentc wrote them.
    const made = new Set(planned.map(([rel]) => rel));
    for (const rel of owner
      .paths()
      .filter(
        (p) => (p.startsWith(".aigx/") || p.startsWith(`${agentsPlace.dir}/`)) && !made.has(p) && p !== KNOWN_FILES,
      )) {
      const abs = join(outDir, rel);
      if (existsSync(abs) && owner.knows(rel, readFileSync(abs))) rmSync(abs);
      owner.forget(rel);
    }
    if (known) {
      for (const [rel, bytes] of readBytes) known.record(rel, bytes, "import");
      for (const [rel, data] of planned) known.record(rel, data, "import");
      known.save();
    }
  }
  return { ok, sources, rules, agents: agentFiles.map(([rel]) => rel), files, written, diagnostics, pipeline };
}
