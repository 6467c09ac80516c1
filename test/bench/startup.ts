/**
 * Start-up benchmark: the median wall time of `agentc --version`, `agentc aix validate <small agent>`
 * and `agentc aigx lint` on a tiny genome, against `node -e 0` measured in the same run (runs
 * interleaved, so a busy moment on the machine hits all of them alike).
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { commandSeconds, median, row, scale, settleDisk } from "./measure.js";

const repo = fileURLToPath(new URL("../../../", import.meta.url));

export async function runStartupBench(): Promise<void> {
  const bin = join(repo, "bin/agentc.js");
  const commands: Array<[string, string[]]> = [
    ["agentc --version", [bin, "--version"]],
    ["agentc aix validate <small>", [bin, "aix", "validate", join(repo, "examples/support-agent.aix")]],
    [
      "agentc aigx lint <tiny genome>",
      [bin, "aigx", "lint", "--root", join(repo, "test/fixtures/corpus/aigx/examples/minimal")],
    ],
  ];
  const runs = scale() < 1 ? 7 : 15;
  const node: number[] = [];
  const times = commands.map(() => [] as number[]);
  settleDisk();
  for (let i = 0; i < runs; i++) {
    node.push(commandSeconds(process.execPath, ["-e", "0"]));
    commands.forEach(([, args], k) => times[k]!.push(commandSeconds(process.execPath, args)));
  }
  const base = median(node);
  commands.forEach(([name], k) => {
    const t = median(times[k]!);
    row({
      figure: `start-up: ${name}`,
      value: `${(t * 1000).toFixed(0)} ms (median of ${runs})`,
      bound: `node -e 0 ${(base * 1000).toFixed(0)} ms`,
      ratio: `${(t / base).toFixed(2)}×`,
      target: "≤ 3×",
      pass: t <= 3 * base,
    });
  });
}
