/**
 * A Claude Code subagent as an AIX agent and back. The name and description are the agent's
 * `meta.name` and `meta.description`; the system prompt is `persona.instructions`, and the role is
 * the description's first sentence. Claude Code's own settings (tools, model, any other front-matter
 * field) have no AIX field: they stay in `x-claude-code`, which the way back reads. The id is a UUID
 * derived from the name, so importing twice gives the same agent (docs/decisions.md).
 */
import { sha256Hex } from "../../../ir/hash/digest.js";
import { computeChecksum } from "../../../ir/dialects/aix/checksum.js";
import { fromPlain, isJsonObject, toPlain, type JsonObject } from "../../../ir/json/value.js";
import { AIX_DEFAULTS } from "../aix/lower.js";
import type { Subagent } from "../../../ir/dialects/claude-agents/model.js";

export const CLAUDE_CODE_SECTION = "x-claude-code";

/** A version-4-shaped UUID from a name: the same name, the same id. */
export function nameUuid(namespace: string, name: string): string {
  const h = sha256Hex(`${namespace}\0${name}`).split("");
  h[12] = "4";
  h[16] = "89ab"[parseInt(h[16]!, 16) % 4]!;
  const x = h.join("");
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20, 32)}`;
}

/**
 * The role AIX gets from a description: its first sentence, at most 200 characters with its full
 * stop (the AIX schema's `role` has maxLength 200); a longer one is cut at 200.
 */
export const firstSentence = (s: string): string => {
  const m = /^(.{1,199}?[.!?])(\s|$)/s.exec(s);
  return (m ? m[1]! : s.slice(0, 200)).replace(/\s+/g, " ").trim();
};

/** An AIX document (with its checksum) from parts; shared by every agent agentc imports. */
export function aixAgent(parts: {
  name: string;
  description: string;
  role: string;
  instructions: string;
  sections?: Record<string, unknown>;
}): JsonObject {
  const doc = fromPlain({
    meta: {
      version: "1.0",
      id: nameUuid("agentc:agent", parts.name),
      name: parts.name,
      description: parts.description,
      created: AIX_DEFAULTS.created,
      author: AIX_DEFAULTS.author,
    },
    persona: { role: parts.role, instructions: parts.instructions },
    ...(parts.sections ?? {}),
  }) as JsonObject;
  doc.security = fromPlain({ checksum: { algorithm: "sha256", value: computeChecksum(doc, "sha256") } });
  return doc;
}

/** The subagent an AIX agent describes, when it came from one (it has an `x-claude-code` section). */
export function aixToSubagent(doc: JsonObject): Subagent | undefined {
  const claude = doc[CLAUDE_CODE_SECTION];
  if (!isJsonObject(claude)) return undefined;
  const meta = (toPlain(doc.meta ?? null) ?? {}) as Record<string, unknown>;
  const persona = (toPlain(doc.persona ?? null) ?? {}) as Record<string, unknown>;
  const { tools, model, ...fields } = toPlain(claude) as Record<string, unknown>;
  return {
    name: String(meta.name ?? ""),
    // An agent without a description (OpenCode's primary agents) gets its role as one here: Claude Code asks for a description.
    description: String(meta.description || persona.role || ""),
    ...(Array.isArray(tools) ? { tools: tools.map(String) } : {}),
    ...(typeof model === "string" ? { model } : {}),
    fields,
    prompt: String(persona.instructions ?? ""),
  };
}
