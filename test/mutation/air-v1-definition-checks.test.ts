/**
 * The v1 definition checks (check-defs.ts) pinned as one whole output: schemas (a missing reference,
 * a recursive type), a reducer module (missing schemas, unknown and later-v1 effect kinds, an unknown
 * cap slot type), capabilities (unknown cap types, a missing schema) and a policy (a reserved decision,
 * an unknown effect, a later-v1 spelling, a bad origin_kind), beside the shape errors of the same nodes.
 */
import { describe, expect, it } from "vitest";
import { validateAir } from "../../src/formats/air/validate-world.js";
import { fromPlain, type JsonObject } from "../../ir/json/value.js";
import { digestWorld } from "../support/air-world.js";

describe("v1 definition checks", () => {
  it("every diagnostic of a digest world with broken schemas, a module, caps and a policy", () => {
    const w = digestWorld((k, n) => {
      if (k === "defpolicy:com.acme/policy@1")
        n.rules = fromPlain([
          { when: { effect_kind: "http.request" }, decision: "require_approval" },
          { when: { effect_kind: "teleport" }, decision: "deny" },
          { when: { effect_kind: "blob.put", origin_kind: "human" }, decision: "allow" },
          "raw",
        ]);
      if (k === "defschema:com.acme/FeedItem@1")
        n.type = fromPlain({ record: { next: { ref: "com.acme/Loop@1" }, gone: { ref: "com.acme/Gone@1" } } });
      return n;
    });
    const add = (node: object) =>
      w.nodes.push({
        node: fromPlain(node) as JsonObject,
        file: "extra",
        pointer: `#${(node as { name: string }).name}`,
      });
    add({ $kind: "defschema", name: "com.acme/Loop@1", type: { list: { ref: "com.acme/FeedItem@1" } } });
    add({
      $kind: "defmodule",
      name: "com.acme/m@1",
      module_kind: "reducer",
      wasm_hash: `sha256:${"1".repeat(64)}`,
      key_schema: "com.acme/K@1",
      abi: {
        reducer: {
          state: "com.acme/FeedItem@1",
          event: "com.acme/E@1",
          annotations: "com.acme/A@1",
          effects_emitted: ["http.request", "blob.get", "teleport", 5],
          cap_slots: { net: "http.out", odd: "warp" },
        },
      },
    });
    add({
      $kind: "defcap",
      name: "com.acme/c@1",
      cap_type: "warp",
      schema: { record: { x: { ref: "com.acme/Nope@1" } } },
    });
    add({ $kind: "defcap", name: "com.acme/c2@1", cap_type: "secret", schema: { record: {} } });
    add({ $kind: "defcap", name: "com.acme/c3@1", cap_type: "blob", schema: { record: {} } });
    const v = validateAir(w);
    expect(v.diagnostics.map((d) => [d.code, d.severity, d.pointer, d.message])).toEqual([
      [
        "AIR-UNLISTED",
        "warning",
        "#com.acme/Loop@1/name",
        "defschema com.acme/Loop@1 is defined but not listed in the manifest",
      ],
      [
        "AIR-UNLISTED",
        "warning",
        "#com.acme/m@1/name",
        "defmodule com.acme/m@1 is defined but not listed in the manifest",
      ],
      [
        "AIR-UNLISTED",
        "warning",
        "#com.acme/c@1/name",
        "defcap com.acme/c@1 is defined but not listed in the manifest",
      ],
      [
        "AIR-UNLISTED",
        "warning",
        "#com.acme/c2@1/name",
        "defcap com.acme/c2@1 is defined but not listed in the manifest",
      ],
      [
        "AIR-UNLISTED",
        "warning",
        "#com.acme/c3@1/name",
        "defcap com.acme/c3@1 is defined but not listed in the manifest",
      ],
      [
        "AIR-SHAPE",
        "error",
        "#com.acme/policy@1/rules/0/decision",
        'defpolicy com.acme/policy@1: /rules/0/decision must be equal to one of the allowed values: ["allow","deny"]',
      ],
      [
        "AIR-SHAPE",
        "error",
        "#com.acme/policy@1/rules/1/when/effect_kind",
        'defpolicy com.acme/policy@1: /rules/1/when/effect_kind must be equal to one of the allowed values: ["http.request","fs.blob.put","fs.blob.get","timer.set","llm.generate"]',
      ],
      [
        "AIR-SHAPE",
        "error",
        "#com.acme/policy@1/rules/2/when/origin_kind",
        'defpolicy com.acme/policy@1: /rules/2/when/origin_kind must be equal to one of the allowed values: ["plan","reducer"]',
      ],
      ["AIR-SHAPE", "error", "#com.acme/policy@1/rules/3", "defpolicy com.acme/policy@1: /rules/3 must be object"],
      [
        "AIR-SHAPE",
        "error",
        "#com.acme/m@1/abi/reducer/effects_emitted/2",
        'defmodule com.acme/m@1: /abi/reducer/effects_emitted/2 must be equal to one of the allowed values: ["http.request","fs.blob.put","fs.blob.get","timer.set","llm.generate"]',
      ],
      [
        "AIR-SHAPE",
        "error",
        "#com.acme/m@1/abi/reducer/effects_emitted/3",
        "defmodule com.acme/m@1: /abi/reducer/effects_emitted/3 must be string",
      ],
      [
        "AIR-SHAPE",
        "error",
        "#com.acme/m@1/abi/reducer/effects_emitted/3",
        'defmodule com.acme/m@1: /abi/reducer/effects_emitted/3 must be equal to one of the allowed values: ["http.request","fs.blob.put","fs.blob.get","timer.set","llm.generate"]',
      ],
      [
        "AIR-SHAPE",
        "error",
        "#com.acme/m@1/abi/reducer/cap_slots/odd",
        'defmodule com.acme/m@1: /abi/reducer/cap_slots/odd must be equal to one of the allowed values: ["http.out","fs.blob","timer","llm.basic"]',
      ],
      [
        "AIR-SHAPE",
        "error",
        "#com.acme/c@1/cap_type",
        'defcap com.acme/c@1: /cap_type must be equal to one of the allowed values: ["http.out","fs.blob","timer","llm.basic"]',
      ],
      [
        "AIR-SHAPE",
        "error",
        "#com.acme/c2@1/cap_type",
        'defcap com.acme/c2@1: /cap_type must be equal to one of the allowed values: ["http.out","fs.blob","timer","llm.basic"]',
      ],
      [
        "AIR-REF-MISSING",
        "error",
        "#com.acme/FeedItem@1/type",
        "defschema com.acme/FeedItem@1: type refers to unknown schema com.acme/Gone@1",
      ],
      [
        "AIR-SCHEMA-RECURSIVE",
        "error",
        "#com.acme/Loop@1/type",
        "defschema com.acme/Loop@1: recursive type com.acme/FeedItem@1 → com.acme/Loop@1 → com.acme/FeedItem@1 (no recursive types in v1)",
      ],
      [
        "AIR-POLICY",
        "error",
        "#com.acme/policy@1/rules/0/decision",
        "defpolicy com.acme/policy@1: rule 0 decision must be allow or deny (require_approval is reserved)",
      ],
      [
        "AIR-EFFECT",
        "error",
        "#com.acme/policy@1/rules/1/when/effect_kind",
        'defpolicy com.acme/policy@1: rule 1 matches unknown effect kind "teleport"',
      ],
      ["AIR-LATER-V1", "info", "#com.acme/policy@1/rules/2/when/effect_kind", '"blob.put" is a later-v1 spelling'],
      [
        "AIR-POLICY",
        "error",
        "#com.acme/policy@1/rules/2/when/origin_kind",
        "defpolicy com.acme/policy@1: rule 2 origin_kind must be plan or reducer",
      ],
      [
        "AIR-REF-MISSING",
        "error",
        "#com.acme/m@1/key_schema",
        'defmodule com.acme/m@1: key_schema schema "com.acme/K@1" is not defined',
      ],
      [
        "AIR-REF-MISSING",
        "error",
        "#com.acme/m@1/abi/reducer/event",
        'defmodule com.acme/m@1: event schema "com.acme/E@1" is not defined',
      ],
      [
        "AIR-REF-MISSING",
        "error",
        "#com.acme/m@1/abi/reducer/annotations",
        'defmodule com.acme/m@1: annotations schema "com.acme/A@1" is not defined',
      ],
      ["AIR-LATER-V1", "info", "#com.acme/m@1/abi/reducer/effects_emitted/1", '"blob.get" is a later-v1 spelling'],
      [
        "AIR-EFFECT",
        "error",
        "#com.acme/m@1/abi/reducer/effects_emitted/2",
        'defmodule com.acme/m@1: unknown effect kind "teleport"',
      ],
      [
        "AIR-EFFECT",
        "error",
        "#com.acme/m@1/abi/reducer/effects_emitted/3",
        "defmodule com.acme/m@1: unknown effect kind 5",
      ],
      [
        "AIR-CAP-TYPE",
        "error",
        "#com.acme/m@1/abi/reducer/cap_slots/odd",
        'defmodule com.acme/m@1: slot odd has unknown cap type "warp"',
      ],
      [
        "AIR-CAP-TYPE",
        "error",
        "#com.acme/c@1/cap_type",
        'defcap com.acme/c@1: cap_type "warp" is not a built-in capability type (http.out, fs.blob, timer, llm.basic)',
      ],
      [
        "AIR-REF-MISSING",
        "error",
        "#com.acme/c@1/schema",
        "defcap com.acme/c@1: schema refers to unknown com.acme/Nope@1",
      ],
      [
        "AIR-CAP-TYPE",
        "error",
        "#com.acme/c2@1/cap_type",
        'defcap com.acme/c2@1: cap_type "secret" is not a built-in capability type (http.out, fs.blob, timer, llm.basic)',
      ],
      ["AIR-LATER-V1", "info", "#com.acme/c3@1/cap_type", '"blob" is a later-v1 spelling'],
    ]);
    expect(v.ok).toBe(false);
  });
});
