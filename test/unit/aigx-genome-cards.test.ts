/**
 * Per-domain cards from `aigx genome` (AIGX 1.1 section 3.6; issue 39, item 4): a folder's card lists
 * its public API from its entry point (index, or the package's exports) and its test command from
 * its package's scripts; and every role and purpose the genome writes is whole sentences of the
 * file's own comment, never a text cut mid-word. Oracles: package.json read with JSON.parse, entry
 * points read with a regular expression here, comments compared as text.
 */
import { cpSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";
import { generateGenome } from "../../src/pipeline/genome/generate.js";
import { readRepository } from "../../src/formats/aigx/read-genome.js";
import { lintRead } from "../../src/formats/aigx/lint.js";
import { memoryTree } from "../../ir/io/file-tree.js";

const FIXTURES = join(repoRoot, "test/fixtures/genome");

/** Names an entry point exports, read here: `export const|function|class|type|interface X`, `export { a, b }`, and one level of `export * from "./x"`. */
function exportedNames(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const own = [
    ...text.matchAll(
      /^export (?:declare )?(?:async )?(?:const|let|var|function\*?|class|type|interface|enum) ([A-Za-z_$][\w$]*)/gm,
    ),
  ].map((m) => m[1]!);
  const braced = [...text.matchAll(/^export (?:type )?\{([^}]*)\}/gm)].flatMap((m) =>
    m[1]!
      .split(",")
      .map((x) =>
        x
          .trim()
          .replace(/^type\s+/, "")
          .split(/\s+as\s+/)
          .pop()!,
      )
      .filter(Boolean),
  );
  const star = [...text.matchAll(/^export \* from ['"](\.[^'"]+)['"]/gm)].flatMap((m) => {
    const base = join(file, "..", m[1]!);
    const target = [".ts", ".tsx", "/index.ts"].map((x) => base + x).find(existsSync);
    return target ? exportedNames(target) : [];
  });
  return [...own, ...braced, ...star];
}

describe("aigx genome: per-domain cards", () => {
  it("a workspace package's card: its exports by name, its entry point's names, its test command; lints with the genome", () => {
    const copy = tempDir();
    cpSync(join(FIXTURES, "MikelArnaiz__turborepo-basic"), copy, { recursive: true });
    // The fixture's ui package has no test script; give it the one a user would add, so the command must come from it.
    const pkgFile = join(copy, "packages/ui/package.json");
    const pkg = JSON.parse(readFileSync(pkgFile, "utf8")) as {
      name: string;
      exports: Record<string, unknown>;
      scripts: Record<string, string>;
    };
    pkg.scripts.test = "vitest run";
    writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
    const run = generateGenome(copy);
    expect(run.cards).toContain("packages/ui/ui.aigx");
    const repo = readRepository(copy, { tree: memoryTree(run.genome) });
    expect(lintRead(repo, copy).diagnostics.filter((d) => d.severity === "error" || d.code === "X5")).toEqual([]);
    const card = repo.cards.find((c) => c.path === "packages/ui")!;
    expect(card.key).toBe("ui");
    for (const k of Object.keys(pkg.exports))
      expect(card.publicApi).toContain(k === "." ? pkg.name : `${pkg.name}/${k.slice(2)}`);
    const names = exportedNames(join(copy, "packages/ui/src/index.ts"));
    expect(names.length).toBeGreaterThanOrEqual(2);
    for (const n of names) expect(card.publicApi).toContain(n);
    // pnpm-workspace.yaml: the package is tested through pnpm's filter, with its own script.
    expect(card.test).toBe(`pnpm --filter ${pkg.name} test (runs: vitest run)`);
    // Every entry under the card's folder is of its domain.
    for (const e of repo.genomes.flatMap((g) => g.files?.entries ?? []))
      if (e.path.startsWith("packages/ui/")) expect(e.domain).toBe("ui");
  });

  it("agentc's own ir/ gets a card from ir/index.ts and the root package's test script; --merge writes it once and keeps a hand edit", () => {
    const run = generateGenome(repoRoot, { exclude: ["test", "dist", "node_modules"] });
    const text = run.genome.get("ir/ir.aigx")!;
    expect(text).toBeDefined();
    const card = readRepository(repoRoot, { tree: memoryTree(new Map([["ir/ir.aigx", text]])) }).cards.find(
      (c) => c.path === "ir",
    )!;
    const names = exportedNames(join(repoRoot, "ir/index.ts"));
    expect(names.length).toBeGreaterThan(8);
    expect(card.publicApi).toContain(`ir/index.ts exports ${names.slice(0, 8).join(", ")}`);
    const scripts = (
      JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as { scripts: Record<string, string> }
    ).scripts;
    expect(card.test).toBe(`npm test (runs: ${scripts.test})`);

    const copy = tempDir();
    cpSync(join(FIXTURES, "MikelArnaiz__turborepo-basic"), copy, { recursive: true });
    generateGenome(copy, { merge: true });
    const file = join(copy, "packages/ui/ui.aigx");
    expect(existsSync(file)).toBe(true);
    writeFileSync(file, readFileSync(file, "utf8").replace("<purpose>", "<blast>both apps</blast>\n  <purpose>"));
    const again = generateGenome(copy, { merge: true });
    expect(readFileSync(file, "utf8")).toContain("<blast>both apps</blast>");
    expect(again.written).not.toContain(file);
  });

  it("every role and purpose is whole sentences of the file's own comment (never cut mid-word), on agentc and every fixture", () => {
    let checked = 0;
    for (const root of [
      repoRoot,
      ...["alan2207__bulletproof-react", "AssemblyAI__cli", "nrwl__nx-examples", "MikelArnaiz__turborepo-basic"].map(
        (n) => join(FIXTURES, n),
      ),
    ]) {
      const run = generateGenome(root, root === repoRoot ? { exclude: ["test", "dist", "node_modules"] } : {});
      const repo = readRepository(root, { tree: memoryTree(run.genome) });
      const said = [
        ...repo.genomes.flatMap((g) => (g.files?.entries ?? []).map((e) => [e.path, e.role] as const)),
        ...repo.cards.map((c) => [`${c.path}/${c.file}`, c.purpose] as const),
      ];
      for (const [path, role] of said) {
        if (!role || /^Exports /.test(role) || /^Declares /.test(role)) continue;
        // The file's leading text, comment markers removed and white space folded, as a reader sees it.
        const source = existsSync(join(root, path)) ? readFileSync(join(root, path), "utf8") : "";
        const folded = source.replace(/^\s*(?:\/\*\*?|\*\/|\*|\/\/+|#+|"""|''')/gm, " ").replace(/\s+/g, " ");
        const at = folded.indexOf(role.replace(/\s+/g, " "));
        if (at < 0) continue; // a role taken from a docstring with markup agentc strips (tags); the next checks still apply
        const after = folded.slice(at + role.length);
        expect(/^(?:$|\s|\*|"|')/.test(after), `${path}: "${role}" is followed by "${after.slice(0, 20)}"`).toBe(true);
        expect(/[A-Za-z0-9]$/.test(role) && /^[A-Za-z0-9]/.test(after), `${path}: cut mid-word`).toBe(false);
        checked++;
      }
    }
    // The floor: the property held on many roles, not on none.
    expect(checked).toBeGreaterThan(150);
  });
});
