import { readFileSync, writeFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { validateAir } from "../../src/formats/air/validate-world.js";
import { emitAirWorld, layoutAirWorld } from "../../emitters/air/world.js";
import { applyPatch } from "../../src/formats/air/patch.js";
import { diffWorlds } from "../../src/formats/air/diff.js";
import { encodeDecimal128, decodeDecimal128 } from "../../ir/dialects/air/dec128.js";
import { hashNode } from "../../ir/dialects/air/node-hash.js";
import { parseJson } from "../../ir/json/parse.js";
import { fromPlain, type JsonObject } from "../../ir/json/value.js";
import { corpusPath } from "../support/corpus.js";
import { DIGEST } from "../support/air-world.js";
import { tempDir } from "../support/tmp.js";
import { agentc } from "../support/cli.js";

const hex = (b: Uint8Array): string => Buffer.from(b).toString("hex");

describe("AIR world emission", () => {
  for (const profile of ["aos", "spec"] as const) {
    it(`${profile}: build → read back → same hashes, every stored node verified`, () => {
      const v = validateAir(DIGEST, { profile });
      expect(v.ok).toBe(true);
      const out = join(tempDir(), "w");
      const emitted = emitAirWorld(v.resolved, out);
      const files = readdirSync(join(out, ".store/nodes/sha256"));
      expect(files).toHaveLength(emitted.nodes);
      const again = validateAir(out);
      expect(again.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
      expect(again.resolved.profile).toBe(profile);
      expect(again.resolved.manifestHash).toBe(v.resolved.manifestHash);
      expect(readFileSync(join(out, "manifest.air.cbor"))[0] === 0xd9).toBe(profile === "aos");
    });
  }

  // Spawned: Node takes the locale (LANG, LC_ALL) from the environment once, at start-up; this process's cannot be changed.
  it("is deterministic: two processes in other time zones and locales write the same bytes", () => {
    const a = join(tempDir(), "a");
    const b = join(tempDir(), "b");
    expect(
      agentc(["air", "build", DIGEST, "-o", a], {
        env: { TZ: "Pacific/Kiritimati", LANG: "tr_TR.UTF-8", LC_ALL: "tr_TR.UTF-8" },
      }).status,
    ).toBe(0);
    expect(
      agentc(["air", "build", DIGEST, "-o", b], { env: { TZ: "America/Adak", LANG: "C", LC_ALL: "C" } }).status,
    ).toBe(0);
    const files = (d: string): Array<[string, string]> =>
      (readdirSync(d, { recursive: true }) as string[])
        .sort()
        .filter((f) => statSync(join(d, f)).isFile())
        .map((f) => [f, readFileSync(join(d, f)).toString("hex")]);
    expect(files(a).length).toBeGreaterThan(5);
    expect(files(b)).toEqual(files(a));
    // And the layout in this process is the same bytes.
    const here = layoutAirWorld(validateAir(DIGEST).resolved).files.map(([p, d]): [string, string] => [
      p,
      Buffer.from(d).toString("hex"),
    ]);
    expect(files(a).filter(([p]) => here.some(([q]) => q === p))).toEqual(
      [...here].sort((x, y) => (x[0] < y[0] ? -1 : 1)),
    );
  });

  it("detects a tampered store node", () => {
    const out = join(tempDir(), "w");
    emitAirWorld(validateAir(DIGEST).resolved, out);
    const dir = join(out, ".store/nodes/sha256");
    const f = readdirSync(dir)[0]!;
    const bytes = readFileSync(join(dir, f));
    bytes[bytes.length - 1] ^= 1;
    writeFileSync(join(dir, f), bytes);
    expect(validateAir(out).diagnostics.map((d) => d.code)).toContain("AIR-STORE-HASH");
  });

  it("round-trips the later-v1 corpus worlds with identical hashes", () => {
    for (const w of ["03-fetch-notify/air", "05-chain-comp/air", "09-worldfs-lab/air"]) {
      const v = validateAir(corpusPath("air/worlds/8a8a4e51/examples", w));
      const out = join(tempDir(), "w");
      emitAirWorld(v.resolved, out);
      const again = validateAir(out);
      expect(again.resolved.era).toBe("v1mid");
      expect(again.resolved.manifestHash).toBe(v.resolved.manifestHash);
    }
  });
});

describe("AIR emitted manifest view", () => {
  it("manifest.air.json is what manifest.air.cbor holds, in both profiles, and a hand edit is reported", () => {
    for (const profile of ["aos", "spec"] as const) {
      const out = join(tempDir(), "w");
      emitAirWorld(validateAir(DIGEST, { profile }).resolved, out);
      expect(validateAir(out).diagnostics.filter((d) => d.code === "AIR-MANIFEST-VIEW")).toEqual([]);
      const view = join(out, "manifest.air.json");
      writeFileSync(view, readFileSync(view, "utf8").replace('"schemas"', '"schemas" '));
      const v = validateAir(out);
      expect(v.ok).toBe(false);
      expect(v.diagnostics.map((d) => d.code)).toContain("AIR-MANIFEST-VIEW");
    }
  });
});

describe("AIR spec profile", () => {
  it("encodes dec128 as tag 2000 over BID bytes and has no self-describe tag", () => {
    const node = parseJson(readFileSync(join(DIGEST, "plan.air.json"), "utf8")).value as JsonObject;
    const aos = hashNode(node, "aos");
    const spec = hashNode(node, "spec");
    expect(hex(aos.bytes).startsWith("d9d9f7")).toBe(true);
    expect(hex(spec.bytes).startsWith("d9d9f7")).toBe(false);
    // {"dec128": "0.2"} → d9 07d0 (tag 2000) 50 (16 bytes) 3040…02
    expect(hex(spec.bytes)).toContain(`d907d050${hex(encodeDecimal128("0.2"))}`);
    expect(hex(encodeDecimal128("0.2"))).toBe("303e0000000000000000000000000002");
  });
  it("decimal128 BID round trip", () => {
    // Decoded text is the to-scientific-string form, and it encodes back to the same bytes (coefficient and exponent kept).
    const cases = [
      ["0.2", "0.2"],
      ["-1.50", "-1.50"],
      ["12345678901234567890123456789012.34", "12345678901234567890123456789012.34"],
      ["0", "0"],
      ["1e6111", "1e+6111"],
      ["2e-1", "0.2"],
      ["123e-9", "1.23e-7"],
      ["0.0000012", "0.0000012"],
      ["15e6", "1.5e+7"],
    ];
    for (const [t, back] of cases) {
      expect(decodeDecimal128(encodeDecimal128(t!))).toBe(back);
      expect(Buffer.from(encodeDecimal128(back!))).toEqual(Buffer.from(encodeDecimal128(t!)));
    }
    expect(() => encodeDecimal128("1.2345678901234567890123456789012345")).toThrow(/34 significant digits/);
    expect(() => encodeDecimal128("abc")).toThrow();
  });
});

describe("AIR patches and diff", () => {
  it("diff then patch turns world A into world B", () => {
    const a = validateAir(DIGEST);
    const bDir = join(tempDir(), "b");
    emitAirWorld(a.resolved, bDir);
    // B: a changed schema, a new schema, defaults changed.
    const b = applyPatch(
      a,
      fromPlain({
        base_manifest_hash: a.resolved.manifestHash,
        patches: [
          {
            replace_def: {
              kind: "defschema",
              name: "com.acme/FeedItem@1",
              new_node: { $kind: "defschema", name: "com.acme/FeedItem@1", type: { record: { title: { text: {} } } } },
              pre_hash: a.resolved.defs.get("defschema:com.acme/FeedItem@1")!.hash,
            },
          },
          {
            add_def: {
              kind: "defschema",
              node: { $kind: "defschema", name: "com.acme/Extra@1", type: { record: { n: { nat: {} } } } },
            },
          },
        ],
      }),
    );
    expect(b.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const { patch } = diffWorlds(a, b.validation!);
    expect((patch.patches as JsonObject[]).map((p) => Object.keys(p)[0])).toEqual(["add_def", "replace_def"]);
    const again = applyPatch(a, patch);
    expect(again.ok).toBe(true);
    expect(again.validation!.resolved.manifestHash).toBe(b.validation!.resolved.manifestHash);
  });

  it("rejects the whole patch on a stale pre_hash, a wrong base, or a result that does not validate", () => {
    const a = validateAir(DIGEST);
    const stale = applyPatch(
      a,
      fromPlain({
        patches: [
          { remove_def: { kind: "defschema", name: "com.acme/FeedItem@1", pre_hash: `sha256:${"0".repeat(64)}` } },
        ],
      }),
    );
    expect(stale.ok).toBe(false);
    expect(stale.diagnostics.map((d) => d.code)).toContain("AIR-PATCH-PRE-HASH");
    const base = applyPatch(a, fromPlain({ base_manifest_hash: `sha256:${"0".repeat(64)}`, patches: [] }));
    expect(base.diagnostics.map((d) => d.code)).toContain("AIR-PATCH-BASE");
    const pre = a.resolved.defs.get("defschema:com.acme/DigestInput@1")!.hash;
    const broken = applyPatch(
      a,
      fromPlain({ patches: [{ remove_def: { kind: "defschema", name: "com.acme/DigestInput@1", pre_hash: pre } }] }),
    );
    expect(broken.ok).toBe(false);
    expect(broken.diagnostics.map((d) => d.code)).toEqual(
      expect.arrayContaining(["AIR-PATCH-INVALID", "AIR-REF-MISSING"]),
    );
  });

  it("set_defaults and set_manifest_refs", () => {
    const a = validateAir(DIGEST);
    const ok = applyPatch(a, fromPlain({ patches: [{ set_defaults: { cap_grants: [] } }] }));
    expect(ok.ok).toBe(true); // the plan's required_caps still name its caps
    expect((ok.validation!.resolved.manifest!.defaults as JsonObject).cap_grants).toEqual([]);
    const bad = applyPatch(a, fromPlain({ patches: [{ set_defaults: { policy: "com.acme/nope@1" } }] }));
    expect(bad.ok).toBe(false);
    expect(bad.diagnostics.map((d) => d.code)).toContain("AIR-REF-MISSING");
    const refs = applyPatch(
      a,
      fromPlain({ patches: [{ set_manifest_refs: { remove: [{ kind: "defschema", name: "com.acme/FeedItem@1" }] } }] }),
    );
    expect(refs.validation!.diagnostics.map((d) => d.code)).toContain("AIR-UNLISTED");
  });
});
