import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fastAudit, fastRecord } from "../support/aegx-line-text.js";
import { canonicalValueEnd } from "../support/aegx-canon-text.js";
import { aegxCanonicalText } from "../../ir/canonical/aegx-canon.js";
import { parseJson } from "../../ir/json/parse.js";
import { serdeJsonText } from "../../ir/json/serde-text.js";
import { decodeRecord, decodeAuditEntry } from "../../ir/dialects/aegx/decode.js";
import { computeEntryHash, computeRecordId, recordIdInput } from "../../ir/dialects/aegx/record-id.js";
import { AuditLayout, RecordLayout } from "../../ir/dialects/aegx/line-layout.js";
import { recordLine, auditLine } from "../../emitters/aegx/lines.js";
import { sha256Hex } from "../../ir/hash/digest.js";
import { PRINCIPALS, RECORD_TYPES } from "../../ir/dialects/aegx/constants.js";
import { jsonObject, jsonValue, stableJsonValue } from "../support/arbitraries.js";
import { isJsonObject, type Json } from "../../ir/json/value.js";
import { propertyRuns } from "../support/property-runs.js";
import { reach } from "../support/reach.js";

function keysNeedEscape(v: Json): boolean {
  if (Array.isArray(v)) return v.some(keysNeedEscape);
  if (isJsonObject(v)) return Object.keys(v).some((k) => /["\\\u0000-\u001f]/.test(k) || keysNeedEscape(v[k] as Json));
  return false;
}

const hex64 = fc.stringMatching(/^[0-9a-f]{64}$/);

describe("the verifier's fast path agrees with the general decoder", () => {
  it("on random record lines", () => {
    let fast = 0;
    fc.assert(
      fc.property(
        fc.record({
          recordId: hex64,
          type: fc.constantFrom(...RECORD_TYPES),
          principal: fc.constantFrom(...PRINCIPALS),
          taint: fc.array(fc.string({ unit: "binary", maxLength: 4 }), { maxLength: 2 }),
          parents: fc.array(hex64, { maxLength: 2 }),
          meta: jsonObject,
          ts: fc.constantFrom("2026-02-15T00:00:00Z", "2026-02-30T00:00:00Z", "2026-02-15T00:00:00+05:30", "bad"),
          inline: jsonValue,
          blob: fc.option(fc.record({ blob: hex64, mime: fc.string({ maxLength: 5 }), size: fc.nat() }), {
            nil: undefined,
          }),
        }),
        (r) => {
          const line = recordLine({
            ...r,
            meta: { ...r.meta, ts: r.ts },
            payload: r.blob ?? { inline: r.inline },
            schema: "0.1",
          });
          const f = fastRecord(line);
          if (!f) return;
          fast++;
          const general = decodeRecord(parseJson(line).value);
          expect(general.issues.filter((i) => i.cls !== "warning")).toEqual([]);
          expect(f.canonicalInput).toBe(aegxCanonicalText(recordIdInput(general.value!)));
          expect(f.parents).toEqual(general.value!.parents);
          expect(f.recordId).toBe(general.value!.recordId);
        },
      ),
      // Not scaled in the mutation run (property-runs.ts): the floor below needs every run.
      { numRuns: 400 },
    );
    expect(fast).toBeGreaterThan(50);
  });

  it("on damaged record lines: what the byte layout accepts, the general decoder reads the same", () => {
    let accepted = 0;
    let damaged = 0;
    fc.assert(
      fc.property(
        fc.record({
          recordId: hex64,
          type: fc.constantFrom(...RECORD_TYPES),
          principal: fc.constantFrom(...PRINCIPALS),
          taint: fc.array(fc.string({ unit: "binary", maxLength: 3 }), { maxLength: 2 }),
          parents: fc.array(hex64, { maxLength: 2 }),
          meta: jsonObject,
          inline: jsonValue,
          blob: fc.option(fc.record({ blob: hex64, mime: fc.string({ maxLength: 5 }), size: fc.nat() }), {
            nil: undefined,
          }),
        }),
        fc.array(
          fc.tuple(
            fc.nat(),
            fc.nat({ max: 2 }),
            fc.constantFrom(...'{}[]",:\\01a9eE.-+ tü\u0301\u{1F600}\u0000\r'.split(""), ""),
          ),
          { maxLength: 2 },
        ),
        (r, edits) => {
          let line = recordLine({
            ...r,
            meta: { ...r.meta, ts: "2026-02-15T00:00:00Z" },
            payload: r.blob ?? { inline: r.inline },
            schema: "0.1",
          });
          for (const [at, cut, insert] of edits) {
            const i = at % (line.length + 1);
            line = line.slice(0, i) + insert + line.slice(i + cut);
          }
          const bytes = Buffer.from(line, "utf8");
          const layout = new RecordLayout();
          if (!layout.read(bytes, 0, bytes.length)) return;
          accepted++;
          if (edits.length) damaged++;
          // What a file holds: a cut through a surrogate pair is U+FFFD in the bytes, as in any file read back.
          const general = decodeRecord(parseJson(bytes.toString("utf8")).value);
          expect(
            general.issues.filter((i) => i.cls !== "warning"),
            line,
          ).toEqual([]);
          const g = general.value!;
          expect(bytes.toString("latin1", layout.idAt, layout.idAt + 64)).toBe(g.recordId);
          expect(layout.computedId(bytes), line).toBe(computeRecordId(g));
          expect(
            Array.from({ length: layout.parentCount }, (_, k) =>
              bytes.toString("latin1", layout.parentsStart + 2 + 67 * k, layout.parentsStart + 66 + 67 * k),
            ),
          ).toEqual(g.parents);
          const blob = "blob" in g.payload ? { hash: g.payload.blob, size: Number(g.payload.size) } : undefined;
          expect(
            layout.blobAt >= 0
              ? { hash: bytes.toString("latin1", layout.blobAt, layout.blobAt + 64), size: layout.blobSize }
              : undefined,
          ).toEqual(blob);
        },
      ),
      // Not scaled in the mutation run (property-runs.ts): the floors below need every run.
      { numRuns: 2000 },
    );
    expect(accepted).toBeGreaterThan(100);
    expect(damaged).toBeGreaterThan(20);
  });

  it("on damaged audit lines: what the byte layout accepts, the general decoder reads the same", () => {
    const accepted = reach("audit lines the byte layout accepts");
    fc.assert(
      fc.property(
        fc.nat(),
        hex64,
        hex64,
        hex64,
        fc.array(fc.tuple(fc.nat(), fc.nat({ max: 2 }), fc.constantFrom(...'{}",:09af.- xZ'.split(""), "")), {
          maxLength: 2,
        }),
        (idx, recordId, prev, entryHash, edits) => {
          accepted.enter();
          let line = auditLine({ idx, ts: "2026-02-15T00:00:00Z", recordId, prev, entryHash });
          for (const [at, cut, insert] of edits) {
            const i = at % (line.length + 1);
            line = line.slice(0, i) + insert + line.slice(i + cut);
          }
          const bytes = Buffer.from(line, "utf8");
          const layout = new AuditLayout();
          if (!layout.read(bytes, 0, bytes.length)) return;
          accepted.hit();
          const e = decodeAuditEntry(parseJson(line).value).value!;
          expect([
            layout.idx,
            bytes.toString("latin1", layout.tsAt, layout.tsAt + 20),
            bytes.toString("latin1", layout.recordIdAt, layout.recordIdAt + 64),
            bytes.toString("latin1", layout.prevAt, layout.prevAt + 64),
            bytes.toString("latin1", layout.entryHashAt, layout.entryHashAt + 64),
          ]).toEqual([e.idx, e.ts, e.recordId, e.prev, e.entryHash]);
          expect(layout.computedHash(bytes)).toBe(computeEntryHash(e.idx, e.ts, e.recordId, e.prev));
        },
      ),
      propertyRuns(1000),
    );
    // 0.38 of 1,000 damaged lines are accepted (2026-11-28): the rest never reach the comparison.
    accepted.expectAtLeast(0.15);
  });

  it("on audit lines", () => {
    fc.assert(
      fc.property(fc.nat(), hex64, hex64, hex64, (idx, recordId, prev, entryHash) => {
        const line = auditLine({ idx, ts: "2026-02-15T00:00:00Z", recordId, prev, entryHash });
        const f = fastAudit(line)!;
        const e = decodeAuditEntry(parseJson(line).value).value!;
        expect(sha256Hex(f.canonicalInput)).toBe(computeEntryHash(e.idx, e.ts, e.recordId, e.prev));
      }),
    );
  });

  it("reads audit lines exactly as the writers' layout defines them, on damaged lines too", () => {
    const AUDIT =
      /^\{"idx":(0|[1-9][0-9]{0,14}),"ts":"(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z)","recordId":"([0-9a-f]{64})","prev":"([0-9a-f]{64})","entryHash":"([0-9a-f]{64})"\}$/;
    fc.assert(
      fc.property(
        fc.oneof(fc.nat(), fc.constant(0), fc.integer({ min: 0, max: 999_999_999_999_999 })),
        hex64,
        hex64,
        hex64,
        fc.nat(),
        fc.string({ maxLength: 2 }),
        fc.nat({ max: 2 }),
        (idx, recordId, prev, entryHash, at, insert, cut) => {
          const good = auditLine({ idx, ts: "2026-02-15T00:00:00Z", recordId, prev, entryHash });
          const i = at % (good.length + 1);
          for (const line of [good, good.slice(0, i) + insert + good.slice(i + cut)]) {
            const m = AUDIT.exec(line);
            const f = fastAudit(line);
            if (!m) expect(f).toBeUndefined();
            else expect(f && [String(f.idx), f.ts, f.recordId, f.prev, f.entryHash]).toEqual(m.slice(1));
          }
        },
      ),
      propertyRuns(1000),
    );
  });

  it("accepts only canonical text, and all of it when serde reads the numbers exactly", () => {
    const recognised = reach("serde texts the recogniser takes as canonical");
    fc.assert(
      fc.property(jsonValue, (v) => {
        recognised.enter();
        const written = serdeJsonText(v);
        if (canonicalValueEnd(written, 0) !== written.length) return;
        recognised.hit();
        expect(written).toBe(aegxCanonicalText(parseJson(written).value));
      }),
      propertyRuns(400),
    );
    // 0.79 of 400 (2026-11-28); the others hold a number serde writes in a non-canonical form.
    recognised.expectAtLeast(0.4);
    const plainKeys = reach("values whose keys need no escape");
    fc.assert(
      fc.property(stableJsonValue, (v) => {
        plainKeys.enter();
        // Keys written with escapes take the general path by design.
        fc.pre(!keysNeedEscape(v));
        plainKeys.hit();
        const canonical = aegxCanonicalText(v);
        expect(canonicalValueEnd(canonical, 0)).toBe(canonical.length);
      }),
      propertyRuns(400),
    );
    // 400 of 402 attempts (2026-11-28).
    plainKeys.expectAtLeast(0.5);
    for (const notCanonical of [
      '{"b":1,"a":2}',
      '{"a": 1}',
      '"\\/"',
      '"\\u0041"',
      "-0",
      "1.50",
      "1E5",
      '"\\b"',
      '{"a":1,"a":1}',
      "18446744073709551616",
      '"e\u0301"',
    ]) {
      expect(canonicalValueEnd(notCanonical, 0), notCanonical).toBe(-1);
    }
  });
});
