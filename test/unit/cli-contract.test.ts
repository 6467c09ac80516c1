/**
 * One exit-code contract for every command, enumerated from the commander program itself (so a new
 * command is covered, and fails here until its paths are classified in src/cli/arguments.ts): a missing
 * input exits 4, a directory where a file is expected exits 4, a usage error exits 2, each with and
 * without --json; under --json stdout carries exactly the envelope {ok, exitCode, diagnostics, result}.
 * The table runs in-process (fast); a few rows are repeated through bin/agentc.js to show it is the same.
 */
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Command, Option } from "commander";
import { describe, expect, it } from "vitest";
import { buildProgram } from "../../src/cli/main.js";
import { POSITIONAL } from "../../src/cli/arguments.js";
import { agentc, agentcInProcess, type CliRun as Run } from "../support/cli.js";
import { tempDir } from "../support/tmp.js";
import { repoRoot } from "../support/corpus.js";

interface Leaf {
  name: string;
  cmd: Command;
}

function leaves(cmd: Command, prefix: string[] = []): Leaf[] {
  return cmd.commands.flatMap((c) =>
    c.commands.length ? leaves(c, [...prefix, c.name()]) : [{ name: [...prefix, c.name()].join("."), cmd: c }],
  );
}

const program = buildProgram();
const commands = leaves(program);

const run = agentcInProcess;

const d = tempDir();
const MISSING = join(d, "missing.input");
const DIR = join(d, "a-directory");
mkdirSync(DIR);
writeFileSync(join(DIR, "x.txt"), "x");
const FILE = join(d, "file.txt");
writeFileSync(FILE, "not an agent\n");

/** Values for the options a command requires, so commander accepts the line and the path checks decide. */
function required(cmd: Command): string[] {
  return (cmd.options as Option[])
    .filter((o) => o.mandatory || o.required)
    .flatMap((o) => {
      const flag = o.long ?? o.short!;
      if (!o.required) return [flag];
      if (o.argChoices?.length) return [flag, o.argChoices[0]!];
      // Every file an option names goes to the temporary directory, never the working directory.
      if (o.attributeName() === "output" || o.attributeName() === "sarif")
        return [flag, join(d, "out", `${Math.random().toString(36).slice(2)}`)];
      if (o.attributeName() === "key") return [flag, FILE];
      return [flag, "SessionStart"];
    });
}

/** A line with `paths` for the positional arguments (other/outputs get harmless values). */
function line(leaf: Leaf, pick: (role: string) => string): string[] {
  const roles = POSITIONAL[leaf.name] ?? [];
  return [...leaf.name.split("."), ...roles.map((r) => pick(r)), ...required(leaf.cmd)];
}

const freshOut = (): string => join(d, "out", Math.random().toString(36).slice(2));
const hasInput = (leaf: Leaf): boolean =>
  (POSITIONAL[leaf.name] ?? []).some((r) => r === "file" || r === "directory" || r === "file-or-directory") ||
  leaf.cmd.options.some((o) => o.attributeName() === "root");

function expectEnvelope(r: Run, exitCode: number, code: RegExp): void {
  const env = JSON.parse(r.stdout) as {
    ok: boolean;
    exitCode: number;
    diagnostics: Array<{ code: string; severity: string; message: string }>;
    result: unknown;
  };
  expect(Object.keys(env).sort()).toEqual(["diagnostics", "exitCode", "ok", "result"]);
  expect(env.ok).toBe(false);
  expect(env.exitCode).toBe(exitCode);
  expect(env.diagnostics.some((x) => code.test(x.code) && x.severity === "error" && x.message.length > 0)).toBe(true);
}

describe("the exit-code contract, for every command of the program", () => {
  it("enumerates the program and every command has its paths classified", () => {
    expect(commands.length).toBeGreaterThan(30);
    expect(commands.map((c) => c.name).filter((n) => !(n in POSITIONAL))).toEqual([]);
  });

  for (const leaf of commands) {
    describe(leaf.name, () => {
      if (hasInput(leaf)) {
        it("missing input → 4 (AGC-IO-MISSING), with and without --json", async () => {
          const roles = POSITIONAL[leaf.name] ?? [];
          const args = roles.some((r) => r !== "output" && r !== "other")
            ? line(leaf, (r) => (r === "output" ? freshOut() : r === "other" ? "x" : MISSING))
            : [...line(leaf, (r) => (r === "output" ? freshOut() : "x")), "--root", MISSING];
          const text = await run(args);
          expect(text.status, `${args.join(" ")}\n${text.stderr}`).toBe(4);
          expect(text.stderr).toMatch(/error\[AGC-IO-MISSING\]/);
          const json = await run(["--json", ...args]);
          expect(json.status).toBe(4);
          expectEnvelope(json, 4, /^AGC-IO-MISSING$/);
        });
      }
      if ((POSITIONAL[leaf.name] ?? []).includes("file")) {
        it("a directory where a file is expected → 4 (AGC-IO-NOT-FILE), with and without --json", async () => {
          const args = line(leaf, (r) =>
            r === "file" ? DIR : r === "output" ? freshOut() : r === "other" ? "x" : DIR,
          );
          const text = await run(args);
          expect(text.status, `${args.join(" ")}\n${text.stderr}`).toBe(4);
          expect(text.stderr).toMatch(/error\[AGC-IO-NOT-FILE\]/);
          const json = await run(["--json", ...args]);
          expectEnvelope(json, 4, /^AGC-IO-NOT-FILE$/);
        });
      }
      it("a usage error (unknown option) → 2, with and without --json", async () => {
        const args = [...line(leaf, (r) => (r === "output" ? freshOut() : FILE)), "--no-such-option"];
        const text = await run(args);
        expect(text.status).toBe(2);
        expect(text.stderr).toMatch(/unknown option/);
        const json = await run(["--json", ...args]);
        expect(json.status).toBe(2);
        expect(json.stderr).toBe("");
        expectEnvelope(json, 2, /^AGC-USAGE$/);
      });
    });
  }

  it("missing arguments and bad choices are usage errors with the envelope too", async () => {
    expectEnvelope(await run(["--json", "aix", "validate"]), 2, /^AGC-USAGE$/);
    expectEnvelope(await run(["--json", "convert", FILE, "--to", "pdf"]), 2, /^AGC-USAGE$/);
    expectEnvelope(await run(["--json", "frobnicate"]), 2, /^AGC-USAGE$/);
    expectEnvelope(await run(["--json", "aix"]), 2, /^AGC-USAGE$/);
  });

  // Spawned, these three: the built binary as such, a pipe's file descriptor, and EPIPE's process.exit are their point.
  it("the built CLI gives the same answers as the in-process table", () => {
    const missing = agentc(["--json", "aix", "validate", MISSING]);
    expect(missing.status).toBe(4);
    expectEnvelope(missing, 4, /^AGC-IO-MISSING$/);
    const dir = agentc(["uaix", "verify", DIR]);
    expect(dir.status).toBe(4);
    const usage = agentc(["--json", "aegx", "verify", FILE, "--bogus"]);
    expect(usage.status).toBe(2);
    expectEnvelope(usage, 2, /^AGC-USAGE$/);
  });

  it("output to a non-blocking pipe that fills up arrives whole: a refused write (EAGAIN) goes on through Node's stream", async () => {
    // The child makes its stdout non-blocking (a net.Socket on fd 1 does), then writes 1 MiB while nobody reads.
    const child = spawn(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import net from "node:net"; const { writeStandard } = await import(${JSON.stringify(join(repoRoot, "dist/src/cli/standard-streams.js"))});
         new net.Socket({ fd: 1, readable: false, writable: true });
         for (let i = 0; i < 1024; i++) writeStandard(1, "x".repeat(1023) + "\\n");`,
      ],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    child.stdout.pause();
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    let bytes = 0;
    setTimeout(() => {
      child.stdout.on("data", (d: Buffer) => (bytes += d.length));
      child.stdout.resume();
    }, 300);
    const status = await new Promise<number | null>((resolve) => child.on("close", resolve));
    expect(stderr).toBe("");
    expect(status).toBe(0);
    expect(bytes).toBe(1024 * 1024);
  });

  it("a reader that closes the pipe early (agentc … | head) ends it quietly: no stack trace", async () => {
    const child = spawn(process.execPath, [join(repoRoot, "bin/agentc.js"), "aegx", "--help"], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.destroy();
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    const status = await new Promise<number | null>((resolve) => child.on("close", resolve));
    expect(stderr).toBe("");
    expect(status).toBe(0);
  });
});
