/**
 * What a code means and how to fix it: the registry's entry (ir/diagnostics/codes.ts)
 * with its way out (fixes.ts) and its section of docs/codes.md. `agentc explain
 * <CODE>`, SARIF's helpUri and the docs page all read it from here, so they agree.
 */
import { CODES, type Code, type CodeInfo } from "./codes.js";
import { FIXES } from "./fixes.js";
import { nearest } from "./suggest.js";

/** The page that documents every code, relative to the package root (it ships in the npm package). */
export const CODES_DOC = "docs/codes.md";

export interface Explanation extends CodeInfo {
  /** How to fix it. */
  readonly fix: string;
  /** The code's section of docs/codes.md (a path and anchor in the package). */
  readonly doc: string;
}

/** The anchor of a code's section: the slug GitHub and most Markdown renderers give its `## CODE` heading. */
export function codeAnchor(code: string): string {
  return code
    .toLowerCase()
    .replace(/[^a-z0-9_ -]/g, "")
    .replace(/ /g, "-");
}

/** `docs/codes.md#aix-io`. */
export const codeDocPath = (code: string): string => `${CODES_DOC}#${codeAnchor(code)}`;

/**
 * An absolute link to a code's section, for SARIF's helpUri (which must be absolute): the page in the
 * published package of this version, so the link matches the code's meaning in the version that reported it.
 */
export const codeDocUrl = (code: string, version: string): string =>
  `https://unpkg.com/agentc-compiler@${version}/${codeDocPath(code)}`;

/** The explanation of a registered code (case-insensitive), or undefined. */
export function explainCode(code: string): Explanation | undefined {
  const info = CODES.get(code) ?? CODES.get(code.toUpperCase());
  if (!info) return undefined;
  return { ...info, fix: FIXES[info.code as Code], doc: codeDocPath(info.code) };
}

/** The registered code nearest to a misspelt one (`AIX-I0` → `AIX-IO`), if any is close. */
export const nearestCode = (code: string): string | undefined => nearest(code, CODES.keys());

/** The text `agentc explain` prints. */
export function formatExplanation(e: Explanation): string {
  return [
    `${e.code} (${e.severity}, ${e.dialect})`,
    "",
    `What it means: ${e.meaning}.`,
    "",
    `How to fix it: ${e.fix}`,
    "",
    `See ${e.doc}.`,
  ].join("\n");
}

const DIALECT_TITLES: Record<string, string> = {
  aix: "AIX agents",
  aigx: "AIGX genomes",
  uaix: "UAIX memory packages",
  aegx: "AEGX evidence bundles",
  sessions: "Session logs and attestations",
  air: "AIR worlds",
  rules: "Coding agents' rule files",
  setup: "Skills, commands and ignore files",
  core: "The core dialect",
  zip: "ZIP archives",
  agentc: "The compiler",
};

/** docs/codes.md: one section per code (severity, dialect, meaning, how to fix), grouped by dialect. Deterministic. */
export function codesMarkdown(): string {
  const out = [
    "# Diagnostic codes",
    "",
    "<!-- Generated from ir/diagnostics/codes.ts and ir/diagnostics/fixes.ts by `npm run docs:codes`; test/codes/explain.test.ts checks it is current. Do not edit by hand. -->",
    "",
    "Every diagnostic agentc reports has one of these codes. `agentc explain <CODE>` prints the same text.",
    "The severity is the usual one: `--strict` and the trust options can make a warning an error.",
    "",
  ];
  const byDialect = new Map<string, Explanation[]>();
  for (const code of CODES.keys()) {
    const e = explainCode(code)!;
    byDialect.set(e.dialect, [...(byDialect.get(e.dialect) ?? []), e]);
  }
  for (const [dialect, list] of byDialect)
    out.push(`- [${DIALECT_TITLES[dialect] ?? dialect}](#${codeAnchor(`codes-${dialect}`)}): ${list.length} codes`);
  for (const [dialect, list] of byDialect) {
    out.push("", `<a id="${codeAnchor(`codes-${dialect}`)}"></a>`, "", `# ${DIALECT_TITLES[dialect] ?? dialect}`);
    for (const e of list)
      out.push(
        "",
        `## ${e.code}`,
        "",
        `**${e.severity}** · ${e.dialect}`,
        "",
        `${capitalize(e.meaning)}.`,
        "",
        `**How to fix it:** ${e.fix}`,
      );
  }
  return `${out.join("\n")}\n`;
}

const capitalize = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
