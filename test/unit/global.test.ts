/**
 * User-level scope (`--global`, issue 34 item 3): `agentc import --global` and `agentc aigx export
 * --global` read and write each tool's user-level files under the home directory (HOME points at a
 * temporary directory), with the rules of a repository: the user's genome is ~/.aigx/ with its record
 * of files, nothing written by someone else is replaced without --force, a shared settings file keeps
 * every key agentc does not own, and a second export changes no byte.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { agentc } from "../support/cli.js";
import { tempDir } from "../support/tmp.js";
import { ruleTool, userFiles } from "../../ir/dialects/rules/tool.js";
import "../../ir/dialects/rules/tools.js";

const GEMINI_SETTINGS = `{\n  "theme": "Dracula",\n  "general": { "vimMode": true },\n  "mcpServers": { "supabase": { "httpUrl": "https://mcp.supabase.com/mcp", "trust": true } }\n}\n`;
const CLAUDE_SETTINGS = `{\n  "model": "opus",\n  "permissions": { "allow": ["Bash(npm test:*)"] },\n  "env": { "FOO": "1" }\n}\n`;
const REVIEWER =
  "---\nname: reviewer\ndescription: Reviews a change before it is committed\ntools: Read, Grep\n---\nYou review code for correctness.\n";
const CURSOR_MCP = `{ "mcpServers": { "docs": { "command": "npx", "args": ["-y", "docs-mcp"] } } }\n`;

/** A home directory with each tool's user-level files, and settings agentc does not own. */
function home(): string {
  const h = tempDir();
  const put = (rel: string, text: string): void => {
    mkdirSync(dirname(join(h, rel)), { recursive: true });
    writeFileSync(join(h, rel), text);
  };
  put(".claude/CLAUDE.md", "# Me\n\nAlways answer in British English.\n");
  put(".claude/settings.json", CLAUDE_SETTINGS);
  put(".codex/AGENTS.md", "# Habits\n\nRun the tests before every commit.\n");
  put(".gemini/GEMINI.md", "# Style\n\nPrefer small diffs.\n");
  put(".gemini/settings.json", GEMINI_SETTINGS);
  put(".cursor/mcp.json", CURSOR_MCP);
  put(".claude/agents/reviewer.md", REVIEWER);
  // A repository in the home directory is never read by --global.
  put("src/app/AGENTS.md", "Not a user-level rule.\n");
  return h;
}

/**
 * Every file under a directory with its bytes (the whole home, to see that nothing else changed);
 * `record: false` leaves out agentc's record of files, where an import notes which files it read.
 */
function snapshot(dir: string, options: { record?: boolean } = {}): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (rel: string): void => {
    for (const name of readdirSync(join(dir, rel))) {
      const r = rel ? `${rel}/${name}` : name;
      if (statSync(join(dir, r)).isDirectory()) walk(r);
      else if (options.record !== false || r !== ".aigx/agentc-files.json")
        out.set(r, readFileSync(join(dir, r), "utf8"));
    }
  };
  walk("");
  return out;
}

const run = (h: string, args: string[]) => agentc(args, { env: { HOME: h, USERPROFILE: h } });
const TOOLS = "claude-code,codex,gemini-cli,cursor";

describe("--global: the user-level files of Claude Code, Codex, Gemini CLI and Cursor", () => {
  it("each tool's user-level paths are data on its declaration", () => {
    expect(ruleTool("claude-code")?.user?.files).toEqual({ "CLAUDE.md": ".claude/CLAUDE.md" });
    expect(ruleTool("codex")?.user).toMatchObject({ files: { "AGENTS.md": ".codex/AGENTS.md" }, format: "agents-md" });
    expect(ruleTool("gemini-cli")?.user?.files).toEqual({ "GEMINI.md": ".gemini/GEMINI.md" });
    // Cursor's user rules are an app setting, not a file: no path, and a note that says so.
    expect(ruleTool("cursor")?.user?.files).toBeUndefined();
    expect(ruleTool("cursor")?.user?.note).toMatch(/Cursor Settings/);
    expect(userFiles().map((u) => u.homePath)).toEqual(
      expect.arrayContaining([".claude/CLAUDE.md", ".codex/AGENTS.md", ".gemini/GEMINI.md"]),
    );
  });

  it("import reads only the user-level files into ~/.aigx/, unscoped, and says what it leaves", () => {
    const h = home();
    const r = run(h, ["import", "--global", "--json"]);
    expect(r.status, r.stdout + r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as {
      result: {
        sources: Array<{ file: string }>;
        rules: Array<{ activation: string; globs: string[]; directory?: string }>;
        notes: string[];
      };
    };
    expect(out.result.sources.map((s) => s.file).sort()).toEqual([
      ".claude/CLAUDE.md",
      ".claude/agents/reviewer.md",
      ".claude/settings.json",
      ".codex/AGENTS.md",
      ".cursor/mcp.json",
      ".gemini/GEMINI.md",
      ".gemini/settings.json",
    ]);
    // A user-level file's rules apply in every project: the folder it lies in scopes nothing.
    for (const rule of out.result.rules) expect(rule).toMatchObject({ activation: "always", globs: [] });
    expect(out.result.rules.every((x) => x.directory === undefined)).toBe(true);
    expect(out.result.notes.join("\n")).toMatch(/Cursor keeps user rules in its app settings/);
    expect(existsSync(join(h, ".aigx/rules.aigx"))).toBe(true);
    expect(existsSync(join(h, ".aigx/agentc-files.json"))).toBe(true);
    // Nothing under the home directory but the genome was written (its agents in .aigx/agents/, no agents/ folder in the home).
    expect(existsSync(join(h, "agents"))).toBe(false);
    expect(readdirSync(join(h, ".aigx/agents")).sort()).toEqual(["project.aix", "reviewer.aix"]);
  });

  it("import, export, export again: the second run changes no byte; --check passes; import again changes nothing", () => {
    const h = home();
    expect(run(h, ["import", "--global"]).status).toBe(0);
    const first = run(h, ["aigx", "export", "--global", "--format", TOOLS]);
    expect(first.status, first.stdout + first.stderr).toBe(0);
    // Each tool's user-level file holds every rule of the user's genome; Cursor's rules have no user-level file.
    for (const f of [".claude/CLAUDE.md", ".codex/AGENTS.md", ".gemini/GEMINI.md"]) {
      const text = readFileSync(join(h, f), "utf8");
      for (const line of [
        "Always answer in British English.",
        "Run the tests before every commit.",
        "Prefer small diffs.",
      ])
        expect(text, f).toContain(line);
      // No addendum pointing at a repository's .aigx/, and no import of an AGENTS.md beside it.
      expect(text).not.toMatch(/AIGX|@AGENTS\.md/);
    }
    expect(
      existsSync(join(h, "CLAUDE.md")) ||
        existsSync(join(h, "GEMINI.md")) ||
        existsSync(join(h, "AGENTS.md")) ||
        existsSync(join(h, ".cursor/rules")),
    ).toBe(false);
    expect(first.stdout).toMatch(/Cursor has no user-level rule file/);
    const before = snapshot(h);
    const second = run(h, ["aigx", "export", "--global", "--format", TOOLS]);
    expect(second.status).toBe(0);
    expect(second.stdout).toMatch(/0 new, 0 changed, \d+ unchanged, 0 refused/);
    expect(snapshot(h)).toEqual(before);
    expect(run(h, ["aigx", "export", "--global", "--format", TOOLS, "--check"]).status).toBe(0);
    const again = run(h, ["import", "--global"]);
    expect(again.status).toBe(0);
    expect(again.stdout).toMatch(/nothing changed/);
    expect(snapshot(h, { record: false })).toEqual(
      new Map([...before].filter(([k]) => k !== ".aigx/agentc-files.json")),
    );
  });

  it("user MCP servers: ~/.gemini/settings.json is edited (every key agentc does not own kept), ~/.cursor/mcp.json gets the same servers", () => {
    const h = home();
    const imported = run(h, ["import", "--global", "--json"]);
    expect(imported.status, imported.stderr).toBe(0);
    expect((JSON.parse(imported.stdout) as { result: { agents: string[] } }).result.agents).toEqual([
      ".aigx/agents/project.aix",
      ".aigx/agents/reviewer.aix",
    ]);
    // The user's agents live in the genome's folder, not in a folder of the home directory.
    expect(existsSync(join(h, "agents"))).toBe(false);
    const r = run(h, ["aigx", "export", "--global", "--format", TOOLS]);
    expect(r.status, r.stdout + r.stderr).toBe(0);
    const gemini = JSON.parse(readFileSync(join(h, ".gemini/settings.json"), "utf8")) as Record<string, unknown>;
    expect(gemini.theme).toBe("Dracula");
    expect(gemini.general).toEqual({ vimMode: true });
    expect(gemini.mcpServers).toMatchObject({
      supabase: { httpUrl: "https://mcp.supabase.com/mcp", trust: true },
      docs: { command: "npx", args: ["-y", "docs-mcp"] },
    });
    const cursor = JSON.parse(readFileSync(join(h, ".cursor/mcp.json"), "utf8")) as {
      mcpServers: Record<string, unknown>;
    };
    expect(Object.keys(cursor.mcpServers).sort()).toEqual(["docs", "supabase"]);
    // Claude Code's settings.json is edited at its permissions only, which say what they said: its bytes stay; its subagent comes back as it was.
    expect(readFileSync(join(h, ".claude/settings.json"), "utf8")).toBe(CLAUDE_SETTINGS);
    expect(readFileSync(join(h, ".claude/agents/reviewer.md"), "utf8")).toBe(REVIEWER);
    expect(readFileSync(join(h, "src/app/AGENTS.md"), "utf8")).toBe("Not a user-level rule.\n");
    // Exported again: no byte changes, and the import after it changes nothing either.
    const before = snapshot(h);
    expect(run(h, ["aigx", "export", "--global", "--format", TOOLS]).status).toBe(0);
    expect(snapshot(h)).toEqual(before);
    expect(run(h, ["import", "--global"]).stdout).toMatch(/nothing changed/);
    expect(snapshot(h, { record: false })).toEqual(
      new Map([...before].filter(([k]) => k !== ".aigx/agentc-files.json")),
    );
  });

  it("naming Gemini CLI alone edits its settings.json (its other keys kept) and leaves Cursor's mcp.json as it is", () => {
    const h = home();
    run(h, ["import", "--global"]);
    // Only Gemini CLI is named: its settings already hold every server of the genome but Cursor's; the edit adds that one.
    const r = run(h, ["aigx", "export", "--global", "--format", "gemini-cli"]);
    expect(r.status, r.stdout + r.stderr).toBe(0);
    const text = readFileSync(join(h, ".gemini/settings.json"), "utf8");
    expect(JSON.parse(text)).toMatchObject({ theme: "Dracula", general: { vimMode: true } });
    expect(readFileSync(join(h, ".cursor/mcp.json"), "utf8")).toBe(CURSOR_MCP);
  });

  it("a hand-edited user file is refused without --force (and --dry-run names it); --force replaces it", () => {
    const h = home();
    run(h, ["import", "--global"]);
    run(h, ["aigx", "export", "--global", "--format", TOOLS]);
    const edited = `${readFileSync(join(h, ".gemini/GEMINI.md"), "utf8")}\nMy own line.\n`;
    writeFileSync(join(h, ".gemini/GEMINI.md"), edited);
    const before = snapshot(h);
    const refused = run(h, ["aigx", "export", "--global", "--format", TOOLS]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/RULES-HAND-WRITTEN[\s\S]*\.gemini\/GEMINI\.md/);
    expect(snapshot(h)).toEqual(before);
    const dry = run(h, ["aigx", "export", "--global", "--format", TOOLS, "--dry-run"]);
    expect(dry.stdout).toMatch(/refused\s+\.gemini\/GEMINI\.md/);
    expect(snapshot(h)).toEqual(before);
    expect(run(h, ["aigx", "export", "--global", "--format", TOOLS, "--check"]).status).toBe(1);
    expect(run(h, ["aigx", "export", "--global", "--format", TOOLS, "--force"]).status).toBe(0);
    expect(readFileSync(join(h, ".gemini/GEMINI.md"), "utf8")).not.toContain("My own line.");
  });

  it("a user file written by hand and never imported is refused without --force", () => {
    const h = home();
    run(h, ["import", "--global"]);
    // Codex's file appears after the import: agentc has no record of it.
    writeFileSync(join(h, ".codex/AGENTS.md"), "# Someone else's\n\nKeep this.\n");
    const r = run(h, ["aigx", "export", "--global", "--format", "codex"]);
    expect(r.status).toBe(1);
    expect(readFileSync(join(h, ".codex/AGENTS.md"), "utf8")).toBe("# Someone else's\n\nKeep this.\n");
  });

  it("tools that read AGENTS.md each get their own user-level copy when named; AGENTS.md alone has no user-level place", () => {
    const h = tempDir();
    mkdirSync(join(h, ".config/opencode"), { recursive: true });
    mkdirSync(join(h, ".qwen"));
    writeFileSync(join(h, ".config/opencode/AGENTS.md"), "# Habits\n\nRun the tests.\n");
    writeFileSync(join(h, ".qwen/QWEN.md"), "# Brief\n\nBe brief.\n");
    const imported = run(h, ["import", "--global", "--json"]);
    expect(
      (JSON.parse(imported.stdout) as { result: { sources: Array<{ file: string; format: string }> } }).result.sources,
    ).toEqual([
      { format: "agents-md", file: ".config/opencode/AGENTS.md" },
      { format: "qwen-code", file: ".qwen/QWEN.md" },
    ]);
    const r = run(h, ["aigx", "export", "--global", "--format", "codex,opencode,qwen-code"]);
    expect(r.status, r.stdout + r.stderr).toBe(0);
    for (const f of [".codex/AGENTS.md", ".config/opencode/AGENTS.md", ".qwen/QWEN.md"])
      expect(readFileSync(join(h, f), "utf8"), f).toMatch(/Run the tests\.[\s\S]*Be brief\./);
    const alone = run(h, ["aigx", "export", "--global", "--format", "agents-md", "--dry-run"]);
    expect(alone.stdout).toMatch(
      /AGENTS\.md \(agents-md\) has no user-level place for the tools named \(name the tool: codex, opencode, amp, factory-droid\)/,
    );
  });

  it("Amp, Factory Droid, goose and Crush: their user-level files are read, and each named tool gets every rule", () => {
    const h = tempDir();
    const put = (rel: string, text: string): void => {
      mkdirSync(dirname(join(h, rel)), { recursive: true });
      writeFileSync(join(h, rel), text);
    };
    put(".config/amp/AGENTS.md", "# Amp habits\n\nUse pnpm.\n");
    put(".factory/AGENTS.md", "# Droid habits\n\nWrite small commits.\n");
    put(".config/goose/.goosehints", "Prefer ripgrep over grep.\n");
    put(".config/crush/CRUSH.md", "# Crush\n\nAnswer tersely.\n");
    // The paths come from each tool's declaration, not from this test.
    expect(ruleTool("amp")?.user).toMatchObject({
      files: { "AGENTS.md": ".config/amp/AGENTS.md" },
      format: "agents-md",
    });
    expect(ruleTool("droid")?.user).toMatchObject({
      files: { "AGENTS.md": ".factory/AGENTS.md" },
      format: "agents-md",
    });
    expect(ruleTool("goose")?.user?.files).toEqual({ ".goosehints": ".config/goose/.goosehints" });
    expect(ruleTool("crush")?.user?.files).toEqual({ "CRUSH.md": ".config/crush/CRUSH.md" });
    const imported = run(h, ["import", "--global", "--json"]);
    expect(imported.status, imported.stderr).toBe(0);
    const sources = (JSON.parse(imported.stdout) as { result: { sources: Array<{ file: string }> } }).result.sources
      .map((x) => x.file)
      .sort();
    expect(sources).toEqual([
      ".config/amp/AGENTS.md",
      ".config/crush/CRUSH.md",
      ".config/goose/.goosehints",
      ".factory/AGENTS.md",
    ]);
    const names = "amp,factory-droid,goose,crush";
    const first = run(h, ["aigx", "export", "--global", "--format", names]);
    expect(first.status, first.stdout + first.stderr).toBe(0);
    for (const f of [
      ".config/amp/AGENTS.md",
      ".factory/AGENTS.md",
      ".config/goose/.goosehints",
      ".config/crush/CRUSH.md",
    ]) {
      const text = readFileSync(join(h, f), "utf8");
      for (const line of ["Use pnpm.", "Write small commits.", "Prefer ripgrep over grep.", "Answer tersely."])
        expect(text, f).toContain(line);
    }
    // Nothing lands at a repository path in the home directory.
    for (const f of ["AGENTS.md", ".goosehints", "CRUSH.md"]) expect(existsSync(join(h, f)), f).toBe(false);
    const before = snapshot(h);
    const second = run(h, ["aigx", "export", "--global", "--format", names]);
    expect(second.stdout).toMatch(/0 new, 0 changed, \d+ unchanged, 0 refused/);
    expect(snapshot(h)).toEqual(before);
  });

  it("folders: ~/.claude/rules/ and ~/.kilocode/rules/ are read file by file and written in place", () => {
    const h = tempDir();
    const put = (rel: string, text: string): void => {
      mkdirSync(dirname(join(h, rel)), { recursive: true });
      writeFileSync(join(h, rel), text);
    };
    const PYTHON = '---\npaths:\n  - "**/*.py"\n---\nUse type hints.\n';
    put(".claude/rules/python.md", PYTHON);
    put(".claude/rules/sub/tone.md", "Be kind.\n");
    put(".claude/rules/notes.txt", "Not a rule file.\n");
    put(".kilocode/rules/style.md", "# Kilo\n\nPrefer tabs.\n");
    expect(ruleTool("claude-code")?.user?.folders).toEqual([".claude/rules"]);
    expect(ruleTool("kilo")?.user?.folders).toEqual([".kilocode/rules"]);
    const imported = run(h, ["import", "--global", "--json"]);
    expect(imported.status, imported.stderr).toBe(0);
    const out = JSON.parse(imported.stdout) as {
      result: {
        sources: Array<{ file: string; format: string }>;
        rules: Array<{ id: string; activation: string; globs: string[] }>;
      };
    };
    // Each rule file of the tool's format in the folder, nested ones included; the .txt beside them is not one.
    expect(out.result.sources).toEqual([
      { format: "claude-md", file: ".claude/rules/python.md" },
      { format: "claude-md", file: ".claude/rules/sub/tone.md" },
      { format: "kilo", file: ".kilocode/rules/style.md" },
    ]);
    // A user rule's own paths: still scope it (Claude Code applies it to matching files in every project).
    expect(out.result.rules.find((r) => r.id === "CLAUDE-python")).toMatchObject({
      activation: "glob",
      globs: ["**/*.py"],
    });
    const first = run(h, ["aigx", "export", "--global", "--format", "claude-code,kilo"]);
    expect(first.status, first.stdout + first.stderr).toBe(0);
    // Claude Code's rule files stay where they were, byte for byte; Kilo Code's folder gets every rule.
    expect(readFileSync(join(h, ".claude/rules/python.md"), "utf8")).toBe(PYTHON);
    expect(readFileSync(join(h, ".claude/rules/sub/tone.md"), "utf8")).toBe("Be kind.\n");
    expect(readFileSync(join(h, ".claude/CLAUDE.md"), "utf8")).toContain("Prefer tabs.");
    const kilo = readdirSync(join(h, ".kilocode/rules"))
      .map((n) => readFileSync(join(h, ".kilocode/rules", n), "utf8"))
      .join("\n");
    for (const line of ["Use type hints.", "Be kind.", "Prefer tabs."]) expect(kilo).toContain(line);
    expect(first.stdout).toMatch(/CLAUDE-python[^\n]*written always-on/);
    // Nothing at a repository path of the home directory, and a second export changes no byte.
    expect(existsSync(join(h, "CLAUDE.md"))).toBe(false);
    const before = snapshot(h);
    const second = run(h, ["aigx", "export", "--global", "--format", "claude-code,kilo"]);
    expect(second.stdout).toMatch(/0 new, 0 changed, \d+ unchanged, 0 refused/);
    expect(snapshot(h)).toEqual(before);
  });

  it("--global takes no repository, --root or -o", () => {
    const h = home();
    expect(run(h, ["import", "--global", h]).status).toBe(2);
    expect(run(h, ["import"]).status).toBe(2);
    expect(run(h, ["aigx", "export", "--global", "--format", "codex", "--root", h]).status).toBe(2);
  });
});

describe("--global: Claude Code's ~/.claude.json and Codex's ~/.codex/config.toml", () => {
  const CLAUDE_JSON = `{\n  "numStartups": 12,\n  "mcpServers": {\n    "docs": { "type": "stdio", "command": "npx", "args": ["-y", "docs-mcp"] }\n  },\n  "projects": {\n    "/home/me/app": { "mcpServers": { "local": { "command": "./mcp.sh", "args": [] } }, "allowedTools": [] }\n  }\n}\n`;
  const CODEX_TOML = `# my Codex\nmodel = "o3"\n\n[profiles.fast]\nmodel = "o4-mini"\n\n[mcp_servers.search]\ncommand = "uvx"\nargs = ["search-mcp"]\n`;

  it("reads their user-level servers and edits only them: every other byte (state, projects, profiles, comments) stays", () => {
    const h = tempDir();
    writeFileSync(join(h, ".claude.json"), CLAUDE_JSON);
    mkdirSync(join(h, ".codex"));
    writeFileSync(join(h, ".codex/config.toml"), CODEX_TOML);
    const imported = run(h, ["import", "--global"]);
    expect(imported.status, imported.stderr).toBe(0);
    const project = readdirSync(join(h, ".aigx/agents"))
      .map((n) => readFileSync(join(h, ".aigx/agents", n), "utf8"))
      .join("\n");
    expect(project).toContain("docs-mcp");
    expect(project).toContain("search-mcp");
    // Each project's own servers in ~/.claude.json are Claude Code's state, not user-level servers.
    expect(project).not.toContain("./mcp.sh");
    const first = run(h, ["aigx", "export", "--global", "--format", "claude-code,codex"]);
    expect(first.status, first.stderr + first.stdout).toBe(0);
    const claude = readFileSync(join(h, ".claude.json"), "utf8");
    const codex = readFileSync(join(h, ".codex/config.toml"), "utf8");
    // Each now holds the other's server too; what was there is there byte for byte.
    expect(
      claude.startsWith(
        '{\n  "numStartups": 12,\n  "mcpServers": {\n    "docs": { "type": "stdio", "command": "npx", "args": ["-y", "docs-mcp"] },\n',
      ),
    ).toBe(true);
    expect(claude).toContain('"search"');
    expect(
      claude.endsWith(
        '  "projects": {\n    "/home/me/app": { "mcpServers": { "local": { "command": "./mcp.sh", "args": [] } }, "allowedTools": [] }\n  }\n}\n',
      ),
    ).toBe(true);
    expect(codex.startsWith(CODEX_TOML)).toBe(true);
    expect(codex).toContain("[mcp_servers.docs]");
    const second = run(h, ["aigx", "export", "--global", "--format", "claude-code,codex"]);
    expect(second.status).toBe(0);
    expect(readFileSync(join(h, ".claude.json"), "utf8")).toBe(claude);
    expect(readFileSync(join(h, ".codex/config.toml"), "utf8")).toBe(codex);
  });
});
