import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { agentcInProcess } from "../support/cli.js";
import { tempDir } from "../support/tmp.js";
import { validateAir } from "../../src/formats/air/validate-world.js";
import { fromPlain, type JsonObject } from "../../ir/json/value.js";
import { digestWorld, plan, steps, edges } from "../support/air-world.js";

const errors = (w: ReturnType<typeof digestWorld>) => validateAir(w).diagnostics.filter((d) => d.severity === "error");

describe("AIR semantic passes", () => {
  it("accept the digest world", () => {
    expect(errors(digestWorld())).toEqual([]);
  });

  it("reject a cycle and name its steps", () => {
    const e = errors(plan((p) => edges(p).push(fromPlain({ from: "wait_sum", to: "fetch" }))));
    expect(e.map((d) => d.code)).toContain("AIR-CYCLE");
    expect(e.find((d) => d.code === "AIR-CYCLE")!.message).toMatch(/fetch → wait_fetch → summarize → wait_sum → fetch/);
  });

  it("reject a dangling edge, naming the step", () => {
    const e = errors(plan((p) => edges(p).push(fromPlain({ from: "done", to: "nowhere" }))));
    expect(e).toHaveLength(1);
    expect(e[0]).toMatchObject({ code: "AIR-EDGE", pointer: "#com.acme/daily_digest@1/edges/5/to" });
    expect(e[0]!.message).toContain('"nowhere"');
  });

  it("reject an unknown cap, naming the step", () => {
    const e = errors(plan((p) => (steps(p)[1]!.cap = "mystery")));
    expect(e).toHaveLength(1);
    expect(e[0]!.code).toBe("AIR-CAP-UNKNOWN");
    expect(e[0]!.message).toContain("step fetch");
  });

  it("reject an await before its emit, naming the step", () => {
    const e = errors(
      plan((p) => {
        p.edges = fromPlain([
          { from: "set_url", to: "wait_fetch" },
          { from: "wait_fetch", to: "fetch" },
          { from: "fetch", to: "summarize" },
          { from: "summarize", to: "wait_sum" },
          { from: "wait_sum", to: "done" },
        ]);
      }),
    );
    expect(e.map((d) => d.code)).toContain("AIR-AWAIT-ORDER");
    expect(e.find((d) => d.code === "AIR-AWAIT-ORDER")!.message).toContain("step wait_fetch: awaits fetch");
  });

  it("check effects against allowed_effects, step ids, refs, end results", () => {
    const e = errors(
      plan((p) => {
        p.allowed_effects = fromPlain(["http.request"]);
        steps(p)[2]!.id = "fetch";
        (steps(p)[5] as JsonObject).result = undefined as never;
        delete (steps(p)[5] as JsonObject).result;
        steps(p)[0]!.expr = fromPlain({ ref: "@var:nothing" });
      }),
    ).map((d) => d.code);
    expect(e).toEqual(
      expect.arrayContaining(["AIR-EFFECT-NOT-ALLOWED", "AIR-STEP-DUP", "AIR-END-RESULT", "AIR-EXPR-REF"]),
    );
  });

  it("check grants against their cap schema and names/hashes in the manifest", () => {
    const e = errors(
      digestWorld((key, n) => {
        if (key === "manifest") {
          const grants = (n.defaults as JsonObject).cap_grants as JsonObject[];
          ((grants[0]!.params as JsonObject).record as JsonObject).hosts = fromPlain({ text: "not a set" });
          (n.schemas as JsonObject[])[0]!.hash = `sha256:${"1".repeat(64)}`;
        }
        if (key === "defschema:com.acme/FeedItem@1") n.name = "Bad Name";
        return n;
      }),
    ).map((d) => d.code);
    expect(e).toEqual(expect.arrayContaining(["AIR-GRANT-PARAMS", "AIR-REF-HASH", "AIR-NAME"]));
  });

  it("require keys for keyed reducers and reject recursive schemas", () => {
    const e = errors(
      digestWorld((key, n) => {
        if (key === "defschema:com.acme/FeedItem@1")
          n.type = fromPlain({ record: { next: { ref: "com.acme/FeedItem@1" } } });
        return n;
      }),
    ).map((d) => d.code);
    expect(e).toContain("AIR-SCHEMA-RECURSIVE");
    const keyed = validateAir(
      (() => {
        const w = digestWorld();
        w.nodes.push({
          node: fromPlain({
            $kind: "defmodule",
            name: "com.acme/counter@1",
            module_kind: "reducer",
            wasm_hash: `sha256:${"0".repeat(64)}`,
            key_schema: "com.acme/FeedItem@1",
            abi: { reducer: { state: "com.acme/FeedItem@1", event: "com.acme/FeedItem@1" } },
          }) as JsonObject,
          file: "m",
          pointer: "#m",
        });
        const p = w.nodes.find((x) => x.node.$kind === "defplan")!.node;
        steps(p).push(
          fromPlain({
            id: "raise",
            op: "raise_event",
            reducer: "com.acme/counter@1",
            event: { record: {} },
          }) as JsonObject,
        );
        edges(p).push(fromPlain({ from: "done", to: "raise" }));
        return w;
      })(),
    ).diagnostics.filter((d) => d.code === "AIR-KEY-REQUIRED");
    expect(keyed.map((d) => d.pointer)).toEqual(["#com.acme/daily_digest@1/steps/6"]);
  });
});

/** One diagnostic of a code, as code, pointer and message (the whole observable record). */
const only = (w: ReturnType<typeof digestWorld>, code: string) =>
  validateAir(w)
    .diagnostics.filter((d) => d.code === code)
    .map((d) => ({ severity: d.severity, pointer: d.pointer, message: d.message }));
const withNode = (n: object) => {
  const w = digestWorld();
  w.nodes.push({ node: fromPlain(n) as JsonObject, file: "extra", pointer: "#extra" });
  return w;
};
const NOPE = "com.acme/Nope@1";

describe("AIR definitions: references to what the world does not define", () => {
  it("a schema's type ref", () => {
    const w = digestWorld((k, n) => {
      if (k === "defschema:com.acme/FeedItem@1") n.type = fromPlain({ record: { next: { ref: NOPE } } });
      return n;
    });
    expect(only(w, "AIR-REF-MISSING")).toEqual([
      {
        severity: "error",
        pointer: "#com.acme/FeedItem@1/type",
        message: `defschema com.acme/FeedItem@1: type refers to unknown schema ${NOPE}`,
      },
    ]);
  });

  it("a cap's schema ref", () => {
    const w = withNode({ $kind: "defcap", name: "com.acme/cap@1", cap_type: "http.out", schema: { ref: NOPE } });
    expect(only(w, "AIR-REF-MISSING")).toEqual([
      {
        severity: "error",
        pointer: "#extra/schema",
        message: `defcap com.acme/cap@1: schema refers to unknown ${NOPE}`,
      },
    ]);
  });

  it("a reducer's state schema, at its own pointer", () => {
    const w = withNode({
      $kind: "defmodule",
      name: "com.acme/counter@1",
      module_kind: "reducer",
      wasm_hash: `sha256:${"0".repeat(64)}`,
      abi: { reducer: { state: NOPE, event: "com.acme/FeedItem@1" } },
    });
    expect(only(w, "AIR-REF-MISSING")).toEqual([
      {
        severity: "error",
        pointer: "#extra/abi/reducer/state",
        message: `defmodule com.acme/counter@1: state schema "${NOPE}" is not defined`,
      },
    ]);
  });

  it("the manifest's default policy", () => {
    const w = digestWorld((k, n) => {
      if (k === "manifest") (n.defaults as JsonObject).policy = "com.acme/nope@1";
      return n;
    });
    expect(only(w, "AIR-REF-MISSING")).toEqual([
      {
        severity: "error",
        pointer: "#manifest/defaults/policy",
        message: "defaults.policy com.acme/nope@1 is not defined",
      },
    ]);
  });

  it("a policy rule's effect kind, at the rule's pointer", () => {
    const w = digestWorld((k, n) => {
      if (k === "defpolicy:com.acme/policy@1")
        ((n.rules as JsonObject[])[1]!.when as JsonObject).effect_kind = "mystery.kind";
      return n;
    });
    expect(only(w, "AIR-EFFECT").map((d) => d.pointer)).toEqual(["#com.acme/policy@1/rules/1/when/effect_kind"]);
  });

  it("a plan's local schema and a raise_event's reducer", () => {
    const w = plan((p) => {
      p.locals = fromPlain({ tmp: NOPE });
      steps(p).push(fromPlain({ id: "raise", op: "raise_event", reducer: "com.acme/none@1", event: {} }) as JsonObject);
      edges(p).push(fromPlain({ from: "done", to: "raise" }));
    });
    expect(only(w, "AIR-REF-MISSING")).toEqual([
      {
        severity: "error",
        pointer: "#com.acme/daily_digest@1/locals/tmp",
        message: `plan com.acme/daily_digest@1: local tmp has unknown schema "${NOPE}"`,
      },
      {
        severity: "error",
        pointer: "#com.acme/daily_digest@1/steps/6/reducer",
        message: "plan com.acme/daily_digest@1, step raise: reducer com.acme/none@1 is not defined",
      },
    ]);
  });
});

describe("AIR definitions: policies, caps, modules, grants and schema cycles, every diagnostic but the schema's", () => {
  it("each rule, slot, effect and grant is checked on its own, at its pointer (spec v1 section 13)", () => {
    const w = digestWorld((k, n) => {
      if (k === "defpolicy:com.acme/policy@1")
        n.rules = fromPlain([
          "not a rule",
          { when: { effect_kind: "nope.kind", origin_kind: "system" }, decision: "require_approval" },
          { when: { effect_kind: 5 }, decision: "deny" },
          { when: { effect_kind: "blob.put", origin_kind: "plan" }, decision: "allow" },
          { when: { origin_kind: "reducer" }, decision: "deny" },
        ]);
      if (k === "manifest")
        ((n.defaults as JsonObject).cap_grants as JsonObject[]).push(
          fromPlain("not a grant") as never,
          fromPlain({ name: "llm_basic", cap: "com.acme/nocap@1", params: {} }) as JsonObject,
          fromPlain({ name: "x", cap: "sys/http.out@1", params: 5 }) as JsonObject,
          fromPlain({
            name: "y",
            cap: "sys/http.out@1",
            params: { record: { hosts: { set: [{ text: 5 }] }, verbs: { set: [] } } },
          }) as JsonObject,
        );
      return n;
    });
    const add = (pointer: string, node: object) =>
      w.nodes.push({ node: fromPlain(node) as JsonObject, file: "extra", pointer });
    add("#cap", { $kind: "defcap", name: "com.acme/cap@1", cap_type: "teleport", schema: { record: {} } });
    add("#cap2", { $kind: "defcap", name: "com.acme/cap2@1", cap_type: "blob", schema: { record: {} } });
    add("#m", {
      $kind: "defmodule",
      name: "com.acme/m@1",
      module_kind: "reducer",
      wasm_hash: `sha256:${"0".repeat(64)}`,
      abi: {
        reducer: {
          state: "com.acme/FeedItem@1",
          event: "com.acme/FeedItem@1",
          annotations: NOPE,
          effects_emitted: ["http.request", "nope.kind", 5, "blob.put"],
          cap_slots: { a: "http.out", b: "weird", c: 3 },
        },
      },
    });
    add("#r1", {
      $kind: "defschema",
      name: "com.acme/R1@1",
      type: { record: { b: { ref: "com.acme/R2@1" }, c: { ref: NOPE } } },
    });
    add("#r2", { $kind: "defschema", name: "com.acme/R2@1", type: { list: { ref: "com.acme/R1@1" } } });
    const P = "#com.acme/policy@1";
    const policy = "defpolicy com.acme/policy@1";
    const G = "#manifest/defaults/cap_grants";
    expect(
      validateAir(w)
        .diagnostics.filter((d) => d.code !== "AIR-SHAPE")
        .map((d) => [d.code, d.severity, d.pointer, d.message]),
    ).toEqual([
      ["AIR-UNLISTED", "warning", "#cap/name", "defcap com.acme/cap@1 is defined but not listed in the manifest"],
      ["AIR-UNLISTED", "warning", "#cap2/name", "defcap com.acme/cap2@1 is defined but not listed in the manifest"],
      ["AIR-UNLISTED", "warning", "#m/name", "defmodule com.acme/m@1 is defined but not listed in the manifest"],
      ["AIR-UNLISTED", "warning", "#r1/name", "defschema com.acme/R1@1 is defined but not listed in the manifest"],
      ["AIR-UNLISTED", "warning", "#r2/name", "defschema com.acme/R2@1 is defined but not listed in the manifest"],
      ["AIR-REF-MISSING", "error", "#r1/type", `defschema com.acme/R1@1: type refers to unknown schema ${NOPE}`],
      [
        "AIR-SCHEMA-RECURSIVE",
        "error",
        "#r2/type",
        "defschema com.acme/R2@1: recursive type com.acme/R1@1 → com.acme/R2@1 → com.acme/R1@1 (no recursive types in v1)",
      ],
      [
        "AIR-POLICY",
        "error",
        `${P}/rules/1/decision`,
        `${policy}: rule 1 decision must be allow or deny (require_approval is reserved)`,
      ],
      [
        "AIR-EFFECT",
        "error",
        `${P}/rules/1/when/effect_kind`,
        `${policy}: rule 1 matches unknown effect kind "nope.kind"`,
      ],
      ["AIR-POLICY", "error", `${P}/rules/1/when/origin_kind`, `${policy}: rule 1 origin_kind must be plan or reducer`],
      ["AIR-EFFECT", "error", `${P}/rules/2/when/effect_kind`, `${policy}: rule 2 matches unknown effect kind 5`],
      ["AIR-LATER-V1", "info", `${P}/rules/3/when/effect_kind`, '"blob.put" is a later-v1 spelling'],
      [
        "AIR-CAP-TYPE",
        "error",
        "#cap/cap_type",
        'defcap com.acme/cap@1: cap_type "teleport" is not a built-in capability type (http.out, fs.blob, timer, llm.basic)',
      ],
      ["AIR-LATER-V1", "info", "#cap2/cap_type", '"blob" is a later-v1 spelling'],
      [
        "AIR-REF-MISSING",
        "error",
        "#m/abi/reducer/annotations",
        `defmodule com.acme/m@1: annotations schema "${NOPE}" is not defined`,
      ],
      [
        "AIR-EFFECT",
        "error",
        "#m/abi/reducer/effects_emitted/1",
        'defmodule com.acme/m@1: unknown effect kind "nope.kind"',
      ],
      ["AIR-EFFECT", "error", "#m/abi/reducer/effects_emitted/2", "defmodule com.acme/m@1: unknown effect kind 5"],
      ["AIR-LATER-V1", "info", "#m/abi/reducer/effects_emitted/3", '"blob.put" is a later-v1 spelling'],
      [
        "AIR-CAP-TYPE",
        "error",
        "#m/abi/reducer/cap_slots/b",
        'defmodule com.acme/m@1: slot b has unknown cap type "weird"',
      ],
      ["AIR-CAP-TYPE", "error", "#m/abi/reducer/cap_slots/c", "defmodule com.acme/m@1: slot c has unknown cap type 3"],
      ["AIR-NAME-DUP", "error", `${G}/3/name`, "cap grant llm_basic is defined twice"],
      ["AIR-CAP-UNKNOWN", "error", `${G}/3/cap`, 'cap grant llm_basic: cap "com.acme/nocap@1" is not defined'],
      [
        "AIR-GRANT-PARAMS",
        "error",
        `${G}/4/params`,
        'cap grant x: params do not fit sys/http.out@1: /: expected a record value literal like {"record": …}',
      ],
      [
        "AIR-GRANT-PARAMS",
        "error",
        `${G}/5/params`,
        "cap grant y: params do not fit sys/http.out@1: /hosts/0: 5 is not a valid text",
      ],
    ]);
  });
});

describe("AIR plan steps", () => {
  it("a step whose op is not a string is a shape error naming the op, not an internal error", async () => {
    // reference-v1/nodes.air.json's last probe, which made air validate throw.
    const file = join(tempDir(), "plan.air.json");
    writeFileSync(file, '{"$kind":"defplan","name":"a/P@1","input":"a/S@1","steps":[{"id":"z","op":{"end":null}}]}\n');
    const r = await agentcInProcess(["--json", "air", "validate", file]);
    const ds = (JSON.parse(r.stdout) as { diagnostics: Array<{ code: string; message: string }> }).diagnostics;
    expect(ds.map((d) => d.code)).not.toContain("AGC-INTERNAL");
    expect(ds.find((d) => d.code === "AIR-SHAPE")?.message).toBe(
      'defplan a/P@1: /steps/0 has an unknown op {"end":null}',
    );
  });

  it("await_receipt.for awaits its var ref even after a step ref", () => {
    const w = plan((p) => {
      steps(p)[2]!.for = fromPlain({ record: { a: { ref: "@step:set_url" }, b: { ref: "@var:fetch_id" } } });
    });
    expect(errors(w)).toEqual([]);
  });

  it("a var bound by a later step is an AIR-EXPR-REF error naming that step", () => {
    const w = plan((p) => {
      steps(p)[0]!.expr = fromPlain({ ref: "@var:sum_rcpt" });
    });
    expect(only(w, "AIR-EXPR-REF")).toEqual([
      {
        severity: "error",
        pointer: "#com.acme/daily_digest@1/steps/0/expr/ref",
        message:
          "plan com.acme/daily_digest@1, step set_url: @var:sum_rcpt is bound by wait_sum, which does not run before it",
      },
    ]);
  });

  it("an end's result is warned about only when the plan declares no output", () => {
    expect(only(digestWorld(), "AIR-END-RESULT")).toEqual([]);
    const w = plan((p) => delete p.output);
    expect(only(w, "AIR-END-RESULT")).toEqual([
      {
        severity: "warning",
        pointer: "#com.acme/daily_digest@1/steps/5/result",
        message: "plan com.acme/daily_digest@1, step done: end has a result but the plan declares no output",
      },
    ]);
  });
  it("every expression reference, edge guard and awaited event is checked, each at its pointer", () => {
    const w = plan((p) => {
      p.input = "com.acme/Nope@1";
      // A step ref to a later step, and a var bound by the step itself (fine: its own binding).
      steps(p)[0]!.expr = fromPlain({ record: { a: { ref: "@step:done" }, b: { ref: "@var:rss_url" } } });
      // await_receipt.for names a var that is not an effect id.
      steps(p)[2]!.for = fromPlain({ ref: "@var:rss_url" });
      // ...or no var at all.
      steps(p)[4]!.for = fromPlain({ text: "sum_id" });
      // An earlier step (fine), a step that does not exist, and a ref that is no reference form.
      (steps(p)[3]!.params as JsonObject).record = fromPlain({
        a: { ref: "@step:set_url" },
        b: { ref: "@step:nope" },
        c: { ref: "@bogus" },
        d: { ref: "@plan.input.x" },
      });
      steps(p).push(
        fromPlain({ id: "wait_a", op: "await_event", event: "com.acme/Nope@1", bind: { as: "a" } }) as JsonObject,
        fromPlain({ id: "wait_b", op: "await_event", event: "com.acme/FeedItem@1", bind: { as: "b" } }) as JsonObject,
      );
      (edges(p)[0] as JsonObject).when = fromPlain({ ref: "@var:nothing" });
      (edges(p)[1] as JsonObject).when = fromPlain({ ref: "@weird" });
      (edges(p)[2] as JsonObject).when = fromPlain({ ref: "@var:rss_url" });
    });
    const P = "#com.acme/daily_digest@1";
    const plan_ = "plan com.acme/daily_digest@1";
    expect(
      validateAir(w)
        .diagnostics.filter((d) => d.severity !== "info")
        .map((d) => [d.code, d.pointer, d.message]),
    ).toEqual([
      // The seed schema's ExprRef pattern refuses the two refs of no known form too (AgentOS's reference loads the plan all the same).
      [
        "AIR-SHAPE",
        `${P}/steps/3/params`,
        `defplan com.acme/daily_digest@1: /steps/3/params matches none of the allowed forms`,
      ],
      [
        "AIR-SHAPE",
        `${P}/edges/1/when`,
        `defplan com.acme/daily_digest@1: /edges/1/when matches none of the allowed forms`,
      ],
      [
        "AIR-SPEC-STRICTER",
        P,
        "defplan com.acme/daily_digest@1: the AIR v1 schema refuses this node but the AgentOS v1 reference (aos-air-types) accepts it (this node's AIR-SHAPE errors give the schema's reasons)",
      ],
      ["AIR-REF-MISSING", `${P}/input`, `${plan_}: input schema "com.acme/Nope@1" is not defined`],
      [
        "AIR-EXPR-REF",
        `${P}/steps/0/expr/record/a/ref`,
        `${plan_}, step set_url: @step:done does not name an earlier step`,
      ],
      [
        "AIR-AWAIT",
        `${P}/steps/2/for`,
        `${plan_}, step wait_fetch: await_receipt.for must name the effect id of an emit_effect`,
      ],
      [
        "AIR-EXPR-REF",
        `${P}/steps/3/params/record/b/ref`,
        `${plan_}, step summarize: @step:nope does not name an earlier step`,
      ],
      [
        "AIR-EXPR-REF",
        `${P}/steps/3/params/record/c/ref`,
        `${plan_}, step summarize: @bogus is not a reference form (@plan.input, @var:, @step:)`,
      ],
      [
        "AIR-AWAIT",
        `${P}/steps/4/for`,
        `${plan_}, step wait_sum: await_receipt.for must name the effect id of an emit_effect`,
      ],
      ["AIR-REF-MISSING", `${P}/steps/6/event`, `${plan_}, step wait_a: event schema "com.acme/Nope@1" is not defined`],
      ["AIR-EXPR-REF", `${P}/edges/0/when/ref`, `${plan_}: edge guard @var:nothing is not bound by any step`],
      ["AIR-EXPR-REF", `${P}/edges/1/when/ref`, `${plan_}: edge guard @weird is not a reference form`],
    ]);
  });

  it("an emit_effect of a kind no AIR v1 names is AIR-EFFECT at its kind", () => {
    const w = plan((p) => {
      steps(p)[3]!.kind = "nope.kind";
      p.allowed_effects = fromPlain(["http.request", "nope.kind"]);
    });
    expect(only(w, "AIR-EFFECT")).toEqual([
      {
        severity: "error",
        pointer: "#com.acme/daily_digest@1/steps/3/kind",
        message: 'plan com.acme/daily_digest@1, step summarize: unknown effect kind "nope.kind"',
      },
    ]);
  });

  it("a plan that declares an output needs an end step", () => {
    const w = plan((p) => {
      p.steps = fromPlain(steps(p).slice(0, 5));
      p.edges = fromPlain(edges(p).slice(0, 4));
    });
    expect(errors(w).map((d) => [d.code, d.pointer, d.message])).toEqual([
      [
        "AIR-END-RESULT",
        "#com.acme/daily_digest@1/steps",
        "plan com.acme/daily_digest@1 declares output com.acme/DigestResult@1 but has no end step",
      ],
    ]);
  });
});

describe("AIR resolution and manifest links", () => {
  it("a later-v1 manifest and a module without wasm_hash are noted, with their reasons", () => {
    const w = digestWorld((k, n) => {
      if (k === "manifest") n.air_version = "1";
      return n;
    });
    w.nodes.push({
      node: fromPlain({
        $kind: "defmodule",
        name: "com.acme/counter@1",
        module_kind: "reducer",
        abi: { reducer: { state: "com.acme/FeedItem@1", event: "com.acme/FeedItem@1" } },
      }) as JsonObject,
      file: "extra",
      pointer: "#extra",
    });
    expect(only(w, "AIR-LATER-V1")).toEqual([
      {
        severity: "info",
        pointer: "#manifest/air_version",
        message: "later-v1 world (manifest has air_version): read with the later-v1 typed rules",
      },
      {
        severity: "info",
        pointer: "#extra",
        message: "defmodule com.acme/counter@1 has no wasm_hash; hashed with the zero hash as the later-v1 loader does",
      },
    ]);
  });

  it("a node without a name is the shape pass's, not a bad name", () => {
    const w = withNode({ $kind: "defschema", type: { text: {} } });
    expect(only(w, "AIR-SHAPE").length).toBeGreaterThan(0);
    expect(only(w, "AIR-NAME")).toEqual([]);
  });

  it("two different definitions of one name: the second is the duplicate, naming the first's file", () => {
    const w = withNode({ $kind: "defschema", name: "com.acme/FeedItem@1", type: { text: {} } });
    expect(only(w, "AIR-NAME-DUP")).toEqual([
      {
        severity: "error",
        pointer: "#extra/name",
        message: "defschema com.acme/FeedItem@1 is defined more than once (first at digest)",
      },
    ]);
  });

  it("a manifest reference without a name is the shape pass's, not a missing definition", () => {
    const w = digestWorld((k, n) => {
      if (k === "manifest")
        (n.schemas as JsonObject[]).push(fromPlain({ hash: `sha256:${"0".repeat(64)}` }) as JsonObject);
      return n;
    });
    expect(only(w, "AIR-REF-MISSING")).toEqual([]);
  });

  it("a definition the manifest does not list is warned about, and only that one", () => {
    expect(only(digestWorld(), "AIR-UNLISTED")).toEqual([]);
    const w = withNode({ $kind: "defschema", name: "com.acme/Extra@1", type: { text: {} } });
    expect(only(w, "AIR-UNLISTED")).toEqual([
      {
        severity: "warning",
        pointer: "#extra/name",
        message: "defschema com.acme/Extra@1 is defined but not listed in the manifest",
      },
    ]);
  });

  it("a default grant stands for a cap the plan does not list in required_caps", () => {
    // Both steps' caps (http_out_google, llm_basic) are the manifest's default grants.
    expect(errors(plan((p) => delete p.required_caps))).toEqual([]);
  });

  it("triggers and routed events name what the world defines; a routed key_field makes the reducer keyed", () => {
    const w = digestWorld((k, n) => {
      if (k === "manifest") {
        n.triggers = fromPlain([
          "raw",
          { event: NOPE, plan: "com.acme/NoPlan@1" },
          { event: "com.acme/DigestInput@1", plan: "com.acme/daily_digest@1" },
        ]);
        n.routing = fromPlain({
          events: [
            "raw",
            { event: NOPE, reducer: "com.acme/Other@1" },
            { event: "com.acme/FeedItem@1", reducer: "com.acme/NoMod@1", key_field: "title" },
          ],
        });
      }
      if (k === "defplan:com.acme/daily_digest@1")
        steps(n).push(
          fromPlain({
            id: "raise",
            op: "raise_event",
            reducer: "com.acme/NoMod@1",
            event: { record: {} },
          }) as JsonObject,
          fromPlain({
            id: "raise2",
            op: "raise_event",
            reducer: "com.acme/Other@1",
            event: { record: {} },
          }) as JsonObject,
        );
      return n;
    });
    const P = "#com.acme/daily_digest@1/steps/6";
    expect(errors(w).map((d) => [d.code, d.pointer, d.message])).toEqual([
      ["AIR-SHAPE", "#manifest/routing/events/0", "manifest: /routing/events/0 must be object"],
      ["AIR-SHAPE", "#manifest/triggers/0", "manifest: /triggers/0 must be object"],
      [
        "AIR-REF-MISSING",
        `${P}/reducer`,
        "plan com.acme/daily_digest@1, step raise: reducer com.acme/NoMod@1 is not defined",
      ],
      [
        "AIR-KEY-REQUIRED",
        P,
        "plan com.acme/daily_digest@1, step raise: reducer com.acme/NoMod@1 is keyed, so raise_event needs a key",
      ],
      [
        "AIR-REF-MISSING",
        "#com.acme/daily_digest@1/steps/7/reducer",
        "plan com.acme/daily_digest@1, step raise2: reducer com.acme/Other@1 is not defined",
      ],
      ["AIR-REF-MISSING", "#manifest/triggers/1/event", `trigger 1: event schema "${NOPE}" is not defined`],
      ["AIR-REF-MISSING", "#manifest/triggers/1/plan", 'trigger 1: plan "com.acme/NoPlan@1" is not defined'],
      ["AIR-REF-MISSING", "#manifest/routing/events/1/event", `routing event 1: schema "${NOPE}" is not defined`],
      [
        "AIR-REF-MISSING",
        "#manifest/routing/events/1/reducer",
        'routing event 1: reducer "com.acme/Other@1" is not defined',
      ],
      [
        "AIR-REF-MISSING",
        "#manifest/routing/events/2/reducer",
        'routing event 2: reducer "com.acme/NoMod@1" is not defined',
      ],
    ]);
  });

  it("a name not of the form namespace/name@version", () => {
    const w = digestWorld((k, n) => {
      if (k === "defschema:com.acme/FeedItem@1") n.name = "Bad Name";
      return n;
    });
    expect(only(w, "AIR-NAME")).toEqual([
      {
        severity: "error",
        pointer: "#Bad Name/name",
        message: 'defschema name "Bad Name" is not of the form namespace/name@version',
      },
    ]);
  });

  it("module_bindings names a module by its escaped pointer", () => {
    const w = digestWorld((k, n) => {
      if (k === "manifest") n.module_bindings = fromPlain({ "com.acme/none@1": { slots: {} } });
      return n;
    });
    expect(only(w, "AIR-REF-MISSING")).toEqual([
      {
        severity: "error",
        pointer: "#manifest/module_bindings/com.acme~1none@1",
        message: "module_bindings: module com.acme/none@1 is not defined",
      },
    ]);
  });
});
