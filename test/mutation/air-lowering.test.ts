/**
 * AIX (core agent) → AIR lowering, v1 (lower.ts) and v2 (lower-v2.ts), pinned whole: every node, the
 * manifest, the instructions blob and every ledger entry, for an agent that has each thing the
 * lowering maps (tools on and off, two APIs whose names make one identifier, memory on, off and
 * persistence, an MCP server, an operation with no effect, metadata, a name and version AIR cannot
 * spell) and for a bare one (no tools, no APIs, no temperature or context window). What each becomes
 * is the lowerings' header comments; the blob is hashed here with node:crypto.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { lowerToAir } from "../../src/formats/air/lower.js";
import { lowerToAirV2 } from "../../src/formats/air/lower-v2.js";
import { validateAir } from "../../src/formats/air/validate-world.js";
import { LossLedger } from "../../ir/loss-ledger.js";
import { fromPlain, toPlain, type JsonObject } from "../../ir/json/value.js";
import type { CoreAgent } from "../../ir/dialects/core/agent.js";
import type { AirWorld } from "../../src/formats/air/read-world.js";
import { Diagnostics } from "../../ir/diagnostics/diagnostic.js";

const agent: CoreAgent = {
  id: "550e8400-e29b-41d4-a716-446655440000",
  name: "--Support Bot--",
  version: "2.5",
  author: "Ann",
  description: "helps",
  persona: {
    role: "helper",
    instructions: "  Be kind.  ",
    tone: "warm",
    constraints: ["no secrets", "short"],
    temperature: 0.3,
    contextWindow: 8000,
  },
  tools: [
    { name: "search", description: "finds", enabled: true },
    { name: "shell", description: "", enabled: false },
    { name: "calc", description: "", enabled: true },
  ],
  apis: [
    {
      name: "e",
      baseUrl: "https://api.example.com/v1/",
      endpoints: [
        { method: "GET", path: "/a" },
        { method: "POST", path: "/b" },
        { method: "GET", path: "/c" },
      ],
    },
    { name: "e!", baseUrl: "http://h.example:8080", description: "second", endpoints: [] },
  ],
  mcpServers: [{ name: "fs", command: "npx" }],
  memory: {
    episodic: fromPlain({ enabled: true, retention: "7d" }) as JsonObject,
    semantic: fromPlain({ enabled: false }) as JsonObject,
    persistence: fromPlain({ backend: "x" }) as JsonObject,
  },
  policy: {
    allowedOperations: ["call_apis", "teleport", "use_tools", "call_apis"],
    restrictedDomains: ["evil.example"],
    maxApiCallsPerMinute: 10,
  },
};
const bare: CoreAgent = {
  id: "",
  name: "!!!",
  version: "0.9",
  persona: { role: "r", instructions: "i", style: "terse", constraints: [] },
  tools: [],
  apis: [],
  mcpServers: [],
  memory: {},
  policy: { allowedOperations: [], restrictedDomains: [] },
};

/** The lowering as plain JSON: nodes, manifest, blobs (as text) and the ledger. */
function lowered(f: typeof lowerToAir, a: CoreAgent, file: string) {
  const ledger = new LossLedger();
  const low = f(a, ledger, file);
  return {
    low,
    plain: {
      nodes: low.nodes.map((n) => toPlain(n)),
      manifest: toPlain(low.manifest),
      blobs: [...low.blobs].map(([k, v]) => [k, Buffer.from(v).toString()]),
      ledger: ledger.entries,
    },
  };
}

/** The lowered world as read: it must validate (the floor under every pinned value). */
function worldOf(low: ReturnType<typeof lowerToAir>): AirWorld {
  const entries = low.nodes.map((node) => ({ node, file: "lowered", pointer: `#${String(node.name)}` }));
  return {
    root: "lowered",
    nodes: entries,
    manifest: { node: low.manifest, file: "lowered", pointer: "#manifest" },
    store: new Map(),
    blobs: low.blobs,
    diagnostics: new Diagnostics(),
  };
}

const sha = (text: string): string => `sha256:${createHash("sha256").update(text, "utf8").digest("hex")}`;
const RICH_TEXT = "Role: helper\nTone: warm\n\nBe kind.\n\nConstraints:\n- no secrets\n- short\n";
const BARE_TEXT = "Role: r\nStyle: terse\n\ni\n";

const RICH_V1 = {
  nodes: [
    { $kind: "defschema", name: "aix.support-bot/Input@2", type: { record: { message: { hash: {} } } } },
    { $kind: "defschema", name: "aix.support-bot/Output@2", type: { record: { output_ref: { hash: {} } } } },
    {
      $kind: "defplan",
      name: "aix.support-bot/respond@2",
      input: "aix.support-bot/Input@2",
      output: "aix.support-bot/Output@2",
      steps: [
        {
          id: "instructions",
          op: "assign",
          expr: { hash: "sha256:9d1088726d5f85bc8c1af0be3530d517f33b25eeda8a0244055a0bfb3ae1f224" },
          bind: { as: "instructions_ref" },
        },
        {
          id: "generate",
          op: "emit_effect",
          kind: "llm.generate",
          params: {
            record: {
              provider: { text: "aix" },
              model: { text: "default" },
              temperature: { dec128: "0.3" },
              max_tokens: { nat: 1024 },
              message_refs: { list: [{ ref: "@var:instructions_ref" }, { ref: "@plan.input.message" }] },
              tools: { list: [{ text: "search" }, { text: "calc" }] },
            },
          },
          cap: "llm",
          bind: { effect_id_as: "generate_id" },
        },
        { id: "wait", op: "await_receipt", for: { ref: "@var:generate_id" }, bind: { as: "generate_receipt" } },
        { id: "done", op: "end", result: { record: { output_ref: { ref: "@var:generate_receipt.output_ref" } } } },
      ],
      edges: [
        { from: "instructions", to: "generate" },
        { from: "generate", to: "wait" },
        { from: "wait", to: "done" },
      ],
      required_caps: ["llm"],
      allowed_effects: ["llm.generate"],
    },
    {
      $kind: "defpolicy",
      name: "aix.support-bot/policy@2",
      rules: [
        { when: { effect_kind: "http.request", host: "evil.example" }, decision: "deny" },
        { when: { effect_kind: "http.request" }, decision: "allow" },
        { when: { effect_kind: "llm.generate" }, decision: "allow" },
      ],
    },
    {
      $kind: "defcap",
      name: "sys/llm.basic@1",
      cap_type: "llm.basic",
      schema: {
        record: {
          providers: { option: { set: { text: {} } } },
          models: { option: { set: { text: {} } } },
          max_tokens_max: { option: { nat: {} } },
          temperature_max: { option: { dec128: {} } },
          tools_allow: { option: { set: { text: {} } } },
        },
      },
    },
    {
      $kind: "defcap",
      name: "sys/http.out@1",
      cap_type: "http.out",
      schema: {
        record: {
          hosts: { set: { text: {} } },
          verbs: { set: { text: {} } },
          path_prefixes: { option: { set: { text: {} } } },
        },
      },
    },
    {
      $kind: "defcap",
      name: "sys/fs.blob@1",
      cap_type: "fs.blob",
      schema: { record: { namespaces: { option: { set: { text: {} } } } } },
    },
  ],
  manifest: {
    $kind: "manifest",
    schemas: [{ name: "aix.support-bot/Input@2" }, { name: "aix.support-bot/Output@2" }],
    modules: [],
    plans: [{ name: "aix.support-bot/respond@2" }],
    caps: [{ name: "sys/llm.basic@1" }, { name: "sys/http.out@1" }, { name: "sys/fs.blob@1" }],
    policies: [{ name: "aix.support-bot/policy@2" }],
    triggers: [{ event: "aix.support-bot/Input@2", plan: "aix.support-bot/respond@2" }],
    defaults: {
      policy: "aix.support-bot/policy@2",
      cap_grants: [
        {
          name: "llm",
          cap: "sys/llm.basic@1",
          params: {
            record: {
              max_tokens_max: { nat: 1024 },
              temperature_max: { dec128: "0.3" },
              tools_allow: { set: [{ text: "search" }, { text: "calc" }] },
            },
          },
        },
        {
          name: "api_e",
          cap: "sys/http.out@1",
          params: {
            record: {
              hosts: { set: [{ text: "api.example.com" }] },
              verbs: { set: [{ text: "GET" }, { text: "POST" }] },
              path_prefixes: { set: [{ text: "/v1" }] },
            },
          },
        },
        {
          name: "api_e_2",
          cap: "sys/http.out@1",
          params: { record: { hosts: { set: [{ text: "h.example:8080" }] }, verbs: { set: [{ text: "GET" }] } } },
        },
        {
          name: "memory_episodic",
          cap: "sys/fs.blob@1",
          params: { record: { namespaces: { set: [{ text: "memory/episodic" }] } } },
        },
      ],
    },
  },
  blobs: [
    [
      "sha256:9d1088726d5f85bc8c1af0be3530d517f33b25eeda8a0244055a0bfb3ae1f224",
      "Role: helper\nTone: warm\n\nBe kind.\n\nConstraints:\n- no secrets\n- short\n",
    ],
  ],
  ledger: [
    { pointer: "/skills/0/description", file: "a.aix", target: "air", reason: "AIR tools are names only" },
    { pointer: "/skills/1", file: "a.aix", target: "air", reason: "a disabled skill is not a tool of the plan" },
    {
      pointer: "/persona/context_window",
      file: "a.aix",
      target: "air",
      reason:
        "a context size, not an output budget: llm.generate has no context-size field (its max_tokens, the output budget, is agentc's default 1024)",
    },
    {
      pointer: "/persona/provider",
      file: "a.aix",
      target: "air",
      reason:
        'AIX names no model provider: the model call\'s provider "aix" is a placeholder to set before the world runs',
    },
    {
      pointer: "/persona/model",
      file: "a.aix",
      target: "air",
      reason: 'AIX names no model: the model call\'s model "default" is a placeholder to set before the world runs',
    },
    {
      pointer: "/apis/0/endpoints/0/path",
      file: "a.aix",
      target: "air",
      reason: "an http.out grant allows the API's base path as a prefix, not single endpoint paths",
    },
    {
      pointer: "/apis/0/endpoints/1/path",
      file: "a.aix",
      target: "air",
      reason: "an http.out grant allows the API's base path as a prefix, not single endpoint paths",
    },
    {
      pointer: "/apis/0/endpoints/2/path",
      file: "a.aix",
      target: "air",
      reason: "an http.out grant allows the API's base path as a prefix, not single endpoint paths",
    },
    {
      pointer: "/apis/1/name",
      file: "a.aix",
      target: "air",
      reason: 'AIR grant names are identifiers: "e!" becomes api_e_2',
    },
    {
      pointer: "/apis/1/description",
      file: "a.aix",
      target: "air",
      reason: "AIR grants carry hosts, verbs and path prefixes only",
    },
    {
      pointer: "/memory/episodic/retention",
      file: "a.aix",
      target: "air",
      reason: "AIR blob grants carry namespaces only",
    },
    { pointer: "/memory/semantic", file: "a.aix", target: "air", reason: "a disabled memory kind gets no grant" },
    {
      pointer: "/memory/persistence",
      file: "a.aix",
      target: "air",
      reason: "AIR has no memory persistence configuration",
    },
    {
      pointer: "/mcp/servers/0",
      file: "a.aix",
      target: "air",
      reason: "AIR v1 has no process effect, so MCP servers have no equivalent",
    },
    {
      pointer: "/security/capabilities/max_api_calls_per_minute",
      file: "a.aix",
      target: "air",
      reason: "AIR v1 has no rate limits (deferred to v1.1)",
    },
    {
      pointer: "/security/capabilities/allowed_operations/1",
      file: "a.aix",
      target: "air",
      reason: "operation teleport has no AIR effect kind",
    },
    { pointer: "/meta/id", file: "a.aix", target: "air", reason: "AIR definitions carry no agent metadata" },
    { pointer: "/meta/author", file: "a.aix", target: "air", reason: "AIR definitions carry no agent metadata" },
    { pointer: "/meta/description", file: "a.aix", target: "air", reason: "AIR definitions carry no agent metadata" },
    {
      pointer: "/meta/name",
      file: "a.aix",
      target: "air",
      reason: 'AIR namespaces are identifiers: "--Support Bot--" becomes aix.support-bot',
    },
    {
      pointer: "/meta/version",
      file: "a.aix",
      target: "air",
      reason: "AIR versions are whole numbers: 2.5 becomes @2",
    },
  ],
};

const RICH_V2 = {
  nodes: [
    { $kind: "defschema", name: "aix.support-bot/Input@2", type: { record: { message: { hash: {} } } } },
    {
      $kind: "defschema",
      name: "aix.support-bot/State@2",
      type: { record: { last_output: { option: { hash: {} } } } },
    },
    {
      $kind: "defmodule",
      name: "aix.support-bot/respond_wasm@2",
      runtime: { kind: "wasm", artifact: { kind: "wasm_module" } },
    },
    {
      $kind: "defworkflow",
      name: "aix.support-bot/respond@2",
      state: "aix.support-bot/State@2",
      event: "aix.support-bot/Input@2",
      context: "sys/WorkflowContext@1",
      effects_emitted: ["sys/blob.get@1", "sys/blob.put@1", "sys/http.request@1", "sys/llm.generate@1"],
      impl: { module: "aix.support-bot/respond_wasm@2", entrypoint: "step" },
    },
    { $kind: "defsecret", name: "aix.support-bot/llm_api@2", binding_id: "env:LLM_API_KEY" },
  ],
  manifest: {
    $kind: "manifest",
    air_version: "2",
    schemas: [{ name: "aix.support-bot/Input@2" }, { name: "aix.support-bot/State@2" }],
    modules: [{ name: "aix.support-bot/respond_wasm@2" }],
    workflows: [{ name: "aix.support-bot/respond@2" }],
    effects: [
      { name: "sys/blob.get@1" },
      { name: "sys/blob.put@1" },
      { name: "sys/http.request@1" },
      { name: "sys/llm.generate@1" },
    ],
    secrets: [{ name: "aix.support-bot/llm_api@2" }],
    routing: { subscriptions: [{ event: "aix.support-bot/Input@2", workflow: "aix.support-bot/respond@2" }] },
  },
  blobs: [
    [
      "sha256:9d1088726d5f85bc8c1af0be3530d517f33b25eeda8a0244055a0bfb3ae1f224",
      "Role: helper\nTone: warm\n\nBe kind.\n\nConstraints:\n- no secrets\n- short\n",
    ],
  ],
  ledger: [
    {
      pointer: "/persona/instructions",
      file: "a.aix",
      target: "air",
      reason:
        "AIR v2 keeps orchestration in workflow code, not in AIR: the instructions are written beside the world (instructions.txt, sha256:9d1088726d5f85bc8c1af0be3530d517f33b25eeda8a0244055a0bfb3ae1f224) for the respond workflow's module to send before each triggering message; agentc writes no module code",
    },
    {
      pointer: "/persona/role",
      file: "a.aix",
      target: "air",
      reason: "part of the instructions text (instructions.txt); AIR v2 has no persona fields",
    },
    {
      pointer: "/persona/tone",
      file: "a.aix",
      target: "air",
      reason: "part of the instructions text (instructions.txt); AIR v2 has no persona fields",
    },
    {
      pointer: "/persona/constraints",
      file: "a.aix",
      target: "air",
      reason: "part of the instructions text (instructions.txt); AIR v2 has no persona fields",
    },
    {
      pointer: "/persona/temperature",
      file: "a.aix",
      target: "air",
      reason: "AIR v2 has no model-call params in AIR (the workflow's code sets them)",
    },
    {
      pointer: "/persona/context_window",
      file: "a.aix",
      target: "air",
      reason: "a context size; AIR v2 has no model-call params in AIR (agentc's v1 default output budget is 1024)",
    },
    {
      pointer: "/persona/provider",
      file: "a.aix",
      target: "air",
      reason:
        "AIX names no model provider (agentc's v1 placeholder \"aix\"): the provider's API key is the secret aix.support-bot/llm_api@2, bound to env:LLM_API_KEY, a placeholder binding to set",
    },
    {
      pointer: "/persona/model",
      file: "a.aix",
      target: "air",
      reason: "AIX names no model (agentc's v1 placeholder \"default\"): the workflow's code chooses it",
    },
    {
      pointer: "/skills/0",
      file: "a.aix",
      target: "air",
      reason: "AIR v2 has no tool list (tools are the workflow's code and its effects)",
    },
    { pointer: "/skills/1", file: "a.aix", target: "air", reason: "a disabled skill is not a tool" },
    {
      pointer: "/skills/2",
      file: "a.aix",
      target: "air",
      reason: "AIR v2 has no tool list (tools are the workflow's code and its effects)",
    },
    {
      pointer: "/apis/0",
      file: "a.aix",
      target: "air",
      reason:
        "AIR v2 has no capabilities: an API is reached through sys/http.request@1, which the workflow may emit; hosts, verbs and paths are not limited in AIR",
    },
    {
      pointer: "/apis/1",
      file: "a.aix",
      target: "air",
      reason:
        "AIR v2 has no capabilities: an API is reached through sys/http.request@1, which the workflow may emit; hosts, verbs and paths are not limited in AIR",
    },
    {
      pointer: "/mcp/servers/0",
      file: "a.aix",
      target: "air",
      reason: "AIR v2 has no process effect in its public catalog, so MCP servers have no equivalent",
    },
    {
      pointer: "/memory/episodic",
      file: "a.aix",
      target: "air",
      reason:
        "AIR v2 has no memory configuration: memory is reached through sys/blob.put@1 and sys/blob.get@1, which the workflow may emit",
    },
    {
      pointer: "/memory/semantic",
      file: "a.aix",
      target: "air",
      reason:
        "AIR v2 has no memory configuration: memory is reached through sys/blob.put@1 and sys/blob.get@1, which the workflow may emit",
    },
    {
      pointer: "/memory/persistence",
      file: "a.aix",
      target: "air",
      reason:
        "AIR v2 has no memory configuration: memory is reached through sys/blob.put@1 and sys/blob.get@1, which the workflow may emit",
    },
    {
      pointer: "/security/capabilities/restricted_domains/0",
      file: "a.aix",
      target: "air",
      reason: "AIR v2 has no policies: a domain cannot be denied in AIR",
    },
    {
      pointer: "/security/capabilities/max_api_calls_per_minute",
      file: "a.aix",
      target: "air",
      reason: "AIR v2 has no rate limits",
    },
    { pointer: "/meta/id", file: "a.aix", target: "air", reason: "AIR definitions carry no agent metadata" },
    { pointer: "/meta/author", file: "a.aix", target: "air", reason: "AIR definitions carry no agent metadata" },
    { pointer: "/meta/description", file: "a.aix", target: "air", reason: "AIR definitions carry no agent metadata" },
    {
      pointer: "/meta/name",
      file: "a.aix",
      target: "air",
      reason: 'AIR namespaces are identifiers: "--Support Bot--" becomes aix.support-bot',
    },
    {
      pointer: "/meta/version",
      file: "a.aix",
      target: "air",
      reason: "AIR versions are whole numbers: 2.5 becomes @2",
    },
    {
      pointer: "/security/capabilities/allowed_operations/1",
      file: "a.aix",
      target: "air",
      reason: "operation teleport has no AIR v2 effect",
    },
  ],
};

const BARE_V1 = {
  nodes: [
    { $kind: "defschema", name: "aix.agent/Input@1", type: { record: { message: { hash: {} } } } },
    { $kind: "defschema", name: "aix.agent/Output@1", type: { record: { output_ref: { hash: {} } } } },
    {
      $kind: "defplan",
      name: "aix.agent/respond@1",
      input: "aix.agent/Input@1",
      output: "aix.agent/Output@1",
      steps: [
        {
          id: "instructions",
          op: "assign",
          expr: { hash: "sha256:62bc55c73dfba75ae8c6ca54550654b8d41735fe9c5af782901f9cd52ba1287c" },
          bind: { as: "instructions_ref" },
        },
        {
          id: "generate",
          op: "emit_effect",
          kind: "llm.generate",
          params: {
            record: {
              provider: { text: "aix" },
              model: { text: "default" },
              temperature: { dec128: "0.7" },
              max_tokens: { nat: 1024 },
              message_refs: { list: [{ ref: "@var:instructions_ref" }, { ref: "@plan.input.message" }] },
            },
          },
          cap: "llm",
          bind: { effect_id_as: "generate_id" },
        },
        { id: "wait", op: "await_receipt", for: { ref: "@var:generate_id" }, bind: { as: "generate_receipt" } },
        { id: "done", op: "end", result: { record: { output_ref: { ref: "@var:generate_receipt.output_ref" } } } },
      ],
      edges: [
        { from: "instructions", to: "generate" },
        { from: "generate", to: "wait" },
        { from: "wait", to: "done" },
      ],
      required_caps: ["llm"],
      allowed_effects: ["llm.generate"],
    },
    { $kind: "defpolicy", name: "aix.agent/policy@1", rules: [] },
    {
      $kind: "defcap",
      name: "sys/llm.basic@1",
      cap_type: "llm.basic",
      schema: {
        record: {
          providers: { option: { set: { text: {} } } },
          models: { option: { set: { text: {} } } },
          max_tokens_max: { option: { nat: {} } },
          temperature_max: { option: { dec128: {} } },
          tools_allow: { option: { set: { text: {} } } },
        },
      },
    },
  ],
  manifest: {
    $kind: "manifest",
    schemas: [{ name: "aix.agent/Input@1" }, { name: "aix.agent/Output@1" }],
    modules: [],
    plans: [{ name: "aix.agent/respond@1" }],
    caps: [{ name: "sys/llm.basic@1" }],
    policies: [{ name: "aix.agent/policy@1" }],
    triggers: [{ event: "aix.agent/Input@1", plan: "aix.agent/respond@1" }],
    defaults: {
      policy: "aix.agent/policy@1",
      cap_grants: [
        {
          name: "llm",
          cap: "sys/llm.basic@1",
          params: { record: { max_tokens_max: { nat: 1024 }, temperature_max: { dec128: "0.7" } } },
        },
      ],
    },
  },
  blobs: [["sha256:62bc55c73dfba75ae8c6ca54550654b8d41735fe9c5af782901f9cd52ba1287c", "Role: r\nStyle: terse\n\ni\n"]],
  ledger: [
    {
      pointer: "/persona/context_window",
      file: "b.aix",
      target: "air",
      reason: "the agent states no output budget (AIX has none): max_tokens is agentc's default 1024",
    },
    {
      pointer: "/persona/temperature",
      file: "b.aix",
      target: "air",
      reason: "the agent states no temperature: the model call's 0.7 is agentc's default",
    },
    {
      pointer: "/persona/provider",
      file: "b.aix",
      target: "air",
      reason:
        'AIX names no model provider: the model call\'s provider "aix" is a placeholder to set before the world runs',
    },
    {
      pointer: "/persona/model",
      file: "b.aix",
      target: "air",
      reason: 'AIX names no model: the model call\'s model "default" is a placeholder to set before the world runs',
    },
    {
      pointer: "/meta/name",
      file: "b.aix",
      target: "air",
      reason: 'AIR namespaces are identifiers: "!!!" becomes aix.agent',
    },
    {
      pointer: "/meta/version",
      file: "b.aix",
      target: "air",
      reason: "AIR versions are whole numbers: 0.9 becomes @1",
    },
  ],
};

const BARE_V2 = {
  nodes: [
    { $kind: "defschema", name: "aix.agent/Input@1", type: { record: { message: { hash: {} } } } },
    { $kind: "defschema", name: "aix.agent/State@1", type: { record: { last_output: { option: { hash: {} } } } } },
    {
      $kind: "defmodule",
      name: "aix.agent/respond_wasm@1",
      runtime: { kind: "wasm", artifact: { kind: "wasm_module" } },
    },
    {
      $kind: "defworkflow",
      name: "aix.agent/respond@1",
      state: "aix.agent/State@1",
      event: "aix.agent/Input@1",
      context: "sys/WorkflowContext@1",
      effects_emitted: ["sys/llm.generate@1"],
      impl: { module: "aix.agent/respond_wasm@1", entrypoint: "step" },
    },
    { $kind: "defsecret", name: "aix.agent/llm_api@1", binding_id: "env:LLM_API_KEY" },
  ],
  manifest: {
    $kind: "manifest",
    air_version: "2",
    schemas: [{ name: "aix.agent/Input@1" }, { name: "aix.agent/State@1" }],
    modules: [{ name: "aix.agent/respond_wasm@1" }],
    workflows: [{ name: "aix.agent/respond@1" }],
    effects: [{ name: "sys/llm.generate@1" }],
    secrets: [{ name: "aix.agent/llm_api@1" }],
    routing: { subscriptions: [{ event: "aix.agent/Input@1", workflow: "aix.agent/respond@1" }] },
  },
  blobs: [["sha256:62bc55c73dfba75ae8c6ca54550654b8d41735fe9c5af782901f9cd52ba1287c", "Role: r\nStyle: terse\n\ni\n"]],
  ledger: [
    {
      pointer: "/persona/instructions",
      file: "b.aix",
      target: "air",
      reason:
        "AIR v2 keeps orchestration in workflow code, not in AIR: the instructions are written beside the world (instructions.txt, sha256:62bc55c73dfba75ae8c6ca54550654b8d41735fe9c5af782901f9cd52ba1287c) for the respond workflow's module to send before each triggering message; agentc writes no module code",
    },
    {
      pointer: "/persona/role",
      file: "b.aix",
      target: "air",
      reason: "part of the instructions text (instructions.txt); AIR v2 has no persona fields",
    },
    {
      pointer: "/persona/style",
      file: "b.aix",
      target: "air",
      reason: "part of the instructions text (instructions.txt); AIR v2 has no persona fields",
    },
    {
      pointer: "/persona/temperature",
      file: "b.aix",
      target: "air",
      reason:
        "AIR v2 has no model-call params in AIR (the workflow's code sets them); the agent states none (agentc's v1 default is 0.7)",
    },
    {
      pointer: "/persona/context_window",
      file: "b.aix",
      target: "air",
      reason:
        "the agent states no context size; AIR v2 has no model-call params in AIR (agentc's v1 default output budget is 1024)",
    },
    {
      pointer: "/persona/provider",
      file: "b.aix",
      target: "air",
      reason:
        "AIX names no model provider (agentc's v1 placeholder \"aix\"): the provider's API key is the secret aix.agent/llm_api@1, bound to env:LLM_API_KEY, a placeholder binding to set",
    },
    {
      pointer: "/persona/model",
      file: "b.aix",
      target: "air",
      reason: "AIX names no model (agentc's v1 placeholder \"default\"): the workflow's code chooses it",
    },
    {
      pointer: "/meta/name",
      file: "b.aix",
      target: "air",
      reason: 'AIR namespaces are identifiers: "!!!" becomes aix.agent',
    },
    {
      pointer: "/meta/version",
      file: "b.aix",
      target: "air",
      reason: "AIR versions are whole numbers: 0.9 becomes @1",
    },
  ],
};

describe("lowering an agent to AIR", () => {
  it.each([
    ["v1, every mapped part", lowerToAir, agent, "a.aix", RICH_V1, RICH_TEXT],
    ["v2, every mapped part", lowerToAirV2, agent, "a.aix", RICH_V2, RICH_TEXT],
    ["v1, a bare agent", lowerToAir, bare, "b.aix", BARE_V1, BARE_TEXT],
    ["v2, a bare agent", lowerToAirV2, bare, "b.aix", BARE_V2, BARE_TEXT],
  ] as const)("%s: the whole world and ledger", (_, f, a, file, want, text) => {
    const { low, plain } = lowered(f, a, file);
    expect(plain.blobs).toEqual([[sha(text), text]]);
    expect(plain).toEqual(want);
    const v = validateAir(worldOf(low));
    expect(v.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  });
});
