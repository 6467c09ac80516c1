/**
 * Conversion benchmark: whole conversions per second (read and check the AIX agent, raise, lower,
 * verify the output in memory, write it atomically) for 1,000 generated agents per target.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { JsonObject } from "../../ir/json/value.js";
import { emitAix } from "../../emitters/aix/emit.js";
import { computeChecksum } from "../../ir/dialects/aix/checksum.js";
import type { FormatName } from "../../src/readers/detect.js";
import { convertPath } from "../../src/pipeline/convert.js";
import { benchAgent } from "./aix.js";
import { line, rate, scaled, timeAsync } from "./measure.js";

export async function runConvertBench(): Promise<void> {
  const n = scaled(1_000);
  const dir = mkdtempSync(join(tmpdir(), "agentc-bench-convert-"));
  try {
    const inputs = Array.from({ length: n }, (_, i) => {
      const d = benchAgent(i);
      ((d.security as JsonObject).checksum as JsonObject).value = computeChecksum(d, "sha256");
      const path = join(dir, `agent-${i}.aix`);
      writeFileSync(path, emitAix(d, "yaml"));
      return path;
    });
    for (const [to, suffix] of [["air", ".air"], ["uaix", ".uaix"], ["aigx", ".aigx"]] as Array<[FormatName, string]>) {
      let lost = 0;
      const { seconds } = await timeAsync(async () => {
        for (const [i, input] of inputs.entries()) lost += (await convertPath(input, { to, output: join(dir, `out-${i}${suffix}`) })).ledger.entries.length;
      });
      line(`convert AIX → ${to.toUpperCase()} (conversions/s)`, `${rate(n, seconds)}  (${n} agents, ${seconds.toFixed(2)} s, ${(lost / n).toFixed(1)} ledger entries each)`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
