/**
 * Adding a coding tool costs one declaration: the toy tool (test/support/toy-tool.ts, one row of
 * data, nothing under src/) is detected, discovered by import, written by export (to itself, by its
 * alias, and with `all`), converted to and from the other tools, and round-trips its own files.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { convert, detectFormat, exportGenome, importRepository, roundtrip, ruleTargets } from "../../src/index.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";
import { readRules, writeRules } from "../support/rules.js";
import { useToyTool } from "../support/toy-tool.js";
import { pathSlug } from "../../src/formats/rules/ids.js";

// Asked before the toy tool exists: pathSlug remembers its answers, and registering a tool must replace them.
const slugsBefore = [".toyrules", ".toy/rules/a.md"].map(pathSlug);
useToyTool();

const REAL = join(repoRoot, "test/fixtures/realworld");

function repo(files: Record<string, string>): string {
  const d = tempDir();
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(d, p)), { recursive: true });
    writeFileSync(join(d, p), text);
  }
  return d;
}

const TOY_FILES = {
  ".toy/rules/always.md": "---\nwhen: always\n---\n# Always\n\nUse pnpm.\n",
  ".toy/rules/tests.md":
    '---\nwhen: files\nfiles:\n  - "test/**/*.ts"\nabout: How tests are written\n---\nName tests after what they hold.\n',
  ".toy/rules/deploy.md": "---\nwhen: agent\nabout: Deploying to production\n---\nDeploy on Tuesdays only.\n",
  ".toy/rules/manual.md": "---\nwhen: manual\n---\nOnly when asked.\n",
  ".toyrules": "Legacy: keep it short.\n",
};

describe("a tool declared in test/ only", () => {
  it("changes the ids of the paths it strips, even of paths asked about before it was registered", () => {
    expect(slugsBefore).toEqual(["toyrules", "toy-rules-a"]);
    expect([".toyrules", ".toy/rules/a.md"].map(pathSlug)).toEqual(["root", "a"]);
  });

  it("is detected by its paths and its front matter, and its rules read with their scope", async () => {
    const r = repo(TOY_FILES);
    expect(detectFormat(join(r, ".toy/rules/tests.md"))).toBe("toy-tool");
    expect(detectFormat(join(r, ".toy"))).toBe("toy-tool");
    expect(detectFormat(join(r, ".toyrules"))).toBe("toy-tool");
    const loose = join(r, "elsewhere/x.md");
    mkdirSync(dirname(loose), { recursive: true });
    writeFileSync(loose, "---\nwhen: always\n---\nLoose.\n");
    expect(detectFormat(loose)).toBe("toy-tool");
    const { rules, diagnostics } = await readRules("toy-tool", r);
    expect(diagnostics.filter((d) => d.severity !== "info")).toEqual([]);
    const by = Object.fromEntries(rules.map((x) => [x.id, x]));
    expect(Object.keys(by).sort()).toEqual(["TOY-always", "TOY-deploy", "TOY-manual", "TOY-root", "TOY-tests"]);
    expect(by["TOY-tests"]).toMatchObject({
      activation: "glob",
      globs: ["test/**/*.ts"],
      description: "How tests are written",
    });
    expect(by["TOY-deploy"]).toMatchObject({ activation: "model", description: "Deploying to production" });
    expect(by["TOY-manual"]!.activation).toBe("manual");
    expect(by["TOY-root"]!.activation).toBe("always");
    expect((await roundtrip(join(r, ".toy/rules"))).differences).toEqual([]);
  });

  it("converts to and from the other tools through core", async () => {
    const r = repo(TOY_FILES);
    const toCursor = await convert(join(r, ".toy/rules"), "cursor", { write: false });
    const cursorFiles = toCursor.files.files.map(([p]) => p).sort();
    expect(cursorFiles).toEqual([
      ".cursor/rules/toy-always.mdc",
      ".cursor/rules/toy-deploy.mdc",
      ".cursor/rules/toy-manual.mdc",
      ".cursor/rules/toy-tests.mdc",
    ]);
    // Cursor → toy, by the tool's alias: every activation has a spelling, so nothing of scope is lost.
    const back = await convert(join(REAL, "supabase__supabase/.cursor/rules"), "toy-cli", { write: false });
    expect(back.files.files.map(([p]) => p).every((p) => p.startsWith(".toy/rules/"))).toBe(true);
    expect(back.ledger.entries.filter((e) => /\/(activation|globs)$/.test(e.pointer))).toEqual([]);
    expect(back.pipeline.map((s) => s.name)).toEqual([
      "cursor.read",
      "cursor.verify",
      "cursor.raise",
      "core.verify",
      "toy-tool.lower",
      "toy-tool.write",
      "toy-tool.reread",
    ]);
    // Every activation written by the toy tool reads back the same.
    const src = await readRules("toy-tool", r);
    const w = await writeRules("toy-tool", src.rules);
    expect(w.checks).toEqual([]);
    const text = Object.fromEntries(w.files);
    expect(text[".toy/rules/tests.md"]).toMatch(
      /^---\nwhen: files\nfiles:\n  - "test\/\*\*\/\*\.ts"\nabout: How tests are written\n---\n/,
    );
  });

  it("takes part in import and export: its files are read, and written with all, by name and by alias", async () => {
    expect(await ruleTargets()).toContain("toy-tool");
    const r = repo({ ...TOY_FILES, "AGENTS.md": "# Project\n\nRun npm test.\n" });
    const imported = await importRepository(r);
    expect(imported.ok).toBe(true);
    expect(new Set(imported.sources.map((s) => s.format))).toEqual(new Set(["agents-md", "toy-tool"]));
    const all = await exportGenome(r, ["all"], r);
    expect(all.ok, JSON.stringify(all.diagnostics)).toBe(true);
    // Each toy rule went home; the AGENTS.md rule got a toy file of its own.
    expect(readFileSync(join(r, ".toy/rules/tests.md"), "utf8")).toBe(TOY_FILES[".toy/rules/tests.md"]);
    expect(existsSync(join(r, ".toy/rules/agents-root.md"))).toBe(true);
    expect(readFileSync(join(r, ".toy/rules/agents-root.md"), "utf8")).toMatch(
      /^---\nwhen: always\n---\n<!-- generated by agentc/,
    );
    const again = await exportGenome(r, ["toy-cli"], r, { check: true });
    expect(again.ok, JSON.stringify(again.diagnostics)).toBe(true);
  });

  it("brings a real repository's rules to the toy tool and back, in place, with a clean second round", async () => {
    const r = tempDir();
    cpSync(join(REAL, "supabase__supabase"), r, { recursive: true });
    expect((await importRepository(r)).ok).toBe(true);
    expect((await exportGenome(r, ["toy-tool"], r)).ok).toBe(true);
    expect((await importRepository(r)).ok).toBe(true);
    const second = await exportGenome(r, ["all"], r, { check: true });
    expect(second.files.filter((f) => f.path.startsWith(".toy/") && f.status !== "unchanged")).toEqual([]);
  });
});

describe("tool names are taken", () => {
  it("a format cannot be registered under a tool's name or alias, nor a tool under a taken name", async () => {
    const { registerFormat, registerRuleTool } = await import("../../src/index.js");
    const { toyFormat } = await import("../support/toy-format.js");
    expect(() => registerFormat({ ...toyFormat, name: "cursor" })).toThrow(/built-in/);
    expect(() => registerFormat({ ...toyFormat, name: "toy-cli" })).toThrow(/built-in/);
    expect(() => registerRuleTool({ name: "claude-code-2", title: "x", aliases: ["claude"] })).toThrow(
      /already names the tool claude-md/,
    );
  });
});
