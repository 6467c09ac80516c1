/** `agentc graph <input>`: a picture of what the input reads into, failures marked. */
import { existsSync, statSync } from "node:fs";
import { basename, resolve } from "node:path";
import {
  detectInputFormat,
  drawInput,
  drawSetup,
  pictureFormatOf,
  pictureFormats,
  type PictureFormat,
} from "../../api.js";
import { writeFileAtomic } from "../../../ir/io/atomic-write.js";
import { assertNotInput } from "../../../ir/io/safe-path.js";
import { EXIT, type CliContext, type Outcome } from "../context.js";
import { CliError } from "../errors.js";

export async function graph(
  _ctx: CliContext,
  input: string,
  opts: { format?: PictureFormat; output?: string; force?: boolean; setup?: boolean },
): Promise<Outcome> {
  let format = opts.format;
  if (!format && opts.output) {
    format = await pictureFormatOf(opts.output);
    if (!format)
      throw new CliError(
        `cannot tell the picture format from ${opts.output}; name it .svg, .dot, .mmd or .html, or pass --format (${(await pictureFormats()).join(", ")})`,
      );
  }
  format ??= "svg";
  if (opts.output) {
    assertNotInput(opts.output, [input]);
    if (existsSync(opts.output) && !opts.force)
      throw new CliError(`${opts.output} exists; pass --force to replace it`, "AGC-OUTPUT-EXISTS", EXIT.invalid);
  }
  // A repository that is no format of its own (or --setup): its agent setup, as import reads it.
  if (opts.setup || (statSync(input, { throwIfNoEntry: false })?.isDirectory() && !(await detectInputFormat(input))))
    return setupGraph(input, format, opts.output);
  const drawn = await drawInput(input, { format });
  // A picture shows failing checks, but an input that was not read at all (too large for this
  // process's memory) has nothing to draw: that is the command's failure, not a picture of one.
  const refused = drawn.diagnostics.filter((d) => d.code === "AEGX-TOO-LARGE");
  if (refused.length) return { exitCode: EXIT.invalid, diagnostics: refused };
  const errors = drawn.diagnostics.filter((d) => d.severity === "error").length;
  const result = {
    format: drawn.format,
    picture: format,
    output: opts.output ?? null,
    failedNodes: drawn.failedNodes,
    checkErrors: errors,
  };
  if (!opts.output)
    return { exitCode: EXIT.ok, result: { ...result, text: drawn.text }, text: drawn.text.replace(/\n$/, "") };
  writeFileAtomic(opts.output, drawn.text);
  return {
    exitCode: EXIT.ok,
    result,
    text: `${opts.output}: ${format.toUpperCase()} picture of the ${drawn.format.toUpperCase()} input${errors ? `, ${drawn.failedNodes} node${drawn.failedNodes === 1 ? "" : "s"} marked failed (${errors} failing check${errors === 1 ? "" : "s"})` : ", every check passed"}`,
  };
}

/** `agentc graph <repository>`: its rules, subagents, skills, commands, hooks and MCP servers, and the tools that get each. */
async function setupGraph(input: string, format: PictureFormat, output: string | undefined): Promise<Outcome> {
  if (!statSync(input, { throwIfNoEntry: false })?.isDirectory())
    throw new CliError(`${input}: --setup draws a repository; give its directory`, "AGC-USAGE");
  const drawn = await drawSetup(input, { format, title: `agent setup ${basename(resolve(input))}` });
  const counts = Object.fromEntries(
    ["rule", "agent", "skill", "command", "hook", "mcp"].map((k) => [
      k,
      drawn.items.filter((i) => i.kind === k).length,
    ]),
  );
  const warnings = drawn.diagnostics.filter((d) => d.severity !== "info");
  const result = { format: "setup", picture: format, output: output ?? null, counts, items: drawn.items };
  if (!output)
    return {
      exitCode: EXIT.ok,
      diagnostics: warnings,
      result: { ...result, text: drawn.text },
      text: drawn.text.replace(/\n$/, ""),
    };
  writeFileAtomic(output, drawn.text);
  const what = `${counts.rule} rules, ${counts.agent} subagents, ${counts.skill} skills, ${counts.command} commands, ${counts.hook} hooks, ${counts.mcp} MCP servers`;
  return {
    exitCode: EXIT.ok,
    diagnostics: warnings,
    result,
    text: `${output}: ${format.toUpperCase()} picture of the agent setup of ${input} (${what})`,
  };
}
