/**
 * The `aigx export --dry-run` diff (`ir/edit/unified-diff.ts`): a 20,000-line file with 50 lines
 * changed, diffed in this process, beside GNU `diff -u` on the same two files, measured now (its
 * process start included: the target, within 3× of it, leaves room for a loaded machine).
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { unifiedDiff } from "../../ir/edit/unified-diff.js";
import { commandSeconds, row, scaled, scratchDir, time } from "./measure.js";

const LINES = scaled(20_000);
const CHANGES = 50;

export async function runDiffBench(): Promise<void> {
  const dir = scratchDir("diff");
  const before = Array.from({ length: LINES }, (_, i) => `line ${i}: ${"x".repeat(i % 60)}`);
  const after = before.map((l, i) => (i % Math.floor(LINES / CHANGES) === 7 ? `${l} (changed)` : l));
  const a = `${before.join("\n")}\n`;
  const b = `${after.join("\n")}\n`;
  writeFileSync(join(dir, "a.txt"), a);
  writeFileSync(join(dir, "b.txt"), b);
  // Best of three, each side.
  let ours = Number.POSITIVE_INFINITY;
  let hunks = 0;
  for (let i = 0; i < 3; i++) {
    const { value, seconds } = time(() => unifiedDiff("a.txt", a, b));
    ours = Math.min(ours, seconds);
    hunks = (value.match(/^@@ /gm) ?? []).length;
  }
  let gnu = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 3; i++)
    gnu = Math.min(gnu, commandSeconds("diff", ["-u", "a.txt", "b.txt"], { okStatus: [1], cwd: dir }));
  if (hunks !== CHANGES) throw new Error(`diff benchmark: ${hunks} hunks for ${CHANGES} changes`);
  row({
    figure: `dry-run diff: ${LINES.toLocaleString("en-US")} lines, ${CHANGES} changed`,
    value: `${(ours * 1000).toFixed(1)} ms`,
    bound: `diff -u ${(gnu * 1000).toFixed(1)} ms`,
    ratio: `${(ours / gnu).toFixed(2)}×`,
    target: "≤ 3× diff -u",
    pass: ours <= 3 * gnu,
  });
}
