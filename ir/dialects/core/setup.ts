/**
 * The `core` dialect's part of a project's agent setup beside its rules: skills (a directory: SKILL.md
 * and its companion files), commands and prompts (a text with argument placeholders), and ignore
 * files (patterns a tool must not read). Every skills, commands and ignore format raises to these
 * nodes and lowers from them (src/formats/setup/).
 *
 * What a tool has that core does not model travels with the item as `residual`, keyed by the tool
 * it came from, and comes back to that tool unchanged.
 */
import type { Graph } from "../../graph/graph.js";

/** One file of a skill: bytes (by sha256 in the graph's blob store) with their mode, or a link that stays inside the skill. */
export type SkillEntry =
  | {
      path: string;
      kind: "file";
      sha256: string;
      size: number;
      /** POSIX permission bits (0o644, 0o755). */ mode: number;
    }
  | { path: string; kind: "link"; /** The link's target as written (relative, inside the skill). */ target: string };

export interface CoreSkill {
  /** The skill's folder name (Claude Code, Codex and the open standard ask that it equals `name`). */
  dir: string;
  name: string;
  description: string;
  /** Every front-matter field of SKILL.md, in its order (name and description included), as plain JSON. */
  front: Record<string, unknown>;
  /** SKILL.md's body after the front matter, as written (line ends kept). */
  body: string;
  /** Every file of the skill, SKILL.md first, then by path; SKILL.md's bytes are the file's as written. */
  entries: SkillEntry[];
  /** The tool whose folder it was read from (`claude`, `codex`, …) and the file. */
  from: { tool: string; file: string };
}

export interface CoreCommand {
  /** Its name as typed after the slash; a namespaced one has `:` between folders (Gemini's `git:commit`) or `/` as its path. */
  name: string;
  /** Path segments of its folder (namespacing). */
  namespace: string[];
  description?: string;
  /** The prompt with placeholders in core's spelling: `{{agentc:all}}`, `{{agentc:1}}`, `{{agentc:input:name}}`. */
  prompt: string;
  /** Fields core models beside the prompt. */
  argumentHint?: string;
  allowedTools?: string[];
  model?: string;
  /** Front-matter fields (or TOML keys) core does not model, by the tool they came from; they return to that tool unchanged. */
  residual: Record<string, Record<string, unknown>>;
  from: { tool: string; file: string };
}

export interface CoreIgnoreFile {
  /** The tool's file it came from (`.cursorignore`, `.geminiignore`, …). */
  from: { tool: string; file: string };
  /** The lines as written: patterns, comments and blank lines, in order (gitignore syntax). */
  lines: string[];
  /** Its line end, and whether the last line has one: written back as read. */
  eol: "\n" | "\r\n";
  finalNewline: boolean;
}

/** An ignore file's lines and line ends from its text. */
export function ignoreLinesOf(text: string): Pick<CoreIgnoreFile, "lines" | "eol" | "finalNewline"> {
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const finalNewline = text.endsWith("\n");
  const body = finalNewline ? text.slice(0, -eol.length) : text;
  return { lines: body === "" && finalNewline ? [""] : body === "" ? [] : body.split(eol), eol, finalNewline };
}

/** The text of ignore files' lines (several files: one after the other, each line once). */
export function ignoreTextOf(files: readonly Pick<CoreIgnoreFile, "lines" | "eol" | "finalNewline">[]): string {
  if (files.length === 1) {
    const f = files[0]!;
    return f.lines.join(f.eol) + (f.finalNewline ? f.eol : "");
  }
  const seen = new Set<string>();
  const lines = files
    .flatMap((f) => f.lines)
    .filter((l) => l.trim() === "" || l.startsWith("#") || (!seen.has(l) && seen.add(l)));
  const eol = files[0]?.eol ?? "\n";
  return lines.length ? lines.join(eol) + eol : "";
}

declare module "../../graph/graph.js" {
  interface KindAttrs {
    "core.Skill": CoreSkill;
    "core.Command": CoreCommand;
    "core.IgnoreFile": CoreIgnoreFile;
  }
}

export function addCoreSkills(graph: Graph, skills: readonly CoreSkill[]): void {
  skills.forEach((s) =>
    graph.add<CoreSkill>({
      id: `core:skill:${s.dir}`,
      kind: "core.Skill",
      attrs: s,
      origin: { file: s.from.file, line: 1, col: 1 },
    }),
  );
}

export const coreSkillsOf = (graph: Graph): CoreSkill[] => graph.nodes("core.Skill").map((n) => n.attrs);

export function addCoreCommands(graph: Graph, commands: readonly CoreCommand[]): void {
  commands.forEach((c, i) =>
    graph.add<CoreCommand>({
      id: `core:command:${i}`,
      kind: "core.Command",
      attrs: c,
      origin: { file: c.from.file, line: 1, col: 1 },
    }),
  );
}

export const coreCommandsOf = (graph: Graph): CoreCommand[] => graph.nodes("core.Command").map((n) => n.attrs);

export function addCoreIgnoreFiles(graph: Graph, files: readonly CoreIgnoreFile[]): void {
  files.forEach((f, i) =>
    graph.add<CoreIgnoreFile>({
      id: `core:ignore:${i}`,
      kind: "core.IgnoreFile",
      attrs: f,
      origin: { file: f.from.file },
    }),
  );
}

export const coreIgnoreFilesOf = (graph: Graph): CoreIgnoreFile[] => graph.nodes("core.IgnoreFile").map((n) => n.attrs);

/** Whether the graph holds any of the setup kinds (core.verify then accepts a graph without agent or rules). */
export const hasSetup = (graph: Graph): boolean =>
  graph.nodes("core.Skill").length + graph.nodes("core.Command").length + graph.nodes("core.IgnoreFile").length > 0;
