/**
 * ir/io/file-set: a set written all or nothing. A failure removes the directories the call made
 * (the first of each chain) and its temporaries, and names the file it was writing; a directory that
 * was there is swept of the temporaries a killed run of this host left, and of nothing else.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeFileSet } from "../../ir/io/file-set.js";
import { tempSibling } from "../../ir/io/atomic-write.js";

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
const tmp = (): string => {
  const d = mkdtempSync(join(tmpdir(), "agentc-mut-fileset-"));
  dirs.push(d);
  return d;
};
/** Above Linux's largest pid_max (2^22): no process has it. */
const GONE_PID = 4_194_400;

describe("writeFileSet", () => {
  it("a failure removes the directories it made and its temporaries, and names the file", () => {
    const d = tmp();
    writeFileSync(join(d, "blocker"), "");
    const target = join(d, "blocker", "x.md");
    let error: unknown;
    try {
      writeFileSet([
        [join(d, "new1", "deep", "a.md"), "A"],
        [join(d, "b.md"), "B"],
        [target, "x"],
      ]);
    } catch (e) {
      error = e;
    }
    expect((error as Error).message).toBe(`cannot write ${target}: something else is already there (EEXIST)`);
    expect(readdirSync(d)).toEqual(["blocker"]);
  });

  it("sweeps a directory that was there of this host's dead temporaries only", () => {
    const d = tmp();
    const sub = join(d, "rules");
    mkdirSync(sub);
    const own = basename(tempSibling(join(sub, "x")));
    const tag = /^\.agentc-tmp-([0-9a-z]+)-/.exec(own)![1]!;
    const dead = `.agentc-tmp-${tag}-${GONE_PID}-0-0123abcd.a.md`;
    const alive = `.agentc-tmp-${tag}-${process.pid}-0-0123abcd.a.md`;
    const foreign = `.agentc-tmp-${tag}zz-${GONE_PID}-0-0123abcd.a.md`;
    for (const n of [dead, alive, foreign, "mine.md"]) writeFileSync(join(sub, n), "t");
    writeFileSet([[join(sub, "a.md"), "A"]]);
    expect(readdirSync(sub).sort()).toEqual([alive, foreign, "a.md", "mine.md"].sort());
    expect(readFileSync(join(sub, "a.md"), "utf8")).toBe("A");
    expect(existsSync(join(sub, dead))).toBe(false);
  });
});
