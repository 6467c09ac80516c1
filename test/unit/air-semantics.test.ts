import { describe, expect, it } from "vitest";
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
