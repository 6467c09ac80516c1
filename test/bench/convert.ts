/**
 * Conversion benchmark: whole conversions per second (read and check the AIX agent, raise, lower,
 * verify the output in memory, write it atomically) for 1,000 generated agents per target.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { JsonObject } from "../../ir/json/value.js";
import { emitAix } from "../../emitters/aix/emit.js";
import { computeChecksum } from "../../ir/dialects/aix/checksum.js";
import { convertPath } from "../../src/pipeline/convert.js";
import { benchAgent } from "./aix.js";
import { commandSeconds, line, median, rate, row, scaled, scratchDir, settleDisk, timeAsync } from "./measure.js";
import { repoRoot } from "./repo-root.js";
import { MERGED_RUNS } from "../../src/cli/code-cache.js";

/** Wall seconds of one whole process, on a settled disk. */
function processSeconds(args: string[]): number {
  settleDisk();
  return commandSeconds(process.execPath, args, { cwd: repoRoot });
}

/**
 * Rounds of the bound and the two batches, interleaved: a moment when the machine is slower touches
 * all three alike. Seven: their median is a quiet round even when three fall in a slow minute of the
 * disk (with five, two), which AIR's 2,400 files and 1,800 directories feel and the bound does not.
 */
const BATCH_ROUNDS = 7;

/**
 * Batch conversion: 300 agents converted to AIR by one `agentc convert <dir> --to air -o <out>`
 * process, against the bound of a naive one-process pass over the same files (read, YAML parse,
 * JSON.stringify). Target: at most 2× the bound.
 */
async function runBatchBench(dir: string, inputs: readonly string[]): Promise<void> {
  const batch = join(dir, "batch");
  mkdirSync(batch);
  for (const [i, input] of inputs.slice(0, scaled(300)).entries())
    writeFileSync(join(batch, `agent-${i}.aix`), readFileSync(input));
  const n = Math.min(inputs.length, scaled(300));
  const naive = `import { readdirSync, readFileSync } from "node:fs"; import { parse } from "yaml"; const d = ${JSON.stringify(batch)}; let n = 0; for (const f of readdirSync(d)) n += JSON.stringify(parse(readFileSync(d + "/" + f, "utf8"))).length; if (!n) process.exit(1);`;
  // AIR writes a content-addressed world per agent (9 files in 6 directories); UAIX one package file.
  // Each run writes into a new directory: removing the last run's output would slow this one's file creation (scratchDir).
  const targets = ["air", "uaix"] as const;
  const convert = (to: string, out: string): string[] => [
    join(repoRoot, "bin/agentc.js"),
    "convert",
    batch,
    "--to",
    to,
    "-o",
    join(dir, out),
  ];
  // A command's first MERGED_RUNS runs on a machine each add to its code cache as they end
  // (code-cache.ts); every later run only reads it. Time the runs a user makes from then on, as the
  // start-up rows' medians do: the first runs go untimed.
  for (let w = 0; w < MERGED_RUNS; w++) processSeconds(convert(targets[w % 2]!, `batch-warm-${w}`));
  const times = { naive: [] as number[], air: [] as number[], uaix: [] as number[] };
  for (let round = 0; round < BATCH_ROUNDS; round++) {
    times.naive.push(processSeconds(["--input-type=module", "-e", naive]));
    for (const to of targets) times[to].push(processSeconds(convert(to, `batch-out-${to}-${round}`)));
  }
  const bound = median(times.naive);
  // Every round, so that a slow phase of the disk (AIR writes 4,200 files, the bound none) shows.
  line(
    "batch rounds (s): naive, air, uaix",
    times.naive.map((t, i) => [t, times.air[i]!, times.uaix[i]!].map((x) => x.toFixed(2)).join(" ")).join(" | "),
  );
  for (const to of targets) {
    const figure = median(times[to]);
    const ratio = figure / bound;
    row({
      figure: `batch convert ${n} AIX → ${to.toUpperCase()} (one process)`,
      value: `${figure.toFixed(2)} s (median of ${BATCH_ROUNDS})`,
      bound: `naive YAML→JSON pass ${bound.toFixed(2)} s`,
      ratio: `${ratio.toFixed(2)}×`,
      target: "≤ 2×",
      pass: ratio <= 2,
    });
  }
}

export async function runConvertBench(): Promise<void> {
  const n = scaled(1_000);
  const dir = scratchDir("convert");
  const inputs = Array.from({ length: n }, (_, i) => {
    const d = benchAgent(i);
    ((d.security as JsonObject).checksum as JsonObject).value = computeChecksum(d, "sha256");
    const path = join(dir, `agent-${i}.aix`);
    writeFileSync(path, emitAix(d, "yaml"));
    return path;
  });
  for (const [to, suffix] of [
    ["air", ".air"],
    ["uaix", ".uaix"],
    ["aigx", ".aigx"],
  ] as Array<[string, string]>) {
    let lost = 0;
    const { seconds } = await timeAsync(async () => {
      for (const [i, input] of inputs.entries())
        lost += (await convertPath(input, { to, output: join(dir, `out-${i}${suffix}`) })).ledger.entries.length;
    });
    line(
      `convert AIX → ${to.toUpperCase()} (conversions/s)`,
      `${rate(n, seconds)}  (${n} agents, ${seconds.toFixed(2)} s, ${(lost / n).toFixed(1)} ledger entries each)`,
    );
  }
  await runBatchBench(dir, inputs);
}
