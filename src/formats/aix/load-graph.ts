/**
 * AIX into the graph: one `aix.Agent` node holding the whole document
 * (lossless: unknown and `x-` sections included), and a node per section
 * item (`aix.Persona`, `aix.Skill`, `aix.Api`, `aix.McpServer`,
 * `aix.Memory`, `aix.Security`) pointing into it.
 */
import { Graph, type NodeKind } from "../../../ir/graph/graph.js";
import { isJsonObject, type JsonObject } from "../../../ir/json/value.js";
import type { AixSource } from "./read-agent.js";

export const AIX_AGENT_NODE = "aix:agent";

export function aixGraph(src: AixSource, graph = new Graph()): Graph {
  const doc = src.doc;
  if (!doc) return graph;
  const origin = (pointer: string) => {
    const pos = src.positions.get(pointer);
    return { file: src.file, pointer, ...pos };
  };
  graph.add({ id: AIX_AGENT_NODE, kind: "aix.Agent", attrs: doc, origin: origin("") });
  const part = (id: string, kind: NodeKind, attrs: JsonObject, pointer: string): void => {
    graph.add({ id, kind, attrs, origin: origin(pointer) });
    graph.connect(AIX_AGENT_NODE, id, "has");
  };
  if (isJsonObject(doc.persona)) part("aix:persona", "aix.Persona", doc.persona, "/persona");
  (Array.isArray(doc.skills) ? doc.skills : []).forEach((s, i) => isJsonObject(s) && part(`aix:skill:${i}`, "aix.Skill", s, `/skills/${i}`));
  (Array.isArray(doc.apis) ? doc.apis : []).forEach((a, i) => isJsonObject(a) && part(`aix:api:${i}`, "aix.Api", a, `/apis/${i}`));
  const servers = isJsonObject(doc.mcp) && Array.isArray(doc.mcp.servers) ? doc.mcp.servers : [];
  servers.forEach((s, i) => isJsonObject(s) && part(`aix:mcp:${i}`, "aix.McpServer", s, `/mcp/servers/${i}`));
  if (isJsonObject(doc.memory)) part("aix:memory", "aix.Memory", doc.memory, "/memory");
  if (isJsonObject(doc.security)) part("aix:security", "aix.Security", doc.security, "/security");
  return graph;
}
