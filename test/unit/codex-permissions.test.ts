// Codex's approval_policy and sandbox_mode (developers.openai.com/codex/config-reference) to and from
// core permissions, on real config.toml files (test/fixtures/settings/SOURCES.md): only the pair that
// means what a Claude Code mode means is mapped; every other byte of the file is kept on export.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parse as parseToml } from "smol-toml";
import { describe, expect, it } from "vitest";
import { editTomlTopKeys, TomlEditError } from "../../ir/edit/toml-edit.js";
import { readCodexPermissions, writeCodexPermissions } from "../../src/formats/settings/permissions.js";
import { emptyPermissions } from "../../ir/dialects/core/settings.js";
import { agentcInProcess } from "../support/cli.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

const CODEX = join(repoRoot, "test/fixtures/settings/openai__codex/.codex/config.toml");
const HARNESS = join(repoRoot, "test/fixtures/settings/0marm0__COORD-Harness/.codex/config.toml");

describe("Codex's permission keys ↔ core", () => {
  it("never + danger-full-access is Claude Code's bypassPermissions, and back", () => {
    const p = readCodexPermissions({ approval_policy: "never", sandbox_mode: "danger-full-access" });
    expect(p.defaultMode).toBe("bypassPermissions");
    expect(p.extra).toEqual({});
    expect(writeCodexPermissions(p).value).toEqual({ approval_policy: "never", sandbox_mode: "danger-full-access" });
  });

  it("any other value is Codex's own: kept for Codex, never turned into a Claude mode", () => {
    const doc = parseToml(readFileSync(CODEX, "utf8")) as Record<string, unknown>;
    expect(doc.sandbox_mode).toBe("danger-full-access"); // the real file sets the sandbox alone
    const p = readCodexPermissions(doc);
    expect(p.defaultMode).toBeUndefined();
    expect(p.extra.codex).toEqual({ sandbox_mode: "danger-full-access" });
    expect(writeCodexPermissions(p).value).toEqual({ sandbox_mode: "danger-full-access" });
    for (const [a, s] of [
      ["on-request", "workspace-write"],
      ["untrusted", "read-only"],
      ["never", "workspace-write"],
    ]) {
      expect(readCodexPermissions({ approval_policy: a, sandbox_mode: s }).defaultMode).toBeUndefined();
    }
  });

  it("what Codex cannot hold is named: rules, other modes, directories", () => {
    const p = {
      ...emptyPermissions(),
      allow: ["Bash(ls:*)"],
      deny: ["Read(.env)"],
      additionalDirectories: ["../lib"],
      defaultMode: "acceptEdits",
    };
    const w = writeCodexPermissions(p);
    expect(w.value).toEqual({});
    expect(w.lost.map(([at]) => at).sort()).toEqual([
      "/additionalDirectories/0",
      "/allow/0",
      "/defaultMode",
      "/deny/0",
    ]);
  });
});

describe("editTomlTopKeys on real Codex files", () => {
  it("replaces a key's value in its line and keeps every other byte", () => {
    const text = readFileSync(CODEX, "utf8");
    const out = editTomlTopKeys(text, { sandbox_mode: "workspace-write" });
    expect(out).toBe(text.replace('sandbox_mode = "danger-full-access"', 'sandbox_mode = "workspace-write"'));
    expect(out).not.toBe(text);
  });

  it("inserts a missing key after the last top-level key, or at the top of a file that starts with tables; the rest byte for byte", () => {
    const text = readFileSync(CODEX, "utf8");
    const out = editTomlTopKeys(text, { approval_policy: "on-request" });
    expect(out).toBe(
      text.replace(
        'sandbox_mode = "danger-full-access"\n',
        'sandbox_mode = "danger-full-access"\napproval_policy = "on-request"\n',
      ),
    );
    const harness = readFileSync(HARNESS, "utf8");
    const top = editTomlTopKeys(harness, { approval_policy: "never", sandbox_mode: "danger-full-access" });
    expect(top).toBe(`approval_policy = "never"\nsandbox_mode = "danger-full-access"\n\n${harness}`);
    expect((parseToml(top) as { mcp_servers: object }).mcp_servers).toEqual(
      (parseToml(harness) as { mcp_servers: object }).mcp_servers,
    );
  });

  it("a value it already has changes no byte; a key written otherwise is refused, not guessed", () => {
    const text = readFileSync(CODEX, "utf8");
    expect(editTomlTopKeys(text, { sandbox_mode: "danger-full-access" })).toBe(text);
    expect(() =>
      editTomlTopKeys("approval_policy = { granular = { sandbox_approval = true } }\n", { approval_policy: "never" }),
    ).toThrow(TomlEditError);
  });
});

describe("agentc with Codex's permissions", () => {
  it("convert .claude/settings.json --to codex writes the two keys for bypassPermissions and ledgers the rules", async () => {
    const dir = tempDir();
    mkdirSync(join(dir, ".claude"));
    writeFileSync(
      join(dir, ".claude/settings.json"),
      '{\n  "permissions": {\n    "allow": ["Bash(ls:*)"],\n    "defaultMode": "bypassPermissions"\n  }\n}\n',
    );
    const r = await agentcInProcess(["convert", join(dir, ".claude/settings.json"), "--to", "codex", "--json"]);
    expect(r.status, r.stderr + r.stdout).toBe(0);
    expect(parseToml(readFileSync(join(dir, ".codex/config.toml"), "utf8"))).toEqual({
      approval_policy: "never",
      sandbox_mode: "danger-full-access",
    });
    const lost = (JSON.parse(r.stdout) as { result: { lossLedger: Array<{ pointer: string }> } }).result.lossLedger;
    expect(lost.map((e) => e.pointer)).toEqual(["/permissions/allow/0"]);
  });

  it("import keeps Codex's sandbox_mode on the project agent; export writes it back, the file byte for byte, and edits only that line when it changes", async () => {
    const dir = tempDir();
    mkdirSync(join(dir, ".codex"));
    cpSync(CODEX, join(dir, ".codex/config.toml"));
    writeFileSync(join(dir, "AGENTS.md"), "Use pnpm.\n");
    expect((await agentcInProcess(["import", dir])).status).toBe(0);
    const project = readFileSync(join(dir, "agents/project.aix"), "utf8");
    expect(project).toMatch(/x-permissions:[\s\S]*codex:\n\s+sandbox_mode: danger-full-access/);
    expect((await agentcInProcess(["aigx", "export", "--format", "codex", "--root", dir])).status).toBe(0);
    expect(readFileSync(join(dir, ".codex/config.toml"), "utf8")).toBe(readFileSync(CODEX, "utf8"));
    writeFileSync(
      join(dir, "agents/project.aix"),
      project.replace("sandbox_mode: danger-full-access", "sandbox_mode: workspace-write"),
    );
    expect((await agentcInProcess(["aigx", "export", "--format", "codex", "--root", dir])).status).toBe(0);
    expect(readFileSync(join(dir, ".codex/config.toml"), "utf8")).toBe(
      readFileSync(CODEX, "utf8").replace('"danger-full-access"', '"workspace-write"'),
    );
  });
});
