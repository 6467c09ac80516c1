/**
 * A worker that ends without answering, with exit code 0 (its script simply ran out), is a
 * WorkerFailed like any other exit before an answer (ir/io/worker-result.ts): its caller does the
 * work itself instead of waiting for a message that never comes.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { WorkerFailed, workerResult } from "../../ir/io/worker-result.js";
import { removeTempDirs, tempDir } from "../support/tmp.js";

afterAll(removeTempDirs);

describe("workerResult", () => {
  it("rejects when the worker ends with code 0 without posting", async () => {
    const script = join(tempDir("agentc-mut-worker0-"), "silent.mjs");
    writeFileSync(script, "// does nothing and posts nothing\n");
    const failure = await workerResult(script, {}, { maxOldGenerationSizeMb: 64 }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(WorkerFailed);
    expect((failure as Error).message).toBe(`worker ${script} exited with 0`);
  });

  it("still resolves with the answer of a worker that posts and then runs out", async () => {
    const script = join(tempDir("agentc-mut-worker1-"), "answer.mjs");
    writeFileSync(script, 'import { parentPort } from "node:worker_threads";\nparentPort.postMessage("done");\n');
    await expect(workerResult(script, {}, { maxOldGenerationSizeMb: 64 })).resolves.toBe("done");
  });
});
