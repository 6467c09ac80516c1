#!/usr/bin/env node
// agentc command-line entry: runs the compiled CLI bundle (built by `npm ci` / `npm run build`)
// through V8's code cache (src/cli/code-cache.ts says how). CommonJS (bin/package.json), like the
// bundle: a command then never starts Node's ES-module loader.
"use strict";
const { existsSync } = require("node:fs");
const { join } = require("node:path");

const bundle = join(__dirname, "../dist/bundle/cli.cjs");
const launcher = join(__dirname, "../dist/bundle/code-cache.cjs");
if (!existsSync(bundle) || !existsSync(launcher)) {
  process.stderr.write("agentc: not built yet; run `npm run build` (npm ci builds it too)\n");
  process.exit(1);
}
// A reader that stops early (`agentc … | head`) closes the pipe: not an error, and no stack trace.
process.stdout.on("error", (e) => {
  if (e.code === "EPIPE") process.exit(process.exitCode ?? 0);
  throw e;
});
const { cacheDirectory, commandKey, loadBundle } = require(launcher);
const cli = loadBundle(bundle, cacheDirectory(), commandKey(process.argv.slice(2)));
cli.exports.main(process.argv).then(() => {
  // Not after a usage error: a misspelt command is no command to keep a cache for.
  if (process.exitCode !== 2) cli.done();
});
