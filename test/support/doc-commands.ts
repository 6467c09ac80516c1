/**
 * Runs the shell commands a document shows, as a reader would paste them:
 * every line of its ```sh blocks, in a scratch directory holding a copy of
 * examples/, with `agentc` on the PATH (a shim for this checkout's CLI).
 */
import { spawnSync } from "node:child_process";
import { chmodSync, cpSync, mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "./corpus.js";
import { tempDir } from "./tmp.js";

export interface ShellBlock {
  /** The nearest heading above the block. */
  heading: string;
  /** 1-based line of the block's first command in the document. */
  line: number;
  commands: Array<{ line: number; text: string }>;
}

/** The README's section whose block installs the package from npm (test/unit/package.test.ts runs it on the packed package). */
export const INSTALL_HEADING = "Install from npm";

/** The ```sh blocks of a Markdown document, one command per line (comments and blank lines dropped). */
export function shellBlocks(markdown: string): ShellBlock[] {
  const blocks: ShellBlock[] = [];
  const lines = markdown.split("\n");
  let heading = "";
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (/^#{1,6} /.test(l)) heading = l.replace(/^#+ /, "");
    if (l.trim() !== "```sh") continue;
    const block: ShellBlock = { heading, line: i + 2, commands: [] };
    for (i++; i < lines.length && lines[i]!.trim() !== "```"; i++) {
      const text = lines[i]!.trim();
      if (text && !text.startsWith("#")) block.commands.push({ line: i + 1, text });
    }
    blocks.push(block);
  }
  return blocks;
}

/** A scratch directory with a copy of examples/ and package.json, bin/ linked, and an `agentc` shim. */
export function scratch(): { dir: string; env: NodeJS.ProcessEnv } {
  const dir = tempDir("agentc-doc-");
  cpSync(join(repoRoot, "examples"), join(dir, "examples"), { recursive: true });
  cpSync(join(repoRoot, "package.json"), join(dir, "package.json"));
  symlinkSync(join(repoRoot, "bin"), join(dir, "bin"));
  const shims = join(dir, ".shims");
  mkdirSync(shims);
  writeFileSync(
    join(shims, "agentc"),
    `#!/bin/sh\nexec "${process.execPath}" "${join(repoRoot, "bin/agentc.js")}" "$@"\n`,
  );
  chmodSync(join(shims, "agentc"), 0o755);
  return {
    dir,
    env: { ...process.env, PATH: `${shims}:${process.env.PATH ?? ""}`, NO_COLOR: "1", SOURCE_DATE_EPOCH: "1767225600" },
  };
}

export interface CommandFailure {
  line: number;
  text: string;
  status: number | null;
  output: string;
}

/** Run commands in order in `dir`; each must exit 0. Returns the failures (empty when all ran). */
export function runCommands(commands: ShellBlock["commands"], dir: string, env: NodeJS.ProcessEnv): CommandFailure[] {
  const failures: CommandFailure[] = [];
  for (const c of commands) {
    const r = spawnSync("sh", ["-c", c.text], { cwd: dir, env, encoding: "utf8" });
    if (r.status !== 0)
      failures.push({ line: c.line, text: c.text, status: r.status, output: `${r.stdout}${r.stderr}`.slice(-2000) });
  }
  return failures;
}
