/**
 * Bulk appends (`add-record --from`) take lines already in the stored form as they are: whatever
 * lines they are given, the bundle comes out byte for byte as when every line is parsed and
 * appended the general way, and the run stops at the same line with the same diagnostic.
 */
import fc from "fast-check";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { propertyRuns } from "../support/property-runs.js";
import { describe, expect, it } from "vitest";
import { BundleWriter, initBundle } from "../../emitters/aegx/bundle-writer.js";
import { appendJsonl } from "../../src/formats/aegx/bulk-append.js";
import { PRINCIPALS, RECORD_TYPES } from "../../ir/dialects/aegx/constants.js";
import { serdeJsonText } from "../../ir/json/serde-text.js";
import { aegxCanonicalText } from "../../ir/canonical/aegx-canon.js";
import { JsonNumber, emptyObject, type Json, type JsonObject } from "../../ir/json/value.js";
import { jsonObject, jsonValue, reorder, stableJsonValue, unicodeString } from "../support/arbitraries.js";
import { tempDir } from "../support/tmp.js";

const BLOB = Buffer.from("blob bytes\n");
const hex64 = fc.stringMatching(/^[0-9a-f]{64}$/);

/** Mostly what a fast line looks like, sometimes something else (then it takes the general path, or stops the run). */
const often = <T>(usual: fc.Arbitrary<T>, other: fc.Arbitrary<T>): fc.Arbitrary<T> =>
  fc.oneof({ arbitrary: usual, weight: 12 }, { arbitrary: other, weight: 1 });
const plain = fc.oneof(
  fc.integer(),
  fc.string({ maxLength: 6 }),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(0.5, 1.5e-7, -2.25),
) as fc.Arbitrary<Json>;
const plainObject = fc
  .dictionary(fc.stringMatching(/^[a-z]{0,4}$/), fc.oneof(plain, fc.array(plain, { maxLength: 3 })), { maxKeys: 4 })
  .map((d) => Object.assign(emptyObject(), d) as JsonObject);
const stableObject = stableJsonValue.map(
  (v) =>
    (v !== null && typeof v === "object" && !Array.isArray(v) && !(v instanceof JsonNumber) ? v : { v }) as JsonObject,
);

/** One new-record line's fields, as values (undefined: left out). */
const newRecord = fc.record({
  type: often(fc.constantFrom<string>(...RECORD_TYPES), fc.constant("Nope")),
  principal: often(fc.constantFrom<string>(...PRINCIPALS), fc.constant("user")),
  meta: often(
    fc
      .tuple(
        often(plainObject, fc.oneof(stableObject, jsonObject)),
        often(
          fc.constant("2026-02-15T00:00:00Z"),
          fc.constantFrom(
            "2026-02-15T23:59:60Z",
            "2026-02-30T00:00:00Z",
            "2026-02-15T01:00:00+01:00",
            "2026-02-15t00:00:00Z",
            "",
          ),
        ),
      )
      .map(([m, ts]) => {
        const o = reorder(m, ts.length);
        if (ts) o.ts = ts;
        return o as Json;
      }),
    fc.constantFrom(undefined, null),
  ),
  parents: often(
    fc.constantFrom<string[] | undefined>(undefined, [], ["@prev"]),
    fc.array(fc.oneof(fc.constant("@prev"), hex64, fc.constant("x")), { maxLength: 2 }),
  ),
  taint: often(
    fc.constantFrom<string[] | undefined>(undefined, [], ["web"], ["a\nb", 'q"'], ["é"]),
    fc.array(unicodeString, { maxLength: 2 }),
  ),
  payload: often(
    often(fc.oneof(plain, plainObject), fc.oneof(stableJsonValue, jsonValue)).map((inline) => ({ inline }) as Json),
    fc.constantFrom<Json>(
      { blob: "", mime: "text/plain", size: BLOB.length },
      { blob: "", mime: "a/b", size: BLOB.length + 1 },
      { blob: "", size: BLOB.length },
      { blob: "0".repeat(64), mime: "a/b", size: 1 },
      { inline: 1, blob: "" },
    ),
  ),
  extensions: often(fc.constant(undefined), fc.constant({ x: 1 } as Json)),
});

/** How a line is written: as serde prints it, canonical (\u0008 rather than \b, NFC), keys in another order, or with spaces. */
const rendering = often(fc.constant("serde"), fc.constantFrom("canonical", "reordered", "spaced"));

function lineOf(fields: Record<string, Json | undefined>, how: string, blob: string): string {
  const o = emptyObject();
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) continue;
    o[k] =
      k === "payload" &&
      v !== null &&
      typeof v === "object" &&
      "blob" in (v as JsonObject) &&
      (v as JsonObject).blob === ""
        ? { ...(v as JsonObject), blob }
        : v;
  }
  if (how === "canonical") return aegxCanonicalText(o);
  if (how === "reordered")
    return `{${Object.keys(o)
      .reverse()
      .map((k) => `${JSON.stringify(k)}:${serdeJsonText(o[k] as Json)}`)
      .join(",")}}`;
  if (how === "spaced") return serdeJsonText(o).replace('":', '": ');
  return serdeJsonText(o);
}

/** Lines the fast path appended, over all runs. */
let taken = 0;

async function bulk(lines: string[], fastPath: boolean): Promise<{ files: Buffer[]; result: unknown }> {
  const dir = join(tempDir(), "b");
  initBundle(dir, { createdAt: "2026-02-15T00:00:00Z" });
  const w = await BundleWriter.open(dir, { durable: false, clock: () => "2026-02-15T12:00:00Z" });
  w.addBlob(BLOB);
  const appendLine = w.appendLine.bind(w);
  w.appendLine = (line) => {
    const id = appendLine(line);
    if (id !== undefined) taken++;

    return id;
  };
  const input = Buffer.from(lines.join("\n"));
  const r = await appendJsonl(w, [input.subarray(0, 7), input.subarray(7)], "in.jsonl", () => undefined, { fastPath });
  w.close();
  return {
    files: ["records.jsonl", "audit-log.jsonl", "manifest.json"].map((f) => readFileSync(join(dir, f))),
    result: r,
  };
}

describe("bulk appends' fast path", () => {
  it("writes the bytes and stops where the general path does", async () => {
    const blob = (await import("node:crypto")).createHash("sha256").update(BLOB).digest("hex");
    const runs = propertyRuns(250);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(newRecord, rendering), { minLength: 1, maxLength: 8 }), async (records) => {
        const lines = records.map(([r, how]) => lineOf(r, how, blob));
        const fast = await bulk(lines, true);
        const general = await bulk(lines, false);
        expect(fast.result).toEqual(general.result);
        fast.files.forEach((f, i) => expect(f.toString(), `file ${i}`).toBe(general.files[i]!.toString()));
      }),
      runs,
    );
    // About 300 in 250 runs (1.2 a run); a floor well below keeps the test from flaking while it still
    // shows the fast path ran, at every AGENTC_PROPERTY_RUNS.
    expect(taken).toBeGreaterThan(0.4 * runs.numRuns);
  });

  it("on the edges: escapes serde writes otherwise, nesting at the parser's limit, repeated or odd fields", async () => {
    const ts = '"ts":"2026-02-15T00:00:00Z"';
    const nested = (depth: number): string => `${"[".repeat(depth)}${"]".repeat(depth)}`;
    const cases = [
      `{"meta":{"a":"x\\u0008y",${ts}},"payload":{"inline":1},"principal":"USER","type":"ToolCall"}`,
      `{"meta":{${ts}},"payload":{"inline":"\\u000c"},"principal":"USER","type":"ToolCall"}`,
      `{"meta":{${ts}},"payload":{"inline":1},"principal":"USER","taint":["\\u0001"],"type":"ToolCall"}`,
      `{"meta":{${ts}},"payload":{"inline":"a\\\\u0041"},"principal":"USER","type":"ToolCall"}`,
      ...[124, 125, 126, 127].map(
        (d) => `{"meta":{${ts}},"payload":{"inline":${nested(d)}},"principal":"USER","type":"ToolCall"}`,
      ),
      ...[124, 125, 126, 127].map(
        (d) => `{"meta":{"a":${nested(d)},${ts}},"payload":{"inline":1},"principal":"USER","type":"ToolCall"}`,
      ),
      `{"meta":{${ts}},"payload":{"inline":1},"principal":"USER","type":"ToolCall","type":"ToolCall"}`,
      `{"meta":{${ts}},"payload":{"inline":1},"principal":"USER","type":"ToolCall"} `,
      `{"meta":{${ts}},"payload":{"inline":1},"principal":"USER","type":"ToolCall"}\r`,
      `\ufeff{"meta":{${ts}},"payload":{"inline":1},"principal":"USER","type":"ToolCall"}`,
      `{"meta":{${ts}},"parents":["@prev","@prev"],"payload":{"inline":1},"principal":"USER","type":"ToolCall"}`,
      `{"meta":{${ts}},"parents":[],"payload":{"inline":1},"principal":"USER","taint":[],"type":"ToolCall"}`,
    ];
    for (const c of cases) {
      for (const lines of [[c], [`{"meta":{${ts}},"payload":{"inline":0},"principal":"USER","type":"ToolCall"}`, c]]) {
        const fast = await bulk(lines, true);
        const general = await bulk(lines, false);
        expect(fast.result, c).toEqual(general.result);
        fast.files.forEach((f, i) => expect(f.toString(), c).toBe(general.files[i]!.toString()));
      }
    }
  });
});
