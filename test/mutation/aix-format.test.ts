/**
 * The AIX format's own steps, in process (src/formats/aix/format.ts, check-file.ts, report.ts): what
 * a file that cannot be read reports, the validation report of AIX spec section 7.4 (section and field
 * from the pointer, line:col, hint), the one-line summary, and the refusal to convert between versions.
 * Expected values come from the input itself (its pointers, its bytes) and from node's own errors.
 */
import { generateKeyPairSync } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkAixFile, checkAixText, checksumVerified } from "../../src/formats/aix/check-file.js";
import { aixReport } from "../../src/formats/aix/report.js";
import { readAixText } from "../../src/formats/aix/read-agent.js";
import { computeChecksum } from "../../ir/dialects/aix/checksum.js";
import { signChecksum } from "../../ir/dialects/aix/signature.js";
import { convertPath } from "../../src/pipeline/convert.js";
import { validate } from "../../src/api.js";
import { tempDir } from "../support/tmp.js";

const NOW = new Date("2026-01-01T00:00:00Z");
const BODY =
  'meta:\n  version: "1.0.0"\n  id: "550e8400-e29b-41d4-a716-446655440000"\n  name: "T"\n  created: "2025-01-12T10:30:00Z"\n  author: "a"\npersona:\n  role: "r"\n  instructions: "i"\n';
/** BODY with its real sha256 checksum appended (AIX v1.0: the document without security). */
const withChecksum = (body: string): string =>
  `${body}security:\n  checksum:\n    algorithm: "sha256"\n    value: "${computeChecksum(readAixText("a.aix", body).doc!, "sha256")}"\n`;

describe("an AIX file that cannot be read", () => {
  it("bytes that are not UTF-8: one INVALID_ENCODING error, through the check and through validate", async () => {
    const file = join(tempDir("aix-format"), "latin1.aix");
    writeFileSync(file, Buffer.from("meta: caf\xe9\n", "latin1"));
    const c = checkAixFile(file);
    const expected = { code: "INVALID_ENCODING", section: "", field: "", message: "the file is not valid UTF-8" };
    expect(c.report).toEqual({ valid: false, errors: [expected], warnings: [], info: [] });
    expect(c.diagnostics.all.map((d) => [d.severity, d.file])).toEqual([["error", file]]);
    expect(c.source).toMatchObject({ file, text: "", syntax: "yaml" });
    expect(c.signature).toEqual({ state: "absent" });
    expect(checksumVerified(c)).toBe(false);
    const v = await validate(file, { format: "aix" });
    expect(v.diagnostics.map((d) => [d.severity, d.code, d.message, d.file])).toEqual([
      ["error", "INVALID_ENCODING", "the file is not valid UTF-8", file],
    ]);
    expect(v.exitCode).toBe(1);
  });

  it("a missing file: AIX-IO with the reader's message (the path, then why)", () => {
    const file = join(tempDir("aix-format"), "missing.aix");
    const c = checkAixFile(file);
    expect(c.report.errors).toEqual([
      { code: "AIX-IO", section: "", field: "", message: `${file}: no such file or directory` },
    ]);
    expect(c.report.valid).toBe(false);
  });
});

describe("the validation report (AIX 7.4)", () => {
  it("section and field come from the pointer (escaped tokens unescaped), with line:col and hint", () => {
    const report = aixReport([
      { code: "E1", severity: "error", message: "m1", pointer: "/apis/0/auth/type", line: 3, col: 7, hint: "h" },
      { code: "W1", severity: "warning", message: "m2", pointer: "/x~1y/a~0b" },
      { code: "I1", severity: "info", message: "m3" },
    ]);
    expect(report).toEqual({
      valid: false,
      errors: [{ code: "E1", section: "apis", field: "0.auth.type", message: "m1", line: 3, col: 7, hint: "h" }],
      warnings: [{ code: "W1", section: "x/y", field: "a~b", message: "m2" }],
      info: [{ code: "I1", section: "", field: "", message: "m3" }],
    });
    // Warnings and notes alone leave the report valid.
    expect(aixReport([{ code: "W", severity: "warning", message: "w" }]).valid).toBe(true);
  });

  it("a checked file: every item placed at its line:col in the text", () => {
    const text = `${BODY.replace('name: "T"', 'name: ""')}security:\n  checksum:\n    algorithm: "md5"\n    value: "00"\n`;
    const c = checkAixText("a.aix", text, { now: NOW });
    // Lines and columns counted in `text`: name on line 4 (value at col 9), algorithm on 12 (col 16), value on 13 (col 12).
    expect(c.report).toEqual({
      valid: false,
      errors: [
        {
          code: "INVALID_LENGTH",
          section: "meta",
          field: "name",
          message: "Field 'name' must be 1-100 characters, got 0",
          line: 4,
          col: 9,
        },
        {
          code: "INVALID_ENUM",
          section: "security",
          field: "checksum.algorithm",
          message: expect.stringContaining(`got "md5"`),
          line: 12,
          col: 16,
        },
      ],
      warnings: [
        {
          code: "CHECKSUM_PLACEHOLDER",
          section: "security",
          field: "checksum.value",
          message:
            'checksum value "00" is a placeholder: nothing was computed, so nothing is proven (run `agentc aix checksum <file> --write`; --require-checksum makes this an error)',
          line: 13,
          col: 12,
        },
      ],
      info: [],
    });
  });
});

describe("the AIX summary line", () => {
  it("names the syntax, the verdict, and every note joined by '; '", async () => {
    const dir = tempDir("aix-format");
    const ok = join(dir, "ok.aix");
    writeFileSync(ok, withChecksum(BODY));
    expect((await validate(ok)).summary).toBe("AIX agent (yaml): valid — sha256 checksum verified");
    const bad = join(dir, "bad.aix.json");
    writeFileSync(bad, JSON.stringify({ meta: { name: "T" } }));
    const v = await validate(bad);
    expect(v.summary).toBe("AIX agent (json): INVALID");
    expect(v.result).toMatchObject({ valid: false, info: [] });
    // A signed agent has three notes (checksum verified, signature valid, nobody vouched for its key).
    const key = generateKeyPairSync("ed25519").privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    const body = withChecksum(BODY);
    const sig = signChecksum(computeChecksum(readAixText("a.aix", BODY).doc!, "sha256"), key);
    const signed = join(dir, "signed.aix");
    writeFileSync(
      signed,
      `${body}  signature:\n    algorithm: ${sig.algorithm}\n    value: "${sig.value}"\n    public_key: ${JSON.stringify(sig.publicKeyPem)}\n`,
    );
    const notes = checkAixFile(signed).report.info;
    expect(notes.map((i) => i.code)).toEqual(["CHECKSUM_VALID", "SIGNATURE_VALID", "SIGNATURE_UNTRUSTED"]);
    expect((await validate(signed)).summary).toBe(
      `AIX agent (yaml): valid — ${notes.map((i) => i.message).join("; ")}`,
    );
  });
});

describe("an AIX file converted to AIX", () => {
  it("between versions is refused with AIX-VERSION, whose message names both versions and the way out", async () => {
    const dir = tempDir("aix-format");
    const file = join(dir, "a.aix");
    writeFileSync(file, withChecksum(BODY));
    const err = await convertPath(file, { to: "aix", output: join(dir, "b.aix"), aixVersion: "1.4" }).catch(
      (e: unknown) => e as { diagnostics: Array<{ code: string; severity: string; message: string; file?: string }> },
    );
    expect(err.diagnostics.filter((d) => d.code === "AIX-VERSION")).toEqual([
      {
        code: "AIX-VERSION",
        severity: "error",
        message:
          "the agent is AIX v1.0 and the conversion asks for v1.4: an AIX file is converted within its version (a re-emission), not between versions; give --aix-version 1.0, or convert the agent from the format it came from with --aix-version 1.4",
        file,
        pass: "aix.validate",
      },
    ]);
  });
});
