/**
 * The "Done when" audit of issue 34, one table: for every tool agentc declares (ir/dialects/rules/tools.ts),
 * the rules of a fixture setup exported to that tool come back from its files the same, or the ledger
 * names what changed; and for every tool the issue lists, a real file from a public repository
 * (test/fixtures/realworld/SOURCES.md) reads without errors and survives export to that tool and back,
 * or the table says why there is none. Independent of the declarations: the issue's list is spelled
 * here, so a tool dropped from tools.ts fails.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { CoreRule } from "../../ir/dialects/core/rules.js";
import { hasOwnFiles, ruleTool, ruleTools, type RuleToolData } from "../../ir/dialects/rules/tool.js";
import "../../ir/dialects/rules/tools.js";
import { isGenerated } from "../../ir/dialects/rules/model.js";
import { IGNORE_TOOLS, ignoreFormatName } from "../../ir/dialects/setup/tools.js";
import { agentcInProcess } from "../support/cli.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";
import { onDisk, readRules, writeRules, coreRule, EVERY_ACTIVATION } from "../support/rules.js";
import { ledgeredButKept, lostButUnledgered } from "../support/rule-survival.js";

const REAL = join(repoRoot, "test/fixtures/realworld");

/** The format whose files a tool reads and export writes for it (its own, or the first it reads). */
const formatOf = (t: RuleToolData): string => (hasOwnFiles(t) ? t.name : t.reads![0]!);

/** One rule of every activation, a directory's rule and a Roo mode's: what a setup can say. */
const SETUP: readonly CoreRule[] = [...EVERY_ACTIVATION, coreRule("review", { group: "mode:review" })];

/**
 * Every tool the issue names, with a real file kept in test/fixtures/realworld (the folder) or the reason
 * none is: a tool that reads another's files is checked against that format's real file.
 */
const ISSUE_TOOLS: Array<[tool: string, real: string | { none: string }]> = [
  ["claude-code", "humanlayer__humanlayer"],
  ["codex", "supabase__supabase"],
  ["copilot", "microsoft__vscode-copilot-chat"],
  ["copilot-cli", "microsoft__vscode"],
  ["cursor", "0xmichalis__nftbk"],
  ["gemini-cli", "google-gemini__gemini-cli"],
  ["antigravity", "DavidSchmidt00__playtomic-agent"],
  ["opencode", "getsentry__sentry-javascript"],
  ["kilo", "Kilo-Org__kilocode"],
  ["cline", "cline__cline"],
  ["kiro", "1nk1__flutter_keycheck"],
  ["kiro-cli", "EvilBit-Labs__dbsurveyor"],
  [
    "devin-desktop",
    {
      none: "no .devin/rules/ file in a licensed public repository was found in the code index (2026-11-28); Devin Desktop also reads .windsurf/rules/, checked as windsurf",
    },
  ],
  ["windsurf", "kynoptic__wikipedia-reliable-sources"],
  ["zoo-code", "RooCodeInc__Roo-Code"],
  ["roo", "RooCodeInc__Roo-Code"],
  ["junie", "rowan-smith__VibeGame"],
  ["amp", "supabase__supabase"],
  ["goose", "block__goose"],
  ["factory-droid", "supabase__supabase"],
  [
    "qwen-code",
    {
      none: "QwenLM/qwen-code's QWEN.md is in a snapshot too large to fetch byte for byte; the small ones found have no licence (2026-11-28)",
    },
  ],
  ["augment", { none: "the code index holds no .augment/rules/ path (2026-11-28)" }],
  ["warp", "massenz__go-statemachine"],
  ["zed", "BurntSushi__ripgrep"],
  ["aider", "harleypig__dotfiles"],
  ["continue", "continuedev__continue"],
  ["trae", "vibe-forge-ai__vibe-forge.ai"],
];

describe("the targets name every tool", () => {
  it("`aigx export --help` lists every tool under --format, and an unknown name's error lists them too", async () => {
    const help = await agentcInProcess(["aigx", "export", "--help"]);
    expect(help.status).toBe(0);
    const flat = help.stdout.replace(/\s+/g, " ");
    const names = ruleTools().map((t) => t.name);
    expect(names.length).toBeGreaterThanOrEqual(30);
    // The issue's list, spelled here: each reaches a tool whose name the help shows.
    for (const [n] of ISSUE_TOOLS) expect(flat, n).toContain(` ${ruleTool(n)!.name}`);
    for (const n of names) expect(flat, n).toMatch(new RegExp(`[ (]${n}[,) ]`));
    const repo = tempDir();
    writeFileSync(join(repo, "AGENTS.md"), "# Project\n\nRun the tests.\n");
    expect((await agentcInProcess(["import", repo])).status).toBe(0);
    const r = await agentcInProcess(["aigx", "export", "--format", "no-such-tool", "--root", repo]);
    expect(r.status).toBe(2);
    for (const n of names) expect(r.stderr, n).toContain(n);
  });
});

describe("every declared tool: a fixture setup exported and read back", () => {
  for (const t of ruleTools()) {
    it(`${t.name} (${formatOf(t)})`, async () => {
      const format = formatOf(t);
      const w = await writeRules(format, SETUP);
      expect(w.checks, format).toEqual([]);
      expect(w.files.length, format).toBeGreaterThan(0);
      for (const [p, text] of w.files) expect(isGenerated(text), `${format} ${p}`).toBe(true);
      // Each written file is one the tool reads: its declared patterns, nested name or legacy file.
      const own = ruleTool(format)!;
      for (const [p] of w.files) {
        const base = p.split("/").pop();
        expect(
          own.files?.some((re) => re.test(p)) || base === own.nested,
          `${format} writes ${p}, which it does not read`,
        ).toBe(true);
      }
      const back = await readRules(format, onDisk(w.files));
      expect(
        back.diagnostics.filter((d) => d.severity === "error"),
        format,
      ).toEqual([]);
      expect(lostButUnledgered(SETUP, back.rules, w.ledger, format), format).toEqual([]);
      expect(ledgeredButKept(SETUP, back.rules, w.ledger, format), format).toEqual([]);
    });
  }
});

describe("every tool the issue lists: a real file, read and round-tripped", () => {
  it("the table names each tool once, every one known, and real files for at least 22 of 27", () => {
    const names = ISSUE_TOOLS.map(([n]) => n);
    expect(new Set(names).size).toBe(names.length);
    for (const n of names) expect(ruleTool(n), n).toBeDefined();
    expect(ISSUE_TOOLS.filter(([, r]) => typeof r === "string").length).toBeGreaterThanOrEqual(22);
  });

  for (const [name, real] of ISSUE_TOOLS) {
    if (typeof real !== "string") {
      it.skip(`${name}: no public real file (${real.none})`, () => {});
      continue;
    }
    it(`${name}: ${real} reads without errors and comes back from its files the same`, async () => {
      const format = formatOf(ruleTool(name)!);
      const src = await readRules(format, join(REAL, real));
      expect(
        src.diagnostics.filter((d) => d.severity === "error"),
        `${name} ${real}`,
      ).toEqual([]);
      expect(src.rules.length, `${name}: ${real} holds no ${format} rule`).toBeGreaterThan(0);
      const w = await writeRules(format, src.rules);
      expect(w.checks).toEqual([]);
      const back = await readRules(format, onDisk(w.files));
      expect(lostButUnledgered(src.rules, back.rules, w.ledger, format)).toEqual([]);
      const key = (r: CoreRule): string =>
        JSON.stringify([
          r.text,
          r.activation,
          [...r.globs].sort(),
          r.description ?? "",
          r.directory ?? "",
          r.group ?? "",
        ]);
      const ledgered = new Set(w.ledger.entries.filter((e) => e.target === format).map((e) => e.pointer.split("/")[2]));
      // What did not come back the same is ledgered by the rule's id.
      const same = new Set(back.rules.map(key));
      for (const r of src.rules)
        if (!same.has(key(r)))
          expect(ledgered.has(r.id.replace(/\//g, "~1")), `${name}: ${r.id} changed, unledgered`).toBe(true);
    });
  }
});

describe("the newer tools' ignore files (ir/dialects/setup/tools.ts)", () => {
  const NEW: Array<[tool: string, file: string]> = [
    ["kiro", ".kiroignore"],
    ["kilo", ".kilocodeignore"],
    ["augment", ".augmentignore"],
    ["goose", ".gooseignore"],
    ["qwen-code", ".qwenignore"],
    ["aider", ".aiderignore"],
  ];
  it("each is a row, detected by its name, and every tool naming one has a rule format of that name", async () => {
    for (const [tool, file] of NEW) {
      const row = IGNORE_TOOLS.find((t) => t.file === file);
      expect(row?.tool, file).toBe(tool);
      expect(ruleTool(tool), tool).toBeDefined();
      const at = join(tempDir(), file);
      writeFileSync(at, "*.log\n");
      const v = await agentcInProcess(["validate", at]);
      expect(v.status, v.stdout + v.stderr).toBe(0);
      expect(v.stdout, file).toContain(`${ignoreFormatName(row!)}: ok, 1 pattern(s)`);
    }
  });

  it("imported from one tool's file, exported to each newer tool line for line; a second export changes nothing; each read back", async () => {
    const repo = tempDir();
    const text = "# secrets\n.env\n\n!.env.example\n/build/\n";
    writeFileSync(join(repo, ".cursorignore"), text);
    writeFileSync(join(repo, "AGENTS.md"), "# Project\n\nRun the tests.\n");
    expect((await agentcInProcess(["import", repo])).status).toBe(0);
    const names = NEW.map(([t]) => t).join(",");
    const first = await agentcInProcess(["aigx", "export", "--format", names, "--root", repo]);
    expect(first.status, first.stdout + first.stderr).toBe(0);
    for (const [, file] of NEW) expect(readFileSync(join(repo, file), "utf8"), file).toBe(text);
    expect((await agentcInProcess(["import", repo])).status).toBe(0);
    const again = await agentcInProcess(["aigx", "export", "--format", names, "--root", repo, "--check"]);
    expect(again.status, again.stdout + again.stderr).toBe(0);
  });
});

describe("Qwen Code's skills (.qwen/skills, a row of ir/dialects/setup/tools.ts)", () => {
  it("a Claude Code skill goes to .qwen/skills byte for byte when Qwen Code is named; Qwen's own skill is imported and goes to Claude Code", async () => {
    const repo = tempDir();
    const skill =
      "---\nname: release\ndescription: Cut a release: tag, changelog, publish\n---\nTag the commit, then publish.\n";
    const own = "---\nname: triage\ndescription: Triage a new issue\n---\nLabel it, then reply.\n";
    mkdirSync(join(repo, ".claude/skills/release"), { recursive: true });
    mkdirSync(join(repo, ".qwen/skills/triage"), { recursive: true });
    writeFileSync(join(repo, ".claude/skills/release/SKILL.md"), skill);
    writeFileSync(join(repo, ".qwen/skills/triage/SKILL.md"), own);
    writeFileSync(join(repo, "AGENTS.md"), "# Project\n\nRun the tests.\n");
    const imported = await agentcInProcess(["--json", "import", repo]);
    expect(imported.status, imported.stderr).toBe(0);
    expect(JSON.parse(imported.stdout).result.sources.map((x: { format: string }) => x.format)).toEqual(
      expect.arrayContaining(["claude-skills", "qwen-code-skills"]),
    );
    const out = await agentcInProcess(["aigx", "export", "--format", "qwen-code,claude-code", "--root", repo]);
    expect(out.status, out.stdout + out.stderr).toBe(0);
    expect(readFileSync(join(repo, ".qwen/skills/release/SKILL.md"), "utf8")).toBe(skill);
    expect(readFileSync(join(repo, ".claude/skills/triage/SKILL.md"), "utf8")).toBe(own);
    expect((await agentcInProcess(["import", repo])).status).toBe(0);
    const again = await agentcInProcess([
      "aigx",
      "export",
      "--format",
      "qwen-code,claude-code",
      "--root",
      repo,
      "--check",
    ]);
    expect(again.status, again.stdout + again.stderr).toBe(0);
  });
});

describe("a tool that reads AGENTS.md, named by itself, still gets its own skills and commands", () => {
  it("OpenCode's commands, Factory Droid's skills and Kilo Code's (.agents/skills) are written when named; `all` writes none of them", async () => {
    const repo = tempDir();
    mkdirSync(join(repo, ".claude/commands"), { recursive: true });
    mkdirSync(join(repo, ".claude/skills/release"), { recursive: true });
    const command = "---\ndescription: Ship it\n---\nShip $ARGUMENTS now.\n";
    const skill = "---\nname: release\ndescription: Cut a release\n---\nTag, then publish.\n";
    writeFileSync(join(repo, ".claude/commands/ship.md"), command);
    writeFileSync(join(repo, ".claude/skills/release/SKILL.md"), skill);
    writeFileSync(join(repo, "AGENTS.md"), "# Project\n\nRun the tests.\n");
    expect((await agentcInProcess(["import", repo])).status).toBe(0);
    const all = JSON.parse(
      (await agentcInProcess(["--json", "aigx", "export", "--format", "all", "--root", repo, "--dry-run"])).stdout,
    );
    const allPaths = all.result.files.map((f: { path: string }) => f.path);
    for (const p of [".opencode/command/ship.md", ".factory/skills/release/SKILL.md"])
      expect(allPaths, p).not.toContain(p);
    const r = await agentcInProcess(["aigx", "export", "--format", "opencode,factory-droid,kilo", "--root", repo]);
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toContain("OpenCode reads AGENTS.md's files itself: no rule file of its own is written");
    expect(readFileSync(join(repo, ".opencode/command/ship.md"), "utf8")).toContain("Ship $ARGUMENTS now.");
    expect(readFileSync(join(repo, ".factory/skills/release/SKILL.md"), "utf8")).toBe(skill);
    // Kilo Code reads .agents/skills/ by default: the skill goes there, not into a folder of its own.
    expect(readFileSync(join(repo, ".agents/skills/release/SKILL.md"), "utf8")).toBe(skill);
    expect((await agentcInProcess(["import", repo])).status).toBe(0);
    const again = await agentcInProcess([
      "aigx",
      "export",
      "--format",
      "opencode,factory-droid,kilo",
      "--root",
      repo,
      "--check",
    ]);
    expect(again.status, again.stdout + again.stderr).toBe(0);
  });
});
