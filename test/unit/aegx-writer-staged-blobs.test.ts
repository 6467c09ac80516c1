/**
 * A durable writer's blobs are published at the flush (emitters/aegx/bundle-writer.ts): a record
 * may name a blob added before it; after close every blob is under its name with its bytes and no
 * temporary is left; after abort neither the blobs nor their temporaries are.
 */
import { readFileSync, readdirSync } from "node:fs";
import { createHash } from "node:crypto";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BundleWriter, initBundle } from "../../emitters/aegx/bundle-writer.js";
import { verifyBundle } from "../../src/formats/aegx/verify-bundle.js";
import { tempDir } from "../support/tmp.js";

const T = "2026-01-01T00:00:00Z";
const blobs = (dir: string): string[] =>
  readdirSync(join(dir, "blobs"))
    .filter((f) => !f.startsWith(".gitkeep"))
    .sort();

async function writer(): Promise<{ dir: string; w: BundleWriter; start: string }> {
  const dir = join(tempDir(), "b.aegx");
  initBundle(dir, { createdAt: T });
  const w = await BundleWriter.open(dir, { durable: true });
  const start = w.append({ type: "SessionStart", principal: "SYS", meta: { ts: T }, payload: { inline: {} } }).recordId;
  return { dir, w, start };
}

describe("BundleWriter, durable blobs", () => {
  it("publishes staged blobs at close: each under its sha256 with its bytes, no temporary left, the bundle verifies", async () => {
    const { dir, w, start } = await writer();
    const datas = [0, 1, 2].map((i) => Buffer.alloc(5000 + i, 65 + i));
    for (const d of datas) {
      const hash = w.addBlob(d);
      expect(w.addBlob(d)).toBe(hash);
      w.append({
        type: "ToolResult",
        principal: "TOOL",
        parents: [start],
        meta: { ts: T },
        payload: { blob: hash, mime: "text/plain", size: d.length },
      });
    }
    expect(() =>
      w.append({
        type: "ToolResult",
        principal: "TOOL",
        parents: [start],
        meta: { ts: T },
        payload: { blob: createHash("sha256").update(datas[0]!).digest("hex"), mime: "text/plain", size: 1 },
      }),
    ).toThrow(/bytes, not 1/);
    w.close();
    const names = datas.map((d) => createHash("sha256").update(d).digest("hex")).sort();
    expect(blobs(dir)).toEqual(names);
    for (const d of datas)
      expect(readFileSync(join(dir, "blobs", createHash("sha256").update(d).digest("hex"))).equals(d)).toBe(true);
    expect((await verifyBundle(dir, { strict: true })).diagnostics).toEqual([]);
  });

  it("abort leaves neither the staged blobs nor their temporaries", async () => {
    const { dir, w } = await writer();
    w.addBlob(Buffer.alloc(9000, 66));
    w.abort();
    expect(blobs(dir)).toEqual([]);
  });
});
