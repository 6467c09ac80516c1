/**
 * A lock file that is a link leading nowhere (planted, or left by a tool that made one): the
 * exclusive create does not follow it (EEXIST) while reading it does (ENOENT). It is a holder that
 * has not said who it is: a waiter times out with AGC-LOCKED naming the lock file while the link is
 * fresh, and breaks it once it is older than the ten-second grace of an unfilled lock, never
 * retrying for ever.
 */
import { lstatSync, lutimesSync, mkdirSync, readFileSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { LockedError, acquireLock, lockFileOf } from "../../ir/io/file-lock.js";
import { removeTempDirs, tempDir } from "../support/tmp.js";

afterAll(removeTempDirs);

const planted = (): { target: string; lockFile: string } => {
  const dir = tempDir("agentc-mut-locklink-");
  mkdirSync(dir, { recursive: true });
  const target = join(dir, "out.aegx");
  const lockFile = lockFileOf(target);
  symlinkSync(join(dir, "nowhere"), lockFile);
  return { target, lockFile };
};

describe("a lock file that is a dangling link", () => {
  it("holds the lock while fresh: AGC-LOCKED names the lock file and an unnamed holder", async () => {
    const { target, lockFile } = planted();
    const err = await acquireLock(target, { timeoutMs: 0 }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(LockedError);
    expect((err as LockedError).code).toBe("AGC-LOCKED");
    expect((err as LockedError).lockFile).toBe(lockFile);
    expect((err as Error).message).toContain(
      `${target} is being written by another run (a run that has not said who it is); waited `,
    );
    expect((err as Error).message).toContain(
      ` s for its lock ${lockFile}. If no agentc is running on it, remove that file.`,
    );
    expect(lstatSync(lockFile).isSymbolicLink()).toBe(true);
  });

  it("is broken once older than the grace, and the lock taken is a file of this process", async () => {
    const { target, lockFile } = planted();
    const old = new Date(Date.now() - 60_000);
    lutimesSync(lockFile, old, old);
    const lock = await acquireLock(target, { timeoutMs: 0 });
    expect(lstatSync(lockFile).isFile()).toBe(true);
    expect(JSON.parse(readFileSync(lockFile, "utf8")).pid).toBe(process.pid);
    lock.release();
    expect(lstatSync(lockFile, { throwIfNoEntry: false })).toBeUndefined();
  });
});
