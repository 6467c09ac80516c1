#!/usr/bin/env node
// agentc command-line entry: runs the compiled CLI bundle (built by `npm ci` / `npm run build`)
// through V8's code cache (dist/src/cli/code-cache.js says how).
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const bundle = new URL("../dist/bundle/cli.cjs", import.meta.url);
const launcher = new URL("../dist/src/cli/code-cache.js", import.meta.url);
if (!existsSync(bundle) || !existsSync(launcher)) {
  process.stderr.write("agentc: not built yet; run `npm run build` (npm ci builds it too)\n");
  process.exit(1);
}
// A reader that stops early (`agentc … | head`) closes the pipe: not an error, and no stack trace.
process.stdout.on("error", (e) => {
  if (e.code === "EPIPE") process.exit(process.exitCode ?? 0);
  throw e;
});
const { cacheDirectory, commandKey, loadBundle } = await import(launcher.href);
const args = process.argv.slice(2);
const cli = loadBundle(fileURLToPath(bundle), cacheDirectory(), commandKey(args));
await cli.exports.main(process.argv);
// Not after a usage error: a misspelt command is no command to keep a cache for.
if (process.exitCode !== 2) cli.done();
