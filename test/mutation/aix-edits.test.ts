/**
 * `aix checksum --write` and `aix sign` as text edits (ir/dialects/aix/edit-checksum.ts,
 * edit-signature.ts): the exact text each edit makes, where it declines (then the caller writes the
 * canonical form), and the checksum command end to end in process: comments kept in YAML and TOML.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { editChecksumText } from "../../ir/dialects/aix/edit-checksum.js";
import { editSignatureText } from "../../ir/dialects/aix/edit-signature.js";
import type { Position } from "../../ir/json/line-index.js";
import { readAixText } from "../../src/formats/aix/read-agent.js";
import { checksum } from "../../src/cli/commands/aix.js";
import { checkAixText } from "../../src/formats/aix/check-file.js";
import type { CliContext } from "../../src/cli/context.js";
import { tempDir } from "../support/tmp.js";

const positionsOf = (file: string, text: string): Map<string, Position> => readAixText(file, text).positions;
const CHECKSUM = ["/security/checksum/algorithm", "/security/checksum/value"] as const;
/** Positions for the two checksum scalars, by hand. */
const at = (alg: [number, number], val: [number, number]): Map<string, Position> =>
  new Map([
    [CHECKSUM[0], { line: alg[0], col: alg[1] }],
    [CHECKSUM[1], { line: val[0], col: val[1] }],
  ]);

describe("editChecksumText", () => {
  it("replaces plain, single- and double-quoted YAML scalars where they stand, keeping comments", () => {
    const text = "security:\n  checksum:\n    algorithm: sha512   # was\n    value: 'ab''cd' # old\n";
    expect(editChecksumText(text, positionsOf("a.aix", text), "sha256", "ff")).toBe(
      'security:\n  checksum:\n    algorithm: "sha256"   # was\n    value: "ff" # old\n',
    );
    const escaped = 'security:\n  checksum:\n    algorithm: "sha\\"256"\n    value: "a\\\\" # c\n';
    expect(editChecksumText(escaped, at([3, 16], [4, 12]), "sha256", "ee")).toBe(
      'security:\n  checksum:\n    algorithm: "sha256"\n    value: "ee" # c\n',
    );
    // A double-quoted scalar ends at its first unescaped quote, whatever follows (only '' doubles a quote, in single quotes).
    expect(editChecksumText(`a: "x"'\nb: "y"""\n`, at([1, 4], [2, 4]), "sha256", "v")).toBe(`a: "sha256"'\nb: "v"""\n`);
  });

  it("edits TOML at the value the reader points to, and keeps CRLF line ends", () => {
    const text = "# mine\r\n[security.checksum]\r\nalgorithm = \"sha512\"  # kept\r\nvalue\t=  '00'\r\n";
    expect(editChecksumText(text, positionsOf("a.aix.toml", text), "sha256", "abc")).toBe(
      '# mine\r\n[security.checksum]\r\nalgorithm = "sha256"  # kept\r\nvalue\t=  "abc"\r\n',
    );
  });

  it("declines what it cannot edit safely", () => {
    const two = "a: x\nb: y\n";
    expect(editChecksumText(two, new Map([[CHECKSUM[1], { line: 2, col: 4 }]]), "sha256", "v")).toBeUndefined(); // no algorithm
    expect(editChecksumText(two, new Map([[CHECKSUM[0], { line: 1, col: 4 }]]), "sha256", "v")).toBeUndefined(); // no value
    expect(editChecksumText("c: {algorithm: a, value: b}\n", at([1, 16], [1, 26]), "sha256", "v")).toBeUndefined(); // one line
    expect(editChecksumText(two, at([1, 4], [7, 4]), "sha256", "v")).toBeUndefined(); // a line past the end
    expect(editChecksumText('a: "open\nb: y\n', at([1, 4], [2, 4]), "sha256", "v")).toBeUndefined(); // an unterminated quote
    expect(editChecksumText("a:\nb: y\n", at([1, 3], [2, 4]), "sha256", "v")).toBeUndefined(); // nothing to replace
    expect(editChecksumText("a: x\nb:   # c\n", at([1, 4], [2, 4]), "sha256", "v")).toBeUndefined(); // only a comment
  });
});

describe("editSignatureText", () => {
  const fields = [
    ["algorithm", "ed25519"],
    ["value", "c2ln"],
  ] as const;

  it("YAML: replaces a signature block and appends the new one at the end of security, at its indentation", () => {
    const text =
      "meta:\n  name: a\nsecurity:\n  checksum:\n    value: x\n  signature:\n    value: old\n\n    algorithm: rsa\n  # note\n  other: 1\n# after\npersona:\n  role: r\n";
    expect(editSignatureText(text, "yaml", positionsOf("a.aix", text), fields)).toBe(
      'meta:\n  name: a\nsecurity:\n  checksum:\n    value: x\n  # note\n  other: 1\n  signature:\n    algorithm: "ed25519"\n    value: "c2ln"\n# after\npersona:\n  role: r\n',
    );
    // A key spelt "signature :" is the signature; "signatures:" or "signature_note:" is another key, kept.
    const spaced = "security:\n  signature :\n    value: old\n  signature_note: keep\n  signatures: [1]\n";
    expect(editSignatureText(spaced, "yaml", positionsOf("a.aix", spaced), fields)).toBe(
      'security:\n  signature_note: keep\n  signatures: [1]\n  signature:\n    algorithm: "ed25519"\n    value: "c2ln"\n',
    );
    const last = "security:\n    checksum: 1\n";
    expect(editSignatureText(last, "yaml", positionsOf("a.aix", last), fields)).toBe(
      'security:\n    checksum: 1\n    signature:\n      algorithm: "ed25519"\n      value: "c2ln"\n',
    );
  });

  it("YAML: declines a flow mapping, a missing security section and a security key at column 1", () => {
    const flow = "security: {checksum: 1}\n";
    expect(editSignatureText(flow, "yaml", positionsOf("a.aix", flow), fields)).toBeUndefined();
    expect(editSignatureText("meta: 1\n", "yaml", new Map(), fields)).toBeUndefined();
    expect(
      editSignatureText("security:\nchecksum: 1\n", "yaml", new Map([["/security", { line: 2, col: 1 }]]), fields),
    ).toBeUndefined();
  });

  it("TOML: appends the table once, after trimming trailing blank lines; JSON is never edited", () => {
    expect(editSignatureText('[security.checksum]\r\nvalue = "x"\r\n\r\n\r\n', "toml", new Map(), fields)).toBe(
      '[security.checksum]\r\nvalue = "x"\r\n\r\n[security.signature]\r\nalgorithm = "ed25519"\r\nvalue = "c2ln"\r\n',
    );
    expect(editSignatureText("[security . signature]\nvalue = 1\n", "toml", new Map(), fields)).toBeUndefined();
    expect(editSignatureText("[security]\n  signature = { value = 1 }\n", "toml", new Map(), fields)).toBeUndefined();
    expect(editSignatureText("{}", "json", new Map(), fields)).toBeUndefined();
  });
});

describe("aix checksum --write, in process", () => {
  const ctx = {} as CliContext;
  const yaml =
    'meta:\n  version: "1.0"\n  id: 550e8400-e29b-41d4-a716-446655440000\n  name: A\n  created: 2025-01-01T00:00:00Z\n# the persona\npersona:\n  role: assistant\n  instructions: be brief\nsecurity:\n  checksum:\n    algorithm: sha512 # to be replaced\n    value: "00"\n';

  it("keeps the comments of a YAML and of a TOML agent, and the result verifies", async () => {
    const d = tempDir();
    const y = join(d, "a.aix");
    writeFileSync(y, yaml);
    const ry = await checksum(ctx, y, { algorithm: "sha256", write: true });
    expect(ry.text).toContain("edited in place (comments kept)");
    const yText = readFileSync(y, "utf8");
    expect(yText).toContain("# the persona\n");
    expect(yText).toContain('algorithm: "sha256" # to be replaced');
    expect(checkAixText(y, yText).report.info.map((i) => i.code)).toContain("CHECKSUM_VALID");

    const t = join(d, "a.aix.toml");
    writeFileSync(
      t,
      '# the agent\n[meta]\nversion = "1.0"\nid = "550e8400-e29b-41d4-a716-446655440000"\nname = "A"\ncreated = "2025-01-01T00:00:00Z"\n\n[persona]\nrole = "assistant"\ninstructions = "be brief"\n\n[security.checksum]\nalgorithm = "sha512"\nvalue = "00"  # old\n',
    );
    const rt = await checksum(ctx, t, { algorithm: "sha256", write: true });
    expect(rt.text).toContain("edited in place (comments kept)");
    const tText = readFileSync(t, "utf8");
    expect(tText.startsWith("# the agent\n[meta]\n")).toBe(true);
    expect(tText).toMatch(/\nvalue = "[0-9a-f]{64}" {2}# old\n$/);
    expect(checkAixText(t, tText).report.info.map((i) => i.code)).toContain("CHECKSUM_VALID");
  });

  it("writes the canonical form when the edit would not read back with a valid checksum", async () => {
    const d = tempDir();
    const f = join(d, "a.aix");
    // The checksum mapping is written in flow style on one line: no edit in place.
    writeFileSync(
      f,
      yaml.replace(
        '  checksum:\n    algorithm: sha512 # to be replaced\n    value: "00"\n',
        "  checksum: {algorithm: sha512, value: '00'}\n",
      ),
    );
    const r = await checksum(ctx, f, { algorithm: "sha256", write: true });
    expect(r.text).toContain("rewritten in canonical form");
    expect(checkAixText(f, readFileSync(f, "utf8")).report.info.map((i) => i.code)).toContain("CHECKSUM_VALID");
  });
});
