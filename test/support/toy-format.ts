/**
 * A toy format defined entirely inside test/: `.toy` files of `key: value`
 * lines (name, role, instructions, tool, rule). It registers its own dialect
 * and a Format with a reader, a raise, a lower and a writer — nothing under
 * src/ knows it — which is what adding a format costs.
 */
import { readFileSync } from "node:fs";
import { addCoreAgent, coreAgentOf, type CoreAgent } from "../../ir/dialects/core/agent.js";
import { addCoreRules, coreRulesOf } from "../../ir/dialects/core/rules.js";
import { registerDialect } from "../../ir/dialects/registry.js";
import { oneFile } from "../../ir/io/output-files.js";
import type { Diagnostic } from "../../ir/diagnostics/diagnostic.js";
import { fromPlain, type JsonObject } from "../../ir/json/value.js";
import type { Format } from "../../src/formats/format.js";
import type { PassContext } from "../../src/formats/pass.js";

registerDialect("toy", "a toy agent format for tests", { Agent: "a toy agent", Line: "one key: value line" });

export const TOY_ID = "6f1c1e9e-3b0a-4c7e-9d2a-1b2c3d4e5f60";

interface ToyLine {
  key: string;
  value: string;
}

const linesOf = (ctx: PassContext): ToyLine[] => ctx.graph.nodes<ToyLine>("toy.Line").map((n) => n.attrs);

export function parseToy(text: string): { lines: ToyLine[]; problems: Array<{ line: number; message: string }> } {
  const lines: ToyLine[] = [];
  const problems: Array<{ line: number; message: string }> = [];
  text.split("\n").forEach((raw, i) => {
    if (!raw.trim()) return;
    const m = /^(name|role|instructions|tool|rule):\s?(.*)$/.exec(raw);
    if (m) lines.push({ key: m[1]!, value: m[2]! });
    else problems.push({ line: i + 1, message: `not a toy line: ${raw}` });
  });
  return { lines, problems };
}

export const toyFormat: Format = {
  name: "toy",
  dialect: "toy",
  description: "toy agents (tests only)",
  detect: (path) => path.endsWith(".toy"),
  read: {
    name: "toy.read",
    dialect: "toy",
    kind: "read",
    description: "key: value lines into toy nodes",
    run(ctx) {
      const text = readFileSync(ctx.input, "utf8");
      const { lines, problems } = parseToy(text);
      ctx.graph.sources.set({ file: ctx.input, text });
      ctx.graph.add({
        id: "toy:agent",
        kind: "toy.Agent",
        attrs: fromPlain({ file: ctx.input }) as JsonObject,
        origin: { file: ctx.input },
      });
      lines.forEach((l, i) =>
        ctx.graph.add<ToyLine>({
          id: `toy:line:${i}`,
          kind: "toy.Line",
          attrs: l,
          origin: { file: ctx.input, line: i + 1, col: 1 },
        }),
      );
      return problems.map((p): Diagnostic => ({
        code: "TOY-LINE",
        severity: "error",
        message: p.message,
        file: ctx.input,
        line: p.line,
        col: 1,
      }));
    },
  },
  verify: [
    {
      name: "toy.verify",
      dialect: "toy",
      kind: "verify",
      description: "a toy agent has a name",
      run: (ctx) =>
        linesOf(ctx).some((l) => l.key === "name")
          ? []
          : [{ code: "TOY-NAME", severity: "error", message: "a toy agent needs a name", file: ctx.input }],
    },
  ],
  raise: {
    name: "toy.raise",
    dialect: "toy",
    kind: "raise",
    description: "toy lines → core agent",
    run(ctx) {
      const get = (k: string): string[] =>
        linesOf(ctx)
          .filter((l) => l.key === k)
          .map((l) => l.value);
      const agent: CoreAgent = {
        id: TOY_ID,
        name: get("name")[0]!,
        version: "1.0.0",
        persona: {
          role: get("role")[0] ?? "assistant",
          instructions: get("instructions")[0] ?? "Help.",
          constraints: get("rule"),
        },
        tools: get("tool").map((name) => ({ name, description: `the ${name} tool`, enabled: true })),
        apis: [],
        mcpServers: [],
        memory: {},
        policy: { allowedOperations: [], restrictedDomains: [] },
      };
      addCoreAgent(ctx.graph, agent);
      return [];
    },
  },
  lower: {
    name: "toy.lower",
    dialect: "toy",
    kind: "lower",
    description: "core agent or core rules → toy lines",
    run(ctx) {
      const a = coreAgentOf(ctx.graph);
      const lines: ToyLine[] = a
        ? [
            { key: "name", value: a.name },
            { key: "role", value: a.persona.role },
            { key: "instructions", value: a.persona.instructions.replace(/\n/g, " ") },
            ...a.tools.map((t) => ({ key: "tool", value: t.name })),
            ...a.persona.constraints.map((c) => ({ key: "rule", value: c.replace(/\n/g, " ") })),
          ]
        : [
            { key: "name", value: coreRulesOf(ctx.graph).project?.name ?? "rules" },
            ...coreRulesOf(ctx.graph).rules.map((r) => ({ key: "rule", value: r.text.replace(/\s+/g, " ").trim() })),
          ];
      if (a)
        for (const k of ["apis", "mcpServers"] as const)
          if (a[k].length) ctx.ledger.record({ pointer: `/${k}`, target: "toy", reason: "toy agents have no " + k });
      lines.forEach((l, i) => ctx.graph.add<ToyLine>({ id: `toy:line:${i}`, kind: "toy.Line", attrs: l }));
      return [];
    },
  },
  write: {
    name: "toy.write",
    description: "toy lines as text",
    run: (ctx) =>
      oneFile(
        linesOf(ctx)
          .map((l) => `${l.key}: ${l.value}`)
          .join("\n") + "\n",
      ),
  },
  checkOutput: [
    {
      name: "toy.reread",
      description: "the written text parses back to the same lines",
      run: (out, ctx) => {
        const again = parseToy(Buffer.from(out.files[0]![1]).toString("utf8"));
        const same = JSON.stringify(again.lines) === JSON.stringify(linesOf(ctx));
        return same && !again.problems.length
          ? []
          : [{ code: "TOY-REREAD", severity: "error", message: "the toy output does not read back" }];
      },
    },
  ],
  core: { raises: ["agent"], lowers: ["agent", "rules"] },
  outputSuffix: () => ".toy",
};

/** Register once per test process. */
export function useToyFormat(register: (f: Format) => void): Format {
  try {
    register(toyFormat);
  } catch {
    /* registered by an earlier test file in the same process */
  }
  return toyFormat;
}
