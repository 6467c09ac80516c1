/**
 * Arbitrary core rules (text, activation, globs, directories, descriptions,
 * Roo modes) → lower to each rule format → write → read back in memory with
 * that format's own reader → raise: every rule comes back with its id and
 * text, and with its activation, scope and mode unless the ledger names the
 * loss; the format's own output check agrees; written bytes are deterministic.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CoreRule } from "../../ir/dialects/core/rules.js";
import { isGenerated } from "../../ir/dialects/rules/model.js";
import { ruleFormatOfPath } from "../../ir/dialects/rules/paths.js";
import { LossLedger } from "../../ir/loss-ledger.js";
import { parseRuleFile } from "../../src/formats/rules/read-rule-file.js";
import { raiseRuleFiles } from "../../src/formats/rules/raise.js";
import type { RuleDialect } from "../../src/formats/rules/dialect.js";
import { CODED_DIALECTS } from "../../src/formats/rules/tool-format.js";
import { claudeMdDialect } from "../../src/formats/rules/dialects/claude-md.js";
import { copilotDialect } from "../../src/formats/rules/dialects/copilot.js";
import { cursorDialect } from "../../src/formats/rules/dialects/cursor.js";
import { windsurfDialect } from "../../src/formats/rules/dialects/windsurf.js";
import { clineDialect } from "../../src/formats/rules/dialects/cline.js";
import { kiroDialect } from "../../src/formats/rules/dialects/kiro.js";
import { writeRules } from "../support/rules.js";
import { ledgeredButKept, lostButUnledgered } from "../support/rule-survival.js";
import { propertyRuns } from "../support/property-runs.js";

/** Every tool whose scope and placement are code: the list the rule formats are made from. */
const DIALECTS = CODED_DIALECTS;

const word = fc.constantFrom("src", "lib", "pkg", "a-b", "x_y", "docs", "v2");
const dirArb = fc.array(word, { minLength: 1, maxLength: 3 }).map((s) => s.join("/"));
const globArb = fc
  .tuple(
    fc.array(fc.constantFrom("src", "lib", "**", "*", "a-b", "tests"), { minLength: 0, maxLength: 3 }),
    fc.constantFrom("*.ts", "*.{ts,tsx}", "*.md", "**", "[ab].py", "index.js", "*"),
  )
  .map(([dirs, leaf]) => [...dirs, leaf].join("/"))
  .filter((g) => !["**", "*", "**/*"].includes(g));
const lineArb = fc.string({ unit: fc.constantFrom(..."abc XYZ09-*#:`'\"@/.,[]{}|>!?_\t".split("")), maxLength: 30 });
const textArb = fc
  .array(lineArb, { minLength: 1, maxLength: 5 })
  .map((ls) => ls.join("\n"))
  .filter((t) => t.trim() !== "");
const descArb = fc
  .string({ unit: fc.constantFrom(..."abc XYZ:#'\"-*@{}[],|>&!%".split("")), minLength: 1, maxLength: 40 })
  .filter((d) => d.trim() !== "");

type Scope = Pick<CoreRule, "activation" | "globs" | "directory" | "description">;
const scopeArb: fc.Arbitrary<Scope> = fc.oneof(
  fc.constant<Scope>({ activation: "always", globs: [] }),
  fc.uniqueArray(globArb, { minLength: 1, maxLength: 3 }).map((globs): Scope => ({ activation: "glob", globs })),
  dirArb.map((d): Scope => ({ activation: "glob", globs: [`${d}/**`], directory: d })),
  descArb.map((description): Scope => ({ activation: "model", globs: [], description })),
  fc.constant<Scope>({ activation: "manual", globs: [] }),
  // A nested Cursor or Windsurf rule: model-decided or manual within a directory, or a glob under it.
  fc
    .tuple(dirArb, fc.constantFrom<"model" | "manual">("model", "manual"), descArb)
    .map(([directory, activation, description]): Scope => ({
      activation,
      globs: [],
      directory,
      ...(activation === "model" ? { description } : {}),
    })),
  fc
    .tuple(dirArb, globArb)
    .map(([directory, g]): Scope => ({ activation: "glob", globs: [`${directory}/${g}`], directory })),
);

const rulesArb: fc.Arbitrary<CoreRule[]> = fc
  .uniqueArray(
    fc.oneof(
      fc.stringMatching(/^[A-Za-z][A-Za-z0-9_.-]{0,12}$/),
      fc.string({ unit: fc.constantFrom(..."aB1 ->%é/_.".split("")), minLength: 1, maxLength: 8 }),
    ),
    { minLength: 1, maxLength: 6, comparator: (a, b) => a.toLowerCase() === b.toLowerCase() },
  )
  .chain((ids) =>
    fc.tuple(
      ...ids.map((id) =>
        fc
          .record({
            text: textArb,
            scope: scopeArb,
            title: fc.option(fc.constantFrom("Style", "Tests: what to run", "API"), { nil: undefined }),
            mode: fc.option(fc.constantFrom("code", "debug"), { nil: undefined }),
            extraDescription: fc.option(descArb, { nil: undefined }),
          })
          .map(({ text, scope, title, mode, extraDescription }): CoreRule => ({
            id,
            text,
            ...scope,
            ...((scope.description ?? extraDescription) ? { description: scope.description ?? extraDescription } : {}),
            ...(title ? { title } : {}),
            ...(mode ? { group: `mode:${mode}` } : {}),
            sources: [{ file: "core", format: "core" }],
          })),
      ),
    ),
  );

describe("core rules → each rule format → read back", () => {
  for (const dialect of DIALECTS) {
    it(`${dialect.name}: every rule returns, or the ledger names what it lost`, async () => {
      await fc.assert(
        fc.asyncProperty(rulesArb, async (rules) => {
          const w = await writeRules(dialect.name, rules);
          expect(w.diagnostics).toEqual([]);
          expect(w.checks).toEqual([]);
          const files = w.files.map(([p, text]) => {
            expect(ruleFormatOfPath(p), `${p} is where ${dialect.name} keeps its files`).toBe(dialect.name);
            expect(isGenerated(text)).toBe(true);
            const r = parseRuleFile(dialect.name, p, text, { strict: true });
            expect(r.diagnostics).toEqual([]);
            return r.file;
          });
          const back = raiseRuleFiles(files, dialect, new LossLedger(), dialect.name).rules;
          expect(lostButUnledgered(rules, back, w.ledger, dialect.name)).toEqual([]);
          expect(ledgeredButKept(rules, back, w.ledger, dialect.name)).toEqual([]);
          // Ledger entries name only rules that exist, with the target.
          for (const e of w.ledger.entries)
            expect(
              rules.some((r) => e.pointer.startsWith(`/rules/${r.id.replace(/~/g, "~0").replace(/\//g, "~1")}/`)) &&
                e.target === dialect.name,
            ).toBe(true);
          // Same rules, same bytes.
          expect((await writeRules(dialect.name, rules)).files).toEqual(w.files);
        }),
        propertyRuns(200),
      );
    });
  }
});

describe("hand-written glob spellings read alike", () => {
  // Real files write the same patterns as a YAML block list, a flow list, one comma-separated string,
  // or (as Cursor documents) the string unquoted, which YAML may reject and the tools read anyway.
  const cases: Array<[RuleDialect, string, (globs: string) => string, string]> = [
    [cursorDialect, ".cursor/rules/r.mdc", (g) => `globs: ${g}\nalwaysApply: false`, "globs"],
    [windsurfDialect, ".windsurf/rules/r.md", (g) => `trigger: glob\nglobs: ${g}`, "globs"],
    [kiroDialect, ".kiro/steering/r.md", (g) => `inclusion: fileMatch\nfileMatchPattern: ${g}`, "fileMatchPattern"],
    [claudeMdDialect, ".claude/rules/r.md", (g) => `paths: ${g}`, "paths"],
    [clineDialect, ".clinerules/r.md", (g) => `paths: ${g}`, "paths"],
    [copilotDialect, ".github/instructions/r.instructions.md", (g) => `applyTo: ${g}`, "applyTo"],
  ];
  for (const [dialect, path, front, field] of cases) {
    it(`${dialect.name} ${field}: block list, flow list and comma string give the same globs`, () => {
      fc.assert(
        fc.property(fc.uniqueArray(globArb, { minLength: 1, maxLength: 4 }), (globs) => {
          const spellings = [
            `\n${globs.map((g) => `  - "${g}"`).join("\n")}`,
            `[${globs.map((g) => JSON.stringify(g)).join(", ")}]`,
            JSON.stringify(globs.join(",")),
            globs.join(","),
          ];
          for (const s of spellings) {
            const f = parseRuleFile(dialect.name, path, `---\n${front(s)}\n---\nbody\n`, { strict: true });
            expect(f.diagnostics.filter((d) => d.severity !== "info")).toEqual([]);
            const scope = dialect.scope(f.file);
            expect(scope.activation).toBe("glob");
            expect(scope.globs).toEqual(globs);
          }
        }),
        propertyRuns(200),
      );
    });
  }
});

describe("any text reads without throwing", () => {
  const paths: Record<string, string> = {
    "agents-md": "AGENTS.md",
    "claude-md": ".claude/rules/x.md",
    "gemini-md": "GEMINI.md",
    copilot: ".github/instructions/x.instructions.md",
    cursor: ".cursor/rules/x.mdc",
    windsurf: ".windsurf/rules/x.md",
    cline: ".clinerules/x.md",
    kiro: ".kiro/steering/x.md",
    junie: ".junie/guidelines.md",
    roo: ".roo/rules/x.md",
  };
  const chunk = fc.oneof(
    fc.constantFrom(
      "---\n",
      "globs: ",
      "*",
      "&a ",
      "!!binary ",
      "[",
      "]",
      "{",
      "}",
      "'",
      '"',
      "paths:\n  - ",
      "trigger: ",
      "inclusion: fileMatch\n",
      "\n",
      "<!-- agentc:rule %E0 -->\n",
      "@../x.md ",
      "```\n",
      "\r\n",
      "\uFEFF",
    ),
    fc.string({ maxLength: 6 }),
  );
  it("every format: a diagnostic with a code and a line, never an exception", () => {
    fc.assert(
      fc.property(
        fc.array(chunk, { maxLength: 25 }).map((c) => c.join("")),
        (text) => {
          for (const dialect of DIALECTS) {
            const r = parseRuleFile(dialect.name, paths[dialect.name]!, text, { strict: true });
            for (const d of r.diagnostics)
              expect(d).toMatchObject({ code: expect.stringMatching(/^RULES-/), line: expect.any(Number) });
            const scope = dialect.scope(r.file);
            expect(["always", "glob", "model", "manual"]).toContain(scope.activation);
            if (scope.activation === "glob") expect(scope.globs.length).toBeGreaterThan(0);
          }
        },
      ),
      propertyRuns(300),
    );
  });
});
