/**
 * The 10,000 AIR v1 nodes of test/fixtures/air/reference-v1/nodes.air.json: seed-style nodes of
 * every kind, each drawn from a seeded generator and then, for most, bent into a spelling the
 * seed's JSON Schemas refuse but the reference's serde types may accept (`"key_schema": null`,
 * `"abi": {}`, `{"reducer": null}`, cap grant `params` in every ValueLiteral form, unknown
 * fields, structs as arrays, names outside the schema's pattern, full manifests) or refuse
 * (bad hashes and refs, integers out of range, floats, nulls for lists, unknown ops). Which is
 * which is not decided here: the reference itself (the oracle in that folder) says so.
 *
 * Regenerate (the fixture and its reference hashes go together; see that folder's SOURCE.md):
 *   npx esbuild test/support/air-reference-nodes.ts --platform=node --outfile=/tmp/air-reference-nodes.mjs &&
 *   node /tmp/air-reference-nodes.mjs > test/fixtures/air/reference-v1/nodes.air.json
 */
import { prng } from "./prng.js";

type J = null | boolean | number | string | J[] | { [k: string]: J };
type Obj = { [k: string]: J };

export function referenceNodes(count = 10_000, seed = 35): string[] {
  const r = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const hex = (): string => Array.from({ length: 64 }, () => "0123456789abcdef"[Math.floor(r() * 16)]).join("");
  const hash = (): string => `sha256:${hex()}`;
  const ns = (): string => pick(["com.acme", "demo", "sys", "org.example", "x1"]);
  const ref = (i: number, base = "S"): string => `${ns()}/${base}${i}@${1 + Math.floor(r() * 3)}`;

  const primitive = (): J => ({
    [pick(["bool", "int", "nat", "dec128", "bytes", "text", "time", "duration", "hash", "uuid", "unit"])]: {},
  });
  const typeExpr = (depth: number): J => {
    if (depth <= 0) return r() < 0.8 ? primitive() : { ref: ref(1) };
    switch (Math.floor(r() * 7)) {
      case 0:
        return { record: { id: typeExpr(depth - 1), title: { text: {} }, extra: typeExpr(depth - 1) } };
      case 1:
        return { variant: { A: { unit: {} }, B: typeExpr(depth - 1) } };
      case 2:
        return { list: typeExpr(depth - 1) };
      case 3:
        return { set: typeExpr(depth - 1) };
      case 4:
        return { map: { key: { [pick(["int", "nat", "text", "uuid", "hash"])]: {} }, value: typeExpr(depth - 1) } };
      case 5:
        return { option: typeExpr(depth - 1) };
      default:
        return primitive();
    }
  };
  const value = (depth: number): J => {
    const leaf = (): J =>
      pick<() => J>([
        () => ({ null: {} }),
        () => ({ bool: r() < 0.5 }),
        () => ({ int: Math.floor(r() * 2000) - 1000 }),
        () => ({ nat: Math.floor(r() * 100000) }),
        () => ({ dec128: pick(["0.2", "1", "-3.25", "1e-3"]) }),
        () => ({ bytes_b64: "aGVsbG8=" }),
        () => ({ text: pick(["GET", "news.google.com", "", "ünïcode"]) }),
        () => ({ time_ns: Math.floor(r() * 1e9) }),
        () => ({ duration_ns: Math.floor(r() * 1e6) - 5e5 }),
        () => ({ hash: hash() }),
        () => ({ uuid: "123e4567-e89b-12d3-a456-426614174000" }),
      ])();
    if (depth <= 0) return leaf();
    return pick<() => J>([
      leaf,
      () => ({ list: [value(depth - 1), value(depth - 1)] }),
      () => ({ set: [value(depth - 1)] }),
      () => ({ map: [{ key: { text: "k" }, value: value(depth - 1) }] }),
      () => ({ record: { hosts: { set: [{ text: "example.com" }] }, n: value(depth - 1) } }),
      () => (r() < 0.5 ? { tag: "Some", value: value(depth - 1) } : { tag: "None" }),
    ])();
  };
  const expr = (depth: number): J => {
    const leaf = (): J =>
      pick<() => J>([
        () => ({ ref: "@var:x" }),
        () => ({ text: "hello" }),
        () => ({ nat: Math.floor(r() * 1000) }),
        () => ({ int: -5 }),
        () => ({ bool: true }),
        () => ({ dec128: "0.5" }),
        () => ({ hash: hash() }),
        () => ({ time_ns: 12 }),
        () => ({ duration_ns: -12 }),
      ])();
    if (depth <= 0) return leaf();
    return pick<() => J>([
      leaf,
      () => ({
        op: pick(["eq", "concat", "add", "get", "starts_with", "len"]),
        args: [expr(depth - 1), expr(depth - 1)],
      }),
      () => ({ record: { a: expr(depth - 1), b: { ref: "@plan.input" } } }),
      () => ({ list: [expr(depth - 1)] }),
      () => ({ set: [expr(depth - 1)] }),
      () => ({ map: [{ key: { text: "k" }, value: expr(depth - 1) }] }),
      () => ({ variant: r() < 0.5 ? { tag: "Ok", value: expr(depth - 1) } : { tag: "None" } }),
    ])();
  };
  const effects = ["http.request", "fs.blob.put", "fs.blob.get", "timer.set", "llm.generate"];

  const defschema = (i: number): Obj => ({ $kind: "defschema", name: ref(i), type: typeExpr(3) });
  const defcap = (i: number): Obj => ({
    $kind: "defcap",
    name: ref(i, "cap"),
    cap_type: pick(["http.out", "fs.blob", "timer", "llm.basic"]),
    schema: typeExpr(2),
  });
  const defpolicy = (i: number): Obj => ({
    $kind: "defpolicy",
    name: ref(i, "policy"),
    rules: [
      { when: { effect_kind: pick(effects), host: "example.com" }, decision: "allow" },
      { when: { origin_kind: pick(["plan", "reducer"]), origin_name: ref(2, "P") }, decision: "deny" },
      { when: {}, decision: "deny" },
    ],
  });
  const defmodule = (i: number): Obj => ({
    $kind: "defmodule",
    name: ref(i, "mod"),
    module_kind: "reducer",
    wasm_hash: hash(),
    ...(r() < 0.5 ? { key_schema: ref(3) } : {}),
    abi: {
      reducer: {
        state: ref(4),
        event: ref(5),
        ...(r() < 0.5 ? { annotations: ref(6) } : {}),
        effects_emitted: [pick(effects)],
        cap_slots: { http: "http.out" },
      },
    },
  });
  const defplan = (i: number): Obj => {
    const steps: Obj[] = [
      { id: "a", op: "assign", expr: expr(2), bind: { as: "x" } },
      {
        id: "e",
        op: "emit_effect",
        kind: "http.request",
        params: expr(2),
        cap: "http_cap",
        bind: { effect_id_as: "req" },
      },
      { id: "w", op: "await_receipt", for: { ref: "@var:req" }, bind: { as: "rcpt" } },
      { id: "v", op: "await_event", event: ref(7), where: expr(1), bind: { as: "ev" } },
      {
        id: "r",
        op: "raise_event",
        reducer: ref(8, "mod"),
        event: expr(1),
        ...(r() < 0.5 ? { key: { text: "k" } } : {}),
      },
      { id: "z", op: "end", ...(r() < 0.5 ? { result: expr(1) } : {}) },
    ];
    return {
      $kind: "defplan",
      name: ref(i, "plan"),
      input: ref(9),
      ...(r() < 0.5 ? { output: ref(10) } : {}),
      locals: { tmp: ref(11) },
      steps,
      edges: steps.slice(1).map((s, k) => ({
        from: String(steps[k]!.id),
        to: String(s.id),
        ...(k === 0 && r() < 0.5 ? { when: expr(1) } : {}),
      })),
      required_caps: ["http_cap"],
      allowed_effects: ["http.request"],
      ...(r() < 0.3 ? { invariants: [expr(1)] } : {}),
    };
  };
  const namedRefs = (n: number, base: string): J =>
    Array.from({ length: n }, (_, k) => ({ name: ref(k, base), hash: hash() }));
  const capGrant = (k: number): Obj => ({
    name: `grant_${k}`,
    cap: ref(k, "cap"),
    params: value(2),
    ...(r() < 0.3 ? { expiry_ns: Math.floor(r() * 1e12) } : {}),
    ...(r() < 0.3 ? { budget: { tokens: 100, cents: 5 } } : {}),
  });
  const manifest = (full: boolean): Obj => ({
    $kind: "manifest",
    schemas: namedRefs(2, "S"),
    modules: namedRefs(1, "mod"),
    plans: namedRefs(1, "plan"),
    caps: namedRefs(1, "cap"),
    policies: namedRefs(1, "policy"),
    ...(full
      ? {
          defaults: { policy: ref(1, "policy"), cap_grants: [capGrant(1), capGrant(2)] },
          module_bindings: { [ref(1, "mod")]: { slots: { http: "grant_1" } }, [ref(2, "mod")]: { slots: {} } },
          routing: {
            events: [{ event: ref(1), reducer: ref(1, "mod"), key_field: "id" }],
            inboxes: [{ source: "mailbox://x", reducer: ref(1, "mod") }],
          },
          triggers: [{ event: ref(2), plan: ref(1, "plan"), correlate_by: "id" }],
        }
      : {}),
  });

  const makers: Array<(i: number) => Obj> = [
    defschema,
    defcap,
    defpolicy,
    defmodule,
    defplan,
    () => manifest(r() < 0.7),
  ];

  /** Bends the reference may accept (the schemas refuse them all): the brief's four forms first. */
  const lenient: Array<(n: Obj) => Obj | undefined> = [
    (n) => (n.$kind === "defmodule" ? { ...n, key_schema: null } : undefined),
    (n) => (n.$kind === "defmodule" ? { ...n, abi: {} } : undefined),
    (n) => (n.$kind === "defmodule" ? { ...n, abi: { reducer: null } } : undefined),
    (n) =>
      n.$kind === "defmodule"
        ? {
            ...n,
            abi: {
              reducer: { ...((n.abi as Obj).reducer as Obj), annotations: null, effects_emitted: [], cap_slots: {} },
            },
          }
        : undefined,
    (n) =>
      n.$kind === "manifest"
        ? {
            ...n,
            defaults: {
              cap_grants: [
                {
                  name: "g",
                  cap: ref(1, "cap"),
                  params: pick<J>([
                    { text: "x", note: "ignored" },
                    ["only.dec128"],
                    [true],
                    { record: {} },
                    { tag: "T", value: null },
                    { null: { any: 1 } },
                    { list: [] },
                    { map: [[{ nat: 1 }, { text: "v" }]] },
                    { nat: 1, text: "first wins" },
                    { record: { a: { text: "b", c: 1 } } },
                  ]),
                },
              ],
            },
          }
        : undefined,
    (n) =>
      n.$kind === "manifest"
        ? {
            ...n,
            defaults: { policy: null, cap_grants: [{ ...capGrant(3), expiry_ns: null, budget: null }] },
            routing: null,
            module_bindings: { m: {} },
          }
        : undefined,
    (n) => ({ ...n, "x-note": "unknown top-level fields are ignored" }),
    (n) => ({ ...n, name: pick(["Not A Name", "com.acme/x@0", "noslash@1", ""]) }),
    (n) => (n.$kind === "defplan" ? { ...n, steps: (n.steps as Obj[]).map((s) => ({ ...s, note: 1 })) } : undefined),
    (n) =>
      n.$kind === "defplan"
        ? { ...n, steps: (n.steps as Obj[]).map((s) => (s.op === "assign" ? { ...s, bind: ["x"] } : s)) }
        : undefined,
    (n) => (n.$kind === "defplan" ? { ...n, edges: (n.edges as Obj[]).map((e) => [e.from, e.to]) } : undefined),
    (n) => (n.$kind === "defplan" ? { ...n, output: null, locals: {}, edges: [], invariants: [] } : undefined),
    (n) =>
      n.$kind === "defschema"
        ? { ...n, type: { record: { a: { text: { ignored: true } }, b: { list: { nat: {} }, extra: 1 } } } }
        : undefined,
    (n) => (n.$kind === "defschema" ? { ...n, type: { text: [] } } : undefined),
    (n) =>
      n.$kind === "defpolicy"
        ? {
            ...n,
            rules: [
              { when: { effect_kind: null, host: null }, decision: "allow" },
              { when: { effect_kind: { "timer.set": null } }, decision: "deny" },
            ],
          }
        : undefined,
    (n) => (n.$kind === "defcap" ? { ...n, cap_type: { timer: null } } : undefined),
    (n) =>
      n.$kind === "defplan"
        ? {
            ...n,
            steps: [
              {
                id: "a",
                op: "assign",
                expr: { op: "add", args: [{ int: "#n:9223372036854775807#" }, { nat: "#n:18446744073709551615#" }] },
                bind: { as: "x" },
              },
              { id: "z", op: "end" },
            ],
            edges: [{ from: "a", to: "z" }],
          }
        : undefined,
  ];
  /** Bends the reference should refuse. */
  const strict: Array<(n: Obj) => Obj | undefined> = [
    (n) => (n.$kind === "defmodule" ? { ...n, wasm_hash: "sha256:XYZ" } : undefined),
    (n) => (n.$kind === "defmodule" ? { ...n, abi: null } : undefined),
    (n) => (n.$kind === "defmodule" ? { ...n, module_kind: "pure" } : undefined),
    (n) =>
      n.$kind === "defmodule"
        ? { ...n, abi: { reducer: { ...((n.abi as Obj).reducer as Obj), effects_emitted: null } } }
        : undefined,
    (n) => (n.$kind === "defplan" ? { ...n, input: "Bad/ref" } : undefined),
    (n) =>
      n.$kind === "defplan"
        ? { ...n, steps: [{ id: "a", op: "assign", expr: { nat: -1 }, bind: { as: "x" } }] }
        : undefined,
    (n) =>
      n.$kind === "defplan"
        ? { ...n, steps: [{ id: "a", op: "assign", expr: { int: "#n:9223372036854775808#" }, bind: { as: "x" } }] }
        : undefined,
    (n) =>
      n.$kind === "defplan"
        ? { ...n, steps: [{ id: "a", op: "assign", expr: { nat: 1.5 }, bind: { as: "x" } }] }
        : undefined,
    (n) => (n.$kind === "defplan" ? { ...n, steps: [{ id: "a", op: "jump" }] } : undefined),
    (n) => (n.$kind === "defplan" ? { ...n, edges: null } : undefined),
    (n) =>
      n.$kind === "defplan"
        ? { ...n, steps: (n.steps as Obj[]).map((s) => (s.op === "emit_effect" ? { ...s, kind: "email.send" } : s)) }
        : undefined,
    (n) => (n.$kind === "manifest" ? { ...n, caps: undefined } : undefined),
    (n) =>
      n.$kind === "manifest"
        ? { ...n, defaults: { cap_grants: [{ name: "g", cap: "c", params: { nat: -2 } }] } }
        : undefined,
    (n) => (n.$kind === "defschema" ? { ...n, type: { text: null } } : undefined),
    (n) => (n.$kind === "defschema" ? { ...n, type: { ref: "nope" } } : undefined),
    (n) => (n.$kind === "defcap" ? { ...n, cap_type: "blob" } : undefined),
    (n) => (n.$kind === "defpolicy" ? { ...n, rules: [{ when: {}, decision: "maybe" }] } : undefined),
    (n) => ({ ...n, $kind: String(n.$kind).toUpperCase() }),
    (n) => ({ ...n, name: 42 }),
  ];

  const out: string[] = [];
  for (let i = 0; out.length < count; i++) {
    const base = pick(makers)(i);
    const roll = r();
    const bends = roll < 0.6 ? [] : roll < 0.9 ? lenient : strict;
    let node: Obj = base;
    if (bends.length) {
      // Find a bend that applies to this kind (every kind has some).
      for (let t = 0; t < 8; t++) {
        const b = pick(bends)(base);
        if (b) {
          node = b;
          break;
        }
      }
    }
    // Integers beyond 2^53 are written out exactly (JSON.stringify would round them).
    out.push(JSON.stringify(node).replace(/"#n:(-?\d+)#"/g, "$1"));
  }
  return out;
}

/**
 * Hand-written probes of serde's corners, as text (some repeat a key, which JSON.stringify cannot
 * write): a numeric `$kind`, structs as arrays, `-0`, `1.0` and `1e2` as integers, a map as a step's
 * `op`, repeated fields, unit enums as `{name: null}` maps.
 */
export const PROBES: readonly string[] = [
  '{"$kind":2,"name":"a/P@1","input":"a/S@1","steps":[]}',
  '{"$kind":"defschema","name":"x","type":{"text":[1]}}',
  '{"$kind":"defschema","name":"x","type":[{}]}',
  '{"$kind":"defschema","name":"x","type":{"text":null}}',
  '{"$kind":"defschema","name":"x","type":{"record":{"a":{"ref":"a/B@1","text":{}}}}}',
  '{"$kind":"defmodule","name":"m","module_kind":{"reducer":null},"wasm_hash":"sha256:ABCDEF0123456789abcdef0123456789abcdef0123456789abcdef0123456789","abi":[]}',
  '{"$kind":"defmodule","name":"m","module_kind":"reducer","wasm_hash":"sha256:ABCDEF0123456789abcdef0123456789abcdef0123456789abcdef0123456789","abi":[null]}',
  '{"$kind":"defmodule","name":"m","module_kind":"reducer","wasm_hash":"sha256:ABCDEF0123456789abcdef0123456789abcdef0123456789abcdef0123456789","abi":{},"abi":{}}',
  '{"$kind":"defplan","name":"a/P@1","input":"a/S@1","steps":[{"id":"z","op":"end","result":{"nat":1.0}}]}',
  '{"$kind":"defplan","name":"a/P@1","input":"a/S@1","steps":[{"id":"z","op":"end","result":{"nat":1e2}}]}',
  '{"$kind":"defplan","name":"a/P@1","input":"a/S@1","steps":[{"id":"z","op":"end","result":["@var:x"]}]}',
  '{"$kind":"defplan","name":"a/P@1","input":"a/S@1","steps":[{"id":"z","op":"end","result":[true]}]}',
  '{"$kind":"defplan","name":"a/P@1","input":"a/S@1","steps":[{"id":"z","op":"end","result":{"nat":-0}}]}',
  '{"$kind":"defplan","name":"a/P@1","input":"a/S@1","steps":[{"id":"z","op":"end","result":{"int":-0}}]}',
  '{"$kind":"defplan","name":"a/P@1","input":"a/S@1","steps":[{"id":"z","op":{"end":null}}]}',
  '{"$kind":"defplan","name":"a/P@1","input":"a/S@1","steps":[{"id":"z","op":"end","id":"y"}]}',
  '{"$kind":"manifest","schemas":[["n","sha256:0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"]],"modules":[],"plans":[],"caps":[],"policies":[],"defaults":[null,[]]}',
  '{"$kind":"manifest","schemas":[],"modules":[],"plans":[],"caps":[],"policies":[],"module_bindings":{"m":[{}]}}',
  '{"$kind":"manifest","schemas":[],"modules":[],"plans":[],"caps":[],"policies":[],"defaults":{"cap_grants":[{"name":"g","cap":"c","params":{"tag":"x","value":null,"extra":[]}}]}}',
  '{"$kind":"defpolicy","name":"p","rules":[[[],"allow"]]}',
  '{"$kind":"defpolicy","name":"p","rules":[{"when":{"effect_kind":{"timer.set":1}},"decision":"allow"}]}',
  '{"$kind":"defcap","name":"c","cap_type":"timer","schema":{"map":{"key":{"text":{}},"value":{"unit":{}}},"x":1}}',
  '{"$kind":"defschema","name":"x","type":{"text":{}},"$kind":"defschema"}',
];

/** The fixture's text: a JSON array, one node a line (the oracle reads it line by line); the probes last. */
export function referenceNodesText(count = 10_000, seed?: number): string {
  return `[\n${[...referenceNodes(count - PROBES.length, seed), ...PROBES].join(",\n")}\n]\n`;
}

if (process.argv[1] && /air-reference-nodes\.(ts|mjs)$/.test(process.argv[1]))
  process.stdout.write(referenceNodesText());
