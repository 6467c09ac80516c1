/**
 * The genome round trip on every real repository: `importRepository` → one AIGX genome →
 * `exportGenome(all)` into an empty project → each target read back with its own discovery.
 * Every rule of the genome comes back with its text, activation and scope from every target
 * that can hold them, and the export's ledger names, rule by rule, what a target could not.
 */
import { cpSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importRepository } from "../../src/pipeline/rules/import-repository.js";
import { exportGenome, ruleTargets } from "../../src/pipeline/rules/export-genome.js";
import { repoRoot } from "../support/corpus.js";
import { readRules } from "../support/rules.js";
import { ledgeredButKept, lostButUnledgered } from "../support/rule-survival.js";
import { tempDir } from "../support/tmp.js";

const base = join(repoRoot, "test/fixtures/realworld");
/** Targets that import AGENTS.md when it is written beside them. */
const DELEGATES = new Set(["claude-md", "gemini-md"]);
const repos = readdirSync(base).filter((d) => statSync(join(base, d)).isDirectory());

describe("import → genome → export to every target → read back", () => {
  for (const repo of repos) {
    it(repo, async () => {
      const src = tempDir();
      cpSync(join(base, repo), src, { recursive: true });
      const genome = tempDir();
      const imported = await importRepository(src, { output: genome });
      if (!imported.rules.length) return; // a repository with agents or MCP configs only
      expect(imported.ok).toBe(true);
      const project = tempDir();
      const targets = await ruleTargets();
      expect(targets).toHaveLength(10);
      const exported = await exportGenome(genome, ["all"], project);
      expect(exported.ok, JSON.stringify(exported.diagnostics)).toBe(true);
      const ledger = { entries: exported.ledger } as Parameters<typeof lostButUnledgered>[2];
      const agents = await readRules("agents-md", project);
      for (const target of targets) {
        const back = await readRules(target, project);
        expect(
          back.diagnostics.filter((d) => d.severity === "error"),
          `${repo} → ${target}`,
        ).toEqual([]);
        expect(ledgeredButKept(imported.rules, back.rules, ledger, target), `${repo} → ${target}`).toEqual([]);
        if (!DELEGATES.has(target)) {
          expect(lostButUnledgered(imported.rules, back.rules, ledger, target), `${repo} → ${target}`).toEqual([]);
          continue;
        }
        // CLAUDE.md and GEMINI.md import AGENTS.md (`@AGENTS.md`) instead of copying it: a rule is
        // held by the target's own files or by AGENTS.md, never copied into both when AGENTS.md holds it as it is.
        // CLAUDE.md and GEMINI.md either import AGENTS.md (`@AGENTS.md`), when it holds every rule as it is, or copy
        // the rules with their own scopes: a rule is held by the target's own files or by the AGENTS.md they import, never both.
        const isImport = (r: { text: string }): boolean => /^@AGENTS\.md\n?$/.test(r.text);
        const imports = back.rules.some(isImport);
        const own = new Set(back.rules.filter((r) => !isImport(r)).map((r) => r.id));
        if (imports)
          expect(
            agents.rules.filter((r) => own.has(r.id)).map((r) => r.id),
            `${target} reads a rule twice (its own file and the AGENTS.md it imports)`,
          ).toEqual([]);
        for (const rule of imported.rules) {
          const lost = lostButUnledgered([rule], back.rules, ledger, target);
          const delegated = imports ? lostButUnledgered([rule], agents.rules, ledger, "agents-md") : lost;
          expect(lost.length && delegated.length ? [...lost, ...delegated] : [], `${repo} → ${target}`).toEqual([]);
        }
      }
    });
  }
});
