/**
 * Issue 38: every command that runs the pass manager takes --print-pipeline, and the steps it prints
 * show the dialect verifier after each pass that produced that dialect's nodes (verify-each): a
 * format's `verify` after its read, `core.verify` after a raise, the target's `verifyTarget` after a
 * lower. Two oracles: the registry (the Format values and format-passes.ts, read here, not copied),
 * and one sequence per command written out by hand.
 */
import { cpSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Pass } from "../../src/formats/pass.js";
import { allFormats } from "../../src/formats/registry.js";
import { SESSION_FORMATS } from "../../src/formats/sessions/format.js";
import { dialectVerifiers, formatPasses, verifiersAfter } from "../../src/pipeline/format-passes.js";
import { agentcInProcess } from "../support/cli.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

const AGENT = join(repoRoot, "examples/support-agent.aix");
const BUNDLE = join(repoRoot, "examples/session.aegx");
const GENOME = join(repoRoot, "test/fixtures/corpus/aigx/examples/sourcing-app");
const PACKAGE = join(repoRoot, "golden/convert/support-agent.uaix");
const REPO = join(repoRoot, "test/fixtures/realworld/cline__cline");
const SESSION = join(repoRoot, "test/fixtures/sessions/claude/agent-history-compaction.jsonl");
const AIR_WORLD = join(repoRoot, "test/fixtures/air-v2/worlds/00-counter");

/**
 * The lowerings no verifier checks (no `verifyTarget`), by pass. When a format gains one, the registry
 * check below fails until its lowering leaves this list: the list can only shrink.
 */
const UNVERIFIED_LOWERINGS = [
  // The rule, skill, command, agent, ignore and settings targets of `aigx export` and `import`.
  "agents-md.lower",
  "aider-ignore.lower",
  "aider.lower",
  "aigx.lower",
  "aix.lower",
  "amazon-q.lower",
  "antigravity.lower",
  "augment-ignore.lower",
  "augment.lower",
  "claude-agents.lower",
  "claude-commands.lower",
  "claude-md.lower",
  "claude-skills.lower",
  "cline-ignore.lower",
  "cline.lower",
  "codex-agents.lower",
  "codex-skills.lower",
  "continue.lower",
  "copilot-agents.lower",
  "copilot-commands.lower",
  "copilot-skills.lower",
  "copilot.lower",
  "crush.lower",
  "cursor-commands.lower",
  "cursor-ignore.lower",
  "cursor-skills.lower",
  "cursor.lower",
  "devin-desktop.lower",
  "factory-droid-skills.lower",
  "firebase-studio.lower",
  "gemini-code-assist-ignore.lower",
  "gemini-commands.lower",
  "gemini-ignore.lower",
  "gemini-md.lower",
  "gemini-skills.lower",
  "goose-ignore.lower",
  "goose.lower",
  "jetbrains-ai.lower",
  "junie-ignore.lower",
  "junie.lower",
  "kilo-ignore.lower",
  "kilo-skills.lower",
  "kilo.lower",
  "kiro-ignore.lower",
  "kiro.lower",
  "mcp.lower",
  "opencode-agents.lower",
  "opencode-commands.lower",
  "opencode-skills.lower",
  "openhands.lower",
  "qwen-code-ignore.lower",
  "qwen-code-skills.lower",
  "qwen-code.lower",
  "replit.lower",
  "roo-ignore.lower",
  "roo.lower",
  "settings.lower",
  "tabnine.lower",
  "trae.lower",
  "uaix.lower",
  "warp.lower",
  "windsurf-ignore.lower",
  "windsurf.lower",
  "zed.lower",
  // The session logs (`aegx from`): the redaction and the lowering to AEGX records.
  "sessions.redact",
  "aegx.lower",
];

interface Traced {
  name: string;
  dialect: string;
  kind: string;
  verdict: string;
}

/** The steps --print-pipeline printed on standard error, one `// after <name> (<dialect>, <kind>): <verdict>, <ms> ms` each. */
function traced(stderr: string): Traced[] {
  return [...stderr.matchAll(/^\/\/ after (\S+) \(([^,]+), (\w+)\): (\w+), [\d.]+ ms$/gm)].map((m) => ({
    name: m[1]!,
    dialect: m[2]!,
    kind: m[3]!,
    verdict: m[4]!,
  }));
}

/** What the registry says must follow a producing pass, by the pass's name (a format's read or lower). */
const expectedAfter = new Map<string, string[]>();
/** Every lowering the registry has, with whether a verifier checks what it produces. */
const lowerings = new Map<string, boolean>();

function expect1(producer: Pass, verifiers: readonly Pass[]): void {
  const names = verifiers.map((v) => v.name);
  const known = expectedAfter.get(producer.name);
  // Two formats may share a pass name only if they agree on what verifies it.
  if (known) expect(known, producer.name).toEqual(names);
  expectedAfter.set(producer.name, names);
}

beforeAll(async () => {
  for (const f of await allFormats()) {
    // The formats test/support defines (toy, toy-broken, toy-tool) are registered in a worker other
    // files share (isolate: false): whether one is here depends on which files ran before.
    if (f.name.startsWith("toy")) continue;
    const passes = formatPasses(f);
    // The pass manager's own registry (format-passes.ts) and the Format's declaration agree.
    expect(
      verifiersAfter(passes.read).map((v) => v.name),
      f.name,
    ).toEqual(f.verify.map((v) => v.name));
    expect1(f.read, f.verify);
    if (f.lower) {
      expect(
        verifiersAfter(f.lower).map((v) => v.name),
        f.name,
      ).toEqual((f.verifyTarget ?? []).map((v) => v.name));
      expect1(f.lower, f.verifyTarget ?? []);
      lowerings.set(f.lower.name, (f.verifyTarget ?? []).length > 0);
    }
  }
  // The session logs are read outside the conversion registry (src/pipeline/sessions.ts runs their verify after the read).
  for (const f of Object.values(SESSION_FORMATS)) {
    expect1(f.read, f.verify);
    for (const p of [f.redact, ...(f.lower ? [f.lower] : [])]) {
      expect1(p, p === f.lower ? (f.verifyTarget ?? []) : []);
      lowerings.set(p.name, p === f.lower && (f.verifyTarget ?? []).length > 0);
    }
  }
});

/** After every read, raise and lower of `steps`, the verifiers the registry names come next, in order; returns how many producers were checked. */
function checkVerifyEach(steps: readonly Traced[]): number {
  let checked = 0;
  steps.forEach((s, i) => {
    if (s.kind !== "read" && s.kind !== "raise" && s.kind !== "lower") return;
    const want =
      s.kind === "raise" ? dialectVerifiers("core").map((v) => v.name) : (expectedAfter.get(s.name) ?? undefined);
    expect(want, `${s.name}: a producing pass the registry does not know`).toBeDefined();
    const next = steps.slice(i + 1, i + 1 + want!.length);
    expect(
      next.map((n) => n.name),
      `after ${s.name}`,
    ).toEqual(want);
    // A verifier checks the dialect the pass produced (core after a raise).
    for (const n of next) expect(n.kind, `${n.name} after ${s.name}`).toBe("verify");
    checked++;
  });
  return checked;
}

interface Case {
  command: string;
  args: () => string[];
  /** The steps, written out by hand from docs/architecture.md's table: an oracle independent of the registry. */
  oracle: string[];
  /** Whether `oracle` is the whole trace, or its beginning (import and export have one run per file or target). */
  prefix?: boolean;
  suffix?: string[];
  /**
   * The format's verifiers read the source themselves (`verifyReadsSource`: UAIX's opens the package,
   * with every archive check), so no read step comes first: the steps are those the registry runs
   * after this read, and nothing else.
   */
  verifiersOf?: string;
}

const CASES: Case[] = [
  {
    command: "convert (AIX → AIR)",
    args: () => ["convert", AGENT, "--to", "air", "-o", join(tempDir(), "a.air")],
    oracle: [
      "aix.read",
      "aix.validate",
      "aix.raise",
      "core.verify",
      "air.lower",
      "air.validate",
      "air.write",
      "air.store-hashes",
    ],
  },
  {
    command: "convert (AIX → UAIX)",
    args: () => ["convert", AGENT, "--to", "uaix", "-o", join(tempDir(), "a.uaix")],
    oracle: ["aix.read", "aix.validate", "aix.raise", "core.verify", "uaix.lower", "uaix.write"],
    prefix: true,
  },
  {
    command: "convert (AIX → AIGX)",
    args: () => ["convert", AGENT, "--to", "aigx", "-o", join(tempDir(), "genome")],
    oracle: ["aix.read", "aix.validate", "aix.raise", "core.verify", "aigx.lower", "aigx.write", "aigx.parity"],
  },
  {
    command: "convert (UAIX → AIX)",
    args: () => ["convert", PACKAGE, "--to", "aix", "-o", join(tempDir(), "a.aix")],
    oracle: ["uaix.read", "uaix.verify", "uaix.raise", "core.verify", "aix.lower", "aix.write", "aix.validate-output"],
  },
  { command: "validate", args: () => ["validate", AGENT], oracle: ["aix.read", "aix.validate"] },
  { command: "inspect", args: () => ["inspect", BUNDLE], oracle: ["aegx.read", "aegx.verify"] },
  { command: "roundtrip", args: () => ["roundtrip", GENOME], oracle: ["aigx.read", "aigx.lint", "aigx.roundtrip"] },
  {
    command: "import",
    args: () => {
      const repo = join(tempDir(), "repo");
      cpSync(REPO, repo, { recursive: true });
      return ["import", repo, "-o", join(tempDir(), "genome")];
    },
    oracle: ["cline.read", "cline.verify", "cline.raise", "core.verify"],
    prefix: true,
    suffix: ["core.verify", "aigx.lower", "aigx.write", "aigx.parity"],
  },
  {
    command: "aigx export",
    args: () => ["aigx", "export", "--root", GENOME, "--format", "agents-md", "-o", join(tempDir(), "project")],
    oracle: ["aigx.read", "aigx.lint", "aigx.raise", "core.verify", "agents-md.lower", "agents-md.write"],
    prefix: true,
  },
  {
    command: "aigx lint",
    args: () => ["aigx", "lint", "--root", GENOME],
    oracle: ["aigx.read", "aigx.lint"],
  },
  {
    command: "uaix verify",
    args: () => ["uaix", "verify", PACKAGE],
    oracle: ["uaix.verify"],
    verifiersOf: "uaix.read",
  },
  {
    command: "air validate",
    args: () => ["air", "validate", AIR_WORLD],
    oracle: ["air.validate"],
    verifiersOf: "air.read",
  },
  {
    command: "aegx from",
    args: () => ["aegx", "from", SESSION, "-o", join(tempDir(), "bundle")],
    oracle: ["sessions.read-claude-code", "sessions.verify", "sessions.redact", "aegx.lower", "aegx.append"],
  },
];

describe("--print-pipeline on every command that runs the pass manager", () => {
  it.each(CASES)("$command: each producing pass is followed by its dialect's verifier", async (c) => {
    const r = await agentcInProcess([...c.args(), "--print-pipeline"]);
    expect(r.status, r.stderr).toBe(0);
    const steps = traced(r.stderr);
    const names = steps.map((s) => s.name);
    if (c.prefix) expect(names.slice(0, c.oracle.length)).toEqual(c.oracle);
    else expect(names).toEqual(c.oracle);
    if (c.suffix) expect(names.slice(-c.suffix.length)).toEqual(c.suffix);
    expect(steps.every((s) => s.verdict === "ok" || s.verdict === "warnings")).toBe(true);
    if (c.verifiersOf) {
      // Floor: the registry names at least one verifier, and those (all verify steps) are the trace.
      expect(expectedAfter.get(c.verifiersOf)?.length ?? 0).toBeGreaterThanOrEqual(1);
      expect(names).toEqual(expectedAfter.get(c.verifiersOf));
      expect(steps.every((s) => s.kind === "verify")).toBe(true);
    }
    // Floor: at least the read was checked, so the property cannot pass on an empty trace.
    else expect(checkVerifyEach(steps)).toBeGreaterThanOrEqual(1);
    // The table on standard output lists the same steps, in the same order.
    const table = [
      ...r.stdout.matchAll(/^ {2}\S+\s+(?:read|verify|raise|lower|write|check)\s+(\S+)\s+\w+\s+[\d.]+ ms$/gm),
    ];
    expect(table.map((m) => m[1])).toEqual(names);
  });

  it("a verifier follows every raise and every lowering a target verifies (AIX → AIR: air.validate after air.lower)", () => {
    expect(dialectVerifiers("core").map((v) => v.name)).toEqual(["core.verify"]);
    expect(expectedAfter.get("air.lower")).toEqual(["air.validate"]);
  });

  it("the lowerings no verifier checks are exactly the listed ones (the list shrinks when one gains a verifyTarget)", () => {
    const unverified = [...lowerings].filter(([, verified]) => !verified).map(([name]) => name);
    expect(unverified.sort()).toEqual([...UNVERIFIED_LOWERINGS].sort());
    // Floor: the registry has lowerings, and at least one (AIR's) is verified.
    expect([...lowerings].filter(([, v]) => v).map(([n]) => n)).toContain("air.lower");
  });

  it("air validate: a file that does not parse is reported by the check's one step (air.validate reads the source itself)", async () => {
    const world = tempDir();
    writeFileSync(join(world, "broken.air.json"), "{not json");
    const r = await agentcInProcess(["air", "validate", world, "--print-pipeline"]);
    // Exit 1 (invalid) as before the pipeline: AIR-PARSE from the read.
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("AIR-PARSE");
    expect(traced(r.stderr).map((s) => `${s.name} ${s.verdict}`)).toEqual(["air.validate failed"]);
  });

  it("aigx lint: damage the read reported does not stop the lint (aigx.lint still runs, as a step, and reports)", async () => {
    const root = tempDir();
    mkdirSync(join(root, ".aigx"));
    writeFileSync(join(root, ".aigx", "architecture.aigx"), '<aigx-architecture>\n  <rule id="A-1">unclosed\n');
    const r = await agentcInProcess(["aigx", "lint", "--root", root, "--print-pipeline"]);
    expect(r.status).toBe(1);
    expect(traced(r.stderr).map((s) => `${s.name} ${s.verdict}`)).toEqual(["aigx.read failed", "aigx.lint failed"]);
  });

  it.each([["aigx", "lint", "--root"], ["validate"]])(
    "a rule id repeated in one genome is V7 through the pipeline, not a crash of aigx.read (%s)",
    async (...cmd) => {
      const genome = join(repoRoot, "test/fixtures/corpus/aigx/conformance/invalid/dup-rule-id");
      const r = await agentcInProcess([...cmd, genome, "--print-pipeline"]);
      expect(r.status).toBe(1);
      expect(r.stderr).toContain("error[V7]");
      expect(r.stderr).not.toContain("AGC-INTERNAL");
      expect(traced(r.stderr).map((s) => s.name)).toEqual(["aigx.read", "aigx.lint"]);
    },
  );

  it("without --print-pipeline nothing is traced and no table is printed", async () => {
    const r = await agentcInProcess(["validate", AGENT]);
    expect(r.status).toBe(0);
    expect(traced(r.stderr)).toEqual([]);
    expect(r.stdout).not.toMatch(/aix\.validate\s+ok/);
  });
});
