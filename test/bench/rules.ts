/**
 * The rule genome round: `agentc import` of a 50-rule repository (AGENTS.md nested, Cursor rules
 * with globs, Copilot instructions with applyTo, Claude rules with paths) plus `agentc aigx export
 * --format all` to the ten targets — two processes — against 4× the start-up of `node -e 0`,
 * measured interleaved in the same run.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { commandSeconds, median, row, scale } from "./measure.js";

const repo = fileURLToPath(new URL("../../../", import.meta.url));

/** 50 rules across four formats, half of them scoped. */
function ruleRepository(dir: string): void {
  const put = (p: string, text: string): void => {
    mkdirSync(dirname(join(dir, p)), { recursive: true });
    writeFileSync(join(dir, p), text);
  };
  const body = (i: number): string => `Rule ${i}: keep functions small and name them for what they return.\n\n- prefer pure helpers\n- test edge case ${i}\n`;
  put("AGENTS.md", `# Project\n\n${body(0)}`);
  for (let i = 1; i < 10; i++) put(`packages/p${i}/AGENTS.md`, `# Package ${i}\n\n${body(i)}`);
  for (let i = 10; i < 25; i++) put(`.cursor/rules/r${i}.mdc`, `---\ndescription: rule ${i}\nglobs: src/m${i}/**/*.ts\nalwaysApply: false\n---\n${body(i)}`);
  for (let i = 25; i < 40; i++) put(`.github/instructions/i${i}.instructions.md`, `---\napplyTo: "lib/m${i}/**"\n---\n${body(i)}`);
  for (let i = 40; i < 50; i++) put(`.claude/rules/c${i}.md`, `---\npaths:\n  - "docs/m${i}/**"\n---\n${body(i)}`);
}

export async function runRulesBench(): Promise<void> {
  const bin = join(repo, "bin/agentc.js");
  const work = mkdtempSync(join(tmpdir(), "agentc-bench-rules-"));
  try {
    const runs = scale() < 1 ? 5 : 11;
    const node: number[] = [];
    const round: number[] = [];
    for (let i = 0; i < runs; i++) {
      // A fresh repository each round: an exported one would import its 500 generated files too.
      const dir = join(work, String(i));
      ruleRepository(dir);
      node.push(commandSeconds(process.execPath, ["-e", "0"]));
      round.push(commandSeconds(process.execPath, [bin, "import", dir]) + commandSeconds(process.execPath, [bin, "aigx", "export", "--format", "all", "--root", dir, "--force"]));
    }
    const base = median(node);
    const t = median(round);
    row({ figure: "rules: import + export 50 rules to 10 targets (2 processes)", value: `${(t * 1000).toFixed(0)} ms (median of ${runs})`, bound: `4 × node -e 0 = ${(4 * base * 1000).toFixed(0)} ms`, ratio: `${(t / base).toFixed(2)}× node -e 0`, target: "≤ 4×", pass: t <= 4 * base });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
