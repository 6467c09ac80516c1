/**
 * AIR v2 patch documents (patch-v2.ts) pinned whole: every diagnostic of one document whose every
 * operation breaks a different rule the header names (base hash, kind mismatch, add of an existing
 * name, sys/* immutability, replace and remove of what does not exist or under another pre_hash, a
 * renamed new_node, the subscriptions' pre_hash), then a document that applies, and one whose result
 * does not validate.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { validateAir } from "../../src/formats/air/validate-world.js";
import { applyPatchV2, subscriptionsHash } from "../../src/formats/air/patch-v2.js";
import { fromPlain, isJsonObject, type JsonObject } from "../../ir/json/value.js";
import { repoRoot } from "../support/corpus.js";

const COUNTER = join(repoRoot, "test/fixtures/air-v2/worlds/00-counter");
const H = (c: string) => `sha256:${c.repeat(64)}`;
const IMMUTABLE = "sys/* definitions and references are immutable through patches";

describe("AIR v2 patches", () => {
  it("every operation that breaks a rule is reported at its pointer; nothing is applied", () => {
    const base = validateAir(COUNTER);
    const hash = (kind: string, name: string) => base.resolved.defs.get(`${kind}:${name}`)!.hash;
    const S = { $kind: "defschema", name: "demo/New@1", type: { unit: {} } };
    const doc = fromPlain({
      version: "2",
      base_manifest_hash: H("a"),
      patches: [
        { add_def: { kind: "defschema", node: { ...S, $kind: "defmodule" } } },
        { add_def: { kind: "defschema", node: { ...S, name: "demo/CounterPc@1" } } },
        { add_def: { kind: "defschema", node: { ...S, name: "sys/Mine@1" } } },
        {
          replace_def: {
            kind: "defschema",
            name: "demo/Nope@1",
            new_node: { ...S, name: "demo/Nope@1" },
            pre_hash: H("b"),
          },
        },
        {
          replace_def: {
            kind: "defschema",
            name: "demo/CounterPc@1",
            new_node: { ...S, name: "demo/CounterPc@1" },
            pre_hash: H("b"),
          },
        },
        { replace_def: { kind: "defschema", name: "demo/CounterPc@1", new_node: S, pre_hash: H("b") } },
        { remove_def: { kind: "defschema", name: "sys/WorkflowContext@1", pre_hash: H("b") } },
        { remove_def: { kind: "defmodule", name: "demo/Nope@1", pre_hash: H("b") } },
        { remove_def: { kind: "defworkflow", name: "demo/CounterSM@1", pre_hash: H("b") } },
        {
          set_manifest_refs: {
            add: [{ kind: "defschema", name: "sys/X@1", hash: H("c") }],
            remove: [{ kind: "defeffect", name: "sys/http.request@1" }],
          },
        },
        { set_routing_subscriptions: { pre_hash: H("d"), subscriptions: [] } },
      ],
    });
    const r = applyPatchV2(base, doc);
    expect(r.ok).toBe(false);
    expect(r.validation).toBeUndefined();
    expect(r.diagnostics.map((d) => [d.code, d.severity, d.file, d.pointer, d.message])).toEqual([
      [
        "AIR-PATCH-BASE",
        "error",
        "patch",
        "/base_manifest_hash",
        `base_manifest_hash ${H("a")} is not the world's manifest ${base.resolved.manifestHash}`,
      ],
      [
        "AIR-PATCH",
        "error",
        "patch",
        "/patches/0/add_def/node/$kind",
        "add_def: kind mismatch: the patch declares defschema but the node is defmodule",
      ],
      [
        "AIR-PATCH-EXISTS",
        "error",
        "patch",
        "/patches/1/add_def/node/name",
        "add_def: defschema demo/CounterPc@1 already exists (replace it with replace_def)",
      ],
      ["AIR-V2-SYS", "error", "patch", "/patches/2/add_def", `cannot add sys/Mine@1: ${IMMUTABLE}`],
      [
        "AIR-PATCH-MISSING",
        "error",
        "patch",
        "/patches/3/replace_def/name",
        "replace_def: defschema demo/Nope@1 does not exist",
      ],
      [
        "AIR-PATCH-PRE-HASH",
        "error",
        "patch",
        "/patches/4/replace_def/pre_hash",
        `replace_def: defschema demo/CounterPc@1 is ${hash("defschema", "demo/CounterPc@1")}, not pre_hash ${H("b")}`,
      ],
      [
        "AIR-PATCH",
        "error",
        "patch",
        "/patches/5/replace_def/new_node/name",
        "replace_def: new_node is named demo/New@1, not demo/CounterPc@1",
      ],
      [
        "AIR-V2-SYS",
        "error",
        "patch",
        "/patches/6/remove_def/name",
        `cannot remove sys/WorkflowContext@1: ${IMMUTABLE}`,
      ],
      [
        "AIR-PATCH-MISSING",
        "error",
        "patch",
        "/patches/7/remove_def/name",
        "remove_def: defmodule demo/Nope@1 does not exist",
      ],
      [
        "AIR-PATCH-PRE-HASH",
        "error",
        "patch",
        "/patches/8/remove_def/pre_hash",
        `remove_def: defworkflow demo/CounterSM@1 is ${hash("defworkflow", "demo/CounterSM@1")}, not pre_hash ${H("b")}`,
      ],
      [
        "AIR-V2-SYS",
        "error",
        "patch",
        "/patches/9/set_manifest_refs/add/0/name",
        `cannot add a reference to sys/X@1: ${IMMUTABLE}`,
      ],
      [
        "AIR-V2-SYS",
        "error",
        "patch",
        "/patches/9/set_manifest_refs/remove/0/name",
        `cannot remove the reference to sys/http.request@1: ${IMMUTABLE}`,
      ],
      [
        "AIR-PATCH-PRE-HASH",
        "error",
        "patch",
        "/patches/10/set_routing_subscriptions/pre_hash",
        `set_routing_subscriptions: the current subscriptions hash to ${subscriptionsHash(base.resolved.manifest!)}, not pre_hash ${H("d")}`,
      ],
    ]);
  });

  it("added, replaced and removed definitions are re-pinned; a result that does not validate is refused whole", () => {
    const base = validateAir(COUNTER);
    const hash = (kind: string, name: string) => base.resolved.defs.get(`${kind}:${name}`)!.hash;
    const added = { $kind: "defschema", name: "demo/New@1", type: { unit: {} } };
    const tick = { $kind: "defschema", name: "demo/CounterTick@1", type: { record: {} } };
    const r = applyPatchV2(
      base,
      fromPlain({
        version: "2",
        base_manifest_hash: base.resolved.manifestHash,
        patches: [
          { add_def: { kind: "defschema", node: added } },
          {
            replace_def: {
              kind: "defschema",
              name: "demo/CounterTick@1",
              new_node: tick,
              pre_hash: hash("defschema", "demo/CounterTick@1"),
            },
          },
          {
            remove_def: {
              kind: "defschema",
              name: "demo/CounterStart@1",
              pre_hash: hash("defschema", "demo/CounterStart@1"),
            },
          },
        ],
      }),
    );
    const after = (name: string) => r.validation!.resolved.defs.get(`defschema:${name}`)?.hash;
    const listed = (r.validation!.resolved.manifest!.schemas as JsonObject[])
      .filter(isJsonObject)
      .map((s) => [s.name, s.hash]);
    // CounterEvent's Start arm names the removed schema: the patched world does not validate.
    expect(r.ok).toBe(false);
    expect(r.diagnostics.map((d) => [d.code, d.severity, d.pointer, d.message])).toEqual([
      ["AIR-PATCH-INVALID", "error", undefined, "the patched world does not validate (1 error); nothing was applied"],
      [
        "AIR-V2",
        "info",
        "#manifest/air_version",
        'AIR v2 world (manifest air_version "2"): read and checked with the AIR v2 schemas and rules',
      ],
      [
        "AIR-REF-MISSING",
        "error",
        "#defschema:demo/CounterEvent@1/type/variant/Start/ref",
        'demo/CounterEvent@1: type reference "demo/CounterStart@1" is not a defschema of this world or a built-in',
      ],
    ]);
    expect(listed).toEqual([
      ["demo/CounterPc@1", hash("defschema", "demo/CounterPc@1")],
      ["demo/CounterState@1", hash("defschema", "demo/CounterState@1")],
      ["demo/CounterTick@1", after("demo/CounterTick@1")],
      ["demo/CounterEvent@1", hash("defschema", "demo/CounterEvent@1")],
      ["demo/New@1", after("demo/New@1")],
    ]);
    expect(after("demo/CounterTick@1")).not.toBe(hash("defschema", "demo/CounterTick@1"));
  });

  it("a document that applies: the new definition listed with its hash, the subscriptions replaced", () => {
    const base = validateAir(COUNTER);
    const m = base.resolved.manifest!;
    const subscriptions = [{ event: "demo/CounterTick@1", workflow: "demo/CounterSM@1" }];
    const r = applyPatchV2(
      base,
      fromPlain({
        version: "2",
        base_manifest_hash: base.resolved.manifestHash,
        patches: [
          { add_def: { kind: "defschema", node: { $kind: "defschema", name: "demo/New@1", type: { unit: {} } } } },
          { set_routing_subscriptions: { pre_hash: subscriptionsHash(m), subscriptions } },
        ],
      }),
    );
    expect(r.diagnostics.filter((d) => d.severity !== "info")).toEqual([]);
    expect(r.ok).toBe(true);
    const patched = r.validation!.resolved;
    const listed = (patched.manifest!.schemas as JsonObject[]).filter(isJsonObject);
    expect(listed.map((x) => [x.name, x.hash])).toContainEqual([
      "demo/New@1",
      patched.defs.get("defschema:demo/New@1")!.hash,
    ]);
    expect(JSON.parse(JSON.stringify((patched.manifest!.routing as JsonObject).subscriptions))).toEqual(subscriptions);
    expect(patched.manifestHash).not.toBe(base.resolved.manifestHash);
  });
});
