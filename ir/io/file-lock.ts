/**
 * Advisory locks: one writer at a time on a bundle, a zip or any other output that is appended to
 * or rewritten. The lock of `target` is a file beside it, `.agentc-lock.<name>`, created
 * exclusively (`open(…, "wx")`, which also never follows a link placed there) and holding the
 * holder's pid, start time and host. A waiter polls with growing pauses and gives up after a
 * bounded time (AGENTC_LOCK_TIMEOUT_MS, default 30 s) with `AGC-LOCKED`, naming the holder and
 * the lock file.
 *
 * A lock whose holder is gone (its pid no longer runs, or runs a process started later) is stale
 * and is broken: it is renamed to a name of the breaker's own, and removed only when the renamed
 * file is the very one (same inode) found stale; a lock another waiter took in between is put
 * back. A lock file left empty by a holder killed between creating and filling it is stale after
 * ten seconds; so is a lock file that is a link leading nowhere (aged by the link's own mtime).
 * Locks are per process and re-entrant: a command that locks a bundle and then opens its writer
 * (which locks it too) holds one lock. Every lock still held when the process exits
 * normally is removed; a killed process leaves its lock, which the next run breaks.
 */
import {
  closeSync,
  fstatSync,
  linkSync,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { AgentcError } from "../diagnostics/agentc-error.js";
import { isRunning, selfIdentity, type ProcessIdentity } from "./process-identity.js";
import { writing } from "./write-error.js";

/** The prefix of every lock file agentc makes. */
export const LOCK_PREFIX = ".agentc-lock.";
/** How long an empty or unreadable lock file is taken to be one being written. */
const UNFILLED_GRACE_MS = 10_000;
const DEFAULT_TIMEOUT_MS = 30_000;

/** A lock not obtained in time: the target is being written by another run. */
export class LockedError extends AgentcError {
  constructor(
    message: string,
    readonly lockFile: string,
  ) {
    super(message, "AGC-LOCKED");
  }
}

export interface LockOptions {
  /** How long to wait for a held lock (default: AGENTC_LOCK_TIMEOUT_MS, else 30 s). */
  timeoutMs?: number;
}

export interface FileLock {
  readonly target: string;
  readonly lockFile: string;
  /** Give the lock up (once per acquisition; the file goes when the last acquisition in this process ends). */
  release(): void;
}

interface Held {
  ino: number;
  count: number;
}

/** Locks this process holds, by lock file. */
const held = new Map<string, Held>();
let exitHook = false;

/** The lock file of `target`: beside it, so that a target not yet created (a new bundle) can be locked too. */
export function lockFileOf(target: string): string {
  const abs = resolve(target);
  return join(dirname(abs), `${LOCK_PREFIX}${basename(abs)}`);
}

function timeoutOf(options: LockOptions): number {
  if (options.timeoutMs !== undefined) return options.timeoutMs;
  const env = Number(process.env.AGENTC_LOCK_TIMEOUT_MS);
  return Number.isFinite(env) && env >= 0 ? env : DEFAULT_TIMEOUT_MS;
}

interface Holder {
  who?: ProcessIdentity & { since?: string };
  ino: number;
  mtimeMs: number;
}

/** Who holds `lockFile`, or undefined when nobody does (it is gone). */
function holderOf(lockFile: string): Holder | undefined {
  let fd: number;
  try {
    fd = openSync(lockFile, "r");
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "ENOENT") throw e;
    // A link leading nowhere: the exclusive create never follows it (EEXIST) but open does (ENOENT).
    // It is a holder that says nothing, aged by the link's own mtime, not "gone" (which would retry for ever).
    const link = lstatSync(lockFile, { throwIfNoEntry: false });
    return link ? { ino: link.ino, mtimeMs: link.mtimeMs } : undefined;
  }
  try {
    const st = fstatSync(fd);
    let who: Holder["who"];
    try {
      const v = JSON.parse(readFileSync(fd, "utf8")) as Record<string, unknown>;
      if (typeof v.pid === "number") {
        who = { pid: v.pid };
        if (typeof v.start === "string") who.start = v.start;
        if (typeof v.host === "string") who.host = v.host;
        if (typeof v.since === "string") who.since = v.since;
      }
    } catch {
      // Not JSON (an unfilled lock): a holder that has not said who it is.
    }
    return { who, ino: st.ino, mtimeMs: st.mtimeMs };
  } finally {
    closeSync(fd);
  }
}

function isStale(h: Holder): boolean {
  return h.who ? !isRunning(h.who) : Date.now() - h.mtimeMs > UNFILLED_GRACE_MS;
}

/**
 * Create the lock file exclusively with this process's identity: its inode, or undefined when it
 * exists. A failure (a full disk) names the target, as the writes of ir/io name an output and never
 * their temporaries: the lock is a step of writing it.
 */
function create(target: string, lockFile: string): number | undefined {
  return writing(target, () => createRaw(lockFile));
}

function createRaw(lockFile: string): number | undefined {
  let fd: number;
  try {
    fd = openSync(lockFile, "wx", 0o644);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === "EEXIST") return undefined;
    if (code !== "ENOENT") throw e;
    mkdirSync(dirname(lockFile), { recursive: true });
    return createRaw(lockFile);
  }
  let ino: number;
  try {
    writeSync(fd, `${JSON.stringify({ ...selfIdentity(), since: new Date().toISOString() })}\n`);
    ino = fstatSync(fd).ino;
  } catch (e) {
    closeSync(fd);
    unlinkSync(lockFile);
    throw e;
  }
  closeSync(fd);
  return ino;
}

/**
 * Remove a stale lock, but only the one found stale: a lock taken since is put back. The same inode
 * is not enough (a file system reuses a freed inode number at once: the stale holder's lock may have
 * been released and a live one created with its number); the moved file must also say what the stale
 * one said (pid, start, host, since) and have its mtime.
 */
const sameHolder = (a: Holder | undefined, b: Holder): boolean =>
  a !== undefined && a.ino === b.ino && a.mtimeMs === b.mtimeMs && JSON.stringify(a.who) === JSON.stringify(b.who);

function breakStale(lockFile: string, stale: Holder): void {
  const grave = `${lockFile}.stale-${process.pid}-${Math.floor(Math.random() * 0x100000000).toString(16)}`;
  try {
    renameSync(lockFile, grave);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return; // another waiter broke it first
    throw e;
  }
  if (!sameHolder(holderOf(grave), stale)) {
    try {
      linkSync(grave, lockFile);
    } catch {
      // A third run locked it meanwhile; the one moved away is not put over it.
    }
  }
  unlinkSync(grave);
}

type Attempt = { lock: FileLock } | { holder: Holder };

function attempt(target: string, lockFile: string): Attempt {
  const mine = held.get(lockFile);
  if (mine) {
    mine.count++;
    return { lock: handle(target, lockFile) };
  }
  for (;;) {
    const ino = create(target, lockFile);
    if (ino !== undefined) {
      held.set(lockFile, { ino, count: 1 });
      if (!exitHook) {
        exitHook = true;
        process.once("exit", releaseAll);
      }
      return { lock: handle(target, lockFile) };
    }
    const holder = holderOf(lockFile);
    if (!holder) continue; // released between the two calls: try again at once
    if (!isStale(holder)) return { holder };
    // Still the lock found stale? It may have been released and taken by a live run since it was read.
    if (!sameHolder(holderOf(lockFile), holder)) continue;
    breakStale(lockFile, holder);
  }
}

function handle(target: string, lockFile: string): FileLock {
  let released = false;
  return {
    target,
    lockFile,
    release: () => {
      if (released) return;
      released = true;
      const h = held.get(lockFile);
      if (!h || --h.count > 0) return;
      held.delete(lockFile);
      removeIfOurs(lockFile, h.ino);
    },
  };
}

function removeIfOurs(lockFile: string, ino: number): void {
  try {
    // Ours: our inode and our identity (an inode number alone may have been reused by another run's lock).
    const h = holderOf(lockFile);
    if (h && h.ino === ino && h.who?.pid === process.pid && h.who.start === selfIdentity().start) unlinkSync(lockFile);
  } catch {
    // already gone
  }
}

function releaseAll(): void {
  for (const [lockFile, h] of held) removeIfOurs(lockFile, h.ino);
  held.clear();
}

function lockedError(target: string, lockFile: string, holder: Holder, waitedMs: number): LockedError {
  const who = holder.who
    ? `pid ${holder.who.pid}${holder.who.host && holder.who.host !== selfIdentity().host ? ` on ${holder.who.host}` : ""}${holder.who.since ? `, since ${holder.who.since}` : ""}`
    : "a run that has not said who it is";
  return new LockedError(
    `${target} is being written by another run (${who}); waited ${(waitedMs / 1000).toFixed(1)} s for its lock ${lockFile}. If no agentc is running on it, remove that file.`,
    lockFile,
  );
}

/** The pause before the next try: growing from 2 ms to 50 ms, with jitter so waiters do not move in step. */
const pause = (n: number): number => Math.min(50, 2 << Math.min(n, 5)) * (0.5 + Math.random());

/** Take the lock of `target`, waiting (asynchronously) up to the timeout. */
export async function acquireLock(target: string, options: LockOptions = {}): Promise<FileLock> {
  const lockFile = lockFileOf(target);
  const started = Date.now();
  const timeout = timeoutOf(options);
  for (let n = 0; ; n++) {
    const a = attempt(target, lockFile);
    if ("lock" in a) return a.lock;
    if (Date.now() - started >= timeout) throw lockedError(target, lockFile, a.holder, Date.now() - started);
    await new Promise((r) => setTimeout(r, pause(n)));
  }
}

/** Take the lock of `target`, waiting (blocking this thread) up to the timeout. */
export function acquireLockSync(target: string, options: LockOptions = {}): FileLock {
  const lockFile = lockFileOf(target);
  const started = Date.now();
  const timeout = timeoutOf(options);
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  for (let n = 0; ; n++) {
    const a = attempt(target, lockFile);
    if ("lock" in a) return a.lock;
    if (Date.now() - started >= timeout) throw lockedError(target, lockFile, a.holder, Date.now() - started);
    Atomics.wait(sleeper, 0, 0, pause(n));
  }
}

/** Run `fn` holding the lock of `target`. */
export async function withLock<T>(target: string, fn: () => Promise<T> | T, options: LockOptions = {}): Promise<T> {
  const lock = await acquireLock(target, options);
  try {
    return await fn();
  } finally {
    lock.release();
  }
}

/** Run `fn` holding the lock of `target` (blocking wait). */
export function withLockSync<T>(target: string, fn: () => T, options: LockOptions = {}): T {
  const lock = acquireLockSync(target, options);
  try {
    return fn();
  } finally {
    lock.release();
  }
}
