/**
 * ir/io's crash and concurrency paths, staged by hand in this process (the spawning tests in
 * test/unit/output-locks, crash-debris, concurrent-writers are left out of the mutation run):
 * lock files naming a process that is gone, one on another host, one left empty; temporaries left
 * beside an output; a journal left half-applied; an output name taken by a dangling link.
 */
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { hostname, tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { acquireLock, acquireLockSync, lockFileOf, withLockSync } from "../../ir/io/file-lock.js";
import { isRunning, selfIdentity } from "../../ir/io/process-identity.js";
import { isStaleTemporary, removeStaleTemporaries, staleTemporaries, tempSibling } from "../../ir/io/atomic-write.js";
import { AppendJournal, JOURNAL_FILE } from "../../ir/io/append-journal.js";
import { holdsExactly, directoryOf, oneFile, writeOutput } from "../../ir/io/output-files.js";
import { isUnder, linkLeaving, linkOutsideDiagnostic, linkTargetInside, realRootOf } from "../../ir/io/inside-root.js";
import { diskTree } from "../../ir/io/file-tree.js";
import { writeFileSet } from "../../ir/io/file-set.js";

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
const tmp = (): string => {
  const d = mkdtempSync(join(tmpdir(), "agentc-mut-locks-"));
  dirs.push(d);
  return d;
};
/** Above Linux's largest pid_max (2^22): no process has it. */
const GONE_PID = 4_194_400;

describe("file locks", () => {
  it("a lock naming a process that is gone is broken; one on another host is waited for and named", () => {
    expect(isRunning({ pid: GONE_PID })).toBe(false);
    expect(isRunning({ pid: GONE_PID, host: hostname() })).toBe(false);
    expect(isRunning({ pid: GONE_PID, host: `not-${hostname()}` })).toBe(true);
    const d = tmp();
    const target = join(d, "out.aegx");
    const lockFile = lockFileOf(target);
    expect(lockFile).toBe(join(d, ".agentc-lock.out.aegx"));
    writeFileSync(lockFile, JSON.stringify({ pid: GONE_PID, host: hostname(), since: "2020-01-01T00:00:00Z" }));
    const lock = acquireLockSync(target, { timeoutMs: 0 });
    const mine = JSON.parse(readFileSync(lockFile, "utf8")) as { pid: number };
    expect(mine.pid).toBe(process.pid);
    lock.release();
    expect(existsSync(lockFile)).toBe(false);

    writeFileSync(
      lockFile,
      JSON.stringify({ pid: GONE_PID, host: "elsewhere.invalid", since: "2020-01-01T00:00:00Z" }),
    );
    let message = "";
    try {
      acquireLockSync(target, { timeoutMs: 20 });
    } catch (e) {
      expect((e as { code?: string }).code).toBe("AGC-LOCKED");
      message = (e as Error).message;
    }
    expect(message).toMatch(
      new RegExp(
        `^${target.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} is being written by another run \\(pid ${GONE_PID} on elsewhere\\.invalid, since 2020-01-01T00:00:00Z\\); waited 0\\.[0-9] s for its lock .*\\.agentc-lock\\.out\\.aegx\\. If no agentc is running on it, remove that file\\.$`,
      ),
    );
    // Its lock is left as it was: nothing of another host's is broken by guesswork.
    expect(JSON.parse(readFileSync(lockFile, "utf8"))).toMatchObject({ host: "elsewhere.invalid" });
  });

  it("an empty lock file is one being written for ten seconds, then stale", () => {
    const d = tmp();
    const target = join(d, "t");
    const lockFile = lockFileOf(target);
    writeFileSync(lockFile, "");
    expect(() => acquireLockSync(target, { timeoutMs: 0 })).toThrow(/a run that has not said who it is/);
    expect(readFileSync(lockFile, "utf8")).toBe("");
    const old = (Date.now() - 60_000) / 1000;
    utimesSync(lockFile, old, old);
    const lock = acquireLockSync(target, { timeoutMs: 0 });
    expect(readFileSync(lockFile, "utf8")).toContain(`"pid":${process.pid}`);
    lock.release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it("a blocking waiter takes an empty lock once its ten seconds are up, within its timeout", () => {
    const d = tmp();
    const target = join(d, "t");
    const lockFile = lockFileOf(target);
    writeFileSync(lockFile, "");
    const almost = (Date.now() - 9_960) / 1000;
    utimesSync(lockFile, almost, almost);
    const lock = acquireLockSync(target, { timeoutMs: 5_000 });
    expect(readFileSync(lockFile, "utf8")).toContain(`"pid":${process.pid}`);
    lock.release();
  });

  it("a waiter takes the lock once its holder lets go, within its timeout", async () => {
    const d = tmp();
    const target = join(d, "t");
    const lockFile = lockFileOf(target);
    writeFileSync(lockFile, JSON.stringify({ pid: 1, host: "elsewhere.invalid" }));
    setTimeout(() => rmSync(lockFile, { force: true }), 15);
    const lock = await acquireLock(target, { timeoutMs: 5_000 });
    expect(JSON.parse(readFileSync(lockFile, "utf8"))).toMatchObject({ pid: process.pid });
    lock.release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it("locks are re-entrant: the file goes with the last release, and are removed at exit", () => {
    const d = tmp();
    const target = join(d, "t");
    const lockFile = lockFileOf(target);
    const outer = acquireLockSync(target, { timeoutMs: 0 });
    expect(process.listeners("exit").some((f) => f.name === "releaseAll")).toBe(true);
    withLockSync(target, () => expect(existsSync(lockFile)).toBe(true), { timeoutMs: 0 });
    expect(existsSync(lockFile)).toBe(true);
    const inner = acquireLockSync(target, { timeoutMs: 0 });
    inner.release();
    inner.release(); // a second release of one acquisition is nothing
    expect(existsSync(lockFile)).toBe(true);
    outer.release();
    expect(existsSync(lockFile)).toBe(false);
  });
});

describe("lock holders", () => {
  it("isRunning: no pid is no process; this pid with another start time is an earlier process", () => {
    const self = selfIdentity();
    expect(self.pid).toBe(process.pid);
    expect(self.host).toBe(hostname());
    expect(isRunning({ pid: 0 })).toBe(false);
    expect(isRunning({ pid: -1 })).toBe(false);
    expect(isRunning({ pid: 1.5 })).toBe(false);
    expect(isRunning({ pid: process.pid })).toBe(true);
    expect(isRunning(self)).toBe(true);
    // Linux tells a start time (elsewhere the pid decides): the same pid started at another time is not this process.
    if (process.platform === "linux") expect(self.start).toMatch(/^\d+$/);
    if (self.start !== undefined) expect(isRunning({ pid: process.pid, start: `${self.start}0` })).toBe(false);
  });

  it("a lock this host's live run holds is waited for and named without its host; one without a pid is unnamed", () => {
    const d = tmp();
    const target = join(d, "t");
    const lockFile = lockFileOf(target);
    // This process's own pid and start, written by "another" acquisition this process does not hold.
    writeFileSync(lockFile, JSON.stringify({ ...selfIdentity() }));
    expect(() => acquireLockSync(target, { timeoutMs: 0 })).toThrow(
      `${target} is being written by another run (pid ${process.pid}); waited 0.0 s for its lock ${lockFile}.`,
    );
    for (const text of ['{"host":"x"}', "{not json"]) {
      writeFileSync(lockFile, text);
      expect(() => acquireLockSync(target, { timeoutMs: 0 })).toThrow(
        `${target} is being written by another run (a run that has not said who it is)`,
      );
    }
  });

  it("a lock is made with its folder; a lock replaced while held is not removed by the release", () => {
    const d = tmp();
    const target = join(d, "new", "sub", "out");
    const lock = acquireLockSync(target, { timeoutMs: 0 });
    expect(lock.lockFile).toBe(join(d, "new", "sub", ".agentc-lock.out"));
    expect(lock.target).toBe(target);
    rmSync(lock.lockFile);
    writeFileSync(lock.lockFile, JSON.stringify({ pid: GONE_PID + 1, host: "elsewhere.invalid" }));
    lock.release();
    expect(JSON.parse(readFileSync(lock.lockFile, "utf8"))).toEqual({ pid: GONE_PID + 1, host: "elsewhere.invalid" });
  });
});

describe("append sessions", () => {
  it("a session rolls back what it appended, rewrote and created; one committed leaves no journal", () => {
    const d = tmp();
    writeFileSync(join(d, "a.log"), "abc");
    writeFileSync(join(d, "m.json"), "before");
    const j = AppendJournal.begin(d, { lengths: { "a.log": 3 }, restore: { "m.json": "before" } }, false);
    expect(() => AppendJournal.begin(d, { lengths: {}, restore: {} }, false)).toThrow(/EEXIST|exists/);
    writeFileSync(join(d, "a.log"), "abcdef");
    writeFileSync(join(d, "m.json"), "after");
    j.created("new.bin");
    writeFileSync(join(d, "new.bin"), "n");
    j.created("never.bin");
    expect(readFileSync(join(d, JOURNAL_FILE), "utf8").split("\n").slice(1)).toEqual(['"new.bin"', '"never.bin"', ""]);
    expect(j.rollBack()).toEqual({ cut: { "a.log": 3 }, restored: ["m.json"], removed: ["new.bin"] });
    expect(readdirSync(d).sort()).toEqual(["a.log", "m.json"]);
    expect(readFileSync(join(d, "a.log"), "utf8")).toBe("abc");
    expect(readFileSync(join(d, "m.json"), "utf8")).toBe("before");
    const k = AppendJournal.begin(d, { lengths: { "a.log": 3 }, restore: {} }, true);
    writeFileSync(join(d, "a.log"), "abcd");
    k.commit();
    expect(readdirSync(d).sort()).toEqual(["a.log", "m.json"]);
    expect(AppendJournal.recover(d, false)).toBeUndefined();
    expect(readFileSync(join(d, "a.log"), "utf8")).toBe("abcd");
  });
});

describe("crash debris", () => {
  it("a temporary is stale only when this host's process that made it is gone", () => {
    const d = tmp();
    const live = basename(tempSibling(join(d, "out.json")));
    const dead = live.replace(`-${process.pid}-`, `-${GONE_PID}-`);
    expect(dead).not.toBe(live);
    const host = /^\.agentc-tmp-(.+)-\d+-[0-9a-z]+-[0-9a-f]{8}\.out\.json$/.exec(live)![1]!;
    const elsewhere = live.replace(`${host}-${process.pid}-`, `x${host}-${GONE_PID}-`);
    expect(isStaleTemporary(live)).toBe(false);
    expect(isStaleTemporary(dead)).toBe(true);
    expect(isStaleTemporary(elsewhere)).toBe(false);
    expect(isStaleTemporary("out.json")).toBe(false);
    for (const n of [live, dead, elsewhere, "out.json"]) writeFileSync(join(d, n), "x");
    expect(staleTemporaries(d)).toEqual([dead]);
  });
});

describe("writing beside debris", () => {
  /** A temporary name beside `path` as a run of this host with pid GONE_PID would have made it. */
  const deadTemporary = (path: string): string =>
    basename(tempSibling(path)).replace(`-${process.pid}-`, `-${GONE_PID}-`);

  it("the first write into a folder sweeps a killed run's temporaries (files and folders), once; others stay", () => {
    const d = tmp();
    const out = join(d, "f.txt");
    const deadFile = deadTemporary(out);
    const deadDir = deadTemporary(join(d, "tree"));
    const live = basename(tempSibling(out));
    writeFileSync(join(d, deadFile), "half");
    mkdirSync(join(d, deadDir, "sub"), { recursive: true });
    writeFileSync(join(d, deadDir, "sub", "x"), "x");
    writeFileSync(join(d, live), "mine");
    writeFileSync(join(d, "keep.txt"), "k");
    expect(writeOutput(out, oneFile("1"))).toEqual([[out, Buffer.from("1")]]);
    expect(readdirSync(d).sort()).toEqual([live, "f.txt", "keep.txt"].sort());
    // Swept once per folder and process: debris left later waits for the next run.
    const later = deadTemporary(join(d, "g"));
    writeFileSync(join(d, later), "");
    expect(removeStaleTemporaries(d)).toEqual([]);
    expect(existsSync(join(d, later))).toBe(true);
  });

  it("a file set sweeps a killed run's temporaries from the folders it writes into, and a failure names the file", () => {
    const d = tmp();
    const dead = deadTemporary(join(d, "a.md"));
    writeFileSync(join(d, dead), "half");
    writeFileSet([
      [join(d, "a.md"), "A"],
      [join(d, "b.md"), "B"],
      [join(d, "new", "c.md"), "C"],
    ]);
    expect(readdirSync(d).sort()).toEqual(["a.md", "b.md", "new"]);
    expect(readdirSync(join(d, "new"))).toEqual(["c.md"]);
    writeFileSync(join(d, "blocker"), "");
    const target = join(d, "blocker", "x.md");
    expect(() =>
      writeFileSet([
        [join(d, "a.md"), "A2"],
        [target, "x"],
      ]),
    ).toThrow(`cannot write ${target}: something else is already there (EEXIST)`);
    expect(readFileSync(join(d, "a.md"), "utf8")).toBe("A");
    expect(readdirSync(d).sort()).toEqual(["a.md", "b.md", "blocker", "new"]);
  });

  it("a rerun finding its output already there rewrites nothing and needs no --force; other bytes are refused", () => {
    const d = tmp();
    const file = join(d, "f.txt");
    writeOutput(file, oneFile("same"));
    const old = (Date.now() - 3_600_000) / 1000;
    utimesSync(file, old, old);
    const before = statSync(file).mtimeMs;
    expect(writeOutput(file, oneFile("same"))).toEqual([[file, Buffer.from("same")]]);
    expect(statSync(file).mtimeMs).toBe(before);
    const dir = join(d, "out");
    const tree = directoryOf([["a/b.txt", "B"]], ["e"]);
    writeOutput(dir, tree);
    expect(writeOutput(dir, tree)).toEqual([[`${dir}/a/b.txt`, Buffer.from("B")]]);
    expect(() => writeOutput(dir, directoryOf([["a/b.txt", "C"]]))).toThrow(
      `${dir} exists and is not empty; nothing was written (use --force to replace it)`,
    );
    expect(readFileSync(join(dir, "a/b.txt"), "utf8")).toBe("B");
  });

  it("a directory output gets its modes and links", () => {
    const d = tmp();
    const dir = join(d, "skill");
    writeOutput(dir, {
      ...directoryOf([["run.sh", "#!/bin/sh\n"]]),
      modes: { "run.sh": 0o755 },
      links: [["l/to", "../run.sh"]],
    });
    expect(statSync(join(dir, "run.sh")).mode & 0o777).toBe(0o755);
    expect(lstatSync(join(dir, "l/to")).isSymbolicLink()).toBe(true);
    expect(readlinkSync(join(dir, "l/to"))).toBe("../run.sh");
    expect(readFileSync(join(dir, "l/to"), "utf8")).toBe("#!/bin/sh\n");
  });
});

describe("append journal", () => {
  it("begin writes the whole journal line", () => {
    const d = tmp();
    const start = { lengths: { "a.log": 3 }, restore: { "m.json": "{}" } };
    AppendJournal.begin(d, start, false);
    expect(readFileSync(join(d, JOURNAL_FILE), "utf8")).toBe(`${JSON.stringify(start)}\n`);
  });

  it("recover cuts what a killed session appended, leaves files shorter than recorded, removes what it created", () => {
    const d = tmp();
    writeFileSync(join(d, "a.log"), "0123456789");
    writeFileSync(join(d, "b.log"), "01234");
    writeFileSync(join(d, "m.json"), "after");
    writeFileSync(join(d, "new.bin"), "n");
    const start = {
      lengths: { "a.log": 4, "b.log": 20, "gone.log": 2 },
      restore: { "m.json": "before", "same.json": "s" },
    };
    writeFileSync(join(d, "same.json"), "s");
    writeFileSync(join(d, JOURNAL_FILE), `${JSON.stringify(start)}\n"new.bin"\n"never`);
    expect(AppendJournal.recover(d, true)).toEqual({ cut: { "a.log": 6 }, restored: ["m.json"], removed: ["new.bin"] });
    expect(readFileSync(join(d, "a.log"), "utf8")).toBe("0123");
    expect(readFileSync(join(d, "b.log"), "utf8")).toBe("01234");
    expect(readFileSync(join(d, "m.json"), "utf8")).toBe("before");
    expect(existsSync(join(d, "new.bin"))).toBe(false);
    expect(existsSync(join(d, "gone.log"))).toBe(false);
    expect(existsSync(join(d, JOURNAL_FILE))).toBe(false);
    expect(AppendJournal.recover(d, true)).toBeUndefined();
  });

  it("a journal whose first line lacks either half was cut short before the session wrote: it only goes", () => {
    for (const first of ['{"lengths":{"a":1}}', '{"restore":{"a":"x"}}', '{"lengths":{"a":1},"rest']) {
      const d = tmp();
      writeFileSync(join(d, "a"), "abc");
      writeFileSync(join(d, JOURNAL_FILE), `${first}\n`);
      expect(AppendJournal.recover(d, false)).toEqual({ cut: {}, restored: [], removed: [] });
      expect(readFileSync(join(d, "a"), "utf8")).toBe("abc");
      expect(existsSync(join(d, JOURNAL_FILE))).toBe(false);
    }
  });
});

describe("outputs", () => {
  it("holdsExactly: a directory missing a wanted file, or nothing there, holds no output", () => {
    const d = tmp();
    const out = directoryOf([
      ["a.txt", "A"],
      ["sub/b.txt", "B"],
    ]);
    expect(holdsExactly(join(d, "none"), out)).toBe(false);
    expect(holdsExactly(join(d, "none"), oneFile("A"))).toBe(false);
    const p = join(d, "o");
    mkdirSync(join(p, "sub"), { recursive: true });
    writeFileSync(join(p, "a.txt"), "A");
    expect(holdsExactly(p, out)).toBe(false);
    writeFileSync(join(p, "sub/b.txt"), "B");
    expect(holdsExactly(p, out)).toBe(true);
    // Anything more is not the same output: an empty folder it does not name, a link.
    mkdirSync(join(p, "extra"));
    expect(holdsExactly(p, out)).toBe(false);
    expect(holdsExactly(p, { ...out, emptyDirs: ["extra/"] })).toBe(true);
    symlinkSync("a.txt", join(p, "l"));
    expect(holdsExactly(p, { ...out, files: [...out.files, ["l", Buffer.from("A")]], emptyDirs: ["extra"] })).toBe(
      false,
    );
  });

  it("a dangling link where a file output goes is refused, not written through nor claimed written", () => {
    const d = tmp();
    const p = join(d, "out.md");
    symlinkSync(join(d, "nowhere"), p);
    expect(() => writeOutput(p, oneFile("x"))).toThrow(`${p} exists; nothing was written`);
    expect(existsSync(join(d, "nowhere"))).toBe(false);
  });
});

describe("links and skipped entries", () => {
  it("linkTargetInside: a link to a folder inside gives its path; one to the root itself gives none", () => {
    const d = tmp();
    mkdirSync(join(d, "sub"));
    symlinkSync("sub", join(d, "to-sub"));
    symlinkSync(".", join(d, "to-root"));
    expect(linkTargetInside(d, "to-sub")).toBe("sub");
    expect(linkTargetInside(d, "to-root")).toBeUndefined();
  });

  it("isUnder, realRootOf, linkLeaving: the first link on the way out is named, with where it leads", () => {
    expect(isUnder("/a/b", "/a/b")).toBe(true);
    expect(isUnder("/a/b", "/a/b/c")).toBe(true);
    expect(isUnder("/a/b", "/a/bc")).toBe(false);
    expect(isUnder("/a/b", "/a")).toBe(false);
    expect(isUnder("/", "/x")).toBe(true);
    const d = realpathSync.native(tmp());
    expect(realRootOf(join(d, "missing"))).toBe(join(d, "missing"));
    const repo = join(d, "repo");
    const out = join(d, "out");
    mkdirSync(join(repo, "sub"), { recursive: true });
    mkdirSync(out);
    writeFileSync(join(out, "file"), "x");
    writeFileSync(join(repo, "sub", "in.md"), "y");
    symlinkSync("../out", join(repo, ".claude"));
    symlinkSync("../out/file", join(repo, "f"));
    symlinkSync("sub", join(repo, "inside"));
    symlinkSync(".claude", join(repo, "via"));
    expect(realRootOf(repo)).toBe(repo);
    expect(linkLeaving(repo, ".claude/file")).toEqual({ link: ".claude", target: out });
    expect(linkLeaving(repo, "f")).toEqual({ link: "f", target: join(out, "file") });
    expect(linkLeaving(repo, "via/file")).toEqual({ link: "via", target: out });
    expect(linkLeaving(repo, "inside/in.md")).toBeUndefined();
    // A link staying inside on the way is passed over: the one leaving is named.
    symlinkSync("../../out", join(repo, "sub", "away"));
    expect(linkLeaving(repo, "inside/away/file")).toEqual({ link: "inside/away", target: out });
    expect(linkLeaving(repo, "sub/in.md")).toBeUndefined();
    expect(linkLeaving(repo, "missing/x")).toBeUndefined();
    expect(linkLeaving(repo, "../out/file")).toEqual({ link: "../out/file", target: join(out, "file") });
    expect(linkTargetInside(repo, "inside")).toBe("sub");
    expect(linkTargetInside(repo, "f")).toBeUndefined();
    expect(linkTargetInside(repo, "sub")).toBeUndefined();
    expect(linkOutsideDiagnostic(repo, { link: ".claude", target: out })).toEqual({
      code: "RULES-LINK-OUTSIDE",
      severity: "warning",
      message: `.claude is a symbolic link leading outside the repository (to ${out}); it is not followed: nothing under it is read`,
      file: join(repo, ".claude"),
    });
    expect(linkOutsideDiagnostic(repo, { link: "f", target: out }, "it is skipped").message).toMatch(
      /: it is skipped$/,
    );
  });

  it("a disk tree's skipped entries come sorted by name, in UTF-16 code units (not the bytes the listing sorts by)", () => {
    const d = tmp();
    // U+FF01 is EF BC 81 in UTF-8 and FF01 in UTF-16; U+1F600 is F0 9F 98 80 and D83D DE00: the two orders differ.
    const names = ["m", "z", "b", "\uff01", "\u{1f600}", "a"];
    for (const n of names) symlinkSync(join(d, "nowhere"), join(d, n));
    const skipped = diskTree(d).skipped!("");
    expect(skipped.map((s) => s.name)).toEqual(["a", "b", "m", "z", "\u{1f600}", "\uff01"]);
  });
});
