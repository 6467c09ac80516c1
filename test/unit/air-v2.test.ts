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
const doc = (a: ReturnType<typeof counter>, ...patches: object[]) =>
  fromPlain({ version: "2", base_manifest_hash: a.resolved.manifestHash, patches });
const errs = (r: ReturnType<typeof applyPatchV2>) =>
  r.diagnostics
    .filter((d) => d.severity === "error")
    .map((d) => ({ code: d.code, file: d.file, pointer: d.pointer, message: d.message }));

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
    expect(errs(r).map((d) => d.code)).toEqual(["AIR-V2-SYS"]);
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
