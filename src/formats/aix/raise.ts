/**
 * AIX document → core agent. Core carries the agent's identity, persona,
 * skills, APIs (base URL and endpoint methods/paths), MCP servers (name,
 * command, description, string args and env, `x-` fields), memory,
 * capabilities and top-level `x-` sections; every other field of the document
 * goes to the loss ledger with the target that made the conversion necessary.
 * (The lowerings ledger the `x-` sections and server args, env and `x-` fields
 * a target cannot hold: src/formats/core/extensions.ts.)
 */
import { isJsonNumber, isJsonObject, numberOf, type Json, type JsonObject } from "../../../ir/json/value.js";
import type { LossLedger } from "../../../ir/loss-ledger.js";
import { MEMORY_KINDS, type CoreAgent, type CoreApi } from "../../../ir/dialects/core/agent.js";

const str = (v: Json | undefined): string | undefined => (typeof v === "string" ? v : undefined);
const strs = (v: Json | undefined): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
const obj = (v: Json | undefined): JsonObject | undefined => (isJsonObject(v) ? v : undefined);
const num = (v: Json | undefined): number | undefined => (v !== undefined && isJsonNumber(v) ? numberOf(v) : undefined);
const list = (v: Json | undefined): Json[] => (Array.isArray(v) ? v : []);

/** The fields of each AIX object that core carries (by JSON pointer of the object). */
const CARRIED: ReadonlyArray<[string, readonly string[]]> = [
  ["", ["meta", "persona", "skills", "apis", "mcp", "memory", "security"]],
  ["/meta", ["version", "id", "name", "author", "description", "created"]],
  ["/persona", ["role", "instructions", "tone", "style", "constraints", "temperature", "context_window"]],
  ["/mcp", ["servers"]],
  ["/memory", MEMORY_KINDS],
  ["/security", ["capabilities"]],
  ["/security/capabilities", ["allowed_operations", "restricted_domains", "max_api_calls_per_minute"]],
];
const SKILL_FIELDS = ["name", "description", "enabled"];
const API_FIELDS = ["name", "base_url", "description", "endpoints"];
const ENDPOINT_FIELDS = ["method", "path"];
const SERVER_FIELDS = ["name", "command", "description"];
const isExtension = (k: string): boolean => k.startsWith("x-");
const isStrings = (v: Json | undefined): v is string[] => Array.isArray(v) && v.every((x) => typeof x === "string");
const isStringMap = (v: Json | undefined): v is JsonObject =>
  isJsonObject(v) && Object.values(v).every((x) => typeof x === "string");
/** The `x-` fields of an object, as written (undefined when it has none). */
function extensionsOf(o: JsonObject): JsonObject | undefined {
  const keys = Object.keys(o).filter(isExtension);
  return keys.length ? Object.fromEntries(keys.map((k) => [k, o[k]!])) : undefined;
}

function reasonFor(base: string, k: string, target: string): string {
  if (isExtension(k)) return extensionReason(target, k);
  if (base === "/security" && (k === "checksum" || k === "signature"))
    return `the source's ${k} covers the source document only; a converted ${target} output needs its own integrity`;
  return `${target} has no place for ${base || "the top-level"} field ${k}`;
}

/** Why a target cannot hold a field of an MCP server (raising, and the lowerings that drop what core carries). */
export const serverReason = (target: string, k: string): string =>
  `${target} keeps an MCP server's name, command and description, not its ${k} (commands are data, never run)`;

/** Why a target cannot hold an extension section. */
export const extensionReason = (target: string, k: string): string =>
  `extension field ${k} has no ${target} equivalent`;

function at(doc: JsonObject, pointer: string): JsonObject | undefined {
  return obj(
    pointer
      .split("/")
      .slice(1)
      .reduce<Json | undefined>((x, k) => (isJsonObject(x) ? x[k] : undefined), doc),
  );
}

export function raiseAix(doc: JsonObject, file: string, ledger: LossLedger, target: string): CoreAgent {
  const TARGET = target.toUpperCase();
  // A checksum or signature covers the source only: the target gets (or can be given) its own.
  const regenerated = (pointer: string): boolean =>
    pointer === "/security/checksum" || pointer === "/security/signature";
  const miss = (pointer: string, reason: string): void =>
    ledger.record({ pointer, file, target, reason, ...(regenerated(pointer) ? { regenerated: true } : {}) });
  const extra = (o: JsonObject, base: string, keep: readonly string[], reason: (k: string) => string): void => {
    for (const k of Object.keys(o)) if (!keep.includes(k)) miss(`${base}/${k}`, reason(k));
  };
  for (const [base, keep] of CARRIED) {
    const o = base === "" ? doc : at(doc, base);
    // Top-level x- sections travel in core (CoreAgent.extensions).
    if (o)
      extra(o, base, base === "" ? [...keep, ...Object.keys(o).filter(isExtension)] : keep, (k) =>
        reasonFor(base, k, TARGET),
      );
  }
  const meta = obj(doc.meta) ?? {};
  const persona = obj(doc.persona) ?? {};
  const caps = at(doc, "/security/capabilities") ?? {};
  const agent: CoreAgent = {
    id: str(meta.id) ?? "",
    name: str(meta.name) ?? "agent",
    version: str(meta.version) ?? "1.0",
    persona: {
      role: str(persona.role) ?? "",
      instructions: str(persona.instructions) ?? "",
      constraints: strs(persona.constraints),
    },
    tools: [],
    apis: [],
    mcpServers: [],
    memory: {},
    policy: { allowedOperations: strs(caps.allowed_operations), restrictedDomains: strs(caps.restricted_domains) },
  };
  const extensions = extensionsOf(doc);
  if (extensions) agent.extensions = extensions;
  for (const k of ["author", "description", "created"] as const) {
    const v = str(meta[k]);
    if (v !== undefined) agent[k] = v;
  }
  for (const k of ["tone", "style"] as const) {
    const v = str(persona[k]);
    if (v !== undefined) agent.persona[k] = v;
  }
  const t = num(persona.temperature);
  if (t !== undefined) agent.persona.temperature = t;
  const cw = num(persona.context_window);
  if (cw !== undefined) agent.persona.contextWindow = cw;
  const mx = num(caps.max_api_calls_per_minute);
  if (mx !== undefined) agent.policy.maxApiCallsPerMinute = mx;

  list(doc.skills).forEach((s, i) => {
    if (!isJsonObject(s)) return;
    agent.tools.push({
      name: str(s.name) ?? `skill_${i}`,
      description: str(s.description) ?? "",
      enabled: s.enabled !== false,
    });
    // What core keeps of a skill (the target may keep less, and its lowering says so): never a claim about the target.
    extra(
      s,
      `/skills/${i}`,
      SKILL_FIELDS,
      (k) => `a skill converts as its name, description and enabled flag, not its ${k}`,
    );
  });
  list(doc.apis).forEach((a, i) => {
    if (!isJsonObject(a) || typeof a.base_url !== "string") return;
    const api: CoreApi = { name: str(a.name) ?? `api_${i}`, baseUrl: a.base_url, endpoints: [] };
    const d = str(a.description);
    if (d !== undefined) api.description = d;
    list(a.endpoints).forEach((e, j) => {
      if (!isJsonObject(e)) return;
      api.endpoints.push({ method: (str(e.method) ?? "GET").toUpperCase(), path: str(e.path) ?? "/" });
      extra(
        e,
        `/apis/${i}/endpoints/${j}`,
        ENDPOINT_FIELDS,
        (k) => `${TARGET} keeps an endpoint's method and path, not its ${k}`,
      );
    });
    agent.apis.push(api);
    extra(a, `/apis/${i}`, API_FIELDS, (k) =>
      k === "auth" ? "auth configuration and secrets never travel between formats" : `${TARGET} has no ${k} for an API`,
    );
  });
  list(obj(doc.mcp)?.servers).forEach((s, i) => {
    if (!isJsonObject(s)) return;
    const server: CoreAgent["mcpServers"][number] = {
      name: str(s.name) ?? `server_${i}`,
      command: str(s.command) ?? "",
    };
    const d = str(s.description);
    if (d !== undefined) server.description = d;
    const carried = [...SERVER_FIELDS];
    if (isStrings(s.args)) ((server.args = [...s.args]), carried.push("args"));
    if (isStringMap(s.env))
      ((server.env = Object.fromEntries(Object.entries(s.env)) as Record<string, string>), carried.push("env"));
    const ext = extensionsOf(s);
    if (ext) ((server.extensions = ext), carried.push(...Object.keys(ext)));
    agent.mcpServers.push(server);
    extra(s, `/mcp/servers/${i}`, carried, (k) => serverReason(TARGET, k));
  });
  const memory = obj(doc.memory) ?? {};
  for (const k of MEMORY_KINDS) {
    const m = obj(memory[k]);
    if (m) agent.memory[k] = m;
  }
  return agent;
}
