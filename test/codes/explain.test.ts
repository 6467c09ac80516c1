/**
 * What each code means and how to fix it: every registered code has a way out (ir/diagnostics/fixes.ts),
 * docs/codes.md is the registry's current rendering (one section per code), and `agentc explain`
 * prints a code's entry (exit 0) or a did-you-mean for an unknown one (exit 2).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CODES } from "../../ir/diagnostics/codes.js";
import { FIXES } from "../../ir/diagnostics/fixes.js";
import { codeAnchor, codesMarkdown, explainCode, nearestCode } from "../../ir/diagnostics/explain.js";
import { agentcInProcess } from "../support/cli.js";
import { repoRoot } from "../support/corpus.js";

describe("how to fix each code", () => {
  it("every registered code has a way out, and no way out names a code the registry lacks", () => {
    expect(Object.keys(FIXES).sort()).toEqual([...CODES.keys()].sort());
    for (const [code, info] of CODES) {
      const fix = FIXES[code as keyof typeof FIXES];
      expect(fix.length, code).toBeGreaterThan(20);
      expect(fix, code).toMatch(/[.)]$/);
      expect(fix.toLowerCase(), `${code}: the fix must say more than the meaning`).not.toBe(
        `${info.meaning}.`.toLowerCase(),
      );
    }
  });

  it("most ways out are written for their code, not shared by a family (floor: 200 distinct texts)", () => {
    const distinct = new Set(Object.values(FIXES));
    expect(CODES.size).toBeGreaterThan(250);
    expect(distinct.size).toBeGreaterThanOrEqual(200);
  });

  it("every command a way out names exists (agentc <command> [<subcommand>])", async () => {
    const top = new Set([
      "validate",
      "inspect",
      "convert",
      "import",
      "passes",
      "explain",
      "roundtrip",
      "graph",
      "demo",
      "keygen",
      "aigx",
      "uaix",
      "aix",
      "air",
      "aegx",
    ]);
    const help = async (args: string[]): Promise<string> => (await agentcInProcess([...args, "--help"])).stdout;
    const subcommands = new Map<string, string>();
    for (const fix of new Set(Object.values(FIXES))) {
      for (const m of fix.matchAll(/`agentc ([a-z-]+)(?: ([a-z-]+))?/g)) {
        expect(top, `${m[0]} in "${fix}"`).toContain(m[1]);
        if (m[2] && ["aigx", "uaix", "aix", "air", "aegx"].includes(m[1]!)) {
          if (!subcommands.has(m[1]!)) subcommands.set(m[1]!, await help([m[1]!]));
          expect(subcommands.get(m[1]!), `${m[0]} in "${fix}"`).toMatch(new RegExp(`^\\s+${m[2]}\\b`, "m"));
        }
      }
    }
    expect(subcommands.size).toBeGreaterThanOrEqual(4);
  });
});

describe("docs/codes.md", () => {
  const text = readFileSync(join(repoRoot, "docs/codes.md"), "utf8");
  it("is the registry's current rendering (regenerate: npm run docs:codes)", () => {
    expect(text).toBe(codesMarkdown());
  });
  it("has one section per code, each with its severity, dialect, meaning and way out, and unique anchors", () => {
    const headings = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]!);
    expect(headings).toEqual([...CODES.keys()]);
    expect(new Set(headings.map(codeAnchor)).size).toBe(headings.length);
    const section = text.slice(text.indexOf("## AIR-REF-MISSING\n"), text.indexOf("## AIR-UNLISTED\n"));
    expect(section).toContain("**error** · air");
    expect(section).toContain("A reference names a definition that does not exist.");
    expect(section).toContain(`**How to fix it:** ${FIXES["AIR-REF-MISSING"]}`);
  });
});

describe("agentc explain", () => {
  it("prints a code's meaning and way out (exit 0), in any case", async () => {
    const r = await agentcInProcess(["explain", "duplicate_name"]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain("DUPLICATE_NAME (error, aix)");
    expect(r.stdout).toContain(`What it means: ${CODES.get("DUPLICATE_NAME")!.meaning}.`);
    expect(r.stdout).toContain(`How to fix it: ${FIXES.DUPLICATE_NAME}`);
    expect(r.stdout).toContain("docs/codes.md#duplicate_name");
  });
  it("--json gives the entry", async () => {
    const r = await agentcInProcess(["--json", "explain", "AGC-LOSS"]);
    expect(JSON.parse(r.stdout).result).toEqual({ ...explainCode("AGC-LOSS") });
  });
  it("an unknown code: a did-you-mean and exit 2", async () => {
    const r = await agentcInProcess(["explain", "AIR-REF-MISING"]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('unknown diagnostic code "AIR-REF-MISING"');
    expect(r.stderr).toContain("did you mean `AIR-REF-MISSING`?");
    expect(nearestCode("NOTHING-LIKE-ANY-CODE-AT-ALL")).toBeUndefined();
  });
});
