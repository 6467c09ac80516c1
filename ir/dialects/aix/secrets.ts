/**
 * Secret-looking strings: private keys, bearer tokens, JWTs, credential
 * assignments, DSNs with passwords, cloud key formats. One table, shared by
 * the AIX warnings and the UAIX package scan. Each pattern has literal hints
 * (lowercase); the regular expression runs only when a hint occurs, which
 * keeps scanning large files fast.
 */
export interface SecretPattern {
  kind: string;
  hints: readonly string[];
  re: RegExp;
}

export const SECRET_PATTERNS: readonly SecretPattern[] = [
  {
    kind: "private key",
    hints: ["-----begin"],
    re: /-----BEGIN (?:RSA |EC |DSA |OPENSSH |ENCRYPTED )?PRIVATE KEY-----/,
  },
  { kind: "JSON web token", hints: ["eyj"], re: /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/ },
  { kind: "bearer token", hints: ["bearer"], re: /\bBearer\s+[A-Za-z0-9._~+/-]{20,}=*/ },
  { kind: "AWS access key", hints: ["akia", "asia"], re: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/ },
  { kind: "Google API key", hints: ["aiza"], re: /\bAIza[0-9A-Za-z_-]{35}\b/ },
  { kind: "GitHub token", hints: ["ghp_", "gho_", "ghu_", "ghs_", "ghr_"], re: /\bgh[pousr]_[A-Za-z0-9]{36,}\b/ },
  { kind: "GitHub fine-grained token", hints: ["github_pat_"], re: /\bgithub_pat_[A-Za-z0-9_]{22,}/ },
  { kind: "Anthropic API key", hints: ["sk-"], re: /\bsk-ant-[A-Za-z0-9_-]{20,}/ },
  { kind: "Slack token", hints: ["xox"], re: /\bxox[abposr]-[A-Za-z0-9-]{10,}/ },
  { kind: "OpenAI-style API key", hints: ["sk-"], re: /\bsk-(?:proj-|live-|test-)?[A-Za-z0-9_-]{20,}\b/ },
  { kind: "Stripe key", hints: ["_live_", "_test_"], re: /\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}\b/ },
  {
    kind: "connection string with a password",
    hints: ["://"],
    re: /\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@]+:[^\s@/]{3,}@[^\s/]+/i,
  },
  {
    kind: "credential assignment",
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
    re: /\b(?:password|passwd|pwd|secret|api[_-]?key|access[_-]?token|auth[_-]?token|client[_-]?secret)\s*[:=]\s*["']?[^\s"'$<{][^\s"']{7,}/i,
  },
];

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");

/**
 * An alternation of words as a trie (`a(?:kia|sia|pi(?:_key|key))|…`): the regular expression engine
 * then tries one branch per character instead of every word, about twice as fast over long text.
 */
function trieSource(words: readonly string[]): string {
  type Node = Map<string, Node>;
  const root: Node = new Map();
  for (const w of words) {
    let n = root;
    for (const c of w) n = n.get(c) ?? n.set(c, new Map()).get(c)!;
    n.set("", new Map());
  }
  const alternatives = (n: Node): string[] =>
    [...n].filter(([c]) => c !== "").map(([c, child]) => escape(c) + below(child));
  const below = (n: Node): string => {
    const alts = alternatives(n);
    if (!alts.length) return "";
    const body = alts.length === 1 ? alts[0]! : `(?:${alts.join("|")})`;
    return n.has("") ? `(?:${body})?` : body;
  };
  return alternatives(root).join("|");
}

/** Every hint of every pattern, once (lowercase). */
export const SECRET_HINTS: readonly string[] = [...new Set(SECRET_PATTERNS.flatMap((p) => p.hints))];

/** Every hint in one expression (no hint is a prefix of another, so each position matches at most one). */
const HINTS = new RegExp(trieSource(SECRET_HINTS), "g");

/**
 * The kind of secret a string looks like, or undefined. One pass finds which hints occur
 * (overlapping occurrences included); only the patterns they point at run, in table order.
 */
export function looksLikeSecret(s: string): string | undefined {
  if (s.length < 16) return undefined;
  const lower = s.toLowerCase();
  const seen = new Set<string>();
  HINTS.lastIndex = 0;
  for (let m = HINTS.exec(lower); m; m = HINTS.exec(lower)) {
    seen.add(m[0]);
    HINTS.lastIndex = m.index + 1;
  }
  return secretAmong(s, seen);
}

/** The first pattern, in table order, that one of the seen hints points at and that matches `s`. */
export function secretAmong(s: string, seen: ReadonlySet<string>): string | undefined {
  if (s.length < 16 || seen.size === 0) return undefined;
  for (const p of SECRET_PATTERNS) {
    if (p.hints.some((h) => seen.has(h)) && p.re.test(s)) return p.kind;
  }
  return undefined;
}
