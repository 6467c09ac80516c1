/**
 * Each finding of the harness run, fixed and named: damaged archives, hostile YAML and JSON numbers,
 * inputs that are not regular files, aigx export and resolve, tampered AEGX bundles, outputs that
 * already exist, --strict, and AIR hashing only what the reference's typed model accepts.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readInputFile } from "../../ir/io/input-file.js";
import { hashNode } from "../../ir/dialects/air/node-hash.js";
import { typedNode } from "../../ir/dialects/air/typed-node.js";
import { canonicalCborOfJson } from "../../ir/canonical/canonical-cbor.js";
import { sha256Hex } from "../../ir/hash/digest.js";
import { isCanonicalCbor } from "../../ir/cbor/decode.js";
import { parseJson } from "../../ir/json/parse.js";
import { isJsonObject } from "../../ir/json/value.js";
import { checkAixText } from "../../src/formats/aix/check-file.js";
import { agentcInProcess } from "../support/cli.js";
import { corpusPath, repoRoot } from "../support/corpus.js";
import { rawZip } from "../support/raw-zip.js";
import { tempDir } from "../support/tmp.js";
import { packageDir } from "../support/uaix-fixture.js";

const codesOf = (stdout: string): string[] =>
  (JSON.parse(stdout) as { diagnostics: Array<{ code: string }> }).diagnostics.map((d) => d.code);

describe("harness findings", () => {
  it("a zip whose CRC does not match: coded error, exit 4 (aegx verify, spec 9.2) or 1, not 70", async () => {
    const d = tempDir();
    const pkg = join(d, "p.uaix");
    expect(
      (
        await agentcInProcess([
          "uaix",
          "pack",
          packageDir(["persona_profile"]),
          "-o",
          pkg,
          "--scope",
          "persona_profile",
        ])
      ).status,
    ).toBe(0);
    // A stored entry keeps its bytes as written: rebuild the archive stored, then change one byte of a body.
    const zip = rawZip([
      { name: "manifest.json", data: Buffer.from('{"a":1}') },
      { name: "records.jsonl", data: Buffer.from("hello\n") },
    ]);
    zip[30 + "manifest.json".length + 3] ^= 1;
    const bad = join(d, "bad.aegx.zip");
    writeFileSync(bad, zip);
    const r = await agentcInProcess(["--json", "aegx", "verify", bad]);
    // AEGX section 9.2: a bundle that cannot be read (here: an archive entry that fails its CRC) is an I/O error, 4.
    expect(r.status).toBe(4);
    expect(codesOf(r.stdout)).toContain("AGC-ZIP-CORRUPT");
    const bytes = readFileSync(pkg);
    const at = bytes.indexOf(Buffer.from(".uai/totem.uai")) + ".uai/totem.uai".length + 5; // inside the deflated body of the first local entry
    bytes[at] ^= 0xff;
    const broken = join(d, "broken.uaix");
    writeFileSync(broken, bytes);
    const u = await agentcInProcess(["--json", "uaix", "verify", broken]);
    expect(u.status).toBe(1);
    expect(JSON.parse(u.stdout).result).toMatchObject({ verdict: "no-op" });
    expect(JSON.parse(u.stdout).result.reasons).toContain("malformed_container");
    expect(u.stderr).not.toMatch(/AGC-INTERNAL/);
  });

  it("an entry that inflates beyond its declared size: coded error, exit 4 under aegx verify (spec 9.2), not 70", async () => {
    const d = tempDir();
    const file = join(d, "liar.aegx.zip");
    writeFileSync(
      file,
      rawZip([
        { name: "manifest.json", data: Buffer.alloc(100_000, 32), deflate: true, declaredSize: 10 },
        { name: "records.jsonl", data: Buffer.from("") },
      ]),
    );
    const r = await agentcInProcess(["--json", "aegx", "verify", file]);
    // AEGX section 9.2: an archive entry that cannot be read is an I/O error (4).
    expect(r.status).toBe(4);
    expect(codesOf(r.stdout)).toContain("AGC-ZIP-CORRUPT");
  });

  it("a recursive YAML alias and a billion-laughs document: coded diagnostics", async () => {
    const recursive = checkAixText("a.aix", "meta: &a\n  x: [*a, *a]\n");
    expect(recursive.report.errors.map((e) => e.code)).toEqual(["SYNTAX_ERROR"]);
    expect(recursive.report.errors[0]!.message).toMatch(/recursive YAML alias/);
    const levels = "abcdefghi".split("");
    const laughs = levels
      .map(
        (l, i) =>
          `${l}: &${l} [${
            i === 0
              ? '"lol","lol","lol","lol","lol","lol","lol","lol","lol"'
              : Array(9)
                  .fill(`*${levels[i - 1]}`)
                  .join(",")
          }]`,
      )
      .join("\n");
    const lol = checkAixText("lol.aix", `${laughs}\nmeta: *i\n`);
    expect(lol.report.errors.map((e) => e.code)).toEqual(["SYNTAX_ERROR"]);
    const d = tempDir();
    writeFileSync(join(d, "r.aix"), "meta: &a\n  x: [*a]\n");
    const r = await agentcInProcess(["aix", "validate", join(d, "r.aix")]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/error\[SYNTAX_ERROR\]: recursive YAML alias/);
    expect(r.stderr).not.toMatch(/AGC-INTERNAL/);
  });

  it("1e999 and nan/NaN in JSON inputs: coded diagnostics", async () => {
    expect(() => parseJson('{"x": 1e999}')).toThrow(/number out of range/);
    expect(() => parseJson('{"x": -1.5e400}')).toThrow(/number out of range/);
    expect(() => parseJson('{"x": NaN}')).toThrow(/NaN and Infinity are not JSON/);
    expect(() => parseJson('{"x": nan}')).toThrow(/NaN and Infinity are not JSON/);
    expect(() => parseJson('{"x": -Infinity}')).toThrow(/NaN and Infinity are not JSON/);
    // Large integers and ordinary exponents stay exact and accepted.
    expect(parseJson('{"x": 123456789012345678901234567890, "y": 1e308}').value).toBeTruthy();
    const d = tempDir();
    for (const [name, text] of [
      ["big.aix.json", '{"meta": {"version": "1.0", "x": 1e999}}'],
      ["nan.aix.json", '{"meta": {"version": "1.0", "x": NaN}}'],
      ["big.air.json", '{"$kind": "defschema", "name": "a/b@1", "type": {"nat": {}}, "x": 1e999}'],
      ["yaml.aix", "meta:\n  version: '1.0'\n  x: 1e999\n"],
    ] as const) {
      writeFileSync(join(d, name), text);
      const r = await agentcInProcess(["validate", join(d, name)]);
      expect(r.status, `${name}: ${r.stderr}`).toBe(1);
      expect(r.stderr, name).toMatch(/error\[(SYNTAX_ERROR|AIR-PARSE)\]: (number|expected value)/);
      expect(r.stderr, name).not.toMatch(/AGC-INTERNAL/);
    }
    writeFileSync(
      join(d, "nan-checksum.aix"),
      readFileSync(join(repoRoot, "examples/support-agent.aix"), "utf8").replace(
        "max_messages: 40",
        "max_messages: 1e999",
      ),
    );
    const c = await agentcInProcess(["aix", "checksum", join(d, "nan-checksum.aix")]);
    expect(c.status).toBe(1);
    expect(c.stderr).not.toMatch(/AGC-INTERNAL/);
  });

  it("a FIFO given as input does not hang: refused without being opened (exit 4)", async () => {
    const d = tempDir();
    const fifo = join(d, "pipe.aix");
    execFileSync("mkfifo", [fifo]);
    expect(() => readInputFile(fifo)).toThrow(expect.objectContaining({ code: "AGC-IO-NOT-REGULAR" }));
    for (const args of [
      ["validate", fifo],
      ["aix", "validate", fifo],
      ["uaix", "verify", fifo],
      ["aegx", "verify", fifo],
      ["air", "hash", fifo],
    ]) {
      const started = Date.now();
      // In this process: a run that opened the FIFO would block this worker as it would a spawnSync.
      const r = await agentcInProcess(["--json", ...args]);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(r.status, args.join(" ")).toBe(4);
      expect(codesOf(r.stdout)).toEqual(["AGC-IO-NOT-REGULAR"]);
    }
    if (existsSync("/dev/null")) expect((await agentcInProcess(["aix", "validate", "/dev/null"])).status).toBe(4);
  });

  it("aigx export exits 1 after errors and writes nothing", async () => {
    for (const c of ["dangling-check", "stale-path", "dup-rule-id"]) {
      const root = join(tempDir(), c);
      cpSync(corpusPath("aigx/conformance/invalid", c), root, { recursive: true });
      const r = await agentcInProcess(["aigx", "export", "--root", root, "--format", "agents-md"]);
      expect(r.status, c).toBe(1);
      expect(existsSync(join(root, "AGENTS.md")), c).toBe(false);
    }
  });

  it("aigx export refuses a symlink out of the output directory", async () => {
    const d = tempDir();
    const root = join(d, "repo");
    cpSync(corpusPath("aigx/conformance/valid/clean"), root, { recursive: true });
    const outside = join(d, "outside");
    mkdirSync(outside);
    symlinkSync(outside, join(root, ".github"));
    const r = await agentcInProcess(["aigx", "export", "--root", root, "--format", "copilot"]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/error\[AGC-IO-PATH\]: .*outside/);
    expect(existsSync(join(outside, "copilot-instructions.md"))).toBe(false);
    // A link in place of the file itself is an existing output: refused, and never written through.
    const target = join(d, "target.md");
    writeFileSync(target, "keep me");
    symlinkSync(target, join(root, "AGENTS.md"));
    expect((await agentcInProcess(["aigx", "export", "--root", root, "--format", "agents-md"])).status).toBe(1);
    expect(readFileSync(target, "utf8")).toBe("keep me");
  });

  it("aigx resolve prints its error on stderr, not stdout", async () => {
    const r = await agentcInProcess([
      "aigx",
      "resolve",
      "no/such/file.ts",
      "--root",
      corpusPath("aigx/conformance/valid/clean"),
    ]);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/error\[AIGX-NOT-FOUND\]: no <file> entry/);
  });

  it("validate of a tampered AEGX bundle exits non-zero", async () => {
    for (const c of [
      "golden-v0.1/tamper_record",
      "golden-v0.1/tamper_audit",
      "cases/01_tamper_payload",
      "cases/22_audit_reordered",
    ]) {
      const r = await agentcInProcess(["validate", corpusPath("aegx", c)]);
      expect(r.status, c).toBe(1);
    }
    // aegx summarize prints the summary of a tampered bundle, but does not exit 0.
    const s = await agentcInProcess(["aegx", "summarize", corpusPath("aegx/golden-v0.1/tamper_record")]);
    expect(s.status).toBe(1);
    expect(s.stdout).toContain("FAIL");
    // What the reference silently accepts is a warning: exit 0, and 1 under --strict.
    expect((await agentcInProcess(["validate", corpusPath("aegx/cases/06_blob_size_wrong")])).status).toBe(0);
    expect((await agentcInProcess(["validate", corpusPath("aegx/cases/06_blob_size_wrong"), "--strict"])).status).toBe(
      1,
    );
  });

  it("no silent overwrite: existing outputs are refused (exit 1, untouched) unless --force", async () => {
    const d = tempDir();
    const agent = join(d, "a.aix");
    copyFileSync(join(repoRoot, "examples/support-agent.aix"), agent);
    const taken = join(d, "taken.txt");
    writeFileSync(taken, "precious");
    const keys = join(d, "k");
    writeFileSync(`${keys}.pub`, "precious");
    const runs: string[][] = [
      ["aix", "fmt", agent, "--to", "json", "-o", taken],
      ["aix", "checksum", agent, "--write", "-o", taken],
      ["keygen", "-o", keys],
      ["uaix", "pack", packageDir(["persona_profile"]), "-o", taken, "--scope", "persona_profile"],
      ["aegx", "export", join(repoRoot, "examples/session.aegx"), taken],
      [
        "air",
        "diff",
        corpusPath("air/worlds/8a8a4e51/examples/00-counter/air"),
        corpusPath("air/worlds/8a8a4e51/examples/00-counter/air"),
        "-o",
        taken,
      ],
    ];
    for (const args of runs) {
      const r = await agentcInProcess(["--json", ...args]);
      expect(r.status, args.join(" ")).toBe(1);
      expect(codesOf(r.stdout), args.join(" ")).toEqual(["AGC-OUTPUT-EXISTS"]);
    }
    expect(readFileSync(taken, "utf8")).toBe("precious");
    expect(readFileSync(`${keys}.pub`, "utf8")).toBe("precious");
    const full = join(d, "full");
    mkdirSync(full);
    writeFileSync(join(full, "x"), "x");
    expect((await agentcInProcess(["aegx", "import", join(repoRoot, "examples/session.aegx.zip"), full])).status).toBe(
      existsSync(join(repoRoot, "examples/session.aegx.zip")) ? 1 : 4,
    );
    expect((await agentcInProcess(["aix", "fmt", agent, "--to", "json", "-o", taken, "--force"])).status).toBe(0);
    expect(readFileSync(taken, "utf8")).toContain('"meta"');
  });

  it("--strict turns warnings into failures on any command; a placeholder checksum is a warning, an error with --require-checksum", async () => {
    const d = tempDir();
    const file = join(d, "p.aix");
    copyFileSync(corpusPath("aix/reference-v1.0/persona-agent.aix"), file);
    const plain = await agentcInProcess(["aix", "validate", file]);
    expect(plain.status).toBe(0);
    expect(plain.stderr).toMatch(/warning\[CHECKSUM_PLACEHOLDER\]/);
    const strict = await agentcInProcess(["--json", "aix", "validate", file, "--strict"]);
    expect(strict.status).toBe(1);
    expect(codesOf(strict.stdout)).toContain("AGC-STRICT");
    expect((await agentcInProcess(["aix", "validate", file, "--require-checksum"])).status).toBe(1);
    // A real but wrong checksum stays an error.
    writeFileSync(file, readFileSync(file, "utf8").replace("placeholder_will_be_calculated", "ab".repeat(32)));
    expect((await agentcInProcess(["aix", "validate", file])).status).toBe(1);
  });

  it("air hash exits 1 on what the typed model rejects: negative nat, int beyond i64, malformed hash strings", async () => {
    const d = tempDir();
    const cases: Array<[string, string]> = [
      [
        "nat",
        '{"$kind":"defplan","name":"a/P@1","input":"a/S@1","steps":[{"id":"s","op":"assign","expr":{"nat":-1},"bind":{"as":"x"}},{"id":"e","op":"end"}],"edges":[{"from":"s","to":"e"}]}',
      ],
      [
        "int",
        '{"$kind":"defplan","name":"a/P@1","input":"a/S@1","steps":[{"id":"s","op":"assign","expr":{"int":9223372036854775808},"bind":{"as":"x"}},{"id":"e","op":"end"}],"edges":[{"from":"s","to":"e"}]}',
      ],
      [
        "hash",
        '{"$kind":"defmodule","name":"a/M@1","module_kind":"reducer","wasm_hash":"sha256:XYZ","abi":{"reducer":{"state":"a/S@1","event":"a/E@1"}}}',
      ],
    ];
    for (const [name, text] of cases) {
      writeFileSync(join(d, `${name}.air.json`), text);
      const r = await agentcInProcess(["--json", "air", "hash", join(d, `${name}.air.json`)]);
      expect(r.status, name).toBe(1);
      expect(JSON.parse(r.stdout).result, name).toEqual([]);
      expect(
        codesOf(r.stdout).some((c) => c === "AIR-SHAPE" || c === "AIR-INT-RANGE"),
        name,
      ).toBe(true);
    }
    // The largest i64 is accepted and hashed.
    writeFileSync(join(d, "max.air.json"), cases[1]![1].replace("9223372036854775808", "9223372036854775807"));
    const ok = await agentcInProcess(["air", "hash", join(d, "max.air.json")]);
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout.trim()).toMatch(/^sha256:[0-9a-f]{64} {2}a\/P@1$/);
  });

  it("a CBOR text string that begins with U+FEFF keeps it (seed 517745827 of the canonical CBOR property)", async () => {
    const bytes = canonicalCborOfJson(parseJson('{"\\ufeff": null, "\\ufeffa": "\\ufeffb"}').value, "spec");
    expect(isCanonicalCbor(bytes)).toBe(true);
  });

  it("a module binding with empty slots hashes as the reference's (slots skipped when empty)", async () => {
    const text = readFileSync(corpusPath("air/worlds/8a8a4e51/examples/09-worldfs-lab/air/manifest.air.json"), "utf8");
    const node = parseJson(text).value;
    if (!isJsonObject(node)) throw new Error("manifest");
    const typed = typedNode(node);
    expect(JSON.parse(JSON.stringify(typed.module_bindings))).toEqual({
      "notes/NotebookSM@1": {},
      "sys/ObjectCatalog@1": {},
    });
    // Independently: the hash is sha256 of the canonical CBOR of the same manifest written with `{}` bindings.
    const handWritten = parseJson(text.replace(/"slots": \{\}/g, "")).value;
    if (!isJsonObject(handWritten)) throw new Error("manifest");
    expect(hashNode(node, "aos").hash).toBe(hashNode(handWritten, "aos").hash);
    const withSlot = parseJson(
      text.replace(
        '"notes/NotebookSM@1": { "slots": {} }',
        '"notes/NotebookSM@1": { "slots": { "blob": "cap_blob" } }',
      ),
    ).value as typeof node;
    expect(JSON.parse(JSON.stringify(typedNode(withSlot).module_bindings))["notes/NotebookSM@1"]).toEqual({
      slots: { blob: "cap_blob" },
    });
    expect(sha256Hex(canonicalCborOfJson(typed, "aos"))).toHaveLength(64);
  });
});
