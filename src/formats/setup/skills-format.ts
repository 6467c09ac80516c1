/**
 * One coding tool's skills as a format (one per declaration in ir/dialects/setup/tools.ts): read a
 * skill folder, a SKILL.md, a skills folder or a repository's skills into `skills.Skill` nodes (each
 * file's bytes in the graph's blob store, with its mode; links inside the skill as links), verify what
 * the tools ask of a skill, raise to `core.Skill`, lower core skills to this tool, and write each
 * skill's files byte for byte (binary files, line ends, the executable bit, links).
 *
 * Every tool reads the same SKILL.md (the Agent Skills standard), so lowering changes no byte: a
 * front-matter field the target does not read stays in the file and is named in the ledger.
 */
import { statSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { addCoreSkills, coreSkillsOf, type CoreSkill } from "../../../ir/dialects/core/setup.js";
import { skillFormatName, SKILL_TOOLS, skillToolOfPath, type SkillTool } from "../../../ir/dialects/setup/tools.js";
import { escapePointerToken } from "../../../ir/json/pointer.js";
import { fromPlain, type JsonObject } from "../../../ir/json/value.js";
import type { OutputFiles } from "../../../ir/io/output-files.js";
import {
  orderEntries,
  readSkillEntries,
  SKILL_FILE,
  skillFoldersIn,
  skillFromEntries,
  toCoreEntries,
  type RawEntry,
} from "./read-skill.js";
import { notInfo, stateKey, type PassContext } from "../pass.js";
import type { Format } from "../format.js";

/** A skill as read, with its folder on disk (or in memory). */
export interface ReadSkill {
  folder: string;
  skill: Omit<CoreSkill, "entries" | "from"> & { entries: RawEntry[] };
}

/** What a skills input names: one skill folder, or the skill folders of a skills folder or of a repository's tool folder. */
export function skillFoldersOf(input: string, tool: SkillTool): string[] {
  const st = statSync(input, { throwIfNoEntry: false });
  if (!st) return [];
  if (!st.isDirectory()) return basename(input) === SKILL_FILE ? [dirname(input)] : [];
  if (statSync(join(input, SKILL_FILE), { throwIfNoEntry: false })?.isFile()) return [input];
  const here = skillFoldersIn(input);
  if (here.length) return here.map((n) => join(input, n));
  return skillFoldersIn(join(input, tool.home)).map((n) => join(input, tool.home, n));
}

/** Read skill folders: each skill, or the diagnostics saying why it is not one. */
export function readSkillFolders(folders: readonly string[]): { skills: ReadSkill[]; diagnostics: Diagnostic[] } {
  const skills: ReadSkill[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const folder of folders) {
    const r = readSkillEntries(folder);
    diagnostics.push(...r.diagnostics);
    const s = skillFromEntries(basename(folder), join(folder, SKILL_FILE), r.entries);
    diagnostics.push(...s.diagnostics);
    if (s.skill && !r.diagnostics.some((d) => d.severity === "error")) skills.push({ folder, skill: s.skill });
  }
  return { skills, diagnostics };
}

/** A skill's name as Claude Code, Codex and the standard ask for it: lower-case letters, digits, single hyphens, at most 64. */
export const SKILL_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function skillNameChecks(s: { dir: string; name: string; description: string }, file: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  const warn = (message: string, hint: string): void =>
    void out.push({ code: "SKILL-NAME", severity: "warning", message, file, line: 2, col: 1, hint });
  if (!SKILL_NAME.test(s.name) || s.name.length > 64)
    warn(
      `skill name ${JSON.stringify(s.name)} is not 1-64 lower-case letters, digits and single hyphens, as the Agent Skills standard asks`,
      "rename it (and its folder) in lower-case words joined by hyphens",
    );
  else if (s.name !== s.dir)
    warn(
      `skill name ${s.name} differs from its folder ${s.dir}; Codex, OpenCode and the standard ask that they are the same`,
      `rename the folder to ${s.name}`,
    );
  if (s.description.length > 1024)
    warn(
      `the description of skill ${s.name} is ${s.description.length} characters; the standard allows 1024`,
      "shorten it",
    );
  return out;
}

/** The files of skills as one output: a single skill's files at the root, several under their folders; every mode and link kept. */
export function skillOutput(skills: ReadonlyArray<{ dir: string; entries: readonly RawEntry[] }>): OutputFiles {
  const prefix = (s: { dir: string }, p: string): string => (skills.length === 1 ? p : `${s.dir}/${p}`);
  const files: Array<[string, Uint8Array]> = [];
  const modes: Record<string, number> = {};
  const links: Array<[string, string]> = [];
  for (const s of skills) {
    for (const e of s.entries) {
      if (e.kind === "link") links.push([prefix(s, e.path), e.target]);
      else {
        files.push([prefix(s, e.path), e.bytes]);
        modes[prefix(s, e.path)] = e.mode;
      }
    }
  }
  return { kind: "directory", files, modes, ...(links.length ? { links } : {}) };
}

/** The skills an output holds, re-read in memory (as a skills folder or one skill at the root). */
export function skillsOfOutput(out: OutputFiles, dirs: readonly string[]): Array<{ dir: string; entries: RawEntry[] }> {
  const all: RawEntry[] = [
    ...out.files.map(([path, bytes]): RawEntry => ({ path, kind: "file", bytes, mode: out.modes?.[path] ?? 0o644 })),
    ...(out.links ?? []).map(([path, target]): RawEntry => ({ path, kind: "link", target })),
  ];
  if (dirs.length === 1) return [{ dir: dirs[0]!, entries: orderEntries(all) }];
  return dirs.map((dir) => ({
    dir,
    entries: orderEntries(
      all.filter((e) => e.path.startsWith(`${dir}/`)).map((e) => ({ ...e, path: e.path.slice(dir.length + 1) })),
    ),
  }));
}

/** Whether two entries are the same: a link to the same target, or a file of the same mode and bytes. */
const sameEntry = (a: RawEntry, b: RawEntry | undefined): boolean =>
  b !== undefined &&
  (a.kind === "link"
    ? b.kind === "link" && a.target === b.target
    : b.kind === "file" &&
      a.mode === b.mode &&
      Buffer.from(a.bytes.buffer, a.bytes.byteOffset, a.bytes.byteLength).equals(b.bytes));

/** Where two skills' entries differ (path, bytes, mode, link target). */
export function entryDifferences(dir: string, want: readonly RawEntry[], got: readonly RawEntry[]): string[] {
  const w = new Map(want.map((e) => [e.path, e]));
  const g = new Map(got.map((e) => [e.path, e]));
  const out: string[] = [];
  for (const [p, e] of w)
    if (!sameEntry(e, g.get(p))) out.push(`${dir}/${p}: ${g.has(p) ? "bytes, mode or link target differ" : "missing"}`);
  for (const p of g.keys()) if (!w.has(p)) out.push(`${dir}/${p}: not in the skill`);
  return out;
}

/** A core skill's entries with their bytes, from the graph's blob store. */
export function entriesOfCore(ctx: PassContext, s: CoreSkill): RawEntry[] {
  return s.entries.map((e): RawEntry =>
    e.kind === "link"
      ? e
      : { path: e.path, kind: "file", bytes: ctx.graph.blobs.get(e.sha256) ?? new Uint8Array(), mode: e.mode },
  );
}

export function skillsFormat(tool: SkillTool): Format {
  const NAME = skillFormatName(tool);
  const READ = stateKey<ReadSkill[]>(`${NAME}.read`);
  const LOWERED = stateKey<Array<{ dir: string; entries: RawEntry[] }>>(`${NAME}.lowered`);
  const readOf = (ctx: PassContext): ReadSkill[] => ctx.state.get(READ) ?? [];
  const written = (ctx: PassContext): Array<{ dir: string; entries: RawEntry[] }> =>
    ctx.state.get(LOWERED) ?? readOf(ctx).map((r) => ({ dir: r.skill.dir, entries: r.skill.entries }));
  const homes = [tool.home, ...tool.reads.filter((d) => !SKILL_TOOLS.some((t) => t.home === d))];
  return {
    name: NAME,
    dialect: NAME,
    description: `${tool.title} skills: ${tool.home}/<name>/SKILL.md and the files beside it (${tool.source})`,
    detect: (path) => {
      const st = statSync(path, { throwIfNoEntry: false });
      return (
        Boolean(st) &&
        skillToolOfPath(
          path,
          st!.isDirectory(),
          st!.isDirectory() && Boolean(statSync(join(path, SKILL_FILE), { throwIfNoEntry: false })),
        ) === tool
      );
    },
    discover: (root, files) => {
      // One pattern per home, made once per listing (not once per file and home).
      const patterns = homes.map((h) => new RegExp(`^${h.replace(/\./g, "\\.")}/[^/]+/SKILL\\.md$`));
      const under = (p: string): boolean => patterns.some((re) => re.test(p));
      if (files) return files.filter(under);
      return homes.flatMap((h) => skillFoldersIn(join(root, h)).map((n) => `${h}/${n}/${SKILL_FILE}`));
    },
    read: {
      name: `${NAME}.read`,
      dialect: NAME,
      kind: "read",
      description:
        "read skill folders: SKILL.md's front matter and body, every file's bytes (to the blob store) and mode, links inside the skill as links; a link leaving the skill is refused",
      run(ctx) {
        const folders = skillFoldersOf(ctx.input, tool);
        if (!folders.length)
          return [
            {
              code: "SKILL-INVALID",
              severity: "error",
              message: `no skill (a folder holding ${SKILL_FILE}) in ${ctx.input}`,
              file: ctx.input,
              hint: `name a skill folder (${tool.home}/<name>), its ${SKILL_FILE}, or a folder of skills`,
            },
          ];
        const r = readSkillFolders(folders);
        for (const { folder, skill } of r.skills) {
          const file = join(folder, SKILL_FILE);
          const md = skill.entries[0]!;
          if (md.kind === "file")
            ctx.graph.sources.set({ file, text: Buffer.from(md.bytes).toString("utf8"), positions: new Map() });
          const entries = toCoreEntries(skill.entries, (b) => ctx.graph.blobs.put(b));
          ctx.graph.add({
            id: `skills:${folder}`,
            kind: `${NAME}.Skill`,
            attrs: fromPlain({
              dir: skill.dir,
              name: skill.name,
              description: skill.description,
              front: skill.front,
              entries,
            }) as JsonObject,
            origin: { file, line: 1, col: 1 },
          });
        }
        ctx.state.set(READ, r.skills);
        return r.diagnostics;
      },
    },
    verify: [
      {
        name: `${NAME}.verify`,
        dialect: NAME,
        kind: "verify",
        description:
          "each skill's name is lower-case words and hyphens, equal to its folder; its description fits the standard's 1024 characters",
        run: (ctx) => readOf(ctx).flatMap((r) => skillNameChecks(r.skill, join(r.folder, SKILL_FILE))),
      },
    ],
    raise: {
      name: `${NAME}.raise`,
      dialect: NAME,
      kind: "raise",
      description: "skills → core skills: front matter and body, files as blobs with their mode, links",
      run(ctx) {
        addCoreSkills(
          ctx.graph,
          readOf(ctx).map(({ folder, skill }) => ({
            ...skill,
            entries: toCoreEntries(skill.entries, (b) => ctx.graph.blobs.put(b)),
            from: { tool: tool.tool, file: join(folder, SKILL_FILE) },
          })),
        );
        return [];
      },
    },
    lower: {
      name: `${NAME}.lower`,
      dialect: NAME,
      kind: "lower",
      description: `core skills → ${tool.title} skills, byte for byte; front-matter fields ${tool.title} does not read stay in SKILL.md and are ledgered`,
      run(ctx) {
        const skills = coreSkillsOf(ctx.graph);
        if (!skills.length)
          return [
            { code: "SKILL-INVALID", severity: "error", message: `there is no skill to lower to ${tool.title} skills` },
          ];
        for (const s of skills) {
          for (const field of Object.keys(s.front)) {
            if (!tool.fields.includes(field))
              ctx.ledger.record({
                pointer: `/skills/${escapePointerToken(s.dir)}/front/${escapePointerToken(field)}`,
                file: s.from.file,
                target: NAME,
                reason: `kept in SKILL.md as written, but ${tool.title} does not read ${field} (${tool.source})`,
              });
          }
        }
        ctx.state.set(
          LOWERED,
          skills.map((s) => ({ dir: s.dir, entries: entriesOfCore(ctx, s) })),
        );
        return [];
      },
    },
    write: {
      name: `${NAME}.write`,
      description:
        "each skill's files byte for byte, with their modes and links (one skill at the root, several under their folders)",
      run: (ctx) => skillOutput(written(ctx)),
    },
    checkOutput: [
      {
        name: `${NAME}.reread`,
        description:
          "the written skills, re-read in memory, hold every file, byte, mode and link of the skills written",
        run(out, ctx) {
          const want = written(ctx);
          const back = skillsOfOutput(
            out,
            want.map((w) => w.dir),
          );
          return want
            .flatMap((w, i) => entryDifferences(w.dir, w.entries, back[i]!.entries))
            .map((message): Diagnostic => ({
              code: "SKILL-OUTPUT",
              severity: "error",
              message: `${NAME}: ${message}`,
            }));
        },
      },
    ],
    core: { raises: ["skills"], lowers: ["skills"] },
    loses: {
      raise: "nothing: every file, byte, mode and link",
      lower: `nothing is dropped; front-matter fields ${tool.title} does not read are ledgered`,
    },
    outputSuffix: () => `.${tool.tool}-skill`,
    summarize(ctx, diagnostics) {
      const skills = readOf(ctx);
      const errors = notInfo(diagnostics).filter((d) => d.severity === "error").length;
      const list = skills.map(
        ({ skill: s }) => `${s.name} (${s.entries.length} file${s.entries.length === 1 ? "" : "s"})`,
      );
      return {
        result: {
          skills: skills.map(({ folder, skill: s }) => ({
            folder,
            name: s.name,
            description: s.description,
            files: s.entries.length,
            fields: Object.keys(s.front),
          })),
        },
        summary: `${NAME}: ${errors ? "FAIL" : "ok"}, ${skills.length} skill(s)${list.length ? `: ${list.join("; ")}` : ""}`,
      };
    },
    async roundtrip(ctx) {
      const want = written(ctx);
      const back = skillsOfOutput(
        skillOutput(want),
        want.map((w) => w.dir),
      );
      const differences = want.flatMap((w, i) => entryDifferences(w.dir, w.entries, back[i]!.entries));
      return {
        differences,
        diagnostics: differences.map((message): Diagnostic => ({ code: "SKILL-OUTPUT", severity: "error", message })),
      };
    },
  };
}
