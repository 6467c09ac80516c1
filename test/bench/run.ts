/** `npm run bench`: prints the benchmark figures of every format (BENCH_SCALE=0.01 for a quick run; BENCH_ONLY=aegx for one). */
import { runAegxBench } from "./aegx.js";
import { runAirBench } from "./air.js";
import { runAixBench } from "./aix.js";
import { runUaixBench } from "./uaix.js";
import { runAigxBench } from "./aigx.js";
import { runConvertBench } from "./convert.js";
import { runGraphBench } from "./graph.js";

const benches: Record<string, () => Promise<void>> = { aix: runAixBench, air: runAirBench, aigx: runAigxBench, uaix: runUaixBench, aegx: runAegxBench, convert: runConvertBench, graph: runGraphBench };
const only = process.env.BENCH_ONLY?.split(",");
process.stdout.write(`agentc benchmarks · node ${process.version} · scale ${process.env.BENCH_SCALE ?? "1"}\n`);
for (const [name, run] of Object.entries(benches)) {
  if (only && !only.includes(name)) continue;
  process.stdout.write(`\n## ${name}\n`);
  await run();
}
