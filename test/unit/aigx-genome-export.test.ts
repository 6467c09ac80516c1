/**
 * A genome's architecture rules reach the coding tools scoped to the files each declaration
 * constrains (issue 39, item 1), and survive import → export → import unchanged. The oracle is the
 * repository's own ESLint configuration, loaded with require as ESLint loads it (not agentc's
 * reader), and the fixture's files listed by a plain walk.
 */
import { createRequire } from "node:module";
import { cpSync, existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";
import { generateGenome } from "../../src/pipeline/genome/generate.js";
import { exportGenome } from "../../src/pipeline/rules/export-genome.js";
import { importRepository } from "../../src/pipeline/rules/import-repository.js";
import { readRepository } from "../../src/formats/aigx/read-genome.js";
import { lintRead } from "../../src/formats/aigx/lint.js";

const FIXTURE = join(repoRoot, "test/fixtures/genome/alan2207__bulletproof-react");

/** Every file under a directory, POSIX paths from it. */
function walk(dir: string, rel = ""): string[] {
  return readdirSync(join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    const r = rel ? `${rel}/${e.name}` : e.name;
    return e.isDirectory() ? walk(dir, r) : [r];
  });
}

/** The `.aigx/` files and their bytes. */
const genomeBytes = (dir: string): Record<string, string> =>
  Object.fromEntries(
    walk(join(dir, ".aigx"))
      .sort()
      .map((f) => [f, readFileSync(join(dir, ".aigx", f), "utf8")]),
  );

/** A rule's x- attribute from a concern file's text. */
function attr(text: string, id: string, name: string): string | undefined {
  const line = text.split("\n").find((l) => l.includes(`<rule id="${id}"`));
  return line ? new RegExp(` ${name}="([^"]*)"`).exec(line)?.[1] : undefined;
}

/** A front-matter field of a generated rule file. */
const field = (text: string, name: string): string | undefined =>
  new RegExp(`^${name}: *(.*)$`, "m").exec(text)?.[1]?.replace(/^["']|["']$/g, "");

interface Zone {
  target: string | string[];
  from: string | string[];
}

describe("aigx genome → aigx export: each architecture rule scoped to the files it constrains", () => {
  it("bulletproof-react's zones: one glob per target folder, Cursor/Copilot/Claude scopes, a nested AGENTS.md, the ledger naming what a tool cannot scope; import → export → import is a fixpoint", async () => {
    const repo = tempDir();
    cpSync(FIXTURE, repo, { recursive: true });
    const run = generateGenome(repo, { merge: true });
    expect(run.rules.length).toBeGreaterThanOrEqual(7);
    const concern = readFileSync(join(repo, ".aigx/architecture.aigx"), "utf8");

    // The oracle: the zones as ESLint reads them, each target's files in the fixture.
    const config = createRequire(import.meta.url)(join(FIXTURE, ".eslintrc.cjs")) as {
      overrides: Array<{ rules?: Record<string, [string, { zones: Zone[] }]> }>;
    };
    const zones = config.overrides.flatMap((o) => o.rules?.["import/no-restricted-paths"]?.[1].zones ?? []);
    expect(zones).toHaveLength(7);
    const files = walk(FIXTURE).filter((f) => /\.(ts|tsx)$/.test(f));
    const ids = run.rules;
    zones.forEach((z, i) => {
      const targets = [z.target].flat().map((t) => t.replace(/^\.\//, ""));
      const constrained = files.filter((f) => targets.some((t) => f.startsWith(`${t}/`))).sort();
      expect(constrained.length, `zone ${i} constrains files`).toBeGreaterThan(0);
      const id = ids[i]!;
      expect(attr(concern, id, "x-activation")).toBe("glob");
      const globs = attr(concern, id, "x-globs")!.split(" ");
      // Exactly the constrained files: every glob is one of the targets, and every target with files has its glob.
      expect(files.filter((f) => globs.some((g) => f.startsWith(g.replace(/\*\*$/, "")))).sort(), id).toEqual(
        constrained,
      );
      expect(
        globs.every((g) => g.endsWith("/**") && targets.includes(g.slice(0, -3))),
        `${id}: ${globs.join(" ")}`,
      ).toBe(true);
    });

    const exported = await exportGenome(repo, ["all"], repo);
    expect(exported.ok).toBe(true);
    for (const [i, z] of zones.entries()) {
      const id = ids[i]!;
      const slug = id.toLowerCase();
      const globs = attr(concern, id, "x-globs")!.split(" ");
      // Tools that scope: the same globs, in each tool's field.
      expect(
        field(readFileSync(join(repo, `.cursor/rules/${slug}.mdc`), "utf8"), "globs")!.split(","),
        `cursor ${id}`,
      ).toEqual(globs);
      expect(
        field(readFileSync(join(repo, `.github/instructions/${slug}.instructions.md`), "utf8"), "applyTo")!.split(","),
        `copilot ${id}`,
      ).toEqual(globs);
      const claude = readFileSync(join(repo, `.claude/rules/${slug}.md`), "utf8");
      expect(
        [...claude.split("---")[1]!.matchAll(/^ +- "([^"]+)"$/gm)].map((m) => m[1]),
        `claude ${id}`,
      ).toEqual(globs);
      const agents = readFileSync(join(repo, "AGENTS.md"), "utf8");
      if (globs.length === 1) {
        // One folder: AGENTS.md nests it there, and the root file does not load it everywhere.
        const nested = join(repo, globs[0]!.slice(0, -3), "AGENTS.md");
        expect(readFileSync(nested, "utf8"), id).toContain(`agentc:rule ${id} `);
        expect(agents).not.toContain(`agentc:rule ${id} `);
      } else {
        // Several folders: AGENTS.md holds it for every file, its text names each folder, and the ledger says the scope was dropped.
        expect(agents).toContain(`agentc:rule ${id} `);
        for (const t of [z.target].flat()) expect(agents).toContain(t.replace(/^\.\//, ""));
        expect(
          exported.ledger.some(
            (e) =>
              e.target === "agents-md" &&
              e.pointer === `/rules/${id}/globs` &&
              globs.every((g) => e.reason.includes(g)),
          ),
        ).toBe(true);
      }
      // A tool with no file scope at all: the ledger says so, naming the globs.
      expect(
        exported.ledger.some(
          (e) => e.target === "junie" && e.pointer === `/rules/${id}/globs` && globs.every((g) => e.reason.includes(g)),
        ),
        `junie ${id}`,
      ).toBe(true);
    }

    // import → export → import: the rules keep their scope, source and declaration; the index keeps its forbids.
    const forbids = (readFileSync(join(repo, ".aigx/files.aigx"), "utf8").match(/<forbid pri="CRIT">/g) ?? []).length;
    expect(forbids).toBeGreaterThan(5);
    expect((await importRepository(repo)).ok).toBe(true);
    const once = genomeBytes(repo);
    const reread = once["architecture.aigx"]!;
    // The generator writes rules as import does: the first import leaves every rule line as it was.
    expect(reread).toBe(concern);
    for (const id of ids)
      for (const name of ["x-activation", "x-globs", "x-sources", "x-declared"])
        expect(attr(reread, id, name), `${id} ${name}`).toBe(attr(concern, id, name));
    expect((once["files.aigx"]!.match(/<forbid pri="CRIT">/g) ?? []).length).toBe(forbids);
    // The ESLint configuration a rule was declared in is no instruction file export rewrites.
    expect(once["files.aigx"]).not.toContain("coding-agent instructions (eslint)");
    const again = await exportGenome(repo, ["all"], repo);
    expect(again.files.filter((f) => f.status !== "unchanged")).toEqual([]);
    expect((await importRepository(repo)).ok).toBe(true);
    expect(genomeBytes(repo)).toEqual(once);
    expect((await exportGenome(repo, ["all"], repo, { check: true })).ok).toBe(true);
    const lint = lintRead(readRepository(repo), repo);
    expect(lint.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    // A later --merge finds its own rules again: nothing added or removed, nothing taken for a hand edit.
    const merged = generateGenome(repo, { merge: true });
    expect(merged.merge!.rulesAdded).toEqual([]);
    expect(merged.merge!.rulesRemoved).toEqual([]);
    expect(merged.merge!.rulesKept).toEqual([]);
    expect(existsSync(join(repo, ".aigx/.generated.json"))).toBe(true);
  });
});
