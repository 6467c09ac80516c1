import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hashNode } from "../../ir/dialects/air/node-hash.js";
import { decodeCbor } from "../../ir/cbor/decode.js";
import { airCborToJson } from "../../ir/dialects/air/cbor-json.js";
import { fromPlain, type Json, type JsonObject } from "../../ir/json/value.js";
import { deepReorder } from "../support/arbitraries.js";
import { propertyRuns } from "../support/property-runs.js";

const ident = fc.stringMatching(/^[a-z][a-z0-9_]{0,8}$/);
const name = fc
  .tuple(ident, ident, fc.integer({ min: 1, max: 9 }))
  .map(([ns, n, v]) => `${ns}/${n[0]!.toUpperCase()}${n.slice(1)}@${v}`);

const typeAst: fc.Arbitrary<Json> = fc.letrec<{ t: Json }>((tie) => ({
  t: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc
      .constantFrom("bool", "int", "nat", "dec128", "bytes", "text", "time", "duration", "hash", "uuid")
      .map((p) => fromPlain({ [p]: {} })),
    name.map((n) => fromPlain({ ref: n })),
    tie("t").map((x) => fromPlain({ list: x })),
    tie("t").map((x) => fromPlain({ option: x })),
    fc.dictionary(ident, tie("t"), { minKeys: 1, maxKeys: 4 }).map((r) => fromPlain({ record: r })),
    fc.dictionary(ident, tie("t"), { minKeys: 1, maxKeys: 3 }).map((v) => fromPlain({ variant: v })),
  ),
})).t;

const decimal = fc
  .tuple(fc.integer({ min: -99999, max: 99999 }), fc.integer({ min: 0, max: 4 }))
  .map(([n, s]) => (s ? `${(n / 10 ** s).toFixed(s)}` : String(n)));

const defschema = fc
  .record({ name, type: typeAst })
  .map(({ name, type }) => fromPlain({ $kind: "defschema", name, type }) as JsonObject);
const defplan = fc
  .record({ name, input: name, n: fc.integer({ min: 1, max: 6 }), temp: decimal, extra: fc.boolean() })
  .map(({ name, input, n, temp, extra }) => {
    const steps = Array.from({ length: n }, (_, i) =>
      i === n - 1
        ? { id: `s${i}`, op: "end" }
        : {
            id: `s${i}`,
            op: "assign",
            expr: { record: { t: { dec128: temp }, i: { nat: i } } },
            bind: { as: `v${i}` },
          },
    );
    const edges = steps.slice(1).map((s, i) => ({ from: `s${i}`, to: s.id }));
    return fromPlain({
      $kind: "defplan",
      name,
      input,
      steps,
      edges,
      required_caps: [],
      allowed_effects: extra ? ["timer.set"] : [],
      unknown_field: "dropped",
    }) as JsonObject;
  });
const node = fc.oneof(defschema, defplan);

describe("AIR node encodings", () => {
  for (const profile of ["aos", "spec"] as const) {
    it(`${profile}: node → CBOR → JSON → CBOR is byte-identical`, () => {
      fc.assert(
        fc.property(node, (n) => {
          const { bytes } = hashNode(n, profile);
          const back = airCborToJson(decodeCbor(bytes).value) as JsonObject;
          expect(Buffer.from(hashNode(back, profile).bytes)).toEqual(Buffer.from(bytes));
        }),
        propertyRuns(200),
      );
    });
    it(`${profile}: key order and unknown fields never change a hash`, () => {
      fc.assert(
        fc.property(node, fc.nat(), (n, seed) => {
          const reordered = deepReorder(n, seed) as JsonObject;
          expect(hashNode(reordered, profile).hash).toBe(hashNode(n, profile).hash);
          const noisy = { ...n, another_unknown: 1 } as JsonObject;
          expect(hashNode(noisy, profile).hash).toBe(hashNode(n, profile).hash);
        }),
        propertyRuns(200),
      );
    });
  }
});
