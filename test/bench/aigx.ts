/**
 * AIGX benchmark: lint a genome of 50,000 file entries and 2,000 rules; the
 * latency of one resolve once the index exists; genome generation over a
 * repository of 5,000 TypeScript files, with its peak memory (own process).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import { lintRepository } from "../../src/passes/aigx/lint.js";
import { AigxIndex } from "../../src/passes/aigx/resolve.js";
import { scanRepository } from "../../src/readers/source/scan-repo.js";
import { proposeGenome } from "../../src/passes/aigx/propose-genome.js";
import { line, peakRssMiB, rate, scaled, scratchDir, time } from "./measure.js";

function bigGenome(root: string, entries: number, rules: number): void {
  mkdirSync(join(root, ".aigx"), { recursive: true });
  writeFileSync(join(root, ".aigx/protocol.aigx"), "<aigx-protocol><read-first>Open .aigx/files.aigx; verify every <check>.</read-first></aigx-protocol>\n");
  const r: string[] = [];
  for (let i = 0; i < rules; i++) r.push(`  <rule id="R${i % 20}-${i}">Rule number ${i}: keep module ${i % 97} &amp; its tests honest.</rule>`);
  writeFileSync(join(root, ".aigx/rules.aigx"), `<aigx-rules>\n${r.join("\n")}\n</aigx-rules>\n`);
  const e: string[] = [];
  for (let i = 0; i < entries; i++) {
    const dir = join(root, "src", `d${i % 100}`);
    if (i < 100) mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `f${i}.ts`), "");
    e.push(`  <file path="src/d${i % 100}/f${i}.ts" domain="d${i % 100}">\n    <role>File ${i}</role>\n${i % 20 === 0 ? `    <forbid pri="CRIT">NEVER import internal</forbid>\n` : ""}    <check>R${i % 20}-${i % rules} R${(i + 1) % 20}-${(i + 1) % rules}</check>\n  </file>`);
  }
  writeFileSync(join(root, ".aigx/files.aigx"), `<aigx-files>\n${e.join("\n")}\n</aigx-files>\n`);
}

function tsRepo(root: string, n: number): void {
  for (let i = 0; i < n; i++) {
    const feature = `f${i % 50}`;
    const dir = join(root, "src/features", feature, i % 10 === 0 ? "internal" : "");
    mkdirSync(dir, { recursive: true });
    const target = `../f${(i + 1) % 50}`;
    writeFileSync(
      join(dir, `m${i}.ts`),
      `/** Module ${i} of ${feature}: computes things. */\nimport { x${i} } from "${i % 10 === 0 ? "../" : ""}${target}";\nimport { y } from "react";\nexport function run${i}(a: number): number {\n  return a + ${i};\n}\nexport const VALUE_${i} = ${i};\n`,
    );
  }
  for (let f = 0; f < 50; f++) writeFileSync(join(root, "src/features", `f${f}`, "index.ts"), `export * from "./internal/m${f * 10}";\n`);
}

async function genome(root: string): Promise<void> {
  const { value, seconds } = time(() => proposeGenome(scanRepository(root).facts, []));
  line("aigx genome generation (s)", `${seconds.toFixed(1)} s for ${scaled(5000)} files → ${value.entries.length} entries, ${value.boundaries.length} boundaries`);
  line("aigx genome generation peak RSS", `${peakRssMiB().toFixed(0)} MiB`);
}

export async function runAigxBench(): Promise<void> {
  const root = scratchDir("aigx");
  const entries = scaled(50_000);
  const rules = scaled(2_000);
  bigGenome(join(root, "g"), entries, rules);
  const { value, seconds } = time(() => lintRepository(join(root, "g")));
  if (!value.ok) throw new Error(`bench genome does not lint: ${value.diagnostics[0]?.message}`);
  line("aigx lint (s)", `${seconds.toFixed(2)} s for ${entries} entries, ${rules} rules (${rate(entries, seconds)} entries)`);
  const index = new AigxIndex(join(root, "g"));
  const n = 100_000;
  const t0 = performance.now();
  for (let i = 0; i < n; i++) index.resolve(`src/d${i % 100}/f${i % entries}.ts`);
  line("aigx resolve latency (µs per lookup)", `${(((performance.now() - t0) / n) * 1000).toFixed(2)} µs (index built once, ${n} lookups)`);
  tsRepo(join(root, "ts"), scaled(5000));
  const r = spawnSync(process.execPath, [fileURLToPath(import.meta.url), "genome", join(root, "ts")], { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
  process.stdout.write(r.stdout);
}

const [, , which, dir] = process.argv;
if (which === "genome") await genome(dir!);
