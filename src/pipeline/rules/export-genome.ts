/**
 * `agentc aigx export --format f1,f2,… --root <genome> -o <project>`: the genome
 * is linted, raised to core rules, and lowered to each target's files: each rule
 * back to the file of that tool it came from, the others at their conventional
 * paths (nested where a rule is scoped to a directory). Every file is verified by
 * re-reading it in memory before anything is written, and nothing is written
 * unless every file can be.
 *
 * In place (the project is the genome's), what agentc read or wrote is on record
 * (known-files.ts): a file whose bytes are on record, or that already means what
 * would be written (the same rules with the same scope; an MCP file's servers), is
 * agentc's to replace or to keep as it is; a file changed since is someone's work,
 * kept and named (exit 1) unless `force`. A rule file agentc wrote that the genome
 * no longer makes for a target (a rule gone home, a rule removed) is removed; any
 * other file it wrote and no longer makes (a skill, command or subagent gone, a tool
 * no longer named) is removed only with `prune`, and otherwise kept and named in a
 * warning. `dryRun` lists what would change, `check` writes nothing and fails when a
 * file is missing, stale or left over.
 */
import { existsSync, lstatSync, readFileSync, readdirSync, rmdirSync, rmSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { linkTargetInside } from "../../../ir/io/inside-root.js";
import { lockGenome } from "./genome-lock.js";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { coreRulesOf } from "../../../ir/dialects/core/rules.js";
import { MCP_CONFIG_FILES, sharedMcpFile } from "../../../ir/dialects/mcp/model.js";
import { SUBAGENT_DIR } from "../../../ir/dialects/claude-agents/model.js";
import { commandTool, ignoreTool, skillTool } from "../../../ir/dialects/setup/tools.js";
import { isGenerated } from "../../../ir/dialects/rules/model.js";
import { ruleFormatOfPath } from "../../../ir/dialects/rules/paths.js";
import { hasOwnFiles, inAll, ruleTool, ruleTools, userFiles, type UserFile } from "../../../ir/dialects/rules/tool.js";
import { writeFileSet } from "../../../ir/io/file-set.js";
import { unifiedDiff } from "../../../ir/edit/unified-diff.js";
import { removeStaleTemporaries, staleTemporaries } from "../../../ir/io/atomic-write.js";
import { realPlacer } from "../../../ir/io/safe-path.js";
import type { LossEntry } from "../../../ir/loss-ledger.js";
import { detectInput, ruleFileFormats, formatNamed } from "../../formats/registry.js";
import type { Format } from "../../formats/format.js";
import type { PipelineStep } from "../pass-manager.js";
import { errorsIn, newRun, requirePass, runPass, type Run } from "../run-context.js";
import { formatPasses } from "../format-passes.js";
import { AgentcInputError } from "../input-error.js";
import { planAgentFiles, type PlannedFile } from "./export-agents.js";
import { AGENTS_DIR, REPOSITORY_AGENTS, type AgentsPlace } from "./import-agents.js";
import { changeSummary, KnownFiles } from "./known-files.js";
import { AIGX_ADDENDUM_RULE } from "./addendum.js";
import { applySetupModes, planSetupFiles } from "./setup-genome.js";
import { SETTINGS_PLACES } from "../../formats/settings/settings-files.js";

/** `obsolete`: a file agentc wrote that this export no longer makes, kept (without `prune`). */
export type FileStatus = "new" | "changed" | "unchanged" | "refused" | "removed" | "obsolete";

export interface ExportOptions {
  force?: boolean;
  /** Remove the files agentc wrote (still as it wrote them) that this export no longer makes, of any tool. */
  prune?: boolean;
  /** List what would change; write nothing. */
  dryRun?: boolean;
  /** Write nothing; not ok when a file is missing or stale (for CI). */
  check?: boolean;
  /**
   * User-level scope (`--global`): the genome and the project are the home directory, and each file a
   * target would write in a repository goes to its tool's user-level path (`GEMINI.md` →
   * `.gemini/GEMINI.md`, `userFiles()`); a file with no user-level place (a nested or scoped rule
   * file, a tool whose user rules are not a file) is not written, and a note says so. The genome's
   * agents are read from, and written to, `agents` (at user level `.aigx/agents/`, and only the tools'
   * user-level MCP files and subagent folders).
   */
  userFiles?: readonly UserFile[];
  agents?: AgentsPlace;
  /** Called after each pipeline step, as it finishes (`--print-pipeline`). */
  afterEach?: (step: PipelineStep) => void;
}

export interface ExportResult {
  ok: boolean;
  files: Array<{ path: string; format: string; status: FileStatus }>;
  /** What each target could not hold, rule by rule. */
  ledger: LossEntry[];
  diagnostics: Diagnostic[];
  pipeline: PipelineStep[];
  /** The bytes planned for each path (what `--dry-run` shows and a single-file export prints). */
  planned: Map<string, Uint8Array>;
  /** What the output says about the tools named: one that reads another's files itself, one renamed or retired. */
  notes: string[];
  /** With `dryRun`: each file that would be written, replaced or removed, as a unified diff (path order). */
  diff?: string;
}

/** Every format that lowers core rules and writes files in a project (the coding agents' rule files). */
export async function ruleTargets(): Promise<string[]> {
  return (await ruleFileFormats())
    .filter(
      (f) =>
        f.discover &&
        f.lower &&
        f.write &&
        f.core?.lowers?.includes("rules") &&
        f.dialect !== "aigx" &&
        (ruleTool(f.name) ? inAll(ruleTool(f.name)!) : true),
    )
    .map((f) => f.name);
}

/**
 * The formats `--format` names: `all`, format names, or tools by name or alias (`claude`, `codex`).
 * A tool that reads another tool's files itself (Codex and AGENTS.md) is that format, and a note says
 * so; a renamed or retired tool's note names its successor.
 */
export async function resolveTargets(
  names: readonly string[],
): Promise<{ targets: string[]; notes: string[]; tools: string[] }> {
  const targets: string[] = [];
  const notes: string[] = [];
  // The tools named (every tool for "all"): a tool without rule files of its own can still have settings of its own (Codex's config.toml).
  const tools = names.includes("all") ? ruleTools().map((t) => t.name) : names.filter((n) => ruleTool(n) !== undefined);
  const add = (t: string): void => {
    if (!targets.includes(t)) targets.push(t);
  };
  for (const name of names) {
    if (name === "all") {
      for (const t of await ruleTargets()) add(t);
      continue;
    }
    const tool = ruleTool(name);
    if (!tool) {
      add(name);
      continue;
    }
    if (hasOwnFiles(tool)) add(tool.name);
    else {
      for (const r of tool.reads ?? []) add(r);
      notes.push(
        `${tool.title} reads ${(tool.reads ?? []).map((r) => ruleTool(r)?.title ?? r).join(" and ")}'s files itself: no rule file of its own is written (${(tool.reads ?? []).join(", ")})`,
      );
    }
    if (tool.successor) notes.push(tool.successor.note);
    if (tool.note) notes.push(tool.note);
  }
  return { targets, notes, tools };
}

const stop = (what: string) => () => `the genome cannot be exported: ${what}`;

/**
 * The tools whose skills, commands and ignore files an export plans: the rule targets, and each tool named
 * by itself that reads another tool's rule files but has such files of its own (OpenCode's
 * `.opencode/command/`, Factory Droid's `.factory/skills/`), unless a target already plans the same rows.
 * `all` adds none: it means the ten rule targets (docs/decisions.md).
 */
function setupTargets(targets: readonly string[], named: readonly string[]): string[] {
  const out = [...targets];
  const rows = (t: string) => [skillTool(t), commandTool(t), ignoreTool(t)];
  for (const n of named) {
    const tool = ruleTool(n);
    if (!tool || hasOwnFiles(tool) || out.includes(tool.name)) continue;
    const own = rows(tool.name);
    if (own.some((row, i) => row && !out.some((t) => rows(t)[i] === row))) out.push(tool.name);
  }
  return out;
}

/** The genome read, linted, raised and verified as core rules, with the agent addendum added (AIGX section 4). */
async function raiseGenome(run: Run, genomeRoot: string, user?: readonly UserFile[]): Promise<void> {
  const aigx = (await formatNamed("aigx"))!;
  // The genome is read once, and linted (even where it is damaged: every error is told) on what the read pass parsed.
  // The pass manager lints what the read made; a lint it has just run is not run again here.
  let linted = await runPass(run, formatPasses(aigx).read);
  for (const p of aigx.verify) linted = (await runPass(run, p)) && linted;
  if (!linted)
    throw new AgentcInputError(
      `${genomeRoot}: the genome does not pass lint; nothing was exported`,
      "AIGX-LINT",
      errorsIn(run.pm.diagnostics),
    );
  // The pass manager verifies the core rules after the raise (core.verify).
  await requirePass(
    run,
    aigx.raise!,
    (s) => stop(s.kind === "verify" ? "its rules do not verify" : "it does not raise to core rules")(),
    "AGC-EXPORT",
  );
  const graph = run.ctx.graph;
  if (user) {
    // User level: a rule read from a tool's user-level file goes home to the repository path that file stands for
    // (`.gemini/GEMINI.md` is GEMINI.md), which export then moves back. No addendum: ~/.aigx/ is no repository's genome.
    const repoPathOf = (file: string, format: string | undefined): string =>
      user.find((u) => u.homePath === file && u.format === format)?.repoPath ?? file;
    for (const n of graph.nodes("core.Rule"))
      n.attrs.sources = n.attrs.sources.map((s) => ({ ...s, file: repoPathOf(s.file, s.format) }));
    return;
  }
  if (!graph.nodes("core.Rule").some((n) => n.attrs.id === AIGX_ADDENDUM_RULE.id))
    graph.add({ id: "core:rule:aigx-addendum", kind: "core.Rule", attrs: AIGX_ADDENDUM_RULE });
}

/** Each target's files, lowered from the core rules and re-read in memory. */
async function lowerTargets(run: Run, targets: readonly string[], planned: Map<string, PlannedFile>): Promise<void> {
  for (const name of targets) {
    const f = await formatNamed(name);
    if (!f?.lower || !f.write)
      throw new AgentcInputError(
        `${name} is not a rule target: name a coding tool (${ruleTools()
          .map((t) => t.name)
          .join(", ")}) or one of its aliases, or all (${(await ruleTargets()).join(", ")})`,
        "AGC-USAGE",
      );
    run.ctx.target = name;
    const passes = formatPasses(f);
    await requirePass(
      run,
      passes.lower!,
      (s) => stop(s.kind === "verify" ? `the ${name} files do not validate` : `the ${name} lowering failed`)(),
      "AGC-EXPORT",
    );
    await requirePass(run, passes.write!, stop(`the ${name} writer failed`), "AGC-EXPORT");
    const out = run.ctx.files!;
    for (const c of passes.checks) await requirePass(run, c, stop(`the ${name} files do not read back`), "AGC-EXPORT");
    for (const [path, bytes] of out.files) planned.set(path, { path, bytes, format: name });
  }
}

/** The genome's own files (what export reads), by project-relative path: the root genome's, the agents', and those of the nested genomes named (a monorepo's packages). */
function genomeFiles(project: string, agentsDir: string, nested: readonly string[] = []): string[] {
  const out: string[] = [];
  for (const dir of [".aigx", agentsDir, ...nested.filter((d) => d !== ".aigx")]) {
    const abs = join(project, dir);
    if (!existsSync(abs)) continue;
    for (const name of readdirSync(abs))
      if (/\.(aigx|aix(\.(ya?ml|json|toml))?)$/.test(name)) out.push(`${dir}/${name}`);
  }
  return out;
}

interface PlannedOnDisk {
  path: string;
  abs: string;
  exists: boolean;
  planned: PlannedFile;
  /** The format that reads the file at this path (undefined when there is none). */
  reader: Format | undefined;
  project: string;
  plannedPaths: ReadonlyMap<string, PlannedFile>;
  /** What agentc read or wrote in the project (its record; empty where it keeps none). */
  record: KnownFiles;
  force: boolean | undefined;
}

/** What export does with one planned file, given what is on disk: write it, keep what is there, or refuse (and why). */
function verdictOn(f: PlannedOnDisk): { status: FileStatus; refusal?: Diagnostic } {
  const link = f.exists ? linkTargetInside(f.project, f.path) : undefined;
  // A link to another file written here (CLAUDE.md → AGENTS.md) shows that file: it stays a link.
  if (link !== undefined && f.plannedPaths.has(link)) return { status: "unchanged" };
  const existing = f.exists ? readFileSync(f.abs) : undefined;
  if (!existing) return { status: "new" };
  // The format that reads the file says whether it already means what would be written (a rule format, mcp, claude-agents).
  const same = (): boolean =>
    f.reader?.sameMeaning?.(f.path, existing.toString("utf8"), Buffer.from(f.planned.bytes).toString("utf8")) ?? false;
  if (existing.equals(f.planned.bytes) || (link === undefined && same())) return { status: "unchanged" };
  if (f.force || (link === undefined && f.record.mayReplace(f.path, existing))) return { status: "changed" };
  const why =
    link !== undefined
      ? `is a link to ${link}, which this export does not write`
      : f.record.has(f.path)
        ? "changed since agentc last read or wrote it"
        : "was written by hand (agentc has no record of it, and it has no generated-by header)";
  const change = changeSummary(existing.toString("utf8"), Buffer.from(f.planned.bytes).toString("utf8"));
  return {
    status: "refused",
    refusal: {
      code: "RULES-HAND-WRITTEN",
      severity: "error",
      message: `${f.path} ${why} (${change}); it is kept as it is: run agentc import to bring its changes into the genome, or --force to replace it`,
      file: f.abs,
    },
  };
}

export async function exportGenome(
  genomeRoot: string,
  formats: readonly string[],
  projectDir: string,
  options: ExportOptions = {},
): Promise<ExportResult> {
  // A run that writes holds the project's genome lock from its first read of what is there to its last write.
  if (options.check || options.dryRun) return exportGenomeLocked(genomeRoot, formats, projectDir, options);
  const lock = await lockGenome(projectDir);
  try {
    return await exportGenomeLocked(genomeRoot, formats, projectDir, options);
  } finally {
    lock.release();
  }
}

async function exportGenomeLocked(
  genomeRoot: string,
  formats: readonly string[],
  projectDir: string,
  options: ExportOptions,
): Promise<ExportResult> {
  const { targets, notes, tools } = await resolveTargets(formats);
  const inPlace = resolve(projectDir) === resolve(genomeRoot);
  const known = inPlace ? KnownFiles.of(projectDir) : undefined;
  // Read once: an export elsewhere (-o) keeps no record of its own, but honours the project's.
  const record = known ?? KnownFiles.of(projectDir);
  // What the raise leaves behind is lost to every target.
  // At user level no tool's file imports AGENTS.md (~/.claude/AGENTS.md is no file Claude Code reads).
  const run = newRun(
    resolve(genomeRoot),
    { exportTargets: options.userFiles ? [] : targets, afterEach: options.afterEach },
    { root: resolve(genomeRoot), target: "every target" },
  );
  const planned = new Map<string, PlannedFile>();
  // A repository with agents and no rules has no genome: its agents are exported all the same.
  const agentsPlace = options.agents ?? REPOSITORY_AGENTS;
  // A genome is there when `.aigx/` holds AIGX files (agentc's record of files alone is none).
  const hasGenome =
    genomeFiles(genomeRoot, agentsPlace.dir).some((p) => /^\.aigx\/[^/]+\.aigx$/.test(p)) ||
    !existsSync(join(genomeRoot, agentsPlace.dir));
  if (hasGenome) {
    await raiseGenome(run, genomeRoot, options.userFiles);
    await lowerTargets(run, targets, planned);
  }
  if (options.userFiles) notes.push(...toUserPaths(planned, options.userFiles, targets));
  // The genome's agents (subagents, MCP servers) into the targets' own files.
  const agents = planAgentFiles(genomeRoot, targets, projectDir, run.ctx.ledger, agentsPlace, tools);
  for (const f of agents.files) planned.set(f.path, f);
  // The genome's skills and commands into each target tool's folders (.aigx/setup.json).
  const setup = options.userFiles
    ? undefined
    : planSetupFiles(genomeRoot, setupTargets(targets, formats.includes("all") ? [] : tools), inPlace, run.ctx.ledger);
  for (const f of setup?.files ?? []) planned.set(f.path, f);

  const files: ExportResult["files"] = [];
  const absolute = new Map<string, string>();
  const refusals: Diagnostic[] = [];
  const inProject = realPlacer(projectDir);
  for (const [path, p] of [...planned].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const { path: abs, exists } = inProject(path);
    absolute.set(path, abs);
    const reader = exists ? await detectInput(abs) : undefined;
    const verdict = verdictOn({
      path,
      abs,
      exists,
      planned: p,
      reader,
      project: projectDir,
      plannedPaths: planned,
      record,
      force: options.force,
    });
    if (verdict.refusal) refusals.push(verdict.refusal);
    files.push({ path, format: p.format, status: verdict.status });
  }
  // Files agentc wrote that this export no longer makes: removed (a targeted tool's rule file, or anything with --prune), or kept and named.
  const candidates = [...new Set([...(await ruleTargets()), ...targets])];
  const left = known
    ? leftovers(known, projectDir, planned, targets, candidates, options.prune === true)
    : { removed: [], kept: [], untargeted: [] };
  const obsolete = left.removed;
  for (const rel of obsolete) files.push({ path: rel, format: writersOf(rel, candidates)[0] ?? "", status: "removed" });
  for (const rel of left.kept)
    files.push({ path: rel, format: writersOf(rel, candidates)[0] ?? "", status: "obsolete" });
  // Another tool's files, which a run naming fewer tools does not make: one note (a partial export is not a change of targets).
  if (left.untargeted.length)
    notes.push(
      `${left.untargeted.length} file${left.untargeted.length === 1 ? "" : "s"} agentc wrote for tools not named in --format kept (${left.untargeted.slice(0, 3).join(", ")}${left.untargeted.length > 3 ? ", …" : ""}): --prune removes them`,
    );
  const indexed = left.kept.length ? indexedFiles(projectDir) : new Set<string>();
  const leftoverWarnings: Diagnostic[] = options.check
    ? []
    : left.kept.map((rel) => ({
        code: "RULES-OBSOLETE",
        severity: "warning",
        message: `${rel} was written by agentc and the genome no longer makes it (its skill, command, subagent or server is gone); it is kept: ${indexed.has(rel) ? "remove its entry from .aigx/files.aigx, then " : ""}agentc aigx export --prune removes it`,
        file: join(projectDir, rel),
      }));

  const diagnostics: Diagnostic[] = [
    ...run.pm.diagnostics.filter((d) => d.severity !== "info"),
    ...agents.diagnostics,
    ...(setup?.diagnostics ?? []),
    ...refusals,
    ...leftoverWarnings,
  ];
  const stale = files.filter(
    (f) => f.status === "new" || f.status === "changed" || f.status === "removed" || f.status === "obsolete",
  );
  const staleWhy = (s: FileStatus): string =>
    s === "new"
      ? "missing: run agentc aigx export"
      : s === "removed"
        ? "no longer made by the genome: run agentc aigx export"
        : s === "obsolete"
          ? "no longer made by the genome: run agentc aigx export --prune"
          : "stale: run agentc aigx export";
  if (options.check)
    for (const f of stale)
      diagnostics.push({
        code: "RULES-STALE",
        severity: "error",
        message: `${f.path} is ${staleWhy(f.status)}`,
        file: absolute.get(f.path) ?? join(projectDir, f.path),
      });
  // A killed run's temporaries beside the outputs are debris the next export removes: --check counts them.
  const debris = options.check
    ? [...new Set([...absolute.values()].map(dirname))].flatMap((dir) => staleTemporaries(dir).map((n) => join(dir, n)))
    : [];
  for (const path of debris)
    diagnostics.push({
      code: "RULES-STALE",
      severity: "error",
      message: `${relative(projectDir, path)} is a temporary file a killed run left: run agentc aigx export (it removes it)`,
      file: path,
    });
  const ok =
    !refusals.length &&
    !agents.diagnostics.some((d) => d.severity === "error") &&
    !(options.check && (stale.length || debris.length));
  if (ok && !options.check && !options.dryRun) {
    // A killed run's temporaries beside the outputs go first (a write sweeps only the directories it writes to).
    for (const dir of new Set([...absolute.values()].map(dirname))) removeStaleTemporaries(dir);
    const writes = stale.filter((f) => f.status === "new" || f.status === "changed");
    writeFileSet(writes.map((f) => [absolute.get(f.path)!, planned.get(f.path)!.bytes]));
    if (setup) applySetupModes(setup, projectDir, new Set(writes.map((f) => f.path)));
    for (const rel of obsolete) removeWithEmptiedFolders(projectDir, rel);
    if (known) {
      for (const f of writes) known.record(f.path, planned.get(f.path)!.bytes, "export");
      // A file already holding exactly what export writes, which the record does not know: a run killed
      // after it renamed its files into place and before it saved this record wrote it.
      for (const f of files) {
        const bytes = planned.get(f.path)?.bytes;
        if (
          f.status !== "unchanged" ||
          !bytes ||
          known.knows(f.path, bytes) ||
          linkTargetInside(projectDir, f.path) !== undefined
        )
          continue;
        const abs = absolute.get(f.path)!;
        if (existsSync(abs) && readFileSync(abs).equals(bytes)) known.record(f.path, bytes, "export");
      }
      for (const rel of obsolete) known.forget(rel);
      // The genome as export read it: a later import may replace it (a hand edit is then in the tools' files).
      const nested = coreRulesOf(run.ctx.graph).project?.genomes.map((g) => g.dir) ?? [];
      for (const rel of genomeFiles(projectDir, agentsPlace.dir, nested))
        known.record(rel, readFileSync(join(projectDir, rel)), "import");
      known.save();
    }
  }
  const diff = options.dryRun
    ? dryRunDiff(files, planned, (rel) => absolute.get(rel) ?? join(projectDir, rel))
    : undefined;
  return {
    ok,
    files,
    ledger: run.ctx.ledger.minimal(),
    diagnostics,
    pipeline: run.pm.steps,
    planned: new Map([...planned].map(([k, v]) => [k, v.bytes])),
    notes,
    ...(diff !== undefined ? { diff } : {}),
  };
}

/**
 * What `--dry-run` shows: a unified diff, file by file in path order, of each file export would write
 * (from nothing, or from what is there), replace or remove. A shared settings file shows only the lines
 * of the keys export edits (its writer keeps the rest byte for byte). A file with a NUL byte is named
 * as `git diff` names a binary file.
 */
function dryRunDiff(
  files: ExportResult["files"],
  planned: ReadonlyMap<string, PlannedFile>,
  absOf: (rel: string) => string,
): string {
  const parts: string[] = [];
  for (const f of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    if (f.status !== "new" && f.status !== "changed" && f.status !== "removed") continue;
    const before = f.status === "new" ? undefined : readFileSync(absOf(f.path));
    const after = f.status === "removed" ? undefined : Buffer.from(planned.get(f.path)!.bytes);
    if ((before && before.includes(0)) || (after && after.includes(0))) {
      parts.push(
        `Binary files ${before ? `a/${f.path}` : "/dev/null"} and ${after ? `b/${f.path}` : "/dev/null"} differ\n`,
      );
      continue;
    }
    parts.push(unifiedDiff(f.path, before?.toString("utf8"), after?.toString("utf8")));
  }
  return parts.join("");
}

/**
 * The planned files moved to their user-level paths (`--global`): a file at a repository path a tool
 * reads at user level goes to that path, one already there stays, the others are dropped. Returns
 * what the output says: each file dropped, and each target with nothing at user level.
 */
function toUserPaths(
  planned: Map<string, PlannedFile>,
  user: readonly UserFile[],
  targets: readonly string[],
): string[] {
  const notes: string[] = [];
  const moved = new Map<string, PlannedFile>();
  // A file stands for each named tool's user-level file of its format (AGENTS.md: ~/.codex/AGENTS.md, ~/.config/opencode/AGENTS.md).
  for (const [path, p] of planned) {
    // A file in a user-level folder (`.claude/rules/x.md`) keeps its path: the folder is the same under the home directory.
    const dest = (u: UserFile): string => (u.folder ? path : u.homePath);
    const inFolder = (u: UserFile): boolean => Boolean(u.folder) && path.startsWith(`${u.repoPath}/`);
    const to = user.filter(
      (u) =>
        u.format === p.format && (u.homePath === path || u.repoPath === path || inFolder(u)) && !moved.has(dest(u)),
    );
    for (const u of to) moved.set(dest(u), { ...p, path: dest(u) });
    // A tool with no user-level file at all is named once, below; here the files that have no place.
    if (!to.length && userTools(p.format))
      notes.push(
        `${path} (${p.format}) has no user-level place${user.some((u) => u.format === p.format) ? "" : ` for the tools named (name the tool: ${userTools(p.format)})`}: not written with --global`,
      );
  }
  planned.clear();
  for (const [path, p] of moved) planned.set(path, p);
  for (const t of targets)
    if (!user.some((u) => u.format === t) && !userTools(t))
      notes.push(
        `${ruleTool(t)?.title ?? t} has no user-level rule file agentc writes${ruleTool(t)?.user?.note ? ` (${ruleTool(t)!.user!.note})` : ""}`,
      );
  return notes;
}

/** The tools whose user-level files are in a format (`agents-md`: codex, opencode), comma-separated; empty when none. */
const userTools = (format: string): string =>
  [
    ...new Set(
      userFiles()
        .filter((u) => u.format === format)
        .map((u) => u.tool),
    ),
  ].join(", ");

/**
 * The files agentc wrote (on record, still as it wrote them) that this export does not make, sorted:
 * `removed` (a targeted tool's rule file with the generated-by header, as before `--prune` existed; or
 * any of them with `prune`), `kept` (the targeted tools' other files: a warning names each) and
 * `untargeted` (files only tools not named in this run write). The genome's own files, and shared
 * settings files (they hold more than agentc's servers), are never among them.
 */
function leftovers(
  known: KnownFiles,
  project: string,
  planned: ReadonlyMap<string, PlannedFile>,
  targets: readonly string[],
  candidates: readonly string[],
  prune: boolean,
): { removed: string[]; kept: string[]; untargeted: string[] } {
  const out = { removed: [] as string[], kept: [] as string[], untargeted: [] as string[] };
  const place = realPlacer(project);
  const indexed = indexedFiles(project);
  for (const rel of known.paths().sort()) {
    if (planned.has(rel) || rel.startsWith(".aigx/") || rel.startsWith(`${AGENTS_DIR}/`) || sharedSettings(rel))
      continue;
    const bytes = asAgentcWrote(known, project, rel, place);
    if (!bytes) continue;
    const writers = writersOf(rel, candidates);
    const targeted = writers.length > 0 && writers.every((w) => targets.includes(w));
    const rule = ruleFormatOfPath(rel);
    if (rule !== undefined && targets.includes(rule) && isGenerated(bytes.toString("utf8"))) out.removed.push(rel);
    // A file the genome's index lists stays: removing it would fail the genome's lint (V5) on the next run.
    else if (prune && !indexed.has(rel)) out.removed.push(rel);
    else if (targeted) out.kept.push(rel);
    else out.untargeted.push(rel);
  }
  return out;
}

/**
 * The paths the root genome's file index lists (`.aigx/files.aigx`, `<file path="…">`, relative to
 * the repository): read as text, since a damaged index only means fewer files are protected here.
 */
function indexedFiles(project: string): Set<string> {
  const index = join(project, ".aigx/files.aigx");
  if (!existsSync(index)) return new Set();
  return new Set([...readFileSync(index, "utf8").matchAll(/<file\s+path="([^"]+)"/g)].map((m) => m[1]!));
}

/**
 * A shared settings file (Gemini's settings.json, Codex's config.toml, opencode.json; Claude Code's
 * .claude/settings.json and Cursor's hooks.json, where hooks and permissions go) holds more than
 * agentc's keys: never removed.
 */
function sharedSettings(rel: string): boolean {
  if (SETTINGS_PLACES.some((p) => p.path === rel)) return true;
  const mcp = MCP_CONFIG_FILES.find((c) => c.path === rel);
  return mcp !== undefined && sharedMcpFile(mcp.tool);
}

/**
 * The targets (format names) whose export writes a file at `rel`: its rule format, MCP file or subagent
 * folder, or each target whose tool's skills, commands or ignore file live there (a shared folder such
 * as `.agents/skills` is several tools'). Empty for a path no target writes.
 */
function writersOf(rel: string, candidates: readonly string[]): string[] {
  const rule =
    ruleFormatOfPath(rel) ??
    MCP_CONFIG_FILES.find((c) => c.path === rel)?.target ??
    (rel.startsWith(`${SUBAGENT_DIR}/`) ? "claude-md" : undefined);
  if (rule) return [rule];
  const under = (dir: string): boolean => rel.startsWith(`${dir}/`);
  return candidates.filter((t) => {
    const skill = skillTool(t);
    const command = commandTool(t);
    return (
      (skill?.reads.some(under) ?? false) ||
      (command ? [command.dir, ...(command.alsoReads ?? [])].some(under) : false) ||
      ignoreTool(t)?.file === rel
    );
  });
}

/**
 * The file's bytes when it is still as agentc's export wrote it (per the record), else undefined:
 * never a link, nor a path that leads out of the project (a linked folder, a record edited to `../`).
 */
function asAgentcWrote(
  known: KnownFiles,
  project: string,
  rel: string,
  place: (rel: string) => { path: string },
): Buffer | undefined {
  let abs: string;
  try {
    abs = place(rel).path;
  } catch {
    return undefined;
  }
  if (!existsSync(abs) || lstatSync(abs).isSymbolicLink()) return undefined;
  const bytes = readFileSync(abs);
  return known.wrote(rel, bytes) ? bytes : undefined;
}

/** Remove a file, then each folder above it that this left empty (a skill's folder), up to the project. */
function removeWithEmptiedFolders(project: string, rel: string): void {
  rmSync(join(project, rel), { force: true });
  for (let dir = dirname(rel); dir !== "." && dir !== ""; dir = dirname(dir)) {
    const abs = join(project, dir);
    if (!existsSync(abs) || readdirSync(abs).length) return;
    rmdirSync(abs);
  }
}
