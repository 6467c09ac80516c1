/**
 * Real declarations of the kinds the first fixtures did not cover (issue 39, item 2), kept in
 * test/fixtures/genome/ (SOURCES.md there): Nx module boundaries (nrwl/nx-examples),
 * eslint-plugin-boundaries (its own end-to-end fixture), TypeScript project references (the
 * TypeScript team's demo) and package.json `exports` (a Turborepo workspace). The oracles are the configurations parsed
 * here with JSON.parse or read line by line, and the fixture's own comments on which imports are
 * valid, never agentc's readers: each declared constraint is a rule with its file and line, scoped
 * to the files of its side, and its forbids sit on those files and nowhere else.
 */
import { appendFileSync, cpSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";
import { generateGenome, type GenomeRun } from "../../src/pipeline/genome/generate.js";
import { readRepository } from "../../src/formats/aigx/read-genome.js";
import { lintRead } from "../../src/formats/aigx/lint.js";
import { memoryTree } from "../../ir/io/file-tree.js";
import type { FileEntry, Rule } from "../../ir/dialects/aigx/model.js";

const FIXTURES = join(repoRoot, "test/fixtures/genome");

function walk(dir: string, rel = ""): string[] {
  return readdirSync(join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    const r = rel ? `${rel}/${e.name}` : e.name;
    return e.isDirectory() ? walk(dir, r) : [r];
  });
}

/** Every genome's rules and entries (a monorepo's packages have their own), after a clean lint. */
function read(run: GenomeRun, root: string): { rules: Rule[]; entries: FileEntry[] } {
  const repo = readRepository(root, { tree: memoryTree(run.genome) });
  expect(lintRead(repo, root).diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return {
    rules: repo.genomes.flatMap((g) => g.concerns.flatMap((c) => c.rules)),
    entries: repo.genomes.flatMap((g) => g.files?.entries ?? []),
  };
}

const ext = (r: Rule, k: string): string | undefined => r.ext?.find(([n]) => n === k)?.[1];
/** A rule's scope: its x-globs (with glob activation), or, in a package's genome, that package's folder. */
function scopeOf(r: Rule): string[] {
  if (r.file.startsWith(".aigx/")) {
    expect(ext(r, "x-activation"), r.id).toBe("glob");
    return ext(r, "x-globs")!.split(" ");
  }
  return ext(r, "x-globs")?.split(" ") ?? [`${r.file.slice(0, r.file.indexOf("/.aigx/"))}/**`];
}
/** The files a scope's globs name, matched here as plain folder prefixes (every glob the generator writes for these fixtures is `folder/**`). */
const covered = (files: readonly string[], globs: readonly string[]): string[] =>
  files.filter((f) => globs.some((g) => (g.endsWith("/**") ? f.startsWith(g.slice(0, -2)) : f === g))).sort();

describe("aigx genome on real declarations", () => {
  it("Nx depConstraints (nrwl/nx-examples): one rule per constraint at its own line, scoped to the projects carrying the tag, forbids only there", () => {
    const root = join(FIXTURES, "nrwl__nx-examples");
    const config = readFileSync(join(root, ".eslintrc.json"), "utf8");
    const parsed = JSON.parse(config) as {
      overrides: Array<{ rules?: Record<string, [string, { depConstraints: Array<{ sourceTag: string }> }]> }>;
    };
    const constraints = parsed.overrides.flatMap(
      (o) => o.rules?.["@nrwl/nx/enforce-module-boundaries"]?.[1].depConstraints ?? [],
    );
    expect(constraints.length).toBe(9);
    const projects = walk(root)
      .filter((f) => f.endsWith("/project.json"))
      .map((f) => ({
        root: f.slice(0, -"/project.json".length),
        tags: (JSON.parse(readFileSync(join(root, f), "utf8")) as { tags: string[] }).tags,
      }));
    const sources = walk(root).filter((f) => /\.(ts|tsx)$/.test(f));
    const run = generateGenome(root);
    const { rules, entries } = read(run, root);
    expect(rules.map((r) => r.id).filter((id) => id.startsWith("ARCH-nx-"))).toHaveLength(constraints.length);
    const lines = config.split("\n");
    let carried = 0;
    for (const c of constraints) {
      const id = `ARCH-nx-${c.sourceTag.replace(/[^A-Za-z0-9]+/g, "-")}`;
      const rule = rules.find((r) => r.id === id)!;
      expect(rule, id).toBeDefined();
      // Its own line: the object holding this sourceTag (the line before `"sourceTag": "<tag>"`).
      const at = lines.findIndex((l) => l.includes(`"sourceTag": "${c.sourceTag}"`));
      expect(lines[at - 1]!.trim()).toBe("{");
      expect(ext(rule, "x-sources")).toBe(`nx:.eslintrc.json:${at}`);
      const tagged = projects.filter((p) => p.tags.includes(c.sourceTag)).map((p) => p.root);
      const own = sources.filter((f) => tagged.some((t) => f.startsWith(`${t}/`))).sort();
      expect(own.length, id).toBeGreaterThan(0);
      expect(covered(sources, scopeOf(rule)), id).toEqual(own);
      // The text names the projects, for the tools that cannot scope a rule.
      for (const t of tagged) expect(rule.text, id).toContain(t);
      const on = entries.filter((e) => e.checks.includes(id)).map((e) => e.path);
      for (const f of on) expect(own, `${id} on ${f}`).toContain(f);
      carried += on.length ? 1 : 0;
    }
    // The floor: most constraints have a boundary in this workspace (the libraries entered by the layer above).
    expect(carried).toBeGreaterThanOrEqual(5);
  });

  it("eslint-plugin-boundaries (its e2e fixture, object selectors): a rule per element type, the import the fixture calls INVALID reported and the ones it calls VALID not", () => {
    const root = join(FIXTURES, "javierbrea__eslint-plugin-boundaries");
    const config = readFileSync(join(root, "eslint.config.js"), "utf8").split("\n");
    const run = generateGenome(root);
    const { rules, entries } = read(run, root);
    expect(rules.map((r) => r.id)).toEqual(["ARCH-element-module", "ARCH-element-component"]);
    // module's rule is the object `{ from: { type: "module" }, allow: […] }`; component has none, so the default (disallow) declares it.
    const fromModule = config.findIndex((l) => /from: \{/.test(l));
    expect(ext(rules[0]!, "x-sources")).toBe(`eslint-plugin-boundaries:eslint.config.js:${fromModule}`);
    expect(ext(rules[1]!, "x-sources")).toBe(
      `eslint-plugin-boundaries:eslint.config.js:${config.findIndex((l) => /default: "disallow"/.test(l))}`,
    );
    expect(ext(rules[0]!, "x-globs")).toBe("src/modules/**");
    expect(ext(rules[1]!, "x-globs")).toBe("src/components/**");
    // The fixture's own comments say which imports the plugin rejects.
    const files = walk(root).filter((f) => f.endsWith(".js") && f.startsWith("src/"));
    const invalid = files.filter((f) =>
      /This should be INVALID - component should not import module/.test(readFileSync(join(root, f), "utf8")),
    );
    const valid = files.filter((f) => /This should be VALID/.test(readFileSync(join(root, f), "utf8")));
    expect(invalid).toEqual(["src/components/button/boundary-import.js"]);
    expect(valid.length).toBeGreaterThanOrEqual(2);
    expect(run.crossings.map((c) => [c.rule, c.from])).toEqual([["ARCH-element-component", invalid[0]]]);
    for (const v of valid)
      expect(
        run.crossings.some((c) => c.from === v),
        v,
      ).toBe(false);
    // Forbids only on files of the element the rule is about.
    for (const e of entries)
      for (const id of e.checks)
        expect(
          e.path.startsWith(id === "ARCH-element-module" ? "src/modules/" : "src/components/"),
          `${id} on ${e.path}`,
        ).toBe(true);
    expect(entries.find((e) => e.path === invalid[0])!.checks).toEqual(["ARCH-element-component"]);
  });

  it("TypeScript project references (RyanCavanaugh/project-references-demo): a rule per referencing project naming what it does not reference; an import of an unreferenced project is reported and carries the forbid", () => {
    const fixture = join(FIXTURES, "RyanCavanaugh__project-references-demo");
    // tsconfig is JSON with comments and trailing commas.
    const tsconfig = (f: string): { references?: Array<{ path: string }>; files?: string[] } =>
      JSON.parse(readFileSync(join(fixture, f), "utf8").replace(/,(\s*[}\]])/g, "$1")) as {
        references?: Array<{ path: string }>;
      };
    const projects = ["core", "animals", "zoo"];
    expect(tsconfig("tsconfig.json").references!.map((r) => r.path.replace(/^\.\//, ""))).toEqual(projects);
    const run = generateGenome(fixture);
    const { rules, entries } = read(run, fixture);
    const referencing = projects.filter((p) => tsconfig(`${p}/tsconfig.json`).references?.length);
    expect(rules.map((r) => r.id)).toEqual(referencing.map((p) => `ARCH-tsref-${p}`));
    for (const p of referencing) {
      const rule = rules.find((r) => r.id === `ARCH-tsref-${p}`)!;
      const refs = tsconfig(`${p}/tsconfig.json`).references!.map((r) => r.path.replace(/^\.\.\//, ""));
      const unreferenced = projects.filter((q) => q !== p && !refs.includes(q));
      expect(rule.text).toContain(`must not import the projects it does not reference (${unreferenced.join(", ")})`);
      const line =
        readFileSync(join(fixture, p, "tsconfig.json"), "utf8")
          .split("\n")
          .findIndex((l) => l.includes('"references"')) + 1;
      expect(ext(rule, "x-sources")).toBe(`typescript:${p}/tsconfig.json:${line}`);
      expect(ext(rule, "x-globs")).toBe(`${p}/**`);
    }
    // As published, no file crosses (zoo reaches core only through animals) and none is on a boundary.
    expect(run.crossings).toEqual([]);
    expect(entries.filter((e) => e.checks.length)).toEqual([]);
    // zoo importing core directly, which it does not reference: reported, and the forbid goes on that file only.
    const copy = tempDir();
    cpSync(fixture, copy, { recursive: true });
    appendFileSync(join(copy, "zoo/zoo.ts"), "import { makeRandomName } from '../core/utilities';\n");
    const crossed = generateGenome(copy);
    expect(crossed.crossings.map((c) => [c.rule, c.from, c.to])).toEqual([
      ["ARCH-tsref-zoo", "zoo/zoo.ts", "core/utilities.ts"],
    ]);
    expect(
      read(crossed, copy)
        .entries.filter((e) => e.checks.length)
        .map((e) => [e.path, e.checks]),
    ).toEqual([["zoo/zoo.ts", ["ARCH-tsref-zoo"]]]);
  });

  it("package.json exports (a Turborepo workspace): the package's consumers by name carry the rule, a deep import is reported", () => {
    const fixture = join(FIXTURES, "MikelArnaiz__turborepo-basic");
    const pkgText = readFileSync(join(fixture, "packages/ui/package.json"), "utf8");
    const pkg = JSON.parse(pkgText) as { name: string; exports: Record<string, unknown> };
    const files = walk(fixture).filter((f) => /\.(ts|tsx)$/.test(f));
    const consumers = files
      .filter(
        (f) => !f.startsWith("packages/ui/") && readFileSync(join(fixture, f), "utf8").includes(`from '${pkg.name}'`),
      )
      .sort();
    expect(consumers.length).toBe(2);
    const run = generateGenome(fixture);
    const { rules, entries } = read(run, fixture);
    const id = `ARCH-exports-${pkg.name}`;
    expect(rules.map((r) => r.id).filter((x) => x.startsWith("ARCH-exports-"))).toEqual([id]);
    expect(ext(rules[0]!, "x-sources")).toBe(
      `package-json:packages/ui/package.json:${pkgText.split("\n").findIndex((l) => l.includes('"exports"')) + 1}`,
    );
    for (const k of Object.keys(pkg.exports))
      expect(rules[0]!.text).toContain(k === "." ? pkg.name : `${pkg.name}/${k.slice(2)}`);
    // Scoped to every file outside the package; carried by its consumers, and by nothing else.
    expect(covered(files, ext(rules[0]!, "x-globs")!.split(" "))).toEqual(
      files.filter((f) => !f.startsWith("packages/ui/")).sort(),
    );
    expect(entries.filter((e) => e.checks.includes(id)).map((e) => e.path)).toEqual(consumers);
    expect(run.crossings).toEqual([]);
    // A subpath the package does not export is a crossing.
    const copy = tempDir();
    cpSync(fixture, copy, { recursive: true });
    appendFileSync(join(copy, consumers[0]!), `import { Button as B } from '${pkg.name}/src/Button'\n`);
    expect(generateGenome(copy).crossings.map((c) => [c.rule, c.from, c.spec])).toEqual([
      [id, consumers[0], `${pkg.name}/src/Button`],
    ]);
  });
});
