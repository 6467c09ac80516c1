/** `agentc graph <input>`: a picture of what the input reads into, failures marked. */
import { existsSync } from "node:fs";
import { drawPath } from "../../pipeline/draw/draw-path.js";
import { pictureFormatOf, PICTURE_FORMATS, type PictureFormat } from "../../../emitters/picture/render.js";
import { writeFileAtomic } from "../../../ir/io/atomic-write.js";
import { assertNotInput } from "../../../ir/io/safe-path.js";
import { EXIT, type CliContext, type Outcome } from "../context.js";
import { CliError } from "../errors.js";

export async function graph(_ctx: CliContext, input: string, opts: { format?: PictureFormat; output?: string; force?: boolean }): Promise<Outcome> {
  let format = opts.format;
  if (!format && opts.output) {
    format = pictureFormatOf(opts.output);
    if (!format) throw new CliError(`cannot tell the picture format from ${opts.output}; name it .svg, .dot, .mmd or .html, or pass --format (${PICTURE_FORMATS.join(", ")})`);
  }
  format ??= "svg";
  if (opts.output) {
    assertNotInput(opts.output, [input]);
    if (existsSync(opts.output) && !opts.force) throw new CliError(`${opts.output} exists; pass --force to replace it`, "AGC-OUTPUT-EXISTS", EXIT.invalid);
  }
  const drawn = await drawPath(input, { format });
  // A picture shows failing checks, but an input that was not read at all (too large for this
  // process's memory) has nothing to draw: that is the command's failure, not a picture of one.
  const refused = drawn.diagnostics.filter((d) => d.code === "AEGX-TOO-LARGE");
  if (refused.length) return { exitCode: EXIT.invalid, diagnostics: refused };
  const errors = drawn.diagnostics.filter((d) => d.severity === "error").length;
  const result = { format: drawn.format, picture: format, output: opts.output ?? null, failedNodes: drawn.failedNodes, checkErrors: errors };
  if (!opts.output) return { exitCode: EXIT.ok, result: { ...result, text: drawn.text }, text: drawn.text.replace(/\n$/, "") };
  writeFileAtomic(opts.output, drawn.text);
  return {
    exitCode: EXIT.ok,
    result,
    text: `${opts.output}: ${format.toUpperCase()} picture of the ${drawn.format.toUpperCase()} input${errors ? `, ${drawn.failedNodes} node${drawn.failedNodes === 1 ? "" : "s"} marked failed (${errors} failing check${errors === 1 ? "" : "s"})` : ", every check passed"}`,
  };
}
