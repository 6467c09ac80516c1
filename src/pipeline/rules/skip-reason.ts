/** Which files `agentc import` reads: regular files inside the repository, small, and text. */
import { lstatSync, readFileSync } from "node:fs";

/** Larger files are reported and skipped: instruction files are small, and a huge one is not meant for an agent. */
export const MAX_RULE_FILE_BYTES = 1 << 20;

/** Why a discovered file is skipped (a link, too big, binary), or undefined to read it. */
export function skipReason(path: string): string | undefined {
  const st = lstatSync(path);
  if (st.isSymbolicLink()) return "is a symbolic link (links are not followed out of the repository)";
  if (!st.isFile()) return "is not a regular file";
  if (st.size > MAX_RULE_FILE_BYTES) return `is ${st.size} bytes, over the ${MAX_RULE_FILE_BYTES}-byte limit for an instruction file`;
  if (readFileSync(path).subarray(0, 8000).includes(0)) return "is binary";
  return undefined;
}
