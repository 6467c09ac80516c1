/**
 * Smaller parts of the AIX format folder, in process: the block-YAML fast path (held to the `yaml`
 * library, the oracle), the graph node a diagnostic's pointer lies in, what raising to core keeps
 * (and leaves unset), and the validation summary's notes.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseDocument } from "yaml";
import { readBlockYaml } from "../../src/formats/aix/block-yaml.js";
import { readAixText, readAixYamlByLibrary } from "../../src/formats/aix/read-agent.js";
import { aixNodeOf, AIX_AGENT_NODE } from "../../src/formats/aix/load-graph.js";
import { raiseAix } from "../../src/formats/aix/raise.js";
import { computeChecksum } from "../../ir/dialects/aix/checksum.js";
import { LossLedger } from "../../ir/loss-ledger.js";
import { JsonNumber, type Json, type JsonObject } from "../../ir/json/value.js";
import { validate } from "../../src/api.js";
import { tempDir } from "../support/tmp.js";

const plain = (v: unknown): unknown => JSON.parse(JSON.stringify(v));

describe("the block-YAML reader against the yaml library", () => {
  it.each([
    ["a leading blank line", "\na: 1\n"],
    ["a leading comment", "# c\na: 1\n"],
    ["a sequence, then a key", "a:\n  - x\n  - y\nb: 1\n"],
    ["a sequence at the key's column, then a key", "a:\n- x\n- y\nb: 1\n"],
    ["a plain scalar that starts with a dash", "a: -x\n"],
  ])("takes %s (inside the subset) and gives what the library gives", (_, text) => {
    const lib = parseDocument(text);
    expect(lib.errors).toEqual([]);
    expect(plain(readBlockYaml(text)?.doc)).toEqual(lib.toJS());
  });

  it.each([
    ["a sequence entry after a mapping", "a: 1\n- x\n"],
    ["a dash and a space opening a value", "a: - x\n"],
    ["a lone dash as a value", "a: -\n"],
    ["a question mark and a space opening a value", "a: ? x\n"],
  ])("declines %s, and the library's errors are reported", (_, text) => {
    const expected = parseDocument(text, { version: "1.2" }).errors.map((e) => e.message.split(" at line")[0]);
    expect(expected.length).toBeGreaterThan(0);
    expect(readBlockYaml(text)).toBeUndefined();
    const src = readAixText("a.aix", text);
    expect(src.doc).toBeUndefined();
    expect(src.diagnostics.all.map((d) => d.message)).toEqual(expected);
  });
});

describe("aixNodeOf: the graph node a pointer lies in", () => {
  const doc = readAixText("a.aix", "persona:\n  role: r\nskills:\n  - name: s\n").doc!;
  it.each([
    ["/persona/role", "aix:persona"],
    ["/skills/0/name", "aix:skill:0"],
    ["/skills/5/name", AIX_AGENT_NODE], // no such skill
    ["/skills/x", AIX_AGENT_NODE], // not an index
    ["/personality", AIX_AGENT_NODE], // a prefix of a section's name is not the section
    ["/meta/name", AIX_AGENT_NODE],
  ])("%s → %s", (pointer, id) => {
    expect(aixNodeOf(doc, pointer)).toBe(id);
  });
});

describe("raiseAix: what the core agent keeps", () => {
  it("fields the source does not have are left unset, and a non-number temperature is not a temperature", () => {
    const doc = readAixText(
      "a.aix",
      "meta:\n  name: n\n  author: me\npersona:\n  role: r\n  instructions: i\n  temperature: hot\n",
    ).doc!;
    const core = raiseAix(doc as JsonObject, "a.aix", new LossLedger(), "core");
    expect(core.author).toBe("me");
    expect(Object.keys(core)).not.toContain("description");
    expect(Object.keys(core)).not.toContain("created");
    expect(core.persona.temperature).toBeUndefined();
    expect(Object.keys(core.persona)).not.toContain("contextWindow");
  });
});

describe("the AIX validation summary", () => {
  it("names the verifier's notes (a verified checksum)", async () => {
    const body =
      'meta:\n  version: "1.0.0"\n  id: "550e8400-e29b-41d4-a716-446655440000"\n  name: "T"\n  created: "2025-01-12T10:30:00Z"\n  author: "a"\npersona:\n  role: "r"\n  instructions: "i"\n';
    const doc = readAixText("a.aix", body).doc!;
    const sum = computeChecksum(doc, "sha256");
    const file = join(tempDir("aix-summary"), "a.aix");
    writeFileSync(file, `${body}security:\n  checksum:\n    algorithm: "sha256"\n    value: "${sum}"\n`);
    const v = await validate(file);
    expect(v.summary).toBe("AIX agent (yaml): valid — sha256 checksum verified");
  });
});

describe("the block-YAML reader, case by case against the library: document and every position", () => {
  /** Values as text that tells numbers (by lexeme), strings, booleans and null apart, keys in order. */
  const shown = (v: Json): string =>
    v instanceof JsonNumber
      ? `n(${v.lexeme})`
      : Array.isArray(v)
        ? `[${v.map(shown).join(",")}]`
        : v !== null && typeof v === "object"
          ? `{${Object.keys(v)
              .map((k) => `${JSON.stringify(k)}:${shown(v[k]!)}`)
              .join(",")}}`
          : `${typeof v}(${JSON.stringify(v)})`;

  it.each([
    ["no final newline", "a: 1\nb: x"],
    ["a literal block, kept and stripped, with a blank line inside", "a: |\n  x\n\n  y\nb: |-\n  z\nc: 1\n"],
    ["a literal block in a sequence", "a:\n  - |\n    x\n  - y\n"],
    ["double-quoted escapes", 'a: "x\\ny\\t\\"q\\" \\\\ \\/ \\r"\n'],
    ["single quotes with a doubled quote", "a: 'it''s # not a comment'\n"],
    ["two single quotes inside double quotes", "a: \"x''y\"\n"],
    ["one-line lists and empty collections", "a: [x, \"y\", 'z', 1, true, ~]\nb: []\nc: {}\nd: [ ]\n"],
    ["a sequence of mappings", "a:\n  - b: 1\n    c: 2\n  - d\n  -\n    e: 3\n"],
    ["comments after values and between keys", "a: x # c\n# between\nb: 'y' # c\nc:\n  # inside\n  d: 1\n"],
    [
      "scalars of the core schema",
      "a: true\nb: ~\nc: -1.5e3\nd: 0\ne: False\nf: NULL\ng: 1.0\nh: -0\ni: TRUE\nj: True\n",
    ],
    ["a null value before the next key", "a:\nb: 1\n"],
    ["keys with dots, slashes and dashes", "a.b: 1\nc/d: 2\ne-f: 3\ng$h: 4\n_i: 5\n"],
    ["a plain scalar with inner colons and hashes", "a: http://x.org/#frag\nb: a:b\n"],
    ["deep nesting", "a:\n  b:\n    c:\n      - d:\n          e: 1\n"],
    ["trailing spaces after values and blank lines at the end", "a: x   \nb: 'y'  \n\n\n"],
  ])("takes %s as the library does", (_, text) => {
    const fast = readBlockYaml(text);
    expect(fast, "inside the subset").toBeDefined(); // the floor: the case tests the fast path
    const lib = readAixYamlByLibrary("a.aix", text);
    expect(lib.diagnostics.all).toEqual([]);
    expect(shown(fast!.doc)).toBe(shown(lib.doc!));
    expect([...fast!.positions]).toEqual([...lib.positions]);
  });

  it.each([
    ["a tab", "a:\tx\n"],
    ["a carriage return", "a: x\r\n"],
    ["a tag", "a: !t x\n"],
    ["an anchor", "a: &x 1\n"],
    ["a second document", "a: 1\n---\nb: 2\n"],
    ["a repeated key", "a: 1\na: 2\n"],
    ["a number that is not JSON", "a: 0x1F\n"],
    ["a number beyond the double range", "a: 1e999\n"],
    ["a keep-chomping literal", "a: |+\n  x\n"],
    ["a multi-line plain scalar", "a: x\n  y\n"],
    ["a flow mapping with content", "a: {b: 1}\n"],
    ["a nested flow list", "a: [[x]]\n"],
    ["a key that YAML reads as a boolean", "true: 1\n"],
    ["a quoted key", '"a": 1\n'],
    ["an unknown escape", 'a: "\\x41"\n'],
    ["an unterminated quote", 'a: "x\n'],
    ["a literal block as the last line without a newline", "a: |\n  x"],
    ["a comment indented into a finished mapping", "a:\n  b: 1\n  # c\n"],
    ["a comment at the top mapping's column after its last key", "a: 1\n# c\n"],
    ["content indented deeper after a mapping", "a:\n  b: 1\n    c: 2\n"],
    ["a document that is not a mapping", "- a\n"],
    ["an indented first line", "  a: 1\n"],
    ["a control character", "a: x\u0001\n"],
    ["a key ending its mapping with no value", "a:\n  b:\n"],
    ["a blank line in a literal block with spaces beyond its indentation", "a: |\n  x\n     \n  y\n"],
    ["a plain scalar holding a colon and a space", "a: b: c\n"],
    ["text after a closing double quote", 'a: "x"\'y"\n'],
  ])("declines %s (the library reads it)", (_, text) => {
    expect(readBlockYaml(text)).toBeUndefined();
  });
});
