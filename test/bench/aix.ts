/** AIX benchmark: agents/s for parse + validate + checksum over 10,000 generated agents in each syntax. */
import { fromPlain, toPlain, type JsonObject } from "../../ir/json/value.js";
import { emitAix } from "../../emitters/aix/emit.js";
import { checkAixText } from "../../src/formats/aix/check-file.js";
import { computeChecksum } from "../../ir/dialects/aix/checksum.js";
import { line, rate, row, scaled, time } from "./measure.js";
import { AIX14_FORMAT_VERSION, computeChecksumV14 } from "../../ir/dialects/aix/v14.js";

/** A generated agent using every AIX section (shared with the conversion benchmark). */
export function benchAgent(i: number): JsonObject {
  return fromPlain({
    meta: {
      version: "1.0",
      id: `550e8400-e29b-41d4-a716-${String(i).padStart(12, "0")}`,
      name: `Agent ${i}`,
      created: "2025-01-12T10:30:00Z",
      author: "bench",
      tags: ["a", "b"],
    },
    persona: {
      role: "assistant",
      instructions: `You are agent ${i}. Be helpful.\nNever share secrets.`,
      temperature: 0.7,
      constraints: ["be kind", "be brief"],
    },
    skills: [
      { name: `search_${i % 7}`, description: "search", enabled: true, priority: 5 },
      { name: "summarize", description: "summarize", enabled: true, timeout: 30 },
    ],
    apis: [
      {
        name: "weather",
        base_url: "https://api.weather.example/v1",
        auth: { type: "api_key", location: "header" },
        endpoints: [{ path: "/now", method: "GET" }],
        rate_limit: { requests: 100, period: 60 },
      },
    ],
    mcp: { servers: [{ name: "fs", command: "npx", args: ["-y", "@mcp/fs", "/tmp"] }] },
    memory: {
      episodic: { enabled: true, max_messages: 50 },
      semantic: { enabled: i % 2 === 0, similarity_threshold: 0.75 },
    },
    security: {
      checksum: { algorithm: "sha256", value: "0" },
      capabilities: { allowed_operations: ["call_apis", "use_tools"], max_api_calls_per_minute: 60 },
    },
  }) as JsonObject;
}

export async function runAixBench(): Promise<void> {
  const n = scaled(10_000);
  const docs = Array.from({ length: n }, (_, i) => {
    const d = benchAgent(i);
    ((d.security as JsonObject).checksum as JsonObject).value = computeChecksum(d, "sha256");
    return d;
  });
  let jsonSeconds = 0;
  for (const syntax of ["yaml", "json", "toml"] as const) {
    const texts = docs.map((d) => emitAix(d, syntax));
    const { value: invalid, seconds } = time(
      () => texts.filter((t, i) => !checkAixText(`a${i}.${syntax}`, t).report.valid).length,
    );
    if (invalid) throw new Error(`${invalid} generated ${syntax} agents did not validate`);
    line(
      `aix parse+validate+checksum, ${syntax} (agents/s)`,
      `${rate(n, seconds)}  (${n} agents, ${seconds.toFixed(2)} s)`,
    );
    if (syntax === "json") jsonSeconds = seconds;
  }
  runAix14Bench(docs, jsonSeconds);
}

/**
 * The same agents as AIX v1.4 (format_version, identity_layer, the v1.4 checksum), in JSON: the
 * release's schema and the v1.4 checks, beside the v1.0 rules on the same agents in the same run.
 * Target: no slower than a third of v1.0's rate (the compiled schema is one more pass over the document).
 */
function runAix14Bench(docs: JsonObject[], v10Seconds: number): void {
  const n = docs.length;
  const texts = docs.map((d, i) => {
    const v = fromPlain({
      ...(toPlain(d) as object),
      identity_layer: {
        id: `did:axiom:axiomid.app:agent-${i}`,
        authority: "axiomid.app",
        issuedAt: "2025-01-12T10:30:00Z",
      },
    }) as JsonObject;
    (v.meta as JsonObject).format_version = AIX14_FORMAT_VERSION;
    ((v.security as JsonObject).checksum as JsonObject).value = computeChecksumV14(v, "sha256");
    return emitAix(v, "json");
  });
  const { value: invalid, seconds } = time(
    () => texts.filter((t, i) => !checkAixText(`a${i}.json`, t).report.valid).length,
  );
  if (invalid) throw new Error(`${invalid} generated AIX v1.4 agents did not validate`);
  const ratio = v10Seconds / seconds;
  row({
    figure: "aix v1.4 parse+validate+checksum, json (agents/s)",
    value: `${rate(n, seconds)} (${n} agents, ${seconds.toFixed(2)} s)`,
    bound: `v1.0 rules, same agents: ${rate(n, v10Seconds)}`,
    ratio: `${ratio.toFixed(2)}× v1.0's rate`,
    target: "≥ 0.33× v1.0",
    pass: ratio >= 0.33,
  });
}
