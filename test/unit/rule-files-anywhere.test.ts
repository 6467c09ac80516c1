/**
 * A rule file is known by its extension and front matter wherever it lies (rule collections ship
 * `.mdc` files outside `.cursor/rules/`), read against its own folder; and `convert … -o <file>` writes
 * the one file a conversion yields there (`-o -` prints it), refusing a file name for several files.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { convert, parse, validate } from "../../src/api.js";
import { detectFormat } from "../../src/formats/detect.js";
import { ruleRootOf } from "../../ir/dialects/rules/paths.js";
import { coreRulesOf } from "../../ir/dialects/core/rules.js";
import { agentcInProcess } from "../support/cli.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

const REAL = join(repoRoot, "test/fixtures/realworld");
const SENTRY = join(REAL, "supabase__supabase/.cursor/rules/sentry.mdc");
const API_VERSION = join(REAL, "microsoft__vscode/.github/instructions/api-version.instructions.md");
const GIT_STYLE = join(REAL, "kynoptic__wikipedia-reliable-sources/.windsurf/rules/git-message-style.md");

/** A real file copied into a collection folder, outside every conventional place (under a `.github`, which must not count). */
function collected(from: string, name: string): string {
  const dir = join(tempDir(), ".github", "rule-collection");
  mkdirSync(dir, { recursive: true });
  cpSync(from, join(dir, name));
  return join(dir, name);
}

/** The core rules a file raises to (its format's read and raise, as a conversion runs them). */
async function rulesOf(path: string) {
  const r = await convert(path, "aigx", { output: join(tempDir(), "out"), write: false });
  return coreRulesOf(r.graph).rules;
}

describe("rule files known by extension and front matter", () => {
  it("detects a .mdc anywhere as Cursor, *.instructions.md as Copilot, and a Markdown file by the fields only one tool reads", () => {
    expect(detectFormat(collected(SENTRY, "sentry.mdc"))).toBe("cursor");
    expect(detectFormat(collected(API_VERSION, "api-version.instructions.md"))).toBe("copilot");
    expect(detectFormat(collected(GIT_STYLE, "git-message-style.md"))).toBe("windsurf");
    const d = tempDir();
    const write = (name: string, text: string): string => (writeFileSync(join(d, name), text), join(d, name));
    expect(detectFormat(write("kiro.md", "---\ninclusion: fileMatch\nfileMatchPattern: '*.ts'\n---\nTyped.\n"))).toBe(
      "kiro",
    );
    expect(detectFormat(write("claude.md", "---\npaths:\n  - src/api/**\n---\nAPI rules.\n"))).toBe("claude-md");
    expect(detectFormat(write("copilot.md", '---\napplyTo: "**/*.py"\n---\nPython.\n'))).toBe("copilot");
    expect(detectFormat(write("cursor.md", "---\nalwaysApply: true\n---\nAlways.\n"))).toBe("cursor");
    // Nothing decides: not a rule file agentc can tell.
    expect(detectFormat(write("notes.md", "---\ndescription: notes\n---\nText.\n"))).toBeUndefined();
    expect(detectFormat(write("plain.md", "# Notes\n"))).toBeUndefined();
  });

  it("reads a lone file against its own folder: ids from its name, no directory scope", () => {
    const file = collected(SENTRY, "sentry.mdc");
    expect(ruleRootOf(file, false)).toBe(join(file, ".."));
    // Conventional places keep the folder before them as the root.
    expect(ruleRootOf("/r/x/.cursor/rules/a.mdc", false)).toBe("/r/x");
    expect(ruleRootOf("/r/x/.github/instructions/a.instructions.md", false)).toBe("/r/x");
    expect(ruleRootOf("/r/x/.github/AGENTS.md", false)).toBe("/r/x/.github");
  });

  it("validates and converts a real .mdc outside .cursor/rules", async () => {
    const file = collected(SENTRY, "sentry.mdc");
    const v = await validate(file);
    expect(v).toMatchObject({ format: "cursor", exitCode: 0, result: { files: 1, rules: 1 } });
    const [rule] = await rulesOf(file);
    expect(rule).toMatchObject({ id: "CURSOR-sentry", activation: "model", globs: [] });
    expect(rule!.directory).toBeUndefined();
    const out = join(tempDir(), "sentry.md");
    const r = await convert(file, "windsurf", { output: out });
    expect(statSync(out).isFile()).toBe(true);
    expect(r.written.map(([p]) => p)).toEqual([out]);
    expect(readFileSync(out, "utf8")).toMatch(/^---\ntrigger: model_decision\ndescription: /);
  });

  it("reads the front matter of Copilot, Windsurf and Claude rule files found by their fields", async () => {
    expect(await rulesOf(collected(API_VERSION, "api-version.instructions.md"))).toEqual([
      expect.objectContaining({
        id: "COPILOT-api-version",
        activation: "glob",
        globs: ["src/vscode-dts/**/vscode.proposed.*.d.ts"],
      }),
    ]);
    expect(await rulesOf(collected(GIT_STYLE, "git-message-style.md"))).toEqual([
      expect.objectContaining({ id: "WINDSURF-git-message-style", activation: "model" }),
    ]);
    const d = tempDir();
    writeFileSync(join(d, "api.md"), "---\npaths:\n  - src/api/**\n---\nValidate every request.\n");
    expect(await rulesOf(join(d, "api.md"))).toEqual([
      expect.objectContaining({
        id: "CLAUDE-api",
        activation: "glob",
        globs: ["src/api/**"],
        text: "Validate every request.",
      }),
    ]);
  });
});

describe("convert -o <file>", () => {
  it("writes the single file a target yields (AGENTS.md, a .claude/rules file) where -o names it", async () => {
    const file = collected(SENTRY, "sentry.mdc");
    const agents = join(tempDir(), "AGENTS.md");
    await convert(file, "agents-md", { output: agents });
    expect(readFileSync(agents, "utf8")).toContain("<!-- agentc:rule CURSOR-sentry -->");
    const claude = join(tempDir(), "out.md");
    await convert(collected(API_VERSION, "api-version.instructions.md"), "claude-md", { output: claude });
    expect(readFileSync(claude, "utf8")).toMatch(
      /^---\npaths:\n {2}- "src\/vscode-dts\/\*\*\/vscode\.proposed\.\*\.d\.ts"\n---\n/,
    );
    // Without a file name the output is still a folder at the conventional paths.
    const folder = join(tempDir(), "out");
    await convert(file, "claude-md", { output: folder });
    expect(existsSync(join(folder, "CLAUDE.md"))).toBe(true);
  });

  it("refuses a file name for an output of several files, writing nothing (exit 2), and names a folder instead", async () => {
    const repo = join(REAL, "supabase__supabase/.cursor/rules");
    const out = join(tempDir(), "rules.md");
    const err = (await convert(repo, "claude-md", { output: out }).catch((e: unknown) => e)) as {
      code: string;
      exitCode: number;
      message: string;
    };
    expect(err).toMatchObject({ code: "AGC-USAGE", exitCode: 2 });
    expect(err.message).toMatch(
      /names a file, but the CLAUDE-MD output of this input is \d+ files .*name a folder instead \(-o .*rules\)/,
    );
    expect(existsSync(out)).toBe(false);
    const cli = await agentcInProcess(["convert", repo, "--to", "claude-md", "-o", out]);
    expect(cli.status).toBe(2);
    expect(cli.stderr).toContain("AGC-USAGE");
  });

  it("-o - prints the one file, and nothing else, on standard output", async () => {
    const file = collected(SENTRY, "sentry.mdc");
    const r = await agentcInProcess(["convert", file, "--to", "agents-md", "-o", "-"]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^<!-- generated by agentc/);
    expect(r.stdout).toContain("<!-- agentc:rule CURSOR-sentry -->");
    const json = await agentcInProcess(["--json", "convert", file, "--to", "agents-md", "-o", "-"]);
    expect(JSON.parse(json.stdout).result.text).toBe(r.stdout);
    // A binary output does not go to a terminal.
    const uaix = await agentcInProcess([
      "convert",
      join(repoRoot, "examples/support-agent.aix"),
      "--to",
      "uaix",
      "-o",
      "-",
    ]);
    expect(uaix.status).toBe(2);
    expect(uaix.stderr).toContain("binary");
  });

  it("parse reads a lone .mdc into the cursor dialect", async () => {
    const p = await parse(collected(SENTRY, "sentry.mdc"));
    expect(p.format).toBe("cursor");
    expect(p.graph.nodes("cursor.Rule")).toHaveLength(1);
  });
});
