/**
 * aigx genome: boundaries from what a repository declares. agentc's own dependency-cruiser
 * configuration (loaded here with require, as dependency-cruiser loads it, for an oracle that does
 * not share agentc's reader) and real repositories kept in test/fixtures/genome/ (SOURCES.md there):
 * every declared constraint is a rule with its source, placed on exactly the files on its boundary.
 */
import { createRequire } from "node:module";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";
import { generateGenome, type GenomeRun } from "../../src/pipeline/genome/generate.js";
import { scanRepository } from "../../src/formats/source/scan-repo.js";
import { readRepository } from "../../src/formats/aigx/read-genome.js";
import { lintRead } from "../../src/formats/aigx/lint.js";
import { memoryTree } from "../../ir/io/file-tree.js";
import type { FileEntry, Rule } from "../../ir/dialects/aigx/model.js";

const FIXTURES = join(repoRoot, "test/fixtures/genome");

function read(
  run: GenomeRun,
  root: string,
): { rules: Rule[]; entries: FileEntry[]; lint: ReturnType<typeof lintRead> } {
  const repo = readRepository(root, { tree: memoryTree(run.genome) });
  const lint = lintRead(repo, root);
  return { rules: repo.genomes[0]!.concerns.flatMap((c) => c.rules), entries: repo.genomes[0]!.files!.entries, lint };
}

/** Each rule id → the files whose entry carries it in <check> (and a forbid naming it). */
function carriers(entries: readonly FileEntry[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const e of entries) {
    for (const id of e.checks) {
      expect(e.forbid?.pri, `${e.path} checks ${id} and has a forbid`).toBe("CRIT");
      expect(e.forbid!.text).toContain(id);
      out.set(id, [...(out.get(id) ?? []), e.path].sort());
    }
  }
  return out;
}

describe("aigx genome on agentc's own repository", () => {
  const run = generateGenome(repoRoot, { exclude: ["test/fixtures"] });
  const { rules, entries, lint } = read(run, repoRoot);
  const config = createRequire(import.meta.url)(join(repoRoot, ".dependency-cruiser.cjs")) as {
    forbidden: Array<{
      name: string;
      comment: string;
      from: { path?: string; pathNot?: string };
      to: { path?: string; pathNot?: string; circular?: boolean };
    }>;
  };

  it("makes every forbidden rule of .dependency-cruiser.cjs a rule ARCH-<name> saying what, why and where", () => {
    expect(run.declarations).toEqual([".dependency-cruiser.cjs"]);
    expect(rules.map((r) => r.id)).toEqual(config.forbidden.map((f) => `ARCH-${f.name}`));
    for (const f of config.forbidden) {
      const r = rules.find((x) => x.id === `ARCH-${f.name}`)!;
      expect(r.text).toContain(`Why: ${f.comment}`);
      expect(r.text).toMatch(/Declared by dependency-cruiser rule "[^"]+" in \.dependency-cruiser\.cjs:\d+\./);
      expect(r.ext).toContainEqual([
        "x-sources",
        expect.stringMatching(/^dependency-cruiser:\.dependency-cruiser\.cjs:\d+$/),
      ]);
    }
    expect(rules.find((r) => r.id === "ARCH-no-grammar-writer-cross")!.text).toContain(
      "Files under grammars/ must not import files under emitters/.",
    );
    expect(rules.find((r) => r.id === "ARCH-no-circular")!.text).toContain("No file may be part of an import cycle.");
  });

  it("puts each rule's forbid and check on exactly the files on its boundary", () => {
    // The oracle: dependency-cruiser's own regular expressions over the import graph.
    const { facts } = scanRepository(repoRoot, { ignored: (p) => p.startsWith("test/fixtures") });
    const importers = new Map<string, string[]>();
    for (const f of facts) for (const i of f.imports) importers.set(i, [...(importers.get(i) ?? []), f.path]);
    const test = new Set(facts.filter((f) => f.test).map((f) => f.path));
    const on = carriers(entries);
    let placed = 0;
    for (const rule of config.forbidden) {
      if (rule.to.circular) {
        expect(on.get(`ARCH-${rule.name}`)).toBeUndefined(); // dependency-cruiser passes: no cycle
        continue;
      }
      const inSide = (s: { path?: string; pathNot?: string }, p: string): boolean =>
        (!s.path || new RegExp(s.path).test(p)) && (!s.pathNot || !new RegExp(s.pathNot).test(p));
      const expected = facts
        .filter((f) => !f.test && inSide(rule.from, f.path))
        .filter((f) => {
          if (f.imports.some((i) => inSide(rule.to, i))) return true;
          const by = importers.get(f.path) ?? [];
          return by.some((i) => inSide(rule.to, i)) && by.filter((i) => !test.has(i)).every((i) => inSide(rule.to, i));
        })
        .map((f) => f.path)
        .sort();
      expect(on.get(`ARCH-${rule.name}`) ?? [], rule.name).toEqual(expected);
      placed += expected.length;
    }
    expect(placed).toBeGreaterThan(0);
    // Scarce: the boundary files, not the layers.
    const forbids = entries.filter((e) => e.forbid).length;
    expect(forbids / entries.length).toBeLessThan(0.3);
  });

  it("reads no declaration of its test fixtures, whose configurations describe them and not agentc", () => {
    expect(generateGenome(repoRoot).declarations).toEqual([".dependency-cruiser.cjs"]);
  });

  it("lints clean, with no crossing reported (dependency-cruiser passes on this repository)", () => {
    expect(lint.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(run.crossings).toEqual([]);
    expect(run.diagnostics).toEqual([]);
  });
});

describe("aigx genome on repositories that declare boundaries", () => {
  it("dependency-cruiser (AlbertHernandez/dependency-cruiser-example): each forbidden rule, the placeable ones on their boundary", () => {
    const root = join(FIXTURES, "AlbertHernandez__dependency-cruiser-example");
    const run = generateGenome(root);
    const { rules, entries, lint } = read(run, root);
    expect(lint.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(rules.map((r) => r.id)).toEqual(
      [
        "not-cross-dependency-domain",
        "not-cross-dependency-application",
        "no-circular",
        "no-orphans",
        "no-deprecated-core",
        "not-to-deprecated",
        "no-non-package-json",
        "not-to-unresolvable",
        "no-duplicate-dep-types",
        "not-to-spec",
        "not-to-dev-dep",
        "optional-deps-used",
        "peer-deps-used",
      ].map((n) => `ARCH-${n}`),
    );
    const domain = rules.find((r) => r.id === "ARCH-not-cross-dependency-domain")!;
    expect(domain.text).toBe(
      'Files whose path contains `domain` must not import files except those whose path contains `domain`. Why: Based non domain centric architecture no cross layer dependencies. Declared by dependency-cruiser rule "not-cross-dependency-domain" in .dependency-cruiser.js:4.',
    );
    expect(rules.find((r) => r.id === "ARCH-no-orphans")!.text).toContain(
      "Not placed on files: agentc does not evaluate from.orphan.",
    );
    expect(Object.fromEntries(carriers(entries))).toEqual({
      "ARCH-not-cross-dependency-domain": ["src/domain/email-sender.ts", "src/domain/user-by-id-finder.ts"],
      "ARCH-not-cross-dependency-application": ["src/application/welcome-email-sender.ts"],
    });
    expect(entries.find((e) => e.path === "src/application/welcome-email-sender.ts")!.forbid!.text).toBe(
      "NEVER import files whose path contains `infrastructure` (ARCH-not-cross-dependency-application)",
    );
  });

  it("import-linter (AssemblyAI/cli): layers with containers, forbidden, independence with a wildcard, an external module", () => {
    const root = join(FIXTURES, "AssemblyAI__cli");
    const run = generateGenome(root);
    const { rules, entries, lint } = read(run, root);
    expect(lint.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(rules.map((r) => [r.id, r.ext])).toEqual([
      [
        "ARCH-layered-architecture",
        [
          ["x-activation", "glob"],
          ["x-globs", "aai_cli/app/** aai_cli/core/** aai_cli/ui/**"],
          ["x-sources", "import-linter:.importlinter:5"],
          ["x-declared", "import-linter:layered-architecture"],
        ],
      ],
      [
        "ARCH-feature-slices-do-not-import-commands",
        [
          ["x-activation", "glob"],
          ["x-globs", "aai_cli/tts/**"],
          ["x-sources", "import-linter:.importlinter:26"],
          ["x-declared", "import-linter:feature-slices-do-not-import-commands"],
        ],
      ],
      [
        "ARCH-command-modules-are-independent",
        [
          ["x-activation", "glob"],
          ["x-globs", "aai_cli/commands/share/** aai_cli/commands/speak/**"],
          ["x-sources", "import-linter:.importlinter:46"],
          ["x-declared", "import-linter:command-modules-are-independent"],
        ],
      ],
      [
        "ARCH-core-library-and-the-testable-command-helpers",
        [
          ["x-activation", "glob"],
          ["x-globs", "aai_cli/core/**"],
          ["x-sources", "import-linter:.importlinter:53"],
          ["x-declared", "import-linter:core-library-and-the-testable-command-helpers"],
        ],
      ],
    ]);
    expect(rules[0]!.text).toContain(
      "Layers, highest first: commands, app, ui, core (in aai_cli): a lower layer must not import a higher one.",
    );
    expect(rules[2]!.text).toContain(
      "Modules aai_cli.commands.share, aai_cli.commands.speak must not import each other.",
    );
    expect(rules[3]!.text).toContain("must not import rich");
    expect(Object.fromEntries(carriers(entries))).toEqual({
      "ARCH-layered-architecture": ["aai_cli/core/env.py", "aai_cli/ui/help_text.py", "aai_cli/ui/steps.py"],
      "ARCH-feature-slices-do-not-import-commands": ["aai_cli/tts/__init__.py", "aai_cli/tts/voices.py"],
    });
  });

  it("ESLint import/no-restricted-paths (alan2207/bulletproof-react): each zone, with its except", () => {
    const root = join(FIXTURES, "alan2207__bulletproof-react");
    const run = generateGenome(root);
    const { rules, entries, lint } = read(run, root);
    expect(lint.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(rules.map((r) => r.id)).toEqual([
      "ARCH-zone-features-auth-from-features",
      "ARCH-zone-features-comments-from-features",
      "ARCH-zone-features-discussions-from-features",
      "ARCH-zone-features-teams-from-features",
      "ARCH-zone-features-users-from-features",
      "ARCH-zone-features-from-app",
      "ARCH-zone-components-hooks-lib-from-features-app",
    ]);
    expect(rules[0]!.text).toBe(
      'Files under src/features/auth must not import from src/features (except ./auth). Declared by ESLint rule "zone-features-auth-from-features" in .eslintrc.cjs:52.',
    );
    const on = Object.fromEntries(carriers(entries));
    expect(Object.keys(on).sort()).toEqual([
      "ARCH-zone-components-hooks-lib-from-features-app",
      "ARCH-zone-features-from-app",
    ]);
    expect(on["ARCH-zone-features-from-app"]).toEqual([
      "src/features/auth/components/login-form.tsx",
      "src/features/auth/components/register-form.tsx",
      "src/features/comments/components/comments.tsx",
      "src/features/discussions/components/create-discussion.tsx",
      "src/features/discussions/components/discussion-view.tsx",
      "src/features/discussions/components/discussions-list.tsx",
      "src/features/teams/api/get-teams.ts",
      "src/features/users/components/update-profile.tsx",
      "src/features/users/components/users-list.tsx",
    ]);
  });
});

/** A small repository from a map of files. */
function repo(files: Record<string, string>): string {
  const root = join(tempDir(), "repo");
  for (const [p, t] of Object.entries(files)) {
    mkdirSync(join(root, p, ".."), { recursive: true });
    writeFileSync(join(root, p), t);
  }
  return root;
}

describe("aigx genome reads each kind of declaration", () => {
  it("dependency-cruiser: a crossing is placed and reported; `$1` groups; a computed configuration; an unreadable part warned about", () => {
    const root = repo({
      ".dependency-cruiser.cjs": [
        'const features = ["a", "b"].map((f) => `src/${f}/`);',
        "module.exports = {",
        "  forbidden: [",
        '    { name: "no-sibling-features", comment: "features meet in shared/", from: { path: "^src/([^/]+)/" }, to: { path: "^src/", pathNot: ["^src/$1/", "^src/shared/"] } },',
        "    ...require('./more-rules'),",
        '    { name: "no-circular", from: {}, to: { circular: true } },',
        "  ],",
        "};",
      ].join("\n"),
      "src/a/index.ts":
        'import { b } from "../b/index.js";\nimport { s } from "../shared/s.js";\nexport const a = b + s;\n',
      "src/b/index.ts": 'import { s } from "../shared/s.js";\nexport const b = s;\n',
      "src/shared/s.ts": "export const s = 1;\n",
      "src/c/x.ts": 'import { y } from "./y.js";\nexport const x = y;\n',
      "src/c/y.ts": 'import { x } from "./x.js";\nexport const y = x;\n',
    });
    const run = generateGenome(root);
    expect(run.rules).toEqual(["ARCH-no-sibling-features", "ARCH-no-circular"]);
    expect(run.crossings.map((c) => [c.rule, c.from, c.spec])).toEqual([
      ["ARCH-no-sibling-features", "src/a/index.ts", "../b/index.js"],
      ["ARCH-no-circular", "src/c/x.ts", "(an import cycle)"],
      ["ARCH-no-circular", "src/c/y.ts", "(an import cycle)"],
    ]);
    expect(run.diagnostics.map((d) => d.code)).toEqual([
      "AIGX-DECLARATION-UNREAD",
      "AIGX-BOUNDARY-CROSSED",
      "AIGX-BOUNDARY-CROSSED",
      "AIGX-BOUNDARY-CROSSED",
    ]);
    expect(run.diagnostics[0]!.message).toContain(
      "1 part(s) of the configuration are computed in ways agentc does not read",
    );
    expect(run.diagnostics[1]!.message).toBe(
      "src/a/index.ts imports ../b/index.js (line 1), which ARCH-no-sibling-features forbids",
    );
    // a/ crosses; b/ and shared/ are entered only from other folders of src/, the side they must not import.
    expect(run.placed.find((p) => p.id === "ARCH-no-sibling-features")!.files).toEqual([
      "src/a/index.ts",
      "src/b/index.ts",
      "src/shared/s.ts",
    ]);
  });

  it("ESLint no-restricted-imports (flat config): paths and patterns, each with its message", () => {
    const root = repo({
      "eslint.config.mjs": [
        'import js from "@eslint/js";',
        "export default [",
        "  js.configs.recommended,",
        "  {",
        '    files: ["src/**/*.ts"],',
        "    rules: {",
        '      "no-restricted-imports": ["error", { paths: [{ name: "lodash", message: "Use lodash-es." }], patterns: [{ group: ["@/features/*/*"], message: "Import a feature through its index." }] }],',
        "    },",
        "  },",
        "];",
      ].join("\n"),
      "tsconfig.json": '{ "compilerOptions": { "baseUrl": ".", "paths": { "@/*": ["src/*"] } } }',
      "src/features/a/index.ts": 'export * from "./impl.js";\n',
      "src/features/a/impl.ts": "export const a = 1;\n",
      "src/app.ts": 'import { a } from "@/features/a/impl";\nimport _ from "lodash";\nexport const x = [a, _];\n',
    });
    const run = generateGenome(root);
    expect(run.rules).toEqual(["ARCH-restricted-lodash", "ARCH-restricted-features"]);
    expect(run.crossings.map((c) => [c.rule, c.from, c.spec])).toEqual([
      ["ARCH-restricted-lodash", "src/app.ts", "lodash"],
      ["ARCH-restricted-features", "src/app.ts", "@/features/a/impl"],
    ]);
    const { rules } = read(run, root);
    expect(rules[0]!.text).toBe(
      'Files matching `src/**/*.ts` must not import `lodash`. Why: Use lodash-es. Declared by ESLint rule "restricted-lodash" in eslint.config.mjs:7.',
    );
  });

  it("eslint-plugin-boundaries element types, Nx depConstraints, TypeScript project references, package exports", () => {
    const root = repo({
      ".eslintrc.json": JSON.stringify(
        {
          settings: {
            "boundaries/elements": [
              { type: "feature", pattern: "features/*" },
              { type: "shared", pattern: "shared" },
            ],
          },
          rules: {
            "boundaries/element-types": [
              "error",
              {
                default: "disallow",
                rules: [
                  { from: "feature", allow: ["shared"], message: "features use shared code only" },
                  { from: "shared", allow: [] },
                ],
              },
            ],
            "@nx/enforce-module-boundaries": [
              "error",
              { depConstraints: [{ sourceTag: "type:lib", onlyDependOnLibsWithTags: ["type:lib"] }] },
            ],
          },
        },
        null,
        2,
      ),
      "features/one/index.ts":
        'import { s } from "../../shared/s.js";\nimport { t } from "../two/index.js";\nexport const one = s + t;\n',
      "features/two/index.ts": "export const t = 2;\n",
      "shared/s.ts": "export const s = 1;\n",
      "libs/core/project.json": '{ "name": "core", "tags": ["type:lib"] }',
      "libs/core/src/index.ts": 'import { ui } from "../../ui/src/index.js";\nexport const core = ui;\n',
      "libs/ui/project.json": '{ "name": "ui", "tags": ["type:ui"] }',
      "libs/ui/src/index.ts": "export const ui = 1;\n",
      "packages/p/tsconfig.json": '{ "compilerOptions": { "composite": true }, "references": [{ "path": "../q" }] }',
      "packages/p/package.json": '{ "name": "@x/p", "exports": { ".": "./src/index.ts" } }',
      "packages/p/src/index.ts": 'import { r } from "../../r/src/index.js";\nexport const p = r;\n',
      "packages/q/tsconfig.json": '{ "compilerOptions": { "composite": true } }',
      "packages/q/src/index.ts": 'import { p } from "@x/p";\nexport const q = p;\n',
      "packages/r/tsconfig.json": '{ "compilerOptions": { "composite": true } }',
      "packages/r/src/index.ts": 'import { inner } from "@x/p/src/inner";\nexport const r = inner;\n',
    });
    const run = generateGenome(root);
    expect(run.rules).toEqual([
      "ARCH-element-feature",
      "ARCH-element-shared",
      "ARCH-nx-type-lib",
      "ARCH-tsref-packages-p",
      "ARCH-exports-x-p",
    ]);
    const by = (id: string): string[] => run.crossings.filter((c) => c.rule === id).map((c) => `${c.from} → ${c.spec}`);
    expect(by("ARCH-element-feature")).toEqual(["features/one/index.ts → ../two/index.js"]);
    expect(by("ARCH-nx-type-lib")).toEqual(["libs/core/src/index.ts → ../../ui/src/index.js"]);
    expect(by("ARCH-tsref-packages-p")).toEqual(["packages/p/src/index.ts → ../../r/src/index.js"]);
    expect(by("ARCH-exports-x-p")).toEqual(["packages/r/src/index.ts → @x/p/src/inner"]);
    // The package's entry by name is the boundary, and its deep import a crossing: both carry the rule.
    expect(run.placed.find((p) => p.id === "ARCH-exports-x-p")!.files).toEqual([
      "packages/q/src/index.ts",
      "packages/r/src/index.ts",
    ]);
    const { rules } = read(run, root);
    expect(rules.find((r) => r.id === "ARCH-element-feature")!.text).toContain("Why: features use shared code only.");
  });

  it("import-linter in pyproject.toml: a forbidden contract, with ignore_imports honoured", () => {
    const root = repo({
      "pyproject.toml": [
        "[tool.importlinter]",
        'root_package = "app"',
        "",
        "[[tool.importlinter.contracts]]",
        'name = "Domain is pure"',
        'type = "forbidden"',
        'source_modules = ["app.domain"]',
        'forbidden_modules = ["app.web", "requests"]',
        'ignore_imports = ["app.domain.legacy -> app.web.routes"]',
        "",
      ].join("\n"),
      "app/__init__.py": "",
      "app/domain/__init__.py": "",
      "app/domain/model.py": '"""The domain model."""\nimport requests\nfrom ..web import routes\n',
      "app/domain/legacy.py": "from app.web.routes import handler\n",
      "app/web/__init__.py": "",
      "app/web/routes.py": "from app.domain.model import thing\n\ndef handler():\n    pass\n",
    });
    const run = generateGenome(root);
    expect(run.rules).toEqual(["ARCH-domain-is-pure"]);
    expect(run.crossings.map((c) => `${c.from} → ${c.spec}`)).toEqual([
      "app/domain/model.py → requests",
      "app/domain/model.py → app.web.routes",
    ]);
    const { rules } = read(run, root);
    expect(rules[0]!.text).toBe(
      'Modules app.domain must not import app.web, requests, directly or indirectly (except the 1 import(s) the contract ignores). Why: Domain is pure. Declared by import-linter contract "domain-is-pure" in pyproject.toml:5.',
    );
  });
});

describe("aigx genome infers only what the import graph shows for certain", () => {
  it("a folder every outside file enters through its index gets a rule that says it was inferred", () => {
    const root = repo({
      "src/billing/index.ts": 'export { total } from "./total.js";\n',
      "src/billing/total.ts": "export const total = 1;\n",
      "src/app.ts": 'import { total } from "./billing/index.js";\nexport const a = total;\n',
      "src/report.ts": 'import { total } from "./billing/index.js";\nexport const r = total;\n',
    });
    const run = generateGenome(root);
    expect(run.inferred).toBe(true);
    expect(run.rules).toEqual(["ARCH-entry-src-billing"]);
    const { rules, entries } = read(run, root);
    expect(rules[0]!.text).toBe(
      "Import src/billing/ only through src/billing/index.ts; never import a file under src/billing/ directly. Inferred from the import graph: all 2 files that import src/billing/ from outside do so through its index, and nothing declares it.",
    );
    expect(Object.fromEntries(carriers(entries))).toEqual({
      "ARCH-entry-src-billing": ["src/app.ts", "src/report.ts"],
    });
  });
});
