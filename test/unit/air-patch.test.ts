/**
 * AIR v1 patches (spec section 14) and diffs, in process, on the digest world: each operation's
 * effect on the manifest, each refusal's code, message and pointer.
 */
import { describe, expect, it } from "vitest";
import { validateAir } from "../../src/formats/air/validate-world.js";
import { applyPatch } from "../../src/formats/air/patch.js";
import { diffWorlds } from "../../src/formats/air/diff.js";
import { fromPlain, toPlain, type JsonObject } from "../../ir/json/value.js";
import { digestWorld } from "../support/air-world.js";

const digest = () => validateAir(digestWorld());
const patch = (...patches: object[]) => applyPatch(digest(), fromPlain({ patches }));
/** Errors as code, pointer, message. */
const errs = (r: ReturnType<typeof applyPatch>) =>
  r.diagnostics
    .filter((d) => d.severity === "error")
    .map((d) => ({ code: d.code, pointer: d.pointer, message: d.message }));
/** The patched manifest's list, as plain JSON. */
const listed = (r: ReturnType<typeof applyPatch>, list: string) =>
  toPlain(r.validation!.resolved.manifest![list]!) as Array<{ name: string; hash?: string }>;
const hashOf = (key: string) => digest().resolved.defs.get(key)!.hash;
const FEED = "com.acme/FeedItem@1";
const EXTRA = { $kind: "defschema", name: "com.acme/Extra@1", type: { record: { n: { nat: {} } } } };

describe("AIR v1 patch operations", () => {
  it("add_def defines the node and lists it in the manifest with its hash", () => {
    const r = patch({ add_def: { kind: "defschema", node: EXTRA } });
    expect(errs(r)).toEqual([]);
    const ref = listed(r, "schemas").find((x) => x.name === EXTRA.name);
    expect(ref).toEqual({ name: EXTRA.name, hash: r.validation!.resolved.defs.get(`defschema:${EXTRA.name}`)!.hash });
    expect(ref!.hash).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it("add_def refuses a kind that is not the node's $kind", () => {
    const r = patch({ add_def: { kind: "defpolicy", node: EXTRA } });
    expect(errs(r)).toEqual([
      {
        code: "AIR-PATCH",
        pointer: "/patches/0/add_def",
        message: "add_def kind defpolicy does not match the node's $kind defschema",
      },
    ]);
  });

  it("remove_def with the right pre_hash removes the node and its reference", () => {
    const r = patch({ remove_def: { kind: "defschema", name: FEED, pre_hash: hashOf(`defschema:${FEED}`) } });
    expect(errs(r)).toEqual([]);
    expect(listed(r, "schemas").map((x) => x.name)).toEqual(["com.acme/DigestInput@1", "com.acme/DigestResult@1"]);
    expect(r.validation!.resolved.defs.has(`defschema:${FEED}`)).toBe(false);
  });

  it("remove_def refuses a stale pre_hash, naming both hashes at the pre_hash pointer", () => {
    const stale = `sha256:${"0".repeat(64)}`;
    const r = patch({ remove_def: { kind: "defschema", name: FEED, pre_hash: stale } });
    expect(errs(r)).toEqual([
      {
        code: "AIR-PATCH-PRE-HASH",
        pointer: "/patches/0/remove_def/pre_hash",
        message: `remove_def: defschema ${FEED} is ${hashOf(`defschema:${FEED}`)}, not pre_hash ${stale}`,
      },
    ]);
  });

  it("an operation needs one key, and replace/remove need kind and name", () => {
    expect(errs(patch({ add_def: {}, remove_def: {} }))).toEqual([
      { code: "AIR-PATCH", pointer: "/patches/0", message: "an operation is { <op>: { … } }" },
    ]);
    expect(errs(patch({ replace_def: { name: FEED } }))).toEqual([
      { code: "AIR-PATCH", pointer: "/patches/0/replace_def", message: "replace_def needs kind and name" },
    ]);
  });

  it("base_manifest_hash must be the world's", () => {
    const a = digest();
    const wrong = `sha256:${"0".repeat(64)}`;
    expect(errs(applyPatch(a, fromPlain({ base_manifest_hash: wrong, patches: [] })))).toEqual([
      {
        code: "AIR-PATCH-BASE",
        pointer: "/base_manifest_hash",
        message: `base_manifest_hash ${wrong} does not match the world's manifest ${a.resolved.manifestHash}`,
      },
    ]);
    expect(errs(applyPatch(a, fromPlain({ base_manifest_hash: a.resolved.manifestHash, patches: [] })))).toEqual([]);
  });

  it("set_manifest_refs removes the first reference, and adds one with its hash", () => {
    const h = `sha256:${"a".repeat(64)}`;
    const r = patch({
      set_manifest_refs: {
        remove: [{ kind: "defschema", name: "com.acme/DigestInput@1" }],
        add: [{ kind: "defschema", name: "com.acme/DigestInput@1", hash: h }],
      },
    });
    expect(listed(r, "schemas").map((x) => x.name)).toEqual([
      FEED,
      "com.acme/DigestResult@1",
      "com.acme/DigestInput@1",
    ]);
    expect(listed(r, "schemas")[2]).toEqual({ name: "com.acme/DigestInput@1", hash: h });
    // Only remove: no add list is no add error.
    const only = patch({ set_manifest_refs: { remove: [{ kind: "defschema", name: FEED }] } });
    expect(errs(only).filter((d) => d.code === "AIR-PATCH" || d.code === "AIR-PATCH-MISSING")).toEqual([]);
    expect(listed(only, "schemas").map((x) => x.name)).toEqual(["com.acme/DigestInput@1", "com.acme/DigestResult@1"]);
    // A reference the manifest does not have.
    expect(errs(patch({ set_manifest_refs: { remove: [{ kind: "defschema", name: "com.acme/Nope@1" }] } }))).toEqual([
      {
        code: "AIR-PATCH-MISSING",
        pointer: "/patches/0/set_manifest_refs/remove/0",
        message: "set_manifest_refs.remove names a reference the manifest does not have",
      },
    ]);
  });

  it("set_defaults replaces the policy and the grants it is given", () => {
    const r = patch(
      {
        add_def: { kind: "defpolicy", node: { $kind: "defpolicy", name: "com.acme/open@1", rules: [] } },
      },
      { set_defaults: { policy: "com.acme/open@1", cap_grants: [] } },
    );
    expect(errs(r)).toEqual([]);
    const d = toPlain(r.validation!.resolved.manifest!.defaults!) as { policy: string; cap_grants: unknown[] };
    expect(d).toEqual({ policy: "com.acme/open@1", cap_grants: [] });
  });

  it("a patched world that does not validate is refused whole, counting its errors", () => {
    const r = patch({ set_defaults: { policy: "com.acme/nope@1" } });
    expect(r.ok).toBe(false);
    expect(r.diagnostics.find((d) => d.code === "AIR-PATCH-INVALID")).toMatchObject({
      file: "patch",
      message: "the patched world does not validate (1 error); nothing was applied",
    });
  });
});

describe("AIR v1 patches: every refusal of one document, each at its pointer", () => {
  it("operations that are no operation, and each operation's own refusals (spec v1 section 14)", () => {
    const feed = hashOf(`defschema:${FEED}`);
    const r = patch(
      "raw",
      { add_def: { node: { $kind: "defschema", type: { text: {} } } } },
      // No $kind on the node: the operation's kind is the node's.
      { add_def: { kind: "defschema", node: { name: FEED, type: { text: {} } } } },
      { replace_def: { kind: "defschema", name: "com.acme/Nope@1", pre_hash: feed } },
      { replace_def: { kind: "defschema", name: FEED, pre_hash: feed, new_node: { name: "com.acme/Other@1" } } },
      { replace_def: { kind: "defschema", name: FEED, pre_hash: "stale", new_node: { name: FEED } } },
      {
        set_manifest_refs: {
          remove: [{ kind: "defschema", name: "com.acme/Nope@1" }, "raw"],
          add: ["raw", { kind: "defschema" }],
        },
      },
      { frobnicate: {} },
      {},
      { add_def: "node" },
      // No kind on the operation: the node's $kind is the kind.
      { add_def: { node: { $kind: "defschema", name: FEED, type: { text: {} } } } },
    );
    expect(r.ok).toBe(false);
    expect(errs(r)).toEqual([
      { code: "AIR-PATCH", pointer: "/patches/0", message: "an operation is an object" },
      { code: "AIR-PATCH", pointer: "/patches/1/add_def/node", message: "add_def needs a node with a name" },
      {
        code: "AIR-PATCH-EXISTS",
        pointer: "/patches/2/add_def/node/name",
        message: `add_def: defschema ${FEED} already exists (use replace_def)`,
      },
      {
        code: "AIR-PATCH-MISSING",
        pointer: "/patches/3/replace_def/name",
        message: "replace_def: defschema com.acme/Nope@1 does not exist",
      },
      {
        code: "AIR-PATCH",
        pointer: "/patches/4/replace_def/new_node",
        message: "replace_def.new_node must be a node with the same name",
      },
      {
        code: "AIR-PATCH-PRE-HASH",
        pointer: "/patches/5/replace_def/pre_hash",
        message: `replace_def: defschema ${FEED} is ${feed}, not pre_hash stale`,
      },
      {
        code: "AIR-PATCH-MISSING",
        pointer: "/patches/6/set_manifest_refs/remove/0",
        message: "set_manifest_refs.remove names a reference the manifest does not have",
      },
      {
        code: "AIR-PATCH-MISSING",
        pointer: "/patches/6/set_manifest_refs/remove/1",
        message: "set_manifest_refs.remove names a reference the manifest does not have",
      },
      {
        code: "AIR-PATCH",
        pointer: "/patches/6/set_manifest_refs/add/0",
        message: "set_manifest_refs.add items are {kind, name, hash}",
      },
      {
        code: "AIR-PATCH",
        pointer: "/patches/6/set_manifest_refs/add/1",
        message: "set_manifest_refs.add items are {kind, name, hash}",
      },
      { code: "AIR-PATCH", pointer: "/patches/7", message: 'unknown patch operation "frobnicate"' },
      { code: "AIR-PATCH", pointer: "/patches/8", message: "an operation is { <op>: { … } }" },
      { code: "AIR-PATCH", pointer: "/patches/9", message: "an operation is { <op>: { … } }" },
      {
        code: "AIR-PATCH-EXISTS",
        pointer: "/patches/10/add_def/node/name",
        message: `add_def: defschema ${FEED} already exists (use replace_def)`,
      },
    ]);
    expect(r.validation).toBeUndefined();
  });

  it("a patched world with only warnings is applied, the warnings reported", () => {
    const r = patch({ set_manifest_refs: { remove: [{ kind: "defschema", name: FEED }] } });
    expect(r.ok).toBe(true);
    expect(r.diagnostics.filter((d) => d.severity !== "info").map((d) => [d.code, d.severity, d.message])).toEqual([
      ["AIR-UNLISTED", "warning", `defschema ${FEED} is defined but not listed in the manifest`],
    ]);
  });

  it("a document that is no patch", () => {
    const refused = [{ code: "AIR-PATCH", pointer: "", message: "a patch is { base_manifest_hash, patches: [...] }" }];
    expect(errs(applyPatch(digest(), fromPlain([])))).toEqual(refused);
    expect(errs(applyPatch(digest(), fromPlain({ patches: "all" })))).toEqual(refused);
    expect(errs(applyPatch(digest(), null))).toEqual(refused);
  });

  it("set_manifest_refs re-pins a listed reference in place; a kind no manifest lists adds nothing", () => {
    const feed = hashOf(`defschema:${FEED}`);
    const r = patch({
      set_manifest_refs: {
        add: [
          { kind: "defschema", name: FEED, hash: feed },
          { kind: "defnothing", name: "com.acme/X@1", hash: feed },
        ],
      },
    });
    expect(errs(r)).toEqual([]);
    expect(listed(r, "schemas")).toEqual([
      { name: "com.acme/DigestInput@1", hash: hashOf("defschema:com.acme/DigestInput@1") },
      { name: FEED, hash: feed },
      { name: "com.acme/DigestResult@1", hash: hashOf("defschema:com.acme/DigestResult@1") },
    ]);
    expect(r.validation!.resolved.manifestHash).toBe(digest().resolved.manifestHash);
  });
});

describe("AIR v1 diff", () => {
  it("a replaced definition is replace_def with the new node and the old hash", () => {
    const a = digest();
    const node = { $kind: "defschema", name: FEED, type: { record: { title: { text: {} } } } };
    const b = validateAir(digestWorld((k, n) => (k === `defschema:${FEED}` ? (fromPlain(node) as JsonObject) : n)));
    const { patch: p } = diffWorlds(a, b);
    expect(toPlain(p.patches!)).toEqual([
      {
        replace_def: {
          kind: "defschema",
          name: FEED,
          new_node: node,
          pre_hash: a.resolved.defs.get(`defschema:${FEED}`)!.hash,
        },
      },
    ]);
  });

  it("changed defaults are one set_defaults; a changed trigger is reported, not dropped", () => {
    const b = validateAir(
      digestWorld((k, n) => {
        if (k === "manifest") {
          (n.defaults as JsonObject).cap_grants = fromPlain([]);
          n.triggers = fromPlain([]);
        }
        return n;
      }),
    );
    const { patch: p, diagnostics } = diffWorlds(digest(), b);
    expect(toPlain(p.patches!)).toEqual([{ set_defaults: { cap_grants: [] } }]);
    expect(diagnostics.map((d) => d.message)).toEqual([
      "manifest triggers differs; AIR v1 patches cannot express that change",
    ]);
  });
});

describe("AIR v1 diff, whole", () => {
  const OPEN = { $kind: "defpolicy", name: "com.acme/open@1", rules: [{ when: {}, decision: "allow" }] };

  it("added and removed definitions, a new default policy, and what a v1 patch cannot say; the patch rebuilds b's definitions", () => {
    const a = digest();
    const b = validateAir(
      digestWorld((k, n) => {
        if (k === `defschema:${FEED}`) return undefined;
        if (k === "manifest") {
          n.schemas = fromPlain([
            { name: "com.acme/DigestInput@1" },
            { name: EXTRA.name },
            { name: "com.acme/DigestResult@1" },
          ]);
          n.policies = fromPlain([{ name: "com.acme/policy@1" }, { name: OPEN.name }]);
          (n.defaults as JsonObject).policy = OPEN.name;
          n.routing = fromPlain({ events: [] });
          n.module_bindings = fromPlain({});
        }
        return n;
      }),
    );
    b.world.nodes.push(
      { node: fromPlain(EXTRA) as JsonObject, file: "b", pointer: "#x" },
      { node: fromPlain(OPEN) as JsonObject, file: "b", pointer: "#o" },
    );
    const b2 = validateAir(b.world);
    const { patch: p, diagnostics } = diffWorlds(a, b2);
    expect(toPlain(p)).toEqual({
      base_manifest_hash: a.resolved.manifestHash,
      patches: [
        { add_def: { kind: "defpolicy", node: OPEN } },
        { add_def: { kind: "defschema", node: EXTRA } },
        { remove_def: { kind: "defschema", name: FEED, pre_hash: hashOf(`defschema:${FEED}`) } },
        { set_defaults: { policy: OPEN.name } },
      ],
    });
    expect(diagnostics).toEqual([
      {
        code: "AIR-DIFF-INEXPRESSIBLE",
        severity: "warning",
        message: "manifest routing differs; AIR v1 patches cannot express that change",
      },
      {
        code: "AIR-DIFF-INEXPRESSIBLE",
        severity: "warning",
        message: "manifest module_bindings differs; AIR v1 patches cannot express that change",
      },
    ]);
    // The patch applied to a defines what b defines, each to the same hash.
    const r = applyPatch(a, p);
    expect(errs(r)).toEqual([]);
    const own = (v: ReturnType<typeof digest>) =>
      [...v.resolved.defs.values()]
        .filter((d) => !d.builtin)
        .map((d) => `${d.kind}:${d.name} ${d.hash}`)
        .sort();
    expect(own(r.validation!)).toEqual(own(b2));
    expect(own(b2)).toHaveLength(own(a).length + 1);
  });

  it("a removed default policy is reported, not written as a set_defaults without one", () => {
    const b = validateAir(
      digestWorld((k, n) => {
        if (k === "manifest") delete (n.defaults as JsonObject).policy;
        return n;
      }),
    );
    const { patch: p, diagnostics } = diffWorlds(digest(), b);
    expect(toPlain(p.patches!)).toEqual([]);
    expect(diagnostics.map((d) => [d.code, d.severity, d.message])).toEqual([
      ["AIR-DIFF-INEXPRESSIBLE", "warning", "defaults.policy was removed; set_defaults cannot unset it"],
    ]);
    // Neither world with a default policy: nothing was removed.
    expect(diffWorlds(b, b).diagnostics).toEqual([]);
    // Two equal worlds: no patch, nothing to report.
    expect(diffWorlds(digest(), digest())).toEqual({
      patch: fromPlain({ base_manifest_hash: digest().resolved.manifestHash!, patches: [] }),
      diagnostics: [],
    });
  });
});

describe("AIR v1 world model (what a patch starts from)", () => {
  it("an empty patch re-validates the same world: built-ins stay built-ins", () => {
    const a = digest();
    const r = applyPatch(a, fromPlain({ patches: [] }));
    expect(r.ok).toBe(true);
    expect(r.validation!.resolved.manifestHash).toBe(a.resolved.manifestHash);
    expect(r.diagnostics.map((d) => d.code)).toEqual(a.diagnostics.map((d) => d.code));
    const own = (v: typeof a) => [...v.resolved.defs.values()].filter((d) => !d.builtin).map((d) => d.name);
    expect(own(r.validation!)).toEqual(own(a));
  });

  it("a world without a manifest is patched into one read as a manifest", () => {
    const a = validateAir(digestWorld((k, n) => (k === "manifest" ? undefined : n)));
    const r = applyPatch(a, fromPlain({ patches: [] }));
    const shape = r.diagnostics.filter((d) => d.code === "AIR-SHAPE");
    expect(shape.length).toBeGreaterThan(0);
    for (const d of shape) expect(d.message).toMatch(/^manifest: \/ must have required property/);
  });
});
