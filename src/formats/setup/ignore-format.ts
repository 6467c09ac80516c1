/**
 * One coding tool's ignore file as a format (ir/dialects/setup/tools.ts IGNORE_TOOLS): its lines —
 * patterns in gitignore syntax, comments, blank lines — in order, with its line ends, raised to a
 * `core.IgnoreFile` and written back for any tool as they were: every tool listed reads gitignore
 * syntax, so nothing is translated and nothing is lost.
 */
import { statSync } from "node:fs";
import {
  addCoreIgnoreFiles,
  coreIgnoreFilesOf,
  ignoreLinesOf,
  ignoreTextOf,
  type CoreIgnoreFile,
} from "../../../ir/dialects/core/setup.js";
import { ignoreFormatName, ignoreToolOfPath, type IgnoreTool } from "../../../ir/dialects/setup/tools.js";
import { fromPlain, type JsonObject } from "../../../ir/json/value.js";
import { oneFile } from "../../../ir/io/output-files.js";
import { notInfo, stateKey, type PassContext } from "../pass.js";
import type { Format } from "../format.js";
import { readAgentText } from "../read-text.js";
import { join } from "node:path";

export function ignoreFormat(tool: IgnoreTool): Format {
  const NAME = ignoreFormatName(tool);
  const READ = stateKey<CoreIgnoreFile>(`${NAME}.read`);
  const LOWERED = stateKey<string>(`${NAME}.lowered`);
  const readOf = (ctx: PassContext): CoreIgnoreFile | undefined => ctx.state.get(READ);
  const text = (ctx: PassContext): string => ctx.state.get(LOWERED) ?? ignoreTextOf(readOf(ctx) ? [readOf(ctx)!] : []);
  return {
    name: NAME,
    dialect: NAME,
    description: `${tool.title}'s ignore file: ${tool.file} (${tool.source})`,
    detect: (path) => ignoreToolOfPath(path) === tool && Boolean(statSync(path, { throwIfNoEntry: false })?.isFile()),
    discover: (root, files) =>
      files
        ? files.filter((f) => f === tool.file)
        : statSync(join(root, tool.file), { throwIfNoEntry: false })?.isFile()
          ? [tool.file]
          : [],
    read: {
      name: `${NAME}.read`,
      dialect: NAME,
      kind: "read",
      description: "read the ignore file's lines (patterns, comments, blank lines) in order, with its line ends",
      run(ctx) {
        const input = statSync(ctx.input, { throwIfNoEntry: false })?.isDirectory()
          ? join(ctx.input, tool.file)
          : ctx.input;
        const r = readAgentText(input);
        if ("diagnostic" in r) return [r.diagnostic];
        const file: CoreIgnoreFile = { from: { tool: tool.tool, file: input }, ...ignoreLinesOf(r.text) };
        ctx.state.set(READ, file);
        ctx.graph.add({
          id: `${NAME}:${input}`,
          kind: `${NAME}.IgnoreFile`,
          attrs: fromPlain({
            file: tool.file,
            patterns: file.lines.filter((l) => l.trim() && !l.startsWith("#")).length,
            lines: file.lines.length,
          }) as JsonObject,
          origin: { file: input },
        });
        return [];
      },
    },
    verify: [],
    raise: {
      name: `${NAME}.raise`,
      dialect: NAME,
      kind: "raise",
      description: "the ignore file → core ignore patterns, comments and order kept",
      run: (ctx) => (addCoreIgnoreFiles(ctx.graph, [readOf(ctx)!]), []),
    },
    lower: {
      name: `${NAME}.lower`,
      dialect: NAME,
      kind: "lower",
      description: `core ignore patterns → ${tool.file}, line for line`,
      run(ctx) {
        const files = coreIgnoreFilesOf(ctx.graph);
        if (!files.length)
          return [
            { code: "CORE-EMPTY", severity: "error", message: `there are no ignore patterns to write to ${tool.file}` },
          ];
        ctx.state.set(LOWERED, ignoreTextOf(files));
        return [];
      },
    },
    write: {
      name: `${NAME}.write`,
      description: `${tool.file}: the lines as read, in order, with their line ends`,
      run: (ctx) => oneFile(text(ctx)),
    },
    checkOutput: [
      {
        name: `${NAME}.reread`,
        description: "the written file holds the lines written",
        run: (out, ctx) =>
          Buffer.from(out.files[0]![1]).toString("utf8") === text(ctx)
            ? []
            : [
                {
                  code: "IGNORE-OUTPUT",
                  severity: "error",
                  message: `${NAME}: the written ${tool.file} differs from the patterns written`,
                },
              ],
      },
    ],
    core: { raises: ["ignore"], lowers: ["ignore"] },
    loses: { raise: "nothing", lower: "nothing: every tool listed reads gitignore syntax" },
    outputSuffix: () => tool.file,
    summarize(ctx, diagnostics) {
      const f = readOf(ctx);
      const patterns = f ? f.lines.filter((l) => l.trim() && !l.startsWith("#")).length : 0;
      const errors = notInfo(diagnostics).filter((d) => d.severity === "error").length;
      return {
        result: { file: f?.from.file, patterns, lines: f?.lines.length ?? 0 },
        summary: `${NAME}: ${errors ? "FAIL" : "ok"}, ${patterns} pattern(s) in ${f?.lines.length ?? 0} line(s)`,
      };
    },
    async roundtrip(ctx) {
      const f = readOf(ctx);
      const same = f ? ignoreTextOf([ignoreLinesOf(ignoreTextOf([f])) as CoreIgnoreFile]) === ignoreTextOf([f]) : true;
      return { differences: same ? [] : ["the ignore file does not read back as written"], diagnostics: [] };
    },
  };
}
