/**
 * Shared files are edited, never replaced: an export into a repository whose settings files hold
 * keys and comments agentc does not own keeps them byte for byte, and a second export changes
 * nothing. Real files from public repositories (test/fixtures/realworld/SOURCES.md,
 * test/fixtures/settings/SOURCES.md): Claude Code's .mcp.json, Cursor's, VS Code's (tabs), Gemini
 * CLI's settings (other settings, no servers), Codex's config.toml (comments, [[hooks]], an inline
 * env table) and OpenCode's .opencode/opencode.jsonc (trailing commas, permission, provider).
 */
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse as parseToml } from "smol-toml";
import { parseJsonc } from "../../ir/edit/jsonc-edit.js";
import { importRepository } from "../../src/pipeline/rules/import-repository.js";
import { exportGenome } from "../../src/pipeline/rules/export-genome.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

const REAL = join(repoRoot, "test/fixtures/realworld");
const SETTINGS = join(repoRoot, "test/fixtures/settings");

/** Each shared file: where it comes from and the key of agentc's servers in it. */
const FILES: Array<{ path: string; from: string; key: string }> = [
  { path: ".mcp.json", from: join(REAL, "anthropics__claude-code-action/.mcp.json"), key: "mcpServers" },
  { path: ".cursor/mcp.json", from: join(REAL, "0x7067__agent-bridge-mcp/.cursor/mcp.json"), key: "mcpServers" },
  { path: ".vscode/mcp.json", from: join(REAL, "microsoft__vscode/.vscode/mcp.json"), key: "servers" },
  {
    path: ".gemini/settings.json",
    from: join(REAL, "google-gemini__gemini-cli/.gemini/settings.json"),
    key: "mcpServers",
  },
  { path: ".codex/config.toml", from: join(SETTINGS, "openai__codex/.codex/config.toml"), key: "mcp_servers" },
  {
    path: ".opencode/opencode.jsonc",
    from: join(SETTINGS, "anomalyco__opencode/.opencode/opencode.jsonc"),
    key: "mcp",
  },
  {
    path: ".claude/settings.json",
    from: join(REAL, "0xMiden__note-transport-service/.claude/settings.json"),
    key: "hooks",
  },
];

function repository(): string {
  const repo = tempDir();
  writeFileSync(join(repo, "AGENTS.md"), "# Rules\n\n- Keep settings files as people wrote them.\n");
  for (const f of FILES) {
    mkdirSync(dirname(join(repo, f.path)), { recursive: true });
    cpSync(f.from, join(repo, f.path));
  }
  return repo;
}

const read = (dir: string, path: string): string => readFileSync(join(dir, path), "utf8");

/**
 * A JSON file's bytes outside agentc's key, by an oracle of its own: the text before the key's
 * property and after its value (found with jsonc-parser's tree, not with the editor's logic).
 */
function outsideJson(text: string, key: string): [string, string] {
  const doc = parseJsonc(text);
  expect(doc, "the file still parses").toBeDefined();
  // The property's span: from its key's opening quote to the end of its value.
  const at = text.indexOf(`"${key}"`);
  if (at === -1) return [text, ""];
  let depth = 0;
  let i = text.indexOf(":", at) + 1;
  for (let inString = false; i < text.length; i++) {
    const c = text[i]!;
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{" || c === "[") depth++;
    else if (c === "}" || c === "]") {
      depth--;
      if (depth === 0) break;
    }
  }
  return [text.slice(0, at), text.slice(i + 1)];
}

/** A TOML file's lines outside the `[mcp_servers.*]` tables (a plain header scan, independent of the editor). */
function outsideToml(text: string): string[] {
  let inServers = false;
  return text.split("\n").filter((line) => {
    const h = /^\s*\[\[?\s*([^\]]+)\]/.exec(line);
    if (h) inServers = /^mcp_servers(\.|$)/.test(h[1]!.trim());
    return !inServers;
  });
}

describe("shared files are edited, never replaced", () => {
  it("an in-place import → export keeps every shared file byte for byte; a second export changes nothing; a third import is a fixpoint", async () => {
    const repo = repository();
    const before = new Map(FILES.map((f) => [f.path, read(repo, f.path)]));
    const imported = await importRepository(repo);
    expect(imported.ok, JSON.stringify(imported.diagnostics)).toBe(true);
    const project = read(repo, "agents/project.aix");
    // Every tool's servers are in the project agent: the Codex and OpenCode ones too (a floor: the test is not vacuous).
    for (const name of [
      "github_comment",
      "agent-bridge",
      "vscode-playwright-mcp",
      "chrome-devtools",
      "linear",
      "pre-commit-lint.sh",
      "post-pr-create-changelog.sh",
    ])
      expect(project).toContain(name);
    const first = await exportGenome(repo, ["all"], repo);
    expect(first.ok, JSON.stringify(first.diagnostics)).toBe(true);
    for (const f of FILES) {
      const after = read(repo, f.path);
      if (f.path === ".gemini/settings.json") continue; // it gains the servers of the others: below
      // Other tools' servers join each file; what was there, and every byte outside the servers, stays.
      if (f.path.endsWith(".toml")) expect(outsideToml(after), f.path).toEqual(outsideToml(before.get(f.path)!));
      else {
        const [head, tail] = outsideJson(before.get(f.path)!, f.key);
        const [head2, tail2] = outsideJson(after, f.key);
        expect(head2, f.path).toBe(head);
        expect(tail2, f.path).toBe(tail);
      }
    }
    // Gemini's settings had no servers: they are added after its last setting, every byte before kept.
    const gemini = before.get(".gemini/settings.json")!;
    expect(read(repo, ".gemini/settings.json").startsWith(gemini.slice(0, gemini.lastIndexOf("}")).trimEnd())).toBe(
      true,
    );
    // Codex's own server table, its inline env and its comment heading stay exactly as written.
    expect(read(repo, ".codex/config.toml")).toContain(
      '## MCP\n[mcp_servers.chrome-devtools]\nargs = ["chrome-devtools-mcp@latest"]\ncommand = "npx"\nenv = { DISPLAY = ":99" }\n',
    );
    // OpenCode's server keeps its own reference syntax.
    expect(read(repo, ".opencode/opencode.jsonc")).toContain('"Authorization": "Bearer ${env:LINEAR_API_KEY}"');
    // Claude Code's hooks reach Gemini CLI and Cursor in their own events and tool names.
    const geminiHooks = (
      parseJsonc(read(repo, ".gemini/settings.json"))!.value as {
        hooks: Record<string, Array<{ matcher: string; hooks: unknown[] }>>;
      }
    ).hooks;
    expect(Object.keys(geminiHooks)).toEqual(["BeforeTool", "AfterTool"]);
    expect(geminiHooks.BeforeTool![0]!.matcher).toBe("run_shell_command");
    expect(geminiHooks.BeforeTool![0]!.hooks).toHaveLength(3);
    const cursorHooks = JSON.parse(read(repo, ".cursor/hooks.json")) as {
      version: number;
      hooks: Record<string, unknown[]>;
    };
    expect(cursorHooks.version).toBe(1);
    expect(Object.keys(cursorHooks.hooks)).toEqual(["beforeShellExecution", "afterShellExecution"]);
    // Claude Code's own `if` of each hook is named in the ledger for the others.
    expect(first.ledger.some((e) => e.target === "cursor" && /^\/x-hooks\/0\/extra\/claude\/if$/.test(e.pointer))).toBe(
      true,
    );
    // Each file parses as its tool reads it, and holds every server.
    expect(Object.keys((parseToml(read(repo, ".codex/config.toml")) as { mcp_servers: object }).mcp_servers)).toEqual(
      expect.arrayContaining(["chrome-devtools", "github", "linear", "agent-bridge"]),
    );
    const written = new Map([...FILES.map((f) => f.path), ".cursor/hooks.json"].map((p) => [p, read(repo, p)]));
    const second = await exportGenome(repo, ["all"], repo);
    expect(second.ok).toBe(true);
    for (const [p, text] of written) expect(read(repo, p), p).toBe(text);
    expect(second.files.filter((f) => f.status !== "unchanged")).toEqual([]);
    const again = await importRepository(repo);
    expect(again.ok).toBe(true);
    expect(read(repo, "agents/project.aix")).toBe(project);
  });

  it("an export into another repository's hand-written settings (--force) replaces only the servers and Codex's permission keys", async () => {
    const repo = repository();
    expect((await importRepository(repo)).ok).toBe(true);
    const other = tempDir();
    mkdirSync(join(other, ".codex"));
    const coord = readFileSync(join(SETTINGS, "0marm0__COORD-Harness/.codex/config.toml"), "utf8");
    writeFileSync(join(other, ".codex/config.toml"), coord);
    const refused = await exportGenome(repo, ["codex"], other);
    expect(refused.diagnostics.map((d) => d.code)).toContain("RULES-HAND-WRITTEN");
    expect(read(other, ".codex/config.toml")).toBe(coord);
    const forced = await exportGenome(repo, ["codex"], other, { force: true });
    expect(forced.ok, JSON.stringify(forced.diagnostics)).toBe(true);
    const after = read(other, ".codex/config.toml");
    // Its own server is not the genome's: removed with its sub-table; the comments above it stay (they open the file,
    // after the genome's Codex sandbox_mode, read from openai/codex's config.toml: a file that starts with tables gets it on top).
    expect(
      after.startsWith('sandbox_mode = "danger-full-access"\n\n# Portable project-scoped MCP configuration.'),
    ).toBe(true);
    expect(after).not.toContain("coordharness");
    expect(Object.keys((parseToml(after) as { mcp_servers: object }).mcp_servers).sort()).toEqual([
      "agent-bridge",
      "chrome-devtools",
      "github",
      "github_ci",
      "github_comment",
      "github_file_ops",
      "github_inline_comment",
      "linear",
      "vscode-playwright-mcp",
    ]);
    expect(existsSync(join(other, "opencode.json"))).toBe(false);
  });

  it("a Codex file whose servers are inline tables is refused, not rewritten", async () => {
    const repo = repository();
    expect((await importRepository(repo)).ok).toBe(true);
    const other = tempDir();
    mkdirSync(join(other, ".codex"));
    const inline = '# mine\nmodel = "o3"\nmcp_servers = { old = { command = "x" } }\n';
    writeFileSync(join(other, ".codex/config.toml"), inline);
    const r = await exportGenome(repo, ["codex"], other, { force: true });
    expect(r.ok).toBe(false);
    expect(r.diagnostics.find((d) => d.code === "RULES-MCP-CONFIG")?.message).toContain(
      "not written as a table of its own",
    );
    expect(read(other, ".codex/config.toml")).toBe(inline);
  });
});
