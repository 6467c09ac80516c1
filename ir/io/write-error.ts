/**
 * A write that failed, said plainly: which output and why (`cannot write out.uaix: no space left on
 * device (ENOSPC)`), with its own exit code (5, `AGC-WRITE`) rather than the 4 of an input that
 * cannot be read. The writers of ir/io turn the system's errors into this, naming the output they
 * were writing, not the temporary beside it.
 */
import { AgentcError } from "../diagnostics/agentc-error.js";

/** Why a write failed, in words, by errno code. */
const REASONS: Readonly<Record<string, string>> = {
  ENOSPC: "no space left on device",
  EDQUOT: "disk quota exceeded",
  EROFS: "read-only file system",
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  EIO: "input/output error",
  EFBIG: "file too large",
  ENOTDIR: "a part of the path is not a directory",
  EISDIR: "it is a directory",
  ENAMETOOLONG: "name too long",
  EMFILE: "too many open files",
  ENFILE: "too many open files in the system",
  ENOENT: "a directory on the way does not exist",
  ELOOP: "too many symbolic links on the way",
  EBUSY: "the file or directory is busy",
  ETXTBSY: "the file is busy",
  EXDEV: "it would cross file systems",
  // A folder to make where a file is (mkdir -p over a file): `EEXIST (EEXIST)` said nothing.
  EEXIST: "something else is already there",
};

/** Codes that only a write produces: whatever failed with one of them was writing. */
export const WRITE_ONLY_CODES: ReadonlySet<string> = new Set(["ENOSPC", "EDQUOT", "EROFS", "EFBIG"]);

export class WriteError extends AgentcError {
  constructor(
    readonly path: string,
    readonly reason: string,
    readonly errno: string | undefined,
    cause?: unknown,
  ) {
    super(`cannot write ${path}: ${reason}${errno ? ` (${errno})` : ""}`, "AGC-WRITE", { cause });
  }
}

/** The reason in words for an errno code (the code itself when it has none). */
export const writeReason = (code: string): string => REASONS[code] ?? code;

/**
 * `e` as a WriteError naming `path` when it is a system error (an errno code); anything else (a
 * coded refusal such as an existing output, a bug) is returned as it is.
 */
export function asWriteError(e: unknown, path: string): unknown {
  // An errno code is E and capitals; every code of agentc's own (AGC-WRITE, AIX-IO…) has a hyphen,
  // so a coded error (a WriteError already, a refusal) passes as it is.
  const code = (e as NodeJS.ErrnoException | undefined)?.code;
  if (!(e instanceof Error) || typeof code !== "string" || !/^E[A-Z0-9]+$/.test(code)) return e;
  return new WriteError(path, writeReason(code), code, e);
}

/** Run `write`, turning a system error into a WriteError naming `path`. */
export function writing<T>(path: string, write: () => T): T {
  try {
    return write();
  } catch (e) {
    throw asWriteError(e, path);
  }
}

/** `writing` for a write that returns a promise. */
export async function writingAsync<T>(path: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    throw asWriteError(e, path);
  }
}
