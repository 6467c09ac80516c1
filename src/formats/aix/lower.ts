/**
 * core agent → AIX document: the inverse of raiseAix for what core carries.
 * Required AIX fields core may lack (created, author) get stated defaults,
 * and the checksum is computed over the result (docs/specs.md section 6).
 */
import { fromPlain, type JsonObject } from "../../../ir/json/value.js";
import { computeChecksum } from "../../../ir/dialects/aix/checksum.js";
import {
  AIX14_FORMAT_VERSION,
  AXIOM_AUTHORITY,
  AXIOM_DID,
  WEB_DID,
  computeChecksumV14,
} from "../../../ir/dialects/aix/v14.js";
import { isJsonObject } from "../../../ir/json/value.js";
import type { CoreAgent, CoreMcpServer } from "../../../ir/dialects/core/agent.js";
import { MEMORY_KINDS } from "../../../ir/dialects/core/agent.js";

/** Stated defaults for required AIX fields a source format may not have. */
export const AIX_DEFAULTS = { created: "1970-01-01T00:00:00Z", author: "unknown" } as const;

/** A core MCP server as an AIX `mcp.servers` entry: name, command, description, args, env, then its `x-` fields as written. */
export function aixServerOf(m: CoreMcpServer): JsonObject {
  const server = fromPlain({
    name: m.name,
    command: m.command,
    ...(m.description !== undefined && { description: m.description }),
    ...(m.args && { args: m.args }),
    ...(m.env && { env: m.env }),
  }) as JsonObject;
  for (const [k, v] of Object.entries(m.extensions ?? {})) server[k] = v;
  return server;
}

export function lowerToAix(a: CoreAgent): JsonObject {
  const meta: Record<string, unknown> = { version: a.version, id: a.id, name: a.name };
  if (a.description !== undefined) meta.description = a.description;
  meta.created = a.created ?? AIX_DEFAULTS.created;
  meta.author = a.author ?? AIX_DEFAULTS.author;
  const p = a.persona;
  const persona: Record<string, unknown> = {
    role: p.role,
    ...(p.tone !== undefined && { tone: p.tone }),
    ...(p.style !== undefined && { style: p.style }),
    instructions: p.instructions,
  };
  if (p.constraints.length) persona.constraints = p.constraints;
  if (p.temperature !== undefined) persona.temperature = p.temperature;
  if (p.contextWindow !== undefined) persona.context_window = p.contextWindow;
  const doc: Record<string, unknown> = { meta, persona };
  if (a.tools.length)
    doc.skills = a.tools.map((t) => ({ name: t.name, description: t.description, enabled: t.enabled }));
  if (a.apis.length) {
    doc.apis = a.apis.map((e) => ({
      name: e.name,
      base_url: e.baseUrl,
      ...(e.description !== undefined && { description: e.description }),
      endpoints: e.endpoints.map((x) => ({ path: x.path, method: x.method })),
    }));
  }
  if (a.mcpServers.length) doc.mcp = { servers: a.mcpServers.map(aixServerOf) };
  const memory: Record<string, unknown> = {};
  for (const k of MEMORY_KINDS) if (a.memory[k]) memory[k] = a.memory[k];
  if (Object.keys(memory).length) doc.memory = memory;
  const caps: Record<string, unknown> = {};
  if (a.policy.allowedOperations.length) caps.allowed_operations = a.policy.allowedOperations;
  if (a.policy.restrictedDomains.length) caps.restricted_domains = a.policy.restrictedDomains;
  if (a.policy.maxApiCallsPerMinute !== undefined) caps.max_api_calls_per_minute = a.policy.maxApiCallsPerMinute;
  const result = fromPlain(doc) as JsonObject;
  // Extension sections are already lossless JSON: they go in as written.
  for (const [k, v] of Object.entries(a.extensions ?? {})) result[k] = v;
  const checksum = computeChecksum(result, "sha256");
  result.security = fromPlain({
    checksum: { algorithm: "sha256", value: checksum },
    ...(Object.keys(caps).length && { capabilities: caps }),
  });
  return result;
}

/**
 * The agent's DID for AIX v1.4's identity_layer: its id when that is a DID already, else
 * did:axiom:axiomid.app:<id> (or <name> in lower-case words, when the id has characters a DID
 * cannot hold). An identity agentc states, not one axiomid.app issued: no signature, no key
 * (docs/decisions.md "AIX v1.4").
 */
export function agentDid(a: CoreAgent): string {
  if (AXIOM_DID.test(a.id) || WEB_DID.test(a.id)) return a.id;
  const local = /^[a-zA-Z0-9._-]+$/.test(a.id)
    ? a.id
    : a.name
        .toLowerCase()
        .replace(/[^a-z0-9._-]+/g, "-")
        .replace(/^-+|-+$/g, "") || "agent";
  return `did:axiom:${AXIOM_AUTHORITY}:${local}`;
}

/**
 * core agent → AIX v1.4 (`convert --to aix --aix-version 1.4`): the v1.0 document with what the
 * v1.4 schema requires besides — `meta.format_version` and an `identity_layer` (id, authority,
 * issuedAt: the agent's creation) — and the checksum computed the v1.4 way (the whole document but
 * the checksum and signature).
 */
export function lowerToAix14(a: CoreAgent): JsonObject {
  const doc = lowerToAix(a);
  const meta = doc.meta as JsonObject;
  meta.format_version = AIX14_FORMAT_VERSION;
  const did = agentDid(a);
  if (a.id === "") meta.id = did;
  doc.identity_layer = fromPlain({
    id: did,
    authority: AXIOM_AUTHORITY,
    issuedAt: typeof meta.created === "string" ? meta.created : AIX_DEFAULTS.created,
  }) as JsonObject;
  // The checksum goes last: v1.4's covers every other field, the identity included.
  const security = doc.security as JsonObject;
  delete doc.security;
  doc.security = security;
  if (isJsonObject(security.checksum)) security.checksum.value = computeChecksumV14(doc, "sha256");
  return doc;
}
