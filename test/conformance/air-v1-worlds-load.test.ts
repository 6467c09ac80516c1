/**
 * AIX → AIR v1 means what the agent means, and loads where AgentOS loads it:
 * - every world agentc writes from the fixture agents loads under the AgentOS v1 store loader's
 *   rules (test/support/air-v1-loader.ts, mirrored from the reference's source): every node the
 *   manifest references is in `.store/`, the built-in `sys/*` definitions included, hashed with
 *   `$kind` as the loader reads them;
 * - the `respond@1` plan, triggered with two different messages, puts each message into the model
 *   call together with the instructions (the plan's expressions evaluated as the AIR spec defines);
 * - placeholders the agent does not state (provider, model, output budget) are in the ledger, and
 *   `context_window` (a context size) never becomes `max_tokens` (an output budget).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { convertPath, type ConvertResult } from "../../src/pipeline/convert.js";
import { sha256Hex } from "../../ir/hash/digest.js";
import type { JsonObject } from "../../ir/json/value.js";
import { DEFAULT_MAX_TOKENS, PLACEHOLDER_MODEL, PLACEHOLDER_PROVIDER } from "../../src/formats/air/lower.js";
import { agentcInProcess } from "../support/cli.js";
import { corpusPath, repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";
import { loadWorldV1 } from "../support/air-v1-loader.js";
import { runPlan, type Value } from "../support/air-plan-eval.js";

const AGENTS = [
  join(repoRoot, "examples/support-agent.aix"),
  ...["persona-agent.aix", "tool-agent.aix", "hybrid-agent.aix"].map((f) => corpusPath("aix/reference-v1.0", f)),
  ...readdirSync(corpusPath("aix/reference-head")).map((f) => corpusPath("aix/reference-head", f)),
];

async function world(agent: string): Promise<{ out: string; r: ConvertResult } | undefined> {
  const out = join(tempDir(), "w.air");
  try {
    return { out, r: await convertPath(agent, { to: "air", airVersion: "1", output: out }) };
  } catch {
    return undefined; // an agent that does not convert (reference-head's invalid ones) writes no world
  }
}

describe("AIR v1 worlds agentc writes load under the AgentOS v1 store loader's rules", () => {
  it("every fixture agent's world: each manifest reference in .store/, $kind-tagged, hashing to its name; plans validate", async () => {
    let loaded = 0;
    for (const agent of AGENTS) {
      const w = await world(agent);
      if (!w) continue;
      const catalog = loadWorldV1(w.out);
      const caps = catalog.manifest.caps as JsonObject[];
      expect(caps.map((c) => c.name)).toContain("sys/llm.basic@1");
      for (const c of caps)
        expect(catalog.nodes.get(c.name as string)?.node.$kind, `${agent}: ${String(c.name)}`).toBe("defcap");
      loaded++;
    }
    expect(loaded).toBeGreaterThanOrEqual(4);
  });

  it("the built-in is pinned by its hash with $kind; pinned without it (as agentc wrote before), the loader's rules refuse the world", async () => {
    const w = (await world(AGENTS[0]!))!;
    const { builtin, builtinHash } = await import("../../ir/dialects/air/builtins.js");
    const { hashNode } = await import("../../ir/dialects/air/node-hash.js");
    const cap = builtin("sys/llm.basic@1")!;
    const withKind = hashNode(cap, "aos").hash;
    expect(builtinHash(cap)).not.toBe(withKind);
    const catalog = loadWorldV1(w.out);
    expect(catalog.nodes.get("sys/llm.basic@1")!.hash).toBe(withKind);
    // Re-pointed at the hash without $kind, the loader finds nothing in the store.
    const { cpSync, writeFileSync } = await import("node:fs");
    const { decodeCbor } = await import("../../ir/cbor/decode.js");
    const { encodeCbor } = await import("../../ir/cbor/encode.js");
    const old = join(tempDir(), "old.air");
    cpSync(w.out, old, { recursive: true });
    const bytes = readFileSync(join(old, "manifest.air.cbor"));
    const { value, selfDescribed } = decodeCbor(bytes);
    const text = Buffer.from(encodeCbor(value, { selfDescribe: selfDescribed })).toString("latin1");
    expect(text).toContain(withKind);
    writeFileSync(join(old, "manifest.air.cbor"), Buffer.from(text.replace(withKind, builtinHash(cap)), "latin1"));
    expect(() => loadWorldV1(old)).toThrow(/No such file or directory/);
    // agentc says so too: such a world (its manifest view rewritten to match, the stored copy gone) is warned about.
    const { manifestView } = await import("../../ir/dialects/air/manifest-view.js");
    const { rmSync } = await import("node:fs");
    const { validateAir } = await import("../../src/formats/air/validate-world.js");
    writeFileSync(join(old, "manifest.air.json"), manifestView(readFileSync(join(old, "manifest.air.cbor"))));
    rmSync(join(old, ".store/nodes/sha256", withKind.slice("sha256:".length)));
    const v = validateAir(old);
    expect(v.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(v.diagnostics.find((d) => d.code === "AIR-STORE-BUILTIN")?.message).toMatch(
      /sys\/llm\.basic@1 .* will not load this world/,
    );
  });

  it("validate, air validate and roundtrip of a world's manifest.air.json resolve the .store/ beside it", async () => {
    const w = (await world(AGENTS[0]!))!;
    const manifest = join(w.out, "manifest.air.json");
    for (const args of [
      ["validate", manifest],
      ["air", "validate", manifest],
      ["roundtrip", manifest],
    ]) {
      const r = await agentcInProcess(["--json", ...args]);
      expect(r.status, `${args.join(" ")}: ${r.stdout}`).toBe(0);
      expect(JSON.parse(r.stdout).diagnostics.filter((d: { severity: string }) => d.severity === "error")).toEqual([]);
    }
  });
});

describe("AIX → AIR v1: respond@1 sends the triggering message with the instructions", () => {
  it("two different messages each reach the model call's input, after the instructions", async () => {
    const w = (await world(AGENTS[0]!))!;
    const catalog = loadWorldV1(w.out);
    const planRef = (catalog.manifest.plans as JsonObject[])[0]!;
    const plan = catalog.nodes.get(planRef.name as string)!.node;
    const trigger = (catalog.manifest.triggers as JsonObject[]).find((t) => t.plan === planRef.name)!;
    expect(trigger.event).toBe(plan.input);
    const instructionsBlob = readdirSync(join(w.out, ".store/blobs/sha256")).map((h) =>
      readFileSync(join(w.out, ".store/blobs/sha256", h), "utf8"),
    );
    const agentText = readFileSync(AGENTS[0]!, "utf8");
    expect(instructionsBlob.some((t) => t.includes("Role:"))).toBe(true);
    const inputs: Value[] = [];
    for (const message of ["Where is my order 1234?", "Please call me back tomorrow."]) {
      // The trigger's event carries the message as the sha256 of its blob (AIR hands models blobs).
      const messageRef = `sha256:${sha256Hex(Buffer.from(message, "utf8"))}`;
      const run = runPlan(plan, { message: messageRef }, () => ({
        output_ref: `sha256:${"0".repeat(64)}`,
        token_usage: { prompt: 1, completion: 1 },
        cost_cents: 0,
        provider_id: "test",
      }));
      const llm = run.intents.filter((i) => i.kind === "llm.generate");
      expect(llm).toHaveLength(1);
      const params = llm[0]!.params as { [k: string]: Value };
      const refs = params.message_refs as string[];
      expect(refs).toContain(messageRef);
      // The instructions come first, and they are the agent's persona.
      const instructions = readFileSync(join(w.out, ".store/blobs/sha256", refs[0]!.slice("sha256:".length)), "utf8");
      expect(instructions).toContain("Role:");
      expect(agentText).toContain(
        instructions
          .split("\n")
          .find((l) => l.startsWith("Role: "))!
          .slice("Role: ".length),
      );
      inputs.push(params.message_refs!);
    }
    expect(inputs[0]).not.toEqual(inputs[1]);
  });

  it("context_window is never max_tokens; placeholders and defaults are ledgered", async () => {
    for (const agent of AGENTS) {
      const w = await world(agent);
      if (!w) continue;
      const plan = [...loadWorldV1(w.out).nodes.values()].find((n) => n.node.$kind === "defplan")!.node;
      const generate = (plan.steps as JsonObject[]).find((s) => s.op === "emit_effect")!;
      const params = (generate.params as JsonObject).record as JsonObject as Record<string, JsonObject>;
      expect(Number(String(params.max_tokens!.nat))).toBe(DEFAULT_MAX_TOKENS);
      const ledger = new Map(w.r.ledger.entries.map((e) => [e.pointer, e.reason]));
      expect(ledger.get("/persona/context_window"), agent).toMatch(/output budget/);
      expect(params.provider!.text).toBe(PLACEHOLDER_PROVIDER);
      expect(ledger.get("/persona/provider")).toMatch(/placeholder/);
      expect(params.model!.text).toBe(PLACEHOLDER_MODEL);
      expect(ledger.get("/persona/model")).toMatch(/placeholder/);
      // No two ledger reasons about one skill field contradict each other (raise says what core keeps, lower what AIR keeps).
      for (const e of w.r.ledger.entries.filter((x) => x.pointer.startsWith("/skills/")))
        expect(e.reason).not.toMatch(/AIR tool carries a name, a description/);
    }
  });
});
