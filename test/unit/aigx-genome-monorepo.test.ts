/**
 * One `.aigx/` per package in a monorepo (AIGX 1.1 section 8; issue 39, item 3), on a real pnpm
 * workspace (test/fixtures/genome/MikelArnaiz__turborepo-basic, SOURCES.md there). The oracle reads
 * `pnpm-workspace.yaml` and each package.json here, with JSON.parse and a line split, not agentc's
 * readers: each package with a rule of its own gets a genome whose index lists exactly its files,
 * the root keeps the rest, everything lints, and `--merge` keeps a hand edit made in a package's
 * genome.
 */
import { appendFileSync, cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";
import { generateGenome } from "../../src/pipeline/genome/generate.js";
import { readRepository } from "../../src/formats/aigx/read-genome.js";
import { lintRead } from "../../src/formats/aigx/lint.js";
import { genomeScope } from "../../src/formats/aigx/raise.js";
import { yamlPackages } from "../../src/formats/architecture/workspaces.js";
import { memoryTree } from "../../ir/io/file-tree.js";
import { exportGenome } from "../../src/pipeline/rules/export-genome.js";
import { importRepository } from "../../src/pipeline/rules/import-repository.js";

const FIXTURE = join(repoRoot, "test/fixtures/genome/MikelArnaiz__turborepo-basic");

function walk(dir: string, rel = ""): string[] {
  return readdirSync(join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    const r = rel ? `${rel}/${e.name}` : e.name;
    return e.isDirectory() ? (e.name === ".aigx" ? [] : walk(dir, r)) : [r];
  });
}

/** Every file, .aigx folders included. */
function walkAll(dir: string, rel = ""): string[] {
  return readdirSync(join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    const r = rel ? `${rel}/${e.name}` : e.name;
    return e.isDirectory() ? walkAll(dir, r) : [r];
  });
}

/** The workspace's packages as pnpm-workspace.yaml lists them (`- "apps/*"` lines), each with its package.json. */
function packages(root: string): Array<{ dir: string; name: string; deps: string[] }> {
  const patterns = [
    ...readFileSync(join(root, "pnpm-workspace.yaml"), "utf8").matchAll(/^\s*-\s*"?([^"\n]+?)\/\*"?\s*$/gm),
  ].map((m) => m[1]!);
  expect(patterns).toEqual(["apps", "packages"]);
  return patterns.flatMap((p) =>
    readdirSync(join(root, p)).flatMap((d) => {
      const file = join(root, p, d, "package.json");
      if (!existsSync(file)) return [];
      const pkg = JSON.parse(readFileSync(file, "utf8")) as {
        name: string;
        dependencies?: object;
        devDependencies?: object;
        peerDependencies?: object;
      };
      return [
        {
          dir: `${p}/${d}`,
          name: pkg.name,
          deps: [pkg.dependencies, pkg.devDependencies, pkg.peerDependencies].flatMap((x) => Object.keys(x ?? {})),
        },
      ];
    }),
  );
}

describe("aigx genome in a monorepo", () => {
  it("writes a genome per package with its own rule, each index scoped to its subtree, the root one beside them; all lint clean", () => {
    const pkgs = packages(FIXTURE);
    expect(pkgs.map((p) => p.dir)).toEqual(["apps/docs", "apps/web", "packages/ui"]);
    const run = generateGenome(FIXTURE);
    const sources = walk(FIXTURE).filter((f) => /\.(ts|tsx)$/.test(f));
    const repo = readRepository(FIXTURE, { tree: memoryTree(run.genome) });
    const lint = lintRead(repo, FIXTURE);
    expect(lint.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(repo.genomes.map((g) => g.dir).sort()).toEqual([".aigx", ...pkgs.map((p) => `${p.dir}/.aigx`)].sort());
    for (const p of pkgs) {
      const g = repo.genomes.find((x) => x.dir === `${p.dir}/.aigx`)!;
      // Its index: exactly the package's source files.
      expect(g.files!.entries.map((e) => e.path).sort(), p.dir).toEqual(
        sources.filter((f) => f.startsWith(`${p.dir}/`)).sort(),
      );
      // Its rule: the workspace packages its package.json does not depend on, declared there.
      const neighbours = pkgs.filter((q) => q !== p && !p.deps.includes(q.name)).map((q) => q.name);
      const rules = g.concerns.flatMap((c) => c.rules);
      expect(rules.map((r) => r.id)).toEqual([`ARCH-deps-${p.name}`]);
      expect(rules[0]!.text).toContain(`does not depend on (${neighbours.join(", ")})`);
      // Scoped to the package by the genome it is in (a nested genome's rules apply to its folder), so no x-globs repeats it.
      expect(rules[0]!.ext?.find(([k]) => k === "x-globs")).toBeUndefined();
      expect(genomeScope(g.dir)).toBe(p.dir);
      expect(rules[0]!.ext?.find(([k]) => k === "x-sources")?.[1]).toMatch(
        new RegExp(`^package-json:${p.dir}/package\\.json:\\d+$`),
      );
      expect(g.protocol?.readFirst).toContain(`${p.dir}/.aigx/files.aigx`);
    }
    // The root keeps the rule about more than one package, and (no source file being its own) lists the file declaring it.
    const root = repo.genomes.find((g) => g.dir === ".aigx")!;
    expect(root.concerns.flatMap((c) => c.rules).map((r) => r.id)).toEqual(["ARCH-exports-marnaiz-turborepo-ui"]);
    expect(root.files!.entries.map((e) => e.path)).toEqual(["packages/ui/package.json"]);
    // No entry is in two genomes, and every source file has one.
    const all = repo.genomes.flatMap((g) => g.files!.entries.map((e) => e.path));
    expect(new Set(all).size).toBe(all.length);
    for (const f of sources) expect(all, f).toContain(f);
  });

  it("an import of a workspace package the package does not depend on is reported, and the forbid goes on that file in its package's genome", () => {
    const copy = tempDir();
    cpSync(FIXTURE, copy, { recursive: true });
    appendFileSync(join(copy, "apps/web/app/page.tsx"), "import 'docs/app/page'\n");
    const run = generateGenome(copy);
    expect(run.crossings.map((c) => [c.rule, c.from])).toEqual([["ARCH-deps-web", "apps/web/app/page.tsx"]]);
    expect(run.genome.get("apps/web/.aigx/files.aigx")).toMatch(
      /<file path="apps\/web\/app\/page\.tsx"[^]*?<forbid pri="CRIT">[^<]*ARCH-deps-web[^]*?<check>[^<]*ARCH-deps-web/,
    );
    expect(run.genome.get(".aigx/files.aigx")).not.toContain("apps/web/app/page.tsx");
  });

  it("--merge writes every genome, keeps a hand edit in a package's genome, and the run after changes nothing", () => {
    const copy = tempDir();
    cpSync(FIXTURE, copy, { recursive: true });
    const first = generateGenome(copy, { merge: true });
    expect(first.packages).toEqual(["apps/docs", "apps/web", "packages/ui"]);
    for (const dir of [".aigx", ...first.packages.map((p) => `${p}/.aigx`)])
      for (const f of ["protocol.aigx", "files.aigx", "architecture.aigx", ".generated.json"])
        expect(existsSync(join(copy, dir, f)), `${dir}/${f}`).toBe(true);
    const index = join(copy, "apps/web/.aigx/files.aigx");
    const edited = readFileSync(index, "utf8").replace(
      /(<file path="apps\/web\/app\/page\.tsx"[^>]*>)/,
      "$1\n    <gotcha>Keep the page a server component (hand-written).</gotcha>",
    );
    expect(edited).not.toBe(readFileSync(index, "utf8"));
    writeFileSync(index, edited);
    const second = generateGenome(copy, { merge: true });
    expect(readFileSync(index, "utf8")).toContain("Keep the page a server component (hand-written).");
    expect(second.merge!.rulesAdded).toEqual([]);
    expect(second.merge!.editsKept.length + second.merge!.entriesUpdated.length).toBeLessThanOrEqual(1);
    // The edited index is written back in canonical form at most; the run after changes no byte.
    expect(second.written.filter((f) => !f.endsWith("apps/web/.aigx/files.aigx"))).toEqual([]);
    expect(generateGenome(copy, { merge: true }).written).toEqual([]);
    expect(readFileSync(index, "utf8")).toContain("Keep the page a server component (hand-written).");
    expect(lintRead(readRepository(copy), copy).diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  });

  it("import → export → import keeps every package's genome as it was: its rules, its index, and nothing moved to the root", async () => {
    const copy = tempDir();
    cpSync(FIXTURE, copy, { recursive: true });
    generateGenome(copy, { merge: true });
    const genomes = (): Record<string, string> =>
      Object.fromEntries(
        walkAll(copy)
          .filter((f) => f.includes(".aigx/") && f.endsWith(".aigx"))
          .sort()
          .map((f) => [f, readFileSync(join(copy, f), "utf8")]),
      );
    const before = genomes();
    expect((await exportGenome(copy, ["all"], copy)).ok).toBe(true);
    expect((await importRepository(copy)).ok).toBe(true);
    const once = genomes();
    // Each package's rule and every source entry stay where they were.
    for (const dir of ["apps/docs", "apps/web", "packages/ui"]) {
      expect(once[`${dir}/.aigx/architecture.aigx`], dir).toBe(before[`${dir}/.aigx/architecture.aigx`]);
      for (const path of [...before[`${dir}/.aigx/files.aigx`]!.matchAll(/<file path="([^"]+)"/g)].map((m) => m[1]))
        expect(once[`${dir}/.aigx/files.aigx`], `${dir} ${path}`).toContain(`<file path="${path}"`);
    }
    expect(once[".aigx/architecture.aigx"]).not.toContain("ARCH-deps-");
    expect(lintRead(readRepository(copy), copy).diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect((await exportGenome(copy, ["all"], copy)).files.filter((f) => f.status !== "unchanged")).toEqual([]);
    expect((await importRepository(copy)).ok).toBe(true);
    expect(genomes()).toEqual(once);
  });

  it("reads pnpm-workspace.yaml's packages without a YAML library: block and flow lists, quotes, comments, the next key", () => {
    expect(yamlPackages(readFileSync(join(FIXTURE, "pnpm-workspace.yaml"), "utf8"))).toEqual(["apps/*", "packages/*"]);
    expect(
      yamlPackages("packages:\n  - 'apps/*' # the apps\n  - packages/**\n  - '!**/test/**'\ncatalog:\n  react: ^18\n"),
    ).toEqual(["apps/*", "packages/**", "!**/test/**"]);
    expect(yamlPackages("packages: [\"a/*\", 'b']\n")).toEqual(["a/*", "b"]);
    expect(yamlPackages("catalog:\n  - x\n")).toEqual([]);
  });
});
