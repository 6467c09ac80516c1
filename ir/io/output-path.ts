/**
 * No silent overwrite: an output path that already holds a file (or a
 * symbolic link) or a non-empty directory is refused unless the user said
 * --force. The check uses lstat, so a symbolic link is refused as itself and
 * never followed.
 */
import { lstatSync, readdirSync } from "node:fs";

export class OutputExistsError extends Error {
  readonly code = "AGC-OUTPUT-EXISTS";
  constructor(
    message: string,
    readonly path: string,
  ) {
    super(message);
    this.name = "OutputExistsError";
  }
}

/** What is at `path` that an output would replace: "file", "directory" (non-empty), or undefined. */
export function occupied(path: string): "file" | "directory" | undefined {
  const s = lstatSync(path, { throwIfNoEntry: false });
  if (!s) return undefined;
  if (s.isDirectory()) return readdirSync(path).length > 0 ? "directory" : undefined;
  return "file";
}

/** Throw OutputExistsError when `path` is occupied and `force` is not set. */
export function assertOutputFree(path: string, force = false): void {
  if (force) return;
  const what = occupied(path);
  if (what === "file")
    throw new OutputExistsError(`${path} exists; refusing to overwrite it (use --force to replace it)`, path);
  if (what === "directory")
    throw new OutputExistsError(
      `${path} exists and is not empty; refusing to overwrite it (use --force to replace it)`,
      path,
    );
}
