/**
 * Atomic writes: a file is written to a temporary sibling and renamed into
 * place; a directory is built in a temporary sibling and renamed as a whole.
 * A failed run therefore leaves no partial output.
 */
import {
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
  statSync,
  openSync,
  closeSync,
  fsyncSync,
  linkSync,
  chmodSync,
  symlinkSync,
} from "node:fs";
import { dirname, basename, join, resolve } from "node:path";
import { hostname } from "node:os";
import { isRunning } from "./process-identity.js";
import { writing } from "./write-error.js";
import { safeJoiner, UnsafePathError } from "./safe-path.js";

let temporaries = 0;

/** The prefix of every temporary file and directory agentc makes: `.agentc-tmp-<host>-<pid>-<n>-<salt>.<name>`. */
export const TEMP_PREFIX = ".agentc-tmp-";

/** A short tag of this host's name (FNV-1a), so that a temporary is judged only by the host that made it. */
const hostTag = ((): string => {
  let h = 0x811c9dc5;
  for (const c of hostname()) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0;
  return h.toString(36);
})();

const TEMP_NAME = /^\.agentc-tmp-([0-9a-z]+)-(\d+)-[0-9a-z]+-[0-9a-f]{8}\./;

/**
 * A name for a temporary beside `path`: `.agentc-tmp-<host>-<pid>-<counter>-<salt>.<name>`, one
 * recognisable prefix for every temporary agentc makes (so a run can tell its own debris from
 * anyone's files), unique within this process (pid and a counter) and hard to guess across
 * processes. It is only ever created exclusively (`wx`, or `mkdir`, which fails on anything already
 * there, a symbolic link included), so a name someone placed first makes the write fail instead of
 * following it: the name needs no cryptographic randomness, and every command is spared loading
 * node:crypto (3–5 ms of start-up) for it.
 */
export function tempSibling(path: string): string {
  const salt = Math.floor(Math.random() * 0x100000000)
    .toString(16)
    .padStart(8, "0");
  return join(
    dirname(path),
    `${TEMP_PREFIX}${hostTag}-${process.pid}-${(temporaries++).toString(36)}-${salt}.${basename(path)}`,
  );
}

/** Whether `name` (a file name) is an agentc temporary, and of which process on which host. */
export function temporaryOwner(name: string): { host: string; pid: number } | undefined {
  const m = TEMP_NAME.exec(name);
  return m ? { host: m[1]!, pid: Number(m[2]) } : undefined;
}

/** Whether `name` is a temporary this host's agentc left and whose process has ended: debris of a crash. */
export function isStaleTemporary(name: string): boolean {
  const owner = temporaryOwner(name);
  return owner !== undefined && owner.host === hostTag && !isRunning({ pid: owner.pid });
}

/** The stale temporaries in `dir` (names), from its listing when the caller has one. */
export function staleTemporaries(dir: string, names?: readonly string[]): string[] {
  let listing = names;
  if (!listing) {
    try {
      listing = readdirSync(dir);
    } catch {
      return [];
    }
  }
  return listing.filter((n) => n.startsWith(TEMP_PREFIX) && isStaleTemporary(n));
}

/** Directories already swept by this process: each is listed once, however many outputs go there. */
const swept = new Set<string>();

/**
 * Remove the temporaries that runs of agentc killed on this host left in `dir` (a file or a whole
 * staged directory each), once per directory and process; returns the names removed. Temporaries of
 * running processes, of other hosts and anything not named like one are left alone.
 */
export function removeStaleTemporaries(dir: string, names?: readonly string[]): string[] {
  const key = resolve(dir);
  if (swept.has(key)) return [];
  swept.add(key);
  const stale = staleTemporaries(dir, names);
  for (const n of stale) rmSync(join(dir, n), { recursive: true, force: true });
  return stale;
}

/**
 * Create `path` holding `data` if nothing is there, exclusively (a symbolic link placed there is not
 * followed): false, and nothing written, if something is. A write that fails part-way (a full disk)
 * removes the file it created, and only that.
 */
export function createExclusive(path: string, data: Uint8Array | string, mode = 0o666): boolean {
  let fd: number;
  try {
    fd = openSync(path, "wx", mode);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw e;
  }
  try {
    writeFileSync(fd, data);
  } catch (e) {
    closeSync(fd);
    rmSync(path, { force: true });
    throw e;
  }
  closeSync(fd);
  return true;
}

/** A temporary beside a file: created exclusively, so a name someone placed first is never written through. */
export function writeTemporary(tmp: string, data: Uint8Array | string, mode?: number): void {
  if (!createExclusive(tmp, data, mode))
    throw new UnsafePathError(`${tmp} already exists: not agentc's temporary, so it is left as it is`, "AGC-IO-EXISTS");
}

/**
 * Make `path` with `make`, and its parent directories only when they are missing: a batch writes
 * hundreds of outputs into one existing directory, and a recursive mkdir of it before each costs two
 * system calls an output for nothing.
 */
function withParents(path: string, make: () => void): void {
  try {
    make();
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "ENOENT") throw e;
    mkdirSync(dirname(path), { recursive: true });
    make();
  }
}

export interface FileWriteOptions {
  /** Flush the data to disk before the rename, and the rename after it (a write that must survive a power loss). */
  durable?: boolean;
  /** The file's permission bits from its creation on (a private key: 0o600), before the umask. */
  mode?: number;
}

/**
 * Write `path` whole or not at all: a temporary sibling, renamed over it. A failure (a full disk)
 * leaves what was there, and is thrown as a WriteError naming `path` (exit 5).
 */
export function writeFileAtomic(path: string, data: Uint8Array | string, options: FileWriteOptions = {}): void {
  writing(path, () => writeFileAtomicRaw(path, data, options));
}

function writeFileAtomicRaw(path: string, data: Uint8Array | string, options: FileWriteOptions): void {
  removeStaleTemporaries(dirname(path));
  const tmp = tempSibling(path);
  withParents(tmp, () => writeTemporary(tmp, data, options.mode));
  try {
    if (options.durable) fsyncPath(tmp);
    renameSync(tmp, path);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
  if (options.durable) fsyncDirectory(dirname(path));
}

/**
 * Put `data` at `path` only if nothing is there, and all at once: written to a temporary sibling,
 * then hard-linked to its name (link(2) fails on any name already there, a link included, so of
 * two runs publishing at once exactly one wins) and the temporary removed. False, and nothing
 * written, when something is at `path`. Where the file system has no hard links, the file is
 * created exclusively and written (still exactly one winner, but a reader may see it half-written).
 */
export function writeFileExclusive(
  path: string,
  data: Uint8Array | string,
  options: Pick<FileWriteOptions, "mode"> = {},
): boolean {
  return writing(path, () => {
    removeStaleTemporaries(dirname(path));
    const tmp = tempSibling(path);
    withParents(tmp, () => writeTemporary(tmp, data, options.mode));
    try {
      linkSync(tmp, path);
      return true;
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === "EEXIST") return false;
      if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EOPNOTSUPP" && code !== "ENOSYS") throw e;
      return createExclusive(path, data, options.mode);
    } finally {
      rmSync(tmp, { force: true });
    }
  });
}

/**
 * Flush a directory's entries (a rename or removal in it) to disk. Best effort: some systems do not
 * let a directory be opened or flushed, and there the rename is as durable as the system makes it.
 */
export function fsyncDirectory(dir: string): void {
  let fd: number;
  try {
    fd = openSync(dir, "r");
  } catch {
    return;
  }
  try {
    fsyncSync(fd);
  } catch {
    // EINVAL/EISDIR/EPERM where directories cannot be flushed
  } finally {
    closeSync(fd);
  }
}

/** Flush a file's data to disk (used where crash ordering matters, e.g. AEGX appends). */
export function fsyncPath(path: string): void {
  const fd = openSync(path, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export interface DirectoryWriteOptions {
  /** Replace an existing non-empty directory (it is swapped out, then removed). */
  replace?: boolean;
  /** Permission bits by relative path (files not listed keep the default). */
  modes?: Readonly<Record<string, number>>;
  /** Symbolic links (relative path, target as written), made after the files. */
  links?: ReadonlyArray<readonly [string, string]>;
}

/** How a directory is built: in a temporary sibling, its directories parents first, then its files, then swapped in. */
interface DirectoryPlan {
  dir: string;
  tmp: string;
  /** `dir` exists (empty, or to be replaced): it is swapped out. */
  exists: boolean;
  /** Every directory under `tmp`, parents before children, each once. */
  dirs: string[];
  files: Array<readonly [string, Uint8Array | string]>;
}

/** Check the target and lay out the steps; nothing is written yet. */
function planDirectory(
  dir: string,
  files: Iterable<readonly [string, Uint8Array | string]>,
  options: DirectoryWriteOptions,
  emptyDirs: readonly string[],
): DirectoryPlan {
  const st = statSync(dir, { throwIfNoEntry: false });
  if (st && !st.isDirectory()) throw new UnsafePathError(`${dir} exists and is not a directory`, "AGC-IO-EXISTS");
  if (st && readdirSync(dir).length > 0 && !options.replace) {
    throw new UnsafePathError(`${dir} exists and is not empty (use --force to replace it)`, "AGC-IO-EXISTS");
  }
  // Absolute, as safeJoiner's results are; its parent counts as made, so ensure() never climbs above it.
  const tmp = resolve(tempSibling(dir));
  const dirs: string[] = [];
  const made = new Set<string>([tmp, dirname(tmp)]);
  const ensure = (d: string): void => {
    if (made.has(d)) return;
    ensure(dirname(d));
    made.add(d);
    dirs.push(d);
  };
  const under = safeJoiner(tmp);
  for (const d of emptyDirs) ensure(under(d));
  const placed: DirectoryPlan["files"] = [];
  for (const [rel, data] of files) {
    const full = under(rel);
    ensure(dirname(full));
    placed.push([full, data]);
  }
  return { dir, tmp, exists: Boolean(st), dirs, files: placed };
}

/**
 * Build `dir` from (relative path, bytes) pairs. The paths are checked to stay
 * inside `dir`. An existing empty directory is replaced; a non-empty one only
 * with `replace`.
 */
export function writeDirectoryAtomic(
  dir: string,
  files: Iterable<readonly [string, Uint8Array | string]>,
  options: DirectoryWriteOptions = {},
  emptyDirs: readonly string[] = [],
): void {
  writing(dir, () => writeDirectoryAtomicRaw(dir, files, options, emptyDirs));
}

function writeDirectoryAtomicRaw(
  dir: string,
  files: Iterable<readonly [string, Uint8Array | string]>,
  options: DirectoryWriteOptions,
  emptyDirs: readonly string[],
): void {
  removeStaleTemporaries(dirname(resolve(dir)));
  const plan = planDirectory(dir, files, options, emptyDirs);
  // Exclusive: a name already there is not ours, so it is neither written into nor removed.
  withParents(plan.tmp, () => mkdirSync(plan.tmp));
  try {
    for (const d of plan.dirs) mkdirSync(d);
    for (const [full, data] of plan.files) writeFileSync(full, data);
    const under = safeJoiner(plan.tmp);
    for (const [rel, mode] of Object.entries(options.modes ?? {})) chmodSync(under(rel), mode);
    for (const [rel, target] of options.links ?? []) {
      const full = under(rel);
      mkdirSync(dirname(full), { recursive: true });
      symlinkSync(target, full);
    }
    if (plan.exists && options.replace) {
      const old = tempSibling(dir);
      renameSync(dir, old);
      renameSync(plan.tmp, dir);
      rmSync(old, { recursive: true, force: true });
    } else {
      // rename(2) puts a directory over nothing or over an empty directory, and fails over a non-empty
      // one: a run that filled `dir` since the plan was made (two runs writing one output) wins, and
      // this one is refused instead of swapping the other's output away.
      try {
        renameSync(plan.tmp, dir);
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        if (code === "ENOTEMPTY" || code === "EEXIST")
          throw new UnsafePathError(`${dir} exists and is not empty (use --force to replace it)`, "AGC-IO-EXISTS");
        throw e;
      }
    }
  } catch (e) {
    rmSync(plan.tmp, { recursive: true, force: true });
    throw e;
  }
}
