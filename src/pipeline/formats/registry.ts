/**
 * The formats agentc knows: the seventeen built in (five agent formats, Claude Code subagents, MCP
 * files, ten rule-file formats) (each loaded on first use, so a
 * command imports only the formats it touches) and any registered by a
 * library user. Detection asks the built-ins' cheap name/content test first
 * (src/readers/detect.ts, which imports nothing), then each registered format.
 */
import type { Format } from "../format.js";
import { detectFormat, FORMATS } from "../../readers/detect.js";
import { RULE_FORMATS } from "../../../ir/dialects/rules/paths.js";

const builtins: Record<string, () => Promise<Format>> = {
  aix: async () => (await import("./aix/format.js")).aixFormat,
  aigx: async () => (await import("./aigx/format.js")).aigxFormat,
  uaix: async () => (await import("./uaix/format.js")).uaixFormat,
  aegx: async () => (await import("./aegx/format.js")).aegxFormat,
  air: async () => (await import("./air/format.js")).airFormat,
  "claude-agents": async () => (await import("./claude-agents/format.js")).claudeAgentsFormat,
  mcp: async () => (await import("./mcp/format.js")).mcpFormat,
  "agents-md": async () => (await import("./agents-md/format.js")).agentsMdFormat,
  "claude-md": async () => (await import("./claude-md/format.js")).claudeMdFormat,
  "gemini-md": async () => (await import("./gemini-md/format.js")).geminiMdFormat,
  copilot: async () => (await import("./copilot/format.js")).copilotFormat,
  cursor: async () => (await import("./cursor/format.js")).cursorFormat,
  windsurf: async () => (await import("./windsurf/format.js")).windsurfFormat,
  cline: async () => (await import("./cline/format.js")).clineFormat,
  kiro: async () => (await import("./kiro/format.js")).kiroFormat,
  junie: async () => (await import("./junie/format.js")).junieFormat,
  roo: async () => (await import("./roo/format.js")).rooFormat,
};

const registered = new Map<string, Format>();

/** Add a format (a reader, its passes, a writer): every conversion to and from it then composes. */
export function registerFormat(format: Format): void {
  if (builtins[format.name]) throw new TypeError(`${format.name} is a built-in format`);
  registered.set(format.name, format);
}

export function formatNames(): string[] {
  return [...FORMATS, ...registered.keys()];
}

export async function formatNamed(name: string): Promise<Format | undefined> {
  return registered.get(name) ?? (await builtins[name]?.());
}

export async function allFormats(): Promise<Format[]> {
  return [...(await Promise.all(FORMATS.map((n) => builtins[n]!()))), ...registered.values()];
}

/** The coding agents' rule-file formats (built in and registered) — without loading the agent formats. */
export async function ruleFileFormats(): Promise<Format[]> {
  const others = [...registered.values()].filter((f) => f.discover && (f.core?.raises?.includes("rules") || f.core?.lowers?.includes("rules")));
  return [...(await Promise.all(RULE_FORMATS.map((n) => builtins[n]!()))), ...others];
}

/** The format of a path, or undefined when no format recognises it. */
export async function detectInput(path: string): Promise<Format | undefined> {
  const builtin = detectFormat(path);
  if (builtin) return formatNamed(builtin);
  for (const f of registered.values()) if (f.detect(path)) return f;
  return undefined;
}
