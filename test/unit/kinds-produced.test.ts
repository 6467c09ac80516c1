/**
 * Every registered node kind is produced by agentc's own code on a real input: a kind nothing adds
 * is a promise of the registry (and of docs/architecture.md's dialect table) that the graph never
 * keeps. `Graph.add` reports each kind it accepts to `onKindAdded`; this file drives every built-in
 * format over real files (its own discovered in test/fixtures, else what another format lowered to
 * it) through read, raise and lower, and every AIX input to every target, and then compares the kinds
 * seen with the registry. In the style of test/codes/registry.test.ts: PENDING names, explicitly, the
 * kinds that are registered and not produced yet; the test fails when it is out of date either way.
 */
import { cpSync, existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import "../../ir/dialects/builtin.js";
import { registeredKinds } from "../../ir/dialects/registry.js";
import { onKindAdded } from "../../ir/graph/graph.js";
import { formatNamed, formatNames } from "../../src/formats/registry.js";
import { convertPath } from "../../src/pipeline/convert.js";
import { parse } from "../../src/pipeline/parse.js";
import { sessionsToBundle } from "../../src/pipeline/sessions.js";
import { validate } from "../../src/pipeline/validate.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

/** Registered kinds no code path adds yet, each with why (remove one when something produces it). */
const PENDING = new Set<string>([]);

/** Where real inputs of each format are looked for (each entry a folder of repositories). */
const REPOSITORIES = ["test/fixtures/realworld", "test/fixtures/setup", "test/fixtures/settings"].map((d) =>
  join(repoRoot, d),
);
/** Inputs no `discover` finds: whole documents (agents, worlds, bundles, genomes, logs). */
const DOCUMENTS: Array<[string, string]> = [
  ["aix", "examples/support-agent.aix"],
  ["aigx", "test/fixtures/corpus/aigx/examples/sourcing-app"],
  ["uaix", "golden/convert/support-agent.uaix"],
  ["aegx", "test/fixtures/corpus/aegx/golden-v0.1/minimal"],
  ["air", "golden/convert/support-agent.v1.air"],
  ["air", "golden/convert/support-agent.air"],
  ["air", "test/fixtures/air-v2/defs/builtin-effects.air.json"],
  ["aegx", "test/fixtures/corpus/aegx/cases/16_manifest_algorithm_SHA-256"],
  ["settings", "test/fixtures/settings/0xMiden__note-transport-service/.claude/settings.json"],
  ["settings", "test/fixtures/settings/getsentry__sentry-javascript/.claude/settings.json"],
];
/** Session logs: not a format of `convert`, read by `aegx from` (src/pipeline/sessions.ts). */
const SESSION_LOG = "test/fixtures/sessions/claude/agent-history-golden.jsonl";
/** Formats made by one factory per tool, which convert among themselves: `claude-skills`, `cursor-ignore`, … */
const familyOf = (format: string): string | undefined => /-(skills|commands|ignore|agents)$/.exec(format)?.[1];

const seen = new Set<string>();
beforeAll(() => onKindAdded((k) => seen.add(k)));
afterAll(() => onKindAdded(undefined));

const repositories = (): string[] =>
  REPOSITORIES.flatMap((base) =>
    readdirSync(base)
      .sort()
      .map((d) => join(base, d))
      .filter((d) => statSync(d).isDirectory()),
  );

/** The first file of a format in the fixture repositories, as a path. */
async function firstFileOf(format: string): Promise<string | undefined> {
  const f = await formatNamed(format);
  if (!f?.discover) return undefined;
  for (const repo of repositories()) {
    const found = f.discover(repo);
    if (found.length) return join(repo, found[0]!);
  }
  return undefined;
}

/** Read, check and raise an input (what `convert` does before lowering: to AIX, or to another tool of its family), ignoring whether it converts. */
async function readAndRaise(input: string, from: string, names: readonly string[]): Promise<void> {
  await parse(input, { format: from }).catch(() => undefined);
  const family = familyOf(from);
  const to = family ? names.find((n) => n !== from && familyOf(n) === family)! : "aix";
  await convertPath(input, { to, from, output: join(tempDir(), `raised-${to}`) }).catch(() => undefined);
}

/** Lower a file to a format, then read what was written as that format (the kinds only a read adds). */
async function lowerAndReread(
  input: string,
  from: string | undefined,
  to: string,
  options: { airVersion?: "1" } = {},
): Promise<void> {
  const out = join(tempDir(), `out-${to}`);
  const r = await convertPath(input, { to, output: out, ...(from ? { from } : {}), ...options }).catch(() => undefined);
  if (r && existsSync(out)) await parse(out, { format: to }).catch(() => undefined);
}

describe("the registry of node kinds", () => {
  it("has every registered kind produced by some format on a real input; PENDING is exact", async () => {
    const names = await formatNames();
    const found = new Map<string, string>();
    for (const name of names) {
      const file = await firstFileOf(name);
      if (file) found.set(name, file);
      if (file) await readAndRaise(file, name, names);
    }
    for (const [format, path] of DOCUMENTS) await readAndRaise(join(repoRoot, path), format, names);
    // Every lowering: an AIX agent and an AIGX genome to every format (AIR in both versions), a real
    // file of a tool's family to each tool of it none of the fixtures has; each output read back.
    const agent = join(repoRoot, "examples/support-agent.aix");
    const genome = join(repoRoot, "test/fixtures/corpus/aigx/examples/sourcing-app");
    for (const to of names) {
      for (const input of [agent, genome]) await lowerAndReread(input, undefined, to);
      const sibling = [...found].find(([n]) => n !== to && familyOf(n) !== undefined && familyOf(n) === familyOf(to));
      if (sibling) await lowerAndReread(sibling[1], sibling[0], to);
    }
    await lowerAndReread(agent, undefined, "air", { airVersion: "1" });
    await sessionsToBundle(join(repoRoot, SESSION_LOG), join(tempDir(), "sessions.aegx"));
    // Floors: enough real inputs, from enough formats, that "produced" means something.
    expect(found.size).toBeGreaterThanOrEqual(15);

    // Less the kinds tests register (`toy…`, and `zz-…` of test/mutation/dialect-registry.test.ts), which
    // a file sharing this module graph may have registered before this one.
    const registered = registeredKinds()
      .map((k) => k.kind)
      .filter((k) => !k.startsWith("toy.") && !k.startsWith("zz-"));
    // A floor, so that a registry that failed to load cannot pass by having nothing to check.
    expect(registered.length).toBeGreaterThan(100);
    const unproduced = registered.filter((k) => !seen.has(k));
    expect(
      unproduced.filter((k) => !PENDING.has(k)),
      "registered kinds nothing produced: produce them in a test, or remove them from ir/dialects/*/kinds.ts",
    ).toEqual([]);
    expect(
      [...PENDING].filter((k) => !unproduced.includes(k)),
      "produced now: remove from PENDING",
    ).toEqual([]);
  }, 300_000);

  it("a kind an input names that no dialect registers is the input's fault: reported, never added, never thrown", async () => {
    const world = tempDir();
    cpSync(join(repoRoot, "test/fixtures/air-v2/worlds/00-counter"), world, { recursive: true });
    writeFileSync(join(world, "bogus.air.json"), `${JSON.stringify([{ $kind: "defbogus", name: "demo/Bogus@1" }])}\n`);
    const before = seen.size;
    const r = await parse(world);
    expect(r.graph.nodes().map((n) => n.kind)).not.toContain("air.defbogus");
    expect(r.graph.size).toBeGreaterThan(0);
    const v = await validate(world);
    expect(v.diagnostics.map((d) => d.code)).toContain("AIR-SHAPE");
    expect(seen.size).toBe(before);
  });
});
