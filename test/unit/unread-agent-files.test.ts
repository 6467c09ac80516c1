/**
 * What import saw and did not read: one RULES-NOT-READ warning per agent-configuration file that is
 * not a rule, subagent or MCP file (a skill or a Kiro spec once, for its folder), by path.
 */
import { cpSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { listRepository } from "../../src/formats/rules/discover.js";
import { unreadAgentFiles } from "../../src/formats/rules/unread.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

const REAL = join(repoRoot, "test/fixtures/realworld");

const LISTING = [
  ".aiexclude",
  ".aiignore",
  ".claude/agents/reviewer.md",
  ".claude/commands/review.md",
  ".claude/commands/ship/deploy.md",
  ".claude/settings.json",
  ".claude/settings.local.json",
  ".claude/skills/pdf/SKILL.md",
  ".claude/skills/pdf/scripts/fill.py",
  ".claude/skills/xlsx/SKILL.md",
  ".clinerules/hooks/pre-commit.sh",
  ".clinerules/network.md",
  ".clinerules/workflows/release.md",
  ".codeiumignore",
  ".codex/config.toml",
  ".continue/config.yaml",
  ".cursor/commands/fix.md",
  ".cursor/mcp.json",
  ".cursor/rules/a.mdc",
  ".cursorignore",
  ".cursorindexingignore",
  ".gemini/commands/test.toml",
  ".gemini/settings.json",
  ".geminiignore",
  ".github/agents/planner.agent.md",
  ".github/chatmodes/plan.chatmode.md",
  ".github/copilot-instructions.md",
  ".github/prompts/review.prompt.md",
  ".kiro/hooks/lint.kiro.hook",
  ".kiro/specs/login/design.md",
  ".kiro/specs/login/requirements.md",
  ".kiro/specs/login/tasks.md",
  ".kiro/steering/product.md",
  ".opencode/agent/review.md",
  ".roomodes",
  ".windsurf/workflows/ship.md",
  "AGENTS.md",
  "CONVENTIONS.md",
  "opencode.json",
  "src/index.ts",
];
const READ = new Set([
  ".claude/agents/reviewer.md",
  ".clinerules/network.md",
  ".cursor/mcp.json",
  ".cursor/rules/a.mdc",
  ".github/copilot-instructions.md",
  ".kiro/steering/product.md",
  "AGENTS.md",
]);

describe("unreadAgentFiles", () => {
  it("names every agent-configuration file import did not read, by path, in listing order", () => {
    const ds = unreadAgentFiles(LISTING, READ);
    expect(ds.every((d) => d.code === "RULES-NOT-READ" && d.severity === "warning" && d.hint)).toBe(true);
    expect(ds.map((d) => d.file)).toEqual([
      ".aiexclude",
      ".aiignore",
      ".claude/commands/review.md",
      ".claude/commands/ship/deploy.md",
      ".claude/settings.json",
      ".claude/settings.local.json",
      ".claude/skills/pdf/",
      ".claude/skills/xlsx/",
      ".clinerules/hooks/pre-commit.sh",
      ".clinerules/workflows/release.md",
      ".codeiumignore",
      ".codex/config.toml",
      ".continue/config.yaml",
      ".cursor/commands/fix.md",
      ".cursorignore",
      ".cursorindexingignore",
      ".gemini/commands/test.toml",
      ".gemini/settings.json",
      ".geminiignore",
      ".github/agents/planner.agent.md",
      ".github/chatmodes/plan.chatmode.md",
      ".github/prompts/review.prompt.md",
      ".kiro/hooks/lint.kiro.hook",
      ".kiro/specs/login/",
      ".opencode/agent/review.md",
      ".roomodes",
      ".windsurf/workflows/ship.md",
      "CONVENTIONS.md",
      "opencode.json",
    ]);
    // Each says what the file is and why it is left out, with the one way out.
    expect(ds.map((d) => d.message)).toEqual([
      ".aiexclude: Gemini Code Assist exclusion file; agentc does not read ignore files yet, so it is not in the genome",
      ".aiignore: JetBrains AI Assistant / Junie ignore file; agentc does not read ignore files yet, so it is not in the genome",
      ".claude/commands/review.md: Claude Code slash command; agentc does not read commands yet, so it is not in the genome",
      ".claude/commands/ship/deploy.md: Claude Code slash command; agentc does not read commands yet, so it is not in the genome",
      ".claude/settings.json: Claude Code project settings (permissions, hooks, environment); agentc does not read settings yet, so it is not in the genome",
      ".claude/settings.local.json: Claude Code local settings; personal and usually git-ignored, so import leaves its hooks and permissions out of the shared genome (agentc validate and convert read it)",
      ".claude/skills/pdf/: Claude Code skill; agentc does not read skills yet, so it is not in the genome",
      ".claude/skills/xlsx/: Claude Code skill; agentc does not read skills yet, so it is not in the genome",
      ".clinerules/hooks/pre-commit.sh: Cline hook; agentc does not read hooks yet, so it is not in the genome",
      ".clinerules/workflows/release.md: Cline workflow; agentc does not read workflows yet, so it is not in the genome",
      ".codeiumignore: Windsurf (Codeium) ignore file; agentc does not read ignore files yet, so it is not in the genome",
      ".codex/config.toml: OpenAI Codex configuration; agentc does not read Codex configuration yet, so it is not in the genome",
      ".continue/config.yaml: Continue configuration; agentc does not read Continue configuration yet, so it is not in the genome",
      ".cursor/commands/fix.md: Cursor command; agentc does not read commands yet, so it is not in the genome",
      ".cursorignore: Cursor ignore file; agentc does not read ignore files yet, so it is not in the genome",
      ".cursorindexingignore: Cursor indexing ignore file; agentc does not read ignore files yet, so it is not in the genome",
      ".gemini/commands/test.toml: Gemini CLI custom command; agentc does not read commands yet, so it is not in the genome",
      ".gemini/settings.json: Gemini CLI settings; agentc does not read settings yet, so it is not in the genome",
      ".geminiignore: Gemini CLI ignore file; agentc does not read ignore files yet, so it is not in the genome",
      ".github/agents/planner.agent.md: GitHub Copilot custom agent; agentc does not read Copilot custom agents yet, so it is not in the genome",
      ".github/chatmodes/plan.chatmode.md: VS Code Copilot chat mode; agentc does not read chat modes yet, so it is not in the genome",
      ".github/prompts/review.prompt.md: Copilot prompt file; agentc does not read prompt files yet, so it is not in the genome",
      ".kiro/hooks/lint.kiro.hook: Kiro agent hook; agentc does not read hooks yet, so it is not in the genome",
      ".kiro/specs/login/: Kiro spec; agentc does not read specs yet, so it is not in the genome",
      ".opencode/agent/review.md: opencode configuration (agents, commands, modes); agentc does not read opencode configuration yet, so it is not in the genome",
      ".roomodes: Roo Code custom modes; agentc does not read modes yet, so it is not in the genome",
      ".windsurf/workflows/ship.md: Windsurf workflow; agentc does not read workflows yet, so it is not in the genome",
      "CONVENTIONS.md: Aider conventions file; agentc does not read Aider's files yet, so it is not in the genome",
      "opencode.json: opencode configuration; agentc does not read opencode configuration yet, so it is not in the genome",
    ]);
    expect(new Set(ds.map((d) => d.hint))).toEqual(
      new Set(["the file stays as it is; agentc aigx export does not write it"]),
    );
    expect(ds.find((d) => d.file === ".claude/commands/review.md")?.message).toBe(
      ".claude/commands/review.md: Claude Code slash command; agentc does not read commands yet, so it is not in the genome",
    );
    expect(ds.find((d) => d.file === ".claude/skills/pdf/")?.message).toBe(
      ".claude/skills/pdf/: Claude Code skill; agentc does not read skills yet, so it is not in the genome",
    );
  });

  it("says nothing of what was read, of rule files, or of other files", () => {
    expect(unreadAgentFiles([...READ, "src/index.ts", "README.md"], READ)).toEqual([]);
  });

  it("names the other kinds where they are, ignore files in any directory; a path a kind does not fit is not named", () => {
    const named = [
      ".aider.conf.yaml",
      ".aider.conf.yml",
      ".kiro/settings/mcp.json",
      ".roo/mcp.json",
      "opencode.jsonc",
      "pkg/.aiexclude",
      "pkg/.aiignore",
      "pkg/.codeiumignore",
      "pkg/.cursorignore",
      "pkg/.cursorindexingignore",
      "pkg/.geminiignore",
    ];
    const others = [
      ".aider.conf.json",
      ".claude/settings.json.bak",
      ".claude/skills/notes.md",
      ".cursorignore.bak",
      ".gemini/commands/test.md",
      ".gemini/settings.jsonc",
      ".github/agents/planner.md",
      ".github/prompts/sub/review.prompt.md",
      ".kiro/settings/mcp.jsonc",
      ".kiro/specs/notes.md",
      ".roomodes.bak",
      "CONVENTIONS.md.bak",
      "opencode.json5",
      "pkg/.claude/commands/review.md",
      "pkg/.claude/settings.json",
      "pkg/.codex/config.toml",
      "pkg/.gemini/settings.json",
      "pkg/.roomodes",
      "pkg/CONVENTIONS.md",
      "pkg/opencode.json",
      "x.cursorignore",
    ];
    const ds = unreadAgentFiles([...named, ...others], new Set());
    expect(ds.map((d) => d.message)).toEqual([
      ".aider.conf.yaml: Aider configuration; agentc does not read Aider's files yet, so it is not in the genome",
      ".aider.conf.yml: Aider configuration; agentc does not read Aider's files yet, so it is not in the genome",
      ".kiro/settings/mcp.json: Kiro MCP servers; agentc does not read Kiro's MCP file yet, so it is not in the genome",
      ".roo/mcp.json: Roo Code MCP servers; agentc does not read Roo's MCP file yet, so it is not in the genome",
      "opencode.jsonc: opencode configuration; agentc does not read opencode configuration yet, so it is not in the genome",
      "pkg/.aiexclude: Gemini Code Assist exclusion file; agentc does not read ignore files yet, so it is not in the genome",
      "pkg/.aiignore: JetBrains AI Assistant / Junie ignore file; agentc does not read ignore files yet, so it is not in the genome",
      "pkg/.codeiumignore: Windsurf (Codeium) ignore file; agentc does not read ignore files yet, so it is not in the genome",
      "pkg/.cursorignore: Cursor ignore file; agentc does not read ignore files yet, so it is not in the genome",
      "pkg/.cursorindexingignore: Cursor indexing ignore file; agentc does not read ignore files yet, so it is not in the genome",
      "pkg/.geminiignore: Gemini CLI ignore file; agentc does not read ignore files yet, so it is not in the genome",
    ]);
    // A skill folder import read a file of is not named; one it read nothing of is, once.
    const skills = [".claude/skills/pdf/SKILL.md", ".claude/skills/pdf/x.py", ".claude/skills/pdfx/SKILL.md"];
    expect(unreadAgentFiles(skills, new Set([".claude/skills/pdfx/SKILL.md"])).map((d) => d.file)).toEqual([
      ".claude/skills/pdf/",
    ]);
  });

  it("given the repository, names the settings of a read .gemini/settings.json other than its MCP servers", () => {
    const root = tempDir();
    mkdirSync(join(root, ".gemini"));
    writeFileSync(
      join(root, ".gemini/settings.json"),
      '{\n  // project settings\n  "theme": "Dracula",\n  "mcpServers": {},\n  "contextFileName": "AGENTS.md"\n}\n',
    );
    const read = new Set([".gemini/settings.json"]);
    expect(unreadAgentFiles([".gemini/settings.json"], read)).toEqual([]);
    expect(unreadAgentFiles([".gemini/settings.json"], read, { root }).map((d) => d.message)).toEqual([
      ".gemini/settings.json: Gemini CLI settings other than mcpServers (theme, contextFileName); agentc reads only its MCP servers, so these are not in the genome",
    ]);
    writeFileSync(join(root, ".gemini/settings.json"), '{ "mcpServers": {} }');
    expect(unreadAgentFiles([".gemini/settings.json"], read, { root })).toEqual([]);
    // Not JSON: the MCP reader reports that; the unread settings say nothing of a file they cannot read.
    writeFileSync(join(root, ".gemini/settings.json"), '{ "theme": "Dracula", ');
    expect(unreadAgentFiles([".gemini/settings.json"], read, { root })).toEqual([]);
  });

  it("works on a real repository's listing", () => {
    const root = tempDir();
    cpSync(join(REAL, "cline__cline"), root, { recursive: true });
    const add = (rel: string): void => {
      mkdirSync(dirname(join(root, rel)), { recursive: true });
      writeFileSync(join(root, rel), "x\n");
    };
    add(".clinerules/workflows/pr-review.md");
    add(".claude/commands/review.md");
    const listing = listRepository(root);
    const read = new Set(listing.filter((p) => /^\.clinerules\/[^/]+\.md$/.test(p)));
    expect(unreadAgentFiles(listing, read).map((d) => d.file)).toEqual([
      ".claude/commands/review.md",
      ".clinerules/workflows/pr-review.md",
    ]);
  });
});
