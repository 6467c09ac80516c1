/**
 * One coding tool's commands (prompt files) as a format (ir/dialects/setup/tools.ts): read a command
 * file or a command folder into `commands.Command` nodes, raise them to `core.Command` (placeholders in
 * core's spelling, the fields core does not model as the tool's residual), lower core commands to the
 * tool (placeholders spelled its way; one it cannot spell, a field it has no place for, are ledgered by
 * JSON pointer; the tool's own residual comes back unchanged) and write them.
 */
import { statSync } from "node:fs";
import { basename, join } from "node:path";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { addCoreCommands, coreCommandsOf, type CoreCommand } from "../../../ir/dialects/core/setup.js";
import {
  commandFormatName,
  commandTool,
  commandToolOfPath,
  type CommandTool,
} from "../../../ir/dialects/setup/tools.js";
import { escapePointerToken } from "../../../ir/json/pointer.js";
import { fromPlain, type JsonObject } from "../../../ir/json/value.js";
import { directoryOf, oneFile, type OutputFiles } from "../../../ir/io/output-files.js";
import { emitCommand, type CommandFile } from "../../../emitters/setup/command.js";
import { commandFilesIn, readCommandText } from "./read-command.js";
import { placeholdersFromCore, placeholdersToCore } from "../../../ir/dialects/setup/placeholders.js";
import { notInfo, stateKey, type PassContext } from "../pass.js";
import type { LossLedger } from "../../../ir/loss-ledger.js";
import type { Format } from "../format.js";
import { readAgentText } from "../read-text.js";

/** The command files an input names: the file, a command folder's files, or a repository's. */
export function commandInputs(input: string, tool: CommandTool): Array<{ file: string; rel: string }> {
  const st = statSync(input, { throwIfNoEntry: false });
  if (!st) return [];
  if (!st.isDirectory()) return [{ file: input, rel: basename(input) }];
  const own = commandFilesIn(input, tool);
  if (own.length && commandToolOfPath(input, true) === tool) return own.map((rel) => ({ file: join(input, rel), rel }));
  for (const d of [tool.dir, ...(tool.alsoReads ?? [])]) {
    const files = commandFilesIn(join(input, d), tool);
    if (files.length) return files.map((rel) => ({ file: join(input, d, rel), rel }));
  }
  return own.map((rel) => ({ file: join(input, rel), rel }));
}

/** A command's path under the tool's folder. */
export const commandPath = (c: CoreCommand, tool: CommandTool): string =>
  `${tool.nested ? c.namespace.map((n) => `${n}/`).join("") : c.namespace.map((n) => `${n}-`).join("")}${c.name}${tool.suffix}`;

/** A core command in a tool's file: its fields (modeled ones, then the tool's residual) and prompt; what the tool cannot hold is ledgered. */
export function lowerCommand(
  c: CoreCommand,
  tool: CommandTool,
  ledger: LossLedger | undefined,
  target: string,
): CommandFile {
  const at = `/commands/${escapePointerToken([...c.namespace, c.name].join("/"))}`;
  const lose = (pointer: string, reason: string): void =>
    ledger?.record({ pointer: `${at}${pointer}`, file: c.from.file, target, reason });
  const fields: Record<string, unknown> = {};
  const f = tool.fields;
  const put = (core: keyof CommandTool["fields"], value: unknown, pointer: string): void => {
    if (value === undefined) return;
    const k = f[core];
    if (k) fields[k] = value;
    else lose(pointer, `${tool.title} commands have no ${pointer.slice(1)} (${tool.source})`);
  };
  put("description", c.description, "/description");
  put("argumentHint", c.argumentHint, "/argumentHint");
  put(
    "allowedTools",
    c.allowedTools ? (tool.tool === "claude" ? c.allowedTools.join(", ") : c.allowedTools) : undefined,
    "/allowedTools",
  );
  put("model", c.model, "/model");
  if (!tool.nested && c.namespace.length)
    lose(
      "/namespace",
      `${tool.title} does not namespace commands by folder: the command is named ${c.namespace.join("-")}-${c.name}`,
    );
  for (const [from, fields2] of Object.entries(c.residual)) {
    if (from === tool.tool) Object.assign(fields, fields2);
    else
      for (const k of Object.keys(fields2))
        lose(
          `/residual/${escapePointerToken(from)}/${escapePointerToken(k)}`,
          `a field of ${from}'s command file that ${tool.title} has no place for`,
        );
  }
  // Text that is literal in the source tool but a placeholder to this one ($1 in a Gemini prompt's shell snippet) changes meaning here.
  const literal = c.prompt.replace(/\{\{agentc:[^}]+\}\}/g, "");
  if (placeholdersToCore(literal, tool.placeholders, tool.tool) !== literal) {
    const spellings = [
      tool.placeholders.all,
      tool.placeholders.position && "$1…",
      tool.placeholders.named && "${input:…}",
    ].filter(Boolean);
    lose(
      "/prompt",
      `the prompt's text holds what ${tool.title} reads as an argument placeholder (${spellings.join(" ")}); it was literal text in ${c.from.tool}'s command`,
    );
  }
  const p = placeholdersFromCore(c.prompt, tool.placeholders, tool.tool);
  for (const l of p.lost)
    lose(
      `/prompt/placeholders/${l.index}`,
      `${tool.title} cannot spell the placeholder ${spelledAsSource(l.placeholder, c.from.tool)} (${tool.source}); it is left out of the prompt`,
    );
  return { fields, prompt: p.text };
}

/** A core placeholder as the command's own tool wrote it (`$ARGUMENTS`, not `{{agentc:all}}`), which is what its user knows. */
function spelledAsSource(placeholder: string, from: string): string {
  const source = commandTool(from);
  if (!source) return placeholder;
  const spelled = placeholdersFromCore(placeholder, source.placeholders, source.tool);
  return spelled.lost.length ? placeholder : spelled.text;
}

export function commandsFormat(tool: CommandTool): Format {
  const NAME = commandFormatName(tool);
  const READ = stateKey<CoreCommand[]>(`${NAME}.read`);
  const LOWERED = stateKey<Array<[string, CommandFile]>>(`${NAME}.lowered`);
  const readOf = (ctx: PassContext): CoreCommand[] => ctx.state.get(READ) ?? [];
  const outputOf = (ctx: PassContext): Array<[string, CommandFile]> =>
    ctx.state.get(LOWERED) ?? readOf(ctx).map((c) => [commandPath(c, tool), lowerCommand(c, tool, undefined, NAME)]);
  const toFiles = (list: Array<[string, CommandFile]>): OutputFiles =>
    list.length === 1
      ? oneFile(emitCommand(tool, list[0]![1]))
      : directoryOf(list.map(([p, c]) => [p, emitCommand(tool, c)]));
  const reread = (out: OutputFiles, want: Array<[string, CommandFile]>): Diagnostic[] =>
    out.files.flatMap(([path, bytes], i): Diagnostic[] => {
      const [rel, c] = want[i]!;
      const back = readCommandText(path || rel, rel, Buffer.from(bytes).toString("utf8"), tool);
      const again = back.command ? lowerCommand(back.command, tool, undefined, NAME) : undefined;
      return again && JSON.stringify(again) === JSON.stringify(c)
        ? []
        : [
            {
              code: "COMMAND-OUTPUT",
              severity: "error",
              message: `${NAME}: ${rel} does not read back as the command written`,
            },
          ];
    });
  return {
    name: NAME,
    dialect: NAME,
    description: `${tool.title} commands: ${tool.dir}/*${tool.suffix} (${tool.source})`,
    detect: (path) => {
      const st = statSync(path, { throwIfNoEntry: false });
      return Boolean(st) && commandToolOfPath(path, st!.isDirectory()) === tool;
    },
    discover: (root, files) => {
      const dirs = [tool.dir, ...(tool.alsoReads ?? [])];
      const under = (p: string): boolean =>
        dirs.some(
          (d) =>
            p.startsWith(`${d}/`) && p.endsWith(tool.suffix) && (tool.nested || !p.slice(d.length + 1).includes("/")),
        );
      if (files) return files.filter(under);
      return dirs.flatMap((d) => commandFilesIn(join(root, d), tool).map((rel) => `${d}/${rel}`));
    },
    read: {
      name: `${NAME}.read`,
      dialect: NAME,
      kind: "read",
      description:
        "read command files: front matter (or TOML) and prompt, placeholders in core's spelling, the tool's other fields as its residual",
      run(ctx) {
        const inputs = commandInputs(ctx.input, tool);
        if (!inputs.length)
          return [
            {
              code: "COMMAND-INVALID",
              severity: "error",
              message: `no ${tool.title} command (${tool.dir}/*${tool.suffix}) in ${ctx.input}`,
              file: ctx.input,
              hint: `name a command file or the ${tool.dir} folder`,
            },
          ];
        const ds: Diagnostic[] = [];
        const commands: CoreCommand[] = [];
        for (const { file, rel } of inputs) {
          const t = readAgentText(file);
          if ("diagnostic" in t) {
            ds.push(t.diagnostic);
            continue;
          }
          const r = readCommandText(file, rel, t.text, tool);
          ds.push(...r.diagnostics);
          if (!r.command) continue;
          commands.push(r.command);
          ctx.graph.sources.set({ file, text: t.text, positions: new Map() });
          ctx.graph.add({
            id: `commands:${file}`,
            kind: `${NAME}.Command`,
            attrs: fromPlain({ name: r.command.name, namespace: r.command.namespace, fields: r.order }) as JsonObject,
            origin: { file, line: 1, col: 1 },
          });
        }
        ctx.state.set(READ, commands);
        return ds;
      },
    },
    verify: [],
    raise: {
      name: `${NAME}.raise`,
      dialect: NAME,
      kind: "raise",
      description:
        "commands → core commands (placeholders in core's spelling; the tool's other fields as its residual)",
      run(ctx) {
        addCoreCommands(ctx.graph, readOf(ctx));
        return [];
      },
    },
    lower: {
      name: `${NAME}.lower`,
      dialect: NAME,
      kind: "lower",
      description: `core commands → ${tool.title} commands; placeholders and fields it cannot hold are ledgered by JSON pointer`,
      run(ctx) {
        const commands = coreCommandsOf(ctx.graph);
        if (!commands.length)
          return [
            {
              code: "COMMAND-INVALID",
              severity: "error",
              message: `there is no command to lower to ${tool.title} commands`,
            },
          ];
        ctx.state.set(
          LOWERED,
          commands.map((c) => [commandPath(c, tool), lowerCommand(c, tool, ctx.ledger, NAME)]),
        );
        return [];
      },
    },
    write: { name: `${NAME}.write`, description: `${tool.title} command files`, run: (ctx) => toFiles(outputOf(ctx)) },
    checkOutput: [
      {
        name: `${NAME}.reread`,
        description: "the written command files, re-read, give back the commands written",
        run: (out, ctx) => reread(out, outputOf(ctx)),
      },
    ],
    core: { raises: ["commands"], lowers: ["commands"] },
    loses: {
      raise: "nothing: fields core does not model travel as the tool's residual",
      lower: "placeholders and fields the tool cannot spell (ledgered by JSON pointer)",
    },
    outputSuffix: () => tool.suffix,
    summarize(ctx, diagnostics) {
      const cs = readOf(ctx);
      const errors = notInfo(diagnostics).filter((d) => d.severity === "error").length;
      return {
        result: {
          commands: cs.map((c) => ({
            file: c.from.file,
            name: [...c.namespace, c.name].join(tool.tool === "gemini" ? ":" : "/"),
            ...(c.description ? { description: c.description } : {}),
          })),
        },
        summary: `${NAME}: ${errors ? "FAIL" : "ok"}, ${cs.length} command(s)${cs.length ? `: ${cs.map((c) => [...c.namespace, c.name].join(":")).join(", ")}` : ""}`,
      };
    },
    async roundtrip(ctx) {
      const want = outputOf(ctx);
      const diagnostics = reread(directoryOf(want.map(([p, c]) => [p, emitCommand(tool, c)])), want);
      return { differences: diagnostics.map((d) => d.message), diagnostics };
    },
  };
}
