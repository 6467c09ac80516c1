/**
 * The `core` dialect's agent: the shared semantic layer between formats
 * (docs/specs.md section 3). Raised from AIX or from a UAIX persona package,
 * lowered to AIX, AIR, UAIX and AIGX. The agent lives in the graph as
 * `core.*` nodes (addCoreAgent); lowerings read it back through coreAgentOf.
 * A raise records in the loss ledger
 * every source field core does not carry; a lowering records every core
 * field its target cannot hold.
 */
import type { JsonObject } from "../../json/value.js";
import type { Graph, NodeKind } from "../../graph/graph.js";
import type { Origin } from "../../graph/origin.js";

export interface CoreTool {
  name: string;
  description: string;
  enabled: boolean;
}

export interface CoreEndpoint {
  method: string;
  path: string;
}

export interface CoreApi {
  name: string;
  baseUrl: string;
  description?: string;
  endpoints: CoreEndpoint[];
}

export interface CoreMcpServer {
  name: string;
  command: string;
  description?: string;
  /** The command's arguments (absent: the source gives none as strings). */
  args?: string[];
  /** The command's environment (absent: the source gives none of strings). */
  env?: Record<string, string>;
  /**
   * The server's extension fields (`x-url`, `x-transport`, `x-headers`, `x-cwd`, `x-<tool>`, …), as
   * written: what a remote server or one tool's own settings are in AIX (src/formats/mcp/servers-aix.ts).
   * AIX and the tools' MCP files keep them; every other target ledgers them.
   */
  extensions?: JsonObject;
}

export const MEMORY_KINDS = ["episodic", "semantic", "procedural", "persistence"] as const;
export type MemoryKind = (typeof MEMORY_KINDS)[number];

export interface CoreAgent {
  id: string;
  name: string;
  version: string;
  author?: string;
  description?: string;
  created?: string;
  persona: {
    role: string;
    instructions: string;
    tone?: string;
    style?: string;
    constraints: string[];
    temperature?: number;
    contextWindow?: number;
  };
  tools: CoreTool[];
  apis: CoreApi[];
  mcpServers: CoreMcpServer[];
  /** Memory settings by kind, as free-form objects (AIX keeps them open). */
  memory: Partial<Record<MemoryKind, JsonObject>>;
  policy: { allowedOperations: string[]; restrictedDomains: string[]; maxApiCallsPerMinute?: number };
  /**
   * Top-level extension sections (`x-claude-code`, …), as written: one tool's settings core does
   * not model (a subagent's tools and model). AIX and the tool's own format keep them; every other
   * target ledgers them.
   */
  extensions?: JsonObject;
}

/** The agent's identity: what the `core.Agent` node holds. */
export type CoreIdentity = Pick<
  CoreAgent,
  "id" | "name" | "version" | "author" | "description" | "created" | "extensions"
>;

export interface CoreMemoryStore {
  kind: MemoryKind;
  settings: JsonObject;
}

/** Whether a memory kind is configured and not switched off. */
export function memoryEnabled(a: CoreAgent, kind: MemoryKind): boolean {
  const m = a.memory[kind];
  return m !== undefined && m.enabled !== false;
}

/** Where a core node came from, by the JSON pointer of its source field (when the raise knows it). */
export type OriginOf = (pointer: string) => Origin | undefined;

declare module "../../graph/graph.js" {
  interface KindAttrs {
    "core.Agent": CoreIdentity;
    "core.Persona": CoreAgent["persona"];
    "core.Tool": CoreTool;
    "core.Endpoint": CoreApi;
    "core.McpServer": CoreMcpServer;
    "core.MemoryStore": CoreMemoryStore;
    "core.Policy": CoreAgent["policy"];
  }
}

const AGENT = "core:agent";

/**
 * Put an agent into the graph as `core.*` nodes: the agent (identity), its
 * persona, each tool, API, MCP server and memory store, and its policy, each
 * connected to the agent. Attributes are the typed core values themselves.
 */
export function addCoreAgent(graph: Graph, a: CoreAgent, originOf: OriginOf = () => undefined): Graph {
  const node = <A extends object>(id: string, kind: NodeKind, attrs: A, pointer: string, edge?: string): void => {
    const origin = originOf(pointer);
    graph.add<A>({ id, kind, attrs, ...(origin ? { origin } : {}) });
    if (edge) graph.connect(AGENT, id, edge);
  };
  const { persona, tools, apis, mcpServers, memory, policy, ...identity } = a;
  node<CoreIdentity>(AGENT, "core.Agent", identity, "/meta");
  node(`core:persona`, "core.Persona", persona, "/persona", "has");
  tools.forEach((t, i) => node(`core:tool:${i}`, "core.Tool", t, `/skills/${i}`, "uses"));
  apis.forEach((e, i) => node(`core:api:${i}`, "core.Endpoint", e, `/apis/${i}`, "calls"));
  mcpServers.forEach((m, i) => node(`core:mcp:${i}`, "core.McpServer", m, `/mcp/servers/${i}`, "uses"));
  for (const k of MEMORY_KINDS) {
    const settings = memory[k];
    if (settings)
      node<CoreMemoryStore>(`core:memory:${k}`, "core.MemoryStore", { kind: k, settings }, `/memory/${k}`, "remembers");
  }
  node(`core:policy`, "core.Policy", policy, "/security/capabilities", "governed-by");
  return graph;
}

/** The agent held by the graph's `core.*` nodes (the typed view the lowerings read), if there is one. */
export function coreAgentOf(graph: Graph): CoreAgent | undefined {
  const identity = graph.first("core.Agent")?.attrs;
  const persona = graph.first("core.Persona")?.attrs;
  const policy = graph.first("core.Policy")?.attrs;
  if (!identity || !persona || !policy) return undefined;
  const memory: CoreAgent["memory"] = {};
  for (const m of graph.nodes("core.MemoryStore")) memory[m.attrs.kind] = m.attrs.settings;
  return {
    ...identity,
    persona,
    tools: graph.nodes("core.Tool").map((n) => n.attrs),
    apis: graph.nodes("core.Endpoint").map((n) => n.attrs),
    mcpServers: graph.nodes("core.McpServer").map((n) => n.attrs),
    memory,
    policy,
  };
}
