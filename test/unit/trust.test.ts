/**
 * Signature trust states (trusted / untrusted / invalid / absent) for UAIX and AIX: a package or agent
 * signed by a stranger is untrusted and fails --require-signature; with the signer's --pubkey (or its key
 * in a --trust directory) it is trusted; with another key's --pubkey it fails. Fingerprints are checked
 * against an independent computation (sha256 of the SPKI DER, via node:crypto directly).
 */
import { createHash, createPublicKey, generateKeyPairSync } from "node:crypto";
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { packDirectory } from "../../src/formats/uaix/pack.js";
import { verifyUaixPackage } from "../../src/formats/uaix/verify-package.js";
import { checkAixText } from "../../src/formats/aix/check-file.js";
import { computeChecksum } from "../../ir/dialects/aix/checksum.js";
import { signChecksum } from "../../ir/dialects/aix/signature.js";
import { readAixText } from "../../src/formats/aix/read-agent.js";
import { agentcInProcess } from "../support/cli.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";
import { packageDir } from "../support/uaix-fixture.js";

interface Pair {
  key: string;
  pub: string;
  fingerprint: string;
}

function pair(type: "ed25519" | "rsa" = "ed25519"): Pair {
  const p = type === "rsa" ? generateKeyPairSync("rsa", { modulusLength: 2048 }) : generateKeyPairSync("ed25519");
  const pub = p.publicKey.export({ type: "spki", format: "pem" }).toString();
  const der = createPublicKey(pub).export({ type: "spki", format: "der" });
  return {
    key: p.privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    pub,
    fingerprint: `sha256:${createHash("sha256").update(der).digest("hex")}`,
  };
}

const signer = pair();
const stranger = pair();
const trusted = (pem: string) => [{ pem, source: "test key" }];

describe("UAIX trust states", () => {
  let signed: string;
  let unsigned: string;
  beforeAll(async () => {
    const dir = packageDir(["persona_profile"]);
    signed = join(tempDir(), "signed.uaix");
    unsigned = join(tempDir(), "unsigned.uaix");
    await packDirectory(dir, signed, { scopes: ["persona_profile"], signKey: signer.key });
    await packDirectory(dir, unsigned, { scopes: ["persona_profile"] });
  });

  it("a package signed by a stranger is untrusted, and fails --require-signature", async () => {
    const v = await verifyUaixPackage(signed);
    expect(v.signature).toMatchObject({ state: "untrusted", fingerprint: signer.fingerprint, algorithm: "Ed25519" });
    expect(v.verdict).toBe("accept");
    const required = await verifyUaixPackage(signed, { requireSignature: true });
    expect(required.signature.state).toBe("untrusted");
    expect(required.verdict).toBe("no-op");
    expect(required.reasons).toContain("signature_invalid");
  });

  it("with the signer's --pubkey (or its key in --trust) it is trusted and passes --require-signature", async () => {
    const v = await verifyUaixPackage(signed, { pubkey: signer.pub, requireSignature: true });
    expect(v.signature).toMatchObject({ state: "trusted", fingerprint: signer.fingerprint });
    expect(v.verdict).toBe("accept");
    const dir = await verifyUaixPackage(signed, { trust: { trusted: trusted(signer.pub), requireSignature: true } });
    expect(dir.signature.state).toBe("trusted");
    expect(dir.verdict).toBe("accept");
  });

  it("with another key's --pubkey it fails (invalid)", async () => {
    const v = await verifyUaixPackage(signed, { pubkey: stranger.pub });
    expect(v.signature.state).toBe("invalid");
    expect(v.verdict).toBe("no-op");
    // A trust directory that does not hold the signer's key only leaves it untrusted.
    const other = await verifyUaixPackage(signed, { trust: { trusted: trusted(stranger.pub) } });
    expect(other.signature.state).toBe("untrusted");
  });

  it("absent: fails only when a signature is required or --pubkey names a signer", async () => {
    expect((await verifyUaixPackage(unsigned)).signature.state).toBe("absent");
    expect((await verifyUaixPackage(unsigned)).verdict).toBe("accept");
    expect((await verifyUaixPackage(unsigned, { requireSignature: true })).verdict).toBe("no-op");
    expect((await verifyUaixPackage(unsigned, { pubkey: signer.pub })).verdict).toBe("no-op");
  });

  it("invalid: a signature that does not match the manifest", async () => {
    const bytes = readFileSync(signed);
    const comment = bytes.subarray(bytes.lastIndexOf(Buffer.from('"sig":"')) + 7);
    comment[0] = comment[0] === 0x41 ? 0x42 : 0x41; // change the first base64 character of the signature
    const tampered = join(tempDir(), "tampered.uaix");
    writeFileSync(tampered, bytes);
    const v = await verifyUaixPackage(tampered);
    expect(v.signature.state).toBe("invalid");
    expect(v.verdict).toBe("no-op");
  });

  it("the CLI says which state, in words and in --json (result.signature.state, fingerprint)", async () => {
    const d = tempDir();
    writeFileSync(join(d, "signer.pub"), signer.pub);
    writeFileSync(join(d, "other.pub"), stranger.pub);
    mkdirSync(join(d, "trust"));
    copyFileSync(join(d, "signer.pub"), join(d, "trust", "signer.pem"));
    const text = await agentcInProcess(["uaix", "verify", signed]);
    expect(text.status).toBe(0);
    expect(text.stdout).toContain("signature: untrusted");
    const strict = await agentcInProcess(["--json", "uaix", "verify", signed, "--require-signature"]);
    expect(strict.status).toBe(1);
    expect(JSON.parse(strict.stdout).result.signature).toMatchObject({
      state: "untrusted",
      fingerprint: signer.fingerprint,
    });
    const good = await agentcInProcess([
      "--json",
      "uaix",
      "verify",
      signed,
      "--pubkey",
      join(d, "signer.pub"),
      "--require-signature",
    ]);
    expect(good.status, good.stdout).toBe(0);
    expect(JSON.parse(good.stdout).result.signature).toMatchObject({
      state: "trusted",
      fingerprint: signer.fingerprint,
    });
    const viaDir = await agentcInProcess([
      "uaix",
      "verify",
      signed,
      "--trust",
      join(d, "trust"),
      "--require-signature",
    ]);
    expect(viaDir.status).toBe(0);
    expect(viaDir.stdout).toContain("signature: trusted");
    const wrong = await agentcInProcess(["--json", "uaix", "verify", signed, "--pubkey", join(d, "other.pub")]);
    expect(wrong.status).toBe(1);
    expect(JSON.parse(wrong.stdout).result.signature.state).toBe("invalid");
    // Unpack (the import path) applies the same rule: nothing is extracted from an untrusted package when a signature is required.
    const out = join(d, "out");
    expect((await agentcInProcess(["uaix", "unpack", signed, out, "--require-signature"])).status).toBe(1);
    expect(
      (await agentcInProcess(["uaix", "unpack", signed, out, "--pubkey", join(d, "signer.pub"), "--require-signature"]))
        .status,
    ).toBe(0);
  });

  it("refuses an RSA key for --sign as a usage error (exit 2): the format defines Ed25519 only", async () => {
    const d = tempDir();
    writeFileSync(join(d, "rsa.key"), pair("rsa").key);
    const r = await agentcInProcess([
      "--json",
      "uaix",
      "pack",
      packageDir(["persona_profile"]),
      "-o",
      join(d, "p.uaix"),
      "--scope",
      "persona_profile",
      "--sign",
      join(d, "rsa.key"),
    ]);
    expect(r.status).toBe(2);
    const out = JSON.parse(r.stdout);
    expect(out.diagnostics[0]).toMatchObject({ code: "AGC-USAGE" });
    expect(out.diagnostics[0].message).toMatch(/Ed25519 only.*RSA/);
  });
});

describe("AIX trust states", () => {
  const base = readFileSync(join(repoRoot, "examples/support-agent.aix"), "utf8");
  /** The example agent signed with `key` (checksum and signature computed here, not by the CLI). */
  function signedText(key: string): string {
    const doc = readAixText("a.aix", base).doc!;
    const checksum = computeChecksum(doc, "sha256");
    const sig = signChecksum(checksum, key);
    return `${base.trimEnd()}\n  signature:\n    algorithm: ${sig.algorithm}\n    value: "${sig.value}"\n    public_key: ${JSON.stringify(sig.publicKeyPem)}\n`;
  }
  const text = signedText(signer.key);
  const check = (options: Parameters<typeof checkAixText>[2]) => checkAixText("a.aix", text, options);

  it("untrusted without a key; fails --require-signature", () => {
    const c = check({});
    expect(c.report.valid).toBe(true);
    expect(c.signature).toMatchObject({ state: "untrusted", fingerprint: signer.fingerprint });
    const r = check({ trust: { requireSignature: true } });
    expect(r.report.valid).toBe(false);
    expect(r.report.errors.map((e) => e.code)).toEqual(["SIGNATURE_UNTRUSTED"]);
  });

  it("trusted with the signer's --pubkey or --trust key", () => {
    const c = check({ trust: { pubkeys: trusted(signer.pub), requireSignature: true } });
    expect(c.report.valid).toBe(true);
    expect(c.signature.state).toBe("trusted");
    expect(check({ trust: { trusted: trusted(signer.pub), requireSignature: true } }).signature.state).toBe("trusted");
  });

  it("another key's --pubkey fails", () => {
    const c = check({ trust: { pubkeys: trusted(stranger.pub) } });
    expect(c.report.valid).toBe(false);
    expect(c.signature.state).toBe("invalid");
    expect(c.report.errors.map((e) => e.code)).toEqual(["SIGNATURE_KEY_MISMATCH"]);
  });

  it("invalid when the signature does not verify; absent when there is none", () => {
    const other = signedText(stranger.key).match(/value: "([^"]+)"\n    public_key/)![1]!;
    const forged = text.replace(/value: "[^"]+"\n    public_key/, `value: "${other}"\n    public_key`);
    const f = checkAixText("a.aix", forged);
    expect(f.signature.state).toBe("invalid");
    expect(f.report.errors.map((e) => e.code)).toContain("SIGNATURE_INVALID");
    const a = checkAixText("a.aix", base);
    expect(a.signature.state).toBe("absent");
    expect(a.report.valid).toBe(true);
    expect(checkAixText("a.aix", base, { trust: { requireSignature: true } }).report.errors.map((e) => e.code)).toEqual(
      ["SIGNATURE_REQUIRED"],
    );
  });

  it("aix verify and aix validate report the state through the CLI", async () => {
    const d = tempDir();
    const file = join(d, "a.aix");
    writeFileSync(file, text);
    writeFileSync(join(d, "signer.pub"), signer.pub);
    writeFileSync(join(d, "other.pub"), stranger.pub);
    const v = await agentcInProcess(["--json", "aix", "verify", file, "--require-signature"]);
    expect(v.status).toBe(1);
    expect(JSON.parse(v.stdout).result.signature).toMatchObject({
      state: "untrusted",
      fingerprint: signer.fingerprint,
    });
    const ok = await agentcInProcess(["aix", "verify", file, "--pubkey", join(d, "signer.pub"), "--require-signature"]);
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toContain("signature: trusted");
    expect((await agentcInProcess(["aix", "validate", file, "--pubkey", join(d, "other.pub")])).status).toBe(1);
  });

  it("aix sign keeps comments and key order, and re-signing replaces the block", async () => {
    const d = tempDir();
    const file = join(d, "a.aix");
    writeFileSync(file, base.replace("security:\n", "# who may do what\nsecurity:\n  # computed by agentc\n"));
    writeFileSync(join(d, "k.key"), signer.key);
    writeFileSync(join(d, "k2.key"), stranger.key);
    const s = await agentcInProcess([
      "aix",
      "sign",
      file,
      "--key",
      join(d, "k.key"),
      "--timestamp",
      "2026-01-01T00:00:00Z",
    ]);
    expect(s.status, s.stderr).toBe(0);
    expect(s.stdout).toContain("comments kept");
    const once = readFileSync(file, "utf8");
    expect(once).toContain("# who may do what\nsecurity:\n  # computed by agentc\n  checksum:");
    expect(once.indexOf("checksum:")).toBeLessThan(once.indexOf("capabilities:"));
    expect(once.indexOf("capabilities:")).toBeLessThan(once.indexOf("signature:"));
    expect(
      (await agentcInProcess(["aix", "sign", file, "--key", join(d, "k2.key"), "--timestamp", "2026-01-02T00:00:00Z"]))
        .status,
    ).toBe(0);
    const twice = readFileSync(file, "utf8");
    expect(twice.match(/signature:/g)).toHaveLength(1);
    expect(twice).toContain("# computed by agentc");
    expect(checkAixText(file, twice).signature).toMatchObject({
      state: "untrusted",
      fingerprint: stranger.fingerprint,
    });
  });
});
