/**
 * Temporary directories that clean themselves up after each test file, and when the process ends
 * without that (a mutation run stops a test file part-way): left behind, they piled up in the
 * system's temporary directory by the hundred thousand and slowed every file created there.
 *
 * They are made under AGENTC_TEST_TMPDIR when it is set (vitest.config.ts sets it to a memory-backed
 * folder where the machine has one: on a disk mounted with `discard` each removed folder cost about
 * half a millisecond of waiting, and the tests make and remove thousands), else the system's.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll } from "vitest";

const remove = (dirs: Iterable<string>): void => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
};

/** Every test file's directories not yet removed, in this process: one exit hook for them all. */
const outstanding = ((globalThis as { agentcTempDirs?: Set<string> }).agentcTempDirs ??= (() => {
  const dirs = new Set<string>();
  process.once("exit", () => remove(dirs));
  return dirs;
})());

const made: string[] = [];

/**
 * Removes every directory `tempDir` made in this process and not yet removed. Registered after each
 * test file twice over: here, for a file that loads this module afresh, and by
 * test/support/temp-cleanup.ts (a setup file, run for every file) where files share one module
 * graph (isolate: false): there this module is loaded once per worker, so the `afterAll` below
 * belonged to the first file alone, and every later file's directories waited for an exit hook
 * that a worker ended by the pool never ran (146,307 of them were found in /tmp).
 */
export function removeTempDirs(): void {
  remove(made);
  for (const d of made) outstanding.delete(d);
  made.length = 0;
}
afterAll(removeTempDirs);

export function tempDir(prefix = "agentc-test-"): string {
  const d = mkdtempSync(join(process.env.AGENTC_TEST_TMPDIR || tmpdir(), prefix));
  made.push(d);
  outstanding.add(d);
  return d;
}

/** A new temporary directory holding these files (path → text), their folders made as needed. */
export function tempRepo(files: Record<string, string>): string {
  const root = tempDir();
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, p)), { recursive: true });
    writeFileSync(join(root, p), text);
  }
  return root;
}
