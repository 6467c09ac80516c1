import { digestHex } from "../../ir/hash/digest.js";
import { describe, expect, it } from "vitest";
import { checkAixText } from "../../src/formats/aix/check-file.js";
import { readAixText } from "../../src/formats/aix/read-agent.js";
import { detectAixSyntax } from "../../ir/dialects/aix/syntax.js";
import { computeChecksum } from "../../ir/dialects/aix/checksum.js";
import { keygen, signChecksum, verifyChecksumSignature } from "../../ir/dialects/aix/signature.js";
import { emitAix } from "../../emitters/aix/emit.js";

const AGENT = `meta:
  version: "1.0"
  id: "550e8400-e29b-41d4-a716-446655440000"
  name: "Test Agent"
  created: "2025-01-12T10:30:00Z"
  author: "someone"
persona:
  role: "helper"
  instructions: "Help."
  temperature: 0.7
security:
  checksum:
    algorithm: "sha256"
    value: "00"
`;

const codes = (text: string, file = "a.aix"): string[] =>
  checkAixText(file, text, new Date("2026-01-01T00:00:00Z")).report.errors.map((e) => e.code);

describe("AIX rules", () => {
  it("reports version: 1.0 (a YAML number) with a hint to quote it, at its line and column", () => {
    const c = checkAixText("a.aix", AGENT.replace('version: "1.0"', "version: 1.0"));
    const e = c.report.errors.find((x) => x.field === "version")!;
    expect(e).toMatchObject({ code: "INVALID_TYPE", section: "meta", line: 2, col: 12 });
    expect(e.hint).toContain('version: "1.0"');
  });
  it("checks required sections, fields, formats, ranges, names, enums, URLs and future timestamps", () => {
    expect(codes("meta: {}\n")).toEqual(expect.arrayContaining(["MISSING_REQUIRED_SECTION", "MISSING_REQUIRED_FIELD"]));
    expect(codes(AGENT.replace("550e8400-e29b-41d4-a716-446655440000", "not-a-uuid"))).toContain("INVALID_FORMAT");
    expect(codes(AGENT.replace("temperature: 0.7", "temperature: 2.5"))).toContain("OUT_OF_RANGE");
    expect(codes(AGENT.replace("2025-01-12T10:30:00Z", "2099-01-01T00:00:00Z"))).toContain("FUTURE_TIMESTAMP");
    expect(
      codes(
        `${AGENT}skills:\n  - name: Bad-Name\n    description: x\n  - name: ok\n    description: x\n  - name: ok\n    description: y\n    priority: 11\n`,
      ),
    ).toEqual(expect.arrayContaining(["INVALID_FORMAT", "DUPLICATE_NAME", "OUT_OF_RANGE"]));
    expect(
      codes(`${AGENT}apis:\n  - name: a\n    base_url: ftp://x\n    auth: { type: magic, location: cookie }\n`),
    ).toEqual(expect.arrayContaining(["INVALID_URL", "INVALID_ENUM"]));
    expect(codes(AGENT.replace('algorithm: "sha256"', 'algorithm: "md5"'))).toContain("INVALID_ENUM");
  });
  it("flags contradictory capabilities and dangling references", () => {
    const text =
      `${AGENT}apis:\n  - name: internal\n    base_url: https://svc.internal/v1\nskills:\n  - name: s\n    description: d\n    parameters: { api: missing_api }\n`.replace(
        "security:\n",
        "security:\n  capabilities:\n    allowed_operations: [call_apis, delete]\n    restricted_operations: [delete]\n    restricted_domains: ['*.internal']\n",
      );
    expect(codes(text)).toEqual(expect.arrayContaining(["INCONSISTENT_CAPABILITY", "REFERENCE_NOT_FOUND"]));
  });
  it("ignores x- fields, warns about unknown ones, and warns about secrets", () => {
    const c = checkAixText(
      "a.aix",
      AGENT.replace(
        "persona:\n",
        'persona:\n  x-voice: robot\n  mood: grumpy\n  api_token: "sk-live-abcdefghijklmnopqrstuvwxyz123456"\n',
      ),
    );
    const warnings = c.report.warnings.map((w) => `${w.code}:${w.field}`);
    expect(warnings).toContain("UNKNOWN_FIELD:mood");
    expect(warnings).toContain("SECRET_VALUE:api_token");
    expect(warnings.some((w) => w.includes("x-voice"))).toBe(false);
  });
  it("keeps integers beyond 2^53 exact and refuses YAML alias bombs", () => {
    const src = readAixText("a.aix", `${AGENT}x-big: 123456789012345678901234567890\n`);
    expect(String((src.doc!["x-big"] as { lexeme: string }).lexeme)).toBe("123456789012345678901234567890");
    const bomb = `a: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\n`;
    expect(readAixText("b.aix", bomb).diagnostics.errors.map((d) => d.code)).toContain("SYNTAX_ERROR");
  });
  it("detects the syntax by extension first, then content", () => {
    expect(detectAixSyntax("a.json", "meta: x")).toBe("json");
    expect(detectAixSyntax("a.aix", '{ "meta": {} }')).toBe("json");
    expect(detectAixSyntax("a.aix", "[meta]\nname = 'x'")).toBe("toml");
    expect(detectAixSyntax("a.aix", "meta:\n  name: x")).toBe("yaml");
    // The deciding line is the first with text, whole: the last line without a newline, a CRLF line.
    expect(detectAixSyntax("a.aix", "# agent\n\n[meta]")).toBe("toml");
    expect(detectAixSyntax("a.aix", "[meta]  \r\nname = 'x'\r\n")).toBe("toml");
    expect(detectAixSyntax("a.aix", "\n  # only a comment\n")).toBe("yaml");
  });
  it("gives one checksum for the same agent in YAML, JSON and TOML", () => {
    const doc = readAixText("a.aix", AGENT).doc!;
    const sums = (["yaml", "json", "toml"] as const).map((s) =>
      computeChecksum(readAixText(`a.${s}`, emitAix(doc, s)).doc!, "sha256"),
    );
    expect(new Set(sums).size).toBe(1);
    expect(computeChecksum(doc, "blake3")).toMatch(/^[0-9a-f]{64}$/);
    // blake3 is loaded on first use: the BLAKE3 reference value of "a".
    expect(digestHex("blake3", "a")).toBe("17762fddd969a453925d65717ac3eea21320b66b54342fde15128d6caf21215f");
    expect(computeChecksum(doc, "sha512")).toMatch(/^[0-9a-f]{128}$/);
  });
});

/**
 * Another RSA key's public half, made once with node:crypto (3072 bits, as `keygen` makes them):
 * generating a second RSA key in the test cost up to a second, and all it needs is a key not `k`.
 */
const OTHER_RSA_PUBLIC = `-----BEGIN PUBLIC KEY-----
MIIBojANBgkqhkiG9w0BAQEFAAOCAY8AMIIBigKCAYEA5O/dVpiE6e4vfpuJE8V4
aj5MI8eobbIqvY87N89/zVoimafwYEKLZYPmZGXZtwApYkmJKeBnp2h5NniRYYtN
NsRUw/NCLI97seyWRbP6y//5NNpJT9HsmpPL+p9FkmhquzL0wKLtrjRMVaGKWRBo
zTBo+StYmPAG5NZMkfMz9X1v0QJ2LEqKMfFK4+Qelc+ha/pmjdaMptgbWIrPTykZ
YVAJpBFS/E5Kf1K7gnYMQzDad0fpPjBo33PKTWSN4lTQZZmgu5E1QYVrRW+XW7/b
PFg28Zuy2Tm3O/XhNG8IVxW8oz0kmvg6vFvXHibkxWIE9K5FBqwVHJ24nMXOyBtZ
vadcS3QvdiOGZxzV5/7NM7Om29Y5Wh4hYsAoY4oJRb0P0O9EHlGyF0DkkQfkcakE
CIQ0OADryewDs58/LNyU4H+Vvg0jA8avQDFMZ+4FfBMZyLuSJQAjuruPNMkY/+5Z
BNN6C8hmEYNkuZWTJ6SfFLc1LzXgShvJlmvOehI7YgR5AgMBAAE=
-----END PUBLIC KEY-----
`;

describe("AIX signatures", () => {
  for (const alg of ["ed25519", "rsa", "ecdsa"] as const) {
    it(`${alg}: signs, verifies, and rejects a changed checksum or the wrong key`, () => {
      const k = keygen(alg);
      const s = signChecksum("ab".repeat(32), k.privateKeyPem);
      expect(verifyChecksumSignature("ab".repeat(32), s.algorithm, s.value, k.publicKeyPem)).toBe(true);
      expect(verifyChecksumSignature("cd".repeat(32), s.algorithm, s.value, k.publicKeyPem)).toBe(false);
      const other = alg === "rsa" ? { publicKeyPem: OTHER_RSA_PUBLIC } : keygen(alg);
      expect(verifyChecksumSignature("ab".repeat(32), s.algorithm, s.value, other.publicKeyPem)).toBe(false);
    });
  }
  it("reports a malformed PEM clearly", () => {
    expect(() => signChecksum("ab", "-----BEGIN PRIVATE KEY-----\nnope\n-----END PRIVATE KEY-----\n")).toThrow(
      /not a valid PEM private key/,
    );
  });
});
