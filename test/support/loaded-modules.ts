/**
 * What a CLI run loaded, from the IMPORT lines of test/support/import-recorder.mjs, as source
 * modules: the CLI runs as a bundle (dist/bundle), so each chunk it loads is expanded to the
 * modules it holds (dist/bundle/meta.json, written by the build), as `IMPORT <absolute path>`.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { repoRoot } from "./corpus.js";

let chunks: Map<string, string[]> | undefined;

function chunkInputs(): Map<string, string[]> {
  const meta = JSON.parse(readFileSync(join(repoRoot, "dist/bundle/meta.json"), "utf8")) as Record<string, { inputs: Record<string, unknown> }>;
  return (chunks ??= new Map(Object.entries(meta).map(([out, o]) => [join(repoRoot, out), Object.keys(o.inputs).map((i) => join(repoRoot, i))])));
}

export function loadedModules(stderr: string): string[] {
  const lines = stderr.split("\n").filter((l) => l.startsWith("IMPORT "));
  return lines.flatMap((l) => {
    const url = l.slice("IMPORT ".length);
    const inputs = url.startsWith("file:") ? chunkInputs().get(fileURLToPath(url)) : undefined;
    return inputs ? inputs.map((i) => `IMPORT ${i}`) : [l];
  });
}
