import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { agentcInProcess } from "../support/cli.js";
import { tracedAgentc } from "../support/loaded-modules.js";
import { corpusPath, repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

describe("agentc CLI frame", () => {
  it("--help lists the verb groups", async () => {
    const r = await agentcInProcess(["--help"]);
    expect(r.status).toBe(0);
    for (const verb of ["validate", "inspect", "convert", "roundtrip", "demo", "aegx"])
      expect(r.stdout).toContain(verb);
  });

  // These three start the built CLI in a process of their own (tracedAgentc): what a run loads is their point.
  it("--version prints the package version and loads no heavy library", () => {
    const r = tracedAgentc(["--version"]);
    expect(r.status).toBe(0);
    expect(r.stdout.trim()).toBe(JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")).version);
    const imports = r.imports;
    expect(imports.length).toBeGreaterThan(0);
    expect(
      imports.filter((l) => /ts-morph|prettier|chevrotain|typescript\/lib|ajv|yaml|smol-toml|fflate|@noble/.test(l)),
    ).toEqual([]);
    expect(imports.filter((l) => /\/dist\/(emitters|src\/(passes|frontends|formats))\//.test(l))).toEqual([]);
  });

  it("aix validate of a YAML agent loads yaml only: no TOML reader, no blake3, no ajv, ts-morph or chevrotain", () => {
    const r = tracedAgentc(["aix", "validate", join(repoRoot, "examples/support-agent.aix")]);
    expect(r.status).toBe(0);
    const imports = r.imports;
    expect(imports.some((l) => /node_modules\/yaml\//.test(l))).toBe(true);
    expect(imports.filter((l) => /ts-morph|chevrotain|typescript\/lib|ajv|smol-toml|@noble|lodash/.test(l))).toEqual(
      [],
    );
  });

  it("aigx lint lexes with agentc's own AIGX lexer and loads no library for it (no chevrotain, no lodash), nor anything else heavy", () => {
    const r = tracedAgentc(["aigx", "lint", "--root", corpusPath("aigx/examples/minimal")]);
    expect(r.status).toBe(0);
    const imports = r.imports;
    expect(imports).toContain(`IMPORT ${join(repoRoot, "dist/grammars/aigx/lexer.js")}`);
    expect(
      imports.filter((l) => /chevrotain|lodash|ts-morph|typescript\/lib|ajv|yaml|smol-toml|@noble/.test(l)),
    ).toEqual([]);
  });

  it("unknown commands are usage errors (exit 2)", async () => {
    const r = await agentcInProcess(["frobnicate"]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("unknown command");
  });

  it("bad input gives a coded diagnostic, never a stack trace", async () => {
    const r = await agentcInProcess(["validate", join(repoRoot, "package.json")]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/error\[AGC-DETECT\]: cannot tell which format/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it("--json puts a machine-readable result on stdout", async () => {
    const r = await agentcInProcess(["--json", "aegx", "verify", corpusPath("aegx/cases/01_tamper_payload")]);
    // AEGX section 9.2: a verification failure exits 2 (aegx verify follows the spec; docs/security.md).
    expect(r.status).toBe(2);
    const out = JSON.parse(r.stdout);
    expect(out.ok).toBe(false);
    expect(out.exitCode).toBe(2);
    expect(out.diagnostics[0]).toMatchObject({ code: "AEGX-RECORD-ID", severity: "error", line: 1, col: 1 });
  });
});

// The CLI runs in this process (test/support/cli.ts `agentcInProcess`): what is tested is what the
// commands write and say; only the lazy-loading tests of the frame above start a process.
describe("agentc aegx end to end", () => {
  it("init, add-blob, add-record, verify, export, import, summarize", async () => {
    const dir = join(tempDir(), "ev");
    expect((await agentcInProcess(["aegx", "init", dir, "--created-at", "2026-02-15T00:00:00Z"])).status).toBe(0);
    const start = await agentcInProcess([
      "aegx",
      "add-record",
      dir,
      "--type",
      "SessionStart",
      "--principal",
      "SYS",
      "--meta",
      '{"ts":"2026-02-15T00:00:00Z"}',
      "--inline",
      '{"n":[1,1.0,1e+16]}',
    ]);
    expect(start.status).toBe(0);
    const startId = start.stdout.trim();
    expect(startId).toMatch(/^[0-9a-f]{64}$/);
    const file = join(tempDir(), "note.txt");
    writeFileSync(file, "hello blob");
    const blob = (await agentcInProcess(["aegx", "add-blob", dir, file])).stdout.trim();
    const write = await agentcInProcess([
      "aegx",
      "add-record",
      dir,
      "--type",
      "FileWrite",
      "--principal",
      "TOOL",
      "--parents",
      startId,
      "--blob",
      blob,
      "--mime",
      "text/plain",
    ]);
    expect(write.status, write.stderr).toBe(0);
    expect((await agentcInProcess(["aegx", "verify", dir])).stdout).toContain("Verification: PASS");
    const zip = join(tempDir(), "ev.aegx.zip");
    expect((await agentcInProcess(["aegx", "export", dir, zip])).status).toBe(0);
    expect((await agentcInProcess(["aegx", "verify", zip])).status).toBe(0);
    const back = join(tempDir(), "back");
    expect((await agentcInProcess(["aegx", "import", zip, back])).status).toBe(0);
    const s = await agentcInProcess(["--json", "aegx", "summarize", back]);
    expect(JSON.parse(s.stdout).result).toMatchObject({
      records: 2,
      blobs: 1,
      byType: { SessionStart: 1, FileWrite: 1 },
      verification: "PASS",
    });
  });

  it("refuses to overwrite an input and bad record options", async () => {
    const dir = join(tempDir(), "ev");
    await agentcInProcess(["aegx", "init", dir]);
    const r = await agentcInProcess(["aegx", "export", dir, join(dir, "records.jsonl")]);
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain("overwrite the input");
    const bad = await agentcInProcess([
      "aegx",
      "add-record",
      dir,
      "--type",
      "Nope",
      "--principal",
      "SYS",
      "--inline",
      "{}",
    ]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("--type must be one of");
    const badJson = await agentcInProcess([
      "aegx",
      "add-record",
      dir,
      "--type",
      "ToolCall",
      "--principal",
      "SYS",
      "--inline",
      "{oops",
    ]);
    expect(badJson.stderr).toMatch(/--inline is not valid JSON: key must be a string at line 1 column 2/);
  });

  it("demo runs on the bundled examples", async () => {
    const out = join(tempDir(), "demo");
    const r = await agentcInProcess(["demo", "examples", "-o", out]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain("PASS / PASS");
    expect(existsSync(join(out, "evidence.aegx.zip"))).toBe(true);
  });
});

describe("agentc air end to end", () => {
  const digest = join(repoRoot, "test/fixtures/air/digest");
  it("validate, hash, build, cat, diff, patch", async () => {
    const v = await agentcInProcess(["air", "validate", digest]);
    expect(v.status, v.stderr).toBe(0);
    const h = await agentcInProcess(["air", "hash", corpusPath("air/seed-style-nodes/s1_defschema_feeditem.json")]);
    expect(h.stdout.trim()).toBe(
      "sha256:3a7ff33252b2db4ffeaf7d24029cf8beedb827960db9357272178b9096d01e3e  com.acme/FeedItem@1",
    );
    const world = join(tempDir(), "world");
    expect((await agentcInProcess(["air", "build", digest, "-o", world])).status).toBe(0);
    expect((await agentcInProcess(["validate", world])).status).toBe(0);
    const manifest = JSON.parse((await agentcInProcess(["--json", "air", "validate", world])).stdout).result;
    const planHash = manifest.definitions.find((d: { name: string }) => d.name === "com.acme/daily_digest@1").hash;
    const cat = await agentcInProcess(["air", "cat", planHash, "--world", world]);
    expect(JSON.parse(cat.stdout).name).toBe("com.acme/daily_digest@1");
    const d = await agentcInProcess(["--json", "air", "diff", world, world]);
    const patch = JSON.parse(d.stdout).result;
    expect(patch.patches).toEqual([]);
    const patchFile = join(tempDir(), "p.json");
    writeFileSync(
      patchFile,
      JSON.stringify({
        base_manifest_hash: patch.base_manifest_hash,
        patches: [
          { add_def: { kind: "defschema", node: { $kind: "defschema", name: "com.acme/New@1", type: { text: {} } } } },
        ],
      }),
    );
    const out = join(tempDir(), "patched");
    const p = await agentcInProcess(["air", "patch", world, patchFile, "-o", out]);
    expect(p.status, p.stderr).toBe(0);
    expect((await agentcInProcess(["air", "validate", out])).status).toBe(0);
  });
  it("rejects a broken plan with exit 1 and the step named", async () => {
    const r = await agentcInProcess(["air", "validate", join(repoRoot, "test/fixtures/air/bad-plan.air.json")]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(
      /error\[AIR-CYCLE\]: plan demo\/loop@1: steps form a cycle: a → b → a\n\s*--> \S*bad-plan\.air\.json:\d+:\d+/,
    );
  });
});

describe("agentc uaix end to end", () => {
  it("keygen, pack --sign, verify --pubkey, ls, unpack, validate", async () => {
    const { packageDir } = await import("../support/uaix-fixture.js");
    const dir = packageDir(["persona_profile"]);
    const keys = join(tempDir(), "k");
    expect((await agentcInProcess(["keygen", "--alg", "ed25519", "-o", keys])).status).toBe(0);
    const pkg = join(tempDir(), "p.uaix");
    const p = await agentcInProcess(
      ["uaix", "pack", dir, "-o", pkg, "--scope", "persona_profile", "--sign", `${keys}.key`],
      {
        env: { SOURCE_DATE_EPOCH: "1767225600" },
      },
    );
    expect(p.status, p.stderr).toBe(0);
    const v = await agentcInProcess(["--json", "uaix", "verify", pkg, "--pubkey", `${keys}.pub`]);
    expect(JSON.parse(v.stdout).result).toMatchObject({ verdict: "accept", signed: "valid", reasons: [] });
    expect((await agentcInProcess(["uaix", "ls", pkg])).stdout).toContain(".uai/totem.uai");
    const out = join(tempDir(), "u");
    expect((await agentcInProcess(["uaix", "unpack", pkg, out])).status).toBe(0);
    expect(existsSync(join(out, ".uai/manifest.uaix.json"))).toBe(true);
    expect((await agentcInProcess(["validate", pkg])).status).toBe(0);
    // Signed: repacking without the key cannot reproduce the signature, but everything it covers must be identical.
    const rt = await agentcInProcess(["roundtrip", pkg]);
    expect(rt.status).toBe(0);
    expect(rt.stderr).toContain("UAIX-ROUNDTRIP-SIGNATURE");
  });
});
