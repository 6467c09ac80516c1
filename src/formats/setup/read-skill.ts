/**
 * A skill folder (`<tool folder>/<name>/SKILL.md` and its companion files) as its entries: every
 * regular file with its bytes and mode, every symbolic link whose target stays inside the skill as a
 * link. A link that leaves the skill (or is absolute) is refused: copying it would copy something
 * outside what the skill is, and keeping it would point at something the next machine does not have.
 * Never throws on bad input: problems are diagnostics with the file and a way out.
 */
import { lstatSync, readFileSync, readdirSync, readlinkSync, statSync } from "node:fs";
import { isAbsolute, join, posix } from "node:path";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import type { CoreSkill, SkillEntry } from "../../../ir/dialects/core/setup.js";
import { readToolFrontMatter } from "../rules/lenient-front-matter.js";

/** One entry as read, with its bytes when it is a file. */
export type RawEntry =
  { path: string; kind: "file"; bytes: Uint8Array; mode: number } | { path: string; kind: "link"; target: string };

export const SKILL_FILE = "SKILL.md";

/** Whether a link at `path` (relative to the skill) with `target` stays inside the skill. */
export function linkStaysInside(path: string, target: string): boolean {
  if (isAbsolute(target) || target.startsWith("/") || /^[A-Za-z]:/.test(target)) return false;
  const resolved = posix.normalize(posix.join(posix.dirname(path), target.replace(/\\/g, "/")));
  return resolved !== ".." && !resolved.startsWith("../") && resolved !== ".";
}

const linkError = (dir: string, rel: string, target: string): Diagnostic => ({
  code: "SKILL-LINK-OUTSIDE",
  severity: "error",
  message: `${rel} in skill ${dir} is a symbolic link to ${target}, which leaves the skill; a skill is copied as it is, so it must hold what it links to`,
  file: join(dir, rel),
  hint: `copy the file into the skill (cp --remove-destination "$(readlink -f ${join(dir, rel)})" ${join(dir, rel)}) or point the link at a file inside it`,
});

/** The entries of a skill folder on disk, sorted by path with SKILL.md first. */
export function readSkillEntries(dir: string): { entries: RawEntry[]; diagnostics: Diagnostic[] } {
  const entries: RawEntry[] = [];
  const diagnostics: Diagnostic[] = [];
  const walk = (rel: string): void => {
    let names: string[];
    try {
      names = readdirSync(join(dir, rel)).sort();
    } catch {
      diagnostics.push({
        code: "SKILL-INVALID",
        severity: "error",
        message: `${join(dir, rel)} cannot be read`,
        file: join(dir, rel),
      });
      return;
    }
    for (const name of names) {
      const r = rel ? `${rel}/${name}` : name;
      const abs = join(dir, r);
      const st = lstatSync(abs);
      if (st.isSymbolicLink()) {
        const target = readlinkSync(abs);
        if (!linkStaysInside(r, target)) diagnostics.push(linkError(dir, r, target));
        else entries.push({ path: r, kind: "link", target });
      } else if (st.isDirectory()) walk(r);
      else if (st.isFile()) entries.push({ path: r, kind: "file", bytes: readFileSync(abs), mode: st.mode & 0o777 });
      else
        diagnostics.push({
          code: "SKILL-INVALID",
          severity: "error",
          message: `${abs} is neither a file, a folder nor a link (a FIFO, socket or device); a skill cannot hold it`,
          file: abs,
          hint: "remove it from the skill",
        });
    }
  };
  walk("");
  return { entries: orderEntries(entries), diagnostics };
}

/** SKILL.md first, then by path (code-unit order: the same bytes on every machine). */
export const orderEntries = <E extends { path: string }>(entries: readonly E[]): E[] =>
  [...entries].sort((a, b) =>
    a.path === SKILL_FILE ? -1 : b.path === SKILL_FILE ? 1 : a.path < b.path ? -1 : a.path > b.path ? 1 : 0,
  );

/** The skill folders under a skills folder (its sub-folders holding SKILL.md), sorted. */
export function skillFoldersIn(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return names.filter((n) => {
    try {
      return statSync(join(dir, n)).isDirectory() && statSync(join(dir, n, SKILL_FILE)).isFile();
    } catch {
      return false;
    }
  });
}

export interface SkillRead {
  skill?: Omit<CoreSkill, "entries" | "from"> & { entries: RawEntry[] };
  /** 1-based line of each front-matter field of SKILL.md. */
  fieldLines: ReadonlyMap<string, number>;
  diagnostics: Diagnostic[];
}

/** A skill from its entries: SKILL.md's front matter (name and description required) and body. */
export function skillFromEntries(dirName: string, file: string, entries: RawEntry[]): SkillRead {
  const md = entries.find((e) => e.path === SKILL_FILE);
  if (!md || md.kind !== "file")
    return {
      fieldLines: new Map(),
      diagnostics: [
        {
          code: "SKILL-INVALID",
          severity: "error",
          message: `skill ${dirName} has no ${SKILL_FILE} file`,
          file,
          hint: `a skill is a folder holding ${SKILL_FILE} (front matter with name and description, then instructions)`,
        },
      ],
    };
  const text = Buffer.from(md.bytes).toString("utf8");
  const fm = readToolFrontMatter(file, text);
  const diagnostics = [...fm.diagnostics];
  const { name, description } = fm.data;
  const missing = [
    typeof name === "string" && name.trim() ? "" : "name",
    typeof description === "string" && description.trim() ? "" : "description",
  ].filter(Boolean);
  if (missing.length) {
    diagnostics.push({
      code: "SKILL-INVALID",
      severity: "error",
      message: `${SKILL_FILE} of skill ${dirName} has no ${missing.join(" or ")} in its front matter; the tools do not load it`,
      file,
      line: fm.present ? 2 : 1,
      col: 1,
      hint: "start SKILL.md with ---, name: <folder name>, description: <what it does and when to use it>, ---",
    });
    return { fieldLines: fm.fieldLines, diagnostics };
  }
  return {
    skill: {
      dir: dirName,
      name: String(name).trim(),
      description: String(description).trim(),
      front: fm.data,
      body: fm.body,
      entries,
    },
    fieldLines: fm.fieldLines,
    diagnostics,
  };
}

/** The entries core keeps: bytes go to the blob store (`put` returns their sha256). */
export const toCoreEntries = (entries: readonly RawEntry[], put: (b: Uint8Array) => string): SkillEntry[] =>
  entries.map((e) =>
    e.kind === "link"
      ? { path: e.path, kind: "link", target: e.target }
      : { path: e.path, kind: "file", sha256: put(e.bytes), size: e.bytes.length, mode: e.mode },
  );
