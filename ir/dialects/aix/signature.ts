/**
 * AIX signatures (docs/specs.md section 6): Ed25519, RSA-SHA256 (PKCS#1 v1.5) or
 * ECDSA-SHA256 (P-256, DER) over the UTF-8 bytes of the checksum hex;
 * base64 signature; public key in SPKI PEM. All from node:crypto.
 */
import type { KeyObject } from "node:crypto";
import { nodeCrypto } from "../../hash/node-crypto.js";
import { AgentcError } from "../../diagnostics/agentc-error.js";
import type { Code } from "../../diagnostics/codes.js";

export type SignatureAlgorithm = "Ed25519" | "RSA-SHA256" | "ECDSA-SHA256";
export type KeyAlgorithm = "ed25519" | "rsa" | "ecdsa";

export class SignatureError extends AgentcError {
  constructor(message: string, code: Code = "SIGNATURE_INVALID") {
    super(message, code);
  }
}

/** RSA keys shorter than this are refused for signing, verifying and trust (NIST SP 800-131A: 2048 since 2014). */
export const MIN_RSA_BITS = 2048;

export function keygen(alg: KeyAlgorithm): { privateKeyPem: string; publicKeyPem: string } {
  const { generateKeyPairSync } = nodeCrypto();
  const pair =
    alg === "ed25519"
      ? generateKeyPairSync("ed25519")
      : alg === "rsa"
        ? generateKeyPairSync("rsa", { modulusLength: 3072 })
        : generateKeyPairSync("ec", { namedCurve: "P-256" });
  return {
    privateKeyPem: pair.privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    publicKeyPem: pair.publicKey.export({ type: "spki", format: "pem" }).toString(),
  };
}

function algorithmOf(key: KeyObject): SignatureAlgorithm {
  switch (key.asymmetricKeyType) {
    case "ed25519":
      return "Ed25519";
    case "rsa": {
      const bits = key.asymmetricKeyDetails?.modulusLength;
      if (bits !== undefined && bits < MIN_RSA_BITS)
        throw new SignatureError(
          `RSA keys must have at least ${MIN_RSA_BITS} bits; this one has ${bits} (make one with: agentc keygen --alg rsa)`,
          "INVALID_KEY",
        );
      return "RSA-SHA256";
    }
    case "ec":
      if (key.asymmetricKeyDetails?.namedCurve !== "prime256v1")
        throw new SignatureError("ECDSA keys must be on P-256", "INVALID_KEY");
      return "ECDSA-SHA256";
    default:
      throw new SignatureError(
        `unsupported key type ${String(key.asymmetricKeyType)} (use ed25519, rsa or P-256 ecdsa)`,
        "INVALID_KEY",
      );
  }
}

function loadKey(pem: string, kind: "private" | "public"): KeyObject {
  try {
    return kind === "private" ? nodeCrypto().createPrivateKey(pem) : nodeCrypto().createPublicKey(pem);
  } catch (e) {
    throw new SignatureError(`not a valid PEM ${kind} key: ${(e as Error).message.split("\n")[0]}`, "INVALID_KEY");
  }
}

export function signChecksum(
  checksumHex: string,
  privateKeyPem: string,
): { algorithm: SignatureAlgorithm; value: string; publicKeyPem: string } {
  const key = loadKey(privateKeyPem, "private");
  const algorithm = algorithmOf(key);
  const data = Buffer.from(checksumHex, "utf8");
  const value = nodeCrypto()
    .sign(algorithm === "Ed25519" ? null : "sha256", data, key)
    .toString("base64");
  return {
    algorithm,
    value,
    publicKeyPem: nodeCrypto().createPublicKey(key).export({ type: "spki", format: "pem" }).toString(),
  };
}

export function verifyChecksumSignature(
  checksumHex: string,
  algorithm: string,
  signatureB64: string,
  publicKeyPem: string,
): boolean {
  const key = loadKey(publicKeyPem, "public");
  const expected = algorithmOf(key);
  if (expected !== algorithm)
    throw new SignatureError(`signature algorithm ${algorithm} does not match the ${expected} public key`);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(signatureB64.replace(/\s+/g, "")))
    throw new SignatureError("signature value is not base64");
  return nodeCrypto().verify(
    algorithm === "Ed25519" ? null : "sha256",
    Buffer.from(checksumHex, "utf8"),
    key,
    Buffer.from(signatureB64, "base64"),
  );
}

/**
 * AIX v1.4 signatures, as the reference's core/src/security/signature.js makes them: Ed25519 over
 * the canonical bytes themselves (ir/dialects/aix/v14.ts `checksumInputV14`), not over the checksum;
 * base64; the reference accepts only Ed25519 keys.
 */
export function signCanonicalV14(bytes: Uint8Array, privateKeyPem: string): { value: string; publicKeyPem: string } {
  const key = loadKey(privateKeyPem, "private");
  if (key.asymmetricKeyType !== "ed25519")
    throw new SignatureError(
      `AIX v1.4 signs with Ed25519 keys only (the reference refuses others); this key is ${String(key.asymmetricKeyType)} (make one with: agentc keygen)`,
      "INVALID_KEY",
    );
  const value = nodeCrypto().sign(null, bytes, key).toString("base64");
  return { value, publicKeyPem: nodeCrypto().createPublicKey(key).export({ type: "spki", format: "pem" }).toString() };
}

export function verifyCanonicalV14(bytes: Uint8Array, signatureB64: string, publicKeyPem: string): boolean {
  const key = loadKey(publicKeyPem, "public");
  if (key.asymmetricKeyType !== "ed25519")
    throw new SignatureError(
      `an AIX v1.4 Ed25519 signature cannot be checked with a ${String(key.asymmetricKeyType)} key`,
    );
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(signatureB64.replace(/\s+/g, "")))
    throw new SignatureError("signature value is not base64");
  return nodeCrypto().verify(null, bytes, key, Buffer.from(signatureB64, "base64"));
}
