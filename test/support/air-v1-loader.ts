/**
 * The AgentOS v1 store loader's rules, mirrored from its source at the seed-era commit
 * 9f2e2b58ff9988bd70e913360eba5e590ac1d7e7 of smartcomputer-ai/agent-os (Apache-2.0):
 * `crates/aos-store/src/manifest.rs` (load_manifest_from_bytes, load_refs, validate_plans),
 * `crates/aos-store/src/fs_store.rs` (read_entry: `.store/nodes/sha256/<hex>`, the bytes must hash
 * to their name) and `crates/aos-air-types/src/validate.rs` (validate_plan). The manifest
 * deserialises into `Manifest` (five required lists of `{name, hash}`); each reference is read from
 * the store by `Hash::from_hex_str` ("sha256:" + 64 hex digits) and deserialised as `AirNode`, which
 * is tagged by `$kind`, so a node stored without `$kind` (or of another kind) does not load.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { decodeCbor } from "../../ir/cbor/decode.js";
import { airCborToJson } from "../../ir/dialects/air/cbor-json.js";
import { sha256Hex } from "../../ir/hash/digest.js";
import { isJsonObject, type Json, type JsonObject } from "../../ir/json/value.js";

/** manifest.rs's NodeKind order and labels. */
const KINDS: ReadonlyArray<[string, string]> = [
  ["schemas", "defschema"],
  ["modules", "defmodule"],
  ["plans", "defplan"],
  ["caps", "defcap"],
  ["policies", "defpolicy"],
];

export interface LoadedCatalog {
  manifest: JsonObject;
  nodes: Map<string, { hash: string; node: JsonObject }>;
}

/** Load a world as aos-store's load_manifest_from_path does; throws the loader's error, in its words. */
export function loadWorldV1(world: string): LoadedCatalog {
  const manifest = decodeNode(readFileSync(join(world, "manifest.air.cbor")));
  const nodes = new Map<string, { hash: string; node: JsonObject }>();
  for (const [list, label] of KINDS) {
    const refs = manifest[list];
    if (!Array.isArray(refs)) throw new Error(`CBOR serialization error: missing field \`${list}\``);
    for (const ref of refs) {
      if (!isJsonObject(ref) || typeof ref.name !== "string" || typeof ref.hash !== "string")
        throw new Error(`CBOR serialization error: a ${list} reference is not {name, hash}`);
      const m = /^sha256:([0-9a-f]{64})$/.exec(ref.hash);
      if (!m) throw new Error(`invalid hash string ${ref.hash}`);
      const path = join(world, ".store", "nodes", "sha256", m[1]!);
      if (!existsSync(path)) throw new Error(`I/O error at ${path}: No such file or directory`);
      const bytes = readFileSync(path);
      const actual = sha256Hex(bytes);
      if (actual !== m[1]) throw new Error(`hash mismatch for Node: expected ${ref.hash}, got sha256:${actual}`);
      const node = decodeNode(bytes);
      if (typeof node.$kind !== "string")
        throw new Error(`CBOR serialization error: missing field \`$kind\` (node ${ref.name})`);
      if (node.$kind !== label) throw new Error(`node ${ref.name} is not a ${label}`);
      nodes.set(ref.name, { hash: ref.hash, node });
    }
  }
  for (const ref of manifest.plans as JsonObject[]) validatePlan(nodes.get(ref.name as string)!.node);
  return { manifest, nodes };
}

function decodeNode(bytes: Uint8Array): JsonObject {
  const v = airCborToJson(decodeCbor(bytes).value);
  if (!isJsonObject(v)) throw new Error("CBOR serialization error: not a map");
  return v;
}

/** validate.rs's validate_plan. */
export function validatePlan(plan: JsonObject): void {
  const name = String(plan.name);
  const steps = (plan.steps ?? []) as JsonObject[];
  if (!steps.length) throw new Error(`plan ${name} must contain at least one step`);
  const ids = new Set<string>();
  for (const s of steps) {
    if (ids.has(String(s.id))) throw new Error(`plan ${name} has duplicate step id ${String(s.id)}`);
    ids.add(String(s.id));
  }
  const out = new Map<string, string[]>([...ids].map((id) => [id, []]));
  for (const e of (plan.edges ?? []) as JsonObject[]) {
    for (const end of [e.from, e.to])
      if (!ids.has(String(end))) throw new Error(`plan ${name} edge references unknown step id ${String(end)}`);
    out.get(String(e.from))!.push(String(e.to));
  }
  const state = new Map<string, 1 | 2>();
  const visit = (id: string): void => {
    if (state.get(id) === 2) return;
    if (state.get(id) === 1) throw new Error(`plan ${name} contains cycles`);
    state.set(id, 1);
    for (const n of out.get(id)!) visit(n);
    state.set(id, 2);
  };
  for (const id of ids) visit(id);
  const allowed = new Set((plan.allowed_effects ?? []) as Json[]);
  const caps = new Set((plan.required_caps ?? []) as Json[]);
  for (const s of steps) {
    if (s.op !== "emit_effect") continue;
    if (allowed.size && !allowed.has(s.kind as Json))
      throw new Error(
        `plan ${name} step ${String(s.id)} emits effect ${String(s.kind)} which is not in allowed_effects`,
      );
    if (caps.size && !caps.has(s.cap as Json))
      throw new Error(
        `plan ${name} step ${String(s.id)} uses cap ${String(s.cap)} which is not listed in required_caps`,
      );
  }
}
