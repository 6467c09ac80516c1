/**
 * core agent → AIR world (docs/specs.md section 3, AIX → AIR): the persona becomes
 * an instructions blob and a `respond@N` plan (assign → llm.generate →
 * await_receipt → end) with input and output schemas; enabled skills become
 * the tools of llm.generate and the llm grant's tools_allow; APIs become
 * sys/http.out@1 grants; enabled memory kinds sys/fs.blob@1 grants; the
 * capabilities a policy (deny restricted domains first, then allow the mapped
 * operations; default deny); the manifest lists it all with a trigger.
 */
import { fromPlain, type Json, type JsonObject } from "../../../ir/json/value.js";
import { sha256Hex } from "../../../ir/hash/digest.js";
import type { LossLedger } from "../../../ir/loss-ledger.js";
import { memoryEnabled, type CoreAgent } from "../../../ir/dialects/core/agent.js";
import { builtin } from "../../../ir/dialects/air/builtins.js";

export interface AirLowering {
  nodes: JsonObject[];
  manifest: JsonObject;
  blobs: Map<string, Uint8Array>;
}

/** max_tokens, the model's output budget: AIX states none (its context_window is a context size). */
export const DEFAULT_MAX_TOKENS = 1024;
/** The model call's provider and model: AIX names neither, so these are placeholders (ledgered). */
export const PLACEHOLDER_PROVIDER = "aix";
export const PLACEHOLDER_MODEL = "default";
/** temperature when the agent states none (the common default of LLM APIs). */
export const DEFAULT_TEMPERATURE = 0.7;

/** AIX allowed_operations → the AIR effect kind each one permits. */
export const OPERATION_EFFECTS: Readonly<Record<string, string>> = {
  call_apis: "http.request",
  use_tools: "llm.generate",
  read_files: "fs.blob.get",
  write_files: "fs.blob.put",
};

export function slug(s: string): string {
  return (
    s
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      // A run of other characters is one dash by now: at most one at each end.
      .replace(/^-|-$/g, "") || "agent"
  );
}

/** The AIR version number of an agent's version: its leading whole number, at least 1 (`1.0` → 1). */
export function major(version: string): number {
  const m = /^(\d+)/.exec(version);
  const n = m ? Number(m[1]) : 1;
  return n >= 1 ? n : 1;
}

/** The text of the instructions blob the plan hands to llm.generate. */
export function instructionsText(a: CoreAgent): string {
  const lines = [`Role: ${a.persona.role}`];
  if (a.persona.tone) lines.push(`Tone: ${a.persona.tone}`);
  if (a.persona.style) lines.push(`Style: ${a.persona.style}`);
  lines.push("", a.persona.instructions.trim());
  if (a.persona.constraints.length) lines.push("", "Constraints:", ...a.persona.constraints.map((c) => `- ${c}`));
  return `${lines.join("\n")}\n`;
}

const texts = (xs: readonly string[]): Array<{ text: string }> => xs.map((text) => ({ text }));

export function lowerToAir(a: CoreAgent, ledger: LossLedger, file: string): AirLowering {
  const ns = `aix.${slug(a.name)}`;
  const v = major(a.version);
  const n = (def: string): string => `${ns}/${def}@${v}`;
  const miss = (pointer: string, reason: string): void => ledger.record({ pointer, file, target: "air", reason });
  const instructions = Buffer.from(instructionsText(a), "utf8");
  const blobRef = `sha256:${sha256Hex(instructions)}`;

  const tools = a.tools.filter((t) => t.enabled).map((t) => t.name);
  a.tools.forEach((t, i) => {
    if (!t.enabled) miss(`/skills/${i}`, "a disabled skill is not a tool of the plan");
    else if (t.description) miss(`/skills/${i}/description`, "AIR tools are names only");
  });
  // What the model call holds that the agent does not say is ledgered, never written silently.
  const maxTokens = DEFAULT_MAX_TOKENS;
  if (a.persona.contextWindow !== undefined) {
    miss(
      "/persona/context_window",
      `a context size, not an output budget: llm.generate has no context-size field (its max_tokens, the output budget, is agentc's default ${DEFAULT_MAX_TOKENS})`,
    );
  } else
    miss(
      "/persona/context_window",
      `the agent states no output budget (AIX has none): max_tokens is agentc's default ${DEFAULT_MAX_TOKENS}`,
    );
  if (a.persona.temperature === undefined)
    miss(
      "/persona/temperature",
      `the agent states no temperature: the model call's ${DEFAULT_TEMPERATURE} is agentc's default`,
    );
  miss(
    "/persona/provider",
    `AIX names no model provider: the model call's provider ${JSON.stringify(PLACEHOLDER_PROVIDER)} is a placeholder to set before the world runs`,
  );
  miss(
    "/persona/model",
    `AIX names no model: the model call's model ${JSON.stringify(PLACEHOLDER_MODEL)} is a placeholder to set before the world runs`,
  );
  const temperature = String(a.persona.temperature ?? DEFAULT_TEMPERATURE);
  // The model reads the instructions, then the triggering message: both as blobs (AIR hands models
  // blobs, never text). The seed text's single `input_ref` cannot carry two, and a plan cannot join
  // blobs, so the call lists them as AgentOS's later v1 does (`message_refs`); docs/decisions.md.
  const params: Record<string, unknown> = {
    provider: { text: PLACEHOLDER_PROVIDER },
    model: { text: PLACEHOLDER_MODEL },
    temperature: { dec128: temperature },
    max_tokens: { nat: maxTokens },
    message_refs: { list: [{ ref: "@var:instructions_ref" }, { ref: "@plan.input.message" }] },
    ...(tools.length && { tools: { list: texts(tools) } }),
  };
  const plan = fromPlain({
    $kind: "defplan",
    name: n("respond"),
    input: n("Input"),
    output: n("Output"),
    steps: [
      { id: "instructions", op: "assign", expr: { hash: blobRef }, bind: { as: "instructions_ref" } },
      {
        id: "generate",
        op: "emit_effect",
        kind: "llm.generate",
        params: { record: params },
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
  }) as JsonObject;
  const schemas = [
    // The triggering message, as the sha256 of its blob in the store: what the model reads.
    fromPlain({ $kind: "defschema", name: n("Input"), type: { record: { message: { hash: {} } } } }),
    fromPlain({ $kind: "defschema", name: n("Output"), type: { record: { output_ref: { hash: {} } } } }),
  ] as JsonObject[];

  const llm = {
    max_tokens_max: { nat: maxTokens },
    temperature_max: { dec128: temperature },
    ...(tools.length && { tools_allow: { set: texts(tools) } }),
  };
  const grants: Json[] = [fromPlain({ name: "llm", cap: "sys/llm.basic@1", params: { record: llm } })];
  const caps = ["sys/llm.basic@1"];
  const grantNames = new Set<string>();
  a.apis.forEach((e, i) => {
    const url = new URL(e.baseUrl);
    const basePath = url.pathname.replace(/\/+$/, "");
    const verbs = [...new Set(e.endpoints.map((x) => x.method))];
    const p = {
      hosts: { set: texts([url.host]) },
      verbs: { set: texts(verbs.length ? verbs : ["GET"]) },
      ...(basePath && { path_prefixes: { set: texts([basePath]) } }),
    };
    // Distinct API names can make the same identifier ("e" and "e_"): the later one is numbered.
    const base = `api_${slug(e.name).replace(/-/g, "_")}`;
    let grant = base;
    for (let k = 2; grantNames.has(grant); k++) grant = `${base}_${k}`;
    grantNames.add(grant);
    grants.push(fromPlain({ name: grant, cap: "sys/http.out@1", params: { record: p } }));
    if (grant !== `api_${e.name}`)
      miss(`/apis/${i}/name`, `AIR grant names are identifiers: ${JSON.stringify(e.name)} becomes ${grant}`);
    if (e.description) miss(`/apis/${i}/description`, "AIR grants carry hosts, verbs and path prefixes only");
    e.endpoints.forEach((_, j) =>
      miss(
        `/apis/${i}/endpoints/${j}/path`,
        "an http.out grant allows the API's base path as a prefix, not single endpoint paths",
      ),
    );
  });
  if (a.apis.length) caps.push("sys/http.out@1");
  const memoryKinds = (["episodic", "semantic", "procedural"] as const).filter((k) => memoryEnabled(a, k));
  for (const k of memoryKinds) {
    grants.push(
      fromPlain({
        name: `memory_${k}`,
        cap: "sys/fs.blob@1",
        params: { record: { namespaces: { set: texts([`memory/${k}`]) } } },
      }),
    );
    for (const f of Object.keys(a.memory[k]!))
      if (f !== "enabled") miss(`/memory/${k}/${f}`, "AIR blob grants carry namespaces only");
  }
  for (const k of ["episodic", "semantic", "procedural"] as const)
    if (a.memory[k] && !memoryKinds.includes(k)) miss(`/memory/${k}`, "a disabled memory kind gets no grant");
  if (a.memory.persistence) miss("/memory/persistence", "AIR has no memory persistence configuration");
  if (memoryKinds.length) caps.push("sys/fs.blob@1");
  a.mcpServers.forEach((_, i) =>
    miss(`/mcp/servers/${i}`, "AIR v1 has no process effect, so MCP servers have no equivalent"),
  );
  if (a.policy.maxApiCallsPerMinute !== undefined)
    miss("/security/capabilities/max_api_calls_per_minute", "AIR v1 has no rate limits (deferred to v1.1)");
  const allowed = a.policy.allowedOperations.flatMap((op, i) => {
    const effect = OPERATION_EFFECTS[op];
    if (!effect) miss(`/security/capabilities/allowed_operations/${i}`, `operation ${op} has no AIR effect kind`);
    return effect ? [effect] : [];
  });
  const rules = [
    ...a.policy.restrictedDomains.map((host) => ({ when: { effect_kind: "http.request", host }, decision: "deny" })),
    ...[...new Set(allowed)].map((effect_kind) => ({ when: { effect_kind }, decision: "allow" })),
  ];
  const policy = fromPlain({ $kind: "defpolicy", name: n("policy"), rules }) as JsonObject;
  for (const k of ["id", "author", "description", "created"] as const)
    if (a[k]) miss(`/meta/${k}`, "AIR definitions carry no agent metadata");
  if (`aix.${a.name}` !== ns)
    miss("/meta/name", `AIR namespaces are identifiers: ${JSON.stringify(a.name)} becomes ${ns}`);
  if (a.version !== String(v)) miss("/meta/version", `AIR versions are whole numbers: ${a.version} becomes @${v}`);
  const manifest = fromPlain({
    $kind: "manifest",
    schemas: schemas.map((s) => ({ name: s.name })),
    modules: [],
    plans: [{ name: plan.name }],
    caps: caps.map((name) => ({ name })),
    policies: [{ name: policy.name }],
    triggers: [{ event: n("Input"), plan: plan.name }],
    defaults: { policy: policy.name, cap_grants: grants },
  }) as JsonObject;
  // The built-in capability definitions the manifest lists are nodes of the world like any other:
  // stored, and pinned by the hash of their bytes with `$kind`, as the AgentOS store loader reads
  // every manifest reference from the store (docs/decisions.md).
  // Every cap listed above is one of them.
  const builtins = caps.map((name) => builtin(name)!);
  return { nodes: [...schemas, plan, policy, ...builtins], manifest, blobs: new Map([[blobRef, instructions]]) };
}
