/**
 * AIX into the graph: one `aix.Agent` node holding the whole document
 * (lossless: unknown and `x-` sections included), and a node per section
 * item (`aix.Persona`, `aix.Skill`, `aix.Api`, `aix.McpServer`,
 * `aix.Memory`, `aix.Security`) pointing into it.
 */
import { Graph, type NodeKind } from "../../../ir/graph/graph.js";
import { isJsonObject, type JsonObject } from "../../../ir/json/value.js";
import type { AixSource } from "./read-agent.js";
import { rangeOf } from "../../../ir/json/line-index.js";

export const AIX_AGENT_NODE = "aix:agent";

/** The sections read as a node each, with the id prefix of their nodes (one list for aixGraph and aixNodeOf). */
const ITEMS = [
  { pointer: "/skills", id: "aix:skill" },
  { pointer: "/apis", id: "aix:api" },
  { pointer: "/mcp/servers", id: "aix:mcp" },
] as const;
const SECTIONS = [
  { pointer: "/persona", id: "aix:persona" },
  { pointer: "/memory", id: "aix:memory" },
  { pointer: "/security", id: "aix:security" },
] as const;

/** The id of the node aixGraph makes for the part of `doc` a pointer lies in (the agent's node when none smaller). */
export function aixNodeOf(doc: JsonObject, pointer: string | undefined): string {
  if (!pointer) return AIX_AGENT_NODE;
  const within = (p: string): boolean => pointer === p || pointer.startsWith(`${p}/`);
  for (const { pointer: p, id } of ITEMS) {
    if (!within(p)) continue;
    const i = pointer.slice(p.length + 1).split("/")[0];
    const list = p === "/mcp/servers" ? (isJsonObject(doc.mcp) ? doc.mcp.servers : undefined) : doc[p.slice(1)];
    return i !== undefined && /^\d+$/.test(i) && Array.isArray(list) && isJsonObject(list[Number(i)])
      ? `${id}:${i}`
      : AIX_AGENT_NODE;
  }
  for (const { pointer: p, id } of SECTIONS) if (within(p)) return isJsonObject(doc[p.slice(1)]) ? id : AIX_AGENT_NODE;
  return AIX_AGENT_NODE;
}

export function aixGraph(src: AixSource, graph = new Graph()): Graph {
  const doc = src.doc;
  if (!doc) return graph;
  const origin = (pointer: string) => {
    const pos = src.positions.get(pointer);
    return { file: src.file, pointer, ...rangeOf(pos) };
  };
  graph.add({ id: AIX_AGENT_NODE, kind: "aix.Agent", attrs: doc, origin: origin("") });
  const part = (id: string, kind: NodeKind, attrs: JsonObject, pointer: string): void => {
    graph.add({ id, kind, attrs, origin: origin(pointer) });
    graph.connect(AIX_AGENT_NODE, id, "has");
  };
  if (isJsonObject(doc.persona)) part(SECTIONS[0].id, "aix.Persona", doc.persona, SECTIONS[0].pointer);
  (Array.isArray(doc.skills) ? doc.skills : []).forEach(
    (s, i) => isJsonObject(s) && part(`${ITEMS[0].id}:${i}`, "aix.Skill", s, `${ITEMS[0].pointer}/${i}`),
  );
  (Array.isArray(doc.apis) ? doc.apis : []).forEach(
    (a, i) => isJsonObject(a) && part(`${ITEMS[1].id}:${i}`, "aix.Api", a, `${ITEMS[1].pointer}/${i}`),
  );
  const servers = isJsonObject(doc.mcp) && Array.isArray(doc.mcp.servers) ? doc.mcp.servers : [];
  servers.forEach(
    (s, i) => isJsonObject(s) && part(`${ITEMS[2].id}:${i}`, "aix.McpServer", s, `${ITEMS[2].pointer}/${i}`),
  );
  if (isJsonObject(doc.memory)) part(SECTIONS[1].id, "aix.Memory", doc.memory, SECTIONS[1].pointer);
  if (isJsonObject(doc.security)) part(SECTIONS[2].id, "aix.Security", doc.security, SECTIONS[2].pointer);
  return graph;
}
