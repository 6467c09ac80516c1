/** Batch conversion on two threads gives what it gives on one (the worker runs only compiled). */
import { copyFileSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { convertMany } from "../../src/pipeline/convert-batch.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

type BatchModule = typeof import("../../src/pipeline/convert-batch.js");
const compiled = (): Promise<BatchModule> => import(pathToFileURL(join(repoRoot, "dist/src/pipeline/convert-batch.js")).href) as Promise<BatchModule>;

/** Every file under dir with its bytes, by relative path. */
function tree(dir: string): Array<[string, string]> {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d): [string, string] => [relative(dir, join(d.parentPath, d.name)), readFileSync(join(d.parentPath, d.name)).toString("base64")])
    .sort(([a], [b]) => (a < b ? -1 : 1));
}

describe("batch conversion on two threads", () => {
  it("the same items in the same order, a failure in the worker's half included, and the same output bytes", async () => {
    const dir = tempDir();
    mkdirSync(join(dir, "in"));
    for (const n of ["a", "b", "c", "d", "e"]) copyFileSync(join(repoRoot, "examples/support-agent.aix"), join(dir, "in", `${n}.aix`));
    writeFileSync(join(dir, "in", "z-broken.aix"), "meta:\n  name: 1\n");
    for (const to of ["air", "uaix"]) {
      const one = await convertMany([join(dir, "in")], { to, outputDir: join(dir, `one-${to}`), threads: false });
      const two = await (await compiled()).convertMany([join(dir, "in")], { to, outputDir: join(dir, `two-${to}`), threads: true });
      // Everything but each step's milliseconds, with the two output directories named alike.
      const comparable = (r: typeof one, out: string): unknown => JSON.parse(JSON.stringify(r.items.map((i) => ({ ...i, pipeline: i.pipeline.map((s) => [s.name, s.verdict]) }))).replaceAll(join(dir, out), "<out>"));
      expect(comparable(two, `two-${to}`)).toEqual(comparable(one, `one-${to}`));
      expect(two.failed).toBe(1);
      expect(two.items.at(-1)).toMatchObject({ ok: false, code: "AGC-CONVERT-INPUT" });
      expect(tree(join(dir, `two-${to}`))).toEqual(tree(join(dir, `one-${to}`)));
    }
  });
});
