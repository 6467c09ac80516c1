/**
 * UAIX persona package → core agent: the inverse of lowerToUaix. Memory files
 * AIX has no place for, and the package's own identity (issuer, creation time,
 * scopes, boundary statements), go to the loss ledger; the talisman is derived
 * from totem and taboo, so nothing of it is lost.
 */
import { parseJson } from "../../../ir/json/parse.js";
import { isJsonNumber, isJsonObject, numberOf, type Json } from "../../../ir/json/value.js";
import type { LossLedger } from "../../../ir/loss-ledger.js";
import { parseUai, type UaiDocument } from "../../../ir/dialects/uaix/uai-text.js";
import { MANIFEST_PATH } from "../../../ir/dialects/uaix/tokens.js";
import type { CoreAgent } from "../../../ir/dialects/core/agent.js";
import { decodeValue, headersObject, parseBullets, parseItems, type NamedItem } from "./uai-values.js";

/** The files a persona package maps to AIX; the others are ledgered. */
export const PERSONA_FILES = [
  "identity",
  "persona",
  "totem",
  "taboo",
  "world-context",
  "short-term-memory",
  "memory-maintenance",
  "long-term-memory",
  "talisman",
].map((n) => `.uai/${n}.uai`);
/** Manifest fields that describe the container itself and are rebuilt on packing. */
const CONTAINER_FIELDS = new Set([
  "uaixVersion",
  "packageFormat",
  "files",
  "integrity",
  "entrypoints",
  "profileId",
  "packageId",
]);

const section = (d: UaiDocument, name: string): string | undefined => d.sections.find(([h]) => h === name)?.[1];
const field = (it: NamedItem, k: string): string | undefined => it.fields.find(([x]) => x === k)?.[1];
/** A field written as one-line JSON (an MCP server's args, env); undefined when absent or not JSON. */
const jsonField = (it: NamedItem, k: string): unknown => {
  const v = field(it, k);
  try {
    return v === undefined ? undefined : (JSON.parse(v) as unknown);
  } catch {
    return undefined;
  }
};

export function raiseUaix(files: ReadonlyMap<string, string>, ledger: LossLedger, file: string): CoreAgent {
  const doc = (name: string): UaiDocument => parseUai(files.get(`.uai/${name}.uai`) ?? "");
  const header = (d: UaiDocument, k: string): Json | undefined => {
    const h = d.headers.find(([x]) => x === k);
    return h ? decodeValue(h[1]) : undefined;
  };
  const text = (d: UaiDocument, k: string): string | undefined => {
    const v = header(d, k);
    return v === undefined || v === null
      ? undefined
      : typeof v === "string"
        ? v
        : isJsonNumber(v)
          ? String(numberOf(v))
          : String(v);
  };
  const number = (d: UaiDocument, k: string): number | undefined => {
    const v = header(d, k);
    return v !== undefined && isJsonNumber(v) ? numberOf(v) : undefined;
  };
  const identity = doc("identity");
  const persona = doc("persona");
  const totem = doc("totem");
  const taboo = doc("taboo");
  const world = doc("world-context");
  // A hand-edited package's server field that is not what the lowering writes: named, not guessed at.
  const unread = (server: string, k: string, what: string): void =>
    ledger.record({
      pointer: "/.uai/world-context.uai",
      file,
      target: "aix",
      reason: `the MCP server ${server}'s ${k} is not ${what}; not read`,
    });
  const a: CoreAgent = {
    id: text(identity, "id") ?? "",
    name: text(identity, "name") ?? "agent",
    version: text(identity, "version") ?? "1.0",
    persona: {
      role: text(persona, "role") ?? text(totem, "role") ?? "",
      instructions: text(totem, "instructions") ?? section(totem, "Instructions") ?? "",
      constraints: parseBullets(section(taboo, "Constraints")),
    },
    tools: parseItems(section(world, "Skills")).map((it) => ({
      name: it.name,
      description: field(it, "description") ?? "",
      enabled: field(it, "enabled") !== "false",
    })),
    apis: parseItems(section(world, "APIs")).map((it) => {
      const api: CoreAgent["apis"][number] = {
        name: it.name,
        baseUrl: field(it, "base_url") ?? "",
        endpoints: it.fields
          .filter(([k]) => k === "endpoint")
          .map(([, v]) => {
            const cut = v.indexOf(" ");
            return cut < 0 ? { method: v, path: "/" } : { method: v.slice(0, cut), path: v.slice(cut + 1) };
          }),
      };
      const d = field(it, "description");
      if (d !== undefined) api.description = d;
      return api;
    }),
    mcpServers: parseItems(section(world, "MCP Servers")).map((it) => {
      const s: CoreAgent["mcpServers"][number] = { name: it.name, command: field(it, "command") ?? "" };
      const d = field(it, "description");
      if (d !== undefined) s.description = d;
      const args = jsonField(it, "args");
      if (Array.isArray(args) && args.every((x) => typeof x === "string")) s.args = args;
      else if (field(it, "args") !== undefined) unread(it.name, "args", "a JSON list of strings");
      const env = jsonField(it, "env");
      if (
        env &&
        typeof env === "object" &&
        !Array.isArray(env) &&
        Object.values(env).every((x) => typeof x === "string")
      )
        s.env = env as Record<string, string>;
      else if (field(it, "env") !== undefined) unread(it.name, "env", "a JSON object of strings");
      return s;
    }),
    memory: {},
    policy: {
      allowedOperations: parseBullets(section(world, "Allowed Operations")),
      restrictedDomains: parseBullets(section(taboo, "Restricted Domains")),
    },
  };
  for (const k of ["author", "created", "description"] as const) {
    const v = text(identity, k);
    if (v !== undefined) a[k] = v;
  }
  for (const k of ["tone", "style"] as const) {
    const v = text(persona, k);
    if (v !== undefined) a.persona[k] = v;
  }
  const t = number(persona, "temperature");
  if (t !== undefined) a.persona.temperature = t;
  const cw = number(persona, "context_window");
  if (cw !== undefined) a.persona.contextWindow = cw;
  const mx = number(world, "max_api_calls_per_minute");
  if (mx !== undefined) a.policy.maxApiCallsPerMinute = mx;
  const maintenance = doc("memory-maintenance").headers;
  const memory = {
    episodic: headersObject(doc("short-term-memory").headers),
    procedural: headersObject(maintenance, "procedural."),
    persistence: headersObject(maintenance, "persistence."),
    semantic: files.has(".uai/long-term-memory.uai")
      ? headersObject(doc("long-term-memory").headers)
      : headersObject(maintenance, "semantic."),
  };
  for (const [k, v] of Object.entries(memory)) if (v) a.memory[k as keyof typeof memory] = v;

  const miss = (pointer: string, reason: string): void => ledger.record({ pointer, file, target: "aix", reason });
  for (const path of [...files.keys()].sort()) {
    if (path !== MANIFEST_PATH && !PERSONA_FILES.includes(path))
      miss(`/${path}`, "AIX has no place for this memory file");
  }
  const manifestText = files.get(MANIFEST_PATH);
  const manifest = manifestText ? parseJson(manifestText).value : undefined;
  if (isJsonObject(manifest)) {
    for (const k of Object.keys(manifest))
      if (!CONTAINER_FIELDS.has(k)) miss(`/${MANIFEST_PATH}/${k}`, "AIX has no place for the package's own metadata");
  }
  return a;
}
