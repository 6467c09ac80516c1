#!/usr/bin/env node
// agentc command-line entry: loads the compiled CLI (built by `npm ci` / `npm run build`).
import { existsSync } from "node:fs";

const entry = new URL("../dist/bundle/main.js", import.meta.url);
if (!existsSync(entry)) {
  process.stderr.write("agentc: not built yet; run `npm run build` (npm ci builds it too)\n");
  process.exit(1);
}
// A reader that stops early (`agentc … | head`) closes the pipe: not an error, and no stack trace.
process.stdout.on("error", (e) => {
  if (e.code === "EPIPE") process.exit(process.exitCode ?? 0);
  throw e;
});
const { main } = await import(entry.href);
await main(process.argv);
