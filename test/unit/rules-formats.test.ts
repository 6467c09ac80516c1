/**
 * The rule-file formats, one behaviour at a time: scoped rules stay scoped
 * in each target's own spelling; nested files come out nested; CLAUDE.md and
 * GEMINI.md import AGENTS.md in a joint export; malformed front matter is
 * reported at line:col and the rule kept (strict fails); detection by path;
 * imports recorded, never inlined; the whole pipeline through `convert`.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import type { CoreRule } from "../../ir/dialects/core/rules.js";
import { GENERATED_PHRASE } from "../../ir/dialects/rules/model.js";
import { convert } from "../../src/api.js";
import { detectFormat } from "../../src/formats/detect.js";
import { parseRuleFile } from "../../src/formats/rules/read-rule-file.js";
import { globsOf } from "../../src/formats/rules/globs.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";
import { onDisk, readRules, RULE_FORMAT_NAMES, writeRules } from "../support/rules.js";

const rule = (id: string, extra: Partial<CoreRule> = {}): CoreRule => ({
  id,
  text: `# ${id}\n\nDo the ${id} thing.`,
  activation: "always",
  globs: [],
  sources: [{ file: "src.md", line: 1, format: "core" }],
  ...extra,
});
const fileText = (files: Array<[string, string]>, path: string): string => {
  const f = files.find(([p]) => p === path);
  if (!f) throw new Error(`${path} not written (written: ${files.map(([p]) => p).join(", ")})`);
  return f[1];
};
const fixtures = join(repoRoot, "test/fixtures/realworld");

function repo(files: Record<string, string>): string {
  const root = tempDir("agentc-rules-");
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, p)), { recursive: true });
    writeFileSync(join(root, p), text);
  }
  return root;
}

describe("scoped rules come out scoped", () => {
  it("Copilot applyTo '**/*.ts' stays applyTo, becomes Cursor globs, Claude paths, Windsurf glob, Kiro fileMatch, Cline paths", async () => {
    const root = repo({
      ".github/instructions/ts.instructions.md": "---\napplyTo: '**/*.ts'\n---\nUse strict TypeScript.\n",
    });
    const { rules, ledger } = await readRules("copilot", root, { target: "cursor" });
    expect(rules).toEqual([
      expect.objectContaining({
        id: "COPILOT-ts",
        activation: "glob",
        globs: ["**/*.ts"],
        sources: [{ file: ".github/instructions/ts.instructions.md", line: 4, format: "copilot" }],
      }),
    ]);
    expect(ledger.entries).toEqual([]);
    const out = async (to: string): Promise<Array<[string, string]>> => {
      const w = await writeRules(to, rules);
      expect(w.checks).toEqual([]);
      expect(w.ledger.entries, to).toEqual([]);
      return w.files;
    };
    // Back to Copilot, the rule goes home: the file it came from, under its own name.
    expect(fileText(await out("copilot"), ".github/instructions/ts.instructions.md")).toMatch(
      /^---\napplyTo: "\*\*\/\*\.ts"\n---\n/,
    );
    expect(fileText(await out("cursor"), ".cursor/rules/copilot-ts.mdc")).toMatch(
      /^---\nglobs: "\*\*\/\*\.ts"\nalwaysApply: false\n---\n/,
    );
    expect(fileText(await out("claude-md"), ".claude/rules/copilot-ts.md")).toMatch(
      /^---\npaths:\n {2}- "\*\*\/\*\.ts"\n---\n/,
    );
    expect(fileText(await out("windsurf"), ".windsurf/rules/copilot-ts.md")).toMatch(
      /^---\ntrigger: glob\nglobs: "\*\*\/\*\.ts"\n---\n/,
    );
    expect(fileText(await out("kiro"), ".kiro/steering/copilot-ts.md")).toMatch(
      /^---\ninclusion: fileMatch\nfileMatchPattern: "\*\*\/\*\.ts"\n---\n/,
    );
    expect(fileText(await out("cline"), ".clinerules/copilot-ts.md")).toMatch(
      /^---\npaths:\n {2}- "\*\*\/\*\.ts"\n---\n/,
    );
  });

  it("Cursor globs are written unquoted when YAML allows (as Cursor documents them)", async () => {
    const w = await writeRules("cursor", [
      rule("r", { activation: "glob", globs: ["apps/docs/**/*.test.ts", "src/**/*.{ts,tsx}"] }),
    ]);
    expect(fileText(w.files, ".cursor/rules/r.mdc")).toContain("\nglobs: apps/docs/**/*.test.ts,src/**/*.{ts,tsx}\n");
    expect(w.checks).toEqual([]);
  });

  it("a nested AGENTS.md comes out nested (AGENTS.md, GEMINI.md, CLAUDE.md, nested .cursor/rules and .windsurf/rules); Copilot says applyTo dir/**", async () => {
    const { rules } = await readRules("agents-md", join(fixtures, "supabase__supabase"));
    const paths = async (to: string): Promise<string[]> => (await writeRules(to, rules)).files.map(([p]) => p);
    expect(await paths("agents-md")).toEqual(["AGENTS.md", "apps/docs/AGENTS.md", "apps/kb/AGENTS.md"]);
    expect(await paths("gemini-md")).toEqual(["GEMINI.md", "apps/docs/GEMINI.md", "apps/kb/GEMINI.md"]);
    expect(await paths("claude-md")).toEqual(["CLAUDE.md", "apps/docs/CLAUDE.md", "apps/kb/CLAUDE.md"]);
    expect(await paths("cursor")).toEqual([
      ".cursor/rules/agents-root.mdc",
      "apps/docs/.cursor/rules/agents-apps-docs.mdc",
      "apps/kb/.cursor/rules/agents-apps-kb.mdc",
    ]);
    expect(await paths("windsurf")).toEqual([
      ".windsurf/rules/agents-root.md",
      "apps/docs/.windsurf/rules/agents-apps-docs.md",
      "apps/kb/.windsurf/rules/agents-apps-kb.md",
    ]);
    const copilot = await writeRules("copilot", rules);
    expect(fileText(copilot.files, ".github/instructions/agents-apps-docs.instructions.md")).toMatch(
      /\napplyTo: apps\/docs\/\*\*\n/,
    );
    // Read back from disk: the nested files scope their rules again.
    const back = await readRules("cursor", onDisk((await writeRules("cursor", rules)).files));
    expect(back.rules.map((r) => [r.id, r.activation, r.globs, r.directory])).toEqual([
      ["AGENTS-root", "always", [], undefined],
      ["AGENTS-apps-docs", "glob", ["apps/docs/**"], "apps/docs"],
      ["AGENTS-apps-kb", "glob", ["apps/kb/**"], "apps/kb"],
    ]);
  });

  it("description-only ↔ model ↔ Windsurf model_decision; manual ↔ Cursor no fields ↔ Windsurf manual ↔ Kiro manual", async () => {
    const rules = [
      rule("m", { activation: "model", description: "When writing SQL" }),
      rule("x", { activation: "manual" }),
    ];
    const cursor = await writeRules("cursor", rules);
    expect(fileText(cursor.files, ".cursor/rules/m.mdc")).toMatch(
      /^---\ndescription: When writing SQL\nalwaysApply: false\n---\n/,
    );
    expect(fileText(cursor.files, ".cursor/rules/x.mdc")).toMatch(/^---\nalwaysApply: false\n---\n/);
    const ws = await writeRules("windsurf", rules);
    expect(fileText(ws.files, ".windsurf/rules/m.md")).toMatch(
      /^---\ntrigger: model_decision\ndescription: When writing SQL\n---\n/,
    );
    expect(fileText(ws.files, ".windsurf/rules/x.md")).toMatch(/^---\ntrigger: manual\n---\n/);
    expect(fileText((await writeRules("kiro", rules)).files, ".kiro/steering/x.md")).toMatch(
      /^---\ninclusion: manual\n---\n/,
    );
    for (const w of [cursor, ws]) expect(w.ledger.entries).toEqual([]);
  });
});

describe("what a target cannot hold is ledgered rule by rule", () => {
  it("AGENTS.md cannot hold a glob other than a directory; Junie cannot hold any scope; Roo modes are lost elsewhere", async () => {
    const rules = [
      rule("g", { activation: "glob", globs: ["**/*.sql"] }),
      rule("d", { activation: "glob", globs: ["pkg/**"], directory: "pkg" }),
      rule("m", { activation: "model", description: "SQL" }),
      rule("r", { group: "mode:debug" }),
    ];
    const agents = await writeRules("agents-md", rules);
    expect(agents.ledger.entries.map((e) => [e.pointer, e.target])).toEqual([
      ["/rules/g/activation", "agents-md"],
      ["/rules/g/globs", "agents-md"],
      ["/rules/m/activation", "agents-md"],
      ["/rules/m/description", "agents-md"],
      ["/rules/r/group", "agents-md"],
    ]);
    expect(agents.ledger.entries[1]!.reason).toMatch(/AGENTS\.md can scope a rule only to a directory/);
    expect(agents.files.map(([p]) => p)).toEqual(["AGENTS.md", "pkg/AGENTS.md"]);
    const junie = await writeRules("junie", rules);
    expect(junie.ledger.entries.map((e) => e.pointer)).toEqual([
      "/rules/g/activation",
      "/rules/g/globs",
      "/rules/d/activation",
      "/rules/d/globs",
      "/rules/m/activation",
      "/rules/m/description",
      "/rules/r/group",
    ]);
    expect(junie.files.map(([p]) => p)).toEqual([".junie/guidelines.md"]);
    const roo = await writeRules("roo", rules);
    expect(roo.files.map(([p]) => p)).toContain(".roo/rules-debug/r.md");
    expect(roo.ledger.entries.some((e) => e.pointer === "/rules/r/group")).toBe(false);
  });

  it("Copilot's excludeAgent and Claude's @imports are ledgered when raised for a target without them", async () => {
    const root = repo({
      ".github/instructions/a.instructions.md": "---\napplyTo: 'src/**'\nexcludeAgent: code-review\n---\nBody\n",
    });
    const c = await readRules("copilot", root, { target: "cursor" });
    expect(c.ledger.entries).toEqual([
      expect.objectContaining({ pointer: "/rules/COPILOT-a/excludeAgent", target: "cursor", line: 3 }),
    ]);
    const cl = await readRules("claude-md", repo({ "CLAUDE.md": "See @docs/style.md and `@not/this.md`.\n" }), {
      target: "cursor",
    });
    expect(cl.ledger.entries.map((e) => e.pointer)).toEqual(["/rules/CLAUDE-root/imports"]);
    expect(
      (await readRules("claude-md", repo({ "CLAUDE.md": "See @docs/style.md\n" }), { target: "gemini-md" })).ledger
        .entries,
    ).toEqual([]);
  });
});

describe("CLAUDE.md and GEMINI.md import AGENTS.md in a joint export", () => {
  it("import AGENTS.md when it holds every rule as it is, and copy every rule with their own scopes when it does not (never both)", async () => {
    const exact = [rule("root"), rule("nested", { activation: "glob", globs: ["pkg/**"], directory: "pkg" })];
    const w = await writeRules("claude-md", exact, { exportTargets: ["agents-md", "claude-md"] });
    expect(w.checks).toEqual([]);
    expect(w.files.map(([p]) => p)).toEqual(["CLAUDE.md", "pkg/CLAUDE.md"]);
    for (const p of ["CLAUDE.md", "pkg/CLAUDE.md"]) {
      expect(fileText(w.files, p)).toContain("\n@AGENTS.md\n");
      expect(fileText(w.files, p)).not.toContain("Do the");
    }
    // AGENTS.md widens a glob rule to always on: importing it would make Claude read that rule twice.
    const widened = [...exact, rule("ts", { activation: "glob", globs: ["**/*.ts"] })];
    const c = await writeRules("claude-md", widened, { exportTargets: ["agents-md", "claude-md"] });
    expect(c.checks).toEqual([]);
    expect(c.files.map(([p]) => p)).toEqual([".claude/rules/ts.md", "CLAUDE.md", "pkg/CLAUDE.md"]);
    expect(c.files.some(([, text]) => text.includes("@AGENTS.md"))).toBe(false);
    expect(fileText(c.files, "CLAUDE.md")).toContain("Do the root thing.");
    const g = await writeRules("gemini-md", widened, { exportTargets: ["agents-md", "gemini-md"] });
    expect(fileText(g.files, "GEMINI.md")).not.toContain("@AGENTS.md");
    expect(fileText(g.files, "GEMINI.md")).toContain("Do the ts thing.");
    expect(
      fileText(
        (await writeRules("gemini-md", exact, { exportTargets: ["agents-md", "gemini-md"] })).files,
        "GEMINI.md",
      ),
    ).toContain("@AGENTS.md");
    // Without agents-md among the targets, CLAUDE.md holds the rules themselves.
    expect(fileText((await writeRules("claude-md", exact)).files, "CLAUDE.md")).toContain("Do the root thing.");
  });
});

describe("reading", () => {
  it("malformed front matter: reported at line:col, the rule read from its body; strict makes it an error", async () => {
    const root = repo({ ".cursor/rules/bad.mdc": "---\nglobs: [unclosed\n---\nKeep me\n" });
    const r = await readRules("cursor", root);
    expect(r.diagnostics).toEqual([
      expect.objectContaining({
        code: "RULES-FRONT-MATTER",
        severity: "warning",
        file: ".cursor/rules/bad.mdc",
        line: expect.any(Number),
        col: expect.any(Number),
      }),
    ]);
    expect(r.rules).toEqual([expect.objectContaining({ text: "Keep me", activation: "manual" })]);
    const strict = await readRules("cursor", root, { strict: true });
    expect(strict.diagnostics[0]!.severity).toBe("error");
    await expect(
      convert(join(root, ".cursor/rules/bad.mdc"), "agents-md", { write: false, strict: true }),
    ).rejects.toMatchObject({ code: "AGC-CONVERT-INPUT" });
  });

  it("front matter that is not YAML but reads as the tools read it (Cursor's unquoted globs, Claude's brace paths) is kept, noted as info", async () => {
    const root = repo({
      ".cursor/rules/ts.mdc": "---\ndescription: TS\nglobs: **/*.tsx, *.ts\nalwaysApply: false\n---\nUse TS.\n",
      ".claude/rules/b.md": "---\npaths: {src,lib}/**/*.ts\n---\nBraces.\n",
    });
    const c = await readRules("cursor", root, { strict: true });
    expect(c.rules).toEqual([
      expect.objectContaining({ activation: "glob", globs: ["**/*.tsx", "*.ts"], description: "TS" }),
    ]);
    expect(c.diagnostics).toEqual([expect.objectContaining({ code: "RULES-FRONT-MATTER", severity: "info" })]);
    const cl = await readRules("claude-md", root, { strict: true });
    expect(cl.rules).toEqual([expect.objectContaining({ activation: "glob", globs: ["{src,lib}/**/*.ts"] })]);
  });

  it("generated files split at their markers and keep ids; hand-written files are one rule each", () => {
    const text = `---\ntrigger: glob\nglobs: "a/**"\n---\n<!-- ${GENERATED_PHRASE}: x -->\n\n<!-- agentc:rule A-1 -->\nfirst\n\n<!-- agentc:rule B-2 -->\n  second\n`;
    const f = parseRuleFile("windsurf", ".windsurf/rules/x.md", text).file;
    expect(f.generated).toBe(true);
    expect(f.sections).toEqual([
      { id: "A-1", text: "first", line: 8 },
      { id: "B-2", text: "  second", line: 11 },
    ]);
    expect(parseRuleFile("agents-md", "AGENTS.md", "\n\n# T\nbody\r\n").file.sections).toEqual([
      { text: "# T\nbody", line: 3 },
    ]);
  });

  it("@imports are recorded with their line, resolved inside the repository, never inlined", () => {
    const f = parseRuleFile(
      "claude-md",
      "pkg/CLAUDE.md",
      "x\n@../docs/a.md and @~/.claude/me.md\n```\n@ignored.md\n```\nmail a@b.com `@code.md` @/etc/x.md\n",
    ).file;
    expect(f.imports).toEqual([
      { path: "../docs/a.md", line: 2, resolved: "docs/a.md", outside: false },
      { path: "~/.claude/me.md", line: 2, outside: true },
      { path: "/etc/x.md", line: 6, outside: true },
    ]);
    expect(f.sections[0]!.text).toContain("@../docs/a.md");
  });

  it("glob lists: YAML lists, comma strings, brace alternatives kept whole", () => {
    expect(globsOf("src/**/*.{ts,tsx}, test/**")).toEqual(["src/**/*.{ts,tsx}", "test/**"]);
    expect(globsOf(["a/**", " 'b/*.md' "])).toEqual(["a/**", "b/*.md"]);
    expect(globsOf(undefined)).toEqual([]);
  });

  it("discovery skips node_modules and .git and does not follow symbolic links", async () => {
    const root = repo({
      "AGENTS.md": "a\n",
      "node_modules/x/AGENTS.md": "no\n",
      ".git/AGENTS.md": "no\n",
      "pkg/AGENTS.md": "b\n",
      ".roo/rules-code/AGENTS.md": "roo\n",
    });
    const { symlinkSync } = await import("node:fs");
    symlinkSync(join(root, "pkg"), join(root, "link"));
    expect((await readRules("agents-md", root)).rules.map((r) => r.sources[0]!.file)).toEqual([
      "AGENTS.md",
      "pkg/AGENTS.md",
    ]);
  });

  it("detects each format by path", () => {
    const at = (p: string): string | undefined => detectFormat(join(fixtures, p));
    expect(at("supabase__supabase/apps/docs/AGENTS.md")).toBe("agents-md");
    expect(at("humanlayer__humanlayer/hld/CLAUDE.md")).toBe("claude-md");
    expect(at("supabase__supabase/.github/copilot-instructions.md")).toBe("copilot");
    expect(at("microsoft__vscode/.github/instructions/committing.instructions.md")).toBe("copilot");
    expect(at("supabase__supabase/.cursor/rules/sentry.mdc")).toBe("cursor");
    expect(at("supabase__supabase/.cursor/rules/docs/og-images/RULE.md")).toBe("cursor");
    expect(at("supabase__supabase/.cursor/rules")).toBe("cursor");
    expect(at("kynoptic__wikipedia-reliable-sources/.windsurf/rules/git-message-style.md")).toBe("windsurf");
    expect(at("cline__cline/.clinerules")).toBe("cline");
    expect(at("cline__cline/.clinerules/network.md")).toBe("cline");
    expect(at("1nk1__flutter_keycheck/.kiro/steering/product.md")).toBe("kiro");
    expect(at("rowan-smith__VibeGame/.junie/guidelines.md")).toBe("junie");
    expect(at("RooCodeInc__Roo-Code/.roo/rules-debug/AGENTS.md")).toBe("roo");
    // A subagent is not a rule file: it is the claude-agents format (test/unit/agent-formats.test.ts).
    expect(at("anthropics__claude-code-action/.claude/agents/performance-reviewer.md")).toBe("claude-agents");
    expect(at("SOURCES.md")).toBeUndefined();
  });
});

describe("through the pipeline", () => {
  it("convert: a Cursor rule folder → every format, checked by re-reading before anything is written", async () => {
    for (const to of RULE_FORMAT_NAMES) {
      const r = await convert(join(fixtures, "supabase__supabase/.cursor/rules"), to, { write: false });
      const middle = to === "cursor" ? [] : ["cursor.raise", "core.verify", `${to}.lower`];
      expect(r.pipeline.map((s) => s.name)).toEqual([
        "cursor.read",
        "cursor.verify",
        ...middle,
        `${to}.write`,
        `${to}.reread`,
      ]);
      expect(r.pipeline.every((s) => s.verdict !== "failed")).toBe(true);
      for (const [, b] of r.files.files) {
        // The header is the first line, or the first after the front matter.
        const lines = Buffer.from(b).toString("utf8").split("\n");
        const first = lines[0] === "---" ? lines[lines.indexOf("---", 1) + 1]! : lines[0]!;
        expect(first).toMatch(new RegExp(`^<!-- ${GENERATED_PHRASE}\\b.*-->$`));
      }
    }
  });

  it("convert writes the files at their conventional paths; same-format conversion re-emits canonically", async () => {
    const out = join(tempDir(), "out");
    const r = await convert(join(fixtures, "humanlayer__humanlayer/CLAUDE.md"), "agents-md", { output: out });
    expect(r.written.map(([p]) => p.slice(out.length + 1))).toEqual(["AGENTS.md"]);
    const same = await convert(join(fixtures, "supabase__supabase/.cursor/rules"), "cursor", { write: false });
    expect(same.files.files.map(([p]) => p)).toEqual([
      ".cursor/rules/docs-test-requirements.mdc",
      ".cursor/rules/docs/og-images/RULE.md",
      ".cursor/rules/sentry.mdc",
    ]);
    expect(same.ledger.entries).toEqual([]);
  });

  it("a rule-free target input is refused with a coded error", async () => {
    const root = repo({ ".junie/guidelines.md": "" });
    await expect(convert(join(root, ".junie/guidelines.md"), "cursor", { write: false })).rejects.toMatchObject({
      code: expect.stringMatching(/^AGC-/),
    });
  });
});

describe("size limits", () => {
  it("Windsurf: a rule over 12,000 characters is written, with a RULES-SIZE warning", async () => {
    const w = await writeRules("windsurf", [rule("big", { text: "x".repeat(12001) })]);
    expect(w.diagnostics).toEqual([
      expect.objectContaining({ code: "RULES-SIZE", severity: "warning", file: ".windsurf/rules/big.md" }),
    ]);
    expect((await writeRules("windsurf", [rule("ok", { text: "x".repeat(12000) })])).diagnostics).toEqual([]);
  });
});
