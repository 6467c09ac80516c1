/** Scope helpers shared by the rule dialects: directory scopes and the "all files" globs. */
import type { Activation, CoreRule } from "../../../ir/dialects/core/rules.js";

const GLOB_CHARS = /[*?[\]{}!]/;

/** A directory's scope as core writes it: glob activation, `dir/**`. */
export const directoryScope = (directory: string): { activation: Activation; globs: string[]; directory?: string } =>
  directory ? { activation: "glob", globs: [`${directory}/**`], directory } : { activation: "always", globs: [] };

/**
 * The directory a rule is scoped to when its scope is exactly a directory
 * (`dir/**`, from a nested file or a genome), else undefined.
 */
export function directoryOf(rule: Pick<CoreRule, "activation" | "globs" | "directory">): string | undefined {
  if (rule.activation !== "glob" || rule.globs.length !== 1) return undefined;
  const m = /^(.+)\/\*\*$/.exec(rule.globs[0]!);
  if (!m || GLOB_CHARS.test(m[1]!) || m[1]!.startsWith("/") || m[1]!.split("/").includes("..")) return undefined;
  return m[1]!;
}

/** Globs that mean every file (Copilot documents `**`, `*` and `**\/*`). */
export const isAllFiles = (g: string): boolean => g === "**" || g === "*" || g === "**/*";

/** Prefix globs of a rule file nested in `dir` with it (a nested `.cursor/rules` scopes its patterns to its folder). */
export const underDirectory = (dir: string, globs: string[]): string[] =>
  dir ? globs.map((g) => `${dir}/${g.replace(/^\.?\//, "")}`) : globs;

/** The directory holding a nested rules folder: `pkg/a/.cursor/rules/x.mdc` → `pkg/a`. */
export const nestingDirOf = (path: string, folder: string): string => {
  const i = path.indexOf(`${folder}/`);
  return i > 0 ? path.slice(0, i - 1) : "";
};

/** The directory of a file (`""` at the root). */
export const dirOfPath = (path: string): string => (path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : "");

/** A string field, trimmed; undefined when empty or not a string. */
export const stringField = (v: unknown): string | undefined =>
  typeof v === "string" && v.trim() ? v.trim() : undefined;
