/**
 * Signature trust (ir/signing/trust.ts) and the graph container (ir/graph/graph.ts), in process:
 * the CLI tests of trust run the build, which never holds a mutant. Fingerprints are recomputed
 * with node:crypto from the SPKI DER of each key.
 */
import { createHash, createPublicKey, generateKeyPairSync, type KeyObject } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  TrustKeyError,
  describeVerdict,
  judgeSignature,
  keyFingerprint,
  verdictPasses,
  type SignatureVerdict,
} from "../../ir/signing/trust.js";
import { DuplicateNodeError, Graph } from "../../ir/graph/graph.js";
import { AgentcError } from "../../ir/diagnostics/agentc-error.js";

const pair = (): { publicPem: string; privateKey: KeyObject } => {
  const { publicKey, privateKey } = generateKeyPairSync("ed25519");
  return { publicPem: publicKey.export({ type: "spki", format: "pem" }).toString(), privateKey };
};
const spkiSha256 = (pem: string): string =>
  `sha256:${createHash("sha256")
    .update(createPublicKey(pem).export({ type: "spki", format: "der" }))
    .digest("hex")}`;

describe("signature trust", () => {
  const signer = pair();
  const other = pair();
  const fp = spkiSha256(signer.publicPem);

  it("fingerprints a public key, its PEM, and a private key by the public half's SPKI DER", () => {
    expect(keyFingerprint(signer.publicPem)).toBe(fp);
    expect(keyFingerprint(createPublicKey(signer.publicPem))).toBe(fp);
    expect(keyFingerprint(signer.privateKey)).toBe(fp);
    expect(fp).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it("says invalid, with the reason, when the signature does not verify or the signer's key is no key", () => {
    expect(judgeSignature(false, signer.publicPem, "ed25519")).toEqual({
      fingerprint: fp,
      algorithm: "ed25519",
      state: "invalid",
      reason: "the signature does not verify",
    });
    expect(judgeSignature(false, undefined, undefined)).toEqual({
      state: "invalid",
      reason: "the signature does not verify",
    });
    expect(judgeSignature(true, "not a key", "ed25519")).toEqual({
      state: "invalid",
      algorithm: "ed25519",
      reason: "the signer's public key is not a valid key",
    });
  });

  it("says untrusted when it verifies and nobody vouched for the key", () => {
    expect(judgeSignature(true, signer.publicPem, "ed25519")).toEqual({
      fingerprint: fp,
      algorithm: "ed25519",
      state: "untrusted",
      reason: "the signature verifies, but no --pubkey or --trust key vouches for the signer",
    });
    expect(
      judgeSignature(true, signer.publicPem, undefined, {
        trusted: [{ pem: other.publicPem, source: "trust/other.pem" }],
      }).state,
    ).toBe("untrusted");
  });

  it("trusts a key named with --pubkey, and refuses any other key then", () => {
    expect(
      judgeSignature(true, signer.publicPem, "ed25519", {
        pubkeys: [
          { pem: other.publicPem, source: "o.pem" },
          { pem: signer.publicPem, source: "s.pem" },
        ],
      }),
    ).toEqual({ fingerprint: fp, algorithm: "ed25519", state: "trusted", trustedBy: "s.pem" });
    expect(
      judgeSignature(true, signer.publicPem, "ed25519", {
        pubkeys: [
          { pem: other.publicPem, source: "o.pem" },
          { pem: other.publicPem, source: "o2.pem" },
        ],
      }),
    ).toEqual({
      fingerprint: fp,
      algorithm: "ed25519",
      state: "invalid",
      reason: `signed by ${fp}, not by the key given with --pubkey (o.pem, o2.pem)`,
    });
    expect(
      judgeSignature(true, undefined, "ed25519", { pubkeys: [{ pem: other.publicPem, source: "o.pem" }] }).reason,
    ).toBe("signed by an unknown key, not by the key given with --pubkey (o.pem)");
  });

  it("trusts a key of a --trust directory, naming the file", () => {
    const trusted = [
      { pem: other.publicPem, source: "trust/a.pem" },
      { pem: signer.publicPem, source: "trust/b.pem" },
    ];
    expect(judgeSignature(true, signer.publicPem, "ed25519", { trusted })).toEqual({
      fingerprint: fp,
      algorithm: "ed25519",
      state: "trusted",
      trustedBy: "trust/b.pem",
    });
  });

  it("refuses a trusted key that is not a PEM public key, naming its file", () => {
    let error: unknown;
    try {
      judgeSignature(true, signer.publicPem, "ed25519", { trusted: [{ pem: "garbage", source: "trust/bad.pem" }] });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(TrustKeyError);
    expect((error as TrustKeyError).name).toBe("TrustKeyError");
    expect((error as TrustKeyError).code).toBe("AGC-TRUST-KEY");
    expect((error as TrustKeyError).message).toMatch(/^trust\/bad\.pem: not a PEM public key \(.+\)$/);
  });

  it("passes trusted always, invalid never, and absent or untrusted only when no signature is required", () => {
    const v = (state: SignatureVerdict["state"]): SignatureVerdict => ({ state });
    const key = [{ pem: signer.publicPem, source: "s.pem" }];
    expect(
      ["trusted", "untrusted", "invalid", "absent"].map((s) => verdictPasses(v(s as SignatureVerdict["state"]))),
    ).toEqual([true, true, false, true]);
    expect(
      ["trusted", "untrusted", "invalid", "absent"].map((s) =>
        verdictPasses(v(s as SignatureVerdict["state"]), { requireSignature: true }),
      ),
    ).toEqual([true, false, false, false]);
    // A --pubkey demands a signature by it: an unsigned input does not pass.
    expect(verdictPasses(v("absent"), { pubkeys: key })).toBe(false);
    expect(verdictPasses(v("absent"), { pubkeys: [] })).toBe(true);
    expect(verdictPasses(v("untrusted"), { pubkeys: key })).toBe(true);
  });

  it("says each state in words", () => {
    expect(describeVerdict({ state: "trusted", fingerprint: "sha256:ab", trustedBy: "k.pem" })).toBe(
      "trusted: signed by sha256:ab, a key you vouched for (k.pem)",
    );
    expect(describeVerdict({ state: "untrusted", fingerprint: "sha256:ab" })).toBe(
      "untrusted: the signature is valid, but sha256:ab is not a key you named with --pubkey or put in --trust; it proves only that someone holding that key signed",
    );
    expect(describeVerdict({ state: "invalid", reason: "because" })).toBe("invalid: because");
    expect(describeVerdict({ state: "invalid" })).toBe("invalid: the signature does not verify");
    expect(describeVerdict({ state: "absent" })).toBe("absent: not signed; its origin is not established");
  });
});

describe("graph", () => {
  const build = (): Graph => {
    const g = new Graph();
    g.add({ id: "a", kind: "core.Agent", attrs: {} });
    g.add({ id: "r1", kind: "core.Rule", attrs: {} });
    g.add({ id: "r2", kind: "core.Rule", attrs: {} });
    g.connect("a", "r1", "has");
    g.connect("a", "r2", "has");
    g.connect("a", "r2", "cites");
    g.connect("r1", "r2", "cites");
    return g;
  };

  it("refuses a second node with an id, a kind of no registered dialect, and a kind its dialect did not register", () => {
    const g = build();
    expect(() => g.add({ id: "a", kind: "core.Agent", attrs: {} })).toThrow(
      new DuplicateNodeError("duplicate node id a"),
    );
    const refusal = (kind: `${string}.${string}`): unknown => {
      try {
        g.add({ id: "z", kind, attrs: {} });
      } catch (e) {
        return e;
      }
      return undefined;
    };
    const noDialect = refusal("nodialect.Thing");
    expect(noDialect).toBeInstanceOf(AgentcError);
    expect(noDialect).toMatchObject({
      code: "AGC-UNKNOWN-KIND",
      message:
        "unknown node kind nodialect.Thing: no dialect nodialect is registered (ir/dialects/<name>/kinds.ts, registerDialect)",
    });
    const noKind = refusal("uaix.Thing");
    expect(noKind).toMatchObject({
      code: "AGC-UNKNOWN-KIND",
      message:
        "unknown node kind uaix.Thing: the uaix dialect registers uaix.Package, uaix.Manifest, uaix.File (ir/dialects/<name>/kinds.ts, registerDialect)",
    });
    expect(g.size).toBe(3);
    expect(g.has("a")).toBe(true);
    expect(g.has("z")).toBe(false);
  });

  it("counts kinds in first-seen order and lists every edge once, in order", () => {
    const g = build();
    expect(g.kindCounts()).toEqual([
      ["core.Agent", 1],
      ["core.Rule", 2],
    ]);
    expect(g.edges()).toEqual([
      { from: "a", to: "r1", kind: "has" },
      { from: "a", to: "r2", kind: "has" },
      { from: "a", to: "r2", kind: "cites" },
      { from: "r1", to: "r2", kind: "cites" },
    ]);
    expect(new Graph().edges()).toEqual([]);
  });

  it("gives a node's edges out and in, of one kind or all", () => {
    const g = build();
    expect(g.edgesFrom("a").map((e) => `${e.kind}:${e.to}`)).toEqual(["has:r1", "has:r2", "cites:r2"]);
    expect(g.edgesFrom("a", "cites").map((e) => e.to)).toEqual(["r2"]);
    expect(g.edgesFrom("r2")).toEqual([]);
    expect(g.edgesTo("r2").map((e) => `${e.kind}:${e.from}`)).toEqual(["has:a", "cites:a", "cites:r1"]);
    expect(g.edgesTo("r2", "has").map((e) => e.from)).toEqual(["a"]);
    expect(g.edgesTo("a")).toEqual([]);
    expect(g.edgesTo("r2", "none")).toEqual([]);
  });
});
