/**
 * The coding tools people use today, each one row of data (ir/dialects/rules/tools.ts): every name
 * and alias reaches a format; a tool that reads AGENTS.md (or Roo's files) itself writes nothing of
 * its own and the output says so; a renamed or retired tool is read as before and its successor is
 * named; each tool with files of its own writes what its documentation shows and reads it back the
 * same (or the ledger names the difference), real files included.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import type { CoreRule } from "../../ir/dialects/core/rules.js";
import { hasOwnFiles, inAll, ruleTool, ruleTools } from "../../ir/dialects/rules/tool.js";
import "../../ir/dialects/rules/tools.js";
import { isGenerated } from "../../ir/dialects/rules/model.js";
import { detectFormat } from "../../src/formats/detect.js";
import { formatNamed } from "../../src/formats/registry.js";
import { exportGenome, resolveTargets, ruleTargets } from "../../src/pipeline/rules/export-genome.js";
import { importRepository } from "../../src/pipeline/rules/import-repository.js";
import { agentcInProcess } from "../support/cli.js";
import { repoRoot } from "../support/corpus.js";
import { onDisk, readRules, writeRules, EVERY_ACTIVATION } from "../support/rules.js";
import { ledgeredButKept, lostButUnledgered } from "../support/rule-survival.js";
import { tempDir } from "../support/tmp.js";

const REAL = join(repoRoot, "test/fixtures/realworld");

const NEW_TOOLS = [
  "antigravity",
  "devin-desktop",
  "kilo",
  "continue",
  "augment",
  "trae",
  "zed",
  "warp",
  "qwen-code",
  "goose",
  "aider",
  ...["amazon-q", "openhands", "jetbrains-ai", "crush", "firebase-studio", "tabnine", "replit"],
];

/** A setup with one rule of every activation and a directory's rule. */
const SETUP: readonly CoreRule[] = EVERY_ACTIVATION;

function repo(files: Record<string, string>): string {
  const d = tempDir();
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(d, p)), { recursive: true });
    writeFileSync(join(d, p), text);
  }
  return d;
}

describe("every tool is a row", () => {
  it("twenty-six tools, each name and alias reaching a format", async () => {
    const tools = ruleTools();
    expect(tools.length).toBeGreaterThanOrEqual(26);
    for (const t of tools) {
      for (const n of [t.name, ...(t.aliases ?? [])]) {
        const f = await formatNamed(n);
        expect(f, n).toBeDefined();
        expect(f!.name, n).toBe(hasOwnFiles(t) ? t.name : t.reads![0]);
      }
    }
    expect(ruleTool("Claude-Code")?.name).toBe("claude-md");
    expect(ruleTool("kiro-cli")?.name).toBe("kiro");
    expect(ruleTool("copilot-cli")?.name).toBe("copilot");
  });

  it("at least thirty tools, each citing its documentation with the date it was checked", () => {
    const tools = ruleTools();
    expect(tools.length).toBeGreaterThanOrEqual(30);
    // Every tool added since the first ten says where its files are documented (the ten are cited in docs/formats.md).
    for (const t of tools.slice(10)) {
      expect(t.sources?.length, t.name).toBeGreaterThan(0);
      for (const s of t.sources!) expect(s, t.name).toMatch(/^https:\/\/\S+ .*checked 2026-11-28$/);
    }
    expect(ruleTool("amazonq")?.name).toBe("amazon-q");
    expect(ruleTool("aiassistant")?.name).toBe("jetbrains-ai");
    expect(ruleTool("idx")?.name).toBe("firebase-studio");
  });

  it("--format all still writes the ten tools; a tool that also reads AGENTS.md is written when named", async () => {
    expect(await ruleTargets()).toEqual([
      "agents-md",
      "claude-md",
      "gemini-md",
      "copilot",
      "cursor",
      "windsurf",
      "cline",
      "kiro",
      "junie",
      "roo",
    ]);
    for (const n of NEW_TOOLS) expect(inAll(ruleTool(n)!), n).toBe(false);
    const { targets, notes } = await resolveTargets(["codex", "claude", "zoo", "windsurf", "aider"]);
    expect(targets).toEqual(["agents-md", "claude-md", "roo", "windsurf", "aider"]);
    expect(notes).toEqual([
      "Codex reads AGENTS.md's files itself: no rule file of its own is written (agents-md)",
      "Zoo Code reads Roo Code's files itself: no rule file of its own is written (roo)",
      expect.stringContaining("Windsurf is now Devin Desktop"),
      expect.stringContaining("read: CONVENTIONS.md"),
    ]);
  });

  it("export --format codex writes AGENTS.md and says Codex reads it; import names Windsurf's successor", async () => {
    const r = repo({ ".windsurf/rules/style.md": "---\ntrigger: always_on\n---\nUse tabs.\n" });
    const imported = await agentcInProcess(["import", r]);
    expect(imported.status, imported.stderr).toBe(0);
    expect(imported.stdout).toContain("note: Windsurf is now Devin Desktop");
    const out = await agentcInProcess(["aigx", "export", "--format", "codex,opencode", "--root", r]);
    expect(out.status, out.stdout + out.stderr).toBe(0);
    expect(out.stdout).toContain("note: Codex reads AGENTS.md's files itself");
    expect(out.stdout).toContain("note: OpenCode reads AGENTS.md's files itself");
    expect(readFileSync(join(r, "AGENTS.md"), "utf8")).toContain("Use tabs.");
    const json = JSON.parse(
      (await agentcInProcess(["--json", "aigx", "export", "--format", "devin", "--root", r, "--dry-run"])).stdout,
    );
    expect(json.result.files.map((f: { path: string }) => f.path)).toContain(".devin/rules/windsurf-style.md");
  });

  it("detects the new tools' files by where they are", () => {
    const r = repo({
      ".agents/rules/a.md": "x\n",
      ".devin/rules/a.md": "x\n",
      ".kilocode/rules/a.md": "x\n",
      ".continue/rules/a.md": "x\n",
      ".augment/rules/a.md": "x\n",
      ".trae/rules/project_rules.md": "x\n",
      ".rules": "x\n",
      "WARP.md": "x\n",
      "QWEN.md": "x\n",
      ".goosehints": "x\n",
      "CONVENTIONS.md": "x\n",
      ".amazonq/rules/a.md": "x\n",
      ".openhands/microagents/repo.md": "x\n",
      ".aiassistant/rules/a.md": "x\n",
      "CRUSH.md": "x\n",
      ".idx/airules.md": "x\n",
      ".tabnine/guidelines/a.md": "x\n",
      "replit.md": "x\n",
    });
    const at = (p: string): string | undefined => detectFormat(join(r, p));
    expect(
      [
        ".agents/rules/a.md",
        ".devin/rules/a.md",
        ".kilocode/rules/a.md",
        ".continue/rules/a.md",
        ".augment/rules/a.md",
        ".trae/rules/project_rules.md",
        ".rules",
        "WARP.md",
        "QWEN.md",
        ".goosehints",
        "CONVENTIONS.md",
      ].map(at),
    ).toEqual([
      "antigravity",
      "devin-desktop",
      "kilo",
      "continue",
      "augment",
      "trae",
      "zed",
      "warp",
      "qwen-code",
      "goose",
      "aider",
    ]);
    const more = [
      ".amazonq/rules/a.md",
      ".openhands/microagents/repo.md",
      ".aiassistant/rules/a.md",
      "CRUSH.md",
      ".idx/airules.md",
      ".tabnine/guidelines/a.md",
      "replit.md",
    ];
    expect(more.map(at)).toEqual([
      "amazon-q",
      "openhands",
      "jetbrains-ai",
      "crush",
      "firebase-studio",
      "tabnine",
      "replit",
    ]);
  });
});

describe("each tool with files of its own: export, then read back", () => {
  for (const name of NEW_TOOLS) {
    it(`${name}: every rule comes back, or the ledger names what it lost`, async () => {
      const w = await writeRules(name, SETUP);
      expect(w.checks, name).toEqual([]);
      for (const [p, text] of w.files) expect(isGenerated(text), `${name} ${p}`).toBe(true);
      const back = await readRules(name, onDisk(w.files));
      expect(
        back.diagnostics.filter((d) => d.severity !== "info"),
        name,
      ).toEqual([]);
      expect(lostButUnledgered(SETUP, back.rules, w.ledger, name), name).toEqual([]);
      expect(ledgeredButKept(SETUP, back.rules, w.ledger, name), name).toEqual([]);
    });
  }

  it("writes what each tool's documentation shows", async () => {
    const files = async (name: string): Promise<Record<string, string>> =>
      Object.fromEntries((await writeRules(name, SETUP)).files);
    const ag = await files("antigravity");
    expect(ag[".agents/rules/tests.md"]).toMatch(
      /^---\ntrigger: glob\nglobs: test\/\*\*\/\*\.ts\ndescription: How tests are written\n---\n/,
    );
    expect(ag[".agents/rules/deploy.md"]).toMatch(
      /^---\ntrigger: model_decision\ndescription: Deploying to production\n---\n/,
    );
    expect((await files("devin-desktop"))[".devin/rules/manual.md"]).toMatch(/^---\ntrigger: manual\n---\n/);
    const cont = await files("continue");
    expect(cont[".continue/rules/always.md"]).toMatch(/^---\nname: always\nalwaysApply: true\n---\n/);
    expect(cont[".continue/rules/tests.md"]).toMatch(
      /^---\nname: tests\nglobs:\n  - "test\/\*\*\/\*\.ts"\ndescription: How tests are written\n---\n/,
    );
    expect(cont[".continue/rules/deploy.md"]).toMatch(
      /^---\nname: deploy\nalwaysApply: false\ndescription: Deploying to production\n---\n/,
    );
    const aug = await files("augment");
    expect(aug[".augment/rules/always.md"]).toMatch(/^---\ntype: always_apply\n---\n/);
    expect(aug[".augment/rules/deploy.md"]).toMatch(
      /^---\ntype: agent_requested\ndescription: Deploying to production\n---\n/,
    );
    expect(aug[".augment/rules/manual.md"]).toMatch(/^---\ntype: manual\n---\n/);
    expect(Object.keys(await files("kilo")).sort()).toEqual([
      ".kilocode/rules/always.md",
      ".kilocode/rules/deploy.md",
      ".kilocode/rules/docs.md",
      ".kilocode/rules/manual.md",
      ".kilocode/rules/tests.md",
    ]);
    expect(Object.keys(await files("trae"))).toEqual([".trae/rules/project_rules.md"]);
    expect(Object.keys(await files("zed"))).toEqual([".rules"]);
    expect(Object.keys(await files("aider"))).toEqual(["CONVENTIONS.md"]);
    expect(Object.keys(await files("warp")).sort()).toEqual(["WARP.md", "docs/WARP.md"]);
    expect(Object.keys(await files("qwen-code")).sort()).toEqual(["QWEN.md", "docs/QWEN.md"]);
    expect(Object.keys(await files("goose")).sort()).toEqual([".goosehints", "docs/.goosehints"]);
    // The seven added to reach thirty: where each tool's documentation says its files are.
    expect(Object.keys(await files("amazon-q")).sort()).toEqual([
      ".amazonq/rules/always.md",
      ".amazonq/rules/deploy.md",
      ".amazonq/rules/docs.md",
      ".amazonq/rules/manual.md",
      ".amazonq/rules/tests.md",
    ]);
    expect(Object.keys(await files("jetbrains-ai")).sort()).toEqual([
      ".aiassistant/rules/always.md",
      ".aiassistant/rules/deploy.md",
      ".aiassistant/rules/docs.md",
      ".aiassistant/rules/manual.md",
      ".aiassistant/rules/tests.md",
    ]);
    expect(Object.keys(await files("tabnine")).sort()).toEqual([
      ".tabnine/guidelines/always.md",
      ".tabnine/guidelines/deploy.md",
      ".tabnine/guidelines/docs.md",
      ".tabnine/guidelines/manual.md",
      ".tabnine/guidelines/tests.md",
    ]);
    const oh = await files("openhands");
    expect(Object.keys(oh).sort()).toEqual([
      ".openhands/microagents/always.md",
      ".openhands/microagents/deploy.md",
      ".openhands/microagents/docs.md",
      ".openhands/microagents/manual.md",
      ".openhands/microagents/tests.md",
    ]);
    expect(oh[".openhands/microagents/always.md"]).toMatch(/^---\ntype: repo\n---\n/);
    expect(oh[".openhands/microagents/manual.md"]).toMatch(/^---\ntype: knowledge\n---\n/);
    expect(Object.keys(await files("crush"))).toEqual(["CRUSH.md"]);
    expect(Object.keys(await files("firebase-studio"))).toEqual([".idx/airules.md"]);
    expect(Object.keys(await files("replit"))).toEqual(["replit.md"]);
    // A plain-Markdown tool's file starts with the rule's text, no front matter it would show the model as text.
    for (const n of ["amazon-q", "jetbrains-ai", "tabnine", "crush", "firebase-studio", "replit"])
      for (const text of Object.values(await files(n))) expect(text.startsWith("---\n"), n).toBe(false);
  });
});

describe("real files of the new tools", () => {
  const cases: Array<[string, string, string, Partial<CoreRule>]> = [
    [
      "continuedev__continue",
      "continue",
      "CONTINUE-colors",
      {
        activation: "glob",
        globs: ["gui/**/*.tsx"],
        title: "Extension Color Themes",
        description: "Guidelines for using theme colors in GUI components",
      },
    ],
    [
      "continuedev__continue",
      "continue",
      "CONTINUE-test-running-guide",
      { activation: "glob", globs: ["gui/**/*", "core/**/*"] },
    ],
    ["continuedev__continue", "continue", "CONTINUE-personality", { activation: "always", title: "Personality Rules" }],
    [
      "continuedev__continue",
      "continue",
      "CONTINUE-unit-testing-rules",
      { activation: "model", description: "Guidelines for unit testing in this project" },
    ],
    ["continuedev__continue", "continue", "CONTINUE-continue-specificity", { activation: "glob", globs: ["**/*."] }],
    ["BurntSushi__ripgrep", "zed", "ZED-root", { activation: "always" }],
    ["block__goose", "goose", "GOOSE-root", { activation: "always" }],
    ["Kilo-Org__kilocode", "kilo", "KILO-codestyle", { activation: "always", title: "Code Style Rules" }],
    ["Exa-Networks__exabgp", "crush", "CRUSH-root", { activation: "always", title: "CRUSH Guidelines", globs: [] }],
    ["duizendstra__dui-go", "firebase-studio", "FIREBASE-root", { activation: "always", globs: [] }],
    ["OpenHands__OpenHands", "openhands", "OPENHANDS-root", { activation: "always", globs: [] }],
    ["OpenHands__OpenHands", "openhands", "OPENHANDS-glossary", { activation: "always", title: "OpenHands Glossary" }],
    ["OpenHands__OpenHands", "openhands", "OPENHANDS-documentation", { activation: "manual", globs: [] }],
    // Rows 277–285: Antigravity's legacy .agent/rules/ (trigger: always_on), a WARP.md, Aider's CONVENTIONS.md, Trae's project rules.
    ["DavidSchmidt00__playtomic-agent", "antigravity", "ANTIGRAVITY-git", { activation: "always", globs: [] }],
    [
      "DavidSchmidt00__playtomic-agent",
      "antigravity",
      "ANTIGRAVITY-documentation",
      { activation: "always", globs: [] },
    ],
    ["massenz__go-statemachine", "warp", "WARP-root", { activation: "always", globs: [], title: "WARP.md" }],
    ["harleypig__dotfiles", "aider", "AIDER-root", { activation: "always", globs: [], title: "Coding Conventions" }],
    ["vibe-forge-ai__vibe-forge.ai", "trae", "TRAE-root", { activation: "always", globs: [], title: "Project Rules" }],
    ["vibe-forge-ai__vibe-forge.ai", "trae", "TRAE-architecture", { activation: "always", globs: [] }],
  ];
  for (const [dir, tool, id, want] of cases) {
    it(`${dir}: ${id} reads as its tool documents`, async () => {
      const { rules, diagnostics } = await readRules(tool, join(REAL, dir));
      expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
      expect(rules.find((r) => r.id === id)).toMatchObject(want);
    });
  }

  for (const [dir, tool] of [
    ["continuedev__continue", "continue"],
    ["BurntSushi__ripgrep", "zed"],
    ["block__goose", "goose"],
    ["Kilo-Org__kilocode", "kilo"],
    ["Exa-Networks__exabgp", "crush"],
    ["duizendstra__dui-go", "firebase-studio"],
    ["OpenHands__OpenHands", "openhands"],
    ["DavidSchmidt00__playtomic-agent", "antigravity"],
    ["massenz__go-statemachine", "warp"],
    ["harleypig__dotfiles", "aider"],
    ["vibe-forge-ai__vibe-forge.ai", "trae"],
  ] as const) {
    it(`${dir}: written back as ${tool}, every rule reads back the same`, async () => {
      const src = await readRules(tool, join(REAL, dir));
      const w = await writeRules(tool, src.rules);
      expect(w.checks).toEqual([]);
      const back = await readRules(tool, onDisk(w.files));
      expect(lostButUnledgered(src.rules, back.rules, w.ledger, tool)).toEqual([]);
      const key = (r: CoreRule): string => JSON.stringify([r.text, r.activation, r.globs, r.description ?? ""]);
      expect(back.rules.map(key).sort()).toEqual(src.rules.map(key).sort());
    });
  }

  it("OpenHands: triggers: alone makes a keyword microagent (the documentation's own example has no type:)", async () => {
    const r = repo({
      ".openhands/microagents/yummy.md":
        '---\ntriggers:\n- yummyhappy\n- happyyummy\n---\n\nThe user has said the magic word. Respond with "That was delicious!"\n',
      ".openhands/microagents/general.md": "Always run the linter.\n",
    });
    const { rules } = await readRules("openhands", r);
    expect(rules.map((x) => [x.id, x.activation])).toEqual([
      ["OPENHANDS-general", "always"],
      ["OPENHANDS-yummy", "manual"],
    ]);
  });

  it("Augment: a type it does not document is read as always on, with a warning at the field's line", async () => {
    // docs.augmentcode.com/setup-augment/guidelines: type is always_apply, agent_requested or manual.
    const r = repo({
      ".augment/rules/deploy.md": "---\ndescription: Deploying\ntype: sometimes\n---\nDeploy on Fridays.\n",
    });
    const { rules, diagnostics } = await readRules("augment", r);
    expect(diagnostics.filter((d) => d.severity !== "info")).toEqual([
      {
        code: "RULES-TRIGGER",
        severity: "warning",
        message: 'unknown Augment type "sometimes" (always_apply, agent_requested, manual); read as always on',
        file: ".augment/rules/deploy.md",
        line: 3,
        col: 1,
      },
    ]);
    expect(rules.map((x) => [x.id, x.activation, x.globs, x.description])).toEqual([
      ["AUGMENT-deploy", "always", [], "Deploying"],
    ]);
  });

  it("a real Continue setup in place: imported, exported to Continue by name, and a second round changes nothing", async () => {
    const r = tempDir();
    cpSync(join(REAL, "continuedev__continue"), r, { recursive: true });
    expect((await importRepository(r)).ok).toBe(true);
    const first = await exportGenome(r, ["continue", "cursor"], r);
    expect(first.ok, JSON.stringify(first.diagnostics)).toBe(true);
    // Every Continue rule went home, unchanged in meaning: the files Continue reads are kept as they were; the
    // AIGX addendum every export adds is the one new file.
    expect(first.files.filter((f) => f.path.startsWith(".continue/") && f.status !== "unchanged")).toEqual([
      { path: ".continue/rules/aigx-addendum.md", format: "continue", status: "new" },
    ]);
    expect(existsSync(join(r, ".cursor/rules/continue-colors.mdc"))).toBe(true);
    expect((await importRepository(r)).ok).toBe(true);
    const again = await exportGenome(r, ["continue", "cursor"], r, { check: true });
    expect(again.ok, JSON.stringify(again.diagnostics)).toBe(true);
  });
});
