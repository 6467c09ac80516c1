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
const { cacheDirectory, commandKey, loadBundle } = require(launcher);
const cli = loadBundle(bundle, cacheDirectory(), commandKey(process.argv.slice(2)));
cli.exports.main(process.argv).then(() => {
  // Not after a usage error: a misspelt command is no command to keep a cache for.
  if (process.exitCode !== 2) cli.done();
});
