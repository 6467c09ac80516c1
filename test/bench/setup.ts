/**
 * Skills benchmark: a skill of 200 companion files (64 KiB of binary bytes each, a quarter of them
 * executable) converted Claude Code → Codex through the whole pipeline (read, blobs by sha256, raise,
 * lower, write with modes, re-read check), against `cp -a` of the same folder measured in the same run:
 * copying is what the conversion must do at least, so the ratio is what agentc's checks cost on top.
 */
import { execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { convertPath } from "../../src/pipeline/convert.js";
import { median, row, scaled, scratchDir, time, timeAsync } from "./measure.js";

const ROUNDS = 5;

export async function runSetupBench(): Promise<void> {
  const files = scaled(200);
  const dir = scratchDir("skills");
  const skill = join(dir, ".claude/skills/big");
  mkdirSync(join(skill, "assets"), { recursive: true });
  writeFileSync(join(skill, "SKILL.md"), "---\nname: big\ndescription: A skill with many files. Use in the bench.\n---\nUse the assets.\n");
  let seed = 1;
  for (let i = 0; i < files; i++) {
    const bytes = Buffer.alloc(64 * 1024);
    for (let j = 0; j < bytes.length; j++) bytes[j] = (seed = (seed * 1103515245 + 12345) & 0x7fffffff) & 0xff;
    const p = join(skill, "assets", `f${i}.bin`);
    writeFileSync(p, bytes);
    chmodSync(p, i % 4 === 0 ? 0o755 : 0o644);
  }
  const agentc: number[] = [];
  const copy: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const out = join(dir, `out-${r}`);
    agentc.push((await timeAsync(() => convertPath(skill, { to: "codex", output: out }))).seconds);
    rmSync(out, { recursive: true, force: true });
    const cp = join(dir, `cp-${r}`);
    copy.push(time(() => execFileSync("cp", ["-a", skill, cp])).seconds);
    rmSync(cp, { recursive: true, force: true });
  }
  const figure = median(agentc);
  const bound = median(copy);
  const ratio = figure / bound;
  row({ figure: `convert a skill of ${files} × 64 KiB files Claude → Codex`, value: `${(figure * 1000).toFixed(0)} ms (median of ${ROUNDS})`, bound: `cp -a ${(bound * 1000).toFixed(0)} ms`, ratio: `${ratio.toFixed(1)}×`, target: "≤ 10×", pass: ratio <= 10 });
}
