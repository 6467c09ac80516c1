/**
 * The two-command flow on real repositories: `agentc import` brings every coding agent's instruction
 * files into one genome whose rules keep scope, activation and sources; `agentc aigx export` writes
 * every target, refuses hand-written files, and `--check` tells a fresh export from a stale one.
 * The CLI runs in this process (test/support/cli.ts `agentcInProcess`) but where a process's end is
 * the point; test/unit/cli-contract.test.ts spawns it for start-up and exit codes.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, lstatSync, readFileSync, writeFileSync } from "node:fs";
import { tempSibling } from "../../ir/io/atomic-write.js";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importRepository, mergeRules } from "../../src/pipeline/rules/import-repository.js";
import { exportGenome } from "../../src/pipeline/rules/export-genome.js";
import { agentc, agentcInProcess } from "../support/cli.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

const REAL = join(repoRoot, "test/fixtures/realworld");

function copyOf(name: string): string {
  const d = tempDir();
  cpSync(join(REAL, name), d, { recursive: true });
  return d;
}

describe("agentc import", () => {
  it("reads every instruction file of a repository into one genome that keeps scope, activation and sources", async () => {
    const repo = copyOf("supabase__supabase");
    const r = await importRepository(repo);
    expect(r.ok).toBe(true);
    expect(new Set(r.sources.map((s) => s.format))).toEqual(new Set(["agents-md", "copilot", "cursor", "mcp-config"]));
    // Its .mcp.json (one remote server) is the MCP section of the repository's coding agent.
    expect(r.agents).toEqual(["agents/project.aix"]);
    const nested = r.rules.find((x) => x.sources.some((s) => s.file === "apps/docs/AGENTS.md"))!;
    expect(nested).toMatchObject({ activation: "glob", directory: "apps/docs", globs: ["apps/docs/**"] });
    const sentry = r.rules.find((x) => x.sources.some((s) => s.file === ".cursor/rules/sentry.mdc"))!;
    expect(sentry.activation).toBe("model");
    expect(sentry.description).toMatch(/Sentry/);
    // The genome on disk lints, and reading it back gives the same rules with the same scope.
    expect((await agentcInProcess(["aigx", "lint", "--root", repo])).status).toBe(0);
    const again = await importRepository(repo, { write: false });
    const raised = (await exportGenome(repo, ["cursor"], repo, { dryRun: true })).files;
    expect(raised.length).toBeGreaterThan(0);
    expect(again.rules.map((x) => x.id).sort()).toEqual(r.rules.map((x) => x.id).sort());
  });

  it("identical rules found in several files become one rule that remembers every source", async () => {
    const rule = (file: string) => ({
      id: "AGENTS-root",
      text: "Use pnpm.\n",
      activation: "always" as const,
      globs: [],
      sources: [{ file, line: 1 }],
    });
    const merged = mergeRules([rule("AGENTS.md"), rule("CLAUDE.md"), { ...rule("GEMINI.md"), text: "Use npm." }]);
    expect(merged).toHaveLength(2);
    expect(merged[0]!.sources.map((s) => s.file)).toEqual(["AGENTS.md", "CLAUDE.md"]);
    expect(merged[1]!.id).toBe("AGENTS-root-2");
  });

  it("a second import of unchanged files changes nothing; a genome file edited by hand is kept unless --force", async () => {
    const repo = copyOf("cline__cline");
    const first = await agentcInProcess(["--json", "import", repo]);
    expect(first.status, first.stderr).toBe(0);
    expect(JSON.parse(first.stdout).result.rules.length).toBeGreaterThan(0);
    const again = await agentcInProcess(["import", repo]);
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/nothing changed/);
    const rules = join(repo, ".aigx/rules.aigx");
    const edited = `${readFileSync(rules, "utf8")}\n`;
    writeFileSync(rules, edited);
    const refused = await agentcInProcess(["import", repo]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/rules\.aigx was changed since agentc wrote it/);
    expect(readFileSync(rules, "utf8")).toBe(edited);
    expect((await agentcInProcess(["import", repo, "--force"])).status).toBe(0);
    expect(readFileSync(rules, "utf8")).not.toBe(edited);
  });
});

describe("agentc aigx export --format all", () => {
  it("writes every target with scopes kept, refuses hand-written files, and --check tells fresh from stale", async () => {
    const repo = copyOf("supabase__supabase");
    expect((await agentcInProcess(["import", repo])).status).toBe(0);
    // A source edited after import is someone's work: export keeps it, names it, and writes nothing.
    writeFileSync(
      join(repo, "AGENTS.md"),
      `${readFileSync(join(repo, "AGENTS.md"), "utf8")}\nA line added after import.\n`,
    );
    const handWritten = readFileSync(join(repo, "AGENTS.md"));
    const refused = await agentcInProcess(["aigx", "export", "--format", "all", "--root", repo]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/RULES-HAND-WRITTEN/);
    expect(readFileSync(join(repo, "AGENTS.md")).equals(handWritten)).toBe(true);
    expect(existsSync(join(repo, "GEMINI.md"))).toBe(false); // nothing written when anything is refused
    expect((await agentcInProcess(["aigx", "export", "--format", "all", "--root", repo, "--check"])).status).toBe(1);
    const dry = await agentcInProcess(["aigx", "export", "--format", "all", "--root", repo, "--dry-run"]);
    expect(dry.stdout).toMatch(/refused\s+AGENTS\.md/);
    expect(existsSync(join(repo, "GEMINI.md"))).toBe(false);
    expect((await agentcInProcess(["aigx", "export", "--format", "all", "--root", repo, "--force"])).status).toBe(0);
    expect((await agentcInProcess(["aigx", "export", "--format", "all", "--root", repo, "--check"])).status).toBe(0);
    // A nested AGENTS.md comes out nested; a glob-scoped Cursor rule stays globs for Cursor and becomes paths for Claude and applyTo for Copilot.
    // A nested AGENTS.md that already says what the genome says is kept as it was.
    expect(readFileSync(join(repo, "apps/docs/AGENTS.md"))).toEqual(
      readFileSync(join(REAL, "supabase__supabase/apps/docs/AGENTS.md")),
    );
    // The Cursor rule went home: its own file, kept byte for byte (it already means what the genome says), and no renamed copy beside it.
    expect(readFileSync(join(repo, ".cursor/rules/docs-test-requirements.mdc"))).toEqual(
      readFileSync(join(REAL, "supabase__supabase/.cursor/rules/docs-test-requirements.mdc")),
    );
    expect(existsSync(join(repo, ".cursor/rules/cursor-docs-test-requirements.mdc"))).toBe(false);
    expect(readFileSync(join(repo, ".claude/rules/cursor-docs-test-requirements.md"), "utf8")).toMatch(
      /paths:[\s\S]*apps\/docs\/\*\*\/\*\.test\.ts/,
    );
    expect(
      readFileSync(join(repo, ".github/instructions/cursor-docs-test-requirements.instructions.md"), "utf8"),
    ).toMatch(/applyTo: .*apps\/docs\/\*\*\/\*\.test\.ts/);
    // AGENTS.md widens the Cursor glob rules (always on there), so CLAUDE.md copies the rules with Claude's own scopes
    // instead of importing AGENTS.md, which would make Claude read those rules twice.
    expect(readFileSync(join(repo, "CLAUDE.md"), "utf8")).toMatch(/<!-- agentc:rule AGENTS-root -->/);
    expect(readFileSync(join(repo, "CLAUDE.md"), "utf8")).not.toMatch(/^@AGENTS\.md$/m);
    writeFileSync(join(repo, "GEMINI.md"), readFileSync(join(repo, "GEMINI.md"), "utf8") + "\nedited\n");
    const stale = await agentcInProcess(["aigx", "export", "--format", "all", "--root", repo, "--check"]);
    expect(stale.status).toBe(1);
    expect(stale.stderr).toMatch(/GEMINI\.md changed since agentc last read or wrote it/);
    // A generated file edited by hand: export refuses it, names it, keeps it, exits 1; --force replaces it.
    const gemini = readFileSync(join(repo, "GEMINI.md"), "utf8");
    const kept = await agentcInProcess(["aigx", "export", "--format", "all", "--root", repo]);
    expect(kept.status).toBe(1);
    expect(kept.stderr).toMatch(/RULES-HAND-WRITTEN\]: GEMINI\.md changed since/);
    expect(readFileSync(join(repo, "GEMINI.md"), "utf8")).toBe(gemini);
    expect((await agentcInProcess(["aigx", "export", "--format", "all", "--root", repo, "--force"])).status).toBe(0);
    expect(readFileSync(join(repo, "GEMINI.md"), "utf8")).not.toContain("edited");
    expect((await agentcInProcess(["aigx", "export", "--format", "all", "--root", repo, "--check"])).status).toBe(0);
    const json = JSON.parse(
      (await agentcInProcess(["--json", "aigx", "export", "--format", "junie,cursor", "--root", repo, "--dry-run"]))
        .stdout,
    );
    expect(
      json.result.lossLedger.some(
        (e: { target: string; pointer: string }) =>
          e.target === "junie" && /\/rules\/.+\/(activation|globs)/.test(e.pointer),
      ),
    ).toBe(true);
  });
});

describe("one writer per format", () => {
  it("single-target export, with -o <file>, -o - and in place, writes the bytes --format all plans for that target (multi-line rules as they were)", async () => {
    const repo = copyOf("rowan-smith__VibeGame");
    expect((await agentcInProcess(["import", repo])).status).toBe(0);
    const all = JSON.parse(
      (await agentcInProcess(["--json", "aigx", "export", "--format", "all", "--root", repo, "--dry-run"])).stdout,
    ).result.planned as Array<{ path: string; text: string }>;
    const planned = all.find((f) => f.path === "AGENTS.md")!.text;
    // The genome's one rule is the whole multi-line guidelines file, every line of it in place.
    const original = readFileSync(join(REAL, "rowan-smith__VibeGame/.junie/guidelines.md"), "utf8");
    for (const line of original.split("\n").filter((l) => l.trim())) expect(planned).toContain(line.trimEnd());
    const printed = await agentcInProcess(["aigx", "export", "--format", "agents-md", "--root", repo, "-o", "-"]);
    expect(printed.status, printed.stderr).toBe(0);
    expect(printed.stdout).toBe(planned);
    const out = join(tempDir(), "AGENTS.md");
    expect((await agentcInProcess(["aigx", "export", "--format", "agents-md", "--root", repo, "-o", out])).status).toBe(
      0,
    );
    expect(readFileSync(out, "utf8")).toBe(planned);
    expect((await agentcInProcess(["aigx", "export", "--format", "agents-md", "--root", repo])).status).toBe(0);
    expect(readFileSync(join(repo, "AGENTS.md"), "utf8")).toBe(planned);
    // The next run knows its own file: nothing refused, --check clean.
    expect((await agentcInProcess(["aigx", "export", "--format", "agents-md", "--root", repo, "--check"])).status).toBe(
      0,
    );
    // A target that spreads the genome over several files is refused for -o <file>, with the files named.
    const many = await agentcInProcess([
      "aigx",
      "export",
      "--format",
      "cursor",
      "--root",
      repo,
      "-o",
      join(tempDir(), "x.mdc"),
    ]);
    expect(many.status).toBe(2);
    expect(many.stderr).toMatch(
      /cursor puts this genome's rules in 2 files \(.cursor\/rules\/aigx-addendum\.mdc, .cursor\/rules\/junie-root\.mdc\)/,
    );
  });
});

describe("equal is equal", () => {
  it('an MCP file that differs only in white space, key order or an explicit "type": "stdio" is kept as it is, not refused', async () => {
    const repo = tempDir();
    writeFileSync(join(repo, "AGENTS.md"), "# Rules\n\nUse pnpm.\n");
    writeFileSync(
      join(repo, ".mcp.json"),
      '{"mcpServers":{"docs":{"command":"npx","args":["-y","docs-mcp"],"env":{"TOKEN":"${TOKEN}"}}}}',
    );
    expect((await agentcInProcess(["import", repo])).status).toBe(0);
    // Edited after import, in spelling only: the meaning is what import read.
    const respelled =
      '{\n\t"mcpServers": {\n\t\t"docs": {\n\t\t\t"type": "stdio",\n\t\t\t"env": { "TOKEN": "${TOKEN}" },\n\t\t\t"args": ["-y", "docs-mcp"],\n\t\t\t"command": "npx"\n\t\t}\n\t}\n}\n';
    writeFileSync(join(repo, ".mcp.json"), respelled);
    const r = await agentcInProcess(["--json", "aigx", "export", "--format", "all", "--root", repo]);
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).result.files.find((f: { path: string }) => f.path === ".mcp.json").status).toBe(
      "unchanged",
    );
    expect(readFileSync(join(repo, ".mcp.json"), "utf8")).toBe(respelled);
    // A change of meaning is refused and kept.
    const changed = respelled.replace("docs-mcp", "other-mcp");
    writeFileSync(join(repo, ".mcp.json"), changed);
    const refused = await agentcInProcess(["aigx", "export", "--format", "all", "--root", repo]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/RULES-HAND-WRITTEN\]: \.mcp\.json changed since agentc last read or wrote it/);
    expect(readFileSync(join(repo, ".mcp.json"), "utf8")).toBe(changed);
  });
});

describe("the ledger a person reads", () => {
  it("leads with what a user loses, grouped by kind, per target, each with its rule and file; index entries that lose nothing are not listed", async () => {
    const repo = copyOf("supabase__supabase");
    expect((await agentcInProcess(["import", repo])).status).toBe(0);
    const r = await agentcInProcess(["aigx", "export", "--format", "junie,cursor", "--root", repo]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).not.toMatch(/per-file boundaries/);
    const junie = r.stdout.slice(r.stdout.indexOf("\n  junie"));
    const order = ["activation changed", "scope dropped", "field dropped"].map((k) => junie.indexOf(k));
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(junie).toMatch(
      /CURSOR-sentry \(\.cursor\/rules\/sentry\.mdc\): Junie guidelines are always on; this model rule applies to every task/,
    );
    // Cursor holds every rule with its scope: nothing to say about it.
    expect(r.stdout).not.toMatch(/\n {2}cursor\n/);
  });
});

describe("hand edits between rounds", () => {
  it("an edit to a rule's own file, or to a copy in another tool, reaches every tool through import; the next round changes nothing", async () => {
    const repo = copyOf("supabase__supabase");
    const round = async (): Promise<void> => {
      expect((await agentcInProcess(["import", repo])).status).toBe(0);
      expect((await agentcInProcess(["aigx", "export", "--format", "all", "--root", repo])).status).toBe(0);
    };
    const files = (): string =>
      [
        "AGENTS.md",
        ".cursor/rules/sentry.mdc",
        ".windsurf/rules/cursor-sentry.md",
        ".github/instructions/cursor-sentry.instructions.md",
      ]
        .map((p) => readFileSync(join(repo, p), "utf8"))
        .join("\n---\n");
    await round();
    // The Cursor rule's own file, edited by hand after the first round.
    writeFileSync(
      join(repo, ".cursor/rules/sentry.mdc"),
      `${readFileSync(join(repo, ".cursor/rules/sentry.mdc"), "utf8")}\nAlso check the DSN.\n`,
    );
    await round();
    for (const p of [
      "AGENTS.md",
      ".windsurf/rules/cursor-sentry.md",
      ".github/instructions/cursor-sentry.instructions.md",
    ])
      expect(readFileSync(join(repo, p), "utf8"), p).toContain("Also check the DSN.");
    // The Windsurf copy of the same rule, edited by hand: the edit is newer than the rule's unchanged home.
    writeFileSync(
      join(repo, ".windsurf/rules/cursor-sentry.md"),
      `${readFileSync(join(repo, ".windsurf/rules/cursor-sentry.md"), "utf8")}\nEdited in Windsurf.\n`,
    );
    await round();
    for (const p of ["AGENTS.md", ".cursor/rules/sentry.mdc", ".github/instructions/cursor-sentry.instructions.md"])
      expect(readFileSync(join(repo, p), "utf8"), p).toContain("Edited in Windsurf.");
    expect(existsSync(join(repo, ".windsurf/rules/cursor-sentry-2.md"))).toBe(false);
    const settled = files();
    await round();
    expect(files()).toBe(settled);
  });
});

describe("nothing skipped without a word", () => {
  it("import names every agent-configuration file it saw and did not read", async () => {
    const repo = copyOf("google-gemini__gemini-cli");
    const r = await agentcInProcess(["import", repo]);
    expect(r.status, r.stderr).toBe(0);
    // Gemini CLI's settings other than its MCP servers are not read, and are named.
    expect(r.stderr).toMatch(/RULES-NOT-READ\]: \.gemini\/settings\.json: Gemini CLI settings other than mcpServers/);
    const line = r.stdout.split("\n").find((l) => l.startsWith("not read"))!;
    expect(line).toContain(".gemini/settings.json");
    // Its custom commands and its ignore file are read now (into .aigx/setup.json), so they are not among the files not read.
    for (const p of [".gemini/commands/core.toml", ".gemini/commands/oncall/pr-review.toml", ".geminiignore"])
      expect(line).not.toContain(p);
    expect(r.stdout).toMatch(/gemini-commands/);
    expect(r.stdout).toMatch(/gemini-ignore/);
  });
});

describe("a killed export's debris", () => {
  // Spawned: the debris is named by process id, and whether its process has ended is the point. And a
  // process sweeps a directory's debris once (ir/io/atomic-write.ts `swept`): in this process the first
  // export's sweep would be the only one, and the debris written after it would stay.
  it("--check counts a temporary a killed run left beside the outputs; the next export removes it", () => {
    const repo = copyOf("cline__cline");
    expect(agentc(["import", repo]).status).toBe(0);
    expect(agentc(["aigx", "export", "--format", "all", "--root", repo]).status).toBe(0);
    // The temporary of a process that has ended, named as agentc names its temporaries.
    const dead = spawnSync(process.execPath, ["-e", "0"]).pid!;
    const debris = tempSibling(join(repo, "AGENTS.md")).replace(`-${process.pid}-`, `-${dead}-`);
    writeFileSync(debris, "half an AGENTS.md");
    const check = agentc(["aigx", "export", "--format", "all", "--root", repo, "--check"]);
    expect(check.status).toBe(1);
    expect(check.stderr).toMatch(/RULES-STALE\]: \.agentc-tmp-\S+ is a temporary file a killed run left/);
    expect(agentc(["aigx", "export", "--format", "all", "--root", repo]).status).toBe(0);
    expect(existsSync(debris)).toBe(false);
    expect(agentc(["aigx", "export", "--format", "all", "--root", repo, "--check"]).status).toBe(0);
  });
});

describe("links inside the repository", () => {
  it("a CLAUDE.md that links to AGENTS.md is read once, as AGENTS.md, and stays a link through export", async () => {
    const repo = tempDir();
    cpSync(join(REAL, "getsentry__sentry-javascript"), repo, { recursive: true, verbatimSymlinks: true });
    const r = await importRepository(repo, { write: false });
    expect(r.diagnostics).toContainEqual(
      expect.objectContaining({
        code: "RULES-LINKED",
        severity: "info",
        message: "CLAUDE.md is a link to AGENTS.md, read as AGENTS.md",
      }),
    );
    const root = r.rules.find((x) => x.sources.some((s) => s.file === "AGENTS.md"))!;
    expect(root.sources.map((s) => `${s.format}:${s.file}`)).toEqual(["agents-md:AGENTS.md", "claude-md:CLAUDE.md"]);
    expect((await agentcInProcess(["import", repo])).status).toBe(0);
    expect((await agentcInProcess(["aigx", "export", "--format", "all", "--root", repo])).status).toBe(0);
    expect(lstatSync(join(repo, "CLAUDE.md")).isSymbolicLink()).toBe(true);
  });
});
