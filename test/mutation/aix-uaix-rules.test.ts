/**
 * Small pure parts of the AIX, UAIX and rule-file dialects: checksum input and legacy text
 * checksum (hashed independently with node:crypto), syntax detection, the secret scanner's
 * patterns at their length boundaries, AIX signatures (checked by node:crypto), the .uai text
 * template, rule-file path recognition and the generated-file header.
 */
import { createHash, generateKeyPairSync, verify, type KeyObject } from "node:crypto";
import { describe, expect, it } from "vitest";
import { checksumInput, computeChecksum, legacyTextChecksum } from "../../ir/dialects/aix/checksum.js";
import { detectAixSyntax } from "../../ir/dialects/aix/syntax.js";
import { looksLikeSecret, secretAmong } from "../../ir/dialects/aix/secrets.js";
import {
  SignatureError,
  keygen,
  signCanonicalV14,
  signChecksum,
  verifyCanonicalV14,
  verifyChecksumSignature,
} from "../../ir/dialects/aix/signature.js";
import { parseUai, renderUai } from "../../ir/dialects/uaix/uai-text.js";
import { ruleFormatOfAnyPath, ruleFormatOfPath, ruleRootOf } from "../../ir/dialects/rules/paths.js";
import { GENERATED_HEADER, withoutGeneratedHeader } from "../../ir/dialects/rules/model.js";
import { emptyObject, type Json, type JsonObject } from "../../ir/json/value.js";

const obj = (entries: Array<[string, Json]>): JsonObject => {
  const o = emptyObject();
  for (const [k, v] of entries) o[k] = v;
  return o;
};
const sha256 = (s: string): string => createHash("sha256").update(s, "utf8").digest("hex");

describe("AIX checksums", () => {
  it("hash the RFC 8785 text of the document without security", () => {
    const doc = obj([
      ["security", obj([["checksum", "x"]])],
      [
        "meta",
        obj([
          ["name", "a"],
          ["id", 1],
        ]),
      ],
      ["b", [true]],
    ]);
    expect(checksumInput(doc).toString("utf8")).toBe('{"b":[true],"meta":{"id":1,"name":"a"}}');
    expect(computeChecksum(doc, "sha256")).toBe(sha256('{"b":[true],"meta":{"id":1,"name":"a"}}'));
    expect(computeChecksum(doc, "sha512")).toBe(
      createHash("sha512").update('{"b":[true],"meta":{"id":1,"name":"a"}}').digest("hex"),
    );
    expect(Object.keys(doc)).toEqual(["security", "meta", "b"]);
  });

  it("legacy text method: drop the security block, CRLF to LF, trim", () => {
    const text =
      "meta:\r\n  name: a\r\nsecurity:\r\n  checksum:\r\n    value: x\r\n# note\r\npersona:\r\n  role: r\r\n";
    expect(legacyTextChecksum(text, "sha256")).toBe(sha256("meta:\n  name: a\npersona:\n  role: r"));
    expect(legacyTextChecksum("  a: 1\n", "sha256")).toBe(sha256("a: 1"));
    expect(legacyTextChecksum("a: 1\nsecurity :\n  x: 1", "sha256")).toBe(sha256("a: 1"));
    expect(legacyTextChecksum("a: 1\nsecurity: {}\nb: 2", "sha256")).toBe(sha256("a: 1\nb: 2"));
    expect(legacyTextChecksum("a: 1\nsecurity_x: 1\n", "sha256")).toBe(sha256("a: 1\nsecurity_x: 1"));
    // The block runs to the next top-level key, past comments, blank lines and indented lines.
    const lf =
      "meta:\n  name: a\nsecurity:\n  checksum:\n    value: x\n# a comment\n\n  more: 1\npersona:\n  role: r\n";
    expect(legacyTextChecksum(lf, "sha256")).toBe(sha256("meta:\n  name: a\npersona:\n  role: r"));
    expect(legacyTextChecksum("security: {}\nmeta: 1\n", "sha256")).toBe(sha256("meta: 1"));
    expect(legacyTextChecksum("meta: 1\nsecurity:\n  a: 1", "sha256")).toBe(sha256("meta: 1"));
    expect(legacyTextChecksum("meta: 1\r\n x-security: 2\r\n", "sha256")).toBe(sha256("meta: 1\n x-security: 2"));
  });
});

describe("AIX syntax detection", () => {
  it.each<[string, string, string]>([
    ["a.yaml", "{", "yaml"],
    ["A.YML", "{", "yaml"],
    ["a.aix.yaml", "", "yaml"],
    ["a.json", "x: 1", "json"],
    ["a.toml", "x: 1", "toml"],
    ["a.aix", '\ufeff  {"a":1}', "json"],
    ["a.aix", "# c\n\n[meta]\nname = 1", "toml"],
    ["a.aix", 'title = "x"', "toml"],
    ["a.aix", "meta:\n  a = 1", "yaml"],
    ["a.aix", "", "yaml"],
    ["a.aix", "# only comments\n", "yaml"],
    ["a.aix", "[not a table", "yaml"],
    ["a.yamlx", "x = 1", "toml"],
    ["a.aix.yaml", "{", "yaml"],
    ["a.yaml.aix", "{", "json"], // not a YAML extension: the content decides
    ["a.aix.json", "x: 1", "json"],
    ["a.aix.toml", "x: 1", "toml"],
    ["a.toml.aix", "x: 1", "yaml"],
    ["a.aix", "\uFEFF  \n{}", "json"],
    ["a.aix", "# c\n\n[meta]\nversion = 1", "toml"],
    ["a.aix", '  "meta.x" = 1\n', "toml"],
    ["a.aix", "meta.version=1\n", "toml"],
    ["a.aix", "[meta] # c\n", "yaml"], // a table header with a comment is not the plain form
    ["a.aix", "x [meta]\n", "yaml"],
    ["a.aix", "key: a = b\n", "yaml"],
    ["a.aix", "- [meta]\n", "yaml"],
    ["a.aix", "key = \n", "toml"],
    ["a.aix", "key : = x\n", "yaml"],
    ["a.aix", "x\uFEFF{\n", "yaml"],
    ["a.aix", "   \n# only a comment\n", "yaml"],
  ])("%s %j → %s", (path, text, syntax) => {
    expect(detectAixSyntax(path, text)).toBe(syntax);
  });
});

describe("secret scanner", () => {
  it.each<[string, string | undefined]>([
    ["-----BEGIN RSA PRIVATE KEY-----", "private key"],
    ["-----BEGIN PRIVATE KEY-----", "private key"],
    ["-----BEGIN PUBLIC KEY----- x", undefined],
    ["eyJhbGciOiJIUzI1.eyJzdWIiOiIx.SflKxwRJSMeKKF2QT4fwpMeJf36", "JSON web token"],
    ["Authorization: Bearer abcdefghijklmnopqrst", "bearer token"],
    ["Authorization: Bearer abcdefghijklmnopqrs", undefined],
    ["key AKIAIOSFODNN7EXAMPLE here", "AWS access key"],
    ["key ASIAIOSFODNN7EXAMPLE here", "AWS access key"],
    ["key AKIAIOSFODNN7EXAMPL here", undefined],
    [`AIza${"a".repeat(35)}`, "Google API key"],
    [`ghp_${"a".repeat(36)}`, "GitHub token"],
    [`ghp_${"a".repeat(35)}`, undefined],
    ["xoxb-12345678901", "Slack token"],
    ["xoxb-1234567890", undefined],
    [`sk-${"a".repeat(20)}`, "OpenAI-style API key"],
    [`sk-proj-${"a".repeat(20)}`, "OpenAI-style API key"],
    [`rk_live_${"a".repeat(16)}`, "Stripe key"],
    ["postgres://user:pass@db.example.com/x", "connection string with a password"],
    ["postgres://user:pa@db.example.com/x", undefined],
    ["password = hunter2hunter2", "credential assignment"],
    ["client_secret: 'abcdefgh1'", "credential assignment"],
    ["password = ${PASSWORD_FROM_ENV}", undefined],
    ["password: short1", undefined],
    ["an ordinary sentence about secrets", undefined],
    ["AKIAIOSFODNN7EXA", undefined],
  ])("%j → %s", (s, kind) => {
    expect(looksLikeSecret(s)).toBe(kind);
  });

  it("ignores short strings and finds overlapping hints", () => {
    expect(looksLikeSecret("password=abcdefg")).toBeUndefined();
    // "sk-" inside "ask-" and the credential hint after it: both are looked at.
    expect(looksLikeSecret(`ask-x apikey=${"z".repeat(10)}`)).toBe("credential assignment");
    expect(looksLikeSecret(`gho_${"a".repeat(36)} and password=${"b".repeat(9)}`)).toBe("GitHub token");
  });

  it("looks only at strings of 16 characters or more, with a hint seen", () => {
    expect(looksLikeSecret("pwd=abcdefgh")).toBeUndefined(); // the credential pattern matches it, but it is short
    expect(secretAmong("pwd=abcdefgh", new Set(["pwd"]))).toBeUndefined();
    expect(looksLikeSecret("pwd=abcdefghijkl")).toBe("credential assignment");
    expect(secretAmong("pwd=abcdefghijkl", new Set(["pwd"]))).toBe("credential assignment");
    expect(secretAmong("pwd=abcdefghijkl", new Set())).toBeUndefined();
    expect(secretAmong("pwd=abcdefghijkl", new Set(["eyj"]))).toBeUndefined();
  });
});

describe("AIX signatures", () => {
  it("signs and verifies with each algorithm, and refuses mismatches", () => {
    const checksum = "ab".repeat(32);
    for (const [alg, name] of [
      ["ed25519", "Ed25519"],
      ["ecdsa", "ECDSA-SHA256"],
    ] as const) {
      const { privateKeyPem, publicKeyPem } = keygen(alg);
      const s = signChecksum(checksum, privateKeyPem);
      expect(s.algorithm).toBe(name);
      expect(s.publicKeyPem).toBe(publicKeyPem);
      expect(verifyChecksumSignature(checksum, name, s.value, publicKeyPem)).toBe(true);
      expect(verifyChecksumSignature("cd".repeat(32), name, s.value, publicKeyPem)).toBe(false);
    }
    const ed = keygen("ed25519");
    const s = signChecksum(checksum, ed.privateKeyPem);
    expect(() => verifyChecksumSignature(checksum, "RSA-SHA256", s.value, ed.publicKeyPem)).toThrow(
      new SignatureError("signature algorithm RSA-SHA256 does not match the Ed25519 public key"),
    );
    expect(() => verifyChecksumSignature(checksum, "Ed25519", "not base64!", ed.publicKeyPem)).toThrow(
      "signature value is not base64",
    );
    expect(
      verifyChecksumSignature(checksum, "Ed25519", `${s.value.slice(0, 20)}\n${s.value.slice(20)}`, ed.publicKeyPem),
    ).toBe(true);
    try {
      signChecksum(checksum, "garbage");
    } catch (e) {
      expect((e as SignatureError).code).toBe("INVALID_KEY");
      expect((e as Error).message).toMatch(/^not a valid PEM private key: /);
    }
    expect(() => verifyChecksumSignature(checksum, "Ed25519", s.value, "garbage")).toThrow(
      /^not a valid PEM public key: /,
    );
    expect(new SignatureError("m").code).toBe("SIGNATURE_INVALID");
  });

  it("AIX v1.4: Ed25519 over the bytes themselves, base64 (wrapped is fine), anything else refused by name", () => {
    const ed = keygen("ed25519");
    const bytes = Buffer.from('{"a":1}', "utf8");
    const s = signCanonicalV14(bytes, ed.privateKeyPem);
    // node:crypto as the oracle: the value is an Ed25519 signature of exactly these bytes.
    expect(verify(null, bytes, ed.publicKeyPem, Buffer.from(s.value, "base64"))).toBe(true);
    expect(verifyCanonicalV14(bytes, `${s.value.slice(0, 30)}\n ${s.value.slice(30)}`, s.publicKeyPem)).toBe(true);
    expect(verifyCanonicalV14(Buffer.from('{"a":2}'), s.value, ed.publicKeyPem)).toBe(false);
    // Buffer.from would read "not base64!" leniently (as 6 bytes): refused before, by name.
    expect(() => verifyCanonicalV14(bytes, "not base64!", ed.publicKeyPem)).toThrow(
      new SignatureError("signature value is not base64"),
    );
  });

  const pem = (k: KeyObject, type: "pkcs8" | "spki"): string => k.export({ type, format: "pem" }).toString();
  const HEX = "ab".repeat(32);

  it("signs the checksum hex's UTF-8 bytes as node:crypto verifies them, per key type", () => {
    // 2048 bits: the least an RSA key may have (a shorter one is refused: test/unit/exact-verdicts.test.ts).
    const rsa = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const r = signChecksum(HEX, pem(rsa.privateKey, "pkcs8"));
    expect(r.algorithm).toBe("RSA-SHA256");
    expect(verify("sha256", Buffer.from(HEX, "utf8"), rsa.publicKey, Buffer.from(r.value, "base64"))).toBe(true);
    const ec = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const e = signChecksum(HEX, pem(ec.privateKey, "pkcs8"));
    expect(e).toMatchObject({ algorithm: "ECDSA-SHA256", publicKeyPem: pem(ec.publicKey, "spki") });
    expect(verify("sha256", Buffer.from(HEX, "utf8"), ec.publicKey, Buffer.from(e.value, "base64"))).toBe(true);
    const ed = generateKeyPairSync("ed25519");
    const d = signChecksum(HEX, pem(ed.privateKey, "pkcs8"));
    expect(verify(null, Buffer.from(HEX, "utf8"), ed.publicKey, Buffer.from(d.value, "base64"))).toBe(true);
    // Whitespace inside base64 (a wrapped YAML scalar) is allowed.
    expect(
      verifyChecksumSignature(HEX, "ECDSA-SHA256", e.value.replace(/(.{20})/g, "$1\n "), pem(ec.publicKey, "spki")),
    ).toBe(true);
    expect(verifyChecksumSignature(HEX.replace("a", "c"), "RSA-SHA256", r.value, pem(rsa.publicKey, "spki"))).toBe(
      false,
    );
  });

  it("refuses keys it does not sign with, and values that are not base64, with their codes", () => {
    const p384 = generateKeyPairSync("ec", { namedCurve: "P-384" });
    expect(() => signChecksum(HEX, pem(p384.privateKey, "pkcs8"))).toThrow(
      expect.objectContaining({ code: "INVALID_KEY", message: "ECDSA keys must be on P-256" }),
    );
    const x = generateKeyPairSync("x25519");
    expect(() => signChecksum(HEX, pem(x.privateKey, "pkcs8"))).toThrow(
      expect.objectContaining({
        code: "INVALID_KEY",
        message: "unsupported key type x25519 (use ed25519, rsa or P-256 ecdsa)",
      }),
    );
    expect(() => signChecksum(HEX, "nope")).toThrow(
      expect.objectContaining({
        code: "INVALID_KEY",
        message: expect.stringMatching(/^not a valid PEM private key: \S/),
      }),
    );
    expect(() => verifyChecksumSignature(HEX, "Ed25519", "AA==", "nope")).toThrow(
      expect.objectContaining({
        code: "INVALID_KEY",
        message: expect.stringMatching(/^not a valid PEM public key: \S/),
      }),
    );
    const ed = pem(generateKeyPairSync("ed25519").publicKey, "spki");
    expect(() => verifyChecksumSignature(HEX, "RSA-SHA256", "AA==", ed)).toThrow(
      expect.objectContaining({
        code: "SIGNATURE_INVALID",
        message: "signature algorithm RSA-SHA256 does not match the Ed25519 public key",
      }),
    );
    for (const bad of ["abc$", "=abc", "abc=!", "ab===", ""])
      expect(() => verifyChecksumSignature(HEX, "Ed25519", bad, ed), bad).toThrow(
        expect.objectContaining({ code: "SIGNATURE_INVALID", message: "signature value is not base64" }),
      );
  });
});

describe(".uai text", () => {
  it("renders the template and reads it back", () => {
    const d = {
      title: "My\n title",
      purpose: "why",
      requiredFor: ["a", "b"],
      headers: [["Owner", "me"]] as Array<[string, string]>,
      sections: [
        ["Notes", "line 1\r\n## not a heading\n\n"],
        ["Empty", ""],
      ] as Array<[string, string]>,
    };
    const text = renderUai(d);
    expect(text).toBe(
      "Title: My title\nPurpose: why\nRequired For: a, b\nOwner: me\n\n## Notes\nline 1\n\\## not a heading\n\n## Empty\n\n",
    );
    expect(parseUai(text)).toEqual({
      title: "My title",
      purpose: "why",
      requiredFor: ["a", "b"],
      headers: [["Owner", "me"]],
      sections: [
        ["Notes", "line 1\n## not a heading"],
        ["Empty", ""],
      ],
    });
  });

  it("reads headers case-insensitively; missing ones are empty", () => {
    expect(
      parseUai("title: T\r\nREQUIRED FOR: x, , y\nNo colon here\nK:v:w\n\nstray text\n## S\n\n\nbody\n\n"),
    ).toEqual({
      title: "T",
      purpose: "",
      requiredFor: ["x", "y"],
      headers: [["K", "v:w"]],
      sections: [["S", "body"]],
    });
    expect(parseUai("")).toEqual({ title: "", purpose: "", requiredFor: [], headers: [], sections: [] });
  });
});

describe("rule-file paths", () => {
  it.each<[string, string | undefined]>([
    [".roo/rules/a.md", "roo"],
    [".roo/rules-debug/sub/a.md", "roo"],
    [".roo/rules/a.md.bak", undefined],
    [".roo/rules/a~", undefined],
    [".roo/rules/.hidden", undefined],
    [".roorules", "roo"],
    [".roorules-code", "roo"],
    ["x/.cursor/rules/a.mdc", "cursor"],
    [".cursor/rules/sub/a.md", "cursor"],
    [".cursorrules", "cursor"],
    ["x/.windsurf/rules/a.md", "windsurf"],
    [".windsurfrules", "windsurf"],
    [".clinerules", "cline"],
    [".clinerules/a.md", "cline"],
    [".clinerules/workflows/a.md", undefined],
    [".kiro/steering/a.md", "kiro"],
    [".kiro/steering/x/a.md", undefined],
    [".junie/guidelines.md", "junie"],
    [".github/copilot-instructions.md", "copilot"],
    [".github/instructions/x/a.instructions.md", "copilot"],
    [".github/instructions/a.md", undefined],
    [".claude/CLAUDE.md", "claude-md"],
    [".claude/rules/a.md", "claude-md"],
    ["AGENTS.md", "agents-md"],
    ["pkg/AGENTS.md", "agents-md"],
    ["pkg/CLAUDE.md", "claude-md"],
    ["GEMINI.md", "gemini-md"],
    [".roo/rules-debug/AGENTS.md", "roo"],
    [".hidden/AGENTS.md", undefined],
    ["README.md", undefined],
  ])("%s → %s", (rel, format) => {
    expect(ruleFormatOfPath(rel)).toBe(format);
  });

  it("paths given alone, files and directories", () => {
    expect(ruleFormatOfAnyPath("/repo/.cursor/rules/a.mdc", false)).toBe("cursor");
    expect(ruleFormatOfAnyPath("C:\\repo\\.clinerules\\a.md", false)).toBe("cline");
    expect(ruleFormatOfAnyPath("/x/CLAUDE.md", false)).toBe("claude-md");
    expect(ruleFormatOfAnyPath("/x/notes.md", false)).toBeUndefined();
    expect(ruleFormatOfAnyPath("/x/.roo/rules-docs/a.txt", false)).toBe("roo");
    expect(ruleFormatOfAnyPath("/x/.roo/other/a.txt", false)).toBe("roo");
    expect(ruleFormatOfAnyPath("/x/.cursor/", true)).toBe("cursor");
    expect(ruleFormatOfAnyPath("/x/.cursor/rules", true)).toBe("cursor");
    expect(ruleFormatOfAnyPath("/x/.windsurf", true)).toBe("windsurf");
    expect(ruleFormatOfAnyPath(".clinerules", true)).toBe("cline");
    expect(ruleFormatOfAnyPath("/x/.kiro/steering", true)).toBe("kiro");
    expect(ruleFormatOfAnyPath("/x/.junie", true)).toBe("junie");
    expect(ruleFormatOfAnyPath("/x/.roo", true)).toBe("roo");
    expect(ruleFormatOfAnyPath("/x/.github/instructions", true)).toBe("copilot");
    expect(ruleFormatOfAnyPath("/x/.claude/rules", true)).toBe("claude-md");
    expect(ruleFormatOfAnyPath("/x/src", true)).toBeUndefined();
  });

  it("the repository root of a rule file", () => {
    expect(ruleRootOf("x/.cursor/rules/a.mdc", false)).toBe("x");
    expect(ruleRootOf(".cursor/rules/a.mdc", false)).toBe(".");
    expect(ruleRootOf("/.cursor/rules/a.mdc", false)).toBe("/");
    expect(ruleRootOf("a\\b\\.roorules-x", false)).toBe("a/b");
    expect(ruleRootOf("x/y/AGENTS.md", false)).toBe("x/y");
    expect(ruleRootOf("AGENTS.md", false)).toBe(".");
    expect(ruleRootOf("/AGENTS.md", false)).toBe("/");
    expect(ruleRootOf("x/y/", true)).toBe("x/y");
  });

  it("directories given alone: where the conventional names must start and end", () => {
    expect(ruleFormatOfAnyPath(".cursor", true)).toBe("cursor");
    expect(ruleFormatOfAnyPath(".kiro", true)).toBe("kiro");
    expect(ruleFormatOfAnyPath("/x/.junie//", true)).toBe("junie");
    const none = [
      "/x/a.cursor",
      "/x/.cursor/rules/sub",
      "/x/a.windsurf",
      "/x/.windsurf/rules/sub",
      "/x/.clinerules/sub",
      "/x/a.kiro",
      "/x/.kiro/steering/sub",
      "/x/.kiro/other",
      "/x/a.junie",
      "/x/.junie/sub",
      "/x/a.roo",
      "/x/.roo/sub",
      "/x/a.github/instructions",
      "/x/.github/instructions/sub",
      "/x/a.claude/rules",
      "/x/.claude/rules/sub",
    ];
    for (const p of none) expect(ruleFormatOfAnyPath(p, true), p).toBeUndefined();
    for (const [p, f] of [
      ["a.clinerules", undefined],
      ["x/.clinerules", "cline"],
      ["x/.kiro", "kiro"],
      ["x/.roo", "roo"],
      [".github/instructions", "copilot"],
      [".claude/rules", "claude-md"],
      [".windsurf/rules", "windsurf"],
      [".junie", "junie"],
    ] as const)
      expect(ruleFormatOfAnyPath(p, true), p).toBe(f);
  });

  it("files under a .roo directory of another name, and the root of a directory with trailing slashes", () => {
    expect(ruleFormatOfAnyPath("/x/a.roo/other/a.txt", false)).toBeUndefined();
    expect(ruleFormatOfAnyPath("/x/.roox/other/a.txt", false)).toBeUndefined();
    expect(ruleRootOf("x/y//", true)).toBe("x/y");
  });
});

describe("the generated-file header", () => {
  it("blanks the header comment when it is the first non-blank line within three, keeping line numbers", () => {
    expect(withoutGeneratedHeader(`${GENERATED_HEADER}\nbody`)).toBe("\nbody");
    expect(withoutGeneratedHeader(`\n\n  ${GENERATED_HEADER}  \nbody`)).toBe("\n\n\nbody");
    expect(withoutGeneratedHeader(`\n\n\n${GENERATED_HEADER}\nbody`)).toBe(`\n\n\n${GENERATED_HEADER}\nbody`);
    expect(withoutGeneratedHeader(`text\n${GENERATED_HEADER}`)).toBe(`text\n${GENERATED_HEADER}`);
    expect(withoutGeneratedHeader(`x ${GENERATED_HEADER}\n`)).toBe(`x ${GENERATED_HEADER}\n`);
    expect(withoutGeneratedHeader(`${GENERATED_HEADER} x\n`)).toBe(`${GENERATED_HEADER} x\n`);
    expect(withoutGeneratedHeader("<!-- another comment -->\nbody")).toBe("<!-- another comment -->\nbody");
    expect(withoutGeneratedHeader("generated by agentc\nbody")).toBe("generated by agentc\nbody");
    expect(withoutGeneratedHeader("")).toBe("");
  });
});
