/**
 * The writer's recordIds in bounded memory (ir/dialects/aegx/spilled-id-set.ts): ids past the
 * recent ones are spilled to sorted runs on disk and still found; an id never added is not; the
 * runs go when the writer closes. A writer whose ids were spilled many times still refuses a parent
 * that is not in its bundle, and writes a bundle that verifies.
 */
import { existsSync } from "node:fs";
import { randomBytes, createHash } from "node:crypto";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SpilledIdSet } from "../../ir/dialects/aegx/spilled-id-set.js";
import { BundleWriter, initBundle } from "../../emitters/aegx/bundle-writer.js";
import { verifyBundle } from "../../src/formats/aegx/verify-bundle.js";
import { tempDir } from "../support/tmp.js";

const id = (i: number, salt = "in"): string => createHash("sha256").update(`${salt}:${i}`).digest("hex");

describe("SpilledIdSet", () => {
  it("finds every id added, in memory or in any of its runs, and no other (a Set is the oracle)", () => {
    const set = new SpilledIdSet(100);
    const oracle = new Set<string>();
    for (let i = 0; i < 1050; i++) {
      set.add(id(i));
      oracle.add(id(i));
    }
    // Ids sharing a first word with one spilled (the search compares whole ids past the first word).
    const twin = id(3).slice(0, 8) + randomBytes(28).toString("hex");
    expect(set.onDisk).toEqual({ ids: 1000, runs: 10 });
    expect(set.size).toBe(1050);
    for (let i = 0; i < 1050; i++) expect(set.has(id(i)), `id ${i}`).toBe(true);
    for (let i = 0; i < 300; i++) expect(set.has(id(i, "out"))).toBe(false);
    expect(set.has(twin)).toBe(oracle.has(twin));
    const line = Buffer.from(`xx${id(17)}yy`, "latin1");
    expect(set.hasHexAt(line, 2)).toBe(true);
    expect(set.hasHexAt(Buffer.from(`xx${id(17, "out")}`, "latin1"), 2)).toBe(false);
    const runs = set.spillDirectory!;
    expect(existsSync(runs)).toBe(true);
    set.close();
    expect(existsSync(runs)).toBe(false);
  });

  it("keeps ids that are not hex in memory across spills", () => {
    const set = new SpilledIdSet(10);
    set.add("not-an-id");
    for (let i = 0; i < 50; i++) set.add(id(i));
    expect(set.has("not-an-id")).toBe(true);
    set.close();
  });
});

describe("BundleWriter with its ids spilled", () => {
  it("checks parents against spilled ids, refuses one not in the bundle, and the bundle verifies", async () => {
    const dir = join(tempDir(), "b.aegx");
    initBundle(dir, { createdAt: "2026-01-01T00:00:00Z" });
    const w = await BundleWriter.open(dir, { durable: false, recentIds: 64 });
    const ids: string[] = [
      w.append({
        type: "SessionStart",
        principal: "SYS",
        meta: { ts: "2026-01-01T00:00:00Z" },
        payload: { inline: {} },
      }).recordId,
    ];
    for (let i = 1; i < 1000; i++) {
      // A parent anywhere before: most of them only on disk by now.
      const parent = ids[(i * 7919) % ids.length]!;
      ids.push(
        w.append({
          type: "SessionMessage",
          principal: "USER",
          parents: [parent],
          meta: { ts: "2026-01-01T00:00:01Z", n: i },
          payload: { inline: { i } },
        }).recordId,
      );
    }
    expect(() =>
      w.append({
        type: "SessionMessage",
        principal: "USER",
        parents: [id(1, "never")],
        meta: { ts: "2026-01-01T00:00:02Z" },
        payload: { inline: {} },
      }),
    ).toThrow(/not a record of this bundle/);
    w.close();
    expect((await verifyBundle(dir, { strict: true })).diagnostics).toEqual([]);
    expect(existsSync(dir)).toBe(true);
  });
});
