/**
 * The AIX v1.4 checks beyond the schema (src/formats/aix/validate-v14.ts), one at a time, in process:
 * what the reference's signing script writes and the schema refuses (accepted only where the script
 * writes it), the schema's enum message, identity and version checks, the checksum under
 * --require-checksum and on a mismatch, the signature's verdict, and the secret scan.
 */
import { createHash, generateKeyPairSync, sign } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkAixText, type AixCheckOptions } from "../../src/formats/aix/check-file.js";
import { checksumInputV14, computeChecksumV14 } from "../../ir/dialects/aix/v14.js";
import { parseJson } from "../../ir/json/parse.js";
import { computeChecksum, legacyTextChecksum } from "../../ir/dialects/aix/checksum.js";
import type { JsonObject } from "../../ir/json/value.js";
import { repoRoot } from "../support/corpus.js";
import { minimalV14Agent, withV14Checksum } from "../support/aix-v14-agent.js";

const NOW = new Date("2026-11-28T00:00:00Z");
const base = minimalV14Agent;
/** The document with its real v1.4 checksum (unless `keep`), checked. */
const check = (d: Record<string, any>, o: AixCheckOptions = {}, keep = false) =>
  checkAixText("a.aix.json", keep ? JSON.stringify(d) : withV14Checksum(d), { now: NOW, ...o });
const rows = (c: ReturnType<typeof check>): string[][] =>
  c.diagnostics.all.filter((d) => d.severity !== "info").map((d) => [d.severity, d.code, d.pointer ?? "", d.message]);

describe("AIX v1.4 rules beyond the schema", () => {
  it("the base agent is valid with its checksum verified (the floor)", () => {
    const c = check(base());
    expect(rows(c)).toEqual([]);
    expect(c.report.info.map((i) => i.code)).toEqual(["CHECKSUM_VALID"]);
  });

  it("a `kid` is accepted in security.signature only, where the reference's script writes it", () => {
    const d = base();
    d.security.checksum.kid = "k1";
    expect(rows(check(d)).map((r) => r.slice(0, 3))).toEqual([["error", "AIX-V14-SCHEMA", "/security/checksum/kid"]]);
  });

  it("an enum the schema refuses names the allowed values, each as JSON (from the vendored schema)", () => {
    const schema = JSON.parse(readFileSync(join(repoRoot, "ir/dialects/aix/schema-v1.4/aix.schema.json"), "utf8"));
    const allowed = schema.properties.security.properties.checksum.properties.algorithm.enum as string[];
    expect(allowed.length).toBeGreaterThan(1);
    const d = base();
    d.security.checksum.algorithm = "md5";
    const e = check(d, {}, true).diagnostics.errors.find((x) => x.pointer === "/security/checksum/algorithm");
    expect(e?.message).toBe(
      `/security/checksum/algorithm must be equal to one of the allowed values (${allowed.map((a) => `"${a}"`).join(", ")}) (AIX v1.4 schema)`,
    );
  });

  it("identity_layer.id that is no did:axiom identifier is warned; a missing one is the schema's to report", () => {
    const d = base();
    d.identity_layer.id = "agent-1";
    d.meta.id = "550e8400-e29b-41d4-a716-446655440000";
    expect(
      rows(check(d))
        .filter((r) => r[1] === "AIX-V14-SPEC-STRICTER")
        .map((r) => r.slice(0, 3)),
    ).toEqual([["warning", "AIX-V14-SPEC-STRICTER", "/identity_layer/id"]]);
  });

  it("versions: a number is not a declared version; 1.3 and 1.3.0 agree", () => {
    const d = base();
    d.aix_version = 2;
    expect(rows(check(d)).filter((r) => r[1] === "AIX-V14-VERSION")).toEqual([]);
    const same = base();
    same.aix_version = "1.3.0";
    same.meta.format_version = "1.3";
    expect(rows(check(same))).toEqual([]);
    const other = base();
    other.aix_version = "1.4.0";
    other.meta.format_version = "1.3";
    expect(rows(check(other))).toEqual([
      [
        "warning",
        "AIX-V14-VERSION",
        "/meta/format_version",
        'meta.format_version "1.3" and aix_version "1.4.0" disagree',
      ],
    ]);
  });

  it("a placeholder checksum is an error under --require-checksum, a warning without", () => {
    expect(rows(check(base(), { requireChecksum: true }, true)).map((r) => r.slice(0, 3))).toEqual([
      ["error", "CHECKSUM_PLACEHOLDER", "/security/checksum/value"],
    ]);
    expect(rows(check(base(), {}, true)).map((r) => r.slice(0, 3))).toEqual([
      ["warning", "CHECKSUM_PLACEHOLDER", "/security/checksum/value"],
    ]);
  });

  it("a checksum mismatch names both hashes", () => {
    const d = base();
    d.security.checksum.value = "ab".repeat(32);
    const actual = computeChecksumV14(parseJson(JSON.stringify(d)).value as JsonObject, "sha256");
    expect(actual).toMatch(/^[0-9a-f]{64}$/);
    expect(rows(check(d, {}, true))).toEqual([
      [
        "error",
        "CHECKSUM_MISMATCH",
        "/security/checksum/value",
        `checksum mismatch: the content hashes to ${actual} (AIX v1.4 method), the file says ${"ab".repeat(32)}`,
      ],
    ]);
  });

  it("a signature without a key: the verdict keeps its algorithm", () => {
    const d = base();
    d.security.signature = { algorithm: "ed25519", value: "c2ln" };
    const c = check(d);
    expect(c.signature).toEqual({
      state: "invalid",
      algorithm: "ed25519",
      reason: "the signature has no public_key and no --pubkey names one, so it cannot be checked",
    });
  });

  it("a key of the wrong kind is reported with the signature's code, not thrown", () => {
    const rsa = generateKeyPairSync("rsa", { modulusLength: 1024 }).publicKey.export({ type: "spki", format: "pem" });
    const d = base();
    d.security.signature = { algorithm: "ed25519", value: "c2ln", public_key: String(rsa) };
    const c = check(d);
    expect(rows(c).filter((r) => r[2] === "/security/signature")).toEqual([
      [
        "error",
        "SIGNATURE_INVALID",
        "/security/signature",
        "an AIX v1.4 Ed25519 signature cannot be checked with a rsa key",
      ],
    ]);
    expect(c.signature.state).toBe("invalid");
  });

  it("a builder_signature that is not base64 is an invalid builder signature, not an error of the manifest's signature", () => {
    const { privateKey, publicKey } = generateKeyPairSync("ed25519");
    const d = base();
    d.build_provenance = { builder: "b", slsa_level: 2, builder_signature: "not base64!" };
    d.security.signature = {
      algorithm: "ed25519",
      value: "",
      public_key: String(publicKey.export({ type: "spki", format: "pem" })),
    };
    // The manifest signature, made by node:crypto over the v1.4 canonical bytes (which leave the signature out).
    const bytes = checksumInputV14(parseJson(JSON.stringify(d)).value as JsonObject);
    d.security.signature.value = sign(null, bytes, privateKey).toString("base64");
    const c = check(d);
    expect(c.signature.state).toBe("untrusted"); // the floor: the manifest's own signature verifies (no key vouched for)
    expect(rows(c).filter((r) => r[0] === "error")).toEqual([
      [
        "error",
        "SIGNATURE_INVALID",
        "/build_provenance/builder_signature",
        "build_provenance.builder_signature does not verify with the manifest's key over {builder, source_commit, source_repo, build_timestamp} (the reference's verifier refuses it)",
      ],
    ]);
  });

  it("secret-looking values are warned", () => {
    const d = base();
    d.persona.instructions = "sk-live-abcdefghijklmnopqrstuvwxyz123456";
    expect(rows(check(d)).map((r) => r.slice(0, 3))).toEqual([["warning", "SECRET_VALUE", "/persona/instructions"]]);
  });
});

describe("AIX v1.4 signatures, checksums and the identity's times: whole diagnostics", () => {
  const pair = () => {
    const k = generateKeyPairSync("ed25519");
    const fp = `sha256:${createHash("sha256")
      .update(k.publicKey.export({ type: "spki", format: "der" }))
      .digest("hex")}`;
    return { privateKey: k.privateKey, pub: String(k.publicKey.export({ type: "spki", format: "pem" })), fp };
  };
  const signer = pair();
  const other = pair();
  /** The base agent signed as the reference verifies (Ed25519 over the v1.4 canonical bytes, node:crypto), with `fields` in the signature. */
  const signed = (fields: Record<string, unknown> = {}, by = signer) => {
    const d = base();
    d.security.signature = { algorithm: "Ed25519", value: "", ...fields };
    const bytes = checksumInputV14(parseJson(JSON.stringify(d)).value as JsonObject);
    d.security.signature.value = sign(null, bytes, by.privateKey).toString("base64");
    return d;
  };
  const all = (c: ReturnType<typeof check>): string[][] =>
    c.diagnostics.all.map((d) => [d.severity, d.code, d.pointer ?? "", d.message]);
  const VALID = [
    "info",
    "CHECKSUM_VALID",
    "/security/checksum/value",
    "sha256 checksum verified (AIX v1.4: canonical JSON without security.checksum and security.signature)",
  ];
  const SIG = "/security/signature";

  it("the key it carries, vouched for by nobody: valid and untrusted; required, an error", () => {
    const c = check(signed({ public_key: signer.pub }));
    expect(all(c)).toEqual([
      VALID,
      [
        "info",
        "SIGNATURE_VALID",
        SIG,
        `signature valid (Ed25519) for the key it carries, but not verified as anyone's: no --pubkey or --trust key vouches for ${signer.fp}`,
      ],
    ]);
    expect(c.signature).toMatchObject({ state: "untrusted", fingerprint: signer.fp, algorithm: "Ed25519" });
    expect(all(check(signed({ public_key: signer.pub }), { trust: { requireSignature: true } })).slice(1)).toEqual([
      [
        "error",
        "SIGNATURE_UNTRUSTED",
        SIG,
        `the signature is valid but untrusted: ${signer.fp} is not a key named with --pubkey or in --trust, and a trusted signature is required`,
      ],
    ]);
  });

  it("a key named with --pubkey: trusted, from the option when the file carries none; another key: a mismatch", () => {
    const trust = { pubkeys: [{ pem: signer.pub, source: "k.pem" }] };
    const c = check(signed(), { trust });
    expect(all(c).slice(1)).toEqual([
      ["info", "SIGNATURE_TRUSTED", SIG, `signed by ${signer.fp}, a key you vouched for (k.pem)`],
      ["info", "SIGNATURE_VALID", SIG, `signature verified (Ed25519) with ${signer.fp}, a key you vouched for (k.pem)`],
    ]);
    expect(c.signature).toMatchObject({ state: "trusted", trustedBy: "k.pem" });
    expect(
      all(
        check(signed({ public_key: signer.pub }), { trust: { pubkeys: [{ pem: other.pub, source: "o.pem" }] } }),
      ).slice(1),
    ).toEqual([
      [
        "error",
        "SIGNATURE_KEY_MISMATCH",
        SIG,
        `the signature is valid, but signed by ${signer.fp}, not by the key given with --pubkey (o.pem)`,
      ],
    ]);
  });

  it("a signature that does not verify, one with no value, one with no key under --require-signature", () => {
    expect(all(check(signed({ public_key: other.pub }))).slice(1)).toEqual([
      [
        "error",
        "SIGNATURE_INVALID",
        `${SIG}/value`,
        "the Ed25519 signature does not verify against this agent's canonical bytes with the given public key",
      ],
    ]);
    const empty = base();
    empty.security.signature = { algorithm: "Ed25519", value: "" };
    const c = check(empty, { trust: { requireSignature: true } });
    expect(all(c).slice(1)).toEqual([
      [
        "warning",
        "SIGNATURE_UNVERIFIABLE",
        SIG,
        "the signature has no algorithm or an empty value (a placeholder): nothing was signed, so nothing can be verified",
      ],
      ["error", "SIGNATURE_REQUIRED", SIG, "a trusted signature is required, and this one cannot be checked"],
    ]);
    expect(c.signature).toEqual({
      state: "invalid",
      algorithm: "Ed25519",
      reason: "the signature has no algorithm or value",
    });
    expect(all(check(signed())).slice(1)).toEqual([
      [
        "warning",
        "SIGNATURE_UNVERIFIABLE",
        SIG,
        "signature has no public_key; it cannot be verified here (use `agentc aix verify --pubkey`, as the reference's agent-verify.js needs --public-key)",
      ],
    ]);
  });

  it("unsigned: absent, an error only when required (at the signature's place, or the section's when there is none)", () => {
    expect(check(base()).signature).toEqual({ state: "absent" });
    expect(all(check(base(), { trust: { requireSignature: true } })).slice(1)).toEqual([
      ["error", "SIGNATURE_REQUIRED", SIG, "the agent is not signed, but a trusted signature is required"],
    ]);
    expect(all(check(base(), { trust: { pubkeys: [{ pem: signer.pub, source: "k.pem" }] } })).slice(1)).toEqual([
      [
        "error",
        "SIGNATURE_REQUIRED",
        SIG,
        "the agent is not signed, but --pubkey names the key that must have signed it",
      ],
    ]);
    const bare = base();
    delete bare.security;
    expect(
      all(check(bare, { trust: { requireSignature: true } }, true)).filter((r) => r[1] === "SIGNATURE_REQUIRED"),
    ).toEqual([
      ["error", "SIGNATURE_REQUIRED", "/security", "the agent is not signed, but a trusted signature is required"],
    ]);
  });

  it("build provenance: SLSA level 2 needs a builder signature; one by the manifest's key verifies", () => {
    const level = (n: number) => {
      const d = base();
      d.build_provenance = { builder: "b", slsa_level: n };
      d.security.signature = { algorithm: "Ed25519", value: "", public_key: signer.pub };
      const bytes = checksumInputV14(parseJson(JSON.stringify(d)).value as JsonObject);
      d.security.signature.value = sign(null, bytes, signer.privateKey).toString("base64");
      return all(check(d)).filter((r) => r[0] === "error");
    };
    expect(level(2)).toEqual([
      [
        "error",
        "SIGNATURE_REQUIRED",
        "/build_provenance",
        "build_provenance claims SLSA level 2 but carries no builder_signature (the reference's verifier refuses it)",
      ],
    ]);
    expect(level(1)).toEqual([]);
    const d = base();
    const prov = { builder: "b", source_commit: "c", source_repo: "r", build_timestamp: "t" };
    // The reference's bytes: JSON.stringify of the four fields in that order.
    const builderSig = sign(null, Buffer.from(JSON.stringify(prov)), signer.privateKey).toString("base64");
    d.build_provenance = { slsa_level: 3, ...prov, builder_signature: builderSig };
    d.security.signature = { algorithm: "Ed25519", value: "", public_key: signer.pub };
    d.security.signature.value = sign(
      null,
      checksumInputV14(parseJson(JSON.stringify(d)).value as JsonObject),
      signer.privateKey,
    ).toString("base64");
    expect(all(check(d)).filter((r) => r[0] === "error")).toEqual([]);
  });

  it("a checksum of zero bytes, the v1.0 method and a non-hex value", () => {
    const d = base();
    d.security.checksum.value = createHash("sha256").update("").digest("hex");
    expect(all(check(d, {}, true))).toEqual([
      [
        "warning",
        "CHECKSUM_PLACEHOLDER",
        "/security/checksum/value",
        `checksum value ${d.security.checksum.value.slice(0, 16)}… is the sha256 of zero bytes, not of this agent: nothing was computed, so nothing is proven (run \`agentc aix checksum <file> --write\`; --require-checksum makes this an error)`,
      ],
    ]);
    const v10 = base();
    v10.security.checksum.value = computeChecksum(parseJson(JSON.stringify(v10)).value as JsonObject, "sha256");
    expect(all(check(v10, {}, true))).toEqual([
      [
        "warning",
        "CHECKSUM_LEGACY",
        "/security/checksum/value",
        "checksum was made with the AIX v1.0 method (canonical JSON without the whole security section), not the v1.4 method (canonical JSON without security.checksum and security.signature); it matches, but the rest of security is not covered — recompute with `agentc aix checksum --write`",
      ],
    ]);
    const bad = base();
    bad.security.checksum.value = "xyz123";
    expect(all(check(bad, {}, true))).toEqual([
      ["error", "CHECKSUM_INVALID", "/security/checksum/value", 'checksum value "xyz123" is not a hex hash'],
    ]);
  });

  it("the identity's times: unreadable, expired, expiring before it is issued; an id naming another agent", () => {
    const times = (expiresAt: string, issuedAt = "2026-01-01T00:00:00Z") => {
      const d = base();
      d.identity_layer.issuedAt = issuedAt;
      d.identity_layer.expiresAt = expiresAt;
      return all(check(d)).filter((r) => r[0] !== "info");
    };
    expect(times("someday")).toEqual([
      [
        "error",
        "INVALID_FORMAT",
        "/identity_layer/expiresAt",
        `Field 'expiresAt' must be an ISO 8601 timestamp, got "someday"`,
      ],
    ]);
    expect(times("2026-06-01T00:00:00Z")).toEqual([
      ["warning", "AIX-V14-IDENTITY", "/identity_layer/expiresAt", "the identity expired at 2026-06-01T00:00:00Z"],
    ]);
    expect(times("2027-01-01T00:00:00Z", "2027-01-01T00:00:00Z").filter((r) => r[1] === "AIX-V14-IDENTITY")).toEqual([
      [
        "error",
        "AIX-V14-IDENTITY",
        "/identity_layer/expiresAt",
        "the identity expires (2027-01-01T00:00:00Z) before it is issued (2027-01-01T00:00:00Z)",
      ],
    ]);
    expect(times("2027-01-01T00:00:00Z")).toEqual([]);
    const d = base();
    d.identity_layer.id = "did:axiom:axiomid.app:agent-2";
    expect(all(check(d)).filter((r) => r[0] !== "info")).toEqual([
      [
        "warning",
        "AIX-V14-IDENTITY",
        "/identity_layer/id",
        'identity_layer.id "did:axiom:axiomid.app:agent-2" and meta.id "did:axiom:axiomid.app:agent-1" name different agents',
      ],
    ]);
  });
});

describe("AIX v1.4 schema findings: message, place and hint", () => {
  const all = (c: ReturnType<typeof check>) =>
    c.diagnostics.all
      .filter((d) => d.severity !== "info")
      .map((d) => [d.severity, d.code, d.pointer ?? "", d.message, d.hint, d.line, d.col]);

  it("an unknown field (named by its key, with a hint), a missing one (at its parent), what the reference writes (warned)", () => {
    const d = base();
    d["a/b~c"] = 1;
    delete d.persona.role;
    d.build_provenance = { builder: "b" };
    d.security.signature = { algorithm: "Ed25519", value: "", kid: "k1", foo: 1 };
    // One line per field, so each place is worked out from the text: JSON.stringify with an indent of 1.
    const text = JSON.stringify(d, null, 1);
    const value = computeChecksumV14(parseJson(text).value as JsonObject, "sha256");
    const lines = text.replace('"value": "00"', `"value": "${value}"`).split("\n");
    const lineOf = (s: string) => lines.findIndex((l) => l.includes(s)) + 1;
    const c = checkAixText("a.aix.json", lines.join("\n"), { now: NOW });
    expect(all(c)).toEqual([
      [
        "error",
        "AIX-V14-SCHEMA",
        "/a~1b~0c",
        "/ must NOT have additional properties (a/b~c): not a field the AIX v1.4 schema allows here",
        "remove it, or give it an x- prefix where the schema allows extensions",
        lineOf('"a/b~c"'),
        2,
      ],
      [
        "warning",
        "AIX-V14-REFERENCE-ONLY",
        "/build_provenance",
        "/ must NOT have additional properties (build_provenance): the v1.4 schema rejects it, but the reference's own signing script (scripts/agent-sign.js) writes it, so it is accepted",
        undefined,
        lineOf('"build_provenance"'),
        2,
      ],
      [
        "error",
        "AIX-V14-SCHEMA",
        "/persona",
        "/persona must have required property 'role' (AIX v1.4 schema)",
        undefined,
        lineOf('"persona"'),
        13,
      ],
      [
        "warning",
        "AIX-V14-REFERENCE-ONLY",
        "/security/signature/kid",
        "/security/signature must NOT have additional properties (kid): the v1.4 schema rejects it, but the reference's own signing script (scripts/agent-sign.js) writes it, so it is accepted",
        undefined,
        lineOf('"kid"'),
        4,
      ],
      [
        "error",
        "AIX-V14-SCHEMA",
        "/security/signature/foo",
        "/security/signature must NOT have additional properties (foo): not a field the AIX v1.4 schema allows here",
        "remove it, or give it an x- prefix where the schema allows extensions",
        lineOf('"foo"'),
        4,
      ],
      [
        "warning",
        "SIGNATURE_UNVERIFIABLE",
        "/security/signature",
        "the signature has no algorithm or an empty value (a placeholder): nothing was signed, so nothing can be verified",
        undefined,
        lineOf('"signature"'),
        16,
      ],
    ]);
  });

  it("a field named __proto__ is refused, wherever it is", () => {
    const text = JSON.stringify(base()).replace('"persona":{', '"persona":{"__proto__":{},');
    const c = checkAixText("a.aix.json", text, { now: NOW });
    expect(
      all(c)
        .filter((r) => r[1] === "AIX-V14-UNCOVERED")
        .map((r) => [r[0], r[2], r[3]]),
    ).toEqual([
      [
        "error",
        "/persona/__proto__",
        "a member named __proto__ is left out of the checksum and signature as the reference computes them (it assigns it as a prototype), so it could be changed unseen; rename it",
      ],
    ]);
  });

  it("ids the specification wants as DIDs, and versions the release does not know", () => {
    const d = base();
    d.meta.id = "agent-1";
    d.aix_version = "2.0";
    d.meta.format_version = "1.3";
    expect(all(check(d)).map((r) => r.slice(0, 4))).toEqual([
      [
        "warning",
        "AIX-V14-VERSION",
        "/aix_version",
        '"2.0" is not a version the AIX v1.4.0 release knows (1.2, 1.3, 1.4, 0.369); read with its rules',
      ],
      [
        "warning",
        "AIX-V14-VERSION",
        "/meta/format_version",
        'meta.format_version "1.3" and aix_version "2.0" disagree',
      ],
      [
        "warning",
        "AIX-V14-SPEC-STRICTER",
        "/meta/id",
        'meta.id "agent-1" is neither a UUID v4 nor a did:axiom:axiomid.app:<id> (or did:web) identifier: the specification (5.1) requires one, the schema accepts any string',
      ],
    ]);
    const web = base();
    web.meta.id = "did:web:example.com";
    web.identity_layer.id = "did:web:example.com";
    expect(all(check(web))).toEqual([]);
  });
});

describe("AIX v1.4: the reference parser's text checksum", () => {
  it("a YAML agent checksummed by the text method verifies with a warning that names it", () => {
    const body = `meta:
  version: "1.0.0"
  id: "did:axiom:axiomid.app:agent-1"
  name: "A"
  created: "2026-01-01T00:00:00Z"
  author: "me"
  format_version: "1.3.0"
persona:
  role: "r"
  instructions: "i"
identity_layer:
  id: "did:axiom:axiomid.app:agent-1"
  authority: "axiomid.app"
  issuedAt: "2026-01-01T00:00:00Z"
`;
    const security = (v: string) => `security:\n  checksum:\n    algorithm: "sha256"\n    value: "${v}"\n`;
    const value = legacyTextChecksum(`${body}${security("X")}`, "sha256");
    const c = checkAixText("a.aix", `${body}${security(value)}`, { now: NOW });
    expect(c.diagnostics.all.map((d) => [d.severity, d.code, d.pointer, d.message])).toEqual([
      [
        "warning",
        "CHECKSUM_LEGACY",
        "/security/checksum/value",
        "checksum was made with the reference parser's text method (the security block removed from the text), not the v1.4 method (canonical JSON without security.checksum and security.signature); it matches, but the rest of security is not covered — recompute with `agentc aix checksum --write`",
      ],
    ]);
  });
});

describe("AIX v1.4 timestamps", () => {
  it("created, updated and issuedAt are each checked at their own pointer (format, then the future)", () => {
    const d = base();
    d.meta.created = "2030-01-01T00:00:00Z";
    d.meta.updated = "soon";
    d.identity_layer.issuedAt = "2030-01-01T00:00:00Z";
    const c = check(d);
    expect(
      c.diagnostics.all
        .filter((x) => x.code === "FUTURE_TIMESTAMP" || x.code === "INVALID_FORMAT")
        .map((x) => [x.code, x.pointer, x.message]),
    ).toEqual([
      ["FUTURE_TIMESTAMP", "/meta/created", "Field 'created' is in the future (2030-01-01T00:00:00Z)"],
      ["INVALID_FORMAT", "/meta/updated", `Field 'updated' must be an ISO 8601 timestamp, got "soon"`],
      ["FUTURE_TIMESTAMP", "/identity_layer/issuedAt", "Field 'issuedAt' is in the future (2030-01-01T00:00:00Z)"],
    ]);
  });
});

describe("AIX v1.4 secret scan", () => {
  it("skips the identity's key material and the signature; escapes the pointer of a key with / or ~", () => {
    const secret = "sk-live-abcdefghijklmnopqrstuvwxyz123456";
    const d = base();
    d.identity_layer.publicKey = secret;
    d.identity_layer.signature = secret;
    d.identity_layer.zk_proof = secret;
    d.persona.instructions = { "a/b~c": secret };
    d.security.signature = { algorithm: "Ed25519", value: secret, kid: secret };
    const found = check(d).diagnostics.all.filter((x) => x.code === "SECRET_VALUE");
    expect(found.map((x) => [x.pointer, x.message])).toEqual([
      [
        "/persona/instructions/a~1b~0c",
        "this value looks like a OpenAI-style API key; secrets do not belong in agent files (use an environment reference)",
      ],
    ]);
  });
});
