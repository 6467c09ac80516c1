/**
 * Secret-looking strings: private keys, bearer tokens, JWTs, credential
 * assignments, DSNs with passwords, cloud key formats. One table, shared by
 * the AIX warnings and the UAIX package scan.
 */
export const SECRET_PATTERNS: ReadonlyArray<readonly [string, RegExp]> = [
  ["private key", /-----BEGIN (?:RSA |EC |DSA |OPENSSH |ENCRYPTED )?PRIVATE KEY-----/],
  ["JSON web token", /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/],
  ["bearer token", /\bBearer\s+[A-Za-z0-9._~+/-]{20,}=*/],
  ["AWS access key", /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/],
  ["Google API key", /\bAIza[0-9A-Za-z_-]{35}\b/],
  ["GitHub token", /\bgh[pousr]_[A-Za-z0-9]{36,}\b/],
  ["Slack token", /\bxox[abposr]-[A-Za-z0-9-]{10,}/],
  ["OpenAI-style API key", /\bsk-(?:proj-|live-|test-)?[A-Za-z0-9_-]{20,}\b/],
  ["Stripe key", /\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}\b/],
  ["connection string with a password", /\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@]+:[^\s@/]{3,}@[^\s/]+/i],
  ["credential assignment", /\b(?:password|passwd|pwd|secret|api[_-]?key|access[_-]?token|auth[_-]?token|client[_-]?secret)\s*[:=]\s*["']?[^\s"'$<{][^\s"']{7,}/i],
];

/** The kind of secret a string looks like, or undefined. */
export function looksLikeSecret(s: string): string | undefined {
  if (s.length < 16) return undefined;
  for (const [kind, re] of SECRET_PATTERNS) if (re.test(s)) return kind;
  return undefined;
}
