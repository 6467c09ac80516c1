/**
 * `air hash` against the AgentOS v1 reference itself: 10,000 nodes (test/fixtures/air/reference-v1)
 * and what the reference's own code (aos-air-types + aos-cbor at 9f2e2b58, built and run by the
 * oracle there) did with each: its hash, or serde's refusal. agentc must hash exactly the nodes
 * the reference hashes, to the same bytes, and refuse exactly the others.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readAirWorld } from "../../src/formats/air/read-world.js";
import { referenceOutcome } from "../../src/formats/air/typed-checks.js";
import { hashTypedNode } from "../../ir/dialects/air/node-hash.js";
import { checkShape } from "../../src/formats/air/shape.js";
import { agentcInProcess } from "../support/cli.js";
import { repoRoot } from "../support/corpus.js";
import { referenceNodesText } from "../support/air-reference-nodes.js";

const dir = join(repoRoot, "test/fixtures/air/reference-v1");
const nodesFile = join(dir, "nodes.air.json");
interface Reference {
  commit: string;
  nodes: number;
  hashed: number;
  refused: number;
  results: Array<{ hash?: string; refused?: string }>;
}
const reference = JSON.parse(readFileSync(join(dir, "reference-v1-hashes.json"), "utf8")) as Reference;

describe("AIR v1: agreement with the AgentOS reference (aos-air-types at 9f2e2b58)", () => {
  const world = readAirWorld(nodesFile);
  const entries = world.entries ?? [];
  const outcomes = entries.map(referenceOutcome);
  // Each entry's node, read once: `entry.node` reads the node's text again on every access (the
  // reader keeps offsets, not trees), and the filters below walk all 10,000 several times.
  const nodes = entries.map((e) => e.node);

  it("the fixture is the generator's output and the reference's results are for it, node for node", () => {
    expect(readFileSync(nodesFile, "utf8")).toBe(referenceNodesText());
    expect(reference.commit).toBe("9f2e2b58ff9988bd70e913360eba5e590ac1d7e7");
    expect(entries).toHaveLength(10_000);
    expect(reference.results).toHaveLength(10_000);
    // Floors: both sides of the question are asked many times.
    expect(reference.hashed).toBeGreaterThan(9_000);
    expect(reference.refused).toBeGreaterThan(500);
  });

  it("hashes every node the reference hashes, to the same hash, and refuses every node it refuses: 10,000 of 10,000", () => {
    const disagreements: string[] = [];
    outcomes.forEach((o, i) => {
      const ours = o.typed
        ? hashTypedNode(o.typed).hash
        : `refused (${o.diagnostics.map((d) => d.message).join("; ")})`;
      const theirs = reference.results[i]!.hash ?? `refused (${reference.results[i]!.refused})`;
      if (o.typed ? ours !== theirs : reference.results[i]!.hash !== undefined)
        disagreements.push(`node ${i}: agentc ${ours}, reference ${theirs}`);
    });
    expect(disagreements.slice(0, 10)).toEqual([]);
    expect(10_000 - disagreements.length).toBe(10_000);
  });

  it("the nodes the issue names are among those hashed: key_schema null, abi {} and {reducer: null}, cap grant params the schema refuses", () => {
    const hashed = (pred: (n: Record<string, unknown>) => boolean): number =>
      nodes.filter((n, i) => pred(n) && reference.results[i]!.hash && outcomes[i]!.typed).length;
    expect(hashed((n) => n.$kind === "defmodule" && n.key_schema === null)).toBeGreaterThan(20);
    expect(hashed((n) => n.$kind === "defmodule" && JSON.stringify(n.abi) === "{}")).toBeGreaterThan(20);
    expect(hashed((n) => n.$kind === "defmodule" && JSON.stringify(n.abi) === '{"reducer":null}')).toBeGreaterThan(20);
    // A full manifest (defaults, bindings, routing, triggers) and grants whose params the schema refuses.
    const schemaRefusesParams = entries.filter(
      (e, i) =>
        nodes[i]!.$kind === "manifest" &&
        outcomes[i]!.typed &&
        checkShape(e).some((d) => /cap_grants\/\d+\/params/.test(d.pointer ?? "")),
    );
    expect(schemaRefusesParams.length).toBeGreaterThan(50);
    expect(
      hashed(
        (n) =>
          n.$kind === "manifest" &&
          ["defaults", "module_bindings", "routing", "triggers"].every((k) => n[k] !== undefined && n[k] !== null),
      ),
    ).toBeGreaterThan(100);
  });

  it("says so where the specification's schema is stricter than the reference (AIR-SPEC-STRICTER), and only there", () => {
    const stricter = outcomes.filter((o) => o.diagnostics.some((d) => d.code === "AIR-SPEC-STRICTER"));
    // Thousands of nodes the schema refuses are hashed by the reference: the warning is no rarity…
    expect(stricter.length).toBeGreaterThan(1_000);
    // …and each one is a node the schema does refuse and the reference does hash.
    for (const [i, o] of outcomes.entries()) {
      if (!o.diagnostics.some((d) => d.code === "AIR-SPEC-STRICTER")) continue;
      expect(o.typed, `node ${i}`).toBeDefined();
      expect(checkShape(entries[i]!).length, `node ${i}`).toBeGreaterThan(0);
    }
  });

  it("agentc air hash prints the reference's hashes in file order and one error per refused node", async () => {
    // In this process: the JSON answer for 10,000 nodes is larger than a child's default pipe buffer.
    const r = await agentcInProcess(["--json", "air", "hash", nodesFile]);
    expect(r.status).toBe(1);
    const out = JSON.parse(r.stdout) as {
      result: Array<{ hash: string }>;
      diagnostics: Array<{ code: string; severity: string; pointer?: string; line?: number }>;
    };
    expect(out.result.map((x) => x.hash)).toEqual(reference.results.flatMap((x) => (x.hash ? [x.hash] : [])));
    const errors = out.diagnostics.filter((d) => d.severity === "error");
    expect(errors).toHaveLength(reference.refused);
    expect(new Set(errors.map((d) => d.code))).toEqual(new Set(["AIR-SHAPE", "AIR-INT-RANGE"]));
    // Each refusal points inside its node: /<index>/<where>.
    expect(errors.every((d) => /^\/\d+(\/|$)/.test(d.pointer ?? ""))).toBe(true);
    // …and at its line: the file holds one node a line after the opening "[" (node i on line i + 2).
    expect(errors.filter((d) => d.line !== Number(/^\/(\d+)/.exec(d.pointer ?? "")?.[1]) + 2)).toEqual([]);
  });
});
