/**
 * AIR v2 definitions without a manifest (validate-v2.ts: the `AIR-V2` note, the shape of each node,
 * sys/* names that are not the built-in, v1 kinds, names outside the specification's pattern) and
 * `air diff` of two v2 worlds (patch-v2.ts diffWorldsV2: the patch document, and what it cannot say),
 * each pinned as one whole output.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { validateAir } from "../../src/formats/air/validate-world.js";
import { diffWorldsV2 } from "../../src/formats/air/patch-v2.js";
import type { AirWorld } from "../../src/formats/air/read-world.js";
import { fromPlain, type JsonObject } from "../../ir/json/value.js";
import { Diagnostics } from "../../ir/diagnostics/diagnostic.js";
import { BUILTINS_V2 } from "../../ir/dialects/air/builtins-v2.generated.js";
import { jsonWorld } from "../support/air-world.js";
import { repoRoot } from "../support/corpus.js";

const COUNTER = join(repoRoot, "test/fixtures/air-v2/worlds/00-counter");

describe("AIR v2 definitions with no manifest", () => {
  it("each node's own problems, at its pointer in the file", () => {
    const nodes = [
      {
        $kind: "defworkflow",
        name: "demo/W@1",
        state: "demo/S@1",
        event: "demo/S@1",
        context: "sys/WorkflowContext@1",
        effects_emitted: [],
        impl: { module: "demo/M@1", entrypoint: "step" },
      },
      { $kind: "defschema", name: "sys/WorkflowContext@1", type: { unit: {} } },
      { $kind: "defschema", name: "sys/Nope@1", type: { unit: {} } },
      { $kind: "defschema", name: "demo/S@1", type: { unit: {} }, extra: 1 },
      { $kind: "defschema", name: "bad name", type: { unit: {} } },
      { $kind: "defplan", name: "demo/P@1" },
      { $kind: "defwidget", name: "demo/X@1" },
      { name: "demo/none@1" },
    ];
    const world: AirWorld = {
      root: "defs",
      nodes: nodes.map((n, i) => ({ node: fromPlain(n) as JsonObject, file: "defs.air.json", pointer: `/${i}` })),
      store: new Map(),
      blobs: new Map(),
      diagnostics: new Diagnostics(),
    };
    const v = validateAir(world);
    const context = BUILTINS_V2.find(([k, n]) => k === "defschema" && n === "sys/WorkflowContext@1")![2];
    const mine = v.diagnostics
      .find((d) => d.pointer === "/1/name")!
      .message.match(/its hash (sha256:[0-9a-f]{64})/)![1];
    expect(mine).not.toBe(context);
    expect(v.diagnostics.map((d) => [d.code, d.severity, d.pointer, d.message])).toEqual([
      [
        "AIR-V2",
        "info",
        "/0",
        "AIR v2 definitions (no manifest; v2-only kinds or a defmodule's runtime): checked with the AIR v2 schemas and rules",
      ],
      [
        "AIR-V2-SYS",
        "error",
        "/1/name",
        `defschema sys/WorkflowContext@1: sys/* names are the built-ins', and this is not the built-in (its hash ${mine} is not the built-in's ${context})`,
      ],
      [
        "AIR-V2-SYS",
        "error",
        "/2/name",
        "defschema sys/Nope@1: sys/* names are the built-ins', and this is not the built-in (no built-in has this name)",
      ],
      ["AIR-SHAPE", "error", "/3", 'defschema demo/S@1: / must NOT have additional properties ("extra")'],
      [
        "AIR-V2-NAME",
        "warning",
        "/4/name",
        `defschema bad name: /name "bad name" does not match the specification's Name pattern namespace/name@version (the AgentOS loader accepts any string as a name)`,
      ],
      ["AIR-V2-KIND", "error", "/5/$kind", "defplan demo/P@1 is an AIR v1 kind: plans became workflows (defworkflow)"],
      ["AIR-SHAPE", "error", "/6/$kind", 'unknown AIR v2 kind "defwidget"'],
      ["AIR-SHAPE", "error", "/7", 'node has no "$kind"'],
      [
        "AIR-REF-MISSING",
        "error",
        "/0/impl/module",
        'demo/W@1: implementation module "demo/M@1" is not a defmodule of this world or a built-in',
      ],
    ]);
    expect(v.resolved.manifest).toBeUndefined();
  });
});

describe("air diff of two AIR v2 worlds", () => {
  it("definitions removed, replaced and added, the subscriptions, and what a v2 patch cannot say", () => {
    const added = { $kind: "defschema", name: "demo/Added@1", type: { unit: {} } };
    const a = validateAir(jsonWorld(COUNTER));
    const bWorld = jsonWorld(COUNTER, (k, n) => {
      if (k === "manifest") {
        (n.effects as JsonObject[]).push(fromPlain({ name: "sys/http.request@1" }) as JsonObject);
        n.note = "x";
        (n.routing as JsonObject).subscriptions = fromPlain([]);
      }
      if (k === "defschema:demo/CounterTick@1") n.type = fromPlain({ text: {} });
      if (k === "defschema:demo/CounterPc@1") return undefined;
      return n;
    });
    bWorld.nodes.push({ node: fromPlain(added) as JsonObject, file: "extra", pointer: "#added" });
    const b = validateAir(bWorld);
    const hash = (name: string) => a.resolved.defs.get(`defschema:${name}`)!.hash;
    const d = diffWorldsV2(a, b);
    expect(JSON.parse(JSON.stringify(d.patch))).toEqual({
      version: "2",
      base_manifest_hash: a.resolved.manifestHash,
      patches: [
        { add_def: { kind: "defschema", node: added } },
        { remove_def: { kind: "defschema", name: "demo/CounterPc@1", pre_hash: hash("demo/CounterPc@1") } },
        {
          replace_def: {
            kind: "defschema",
            name: "demo/CounterTick@1",
            new_node: { $kind: "defschema", name: "demo/CounterTick@1", type: { text: {} } },
            pre_hash: hash("demo/CounterTick@1"),
          },
        },
        {
          set_routing_subscriptions: {
            pre_hash: "sha256:b8cf4a8f5fe9a2139d760196982a8f9d13757c4b142aed54a0ef36a23348f8b1",
            subscriptions: [],
          },
        },
      ],
    });
    expect(d.diagnostics).toEqual([
      {
        code: "AIR-DIFF-INEXPRESSIBLE",
        severity: "warning",
        message:
          "the manifests list different sys/* defeffect references; sys/* references are immutable through AIR v2 patches",
      },
      {
        code: "AIR-DIFF-INEXPRESSIBLE",
        severity: "warning",
        message: "manifest note differs; AIR v2 patches cannot express that change",
      },
    ]);
    // The same world twice: an empty patch on the world's own manifest, nothing to report.
    const same = diffWorldsV2(a, validateAir(jsonWorld(COUNTER)));
    expect(JSON.parse(JSON.stringify(same.patch))).toEqual({
      version: "2",
      base_manifest_hash: a.resolved.manifestHash,
      patches: [],
    });
    expect(same.diagnostics).toEqual([]);
  });
});
