/**
 * Help that teaches, and messages that say what happened (issue: a CLI that explains itself).
 * The CLI runs in this process (test/support/cli.ts `agentcInProcess`): what is tested is what a
 * command writes and says; test/unit/cli-contract.test.ts spawns it for start-up and exit codes.
 */
import { describe, expect, it } from "vitest";
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildProgram } from "../../src/cli/main.js";
import { allCommands, commandsWithoutExamples } from "../../src/cli/help.js";
import { loadConversions } from "../../src/cli/conversions-list.js";
import { ledgerText } from "../../src/cli/ledger-text.js";
import { conversions } from "../../src/pipeline/convert.js";
import { agentcInProcess } from "../support/cli.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

const helpOf = (cmd: ReturnType<typeof buildProgram>): string => {
  let out = "";
  cmd.configureOutput({ writeOut: (s) => (out += s), writeErr: (s) => (out += s) });
  cmd.outputHelp();
  return out;
};

describe("help", () => {
  it("every command's --help ends with examples that call agentc", async () => {
    const program = buildProgram();
    expect(commandsWithoutExamples(program)).toEqual([]);
    const all = allCommands(program);
    expect(all.length).toBeGreaterThan(40);
    for (const cmd of all) {
      const text = helpOf(cmd);
      const tail = text.slice(text.lastIndexOf("Examples:"));
      expect(text, cmd.name()).toContain("Examples:");
      expect(tail.split("\n").filter((l) => l.startsWith("  $ agentc ")).length, cmd.name()).toBeGreaterThan(0);
    }
  });
  it("required options are marked", async () => {
    const r = await agentcInProcess(["aegx", "add-record", "--help"]);
    expect(r.stdout).toMatch(/--type <type>\s+record type[^(]*\(required without --from\)\s+--principal/);
    expect((await agentcInProcess(["convert", "--help"])).stdout).toMatch(
      /--to <format>\s+target format[\s\S]*?\(required\)\s+-o, --output/,
    );
    expect(r.stdout).not.toMatch(/--meta <json>[^-]*\(required\)/);
    expect((await agentcInProcess(["uaix", "pack", "--help"])).stdout).toMatch(
      /--output <file\.uaix>\s+package to write \(required\)/,
    );
  });
  it("convert --help lists every conversion the converter knows, with what it loses", async () => {
    const r = await agentcInProcess(["convert", "--help"]);
    expect(r.status).toBe(0);
    const list = await loadConversions();
    expect(list).toEqual(await conversions());
    // The pipeline composes these (each raise meets a lower), and not the pairs whose core units do not meet.
    expect(list.map((c) => `${c.from}→${c.to}`)).toEqual(
      expect.arrayContaining(["aix→air", "aix→uaix", "aix→aigx", "uaix→aix", "aigx→uaix", "aix→aix", "air→air"]),
    );
    expect(list.map((c) => `${c.from}→${c.to}`)).not.toContain("aigx→aix");
    for (const c of list)
      expect(r.stdout).toMatch(new RegExp(`${c.from.toUpperCase()}\\s+→ ${c.to.toUpperCase()}\\s+loses: \\S`));
    expect(r.stdout).not.toContain("see the loss ledger"); // every pair has its summary
  });
});

describe("messages", () => {
  it("air cat takes a unique hash prefix of 8+ hex digits and says when one is ambiguous", async () => {
    const world = join(tempDir(), "agent.air");
    expect(
      (
        await agentcInProcess([
          "convert",
          join(repoRoot, "examples/support-agent.aix"),
          "--to",
          "air",
          "--air-version",
          "1",
          "-o",
          world,
        ])
      ).status,
    ).toBe(0);
    const nodes = join(world, ".store/nodes/sha256");
    const full = readdirSorted(nodes)[0]!;
    const byPrefix = await agentcInProcess(["air", "cat", `sha256:${full.slice(0, 8)}`, "--world", world]);
    expect(byPrefix.status, byPrefix.stderr).toBe(0);
    expect(byPrefix.stdout).toBe((await agentcInProcess(["air", "cat", full, "--world", world])).stdout);
    expect((await agentcInProcess(["air", "cat", full.slice(0, 7), "--world", world])).stderr).toContain(
      "at least 8 hex digits",
    );
    // Two stored objects that share a prefix: the CLI lists both and asks for more digits.
    const twin = `${full.slice(0, 10)}${"0".repeat(54)}`;
    writeFileSync(join(nodes, twin), readFileSync(join(nodes, full)));
    const amb = await agentcInProcess(["air", "cat", full.slice(0, 10), "--world", world]);
    expect(amb.status).toBe(2);
    expect(amb.stderr).toMatch(/error\[AIR-HASH-AMBIGUOUS\]: \S+ is ambiguous .* it starts 2 hashes/);
    expect(amb.stderr).toContain(`sha256:${twin}`);
  });
  it("air hash says which encoding profile made the hashes", async () => {
    const node = join(repoRoot, "test/fixtures/air/bad-plan.air.json");
    expect((await agentcInProcess(["air", "hash", node])).stderr).toContain("encoding profile aos");
    const spec = await agentcInProcess(["air", "hash", node, "--profile", "spec"]);
    expect(spec.stderr).toContain("encoding profile spec");
    expect(spec.stdout.split("\n")[0]).toMatch(/^sha256:[0-9a-f]{64} {2}\S+$/);
    expect(
      (
        JSON.parse((await agentcInProcess(["--json", "air", "hash", node])).stdout) as {
          result: Array<{ profile: string }>;
        }
      ).result[0]!.profile,
    ).toBe("aos");
  });
  it("air diff names the world that is missing", async () => {
    const r = await agentcInProcess(["air", "diff", "/no/such/world-a", join(repoRoot, "test/fixtures/air/digest")]);
    expect(r.status).toBe(4);
    expect(r.stderr).toContain("/no/such/world-a: no such file or directory");
  });
  it("aigx export -o - writes to stdout and nothing to disk", async () => {
    const root = join(tempDir(), "repo");
    expect(
      (
        await agentcInProcess([
          "convert",
          join(repoRoot, "examples/support-agent.aix"),
          "--to",
          "aigx",
          "-o",
          join(root, ".aigx/agent.aigx"),
        ])
      ).status,
    ).toBe(0);
    mkdirSync(join(root, ".aigx"), { recursive: true });
    writeFileSync(
      join(root, ".aigx/protocol.aigx"),
      "<protocol>\n<read-first>Read the rules.</read-first>\n</protocol>\n",
    );
    // A genome must pass lint before it is exported: it needs its per-file index too.
    mkdirSync(join(root, "src"), { recursive: true });
    writeFileSync(join(root, "src/main.ts"), "export {};\n");
    writeFileSync(
      join(root, ".aigx/files.aigx"),
      '<aigx-files>\n  <file path="src/main.ts">\n    <role>entry point</role>\n    <check>AGENT-1</check>\n  </file>\n</aigx-files>\n',
    );
    const r = await agentcInProcess(["aigx", "export", "--format", "agents-md", "--root", root, "-o", "-"]);
    expect(r.status, r.stderr).toBe(0);
    // The one AGENTS.md writer: the generated-by header, each rule under its marker, the AIGX addendum.
    expect(r.stdout).toMatch(
      /^<!-- generated by agentc: [\s\S]*<!-- agentc:rule AGENT-1 -->\nNever promise refunds[\s\S]*<!-- agentc:rule AIGX-addendum -->/,
    );
    expect(existsSync(join(root, "AGENTS.md"))).toBe(false);
  });
  it("uaix pack names every missing file; uaix init starts a package that packs", async () => {
    const dir = join(tempDir(), "pkg");
    mkdirSync(dir);
    writeFileSync(join(dir, "notes.txt"), "hello\n");
    const r = await agentcInProcess([
      "uaix",
      "pack",
      dir,
      "-o",
      join(dir, "..", "p.uaix"),
      "--scope",
      "persona_profile",
    ]);
    expect(r.status).toBe(1);
    for (const f of [".uai/identity.uai", ".uai/totem.uai", ".uai/persona.uai"])
      expect(r.stderr).toContain(`${f} is required`);
    expect(r.stderr).toContain("agentc uaix init");
    const fresh = join(tempDir(), "fresh");
    expect((await agentcInProcess(["uaix", "init", fresh])).status).toBe(0);
    const out = join(fresh, "..", "fresh.uaix");
    const packed = await agentcInProcess(["uaix", "pack", fresh, "-o", out]);
    expect(packed.status, packed.stderr).toBe(0);
    expect(packed.stderr).not.toContain(".agentc-tmp-");
    expect((await agentcInProcess(["uaix", "verify", out])).stdout).toMatch(/: (accept|review_required)/);
    expect((await agentcInProcess(["uaix", "init", fresh])).status).toBe(1); // not over an existing package (an existing output is exit 1)
  });
  it("counts read as English in command summaries", async () => {
    const dir = tempDir();
    const file = join(dir, "a.aix");
    writeFileSync(
      file,
      readFileSync(join(repoRoot, "examples/support-agent.aix"), "utf8").replace("temperature: 0.3", "temprature: 0.3"),
    );
    const r = await agentcInProcess(["aix", "validate", file]);
    expect(r.stdout).toContain("1 error, 1 warning)");
    expect((await agentcInProcess(["aegx", "verify", join(repoRoot, "examples/session.aegx")])).stdout).toMatch(
      /\(\d+ records, \d+ audit entries, 1 blob\)|\(\d+ records, \d+ audit entries, \d+ blobs\)/,
    );
  });
  it("the ledger groups losses by reason and flags sources that contradict", async () => {
    const lines = ledgerText(
      [
        { pointer: "/meta/author", reason: "no metadata" },
        { pointer: "/meta/id", reason: "no metadata" },
        { pointer: "/mcp/servers/0", reason: "no process effect" },
        { pointer: "/persona/role", reason: "role is 'helper'", file: "persona.uai" },
        { pointer: "/persona/role", reason: "role is 'assistant'", file: "identity.uai" },
      ],
      "air",
    );
    expect(lines).toContain("  loss ledger: 5 source fields the AIR output cannot hold, for 4 reasons");
    expect(lines).toContain("    no metadata (2):");
    expect(lines).toContain("      /meta/author  /meta/id");
    expect(lines.some((l) => /^ {4}\/mcp\/servers\/0\s+no process effect$/.test(l))).toBe(true);
    expect(lines).toContain("  contradictions: 1 field where the sources disagree");
    expect(lines).toContain("    /persona/role: persona.uai: role is 'helper'; identity.uai: role is 'assistant'");
    expect(ledgerText([], "aix")).toEqual(["  loss ledger: empty (every source field is in the output)"]);
  });
});

function readdirSorted(dir: string): string[] {
  return readdirSync(dir).sort();
}
