/**
 * A Claude Code subagent and the core agent, both ways, and the subagent's own checks.
 *
 * Raise: the agent `agentc import` writes for the subagent (subagent-aix.ts), as core holds it —
 * name and description, the role (the description's first sentence), the system prompt as the
 * instructions, and Claude Code's settings (`tools`, `model`, every other front-matter field) as the
 * `x-claude-code` section, which AIX keeps as written; so `convert x.md --to aix` writes the bytes
 * `import` writes. A subagent's `tools` are Claude Code's own tools (Read, Grep, Bash, mcp__…), not
 * AIX skills, so they stay in that section instead of becoming core tools (docs/decisions.md).
 *
 * Lower: the subagent an agent describes. Its `x-claude-code` section gives back tools, model and the
 * other fields; whatever else the agent holds that a subagent file has no place for is ledgered.
 */
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import type { CoreAgent } from "../../../ir/dialects/core/agent.js";
import type { Subagent } from "../../../ir/dialects/claude-agents/model.js";
import { normalText } from "../../../ir/dialects/rules/model.js";
import { fromPlain, isJsonObject, toPlain, type JsonObject } from "../../../ir/json/value.js";
import type { LossLedger } from "../../../ir/loss-ledger.js";
import { escapePointerToken } from "../../../ir/json/pointer.js";
import { AIX_DEFAULTS } from "../aix/lower.js";
import { CLAUDE_CODE_SECTION, firstSentence, nameUuid } from "./subagent-aix.js";

/** The id an imported agent gets from its name (the same name, the same id). */
export const agentIdOf = (name: string): string => nameUuid("agentc:agent", name);

/** Claude Code's settings of a subagent, as the `x-claude-code` section holds them (undefined when it has none). */
export function claudeSection(s: Subagent): JsonObject | undefined {
  const claude = {
    ...(s.tools ? { tools: s.tools } : {}),
    ...(s.model !== undefined ? { model: s.model } : {}),
    ...s.fields,
  };
  return Object.keys(claude).length ? (fromPlain(claude) as JsonObject) : undefined;
}

/** Where a subagent style keeps its tool's settings in core (`x-claude-code`, `x-copilot`, `x-opencode`) and the format it lowers to. */
export interface SubagentStyleRef {
  section: string;
  target: string;
  /** The tool reads an agent without a description (Claude Code does not). */
  descriptionOptional?: boolean;
}

const CLAUDE_STYLE: SubagentStyleRef = { section: CLAUDE_CODE_SECTION, target: "claude-agents" };

export function subagentToCore(s: Subagent, style: SubagentStyleRef = CLAUDE_STYLE): CoreAgent {
  const section = claudeSection(s);
  return {
    id: agentIdOf(s.name),
    name: s.name,
    version: "1.0",
    description: s.description,
    // AIX asks for a role; an agent without a description (OpenCode's primary agents) has its name as one.
    persona: { role: firstSentence(s.description) || s.name, instructions: s.prompt, constraints: [] },
    tools: [],
    apis: [],
    mcpServers: [],
    memory: {},
    policy: { allowedOperations: [], restrictedDomains: [] },
    // The section even when empty: it says whose subagent this is (export writes it to that tool's folder).
    extensions: { [style.section]: section ?? {} },
  };
}

/** A subagent's name as Claude Code asks for it: lower-case letters, digits and hyphens. */
export const SUBAGENT_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const subagentName = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "") || "agent";

/**
 * The subagent an agent describes; what a subagent file cannot hold goes to the ledger (pointers are
 * the agent's, as AIX has them). An agent without instructions has no system prompt: an error.
 */
export function coreToSubagent(
  a: CoreAgent,
  ledger: LossLedger,
  file: string | undefined,
  style: SubagentStyleRef = CLAUDE_STYLE,
): { subagent?: Subagent; diagnostics: Diagnostic[] } {
  const TARGET = style.target;
  const miss = (pointer: string, reason: string, regenerated = false): void =>
    ledger.record({
      pointer,
      ...(file ? { file } : {}),
      target: TARGET,
      reason,
      ...(regenerated ? { regenerated } : {}),
    });
  if (!normalText(a.persona.instructions)) {
    return {
      diagnostics: [
        {
          code: "RULES-SUBAGENT",
          severity: "error",
          message: `agent ${a.name} has no instructions, and a subagent's system prompt is its instructions; nothing to write`,
          ...(file ? { file } : {}),
          hint: "give the agent instructions (AIX: persona.instructions)",
        },
      ],
    };
  }
  const name = SUBAGENT_NAME.test(a.name) ? a.name : subagentName(a.name);
  if (name !== a.name)
    miss(
      "/meta/name",
      `a subagent's name is lower-case letters, digits and hyphens: ${JSON.stringify(a.name)} becomes ${name}`,
    );
  // A tool that reads agents without a description (OpenCode's primary agents, Copilot's) gets none rather than an invented one.
  const description = a.description?.trim() || (style.descriptionOptional ? "" : a.persona.role.trim() || name);
  // What the way back (subagent → agent) makes again is not lost: the id from the name, AIX's defaults, the role from the description.
  if (a.id && a.id !== agentIdOf(a.name))
    miss("/meta/id", "a subagent has no id (the way back derives one from its name)", true);
  if (a.version !== "1.0") miss("/meta/version", "a subagent has no version");
  if (a.author !== undefined && a.author !== AIX_DEFAULTS.author) miss("/meta/author", "a subagent has no author");
  if (a.created !== undefined && a.created !== AIX_DEFAULTS.created)
    miss("/meta/created", "a subagent has no creation time");
  const roleMadeAgain = description ? firstSentence(description) : a.name;
  if (a.persona.role && a.persona.role !== roleMadeAgain)
    miss("/persona/role", "a subagent has a description, not a role apart from it");
  for (const k of ["tone", "style", "temperature"] as const)
    if (a.persona[k] !== undefined) miss(`/persona/${k}`, `a subagent file has no ${k}`);
  if (a.persona.contextWindow !== undefined) miss("/persona/context_window", "a subagent file has no context window");
  if (a.persona.constraints.length)
    miss("/persona/constraints", "a subagent file has no constraints apart from its prompt");
  const claude = a.extensions?.[style.section];
  const settings = isJsonObject(claude) ? (toPlain(claude) as Record<string, unknown>) : {};
  const { tools, model, ...fields } = settings;
  const toolNames = Array.isArray(tools)
    ? tools.map(String)
    : typeof tools === "string"
      ? tools
          .split(",")
          .map((t) => t.trim())
          .filter(Boolean)
      : undefined;
  if (a.tools.length) {
    miss(
      "/skills",
      toolNames
        ? "a subagent's tools are Claude Code's own (its x-claude-code tools are written); AIX skills have no place"
        : "a subagent's tools are Claude Code's own (Read, Grep, Bash, …), not the agent's skills; without `tools` Claude Code lets the subagent use every tool, so set them by hand",
    );
  }
  if (a.apis.length) miss("/apis", "a subagent file has no APIs");
  if (a.mcpServers.length)
    miss("/mcp", "a subagent file configures no MCP servers (agentc writes them to an MCP file: --to mcp)");
  for (const k of Object.keys(a.memory)) miss(`/memory/${k}`, "a subagent file has no memory settings");
  if (a.policy.allowedOperations.length)
    miss("/security/capabilities/allowed_operations", "a subagent's capabilities are its tools");
  if (a.policy.restrictedDomains.length)
    miss("/security/capabilities/restricted_domains", "a subagent file has no restricted domains");
  if (a.policy.maxApiCallsPerMinute !== undefined)
    miss("/security/capabilities/max_api_calls_per_minute", "a subagent file has no rate limits");
  // An empty section of another tool holds nothing to lose.
  for (const [k, v] of Object.entries(a.extensions ?? {}))
    if (k !== style.section && !(isJsonObject(v) && !Object.keys(v).length))
      miss(`/${escapePointerToken(k)}`, `extension field ${k} has no ${TARGET.toUpperCase()} equivalent`);
  return {
    // The prompt as a subagent file holds it (LF line ends, no leading blank lines or trailing white space).
    subagent: {
      name,
      description,
      ...(toolNames ? { tools: toolNames } : {}),
      ...(typeof model === "string" ? { model } : {}),
      fields,
      prompt: normalText(a.persona.instructions),
    },
    diagnostics: [],
  };
}

/** Fields Claude Code reads differently from what they say: a name that is not lower-case words and hyphens, tools or a model that are not text. */
export function subagentFieldChecks(
  file: string,
  front: Record<string, unknown>,
  fieldLines: ReadonlyMap<string, number>,
): Diagnostic[] {
  const at = (k: string) => ({ file, line: fieldLines.get(k) ?? 1, col: 1 });
  const out: Diagnostic[] = [];
  const warn = (k: string, message: string): void =>
    void out.push({ code: "RULES-SUBAGENT-FIELD", severity: "warning", message, ...at(k) });
  const { name, tools, model } = front;
  if (typeof name === "string" && name.trim() && !SUBAGENT_NAME.test(name.trim()))
    warn(
      "name",
      `the subagent name ${JSON.stringify(name.trim())} is not lower-case letters, digits and hyphens, as Claude Code asks`,
    );
  if (
    tools !== undefined &&
    typeof tools !== "string" &&
    !(Array.isArray(tools) && tools.every((t) => typeof t === "string"))
  )
    warn("tools", "tools is neither a comma-separated list nor a list of tool names");
  if (model !== undefined && typeof model !== "string")
    warn("model", "model is not a model name (sonnet, opus, haiku, inherit or a model id)");
  return out;
}
