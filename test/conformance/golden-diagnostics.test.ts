/**
 * Golden diagnostics ("UI tests", as rustc's .stderr files): for every input of a format in the
 * fixtures, the whole output of that format's checking command as a user sees it (the human form
 * under NO_COLOR and the --json form, each with its exit code), in golden/diagnostics/<format>.txt.
 * A change to a message, a location, a pointer, a count or which diagnostics fire shows up as a diff
 * there, to be reviewed as a compiler's UI test is.
 *
 * Only inputs with at least one diagnostic have a section; every other input is still run, and must
 * stay without a diagnostic. The CLI runs in this process (agentcInProcess, no cwd/env: in Stryker's
 * worker threads too), so the mutants of the checkers are what it runs; one `it` per input, so a
 * mutant's run covers only the inputs that reach it.
 *
 * `UPDATE_GOLDEN=1 npx vitest run test/conformance/golden-diagnostics.test.ts` rewrites the files
 * after a deliberate change; review the diff line by line before committing.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { agentcInProcess } from "../support/cli.js";
import { repoRoot } from "../support/corpus.js";

const UPDATE = process.env.UPDATE_GOLDEN === "1";
const goldenDir = join(repoRoot, "golden", "diagnostics");
/** Starts a section; no line of any output may start with it (checked when the file is written). */
const HEADER = "=== ";

/** Repository-relative, with forward slashes on every system. */
const rel = (p: string): string => relative(repoRoot, p).split(sep).join("/");
const children = (dir: string, keep: (name: string) => boolean = () => true): string[] =>
  readdirSync(join(repoRoot, dir))
    .filter(keep)
    .sort()
    .map((n) => `${dir}/${n}`);
const isDir = (p: string): boolean => statSync(join(repoRoot, p)).isDirectory();
const filesUnder = (dir: string, keep: (name: string) => boolean): string[] =>
  children(dir).flatMap((p) => (isDir(p) ? filesUnder(p, keep) : keep(p) ? [p] : []));

/**
 * The inputs without a file whose bytes an earlier one has: test/fixtures/aix-upstream/examples/ are
 * the corpus's aix/reference-head/ files again (the same release), and would only repeat sections.
 */
function distinct(paths: string[]): string[] {
  const seen = new Set<string>();
  return paths.filter((p) => {
    if (isDir(p)) return true;
    const digest = createHash("sha256")
      .update(readFileSync(join(repoRoot, p)))
      .digest("hex");
    if (seen.has(digest)) return false;
    seen.add(digest);
    return true;
  });
}

interface FormatCases {
  format: string;
  /** The command a user of the format runs on one input (before the input's path). */
  command: (input: string) => string[];
  inputs: () => string[];
}

const FORMATS: FormatCases[] = [
  {
    format: "aix",
    command: (p) => ["aix", "validate", p],
    inputs: () => [
      ...filesUnder("test/fixtures/corpus/aix", (n) => /\.aix(\.json)?$/.test(n)),
      ...filesUnder("test/fixtures/aix-upstream", (n) => /\.aix(\.json)?$/.test(n)),
      ...filesUnder("test/fixtures/pipeline", (n) => n.endsWith(".aix")),
      "examples/support-agent.aix",
    ],
  },
  {
    format: "air",
    command: (p) => ["air", "validate", p],
    inputs: () => [
      ...children("test/fixtures/corpus/air/seed-style-nodes", (n) => n.endsWith(".json")),
      // Each example's world directories: air/, or air.v1/ and air.v2/ (06-safe-upgrade, before and after).
      ...children("test/fixtures/corpus/air/worlds/8a8a4e51/examples").flatMap((w) => children(w)),
      "test/fixtures/air/bad-plan.air.json",
      "test/fixtures/air/digest",
      // Not reference-v1/nodes.air.json: 9,977 generated nodes for the hash agreement, not a world; its
      // 30,000 diagnostics would be nearly all of this file, and 2 s of its run (docs/decisions.md).
      ...children("test/fixtures/air-v2/defs"),
      ...children("test/fixtures/air-v2/worlds"),
    ],
  },
  {
    format: "aigx",
    command: (p) => ["aigx", "lint", "--root", p],
    inputs: () => [
      ...children("test/fixtures/corpus/aigx/conformance/valid"),
      ...children("test/fixtures/corpus/aigx/conformance/invalid"),
      ...children("test/fixtures/corpus/aigx/examples"),
      "test/fixtures/corpus/aigx/corrupted",
      // The corpus's damaged genome text where a repository keeps it (SOURCE.md there).
      "test/fixtures/aigx-damaged/brain-export",
    ],
  },
  {
    format: "uaix",
    command: (p) => ["uaix", "verify", p],
    inputs: () => [
      ...children("golden/convert", (n) => n.endsWith(".uaix")),
      // No public UAIX package exists to take bad ones from: golden/convert's, damaged (SOURCE.md there).
      ...children("test/fixtures/uaix-tampered", (n) => n.endsWith(".uaix")),
    ],
  },
  {
    format: "aegx",
    command: (p) => ["aegx", "verify", p],
    inputs: () => [
      ...children("test/fixtures/corpus/aegx/golden-v0.1"),
      ...children("test/fixtures/corpus/aegx/cases", (n) => !n.endsWith(".md")),
      "test/fixtures/corpus/aegx/cli-demo/demo.aegx",
      "test/fixtures/corpus/aegx/cli-demo/demo.aegx.zip",
      "examples/session.aegx",
      "golden/aegx/session.aegx.zip",
    ],
  },
];

/** One run as the golden file shows it: the command line, the exit code, both streams. */
function shown(args: string[], r: { status: number; stdout: string; stderr: string }): string {
  const stream = (name: string, text: string): string =>
    text === "" ? "" : `--- ${name}\n${text.endsWith("\n") ? text : `${text}\n(no newline at end)\n`}`;
  return `$ agentc ${args.join(" ")}\nexit ${r.status}\n${stream("stdout", r.stdout)}${stream("stderr", r.stderr)}`;
}

/**
 * The --json output with one diagnostic a line, so that a long list reads (and diffs) as the human
 * form does. Nothing is lost: the CLI prints exactly JSON.stringify(value, null, 2), which is checked.
 */
function compactJson(stdout: string): string {
  const value = JSON.parse(stdout) as { diagnostics?: unknown[] };
  expect(stdout, "--json prints JSON.stringify(value, null, 2)").toBe(`${JSON.stringify(value, null, 2)}\n`);
  const { diagnostics = [], ...rest } = value;
  const lines = (ds: unknown[]): string[] => ds.map((d) => `  ${JSON.stringify(d)}`);
  // air validate's result repeats the diagnostics, with the info ones: one a line there too.
  const result = rest.result as { diagnostics?: unknown[] } | null | undefined;
  if (result && Array.isArray(result.diagnostics)) {
    const { diagnostics: inResult, ...resultRest } = result;
    return `${[JSON.stringify({ ...rest, result: resultRest }), ...lines(diagnostics), "result.diagnostics:", ...lines(inResult)].join("\n")}\n`;
  }
  return `${[JSON.stringify(rest), ...lines(diagnostics)].join("\n")}\n`;
}

/** The sections of a golden file by input path. */
function sectionsOf(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const chunk of text.split(`\n${HEADER}`).map((c, i) => (i === 0 ? c.replace(HEADER, "") : c))) {
    if (chunk.trim() === "") continue;
    const nl = chunk.indexOf("\n");
    out.set(chunk.slice(0, nl), chunk.slice(nl + 1).replace(/\n?$/, "\n"));
  }
  return out;
}

for (const f of FORMATS) {
  describe(`golden diagnostics: ${f.format}`, () => {
    const file = join(goldenDir, `${f.format}.txt`);
    const golden = existsSync(file) ? sectionsOf(readFileSync(file, "utf8")) : new Map<string, string>();
    const written = new Map<string, string>();
    const inputs = distinct(f.inputs());

    it("has inputs, and a section only for inputs that are run", () => {
      expect(inputs.length).toBeGreaterThan(0);
      if (!UPDATE) expect([...golden.keys()].filter((k) => !inputs.includes(k))).toEqual([]);
    });

    for (const input of inputs) {
      it(input, async () => {
        const args = f.command(input);
        // --json first: an input without a diagnostic needs no second run (half the file's time).
        const json = await agentcInProcess(["--json", ...args]);
        const diagnostics = (JSON.parse(json.stdout) as { diagnostics?: unknown[] }).diagnostics ?? [];
        const got =
          diagnostics.length === 0
            ? undefined
            : `${shown(args, await agentcInProcess(args))}\n${shown(["--json", ...args], { ...json, stdout: compactJson(json.stdout) })}`;
        if (UPDATE) {
          if (got !== undefined) written.set(input, got);
          return;
        }
        // No section: the input must stay free of diagnostics.
        expect(got, `${rel(file)}: ${input}`).toBe(golden.get(input));
      });
    }

    afterAll(() => {
      if (!UPDATE) return;
      const body = [...written].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      for (const [input, text] of body)
        for (const line of text.split("\n"))
          if (line.startsWith(HEADER)) throw new Error(`${input}: an output line starts with "${HEADER}"`);
      mkdirSync(goldenDir, { recursive: true });
      writeFileSync(file, body.map(([input, text]) => `${HEADER}${input}\n${text}`).join("\n"));
    });
  });
}
