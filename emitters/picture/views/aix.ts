/**
 * The AIX view: the agent and what it is made of: persona (with its
 * constraints), skills, tools (the capabilities each MCP server offers),
 * APIs with their endpoints, MCP servers, memory stores, and the security
 * section's allowed operations and restricted domains.
 */
import type { Graph } from "../../../ir/graph/graph.js";
import { GROUP_THRESHOLD, PictureBuilder, plural, type Picture } from "../model.js";
import { oneLine } from "../escape.js";
import { arr, obj, str, type Failures } from "./common.js";

export interface AixViewOptions {
  title?: string;
  failures?: Failures;
}

const AGENT = "aix:agent";
/** Endpoints, constraints and tools drawn per parent before the rest are counted. */
const MAX_CHILDREN = 12;

export function aixPicture(graph: Graph, options: AixViewOptions = {}): Picture {
  const p = new PictureBuilder(options.title ?? "AIX agent", "LR");
  const agent = graph.get(AGENT);
  const meta = obj(agent?.attrs.meta);
  if (agent) p.node({ key: AGENT, kind: "aix.Agent", shape: "tab", label: `agent ${oneLine(str(meta?.name) ?? "?", 36)}${str(meta?.version) ? `\nAIX ${oneLine(str(meta?.version)!, 12)}` : ""}`, title: `${AGENT}\n${str(meta?.name) ?? ""}${str(meta?.description) ? `\n${str(meta?.description)}` : ""}` });
  const parts = graph.nodes().filter((n) => n.kind !== "aix.Agent");
  const big = parts.length > GROUP_THRESHOLD;
  const children = (parent: string, kind: string, items: string[], label: (s: string) => string, edge: string): void => {
    items.slice(0, MAX_CHILDREN).forEach((s, i) => {
      const key = `${parent}/${kind}/${i}`;
      p.node({ key, kind, label: label(s), title: `${key}\n${s}` });
      p.edge({ from: parent, to: key, kind: edge });
    });
    if (items.length > MAX_CHILDREN) {
      const key = `${parent}/${kind}/more`;
      p.node({ key, kind: "picture.group", tone: kind, classes: [kind], shape: "box3d", label: `${items.length - MAX_CHILDREN} more` });
      p.edge({ from: parent, to: key, kind: edge });
    }
  };
  const strings = (v: Parameters<typeof arr>[0]): string[] => arr(v).filter((x): x is string => typeof x === "string");
  p.cluster({ key: "skills", label: "skills" });
  p.cluster({ key: "apis", label: "apis" });
  p.cluster({ key: "mcp", label: "mcp servers and their tools" });
  const skills = parts.filter((n) => n.kind === "aix.Skill");
  for (const n of parts) {
    const a = n.attrs;
    if (big && n.kind === "aix.Skill" && skills.indexOf(n) >= MAX_CHILDREN) continue;
    switch (n.kind) {
      case "aix.Persona":
        p.node({ key: n.id, kind: n.kind, shape: "ellipse", label: `persona\n${oneLine(str(a.role) ?? "", 36)}${str(a.tone) ? `\n${oneLine(str(a.tone)!, 36)}` : ""}`, title: `${n.id}\n${str(a.instructions) ?? ""}` });
        children(n.id, "aix.Constraint", strings(a.constraints), (s) => `constraint\n${oneLine(s, 36)}`, "constraint");
        break;
      case "aix.Skill":
        p.node({ key: n.id, kind: n.kind, cluster: "skills", classes: a.enabled === false ? ["disabled"] : [], label: `skill ${oneLine(str(a.name) ?? "?", 32)}${a.enabled === false ? " (disabled)" : ""}${str(a.description) ? `\n${oneLine(str(a.description)!, 36)}` : ""}`, title: `${n.id}\n${str(a.name) ?? ""}: ${str(a.description) ?? ""}` });
        break;
      case "aix.Api": {
        p.node({ key: n.id, kind: n.kind, cluster: "apis", shape: "component", label: `api ${oneLine(str(a.name) ?? "?", 32)}\n${oneLine(str(a.base_url) ?? "", 40)}`, title: `${n.id}\n${str(a.name) ?? ""} ${str(a.base_url) ?? ""}` });
        const eps = arr(a.endpoints).map(obj).map((e) => `${str(e?.method) ?? "?"} ${str(e?.path) ?? "?"}`);
        children(n.id, "aix.Endpoint", eps, (s) => oneLine(s, 40), "endpoint");
        break;
      }
      case "aix.McpServer":
        p.node({ key: n.id, kind: n.kind, cluster: "mcp", shape: "component", label: `mcp ${oneLine(str(a.name) ?? "?", 32)}\n${oneLine([str(a.command) ?? "", ...strings(a.args)].join(" "), 40)}`, title: `${n.id}\n${str(a.name) ?? ""}: ${str(a.description) ?? ""}` });
        children(n.id, "aix.Tool", strings(a.capabilities), (s) => `tool ${oneLine(s, 32)}`, "offers");
        break;
      case "aix.Memory":
        p.node({ key: n.id, kind: n.kind, shape: "cylinder", label: "memory" });
        for (const store of ["episodic", "semantic", "procedural"]) {
          const s = obj(a[store]);
          if (!s) continue;
          const key = `${n.id}/${store}`;
          p.node({ key, kind: "aix.MemoryStore", shape: "cylinder", classes: s.enabled === false ? ["disabled"] : [], label: `${store}${s.enabled === false ? " (disabled)" : ""}` });
          p.edge({ from: n.id, to: key, kind: "store" });
        }
        break;
      case "aix.Security": {
        const caps = obj(a.capabilities);
        p.node({ key: n.id, kind: n.kind, shape: "octagon", label: `security${obj(a.checksum) ? "\nchecksum" : ""}${obj(a.signature) ? " · signed" : ""}` });
        children(n.id, "aix.Operation", strings(caps?.allowed_operations), (s) => `allows ${oneLine(s, 32)}`, "allows");
        children(n.id, "aix.RestrictedDomain", strings(caps?.restricted_domains), (s) => `denies ${oneLine(s, 32)}`, "restricts");
        break;
      }
      default:
        p.node({ key: n.id, kind: n.kind, label: oneLine(n.kind, 32) });
    }
    if (agent) p.edge({ from: AGENT, to: n.id, kind: "has" });
  }
  if (big && skills.length > MAX_CHILDREN) {
    p.node({ key: "aix:skills:more", kind: "picture.group", tone: "aix.Skill", classes: ["aix-Skill"], cluster: "skills", shape: "box3d", label: `${plural(skills.length - MAX_CHILDREN, "more skill")}` });
    if (agent) p.edge({ from: AGENT, to: "aix:skills:more", kind: "has" });
    p.notes.push(`${plural(skills.length, "skill")}: the first ${MAX_CHILDREN} drawn, the rest as one node`);
  }
  for (const [id, why] of options.failures ?? []) p.fail(p.has(id) ? id : AGENT, p.has(id) ? why : `${id}: ${why}`);
  return p.build();
}
