#!/usr/bin/env node
// agentc command-line entry: loads the compiled CLI (built by `npm ci` / `npm run build`).
import { existsSync } from "node:fs";

const entry = new URL("../dist/src/cli/main.js", import.meta.url);
if (!existsSync(entry)) {
  process.stderr.write("agentc: not built yet; run `npm run build` (npm ci builds it too)\n");
  process.exit(1);
}
const { main } = await import(entry.href);
await main(process.argv);
