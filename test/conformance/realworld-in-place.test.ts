/**
 * The main job as a user runs it, in place, on copies of real repositories' agent setups
 * (test/fixtures/realworld/, sources and licences in its SOURCES.md): `import .` then
 * `aigx export --format all`, without --force, in a git repository; then both again.
 * Each repository must come out with every original rule line still where its tool reads it,
 * no tool loading one rule twice, `--check` clean, a second round that changes no byte, and
 * only agent-configuration paths changed.
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, lstatSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { agentcInProcess } from "../support/cli.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";
import { treeSnapshot } from "../support/tree.js";
import { formatNamed } from "../../src/formats/registry.js";
import { RULE_FORMATS, ruleFormatOfPath, type RuleFormatName } from "../../ir/dialects/rules/paths.js";
import { SETTINGS_PLACES } from "../../src/formats/settings/settings-files.js";
import { MCP_CONFIG_FILES } from "../../ir/dialects/mcp/model.js";
import { COMMAND_TOOLS, IGNORE_TOOLS, SKILL_TOOLS, SUBAGENT_STYLES } from "../../ir/dialects/setup/tools.js";
import { listRepository } from "../../src/formats/rules/discover.js";
import { newRun, readAndVerify, runPass } from "../../src/pipeline/run-context.js";
import { coreRulesOf } from "../../ir/dialects/core/rules.js";
import { normalText } from "../../ir/dialects/rules/model.js";

const FIXTURES = join(repoRoot, "test/fixtures/realworld");
const repos = readdirSync(FIXTURES)
  .filter((n) => n.includes("__") && lstatSync(join(FIXTURES, n)).isDirectory())
  .sort();

const git = (cwd: string, ...args: string[]): string =>
  execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "core.autocrlf=false", ...args], {
    cwd,
    encoding: "utf8",
  });

/** The rules one format's reader finds in the given files of a repository. */
async function readWith(
  repo: string,
  format: RuleFormatName,
  files: readonly string[],
): Promise<Array<{ file: string; text: string }>> {
  const f = (await formatNamed(format))!;
  const out: Array<{ file: string; text: string }> = [];
  for (const rel of files) {
    const run = newRun(join(repo, rel), {}, { root: repo, target: "core" });
    if (!((await readAndVerify(run, f)) && (await runPass(run, f.raise!)))) continue;
    for (const r of coreRulesOf(run.ctx.graph).rules) out.push({ file: rel, text: normalText(r.text) });
  }
  return out;
}

/** The rules a tool reads from its files in a repository, each as the tool would see it: CLAUDE.md's `@AGENTS.md` followed. */
async function rulesTheToolReads(
  repo: string,
  format: RuleFormatName,
): Promise<Array<{ file: string; text: string; pointer?: boolean }>> {
  const files = (await formatNamed(format))!.discover!(repo, listRepository(repo));
  const out: Array<{ file: string; text: string; pointer?: boolean }> = [];
  for (const r of await readWith(repo, format, files)) {
    const imports = /^(@(\S*\/)?AGENTS\.md[ \t]*(\n|$))+$/.test(r.text.trim());
    if (!imports) {
      out.push(r);
      continue;
    }
    // Claude Code and Gemini CLI read the AGENTS.md a file imports as part of it.
    out.push({ ...r, pointer: true });
    const agents = (r.file.includes("/") ? r.file.slice(0, r.file.lastIndexOf("/") + 1) : "") + "AGENTS.md";
    if (existsSync(join(repo, agents))) out.push(...(await readWith(repo, "agents-md", [agents])));
  }
  return out;
}

/** A tool's skills or commands folder (ir/dialects/setup/tools.ts): export writes each target tool's skills and commands there, and its ignore file at the root. */
const SETUP_DIRS = [
  ...SKILL_TOOLS.flatMap((t) => t.reads),
  ...COMMAND_TOOLS.flatMap((t) => [t.dir, ...(t.alsoReads ?? [])]),
];

/** Whether a changed path is part of an agent setup (what the main job may touch). */
const agentPath = (p: string): boolean =>
  ruleFormatOfPath(p) !== undefined ||
  MCP_CONFIG_FILES.some((c) => c.path === p) ||
  SETTINGS_PLACES.some((s) => s.path === p) ||
  p.startsWith(".claude/agents/") ||
  SUBAGENT_STYLES.some((t) => p.startsWith(`${t.dir}/`)) ||
  p.startsWith(".aigx/") ||
  p.startsWith("agents/") ||
  SETUP_DIRS.some((d) => p.startsWith(`${d}/`)) ||
  IGNORE_TOOLS.some((t) => p === t.file);

/** The body of a rule file: its lines after the front matter. */
const bodyLines = (text: string): string[] => {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const end = lines[0] === "---" ? lines.indexOf("---", 1) : -1;
  return lines
    .slice(end + 1)
    .map((l) => l.trimEnd())
    .filter((l) => l.trim() !== "");
};

describe("the main job in place, on copies of real repositories", () => {
  it("has enough real repositories, of every shape the issue names, to mean something", () => {
    expect(repos.length).toBeGreaterThanOrEqual(20);
    const has = (pred: (dir: string) => boolean): boolean => repos.some((r) => pred(join(FIXTURES, r)));
    expect(has((d) => readdirSync(d, { recursive: true }).some((p) => String(p).endsWith("/AGENTS.md")))).toBe(true);
    expect(has((d) => existsSync(join(d, "CLAUDE.md")) && lstatSync(join(d, "CLAUDE.md")).isSymbolicLink())).toBe(true);
    expect(has((d) => existsSync(join(d, ".cursorrules")) && existsSync(join(d, ".cursor/rules")))).toBe(true);
    expect(has((d) => MCP_CONFIG_FILES.some((c) => existsSync(join(d, c.path))))).toBe(true);
    expect(
      has(
        (d) =>
          existsSync(join(d, ".claude/agents")) &&
          !readdirSync(d, { recursive: true }).some((p) => ruleFormatOfPath(String(p)) !== undefined),
      ),
    ).toBe(true);
  });

  for (const name of repos) {
    describe(name, () => {
      let repo: string;
      let original: Map<string, string>;
      beforeAll(() => {
        repo = join(tempDir("agentc-realworld-"), name);
        cpSync(join(FIXTURES, name), repo, { recursive: true, verbatimSymlinks: true });
        git(repo, "init", "-q");
        git(repo, "add", "-A");
        git(repo, "commit", "-qm", "the repository as it was");
        original = treeSnapshot(repo);
      });

      it("import . then aigx export --format all, without --force, twice: exit 0, --check clean, the second round changes no byte", async () => {
        const run = async (...args: string[]) => {
          const prev = process.cwd();
          process.chdir(repo);
          try {
            return await agentcInProcess(args);
          } finally {
            process.chdir(prev);
          }
        };
        for (const args of [
          ["import", "."],
          ["aigx", "export", "--format", "all"],
          ["aigx", "export", "--format", "all", "--check"],
        ]) {
          const r = await run(...args);
          expect(r.status, `${args.join(" ")}\n${r.stdout}\n${r.stderr}`).toBe(0);
        }
        const first = treeSnapshot(repo);
        expect((await run("import", ".")).status).toBe(0);
        expect((await run("aigx", "export", "--format", "all")).status).toBe(0);
        const second = treeSnapshot(repo);
        const changed = [...new Set([...first.keys(), ...second.keys()])].filter((p) => first.get(p) !== second.get(p));
        expect(changed, "the second round changed these").toEqual([]);
      });

      it("every line of every original rule is still in the files its tool reads, and no tool reads one rule twice", async () => {
        for (const format of RULE_FORMATS) {
          const read = await rulesTheToolReads(repo, format);
          const texts = read
            .filter((r) => !r.pointer)
            .map((r) => r.text.trim())
            .filter(Boolean);
          const twice = texts.filter((t, i) => texts.indexOf(t) !== i);
          expect(
            twice.map((t) => t.slice(0, 80)),
            `${format} reads a rule twice`,
          ).toEqual([]);
          const all = new Set(read.flatMap((r) => r.text.split("\n").map((l) => l.trimEnd())));
          for (const [path] of original) {
            if (ruleFormatOfPath(path) !== format || lstatSync(join(repo, path)).isSymbolicLink()) continue;
            const linesOf = (p: string): string[] =>
              original.has(p) && !original.get(p)!.startsWith("link:")
                ? bodyLines(Buffer.from(original.get(p)!, "base64").toString("utf8"))
                : [];
            // An `@AGENTS.md` line is kept when the tool still reads every line of that AGENTS.md (imported or copied).
            const dir = path.includes("/") ? path.slice(0, path.lastIndexOf("/") + 1) : "";
            const missing = linesOf(path)
              .flatMap((l) => (/^@AGENTS\.md$/.test(l.trim()) ? linesOf(`${dir}AGENTS.md`) : [l]))
              .filter((l) => !all.has(l));
            expect(missing, `${path}: lines ${format} no longer reads`).toEqual([]);
          }
        }
      });

      it("changes only agent-configuration paths", () => {
        const status = git(repo, "status", "--porcelain", "--untracked-files=all")
          .split("\n")
          .filter(Boolean)
          .map((l) => l.slice(3));
        expect(status.filter((p) => !agentPath(p))).toEqual([]);
      });
    });
  }
});
