/**
 * Custom agents in another tool's style beside Claude Code's subagents (ir/dialects/setup/tools.ts
 * SUBAGENT_STYLES): GitHub Copilot's `.github/agents/*.agent.md` and OpenCode's `.opencode/agent/*.md`.
 * The `claude-agents` format's raise and lower, generalised by a style (src/formats/claude-agents/core.ts):
 * name, description and system prompt are the core agent's; the tool's other fields (tools, model,
 * mode, handoffs, …) are its own `x-<tool>` section, written back only to that tool and ledgered for
 * the others (a Claude subagent's `x-claude-code` in Copilot's file, and the reverse).
 */
import { statSync } from "node:fs";
import { basename, join } from "node:path";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { addCoreAgent, coreAgentOf } from "../../../ir/dialects/core/agent.js";
import type { Subagent } from "../../../ir/dialects/claude-agents/model.js";
import { normalText, withoutGeneratedHeader } from "../../../ir/dialects/rules/model.js";
import { subagentFormatName, subagentStyleOfPath, type SubagentStyle } from "../../../ir/dialects/setup/tools.js";
import { fromPlain, type JsonObject } from "../../../ir/json/value.js";
import { directoryOf, oneFile } from "../../../ir/io/output-files.js";
import { emitSubagentInStyle } from "../../../emitters/setup/subagent.js";
import { parse as parseToml } from "smol-toml";
import { readToolFrontMatter } from "../rules/lenient-front-matter.js";
import { coreToSubagent, subagentToCore } from "../claude-agents/core.js";
import { notInfo, stateKey, type PassContext, noCoreAgent } from "../pass.js";
import type { Format } from "../format.js";
import { readAgentText } from "../read-text.js";
import { readdirSync } from "node:fs";
import { linkLeaving } from "../../../ir/io/inside-root.js";

/** Whether the tool loads an agent that has no description (OpenCode's primary agents have none). */
export const descriptionOptional = (style: SubagentStyle): boolean => style.tool === "opencode";

/** One agent file in a style: the agent (all fields but name and description as the tool's own), or why not. */
export function readStyledSubagent(
  file: string,
  text: string,
  style: SubagentStyle,
): { agent?: Subagent; diagnostics: Diagnostic[] } {
  if (style.syntax === "toml") return readTomlSubagent(file, text, style);
  const fm = readToolFrontMatter(file, text);
  const { name, description, ...fields } = fm.data;
  const stem = basename(file).slice(0, -style.suffix.length);
  const agentName = style.nameField && typeof name === "string" && name.trim() ? name.trim() : stem;
  const prompt = normalText(withoutGeneratedHeader(fm.body));
  const own = style.nameField || name === undefined ? fields : { name, ...fields };
  // OpenCode loads an agent without a description (its own primary agents have none: test/fixtures/realworld/anomalyco__opencode); Copilot does not.
  const said = typeof description === "string" ? description.trim() : "";
  if (!prompt || (!said && !descriptionOptional(style))) {
    return {
      diagnostics: [
        ...fm.diagnostics,
        {
          code: "RULES-SUBAGENT",
          severity: "error",
          message: `the ${style.title} agent ${agentName} has no ${!prompt ? "system prompt (the text after the front matter)" : "description"}; it is not read`,
          file,
          line: fm.present ? 2 : 1,
          col: 1,
        },
      ],
    };
  }
  return { agent: { name: agentName, description: said, fields: own, prompt }, diagnostics: [...fm.diagnostics] };
}

/**
 * A Codex custom agent (developers.openai.com/codex/subagents): `name`, `description` and
 * `developer_instructions` (the system prompt) are the agent's; every other key (model,
 * model_reasoning_effort, sandbox_mode, nickname_candidates, mcp_servers, …) is Codex's own, in order.
 */
function readTomlSubagent(
  file: string,
  text: string,
  style: SubagentStyle,
): { agent?: Subagent; diagnostics: Diagnostic[] } {
  const stem = basename(file).slice(0, -style.suffix.length);
  let doc: Record<string, unknown>;
  try {
    doc = parseToml(text) as Record<string, unknown>;
  } catch (e) {
    const why = String((e as Error).message);
    // smol-toml gives the place as fields of its error (its message shows it as a code frame, not "line N").
    const at = e as { line?: unknown; column?: unknown };
    return {
      diagnostics: [
        {
          code: "RULES-SUBAGENT",
          severity: "error",
          message: `the ${style.title} agent ${stem} is not TOML (${why.split("\n")[0]}); it is not read`,
          file,
          line: typeof at.line === "number" ? at.line : 1,
          col: typeof at.column === "number" ? at.column : 1,
        },
      ],
    };
  }
  const { name, description, developer_instructions: instructions, ...fields } = doc;
  const agentName = typeof name === "string" && name.trim() ? name.trim() : stem;
  const prompt = typeof instructions === "string" ? normalText(instructions) : "";
  const said = typeof description === "string" ? description.trim() : "";
  if (!prompt || !said) {
    return {
      diagnostics: [
        {
          code: "RULES-SUBAGENT",
          severity: "error",
          message: `the ${style.title} agent ${agentName} has no ${!prompt ? "developer_instructions (its system prompt)" : "description"}; it is not read`,
          file,
          line: 1,
          col: 1,
        },
      ],
    };
  }
  // Values as JSON holds them (a TOML date becomes its text).
  return {
    agent: {
      name: agentName,
      description: said,
      fields: JSON.parse(JSON.stringify(fields)) as Record<string, unknown>,
      prompt,
    },
    diagnostics: [],
  };
}

/** A repository's agent files in a style, repository-relative and sorted (its own folder's, then the other it reads). A folder that is a link leaving the repository is not followed. */
export function styledSubagentFiles(root: string, style: SubagentStyle): string[] {
  return [style.dir, ...(style.alsoReads ?? [])].flatMap((d) => {
    if (linkLeaving(root, d)) return [];
    const st = statSync(join(root, d), { throwIfNoEntry: false });
    return st?.isDirectory()
      ? readdirSync(join(root, d))
          .filter((n) => n.endsWith(style.suffix))
          .sort()
          .map((n) => `${d}/${n}`)
      : [];
  });
}

export function subagentsFormat(style: SubagentStyle): Format {
  const NAME = subagentFormatName(style);
  const READ = stateKey<Array<{ file: string; agent: Subagent }>>(`${NAME}.read`);
  const LOWERED = stateKey<Subagent>(`${NAME}.lowered`);
  const ref = { section: style.section, target: NAME, descriptionOptional: descriptionOptional(style) };
  const readOf = (ctx: PassContext): Array<{ file: string; agent: Subagent }> => ctx.state.get(READ) ?? [];
  const emit = (a: Subagent): string => emitSubagentInStyle(a, style);
  const filesOf = (input: string): string[] => {
    const st = statSync(input, { throwIfNoEntry: false });
    if (!st) return [];
    if (!st.isDirectory()) return [input];
    const dir =
      [style.dir, ...(style.alsoReads ?? [])]
        .map((d) => join(input, d))
        .find((d) => statSync(d, { throwIfNoEntry: false })?.isDirectory()) ?? input;
    return readdirSync(dir)
      .filter((n) => n.endsWith(style.suffix))
      .sort()
      .map((n) => join(dir, n));
  };
  const reread = (text: string, want: Subagent): Diagnostic[] => {
    const back = readStyledSubagent(`out${style.suffix}`, text, style).agent;
    return back &&
      back.description === want.description &&
      back.prompt === want.prompt &&
      JSON.stringify(back.fields) === JSON.stringify(want.fields)
      ? []
      : [{ code: "RULES-OUTPUT", severity: "error", message: `${NAME}: ${want.name} does not read back as written` }];
  };
  return {
    name: NAME,
    dialect: NAME,
    description: `${style.title} custom agents: ${style.dir}/*${style.suffix} (${style.source})`,
    detect: (path) => subagentStyleOfPath(path) === style,
    discover: (root, files) => {
      const dirs = [style.dir, ...(style.alsoReads ?? [])];
      const own = (p: string): boolean =>
        dirs.some((d) => p.startsWith(`${d}/`) && !p.slice(d.length + 1).includes("/") && p.endsWith(style.suffix));
      return files ? files.filter(own) : styledSubagentFiles(root, style);
    },
    read: {
      name: `${NAME}.read`,
      dialect: NAME,
      kind: "read",
      description: `read ${style.title} agent files: name, description, the tool's other fields, the system prompt`,
      run(ctx) {
        const files = filesOf(ctx.input);
        if (!files.length)
          return [
            {
              code: "RULES-NONE",
              severity: "error",
              message: `no ${style.title} agent (${style.dir}/*${style.suffix}) in ${ctx.input}`,
              file: ctx.input,
            },
          ];
        const ds: Diagnostic[] = [];
        const read: Array<{ file: string; agent: Subagent }> = [];
        for (const file of files) {
          const t = readAgentText(file);
          if ("diagnostic" in t) {
            ds.push(t.diagnostic);
            continue;
          }
          const r = readStyledSubagent(file, t.text, style);
          ds.push(...r.diagnostics);
          if (!r.agent) continue;
          read.push({ file, agent: r.agent });
          ctx.graph.add({
            id: `${NAME}:${file}`,
            kind: `${NAME}.Subagent`,
            attrs: fromPlain({
              name: r.agent.name,
              description: r.agent.description,
              fields: Object.keys(r.agent.fields),
            }) as JsonObject,
            origin: { file, line: 1, col: 1 },
          });
        }
        ctx.state.set(READ, read);
        return ds;
      },
    },
    verify: [],
    raise: {
      name: `${NAME}.raise`,
      dialect: NAME,
      kind: "raise",
      description: `a ${style.title} agent → the core agent (name, description, prompt as instructions; the tool's fields as ${style.section})`,
      run(ctx) {
        const read = readOf(ctx);
        if (read.length !== 1)
          return [
            {
              code: "CORE-AGENT-MANY",
              severity: "error",
              message: `${ctx.input} holds ${read.length} agents; a conversion carries one agent`,
              file: ctx.input,
              hint: `convert them one by one (agentc convert ${style.dir}/<name>${style.suffix} --to …)`,
            },
          ];
        addCoreAgent(ctx.graph, subagentToCore(read[0]!.agent, ref), (pointer) => ({ file: read[0]!.file, pointer }));
        return [];
      },
    },
    lower: {
      name: `${NAME}.lower`,
      dialect: NAME,
      kind: "lower",
      description: `core agent → a ${style.title} agent (its ${style.section} section gives back the tool's fields); what the file cannot hold is ledgered`,
      run(ctx) {
        const core = coreAgentOf(ctx.graph);
        if (!core) return noCoreAgent(`there is no agent to lower to a ${style.title} agent`);
        const r = coreToSubagent(core, ctx.ledger, ctx.input, ref);
        if (!r.subagent) return r.diagnostics;
        // coreToSubagent names tools and model apart (Claude's); in this style they are among the tool's own fields.
        const s = r.subagent;
        ctx.state.set(LOWERED, {
          ...s,
          fields: {
            ...(s.tools ? { tools: s.tools } : {}),
            ...(s.model !== undefined ? { model: s.model } : {}),
            ...s.fields,
          },
          tools: undefined,
          model: undefined,
        });
        return r.diagnostics;
      },
    },
    write: {
      name: `${NAME}.write`,
      description: `${style.title} agent files: front matter and system prompt`,
      run(ctx) {
        const lowered = ctx.state.get(LOWERED);
        if (lowered) return oneFile(emit(lowered));
        const read = readOf(ctx);
        return read.length === 1
          ? oneFile(emit(read[0]!.agent))
          : directoryOf(read.map(({ file, agent }) => [basename(file), emit(agent)]));
      },
    },
    checkOutput: [
      {
        name: `${NAME}.reread`,
        description: "the written agent files, re-read, give back each agent",
        run(out, ctx) {
          const lowered = ctx.state.get(LOWERED);
          const want = lowered ? [lowered] : readOf(ctx).map((r) => r.agent);
          return out.files.flatMap(([, bytes], i) => reread(Buffer.from(bytes).toString("utf8"), want[i]!));
        },
      },
    ],
    // A file that says what export would write (its YAML spelled otherwise: flow lists, quotes, no final newline) is kept as it is.
    sameMeaning(path, a, b) {
      const [x, y] = [a, b].map((t) => readStyledSubagent(path, t, style).agent);
      return Boolean(x && y) && JSON.stringify(x) === JSON.stringify(y);
    },
    core: { raises: ["agent"], lowers: ["agent"] },
    loses: {
      raise: `nothing: the tool's fields travel as ${style.section}`,
      lower: `another tool's fields (x-claude-code, …), skills, APIs, MCP servers, memory`,
    },
    outputSuffix: () => style.suffix,
    summarize(ctx, diagnostics) {
      const read = readOf(ctx);
      const errors = notInfo(diagnostics).filter((d) => d.severity === "error").length;
      return {
        result: {
          agents: read.map(({ file, agent }) => ({ file, name: agent.name, fields: Object.keys(agent.fields) })),
        },
        summary: `${NAME}: ${errors ? "FAIL" : "ok"}, ${read.length} agent(s)${read.length ? `: ${read.map((r) => r.agent.name).join(", ")}` : ""}`,
      };
    },
    async roundtrip(ctx) {
      const diagnostics = readOf(ctx).flatMap(({ agent }) => reread(emit(agent), agent));
      return { differences: diagnostics.map((d) => d.message), diagnostics };
    },
  };
}
