/**
 * Golden files for every conversion mapping: input → expected output bytes
 * (every file of a directory output) and the expected loss ledger.
 * `UPDATE_GOLDEN=1 npx vitest run test/conformance/golden-convert.test.ts`
 * rewrites them after a deliberate change; review the diff before committing.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { convertPath, type ConvertOptions } from "../../src/pipeline/convert.js";
import { demoSigningKey } from "../../src/cli/commands/demo.js";
import { corpusPath, repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

process.env.SOURCE_DATE_EPOCH = "1767225600";
const UPDATE = process.env.UPDATE_GOLDEN === "1";
const goldenDir = join(repoRoot, "golden", "convert");
const agent = join(repoRoot, "examples", "support-agent.aix");

interface GoldenCase {
  name: string;
  input: () => string;
  options: Omit<ConvertOptions, "output">;
}

const CASES: GoldenCase[] = [
  // AIR v2 is the default (what AgentOS loads since 2026-04); v1 is asked for, or implied by a v1 profile.
  { name: "support-agent.air", input: () => agent, options: { to: "air" } },
  { name: "support-agent.v1.air", input: () => agent, options: { to: "air", airVersion: "1" } },
  { name: "support-agent.spec.air", input: () => agent, options: { to: "air", profile: "spec" } },
  { name: "support-agent.uaix", input: () => agent, options: { to: "uaix", signKey: demoSigningKey().privateKeyPem } },
  { name: "support-agent.agent.aigx", input: () => agent, options: { to: "aigx" } },
  { name: "support-agent.aix.yaml", input: () => join(goldenDir, "support-agent.uaix"), options: { to: "aix" } },
  {
    name: "support-agent.aix.toml",
    input: () => join(goldenDir, "support-agent.uaix"),
    options: { to: "aix", syntax: "toml" },
  },
  { name: "sourcing-app.uaix", input: () => corpusPath("aigx/examples/sourcing-app"), options: { to: "uaix" } },
];

function filesOf(path: string): Map<string, Buffer> {
  if (!existsSync(path)) return new Map();
  if (!statSync(path).isDirectory()) return new Map([["", readFileSync(path)]]);
  const out = new Map<string, Buffer>();
  const walk = (d: string): void => {
    for (const n of readdirSync(d).sort()) {
      const full = join(d, n);
      if (statSync(full).isDirectory()) walk(full);
      else out.set(relative(path, full), readFileSync(full));
    }
  };
  walk(path);
  return out;
}

describe("golden: conversions", () => {
  for (const c of CASES) {
    it(`${c.options.to} ← ${c.name}`, async () => {
      const out = join(tempDir(), c.name);
      const r = await convertPath(c.input(), { ...c.options, output: out });
      const ledger = `${JSON.stringify(
        r.ledger.minimal().map(({ pointer, target, reason }) => ({ pointer, target, reason })),
        null,
        2,
      )}\n`;
      const golden = join(goldenDir, c.name);
      if (UPDATE) {
        rmSync(golden, { recursive: true, force: true });
        for (const [rel, bytes] of filesOf(out)) {
          const p = rel ? join(golden, rel) : golden;
          mkdirSync(dirname(p), { recursive: true });
          writeFileSync(p, bytes);
        }
        writeFileSync(`${golden}.ledger.json`, ledger);
      }
      const want = filesOf(golden);
      const got = filesOf(out);
      expect([...got.keys()]).toEqual([...want.keys()]);
      for (const [rel, bytes] of want)
        expect(got.get(rel)?.equals(bytes), `${c.name}/${rel} differs from the golden bytes`).toBe(true);
      expect(ledger).toBe(readFileSync(`${golden}.ledger.json`, "utf8"));
    });
  }
});
