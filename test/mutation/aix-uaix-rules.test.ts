/**
 * Small pure parts of the AIX, UAIX and rule-file dialects: checksum input and legacy text
 * checksum (hashed independently with node:crypto), syntax detection, the secret scanner's
 * patterns at their length boundaries, the .uai text template, and rule-file path recognition.
 */
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { checksumInput, computeChecksum, legacyTextChecksum } from "../../ir/dialects/aix/checksum.js";
import { detectAixSyntax } from "../../ir/dialects/aix/syntax.js";
import { looksLikeSecret } from "../../ir/dialects/aix/secrets.js";
import { SignatureError, keygen, signChecksum, verifyChecksumSignature } from "../../ir/dialects/aix/signature.js";
import { parseUai, renderUai } from "../../ir/dialects/uaix/uai-text.js";
import { ruleFormatOfAnyPath, ruleFormatOfPath, ruleRootOf } from "../../ir/dialects/rules/paths.js";
import { emptyObject, type Json, type JsonObject } from "../../ir/json/value.js";

const obj = (entries: Array<[string, Json]>): JsonObject => {
  const o = emptyObject();
  for (const [k, v] of entries) o[k] = v;
  return o;
};
const sha256 = (s: string): string => createHash("sha256").update(s, "utf8").digest("hex");

describe("AIX checksums", () => {
  it("hash the RFC 8785 text of the document without security", () => {
    const doc = obj([["security", obj([["checksum", "x"]])], ["meta", obj([["name", "a"], ["id", 1]])], ["b", [true]]]);
    expect(checksumInput(doc).toString("utf8")).toBe('{"b":[true],"meta":{"id":1,"name":"a"}}');
    expect(computeChecksum(doc, "sha256")).toBe(sha256('{"b":[true],"meta":{"id":1,"name":"a"}}'));
    expect(computeChecksum(doc, "sha512")).toBe(createHash("sha512").update('{"b":[true],"meta":{"id":1,"name":"a"}}').digest("hex"));
    expect(Object.keys(doc)).toEqual(["security", "meta", "b"]);
  });

  it("legacy text method: drop the security block, CRLF to LF, trim", () => {
    const text = "meta:\r\n  name: a\r\nsecurity:\r\n  checksum:\r\n    value: x\r\n# note\r\npersona:\r\n  role: r\r\n";
    expect(legacyTextChecksum(text, "sha256")).toBe(sha256("meta:\n  name: a\npersona:\n  role: r"));
    expect(legacyTextChecksum("  a: 1\n", "sha256")).toBe(sha256("a: 1"));
    expect(legacyTextChecksum("a: 1\nsecurity :\n  x: 1", "sha256")).toBe(sha256("a: 1"));
    expect(legacyTextChecksum("a: 1\nsecurity: {}\nb: 2", "sha256")).toBe(sha256("a: 1\nb: 2"));
    expect(legacyTextChecksum("a: 1\nsecurity_x: 1\n", "sha256")).toBe(sha256("a: 1\nsecurity_x: 1"));
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
});

describe("AIX signatures", () => {
  it("signs and verifies with each algorithm, and refuses mismatches", () => {
    const checksum = "ab".repeat(32);
    for (const [alg, name] of [["ed25519", "Ed25519"], ["ecdsa", "ECDSA-SHA256"]] as const) {
      const { privateKeyPem, publicKeyPem } = keygen(alg);
      const s = signChecksum(checksum, privateKeyPem);
      expect(s.algorithm).toBe(name);
      expect(s.publicKeyPem).toBe(publicKeyPem);
      expect(verifyChecksumSignature(checksum, name, s.value, publicKeyPem)).toBe(true);
      expect(verifyChecksumSignature("cd".repeat(32), name, s.value, publicKeyPem)).toBe(false);
    }
    const ed = keygen("ed25519");
    const s = signChecksum(checksum, ed.privateKeyPem);
    expect(() => verifyChecksumSignature(checksum, "RSA-SHA256", s.value, ed.publicKeyPem)).toThrow(new SignatureError("signature algorithm RSA-SHA256 does not match the Ed25519 public key"));
    expect(() => verifyChecksumSignature(checksum, "Ed25519", "not base64!", ed.publicKeyPem)).toThrow("signature value is not base64");
    expect(verifyChecksumSignature(checksum, "Ed25519", `${s.value.slice(0, 20)}\n${s.value.slice(20)}`, ed.publicKeyPem)).toBe(true);
    try {
      signChecksum(checksum, "garbage");
    } catch (e) {
      expect((e as SignatureError).code).toBe("INVALID_KEY");
      expect((e as Error).message).toMatch(/^not a valid PEM private key: /);
    }
    expect(() => verifyChecksumSignature(checksum, "Ed25519", s.value, "garbage")).toThrow(/^not a valid PEM public key: /);
    expect(new SignatureError("m").code).toBe("SIGNATURE_INVALID");
  });
});

describe(".uai text", () => {
  it("renders the template and reads it back", () => {
    const d = {
      title: "My\n title",
      purpose: "why",
      requiredFor: ["a", "b"],
      headers: [["Owner", "me"]] as Array<[string, string]>,
      sections: [["Notes", "line 1\r\n## not a heading\n\n"], ["Empty", ""]] as Array<[string, string]>,
    };
    const text = renderUai(d);
    expect(text).toBe("Title: My title\nPurpose: why\nRequired For: a, b\nOwner: me\n\n## Notes\nline 1\n\\## not a heading\n\n## Empty\n\n");
    expect(parseUai(text)).toEqual({ title: "My title", purpose: "why", requiredFor: ["a", "b"], headers: [["Owner", "me"]], sections: [["Notes", "line 1\n## not a heading"], ["Empty", ""]] });
  });

  it("reads headers case-insensitively; missing ones are empty", () => {
    expect(parseUai("title: T\r\nREQUIRED FOR: x, , y\nNo colon here\nK:v:w\n\nstray text\n## S\n\n\nbody\n\n")).toEqual({
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
});
