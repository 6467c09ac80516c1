/**
 * The UAIX manifest's schema checks (ir/dialects/uaix/manifest.ts) and package signing
 * (signing.ts): one valid manifest, then one fault at a time, each with its exact reason, pointer
 * and message; digests recomputed here with node:crypto over RFC 8785 text written out by hand.
 */
import { createHash, generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  checkManifest,
  fileEntryJson,
  inventoryText,
  manifestDigest,
  mediaTypeOf,
  normalizeSha256,
  roleOf,
} from "../../ir/dialects/uaix/manifest.js";
import {
  SigningKeyError,
  parseSignature,
  signManifest,
  signatureLine,
  uaixSigningKey,
  verifyManifestSignature,
} from "../../ir/dialects/uaix/signing.js";
import { fromPlain, type Json, type JsonObject } from "../../ir/json/value.js";

const SHA = "a".repeat(64);
const file = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  path: ".uai/totem.uai",
  role: "totem",
  requiredStatus: "universal_required",
  scope: "universal",
  mediaType: "text/x-uai; charset=utf-8",
  sizeBytes: 12,
  sha256: SHA,
  reviewState: "reviewed",
  source: "agentc",
  ...over,
});
const manifest = (over: Record<string, unknown> = {}): JsonObject =>
  fromPlain({
    uaixVersion: "0.1",
    packageFormat: "uaix.package.v0.1",
    packageId: "p",
    profileId: "q",
    createdUtc: "2026-01-01T00:00:00Z",
    issuer: "i",
    declaredScopes: ["persona_profile"],
    entrypoints: [".uai/totem.uai"],
    files: [file()],
    integrity: {},
    supportBoundary: {},
    ...over,
  }) as JsonObject;
const problems = (m: Json): Array<[string, string, string]> =>
  checkManifest(m).problems.map((p) => [p.reason, p.pointer, p.message]);
const sha256 = (s: string): string => createHash("sha256").update(s, "utf8").digest("hex");

describe("checkManifest", () => {
  it("accepts a valid manifest and types its files", () => {
    const r = checkManifest(manifest());
    expect(r.problems).toEqual([]);
    expect(r.scopes).toEqual(["persona_profile"]);
    expect(r.files).toEqual([file()]);
    expect(
      checkManifest(
        manifest({
          files: [
            file({
              sha256: `sha256:${SHA}`,
              requiredStatus: "optional",
              scope: "project_handoff",
              reviewState: "review_required",
            }),
          ],
        }),
      ).problems,
    ).toEqual([]);
  });

  it("names each missing or mistyped top-level field", () => {
    expect(problems([])).toEqual([["malformed_schema", "", "the manifest must be a JSON object"]]);
    // Nothing is typed from what is not an object: no files, no scopes.
    expect(checkManifest("x")).toEqual({
      problems: [{ reason: "malformed_schema", pointer: "", message: "the manifest must be a JSON object" }],
      files: [],
      scopes: [],
    });
    const m = manifest();
    delete m.issuer;
    delete m.files;
    expect(problems(m)).toEqual([
      ["malformed_schema", "/issuer", "manifest field issuer is required"],
      ["malformed_schema", "/files", "manifest field files is required"],
    ]);
    expect(problems(manifest({ packageId: 1, createdUtc: "2026-01-01 00:00:00" }))).toEqual([
      ["malformed_schema", "/packageId", "packageId must be a string"],
      ["malformed_schema", "/createdUtc", "createdUtc must be a UTC timestamp ending in Z"],
    ]);
    expect(problems(manifest({ createdUtc: "2026-01-01T00:00:00.125Z" }))).toEqual([]);
    expect(problems(manifest({ createdUtc: "x2026-01-01T00:00:00Z" }))).toHaveLength(1);
    expect(problems(manifest({ createdUtc: "2026-01-01T00:00:00Zx" }))).toHaveLength(1);
    expect(problems(manifest({ entrypoints: [1], integrity: [], supportBoundary: "x", files: {} }))).toEqual([
      ["malformed_schema", "/entrypoints", "entrypoints must be an array of paths"],
      ["malformed_schema", "/integrity", "integrity must be an object"],
      ["malformed_schema", "/supportBoundary", "supportBoundary must be an object"],
      ["malformed_schema", "/files", "files must be an array"],
    ]);
    expect(problems(manifest({ entrypoints: "x" }))).toEqual([
      ["malformed_schema", "/entrypoints", "entrypoints must be an array of paths"],
    ]);
  });

  it("checks declared scopes", () => {
    const r = checkManifest(manifest({ declaredScopes: ["persona_profile", "nope", 3] }));
    expect(r.scopes).toEqual(["persona_profile"]);
    expect(r.problems.map((p) => [p.reason, p.pointer])).toEqual([
      ["unsupported_scope", "/declaredScopes/1"],
      ["unsupported_scope", "/declaredScopes/2"],
    ]);
    expect(r.problems[0]!.message).toMatch(
      /^unsupported declared scope "nope" \(supported: persona_profile, advanced_persona_profile, /,
    );
    expect(problems(manifest({ declaredScopes: [] }))).toEqual([
      ["malformed_schema", "/declaredScopes", "a package declares at least one scope"],
    ]);
    expect(problems(manifest({ declaredScopes: "persona_profile" }))).toEqual([
      ["malformed_schema", "/declaredScopes", "declaredScopes must be an array"],
    ]);
  });

  it("checks each file entry's fields and tokens", () => {
    const { path: _p, ...noPath } = file();
    const r = checkManifest(
      manifest({
        files: [
          7,
          noPath,
          file({
            requiredStatus: "must",
            reviewState: "maybe",
            scope: "everywhere",
            sha256: "A".repeat(64),
            sizeBytes: -1,
          }),
        ],
      }),
    );
    expect(r.problems.map((p) => [p.reason, p.pointer, p.message])).toEqual([
      ["malformed_schema", "/files/0", "each files entry is an object"],
      ["malformed_schema", "/files/1/path", "files entry field path is required"],
      ["unsupported_required_status", "/files/2/requiredStatus", 'unknown required status "must"'],
      ["malformed_schema", "/files/2/reviewState", 'unknown review state "maybe"'],
      ["unsupported_scope", "/files/2/scope", 'unknown file scope "everywhere"'],
      ["missing_integrity_checksum", "/files/2/sha256", "sha256 of .uai/totem.uai must be 64 lowercase hex"],
      ["malformed_schema", "/files/2/sizeBytes", "sizeBytes must be a non-negative integer"],
    ]);
    expect(r.files.map((f) => f.path)).toEqual(["", ".uai/totem.uai"]);
    for (const size of ["12", 1.5, 2 ** 53])
      expect(problems(manifest({ files: [file({ sizeBytes: size })] })), String(size)).toEqual([
        ["malformed_schema", "/files/0/sizeBytes", "sizeBytes must be a non-negative integer"],
      ]);
    expect(checkManifest(manifest({ files: [file({ sizeBytes: "12" })] })).files[0]!.sizeBytes).toBe(-1);
    expect(problems(manifest({ files: [file({ sizeBytes: 0 })] }))).toEqual([]);
    expect(problems(manifest({ files: [file({ sha256: SHA + "0" })] }))).toHaveLength(1);
  });
});

describe("manifest helpers", () => {
  it("digests the RFC 8785 text of files, and of the manifest without integrity", () => {
    expect(inventoryText(fromPlain([{ b: 1, a: "x" }]))).toBe('[{"a":"x","b":1}]');
    expect(manifestDigest(fromPlain({ z: 1, integrity: { q: 2 }, a: [true] }) as JsonObject)).toBe(
      sha256('{"a":[true],"z":1}'),
    );
    expect(manifestDigest(fromPlain({ é: "\u0001", files: [{ b: 1, a: "x" }], A: 2 }) as JsonObject)).toBe(
      sha256('{"A":2,"files":[{"a":"x","b":1}],"é":"\\u0001"}'),
    );
  });

  it("writes files as the inventory text it is given, and hashes the same manifest text either way", () => {
    const m = fromPlain({
      zeta: [1.5, "\ud800"],
      files: [{ sha256: "x", path: "a" }],
      integrity: { q: 2 },
      Files: 0,
    }) as JsonObject;
    expect(manifestDigest(m, inventoryText(m.files!))).toBe(manifestDigest(m));
    expect(manifestDigest(m, "[]")).toBe(sha256('{"Files":0,"files":[],"zeta":[1.5,"\\ud800"]}'));
    // Only files is taken from the text given; a manifest without files ignores it.
    expect(manifestDigest(fromPlain({ a: 1 }) as JsonObject, "[]")).toBe(sha256('{"a":1}'));
  });

  it("names roles and media types from paths, and strips a sha256: prefix", () => {
    expect(roleOf(".uai/memory/LongTermMemory.uai")).toBe("long_term_memory");
    expect(roleOf("a/b/my-file.v2.json")).toBe("my_file_v2");
    expect(roleOf("plain")).toBe("plain");
    expect(mediaTypeOf("a/b.UAI")).toBe("text/x-uai; charset=utf-8");
    expect(mediaTypeOf("a.d/noext")).toBeUndefined();
    expect(mediaTypeOf("x.unknown")).toBeUndefined();
    expect(normalizeSha256(`sha256:${SHA}`)).toBe(SHA);
    expect(normalizeSha256(`x:sha256:${SHA}`)).toBe(`x:sha256:${SHA}`);
    expect(Object.keys(fileEntryJson(file() as never))).toEqual([
      "path",
      "role",
      "requiredStatus",
      "scope",
      "mediaType",
      "sizeBytes",
      "sha256",
      "reviewState",
      "source",
    ]);
  });
});

describe("package signing", () => {
  const ed = generateKeyPairSync("ed25519");
  const pem = ed.privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  const pub = ed.publicKey.export({ type: "spki", format: "pem" }).toString();
  const other = generateKeyPairSync("ed25519").publicKey.export({ type: "spki", format: "pem" }).toString();
  const m = manifest();

  it("signs the manifest's RFC 8785 bytes with Ed25519 and says so in one JSON line", () => {
    const s = signManifest(m, pem);
    expect(s).toMatchObject({ kind: "uaix-signature", alg: "Ed25519", publicKey: pub });
    expect(Buffer.from(s.sig, "base64")).toHaveLength(64);
    expect(parseSignature(`  ${signatureLine(s)}\n`)).toEqual(s);
    expect(verifyManifestSignature(m, s)).toEqual({ ok: true });
    expect(verifyManifestSignature(m, s, pub)).toEqual({ ok: true });
    expect(verifyManifestSignature(m, s, other)).toEqual({
      ok: false,
      reason: "the package is signed by a different key than the one given",
    });
    expect(verifyManifestSignature(manifest({ issuer: "j" }), s)).toEqual({
      ok: false,
      reason: "the signature does not match the manifest",
    });
    expect(verifyManifestSignature(m, { ...s, publicKey: "nope" }).reason).toMatch(
      /^the signature cannot be checked: /,
    );
  });

  it("refuses other keys and reads only well-formed signature lines", () => {
    expect(() => uaixSigningKey("not a key")).toThrow(SigningKeyError);
    expect(() => uaixSigningKey("not a key")).toThrow(/^the signing key is not a PEM private key: /);
    const rsa = generateKeyPairSync("rsa", { modulusLength: 1024 })
      .privateKey.export({ type: "pkcs8", format: "pem" })
      .toString();
    expect(() => uaixSigningKey(rsa)).toThrow(
      "UAIX packages are signed with Ed25519 only, and this is an RSA key (make one with: agentc keygen --alg ed25519)",
    );
    const ec = generateKeyPairSync("ec", { namedCurve: "P-256" })
      .privateKey.export({ type: "pkcs8", format: "pem" })
      .toString();
    expect(() => uaixSigningKey(ec)).toThrow(
      "UAIX packages are signed with Ed25519 only, and this is a EC key (make one with: agentc keygen --alg ed25519)",
    );
    expect(new SigningKeyError("x")).toMatchObject({ code: "AGC-USAGE", name: "SigningKeyError" });
    const s = signManifest(m, pem);
    for (const bad of [
      { ...s, kind: "x" },
      { ...s, alg: "RSA" },
      { ...s, sig: 1 },
      { ...s, publicKey: null },
    ])
      expect(parseSignature(JSON.stringify(bad))).toBeUndefined();
    expect(parseSignature("{")).toBeUndefined();
  });
});
