/**
 * AIR building blocks: IEEE 754-2008 decimal128 BID bytes (vectors from the Intel Decimal
 * Floating-Point Math Library's bid128 tests), the to-scientific-string form, the typed-node
 * projection rules, node hashing in both profiles (hashed independently here with node:crypto over
 * hand-written CBOR), and the spec-profile CBOR → JSON view.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { Decimal128Error, decodeDecimal128, encodeDecimal128 } from "../../ir/dialects/air/dec128.js";
import { eraOf, typedNode } from "../../ir/dialects/air/typed-node.js";
import { canonicalNodeBytes, hashNode } from "../../ir/dialects/air/node-hash.js";
import { airCborToJson } from "../../ir/dialects/air/cbor-json.js";
import {
  BUILTINS,
  BUILTIN_CAPS,
  BUILTIN_SCHEMAS,
  EFFECT_SCHEMAS,
  builtin,
  builtinHash,
} from "../../ir/dialects/air/builtins.js";
import { manifestView } from "../../ir/dialects/air/manifest-view.js";
import { decodeReferenceNode } from "../../ir/dialects/air/reference-model.js";
import { ANY_TYPE, checkValue, typeRefs } from "../../src/formats/air/check-value.js";
import { checkShape } from "../../src/formats/air/shape.js";
import { instructionsText, major, slug } from "../../src/formats/air/lower.js";
import { findRefs } from "../../src/formats/air/expr-refs.js";
import { integerRangeProblems, referenceOutcome } from "../../src/formats/air/typed-checks.js";
import { parseJson } from "../../ir/json/parse.js";
import { decodeCbor } from "../../ir/cbor/decode.js";
import { encodeCbor } from "../../ir/cbor/encode.js";
import { CborMap, CborTag } from "../../ir/cbor/value.js";
import { emptyObject, fromPlain, type Json, type JsonObject } from "../../ir/json/value.js";

const hex = (b: Uint8Array): string => Buffer.from(b).toString("hex");
const node = (v: unknown): JsonObject => fromPlain(v) as JsonObject;
/** CBOR text string head + UTF-8 for short ASCII (< 24 bytes). */
const t = (s: string): string => (0x60 + s.length).toString(16) + Buffer.from(s).toString("hex");

describe("decimal128 (BID)", () => {
  it.each<[string, string]>([
    ["0", "30400000000000000000000000000000"],
    ["1", "30400000000000000000000000000001"],
    ["-1", "b0400000000000000000000000000001"],
    ["+1", "30400000000000000000000000000001"],
    ["0.1", "303e0000000000000000000000000001"],
    ["0.20", "303c0000000000000000000000000014"],
    ["1E+3", "30460000000000000000000000000001"],
    ["1e-3", "303a0000000000000000000000000001"],
    ["123.456", "303a000000000000000000000001e240"],
    ["9.999999999999999999999999999999999E+6144", "5fffed09bead87c0378d8e63ffffffff"],
    ["1E-6176", "00000000000000000000000000000001"],
    ["-0", "b0400000000000000000000000000000"],
    [" 7 ", "30400000000000000000000000000007"],
  ])("%s → %s", (text, bytes) => {
    expect(hex(encodeDecimal128(text))).toBe(bytes);
  });

  it("keeps the value exact at the edges of the range", () => {
    // 35 digits with a trailing zero: one zero dropped, exponent +1.
    expect(hex(encodeDecimal128(`${"9".repeat(34)}0`))).toBe(hex(encodeDecimal128(`${"9".repeat(34)}E+1`)));
    // An exponent above the range, scaled into the coefficient: 1E+6112 = 10E+6111.
    expect(hex(encodeDecimal128("1E+6112"))).toBe(hex(encodeDecimal128("10E+6111")));
    expect(decodeDecimal128(encodeDecimal128("1E+6112"))).toBe("1.0e+6112");
    // Zero clamps its exponent into the range.
    expect(hex(encodeDecimal128("0E+9999"))).toBe("5ffe0000000000000000000000000000");
    expect(hex(encodeDecimal128("0E-9999"))).toBe("00000000000000000000000000000000");
    expect(() => encodeDecimal128("1".repeat(35))).toThrow(
      new Decimal128Error(`${"1".repeat(35)}: more than 34 significant digits`),
    );
    expect(() => encodeDecimal128(`${"1".repeat(34)}E+6112`)).toThrow(
      `${"1".repeat(34)}E+6112: exponent out of the decimal128 range`,
    );
    expect(() => encodeDecimal128("1E-6177")).toThrow("1E-6177: exponent out of the decimal128 range");
    expect(() => encodeDecimal128("1.")).toThrow('not a decimal: "1."');
    expect(() => encodeDecimal128("abc")).toThrow(Decimal128Error);
    expect(() => encodeDecimal128("")).toThrow('not a decimal: ""');
    try {
      encodeDecimal128("x");
    } catch (e) {
      expect((e as Decimal128Error).code).toBe("AIR-DEC128");
    }
    expect(hex(encodeDecimal128(`${"9".repeat(34)}`))).toBe("3041ed09bead87c0378d8e63ffffffff");
  });

  it.each<[string, string]>([
    ["30400000000000000000000000000001", "1"],
    ["b0400000000000000000000000000001", "-1"],
    ["303c0000000000000000000000000014", "0.20"],
    ["303e0000000000000000000000000001", "0.1"],
    ["30460000000000000000000000000001", "1e+3"],
    ["30400000000000000000000000000000", "0"],
    ["303a000000000000000000000001e240", "123.456"],
    ["30340000000000000000000000000001", "0.000001"],
    ["30320000000000000000000000000001", "1e-7"],
    ["3032000000000000000000000000000a", "0.0000010"],
    ["30420000000000000000000000000015", "2.1e+2"],
    ["00000000000000000000000000000001", "1e-6176"],
  ])("decode %s → %s", (bytes, text) => {
    const b = new Uint8Array(Buffer.from(bytes, "hex"));
    expect(decodeDecimal128(b)).toBe(text);
    expect(hex(encodeDecimal128(text))).toBe(bytes);
  });

  it("refuses what it cannot decode", () => {
    expect(() => decodeDecimal128(new Uint8Array(15))).toThrow("decimal128 is 16 bytes");
    expect(() => decodeDecimal128(new Uint8Array(Buffer.from("78000000000000000000000000000000", "hex")))).toThrow(
      "special or non-canonical decimal128 values are not supported",
    );
    expect(() => decodeDecimal128(new Uint8Array(Buffer.from("60000000000000000000000000000000", "hex")))).toThrow(
      Decimal128Error,
    );
    // Bit 126 alone is a normal value (only both of bits 126 and 125 set mark the other form).
    expect(decodeDecimal128(new Uint8Array(Buffer.from("40000000000000000000000000000001", "hex")))).toBe("1e+2016");
    // A 16-byte view into a larger buffer.
    const big = new Uint8Array(20);
    big.set(Buffer.from("30400000000000000000000000000005", "hex"), 4);
    expect(decodeDecimal128(big.subarray(4, 20))).toBe("5");
  });
});

describe("typedNode", () => {
  it("defschema keeps its three fields", () => {
    expect(typedNode(node({ $kind: "defschema", name: "a/B@1", type: { text: {} }, extra: 1 }))).toEqual(
      node({ $kind: "defschema", name: "a/B@1", type: { text: {} } }),
    );
  });

  it("defmodule: zero wasm_hash fallback, optional key_schema, nested abi", () => {
    const m = typedNode(
      node({
        $kind: "defmodule",
        name: "a/M@1",
        module_kind: "reducer",
        key_schema: null,
        abi: {
          reducer: { state: "s", event: "e", effects_emitted: [], cap_slots: { a: "b" }, annotations: null, junk: 1 },
        },
      }),
    );
    expect(m).toEqual(
      node({
        $kind: "defmodule",
        name: "a/M@1",
        module_kind: "reducer",
        wasm_hash: `sha256:${"0".repeat(64)}`,
        abi: { reducer: { state: "s", event: "e", cap_slots: { a: "b" } } },
      }),
    );
    const withHash = typedNode(
      node({ $kind: "defmodule", name: "n", module_kind: "k", wasm_hash: "sha256:x", key_schema: "k", abi: {} }),
    );
    expect(withHash).toEqual(
      node({ $kind: "defmodule", name: "n", module_kind: "k", wasm_hash: "sha256:x", key_schema: "k", abi: {} }),
    );
  });

  it("defplan: steps by op, edges, empty optional lists dropped, required fields kept even when null", () => {
    const p = typedNode(
      node({
        $kind: "defplan",
        name: "a/P@1",
        input: "a/In@1",
        output: null,
        locals: {},
        steps: [
          {
            id: "s1",
            op: "emit_effect",
            kind: "http.request",
            params: {},
            cap: "c",
            bind: { effect_id_as: "e", x: 1 },
            junk: 1,
          },
          { id: "s2", op: "raise_event", reducer: "r", event: { a: 1 }, key: null },
          { id: "s3", op: "await_receipt", for: "e", bind: { as: "r" } },
          { id: "s4", op: "await_event", event: "ev", where: "w", bind: { as: "x" } },
          { id: "s5", op: "assign", expr: 1, bind: { as: "y" } },
          { id: "s6", op: "end", result: null },
          { id: "s7", op: "unknown_op", anything: 1 },
          "not an object",
          { id: "s8" },
        ],
        edges: [{ from: "s1", to: "s2", when: null, extra: 1 }, "raw"],
        required_caps: [],
        allowed_effects: ["http.request"],
        invariants: null,
      }),
    );
    expect(p).toEqual(
      node({
        $kind: "defplan",
        name: "a/P@1",
        input: "a/In@1",
        steps: [
          { id: "s1", op: "emit_effect", kind: "http.request", params: {}, cap: "c", bind: { effect_id_as: "e" } },
          { id: "s2", op: "raise_event", reducer: "r", event: { a: 1 } },
          { id: "s3", op: "await_receipt", for: "e", bind: { as: "r" } },
          { id: "s4", op: "await_event", event: "ev", where: "w", bind: { as: "x" } },
          { id: "s5", op: "assign", expr: 1, bind: { as: "y" } },
          { id: "s6", op: "end" },
          { id: "s7", op: "unknown_op", anything: 1 },
          "not an object",
          { id: "s8" },
        ],
        edges: [{ from: "s1", to: "s2" }, "raw"],
        allowed_effects: ["http.request"],
      }),
    );
    const nulls = typedNode(node({ $kind: "defcap", name: null, cap_type: "t", schema: {} }));
    expect(nulls).toEqual(node({ $kind: "defcap", name: null, cap_type: "t", schema: {} }));
    const noSteps = typedNode(node({ $kind: "defplan", name: "n", input: "i", steps: "x" }));
    expect(noSteps.steps).toBe("x");
  });

  it("defpolicy rules and defsecret", () => {
    expect(
      typedNode(
        node({
          $kind: "defpolicy",
          name: "p",
          rules: [{ when: { effect_kind: "x", host: null, junk: 1 }, decision: "allow", z: 1 }],
        }),
      ),
    ).toEqual(node({ $kind: "defpolicy", name: "p", rules: [{ when: { effect_kind: "x" }, decision: "allow" }] }));
    expect(
      typedNode(node({ $kind: "defsecret", name: "s", binding_id: "b", allowed_caps: [], allowed_plans: ["p"], x: 1 })),
    ).toEqual(node({ $kind: "defsecret", name: "s", binding_id: "b", allowed_plans: ["p"] }));
  });

  it("manifest in the two eras", () => {
    const early = node({
      $kind: "manifest",
      schemas: [],
      modules: [{ name: "m", hash: null, x: 1 }],
      plans: [],
      caps: [],
      policies: [],
      routing: { events: [], inboxes: [{ source: "s", reducer: "r", y: 1 }] },
      triggers: [],
      defaults: {
        policy: null,
        cap_grants: [{ name: "g", cap: "c", params: {}, budget: { tokens: 1, bytes: null, z: 1 }, expiry_ns: null }],
      },
      module_bindings: { m: { slots: {} }, n: { slots: { a: "b" } }, o: "raw" },
      effects: [{ name: "e" }],
    });
    expect(eraOf(early)).toBe("v1early");
    expect(typedNode(early)).toEqual(
      node({
        schemas: [],
        modules: [{ name: "m" }],
        plans: [],
        caps: [],
        policies: [],
        routing: { inboxes: [{ source: "s", reducer: "r" }] },
        defaults: { cap_grants: [{ name: "g", cap: "c", params: {}, budget: { tokens: 1 } }] },
        module_bindings: { m: {}, n: { slots: { a: "b" } }, o: "raw" },
        $kind: "manifest",
      }),
    );
    const mid = node({
      $kind: "manifest",
      air_version: "1",
      schemas: [],
      modules: [],
      plans: [],
      caps: [],
      policies: [],
      effects: [],
      secrets: [{ name: "s", hash: "h" }],
      triggers: [{ event: "e", plan: "p", correlate_by: null }],
    });
    expect(eraOf(mid)).toBe("v1mid");
    expect(typedNode(mid)).toEqual(
      node({
        schemas: [],
        modules: [],
        plans: [],
        caps: [],
        policies: [],
        triggers: [{ event: "e", plan: "p" }],
        air_version: "1",
        secrets: [{ name: "s", hash: "h" }],
      }),
    );
    expect(eraOf(node({ $kind: "defplan", air_version: "1" }))).toBe("v1early");
  });

  it("unknown kinds and non-string kinds are returned as they are", () => {
    const u = node({ $kind: "defeffect", a: 1 });
    expect(typedNode(u)).toBe(u);
    const n = node({ $kind: 5 });
    expect(typedNode(n)).toBe(n);
    // A step op spelt so is no op: the step is kept as it is.
    const odd = { id: "a", op: "constructor", x: 1 };
    expect(typedNode(node({ $kind: "defplan", name: "n", input: "i", steps: [odd] })).steps).toEqual([odd]);
    // A kind spelt like a property every object has is no kind either.
    for (const kind of ["constructor", "toString", "__proto__", "hasOwnProperty"]) {
      const o = node({ $kind: kind, a: 1 });
      expect(typedNode(o), kind).toBe(o);
    }
  });
});

describe("node hashing", () => {
  const schemaNode = node({ $kind: "defschema", name: "a/B@1", type: { text: {} } });
  // Keys by length then bytes: name(4), type(4), $kind(5).
  const body = `a3${t("name")}${t("a/B@1")}${t("type")}a1${t("text")}a0${t("$kind")}${t("defschema")}`;

  it("aos: self-describe tag, sha256 of the bytes", () => {
    const bytes = canonicalNodeBytes(schemaNode);
    expect(hex(bytes)).toBe(`d9d9f7${body}`);
    const h = hashNode(schemaNode);
    expect(h.hash).toBe(
      `sha256:${createHash("sha256")
        .update(Buffer.from(`d9d9f7${body}`, "hex"))
        .digest("hex")}`,
    );
    expect(hex(h.bytes)).toBe(`d9d9f7${body}`);
  });

  it("spec: no tag; dec128 literals as tag 2000 over 16 bytes", () => {
    expect(hex(canonicalNodeBytes(schemaNode, "spec"))).toBe(body);
    const plan = node({
      $kind: "defplan",
      name: "n",
      input: "i",
      steps: [{ id: "a", op: "assign", expr: { dec128: "0.1" }, bind: { as: "x" } }],
    });
    const spec = canonicalNodeBytes(plan, "spec");
    expect(hex(spec)).toContain(`a1${t("dec128")}d907d050303e0000000000000000000000000001`);
    const aos = canonicalNodeBytes(plan, "aos");
    expect(hex(aos)).toContain(`a1${t("dec128")}${t("0.1")}`);
    // The same literal twice (the second from the cache) gives the same bytes.
    expect(hex(canonicalNodeBytes(plan, "spec"))).toBe(hex(spec));
  });

  it("withoutKind drops $kind (built-ins); the era can be forced", () => {
    expect(hex(canonicalNodeBytes(schemaNode, "spec", undefined, { withoutKind: true }))).toBe(
      `a2${t("name")}${t("a/B@1")}${t("type")}a1${t("text")}a0`,
    );
    expect(schemaNode.$kind).toBe("defschema");
    const m = node({ $kind: "manifest", schemas: [], modules: [], plans: [], caps: [], policies: [] });
    expect(hex(canonicalNodeBytes(m, "spec", "v1mid"))).toBe(
      `a5${t("caps")}80${t("plans")}80${t("modules")}80${t("schemas")}80${t("policies")}80`,
    );
  });

  it("built-ins", () => {
    expect(BUILTINS).toHaveLength(BUILTIN_SCHEMAS.length + BUILTIN_CAPS.length);
    expect(BUILTIN_SCHEMAS).toHaveLength(10);
    expect(BUILTIN_CAPS).toHaveLength(4);
    const timer = builtin("sys/timer@1");
    expect(timer).toEqual(node({ $kind: "defcap", name: "sys/timer@1", cap_type: "timer", schema: { record: {} } }));
    expect(builtin("sys/nope@1")).toBeUndefined();
    const bytes = `a3${t("name")}${t("sys/timer@1")}${t("schema")}a1${t("record")}a0${t("cap_type")}${t("timer")}`;
    expect(builtinHash(timer!)).toBe(
      `sha256:${createHash("sha256")
        .update(Buffer.from(`d9d9f7${bytes}`, "hex"))
        .digest("hex")}`,
    );
    expect(builtinHash(timer!, "spec")).toBe(
      `sha256:${createHash("sha256").update(Buffer.from(bytes, "hex")).digest("hex")}`,
    );
    expect(builtin("sys/TimerSetParams@1")).toEqual(
      node({
        $kind: "defschema",
        name: "sys/TimerSetParams@1",
        type: { record: { deliver_at_ns: { nat: {} }, key: { option: { text: {} } } } },
      }),
    );
    expect(builtin("sys/http.out@1")?.schema).toEqual(
      node({
        record: {
          hosts: { set: { text: {} } },
          verbs: { set: { text: {} } },
          path_prefixes: { option: { set: { text: {} } } },
        },
      }),
    );
    expect(EFFECT_SCHEMAS["timer.set"]).toEqual({ params: "sys/TimerSetParams@1", receipt: "sys/TimerSetReceipt@1" });
    for (const { params, receipt } of Object.values(EFFECT_SCHEMAS)) {
      expect(builtin(params)?.$kind).toBe("defschema");
      expect(builtin(receipt)?.$kind).toBe("defschema");
    }
  });
});

describe("spec-profile CBOR → JSON", () => {
  it("reads a dec128 tag back as its text, leaves other tags alone", () => {
    const dec = new CborTag(2000n, encodeDecimal128("0.20"));
    const v = new CborMap([
      ["a", [dec]],
      ["b", new CborTag(2000n, new Uint8Array(3))],
      ["c", new CborTag(1n, encodeDecimal128("1"))],
    ]);
    const o = emptyObject();
    o.a = ["0.20"];
    o.b = (() => {
      const x = emptyObject();
      x.$tag = 2000n;
      const bytes = emptyObject();
      bytes.$bytes = "AAAA";
      x.value = bytes;
      return x;
    })();
    o.c = (() => {
      const x = emptyObject();
      x.$tag = 1n;
      const bytes = emptyObject();
      bytes.$bytes = Buffer.from(encodeDecimal128("1")).toString("base64");
      x.value = bytes;
      return x;
    })();
    expect(airCborToJson(v)).toEqual(o);
    expect(airCborToJson(dec)).toBe("0.20");
    expect(airCborToJson(new CborTag(2000n, "text"))).toEqual(node({ $tag: 2000n, value: "text" }));
  });

  it("manifestView prints the manifest CBOR as pretty serde JSON", () => {
    const bytes = encodeCbor(
      new CborMap([
        ["b", 1],
        ["a", [true, null]],
      ]),
      { selfDescribe: true },
    );
    expect(decodeCbor(bytes).selfDescribed).toBe(true);
    expect(manifestView(bytes)).toBe('{\n  "a": [\n    true,\n    null\n  ],\n  "b": 1\n}\n');
    const j: Json = airCborToJson(decodeCbor(bytes).value);
    expect(j).toEqual(node({ b: 1, a: [true, null] }));
  });
});

describe("checkValue: value literals against a TypeAST (test/fixtures/corpus/air/schemas-seed/common.schema.json)", () => {
  const A = "x/A@1";
  const resolve = (n: string): Json | undefined => (n === A ? node({ nat: {} }) : undefined);
  const fits = (value: unknown, type: unknown): string[] => checkValue(node(value), node(type), resolve);

  it("primitive literals follow the seed's ValueLiteral patterns", () => {
    expect(fits({ bool: true }, { bool: {} })).toEqual([]);
    expect(fits({ bool: "yes" }, { bool: {} })).toEqual([': "yes" is not a valid bool']);
    // nat: "type": "integer", "minimum": 0.
    expect(fits({ nat: 0 }, { nat: {} })).toEqual([]);
    expect(fits({ nat: -1 }, { nat: {} })).toEqual([": -1 is not a valid nat"]);
    // duration_ns: "type": "integer" (no fraction).
    expect(fits({ duration: -5 }, { duration: {} })).toEqual([]);
    expect(fits({ duration: 1.5 }, { duration: {} })).toEqual([": 1.5 is not a valid duration"]);
    // Hash: ^sha256:[0-9a-f]{64}$.
    expect(fits({ hash: `sha256:${"ab".repeat(32)}` }, { hash: {} })).toEqual([]);
    expect(fits({ hash: `sha256:${"AB".repeat(32)}` }, { hash: {} })).toHaveLength(1);
    // Exactly 64: not one digit more, nothing before the prefix.
    expect(fits({ hash: `sha256:${"ab".repeat(32)}0` }, { hash: {} })).toHaveLength(1);
    expect(fits({ hash: `xsha256:${"ab".repeat(32)}` }, { hash: {} })).toHaveLength(1);
    // DecimalString: ^[+-]?(\d+)(\.\d+)?([eE][+-]?\d+)?$.
    for (const ok of ["12.50", "-0.1", "1e5", "+3E-7", "10"]) expect(fits({ dec128: ok }, { dec128: {} })).toEqual([]);
    for (const bad of ["abc", "1.", ".5", "1e", "1x5"]) expect(fits({ dec128: bad }, { dec128: {} })).toHaveLength(1);
  });

  it("a type has exactly one key, and a ref resolves to its schema", () => {
    expect(fits({ text: "a" }, { text: {}, nat: {} })).toEqual([": a type has exactly one key"]);
    expect(fits({ nat: 3 }, { ref: A })).toEqual([]);
    expect(fits({ nat: -3 }, { ref: A })).toEqual([": -3 is not a valid nat"]);
    expect(fits({ nat: 3 }, { ref: "x/Nope@1" })).toEqual([': unknown schema "x/Nope@1"']);
  });

  it("an option is absent (null or {}) or fits its inner type", () => {
    expect(fits(null, { option: { nat: {} } })).toEqual([]);
    expect(fits({}, { option: { nat: {} } })).toEqual([]);
    expect(fits({ nat: 2 }, { option: { nat: {} } })).toEqual([]);
    expect(fits({ nat: "two" }, { option: { nat: {} } })).toEqual([': "two" is not a valid nat']);
  });

  it("a map is a list of {key, value}, each checked at its own pointer", () => {
    const type = { map: { key: { text: {} }, value: { nat: {} } } };
    expect(fits({ map: [{ key: { text: "a" }, value: { nat: 1 } }] }, type)).toEqual([]);
    expect(
      fits(
        {
          map: [
            { key: { text: "a" }, value: { nat: 1 } },
            { key: { nat: 1 }, value: { nat: -1 } },
          ],
        },
        type,
      ),
    ).toEqual(["/1/key: expected text, got nat", "/1/value: -1 is not a valid nat"]);
    expect(fits({ map: { a: 1 } }, type)).toEqual([": map values are arrays of {key, value}"]);
    expect(fits({ map: ["e"] }, type)).toEqual(["/0: map entries are {key, value}"]);
  });

  it("the other primitives: int and time are integers, bytes a string, uuid the 8-4-4-4-12 hex form", () => {
    // ExprConst in the seed: "int": {"type": "integer"}; "bytes_b64": a string; "uuid": "format": "uuid".
    expect(fits({ int: -3 }, { int: {} })).toEqual([]);
    expect(fits({ int: 1.5 }, { int: {} })).toEqual([": 1.5 is not a valid int"]);
    expect(fits({ time: 5 }, { time: {} })).toEqual([]);
    expect(fits({ time: 2.5 }, { time: {} })).toEqual([": 2.5 is not a valid time"]);
    expect(fits({ bytes: "AAEC" }, { bytes: {} })).toEqual([]);
    expect(fits({ bytes: 3 }, { bytes: {} })).toEqual([": 3 is not a valid bytes"]);
    expect(fits({ uuid: "123e4567-e89b-42d3-a456-426614174000" }, { uuid: {} })).toEqual([]);
    expect(fits({ uuid: "123E4567-E89B-42D3-A456-426614174000" }, { uuid: {} })).toEqual([]);
    expect(fits({ uuid: "123e4567e89b42d3a456426614174000" }, { uuid: {} })).toEqual([
      ': "123e4567e89b42d3a456426614174000" is not a valid uuid',
    ]);
    expect(fits({ uuid: 7 }, { uuid: {} })).toEqual([": 7 is not a valid uuid"]);
    expect(fits({ text: 7 }, { text: {} })).toEqual([": 7 is not a valid text"]);
  });

  it("every refusal of a value's form, each at its pointer", () => {
    // Not a value literal, two keys, another kind.
    expect(fits("a", { text: {} })).toEqual([': expected a text value literal like {"text": …}']);
    expect(fits({ text: "a", nat: 1 }, { text: {} })).toEqual([": a value literal has exactly one key"]);
    expect(fits({ nat: 1 }, { text: {} })).toEqual([": expected text, got nat"]);
    // Not a type, an unknown type, and the opaque built-in's type that every value fits.
    expect(fits({ nat: 1 }, 5)).toEqual([": not a type"]);
    expect(fits({ nat: 1 }, "text")).toEqual([": not a type"]);
    expect(fits({ nope: 1 }, { nope: {} })).toEqual([": unknown type nope"]);
    expect(checkValue(node({ nat: -1 }), ANY_TYPE, resolve)).toEqual([]);
    expect(fits({ unit: {} }, { unit: {} })).toEqual([]);
    // A record: required fields, optional ones, unknown ones, nested problems at their field.
    const rec = { record: { a: { nat: {} }, b: { option: { text: {} } }, c: { list: { nat: {} } } } };
    expect(fits({ record: { a: { nat: 1 }, c: { list: [] } } }, rec)).toEqual([]);
    expect(fits({ record: { a: { nat: 1 }, b: { text: "x" }, c: { list: [{ nat: 2 }] } } }, rec)).toEqual([]);
    expect(fits({ record: { b: { text: 5 }, c: { list: [{ nat: 0 }, { nat: -2 }] }, d: { nat: 1 } } }, rec)).toEqual([
      "/a: required field is missing",
      "/b: 5 is not a valid text",
      "/c/1: -2 is not a valid nat",
      "/d: field not in the schema",
    ]);
    expect(fits({ record: [] }, rec)).toEqual([": record fields must be objects"]);
    expect(fits({ record: {} }, { record: "x" })).toEqual([": record fields must be objects"]);
    // Lists and sets are arrays.
    expect(fits({ set: { a: 1 } }, { set: { nat: {} } })).toEqual([": set values are arrays"]);
    expect(fits({ list: "x" }, { list: { nat: {} } })).toEqual([": list values are arrays"]);
    expect(fits({ set: [{ nat: 1 }, { text: "a" }] }, { set: { nat: {} } })).toEqual(["/1: expected nat, got text"]);
    // A map's type must be {key, value} too.
    expect(fits({ map: [] }, { map: "x" })).toEqual([": map values are arrays of {key, value}"]);
    // A variant: {tag, value}, the tag one of the alternatives, the value of its type (or absent).
    const variant = { variant: { On: { nat: {} }, Off: { unit: {} } } };
    expect(fits({ variant: { tag: "On", value: { nat: 3 } } }, variant)).toEqual([]);
    expect(fits({ variant: { tag: "Off" } }, variant)).toEqual([]);
    expect(fits({ variant: { tag: "On", value: { nat: -3 } } }, variant)).toEqual(["/value: -3 is not a valid nat"]);
    expect(fits({ variant: { tag: "Dim" } }, variant)).toEqual([": Dim is not an alternative of the variant"]);
    expect(fits({ variant: { tag: 1 } }, variant)).toEqual([": variant values are {tag, value}"]);
    expect(fits({ variant: [] }, variant)).toEqual([": variant values are {tag, value}"]);
    expect(fits({ variant: { tag: "On" } }, { variant: [] })).toEqual([": variant values are {tag, value}"]);
    // An option that is present is checked as its inner type; a ref that is not a string names no schema.
    expect(fits({ nat: 1.5 }, { option: { nat: {} } })).toEqual([": 1.5 is not a valid nat"]);
    expect(fits({ nat: 1 }, { ref: 5 })).toEqual([": unknown schema 5"]);
  });

  it("a schema that refers to itself stops at a depth of 64 with one problem", () => {
    const loop = (n: string): Json | undefined => (n === "x/Loop@1" ? node({ ref: "x/Loop@1" }) : undefined);
    expect(checkValue(node({ nat: 1 }), node({ ref: "x/Loop@1" }), loop)).toEqual([
      ": type nesting too deep (recursive schema?)",
    ]);
    // 64 levels of list are still checked: the limit is on nesting, not on a value's size.
    let type: unknown = { nat: {} };
    let value: unknown = { nat: 1 };
    for (let i = 0; i < 64; i++) {
      type = { list: type };
      value = { list: [value] };
    }
    expect(fits(value, type)).toEqual([]);
    expect(fits({ list: [value] }, { list: type })).toEqual([
      `${"/0".repeat(65)}: type nesting too deep (recursive schema?)`,
    ]);
  });

  it("typeRefs finds every ref, in arrays too, and skips other leaves", () => {
    expect(typeRefs(node({ record: { a: { ref: A }, b: { list: { ref: "x/B@1" } }, c: { text: {} } } }))).toEqual([
      A,
      "x/B@1",
    ]);
    expect(typeRefs(node([{ ref: A }, { set: { ref: "x/C@1" } }]))).toEqual([A, "x/C@1"]);
    // A malformed type (a string where a type goes) holds no ref.
    expect(typeRefs(node({ list: "oops", ref: 5 }))).toEqual([]);
  });
});

describe("checkShape: later-v1 spellings read in their seed form", () => {
  const shape = (text: string, later = false) =>
    checkShape({ node: parseJson(text).value as JsonObject, file: "n.air.json", pointer: "#n" }, later);
  const H = `sha256:${"0".repeat(64)}`;
  const module = (abi: string, hash = `"wasm_hash": "${H}", `) =>
    `{"$kind": "defmodule", "name": "a/m@1", "module_kind": "reducer", ${hash}"abi": {"reducer": {"state": "a/S@1", "event": "a/E@1"${abi}}}}`;
  const planWith = (kind: string, allowed: string, extra = "") =>
    `{"$kind": "defplan", "name": "a/p@1", "input": "a/I@1", ${extra}"steps": [{"id": "e", "op": "emit_effect", "kind": "${kind}", "params": {"record": {}}, "cap": "c", "bind": {"effect_id_as": "x"}}], "edges": [], "required_caps": ["c"], "allowed_effects": ["${allowed}"]}`;

  it("the seed spellings are valid as they are (the floor of the cases below)", () => {
    expect(shape(module(`, "effects_emitted": ["fs.blob.put"]`))).toEqual([]);
    expect(shape(planWith("fs.blob.put", "fs.blob.put"))).toEqual([]);
    // ...and the seed's EffectKind is an enum (common.schema.json): a kind it does not name is an error.
    expect(shape(planWith("http.request", "blob.nope")).length).toBeGreaterThan(0);
    expect(shape(planWith("blob.nope", "http.request")).length).toBeGreaterThan(0);
    expect(shape(module(`, "effects_emitted": ["blob.nope"]`)).length).toBeGreaterThan(0);
  });

  it("blob.put/blob.get in effects_emitted, kind and allowed_effects", () => {
    expect(shape(module(`, "effects_emitted": ["blob.put"]`))).toEqual([]);
    expect(shape(planWith("blob.put", "fs.blob.put"))).toEqual([]);
    expect(shape(planWith("blob.get", "blob.get"))).toEqual([]);
  });

  it("a defmodule without wasm_hash and a defcap of type blob", () => {
    expect(shape(module("", ""))).toEqual([]);
    expect(shape(`{"$kind": "defcap", "name": "a/c@1", "cap_type": "blob", "schema": {"record": {}}}`)).toEqual([]);
  });

  it('a "__proto__" key is data, reported as any unknown field', () => {
    const d = shape(planWith("blob.put", "blob.put", `"__proto__": {}, `));
    expect(d.map((x) => x.message)).toEqual(['defplan a/p@1: / must NOT have additional properties ("__proto__")']);
  });

  it("a name that is not a string is shown as its JSON text", () => {
    expect(shape(`{"$kind": "defschema", "name": 5, "type": {"text": {}}}`).map((d) => d.message)).toEqual([
      "defschema 5: /name must be string",
    ]);
  });

  it("a node without $kind, and an error's code, message and pointer", () => {
    expect(shape(`{"name": "a/x@1"}`)).toEqual([
      { code: "AIR-SHAPE", severity: "error", message: 'node has no "$kind"', file: "n.air.json", pointer: "#n" },
    ]);
    expect(shape(`{"$kind": "defschema", "name": "a/S@1", "type": {"text": {}}, "extra": 1}`)).toEqual([
      expect.objectContaining({
        code: "AIR-SHAPE",
        severity: "error",
        message: 'defschema a/S@1: / must NOT have additional properties ("extra")',
        pointer: "#n",
      }),
    ]);
  });
});

describe("typed checks: integer ranges and the reference's verdict", () => {
  it("an integer out of a u64 range is named with its node", () => {
    const entry = {
      node: node({ $kind: "defplan", name: "a/p@1", steps: [{ expr: { nat: -1 } }] }),
      file: "p.air.json",
      pointer: "#p",
    };
    // 2^64 - 1 = 18446744073709551615.
    expect(integerRangeProblems(entry).map((d) => [d.pointer, d.message])).toEqual([
      ["#p/steps/0/expr/nat", "defplan a/p@1: nat -1 is out of range for u64 (0 … 18446744073709551615)"],
    ]);
  });

  it("each range at its bounds, from numbers, bigints and number text; a fraction or a name that is no string", () => {
    const entry = (n: JsonObject) => ({ node: n, file: "r.air.json", pointer: "#r" });
    const big = (k: string, v: bigint) => {
      const o = emptyObject();
      o[k] = v;
      return o;
    };
    const n = node({ $kind: "defplan", name: 5, steps: [{ nat: 1.5 }, { int: -3 }] });
    (n.steps as Json[]).push(
      big("nat", 18446744073709551615n),
      big("nat", 18446744073709551616n),
      big("int", -9223372036854775808n),
      big("int", -9223372036854775809n),
      big("duration_ns", 9223372036854775808n),
      big("time_ns", -1n),
      parseJson('{"int": 9223372036854775808}').value,
      parseJson('{"int": 9223372036854775807}').value,
      // Number text that is no integer has no range to be out of.
      parseJson('{"int": 1e5}').value,
    );
    expect(integerRangeProblems(entry(n)).map((d) => [d.code, d.pointer, d.message])).toEqual([
      [
        "AIR-INT-RANGE",
        "#r/steps/3/nat",
        "nat 18446744073709551616 is out of range for u64 (0 … 18446744073709551615)",
      ],
      [
        "AIR-INT-RANGE",
        "#r/steps/5/int",
        "int -9223372036854775809 is out of range for i64 (-9223372036854775808 … 9223372036854775807)",
      ],
      [
        "AIR-INT-RANGE",
        "#r/steps/6/duration_ns",
        "duration_ns 9223372036854775808 is out of range for i64 (-9223372036854775808 … 9223372036854775807)",
      ],
      ["AIR-INT-RANGE", "#r/steps/7/time_ns", "time_ns -1 is out of range for u64 (0 … 18446744073709551615)"],
      [
        "AIR-INT-RANGE",
        "#r/steps/8/int",
        "int 9223372036854775808 is out of range for i64 (-9223372036854775808 … 9223372036854775807)",
      ],
    ]);
  });

  it("a node the schema refuses and the reference hashes says it is hashed as the reference hashes it", () => {
    // key_schema: null: the seed schema wants a string; aos-air-types reads an absent Option.
    const entry = {
      node: node({
        $kind: "defmodule",
        name: "a/m@1",
        module_kind: "reducer",
        wasm_hash: `sha256:${"0".repeat(64)}`,
        key_schema: null,
        abi: { reducer: { state: "a/S@1", event: "a/E@1" } },
      }),
      file: "m.air.json",
      pointer: "#m",
    };
    const o = referenceOutcome(entry);
    expect(o.typed).toBeDefined();
    expect(o.diagnostics.map((d) => [d.code, d.message])).toEqual([
      [
        "AIR-SPEC-STRICTER",
        "defmodule a/m@1: the AIR v1 schema refuses this node but the AgentOS v1 reference (aos-air-types) accepts it; hashed as the reference hashes it (run agentc air validate for the schema's reasons)",
      ],
    ]);
  });
});

describe("the reference's refusals of a node (serde's messages, aos-air-types' names)", () => {
  const H = `sha256:${"0".repeat(64)}`;
  const decode = (o: object) => decodeReferenceNode(fromPlain(o) as JsonObject);
  const refusal = (o: object) => {
    const v = decode(o);
    return v.ok ? "accepted" : [v.refusal.pointer, v.refusal.message];
  };
  const mod = {
    $kind: "defmodule",
    name: "demo/M@1",
    module_kind: "reducer",
    wasm_hash: H,
    abi: { reducer: { state: "demo/S@1", event: "demo/E@1" } },
  };
  const cap = { $kind: "defcap", name: "sys/http@1", cap_type: "http.out", schema: { record: {} } };

  it("accepts a module and a capability of each documented kind", () => {
    expect(decode(mod)).toEqual({ ok: true, typed: fromPlain(mod) });
    for (const t of ["http.out", "fs.blob", "timer", "llm.basic"])
      expect(refusal({ ...cap, cap_type: t })).toBe("accepted");
  });

  it("an unknown variant is told against serde's OneOf: `a`, `a` or `b`, one of `a`, `b`, …", () => {
    expect(refusal({ ...cap, cap_type: "nope" })).toEqual([
      "/cap_type",
      "unknown variant `nope`, expected one of `http.out`, `fs.blob`, `timer`, `llm.basic`",
    ]);
    expect(refusal({ ...mod, module_kind: "other" })).toEqual([
      "/module_kind",
      "unknown variant `other`, expected `reducer`",
    ]);
  });

  it("a value of the wrong type names the struct expected; an expression no variant matches names the enum", () => {
    expect(refusal({ ...mod, abi: "x" })).toEqual(["/abi", 'invalid type: string "x", expected struct ModuleAbi']);
    expect(
      refusal({
        $kind: "defplan",
        name: "p@1",
        input: "demo/S@1",
        steps: [{ id: "a", op: "assign", expr: { nonsense: 1 }, bind: { as: "x" } }],
        edges: [],
      }),
    ).toEqual(["/steps/0/expr", "data did not match any variant of untagged enum Expr"]);
  });

  it("an integer out of its Rust type's range is told as such, even inside an untagged enum's trials", () => {
    const plan = (expr: object) => ({
      $kind: "defplan",
      name: "p@1",
      input: "demo/S@1",
      steps: [{ id: "a", op: "assign", expr, bind: { as: "x" } }],
      edges: [],
    });
    // u64 is 0 … 2^64 - 1: -1 matches no variant of Expr only because it is out of range.
    const v = decode(plan({ nat: -1 }));
    expect(v).toEqual({
      ok: false,
      refusal: {
        pointer: "/steps/0/expr/nat",
        message: "-1 is out of range for u64 (0 … 18446744073709551615)",
        range: true,
      },
    });
    expect(refusal(plan({ nat: 18446744073709551615n }))).toBe("accepted");
  });
});

describe("AIR names and the instructions text of a lowered agent (src/formats/air/lower.ts)", () => {
  it("a namespace is the name's lowercase identifier, else 'agent'; a version its leading whole number, at least 1", () => {
    expect(slug("My Agent!")).toBe("my-agent");
    expect(slug("  a  b ")).toBe("a-b");
    expect(slug("--x--y--")).toBe("x-y");
    expect(slug("---")).toBe("agent");
    expect(slug("ÄÖ")).toBe("agent");
    expect(major("1.0")).toBe(1);
    expect(major("12.3.4")).toBe(12);
    expect(major("0.9")).toBe(1);
    expect(major("v2")).toBe(1);
    expect(major("")).toBe(1);
  });

  it("role, then tone and style when stated, the instructions, then the constraints as a list", () => {
    const agent = (persona: object) =>
      ({ persona: { role: "Reviewer", instructions: "  Review the diff.\n", constraints: [], ...persona } }) as never;
    expect(instructionsText(agent({}))).toBe("Role: Reviewer\n\nReview the diff.\n");
    expect(
      instructionsText(agent({ tone: "calm", style: "terse", constraints: ["no force-push", "cite lines"] })),
    ).toBe(
      "Role: Reviewer\nTone: calm\nStyle: terse\n\nReview the diff.\n\nConstraints:\n- no force-push\n- cite lines\n",
    );
  });
});

describe("findRefs: every reference of an expression, at its pointer", () => {
  it("in lists and records, under escaped keys; a string that is no reference is none", () => {
    const refs = findRefs(
      node({
        list: [{ text: "@var:not_a_ref" }, { ref: "@var:x" }],
        "a/b~c": { ref: "@step:s1" },
        d: { ref: "plain" },
      }),
      "/e",
    );
    expect(refs).toEqual([
      { ref: { kind: "var", name: "x" }, text: "@var:x", pointer: "/e/list/1/ref" },
      { ref: { kind: "step", id: "s1" }, text: "@step:s1", pointer: "/e/a~1b~0c/ref" },
    ]);
  });
});
