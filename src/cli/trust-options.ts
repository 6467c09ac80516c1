/**
 * The trust options shared by every signature check on the command line:
 * `--pubkey <pem>` (the key that must have signed; repeatable),
 * `--trust <dir>` (public keys, PEM files, that vouch for signers) and
 * `--require-signature` (only a trusted signature passes).
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { readInputFile } from "../../ir/io/input-file.js";
import { describeVerdict, type SignatureVerdict, type TrustOptions } from "../api.js";

export interface TrustFlags {
  pubkey?: string | string[];
  trust?: string;
  requireSignature?: boolean;
}

/** Files of a --trust directory that hold keys: *.pem, *.pub (other files are ignored). */
const KEY_FILE = /\.(pem|pub)$/i;

export function trustOptions(flags: TrustFlags): TrustOptions {
  const named = flags.pubkey === undefined ? [] : Array.isArray(flags.pubkey) ? flags.pubkey : [flags.pubkey];
  const pubkeys = named.map((f) => ({ pem: readInputFile(f, "utf8"), source: f }));
  const trusted = flags.trust
    ? readdirSync(flags.trust)
        .filter((n) => KEY_FILE.test(n))
        .sort()
        .map((n) => ({ pem: readInputFile(join(flags.trust!, n), "utf8"), source: join(flags.trust!, n) }))
    : [];
  return { pubkeys, trusted, requireSignature: Boolean(flags.requireSignature) };
}

/** The --json form of a verdict: `result.signature`. */
export function verdictJson(v: SignatureVerdict): Record<string, string | null> {
  return {
    state: v.state,
    fingerprint: v.fingerprint ?? null,
    algorithm: v.algorithm ?? null,
    trustedBy: v.trustedBy ?? null,
    reason: v.reason ?? null,
  };
}

/** The terminal line: `signature: trusted: signed by sha256:…`. */
export function verdictLine(v: SignatureVerdict): string {
  return `signature: ${describeVerdict(v)}`;
}
