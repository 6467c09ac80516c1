/**
 * Claude Code subagents in the pipeline: read one subagent file (or a `.claude/agents` folder) into
 * `claude-agents.Subagent` nodes, check what Claude Code requires, raise a subagent to the core agent
 * `agentc import` writes for it, lower a core agent to a subagent, and write it.
 */
import { readdirSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import type { Origin } from "../../../ir/graph/origin.js";
import { addCoreAgent, coreAgentOf } from "../../../ir/dialects/core/agent.js";
import type { Subagent } from "../../../ir/dialects/claude-agents/model.js";
import { SUBAGENT_DIR } from "../../../ir/dialects/claude-agents/model.js";
import { directoryOf, oneFile, type OutputFiles } from "../../../ir/io/output-files.js";
import { fromPlain, type JsonObject } from "../../../ir/json/value.js";
import { emitSubagent } from "../../../emitters/claude-agents/emit.js";
import { discoverSubagents, readSubagentFile, type SubagentRead } from "./read-subagent.js";
import { coreToSubagent, subagentFieldChecks, subagentToCore } from "./core.js";
import { CLAUDE_CODE_SECTION } from "./subagent-aix.js";
import { sameSubagentMeaning } from "./same-meaning.js";
import { notInfo, stateKey, type PassContext, noCoreAgent } from "../pass.js";
import { detectFormat } from "../detect.js";
import type { Format } from "../format.js";
import { readAgentText } from "../read-text.js";

const NAME = "claude-agents";
const FILES = stateKey<Item[]>(`${NAME}.files`);
const LOWERED = stateKey<Subagent>(`${NAME}.lowered`);

interface Item {
  /** The file as diagnostics name it (the input, or the input folder joined with the file's name). */
  file: string;
  read: SubagentRead;
}

const itemsOf = (ctx: PassContext): Item[] => ctx.state.get(FILES) ?? [];
const agentsOf = (ctx: PassContext): Array<{ file: string; agent: Subagent }> =>
  itemsOf(ctx).flatMap((i) => (i.read.agent ? [{ file: i.file, agent: i.read.agent }] : []));

/** The subagent files of an input: the file itself, the `.md` files of a `.claude/agents` folder, or a repository's `.claude/agents/*.md`. */
function subagentFiles(input: string): string[] | Diagnostic {
  let isDir: boolean;
  try {
    isDir = statSync(input).isDirectory();
  } catch {
    return { code: "RULES-READ", severity: "error", message: `${input} does not exist or cannot be read`, file: input };
  }
  if (!isDir) return [input];
  const inFolder = readdirSync(input)
    .filter((n) => n.endsWith(".md"))
    .sort();
  const here = /(^|[\\/])\.claude[\\/]agents[\\/]?$/.test(input) || basename(input) === "agents" ? inFolder : [];
  return here.length ? here.map((n) => join(input, n)) : discoverSubagents(input).map((rel) => join(input, rel));
}

/** Where each field the core agent holds was in the subagent file. */
function originOf(item: Item): (pointer: string) => Origin {
  const lines = item.read.fieldLines;
  const line = (p: string): number | undefined => {
    if (p === "/persona") return item.read.bodyLine;
    if (p === `/${CLAUDE_CODE_SECTION}`) return lines.get("tools") ?? lines.get("model");
    return lines.get("name") ?? 1;
  };
  return (pointer) => {
    const l = line(pointer);
    return { file: item.file, pointer, ...(l ? { line: l, col: 1 } : {}) };
  };
}

const same = (a: Subagent, b: Subagent): string[] => {
  const out: string[] = [];
  for (const k of ["name", "description", "model", "prompt"] as const)
    if (a[k] !== b[k]) out.push(`${a.name}: ${k} differs`);
  if (JSON.stringify(a.tools) !== JSON.stringify(b.tools)) out.push(`${a.name}: tools differ`);
  if (JSON.stringify(fromPlain(a.fields)) !== JSON.stringify(fromPlain(b.fields)))
    out.push(`${a.name}: the other front-matter fields differ`);
  return out;
};

/** Written subagent files, re-read, give back the subagents written. */
function reread(files: ReadonlyArray<[string, Uint8Array]>, expected: readonly Subagent[]): Diagnostic[] {
  return files.flatMap(([path, bytes], i) => {
    const back = readSubagentFile(path || "<output>", Buffer.from(bytes).toString("utf8"));
    const want = expected[i]!;
    const diffs = back.agent ? same(want, back.agent) : [`${want.name}: the written file does not read as a subagent`];
    return diffs.map((message): Diagnostic => ({
      code: "RULES-OUTPUT",
      severity: "error",
      message: `claude-agents: ${message}`,
    }));
  });
}

export const claudeAgentsFormat: Format = {
  name: NAME,
  dialect: NAME,
  description:
    "Claude Code subagents: .claude/agents/*.md (name, description, tools, model; the body is the system prompt)",
  detect: (path) => detectFormat(path) === NAME,
  discover: (root, files) => discoverSubagents(root, files),
  read: {
    name: `${NAME}.read`,
    dialect: NAME,
    kind: "read",
    description:
      "read subagent files: front matter (YAML, or line by line as Claude Code reads it) with the line of each field, and the system prompt",
    run(ctx) {
      const files = subagentFiles(ctx.input);
      if (!Array.isArray(files)) return [files];
      if (!files.length)
        return [
          {
            code: "RULES-NONE",
            severity: "error",
            message: `no Claude Code subagent (${SUBAGENT_DIR}/*.md) in ${ctx.input}`,
            file: ctx.input,
            hint: `name a subagent file, or a folder holding ${SUBAGENT_DIR}`,
          },
        ];
      const ds: Diagnostic[] = [];
      const items: Item[] = [];
      for (const file of files) {
        const r = readAgentText(file);
        if ("diagnostic" in r) {
          ds.push(r.diagnostic);
          continue;
        }
        const read = readSubagentFile(file, r.text);
        items.push({ file, read });
        ds.push(...read.frontMatterDiagnostics);
        const positions = new Map([...read.fieldLines].map(([k, line]) => [`/${k}`, { line, col: 1 }]));
        ctx.graph.sources.set({ file, text: r.text, positions });
        const a = read.agent;
        const attrs = fromPlain({
          file: basename(file),
          ...(a
            ? {
                name: a.name,
                description: a.description,
                ...(a.tools ? { tools: a.tools } : {}),
                ...(a.model !== undefined ? { model: a.model } : {}),
                fields: a.fields,
                promptLines: a.prompt.split("\n").length,
              }
            : { front: read.front }),
        }) as JsonObject;
        ctx.graph.add({
          id: `${NAME}:subagent:${file}`,
          kind: `${NAME}.Subagent`,
          attrs,
          origin: { file, line: 1, col: 1 },
        });
      }
      ctx.state.set(FILES, items);
      return ds;
    },
  },
  verify: [
    {
      name: `${NAME}.verify`,
      dialect: NAME,
      kind: "verify",
      description:
        "every subagent has the name, description and system prompt Claude Code requires; its name, tools and model read as they say",
      run(ctx) {
        return itemsOf(ctx).flatMap((i) => [
          ...i.read.missing,
          ...subagentFieldChecks(i.file, i.read.front, i.read.fieldLines),
        ]);
      },
    },
  ],
  raise: {
    name: `${NAME}.raise`,
    dialect: NAME,
    kind: "raise",
    description:
      "a subagent → the core agent agentc import writes for it (name, description, role, prompt as instructions; tools, model and other fields as x-claude-code)",
    run(ctx) {
      const items = itemsOf(ctx).filter((i) => i.read.agent);
      if (items.length !== 1) {
        return [
          {
            code: "CORE-AGENT-MANY",
            severity: "error",
            message: `${ctx.input} holds ${items.length} subagents; a conversion carries one agent`,
            file: ctx.input,
            hint: `convert them one by one (agentc convert ${SUBAGENT_DIR}/<name>.md --to …)`,
          },
        ];
      }
      addCoreAgent(ctx.graph, subagentToCore(items[0]!.read.agent!), originOf(items[0]!));
      return [];
    },
  },
  lower: {
    name: `${NAME}.lower`,
    dialect: NAME,
    kind: "lower",
    description:
      "core agent → a subagent (its x-claude-code section gives back tools, model and other fields); what a subagent file cannot hold is ledgered",
    run(ctx) {
      const core = coreAgentOf(ctx.graph);
      if (!core)
        return noCoreAgent(
          "there is no agent to lower to a Claude Code subagent (the source holds rules, not an agent)",
        );
      const r = coreToSubagent(core, ctx.ledger, ctx.input);
      if (!r.subagent) return r.diagnostics;
      ctx.state.set(LOWERED, r.subagent);
      ctx.graph.add({
        id: `${NAME}:out`,
        kind: `${NAME}.Subagent`,
        attrs: fromPlain({
          name: r.subagent.name,
          description: r.subagent.description,
          ...(r.subagent.tools ? { tools: r.subagent.tools } : {}),
        }) as JsonObject,
      });
      return r.diagnostics;
    },
  },
  write: {
    name: `${NAME}.write`,
    description:
      "subagent files: front matter (name, description, tools, model, other fields), the generated-by line, the system prompt",
    run(ctx): OutputFiles {
      const lowered = ctx.state.get(LOWERED);
      if (lowered) return oneFile(emitSubagent(lowered));
      // Same format: each subagent re-emitted canonically (one file, or a folder of them).
      const agents = agentsOf(ctx);
      if (agents.length === 1) return oneFile(emitSubagent(agents[0]!.agent));
      return directoryOf(agents.map(({ file, agent }) => [basename(file), emitSubagent(agent)]));
    },
  },
  checkOutput: [
    {
      name: `${NAME}.reread`,
      description: "the written subagent files, re-read with the subagent reader, give back each subagent",
      run(out, ctx) {
        const lowered = ctx.state.get(LOWERED);
        return reread(out.files, lowered ? [lowered] : agentsOf(ctx).map((a) => a.agent));
      },
    },
  ],
  core: { raises: ["agent"], lowers: ["agent"] },
  loses: {
    raise: "nothing: Claude Code's tools, model and other fields travel as the x-claude-code section",
    lower:
      "what a subagent file has no place for: skills, APIs, MCP servers, memory, capabilities, tone, style, constraints",
  },
  outputSuffix: () => ".md",
  summarize(ctx, diagnostics) {
    const items = itemsOf(ctx);
    const agents = agentsOf(ctx);
    const errors = notInfo(diagnostics).filter((d) => d.severity === "error").length;
    const list = agents.map(
      ({ agent: a }) =>
        `${a.name}${a.tools ? ` (${a.tools.length} tool${a.tools.length === 1 ? "" : "s"})` : " (every tool)"}${a.model ? `, model ${a.model}` : ""}`,
    );
    return {
      result: {
        files: items.length,
        subagents: agents.map(({ file, agent: a }) => ({
          file,
          name: a.name,
          ...(a.tools ? { tools: a.tools } : {}),
          ...(a.model ? { model: a.model } : {}),
        })),
      },
      summary: `claude-agents: ${errors ? "FAIL" : "ok"}, ${items.length} file(s), ${agents.length} subagent(s)${list.length ? `: ${list.join("; ")}` : ""}`,
    };
  },
  sameMeaning: sameSubagentMeaning,
  async roundtrip(ctx) {
    const agents = agentsOf(ctx);
    const written = agents.map(({ file, agent }): [string, Uint8Array] => [
      file,
      Buffer.from(emitSubagent(agent), "utf8"),
    ]);
    const diagnostics = reread(
      written,
      agents.map((a) => a.agent),
    );
    const missing = itemsOf(ctx)
      .filter((i) => !i.read.agent)
      .map((i) => `${i.file} does not read as a subagent`);
    return { differences: [...missing, ...diagnostics.map((d) => d.message)], diagnostics };
  },
};
