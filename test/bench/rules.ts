/**
 * The rule genome round: `agentc import` of a 50-rule repository (AGENTS.md nested, Cursor rules
 * with globs, Copilot instructions with applyTo, Claude rules with paths) plus `agentc aigx export
 * --format all` to the ten targets — two processes — against 4× the start-up of `node -e 0`,
 * measured interleaved in the same run.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { spawnSync } from "node:child_process";
import { commandSeconds, line, median, row, scale, scratchDir, settleDisk } from "./measure.js";

const repo = fileURLToPath(new URL("../../../", import.meta.url));

/** 50 rules across four formats, half of them scoped. */
function ruleRepository(dir: string): void {
  const put = (p: string, text: string): void => {
    mkdirSync(dirname(join(dir, p)), { recursive: true });
    writeFileSync(join(dir, p), text);
  };
  const body = (i: number): string =>
    `Rule ${i}: keep functions small and name them for what they return.\n\n- prefer pure helpers\n- test edge case ${i}\n`;
  put("AGENTS.md", `# Project\n\n${body(0)}`);
  for (let i = 1; i < 10; i++) put(`packages/p${i}/AGENTS.md`, `# Package ${i}\n\n${body(i)}`);
  for (let i = 10; i < 25; i++)
    put(
      `.cursor/rules/r${i}.mdc`,
      `---\ndescription: rule ${i}\nglobs: src/m${i}/**/*.ts\nalwaysApply: false\n---\n${body(i)}`,
    );
  for (let i = 25; i < 40; i++)
    put(`.github/instructions/i${i}.instructions.md`, `---\napplyTo: "lib/m${i}/**"\n---\n${body(i)}`);
  for (let i = 40; i < 50; i++) put(`.claude/rules/c${i}.md`, `---\npaths:\n  - "docs/m${i}/**"\n---\n${body(i)}`);
}

/** The files an export wrote into a repository (those newer than its genome's rules), relative paths. */
function exported(dir: string): string[] {
  const since = statSync(join(dir, ".aigx", "rules.aigx")).mtimeMs;
  return (readdirSync(dir, { recursive: true, encoding: "utf8" }) as string[]).filter((p) => {
    const st = statSync(join(dir, p));
    return !p.startsWith(".aigx") && st.isFile() && st.mtimeMs > since;
  });
}

/**
 * What the file system alone costs an export in this run: a bare Node process creating the same
 * files (same paths, same bytes) in a fresh copy of the repository, timed inside the process.
 */
function fileFloor(from: string, to: string): { seconds: number; files: number } {
  const files = exported(from).map((p) => [p, readFileSync(join(from, p), "utf8")]);
  // The files come on standard input: as an argument they would pass the kernel's 128 KiB limit for one.
  const script = `const { mkdirSync, readFileSync, writeFileSync } = require("node:fs"); const { dirname, join } = require("node:path"); const files = JSON.parse(readFileSync(0, "utf8")); const t = process.hrtime.bigint(); for (const [p, text] of files) { mkdirSync(dirname(join(process.argv[1], p)), { recursive: true }); writeFileSync(join(process.argv[1], p), text); } process.stdout.write(String(Number(process.hrtime.bigint() - t) / 1e9));`;
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const dir = `${to}-${i}`;
    ruleRepository(dir);
    settleDisk();
    const r = spawnSync(process.execPath, ["-e", script, dir], { encoding: "utf8", input: JSON.stringify(files) });
    if (r.status !== 0) throw new Error(`the file-system floor failed: ${r.stderr}`);
    times.push(Number(r.stdout));
  }
  return { seconds: median(times), files: files.length };
}

export async function runRulesBench(): Promise<void> {
  const bin = join(repo, "bin/agentc.js");
  const work = scratchDir("rules");
  const runs = scale() < 1 ? 5 : 11;
  const node: number[] = [];
  const round: number[] = [];
  for (let i = 0; i < runs; i++) {
    // A fresh repository each round: an exported one would import its 500 generated files too.
    const dir = join(work, String(i));
    ruleRepository(dir);
    settleDisk();
    node.push(commandSeconds(process.execPath, ["-e", "0"]));
    round.push(
      commandSeconds(process.execPath, [bin, "import", dir]) +
        commandSeconds(process.execPath, [bin, "aigx", "export", "--format", "all", "--root", dir]),
    );
  }
  const base = median(node);
  const t = median(round);
  const floor = fileFloor(join(work, String(runs - 1)), join(work, "floor"));
  line(
    "rules: the file system's part (a bare process writing the export's files)",
    `${(floor.seconds * 1000).toFixed(0)} ms (median of 5; the export writes ${floor.files} files)`,
  );
  row({
    figure: "rules: import + export 50 rules to 10 targets (2 processes)",
    value: `${(t * 1000).toFixed(0)} ms (median of ${runs})`,
    bound: `4 × node -e 0 = ${(4 * base * 1000).toFixed(0)} ms`,
    ratio: `${(t / base).toFixed(2)}× node -e 0`,
    target: "≤ 4×",
    pass: t <= 4 * base,
  });
}

/** The fixture repository with the most files: the largest real agent setup the tests hold. */
function largestFixture(): { name: string; dir: string; files: number } {
  const root = join(repo, "test/fixtures/realworld");
  const sizes = readdirSync(root)
    .filter((n) => n.includes("__"))
    .map((name) => ({
      name,
      dir: join(root, name),
      files: (readdirSync(join(root, name), { recursive: true }) as string[]).length,
    }));
  return sizes.sort((a, b) => b.files - a.files || (a.name < b.name ? -1 : 1))[0]!;
}

/**
 * The main job as a user runs it, in place on copies of `fixture`: `agentc import .` then `agentc aigx
 * export --format all` (no --force), two processes, against 4 × `node -e 0` in the same run; the row's
 * figure says what the fixture is.
 */
export function inPlaceRow(fixture: { dir: string }, scratch: string, figure: string): void {
  const bin = join(repo, "bin/agentc.js");
  const work = scratchDir(scratch);
  const runs = scale() < 1 ? 5 : 9;
  const node: number[] = [];
  const round: number[] = [];
  for (let i = 0; i < runs; i++) {
    const dir = join(work, String(i));
    cpSync(fixture.dir, dir, { recursive: true, verbatimSymlinks: true });
    settleDisk();
    node.push(commandSeconds(process.execPath, ["-e", "0"]));
    round.push(
      commandSeconds(process.execPath, [bin, "import", "."], { cwd: dir }) +
        commandSeconds(process.execPath, [bin, "aigx", "export", "--format", "all"], { cwd: dir }),
    );
  }
  const base = median(node);
  const t = median(round);
  row({
    figure,
    value: `${(t * 1000).toFixed(0)} ms (median of ${runs})`,
    bound: `4 × node -e 0 = ${(4 * base * 1000).toFixed(0)} ms`,
    ratio: `${(t / base).toFixed(2)}× node -e 0`,
    target: "≤ 4×",
    pass: t <= 4 * base,
  });
}

/** The main job in place on a copy of the largest real repository. */
export async function runInPlaceBench(): Promise<void> {
  const fixture = largestFixture();
  inPlaceRow(
    fixture,
    "in-place",
    `rules: in place on ${fixture.name} (${fixture.files} entries): import . + export all (2 processes)`,
  );
}

/**
 * Issue 34: `agentc aigx export` of the same 50-rule setup to every tool with files of its own (one
 * process, every format named), after an import, against 4 × `node -e 0` measured in the same run.
 */
export async function runEveryToolBench(): Promise<void> {
  const bin = join(repo, "bin/agentc.js");
  const { ruleTools, hasOwnFiles } = await import("../../ir/dialects/rules/tool.js");
  await import("../../ir/dialects/rules/tools.js");
  const every = ruleTools()
    .filter(hasOwnFiles)
    .map((t) => t.name);
  const work = scratchDir("every-tool");
  const runs = scale() < 1 ? 5 : 9;
  const node: number[] = [];
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const dir = join(work, String(i));
    ruleRepository(dir);
    const imported = spawnSync(process.execPath, [bin, "import", dir], { encoding: "utf8" });
    if (imported.status !== 0) throw new Error(`import failed: ${imported.stderr}`);
    settleDisk();
    node.push(commandSeconds(process.execPath, ["-e", "0"]));
    times.push(commandSeconds(process.execPath, [bin, "aigx", "export", "--format", every.join(","), "--root", dir]));
  }
  const base = median(node);
  const t = median(times);
  row({
    figure: `rules: export 50 rules to every tool (${every.length} formats, 1 process)`,
    value: `${(t * 1000).toFixed(0)} ms (median of ${runs})`,
    bound: `4 × node -e 0 = ${(4 * base * 1000).toFixed(0)} ms`,
    ratio: `${(t / base).toFixed(2)}× node -e 0`,
    target: "≤ 4×",
    pass: t <= 4 * base,
  });
}
