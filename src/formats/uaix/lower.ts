/**
 * core agent → UAIX persona package (docs/specs.md section 3, AIX ↔ UAIX):
 * identity ← meta; persona ← voice and settings; totem ← role and
 * instructions; taboo ← constraints and restricted domains; world-context ←
 * skills, APIs and MCP servers (with their args and env) as descriptions (never grants); short-term
 * memory ← episodic; memory-maintenance ← procedural, persistence and a
 * disabled semantic memory; long-term-memory ← enabled semantic memory;
 * talisman ← the integrity anchors of totem and taboo. Every file uses the
 * `.uai` template with lossless values (uai-values.ts), so raiseUaix gives the
 * same core agent back.
 */
import { fromPlain, type JsonObject } from "../../../ir/json/value.js";
import { parseUai, renderUai } from "../../../ir/dialects/uaix/uai-text.js";
import { memoryEnabled, type CoreAgent } from "../../../ir/dialects/core/agent.js";
import { UaiFiles } from "./uai-files.js";
import { encodeValue, objectHeaders, renderBullets, renderItems, type NamedItem } from "./uai-values.js";

export interface UaixLowering {
  files: Map<string, string>;
  scopes: string[];
  manifestFields: JsonObject;
}

type Headers = Array<[string, string]>;

/** Instructions go in a section when the template keeps them exactly (up to trailing line breaks), else in a JSON header. */
export function instructionsPlacement(text: string): { headers: Headers; sections: Headers } {
  const body = text.replace(/\n+$/, "");
  const back = parseUai(
    renderUai({ title: "t", purpose: "p", requiredFor: [], headers: [], sections: [["Instructions", body]] }),
  ).sections[0]?.[1];
  return back === body && body !== ""
    ? { headers: [], sections: [["Instructions", body]] }
    : { headers: [["instructions", encodeValue(text)]], sections: [] };
}

export function worldItems(a: CoreAgent): { skills: NamedItem[]; apis: NamedItem[]; servers: NamedItem[] } {
  return {
    skills: a.tools.map((t) => ({
      name: t.name,
      fields: [["description", t.description], ...(t.enabled ? [] : [["enabled", "false"] as [string, string]])],
    })),
    apis: a.apis.map((e) => ({
      name: e.name,
      fields: [
        ["base_url", e.baseUrl],
        ...(e.description !== undefined ? [["description", e.description] as [string, string]] : []),
        ...e.endpoints.map((x) => ["endpoint", `${x.method} ${x.path}`] as [string, string]),
      ],
    })),
    // A server's args and env as one-line JSON fields (the way back reads them): the package describes how it is started, never starts it.
    servers: a.mcpServers.map((m) => ({
      name: m.name,
      fields: [
        ["command", m.command],
        ...(m.description !== undefined ? [["description", m.description] as [string, string]] : []),
        ...(m.args ? [["args", JSON.stringify(m.args)] as [string, string]] : []),
        ...(m.env ? [["env", JSON.stringify(m.env)] as [string, string]] : []),
      ],
    })),
  };
}

export function lowerToUaix(a: CoreAgent): UaixLowering {
  const out = new UaiFiles();
  const optional = (pairs: Array<[string, string | number | undefined]>): Headers =>
    pairs.flatMap(([k, v]) => (v === undefined ? [] : [[k, encodeValue(v)] as [string, string]]));

  out.add(
    "identity",
    "Identity",
    "Identifies this package and the agent it carries.",
    ["universal"],
    optional([
      ["name", a.name],
      ["id", a.id],
      ["version", a.version],
      ["author", a.author],
      ["created", a.created],
      ["description", a.description],
    ]),
  );
  const p = a.persona;
  out.add(
    "persona",
    "Persona",
    "The preserved persona: voice, stance and interaction settings.",
    ["persona_profile"],
    optional([
      ["role", p.role],
      ["tone", p.tone],
      ["style", p.style],
      ["temperature", p.temperature],
      ["context_window", p.contextWindow],
    ]),
  );
  const instructions = instructionsPlacement(p.instructions);
  out.add(
    "totem",
    "Totem",
    "Active instruction anchor: the agent's role and core instructions.",
    ["universal"],
    [...optional([["role", p.role]]), ...instructions.headers],
    instructions.sections,
  );
  const taboo: Headers = [];
  if (p.constraints.length) taboo.push(["Constraints", renderBullets(p.constraints)]);
  if (a.policy.restrictedDomains.length) taboo.push(["Restricted Domains", renderBullets(a.policy.restrictedDomains)]);
  out.add("taboo", "Taboo", "Active instruction anchor: what the agent must never do.", ["universal"], [], taboo);

  const items = worldItems(a);
  const world: Headers = [];
  if (items.skills.length) world.push(["Skills", renderItems(items.skills)]);
  if (items.apis.length) world.push(["APIs", renderItems(items.apis)]);
  if (items.servers.length) world.push(["MCP Servers", renderItems(items.servers)]);
  if (a.policy.allowedOperations.length) world.push(["Allowed Operations", renderBullets(a.policy.allowedOperations)]);
  out.add(
    "world-context",
    "World Context",
    "What the agent knows about its tools and services (descriptions, not grants).",
    ["universal"],
    optional([["max_api_calls_per_minute", a.policy.maxApiCallsPerMinute]]),
    world,
  );

  out.add(
    "short-term-memory",
    "Short-Term Memory",
    "Episodic memory settings.",
    ["universal"],
    objectHeaders(a.memory.episodic),
  );
  const semanticOn = memoryEnabled(a, "semantic");
  out.add(
    "memory-maintenance",
    "Memory Maintenance",
    "Procedural memory, persistence and retention settings.",
    ["universal"],
    [
      ...objectHeaders(a.memory.procedural, "procedural."),
      ...objectHeaders(a.memory.persistence, "persistence."),
      ...(semanticOn ? [] : objectHeaders(a.memory.semantic, "semantic.")),
    ],
  );
  const scopes = ["persona_profile"];
  const manifestFields: JsonObject = {};
  if (semanticOn) {
    out.add(
      "long-term-memory",
      "Long-Term Memory",
      "Semantic memory configuration.",
      ["long_term_memory"],
      objectHeaders(a.memory.semantic),
    );
    scopes.push("long_term_memory");
    manifestFields.longTermMemory = fromPlain({
      wikiRoot: "memory/wiki",
      indexPath: "memory/wiki/index.md",
      evidenceLog: "memory/evidence.log",
      steward: a.author ?? a.name,
      sourceBoundary: "this package",
      promotionTargets: ["memory/wiki"],
      reviewState: "review_required",
      trustLabels: ["agent-config"],
      disposition: "keep-active",
    });
  }
  out.addTalisman();
  return { files: out.files, scopes, manifestFields };
}
