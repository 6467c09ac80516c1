/**
 * Secrets out of evidence: every token, key or credential agentc's secret table knows
 * (ir/dialects/aix/secrets.ts) is replaced, where it occurs in a string, by a marker
 * `[REDACTED:<kind>:<hash>]`; `<hash>` is the first 16 hex digits of sha256(salt ":" secret), so
 * someone who holds a candidate secret (and the salt) can confirm it was the one removed, and
 * nobody can read it back. The patterns here cover each secret's whole extent (a PEM block to its
 * END line, a credential assignment's value); the scan runs a pattern only when one of its hints occurs.
 */
import { sha256Hex } from "../../hash/digest.js";
import { emptyObject, isJsonObject, type Json, type JsonObject } from "../../json/value.js";
import { SECRET_HINTS } from "../aix/secrets.js";

interface Redaction {
  kind: string;
  hints: readonly string[];
  re: RegExp;
  /** The group holding the secret (0: the whole match). */
  group?: number;
}

/** In the order they are applied: a private key first (its body may hold anything). */
export const REDACTIONS: readonly Redaction[] = [
  {
    kind: "private-key",
    hints: ["-----begin"],
    re: /-----BEGIN (?:RSA |EC |DSA |OPENSSH |ENCRYPTED |PGP )?PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY(?: BLOCK)?-----|$)/g,
  },
  { kind: "jwt", hints: ["eyj"], re: /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g },
  { kind: "bearer-token", hints: ["bearer"], re: /\b(Bearer\s+)([A-Za-z0-9._~+/-]{20,}=*)/gi, group: 2 },
  { kind: "aws-access-key", hints: ["akia", "asia"], re: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g },
  { kind: "google-api-key", hints: ["aiza"], re: /\bAIza[0-9A-Za-z_-]{35}/g },
  { kind: "github-token", hints: ["ghp_", "gho_", "ghu_", "ghs_", "ghr_"], re: /\bgh[pousr]_[A-Za-z0-9]{36,}/g },
  { kind: "github-token", hints: ["github_pat_"], re: /\bgithub_pat_[A-Za-z0-9_]{22,}/g },
  { kind: "anthropic-api-key", hints: ["sk-"], re: /\bsk-ant-[A-Za-z0-9_-]{20,}/g },
  { kind: "slack-token", hints: ["xox"], re: /\bxox[abposr]-[A-Za-z0-9-]{10,}/g },
  { kind: "openai-api-key", hints: ["sk-"], re: /\bsk-(?:proj-|live-|test-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}/g },
  { kind: "stripe-key", hints: ["_live_", "_test_"], re: /\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}/g },
  {
    kind: "connection-string-password",
    hints: ["://"],
    re: /(\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@]+:)([^\s@/]{3,})(@[^\s/]+)/gi,
    group: 2,
  },
  {
    kind: "credential",
    hints: [
      "password",
      "passwd",
      "pwd",
      "secret",
      "api_key",
      "api-key",
      "apikey",
      "access_token",
      "access-token",
      "accesstoken",
      "auth_token",
      "auth-token",
      "authtoken",
    ],
    re: /(\b(?:password|passwd|pwd|secret|api[_-]?key|access[_-]?token|auth[_-]?token|client[_-]?secret)\s*[:=]\s*["']?)([^\s"'$<{[][^\s"']{7,})/gi,
    group: 2,
  },
];

const MARKER = /^\[REDACTED:[a-z-]+:[0-9a-f]{16}\]$/;

/** Every hint of every pattern in one case-insensitive expression: one pass tells whether a string may hold a secret. */
const ANY_HINT = new RegExp(SECRET_HINTS.map((h) => h.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&")).join("|"), "i");

export type RedactionCounts = Record<string, number>;

export class Redactor {
  readonly counts: RedactionCounts = {};
  constructor(private readonly salt: string) {}

  get total(): number {
    return Object.values(this.counts).reduce((a, b) => a + b, 0);
  }

  private marker(kind: string, secret: string): string {
    this.counts[kind] = (this.counts[kind] ?? 0) + 1;
    return `[REDACTED:${kind}:${sha256Hex(`${this.salt}:${secret}`).slice(0, 16)}]`;
  }

  /** The text with every secret replaced (the same string when there is none). */
  text(s: string): string {
    if (s.length < 8) return s;
    if (!ANY_HINT.test(s)) return s;
    const lower = s.toLowerCase();
    let out = s;
    for (const r of REDACTIONS) {
      if (!r.hints.some((h) => lower.includes(h))) continue;
      r.re.lastIndex = 0;
      out = out.replace(r.re, (...m: unknown[]) => {
        const whole = m[0] as string;
        if (MARKER.test(whole)) return whole;
        if (!r.group) return this.marker(r.kind, whole);
        const secret = m[r.group] as string;
        const groups = m.slice(1, -2) as Array<string | undefined>;
        return groups.map((g, i) => (i + 1 === r.group ? this.marker(r.kind, secret) : (g ?? ""))).join("");
      });
    }
    return out;
  }

  /** A JSON value with every string redacted (object keys are names, not content, and are kept); unchanged parts are shared, not copied. */
  json(v: Json): Json {
    if (typeof v === "string") return this.text(v);
    if (Array.isArray(v)) {
      let out: Json[] | undefined;
      for (let i = 0; i < v.length; i++) {
        const x = this.json(v[i]!);
        if (x !== v[i]) (out ??= v.slice())[i] = x;
      }
      return out ?? v;
    }
    if (isJsonObject(v)) {
      let out: JsonObject | undefined;
      for (const k of Object.keys(v)) {
        const x = this.json(v[k]!);
        if (x !== v[k]) {
          if (!out) {
            out = emptyObject();
            for (const j of Object.keys(v)) out[j] = v[j]!;
          }
          out[k] = x;
        }
      }
      return out ?? v;
    }
    return v;
  }
}
