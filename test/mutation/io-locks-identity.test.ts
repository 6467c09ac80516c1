/**
 * What a lock file tells a waiter about its holder: only the fields the lock format defines, each of
 * the type it writes (pid a number, since an ISO string); a field of another type is not repeated
 * in the AGC-LOCKED message.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { LockedError, acquireLock, lockFileOf } from "../../ir/io/file-lock.js";
import { selfIdentity } from "../../ir/io/process-identity.js";
import { removeTempDirs, tempDir } from "../support/tmp.js";

afterAll(removeTempDirs);

describe("a lock held by a live run", () => {
  it("names its pid, and its since only when since is a string", async () => {
    const dir = tempDir("agentc-mut-lockid-");
    mkdirSync(dir, { recursive: true });
    const target = join(dir, "out.aegx");
    const lockFile = lockFileOf(target);
    // This very process (alive, same start): a holder that is not stale, but not in this process's table either.
    const me = selfIdentity();
    writeFileSync(lockFile, `${JSON.stringify({ pid: process.pid, start: me.start, host: me.host, since: 42 })}\n`);
    const err = await acquireLock(target, { timeoutMs: 0 }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(LockedError);
    const e = err as LockedError;
    expect(e.code).toBe("AGC-LOCKED");
    expect(e.lockFile).toBe(lockFile);
    expect(e.message).toMatch(
      new RegExp(
        `^${target.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} is being written by another run \\(pid ${process.pid}\\); waited \\d+\\.\\d s for its lock `,
      ),
    );

    writeFileSync(
      lockFile,
      `${JSON.stringify({ pid: process.pid, start: me.start, host: me.host, since: "2026-01-02T03:04:05.000Z" })}\n`,
    );
    const err2 = (await acquireLock(target, { timeoutMs: 0 }).then(
      () => undefined,
      (x: unknown) => x,
    )) as LockedError;
    expect(err2.message).toContain(`(pid ${process.pid}, since 2026-01-02T03:04:05.000Z); waited `);
  });
});
