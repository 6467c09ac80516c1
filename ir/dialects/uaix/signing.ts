/**
 * UAIX signing (an extension outside Draft v0.1, docs/specs.md section 6):
 * Ed25519 over the RFC 8785 bytes of the manifest, whose files[] already pins
 * every entry's sha256. The signature is one JSON line in the ZIP archive
 * comment (and optionally a detached `<name>.uaix.sig`). It is never
 * presented as certification.
 */
import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from "node:crypto";
import { jcsBytes } from "../../canonical/jcs.js";
import type { Json } from "../../json/value.js";

export const SIGNATURE_KIND = "uaix-signature";

export interface PackageSignature {
  kind: typeof SIGNATURE_KIND;
  alg: "Ed25519";
  /** base64 signature over the JCS bytes of the manifest. */
  sig: string;
  /** SPKI PEM of the signing key. */
  publicKey: string;
}

/** A key UAIX cannot sign with: the package format defines Ed25519 only. A usage error, not bad input. */
export class SigningKeyError extends Error {
  readonly code = "AGC-USAGE";
  constructor(message: string) {
    super(message);
    this.name = "SigningKeyError";
  }
}

/** The Ed25519 private key of a PEM text, or a SigningKeyError saying why not. */
export function uaixSigningKey(privateKeyPem: string): KeyObject {
  let key: KeyObject;
  try {
    key = createPrivateKey(privateKeyPem);
  } catch (e) {
    throw new SigningKeyError(`the signing key is not a PEM private key: ${(e as Error).message.split("\n")[0]}`);
  }
  if (key.asymmetricKeyType !== "ed25519")
    throw new SigningKeyError(
      `UAIX packages are signed with Ed25519 only, and this is a${key.asymmetricKeyType === "rsa" ? "n RSA" : ` ${String(key.asymmetricKeyType).toUpperCase()}`} key (make one with: agentc keygen --alg ed25519)`,
    );
  return key;
}

export function signManifest(manifest: Json, privateKeyPem: string): PackageSignature {
  const key = uaixSigningKey(privateKeyPem);
  return {
    kind: SIGNATURE_KIND,
    alg: "Ed25519",
    sig: sign(null, jcsBytes(manifest), key).toString("base64"),
    publicKey: createPublicKey(key).export({ type: "spki", format: "pem" }).toString(),
  };
}

export function signatureLine(s: PackageSignature): string {
  return JSON.stringify(s);
}

export function parseSignature(text: string): PackageSignature | undefined {
  // Most packages are unsigned (an empty comment): no JSON.parse to throw and catch for them.
  if (!text.trimStart().startsWith("{")) return undefined;
  try {
    const v = JSON.parse(text.trim()) as Partial<PackageSignature>;
    if (
      v.kind === SIGNATURE_KIND &&
      v.alg === "Ed25519" &&
      typeof v.sig === "string" &&
      typeof v.publicKey === "string"
    )
      return v as PackageSignature;
  } catch {
    /* not a signature */
  }
  return undefined;
}

/** Does the signature verify over the manifest, with its own key (and equal to `trusted` when given)? */
export function verifyManifestSignature(
  manifest: Json,
  s: PackageSignature,
  trustedPem?: string,
): { ok: boolean; reason?: string } {
  try {
    const key = createPublicKey(s.publicKey);
    if (trustedPem) {
      const trusted = createPublicKey(trustedPem);
      const same = key.export({ type: "spki", format: "der" }).equals(trusted.export({ type: "spki", format: "der" }));
      if (!same) return { ok: false, reason: "the package is signed by a different key than the one given" };
    }
    return verify(null, jcsBytes(manifest), key, Buffer.from(s.sig, "base64"))
      ? { ok: true }
      : { ok: false, reason: "the signature does not match the manifest" };
  } catch (e) {
    return { ok: false, reason: `the signature cannot be checked: ${(e as Error).message.split("\n")[0]}` };
  }
}
