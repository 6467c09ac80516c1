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
/** Skills, APIs and MCP servers drawn per section in a big agent. */
const SECTION_SHOWN = 40;

export function aixPicture(graph: Graph, options: AixViewOptions = {}): Picture {
  const p = new PictureBuilder(options.title ?? "AIX agent", "LR");
  const agent = graph.get(AGENT);
  const meta = obj(agent?.attrs.meta);
  if (agent)
    p.node({
      key: AGENT,
      kind: "aix.Agent",
      shape: "tab",
      label: `agent ${oneLine(str(meta?.name) ?? "?", 36)}${str(meta?.version) ? `\nAIX ${oneLine(str(meta?.version)!, 12)}` : ""}`,
      title: `${AGENT}\n${str(meta?.name) ?? ""}${str(meta?.description) ? `\n${str(meta?.description)}` : ""}`,
    });
  const parts = graph.nodes().filter((n) => n.kind !== "aix.Agent");
  const strings = (v: Parameters<typeof arr>[0]): string[] => arr(v).filter((x): x is string => typeof x === "string");
  // What the children (endpoints, tools, constraints, operations) would add, at most MAX_CHILDREN + 1 each.
  const childCount = parts.reduce(
    (n, x) =>
      n +
      [x.attrs.constraints, x.attrs.capabilities, x.attrs.endpoints].reduce(
        (m: number, v) => m + Math.min(MAX_CHILDREN + 1, arr(v).length),
        0,
      ),
    0,
  );
  const big = parts.length + childCount > GROUP_THRESHOLD;
  const children = (
    parent: string,
    kind: string,
    items: string[],
    label: (s: string) => string,
    edge: string,
  ): void => {
    // In a big agent each parent shows only how many it has.
    items.slice(0, big ? 0 : MAX_CHILDREN).forEach((s, i) => {
      const key = `${parent}/${kind}/${i}`;
      p.node({ key, kind, label: label(s), title: `${key}\n${s}` });
      p.edge({ from: parent, to: key, kind: edge });
    });
    const shown = big ? 0 : MAX_CHILDREN;
    if (items.length > shown) {
      const key = `${parent}/${kind}/more`;
      p.node({
        key,
        kind: "picture.group",
        tone: kind,
        classes: [kind],
        shape: "box3d",
        label: `${items.length - shown} ${shown ? "more " : ""}${kind.slice(kind.indexOf(".") + 1).toLowerCase()}${items.length - shown === 1 ? "" : "s"}`,
      });
      p.edge({ from: parent, to: key, kind: edge });
    }
  };
  p.cluster({ key: "skills", label: "skills" });
  p.cluster({ key: "apis", label: "apis" });
  p.cluster({ key: "mcp", label: "mcp servers and their tools" });
  // In a big agent, each section (skills, apis, mcp servers) shows its first SECTION_SHOWN items, then a count.
  const sectionIndex = new Map<string, number>();
  const hidden = new Map<string, number>();
  for (const n of parts) {
    const a = n.attrs;
    const index = sectionIndex.get(n.kind) ?? 0;
    sectionIndex.set(n.kind, index + 1);
    if (
      big &&
      index >= SECTION_SHOWN &&
      (n.kind === "aix.Skill" || n.kind === "aix.Api" || n.kind === "aix.McpServer")
    ) {
      hidden.set(n.kind, (hidden.get(n.kind) ?? 0) + 1);
      continue;
    }
    switch (n.kind) {
      case "aix.Persona":
        p.node({
          key: n.id,
          kind: n.kind,
          shape: "ellipse",
          label: `persona\n${oneLine(str(a.role) ?? "", 36)}${str(a.tone) ? `\n${oneLine(str(a.tone)!, 36)}` : ""}`,
          title: `${n.id}\n${str(a.instructions) ?? ""}`,
        });
        children(n.id, "aix.Constraint", strings(a.constraints), (s) => `constraint\n${oneLine(s, 36)}`, "constraint");
        break;
      case "aix.Skill":
        p.node({
          key: n.id,
          kind: n.kind,
          cluster: "skills",
          classes: a.enabled === false ? ["disabled"] : [],
          label: `skill ${oneLine(str(a.name) ?? "?", 32)}${a.enabled === false ? " (disabled)" : ""}${str(a.description) ? `\n${oneLine(str(a.description)!, 36)}` : ""}`,
          title: `${n.id}\n${str(a.name) ?? ""}: ${str(a.description) ?? ""}`,
        });
        break;
      case "aix.Api": {
        p.node({
          key: n.id,
          kind: n.kind,
          cluster: "apis",
          shape: "component",
          label: `api ${oneLine(str(a.name) ?? "?", 32)}\n${oneLine(str(a.base_url) ?? "", 40)}`,
          title: `${n.id}\n${str(a.name) ?? ""} ${str(a.base_url) ?? ""}`,
        });
        const eps = arr(a.endpoints)
          .map(obj)
          .map((e) => `${str(e?.method) ?? "?"} ${str(e?.path) ?? "?"}`);
        children(n.id, "aix.Endpoint", eps, (s) => oneLine(s, 40), "endpoint");
        break;
      }
      case "aix.McpServer":
        p.node({
          key: n.id,
          kind: n.kind,
          cluster: "mcp",
          shape: "component",
          label: `mcp ${oneLine(str(a.name) ?? "?", 32)}\n${oneLine([str(a.command) ?? "", ...strings(a.args)].join(" "), 40)}`,
          title: `${n.id}\n${str(a.name) ?? ""}: ${str(a.description) ?? ""}`,
        });
        children(n.id, "aix.Tool", strings(a.capabilities), (s) => `tool ${oneLine(s, 32)}`, "offers");
        break;
      case "aix.Memory":
        p.node({ key: n.id, kind: n.kind, shape: "cylinder", label: "memory" });
        for (const store of ["episodic", "semantic", "procedural"]) {
          const s = obj(a[store]);
          if (!s) continue;
          const key = `${n.id}/${store}`;
          p.node({
            key,
            kind: "aix.MemoryStore",
            shape: "cylinder",
            classes: s.enabled === false ? ["disabled"] : [],
            label: `${store}${s.enabled === false ? " (disabled)" : ""}`,
          });
          p.edge({ from: n.id, to: key, kind: "store" });
        }
        break;
      case "aix.Security": {
        const caps = obj(a.capabilities);
        p.node({
          key: n.id,
          kind: n.kind,
          shape: "octagon",
          label: `security${obj(a.checksum) ? "\nchecksum" : ""}${obj(a.signature) ? " · signed" : ""}`,
        });
        children(n.id, "aix.Operation", strings(caps?.allowed_operations), (s) => `allows ${oneLine(s, 32)}`, "allows");
        children(
          n.id,
          "aix.RestrictedDomain",
          strings(caps?.restricted_domains),
          (s) => `denies ${oneLine(s, 32)}`,
          "restricts",
        );
        break;
      }
      default:
        p.node({ key: n.id, kind: n.kind, label: oneLine(n.kind, 32) });
    }
    if (agent) p.edge({ from: AGENT, to: n.id, kind: "has" });
  }
  for (const [kind, n] of hidden) {
    const section = kind === "aix.Skill" ? "skills" : kind === "aix.Api" ? "apis" : "mcp";
    const noun = kind === "aix.Skill" ? "skill" : kind === "aix.Api" ? "API" : "MCP server";
    const key = `aix:${section}:more`;
    p.node({
      key,
      kind: "picture.group",
      tone: kind,
      classes: [kind],
      cluster: section,
      shape: "box3d",
      label: plural(n, `more ${noun}`),
    });
    if (agent) p.edge({ from: AGENT, to: key, kind: "has" });
    p.notes.push(`${plural(n + SECTION_SHOWN, noun)}: the first ${SECTION_SHOWN} drawn, the rest as one node`);
  }
  if (big) p.notes.push("endpoints, tools, constraints and operations counted, not drawn (a big agent)");
  for (const [id, why] of options.failures ?? []) p.fail(p.has(id) ? id : AGENT, p.has(id) ? why : `${id}: ${why}`);
  return p.build();
}
