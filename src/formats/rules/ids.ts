/**
 * Rule ids. A rule read from a generated file keeps the id its marker names;
 * otherwise the id is the format's prefix and a slug of the file's path
 * without the format's conventional folders and extension (`AGENTS-apps-docs`,
 * `CURSOR-sentry`, `COPILOT-root`): stable while the file stays where it is,
 * whatever its heading says. The first heading of a rule is its title.
 */
import { escapePointerToken } from "../../../ir/json/pointer.js";
import { ruleTools, ruleToolsVersion } from "../../../ir/dialects/rules/tool.js";
import "../../../ir/dialects/rules/tools.js";

export const slugOf = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

/**
 * The path part of a derived id: the path without its extension and the conventional folders of
 * every tool (each tool's `idStrip`, then its `idSuffix`, then the nested file names such as
 * `AGENTS`), or `root` for a tool's one file (`.github/copilot-instructions`, `.cursorrules`).
 */
export function pathSlug(path: string): string {
  if (slugsFor !== ruleToolsVersion()) {
    slugs.clear();
    slugsFor = ruleToolsVersion();
  }
  let slug = slugs.get(path);
  if (slug === undefined) {
    if (slugs.size >= 10_000) slugs.clear();
    slug = slugOfPath(path);
    slugs.set(path, slug);
  }
  return slug;
}

/**
 * pathSlug's answers while the registered tools stay the same: a rule file's id is asked for at its
 * read, at the re-read that checks an output and at each comparison of meaning (an export of a real
 * repository asked about 17,000 times), and each answer walks every tool's patterns and builds one.
 */
const slugs = new Map<string, string>();
let slugsFor = -1;

function slugOfPath(path: string): string {
  let p = path.replace(/\.(instructions\.md|mdc|md|txt)$/i, "");
  const tools = ruleTools();
  if (tools.some((t) => t.rootFiles?.includes(p))) return "root";
  for (const t of tools) for (const re of t.idStrip ?? []) p = p.replace(re, "$1");
  for (const t of tools) for (const re of t.idSuffix ?? []) p = p.replace(re, "");
  const nested = tools.flatMap((t) => (t.nested ? [t.nested.replace(/\.md$/i, "")] : []));
  if (nested.length) p = p.replace(new RegExp(`(^|\\/)(${nested.map(escapeRe).join("|")})$`), "");
  return slugOf(p) || "root";
}

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

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
