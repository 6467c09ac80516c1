/**
 * The unified diff `aigx export --dry-run` prints: checked against GNU `patch` (an independent
 * program applies each diff to the old text and must get the new one) and against `diff -u`'s
 * own hunk headers for the same two texts.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
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

describe("unifiedDiff", () => {
  it("gives patches GNU patch applies to the old text to get the new one, with diff -u's hunks", () => {
    const dir = tempDir();
    let compared = 0;
    for (let seed = 1; seed <= 120; seed++) {
      const [a, b] = pair(seed);
      const d = unifiedDiff("f.txt", a, b);
      if (a === b) {
        expect(d, `seed ${seed}`).toBe("");
        continue;
      }
      expect(patched(dir, a, d), `seed ${seed}\n${d}`).toBe(b);
      // diff -u on the same texts: its edit script may break ties differently, so the hunk count agrees on most pairs, not all.
      writeFileSync(join(dir, "a.txt"), a);
      writeFileSync(join(dir, "b.txt"), b);
      const gnu = spawnSync("diff", ["-u", "a.txt", "b.txt"], { cwd: dir, encoding: "utf8" }).stdout;
      const ours = headers(d).map((h) => h.replace(/\d+/g, "n"));
      if (headers(gnu).length === headers(d).length) compared++;
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
