/**
 * Issue 36, item 5: the verdicts of `aix verify` are exact, and what is read is never silently
 * altered. "Verified" appears only beside a key the user vouched for (a forged signer name is
 * reported as claimed); a signing time in the future is FUTURE_TIMESTAMP, as under `aix validate`;
 * the fields the signature does not cover are named (SIGNATURE_SCOPE: the AIX specification signs
 * the checksum, which leaves the security section out, capabilities included); a --pubkey or
 * --trust file holding several keys uses them all; rule and agent files that are not UTF-8 are read
 * with a warning (RULES-ENCODING), and a skipped link is a warning.
 * The CLI runs in this process (test/support/cli.ts `agentcInProcess`, which sets the working directory
 * for the run); cli-contract.test.ts spawns it for exit codes.
 */
import { createHash, createPublicKey, generateKeyPairSync } from "node:crypto";
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkAixText } from "../../src/formats/aix/check-file.js";
import { computeChecksum } from "../../ir/dialects/aix/checksum.js";
import { signChecksum } from "../../ir/dialects/aix/signature.js";
import { readAixText } from "../../src/formats/aix/read-agent.js";
import { expandTrustedKeys, judgeSignature } from "../../ir/signing/trust.js";
import { decodeRuleText } from "../../src/formats/rules/decode-text.js";
import { agentcInProcess } from "../support/cli.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

interface Pair {
  key: string;
  pub: string;
  fingerprint: string;
}

function pair(): Pair {
  const p = generateKeyPairSync("ed25519");
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
const base = readFileSync(join(repoRoot, "examples/support-agent.aix"), "utf8");

/** The example agent signed with `key`, with the given signer name and time, and with or without its public key. */
function signedText(key: string, extra: { signer?: string; timestamp?: string; withKey?: boolean } = {}): string {
  const doc = readAixText("a.aix", base).doc!;
  const sig = signChecksum(computeChecksum(doc, "sha256"), key);
  return `${base.trimEnd()}\n  signature:\n    algorithm: ${sig.algorithm}\n    value: "${sig.value}"\n${extra.withKey === false ? "" : `    public_key: ${JSON.stringify(sig.publicKeyPem)}\n`}${extra.signer ? `    signer: ${JSON.stringify(extra.signer)}\n` : ""}${extra.timestamp ? `    timestamp: "${extra.timestamp}"\n` : ""}`;
}

function write(text: string): { dir: string; file: string } {
  const dir = tempDir();
  const file = join(dir, "a.aix");
  writeFileSync(file, text);
  return { dir, file };
}

const json = (stdout: string) =>
  JSON.parse(stdout) as {
    ok: boolean;
    exitCode: number;
    diagnostics: Array<{ code: string; severity: string; message: string; pointer?: string }>;
    result: Record<string, unknown> & { signature: { state: string; trustedBy: string | null } };
  };

describe("aix verify: 'verified' only beside a trusted signer", () => {
  it("a forged signer name with a stranger's key is claimed, not verified", async () => {
    const { file } = write(
      signedText(stranger.key, { signer: "release-team@example.com", timestamp: "2026-01-01T00:00:00Z" }),
    );
    const t = await agentcInProcess(["aix", "verify", file]);
    expect(t.status, t.stderr).toBe(0);
    expect(t.stdout).toContain("a.aix: checksum verified, signer not verified");
    expect(t.stdout).toContain('signer "release-team@example.com" is claimed, not verified');
    // The word "verified" never stands beside the signer's name without "not".
    for (const line of t.stdout.split("\n").filter((l) => l.includes("release-team")))
      expect(line).not.toMatch(/signature verified/);
    const j = json((await agentcInProcess(["--json", "aix", "verify", file])).stdout);
    expect(j.result).toMatchObject({
      ok: true,
      verdict: "signer not verified",
      signerVerified: false,
      signer: "release-team@example.com",
    });
    expect(j.result.signature.state).toBe("untrusted");
  });

  it("with the signer's --pubkey it is verified, and the name is still called a claim (the signature does not cover it)", async () => {
    const { dir, file } = write(
      signedText(signer.key, { signer: "me@example.com", timestamp: "2026-01-01T00:00:00Z" }),
    );
    writeFileSync(join(dir, "signer.pub"), signer.pub);
    const t = await agentcInProcess(["aix", "verify", file, "--pubkey", join(dir, "signer.pub")]);
    expect(t.status, t.stderr).toBe(0);
    expect(t.stdout.split("\n")[0]).toBe(`${file}: verified`);
    expect(t.stdout).toContain(
      `signature verified (Ed25519) with ${signer.fingerprint}, a key you vouched for (${join(dir, "signer.pub")}); signer "me@example.com" is claimed, not verified`,
    );
    const j = json(
      (await agentcInProcess(["--json", "aix", "verify", file, "--pubkey", join(dir, "signer.pub")])).stdout,
    );
    expect(j.result).toMatchObject({ verdict: "verified", signerVerified: true });
  });

  it("a signature the tool cannot check (no public key, no --pubkey) is not 'verified' either", async () => {
    const { file } = write(signedText(signer.key, { withKey: false }));
    const j = json((await agentcInProcess(["--json", "aix", "verify", file])).stdout);
    expect(j.result).toMatchObject({ verdict: "signer not verified", signerVerified: false });
    expect(j.diagnostics.map((d) => d.code)).toContain("SIGNATURE_UNVERIFIABLE");
  });

  it("an unsigned agent with a valid checksum stays 'verified' (there is no signer to claim)", async () => {
    const { file } = write(base);
    const j = json((await agentcInProcess(["--json", "aix", "verify", file])).stdout);
    expect(j.result).toMatchObject({ verdict: "verified", signerVerified: false, notCovered: [] });
    expect(j.diagnostics.map((d) => d.code)).not.toContain("SIGNATURE_SCOPE");
  });
});

describe("aix verify flags a signing time in the future, as aix validate does", () => {
  it("2099 is FUTURE_TIMESTAMP, an error: exit 1 and FAILED", async () => {
    const { file } = write(signedText(signer.key, { timestamp: "2099-01-01T00:00:00Z" }));
    const v = await agentcInProcess(["--json", "aix", "verify", file]);
    expect(v.status).toBe(1);
    const j = json(v.stdout);
    const future = j.diagnostics.find((d) => d.code === "FUTURE_TIMESTAMP");
    expect(future).toMatchObject({ severity: "error", pointer: "/security/signature/timestamp" });
    expect(j.result).toMatchObject({ ok: false, verdict: "FAILED" });
    // The same check and code as aix validate.
    const val = json((await agentcInProcess(["--json", "aix", "validate", file])).stdout);
    expect(val.diagnostics.find((d) => d.code === "FUTURE_TIMESTAMP")).toMatchObject({
      severity: "error",
      pointer: "/security/signature/timestamp",
      message: future!.message,
    });
  });
});

describe("aix verify names what the signature does not cover", () => {
  it("security.capabilities, the signer and the time are named (SIGNATURE_SCOPE), and widening capabilities after signing still verifies", async () => {
    const text = signedText(signer.key, { signer: "me@example.com", timestamp: "2026-01-01T00:00:00Z" });
    const { dir, file } = write(text);
    writeFileSync(join(dir, "signer.pub"), signer.pub);
    const j = json(
      (await agentcInProcess(["--json", "aix", "verify", file, "--pubkey", join(dir, "signer.pub")])).stdout,
    );
    const scope = j.diagnostics.find((d) => d.code === "SIGNATURE_SCOPE");
    expect(scope?.severity).toBe("warning");
    expect(scope?.message).toContain("security.capabilities, security.signature.signer, security.signature.timestamp");
    expect(j.result.notCovered).toEqual([
      "security.capabilities",
      "security.signature.signer",
      "security.signature.timestamp",
    ]);
    // What the specification defines, and agentc follows: capabilities widened after signing still verify as trusted,
    // and the warning is what says so.
    const widened = text.replace(
      'allowed_operations: ["call_apis", "use_tools"]',
      'allowed_operations: ["call_apis", "use_tools", "execute_code", "write_files"]',
    );
    expect(widened).not.toBe(text);
    writeFileSync(file, widened);
    const w = await agentcInProcess(["--json", "aix", "verify", file, "--pubkey", join(dir, "signer.pub")]);
    expect(w.status).toBe(0);
    expect(json(w.stdout).result.signature.state).toBe("trusted");
    expect(json(w.stdout).diagnostics.map((d) => d.code)).toContain("SIGNATURE_SCOPE");
    // --strict makes the warning a failure, for those who need every field covered.
    expect(
      (await agentcInProcess(["--strict", "aix", "verify", file, "--pubkey", join(dir, "signer.pub")])).status,
    ).toBe(1);
  });

  it("changing a covered section still breaks it", async () => {
    const { file } = write(signedText(signer.key).replace("Answers product questions", "Answers questions"));
    expect((await agentcInProcess(["aix", "verify", file])).status).toBe(1);
  });
});

describe("a key file holding several keys: every key is used", () => {
  const ring = `${stranger.pub}${signer.pub}`;

  it("expandTrustedKeys splits a keyring into its keys, each named", async () => {
    const keys = expandTrustedKeys([{ pem: ring, source: "ring.pem" }]);
    expect(keys.map((k) => k.source)).toEqual(["ring.pem (key 1 of 2)", "ring.pem (key 2 of 2)"]);
    expect(expandTrustedKeys([{ pem: signer.pub, source: "one.pem" }])).toEqual([
      { pem: signer.pub, source: "one.pem" },
    ]);
  });

  it("judgeSignature (UAIX packages and attestations too) trusts a key anywhere in a keyring, and a key in none is still invalid", async () => {
    expect(judgeSignature(true, signer.pub, "Ed25519", { pubkeys: [{ pem: ring, source: "ring.pem" }] })).toMatchObject(
      { state: "trusted", trustedBy: "ring.pem (key 2 of 2)" },
    );
    expect(judgeSignature(true, signer.pub, "Ed25519", { trusted: [{ pem: ring, source: "ring.pem" }] }).state).toBe(
      "trusted",
    );
    expect(judgeSignature(true, pair().pub, "Ed25519", { pubkeys: [{ pem: ring, source: "ring.pem" }] }).state).toBe(
      "invalid",
    );
  });

  it("--trust <dir> with a file of two keys trusts the signer named second (it used only the first)", async () => {
    const { dir, file } = write(signedText(signer.key));
    mkdirSync(join(dir, "keys"));
    writeFileSync(join(dir, "keys", "ring.pem"), ring);
    const j = json(
      (await agentcInProcess(["--json", "aix", "verify", file, "--trust", join(dir, "keys"), "--require-signature"]))
        .stdout,
    );
    expect(j.result.signature).toMatchObject({
      state: "trusted",
      trustedBy: `${join(dir, "keys", "ring.pem")} (key 2 of 2)`,
    });
  });

  it("--pubkey with a file of two keys: a signature by either is trusted; a signature with no public key is checked against both", async () => {
    const { dir, file } = write(signedText(signer.key));
    writeFileSync(join(dir, "ring.pem"), ring);
    const r = await agentcInProcess(["--json", "aix", "verify", file, "--pubkey", join(dir, "ring.pem")]);
    expect(r.status, r.stdout).toBe(0);
    expect(json(r.stdout).result.signature.state).toBe("trusted");
    writeFileSync(file, signedText(signer.key, { withKey: false }));
    const bare = await agentcInProcess(["--json", "aix", "verify", file, "--pubkey", join(dir, "ring.pem")]);
    expect(bare.status, bare.stdout).toBe(0);
    expect(json(bare.stdout).result.signature.state).toBe("trusted");
    // In-process too (the library's trust options).
    expect(
      checkAixText("a.aix", signedText(signer.key), { trust: { trusted: [{ pem: ring, source: "ring" }] } }).signature
        .state,
    ).toBe("trusted");
  });
});

describe("replaced bytes and skipped links are warnings", () => {
  it("decodeRuleText keeps valid UTF-8 silent and warns on replaced bytes, naming where", async () => {
    expect(decodeRuleText(Buffer.from("héllo\n", "utf8"), "AGENTS.md")).toEqual({ text: "héllo\n", diagnostics: [] });
    const bad = decodeRuleText(
      Buffer.concat([Buffer.from("# Rules\nuse caf", "utf8"), Buffer.from([0xe9]), Buffer.from("\n", "utf8")]),
      "AGENTS.md",
    );
    expect(bad.text).toBe("# Rules\nuse caf\uFFFD\n");
    expect(bad.diagnostics).toEqual([
      expect.objectContaining({ code: "RULES-ENCODING", severity: "warning", file: "AGENTS.md", line: 2 }),
    ]);
    expect(bad.diagnostics[0]!.message).toContain("offset 15");
  });

  it("import of a repository whose AGENTS.md is Latin-1 warns RULES-ENCODING; a link leading outside is named", async () => {
    const repo = tempDir();
    const outside = tempDir();
    writeFileSync(
      join(repo, "AGENTS.md"),
      Buffer.concat([
        Buffer.from("# Rules\n\n- Write caf", "utf8"),
        Buffer.from([0xe9]),
        Buffer.from(" with an accent.\n", "utf8"),
      ]),
    );
    writeFileSync(join(outside, "CLAUDE.md"), "# Outside\n\n- A rule from elsewhere.\n");
    symlinkSync(join(outside, "CLAUDE.md"), join(repo, "CLAUDE.md"));
    const r = await agentcInProcess(["--json", "import", "."], { cwd: repo });
    const j = json(r.stdout);
    const enc = j.diagnostics.find((d) => d.code === "RULES-ENCODING");
    expect(enc?.severity, r.stdout).toBe("warning");
    expect(enc?.message).toContain("AGENTS.md is not valid UTF-8");
    const link = j.diagnostics.find(
      (d) => d.message.includes("CLAUDE.md") && (d.code === "RULES-LINK-OUTSIDE" || d.code === "RULES-SKIPPED"),
    );
    expect(link?.severity, r.stdout).toBe("warning");
    expect((await agentcInProcess(["--strict", "import", "."], { cwd: tempCopy(repo) })).status).toBe(1);
  });
});

/** A fresh copy of a repository's AGENTS.md only (import writes into the repository). */
function tempCopy(repo: string): string {
  const d = tempDir();
  writeFileSync(join(d, "AGENTS.md"), readFileSync(join(repo, "AGENTS.md")));
  return d;
}
