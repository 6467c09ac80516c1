/**
 * The formats agentc knows: those built in (five agent formats, Claude Code subagents, MCP
 * files, and one rule-file format per coding tool with files of its own, ir/dialects/rules/tools.ts,
 * or registered with registerRuleTool) (each loaded on first use, so a
 * command imports only the formats it touches) and any registered by a
 * library user. Detection asks the built-ins' cheap name/content test first
 * (src/formats/detect.ts, which imports nothing), then each registered format.
 */
import type { Format } from "./format.js";
import { detectFormat, FORMATS } from "./detect.js";
import { hasOwnFiles, ruleTool, ruleTools } from "../../ir/dialects/rules/tool.js";
import "../../ir/dialects/rules/tools.js";
import { SETUP_FORMAT_NAMES } from "../../ir/dialects/setup/tools.js";
import { setupFormatNameOfPath } from "./setup/detect.js";

/** Each tool's skills and commands (ir/dialects/setup/tools.ts), loaded on first use. */
const setupFormat = async (name: string): Promise<Format | undefined> =>
  (await import("./setup/formats.js")).setupFormatNamed(name);

/** Every tool with rule files of its own (a format), built in and registered, in declaration order. */
export const ruleFormatNames = (): string[] =>
  ruleTools()
    .filter(hasOwnFiles)
    .map((t) => t.name);

const builtins: Record<string, () => Promise<Format>> = {
  aix: async () => (await import("./aix/format.js")).aixFormat,
  aigx: async () => (await import("./aigx/format.js")).aigxFormat,
  uaix: async () => (await import("./uaix/format.js")).uaixFormat,
  aegx: async () => (await import("./aegx/format.js")).aegxFormat,
  air: async () => (await import("./air/format.js")).airFormat,
  "claude-agents": async () => (await import("./claude-agents/format.js")).claudeAgentsFormat,
  mcp: async () => (await import("./mcp/format.js")).mcpFormat,
  settings: async () => (await import("./settings/format.js")).settingsFormat,
};

const registered = new Map<string, Format>();

/** Add a format (a reader, its passes, a writer): every conversion to and from it then composes. */
export function registerFormat(format: Format): void {
  if (builtins[format.name] || ruleTool(format.name)) throw new TypeError(`${format.name} is a built-in format`);
  registered.set(format.name, format);
}

export function formatNames(): string[] {
  return [...new Set([...FORMATS, ...ruleFormatNames(), ...SETUP_FORMAT_NAMES, ...registered.keys()])];
}

/** A rule-file format: a tool with files of its own, built in or registered with `registerRuleTool` (loads the rule machinery). */
const toolFormatNamed = async (name: string): Promise<Format | undefined> =>
  (await import("./rules/tool-format.js")).toolFormatNamed(name);

/** A tool that writes no files of its own reads these formats' files (Codex: agents-md). */
const readsOf = (name: string): readonly string[] => {
  const t = ruleTool(name);
  return t && !hasOwnFiles(t) ? (t.reads ?? []) : [];
};

/**
 * The format of a name: a format's own name, or a tool's name or alias (`claude` → claude-md). A tool
 * that reads another tool's files itself (Codex reads AGENTS.md) names that format.
 */
export async function formatNamed(name: string): Promise<Format | undefined> {
  const own =
    registered.get(name) ??
    (await builtins[name]?.()) ??
    (SETUP_FORMAT_NAMES.includes(name) ? await setupFormat(name) : undefined);
  if (own) return own;
  const t = ruleTool(name);
  if (!t) return undefined;
  const reads = readsOf(t.name);
  return toolFormatNamed(reads.length === 1 ? reads[0]! : t.name);
}

export async function allFormats(): Promise<Format[]> {
  return [
    ...(await Promise.all(FORMATS.map((n) => formatNamed(n)))).filter((f): f is Format => f !== undefined),
    ...(
      await Promise.all(
        ruleFormatNames()
          .filter((n) => !(FORMATS as readonly string[]).includes(n))
          .map((n) => formatNamed(n)),
      )
    ).filter((f): f is Format => f !== undefined),
    ...(await Promise.all(SETUP_FORMAT_NAMES.map(setupFormat))).filter((f): f is Format => f !== undefined),
    ...registered.values(),
  ];
}

/** The coding agents' rule-file formats (built in and registered) — without loading the agent formats. */
export async function ruleFileFormats(): Promise<Format[]> {
  const others = [...registered.values()].filter(
    (f) => f.discover && (f.core?.raises?.includes("rules") || f.core?.lowers?.includes("rules")),
  );
  return [...(await Promise.all(ruleFormatNames().map(async (n) => (await formatNamed(n))!))), ...others];
}

/** The format of a path, or undefined when no format recognises it. */
export async function detectInput(path: string): Promise<Format | undefined> {
  // A skill or command is known by where it is (.claude/skills/<name>, .gemini/commands/*.toml), before a rule format claims its Markdown.
  const setup = setupFormatNameOfPath(path);
  if (setup) return setupFormat(setup);
  const builtin = detectFormat(path);
  if (builtin) return formatNamed(builtin);
  for (const f of registered.values()) if (f.detect(path)) return f;
  return undefined;
}
