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
import { readAixText } from "../../src/formats/aix/read-agent.js";
import { aixNodeOf, AIX_AGENT_NODE } from "../../src/formats/aix/load-graph.js";
import { raiseAix } from "../../src/formats/aix/raise.js";
import { computeChecksum } from "../../ir/dialects/aix/checksum.js";
import { LossLedger } from "../../ir/loss-ledger.js";
import type { JsonObject } from "../../ir/json/value.js";
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
