/**
 * Scale without cliffs (issue 36): what grows ten times costs about ten times, and large or deep
 * inputs end in a verdict, never in a stack overflow. Ratios, not wall-clock limits: a loaded
 * machine slows both sides of a ratio alike.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { readAixText } from "../../src/readers/aix/read-agent.js";
import { readAirWorld } from "../../src/readers/air/read-world.js";
import { agentcInProcess } from "../support/cli.js";
import { tempDir } from "../support/tmp.js";

/** An AIX document whose `x-big` mapping has `n` keys, quoted so that the block reader leaves it to the YAML library. */
const bigMapping = (n: number): string => {
  const lines = ["meta:", '  version: "1.0"', "x-big:"];
  for (let i = 0; i < n; i++) lines.push(`  "k${i}": ${i}`);
  return `${lines.join("\n")}\n`;
};

function seconds(f: () => void): number {
  const t = process.hrtime.bigint();
  f();
  return Number(process.hrtime.bigint() - t) / 1e9;
}

describe("the AIX YAML duplicate-key check", () => {
  it("is linear: a 100,000-key mapping reads within 15x the time of a 10,000-key one (a quadratic check: about 100x)", () => {
    const small = bigMapping(10_000);
    const large = bigMapping(100_000);
    const ratios: string[] = [];
    // A second attempt only when the first misses: a burst of load from elsewhere can stretch one
    // run, but no burst brings a quadratic check (about 100x) under 15x.
    for (let attempt = 0; attempt < 2; attempt++) {
      // The better of two for the small one (the first also warms the reader up): a pause in it
      // would make the ratio look better than it is, not worse.
      const t10 = Math.min(seconds(() => readAixText("a.aix", small, "yaml")), seconds(() => readAixText("a.aix", small, "yaml")));
      let src: ReturnType<typeof readAixText> | undefined;
      const t100 = seconds(() => (src = readAixText("b.aix", large, "yaml")));
      expect(src!.diagnostics.all.filter((d) => d.severity === "error")).toEqual([]);
      expect(Object.keys(src!.doc!["x-big"] as object)).toHaveLength(100_000);
      ratios.push(`10,000 keys ${t10.toFixed(2)} s, 100,000 keys ${t100.toFixed(2)} s: ${(t100 / t10).toFixed(1)}x`);
      if (t100 / t10 < 15) break;
    }
    expect(Number(/([\d.]+)x$/.exec(ratios.at(-1)!)![1]), ratios.join("; ")).toBeLessThan(15);
  });

  it("reports what the library's own check (uniqueKeys) reports, where it reports it", () => {
    const cases = [
      "a: 1\na: 2\n",
      "a: {x: 1, x: 2}\nb: 1\n",
      "1: a\n\"1\": b\n",
      "1: a\n1: b\nc: [\n",
      "!!str k: 1\n!!str k: 2\n",
      "k: 1\n&b k: 2\n",
      "k: 1\n? k\n: 2\n",
      '{k: 1, "k": 2}\n',
      "a:\n  - {x: 1}\n  - {y: 1, y: 2}\n",
      "k: 1\n? |\n  k\n: 2\n",
      "1.0: a\n1: b\n1.0: c\n",
      "null: a\n~: b\n",
      "true: a\nTrue: b\n",
      "? [1]\n: 1\n? [1]\n: 2\n",
    ];
    for (const text of cases) {
      const ref = parseDocument(text, { version: "1.2", intAsBigInt: true, uniqueKeys: true, prettyErrors: false });
      const want = ref.errors.map((e) => `${e.code}@${e.pos[0]}`);
      const lines = (at: number): string => `${text.slice(0, at).split("\n").length}:${at - text.lastIndexOf("\n", at - 1)}`;
      const got = readAixText("a.aix", text, "yaml").diagnostics.all.filter((d) => d.severity === "error").map((d) => `${d.line}:${d.col} ${d.message}`);
      expect(got, JSON.stringify(text)).toEqual(ref.errors.map((e) => `${lines(e.pos[0])} ${e.message.split("\n")[0]}`));
      expect(want.length > 0, JSON.stringify(text)).toBe(got.length > 0);
    }
  });
});

describe("large AIR files", () => {
  it("150,000 nodes in one file are read and hashed (air hash) without overflowing the stack (a spread of them did, past about 120,000)", async () => {
    const n = 150_000;
    const nodes = Array.from({ length: n }, (_, i) => `{"$kind":"defschema","name":"a/s${i}@1","type":{"text":{}}}`);
    const file = join(tempDir(), "big.air.json");
    writeFileSync(file, `[${nodes.join(",")}]`);
    expect(readAirWorld(file).nodes).toHaveLength(n);
    const hashed = await agentcInProcess(["air", "hash", file]);
    expect(hashed.stderr).not.toContain("AGC-INTERNAL");
    expect(hashed.status, hashed.stderr.slice(0, 500)).toBe(0);
    expect(hashed.stdout.trimEnd().split("\n")).toHaveLength(n);
  });
});
