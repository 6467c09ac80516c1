/**
 * The core dialect in the graph (ir/dialects/core/agent.ts, rules.ts): which node each part of an
 * agent or a rule set becomes, with its id, kind, origin and edge, and the typed view read back.
 */
import { describe, expect, it } from "vitest";
import "../../ir/dialects/core/kinds.js";
import { Graph } from "../../ir/graph/graph.js";
import { addCoreAgent, coreAgentOf, memoryEnabled, type CoreAgent } from "../../ir/dialects/core/agent.js";
import { addCoreRules, coreRulesOf, type CoreRuleSet } from "../../ir/dialects/core/rules.js";
import { emptyObject, fromPlain, type JsonObject } from "../../ir/json/value.js";
import { ledgerCoreExtras } from "../../src/formats/core/extensions.js";
import { LossLedger } from "../../ir/loss-ledger.js";

const agent = (): CoreAgent => ({
  id: "550e8400-e29b-41d4-a716-446655440000",
  name: "A",
  version: "1.0",
  persona: { role: "r", instructions: "i", constraints: [] },
  tools: [{ name: "t", description: "d", enabled: true }],
  apis: [{ name: "w", baseUrl: "https://x.example", endpoints: [] }],
  mcpServers: [{ name: "fs", command: "npx" } as CoreAgent["mcpServers"][number]],
  memory: { semantic: fromPlain({ enabled: false }) as JsonObject, episodic: emptyObject() },
  policy: { allowedOperations: [], restrictedDomains: [] },
});

describe("addCoreAgent / coreAgentOf", () => {
  it("makes one node per part, each connected to the agent, with the origin of its source field", () => {
    const g = addCoreAgent(new Graph(), agent(), (p) =>
      p === "/persona" || p === "/memory/semantic" ? { file: "a.aix", pointer: p } : undefined,
    );
    expect(g.nodes().map((n) => [n.id, n.kind])).toEqual([
      ["core:agent", "core.Agent"],
      ["core:persona", "core.Persona"],
      ["core:tool:0", "core.Tool"],
      ["core:api:0", "core.Endpoint"],
      ["core:mcp:0", "core.McpServer"],
      ["core:memory:episodic", "core.MemoryStore"],
      ["core:memory:semantic", "core.MemoryStore"],
      ["core:policy", "core.Policy"],
    ]);
    expect(g.edges().map((e) => `${e.from} ${e.kind} ${e.to}`)).toEqual([
      "core:agent has core:persona",
      "core:agent uses core:tool:0",
      "core:agent calls core:api:0",
      "core:agent uses core:mcp:0",
      "core:agent remembers core:memory:episodic",
      "core:agent remembers core:memory:semantic",
      "core:agent governed-by core:policy",
    ]);
    expect(g.get("core:persona")!.origin).toEqual({ file: "a.aix", pointer: "/persona" });
    expect(g.get("core:memory:semantic")!.origin).toEqual({ file: "a.aix", pointer: "/memory/semantic" });
    expect("origin" in g.get("core:agent")!).toBe(false);
    expect(g.get("core:agent")!.attrs).toEqual({
      id: "550e8400-e29b-41d4-a716-446655440000",
      name: "A",
      version: "1.0",
    });
    expect(coreAgentOf(g)).toEqual({ ...agent(), memory: { episodic: {}, semantic: { enabled: false } } });
  });

  it("asks for each part's origin at its AIX field: /meta, /persona, /skills/i, /apis/i, /mcp/servers/i, /memory/k, /security/capabilities", () => {
    const g = addCoreAgent(new Graph(), agent(), (p) => ({ file: "a.aix", pointer: p }));
    expect(g.nodes().map((n) => [n.id, n.origin?.pointer])).toEqual([
      ["core:agent", "/meta"],
      ["core:persona", "/persona"],
      ["core:tool:0", "/skills/0"],
      ["core:api:0", "/apis/0"],
      ["core:mcp:0", "/mcp/servers/0"],
      ["core:memory:episodic", "/memory/episodic"],
      ["core:memory:semantic", "/memory/semantic"],
      ["core:policy", "/security/capabilities"],
    ]);
  });

  it("reads no agent without its identity, persona or policy", () => {
    for (const drop of ["core.Agent", "core.Persona", "core.Policy"]) {
      const g = new Graph();
      for (const n of addCoreAgent(new Graph(), agent()).nodes()) if (n.kind !== drop) g.add(n);
      expect(coreAgentOf(g), drop).toBeUndefined();
    }
  });

  it("counts memory as enabled when it is configured and not switched off", () => {
    const a = agent();
    expect(memoryEnabled(a, "episodic")).toBe(true);
    expect(memoryEnabled(a, "semantic")).toBe(false);
    expect(memoryEnabled(a, "procedural")).toBe(false);
  });
});

describe("addCoreRules / coreRulesOf", () => {
  const set = (): CoreRuleSet => ({
    project: { name: "p", genomes: [] },
    rules: [
      { id: "R-1", text: "one", sources: [{ file: "AGENTS.md", line: 3 }, { file: "other.md" }] },
      { id: "R-2", text: "two", sources: [{ file: "CLAUDE.md" }] },
      { id: "R-3", text: "three" },
    ] as CoreRuleSet["rules"],
    boundaries: [{ path: "src/", gotchas: [], checks: [] }] as unknown as CoreRuleSet["boundaries"],
    facts: [{ text: "f", domain: "d" }],
  });

  it("makes project, rule, boundary and fact nodes; rules carry their first source as origin", () => {
    const g = addCoreRules(new Graph(), set());
    expect(g.nodes().map((n) => [n.id, n.kind])).toEqual([
      ["core:project", "core.Project"],
      ["core:rule:0", "core.Rule"],
      ["core:rule:1", "core.Rule"],
      ["core:rule:2", "core.Rule"],
      ["core:boundary:0", "core.FileBoundary"],
      ["core:fact:0", "core.Fact"],
    ]);
    expect(g.get("core:rule:0")!.origin).toEqual({ file: "AGENTS.md", line: 3, col: 1 });
    expect(g.get("core:rule:1")!.origin).toEqual({ file: "CLAUDE.md" });
    expect("origin" in g.get("core:rule:2")!).toBe(false);
    expect(g.edges().map((e) => `${e.from} ${e.kind} ${e.to}`)).toEqual([
      "core:project rule core:rule:0",
      "core:project rule core:rule:1",
      "core:project rule core:rule:2",
      "core:project boundary core:boundary:0",
      "core:project fact core:fact:0",
    ]);
    expect(coreRulesOf(g)).toEqual(set());
  });

  it("without a project: no project node and no edges", () => {
    const { project: _p, ...rest } = set();
    const g = addCoreRules(new Graph(), rest);
    expect(g.has("core:project")).toBe(false);
    expect(g.edges()).toEqual([]);
    expect(coreRulesOf(g)).toEqual(rest);
    expect(coreRulesOf(new Graph())).toEqual({ rules: [], boundaries: [], facts: [] });
  });
});

describe("ledgerCoreExtras (src/formats/core/extensions.ts)", () => {
  it("ledgers each server's args, env and x- fields and the agent's x- sections, minus what the target holds", () => {
    const a: CoreAgent = {
      id: "i",
      name: "n",
      version: "1.0",
      persona: { role: "r", instructions: "i", constraints: [] },
      tools: [],
      apis: [],
      mcpServers: [
        {
          name: "fs",
          command: "npx",
          args: ["-y"],
          env: { K: "v" },
          extensions: fromPlain({ "x-url": "u" }) as JsonObject,
        },
      ],
      memory: {},
      policy: { allowedOperations: [], restrictedDomains: [] },
      extensions: { "x-t": fromPlain({ a: 1 }) },
    };
    const lost = (held: Parameters<typeof ledgerCoreExtras>[4]) => {
      const ledger = new LossLedger();
      ledgerCoreExtras(a, ledger, "t", "a.aix", held);
      return ledger.entries.map((e) => [e.pointer, e.reason]);
    };
    const server = (k: string) => [
      `/mcp/servers/0/${k}`,
      `T keeps an MCP server's name, command and description, not its ${k} (commands are data, never run)`,
    ];
    const section = ["/x-t", "extension field x-t has no T equivalent"];
    expect(lost({})).toEqual([server("args"), server("env"), server("x-url"), section]);
    expect(lost({ argsEnv: true })).toEqual([server("x-url"), section]);
    expect(lost({ servers: true, extensions: true })).toEqual([]);
  });
});
