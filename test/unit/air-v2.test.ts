/**
 * AIR v2 validation, patches and diffs, in process, on the AgentOS smoke world 00-counter
 * (test/fixtures/air-v2/worlds, see its SOURCE.md) changed in one place.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { validateAir } from "../../src/formats/air/validate-world.js";
import { applyPatchV2, diffWorldsV2, subscriptionsHash } from "../../src/formats/air/patch-v2.js";
import { fromPlain, toPlain, type JsonObject } from "../../ir/json/value.js";
import { repoRoot } from "../support/corpus.js";
import { parseJson } from "../../ir/json/parse.js";
import { digestWorld, jsonWorld } from "../support/air-world.js";
import { upgradeV1ToV2 } from "../../src/formats/air/upgrade-v2.js";
import { LossLedger } from "../../ir/loss-ledger.js";
import { tempDir } from "../support/tmp.js";
import { agentcInProcess } from "../support/cli.js";

const COUNTER = join(repoRoot, "test/fixtures/air-v2/worlds/00-counter");
type Edit = Parameters<typeof jsonWorld>[1];
const counter = (edit?: Edit) => validateAir(jsonWorld(COUNTER, edit));
const withNode = (n: object) => {
  const w = jsonWorld(COUNTER);
  w.nodes.push({ node: fromPlain(n) as JsonObject, file: "extra", pointer: "#extra" });
  return validateAir(w);
};
/** The diagnostics of some codes, as severity, code, pointer and message. */
const of = (v: { diagnostics: ReadonlyArray<{ code: string }> }, ...codes: string[]) =>
  (v.diagnostics as Array<{ code: string; severity: string; pointer?: string; message: string }>)
    .filter((d) => codes.includes(d.code))
    .map((d) => ({ severity: d.severity, code: d.code, pointer: d.pointer, message: d.message }));
const SCHEMA = (name: string, type: object = { text: {} }) => ({ $kind: "defschema", name, type });
const onManifest =
  (f: (m: JsonObject) => void): Edit =>
  (k, n) => {
    if (k === "manifest") f(n);
    return n;
  };

describe("AIR v2 validation", () => {
  it("the counter world validates (the floor of every case below)", () => {
    const v = counter();
    expect(v.diagnostics.filter((d) => d.severity !== "info")).toEqual([]);
  });

  it("a store's definitions are the world's; a manifest in the store is not another manifest", () => {
    const w = jsonWorld(COUNTER);
    w.store.set(`sha256:${"1".repeat(64)}`, {
      node: fromPlain(SCHEMA("demo/Stored@1")) as JsonObject,
      file: "s1",
      pointer: "",
    });
    w.store.set(`sha256:${"2".repeat(64)}`, {
      node: fromPlain({ $kind: "manifest", air_version: "2", bogus: 1 }) as JsonObject,
      file: "s2",
      pointer: "",
    });
    const v = validateAir(w);
    expect(v.diagnostics.filter((d) => d.severity !== "info").map((d) => [d.code, d.file, d.message])).toEqual([
      ["AIR-UNLISTED", "s1", "defschema demo/Stored@1 is defined but not listed in the manifest"],
    ]);
    expect(v.resolved.defs.has("defschema:demo/Stored@1")).toBe(true);
  });

  it("a shape error is an error, a bad name a warning that shows the name", () => {
    const v = withNode({ ...SCHEMA("demo/Extra@1"), extra: 1 });
    expect(of(v, "AIR-SHAPE", "AIR-V2-NAME")).toEqual([
      {
        severity: "error",
        code: "AIR-SHAPE",
        pointer: "#extra",
        message: 'defschema demo/Extra@1: / must NOT have additional properties ("extra")',
      },
    ]);
    const named = withNode(SCHEMA("demo/bad name"));
    expect(of(named, "AIR-SHAPE", "AIR-V2-NAME")).toEqual([
      {
        severity: "warning",
        code: "AIR-V2-NAME",
        pointer: "#extra/name",
        message:
          'defschema demo/bad name: /name "demo/bad name" does not match the specification\'s Name pattern namespace/name@version (the AgentOS loader accepts any string as a name)',
      },
    ]);
  });

  it("a v1 kind, named by a name that is not a string, is shown as its JSON text", () => {
    const w = jsonWorld(COUNTER);
    // As read from text: the 7 is a JsonNumber.
    w.nodes.push({ node: parseJson('{"$kind": "defplan", "name": 7}').value as JsonObject, file: "x", pointer: "#x" });
    expect(of(validateAir(w), "AIR-V2-KIND").map((d) => d.message)).toEqual([
      expect.stringMatching(/^defplan 7 is an AIR v1 kind: /),
    ]);
  });

  it('a "patch" node is not a kind of world node', () => {
    expect(of(withNode({ $kind: "patch", version: "2", patches: [] }), "AIR-SHAPE")).toEqual([
      { severity: "error", code: "AIR-SHAPE", pointer: "#extra/$kind", message: 'unknown AIR v2 kind "patch"' },
    ]);
  });

  it("a schema's type ref must name a schema, at its pointer", () => {
    const v = withNode(SCHEMA("demo/Extra@1", { record: { a: { ref: "demo/Nope@1" } } }));
    expect(of(v, "AIR-REF-MISSING")).toEqual([
      {
        severity: "error",
        code: "AIR-REF-MISSING",
        pointer: "#extra/type/record/a/ref",
        message: 'demo/Extra@1: type reference "demo/Nope@1" is not a defschema of this world or a built-in',
      },
    ]);
  });

  it("a workflow's and an effect's fields are checked on those kinds only", () => {
    // A schema with a workflow's and an effect's field names: a shape error, and no reference check.
    const v = withNode({ ...SCHEMA("demo/Extra@1"), state: "demo/Nope@1", params: "demo/Nope@1" });
    expect(of(v, "AIR-REF-MISSING")).toEqual([]);
    expect(of(v, "AIR-SHAPE").length).toBeGreaterThan(0);
  });

  it("a definition the manifest does not list is warned about", () => {
    expect(of(withNode(SCHEMA("demo/Extra@1")), "AIR-UNLISTED")).toEqual([
      {
        severity: "warning",
        code: "AIR-UNLISTED",
        pointer: "#extra/name",
        message: "defschema demo/Extra@1 is defined but not listed in the manifest",
      },
    ]);
  });

  it("two different definitions of one name", () => {
    const v = withNode(SCHEMA("demo/CounterTick@1"));
    expect(of(v, "AIR-NAME-DUP")).toEqual([
      {
        severity: "error",
        code: "AIR-NAME-DUP",
        pointer: "#extra/name",
        message: "defschema demo/CounterTick@1 is defined more than once (first at digest)",
      },
    ]);
  });

  it("a subscription may route an arm of the workflow's event variant", () => {
    // CounterEvent@1 is a variant whose Start arm is CounterStart@1.
    const v = counter(
      onManifest((m) => {
        ((m.routing as JsonObject).subscriptions as JsonObject[])[0]!.event = "demo/CounterStart@1";
      }),
    );
    expect(of(v, "AIR-V2-ROUTING")).toEqual([]);
    const off = counter(
      onManifest((m) => {
        ((m.routing as JsonObject).subscriptions as JsonObject[])[0]!.event = "demo/CounterPc@1";
      }),
    );
    expect(of(off, "AIR-V2-ROUTING").map((d) => d.pointer)).toEqual(["#manifest/routing/subscriptions/0/event"]);
  });
});

const H0 = `sha256:${"0".repeat(64)}`;
const FEED = "com.acme/FeedItem@1";
const doc = (a: ReturnType<typeof counter>, ...patches: object[]) =>
  fromPlain({ version: "2", base_manifest_hash: a.resolved.manifestHash, patches });
const errs = (r: ReturnType<typeof applyPatchV2>) =>
  r.diagnostics
    .filter((d) => d.severity === "error")
    .map((d) => ({ code: d.code, file: d.file, pointer: d.pointer, message: d.message }));

describe("AIR v2 validation: one world with a problem of every kind, every diagnostic pinned", () => {
  it("manifest references, definitions' references and routing (spec/03-air.md sections 4-8)", () => {
    const w = jsonWorld(COUNTER, (k, n) => {
      if (k === "manifest") {
        (n.schemas as JsonObject[]).push(
          fromPlain("raw") as never,
          fromPlain({ name: "demo/CounterTick@1", hash: "sha256:XYZ" }) as JsonObject,
          null as never,
        );
        n.effects = fromPlain([{ name: "demo/eff@1" }]);
        (n.routing as JsonObject).subscriptions = fromPlain([
          "raw",
          { event: "demo/CounterEvent@1", workflow: "demo/NoWf@1" },
          { event: "demo/NoEvent@1", workflow: "demo/CounterSM@1", key_field: "id" },
          { event: "demo/CounterEvent@1", workflow: "demo/KeyedWf@1" },
          // A built-in workflow's key and events are not known here; nor are a built-in event's arms.
          { event: "demo/CounterEvent@1", workflow: "sys/Workspace@1", key_field: "k" },
          { event: "demo/CounterEvent@1", workflow: "demo/TimerWf@1" },
        ]);
        (n.workflows as JsonObject[]).push(
          fromPlain({ name: "demo/KeyedWf@1" }) as JsonObject,
          fromPlain({ name: "demo/TimerWf@1" }) as JsonObject,
        );
      }
      if (k === "defworkflow:demo/CounterSM@1") n.effects_emitted = fromPlain(["demo/eff@1", "demo/NoEff@1"]);
      return n;
    });
    const add = (pointer: string, node: object) =>
      w.nodes.push({ node: fromPlain(node) as JsonObject, file: "extra", pointer });
    add("#eff", {
      $kind: "defeffect",
      name: "demo/eff@1",
      params: "demo/NoP@1",
      receipt: "demo/CounterTick@1",
      impl: { module: "demo/NoMod@1", entrypoint: "x" },
    });
    add("#kwf", {
      $kind: "defworkflow",
      name: "demo/KeyedWf@1",
      state: "demo/CounterState@1",
      event: "demo/CounterEvent@1",
      context: "sys/WorkflowContext@1",
      key_schema: "demo/CounterTick@1",
      effects_emitted: [],
      impl: { module: "demo/CounterSM_wasm@1", entrypoint: "step" },
    });
    add("#twf", {
      $kind: "defworkflow",
      name: "demo/TimerWf@1",
      state: "demo/CounterState@1",
      event: "sys/TimerFired@1",
      context: "sys/WorkflowContext@1",
      effects_emitted: [],
      impl: { module: "demo/CounterSM_wasm@1", entrypoint: "step" },
    });
    add("#nokind", { name: "demo/x@1" });
    // Two unknown fields: two problems, each once.
    add("#dup", { $kind: "defschema", name: "demo/D@1", type: { record: { a: { text: {} } } }, x: 1, y: 2 });
    // A type ref inside an array (no TypeAST form) is still found.
    add("#list", { $kind: "defschema", name: "demo/L@1", type: { record: { a: [{ ref: "demo/NoArr@1" }] } } });
    add("#arr", { $kind: "defschema", name: "demo/Arr@1", type: { variant: { A: { ref: "demo/NoArm@1" } } } });
    const v = validateAir(w);
    const tick = v.resolved.defs.get("defschema:demo/CounterTick@1")!.hash;
    const missing = (what: string, name: string, kind: string) =>
      `${what} "${name}" is not a ${kind} of this world or a built-in`;
    const S = "#manifest/routing/subscriptions";
    expect(v.diagnostics.map((d) => [d.code, d.severity, d.pointer, d.message])).toEqual([
      [
        "AIR-V2",
        "info",
        "#manifest/air_version",
        'AIR v2 world (manifest air_version "2"): read and checked with the AIR v2 schemas and rules',
      ],
      ["AIR-SHAPE", "error", "#nokind", 'node has no "$kind"'],
      ["AIR-SHAPE", "error", "#dup", 'defschema demo/D@1: / must NOT have additional properties ("x")'],
      ["AIR-SHAPE", "error", "#dup", 'defschema demo/D@1: / must NOT have additional properties ("y")'],
      ["AIR-SHAPE", "error", "#list/type", "defschema demo/L@1: /type matches none of the allowed forms"],
      ["AIR-NAME-DUP", "error", "#manifest/schemas/6", "manifest lists defschema demo/CounterTick@1 twice"],
      ["AIR-HASH", "error", "#manifest/schemas/6/hash", '"sha256:XYZ" is not sha256:<64 hex>'],
      [
        "AIR-REF-HASH",
        "error",
        "#manifest/schemas/6/hash",
        `manifest pins defschema demo/CounterTick@1 to sha256:XYZ, but the definition hashes to ${tick}`,
      ],
      ["AIR-SHAPE", "error", "#manifest/schemas/5", "manifest: /schemas/5 must be object"],
      [
        "AIR-SHAPE",
        "error",
        "#manifest/schemas/6/hash",
        'manifest: /schemas/6/hash must match pattern "^sha256:[0-9a-f]{64}$"',
      ],
      ["AIR-SHAPE", "error", "#manifest/schemas/7", "manifest: /schemas/7 must be object"],
      ["AIR-SHAPE", "error", `${S}/0`, "manifest: /routing/subscriptions/0 must be object"],
      ["AIR-UNLISTED", "warning", "#dup/name", "defschema demo/D@1 is defined but not listed in the manifest"],
      ["AIR-UNLISTED", "warning", "#list/name", "defschema demo/L@1 is defined but not listed in the manifest"],
      ["AIR-UNLISTED", "warning", "#arr/name", "defschema demo/Arr@1 is defined but not listed in the manifest"],
      [
        "AIR-REF-MISSING",
        "error",
        "#demo/CounterSM@1/effects_emitted/1",
        `workflow demo/CounterSM@1: ${missing("emitted effect", "demo/NoEff@1", "defeffect")}`,
      ],
      [
        "AIR-REF-MISSING",
        "error",
        "#eff/params",
        `effect demo/eff@1: ${missing("params schema", "demo/NoP@1", "defschema")}`,
      ],
      [
        "AIR-REF-MISSING",
        "error",
        "#eff/impl/module",
        `demo/eff@1: ${missing("implementation module", "demo/NoMod@1", "defmodule")}`,
      ],
      [
        "AIR-REF-MISSING",
        "error",
        "#list/type/record/a/0/ref",
        `demo/L@1: ${missing("type reference", "demo/NoArr@1", "defschema")}`,
      ],
      [
        "AIR-REF-MISSING",
        "error",
        "#arr/type/variant/A/ref",
        `demo/Arr@1: ${missing("type reference", "demo/NoArm@1", "defschema")}`,
      ],
      [
        "AIR-REF-MISSING",
        "error",
        `${S}/1/workflow`,
        'routing subscription 1: workflow "demo/NoWf@1" is not a workflow of this world',
      ],
      [
        "AIR-REF-MISSING",
        "error",
        `${S}/2/event`,
        'routing subscription 2: event "demo/NoEvent@1" is not a schema of this world or a built-in',
      ],
      [
        "AIR-V2-ROUTING",
        "error",
        `${S}/2/key_field`,
        "routing subscription 2: workflow demo/CounterSM@1 is not keyed, so key_field is rejected",
      ],
      [
        "AIR-V2-ROUTING",
        "error",
        `${S}/2/event`,
        "routing subscription 2: event demo/NoEvent@1 is neither workflow demo/CounterSM@1's event demo/CounterEvent@1 nor an arm of it",
      ],
      [
        "AIR-V2-ROUTING",
        "error",
        `${S}/3`,
        "routing subscription 3: workflow demo/KeyedWf@1 is keyed (key_schema), so the subscription needs a key_field",
      ],
    ]);
    expect(v.ok).toBe(false);
  });
});

describe("AIR v2 patches", () => {
  it("a document the schema refuses is reported, under the default label", () => {
    const r = applyPatchV2(counter(), fromPlain({ version: "1", patches: [] }));
    expect(r.ok).toBe(false);
    expect(r.diagnostics.length).toBeGreaterThan(0);
    expect(new Set(r.diagnostics.map((d) => d.file))).toEqual(new Set(["patch"]));
  });

  it("replace_def of a definition that does not exist, or with a stale pre_hash", () => {
    const a = counter();
    const node = SCHEMA("demo/Nope@1");
    expect(
      errs(
        applyPatchV2(
          a,
          doc(a, { replace_def: { kind: "defschema", name: "demo/Nope@1", new_node: node, pre_hash: H0 } }),
        ),
      ),
    ).toEqual([
      {
        code: "AIR-PATCH-MISSING",
        file: "patch",
        pointer: "/patches/0/replace_def/name",
        message: "replace_def: defschema demo/Nope@1 does not exist",
      },
    ]);
    const tick = a.resolved.defs.get("defschema:demo/CounterTick@1")!.hash;
    expect(
      errs(
        applyPatchV2(
          a,
          doc(a, {
            replace_def: {
              kind: "defschema",
              name: "demo/CounterTick@1",
              new_node: SCHEMA("demo/CounterTick@1"),
              pre_hash: H0,
            },
          }),
        ),
      ),
    ).toEqual([
      {
        code: "AIR-PATCH-PRE-HASH",
        file: "patch",
        pointer: "/patches/0/replace_def/pre_hash",
        message: `replace_def: defschema demo/CounterTick@1 is ${tick}, not pre_hash ${H0}`,
      },
    ]);
  });

  it("replace_def of a definition the manifest pins but the world lacks replaces it, first in the list too", () => {
    const H = `sha256:${"c".repeat(64)}`;
    const a = counter(
      onManifest((m) =>
        (m.schemas as JsonObject[]).unshift(fromPlain({ name: "demo/Ghost@1", hash: H }) as JsonObject),
      ),
    );
    expect(of(a, "AIR-REF-MISSING").map((d) => d.pointer)).toEqual(["#manifest/schemas/0"]);
    const r = applyPatchV2(
      a,
      doc(a, {
        replace_def: { kind: "defschema", name: "demo/Ghost@1", new_node: SCHEMA("demo/Ghost@1"), pre_hash: H },
      }),
    );
    expect(errs(r)).toEqual([]);
  });

  it("set_manifest_refs adds a reference of a kind a manifest lists", () => {
    // A kind no manifest lists is the patch schema's to refuse (its kind enum is the listed kinds).
    const a = counter();
    const r = applyPatchV2(
      a,
      doc(a, { set_manifest_refs: { add: [{ kind: "defschema", name: "sys/PendingEffect@1", hash: H0 }] } }),
    );
    // sys/* references are immutable: the one error is that, not the kind.
    expect(errs(r).map((d) => d.code)).toEqual(["AIR-V2-SYS"]);
    const tick = a.resolved.defs.get("defschema:demo/CounterTick@1")!.hash;
    const ok = applyPatchV2(
      a,
      doc(a, { set_manifest_refs: { add: [{ kind: "defschema", name: "demo/CounterTick@1", hash: tick }] } }),
    );
    expect(errs(ok)).toEqual([]);
  });

  it("a sys/* removal is refused once, for what it is", () => {
    const a = counter();
    const r = applyPatchV2(a, doc(a, { remove_def: { kind: "defschema", name: "sys/Nope@1", pre_hash: H0 } }));
    expect(errs(r).map((d) => [d.code, d.pointer, d.message])).toEqual([
      [
        "AIR-V2-SYS",
        "/patches/0/remove_def/name",
        "cannot remove sys/Nope@1: sys/* definitions and references are immutable through patches",
      ],
    ]);
  });

  it("set_routing_subscriptions checks its pre_hash", () => {
    const a = counter();
    const subs = [{ event: "demo/CounterEvent@1", workflow: "demo/CounterSM@1" }];
    const stale = applyPatchV2(a, doc(a, { set_routing_subscriptions: { pre_hash: H0, subscriptions: subs } }));
    expect(errs(stale).map((d) => [d.code, d.pointer])).toEqual([
      ["AIR-PATCH-PRE-HASH", "/patches/0/set_routing_subscriptions/pre_hash"],
    ]);
    const pre = subscriptionsHash(a.resolved.manifest!);
    const ok = applyPatchV2(a, doc(a, { set_routing_subscriptions: { pre_hash: pre, subscriptions: subs } }));
    expect(errs(ok)).toEqual([]);
  });

  it("a patched world that does not validate is refused whole, counting its errors, under its label", () => {
    const a = counter();
    const bad = SCHEMA("demo/Bad@1", { record: { a: { ref: "demo/Nope@1" } } });
    const r = applyPatchV2(a, doc(a, { add_def: { kind: "defschema", node: bad } }), "my.patch.json");
    expect(r.ok).toBe(false);
    expect(errs(r).find((d) => d.code === "AIR-PATCH-INVALID")).toEqual({
      code: "AIR-PATCH-INVALID",
      file: "my.patch.json",
      pointer: undefined,
      message: "the patched world does not validate (1 error); nothing was applied",
    });
  });
});

describe("AIR v2 patches: every refusal of one document, and what the accepted operations do", () => {
  const hashOf = (a: ReturnType<typeof counter>, name: string) => a.resolved.defs.get(`defschema:${name}`)!.hash;

  it("each operation is refused on its own, at its pointer (spec/03-air.md section 13; patch_doc.rs)", () => {
    const a = counter();
    const tick = hashOf(a, "demo/CounterTick@1");
    const pc = hashOf(a, "demo/CounterPc@1");
    const r = applyPatchV2(
      a,
      doc(
        a,
        { add_def: { kind: "defschema", node: { $kind: "defschema" } } },
        { add_def: { kind: "defschema", node: SCHEMA("sys/Mine@1") } },
        {
          replace_def: {
            kind: "defschema",
            name: "demo/CounterTick@1",
            new_node: SCHEMA("sys/Tick@1"),
            pre_hash: tick,
          },
        },
        {
          replace_def: {
            kind: "defschema",
            name: "demo/CounterTick@1",
            new_node: SCHEMA("demo/Other@1"),
            pre_hash: tick,
          },
        },
        { add_def: { kind: "defschema", node: SCHEMA("demo/CounterPc@1") } },
        { remove_def: { kind: "defschema", name: "demo/Nope@1", pre_hash: H0 } },
        { remove_def: { kind: "defschema", name: "demo/CounterPc@1", pre_hash: H0 } },
        { set_manifest_refs: { remove: [{ kind: "defschema", name: "sys/Gone@1" }] } },
        { set_manifest_refs: { add: [{ kind: "defschema", name: "sys/New@1", hash: H0 }] } },
      ),
    );
    expect(r.ok).toBe(false);
    expect(r.validation).toBeUndefined();
    const at = (pointer: string, code: string, message: string) => ({ code, file: "patch", pointer, message });
    const immutable = "sys/* definitions and references are immutable through patches";
    expect(errs(r)).toEqual([
      at("/patches/0/add_def/node", "AIR-PATCH", "add_def: the node needs a name"),
      at("/patches/1/add_def", "AIR-V2-SYS", `cannot add sys/Mine@1: ${immutable}`),
      at("/patches/2/replace_def/new_node/name", "AIR-V2-SYS", `cannot replace sys/Tick@1: ${immutable}`),
      at(
        "/patches/3/replace_def/new_node/name",
        "AIR-PATCH",
        "replace_def: new_node is named demo/Other@1, not demo/CounterTick@1",
      ),
      at(
        "/patches/4/add_def/node/name",
        "AIR-PATCH-EXISTS",
        "add_def: defschema demo/CounterPc@1 already exists (replace it with replace_def)",
      ),
      at("/patches/5/remove_def/name", "AIR-PATCH-MISSING", "remove_def: defschema demo/Nope@1 does not exist"),
      at(
        "/patches/6/remove_def/pre_hash",
        "AIR-PATCH-PRE-HASH",
        `remove_def: defschema demo/CounterPc@1 is ${pc}, not pre_hash ${H0}`,
      ),
      at(
        "/patches/7/set_manifest_refs/remove/0/name",
        "AIR-V2-SYS",
        `cannot remove the reference to sys/Gone@1: ${immutable}`,
      ),
      at("/patches/8/set_manifest_refs/add/0/name", "AIR-V2-SYS", `cannot add a reference to sys/New@1: ${immutable}`),
    ]);
  });

  it("add, remove, re-pin and unlist in one document: the manifest lists what the operations leave", () => {
    const a = counter();
    const pc = hashOf(a, "demo/CounterPc@1");
    const r = applyPatchV2(
      a,
      doc(
        a,
        { add_def: { kind: "defschema", node: SCHEMA("demo/A@1") } },
        { add_def: { kind: "defschema", node: SCHEMA("demo/B@1") } },
        // A definition added by this document is listed with the zero hash until the end re-pins it.
        { remove_def: { kind: "defschema", name: "demo/B@1", pre_hash: H0 } },
        // A reference already listed is re-pinned in place, not listed twice.
        { set_manifest_refs: { add: [{ kind: "defschema", name: "demo/CounterPc@1", hash: pc }] } },
        { set_manifest_refs: { remove: [{ kind: "defschema", name: "demo/A@1" }] } },
        {
          set_routing_subscriptions: {
            pre_hash: subscriptionsHash(a.resolved.manifest!),
            subscriptions: [{ event: "demo/CounterEvent@1", workflow: "demo/CounterSM@1" }],
          },
        },
      ),
    );
    expect(errs(r)).toEqual([]);
    expect(of(r, "AIR-UNLISTED")).toEqual([
      {
        severity: "warning",
        code: "AIR-UNLISTED",
        pointer: "#defschema:demo/A@1/name",
        message: "defschema demo/A@1 is defined but not listed in the manifest",
      },
    ]);
    const m = r.validation!.resolved.manifest!;
    expect((toPlain(m.schemas!) as Array<{ name: string }>).map((x) => x.name)).toEqual([
      "demo/CounterPc@1",
      "demo/CounterState@1",
      "demo/CounterStart@1",
      "demo/CounterTick@1",
      "demo/CounterEvent@1",
    ]);
    expect(r.validation!.resolved.defs.has("defschema:demo/B@1")).toBe(false);
    // What is listed is what was listed, pinned as it was: the manifest is the same node.
    expect(r.validation!.resolved.manifestHash).toBe(a.resolved.manifestHash);
  });

  it("a listed definition the world lacks and a defined one the manifest does not list: each by what there is", () => {
    const H = `sha256:${"c".repeat(64)}`;
    const w = jsonWorld(
      COUNTER,
      onManifest((m) =>
        (m.schemas as JsonObject[]).unshift(fromPlain({ name: "demo/Ghost@1", hash: H }) as JsonObject),
      ),
    );
    w.nodes.push({ node: fromPlain(SCHEMA("demo/Loose@1")) as JsonObject, file: "extra", pointer: "#extra" });
    const a = validateAir(w);
    expect(of(a, "AIR-REF-MISSING", "AIR-UNLISTED").map((d) => d.code)).toEqual(["AIR-REF-MISSING", "AIR-UNLISTED"]);
    // Listed is existing, for add_def, as in patch_doc.rs.
    expect(errs(applyPatchV2(a, doc(a, { add_def: { kind: "defschema", node: SCHEMA("demo/Ghost@1") } })))).toEqual([
      {
        code: "AIR-PATCH-EXISTS",
        file: "patch",
        pointer: "/patches/0/add_def/node/name",
        message: "add_def: defschema demo/Ghost@1 already exists (replace it with replace_def)",
      },
    ]);
    // An unlisted definition has no reference to check pre_hash against; a listed one is removed from its list.
    const r = applyPatchV2(
      a,
      doc(
        a,
        { remove_def: { kind: "defschema", name: "demo/Loose@1", pre_hash: H0 } },
        { remove_def: { kind: "defschema", name: "demo/Ghost@1", pre_hash: H } },
      ),
    );
    expect(errs(r)).toEqual([]);
    expect(r.validation!.resolved.defs.has("defschema:demo/Loose@1")).toBe(false);
    expect(r.validation!.resolved.manifestHash).toBe(counter().resolved.manifestHash);
    const replaced = applyPatchV2(
      a,
      doc(a, {
        replace_def: {
          kind: "defschema",
          name: "demo/Loose@1",
          new_node: SCHEMA("demo/Loose@1", { nat: {} }),
          pre_hash: H0,
        },
      }),
    );
    expect(errs(replaced).map((d) => d.code)).toEqual(["AIR-PATCH-INVALID", "AIR-REF-MISSING"]);
  });

  it("set_manifest_refs lists a defined schema the manifest did not list, at the end", () => {
    const w = jsonWorld(COUNTER);
    w.nodes.push({ node: fromPlain(SCHEMA("demo/Loose@1")) as JsonObject, file: "extra", pointer: "#extra" });
    const a = validateAir(w);
    const loose = a.resolved.defs.get("defschema:demo/Loose@1")!.hash;
    const r = applyPatchV2(
      a,
      doc(a, { set_manifest_refs: { add: [{ kind: "defschema", name: "demo/Loose@1", hash: loose }] } }),
    );
    expect(errs(r)).toEqual([]);
    expect(of(r, "AIR-UNLISTED")).toEqual([]);
    expect((toPlain(r.validation!.resolved.manifest!.schemas!) as Array<{ name: string }>).at(-1)).toEqual({
      name: "demo/Loose@1",
      hash: loose,
    });
  });

  it("set_routing_subscriptions gives a manifest without routing its subscriptions", () => {
    const a = counter(onManifest((m) => delete m.routing));
    const subs = [{ event: "demo/CounterEvent@1", workflow: "demo/CounterSM@1" }];
    // No routing: the current subscriptions are the empty list.
    expect(subscriptionsHash(a.resolved.manifest!)).toBe(
      subscriptionsHash(fromPlain({ routing: { subscriptions: [] } }) as JsonObject),
    );
    const r = applyPatchV2(
      a,
      doc(a, { set_routing_subscriptions: { pre_hash: subscriptionsHash(a.resolved.manifest!), subscriptions: subs } }),
    );
    expect(errs(r)).toEqual([]);
    expect(toPlain(r.validation!.resolved.manifest!.routing!)).toEqual({ subscriptions: subs });
    // The patched world is the counter world as AgentOS ships it.
    expect(r.validation!.resolved.manifestHash).toBe(counter().resolved.manifestHash);
  });
});

describe("AIR v2 diff", () => {
  it("one changed schema is one replace_def and nothing else", () => {
    const a = counter();
    const b = counter((k, n) => {
      if (k === "defschema:demo/CounterTick@1") n.type = fromPlain({ record: {} });
      if (k === "manifest") delete ((n.schemas as JsonObject[])[3] as JsonObject).hash;
      return n;
    });
    const { patch, diagnostics } = diffWorldsV2(a, b);
    expect((toPlain(patch.patches!) as object[]).map((o) => Object.keys(o)[0])).toEqual(["replace_def"]);
    expect(diagnostics).toEqual([]);
  });

  it("a manifest field a v2 patch cannot carry is reported", () => {
    const b = counter(onManifest((m) => (m.x_extra = fromPlain(1))));
    expect(diffWorldsV2(counter(), b).diagnostics.map((d) => d.message)).toEqual([
      "manifest x_extra differs; AIR v2 patches cannot express that change",
    ]);
  });
});

describe("AIR v1 → v2 upgrade", () => {
  const upgrade = (w: ReturnType<typeof digestWorld>) => {
    const ledger = new LossLedger();
    const up = upgradeV1ToV2(validateAir(w).resolved, ledger);
    return { ...up, lost: ledger.entries.map((e) => `${e.pointer} ${e.reason}`) };
  };
  const reducer = (abi: object) => ({
    $kind: "defmodule",
    name: "com.acme/counter@1",
    module_kind: "reducer",
    wasm_hash: `sha256:${"0".repeat(64)}`,
    abi: { reducer: { state: "com.acme/FeedItem@1", event: "com.acme/FeedItem@1", ...abi } },
  });
  const withReducer = (abi: object) => {
    const w = digestWorld();
    w.nodes.push({ node: fromPlain(reducer(abi)) as JsonObject, file: "extra", pointer: "#extra" });
    return w;
  };

  it("a whole v1 world: every node, the manifest and the ledger, as upgrade-v2.ts's header says", () => {
    const w = digestWorld((k, n) => {
      if (k === "manifest") {
        n.triggers = fromPlain([
          { event: "com.acme/DigestInput@1", plan: "com.acme/daily_digest@1", correlate_by: "id" },
          "raw",
          { event: "x" },
          { event: FEED, plan: "com.acme/elsewhere@1" },
        ]);
        n.routing = fromPlain({
          events: [
            { event: FEED, reducer: "com.acme/counter@1", key_field: "title" },
            { event: FEED, reducer: "com.acme/other@1" },
            "raw",
            { event: FEED },
          ],
          inboxes: [{ source: "s", reducer: "com.acme/counter@1" }],
        });
        n.module_bindings = fromPlain({ "com.acme/counter@1": { slots: { http: "http_out_google" } } });
      }
      return n;
    });
    const add = (pointer: string, node: object) =>
      w.nodes.push({ node: fromPlain(node) as JsonObject, file: "extra", pointer });
    const H = `sha256:${"ab".repeat(32)}`;
    add("#counter", {
      ...reducer({ effects_emitted: ["timer.set", "http.request", "fs.blob.put", "blob.put", "nope.kind"] }),
      wasm_hash: H,
      key_schema: FEED,
    });
    add("#pure", { $kind: "defmodule", name: "com.acme/pure@1", module_kind: "pure", wasm_hash: H0, abi: {} });
    add("#cap", { $kind: "defcap", name: "com.acme/cap@1", cap_type: "http.out", schema: { record: {} } });
    const { nodes, manifest, lost } = upgrade(w);
    const wasm = (name: string, hash?: string) => ({
      $kind: "defmodule",
      name,
      runtime: { kind: "wasm", artifact: { kind: "wasm_module", ...(hash ? { hash } : {}) } },
    });
    const schema = (name: string) => toPlain(digestWorld().nodes.find((e) => e.node.name === name)!.node);
    expect(toPlain(fromPlain(nodes as never))).toEqual([
      wasm("com.acme/daily_digest_wasm@1"),
      { $kind: "defschema", name: "com.acme/daily_digest_State@1", type: { unit: {} } },
      {
        $kind: "defworkflow",
        name: "com.acme/daily_digest@1",
        state: "com.acme/daily_digest_State@1",
        event: "com.acme/DigestInput@1",
        context: "sys/WorkflowContext@1",
        effects_emitted: ["sys/http.request@1", "sys/llm.generate@1"],
        impl: { module: "com.acme/daily_digest_wasm@1", entrypoint: "step" },
      },
      schema("com.acme/DigestInput@1"),
      schema(FEED),
      schema("com.acme/DigestResult@1"),
      // A reducer's wasm hash is kept (the zero hash is no hash); fs.blob.put and blob.put are one effect.
      wasm("com.acme/counter_wasm@1", H),
      {
        $kind: "defworkflow",
        name: "com.acme/counter@1",
        state: FEED,
        event: FEED,
        context: "sys/WorkflowContext@1",
        key_schema: FEED,
        effects_emitted: ["sys/blob.put@1", "sys/http.request@1", "sys/timer.set@1"],
        impl: { module: "com.acme/counter_wasm@1", entrypoint: "step" },
      },
      wasm("com.acme/pure_wasm@1"),
    ]);
    expect(toPlain(manifest)).toEqual({
      $kind: "manifest",
      air_version: "2",
      schemas: [
        { name: "com.acme/daily_digest_State@1" },
        { name: "com.acme/DigestInput@1" },
        { name: FEED },
        { name: "com.acme/DigestResult@1" },
      ],
      modules: [
        { name: "com.acme/daily_digest_wasm@1" },
        { name: "com.acme/counter_wasm@1" },
        { name: "com.acme/pure_wasm@1" },
      ],
      workflows: [{ name: "com.acme/daily_digest@1" }, { name: "com.acme/counter@1" }],
      effects: [
        { name: "sys/blob.put@1" },
        { name: "sys/http.request@1" },
        { name: "sys/llm.generate@1" },
        { name: "sys/timer.set@1" },
      ],
      secrets: [],
      routing: {
        subscriptions: [
          { event: "com.acme/DigestInput@1", workflow: "com.acme/daily_digest@1" },
          { event: FEED, workflow: "com.acme/elsewhere@1" },
          { event: FEED, workflow: "com.acme/counter@1", key_field: "title" },
          { event: FEED, workflow: "com.acme/other@1" },
        ],
      },
    });
    expect(lost).toEqual([
      "#com.acme/daily_digest@1/steps AIR v2 has no plans: the plan becomes workflow com.acme/daily_digest@1, whose steps are its module's code (com.acme/daily_digest_wasm@1, not written by agentc)",
      "#com.acme/daily_digest@1/edges AIR v2 has no plans: the plan's edges are its workflow's code",
      "#com.acme/daily_digest@1/output AIR v2 has no plans: the plan's output are its workflow's code",
      "#com.acme/daily_digest@1/required_caps AIR v2 has no capabilities",
      "#com.acme/policy@1 AIR v2 has no policies",
      "#counter/abi/reducer/effects_emitted/4 effect kind nope.kind has no AIR v2 built-in effect",
      "#pure a module without a reducer ABI has no AIR v2 workflow",
      "#cap AIR v2 has no capabilities",
      "/triggers/0/correlate_by AIR v2 routing has no correlation key (the workflow's code correlates)",
      "/routing/inboxes AIR v2 has no routing inboxes",
      "/defaults AIR v2 has no default policy or capability grants",
      "/module_bindings AIR v2 has no module bindings (no capabilities)",
    ]);
  });

  it("a later-v1 secret stays a defsecret; a later-v1 effect is not carried over, and says so", () => {
    const w = digestWorld();
    const add = (pointer: string, node: object) =>
      w.nodes.push({ node: fromPlain(node) as JsonObject, file: "extra", pointer });
    const D = `sha256:${"d".repeat(64)}`;
    add("#s", {
      $kind: "defsecret",
      name: "com.acme/llm_key@1",
      binding_id: "env:LLM_KEY",
      expected_digest: D,
      allowed_caps: ["llm_basic"],
      allowed_plans: ["com.acme/daily_digest@1"],
    });
    add("#s2", { $kind: "defsecret", name: "com.acme/other_key@1", binding_id: "env:OTHER", allowed_caps: [] });
    add("#e", { $kind: "defeffect", name: "com.acme/eff@1", kind: "x.y" });
    const { nodes, manifest, lost } = upgrade(w);
    expect(toPlain(fromPlain(nodes.filter((n) => n.$kind === "defsecret") as never))).toEqual([
      { $kind: "defsecret", name: "com.acme/llm_key@1", binding_id: "env:LLM_KEY", expected_digest: D },
      { $kind: "defsecret", name: "com.acme/other_key@1", binding_id: "env:OTHER" },
    ]);
    expect(toPlain(manifest.secrets!)).toEqual([{ name: "com.acme/llm_key@1" }, { name: "com.acme/other_key@1" }]);
    expect(lost.filter((l) => l.startsWith("#s") || l.startsWith("#e"))).toEqual([
      "#s/allowed_caps AIR v2 has no capabilities",
      "#s/allowed_plans AIR v2 has no plans",
      "#e agentc carries no v1 defeffect over to AIR v2",
    ]);
  });

  it("a world with no triggers and no routing has no routing; empty bindings and inboxes lose nothing", () => {
    const { manifest, lost } = upgrade(
      digestWorld((k, n) => {
        if (k === "manifest") {
          delete n.triggers;
          delete n.defaults;
          n.routing = fromPlain({ inboxes: [] });
          n.module_bindings = fromPlain({});
        }
        return n;
      }),
    );
    expect(manifest.routing).toBeUndefined();
    expect(lost.filter((l) => l.startsWith("/"))).toEqual([]);
  });

  it("a plan becomes a workflow with a unit state schema named after it, emitting its allowed effects", () => {
    const up = upgrade(digestWorld());
    expect(up.nodes.filter((n) => n.$kind === "defschema").map((n) => n.name)).toContain(
      "com.acme/daily_digest_State@1",
    );
    // The plan's allowed_effects (http.request, llm.generate) as the built-in v2 effects.
    expect(toPlain(up.manifest.effects!)).toEqual([{ name: "sys/http.request@1" }, { name: "sys/llm.generate@1" }]);
    expect(up.lost).toContain("#com.acme/daily_digest@1/required_caps AIR v2 has no capabilities");
  });

  it("a plan without required_caps loses none", () => {
    const up = upgrade(
      digestWorld((k, n) => {
        if (k === "defplan:com.acme/daily_digest@1") delete n.required_caps;
        return n;
      }),
    );
    expect(up.lost.filter((l) => l.includes("/required_caps"))).toEqual([]);
  });

  it("a reducer's annotations are carried, its cap slots ledgered", () => {
    const up = upgrade(withReducer({ annotations: "com.acme/FeedItem@1", cap_slots: { http: "http.out" } }));
    const wf = up.nodes.find((n) => n.$kind === "defworkflow" && n.name === "com.acme/counter@1")!;
    expect(wf.annotations).toBe("com.acme/FeedItem@1");
    expect(up.lost).toContain("#extra/abi/reducer/cap_slots AIR v2 has no capabilities: cap slots have no equivalent");
    const plain = upgrade(withReducer({}));
    expect(plain.lost.filter((l) => l.includes("cap_slots"))).toEqual([]);
  });
});

describe("AIR v2 definitions with no manifest (AgentOS's spec/defs/builtin-*.air.json)", () => {
  const defs = join(repoRoot, "test/fixtures/air-v2/defs");
  const codes = (file: string) => validateAir(file).diagnostics.map((d) => `${d.severity} ${d.code}`);

  it("are read as v2 when only v2 has them: its kinds, or a defmodule's runtime; the built-ins' own are accepted", async () => {
    for (const f of ["builtin-modules.air.json", "builtin-effects.air.json", "builtin-workflows.air.json"]) {
      const v = validateAir(join(defs, f));
      expect(v.resolved.era).toBe("v2");
      expect(codes(join(defs, f))).toEqual(["info AIR-V2"]);
      expect(v.ok).toBe(true);
    }
    // air hash agrees: v2's identity rule, the built-in table's hashes.
    const hashed = await agentcInProcess(["air", "hash", join(defs, "builtin-modules.air.json")]);
    expect(hashed.stdout).toBe(
      "sha256:958bbd0079c9768712e79317788745e84b98c8d93b42f7e4140e4908f2c6d936  sys/builtin_effects@1\n" +
        "sha256:cc0d25f0ca417d6bea99e24e2da17edb5ea92a9961f725cdb14429336a1ef759  sys/builtin_workspaces@1\n",
    );
    // A defschema is in both versions: a file of schemas alone stays v1.
    expect(validateAir(join(defs, "builtin-schemas.air.json")).resolved.era).not.toBe("v2");
  });

  it("a sys/* definition that is not the built-in byte for byte is refused, with both hashes", () => {
    const dir = tempDir();
    const text = readFileSync(join(defs, "builtin-modules.air.json"), "utf8").replace('"builtin"', '"wasm"');
    writeFileSync(join(dir, "modules.air.json"), text);
    const v = validateAir(join(dir, "modules.air.json"));
    expect(v.resolved.era).toBe("v2");
    const sys = v.diagnostics.filter((d) => d.code === "AIR-V2-SYS");
    expect(sys).toHaveLength(1);
    expect(sys[0]!.message).toMatch(
      /^defmodule sys\/builtin_effects@1: sys\/\* names are the built-ins', and this is not the built-in \(its hash sha256:[0-9a-f]{64} is not the built-in's sha256:958bbd00[0-9a-f]{56}\)$/,
    );
    writeFileSync(join(dir, "modules.air.json"), text.replace(/sys\/builtin_effects@1/, "sys/unknown@1"));
    expect(validateAir(join(dir, "modules.air.json")).diagnostics.find((d) => d.code === "AIR-V2-SYS")!.message).toBe(
      "defmodule sys/unknown@1: sys/* names are the built-ins', and this is not the built-in (no built-in has this name)",
    );
  });
});
