/**
 * AIR v1 patch documents (patch.ts) pinned whole: every diagnostic of one document whose every
 * operation is malformed or breaks a rule (not an object, two operations in one, add_def without a
 * name, with another kind, of an existing name; replace and remove of what does not exist, under
 * another pre_hash, or renamed; manifest references that are not there or not whole; an unknown
 * operation), and a base hash that is not the world's.
 */
import { describe, expect, it } from "vitest";
import { applyPatch } from "../../src/formats/air/patch.js";
import { validateAir } from "../../src/formats/air/validate-world.js";
import { fromPlain } from "../../ir/json/value.js";
import { DIGEST } from "../support/air-world.js";

describe("AIR v1 patches", () => {
  it("every refused operation at its pointer; nothing is applied", () => {
    const base = validateAir(DIGEST);
    const feed = base.resolved.defs.get("defschema:com.acme/FeedItem@1")!.hash;
    const r = applyPatch(
      base,
      fromPlain({
        base_manifest_hash: `sha256:${"a".repeat(64)}`,
        patches: [
          "raw",
          { add_def: {}, remove_def: {} },
          { add_def: { node: { $kind: "defschema" } } },
          { add_def: { kind: "defplan", node: { $kind: "defschema", name: "x.y/Z@1", type: { text: {} } } } },
          { add_def: { node: { $kind: "defschema", name: "com.acme/FeedItem@1", type: { text: {} } } } },
          { remove_def: { name: "com.acme/FeedItem@1" } },
          { replace_def: { kind: "defschema", name: "com.acme/Nope@1" } },
          { remove_def: { kind: "defschema", name: "com.acme/FeedItem@1", pre_hash: "sha256:00" } },
          {
            replace_def: {
              kind: "defschema",
              name: "com.acme/FeedItem@1",
              pre_hash: feed,
              new_node: { name: "com.acme/Other@1" },
            },
          },
          {
            set_manifest_refs: {
              remove: [{ kind: "defschema", name: "com.acme/Nope@1" }],
              add: [{ kind: "defschema" }],
            },
          },
          { teleport: {} },
        ],
      }),
    );
    expect(r.ok).toBe(false);
    expect(r.validation).toBeUndefined();
    expect(r.diagnostics.map((d) => [d.code, d.file, d.pointer, d.message])).toEqual([
      [
        "AIR-PATCH-BASE",
        "patch",
        "/base_manifest_hash",
        `base_manifest_hash sha256:${"a".repeat(64)} does not match the world's manifest ${base.resolved.manifestHash}`,
      ],
      ["AIR-PATCH", "patch", "/patches/0", "an operation is an object"],
      ["AIR-PATCH", "patch", "/patches/1", "an operation is { <op>: { … } }"],
      ["AIR-PATCH", "patch", "/patches/2/add_def/node", "add_def needs a node with a name"],
      ["AIR-PATCH", "patch", "/patches/3/add_def", "add_def kind defplan does not match the node's $kind defschema"],
      [
        "AIR-PATCH-EXISTS",
        "patch",
        "/patches/4/add_def/node/name",
        "add_def: defschema com.acme/FeedItem@1 already exists (use replace_def)",
      ],
      ["AIR-PATCH", "patch", "/patches/5/remove_def", "remove_def needs kind and name"],
      [
        "AIR-PATCH-MISSING",
        "patch",
        "/patches/6/replace_def/name",
        "replace_def: defschema com.acme/Nope@1 does not exist",
      ],
      [
        "AIR-PATCH-PRE-HASH",
        "patch",
        "/patches/7/remove_def/pre_hash",
        `remove_def: defschema com.acme/FeedItem@1 is ${feed}, not pre_hash sha256:00`,
      ],
      [
        "AIR-PATCH",
        "patch",
        "/patches/8/replace_def/new_node",
        "replace_def.new_node must be a node with the same name",
      ],
      [
        "AIR-PATCH-MISSING",
        "patch",
        "/patches/9/set_manifest_refs/remove/0",
        "set_manifest_refs.remove names a reference the manifest does not have",
      ],
      [
        "AIR-PATCH",
        "patch",
        "/patches/9/set_manifest_refs/add/0",
        "set_manifest_refs.add items are {kind, name, hash}",
      ],
      ["AIR-PATCH", "patch", "/patches/10", 'unknown patch operation "teleport"'],
    ]);
    expect(applyPatch(base, fromPlain([])).diagnostics).toEqual([
      {
        code: "AIR-PATCH",
        severity: "error",
        message: "a patch is { base_manifest_hash, patches: [...] }",
        file: "patch",
        pointer: "",
      },
    ]);
  });

  it("an applied patch lists and pins what it adds, leaving its base as it was; a result that does not validate is refused whole", () => {
    const base = validateAir(DIGEST);
    const added = { $kind: "defschema", name: "com.acme/Added@1", type: { text: {} } };
    const ok = applyPatch(base, fromPlain({ patches: [{ add_def: { node: added } }] }));
    expect(ok.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(ok.ok).toBe(true);
    const after = ok.validation!.resolved;
    const listed = (after.manifest!.schemas as Array<{ name: string; hash: string }>).map((x) => [x.name, x.hash]);
    expect(listed).toContainEqual(["com.acme/Added@1", after.defs.get("defschema:com.acme/Added@1")!.hash]);
    expect(after.manifestHash).not.toBe(base.resolved.manifestHash);
    // The world patched is not changed by the patch: the digest lists its 3 schemas still.
    expect((base.resolved.manifest!.schemas as Array<{ name: string }>).map((x) => x.name)).toEqual([
      "com.acme/DigestInput@1",
      "com.acme/FeedItem@1",
      "com.acme/DigestResult@1",
    ]);
    const bad = applyPatch(base, fromPlain({ patches: [{ set_defaults: { policy: "com.acme/none@1" } }] }));
    expect(bad.ok).toBe(false);
    expect(bad.diagnostics.map((d) => [d.code, d.pointer, d.message])).toEqual([
      ["AIR-PATCH-INVALID", undefined, "the patched world does not validate (1 error); nothing was applied"],
      ["AIR-REF-MISSING", "#manifest/defaults/policy", "defaults.policy com.acme/none@1 is not defined"],
    ]);
  });
});
