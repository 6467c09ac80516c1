/**
 * Format detection (src/formats/detect.ts): by where a file or folder is, by its name, then by a cheap
 * look at its first bytes or its front matter's keys. One table of paths a user names, each with the
 * format docs/formats.md says it is (or none).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { detectFormat, frontMatterKeys } from "../../src/formats/detect.js";
import { tempDir } from "../support/tmp.js";

const SUBAGENT = "---\nname: reviewer\ndescription: Reviews code.\ntools: Read\n---\nReview.\n";

describe("detectFormat", () => {
  it("names the format of each kind of file and folder, and none of anything else", () => {
    const root = tempDir();
    const at = (rel: string, text = "x\n"): string => {
      const p = join(root, rel);
      mkdirSync(dirname(p), { recursive: true });
      writeFileSync(p, text);
      return rel;
    };
    const dir = (rel: string, ...files: string[]): string => {
      mkdirSync(join(root, rel), { recursive: true });
      for (const f of files) at(`${rel}/${f}`);
      return rel;
    };
    const cases: Array<[string, string | undefined]> = [
      // Folders.
      [dir("bundle", "manifest.json", "records.jsonl"), "aegx"],
      [dir("half-bundle", "manifest.json"), undefined],
      [dir("genome/.aigx"), "aigx"],
      [dir("genome"), "aigx"],
      [dir("world1", "manifest.air.json"), "air"],
      [dir("world2", "manifest.air.cbor"), "air"],
      [dir("world3", "agent.air.json"), "air"],
      [dir("world4/air").replace(/\/air$/, ""), "air"],
      [dir("sub/.claude/agents"), "claude-agents"],
      [`${dir("sub2/.claude/agents")}/`, "claude-agents"],
      [dir("r/.cursor/rules"), "cursor"],
      [dir("plain", "notes.txt"), undefined],
      // Files by name.
      [at("a/X.AEGX.ZIP"), "aegx"],
      [at("a/p.uaix"), "uaix"],
      [at("a/w.air.json"), "air"],
      [at("a/w.air.cbor"), "air"],
      [at("a/g.aigx"), "aigx"],
      [at("a/s.aix"), "aix"],
      [at("a/s.aix.json"), "aix"],
      [at("a/s.aix.yaml"), "aix"],
      [at("a/s.aix.yml"), "aix"],
      [at("a/s.aix.toml"), "aix"],
      [at("a/s.aix.txt"), undefined],
      // Files by where they are.
      [at("p/.claude/agents/reviewer.md", SUBAGENT), "claude-agents"],
      [at("p/.claude/agents/deep/reviewer.md", "Text.\n"), undefined],
      [at("p/.mcp.json", "{}"), "mcp"],
      [at("p/.claude/settings.json", "{}"), "settings"],
      [at("p/.claude/settings.local.json", "{}"), "settings"],
      [at("p/.cursor/hooks.json", "{}"), "settings"],
      [at("p/.codex/hooks.json", "{}"), "settings"],
      [at("p/.claude/other.json", "{}"), undefined],
      [at("p/AGENTS.md"), "agents-md"],
      // Rule files elsewhere: by extension, then by front matter.
      [at("c/sentry.mdc"), "cursor"],
      [at("c/py.instructions.md"), "copilot"],
      [at("c/reviewer.md", SUBAGENT), "claude-agents"],
      [at("c/modeled.md", "---\nname: m\ndescription: d\nmodel: opus\n---\nM.\n"), "claude-agents"],
      [at("c/named.md", "---\nname: m\ndescription: d\n---\nM.\n"), undefined],
      [at("c/reviewer.agent.md", SUBAGENT), undefined],
      [at("c/reviewer.prompt.md", SUBAGENT), undefined],
      [at("c/reviewer.chatmode.md", SUBAGENT), undefined],
      [at("c/SKILL.md", SUBAGENT), undefined],
      [at("c/cursor.md", "---\nalwaysApply: true\n---\nAlways.\n"), "cursor"],
      // Archives by the names they hold, JSON and YAML by their first bytes.
      [at("z/p.zip", "PK...x/.uai/manifest.uaix.json..."), "uaix"],
      [at("z/b.zip", "PK...records.jsonl..."), "aegx"],
      [at("z/o.zip", "PK...other..."), undefined],
      [at("j/w.json", '{ "$kind" : "World" }'), "air"],
      [at("j/w", '{ "$kind": "World" }'), "air"],
      [at("j/a.json", '{ "meta": {}, "persona": {} }'), "aix"],
      [at("j/m.json", '{ "meta": {} }'), undefined],
      [at("j/claude_desktop_config.json", '{ "mcpServers": {} }'), "mcp"],
      [at("j/mcpservers", '{ "mcpServers": {} }'), undefined],
      [at("y/a.yaml", "meta:\n  name: x\n"), "aix"],
      [at("y/a.yml", "meta:\n"), "aix"],
      [at("y/a.toml", "[meta]\nname = 'x'\n"), "aix"],
      [at("y/b.yaml", "other: 1\n"), undefined],
      // TOML allows whitespace before a table header; a key that only ends in "meta" is not the meta table.
      [at("y/i.toml", "  [meta]\nname = 'x'\n"), "aix"],
      [at("y/x.toml", "xmeta = 1\n"), undefined],
      [at("y/a.txt", "meta:\n"), undefined],
      ["missing/file.aix", undefined],
    ];
    expect(cases.map(([p]) => [p, detectFormat(join(root, p))])).toEqual(cases);
  });
});

describe("frontMatterKeys", () => {
  it("lists the top-level keys of a closed block, after a byte-order mark and with CRLF line ends", () => {
    expect([...frontMatterKeys("\uFEFF---\r\nname: x\r\n  nested: y\r\ntools : Read\r\n---\r\nBody\r\n")]).toEqual([
      "name",
      "tools",
    ]);
    expect([...frontMatterKeys("---\nname: x\n")]).toEqual([]);
    expect([...frontMatterKeys("# Title\n---\nname: x\n---\n")]).toEqual([]);
  });
});
