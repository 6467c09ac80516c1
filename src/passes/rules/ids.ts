/**
 * Rule ids. A rule read from a generated file keeps the id its marker names;
 * otherwise the id is the format's prefix and a slug of the file's path
 * without the format's conventional folders and extension (`AGENTS-apps-docs`,
 * `CURSOR-sentry`, `COPILOT-root`): stable while the file stays where it is,
 * whatever its heading says. The first heading of a rule is its title.
 */
import { escapePointerToken } from "../../../ir/json/pointer.js";

export const slugOf = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

const ROOT_FILES = /^(\.claude\/CLAUDE|\.github\/copilot-instructions|\.junie\/guidelines|\.cursorrules|\.windsurfrules|\.clinerules|\.roorules)$/;

/** The path part of a derived id. */
export function pathSlug(path: string): string {
  let p = path.replace(/\.(instructions\.md|mdc|md|txt)$/i, "");
  if (ROOT_FILES.test(p)) return "root";
  p = p
    .replace(/^\.roorules-/, "")
    .replace(/(^|\/)\.(cursor|windsurf)\/rules\//, "$1")
    .replace(/^\.(github\/instructions|clinerules|kiro\/steering|claude\/rules)\//, "")
    .replace(/^\.roo\/rules\//, "")
    .replace(/^\.roo\/rules-/, "")
    .replace(/\/RULE$/, "")
    .replace(/(^|\/)(AGENTS|CLAUDE|GEMINI)$/, "");
  return slugOf(p) || "root";
}

export const derivedId = (prefix: string, path: string): string => `${prefix}-${pathSlug(path)}`;

/** The text of a rule's first ATX heading. */
export const firstHeading = (text: string): string | undefined => /^#{1,6}[ \t]+(.+?)[ \t#]*$/m.exec(text)?.[1];

/** Make an id unique among those already used (`X`, `X-2`, `X-3`, …). */
export function uniqueId(id: string, used: Set<string>): string {
  let out = id;
  for (let i = 2; used.has(out); i++) out = `${id}-${i}`;
  used.add(out);
  return out;
}


/** The ledger pointer of a rule's field: `/rules/<id>/<field>`. */
export const rulePointer = (id: string, field: string): string => `/rules/${escapePointerToken(id)}/${field}`;
