/** `agentc aegx attest` / `verify-attestation`: in-toto Statements about bundles, in DSSE envelopes. */
import { generateKeyPairSync, verify, createPublicKey } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sessionsToBundle } from "../../src/pipeline/sessions.js";
import { pae, PREDICATE_TYPE } from "../../src/pipeline/attest.js";
import { agentcInProcess } from "../support/cli.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

const LOG = join(repoRoot, "test/fixtures/sessions/claude/agent-history-rejection.jsonl");

function keys(dir: string, name: string): { key: string; pub: string } {
  const { privateKey, publicKey } = generateKeyPairSync("ed25519");
  const key = join(dir, `${name}.pem`);
  const pub = join(dir, `${name}.pub`);
  writeFileSync(key, privateKey.export({ type: "pkcs8", format: "pem" }));
  writeFileSync(pub, publicKey.export({ type: "spki", format: "pem" }));
  return { key, pub };
}

async function setup() {
  const dir = tempDir();
  const bundle = join(dir, "b.aegx");
  const partial = join(dir, "part.jsonl");
  writeFileSync(partial, readFileSync(LOG, "utf8").split("\n").slice(0, 5).join("\n") + "\n");
  await sessionsToBundle(partial, bundle, { durable: false });
  const me = keys(dir, "me");
  const att = join(dir, "b.intoto.json");
  const r = await agentcInProcess(["aegx", "attest", bundle, "--key", me.key, "-o", att, "--json"]);
  expect(r.status, r.stdout + r.stderr).toBe(0);
  return { dir, bundle, me, att };
}

const check = async (att: string, bundle: string, ...more: string[]) => {
  const r = await agentcInProcess(["aegx", "verify-attestation", att, "--bundle", bundle, "--json", ...more]);
  return {
    status: r.status,
    env: JSON.parse(r.stdout) as {
      result?: { verdict: string; signature: { state: string } };
      diagnostics: Array<{ code: string; message: string; severity: string }>;
    },
  };
};

describe("aegx attest", () => {
  it("writes an in-toto Statement v1 in a DSSE envelope, signed over PAE, with every bundle file as a subject", async () => {
    const { bundle, me, att } = await setup();
    const env = JSON.parse(readFileSync(att, "utf8"));
    expect(env.payloadType).toBe("application/vnd.in-toto+json");
    const body = Buffer.from(env.payload, "base64");
    expect(
      verify(
        null,
        pae(env.payloadType, body),
        createPublicKey(readFileSync(me.pub)),
        Buffer.from(env.signatures[0].sig, "base64"),
      ),
    ).toBe(true);
    const st = JSON.parse(body.toString("utf8"));
    expect(st._type).toBe("https://in-toto.io/Statement/v1");
    expect(st.predicateType).toBe(PREDICATE_TYPE);
    expect(st.subject.map((s: { name: string }) => s.name)).toEqual([
      "audit-log.jsonl",
      "manifest.json",
      "records.jsonl",
    ]);
    const manifest = JSON.parse(readFileSync(join(bundle, "manifest.json"), "utf8"));
    expect(st.predicate).toMatchObject({
      audit_head: manifest.audit_head,
      record_count: manifest.record_count,
      sessions: [{ sessionId: "rejection-claude-001", toolCalls: 2 }],
    });
    expect(pae("a", Buffer.from("bc")).toString()).toBe("DSSEv1 1 a 2 bc");
  });

  it("verifies: trusted with the key named, untrusted without one", async () => {
    const { bundle, me, att } = await setup();
    const trusted = await check(att, bundle, "--pubkey", me.pub);
    expect(trusted.status).toBe(0);
    expect(trusted.env.result).toMatchObject({ verdict: "PASS", signature: { state: "trusted" } });
    const plain = await check(att, bundle);
    expect(plain.status).toBe(0);
    expect(plain.env.result!.signature.state).toBe("untrusted");
    expect(plain.env.diagnostics.map((d) => d.code)).toEqual(["AEGX-ATTEST-UNTRUSTED"]);
  });

  it("a changed bundle fails: its audit head is not the attested one", async () => {
    const { bundle, me, att } = await setup();
    await sessionsToBundle(LOG, bundle, { append: true, durable: false });
    const r = await check(att, bundle, "--pubkey", me.pub);
    expect(r.status).toBe(1);
    const bundleErr = r.env.diagnostics.find((d) => d.code === "AEGX-ATTEST-BUNDLE")!;
    expect(bundleErr.message).toMatch(/audit head .* not the attested/);
  });

  it("a changed subject fails: the file's digest is not the attested one (and the edited Statement no longer verifies)", async () => {
    const { bundle, me, att } = await setup();
    const m = join(bundle, "manifest.json");
    const manifest = JSON.parse(readFileSync(m, "utf8"));
    writeFileSync(m, JSON.stringify({ ...manifest, meta: { note: "edited" } }, null, 2));
    const r = await check(att, bundle, "--pubkey", me.pub);
    expect(r.status).toBe(1);
    expect(r.env.diagnostics.map((d) => d.code)).toEqual(["AEGX-ATTEST-SUBJECT"]);
    expect(r.env.diagnostics[0]!.message).toMatch(/manifest\.json has sha256 .* not the attested/);

    // An attacker who edits the subject's digest to match breaks the signature instead.
    const env = JSON.parse(readFileSync(att, "utf8"));
    const st = JSON.parse(Buffer.from(env.payload, "base64").toString("utf8"));
    const { createHash } = await import("node:crypto");
    st.subject.find((s: { name: string }) => s.name === "manifest.json").digest.sha256 = createHash("sha256")
      .update(readFileSync(m))
      .digest("hex");
    env.payload = Buffer.from(JSON.stringify(st)).toString("base64");
    writeFileSync(att, JSON.stringify(env));
    const forged = await check(att, bundle, "--pubkey", me.pub);
    expect(forged.status).toBe(1);
    expect(forged.env.diagnostics.map((d) => d.code)).toEqual(["AEGX-ATTEST-SIGNATURE"]);
    expect(forged.env.diagnostics[0]!.message).toMatch(/does not verify/);
  });

  it("a stranger's key fails: signed by another key than the one named", async () => {
    const { dir, bundle, att } = await setup();
    const stranger = keys(dir, "stranger");
    const r = await check(att, bundle, "--pubkey", stranger.pub);
    expect(r.status).toBe(1);
    expect(r.env.diagnostics.map((d) => d.code)).toEqual(["AEGX-ATTEST-SIGNATURE"]);
    expect(r.env.diagnostics[0]!.message).toMatch(/not by the key given with --pubkey/);
    expect(r.env.result!.signature.state).toBe("invalid");
  });

  it("refuses a key that is not Ed25519 as a usage error", async () => {
    const { dir, bundle } = await setup();
    const { privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const ec = join(dir, "ec.pem");
    writeFileSync(ec, privateKey.export({ type: "pkcs8", format: "pem" }));
    const r = await agentcInProcess(["aegx", "attest", bundle, "--key", ec, "-o", join(dir, "x.json"), "--json"]);
    expect(r.status).toBe(2);
    expect(JSON.parse(r.stdout).diagnostics[0].code).toBe("AEGX-ATTEST-KEY");
  });
});
