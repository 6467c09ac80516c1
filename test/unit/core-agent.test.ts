/**
 * The core dialect's agent lives in the graph: raising puts core.* nodes in it
 * (with the source position of each), and the lowerings read the same agent
 * back through coreAgentOf; core → AIX → core is the identity.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readAixText } from "../../src/formats/aix/read-agent.js";
import { raiseAix } from "../../src/formats/aix/raise.js";
import { lowerToAix } from "../../src/formats/aix/lower.js";
import { addCoreAgent, coreAgentOf } from "../../ir/dialects/core/agent.js";
import { Graph } from "../../ir/graph/graph.js";
import { LossLedger } from "../../ir/loss-ledger.js";
import { parse } from "../../src/api.js";
import { AIX_SOURCE, aixFormat } from "../../src/formats/aix/format.js";
import { RunState } from "../../src/formats/pass.js";
import { repoRoot } from "../support/corpus.js";

const file = join(repoRoot, "examples", "support-agent.aix");
const source = readAixText(file, readFileSync(file, "utf8"));
const doc = source.doc!;

describe("core agent", () => {
  it("the graph's core nodes give back exactly the agent that was put in", () => {
    const agent = raiseAix(doc, file, new LossLedger(), "air");
    const g = addCoreAgent(new Graph(), agent);
    expect(coreAgentOf(g)).toEqual(agent);
    expect(g.nodes("core.Tool")).toHaveLength(agent.tools.length);
    expect(
      g
        .edgesFrom("core:agent")
        .map((e) => e.to)
        .sort(),
    ).toEqual(
      g
        .nodes()
        .filter((n) => n.id !== "core:agent")
        .map((n) => n.id)
        .sort(),
    );
    expect(coreAgentOf(new Graph())).toBeUndefined();
  });

  it("the aix.raise pass places each core node at its source field", async () => {
    const { graph } = await parse(file);
    const state = new RunState();
    state.set(AIX_SOURCE, source);
    const ctx = { graph, ledger: new LossLedger(), input: file, options: {}, state };
    await aixFormat.raise!.run(ctx);
    const persona = graph.first("core.Persona")!;
    expect(persona.origin).toMatchObject({ file, pointer: "/persona", line: source.positions.get("/persona")!.line });
    expect(graph.nodes("core.Tool")[1]!.origin?.pointer).toBe("/skills/1");
  });

  it("core → AIX → core gives the same agent", () => {
    const core = raiseAix(doc, file, new LossLedger(), "aix");
    expect(raiseAix(lowerToAix(core), "again", new LossLedger(), "aix")).toEqual(core);
  });
});
