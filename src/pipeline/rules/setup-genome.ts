/**
 * A repository's skills and commands in its genome, for `agentc import` and `agentc aigx export`.
 *
 * Import reads every tool's skills and commands (each format's `discover`, read and raise) and writes
 * what it found to `.aigx/setup.json`: each skill by its home folder (where its tool reads it) with
 * the sha256 and mode of every file and its links, and each command as core holds it (placeholders
 * in core's spelling, other fields as its tool's residual). A skill or command agentc wrote itself
 * (an export's copy, on record) is not read again.
 *
 * Export writes, for each target tool, what it does not already read: a skill copied byte for byte
 * from its home into the tool's folder (the shared `.agents/skills` where the tool reads it), unless
 * the tool reads the home or a folder already written; a command lowered to the tool's file. The
 * home files stay as they are (they are the source). What a tool cannot hold is ledgered.
 */
import { chmodSync, existsSync, lstatSync, mkdirSync, readFileSync, readlinkSync, symlinkSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import {
  coreCommandsOf,
  coreIgnoreFilesOf,
  coreSkillsOf,
  ignoreTextOf,
  type CoreCommand,
  type CoreIgnoreFile,
  type SkillEntry,
} from "../../../ir/dialects/core/setup.js";
import {
  COMMAND_TOOLS,
  commandFormatName,
  commandTool,
  IGNORE_TOOLS,
  ignoreFormatName,
  ignoreTool,
  SKILL_TOOLS,
  skillFormatName,
  skillTool,
  type SkillTool,
} from "../../../ir/dialects/setup/tools.js";
import { escapePointerToken } from "../../../ir/json/pointer.js";
import type { LossLedger } from "../../../ir/loss-ledger.js";
import { emitCommand } from "../../../emitters/setup/command.js";
import { commandPath, lowerCommand } from "../../formats/setup/commands-format.js";
import { formatNamed } from "../../formats/registry.js";
import { newRun, readAndVerify, runPass, type Run } from "../run-context.js";
import type { Format } from "../../formats/format.js";
import type { PipelineStep } from "../pass-manager.js";
import type { PlannedFile } from "./export-agents.js";

export const SETUP_FILE = ".aigx/setup.json";

interface GenomeSkill {
  name: string;
  /** Its folder, relative to the repository (`.claude/skills/pdf`). */
  home: string;
  tool: string;
  front: Record<string, unknown>;
  entries: Array<Omit<Extract<SkillEntry, { kind: "file" }>, "size"> | Extract<SkillEntry, { kind: "link" }>>;
}

interface GenomeSetup {
  skills: GenomeSkill[];
  commands: Array<Omit<CoreCommand, "from"> & { from: { tool: string; file: string } }>;
  /** Each tool's ignore file at the repository's root: its lines in order, with its line ends. */
  ignore?: CoreIgnoreFile[];
}

export interface ImportedSetup {
  /** `.aigx/setup.json`'s bytes, or undefined when the repository has neither skill nor command. */
  file?: Uint8Array;
  sources: Array<{ format: string; file: string }>;
  /** Files agentc wrote (an export's copies, as it wrote them): not read again, and not unread either. */
  copies: string[];
  diagnostics: Diagnostic[];
  pipeline: PipelineStep[];
}

/** Every skill and command of the repository (`isCopy`: whether agentc wrote this file, as it is). */
export async function importSetup(
  repo: string,
  listing: readonly string[],
  isCopy: (rel: string, bytes: Uint8Array) => boolean,
  /** Called after each pipeline step (`--print-pipeline`). */
  afterEach?: (step: PipelineStep) => void,
): Promise<ImportedSetup> {
  const setup: GenomeSetup = { skills: [], commands: [], ignore: [] };
  const sources: ImportedSetup["sources"] = [];
  const diagnostics: Diagnostic[] = [];
  const pipeline: PipelineStep[] = [];
  const copies: string[] = [];
  const rel = (abs: string): string =>
    abs
      .slice(repo.length + 1)
      .split("\\")
      .join("/");
  /**
   * A tool's file read, verified and raised through its format (`input`: what the format reads, a
   * skill's folder for its SKILL.md); undefined for a copy agentc wrote, or a file that failed (said).
   */
  const raised = async (f: Format, file: string, input = file): Promise<Run | undefined> => {
    if (isCopy(file, readFileSync(join(repo, file)))) {
      copies.push(file);
      return undefined;
    }
    const run = newRun(join(repo, input), { afterEach }, { root: repo, target: "aigx" });
    const ok = (await readAndVerify(run, f)) && (await runPass(run, f.raise!));
    diagnostics.push(...run.pm.diagnostics);
    pipeline.push(...run.pm.steps);
    return ok ? run : undefined;
  };
  // A tool's format is loaded only where the listing has a file in its places: most repositories have none.
  const under = (dirs: readonly string[]): boolean => listing.some((p) => dirs.some((d) => p.startsWith(`${d}/`)));
  for (const t of SKILL_TOOLS) {
    if (!under(t.reads)) continue;
    const f = (await formatNamed(skillFormatName(t)))!;
    for (const skillMd of f.discover!(repo, listing)) {
      const run = await raised(f, skillMd, dirname(skillMd));
      if (!run) continue;
      for (const s of coreSkillsOf(run.ctx.graph)) {
        const home = dirname(skillMd);
        setup.skills.push({
          name: s.name,
          home,
          tool: t.tool,
          front: s.front,
          entries: s.entries.map((e) =>
            e.kind === "link" ? e : { path: e.path, kind: "file", sha256: e.sha256, mode: e.mode },
          ),
        });
        for (const e of s.entries) sources.push({ format: f.name, file: `${home}/${e.path}` });
      }
    }
  }
  for (const t of COMMAND_TOOLS) {
    if (!under([t.dir, ...(t.alsoReads ?? [])])) continue;
    const f = (await formatNamed(commandFormatName(t)))!;
    for (const file of f.discover!(repo, listing)) {
      const run = await raised(f, file);
      if (!run) continue;
      const dir = [t.dir, ...(t.alsoReads ?? [])].find((d) => file.startsWith(`${d}/`))!;
      for (const c of coreCommandsOf(run.ctx.graph)) {
        // Its name and namespace from its place under the tool's folder (the read saw only the file).
        const parts = file.slice(dir.length + 1, -t.suffix.length).split("/");
        setup.commands.push({
          ...c,
          name: parts[parts.length - 1]!,
          namespace: parts.slice(0, -1),
          from: { tool: t.tool, file: rel(join(repo, file)) },
        });
      }
      sources.push({ format: f.name, file });
    }
  }
  for (const t of IGNORE_TOOLS) {
    if (!listing.includes(t.file)) continue;
    const f = (await formatNamed(ignoreFormatName(t)))!;
    for (const file of f.discover!(repo, listing)) {
      const run = await raised(f, file);
      if (!run) continue;
      for (const i of coreIgnoreFilesOf(run.ctx.graph)) setup.ignore!.push({ ...i, from: { tool: t.tool, file } });
      sources.push({ format: f.name, file });
    }
  }
  if (!setup.ignore!.length) delete setup.ignore;
  const any = setup.skills.length + setup.commands.length + (setup.ignore?.length ?? 0) > 0;
  return {
    ...(any ? { file: Buffer.from(`${JSON.stringify(setup, null, 2)}\n`, "utf8") } : {}),
    sources,
    copies,
    diagnostics,
    pipeline,
  };
}

/** The genome's skills and commands (none when it has no setup file, or it does not read). */
function genomeSetup(genomeRoot: string): GenomeSetup | undefined {
  try {
    const doc = JSON.parse(readFileSync(join(genomeRoot, SETUP_FILE), "utf8")) as GenomeSetup;
    return Array.isArray(doc.skills) && Array.isArray(doc.commands) ? doc : undefined;
  } catch {
    return undefined;
  }
}

/** What export writes beside the rule files: skills' and commands' files, and each skill file's mode and links (applied after the write). */
export interface SetupPlan {
  files: PlannedFile[];
  modes: Map<string, number>;
  links: Array<[path: string, target: string]>;
  diagnostics: Diagnostic[];
}

/** The folder a tool gets a skill in: none when it reads one the skill is in already; else the shared `.agents/skills` where it reads that, its own otherwise. */
function skillFolderFor(t: SkillTool, present: ReadonlySet<string>): string | undefined {
  if (t.reads.some((d) => present.has(d))) return undefined;
  return t.reads.includes(".agents/skills") ? ".agents/skills" : t.home;
}

export function planSetupFiles(
  genomeRoot: string,
  targets: readonly string[],
  inPlace: boolean,
  ledger: LossLedger,
): SetupPlan {
  const plan: SetupPlan = { files: [], modes: new Map(), links: [], diagnostics: [] };
  const setup = genomeSetup(genomeRoot);
  if (!setup) return plan;
  const tools = targets.map((target) => ({ target, skill: skillTool(target), command: commandTool(target) }));
  for (const s of setup.skills) {
    const base = dirname(s.home);
    const present = new Set(inPlace ? [base] : []);
    for (const { target, skill: t } of tools) {
      if (!t) {
        ledger.record({
          pointer: `/skills/${escapePointerToken(s.name)}`,
          file: `${s.home}/SKILL.md`,
          target,
          reason: `${target} reads no skills agentc writes`,
        });
        continue;
      }
      const folder = skillFolderFor(t, present);
      if (!folder) continue;
      present.add(folder);
      for (const field of Object.keys(s.front))
        if (!t.fields.includes(field))
          ledger.record({
            pointer: `/skills/${escapePointerToken(s.name)}/front/${escapePointerToken(field)}`,
            file: `${s.home}/SKILL.md`,
            target,
            reason: `kept in SKILL.md as written, but ${t.title} does not read ${field} (${t.source})`,
          });
      const to = `${folder}/${s.home.slice(base.length + 1)}`;
      for (const e of s.entries) {
        if (e.kind === "link") {
          plan.links.push([`${to}/${e.path}`, e.target]);
          continue;
        }
        // The home is the source: its bytes as they are now (an edit since import is the skill's latest).
        const abs = join(genomeRoot, s.home, e.path);
        if (!existsSync(abs)) {
          plan.diagnostics.push({
            code: "SKILL-INVALID",
            severity: "warning",
            message: `${s.home}/${e.path}, a file of skill ${s.name}, is gone; the skill is not written for ${t.title}`,
            file: abs,
            hint: "run agentc import again to take the skill as it is now",
          });
          continue;
        }
        const bytes = readFileSync(abs);
        plan.files.push({ path: `${to}/${e.path}`, bytes, format: target });
        plan.modes.set(`${to}/${e.path}`, e.mode);
      }
    }
  }
  for (const c of setup.commands) {
    for (const { target, command: t } of tools) {
      if (!t) {
        ledger.record({
          pointer: `/commands/${escapePointerToken([...c.namespace, c.name].join("/"))}`,
          file: c.from.file,
          target,
          reason: `${target} has no command files agentc writes`,
        });
        continue;
      }
      if (t.tool === c.from.tool && inPlace) continue;
      const file = lowerCommand(c, t, ledger, target);
      plan.files.push({
        path: `${t.dir}/${commandPath(c, t)}`,
        bytes: Buffer.from(emitCommand(t, file), "utf8"),
        format: target,
      });
    }
  }
  // Ignore files: a target tool without its own among the sources gets every source's lines (each pattern once).
  const ignore = setup.ignore ?? [];
  if (ignore.length) {
    for (const target of targets) {
      const t = ignoreTool(target);
      if (!t) continue;
      if (inPlace && ignore.some((i) => i.from.tool === t.tool)) continue;
      plan.files.push({ path: t.file, bytes: Buffer.from(ignoreTextOf(ignore), "utf8"), format: target });
    }
  }
  return plan;
}

/** After the files are written: each skill file's mode, and each link of a skill (a link already there is left as it is). */
export function applySetupModes(plan: SetupPlan, projectDir: string, written: ReadonlySet<string>): void {
  for (const [rel, mode] of plan.modes) if (written.has(rel)) chmodSync(join(projectDir, rel), mode);
  for (const [rel, target] of plan.links) {
    const abs = join(projectDir, rel);
    const there = lstatSync(abs, { throwIfNoEntry: false });
    if (there) {
      if (!there.isSymbolicLink() || readlinkSync(abs) !== target)
        plan.diagnostics.push({
          code: "SKILL-INVALID",
          severity: "warning",
          message: `${rel} is there and is not the skill's link to ${target}; left as it is`,
          file: abs,
        });
      continue;
    }
    mkdirSync(dirname(abs), { recursive: true });
    symlinkSync(target, abs);
  }
}
