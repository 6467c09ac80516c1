import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createHash } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { filesInScope, scoreOf, scoresOfReport, summarize } from "../mutation-scores/scores.js";

const dir = mkdtempSync(join(tmpdir(), "agentc-mutation-scores-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const put = (rel: string, text: string): void => {
  mkdirSync(join(dir, rel, ".."), { recursive: true });
  writeFileSync(join(dir, rel), text);
};

describe("mutation scores put together from partial runs", () => {
  it("counts a report's mutants by status, and scores detected over valid as Stryker does", () => {
    const mutants = ["Killed", "Killed", "Killed", "Timeout", "Survived", "NoCoverage", "Ignored", "CompileError"].map(
      (status) => ({ status }),
    );
    const s = scoresOfReport({ files: { "ir/a.ts": { source: "x", mutants } } }, "2026-11-26")["ir/a.ts"]!;
    expect(s).toEqual({
      sha256: createHash("sha256").update("x").digest("hex"),
      measured: "2026-11-26",
      killed: 3,
      timedOut: 1,
      survived: 1,
      noCoverage: 1,
      ignored: 2,
    });
    expect(scoreOf(s)).toBe(4 / 6);
  });

  it("takes the files stryker.config.json's patterns name, and counts only those measured at their current source", () => {
    put("ir/a.ts", "a");
    put("ir/b/c.ts", "c");
    put("ir/b/kinds.ts", "k");
    put("ir/x.generated.ts", "g");
    put("ir/b/d.ts", "d changed");
    const scope = filesInScope(dir, ["ir/**/*.ts", "!ir/**/*.generated.ts", "!ir/*/kinds.ts"]);
    expect(scope).toEqual(["ir/a.ts", "ir/b/c.ts", "ir/b/d.ts"]);
    const hash = (t: string): string => createHash("sha256").update(t).digest("hex");
    const base = { measured: "2026-11-26", timedOut: 0, noCoverage: 0, ignored: 0 };
    const { rows, total } = summarize(dir, scope, {
      "ir/a.ts": { ...base, sha256: hash("a"), killed: 8, survived: 2 },
      "ir/b/d.ts": { ...base, sha256: hash("d"), killed: 1, survived: 9 },
    });
    expect(rows.map((r) => [r.file, r.state])).toEqual([
      ["ir/a.ts", "current"],
      ["ir/b/c.ts", "not measured"],
      ["ir/b/d.ts", "stale"],
    ]);
    expect(total).toEqual({ killed: 8, timedOut: 0, survived: 2, noCoverage: 0 });
  });

  it("records the test files that covered a file's mutants, and calls the file stale when one of them changes or goes", () => {
    put("ir/e.ts", "e");
    put("test/unit/e.test.ts", "expect(e).toBe(1)");
    put("test/unit/f.test.ts", "expect(f).toBe(2)");
    put("test/unit/unrelated.test.ts", "other");
    const hash = (t: string): string => createHash("sha256").update(t).digest("hex");
    const report = {
      files: {
        "ir/e.ts": {
          source: "e",
          mutants: [
            { status: "Killed", coveredBy: ["0", "1"], killedBy: ["0"] },
            { status: "Survived", coveredBy: ["2"] },
          ],
        },
      },
      testFiles: {
        // The report keeps what the run read; a test file without its source is read from disk.
        "test/unit/e.test.ts": { source: "expect(e).toBe(1)", tests: [{ id: "0" }, { id: "1" }] },
        "test/unit/f.test.ts": { tests: [{ id: "2" }] },
        "test/unit/unrelated.test.ts": { source: "other", tests: [{ id: "3" }] },
      },
    };
    const scores = scoresOfReport(report, "2026-11-28", (f) =>
      f === "test/unit/f.test.ts" ? "expect(f).toBe(2)" : undefined,
    );
    expect(scores["ir/e.ts"]!.tests).toEqual({
      "test/unit/e.test.ts": hash("expect(e).toBe(1)"),
      "test/unit/f.test.ts": hash("expect(f).toBe(2)"),
    });
    const state = (): unknown => summarize(dir, ["ir/e.ts"], scores).rows.map((r) => [r.state, r.changedTests]);
    expect(state()).toEqual([["current", undefined]]);
    expect(summarize(dir, ["ir/e.ts"], scores).total.killed).toBe(1);
    put("test/unit/unrelated.test.ts", "other, changed");
    expect(state(), "a test file that covers none of its mutants").toEqual([["current", undefined]]);
    put("test/unit/f.test.ts", "expect(f).toBe(3)");
    expect(state()).toEqual([["stale", ["test/unit/f.test.ts"]]]);
    expect(summarize(dir, ["ir/e.ts"], scores).total.killed, "a stale file counts as not measured").toBe(0);
    put("test/unit/f.test.ts", "expect(f).toBe(2)");
    rmSync(join(dir, "test/unit/e.test.ts"));
    expect(state()).toEqual([["stale", ["test/unit/e.test.ts"]]]);
  });

  it("records no covering tests for a report without per-test coverage (unknown, not none)", () => {
    const s = scoresOfReport({ files: { "ir/a.ts": { source: "x", mutants: [{ status: "Killed" }] } } }, "2026-11-28")[
      "ir/a.ts"
    ]!;
    expect(s.tests).toBeUndefined();
  });
});
