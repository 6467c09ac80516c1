/**
 * The lock of a repository's genome: every run that writes a genome (`aigx genome --merge`, `import`,
 * `aigx fmt --write`) or writes from one into the project (`aigx export`, which also rewrites the
 * record in `.aigx/agentc-files.json`) holds it from its first read of what is there to its last
 * write, so two runs on one repository take turns instead of each planning from what the other is
 * replacing. It is the advisory lock of ir/io/file-lock.ts, the file `<root>/.agentc-lock.aigx-genome`:
 * beside `.aigx/`, so a repository without a genome gets no empty `.aigx/` from it, and not ending in
 * `.aigx`, so no genome reader takes it for a genome file. A run waits up to AGENTC_LOCK_TIMEOUT_MS
 * (30 s), then fails AGC-LOCKED (exit 5).
 */
import { join, resolve } from "node:path";
import { acquireLock, withLockSync, type FileLock } from "../../../ir/io/file-lock.js";

/** What the lock of the genome of `root` is taken on. */
export const genomeLockTarget = (root: string): string => join(resolve(root), "aigx-genome");

/** Take the lock of the genome of `root` (waiting, asynchronously). */
export const lockGenome = (root: string): Promise<FileLock> => acquireLock(genomeLockTarget(root));

/** Run `fn` holding the lock of the genome of `root` (a blocking wait). */
export const withGenomeLockSync = <T>(root: string, fn: () => T): T => withLockSync(genomeLockTarget(root), fn);
