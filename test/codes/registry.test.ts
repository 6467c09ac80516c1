/**
 * The registry of diagnostic codes (ir/diagnostics/codes.ts) against the sources and the tests:
 * every code the sources report is registered, and every registered code is produced by a test —
 * a `trigger("CODE", …)` in test/codes/ (which runs a minimal input and asserts code, severity and
 * location) or an assertion naming it elsewhere in test/. PENDING lists, explicitly, the codes that
 * have neither yet; the test fails when it is out of date in either direction.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { CODES } from "../../ir/diagnostics/codes.js";
import { repoRoot } from "../support/corpus.js";

function files(dir: string, out: string[] = []): string[] {
  for (const f of readdirSync(dir)) {
    const p = join(dir, f);
    if (f === "fixtures" || f === "node_modules") continue;
    if (statSync(p).isDirectory()) files(p, out);
    else if (p.endsWith(".ts")) out.push(p);
  }
  return out;
}

const PREFIXED = /"((?:AGC|AIX|AIGX|UAIX|AEGX|AIR|RULES|CORE|JSON|CBOR)-[A-Z0-9-]+)"/g;
/** Codes produced with a computed name: UAIX reasons and signature states. */
const COMPUTED = /^UAIX-/;

const sources = ["src", "ir", "emitters", "grammars"].flatMap((d) => files(join(repoRoot, d)));
const tests = files(join(repoRoot, "test")).filter((f) => !f.endsWith("registry.test.ts"));
const mentions = (text: string, code: string): boolean =>
  new RegExp(`(^|[^A-Za-z0-9_-])${code.replace(/[-]/g, "\\-")}($|[^A-Za-z0-9_-])`).test(text);

/**
 * Registered codes no test produces yet, each with why (remove one when its trigger lands).
 * They are guards against states agentc's own writers do not reach; a trigger needs a fault injected.
 */
const PENDING = new Set<string>([
  "AIGX-PARITY", // demo: the file written differs from the one whose id parity was proven (a disk fault between the two)
  "AEGX-NUMBER", // writer: a number that does not read back stably after five canonicalisations
  "AEGX-EMIT", // emitter: a record node whose id is not its content hash (the graph was changed after reading)
  "AGC-EXPORT", // export: a genome that lints but does not read or raise (the two readers disagree)
]);

describe("the registry of diagnostic codes", () => {
  it("registers every code the sources report", () => {
    const unknown = new Set<string>();
    for (const f of sources) {
      const text = readFileSync(f, "utf8");
      for (const m of text.matchAll(PREFIXED)) {
        const code = m[1]!;
        const before = text.slice(Math.max(0, m.index! - 12), m.index);
        if (before.endsWith("startsWith(")) continue; // a prefix test, not a code
        if (!CODES.has(code)) unknown.add(`${code} (${relative(repoRoot, f)})`);
      }
    }
    expect([...unknown]).toEqual([]);
  });

  it("gives every code a severity, a dialect and a one-line meaning", () => {
    for (const [code, info] of CODES) {
      expect(["error", "warning", "info"], code).toContain(info.severity);
      expect(info.meaning.length, code).toBeGreaterThan(10);
      expect(info.meaning, code).not.toMatch(/\n/);
    }
  });

  it("has every code produced by a test (a trigger in test/codes/, or an assertion naming it); PENDING is exact", () => {
    const triggerText = tests
      .filter((f) => f.includes(`${join("test", "codes")}`))
      .map((f) => readFileSync(f, "utf8"))
      .join("\n");
    const triggered = new Set([...triggerText.matchAll(/trigger\(\s*"([^"]+)"/g)].map((m) => m[1]!));
    for (const code of triggered) expect(CODES.has(code), `trigger for unregistered ${code}`).toBe(true);
    const testText = tests.map((f) => readFileSync(f, "utf8")).join("\n");
    const uncovered = [...CODES.keys()].filter((code) => {
      if (triggered.has(code)) return false;
      const reason = COMPUTED.test(code) ? code.slice(5).toLowerCase().replace(/-/g, "_") : undefined;
      return !mentions(testText, code) && !(reason && mentions(testText, reason));
    });
    expect(
      uncovered.filter((c) => !PENDING.has(c)),
      "codes no test produces: add a trigger",
    ).toEqual([]);
    expect(
      [...PENDING].filter((c) => !uncovered.includes(c)),
      "covered now: remove from PENDING",
    ).toEqual([]);
  });
});
