/**
 * AIR v2 validation (validate-v2.ts) pinned as one whole output: every diagnostic of the counter world
 * (a real AgentOS example, test/fixtures/air-v2/SOURCE.md) broken in each way the v2 rules name:
 * manifest references (placeholder, wrong and malformed hashes, missing, listed twice, unlisted),
 * a world defining a sys/ name or one name twice, definitions naming what does not exist, and routing
 * (keyed or not, an event that is not the workflow's nor an arm of it, missing workflow and event).
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { validateAir } from "../../src/formats/air/validate-world.js";
import { fromPlain, isJsonObject, type JsonObject } from "../../ir/json/value.js";
import { jsonWorld } from "../support/air-world.js";
import { repoRoot } from "../support/corpus.js";

const COUNTER = join(repoRoot, "test/fixtures/air-v2/worlds/00-counter");

describe("AIR v2 world checks", () => {
  it("every diagnostic of a counter world broken in each way", () => {
    const w = jsonWorld(COUNTER, (k, n) => {
      if (k === "manifest") {
        const s = n.schemas as JsonObject[];
        s[0]!.hash = `sha256:${"0".repeat(64)}`;
        s[1]!.hash = `sha256:${"1".repeat(64)}`;
        s[2]!.hash = "nope";
        s.push(
          fromPlain({ name: "demo/Gone@1" }) as JsonObject,
          fromPlain({ name: "demo/CounterTick@1" }) as JsonObject,
        );
        s.splice(4, 1);
        (n.routing as JsonObject).subscriptions = fromPlain([
          { event: "demo/CounterEvent@1", workflow: "demo/CounterSM@1", key_field: "id" },
          { event: "demo/CounterTick@1", workflow: "demo/CounterSM@1" },
          { event: "demo/CounterState@1", workflow: "demo/CounterSM@1" },
          { event: "demo/NoSuch@1", workflow: "demo/NoFlow@1" },
          { event: "sys/TimerFired@1", workflow: "demo/Keyed@1" },
          "raw",
        ]);
        (n.workflows as JsonObject[]).push(fromPlain({ name: "demo/Keyed@1" }) as JsonObject);
      }
      if (k === "defworkflow:demo/CounterSM@1") {
        n.annotations = "demo/NoAnn@1";
        n.effects_emitted = fromPlain(["sys/http.request@1", "demo/no.effect@1"]);
        (n.impl as JsonObject).module = "demo/NoModule@1";
      }
      if (k === "defschema:demo/CounterState@1")
        ((n.type as JsonObject).record as JsonObject).x = fromPlain({ ref: "demo/Missing@1" });
      return n;
    });
    w.nodes.push(
      {
        node: fromPlain({
          $kind: "defworkflow",
          name: "demo/Keyed@1",
          state: "demo/CounterState@1",
          event: "demo/CounterEvent@1",
          key_schema: "demo/CounterTick@1",
          context: "sys/WorkflowContext@1",
          effects_emitted: [],
          impl: { module: "demo/CounterSM_wasm@1", entrypoint: "step" },
        }) as JsonObject,
        file: "extra",
        pointer: "#keyed",
      },
      {
        node: fromPlain({ $kind: "defschema", name: "sys/Mine@1", type: { unit: {} } }) as JsonObject,
        file: "extra",
        pointer: "#sys",
      },
      {
        node: fromPlain({ $kind: "defschema", name: "demo/CounterTick@1", type: { text: {} } }) as JsonObject,
        file: "extra",
        pointer: "#dup",
      },
      {
        node: fromPlain({
          $kind: "defeffect",
          name: "demo/fx@1",
          params: "demo/P@1",
          receipt: "demo/CounterTick@1",
          impl: { module: "demo/M@1", entrypoint: "run" },
        }) as JsonObject,
        file: "extra",
        pointer: "#fx",
      },
    );
    const v = validateAir(w);
    const hash = (name: string) => v.resolved.defs.get(`defschema:${name}`)!.hash;
    const wf = "demo/CounterSM@1";
    const missing = (pointer: string, message: string) => ["AIR-REF-MISSING", "error", pointer, message, undefined];
    const routing = (pointer: string, message: string) => ["AIR-V2-ROUTING", "error", pointer, message, undefined];
    expect(v.diagnostics.map((d) => [d.code, d.severity, d.pointer, d.message, d.notes])).toEqual([
      [
        "AIR-V2",
        "info",
        "#manifest/air_version",
        'AIR v2 world (manifest air_version "2"): read and checked with the AIR v2 schemas and rules',
        undefined,
      ],
      [
        "AIR-V2-SYS",
        "error",
        "#sys/name",
        "defschema sys/Mine@1: sys/* names are the built-ins'; a world may name them but not define them",
        undefined,
      ],
      [
        "AIR-NAME-DUP",
        "error",
        "#dup/name",
        "defschema demo/CounterTick@1 is defined more than once (first at digest)",
        [
          {
            message: "defschema demo/CounterTick@1 is first defined here",
            file: "digest",
            pointer: "#demo/CounterTick@1/name",
            node: "air:defschema:demo/CounterTick@1",
          },
        ],
      ],
      [
        "AIR-REF-HASH",
        "error",
        "#manifest/schemas/1/hash",
        `manifest pins defschema demo/CounterState@1 to sha256:${"1".repeat(64)}, but the definition hashes to ${hash("demo/CounterState@1")}`,
        undefined,
      ],
      ["AIR-HASH", "error", "#manifest/schemas/2/hash", '"nope" is not sha256:<64 hex>', undefined],
      [
        "AIR-REF-HASH",
        "error",
        "#manifest/schemas/2/hash",
        `manifest pins defschema demo/CounterStart@1 to nope, but the definition hashes to ${hash("demo/CounterStart@1")}`,
        undefined,
      ],
      missing(
        "#manifest/schemas/4",
        "manifest lists defschema demo/Gone@1, which is not defined in this world or among the built-ins",
      ),
      [
        "AIR-NAME-DUP",
        "error",
        "#manifest/schemas/5",
        "manifest lists defschema demo/CounterTick@1 twice",
        [
          {
            message: "demo/CounterTick@1 is first listed here",
            file: "digest",
            pointer: "#manifest/schemas/3",
            node: "air:manifest",
          },
        ],
      ],
      [
        "AIR-SHAPE",
        "error",
        "#manifest/schemas/2/hash",
        'manifest: /schemas/2/hash must match pattern "^sha256:[0-9a-f]{64}$"',
        undefined,
      ],
      [
        "AIR-SHAPE",
        "error",
        "#manifest/schemas/4",
        "manifest: /schemas/4 must have required property 'hash'",
        undefined,
      ],
      [
        "AIR-SHAPE",
        "error",
        "#manifest/routing/subscriptions/5",
        "manifest: /routing/subscriptions/5 must be object",
        undefined,
      ],
      [
        "AIR-UNLISTED",
        "warning",
        "#demo/CounterEvent@1/name",
        "defschema demo/CounterEvent@1 is defined but not listed in the manifest",
        undefined,
      ],
      [
        "AIR-UNLISTED",
        "warning",
        "#sys/name",
        "defschema sys/Mine@1 is defined but not listed in the manifest",
        undefined,
      ],
      [
        "AIR-UNLISTED",
        "warning",
        "#fx/name",
        "defeffect demo/fx@1 is defined but not listed in the manifest",
        undefined,
      ],
      missing(
        `#${wf}/annotations`,
        `workflow ${wf}: annotations schema "demo/NoAnn@1" is not a defschema of this world or a built-in`,
      ),
      missing(
        `#${wf}/effects_emitted/1`,
        `workflow ${wf}: emitted effect "demo/no.effect@1" is not a defeffect of this world or a built-in`,
      ),
      missing(
        `#${wf}/impl/module`,
        `${wf}: implementation module "demo/NoModule@1" is not a defmodule of this world or a built-in`,
      ),
      missing(
        "#demo/CounterState@1/type/record/x/ref",
        'demo/CounterState@1: type reference "demo/Missing@1" is not a defschema of this world or a built-in',
      ),
      missing(
        "#fx/params",
        'effect demo/fx@1: params schema "demo/P@1" is not a defschema of this world or a built-in',
      ),
      missing(
        "#fx/impl/module",
        'demo/fx@1: implementation module "demo/M@1" is not a defmodule of this world or a built-in',
      ),
      routing(
        "#manifest/routing/subscriptions/0/key_field",
        `routing subscription 0: workflow ${wf} is not keyed, so key_field is rejected`,
      ),
      routing(
        "#manifest/routing/subscriptions/2/event",
        `routing subscription 2: event demo/CounterState@1 is neither workflow ${wf}'s event demo/CounterEvent@1 nor an arm of it`,
      ),
      missing(
        "#manifest/routing/subscriptions/3/workflow",
        'routing subscription 3: workflow "demo/NoFlow@1" is not a workflow of this world',
      ),
      missing(
        "#manifest/routing/subscriptions/3/event",
        'routing subscription 3: event "demo/NoSuch@1" is not a schema of this world or a built-in',
      ),
      routing(
        "#manifest/routing/subscriptions/4",
        "routing subscription 4: workflow demo/Keyed@1 is keyed (key_schema), so the subscription needs a key_field",
      ),
      routing(
        "#manifest/routing/subscriptions/4/event",
        "routing subscription 4: event sys/TimerFired@1 is neither workflow demo/Keyed@1's event demo/CounterEvent@1 nor an arm of it",
      ),
    ]);
    expect(v.ok).toBe(false);
    // The all-zero placeholder is filled in with the definition's hash, as a reference without one.
    const listed = (v.resolved.manifest!.schemas as JsonObject[]).filter(isJsonObject);
    expect(listed[0]!.hash).toBe(hash("demo/CounterPc@1"));
    expect(listed[3]!.hash).toBe(hash("demo/CounterTick@1"));
  });
});
