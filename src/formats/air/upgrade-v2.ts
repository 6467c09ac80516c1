/**
 * An AIR v1 world → AIR v2 (`convert <v1 world> --to air --air-version 2`). AIR v2 has no plans,
 * capabilities or policies, and its modules only name a runtime and an artifact, so:
 * - schemas are kept (references to v1 built-ins keep their `sys/*` names);
 * - a reducer module becomes a WASM `defmodule` `<name>_wasm` (its wasm hash kept when it has one)
 *   and a `defworkflow` of the reducer's name (state, event, annotations, key schema from its ABI;
 *   its emitted effect kinds as the built-in v2 effects);
 * - a plan becomes a `defworkflow` of the plan's name, started by the plan's input, emitting its
 *   allowed effects, implemented by a module `<name>_wasm` whose code is to be written: its steps
 *   are ledgered (AIR v2 keeps orchestration in workflow code);
 * - a later-v1 secret stays a `defsecret` (binding and digest; the caps and plans allowed to read it
 *   are ledgered);
 * - triggers and routed events become routing subscriptions (a keyed route keeps its key_field);
 * - capabilities, policies, grants, module bindings, inboxes and correlation keys go to the ledger.
 */
import { fromPlain, isJsonObject, type Json, type JsonObject } from "../../../ir/json/value.js";
import type { LossLedger } from "../../../ir/loss-ledger.js";
import type { ResolvedWorld } from "./resolve.js";
import { ZERO_HASH_REF } from "../../../ir/dialects/air/constants.js";

/** v1 effect kinds (seed and later spellings) → the built-in v2 effect. */
export const V1_EFFECT_TO_V2: Readonly<Record<string, string>> = {
  "http.request": "sys/http.request@1",
  "fs.blob.put": "sys/blob.put@1",
  "blob.put": "sys/blob.put@1",
  "fs.blob.get": "sys/blob.get@1",
  "blob.get": "sys/blob.get@1",
  "timer.set": "sys/timer.set@1",
  "llm.generate": "sys/llm.generate@1",
};

export interface UpgradedWorld {
  nodes: JsonObject[];
  manifest: JsonObject;
}

const strs = (v: Json | undefined): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];

function wasmName(name: string): string {
  const at = name.lastIndexOf("@");
  return `${name.slice(0, at)}_wasm${name.slice(at)}`;
}

export function upgradeV1ToV2(r: ResolvedWorld, ledger: LossLedger): UpgradedWorld {
  const nodes: JsonObject[] = [];
  const workflows = new Map<string, string>(); // v1 reducer or plan name → v2 workflow name
  const effectsOf = (kinds: string[], file: string, pointer: string): string[] => {
    const out = new Set<string>();
    kinds.forEach((k, i) => {
      const e = V1_EFFECT_TO_V2[k];
      if (e) out.add(e);
      else
        ledger.record({
          pointer: `${pointer}/${i}`,
          file,
          target: "air",
          reason: `effect kind ${k} has no AIR v2 built-in effect`,
        });
    });
    return [...out].sort();
  };
  for (const d of r.defs.values()) {
    if (d.builtin || !d.entry) continue;
    const file = d.entry.file;
    const at = d.entry.pointer;
    const miss = (pointer: string, reason: string): void =>
      ledger.record({ pointer: `${at}${pointer}`, file, target: "air", reason });
    const n = d.node;
    if (d.kind === "defschema")
      nodes.push(fromPlain({ $kind: "defschema", name: n.name, type: n.type as never }) as JsonObject);
    else if (d.kind === "defmodule") {
      const abi = isJsonObject(n.abi) && isJsonObject(n.abi.reducer) ? n.abi.reducer : undefined;
      const module = wasmName(d.name);
      const hash = typeof n.wasm_hash === "string" && n.wasm_hash !== ZERO_HASH_REF ? { hash: n.wasm_hash } : {};
      nodes.push(
        fromPlain({
          $kind: "defmodule",
          name: module,
          runtime: { kind: "wasm", artifact: { kind: "wasm_module", ...hash } },
        }) as JsonObject,
      );
      if (!abi) {
        miss("", "a module without a reducer ABI has no AIR v2 workflow");
        continue;
      }
      const wf: Record<string, unknown> = {
        $kind: "defworkflow",
        name: d.name,
        state: abi.state,
        event: abi.event,
        context: "sys/WorkflowContext@1",
      };
      if (typeof abi.annotations === "string") wf.annotations = abi.annotations;
      if (typeof n.key_schema === "string") wf.key_schema = n.key_schema;
      wf.effects_emitted = effectsOf(strs(abi.effects_emitted), file, `${at}/abi/reducer/effects_emitted`);
      wf.impl = { module, entrypoint: "step" };
      nodes.push(fromPlain(wf) as JsonObject);
      workflows.set(d.name, d.name);
      if (isJsonObject(abi.cap_slots) && Object.keys(abi.cap_slots).length)
        miss("/abi/reducer/cap_slots", "AIR v2 has no capabilities: cap slots have no equivalent");
    } else if (d.kind === "defplan") {
      const module = wasmName(d.name);
      nodes.push(
        fromPlain({
          $kind: "defmodule",
          name: module,
          runtime: { kind: "wasm", artifact: { kind: "wasm_module" } },
        }) as JsonObject,
      );
      const state = `${d.name.slice(0, d.name.lastIndexOf("@"))}_State${d.name.slice(d.name.lastIndexOf("@"))}`;
      nodes.push(fromPlain({ $kind: "defschema", name: state, type: { unit: {} } }) as JsonObject);
      nodes.push(
        fromPlain({
          $kind: "defworkflow",
          name: d.name,
          state,
          event: n.input,
          context: "sys/WorkflowContext@1",
          effects_emitted: effectsOf(strs(n.allowed_effects), file, `${at}/allowed_effects`),
          impl: { module, entrypoint: "step" },
        }) as JsonObject,
      );
      workflows.set(d.name, d.name);
      miss(
        "/steps",
        `AIR v2 has no plans: the plan becomes workflow ${d.name}, whose steps are its module's code (${module}, not written by agentc)`,
      );
      for (const f of ["edges", "locals", "output", "invariants"])
        if (n[f] !== undefined) miss(`/${f}`, `AIR v2 has no plans: the plan's ${f} are its workflow's code`);
      if (strs(n.required_caps).length) miss("/required_caps", "AIR v2 has no capabilities");
    } else if (d.kind === "defsecret") {
      // A later-v1 secret is a binding name in v2 too; which caps and plans may read it has no place there.
      nodes.push(
        fromPlain({
          $kind: "defsecret",
          name: d.name,
          binding_id: n.binding_id as never,
          ...(typeof n.expected_digest === "string" ? { expected_digest: n.expected_digest } : {}),
        }) as JsonObject,
      );
      if (strs(n.allowed_caps).length) miss("/allowed_caps", "AIR v2 has no capabilities");
      if (strs(n.allowed_plans).length) miss("/allowed_plans", "AIR v2 has no plans");
    } else if (d.kind === "defcap") miss("", "AIR v2 has no capabilities");
    else if (d.kind === "defpolicy") miss("", "AIR v2 has no policies");
    else miss("", `agentc carries no v1 ${d.kind} over to AIR v2`);
  }
  const m = r.manifest ?? {};
  const mfile = "manifest";
  const mmiss = (pointer: string, reason: string): void =>
    ledger.record({ pointer, file: mfile, target: "air", reason });
  const subscriptions: Array<Record<string, unknown>> = [];
  (Array.isArray(m.triggers) ? m.triggers : []).forEach((t, i) => {
    if (!isJsonObject(t) || typeof t.plan !== "string") return;
    subscriptions.push({ event: t.event, workflow: workflows.get(t.plan) ?? t.plan });
    if (t.correlate_by !== undefined)
      mmiss(`/triggers/${i}/correlate_by`, "AIR v2 routing has no correlation key (the workflow's code correlates)");
  });
  const routing = isJsonObject(m.routing) ? m.routing : undefined;
  (Array.isArray(routing?.events) ? routing!.events : []).forEach((e) => {
    if (!isJsonObject(e) || typeof e.reducer !== "string") return;
    subscriptions.push({
      event: e.event,
      workflow: workflows.get(e.reducer) ?? e.reducer,
      ...(typeof e.key_field === "string" ? { key_field: e.key_field } : {}),
    });
  });
  if (Array.isArray(routing?.inboxes) && routing!.inboxes.length)
    mmiss("/routing/inboxes", "AIR v2 has no routing inboxes");
  if (isJsonObject(m.defaults)) mmiss("/defaults", "AIR v2 has no default policy or capability grants");
  if (isJsonObject(m.module_bindings) && Object.keys(m.module_bindings).length)
    mmiss("/module_bindings", "AIR v2 has no module bindings (no capabilities)");
  const list = (kind: string): Array<{ name: Json }> =>
    nodes.filter((x) => x.$kind === kind).map((x) => ({ name: x.name! }));
  const effects = [...new Set(nodes.filter((x) => x.$kind === "defworkflow").flatMap((x) => strs(x.effects_emitted)))]
    .sort()
    .map((name) => ({ name }));
  const manifest = fromPlain({
    $kind: "manifest",
    air_version: "2",
    schemas: list("defschema"),
    modules: list("defmodule"),
    workflows: list("defworkflow"),
    effects,
    secrets: list("defsecret"),
    ...(subscriptions.length ? { routing: { subscriptions } } : {}),
  } as never) as JsonObject;
  return { nodes, manifest };
}
