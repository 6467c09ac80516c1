/**
 * `npm run bench`: every figure next to its bound measured in the same run, then one table
 * (figure, bound, ratio, target met?). `npm run bench -- --quick` (or BENCH_SCALE=0.1) for
 * smaller sizes; BENCH_ONLY=aegx,air for some benches only.
 */
import { runAegxBench } from "./aegx.js";
import { runAirBench, runAirErrorPathBench } from "./air.js";
import { runAixBench } from "./aix.js";
import { runUaixBench } from "./uaix.js";
import { runAigxBench } from "./aigx.js";
import { runConvertBench } from "./convert.js";
import { runStartupBench } from "./startup.js";
import { runGraphAddBench, runGraphBench } from "./graph.js";
import { runEveryToolBench, runInPlaceBench, runRulesBench } from "./rules.js";
import { runSessionsBench } from "./sessions.js";
import { runSetupBench, runSetupInPlaceBench } from "./setup.js";
import { runSettingsBench } from "./settings.js";
import { runDiffBench } from "./diff.js";
import { rows, scale, scratchDir, table } from "./measure.js";
import { performance } from "node:perf_hooks";

// Child phases see the same scale.
if (process.argv.includes("--quick")) process.env.BENCH_QUICK = "1";
const benches: Record<string, () => Promise<void>> = {
  startup: runStartupBench,
  air: runAirBench,
  "air-errors": runAirErrorPathBench,
  aegx: runAegxBench,
  uaix: runUaixBench,
  aix: runAixBench,
  aigx: runAigxBench,
  convert: runConvertBench,
  graph: runGraphBench,
  "graph-add": async () => runGraphAddBench(),
  rules: runRulesBench,
  "in-place": runInPlaceBench,
  "every-tool": runEveryToolBench,
  sessions: runSessionsBench,
  skills: runSetupBench,
  setup: runSetupInPlaceBench,
  settings: runSettingsBench,
  diff: runDiffBench,
};
const only = process.env.BENCH_ONLY?.split(",");
// The CLI's code cache starts empty in every bench run (unless one is named), so each command's first
// measured run makes it from the bench's own workload: the figures never depend on what earlier runs
// (the tests, another checkout) left in the shared cache.
// The scratch directory is made here, before any phase, so that every child phase shares it.
process.env.AGENTC_CODE_CACHE ??= scratchDir("code-cache");
const t0 = performance.now();
process.stdout.write(`agentc benchmarks · node ${process.version} · scale ${scale()}\n`);
for (const [name, run] of Object.entries(benches)) {
  if (only && !only.includes(name)) continue;
  process.stdout.write(`\n## ${name}\n`);
  await run();
}
const all = rows();
process.stdout.write(
  `\n## summary (${((performance.now() - t0) / 1000).toFixed(0)} s)\n\n${table(all)}\n\n${all.filter((r) => r.pass).length}/${all.length} targets met\n`,
);
