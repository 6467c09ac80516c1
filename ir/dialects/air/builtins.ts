/**
 * The built-in `sys/*` definitions of AIR v1: the parameter and receipt
 * schemas of the five effects (spec section 7) and the four capability types
 * (section 9). Optional fields (`x?` in the spec) are `option` types. As in
 * the reference, built-ins are hashed without `$kind`.
 */
import { fromPlain, type JsonObject } from "../../json/value.js";
import { hashNode } from "./node-hash.js";

const text = { text: {} };
const nat = { nat: {} };
const int = { int: {} };
const hash = { hash: {} };
const dec128 = { dec128: {} };
const option = (t: object): object => ({ option: t });
const set = (t: object): object => ({ set: t });
const record = (fields: Record<string, object>): object => ({ record: fields });
const textMap = { map: { key: text, value: text } };

function schema(name: string, type: object): JsonObject {
  return fromPlain({ $kind: "defschema", name, type }) as JsonObject;
}

function cap(name: string, capType: string, type: object): JsonObject {
  return fromPlain({ $kind: "defcap", name, cap_type: capType, schema: type }) as JsonObject;
}

export const BUILTIN_SCHEMAS: JsonObject[] = [
  schema("sys/HttpRequestParams@1", record({ method: text, url: text, headers: textMap, body_ref: option(hash) })),
  schema(
    "sys/HttpRequestReceipt@1",
    record({
      status: int,
      headers: textMap,
      body_ref: option(hash),
      timings: record({ start_ns: nat, end_ns: nat }),
      adapter_id: text,
    }),
  ),
  schema("sys/BlobPutParams@1", record({ ns: text, blob_ref: hash })),
  schema("sys/BlobPutReceipt@1", record({ stored_ref: hash, size: nat })),
  schema("sys/BlobGetParams@1", record({ ns: text, key: text })),
  schema("sys/BlobGetReceipt@1", record({ blob_ref: hash, size: nat })),
  schema("sys/TimerSetParams@1", record({ deliver_at_ns: nat, key: option(text) })),
  schema("sys/TimerSetReceipt@1", record({ delivered_at_ns: nat, key: option(text) })),
  schema(
    "sys/LlmGenerateParams@1",
    record({
      provider: text,
      model: text,
      temperature: dec128,
      max_tokens: nat,
      input_ref: hash,
      tools: option({ list: text }),
    }),
  ),
  schema(
    "sys/LlmGenerateReceipt@1",
    record({
      output_ref: hash,
      token_usage: record({ prompt: nat, completion: nat }),
      cost_cents: nat,
      provider_id: text,
    }),
  ),
];

export const BUILTIN_CAPS: JsonObject[] = [
  cap("sys/http.out@1", "http.out", record({ hosts: set(text), verbs: set(text), path_prefixes: option(set(text)) })),
  cap(
    "sys/llm.basic@1",
    "llm.basic",
    record({
      providers: option(set(text)),
      models: option(set(text)),
      max_tokens_max: option(nat),
      temperature_max: option(dec128),
      tools_allow: option(set(text)),
    }),
  ),
  cap("sys/fs.blob@1", "fs.blob", record({ namespaces: option(set(text)) })),
  cap("sys/timer@1", "timer", record({})),
];

/** Parameter and receipt schema names of each effect kind. */
export const EFFECT_SCHEMAS: Record<string, { params: string; receipt: string }> = {
  "http.request": { params: "sys/HttpRequestParams@1", receipt: "sys/HttpRequestReceipt@1" },
  "fs.blob.put": { params: "sys/BlobPutParams@1", receipt: "sys/BlobPutReceipt@1" },
  "fs.blob.get": { params: "sys/BlobGetParams@1", receipt: "sys/BlobGetReceipt@1" },
  "timer.set": { params: "sys/TimerSetParams@1", receipt: "sys/TimerSetReceipt@1" },
  "llm.generate": { params: "sys/LlmGenerateParams@1", receipt: "sys/LlmGenerateReceipt@1" },
};

export const BUILTINS: JsonObject[] = [...BUILTIN_SCHEMAS, ...BUILTIN_CAPS];
const byName = new Map(BUILTINS.map((n) => [n.name as string, n]));

export function builtin(name: string): JsonObject | undefined {
  return byName.get(name);
}

/** Built-in hashes by node and profile: every world resolves all fourteen, and they never change. */
const hashes = new WeakMap<JsonObject, { aos?: string; spec?: string }>();

/** Hash of a built-in: its typed form without `$kind`. */
export function builtinHash(node: JsonObject, profile: "aos" | "spec" = "aos"): string {
  let known = hashes.get(node);
  if (!known) hashes.set(node, (known = {}));
  return (known[profile] ??= hashNode(node, profile, undefined, { withoutKind: true }).hash);
}
