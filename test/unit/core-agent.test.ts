/** The core layer: raising an AIX agent gives core.* graph nodes, and core → AIX → core is the identity. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readAixText } from "../../src/readers/aix/read-agent.js";
import { raiseAix } from "../../src/passes/aix/raise.js";
import { lowerToAix } from "../../src/passes/aix/lower.js";
import { coreGraph } from "../../ir/dialects/core/agent.js";
import { LossLedger } from "../../ir/loss-ledger.js";
import { repoRoot } from "../support/corpus.js";

const file = join(repoRoot, "examples", "support-agent.aix");
const doc = readAixText(file, readFileSync(file, "utf8")).doc!;

describe("core agent", () => {
  it("raises the example agent into core.* nodes connected to the agent", () => {
    const g = coreGraph(raiseAix(doc, file, new LossLedger(), "air"));
    const kinds = g.nodes().map((n) => n.kind);
    expect(kinds.filter((k) => k === "core.Tool")).toHaveLength(2);
    expect(kinds).toEqual(expect.arrayContaining(["core.Agent", "core.Persona", "core.Endpoint", "core.McpServer", "core.MemoryStore", "core.Policy"]));
    expect(g.edgesFrom("core:agent").map((e) => e.to)).toEqual(g.nodes().filter((n) => n.id !== "core:agent").map((n) => n.id));
  });

  it("core → AIX → core gives the same agent", () => {
    const core = raiseAix(doc, file, new LossLedger(), "aix");
    expect(raiseAix(lowerToAix(core), "again", new LossLedger(), "aix")).toEqual(core);
  });
});
