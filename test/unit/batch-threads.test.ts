/**
 * Batch conversion over worker threads: the compiled worker (dist/, built by `npm test`) converts
 * exactly what this thread would, byte for byte and item for item, and an input a failed worker
 * claimed is still converted. Items are reported in input order, whoever converted them.
 */
import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { BatchItem } from "../../src/pipeline/batch-item.js";
import { batchThreads, convertAll, workerCount } from "../../src/pipeline/batch-threads.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

const AGENT = join(repoRoot, "examples/support-agent.aix");
const WORKER = join(repoRoot, "dist/src/pipeline/convert-worker.js");
const FAILING = join(repoRoot, "test/fixtures/batch/failing-worker.mjs");

/** Six agents and, third, one that fails to read. */
function batch(): { dir: string; inputs: string[] } {
  const dir = tempDir();
  const inputs = ["a", "b", "broken", "c", "d", "e", "f"].map((n) => join(dir, `${n}.aix`));
  for (const i of inputs) i.endsWith("broken.aix") ? writeFileSync(i, "meta:\n  name: 1\n") : copyFileSync(AGENT, i);
  return { dir, inputs };
}

/** Convert `inputs` into `out`, recording the order items are reported in. */
async function run(
  inputs: string[],
  out: string,
  threads?: Parameters<typeof convertAll>[4],
): Promise<{ items: BatchItem[]; order: string[] }> {
  const order: string[] = [];
  const outputs = inputs.map((i) => join(out, i.replace(/.*\//, "").replace(/\.aix$/, ".uaix")));
  const items = await convertAll(inputs, outputs, { to: "uaix" }, (i) => order.push(i.input), threads);
  return { items, order };
}

/** Items without what differs between two runs into two directories: timings and the output directory's name. */
const comparable = (items: BatchItem[], out: string): unknown =>
  JSON.parse(
    JSON.stringify(items, (k, v: unknown) => (k === "ms" ? 0 : typeof v === "string" ? v.replaceAll(out, "OUT") : v)),
  );

const bytes = (dir: string): Record<string, string> =>
  Object.fromEntries(
    readdirSync(dir)
      .sort()
      .map((f) => [f, readFileSync(join(dir, f)).toString("base64")]),
  );

describe("batch conversion on worker threads", () => {
  it("uses no worker where there is no compiled worker script (the TypeScript sources)", () => {
    const here = batchThreads(300);
    expect(here.workers).toBe(0); // the tests run src/, where there is no compiled convert-worker.js
    expect(here.script.endsWith("convert-worker.js")).toBe(true);
  });

  it("starts a worker only on a core beyond the two one converting thread keeps busy, at most three, none for a small batch", () => {
    expect([1, 2, 3, 4, 8, 64].map((cores) => workerCount(cores, 300))).toEqual([0, 0, 1, 2, 3, 3]);
    expect([15, 16, 23, 24, 32].map((n) => workerCount(8, n))).toEqual([0, 1, 1, 2, 3]);
  });

  it.runIf(existsSync(WORKER))(
    "a worker converts every input exactly as this thread does, reported in input order",
    async () => {
      const { dir, inputs } = batch();
      const alone = await run(inputs, join(dir, "here"), { script: WORKER, workers: 0 });
      const worker = await run(inputs, join(dir, "worker"), { script: WORKER, workers: 1, here: false });
      expect(worker.order).toEqual(inputs);
      expect(alone.order).toEqual(inputs);
      expect(comparable(worker.items, join(dir, "worker"))).toEqual(comparable(alone.items, join(dir, "here")));
      expect(worker.items.map((i) => i.ok)).toEqual([true, true, false, true, true, true, true]);
      expect(worker.items[2]).toMatchObject({ ok: false, code: "AGC-CONVERT-INPUT" });
      expect(bytes(join(dir, "worker"))).toEqual(bytes(join(dir, "here")));
      expect(Object.keys(bytes(join(dir, "worker")))).toHaveLength(6);
    },
  );

  it("converts here what a failed worker claimed and never reported", async () => {
    const { dir, inputs } = batch();
    const r = await run(inputs, join(dir, "out"), { script: FAILING, workers: 2, here: false });
    expect(r.order).toEqual(inputs);
    expect(r.items.map((i) => i.ok)).toEqual([true, true, false, true, true, true, true]);
    expect(readdirSync(join(dir, "out")).sort()).toEqual(["a.uaix", "b.uaix", "c.uaix", "d.uaix", "e.uaix", "f.uaix"]);
  });
});
