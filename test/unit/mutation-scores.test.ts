import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createHash } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import {
  folderOf,
  folderScores,
  filesInScope,
  scoreOf,
  scoresOfReport,
  summarize,
  wilson,
} from "../mutation-scores/scores.js";
import {
  NOT_SAMPLED,
  describeSample,
  inSample,
  rateOf,
  repositoryPath,
  sampleSettings,
  settingsOfReason,
} from "../mutation-scores/sample-checker.js";

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

  it("records a file the run was asked to mutate and found no mutant in as measured, with nothing to count", () => {
    const sources: Record<string, string> = { "src/types.ts": "export type T = 1;\n", "ir/a.ts": "x" };
    const mutants = [{ status: "Killed" }];
    const scores = scoresOfReport(
      { files: { "ir/a.ts": { source: "x", mutants } } },
      "2026-11-29",
      (file) => sources[file],
      ["ir/a.ts", "src/types.ts", "src/gone.ts"],
    );
    expect(Object.keys(scores)).toEqual(["ir/a.ts", "src/types.ts"]);
    expect(scores["ir/a.ts"]!.killed).toBe(1);
    expect(scores["src/types.ts"]).toEqual({
      sha256: createHash("sha256").update(sources["src/types.ts"]!).digest("hex"),
      measured: "2026-11-29",
      killed: 0,
      timedOut: 0,
      survived: 0,
      noCoverage: 0,
      ignored: 0,
      tests: {},
    });
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

describe("a sampled mutation run", () => {
  const mutant = (file: string, line: number, column: number, mutatorName = "StringLiteral") => ({
    fileName: file,
    location: { start: { line, column }, end: { line, column: column + 4 } },
    mutatorName,
    replacement: '""',
  });
  const many = Array.from({ length: 4000 }, (_, i) => mutant("/sandbox/src/formats/aix/read.ts", 1 + (i >> 4), i % 16));

  it("draws each mutant by what it is, the same wherever the sandbox is, at the rate asked", () => {
    const drawn = many.filter((m) => inSample(m, 0.2, "agentc")).length;
    // Binomial(4000, 0.2): mean 800, sd 25.3; ±5 sd.
    expect(drawn).toBeGreaterThan(800 - 127);
    expect(drawn).toBeLessThan(800 + 127);
    for (const m of many.slice(0, 200)) {
      const moved = { ...m, fileName: m.fileName.replace("/sandbox/", "/elsewhere/.stryker-tmp/sandbox-1/") };
      expect(inSample(moved, 0.2, "agentc")).toBe(inSample(m, 0.2, "agentc"));
    }
    // Another seed is another sample; rate 1 takes all; a mutant's mutator is part of what it is.
    expect(many.filter((m) => inSample(m, 0.2, "agentc") !== inSample(m, 0.2, "other")).length).toBeGreaterThan(400);
    expect(many.every((m) => inSample(m, 1, "agentc"))).toBe(true);
    const both = many
      .slice(0, 400)
      .filter((m) => inSample(m, 0.5, "s") !== inSample({ ...m, mutatorName: "x" }, 0.5, "s"));
    expect(both.length).toBeGreaterThan(100);
    expect(repositoryPath("C:\\work\\.stryker-tmp\\sandbox\\ir\\json\\value.ts")).toBe("ir/json/value.ts");
  });

  it("refuses a rate outside (0, 1]", () => {
    for (const bad of [undefined, "", "0", "-0.1", "1.5", "x"])
      expect(() => sampleSettings({ AGENTC_MUTANT_SAMPLE: bad })).toThrow(/AGENTC_MUTANT_SAMPLE/);
    expect(sampleSettings({ AGENTC_MUTANT_SAMPLE: "0.25" })).toEqual({ rate: 0.25, seed: "agentc" });
  });

  it("draws some folders at rates of their own, and reads them back from a left-out mutant's reason", () => {
    const settings = sampleSettings({
      AGENTC_MUTANT_SAMPLE: "0.02",
      AGENTC_MUTANT_SEED: "fourth",
      AGENTC_MUTANT_RATES: "src/formats/core/=0.5,src/formats/=0.1,src/formats/core/x/=1",
    });
    // The longest prefix wins, whatever the order; a file under none takes the run's rate.
    expect(rateOf("src/formats/core/graph.ts", settings)).toBe(0.5);
    expect(rateOf("src/formats/core/x/y.ts", settings)).toBe(1);
    expect(rateOf("src/formats/aix/read.ts", settings)).toBe(0.1);
    expect(rateOf("ir/json/value.ts", settings)).toBe(0.02);
    const reason = `${NOT_SAMPLED} ${describeSample(settings)}`;
    expect(reason).toBe(
      "not in the sample (rate 0.02, seed fourth, rates src/formats/core/=0.5,src/formats/=0.1,src/formats/core/x/=1)",
    );
    expect(settingsOfReason(reason)).toEqual({ rate: 0.02, rates: settings.rates });
    expect(settingsOfReason(`${NOT_SAMPLED} (rate 0.25, seed agentc)`)).toEqual({ rate: 0.25 });
    expect(settingsOfReason("Type error")).toBeUndefined();
    for (const bad of ["src/=0", "=0.5", "src/", "src/=2", "src/=x"])
      expect(() => sampleSettings({ AGENTC_MUTANT_SAMPLE: "0.1", AGENTC_MUTANT_RATES: bad })).toThrow(
        /AGENTC_MUTANT_RATES/,
      );
    // Each file's score records its own rate.
    const out = { status: "CompileError", statusReason: reason };
    const scores = scoresOfReport(
      {
        files: {
          "src/formats/core/a.ts": { source: "a", mutants: [{ status: "Killed" }, out] },
          "ir/b.ts": { source: "b", mutants: [{ status: "Survived" }, out] },
        },
      },
      "d",
    );
    expect([scores["src/formats/core/a.ts"]!.sample, scores["ir/b.ts"]!.sample]).toEqual([0.5, 0.02]);
  });

  it("scores only the mutants drawn, records the rate, and weighs a folder's files by it", () => {
    const out = { status: "CompileError", statusReason: `${NOT_SAMPLED} (rate 0.25, seed agentc)` };
    const report = {
      files: {
        "src/formats/aix/a.ts": {
          source: "a",
          mutants: [{ status: "Killed" }, { status: "Survived" }, out, out, out, out, { status: "CompileError" }],
        },
        // Every mutant of this file happened to be drawn: still a sampled run.
        "src/formats/aix/b.ts": { source: "b", mutants: [{ status: "Killed" }] },
      },
    };
    const scores = scoresOfReport(report, "2026-11-28");
    expect(scores["src/formats/aix/a.ts"]).toMatchObject({ killed: 1, survived: 1, ignored: 1, sample: 0.25 });
    expect(scores["src/formats/aix/b.ts"]).toMatchObject({ killed: 1, survived: 0, sample: 0.25 });
    expect(
      scoresOfReport({ files: { "ir/c.ts": { source: "c", mutants: [{ status: "Killed" }] } } }, "d")["ir/c.ts"]!
        .sample,
    ).toBeUndefined();

    const base = { measured: "d", timedOut: 0, noCoverage: 0, ignored: 0, sha256: "" };
    const rows = [
      {
        file: "src/formats/aix/a.ts",
        state: "current" as const,
        score: { ...base, killed: 1, survived: 1, sample: 0.25 },
      },
      // A whole run of another file: its 10 mutants weigh 10, the sample's 2 weigh 8.
      { file: "src/formats/aix/c.ts", state: "current" as const, score: { ...base, killed: 10, survived: 0 } },
      { file: "src/formats/aix/d.ts", state: "stale" as const, score: { ...base, killed: 0, survived: 50 } },
      { file: "src/formats/air/e.ts", state: "not measured" as const },
      { file: "src/formats/format.ts", state: "current" as const, score: { ...base, killed: 3, survived: 1 } },
    ];
    const [aix, air, contracts] = folderScores(rows);
    expect(aix).toMatchObject({ folder: "src/formats/aix", files: 3, current: 2, tested: 12 });
    expect(aix!.score).toBeCloseTo((4 + 10) / (8 + 10), 12);
    expect(aix!.interval).toEqual(wilson(aix!.score, 12));
    expect(air).toMatchObject({ folder: "src/formats/air", current: 0, tested: 0 });
    expect(contracts).toMatchObject({ folder: "src/formats", score: 0.75 });
    expect(contracts!.interval).toBeUndefined();
    expect([folderOf("ir/json/value.ts"), folderOf("ir/index.ts"), folderOf("src/formats/core/x/y.ts")]).toEqual([
      "ir/json",
      "ir",
      "src/formats/core",
    ]);
  });

  it("gives Wilson's interval (values from the formula worked by hand)", () => {
    // p = 0.9, n = 100: centre (0.9 + 0.019208) / 1.038416 = 0.885202; half 1.96·√(0.0009 + 0.00009604) / 1.038416
    // = 0.059570; the interval statistics tables give for 90 of 100, [0.8256, 0.9448].
    const [lo, hi] = wilson(0.9, 100);
    expect(lo).toBeCloseTo(0.82563, 4);
    expect(hi).toBeCloseTo(0.94477, 4);
    expect(wilson(1, 50)[1]).toBe(1);
    expect(wilson(0.5, 0)).toEqual([0, 1]);
  });
});
