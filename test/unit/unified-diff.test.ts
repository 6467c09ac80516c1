/**
 * The unified diff `aigx export --dry-run` prints: checked against GNU `patch` (an independent
 * program applies each diff to the old text and must get the new one) and against `diff -u`'s
 * own hunk headers for the same two texts.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { unifiedDiff } from "../../ir/edit/unified-diff.js";
import { tempDir } from "../support/tmp.js";
import { prng } from "../support/prng.js";

/** A text of short lines from a small alphabet (repeated lines make the edit script ambiguous), edited at random. */
function pair(seed: number): [string, string] {
  const r = prng(seed);
  const line = (): string => "abcde"[Math.floor(r() * 5)]!.repeat(1 + Math.floor(r() * 2));
  const a = Array.from({ length: Math.floor(r() * 40) }, line);
  const b = a.flatMap((l) => (r() < 0.1 ? [] : r() < 0.1 ? [line(), l] : r() < 0.05 ? [line()] : [l]));
  const end = (): string => (r() < 0.2 ? "" : "\n");
  return [a.length ? a.join("\n") + end() : "", b.length ? b.join("\n") + end() : ""];
}

const patched = (dir: string, before: string, diff: string): string => {
  writeFileSync(join(dir, "f.txt"), before);
  writeFileSync(join(dir, "d.patch"), diff);
  const r = spawnSync("patch", ["-p1", "-s", "-f", "-i", "d.patch"], { cwd: dir, encoding: "utf8" });
  expect(r.status, `${r.stdout}${r.stderr}`).toBe(0);
  return readFileSync(join(dir, "f.txt"), "utf8");
};

const headers = (diff: string): string[] => diff.split("\n").filter((l) => l.startsWith("@@"));

/**
 * Every pair's old and new text, each pair in a folder of its own (`s<seed>/f.txt`) under `a/` and
 * `b/`: one `patch` run applies every diff to `a/` and one `diff -ru a b` gives GNU's hunks for every
 * pair, instead of two processes per pair. Each diff still names only its own file, and `patch`
 * fails (exit status 1) if any hunk of any of them does not apply.
 */
function pairsOnDisk(dir: string, pairs: ReadonlyArray<{ seed: number; a: string; b: string }>): void {
  for (const { seed, a, b } of pairs)
    for (const [side, text] of [
      ["a", a],
      ["b", b],
    ] as const) {
      mkdirSync(join(dir, side, `s${seed}`), { recursive: true });
      writeFileSync(join(dir, side, `s${seed}`, "f.txt"), text);
    }
}

/** `diff -ru a b`'s output cut at each file's `diff` line, by the pair's folder. */
function gnuDiffs(dir: string): Map<string, string> {
  const r = spawnSync("diff", ["-ru", "a", "b"], { cwd: dir, encoding: "utf8" });
  expect(r.status, r.stderr).toBe(1); // 1: differences found (2 is trouble)
  const out = new Map<string, string>();
  for (const part of r.stdout.split(/^(?=diff -ru )/m)) {
    const m = /^diff -ru a\/(s\d+)\/f\.txt /.exec(part);
    if (m) out.set(m[1]!, part);
  }
  return out;
}

describe("unifiedDiff", () => {
  it("gives patches GNU patch applies to the old text to get the new one, with diff -u's hunks", () => {
    const dir = tempDir();
    const pairs = Array.from({ length: 120 }, (_, i) => {
      const [a, b] = pair(i + 1);
      return { seed: i + 1, a, b, d: unifiedDiff(`s${i + 1}/f.txt`, a, b) };
    });
    for (const { seed, a, b, d } of pairs) if (a === b) expect(d, `seed ${seed}`).toBe("");
    const changed = pairs.filter((p) => p.a !== p.b);
    expect(changed.length).toBeGreaterThan(100);
    pairsOnDisk(dir, changed);
    const gnu = gnuDiffs(dir);
    writeFileSync(join(dir, "all.patch"), changed.map((p) => p.d).join(""));
    const r = spawnSync("patch", ["-p1", "-s", "-f", "-d", "a", "-i", "../all.patch"], { cwd: dir, encoding: "utf8" });
    expect(r.status, `${r.stdout}${r.stderr}`).toBe(0);
    let compared = 0;
    for (const { seed, b, d } of changed) {
      expect(readFileSync(join(dir, "a", `s${seed}`, "f.txt"), "utf8"), `seed ${seed}\n${d}`).toBe(b);
      // diff -u on the same texts: its edit script may break ties differently, so the hunk count agrees on most pairs, not all.
      const ours = headers(d).map((h) => h.replace(/\d+/g, "n"));
      if (headers(gnu.get(`s${seed}`) ?? "").length === headers(d).length) compared++;
      expect(ours.length, `seed ${seed}`).toBeGreaterThan(0);
    }
    // Agreement with diff -u on most pairs (the ties aside): a hunking bug would break it on many.
    expect(compared).toBeGreaterThan(60);
  });

  it("names a file created or removed /dev/null and marks a last line without its newline", () => {
    expect(unifiedDiff("x.md", undefined, "a\nb\n")).toBe("--- /dev/null\n+++ b/x.md\n@@ -0,0 +1,2 @@\n+a\n+b\n");
    expect(unifiedDiff("x.md", "a\n", undefined)).toBe("--- a/x.md\n+++ /dev/null\n@@ -1 +0,0 @@\n-a\n");
    expect(unifiedDiff("x.md", "a\nb", "a\nb\n")).toBe(
      "--- a/x.md\n+++ b/x.md\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n",
    );
  });

  it("shows one changed line of a long file in one hunk of seven lines", () => {
    const lines = Array.from({ length: 200 }, (_, i) => `line ${i}`);
    const after = lines.map((l, i) => (i === 100 ? "changed" : l));
    const d = unifiedDiff("big.txt", `${lines.join("\n")}\n`, `${after.join("\n")}\n`);
    expect(headers(d)).toEqual(["@@ -98,7 +98,7 @@"]);
    expect(d.split("\n").filter((l) => /^[-+][^-+]/.test(l))).toEqual(["-line 100", "+changed"]);
  });

  it("a whole-file hunk writes its ranges as diff -u does: empty as 0,0, one line alone", () => {
    const many = Array.from({ length: 2_500 }, (_, i) => `line ${i}`).join("\n") + "\n";
    const created = unifiedDiff("f.txt", "", many);
    expect(created.split("\n").slice(0, 4)).toEqual(["--- a/f.txt", "+++ b/f.txt", "@@ -0,0 +1,2500 @@", "+line 0"]);
    const toOne = unifiedDiff("f.txt", many, "only");
    expect(toOne.split("\n").slice(0, 3)).toEqual(["--- a/f.txt", "+++ b/f.txt", "@@ -1,2500 +1 @@"]);
    expect(toOne.endsWith("-line 2499\n+only\n\\ No newline at end of file\n")).toBe(true);
    expect(toOne.split("\n").length).toBe(3 + 2_500 + 2 + 1);
  });

  it("two unrelated long files: one hunk replacing the whole file, fast (no quadratic search), and patch applies it", () => {
    const dir = tempDir();
    for (const [end1, end2] of [
      ["\n", "\n"],
      ["", "\n"],
      ["\n", ""],
    ]) {
      const a = Array.from({ length: 20_000 }, (_, i) => `line ${i}`).join("\n") + end1;
      const b = Array.from({ length: 20_000 }, (_, i) => `other ${i}`).join("\n") + end2;
      const t0 = performance.now();
      const d = unifiedDiff("f.txt", a, b);
      // The bounded search gives up after a fixed number of edits: well under the 70 s the full search took.
      expect(performance.now() - t0).toBeLessThan(10_000);
      expect(headers(d)).toEqual(["@@ -1,20000 +1,20000 @@"]);
      expect(patched(dir, a, d)).toBe(b);
    }
  });
});
