/** Reading AIR worlds from disk, in process: a file that is no node, a profile file, a store without its root. */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { emittedWorldOf, readAirWorld } from "../../src/formats/air/read-world.js";
import { validateAir } from "../../src/formats/air/validate-world.js";
import { emitAirWorld } from "../../emitters/air/world.js";
import { DIGEST, digestWorld } from "../support/air-world.js";
import { hashAirWorld } from "../../src/formats/air/hash-file.js";
import { fromPlain, type JsonObject } from "../../ir/json/value.js";
import { tempDir } from "../support/tmp.js";
import { agentcInProcess } from "../support/cli.js";
import { airFormat } from "../../src/formats/air/format.js";
import { createHash } from "node:crypto";

const records = (w: ReturnType<typeof readAirWorld>) =>
  w.diagnostics.all.map((d) => ({
    code: d.code,
    severity: d.severity,
    file: d.file,
    pointer: d.pointer,
    line: d.line,
  }));

describe("AIR worlds on disk", () => {
  it("a file whose JSON is not an object is no node, reported at its first line", () => {
    const f = join(tempDir(), "five.air.json");
    writeFileSync(f, "5\n");
    const w = readAirWorld(f);
    expect(w.nodes).toEqual([]);
    expect(records(w)).toEqual([{ code: "AIR-SHAPE", severity: "error", file: f, pointer: "", line: 1 }]);
  });

  it("a manifest.air.json is an emitted world's only with a store and a CBOR root beside it", () => {
    const d = tempDir();
    writeFileSync(join(d, "manifest.air.json"), "{}");
    expect(emittedWorldOf(join(d, "manifest.air.json"))).toBeUndefined();
    const out = join(tempDir(), "w");
    emitAirWorld(validateAir(DIGEST).resolved, out);
    expect(emittedWorldOf(join(out, "manifest.air.json"))).toBe(out);
    rmSync(join(out, "manifest.air.cbor"));
    expect(emittedWorldOf(join(out, "manifest.air.json"))).toBeUndefined();
  });

  it("air-profile.json names the spec profile", () => {
    const out = join(tempDir(), "w");
    emitAirWorld(validateAir(DIGEST, { profile: "spec" }).resolved, out);
    const w = readAirWorld(out);
    expect(w.profile).toBe("spec");
    expect(records(w).filter((d) => d.code === "AIR-PROFILE")).toEqual([]);
  });

  it("a store read whole: nodes and blobs checked against their names, a node that is no map, the profile file", () => {
    const out = join(tempDir(), "w");
    emitAirWorld(validateAir(DIGEST).resolved, out);
    const sha = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");
    const nodes = join(out, ".store/nodes/sha256");
    // A tampered node: its name says one hash, its bytes another.
    const first = readdirSync(nodes).sort()[0]!;
    const bytes = readFileSync(join(nodes, first));
    bytes[bytes.length - 1] ^= 1;
    writeFileSync(join(nodes, first), bytes);
    // CBOR 5 (an unsigned integer): well named, but no node.
    const five = Uint8Array.of(0x05);
    writeFileSync(join(nodes, sha(five)), five);
    // Blobs: one good, one whose content is not what its name says.
    const blobs = join(out, ".store/blobs/sha256");
    mkdirSync(blobs, { recursive: true });
    const good = new TextEncoder().encode("good");
    writeFileSync(join(blobs, sha(good)), good);
    const wrong = "f".repeat(64);
    writeFileSync(join(blobs, wrong), "not f…f");
    writeFileSync(join(out, "air-profile.json"), "{not json");
    const w = readAirWorld(out);
    expect(w.diagnostics.all.map((d) => [d.code, d.severity, d.file, d.message])).toEqual([
      ["AIR-STORE-HASH", "error", join(nodes, first), `stored node ${first} hashes to ${sha(bytes)}`],
      ["AIR-SHAPE", "error", join(nodes, sha(five)), "a CBOR AIR node must be a map"],
      ["AIR-STORE-HASH", "error", join(blobs, wrong), `stored blob ${wrong} does not match its content`],
      ["AIR-PROFILE", "warning", join(out, "air-profile.json"), "air-profile.json is not valid JSON; using aos"],
    ]);
    expect([...w.blobs.keys()]).toEqual([`sha256:${sha(good)}`, `sha256:${wrong}`].sort());
    expect(w.profile).toBeUndefined();
    expect(w.store.has(`sha256:${first}`)).toBe(true);
    expect(w.store.has(`sha256:${sha(five)}`)).toBe(false);
    writeFileSync(join(out, "air-profile.json"), '{"profile": "fast"}');
    expect(
      readAirWorld(out)
        .diagnostics.all.filter((d) => d.code === "AIR-PROFILE")
        .map((d) => d.message),
    ).toEqual(['unknown profile "fast" in air-profile.json; using aos']);
    writeFileSync(join(out, "air-profile.json"), '{"profile": "aos"}');
    expect(readAirWorld(out).profile).toBe("aos");
  });

  it("a store without its manifest.air.cbor is reported", () => {
    const out = join(tempDir(), "w");
    emitAirWorld(validateAir(DIGEST).resolved, out);
    rmSync(join(out, "manifest.air.cbor"));
    rmSync(join(out, "manifest.air.json"));
    const w = readAirWorld(out);
    expect(w.store.size).toBeGreaterThan(0);
    expect(w.diagnostics.all.map((d) => [d.code, d.message])).toEqual([
      ["AIR-MANIFEST-MISSING", "w has a store but no manifest.air.cbor"],
    ]);
  });
});

describe("the air format", () => {
  it("detects an AIR world and nothing else", () => {
    expect(airFormat.detect!(DIGEST)).toBe(true);
    const f = join(tempDir(), "AGENTS.md");
    writeFileSync(f, "# Agents\n");
    expect(airFormat.detect!(f)).toBe(false);
  });

  it("checks that every stored file hashes to its name", () => {
    const data = new TextEncoder().encode("blob");
    const good = createHash("sha256").update(data).digest("hex");
    const check = airFormat.checkOutput![0]!;
    const out = (rel: string) => ({ files: [[rel, data]] }) as unknown as Parameters<typeof check.run>[0];
    expect(check.run(out(`.store/blobs/sha256/${good}`))).toEqual([]);
    expect(check.run(out(`.store/blobs/sha256/${"0".repeat(64)}`))).toEqual([
      {
        code: "AIR-HASH",
        severity: "error",
        message: `.store/blobs/sha256/${"0".repeat(64)} does not hash to its name`,
      },
    ]);
  });

  it("a node whose name is not a string is a graph node named by its pointer", async () => {
    const f = join(tempDir(), "n.air.json");
    writeFileSync(f, JSON.stringify([{ $kind: "defschema", name: 5, type: { text: {} } }]));
    const r = await agentcInProcess(["graph", f, "--format", "dot"]);
    expect(r.stdout).toContain("air:defschema:/0");
  });
});

describe("hashing a file of nodes", () => {
  const bad = { $kind: "defschema", name: "com.acme/Bad@1", type: 5 };
  const names = (w: ReturnType<typeof digestWorld>, profile: "aos" | "spec") =>
    [...hashAirWorld(w, profile).rows()].map((r) => r.name);

  it("every row of three files: v2 nodes without a manifest, and a v1 file of two manifests in each profile", () => {
    // Hashes over hand-written canonical CBOR (keys by length, then bytes; d9d9f7 is the self-describe tag).
    const t = (x: string) => Buffer.concat([Buffer.from([0x60 + x.length]), Buffer.from(x)]);
    const sha = (...parts: Buffer[]) => `sha256:${createHash("sha256").update(Buffer.concat(parts)).digest("hex")}`;
    const TAG = Buffer.from("d9d9f7", "hex");
    const schema = (name: string) =>
      Buffer.concat([
        Buffer.from([0xa3]),
        t("name"),
        t(name),
        t("type"),
        Buffer.from([0xa1]),
        t("text"),
        Buffer.from([0xa0]),
        t("$kind"),
        t("defschema"),
      ]);
    const E = Buffer.from([0x80]);
    const manifest = Buffer.concat([
      Buffer.from([0xa6]),
      t("caps"),
      E,
      t("$kind"),
      t("manifest"),
      t("plans"),
      E,
      t("modules"),
      E,
      t("schemas"),
      E,
      t("policies"),
      E,
    ]);
    const secret = Buffer.concat([
      Buffer.from([0xa3]),
      t("name"),
      t("demo/S@1"),
      t("$kind"),
      t("defsecret"),
      Buffer.from([0x6a]),
      Buffer.from("binding_id"),
      t("env:X"),
    ]);
    const d = tempDir();
    // v2 kinds with no manifest: a file of AIR v2 nodes, each hashed by v2's identity rule (tagged CBOR of the node).
    const v2 = join(d, "v2.air.json");
    writeFileSync(
      v2,
      JSON.stringify([
        { $kind: "defschema", name: "demo/A@1", type: { text: {} } },
        { $kind: "defsecret", name: "demo/S@1", binding_id: "env:X" },
      ]),
    );
    const h2 = hashAirWorld(readAirWorld(v2), "aos");
    expect(h2.version).toBe("2");
    expect([...h2.rows()]).toEqual([
      { name: "demo/A@1", kind: "defschema", hash: sha(TAG, schema("demo/A@1")), airVersion: "2" },
      { name: "demo/S@1", kind: "defsecret", hash: sha(TAG, secret), airVersion: "2" },
    ]);
    expect(h2.diagnostics).toEqual([]);
    // A v1 file of nodes: two manifests, a schema, a schema no one accepts.
    const v1 = join(d, "v1.air.json");
    const m = { $kind: "manifest", schemas: [], modules: [], plans: [], caps: [], policies: [] };
    writeFileSync(
      v1,
      JSON.stringify([
        m,
        { $kind: "defschema", name: "a/B@1", type: { text: {} } },
        { ...m, schemas: [{ name: "a/B@1" }] },
        { $kind: "defschema", name: "a/Bad@1", type: 5 },
      ]),
    );
    // aos: the reference's verdict, node by node in file order, every manifest a node (no AIR-MANIFEST-DUP).
    const aos = hashAirWorld(readAirWorld(v1), "aos");
    expect(aos.version).toBe("1");
    expect([...aos.rows()]).toEqual([
      { name: "manifest", kind: "manifest", hash: sha(TAG, manifest), profile: "aos" },
      { name: "a/B@1", kind: "defschema", hash: sha(TAG, schema("a/B@1")), profile: "aos" },
    ]);
    expect(aos.diagnostics.map((x) => [x.code, x.pointer, x.message])).toEqual([
      [
        "AIR-SHAPE",
        "/2/schemas/0",
        "manifest: the AgentOS v1 reference refuses it: /schemas/0 missing field `hash` (NamedRef)",
      ],
      [
        "AIR-SHAPE",
        "/3/type",
        "defschema a/Bad@1: the AgentOS v1 reference refuses it: /type data did not match any variant of untagged enum TypeExpr",
      ],
    ]);
    // spec: the world's definitions, then its (first) manifest, by the schema's verdict; untagged bytes.
    const spec = hashAirWorld(readAirWorld(v1), "spec");
    expect([...spec.rows()]).toEqual([
      { name: "a/B@1", kind: "defschema", hash: sha(schema("a/B@1")), profile: "spec" },
      { name: "manifest", kind: "manifest", hash: sha(manifest), profile: "spec" },
    ]);
    expect(spec.diagnostics.map((x) => [x.code, x.pointer, x.message])).toEqual([
      ["AIR-MANIFEST-DUP", "/2", "more than one manifest in this world"],
      ["AIR-SHAPE", "/3/type", "defschema a/Bad@1: /type matches none of the allowed forms"],
    ]);
  });

  it("a node the schema refuses has no hash; a later-v1 node it only warns about has one", () => {
    const seed = digestWorld();
    seed.nodes.push({ node: fromPlain(bad) as JsonObject, file: "extra", pointer: "#extra" });
    const rows = names(seed, "spec");
    expect(rows).toContain("com.acme/FeedItem@1");
    expect(rows).not.toContain("com.acme/Bad@1");
    const later = digestWorld((k, n) => {
      if (k === "manifest") n.air_version = "1";
      return n;
    });
    later.nodes.push({ node: fromPlain(bad) as JsonObject, file: "extra", pointer: "#extra" });
    const h = hashAirWorld(later, "aos");
    expect(h.diagnostics.map((d) => [d.code, d.severity])).toContainEqual(["AIR-SHAPE-LATER", "warning"]);
    expect([...h.rows()].map((r) => r.name)).toContain("com.acme/Bad@1");
  });
});
