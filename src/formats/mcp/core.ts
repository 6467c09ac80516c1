/**
 * One MCP file and the core agent, both ways, and the file's own checks.
 *
 * Raise: the agent `agentc import` writes for a repository's MCP servers (`agents/project.aix`, "the
 * coding agent of <repository>"), holding only this file's servers, each as AIX describes it
 * (servers-aix.ts: a remote server is the `mcp-remote` bridge plus `x-url`, `x-transport`,
 * `x-headers`; a tool's own fields `x-<tool>`); core carries every one of those fields, so
 * `convert .mcp.json --to aix` writes what `import` writes for a repository with only that file.
 *
 * Lower: the agent's servers back into one tool's file (emitters/mcp/config.ts), in that tool's
 * shape; the rest of the agent, and what the tool's file cannot hold, is ledgered.
 */
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import type { CoreAgent, CoreMcpServer } from "../../../ir/dialects/core/agent.js";
import { MCP_TOOLS, type McpConfigFile, type McpServer } from "../../../ir/dialects/mcp/model.js";
import { isJsonObject, toPlain, type Json, type JsonObject } from "../../../ir/json/value.js";
import { escapePointerToken } from "../../../ir/json/pointer.js";
import type { LossLedger } from "../../../ir/loss-ledger.js";
import { aixServerOf } from "../aix/lower.js";
import { aixAgent, nameUuid } from "../claude-agents/subagent-aix.js";
import { serverFromAix, serverToAix } from "./servers-aix.js";

/** The project agent's words: what `agentc import` says about the repository's coding agent. */
export function projectAgentParts(repoName: string): { description: string; role: string; instructions: string } {
  return {
    description: `The coding agent of ${repoName}: its rules are the repository's AIGX genome (.aigx/), its MCP servers those the repository configures.`,
    role: `Coding agent for ${repoName}`,
    instructions:
      "Follow the rules of the repository's AIGX genome (.aigx/), imported from its coding agents' instruction files, and use the MCP servers below.",
  };
}

/** The project agent as AIX (`agents/project.aix`): the repository's coding agent with its MCP servers. */
export function projectAgentAix(
  repoName: string,
  servers: readonly McpServer[],
  more: Record<string, unknown> = {},
): JsonObject {
  // `more`: the repository's hooks and permissions (x-hooks, x-permissions), when it has any.
  return aixAgent({
    name: repoName,
    ...projectAgentParts(repoName),
    sections: { ...(servers.length ? { mcp: { servers: servers.map(serverToAix) } } : {}), ...more },
  });
}

/** A server as core holds it: AIX's fields (name, command, args, env) and its x- fields as written. */
export function serverToCore(s: McpServer): CoreMcpServer {
  const aix = serverToAix(s);
  const out: CoreMcpServer = { name: s.name, command: String(toPlain(aix.command ?? "")) };
  if (Array.isArray(aix.args)) out.args = aix.args.map((a) => String(toPlain(a)));
  if (isJsonObject(aix.env)) out.env = toPlain(aix.env) as Record<string, string>;
  const ext = Object.keys(aix).filter((k) => k.startsWith("x-"));
  if (ext.length) out.extensions = Object.fromEntries(ext.map((k) => [k, aix[k] as Json]));
  return out;
}

/** The project agent of a repository's MCP servers, in core. */
export function projectCore(repoName: string, servers: readonly McpServer[]): CoreAgent {
  const { description, role, instructions } = projectAgentParts(repoName);
  return {
    id: nameUuid("agentc:agent", repoName),
    name: repoName,
    version: "1.0",
    description,
    persona: { role, instructions, constraints: [] },
    tools: [],
    apis: [],
    mcpServers: servers.map(serverToCore),
    memory: {},
    policy: { allowedOperations: [], restrictedDomains: [] },
  };
}

/** The x- fields of a server that the tools' files read back (servers-aix.ts). */
const KNOWN_EXTENSIONS = new Set([
  "x-url",
  "x-transport",
  "x-headers",
  "x-cwd",
  "x-enabled",
  "x-enabled-tools",
  "x-disabled-tools",
  "x-startup-timeout-ms",
  "x-tool-timeout-ms",
  ...MCP_TOOLS.map((t) => `x-${t}`),
]);

const TARGET = "mcp";

/**
 * The agent's servers in the shared shape, for one tool's file. The rest of the agent has no place in
 * an MCP file: ledgered, except the project agent's own words (the way back writes them again).
 */
export function coreToServers(
  a: CoreAgent,
  ledger: LossLedger,
  file: string | undefined,
  config: McpConfigFile,
): { servers: McpServer[]; diagnostics: Diagnostic[] } {
  const miss = (pointer: string, reason: string, regenerated = false): void =>
    ledger.record({
      pointer,
      ...(file ? { file } : {}),
      target: TARGET,
      reason,
      ...(regenerated ? { regenerated } : {}),
    });
  if (!a.mcpServers.length)
    return {
      servers: [],
      diagnostics: [
        {
          code: "AGC-NO-CORE",
          severity: "error",
          message: `agent ${a.name} has no MCP servers to write to ${config.path}`,
          hint: "convert an agent that has MCP servers (an MCP file, or an AIX agent with mcp.servers)",
        },
      ],
    };
  const only = `${config.path} holds MCP servers only`;
  const own = projectAgentParts(a.name);
  const project =
    a.description === own.description && a.persona.role === own.role && a.persona.instructions === own.instructions;
  if (!project) {
    miss("/meta", `${only}; the agent (${a.name}) is not kept`);
    miss("/persona", `${only}; the agent's persona is not kept`);
  } else if (a.id !== nameUuid("agentc:agent", a.name)) miss("/meta/id", "an MCP file has no agent id", true);
  if (a.tools.length) miss("/skills", only);
  if (a.apis.length) miss("/apis", only);
  for (const k of Object.keys(a.memory)) miss(`/memory/${k}`, only);
  if (
    a.policy.allowedOperations.length ||
    a.policy.restrictedDomains.length ||
    a.policy.maxApiCallsPerMinute !== undefined
  )
    miss("/security/capabilities", only);
  for (const k of Object.keys(a.extensions ?? {}))
    miss(`/${escapePointerToken(k)}`, `extension field ${k} has no MCP-file equivalent`);
  const servers = a.mcpServers.map((m, i) => {
    if (m.description !== undefined)
      miss(`/mcp/servers/${i}/description`, `${config.path} has no description for a server`);
    for (const k of Object.keys(m.extensions ?? {}))
      if (!KNOWN_EXTENSIONS.has(k))
        miss(`/mcp/servers/${i}/${escapePointerToken(k)}`, `extension field ${k} has no ${config.path} equivalent`);
    return serverFromAix(aixServerOf(m));
  });
  return { servers, diagnostics: [] };
}

const isStrings = (v: unknown): boolean => Array.isArray(v) && v.every((x) => typeof x === "string");
const isStringMap = (v: unknown): boolean =>
  typeof v === "object" && v !== null && !Array.isArray(v) && Object.values(v).every((x) => typeof x === "string");
const TYPES = new Set(["stdio", "http", "sse", "streamable-http"]);

/**
 * What the tool would reject or misread in a parsed MCP file: a document that is not an object,
 * a server `type` the tool does not know, `args` that are not strings, `env` or `headers` whose
 * values are not strings, a `command` or URL that is not a string.
 */
export function mcpFieldChecks(
  config: McpConfigFile,
  document: unknown,
  positions: ReadonlyMap<string, { line: number; col: number }>,
  pointers: ReadonlyMap<string, string>,
  file: string,
): Diagnostic[] {
  const at = (pointer: string) => {
    const p = positions.get(pointer);
    return { file, line: p?.line ?? 1, col: p?.col ?? 1 };
  };
  if (typeof document !== "object" || document === null || Array.isArray(document)) {
    return [
      {
        code: "RULES-MCP-CONFIG",
        severity: "error",
        message: `${config.path} must hold a JSON object (with "${config.key}")`,
        ...at(""),
      },
    ];
  }
  const table = (document as Record<string, unknown>)[config.key];
  if (typeof table !== "object" || table === null || Array.isArray(table)) return [];
  const out: Diagnostic[] = [];
  for (const [name, raw] of Object.entries(table as Record<string, unknown>)) {
    if (typeof raw !== "object" || raw === null || Array.isArray(raw)) continue; // reported by the reader
    const base = pointers.get(name) ?? `/${config.key}/${escapePointerToken(name)}`;
    const s = raw as Record<string, unknown>;
    const bad = (field: string, what: string): void =>
      void out.push({
        code: "RULES-MCP-CONFIG",
        severity: "error",
        message: `${config.path}: MCP server "${name}": ${field} ${what}`,
        ...at(`${base}/${escapePointerToken(field)}`),
      });
    if (config.tool === "opencode") {
      if (s.type !== "local" && s.type !== "remote") bad("type", `is ${JSON.stringify(s.type)}, not local or remote`);
      if (s.command !== undefined && !isStrings(s.command)) bad("command", "is not a list of strings");
      if (s.url !== undefined && typeof s.url !== "string") bad("url", "is not a string");
      if (s.enabled !== undefined && typeof s.enabled !== "boolean") bad("enabled", "is not true or false");
      for (const k of ["environment", "headers"])
        if (s[k] !== undefined && !isStringMap(s[k])) bad(k, "is not an object of string values");
      continue;
    }
    if (config.tool === "codex") {
      for (const k of ["command", "url", "cwd", "bearer_token_env_var"])
        if (s[k] !== undefined && typeof s[k] !== "string") bad(k, "is not a string");
      for (const k of ["args", "env_vars", "enabled_tools", "disabled_tools"])
        if (s[k] !== undefined && !isStrings(s[k])) bad(k, "is not a list of strings");
      for (const k of ["env", "http_headers", "env_http_headers"])
        if (s[k] !== undefined && !isStringMap(s[k])) bad(k, "is not a table of string values");
      if (s.enabled !== undefined && typeof s.enabled !== "boolean") bad("enabled", "is not true or false");
      continue;
    }
    if (s.type !== undefined && !(typeof s.type === "string" && TYPES.has(s.type)))
      bad("type", `is ${JSON.stringify(s.type)}, not stdio, http or sse`);
    if (s.command !== undefined && typeof s.command !== "string") bad("command", "is not a string");
    for (const k of ["url", "httpUrl", "cwd"])
      if (s[k] !== undefined && typeof s[k] !== "string") bad(k, "is not a string");
    if (s.args !== undefined && !isStrings(s.args)) bad("args", "is not a list of strings");
    for (const k of ["env", "headers"])
      if (s[k] !== undefined && !isStringMap(s[k])) bad(k, "is not an object of string values");
  }
  return out;
}
