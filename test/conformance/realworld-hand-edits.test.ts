/**
 * The main job with hand edits in between (issue 32's flow, as people use it): in a copy of each real
 * repository with a root AGENTS.md, `import` then `aigx export --format all`; then a person edits
 * AGENTS.md (a line appended at its end, the commonest edit, which lands after the addendum export
 * writes last; and a line changed inside a rule); `import` and `export` again must keep the edit in
 * AGENTS.md, carry it to the other tools' files, and a further round must change no byte.
 */
import { cpSync, readdirSync, readFileSync, existsSync, writeFileSync, lstatSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { agentc } from "../support/cli.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

const REALWORLD = join(repoRoot, "test/fixtures/realworld");
const hasRootAgentsMd = (r: string): boolean =>
  existsSync(join(REALWORLD, r, "AGENTS.md")) && lstatSync(join(REALWORLD, r, "AGENTS.md")).isFile();
const repos = readdirSync(REALWORLD).filter(hasRootAgentsMd).sort();
/** Repositories whose rules live elsewhere (Zed's `.rules`, CLAUDE.md, Cursor's rules…): the first export writes their AGENTS.md. */
const withoutAgentsMd = readdirSync(REALWORLD)
  .filter((r) => lstatSync(join(REALWORLD, r)).isDirectory() && !existsSync(join(REALWORLD, r, "AGENTS.md")))
  .sort();

/** Every file of the tree (links to files as the files they are), by path, walked here rather than by agentc. */
function walkFiles(dir: string, rel = ""): string[] {
  return readdirSync(join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) return walkFiles(dir, r);
    return e.isFile() || (e.isSymbolicLink() && existsSync(join(dir, r)) && statSync(join(dir, r)).isFile()) ? [r] : [];
  });
}

/** Every file of the tree and its bytes (what a round may change). */
const snapshot = (dir: string): Map<string, string> =>
  new Map(walkFiles(dir).map((f) => [f, readFileSync(join(dir, f)).toString("base64")]));

function round(dir: string): void {
  const i = agentc(["import", "."], { cwd: dir });
  expect(i.status, i.stderr).toBe(0);
  const e = agentc(["aigx", "export", "--format", "all"], { cwd: dir });
  expect(e.status, e.stderr).toBe(0);
}

describe("hand edits between two rounds of the main job, on real repositories", () => {
  // The floor: the test is about real repositories, not an empty list.
  it("has real repositories with a root AGENTS.md to edit", () => expect(repos.length).toBeGreaterThanOrEqual(5));

  for (const repo of repos) {
    it(`${repo}: a line appended to AGENTS.md and a line changed in it are kept, reach the other tools, and the next round changes nothing`, () => {
      const dir = join(tempDir(), repo);
      cpSync(join(REALWORLD, repo), dir, { recursive: true, verbatimSymlinks: true });
      round(dir);
      const agents = join(dir, "AGENTS.md");
      const text = readFileSync(agents, "utf8");
      // A line inside a rule: the first bullet of the file, changed.
      const bullet = text.split("\n").find((l) => /^- \S/.test(l) && text.indexOf(l) === text.lastIndexOf(l));
      const appended = "- Run the linter before every commit (a hand edit).";
      let edited = `${text.trimEnd()}\n\n${appended}\n`;
      if (bullet) edited = edited.replace(bullet, `${bullet} (edited by hand)`);
      writeFileSync(agents, edited);
      round(dir);
      const after = readFileSync(agents, "utf8");
      expect(after).toContain(appended);
      if (bullet) expect(after).toContain(`${bullet} (edited by hand)`);
      // The edit is the genome's now: the other tools' always-on files carry it too.
      const holders = walkFiles(dir).filter(
        (f) => !f.startsWith(".aigx/") && f !== "AGENTS.md" && readFileSync(join(dir, f), "utf8").includes(appended),
      );
      expect(holders.length, "files besides AGENTS.md holding the appended line").toBeGreaterThan(0);
      const before = snapshot(dir);
      round(dir);
      expect(snapshot(dir)).toEqual(before);
    });
  }

  // The edit reaches the genome through AGENTS.md, a copy export wrote; the file the rule was first read
  // from keeps its old text where export does not rewrite it (Zed's `.rules` is not among `--format
  // all`'s ten). The next import must not take that stale source for news and undo the edit.
  it("has real repositories whose rules live in files other than AGENTS.md", () =>
    expect(withoutAgentsMd.length).toBeGreaterThanOrEqual(10));

  for (const repo of withoutAgentsMd) {
    it(`${repo}: a line appended to the AGENTS.md export wrote survives the next two rounds, though the rule's first home still says otherwise`, () => {
      const dir = join(tempDir(), repo);
      cpSync(join(REALWORLD, repo), dir, { recursive: true, verbatimSymlinks: true });
      round(dir);
      const agents = join(dir, "AGENTS.md");
      if (!existsSync(agents)) {
        // A repository with no rule at all gets no AGENTS.md: nothing to edit, and nothing was written.
        expect(walkFiles(dir).filter((f) => f.startsWith(".aigx/") && f.endsWith("rules.aigx"))).toEqual([]);
        return;
      }
      const appended = "- Keep the changelog in step with every release (a hand edit).";
      writeFileSync(agents, `${readFileSync(agents, "utf8").trimEnd()}\n\n${appended}\n`);
      round(dir);
      expect(readFileSync(agents, "utf8")).toContain(appended);
      const before = snapshot(dir);
      round(dir);
      expect(readFileSync(agents, "utf8")).toContain(appended);
      expect(snapshot(dir)).toEqual(before);
    });
  }
});
