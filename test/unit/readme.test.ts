/** The README is true: every command in its ```sh blocks runs, and every agentc command is documented. */
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { buildProgram } from "../../src/cli/main.js";
import { allCommands } from "../../src/cli/help.js";
import { repoRoot } from "../support/corpus.js";
import { INSTALL_HEADING, runCommands, scratch, shellBlocks } from "../support/doc-commands.js";

const readme = readFileSync(join(repoRoot, "README.md"), "utf8");
/** Lines a test cannot run here: installing the dependencies, and running this very test suite. */
const NOT_RUN = new Set(["npm ci", "npm test", "npm run check"]);

describe("README.md", () => {
  it("every command in its shell blocks runs (in a copy of examples/)", () => {
    const commands = shellBlocks(readme)
      .filter((b) => b.heading !== INSTALL_HEADING)
      .flatMap((b) => b.commands)
      .filter((c) => !NOT_RUN.has(c.text.replace(/\s+#.*$/, "")));
    expect(commands.length).toBeGreaterThan(5);
    const { dir, env } = scratch();
    expect(runCommands(commands, dir, env)).toEqual([]);
  });
  it("documents every command and subcommand of the CLI", () => {
    const synopsis = readme.slice(readme.indexOf("## CLI"), readme.indexOf("## Library"));
    const missing = allCommands(buildProgram())
      .slice(1)
      .map((c) => [c.parent?.parent ? c.parent.name() : "", c.name()].filter(Boolean).join(" "))
      .filter((path) => !new RegExp(`^\\s+${path.replace(/ /g, "\\s+")}\\b`, "m").test(synopsis));
    expect(missing).toEqual([]);
  });
});
