/** Locates the read-only conformance corpus beside the repository (`../shared/corpus`). */
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const corpusRoot = process.env.AGENTC_CORPUS ?? resolve(repoRoot, "../shared/corpus");

export function corpusPath(...parts: string[]): string {
  const p = join(corpusRoot, ...parts);
  if (!existsSync(p)) throw new Error(`corpus file missing: ${p} (set AGENTC_CORPUS)`);
  return p;
}
