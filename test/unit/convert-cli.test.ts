/**
 * `agentc convert`, `--evidence` and `roundtrip` as a user runs them.
 * The CLI runs in this process (test/support/cli.ts `agentcInProcess`, which sets the environment and the
 * working directory for the run: SOURCE_DATE_EPOCH is read when a time is stamped, and Node applies a TZ
 * set at run time), but for which modules a command loads (tracedAgentc: only a fresh process of the
 * bundle shows it). cli-contract.test.ts spawns the CLI for exit codes.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { verifyBundle } from "../../src/formats/aegx/verify-bundle.js";
import { validateAir } from "../../src/formats/air/validate-world.js";
import { sha256Hex } from "../../ir/hash/digest.js";
import { agentcInProcess } from "../support/cli.js";
import { tracedAgentc } from "../support/loaded-modules.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

const agent = join(repoRoot, "examples", "support-agent.aix");
const PINNED = { SOURCE_DATE_EPOCH: "1767225600" };

function records(
  bundle: string,
): Array<{ type: string; payload: { inline?: { pass?: string; decision?: string }; blob?: string } }> {
  return readFileSync(join(bundle, "records.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as ReturnType<typeof records>[number]);
}

describe("agentc convert", () => {
  it("AIX → AIR prints the loss ledger, and --json carries it; the world validates", async () => {
    const out = join(tempDir(), "agent.air");
    const text = await agentcInProcess(["convert", agent, "--to", "air", "-o", out]);
    expect(text.status, text.stderr).toBe(0);
    expect(text.stdout).toMatch(/loss ledger: \d+ source fields the AIR output cannot hold/);
    expect(text.stdout).toContain("/mcp");
    expect(validateAir(out).ok).toBe(true);
    const json = await agentcInProcess(["--json", "convert", agent, "--to", "air", "-o", out, "--force"]);
    const result = JSON.parse(json.stdout).result as {
      lossLedger: Array<{ pointer: string; reason: string }>;
      files: string[];
    };
    expect(result.lossLedger.map((e) => e.pointer)).toContain("/meta/tags");
    // AIR v2 is the default (what AgentOS loads): its world is JSON, the manifest manifest.air.json (v1 adds manifest.air.cbor).
    expect(result.files.some((f) => f.endsWith("manifest.air.json"))).toBe(true);
  });

  it("loads the AIGX grammar only when a conversion touches AIGX, and ts-morph never for a conversion", async () => {
    const heavy = (imports: string[]): string[] => imports.filter((l) => /grammars\/aigx|ts-morph/.test(l));
    const air = tracedAgentc(["convert", agent, "--to", "air", "-o", join(tempDir(), "a.air")]);
    expect(air.status).toBe(0);
    expect(heavy(air.imports)).toEqual([]);
    const aigx = tracedAgentc(["convert", agent, "--to", "aigx", "-o", join(tempDir(), "a.aigx")]);
    expect(aigx.status).toBe(0);
    expect(heavy(aigx.imports).map((l) => l.slice(l.indexOf("dist/")))).toEqual([
      "dist/grammars/aigx/tree.js",
      "dist/grammars/aigx/lexer.js",
    ]);
  });

  it("a batch loads worker_threads only to start a worker (none for a small batch), and → UAIX neither to check a package", async () => {
    const dir = tempDir();
    copyFileSync(agent, join(dir, "a.aix"));
    for (const to of ["air", "uaix"]) {
      const r = tracedAgentc(["convert", dir, "--to", to, "-o", join(tempDir(), "out")]);
      expect(r.status, r.stderr).toBe(0);
      expect(r.imports).toContain("IMPORT node:fs");
      expect(r.imports).not.toContain("IMPORT node:worker_threads");
    }
  });

  it("--fail-on-loss fails with every lost field named and writes nothing", async () => {
    const out = join(tempDir(), "agent.air");
    const r = await agentcInProcess(["convert", agent, "--to", "air", "-o", out, "--fail-on-loss"]);
    expect(r.status).toBe(1);
    // The terminal shows the first few losses with their source lines, then how many more there are;
    expect(r.stderr).toMatch(/error\[AGC-LOSS\]: AIR cannot hold \/\S+: .*\n\s*--> \S*support-agent\.aix:\d+:\d+ #\//);
    expect(r.stderr).toMatch(/… and \d+ more AGC-LOSS \(use --json for all\)/);
    // --json names every lost field, /meta/tags among them, each at its line in the source.
    const j = await agentcInProcess(["--json", "convert", agent, "--to", "air", "-o", out, "--fail-on-loss"]);
    const losses = (
      JSON.parse(j.stdout) as { diagnostics: Array<{ code: string; message: string; line?: number }> }
    ).diagnostics.filter((d) => d.code === "AGC-LOSS");
    expect(losses.length).toBeGreaterThan(3);
    expect(losses.find((d) => d.message.startsWith("AIR cannot hold /meta/tags"))?.line).toBeGreaterThan(0);
    expect(existsSync(out)).toBe(false);
  });

  it("refuses to write over its input, an undefined mapping, and an unreadable path", async () => {
    const dir = tempDir();
    const copy = join(dir, "a.aix");
    writeFileSync(copy, readFileSync(agent));
    expect((await agentcInProcess(["convert", copy, "--to", "aix", "-o", copy])).status).not.toBe(0);
    expect(readFileSync(copy).equals(readFileSync(agent))).toBe(true);
    const air = await agentcInProcess([
      "convert",
      join(repoRoot, "test/fixtures/air/digest"),
      "--to",
      "uaix",
      "-o",
      join(dir, "x.uaix"),
    ]);
    expect(air.status).toBe(1);
    expect(air.stderr).toContain("AGC-UNSUPPORTED");
    expect((await agentcInProcess(["convert", join(dir, "missing.aix"), "--to", "air"])).status).toBe(4);
  });

  it("UAIX → AIX → UAIX through the CLI gives the same package bytes", async () => {
    const dir = tempDir();
    expect(
      (await agentcInProcess(["convert", agent, "--to", "uaix", "-o", join(dir, "a.uaix")], { env: PINNED })).status,
    ).toBe(0);
    expect(
      (
        await agentcInProcess([
          "convert",
          join(dir, "a.uaix"),
          "--to",
          "aix",
          "--format",
          "json",
          "-o",
          join(dir, "b.aix.json"),
        ])
      ).status,
    ).toBe(0);
    expect((await agentcInProcess(["aix", "validate", join(dir, "b.aix.json")])).status).toBe(0);
    expect(
      (
        await agentcInProcess(["convert", join(dir, "b.aix.json"), "--to", "uaix", "-o", join(dir, "c.uaix")], {
          env: PINNED,
        })
      ).status,
    ).toBe(0);
    expect(readFileSync(join(dir, "c.uaix")).equals(readFileSync(join(dir, "a.uaix")))).toBe(true);
  });
});

describe("--evidence", () => {
  it("records each run of convert in one bundle: reads with their bytes, passes, writes; the bundle verifies", async () => {
    const dir = tempDir();
    const bundle = join(dir, "evidence.aegx");
    expect(
      (
        await agentcInProcess([
          "convert",
          agent,
          "--to",
          "air",
          "--air-version",
          "1",
          "-o",
          join(dir, "w.air"),
          "--evidence",
          bundle,
        ])
      ).status,
    ).toBe(0);
    expect(
      (await agentcInProcess(["convert", agent, "--to", "uaix", "-o", join(dir, "p.uaix"), "--evidence", bundle]))
        .status,
    ).toBe(0);
    expect((await verifyBundle(bundle)).ok).toBe(true);
    const rs = records(bundle);
    expect(rs.filter((r) => r.type === "SessionStart")).toHaveLength(2);
    expect(rs.filter((r) => r.type === "GuardDecision").map((r) => r.payload.inline?.pass)).toEqual(
      expect.arrayContaining([
        "aix.read",
        "aix.validate",
        "aix.raise",
        "core.verify",
        "air.lower",
        "air.validate",
        "air.store-hashes",
        "uaix.lower",
        "uaix.verify-output",
      ]),
    );
    expect(existsSync(join(bundle, "blobs", sha256Hex(readFileSync(agent))))).toBe(true);
    expect(existsSync(join(bundle, "blobs", sha256Hex(readFileSync(join(dir, "p.uaix")))))).toBe(true);
    expect(rs.filter((r) => r.type === "FileWrite").length).toBe(
      readdirSync(join(dir, "w.air", ".store", "nodes", "sha256")).length + 5,
    );
  });

  it("works on any command, into a zip, and records a failed run as a deny", async () => {
    const dir = tempDir();
    const zip = join(dir, "ev.aegx.zip");
    expect((await agentcInProcess(["aix", "validate", agent, "--evidence", zip])).status).toBe(0);
    const bad = join(dir, "bad.aix");
    writeFileSync(bad, "meta:\n  version: 1.0\n");
    expect((await agentcInProcess(["aix", "validate", bad, "--evidence", zip])).status).toBe(1);
    expect((await verifyBundle(zip)).ok).toBe(true);
    const out = join(dir, "x");
    expect((await agentcInProcess(["aegx", "import", zip, out])).status).toBe(0);
    expect(
      records(out)
        .filter((r) => r.type === "GuardDecision")
        .map((r) => r.payload.inline?.decision),
    ).toEqual(["allow", "deny"]);
  });

  it("refuses a target that is not a bundle before the command runs", async () => {
    const dir = tempDir();
    const notBundle = join(dir, "docs");
    mkdirSync(notBundle);
    writeFileSync(join(notBundle, "keep.txt"), "mine");
    const out = join(dir, "w.air");
    const r = await agentcInProcess(["convert", agent, "--to", "air", "-o", out, "--evidence", notBundle]);
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain("AGC-EVIDENCE");
    expect(existsSync(out)).toBe(false);
    expect(readdirSync(notBundle)).toEqual(["keep.txt"]);
  });
});

describe("agentc roundtrip and demo", () => {
  it("every bundled example round-trips", async () => {
    for (const name of readdirSync(join(repoRoot, "examples")).filter((n) => n !== "README.md")) {
      const r = await agentcInProcess(["roundtrip", join(repoRoot, "examples", name)]);
      expect(r.status, `${name}: ${r.stdout}${r.stderr}`).toBe(0);
    }
  });

  it("the demo writes the same bytes on every run and in every time zone", async () => {
    const a = join(tempDir(), "a");
    const b = join(tempDir(), "b");
    expect((await agentcInProcess(["demo", "examples", "-o", a], { cwd: repoRoot, env: PINNED })).status).toBe(0);
    expect(
      (
        await agentcInProcess(["demo", "examples", "-o", b], {
          cwd: repoRoot,
          env: { ...PINNED, TZ: "Pacific/Kiritimati" },
        })
      ).status,
    ).toBe(0);
    for (const f of [
      "evidence.aegx.zip",
      "support-agent.uaix",
      "support-agent.agent.aigx",
      "support-agent.air/manifest.air.json",
      "support-agent.air/module.air.json",
    ]) {
      expect(readFileSync(join(a, f)).equals(readFileSync(join(b, f))), f).toBe(true);
    }
  });
});
