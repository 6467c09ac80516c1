/**
 * AIR v1 checks pinned as whole outputs: a plan's steps and edges that are not objects (the pointers
 * of the others stay theirs), typed literals out of range only where a literal is (a one-key object),
 * the later-v1 manifest's `sys/` built-ins against a missing definition of the world, and an emitted
 * world's manifest.air.json view (in process: test/unit/air-world.test.ts spawns, so no mutant sees it).
 */
import { copyFileSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { validateAir } from "../../src/formats/air/validate-world.js";
import { emitAirWorld } from "../../emitters/air/world.js";
import { integerRangeProblems } from "../../src/formats/air/typed-checks.js";
import { parseJson } from "../../ir/json/parse.js";
import { fromPlain, type JsonObject } from "../../ir/json/value.js";
import { DIGEST, digestWorld, edges, jsonWorld, plan, steps } from "../support/air-world.js";
import { corpusPath } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

type D = { code: string; severity: string; pointer?: string; message: string };
const rows = (ds: D[]) => ds.map((d) => [d.code, d.severity, d.pointer, d.message]);
const P = "#com.acme/daily_digest@1";
const PLAN = "com.acme/daily_digest@1";

describe("a plan's steps and edges that are no objects", () => {
  it("are shape errors; the steps and edges after them keep their own index in every pointer", () => {
    const v = validateAir(
      plan((p) => {
        edges(p).unshift("set_url->fetch", null);
        edges(p).push(fromPlain({ from: "nowhere", to: "done" }));
        steps(p).unshift(7);
        steps(p).push(fromPlain({ id: "fetch", op: "assign", expr: { text: "again" }, bind: { as: "again" } }));
      }),
    );
    expect(v.ok).toBe(false);
    // The digest has 6 steps and 5 edges: with 1 step and 2 edges put first, the added ones are 7th.
    expect(rows(v.diagnostics)).toEqual([
      ["AIR-SHAPE", "error", `${P}/steps/0`, `defplan ${PLAN}: /steps/0 has no op`],
      ["AIR-SHAPE", "error", `${P}/edges/0`, `defplan ${PLAN}: /edges/0 must be object`],
      ["AIR-SHAPE", "error", `${P}/edges/1`, `defplan ${PLAN}: /edges/1 must be object`],
      ["AIR-STEP-DUP", "error", `${P}/steps/7/id`, `plan ${PLAN}: step id fetch is used twice`],
      ["AIR-EDGE", "error", `${P}/edges/7/from`, `plan ${PLAN}: edge 7 comes from unknown step "nowhere"`],
    ]);
  });

  it("a cycle and a step's own checks point at the step as written", () => {
    const cyc = validateAir(
      plan((p) => {
        steps(p).unshift("not a step");
        edges(p).push(fromPlain({ from: "done", to: "set_url" }));
      }),
    );
    expect(rows(cyc.diagnostics.filter((d) => d.code !== "AIR-SHAPE"))).toEqual([
      [
        "AIR-CYCLE",
        "error",
        `${P}/steps/1`,
        `plan ${PLAN}: steps form a cycle: set_url → fetch → wait_fetch → summarize → wait_sum → done → set_url`,
      ],
    ]);
    const effect = validateAir(
      plan((p) => {
        steps(p).unshift(null);
        (steps(p)[2] as JsonObject).kind = "teleport.now";
      }),
    );
    expect(rows(effect.diagnostics.filter((d) => d.code === "AIR-EFFECT"))).toEqual([
      ["AIR-EFFECT", "error", `${P}/steps/2/kind`, `plan ${PLAN}, step fetch: unknown effect kind "teleport.now"`],
    ]);
  });
});

describe("a later-v1 manifest's references", () => {
  it("a sys/ name agentc does not carry is an opaque built-in; any other missing name is a missing definition", () => {
    const world = jsonWorld(corpusPath("air/worlds/8a8a4e51/examples", "03-fetch-notify/air"), (key, n) => {
      if (key === "manifest")
        (n.schemas as JsonObject[]).push(
          fromPlain({ name: "demo/Missing@1" }) as JsonObject,
          fromPlain({ name: "sys/Later@1" }) as JsonObject,
        );
      return n;
    });
    const v = validateAir(world);
    const later = (i: number, kind: string, name: string, list = "schemas") => [
      "AIR-LATER-BUILTIN",
      "info",
      `#manifest/${list}/${i}`,
      `${kind} ${name} is a later-v1 built-in that agentc does not carry; it is accepted by name and left unpinned`,
    ];
    // The manifest lists 12 schemas (4 of the world, 8 sys/, of which 2 are not carried) and 3 sys/ effects.
    expect(rows(v.diagnostics)).toEqual([
      [
        "AIR-LATER-V1",
        "info",
        "#manifest/air_version",
        "later-v1 world (manifest has air_version): read with the later-v1 typed rules",
      ],
      [
        "AIR-LATER-V1",
        "info",
        "#demo/FetchNotify@1",
        "defmodule demo/FetchNotify@1 has no wasm_hash; hashed with the zero hash as the later-v1 loader does",
      ],
      later(8, "defschema", "sys/BlobPutResult@1"),
      later(9, "defschema", "sys/BlobGetResult@1"),
      later(13, "defschema", "sys/Later@1"),
      later(0, "defeffect", "sys/http.request@1", "effects"),
      later(1, "defeffect", "sys/blob.put@1", "effects"),
      later(2, "defeffect", "sys/blob.get@1", "effects"),
      [
        "AIR-REF-MISSING",
        "error",
        "#manifest/schemas/12",
        "manifest lists defschema demo/Missing@1, which is not defined in this world",
      ],
      [
        "AIR-SHAPE-LATER",
        "warning",
        "#demo/fetch_plan@1/steps/0/params",
        "defplan demo/fetch_plan@1: /steps/0/params matches none of the allowed forms (seed-era schema; later-v1 form)",
      ],
    ]);
    expect(v.ok).toBe(false);
    const opaque = v.resolved.defs.get("defschema:sys/Later@1")!;
    expect([opaque.kind, opaque.name, opaque.hash, opaque.builtin, opaque.opaque]).toEqual([
      "defschema",
      "sys/Later@1",
      "",
      true,
      true,
    ]);
    expect(v.resolved.defs.has("defschema:demo/Missing@1")).toBe(false);
  });
});

describe("typed literals out of range", () => {
  it("only a one-key object is a literal: the same key beside others is a record field, not checked", () => {
    const n = parseJson(
      '{"$kind":"defplan","name":"a/p@1","steps":[{"nat":-1,"note":{"text":"x"}},{"int":9223372036854775808,"nat":1},{"time_ns":-2}]}',
    ).value as JsonObject;
    expect(rows(integerRangeProblems({ node: n, file: "p.air.json", pointer: "#p" }))).toEqual([
      [
        "AIR-INT-RANGE",
        "error",
        "#p/steps/2/time_ns",
        "defplan a/p@1: time_ns -2 is out of range for u64 (0 … 18446744073709551615)",
      ],
    ]);
  });
});

describe("an emitted world's manifest.air.json", () => {
  it("is the view of manifest.air.cbor; a hand edit of it is an error at the file", () => {
    const out = join(tempDir(), "w");
    emitAirWorld(validateAir(DIGEST).resolved, out);
    expect(validateAir(out).diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const view = join(out, "manifest.air.json");
    writeFileSync(view, `${readFileSync(view, "utf8")}\n`);
    const v = validateAir(out);
    expect(v.ok).toBe(false);
    expect(v.diagnostics.filter((d) => d.code === "AIR-MANIFEST-VIEW")).toEqual([
      {
        code: "AIR-MANIFEST-VIEW",
        severity: "error",
        message:
          "manifest.air.json does not match manifest.air.cbor (change a world with agentc air patch, not by hand)",
        file: view,
      },
    ]);
  });
});

describe("a plan's semantic checks, every diagnostic of one broken plan", () => {
  it("edges, caps, allowed effects, ends, awaits, reducers, event schemas and grant params", () => {
    const v = validateAir(
      digestWorld((key, n) => {
        if (key === `defplan:${PLAN}`) {
          edges(n).push(fromPlain({ from: "done", to: "nowhere" }));
          (steps(n)[1] as JsonObject).cap = "nope";
          (steps(n)[3] as JsonObject).kind = "timer.set";
          steps(n).push(
            fromPlain({ id: "end2", op: "end" }),
            fromPlain({ id: "wait2", op: "await_receipt", for: { ref: "@var:rss_url" } }),
            fromPlain({
              id: "raise",
              op: "raise_event",
              reducer: "com.acme/gone@1",
              event: "com.acme/DigestInput@1",
              value: { text: "x" },
            }),
            fromPlain({ id: "hear", op: "await_event", event: "com.acme/Nope@1" }),
          );
        }
        if (key === "manifest") {
          const grants = (n.defaults as JsonObject).cap_grants as JsonObject[];
          grants[0]!.params = fromPlain({ record: { hosts: { set: [{ nat: 5 }] } } });
          grants.push(fromPlain({ name: "odd", cap: "sys/http.out@1", params: { text: "x" } }) as JsonObject);
        }
        return n;
      }),
    );
    const s = (i: number) => `${P}/steps/${i}`;
    const G = "#manifest/defaults/cap_grants";
    expect(rows(v.diagnostics)).toEqual([
      ["AIR-SHAPE", "error", s(7), `defplan ${PLAN}: /steps/7 must have required property 'bind'`],
      ["AIR-SHAPE", "error", s(8), `defplan ${PLAN}: /steps/8 must NOT have additional properties ("value")`],
      ["AIR-SHAPE", "error", `${s(8)}/event`, `defplan ${PLAN}: /steps/8/event matches none of the allowed forms`],
      ["AIR-SHAPE", "error", s(9), `defplan ${PLAN}: /steps/9 must have required property 'bind'`],
      ["AIR-EDGE", "error", `${P}/edges/5/to`, `plan ${PLAN}: edge 5 goes to unknown step "nowhere"`],
      [
        "AIR-CAP-UNKNOWN",
        "error",
        `${s(1)}/cap`,
        `plan ${PLAN}, step fetch: cap "nope" is neither in required_caps nor a default grant`,
      ],
      [
        "AIR-EFFECT-NOT-ALLOWED",
        "error",
        `${s(3)}/kind`,
        `plan ${PLAN}, step summarize: effect timer.set is not in allowed_effects`,
      ],
      [
        "AIR-END-RESULT",
        "error",
        s(6),
        `plan ${PLAN}, step end2: the plan declares output com.acme/DigestResult@1 but this end has no result`,
      ],
      [
        "AIR-AWAIT",
        "error",
        `${s(7)}/for`,
        `plan ${PLAN}, step wait2: await_receipt.for must name the effect id of an emit_effect`,
      ],
      [
        "AIR-EXPR-REF",
        "error",
        `${s(7)}/for/ref`,
        `plan ${PLAN}, step wait2: @var:rss_url is bound by set_url, which does not run before it`,
      ],
      [
        "AIR-REF-MISSING",
        "error",
        `${s(8)}/reducer`,
        `plan ${PLAN}, step raise: reducer com.acme/gone@1 is not defined`,
      ],
      [
        "AIR-REF-MISSING",
        "error",
        `${s(9)}/event`,
        `plan ${PLAN}, step hear: event schema "com.acme/Nope@1" is not defined`,
      ],
      [
        "AIR-GRANT-PARAMS",
        "error",
        `${G}/0/params`,
        "cap grant http_out_google: params do not fit sys/http.out@1: /hosts/0: expected text, got nat",
      ],
      [
        "AIR-GRANT-PARAMS",
        "error",
        `${G}/0/params`,
        "cap grant http_out_google: params do not fit sys/http.out@1: /verbs: required field is missing",
      ],
      [
        "AIR-GRANT-PARAMS",
        "error",
        `${G}/2/params`,
        "cap grant odd: params do not fit sys/http.out@1: /: expected record, got text",
      ],
    ]);
  });

  it("an end's result against the plan's output: a warning without one, an error with no end at all", () => {
    const noOutput = validateAir(plan((p) => delete p.output));
    expect(rows(noOutput.diagnostics)).toEqual([
      [
        "AIR-END-RESULT",
        "warning",
        `${P}/steps/5/result`,
        `plan ${PLAN}, step done: end has a result but the plan declares no output`,
      ],
    ]);
    expect(noOutput.ok).toBe(true);
    const noEnd = validateAir(
      plan((p) => {
        steps(p).pop();
        edges(p).pop();
      }),
    );
    expect(rows(noEnd.diagnostics)).toEqual([
      [
        "AIR-END-RESULT",
        "error",
        `${P}/steps`,
        `plan ${PLAN} declares output com.acme/DigestResult@1 but has no end step`,
      ],
    ]);
  });
});

describe("a v1 manifest's references", () => {
  it("a bad or wrong pinned hash, a name listed twice, a definition not listed", () => {
    const v = validateAir(
      digestWorld((key, n) => {
        if (key === "manifest") {
          const s = n.schemas as JsonObject[];
          s[0]!.hash = "sha256:xyz";
          s[1]!.hash = `sha256:${"0".repeat(63)}1`;
          s.push(fromPlain({ name: "com.acme/FeedItem@1" }) as JsonObject);
          s.splice(2, 1);
        }
        return n;
      }),
    );
    const hash = (name: string) => v.resolved.defs.get(`defschema:${name}`)!.hash;
    expect(v.diagnostics.map((d) => [d.code, d.severity, d.pointer, d.message, d.notes])).toEqual([
      ["AIR-HASH", "error", "#manifest/schemas/0/hash", '"sha256:xyz" is not sha256:<64 hex>', undefined],
      [
        "AIR-REF-HASH",
        "error",
        "#manifest/schemas/0/hash",
        `manifest pins defschema com.acme/DigestInput@1 to sha256:xyz, but the definition hashes to ${hash("com.acme/DigestInput@1")}`,
        undefined,
      ],
      [
        "AIR-REF-HASH",
        "error",
        "#manifest/schemas/1/hash",
        `manifest pins defschema com.acme/FeedItem@1 to sha256:${"0".repeat(63)}1, but the definition hashes to ${hash("com.acme/FeedItem@1")}`,
        undefined,
      ],
      [
        "AIR-NAME-DUP",
        "error",
        "#manifest/schemas/2",
        "manifest lists defschema com.acme/FeedItem@1 twice",
        [
          {
            message: "com.acme/FeedItem@1 is first listed here",
            file: "digest",
            pointer: "#manifest/schemas/1",
            node: "air:manifest",
          },
        ],
      ],
      [
        "AIR-UNLISTED",
        "warning",
        "#com.acme/DigestResult@1/name",
        "defschema com.acme/DigestResult@1 is defined but not listed in the manifest",
        undefined,
      ],
      [
        "AIR-SHAPE",
        "error",
        "#manifest/schemas/0/hash",
        'manifest: /schemas/0/hash must match pattern "^sha256:[0-9a-f]{64}$"',
        undefined,
      ],
    ]);
  });

  it("an emitted world: a definition beside the store but not in it, built-ins the store lacks", () => {
    const out = join(tempDir(), "w");
    const r = validateAir(DIGEST).resolved;
    const planHash = r.defs.get(`defplan:${PLAN}`)!.hash;
    emitAirWorld(r, out);
    rmSync(join(out, ".store/nodes/sha256", planHash.slice("sha256:".length)));
    const { diagnostics: gone } = validateAir(out);
    const at = (d: D & { file?: string }) => [d.code, d.severity, d.file, d.pointer, d.message];
    const cbor = join(out, "manifest.air.cbor");
    const builtins = [
      ["sys/http.out@1", 0],
      ["sys/llm.basic@1", 1],
    ].map(([name, i]) => [
      "AIR-STORE-BUILTIN",
      "warning",
      cbor,
      `/caps/${i}/hash`,
      `manifest pins built-in defcap ${name} to ${r.defs.get(`defcap:${name}`)!.hash}, which is not in the store: the AgentOS v1 store loader reads every manifest reference from .store/ (as a $kind-tagged node), so it will not load this world; convert the agent again`,
    ]);
    expect(gone.map(at)).toEqual([
      [
        "AIR-REF-MISSING",
        "error",
        cbor,
        "/plans/0",
        `manifest lists defplan ${PLAN}, which is not defined in this world`,
      ],
      ...builtins,
      ["AIR-REF-MISSING", "error", cbor, "/triggers/0/plan", `trigger 0: plan "${PLAN}" is not defined`],
    ]);
    // The plan beside the store, as a JSON file: defined, but the store the manifest is read from lacks it.
    copyFileSync(join(DIGEST, "plan.air.json"), join(out, "plan.air.json"));
    const { diagnostics: beside } = validateAir(out);
    expect(beside.map(at)).toEqual([
      [
        "AIR-STORE-MISSING",
        "error",
        cbor,
        "/plans/0/hash",
        `manifest pins defplan ${PLAN} to ${planHash}, which is not in the store`,
      ],
      ...builtins,
    ]);
  });
});

describe("a later-v1 world's own definitions", () => {
  it("a secret is a later-v1 kind, noted where it is defined", () => {
    const world = jsonWorld(corpusPath("air/worlds/8a8a4e51/examples", "03-fetch-notify/air"), (key, n) => {
      if (key === "manifest") n.secrets = fromPlain([{ name: "demo/key@1" }]);
      return n;
    });
    world.nodes.push({
      node: fromPlain({
        $kind: "defsecret",
        name: "demo/key@1",
        binding_id: "env:K",
        allowed_caps: [],
        allowed_plans: [],
      }) as JsonObject,
      file: "extra",
      pointer: "#secret",
    });
    const v = validateAir(world);
    expect(rows(v.diagnostics.filter((d) => d.code === "AIR-LATER-V1" || d.severity !== "info"))).toEqual([
      [
        "AIR-LATER-V1",
        "info",
        "#manifest/air_version",
        "later-v1 world (manifest has air_version): read with the later-v1 typed rules",
      ],
      [
        "AIR-LATER-V1",
        "info",
        "#demo/FetchNotify@1",
        "defmodule demo/FetchNotify@1 has no wasm_hash; hashed with the zero hash as the later-v1 loader does",
      ],
      ["AIR-LATER-V1", "info", "#secret", "defsecret demo/key@1 is a later-v1 definition kind"],
      [
        "AIR-SHAPE-LATER",
        "warning",
        "#demo/fetch_plan@1/steps/0/params",
        "defplan demo/fetch_plan@1: /steps/0/params matches none of the allowed forms (seed-era schema; later-v1 form)",
      ],
    ]);
    expect(v.ok).toBe(true);
  });
});
