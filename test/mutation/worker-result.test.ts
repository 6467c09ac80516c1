/**
 * The one-message worker runner (ir/io/worker-result.ts) in process, with worker scripts written
 * for the test: the answer comes back, an error or an exit before answering is a WorkerFailed.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { WorkerFailed, workerResult } from "../../ir/io/worker-result.js";

const dir = mkdtempSync(join(tmpdir(), "agentc-worker-result-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const script = (name: string, body: string): string => {
  const path = join(dir, name);
  writeFileSync(path, `import { parentPort, workerData } from "node:worker_threads";\n${body}\n`);
  return path;
};
const limits = { maxOldGenerationSizeMb: 64 };

describe("workerResult", () => {
  it("takes the one message the worker posts, from the data it was given", async () => {
    const echo = script("echo.mjs", "parentPort.postMessage({ doubled: workerData.n * 2 });");
    await expect(workerResult<{ doubled: number }>(echo, { n: 21 }, limits)).resolves.toEqual({ doubled: 42 });
  });

  it("turns an error in the worker into a WorkerFailed with its message", async () => {
    const thrower = script("throw.mjs", 'throw new Error("broken worker");');
    const failure = await workerResult(thrower, {}, limits).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(WorkerFailed);
    expect((failure as Error).message).toBe("broken worker");
  });

  it("turns an exit before any answer into a WorkerFailed naming the script and the code", async () => {
    const quitter = script("exit.mjs", "process.exit(3);");
    const failure = await workerResult(quitter, {}, limits).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(WorkerFailed);
    expect((failure as Error).message).toBe(`worker ${quitter} exited with 3`);
  });
});
