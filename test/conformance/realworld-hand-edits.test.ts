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
const repos = readdirSync(REALWORLD)
  .filter((r) => existsSync(join(REALWORLD, r, "AGENTS.md")) && lstatSync(join(REALWORLD, r, "AGENTS.md")).isFile())
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
const snapshot = (dir: string): Map<string, string> => new Map(walkFiles(dir).map((f) => [f, readFileSync(join(dir, f)).toString("base64")]));

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
      const holders = walkFiles(dir).filter((f) => !f.startsWith(".aigx/") && f !== "AGENTS.md" && readFileSync(join(dir, f), "utf8").includes(appended));
      expect(holders.length, "files besides AGENTS.md holding the appended line").toBeGreaterThan(0);
      const before = snapshot(dir);
      round(dir);
      expect(snapshot(dir)).toEqual(before);
    });
  }
});
