/** The repository root, from this file's place in dist/test/bench or test/bench. */
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { existsSync } from "node:fs";

const here = dirname(fileURLToPath(import.meta.url));
export const repoRoot = [resolve(here, "../.."), resolve(here, "../../..")].find(
  (d) => existsSync(resolve(d, "package.json")) && existsSync(resolve(d, "bin/agentc.js")),
)!;
