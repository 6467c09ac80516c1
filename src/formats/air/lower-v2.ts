/**
 * core agent → AIR v2 world (`convert --to air --air-version 2`; docs/specs.md section 3). AIR v2
 * keeps orchestration in workflow code and has no plans, capabilities or policies, so an agent
 * becomes: the schemas of its trigger event (`Input { message: hash }`, the message as a blob) and
 * of its state; a `defworkflow` `respond@N` subscribed to that event, emitting the built-in effects
 * the agent's capabilities allow (`sys/llm.generate@1`, `sys/http.request@1` for APIs,
 * `sys/blob.put@1`/`sys/blob.get@1` for memory); the `defmodule` that implements it (a WASM module
 * whose artifact hash is left to the build, as the specification allows for authored AIR); a
 * `defsecret` for the model provider's API key (a binding name, never a value); and the manifest
 * with `air_version: "2"`. Everything the v1 lowering put in plan expressions, grants and the policy,
 * and that AIR v2 has no place for, is in the ledger with the reason.
 */
import { fromPlain, type JsonObject } from "../../../ir/json/value.js";
import { sha256Hex } from "../../../ir/hash/digest.js";
import type { LossLedger } from "../../../ir/loss-ledger.js";
import { memoryEnabled, type CoreAgent } from "../../../ir/dialects/core/agent.js";
import {
  instructionsText,
  major,
  slug,
  DEFAULT_MAX_TOKENS,
  DEFAULT_TEMPERATURE,
  PLACEHOLDER_MODEL,
  PLACEHOLDER_PROVIDER,
  type AirLowering,
} from "./lower.js";

/** The file beside a v2 world that holds the instructions (AIR v2 has no place for them). */
export const V2_INSTRUCTIONS_FILE = "instructions.txt";
/** The secret binding the provider's API key is read from (a placeholder to set). */
export const V2_LLM_KEY_BINDING = "env:LLM_API_KEY";

/** AIX allowed_operations → the built-in v2 effect each one admits. */
export const OPERATION_EFFECTS_V2: Readonly<Record<string, string[]>> = {
  call_apis: ["sys/http.request@1"],
  use_tools: ["sys/llm.generate@1"],
  read_files: ["sys/blob.get@1"],
  write_files: ["sys/blob.put@1"],
};

export function lowerToAirV2(a: CoreAgent, ledger: LossLedger, file: string): AirLowering {
  const ns = `aix.${slug(a.name)}`;
  const v = major(a.version);
  const n = (def: string): string => `${ns}/${def}@${v}`;
  const miss = (pointer: string, reason: string): void => ledger.record({ pointer, file, target: "air", reason });
  const instructions = Buffer.from(instructionsText(a), "utf8");
  const blobRef = `sha256:${sha256Hex(instructions)}`;

  // The model call is made by the workflow's code: AIR v2 states which effects it may emit, not their params.
  miss(
    "/persona/instructions",
    `AIR v2 keeps orchestration in workflow code, not in AIR: the instructions are written beside the world (${V2_INSTRUCTIONS_FILE}, ${blobRef}) for the respond workflow's module to send before each triggering message; agentc writes no module code`,
  );
  for (const k of ["role", "tone", "style", "constraints"] as const) {
    if (k === "constraints" ? a.persona.constraints.length : a.persona[k])
      miss(`/persona/${k}`, `part of the instructions text (${V2_INSTRUCTIONS_FILE}); AIR v2 has no persona fields`);
  }
  miss(
    "/persona/temperature",
    `AIR v2 has no model-call params in AIR (the workflow's code sets them)${a.persona.temperature === undefined ? `; the agent states none (agentc's v1 default is ${DEFAULT_TEMPERATURE})` : ""}`,
  );
  miss(
    "/persona/context_window",
    `${a.persona.contextWindow === undefined ? "the agent states no context size" : "a context size"}; AIR v2 has no model-call params in AIR (agentc's v1 default output budget is ${DEFAULT_MAX_TOKENS})`,
  );
  miss(
    "/persona/provider",
    `AIX names no model provider (agentc's v1 placeholder ${JSON.stringify(PLACEHOLDER_PROVIDER)}): the provider's API key is the secret ${n("llm_api")}, bound to ${V2_LLM_KEY_BINDING}, a placeholder binding to set`,
  );
  miss(
    "/persona/model",
    `AIX names no model (agentc's v1 placeholder ${JSON.stringify(PLACEHOLDER_MODEL)}): the workflow's code chooses it`,
  );
  a.tools.forEach((t, i) =>
    miss(
      `/skills/${i}`,
      t.enabled
        ? "AIR v2 has no tool list (tools are the workflow's code and its effects)"
        : "a disabled skill is not a tool",
    ),
  );
  a.apis.forEach((_, i) =>
    miss(
      `/apis/${i}`,
      "AIR v2 has no capabilities: an API is reached through sys/http.request@1, which the workflow may emit; hosts, verbs and paths are not limited in AIR",
    ),
  );
  a.mcpServers.forEach((_, i) =>
    miss(`/mcp/servers/${i}`, "AIR v2 has no process effect in its public catalog, so MCP servers have no equivalent"),
  );
  for (const k of ["episodic", "semantic", "procedural", "persistence"] as const)
    if (a.memory[k])
      miss(
        `/memory/${k}`,
        "AIR v2 has no memory configuration: memory is reached through sys/blob.put@1 and sys/blob.get@1, which the workflow may emit",
      );
  a.policy.restrictedDomains.forEach((_, i) =>
    miss(`/security/capabilities/restricted_domains/${i}`, "AIR v2 has no policies: a domain cannot be denied in AIR"),
  );
  if (a.policy.maxApiCallsPerMinute !== undefined)
    miss("/security/capabilities/max_api_calls_per_minute", "AIR v2 has no rate limits");
  for (const k of ["id", "author", "description", "created"] as const)
    if (a[k]) miss(`/meta/${k}`, "AIR definitions carry no agent metadata");
  if (`aix.${a.name}` !== ns)
    miss("/meta/name", `AIR namespaces are identifiers: ${JSON.stringify(a.name)} becomes ${ns}`);
  if (a.version !== String(v)) miss("/meta/version", `AIR versions are whole numbers: ${a.version} becomes @${v}`);

  // What the workflow may emit: the model call always; APIs and memory when the agent has them; and what the capabilities allow.
  const effects = new Set<string>(["sys/llm.generate@1"]);
  if (a.apis.length) effects.add("sys/http.request@1");
  if ((["episodic", "semantic", "procedural"] as const).some((k) => memoryEnabled(a, k)))
    ["sys/blob.put@1", "sys/blob.get@1"].forEach((e) => effects.add(e));
  a.policy.allowedOperations.forEach((op, i) => {
    const admitted = OPERATION_EFFECTS_V2[op];
    if (!admitted) miss(`/security/capabilities/allowed_operations/${i}`, `operation ${op} has no AIR v2 effect`);
    for (const e of admitted ?? []) effects.add(e);
  });
  const emitted = [...effects].sort();

  const schemas = [
    fromPlain({ $kind: "defschema", name: n("Input"), type: { record: { message: { hash: {} } } } }),
    fromPlain({ $kind: "defschema", name: n("State"), type: { record: { last_output: { option: { hash: {} } } } } }),
  ] as JsonObject[];
  const module = fromPlain({
    $kind: "defmodule",
    name: n("respond_wasm"),
    runtime: { kind: "wasm", artifact: { kind: "wasm_module" } },
  }) as JsonObject;
  const workflow = fromPlain({
    $kind: "defworkflow",
    name: n("respond"),
    state: n("State"),
    event: n("Input"),
    context: "sys/WorkflowContext@1",
    effects_emitted: emitted,
    impl: { module: module.name, entrypoint: "step" },
  }) as JsonObject;
  const secret = fromPlain({ $kind: "defsecret", name: n("llm_api"), binding_id: V2_LLM_KEY_BINDING }) as JsonObject;
  const manifest = fromPlain({
    $kind: "manifest",
    air_version: "2",
    schemas: schemas.map((s) => ({ name: s.name })),
    modules: [{ name: module.name }],
    workflows: [{ name: workflow.name }],
    effects: emitted.map((name) => ({ name })),
    secrets: [{ name: secret.name }],
    routing: { subscriptions: [{ event: n("Input"), workflow: workflow.name }] },
  }) as JsonObject;
  return { nodes: [...schemas, module, workflow, secret], manifest, blobs: new Map([[blobRef, instructions]]) };
}
