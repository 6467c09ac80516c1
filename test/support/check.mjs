#!/usr/bin/env node
// `npm run check`: the slower checks `npm test` leaves out (docs/testing.md, "Two test sets"). Every
// step runs even when one before it failed, so one run shows everything to fix; each prints its time,
// and the run fails when any step failed. `.ci/run` runs `npm test`, then this.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

const scripts = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")).scripts;
const steps = [
  ["build", ["npm", "run", "--silent", "build"]],
  ["dependency rules", ["npm", "run", "--silent", "check:deps"]],
  // Added by the knip change; skipped (and said so) in a checkout without it.
  ["unused files and exports", scripts["check:unused"] ? ["npm", "run", "--silent", "check:unused"] : undefined],
  ["slow tests and long property runs", ["npx", "vitest", "run", "-c", "vitest.check.config.ts"]],
  ["formatting", ["npm", "run", "--silent", "format:check"]],
];

const results = [];
for (const [name, command] of steps) {
  if (!command) {
    results.push([name, "skipped (no script)", 0]);
    continue;
  }
  process.stdout.write(`\n== ${name}: ${command.join(" ")}\n`);
  const started = performance.now();
  const r = spawnSync(command[0], command.slice(1), { stdio: "inherit" });
  results.push([
    name,
    r.status === 0 ? "ok" : `failed (exit ${r.status ?? r.signal})`,
    (performance.now() - started) / 1000,
  ]);
}
process.stdout.write("\ncheck:\n");
for (const [name, state, seconds] of results)
  process.stdout.write(`  ${name.padEnd(34)} ${state.padEnd(20)} ${seconds.toFixed(1)} s\n`);
process.exitCode = results.some(([, state]) => state.startsWith("failed")) ? 1 : 0;
