/**
 * AIX v1.4 (ir/dialects/aix/v14.ts, src/formats/aix/validate-v14.ts) against the reference's own
 * files and code (test/fixtures/aix-upstream/SOURCE.md): every example and fixture of the
 * AIX-Format/aix-format v1.4.0 release with its verdict; the schema's verdict by ajv at test time
 * (an independent compile of the same schema, with formats); the checksum's bytes against the
 * reference's canonicalize.js; signatures made by each side verified by the other.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync, copyFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { generateKeyPairSync } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { aix14ValidatorSource, AIX14_SCHEMA, GENERATED_AIX14_VALIDATOR } from "../support/aix-schema-validator.js";
import { repoRoot, corpusPath } from "../support/corpus.js";
import { checkAixFile, checkAixText } from "../../src/formats/aix/check-file.js";
import { aixProfileOf, checksumInputV14, computeChecksumV14 } from "../../ir/dialects/aix/v14.js";
import { parseJson } from "../../ir/json/parse.js";
import { computeChecksum } from "../../ir/dialects/aix/checksum.js";
import { toPlain, type JsonObject } from "../../ir/json/value.js";
import { agentcInProcess } from "../support/cli.js";
import { tempDir } from "../support/tmp.js";
import { minimalV14Agent, withV14Checksum } from "../support/aix-v14-agent.js";
import { convertPath } from "../../src/pipeline/convert.js";
import { readAixText } from "../../src/formats/aix/read-agent.js";

const UPSTREAM = join(repoRoot, "test/fixtures/aix-upstream");
const NOW = new Date("2026-11-28T00:00:00Z");
const require = createRequire(import.meta.url);

interface Reference {
  canonicalizeForSigning(payload: unknown): { canonicalString: string; bytes: Buffer };
}
interface ReferenceSignature {
  signManifest(
    manifest: unknown,
    privateKeyPem: string,
    kid?: string,
  ): { checksum: string; signature: { algorithm: string; kid: string; value: string } };
  verifyManifest(
    manifest: unknown,
    publicKeyPem: string,
  ): { ok: boolean; checksumValid: boolean; signatureValid: boolean };
}
const reference = async (): Promise<Reference> =>
  (await import(join(UPSTREAM, "reference/canonicalize.js"))) as Reference;
const referenceSignature = async (): Promise<ReferenceSignature> =>
  (await import(join(UPSTREAM, "reference/signature.js"))) as ReferenceSignature;

describe("the AIX v1.4 schema validator, compiled from the vendored schema at development time", () => {
  it("is what ajv makes of the schema now (UPDATE_GENERATED=1 rewrites it)", () => {
    const source = aix14ValidatorSource();
    if (process.env.UPDATE_GENERATED === "1") writeFileSync(GENERATED_AIX14_VALIDATOR, source);
    expect(readFileSync(GENERATED_AIX14_VALIDATOR, "utf8")).toBe(source);
  });
});

describe("which profile a document is read with", () => {
  it("v1.4 when it declares a version of the release; v1.0 when it declares v1.0 or nothing; --aix-version wins", () => {
    const doc = (o: object): JsonObject => parseJson(JSON.stringify(o)).value as JsonObject;
    expect(aixProfileOf(doc({ meta: { format_version: "1.3.0" } }))).toBe("1.4");
    expect(aixProfileOf(doc({ aix_version: "0.369.0", meta: {} }))).toBe("1.4");
    expect(aixProfileOf(doc({ aix_version: "2.0.0" }))).toBe("1.4");
    expect(aixProfileOf(doc({ meta: { format_version: "1.0" } }))).toBe("1.0");
    expect(aixProfileOf(doc({ meta: { id: "did:axiom:axiomid.app:x" }, identity_layer: {} }))).toBe("1.0");
    expect(aixProfileOf(doc({ meta: {} }), "1.4")).toBe("1.4");
    expect(aixProfileOf(doc({ meta: { format_version: "1.3" } }), "1.0")).toBe("1.0");
  });

  it("every AIX file of the existing corpus stays v1.0 (the v1.0 rules are unchanged for them)", () => {
    const files = ["aix/reference-v1.0", "aix/reference-head"].flatMap((d) =>
      readdirSync(corpusPath(d)).map((f) => corpusPath(d, f)),
    );
    expect(files.length).toBeGreaterThanOrEqual(9);
    for (const f of files) {
      const doc = checkAixFile(f, NOW).source.doc;
      if (doc) expect(aixProfileOf(doc), f).toBe("1.0");
    }
  });
});

/** Every file of the release's examples and fixtures, its verdict under v1.4, and each error (code and pointer) it has. */
const TABLE: ReadonlyArray<{ file: string; valid: boolean; errors: string[]; warnings: string[] }> = [
  {
    file: "examples/axiom-agent.aix.json",
    valid: false,
    // Written in another shape (metadata, superpowers): not a v1.4 document at all.
    errors: [
      "AIX-V14-SCHEMA ",
      "AIX-V14-SCHEMA /version",
      "AIX-V14-SCHEMA /metadata",
      "AIX-V14-SCHEMA /superpowers",
      "AIX-V14-SCHEMA /persona",
      "AIX-V14-SCHEMA /identity_layer",
      "AIX-V14-SCHEMA /identity_layer/network",
      "AIX-V14-SCHEMA /identity_layer/wallet_pubkey",
      "AIX-V14-SCHEMA /identity_layer/did_document",
      "AIX-V14-SCHEMA /identity_layer/verifiable_credentials",
      "INVALID_KEY /security/signature",
    ],
    warnings: ["AIX-V14-REFERENCE-ONLY", "CHECKSUM_PLACEHOLDER"],
  },
  {
    file: "examples/enhanced-agent.aix",
    valid: false,
    errors: ["AIX-V14-SCHEMA /pricing"],
    warnings: ["AIX-V14-REFERENCE-ONLY", "CHECKSUM_PLACEHOLDER"],
  },
  {
    file: "examples/hybrid-agent.aix",
    valid: false,
    errors: [
      "AIX-V14-SCHEMA /security/checksum/exclude_sections",
      ...[
        "allowed_api_domains",
        "max_file_size_mb",
        "max_concurrent_requests",
        "network_isolation",
        "require_user_confirmation",
      ].map((k) => `AIX-V14-SCHEMA /security/capabilities/${k}`),
      ...[
        "log_level",
        "log_pii",
        "data_retention_days",
        "anonymize_user_data",
        "encryption_at_rest",
        "encryption_in_transit",
      ].map((k) => `AIX-V14-SCHEMA /security/compliance/${k}`),
      "AIX-V14-SCHEMA /memory/episodic/context_aware",
      "AIX-V14-SCHEMA /memory/episodic/conversation_summaries",
      "AIX-V14-SCHEMA /memory/semantic/collections",
      "AIX-V14-SCHEMA /memory/semantic/index_fields",
      "AIX-V14-SCHEMA /memory/procedural/workflows",
    ],
    warnings: ["AIX-V14-REFERENCE-ONLY", "AIX-V14-IDENTITY", "CHECKSUM_PLACEHOLDER"],
  },
  {
    file: "examples/persona-agent.aix",
    valid: false,
    errors: [
      "AIX-V14-SCHEMA /security/compliance/pii_handling",
      "AIX-V14-SCHEMA /security/compliance/data_retention_days",
      "AIX-V14-SCHEMA /memory/episodic/context_aware",
      "AIX-V14-SCHEMA /memory/semantic/store_topics",
      "AIX-V14-SCHEMA /memory/procedural/workflows",
    ],
    warnings: ["AIX-V14-REFERENCE-ONLY", "AIX-V14-IDENTITY", "CHECKSUM_PLACEHOLDER"],
  },
  {
    file: "examples/pi-agent.aix",
    valid: false,
    errors: [
      "AIX-V14-SCHEMA /meta/lineage/0/relationship",
      "AIX-V14-SCHEMA /identity_layer/signature",
      "AIX-V14-SCHEMA /identity_layer/signature/type",
      "AIX-V14-SCHEMA /identity_layer/signature/public_key",
      "AIX-V14-SCHEMA /identity_layer/signature/proof",
      "AIX-V14-SCHEMA /economics/pi_smart_contract/escrow",
      "AIX-V14-SCHEMA /economics/pi_smart_contract/network",
      "AIX-V14-SCHEMA /economics/pricing/currency",
      "AIX-V14-SCHEMA /abom/constituents/0/uri",
      "AIX-V14-SCHEMA /abom/constituents/1/uri",
    ],
    warnings: ["AIX-V14-REFERENCE-ONLY", "CHECKSUM_PLACEHOLDER"],
  },
  {
    file: "examples/tool-agent.aix",
    valid: false,
    errors: [
      "AIX-V14-SCHEMA /security/capabilities/max_cache_size_mb",
      "AIX-V14-SCHEMA /security/capabilities/network_isolation",
      "AIX-V14-SCHEMA /security/compliance/log_api_calls",
      "AIX-V14-SCHEMA /security/compliance/log_retention_days",
      "AIX-V14-SCHEMA /apis/0/retry/initial_delay",
      "AIX-V14-SCHEMA /memory/semantic/collections",
      "AIX-V14-SCHEMA /memory/procedural/workflows",
    ],
    warnings: ["AIX-V14-REFERENCE-ONLY", "AIX-V14-IDENTITY", "CHECKSUM_PLACEHOLDER"],
  },
  {
    file: "docs-examples/full-agent.aix.json",
    valid: false,
    errors: [
      "AIX-V14-SCHEMA /meta",
      "AIX-V14-SCHEMA /security",
      "AIX-V14-SCHEMA /identity_layer",
      "AIX-V14-SCHEMA /identity_layer/provider",
      "AIX-V14-SCHEMA /identity_layer/proof",
      "AIX-V14-SCHEMA /mcp/servers/0",
      "AIX-V14-SCHEMA /mcp/servers/0/url",
      "AIX-V14-SCHEMA /economics/pricing/unit_price",
      "AIX-V14-SCHEMA /economics/pricing/currency",
      "AIX-V14-SCHEMA /economics/pricing/grace_period_requests",
    ],
    warnings: ["AIX-V14-SPEC-STRICTER"],
  },
  {
    file: "fixtures-schema/v0.369.0-optional-fields.aix.json",
    valid: true,
    errors: [],
    warnings: ["CHECKSUM_PLACEHOLDER"],
  },
  {
    file: "fixtures-security/unsigned-manifest.aix.json",
    valid: false,
    errors: ["AIX-V14-SCHEMA /security"],
    warnings: [],
  },
  {
    file: "golden_manifests/high-risk-infra.aix.json",
    valid: true,
    errors: [],
    warnings: ["AIX-V14-REFERENCE-ONLY", "CHECKSUM_PLACEHOLDER"],
  },
  {
    file: "golden_manifests/low-risk.aix.json",
    valid: false,
    errors: [
      "AIX-V14-SCHEMA /identity_layer",
      "AIX-V14-SCHEMA /identity_layer/provider",
      "AIX-V14-SCHEMA /identity_layer/verification",
    ],
    warnings: ["CHECKSUM_PLACEHOLDER"],
  },
  { file: "golden_manifests/medium-risk.aix.json", valid: true, errors: [], warnings: ["CHECKSUM_PLACEHOLDER"] },
  { file: "golden_manifests/saas-heavy.aix.json", valid: true, errors: [], warnings: ["CHECKSUM_PLACEHOLDER"] },
  {
    file: "golden_manifests/sovereign-agent.aix.json",
    valid: false,
    errors: [
      "AIX-V14-SCHEMA /identity_layer",
      "AIX-V14-SCHEMA /identity_layer/provider",
      "AIX-V14-SCHEMA /identity_layer/verification",
    ],
    warnings: ["AIX-V14-REFERENCE-ONLY", "CHECKSUM_PLACEHOLDER"],
  },
];

const allFixtures = (): string[] =>
  ["examples", "docs-examples", "fixtures-schema", "fixtures-security", "golden_manifests"].flatMap((d) =>
    readdirSync(join(UPSTREAM, d))
      .sort()
      .map((f) => `${d}/${f}`),
  );

describe("the release's examples and fixtures (test/fixtures/aix-upstream), read as AIX v1.4", () => {
  it("the table names every file there (none left out)", () => {
    expect(TABLE.map((r) => r.file).sort()).toEqual(allFixtures().sort());
    expect(TABLE.filter((r) => r.valid).length).toBeGreaterThanOrEqual(4);
  });

  for (const row of TABLE) {
    it(`${row.file}: ${row.valid ? "valid" : "invalid, on its real errors only"}`, () => {
      const c = checkAixFile(join(UPSTREAM, row.file), { version: "1.4", now: NOW });
      expect(c.report.valid).toBe(row.valid);
      const errors = [...new Set(c.diagnostics.errors.map((d) => `${d.code} ${d.pointer ?? ""}`))].sort();
      expect(errors).toEqual([...new Set(row.errors)].sort());
      // Each error says where: a line and column in the file.
      for (const d of c.diagnostics.errors) expect(d.line, `${d.code} ${d.pointer}`).toBeGreaterThan(0);
      const warnings = new Set(c.diagnostics.warnings.map((d) => d.code));
      for (const w of row.warnings) expect([...warnings]).toContain(w);
    });
  }

  it("the schema's verdict agrees with ajv's own compile of the schema (with formats), but where the reference's signing script writes what the schema rejects", () => {
    const Ajv2020 = (
      require("ajv/dist/2020.js") as {
        default: new (o: object) => {
          compile(
            s: object,
          ): ((d: unknown) => boolean) & { errors?: Array<{ instancePath: string; params: Record<string, unknown> }> };
        };
      }
    ).default;
    const addFormats = require("ajv-formats") as { default: (ajv: unknown) => void };
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats.default(ajv);
    const validate = ajv.compile(JSON.parse(readFileSync(AIX14_SCHEMA, "utf8")) as object);
    let agreeing = 0;
    for (const row of TABLE) {
      const doc = checkAixFile(join(UPSTREAM, row.file), NOW).source.doc!;
      const ok = validate(toPlain(doc));
      const onlyReference = (validate.errors ?? []).every(
        (e) => e.instancePath === "" && e.params.additionalProperty === "build_provenance",
      );
      if (ok) expect(row.valid, row.file).toBe(true);
      else if (onlyReference) expect(row.valid, row.file).toBe(true);
      else expect(row.valid, row.file).toBe(false);
      if (ok === row.valid) agreeing++;
    }
    expect(agreeing).toBeGreaterThanOrEqual(TABLE.length - 1);
  });
});

describe("the v1.4 checksum: the reference's canonical bytes, byte for byte", () => {
  it("for every fixture (YAML ones as agentc reads them)", async () => {
    const { canonicalizeForSigning } = await reference();
    for (const f of allFixtures()) {
      const doc = checkAixFile(join(UPSTREAM, f), NOW).source.doc!;
      expect(checksumInputV14(doc).equals(canonicalizeForSigning(toPlain(doc)).bytes), f).toBe(true);
    }
  });

  it("for random documents (security with checksum and signature among other fields)", async () => {
    const { canonicalizeForSigning } = await reference();
    const json = fc.jsonValue({ maxDepth: 3 });
    const docs = fc.record(
      {
        meta: fc.dictionary(fc.string(), json),
        extra: json,
        security: fc.record({ checksum: json, signature: json, capabilities: json }, { requiredKeys: [] }),
      },
      { requiredKeys: ["meta"] },
    );
    fc.assert(
      fc.property(docs, (d) => {
        const text = JSON.stringify(d);
        const ours = checksumInputV14(parseJson(text).value as JsonObject);
        return ours.equals(canonicalizeForSigning(JSON.parse(text)).bytes);
      }),
      { numRuns: 300 },
    );
  });

  it("a member named __proto__ is left out, as the reference leaves it out, and the document is refused (AIX-V14-UNCOVERED)", async () => {
    const { canonicalizeForSigning } = await reference();
    const text =
      '{"meta":{"format_version":"1.3.0","x":{"__proto__":{"a":1}}},"__proto__":[1],"security":{"checksum":{"algorithm":"sha256","value":"00"}}}';
    const ours = checksumInputV14(parseJson(text).value as JsonObject);
    expect(ours.toString()).toBe('{"meta":{"format_version":"1.3.0","x":{}},"security":{}}');
    expect(ours.equals(canonicalizeForSigning(JSON.parse(text)).bytes)).toBe(true);
    expect(
      checkAixText("p.json", text, NOW)
        .diagnostics.errors.filter((d) => d.code === "AIX-V14-UNCOVERED")
        .map((d) => d.pointer),
    ).toEqual(["/meta/x/__proto__", "/__proto__"]);
  });

  it("covers security.capabilities (v1.0's leaves the whole section out) and not the checksum or signature", () => {
    const doc = (caps: number, sig: string): JsonObject =>
      parseJson(
        JSON.stringify({
          meta: { format_version: "1.3.0" },
          security: {
            checksum: { algorithm: "sha256", value: "00" },
            signature: { value: sig },
            capabilities: { max_memory_mb: caps },
          },
        }),
      ).value as JsonObject;
    expect(computeChecksumV14(doc(1, "a"), "sha256")).toBe(computeChecksumV14(doc(1, "b"), "sha256"));
    expect(computeChecksumV14(doc(1, "a"), "sha256")).not.toBe(computeChecksumV14(doc(2, "a"), "sha256"));
  });
});

const ed25519 = (): { priv: string; pub: string } => {
  const k = generateKeyPairSync("ed25519");
  return {
    priv: k.privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    pub: k.publicKey.export({ type: "spki", format: "pem" }).toString(),
  };
};

describe("v1.4 signatures interoperate with the reference's signature.js", () => {
  it("agentc checksums and signs; the reference verifies; a tampered field fails both", async () => {
    const dir = tempDir();
    const file = join(dir, "m.aix.json");
    copyFileSync(join(UPSTREAM, "golden_manifests/medium-risk.aix.json"), file);
    const keys = ed25519();
    writeFileSync(join(dir, "k.key"), keys.priv);
    writeFileSync(join(dir, "k.pub"), keys.pub);
    expect((await agentcInProcess(["aix", "checksum", file, "--write"])).status).toBe(0);
    const s = await agentcInProcess(["aix", "sign", file, "--key", join(dir, "k.key")]);
    expect(s.status, s.stderr).toBe(0);
    const { verifyManifest } = await referenceSignature();
    const signed = JSON.parse(readFileSync(file, "utf8")) as {
      security: { signature: { algorithm: string } };
      persona: { role: string };
    };
    expect(signed.security.signature.algorithm).toBe("ed25519");
    expect(verifyManifest(signed, keys.pub)).toMatchObject({ ok: true, checksumValid: true, signatureValid: true });
    const v = await agentcInProcess(["aix", "verify", file, "--pubkey", join(dir, "k.pub")]);
    expect(v.status, v.stdout + v.stderr).toBe(0);
    expect(v.stdout).toContain("verified");
    signed.persona.role = "Attacker";
    expect(verifyManifest(signed, keys.pub)).toMatchObject({ ok: false, signatureValid: false });
    writeFileSync(file, JSON.stringify(signed, null, 2));
    const bad = checkAixFile(file, { now: NOW });
    expect(bad.diagnostics.errors.map((d) => `${d.code} ${d.pointer}`)).toEqual(
      expect.arrayContaining([
        "CHECKSUM_MISMATCH /security/checksum/value",
        "SIGNATURE_INVALID /security/signature/value",
      ]),
    );
  });

  it("the reference signs (with kid and build_provenance); agentc verifies with --pubkey and names what the schema would refuse", async () => {
    const { signManifest } = await referenceSignature();
    const keys = ed25519();
    const manifest = JSON.parse(readFileSync(join(UPSTREAM, "golden_manifests/saas-heavy.aix.json"), "utf8")) as {
      security: Record<string, unknown>;
    };
    const r = signManifest(manifest, keys.priv, "key-1");
    manifest.security.checksum = { algorithm: "sha256", value: r.checksum };
    manifest.security.signature = r.signature;
    const dir = tempDir();
    const file = join(dir, "signed.aix.json");
    writeFileSync(file, JSON.stringify(manifest, null, 2));
    writeFileSync(join(dir, "k.pub"), keys.pub);
    const c = checkAixFile(file, { now: NOW, trust: { pubkeys: [{ pem: keys.pub, source: "k.pub" }] } });
    expect(c.report.valid, JSON.stringify(c.report.errors)).toBe(true);
    expect(c.signature.state).toBe("trusted");
    expect(
      c.diagnostics.warnings
        .filter((d) => d.code === "AIX-V14-REFERENCE-ONLY")
        .map((d) => d.pointer)
        .sort(),
    ).toEqual(["/security/signature/algorithm", "/security/signature/kid"]);
    // A tampered builder_signature fails, as in the reference's verifier.
    const bp = manifest as unknown as { build_provenance?: Record<string, unknown> };
    expect(bp.build_provenance).toBeUndefined();
    // Without a key it cannot be checked (the reference's verifier needs --public-key too).
    expect(checkAixFile(file, { now: NOW }).diagnostics.warnings.map((d) => d.code)).toContain(
      "SIGNATURE_UNVERIFIABLE",
    );
  });
});

describe("v1.4 semantic checks beyond the schema", () => {
  const base = minimalV14Agent;
  const check = (d: Record<string, unknown>) => checkAixText("a.aix.json", withV14Checksum(d), NOW);

  it("a minimal v1.4 agent with a real checksum is valid, the checksum verified", () => {
    const c = check(base());
    expect(c.report.valid, JSON.stringify(c.report.errors)).toBe(true);
    expect(c.report.info.map((i) => i.code)).toContain("CHECKSUM_VALID");
    expect(c.report.warnings).toEqual([]);
  });

  it("versions the release does not know, or that disagree, are AIX-V14-VERSION warnings", () => {
    const d = base();
    (d as { aix_version?: string }).aix_version = "1.4.0";
    const c = check(d);
    expect(c.diagnostics.warnings.map((w) => `${w.code} ${w.pointer}`)).toEqual([
      "AIX-V14-VERSION /meta/format_version",
    ]);
    (d.meta as Record<string, string>).format_version = "9.9";
    expect(check(d).diagnostics.warnings.map((w) => `${w.code} ${w.pointer}`)).toContain(
      "AIX-V14-VERSION /meta/format_version",
    );
  });

  it("an identity that expires before it is issued is an error; meta.id that is no DID or UUID, a warning", () => {
    const d = base();
    (d.identity_layer as Record<string, string>).expiresAt = "2025-01-01T00:00:00Z";
    (d.meta as Record<string, string>).id = "agent-1";
    const c = check(d);
    expect(c.diagnostics.errors.map((e) => `${e.code} ${e.pointer}`)).toEqual([
      "AIX-V14-IDENTITY /identity_layer/expiresAt",
    ]);
    expect(c.diagnostics.warnings.map((e) => `${e.code} ${e.pointer}`)).toEqual(
      expect.arrayContaining(["AIX-V14-SPEC-STRICTER /meta/id", "AIX-V14-IDENTITY /identity_layer/expiresAt"]),
    );
  });

  it("a checksum made with AIX v1.0's method is recognised as such (CHECKSUM_LEGACY), a wrong one is CHECKSUM_MISMATCH", () => {
    const text = JSON.stringify(base());
    const doc = parseJson(text).value as JsonObject;
    const legacy = checkAixText(
      "a.json",
      text.replace('"value":"00"', `"value":"${computeChecksum(doc, "sha256")}"`),
      NOW,
    );
    expect(legacy.diagnostics.warnings.map((w) => w.code)).toEqual(["CHECKSUM_LEGACY"]);
    const wrong = checkAixText("a.json", text.replace('"value":"00"', `"value":"${"ab".repeat(32)}"`), NOW);
    expect(wrong.diagnostics.errors.map((e) => e.code)).toEqual(["CHECKSUM_MISMATCH"]);
  });

  it("`aix validate --aix-version 1.4` reads an undeclared file as v1.4; without it the same file is v1.0", async () => {
    const file = join(UPSTREAM, "examples/persona-agent.aix");
    expect(existsSync(file)).toBe(true);
    const codes = (r: { stdout: string }): string[] =>
      (JSON.parse(r.stdout) as { diagnostics: Array<{ code: string }> }).diagnostics.map((d) => d.code);
    const v14 = await agentcInProcess(["aix", "validate", file, "--aix-version", "1.4", "--json"]);
    expect(codes(v14)).toContain("AIX-V14-SCHEMA");
    expect(codes(v14)).not.toContain("UNKNOWN_SECTION");
    const v10 = await agentcInProcess(["aix", "validate", file, "--json"]);
    expect(codes(v10)).toContain("UNKNOWN_SECTION");
    expect(codes(v10)).not.toContain("AIX-V14-SCHEMA");
    // A file that declares 1.3.0 is v1.4 without the flag.
    expect(
      (await agentcInProcess(["aix", "validate", join(UPSTREAM, "golden_manifests/medium-risk.aix.json")])).status,
    ).toBe(0);
  });
});

describe("lowering to AIX v1.4 (convert --to aix --aix-version 1.4)", () => {
  it("writes what the release's schema (ajv, with formats) accepts, with the reference's checksum, and reads back as v1.4, valid", async () => {
    const dir = tempDir();
    const pkg = join(dir, "s.uaix");
    await convertPath(join(repoRoot, "examples/support-agent.aix"), { to: "uaix", output: pkg });
    const out = join(dir, "a.aix.yaml");
    const r = await convertPath(pkg, { to: "aix", output: out, aixVersion: "1.4" });
    expect(r.passes.map((p) => p.name)).toContain("aix.validate-output");
    const text = readFileSync(out, "utf8");
    const doc = readAixText(out, text).doc!;
    expect(aixProfileOf(doc)).toBe("1.4");
    const plain = toPlain(doc) as {
      meta: { format_version: string; id: string };
      identity_layer: { id: string; authority: string };
      security: { checksum: { value: string } };
    };
    expect(plain.meta.format_version).toBe("1.3.0");
    expect(plain.identity_layer).toMatchObject({
      id: `did:axiom:axiomid.app:${plain.meta.id}`,
      authority: "axiomid.app",
    });
    const Ajv2020 = (
      require("ajv/dist/2020.js") as { default: new (o: object) => { compile(s: object): (d: unknown) => boolean } }
    ).default;
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    (require("ajv-formats") as { default: (ajv: unknown) => void }).default(ajv);
    expect(ajv.compile(JSON.parse(readFileSync(AIX14_SCHEMA, "utf8")) as object)(plain)).toBe(true);
    const { canonicalizeForSigning } = await reference();
    const { createHash } = await import("node:crypto");
    expect(plain.security.checksum.value).toBe(
      createHash("sha256").update(canonicalizeForSigning(plain).bytes).digest("hex"),
    );
    const c = checkAixFile(out, NOW);
    expect(c.report.valid, JSON.stringify(c.report.errors)).toBe(true);
    expect(c.report.warnings).toEqual([]);
    // Without the flag, the same conversion writes v1.0, as before.
    const v10 = join(dir, "b.aix.yaml");
    await convertPath(pkg, { to: "aix", output: v10 });
    expect(aixProfileOf(readAixText(v10, readFileSync(v10, "utf8")).doc!)).toBe("1.0");
  });

  it("an AIX file is not converted between versions: AIX-VERSION, nothing written; its own version re-emits", async () => {
    const dir = tempDir();
    const out = join(dir, "x.aix.yaml");
    const err = await convertPath(join(repoRoot, "examples/support-agent.aix"), {
      to: "aix",
      output: out,
      aixVersion: "1.4",
    }).catch((e: unknown) => e as { code: string; diagnostics: Array<{ code: string }> });
    expect(err).toMatchObject({ code: "AGC-CONVERT-INPUT" });
    expect((err as { diagnostics: Array<{ code: string }> }).diagnostics.map((d) => d.code)).toContain("AIX-VERSION");
    expect(existsSync(out)).toBe(false);
    const same = await convertPath(join(UPSTREAM, "golden_manifests/medium-risk.aix.json"), {
      to: "aix",
      output: out,
      aixVersion: "1.4",
      syntax: "json",
    });
    expect(existsSync(same.output)).toBe(true);
  });
});

describe("raising an AIX v1.4 agent to core", () => {
  it("keeps what v1.0 keeps; the new fields go to the ledger by JSON pointer, the checksum and signature regenerated", async () => {
    const dir = tempDir();
    const r = await convertPath(join(UPSTREAM, "golden_manifests/high-risk-infra.aix.json"), {
      to: "uaix",
      output: join(dir, "p.uaix"),
    });
    const byPointer = new Map(r.ledger.entries.map((e) => [e.pointer, e]));
    for (const p of ["/meta/format_version", "/identity_layer", "/build_provenance", "/security/checksum"])
      expect([...byPointer.keys()], p).toContain(p);
    expect(byPointer.get("/security/checksum")?.regenerated).toBe(true);
    expect(byPointer.get("/identity_layer")?.regenerated).toBeFalsy();
    // Located in the source: the ledger says where each lost field was written.
    expect(byPointer.get("/identity_layer")?.line).toBeGreaterThan(0);
  });
});

describe("build_provenance of a signed v1.4 manifest, as the reference's verifier checks it", () => {
  it("a builder_signature by the manifest's key verifies; a forged one, or none at SLSA level 2, fails", async () => {
    const { signManifest, verifyManifest } = await referenceSignature();
    const { signBuildProvenance } = (await import(join(UPSTREAM, "reference/signature.js"))) as {
      signBuildProvenance(d: unknown, k: string): string;
    };
    const keys = ed25519();
    const make = (prov: Record<string, unknown>): { manifest: Record<string, unknown>; ref: boolean } => {
      const manifest = JSON.parse(
        readFileSync(join(UPSTREAM, "golden_manifests/medium-risk.aix.json"), "utf8"),
      ) as Record<string, unknown> & { security: Record<string, unknown> };
      manifest.build_provenance = prov;
      const r = signManifest(manifest, keys.priv);
      manifest.security.checksum = { algorithm: "sha256", value: r.checksum };
      manifest.security.signature = { ...r.signature, public_key: keys.pub };
      return { manifest, ref: verifyManifest(manifest, keys.pub).ok };
    };
    const data = {
      builder: "ci",
      source_commit: "abc",
      source_repo: "https://example.com/r",
      build_timestamp: "2026-01-01T00:00:00Z",
    };
    const cases = [
      {
        prov: { ...data, builder_signature: signBuildProvenance(data, keys.priv), slsa_level: 2 },
        errors: [] as string[],
      },
      {
        prov: {
          ...data,
          builder_signature: signBuildProvenance({ ...data, builder: "other" }, keys.priv),
          slsa_level: 2,
        },
        errors: ["SIGNATURE_INVALID /build_provenance/builder_signature"],
      },
      { prov: { ...data, slsa_level: 2 }, errors: ["SIGNATURE_REQUIRED /build_provenance"] },
    ];
    for (const c of cases) {
      const { manifest, ref } = make(c.prov);
      const check = checkAixText("m.aix.json", JSON.stringify(manifest), NOW);
      expect(check.diagnostics.errors.map((d) => `${d.code} ${d.pointer}`)).toEqual(c.errors);
      // The reference's verdict is the same.
      expect(ref).toBe(c.errors.length === 0);
    }
  });
});
