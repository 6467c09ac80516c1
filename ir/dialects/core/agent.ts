/**
 * The `core` dialect's agent: the shared semantic layer between formats
 * (DESIGN.md section 3). Raised from AIX or from a UAIX persona package,
 * lowered to AIX, AIR, UAIX and AIGX. A raise records in the loss ledger
 * every source field core does not carry; a lowering records every core
 * field its target cannot hold.
 */
import type { JsonObject } from "../../json/value.js";
import { fromPlain } from "../../json/value.js";
import { Graph } from "../../graph/graph.js";

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
}

/** Whether a memory kind is configured and not switched off. */
export function memoryEnabled(a: CoreAgent, kind: MemoryKind): boolean {
  const m = a.memory[kind];
  return m !== undefined && m.enabled !== false;
}

/** The core agent as `core.*` graph nodes (for `inspect` and the library). */
export function coreGraph(a: CoreAgent, graph = new Graph()): Graph {
  const attrs = (v: object): JsonObject => fromPlain(JSON.parse(JSON.stringify(v))) as JsonObject;
  graph.add({ id: "core:agent", kind: "core.Agent", attrs: attrs({ id: a.id, name: a.name, version: a.version }) });
  graph.add({ id: "core:persona", kind: "core.Persona", attrs: attrs(a.persona) });
  graph.connect("core:agent", "core:persona", "has");
  const child = (id: string, kind: `core.${string}`, value: object, label: string): void => {
    graph.add({ id, kind, attrs: attrs(value) });
    graph.connect("core:agent", id, label);
  };
  for (const t of a.tools) child(`core:tool:${t.name}`, "core.Tool", t, "uses");
  for (const e of a.apis) child(`core:api:${e.name}`, "core.Endpoint", e, "calls");
  for (const m of a.mcpServers) child(`core:mcp:${m.name}`, "core.McpServer", m, "uses");
  for (const [k, v] of Object.entries(a.memory)) child(`core:memory:${k}`, "core.MemoryStore", v, "remembers");
  child("core:policy", "core.Policy", a.policy, "governed-by");
  return graph;
}
