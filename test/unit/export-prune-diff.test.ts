/**
 * `agentc aigx export --dry-run` shows each change as a unified diff, and `--prune` removes the files
 * agentc wrote that the genome no longer makes (a skill or command gone, a tool no longer named);
 * without it they are kept and named, and `--check` counts them. On a copy of a real repository
 * (trigger.dev: skills, a Cursor command, subagents, nested rules; test/fixtures/realworld/SOURCES.md),
 * with Gemini CLI's own settings file (a shared file export edits) put in it.
 *
 * Oracles: `git apply` (another program) applies the dry-run's diff to a twin of the repository, and
 * the twin must then equal what the real export writes; the files expected to be left over are found
 * on disk by name, not by export's record.
 *
 * The CLI runs in this process (test/support/cli.ts `agentcInProcess`): what is tested is what the
 * commands write and say, not how agentc starts (test/unit/cli-contract.test.ts spawns it for that).
 */
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { exportGenome } from "../../src/pipeline/rules/export-genome.js";
import { importRepository } from "../../src/pipeline/rules/import-repository.js";
import { agentcInProcess } from "../support/cli.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

const REAL = join(repoRoot, "test/fixtures/realworld");

function copyOf(name: string): string {
  const repo = tempDir();
  cpSync(join(REAL, name), repo, { recursive: true });
  return repo;
}

function repository(): string {
  const repo = tempDir();
  cpSync(join(REAL, "triggerdotdev__trigger.dev"), repo, { recursive: true });
  mkdirSync(join(repo, ".gemini"));
  cpSync(join(REAL, "google-gemini__gemini-cli/.gemini/settings.json"), join(repo, ".gemini/settings.json"));
  return repo;
}

/** Every file under `dir`, by relative path, with its bytes (the record aside: it lists hashes, not files). */
function tree(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string): void => {
    for (const name of readdirSync(d).sort()) {
      const abs = join(d, name);
      if (statSync(abs).isDirectory()) walk(abs);
      else out.set(relative(dir, abs), readFileSync(abs, "utf8"));
    }
  };
  walk(dir);
  out.delete(".aigx/agentc-files.json");
  return out;
}

/** The diff part of `--dry-run`'s output: from the first `--- ` header on. */
const diffOf = (stdout: string): string => stdout.slice(stdout.search(/^--- /m));
const headers = (diff: string): string[] =>
  diff.split("\n").filter((l) => l.startsWith("+++ ") || l.startsWith("--- "));
const exportAll = (repo: string, ...flags: string[]) =>
  agentcInProcess(["aigx", "export", "--format", "all", "--root", repo, ...flags]);

describe("aigx export --dry-run", () => {
  it("shows every file it would write or replace as a unified diff; a shared settings file only in the lines of the keys it edits", async () => {
    const repo = repository();
    expect((await agentcInProcess(["import", repo])).status).toBe(0);
    const before = tree(repo);
    const dry = await exportAll(repo, "--dry-run");
    expect(dry.status, dry.stderr).toBe(0);
    // Nothing written.
    expect(tree(repo)).toEqual(before);
    const diff = diffOf(dry.stdout);
    // The same run in this process (its JSON is over a spawn's 1 MB buffer): the CLI prints its diff as it is.
    const json = await exportGenome(repo, ["all"], repo, { dryRun: true });
    expect(json.diff!.trimEnd()).toBe(diff.trimEnd());
    // One diff per file written or replaced, in path order: new ones from /dev/null.
    const touched = json.files
      .filter((f) => f.status === "new" || f.status === "changed")
      .map((f) => f.path)
      .sort();
    expect(touched.length).toBeGreaterThan(50);
    expect(
      headers(diff)
        .filter((h) => h.startsWith("+++ "))
        .map((h) => h.slice(6)),
    ).toEqual(touched);
    for (const f of json.files.filter((f) => f.status === "new"))
      expect(diff).toContain(`--- /dev/null\n+++ b/${f.path}\n`);
    // Gemini's settings: a shared file, edited in its servers and hooks; none of its own settings' lines changes.
    const gemini = json.files.find((f) => f.path === ".gemini/settings.json");
    expect(gemini?.status).toBe("changed");
    const part = diff.slice(diff.indexOf("--- a/.gemini/settings.json"));
    const hunk = part
      .slice(0, part.indexOf("\n--- ", 1) === -1 ? undefined : part.indexOf("\n--- ", 1))
      .split("\n")
      .slice(2);
    // Its own settings' keys at every depth (experimental.adk.agentSessionNoninteractiveEnabled, …).
    const keysOf = (v: unknown): string[] =>
      v && typeof v === "object" ? Object.entries(v).flatMap(([k, w]) => [k, ...keysOf(w)]) : [];
    const own = keysOf(JSON.parse(before.get(".gemini/settings.json")!)).filter(
      (k) => k !== "mcpServers" && k !== "hooks",
    );
    expect(own.length).toBeGreaterThan(8);
    const changed = hunk.filter((l) => /^[-+]/.test(l));
    expect(changed.some((l) => l.startsWith("+") && /"(mcpServers|hooks)"/.test(l))).toBe(true);
    for (const k of own)
      expect(
        changed.filter((l) => l.includes(`"${k}"`)),
        k,
      ).toEqual([]);
    // Every line of the file as it was is kept but for the closing ones a JSON edit re-punctuates.
    expect(changed.filter((l) => l.startsWith("-")).length).toBeLessThanOrEqual(2);
  });
});

describe("aigx export --prune", () => {
  it("keeps and names what the genome no longer makes, --check counts it, --prune removes it; the dry-run's diff applied by git equals the export", async () => {
    const repo = repository();
    expect((await agentcInProcess(["import", repo])).status).toBe(0);
    expect((await exportAll(repo)).status).toBe(0);
    // A skill and a command deleted at their homes.
    const copies = [...tree(repo).keys()]
      .filter(
        (p) =>
          /(^|\/)(drizzle\/SKILL\.md|deslop\.(md|toml|prompt\.md))$/.test(p) &&
          !p.startsWith(".claude/skills/") &&
          p !== ".cursor/commands/deslop.md",
      )
      .sort();
    expect(copies.length, copies.join()).toBeGreaterThanOrEqual(3);
    rmSync(join(repo, ".claude/skills/drizzle"), { recursive: true });
    rmSync(join(repo, ".cursor/commands/deslop.md"));
    expect((await agentcInProcess(["import", repo])).status).toBe(0);

    // Without --prune: kept, each named in a warning; exit 0.
    const kept = await exportAll(repo);
    expect(kept.status, kept.stderr).toBe(0);
    const warned = JSON.parse(
      (await agentcInProcess(["--json", "aigx", "export", "--format", "all", "--root", repo])).stdout,
    ) as { diagnostics: Array<{ code: string; file: string }> };
    expect(
      warned.diagnostics
        .filter((d) => d.code === "RULES-OBSOLETE")
        .map((d) => relative(repo, d.file))
        .sort(),
    ).toEqual(copies);
    expect(kept.stdout).toContain(`${copies.length} no longer made (kept)`);
    for (const p of copies) expect(existsSync(join(repo, p)), p).toBe(true);
    // --check counts them: exit 1, one RULES-STALE each, naming --prune.
    const check = JSON.parse(
      (await agentcInProcess(["--json", "aigx", "export", "--format", "all", "--root", repo, "--check"])).stdout,
    ) as { diagnostics: Array<{ code: string; message: string }> };
    expect((await agentcInProcess(["aigx", "export", "--format", "all", "--root", repo, "--check"])).status).toBe(1);
    expect(check.diagnostics.filter((d) => d.code === "RULES-STALE" && d.message.includes("--prune")).length).toBe(
      copies.length,
    );

    // A rule edited at its home, for copies to replace in the same diff.
    writeFileSync(
      join(repo, ".cursor/rules/repo.mdc"),
      `${readFileSync(join(repo, ".cursor/rules/repo.mdc"), "utf8")}\n- Prefer small commits.\n`,
    );
    expect((await agentcInProcess(["import", repo])).status).toBe(0);
    // A copy edited by hand (after the import: the next one would read it as a command of its own) is someone's now: never removed, even with --prune.
    const edited = copies.find((p) => p.endsWith(".toml")) ?? copies[copies.length - 1]!;
    writeFileSync(join(repo, edited), `${readFileSync(join(repo, edited), "utf8")}\n# mine\n`);
    const twin = tempDir();
    cpSync(repo, twin, { recursive: true });
    const dry = await exportAll(repo, "--prune", "--dry-run");
    expect(dry.status, dry.stderr).toBe(0);
    const diff = diffOf(dry.stdout);
    const removed = headers(diff).filter((h) => h === "+++ /dev/null").length;
    expect(removed).toBe(copies.length - 1);
    expect(diff).not.toContain(`--- a/${edited}`);
    // The copies of the edited rule are replaced: old and new lines both shown.
    expect(diff).toMatch(/^\+- Prefer small commits\.$/m);
    // git apply (an independent program) makes of the twin what the export makes of the repository.
    // The patch outside the twin (it would be a file of the twin) and in a directory of its own, removed with the rest.
    const patch = join(tempDir(), "prune.patch");
    writeFileSync(patch, `${diff}\n`);
    const applied = spawnSync("git", ["apply", "--whitespace=nowarn", patch], { cwd: twin, encoding: "utf8" });
    expect(applied.status, applied.stderr).toBe(0);
    const pruned = await exportAll(repo, "--prune");
    expect(pruned.status, pruned.stderr).toBe(0);
    expect(pruned.stdout).toContain(`${copies.length - 1} removed`);
    expect(tree(twin)).toEqual(tree(repo));
    for (const p of copies) expect(existsSync(join(repo, p)), p).toBe(p === edited);
    // The skill's copy folder went with its only file.
    expect(existsSync(join(repo, ".agents/skills/drizzle"))).toBe(false);
    expect((await agentcInProcess(["aigx", "export", "--format", "all", "--root", repo, "--check"])).status).toBe(0);
  });

  it("a subagent deleted from the genome: the file export wrote for it is pruned; a subagent file import read is never", async () => {
    const repo = copyOf("0xMiden__note-transport-service");
    expect((await agentcInProcess(["import", repo])).status).toBe(0);
    // Edited in the genome, so that export writes Claude Code's file (the record then says export wrote it).
    const aix = join(repo, "agents/code-reviewer.aix");
    writeFileSync(aix, readFileSync(aix, "utf8").replace(/description: /, "description: Reviews carefully. "));
    expect((await agentcInProcess(["aigx", "export", "--format", "all", "--root", repo])).stdout).toMatch(/1 changed/);
    rmSync(aix);
    rmSync(join(repo, "agents/security-reviewer.aix"));
    const kept = JSON.parse(
      (await agentcInProcess(["--json", "aigx", "export", "--format", "all", "--root", repo])).stdout,
    ) as { diagnostics: Array<{ code: string; file: string }> };
    expect(kept.diagnostics.filter((d) => d.code === "RULES-OBSOLETE").map((d) => relative(repo, d.file))).toEqual([
      ".claude/agents/code-reviewer.md",
    ]);
    // The genome's index still lists the file (import listed it): pruning it would fail lint (V5) next time, so it stays, and the warning says why.
    const listed = await agentcInProcess(["aigx", "export", "--format", "all", "--root", repo, "--prune"]);
    expect(listed.status, listed.stderr).toBe(0);
    expect(listed.stderr).toMatch(/code-reviewer\.md[^\n]*remove its entry from \.aigx\/files\.aigx/);
    expect(existsSync(join(repo, ".claude/agents/code-reviewer.md"))).toBe(true);
    const index = join(repo, ".aigx/files.aigx");
    writeFileSync(
      index,
      readFileSync(index, "utf8").replace(/  <file path="\.claude\/agents\/code-reviewer\.md">[\s\S]*?<\/file>\n/, ""),
    );
    expect((await agentcInProcess(["aigx", "export", "--format", "all", "--root", repo, "--prune"])).status).toBe(0);
    expect(existsSync(join(repo, ".claude/agents/code-reviewer.md"))).toBe(false);
    // The repository's own subagent file (import read it; export never rewrote it) stays: it is a source.
    expect(readFileSync(join(repo, ".claude/agents/security-reviewer.md"), "utf8")).toBe(
      readFileSync(join(REAL, "0xMiden__note-transport-service/.claude/agents/security-reviewer.md"), "utf8"),
    );
    // Hooks gone from the genome: the settings files that held them hold more than hooks, and stay even with --prune.
    const project = join(repo, "agents/project.aix");
    const doc = parseDocument(readFileSync(project, "utf8"));
    expect(doc.has("x-hooks")).toBe(true);
    doc.delete("x-hooks");
    writeFileSync(project, doc.toString());
    expect((await agentcInProcess(["aigx", "export", "--format", "all", "--root", repo, "--prune"])).status).toBe(0);
    for (const p of [".cursor/hooks.json", ".claude/settings.json"]) expect(existsSync(join(repo, p)), p).toBe(true);
  });

  it("never removes through a linked folder that leads out of the project, even with --prune", async () => {
    const repo = tempDir();
    mkdirSync(join(repo, ".claude/commands"), { recursive: true });
    writeFileSync(join(repo, "AGENTS.md"), "Use pnpm.\n");
    writeFileSync(
      join(repo, ".claude/commands/review.md"),
      "---\ndescription: Review the diff\n---\nReview the staged changes.\n",
    );
    expect((await importRepository(repo)).ok).toBe(true);
    expect((await exportGenome(repo, ["claude-md", "gemini-md"], repo)).ok).toBe(true);
    const copy = join(repo, ".gemini/commands/review.toml");
    expect(existsSync(copy)).toBe(true);
    // The copy's folder moved out of the project and linked back: the same bytes, but not the project's to remove.
    const outside = tempDir();
    cpSync(join(repo, ".gemini/commands"), join(outside, "commands"), { recursive: true });
    rmSync(join(repo, ".gemini/commands"), { recursive: true });
    symlinkSync(join(outside, "commands"), join(repo, ".gemini/commands"));
    rmSync(join(repo, ".claude/commands/review.md"));
    expect((await importRepository(repo)).ok).toBe(true);
    const r = await exportGenome(repo, ["claude-md", "gemini-md"], repo, { prune: true });
    expect(r.files.filter((f) => f.status === "removed").map((f) => f.path)).not.toContain(
      ".gemini/commands/review.toml",
    );
    expect(existsSync(join(outside, "commands/review.toml"))).toBe(true);
  });

  it("a tool no longer named: its files are kept with a note, and removed with --prune (only those agentc wrote)", async () => {
    const repo = repository();
    expect((await agentcInProcess(["import", repo])).status).toBe(0);
    expect((await exportAll(repo)).status).toBe(0);
    const windsurf = [...tree(repo).keys()].filter((p) => p.includes(".windsurf/rules/"));
    expect(windsurf.length).toBeGreaterThan(5);
    const partial = ["aigx", "export", "--format", "claude-md,agents-md,cursor", "--root", repo];
    const noted = await agentcInProcess(partial);
    expect(noted.status, noted.stderr).toBe(0);
    expect(noted.stdout).toMatch(
      /note: \d+ files agentc wrote for tools not named in --format kept \(.*\): --prune removes them/,
    );
    for (const p of windsurf) expect(existsSync(join(repo, p)), p).toBe(true);
    // --check of the named tools alone is clean: another tool's files are not stale.
    expect((await agentcInProcess([...partial, "--check"])).status).toBe(0);
    expect((await agentcInProcess([...partial, "--prune"])).status).toBe(0);
    for (const p of windsurf) expect(existsSync(join(repo, p)), p).toBe(false);
    // The named tools' files, the genome and the files import read and export never rewrote are all there.
    for (const p of [
      "AGENTS.md",
      "CLAUDE.md",
      ".cursor/rules/repo.mdc",
      ".aigx/setup.json",
      ".claude/skills/drizzle/SKILL.md",
    ])
      expect(existsSync(join(repo, p)), p).toBe(true);
  });
});
