/**
 * `agentc uaix init <dir>`: start a package. Writes every file the chosen
 * scopes require (the universal files always) as .uai templates to fill in,
 * and a manifest stub that declares the scopes, so that `agentc uaix pack
 * <dir> -o <file.uaix>` packs it as it is.
 */
import { basename, resolve } from "node:path";
import { initUaix } from "../../api.js";
import { EXIT, type CliContext, type Outcome } from "../context.js";

export async function init(
  _ctx: CliContext,
  dir: string,
  opts: { scope?: string[]; force?: boolean },
): Promise<Outcome> {
  const { scopes, files: written } = await initUaix(dir, { scopes: opts.scope, force: opts.force });
  return {
    exitCode: EXIT.ok,
    result: { dir, scopes, files: written },
    text: [
      `started a UAIX package in ${dir} (scopes: ${scopes.join(", ")}): ${written.length} files to fill in`,
      ...written.map((f) => `  ${f}`),
      `next: edit them, then  agentc uaix pack ${dir} -o ${basename(resolve(dir))}.uaix`,
    ].join("\n"),
  };
}
