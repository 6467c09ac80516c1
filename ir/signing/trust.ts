/**
 * Who vouches for a signing key. A signature that verifies proves only that
 * the holder of *some* private key signed these bytes; whether that key
 * belongs to anyone the user trusts is a separate question, answered here by
 * the keys the user named: `--pubkey` files and the PEM files of a
 * `--trust <dir>`. Every signature check (AIX, UAIX) reports one of four
 * states, never just "valid":
 *
 * - `trusted`: it verifies, with a key the user named or placed in a trust dir;
 * - `untrusted`: it verifies, with a key nobody vouched for (anyone can make one);
 * - `invalid`: it does not verify (or not with the key the user named);
 * - `absent`: there is no signature.
 */
import type { KeyObject } from "node:crypto";
import { sha256Hex } from "../hash/digest.js";
import { nodeCrypto } from "../hash/node-crypto.js";

export type SignatureState = "trusted" | "untrusted" | "invalid" | "absent";

export interface SignatureVerdict {
  state: SignatureState;
  /** `sha256:<hex>` of the signer's public key (SPKI DER), when there is one. */
  fingerprint?: string;
  algorithm?: string;
  /** Where the trusted key came from (a --pubkey or --trust file). */
  trustedBy?: string;
  /** Why the state is not `trusted`, in words. */
  reason?: string;
}

/** A public key the user vouches for, with where it came from (for messages). */
export interface TrustedKey {
  pem: string;
  source: string;
}

export interface TrustOptions {
  /** Keys named with --pubkey: the signature must be by one of them, and is then trusted. */
  pubkeys?: readonly TrustedKey[];
  /** Keys of a --trust directory: a signature by one of them is trusted; by another, untrusted. */
  trusted?: readonly TrustedKey[];
  /** Only `trusted` passes. */
  requireSignature?: boolean;
}

/** RSA keys shorter than this are never trusted (the AIX signer refuses them too: ir/dialects/aix/signature.ts). */
const MIN_TRUSTED_RSA_BITS = 2048;

export class TrustKeyError extends Error {
  readonly code = "AGC-TRUST-KEY";
  constructor(message: string) {
    super(message);
    this.name = "TrustKeyError";
  }
}

/** `sha256:<hex>` of a public key's SPKI DER encoding (a private key gives its public half's). */
export function keyFingerprint(key: KeyObject | string): string {
  const k = typeof key === "string" || key.type === "private" ? nodeCrypto().createPublicKey(key) : key;
  return `sha256:${sha256Hex(k.export({ type: "spki", format: "der" }))}`;
}

function fingerprintOfTrusted(k: TrustedKey): string {
  let key: KeyObject;
  try {
    key = nodeCrypto().createPublicKey(k.pem);
  } catch (e) {
    throw new TrustKeyError(`${k.source}: not a PEM public key (${(e as Error).message.split("\n")[0]})`);
  }
  const bits = key.asymmetricKeyType === "rsa" ? key.asymmetricKeyDetails?.modulusLength : undefined;
  if (bits !== undefined && bits < MIN_TRUSTED_RSA_BITS)
    throw new TrustKeyError(
      `${k.source}: an RSA key of ${bits} bits; keys under ${MIN_TRUSTED_RSA_BITS} bits are refused`,
    );
  return keyFingerprint(key);
}

/** A PEM block: `-----BEGIN <label>-----` … `-----END <label>-----`. */
const PEM_BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----[\s\S]*?-----END \1-----/g;

/**
 * Every key of every file: a `--pubkey` or `--trust` file may hold several PEM blocks (a keyring),
 * and each is a key of its own, named `<file> (key n of m)`. (Node's key parser reads the first
 * block of a text and ignores the rest, so a trust file of two keys silently trusted the first.)
 * A file without a PEM block is kept whole, for the key parser to refuse with its own message.
 */
export function expandTrustedKeys(keys: readonly TrustedKey[] = []): TrustedKey[] {
  return keys.flatMap((k) => {
    const blocks = k.pem.match(PEM_BLOCK) ?? [];
    if (blocks.length <= 1) return [k];
    return blocks.map((pem, i) => ({ pem: `${pem}\n`, source: `${k.source} (key ${i + 1} of ${blocks.length})` }));
  });
}

/**
 * The state of a signature that has been checked against its signer's key.
 * `verifies`: whether the signature verifies with that key; `signerKey`: the
 * key it verifies with (PEM), or undefined when the signature carries none.
 */
export function judgeSignature(
  verifies: boolean,
  signerKey: string | undefined,
  algorithm: string | undefined,
  trust: TrustOptions = {},
): SignatureVerdict {
  let fingerprint: string | undefined;
  try {
    fingerprint = signerKey === undefined ? undefined : keyFingerprint(signerKey);
  } catch {
    return { state: "invalid", algorithm, reason: "the signer's public key is not a valid key" };
  }
  const base = { ...(fingerprint ? { fingerprint } : {}), ...(algorithm ? { algorithm } : {}) };
  if (!verifies) return { ...base, state: "invalid", reason: "the signature does not verify" };
  const pubkeys = expandTrustedKeys(trust.pubkeys).map((k) => [fingerprintOfTrusted(k), k.source] as const);
  const named = pubkeys.find(([f]) => f === fingerprint);
  if (pubkeys.length && !named)
    return {
      ...base,
      state: "invalid",
      reason: `signed by ${fingerprint ?? "an unknown key"}, not by the key given with --pubkey (${pubkeys.map(([, s]) => s).join(", ")})`,
    };
  if (named) return { ...base, state: "trusted", trustedBy: named[1] };
  const inDir = expandTrustedKeys(trust.trusted)
    .map((k) => [fingerprintOfTrusted(k), k.source] as const)
    .find(([f]) => f === fingerprint);
  if (inDir) return { ...base, state: "trusted", trustedBy: inDir[1] };
  return {
    ...base,
    state: "untrusted",
    reason: "the signature verifies, but no --pubkey or --trust key vouches for the signer",
  };
}

/** Does this verdict pass? `invalid` never; `absent` and `untrusted` only when no signature is required. */
export function verdictPasses(v: SignatureVerdict, trust: TrustOptions = {}): boolean {
  if (v.state === "invalid") return false;
  if (v.state === "trusted") return true;
  if (v.state === "absent" && (trust.pubkeys?.length ?? 0) > 0) return false;
  return !trust.requireSignature;
}

/** The verdict in words, for the terminal. */
export function describeVerdict(v: SignatureVerdict): string {
  switch (v.state) {
    case "trusted":
      return `trusted: signed by ${v.fingerprint}, a key you vouched for (${v.trustedBy})`;
    case "untrusted":
      return `untrusted: the signature is valid, but ${v.fingerprint} is not a key you named with --pubkey or put in --trust; it proves only that someone holding that key signed`;
    case "invalid":
      return `invalid: ${v.reason ?? "the signature does not verify"}`;
    case "absent":
      return "absent: not signed; its origin is not established";
  }
}
