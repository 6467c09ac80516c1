/** Files shipped with the package (schemas, data), found from this module's location in src/ or dist/src/. */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

let root: string | undefined;

export function packageRoot(): string {
  if (root) return root;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = join(dir, "package.json");
    if (existsSync(pkg) && (JSON.parse(readFileSync(pkg, "utf8")) as { name?: string }).name === "agentc-compiler")
      return (root = dir);
    const up = dirname(dir);
    if (up === dir) throw new Error("agentc package root not found");
    dir = up;
  }
}

export function packagePath(...parts: string[]): string {
  return join(packageRoot(), ...parts);
}

/** agentc's version, as package.json states it. */
export function packageVersion(): string {
  return (JSON.parse(readFileSync(packagePath("package.json"), "utf8")) as { version: string }).version;
}
