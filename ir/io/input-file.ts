/**
 * Inputs are looked at before they are opened: a FIFO, device or socket named
 * as an input would block a reader or stream forever, so anything that is not
 * a regular file (or, where one is expected, a directory) is refused after a
 * stat, without being opened for reading. Files are then opened non-blocking
 * and checked again on the descriptor, so a path swapped for a FIFO between
 * the stat and the open cannot hang the process either.
 */
import { closeSync, constants, fstatSync, openSync, readFileSync, statSync, type Stats } from "node:fs";

export class InputPathError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly path: string,
  ) {
    super(message);
    this.name = "InputPathError";
  }
}

export type InputKind = "file" | "directory" | "file-or-directory";

function describe(s: Stats): string {
  if (s.isFIFO()) return "a FIFO";
  if (s.isCharacterDevice() || s.isBlockDevice()) return "a device";
  if (s.isSocket()) return "a socket";
  if (s.isDirectory()) return "a directory";
  return "not a regular file";
}

/**
 * Check that `path` exists and is the kind of input expected. Codes:
 * AGC-IO-MISSING (no such path), AGC-IO-NOT-REGULAR (FIFO, device, socket),
 * AGC-IO-NOT-FILE (a directory where a file is expected), AGC-IO-NOT-DIR.
 */
export function checkInputPath(path: string, kind: InputKind = "file"): Stats {
  let s: Stats;
  try {
    s = statSync(path);
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === "ENOENT" || code === "ENOTDIR")
      throw new InputPathError(`${path}: no such file or directory`, "AGC-IO-MISSING", path);
    if (code === "EACCES" || code === "EPERM")
      throw new InputPathError(`${path}: permission denied`, "AGC-IO-UNREADABLE", path);
    throw new InputPathError(`${path}: cannot be read (${code ?? String(e)})`, "AGC-IO-UNREADABLE", path);
  }
  if (s.isFile()) {
    if (kind === "directory")
      throw new InputPathError(`${path} is a file; a directory is expected here`, "AGC-IO-NOT-DIR", path);
    return s;
  }
  if (s.isDirectory()) {
    if (kind === "file")
      throw new InputPathError(`${path} is a directory; a file is expected here`, "AGC-IO-NOT-FILE", path);
    return s;
  }
  throw new InputPathError(
    `${path} is ${describe(s)}; only regular files${kind === "file" ? "" : " and directories"} are read`,
    "AGC-IO-NOT-REGULAR",
    path,
  );
}

/** Open a regular file for reading without ever blocking on a FIFO; the caller closes the descriptor. */
export function openInputFile(path: string): number {
  checkInputPath(path, "file");
  const fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  const s = fstatSync(fd);
  if (!s.isFile()) {
    closeSync(fd);
    throw new InputPathError(`${path} is ${describe(s)}; only regular files are read`, "AGC-IO-NOT-REGULAR", path);
  }
  return fd;
}

/** The bytes of a regular input file (see checkInputPath for the refusals). */
export function readInputFile(path: string): Buffer;
export function readInputFile(path: string, encoding: "utf8"): string;
export function readInputFile(path: string, encoding?: "utf8"): Buffer | string {
  const fd = openInputFile(path);
  try {
    return encoding ? readFileSync(fd, encoding) : readFileSync(fd);
  } finally {
    closeSync(fd);
  }
}
