/**
 * The ten rule-file formats over the real files in test/fixtures/realworld:
 * every file reads; a sample's rules are what the files say; and every rule
 * read survives a trip to every format (read → raise → lower → write → read
 * back from disk with the target's own discovery) or the ledger names what it lost.
 */
import { readdirSync, statSync } from "node:fs";
import { join, sep } from "node:path";
import { ruleFormatOfPath } from "../../ir/dialects/rules/paths.js";
import { describe, expect, it } from "vitest";
import { isGenerated } from "../../ir/dialects/rules/model.js";
import { newRun } from "../../src/pipeline/run-context.js";
import { repoRoot } from "../support/corpus.js";
import { onDisk, readRules, RULE_FORMAT_NAMES, ruleFormat, writeRules } from "../support/rules.js";
import { ledgeredButKept, lostButUnledgered } from "../support/rule-survival.js";

const base = join(repoRoot, "test/fixtures/realworld");
const repos = readdirSync(base).filter((d) => statSync(join(base, d)).isDirectory());

/** Every (repository, format) pair with files of that format. */
async function pairs(): Promise<Array<[string, string, string[]]>> {
  const out: Array<[string, string, string[]]> = [];
  for (const repo of repos) {
    for (const name of RULE_FORMAT_NAMES) {
      const files = (await ruleFormat(name)).discover!(join(base, repo));
      if (files.length) out.push([repo, name, files]);
    }
  }
  return out;
}

const rulesOf = async (repo: string, format: string) => readRules(format, join(base, repo));

describe("real rule files read", () => {
  it("every rule fixture is discovered by exactly one format and reads without errors", async () => {
    const found = await pairs();
    const files = found.flatMap(([repo, , fs]) => fs.map((f) => `${repo}/${f}`));
    // Every file of the fixtures whose path the rule formats' path table claims (an oracle apart from each
    // format's discovery), and enough of them for the checks below to mean something.
    const claimed = repos.flatMap((r) =>
      (readdirSync(join(base, r), { recursive: true }) as string[])
        .filter((p) => statSync(join(base, r, p)).isFile() && ruleFormatOfPath(p.split(sep).join("/")) !== undefined)
        .map((p) => `${r}/${p}`),
    );
    expect(claimed.length).toBeGreaterThanOrEqual(100);
    expect([...files].sort()).toEqual([...claimed].sort());
    expect(new Set(files).size).toBe(files.length);
    for (const [repo, name] of found) {
      const r = await rulesOf(repo, name);
      expect(
        r.diagnostics.filter((d) => d.severity === "error"),
        `${repo} ${name}`,
      ).toEqual([]);
      expect(r.rules.length).toBeGreaterThan(0);
      for (const rule of r.rules) {
        expect(rule.text.length).toBeGreaterThan(0);
        expect(rule.sources[0]).toMatchObject({ format: name, line: expect.any(Number) });
      }
    }
  });

  it("nested AGENTS.md files scope their rules to their directory", async () => {
    const r = await rulesOf("supabase__supabase", "agents-md");
    expect(r.rules.map((x) => [x.id, x.activation, x.globs, x.directory])).toEqual([
      ["AGENTS-root", "always", [], undefined],
      ["AGENTS-apps-docs", "glob", ["apps/docs/**"], "apps/docs"],
      ["AGENTS-apps-kb", "glob", ["apps/kb/**"], "apps/kb"],
    ]);
    expect(r.rules[1]!.title).toBe("Supabase Docs");
    expect(r.rules[1]!.sources).toEqual([{ file: "apps/docs/AGENTS.md", line: 1, format: "agents-md" }]);
    const swift = await rulesOf("21-DOT-DEV__swift-secp256k1", "agents-md");
    expect(swift.rules.map((x) => x.directory)).toEqual([undefined, "Sources", "Tests"]);
  });

  it("a nested CLAUDE.md is directory-scoped", async () => {
    const r = await rulesOf("humanlayer__humanlayer", "claude-md");
    expect(r.rules.map((x) => [x.id, x.activation, x.globs])).toEqual([
      ["CLAUDE-root", "always", []],
      ["CLAUDE-hld", "glob", ["hld/**"]],
    ]);
  });

  it("Cursor: unquoted globs, folder-form RULE.md with a YAML list, description-only → model", async () => {
    const r = await rulesOf("supabase__supabase", "cursor");
    const by = new Map(r.rules.map((x) => [x.id, x]));
    expect(by.get("CURSOR-docs-test-requirements")).toMatchObject({
      activation: "glob",
      globs: ["apps/docs/**/*.test.ts"],
    });
    expect(by.get("CURSOR-docs-og-images")).toMatchObject({
      activation: "glob",
      globs: ["apps/docs/features/seo/openGraph.ts", "apps/docs/features/docs/**/*.tsx", "apps/docs/content/**/*.mdx"],
    });
    expect(by.get("CURSOR-sentry")).toMatchObject({ activation: "model", globs: [] });
    expect(by.get("CURSOR-sentry")!.description).toMatch(/\S/);
    expect(by.get("CURSOR-sentry")!.sources[0]!.line).toBe(6);
  });

  it("Windsurf: trigger always is read as always_on with a warning at its line; glob lists and comma strings", async () => {
    const r = await rulesOf("21-DOT-DEV__swift-secp256k1", "windsurf");
    expect(r.diagnostics).toContainEqual(
      expect.objectContaining({
        code: "RULES-TRIGGER",
        severity: "warning",
        file: ".windsurf/rules/shell-commands.md",
        line: 2,
      }),
    );
    expect(r.rules.map((x) => [x.activation, x.globs])).toEqual([
      ["always", []],
      ["glob", [".windsurf/rules/**/*.md"]],
    ]);
    const k = await rulesOf("kynoptic__wikipedia-reliable-sources", "windsurf");
    expect(k.rules.map((x) => [x.activation, x.globs])).toEqual([
      ["model", []],
      ["glob", [".windsurf/rules/*.md", ".windsurf/rules/**/*.md", "global_rules.md"]],
    ]);
  });

  it("Copilot: applyTo '**' is always on, a path applyTo is a glob; description kept", async () => {
    const r = await rulesOf("microsoft__vscode", "copilot");
    expect(r.rules.map((x) => [x.id, x.activation, x.globs])).toEqual([
      ["COPILOT-api-version", "glob", ["src/vscode-dts/**/vscode.proposed.*.d.ts"]],
      ["COPILOT-committing", "always", []],
    ]);
    expect(r.rules.every((x) => x.description)).toBe(true);
    expect((await rulesOf("supabase__supabase", "copilot")).rules.map((x) => x.id)).toEqual(["COPILOT-root"]);
  });

  it("Roo: a mode directory's AGENTS.md is a Roo mode rule, not a nested AGENTS.md", async () => {
    const r = await rulesOf("RooCodeInc__Roo-Code", "roo");
    expect(r.rules.map((x) => [x.id, x.group])).toEqual([
      ["ROO-debug", "mode:debug"],
      ["ROO-rules", undefined],
    ]);
    expect((await ruleFormat("agents-md")).discover!(join(base, "RooCodeInc__Roo-Code"))).toEqual([]);
  });

  it("Kiro, Junie and Cline files without front matter are always on", async () => {
    for (const [repo, f, n] of [
      ["1nk1__flutter_keycheck", "kiro", 1],
      ["rowan-smith__VibeGame", "junie", 1],
      ["cline__cline", "cline", 3],
    ] as const) {
      const r = await rulesOf(repo, f);
      expect(r.rules).toHaveLength(n);
      expect(r.rules.every((x) => x.activation === "always" && !x.globs.length)).toBe(true);
    }
  });
});

describe("every real rule file re-emits canonically", () => {
  it("roundtrip: parse, emit with header and markers, re-parse: same rules; a second emission is byte-identical", async () => {
    for (const [repo, name] of await pairs()) {
      const f = await ruleFormat(name);
      const root = join(base, repo);
      const run = newRun(root, {}, { root });
      await f.read.run(run.ctx);
      const r = await f.roundtrip!(run.ctx);
      expect(r.differences, `${repo} ${name}`).toEqual([]);
      const once = (await f.write!.run(run.ctx)).files;
      const again = newRun(onDisk(once.map(([p, b]) => [p, Buffer.from(b).toString("utf8")])), {});
      again.ctx.root = again.ctx.input;
      await f.read.run(again.ctx);
      expect((await f.write!.run(again.ctx)).files, `${repo} ${name}`).toEqual(once);
    }
  });
});

describe("every real rule survives every format or is ledgered", async () => {
  const found = await pairs();
  for (const [repo, from] of found) {
    it(`${repo} ${from} → each format`, async () => {
      for (const to of RULE_FORMAT_NAMES) {
        const src = await readRules(from, join(base, repo), { target: to });
        const w = await writeRules(to, src.rules, { ledger: src.ledger });
        // The one warning a real setup may earn: a file longer than the target's tool reads (Windsurf: 12,000 characters).
        expect(w.diagnostics.filter((d) => d.code !== "RULES-SIZE")).toEqual([]);
        expect(w.checks, `${from} → ${to}`).toEqual([]);
        for (const [p, text] of w.files) expect(isGenerated(text), `${to} ${p}`).toBe(true);
        const root = onDisk(w.files);
        const back = await readRules(to, root);
        expect(
          back.diagnostics.filter((d) => d.severity !== "info"),
          `${from} → ${to}`,
        ).toEqual([]);
        expect(lostButUnledgered(src.rules, back.rules, w.ledger, to), `${from} → ${to}`).toEqual([]);
        expect(ledgeredButKept(src.rules, back.rules, w.ledger, to), `${from} → ${to}`).toEqual([]);
        // Nothing is ledgered that came back intact.
        if (from === to) {
          const bad = w.ledger.entries.filter((e) => ["activation", "globs"].includes(e.pointer.split("/")[3]!));
          expect(bad, `${to} → ${to} loses nothing of scope`).toEqual([]);
        }
      }
    });
  }
});
