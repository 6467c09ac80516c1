/** Diagnostics that explain themselves: code frames with carets, did-you-mean, folding, counts. */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { editDistance, nearest, didYouMean } from "../../ir/diagnostics/suggest.js";
import { plural, renderDiagnostic, renderDiagnostics, renderSummary } from "../../ir/diagnostics/render.js";
import type { Diagnostic } from "../../ir/diagnostics/diagnostic.js";
import { checkAixText } from "../../src/formats/aix/check-file.js";
import { agentcInProcess } from "../support/cli.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";
import { propertyRuns } from "../support/property-runs.js";

/** Damerau–Levenshtein (optimal string alignment) by plain recursion: an independent check on small strings. */
function osaNaive(a: string, b: string): number {
  if (!a.length) return b.length;
  if (!b.length) return a.length;
  const cost = a[a.length - 1] === b[b.length - 1] ? 0 : 1;
  let d = Math.min(
    osaNaive(a.slice(0, -1), b) + 1,
    osaNaive(a, b.slice(0, -1)) + 1,
    osaNaive(a.slice(0, -1), b.slice(0, -1)) + cost,
  );
  if (a.length > 1 && b.length > 1 && a[a.length - 1] === b[b.length - 2] && a[a.length - 2] === b[b.length - 1])
    d = Math.min(d, osaNaive(a.slice(0, -2), b.slice(0, -2)) + 1);
  return d;
}

describe("did you mean", () => {
  it("finds the nearest known word within two edits, swaps counting once", () => {
    expect(editDistance("temprature", "temperature")).toBe(1);
    expect(editDistance("ca", "abc")).toBe(3); // optimal string alignment, not unrestricted Damerau
    expect(editDistance("teh", "the")).toBe(1);
    expect(nearest("temprature", ["role", "temperature", "tone"])).toBe("temperature");
    expect(nearest("instrutcions", ["instructions", "constraints"])).toBe("instructions");
    expect(nearest("zzzzzz", ["role", "temperature"])).toBeUndefined();
    expect(didYouMean("bearr", ["bearer", "basic"])).toBe("did you mean `bearer`?");
  });
  it("agrees with a naive recursive implementation", () => {
    const word = fc.string({ unit: fc.constantFrom("a", "b", "c"), maxLength: 6 });
    fc.assert(
      fc.property(
        word,
        word,
        (a, b) => editDistance(a, b) === osaNaive(a, b) && editDistance(a, b) === editDistance(b, a),
      ),
      propertyRuns(300),
    );
  });
  it("AIX suggests the known field for a misspelt one, and the known value for a misspelt enum", () => {
    const agent = readFileSync(join(repoRoot, "examples/support-agent.aix"), "utf8");
    const c = checkAixText(
      "a.aix",
      agent
        .replace("temperature: 0.3", "temprature: 0.3")
        .replace('name: "orders"', 'name: "orders"\n    auth:\n      type: "bearr"'),
    );
    expect(c.report.warnings.find((w) => w.code === "UNKNOWN_FIELD")?.hint).toBe("did you mean `temperature`?");
    expect(c.report.errors.find((e) => e.code === "INVALID_ENUM")?.hint).toBe("did you mean `bearer`?");
    const section = checkAixText("a.aix", agent.replace("persona:", "persnoa:"));
    expect(section.report.warnings.find((w) => w.code === "UNKNOWN_SECTION")?.hint).toBe("did you mean `persona`?");
  });
});

describe("code frames", () => {
  const d: Diagnostic = {
    code: "INVALID_TYPE",
    severity: "error",
    message: "Field 'x' must be an integer",
    file: "a.yaml",
    line: 3,
    col: 6,
    endLine: 3,
    endCol: 11,
    hint: "write a number",
  };
  it("quote the line with one line of context and underline the range, rustc style", () => {
    const out = renderDiagnostic(d, { sources: new Map([["a.yaml", 'a: 1\nb: 2\nx:   "big"\n']]) });
    expect(out).toBe(
      [
        "error[INVALID_TYPE]: Field 'x' must be an integer",
        " --> a.yaml:3:6",
        "  |",
        "2 | b: 2",
        '3 | x:   "big"',
        "  |      ^^^^^",
        "  = hint: write a number",
      ].join("\n"),
    );
  });
  it("show no frame when the source is unknown, binary or the line is absurdly long", () => {
    expect(renderDiagnostic(d)).toBe(
      ["error[INVALID_TYPE]: Field 'x' must be an integer", " --> a.yaml:3:6", "  = hint: write a number"].join("\n"),
    );
    expect(renderDiagnostic(d, { source: () => `a\nb\nx: ${"y".repeat(400)}` })).not.toContain("|");
  });
  it("keep tabs so the carets stay under the value", () => {
    const out = renderDiagnostic(
      { ...d, line: 1, col: 3, endLine: 1, endCol: 6 },
      { sources: new Map([["a.yaml", "\t\tbad\n"]]) },
    );
    expect(out).toContain("1 | \t\tbad\n  | \t\t^^^");
  });
  it("fold repeated codes after a few, keeping the count", () => {
    const many: Diagnostic[] = Array.from({ length: 20 }, (_, i) => ({
      code: "AEGX-W-X",
      severity: "warning",
      message: `w${i}`,
    }));
    const out = renderDiagnostics([...many, { code: "OTHER", severity: "error", message: "o" }], { foldAfter: 3 });
    expect(out.match(/warning\[AEGX-W-X\]/g)).toHaveLength(3);
    expect(out).toContain("… and 17 more AEGX-W-X (use --json for all)");
    expect(out).toContain("error[OTHER]: o");
  });
  it("counts read as English", () => {
    expect(plural(1, "error")).toBe("1 error");
    expect(plural(2, "error")).toBe("2 errors");
    expect(plural(1, "entry", "entries")).toBe("1 entry");
    expect(renderSummary([d])).toBe("1 error, 0 warnings");
  });
});

describe("the CLI reaches the source", () => {
  it("a type error shows its line with a caret under the value; a misspelt field gets a did-you-mean", async () => {
    const dir = tempDir();
    const file = join(dir, "agent.aix");
    const agent = readFileSync(join(repoRoot, "examples/support-agent.aix"), "utf8");
    writeFileSync(
      file,
      agent.replace("temperature: 0.3", "temprature: 0.3").replace("context_window: 8192", 'context_window: "big"'),
    );
    // Plain text, as the spawned CLI gave it (NO_COLOR): the frame's columns are the point, not colour.
    const r = await agentcInProcess(["aix", "validate", file], { env: { NO_COLOR: "1" } });
    expect(r.status).toBe(1);
    const lines = r.stderr.split("\n");
    const at = lines.findIndex((l) => /^\d+ \|   context_window: "big"$/.test(l));
    expect(at).toBeGreaterThan(0);
    const caret = lines[at + 1]!;
    const valueCol = lines[at]!.indexOf('"big"');
    expect(caret.indexOf("^")).toBe(valueCol);
    expect(caret.slice(valueCol)).toBe("^^^^^");
    expect(r.stderr).toMatch(
      /warning\[UNKNOWN_FIELD\]: Unknown field 'temprature'[^\n]*\n\s+--> \S+agent\.aix:\d+:3 #\/persona\/temprature\n[\s\S]*?= hint: did you mean `temperature`\?/,
    );
    expect(r.stdout).toContain("2 errors, 1 warning)");
  });
  it("JSON agents get ranges too", async () => {
    const dir = tempDir();
    const file = join(dir, "agent.json");
    const agent = JSON.parse(
      (await agentcInProcess(["aix", "fmt", join(repoRoot, "examples/support-agent.aix"), "--to", "json"])).stdout,
    ) as { persona: Record<string, unknown> };
    agent.persona.temperature = "warm";
    writeFileSync(file, JSON.stringify(agent, null, 2));
    const j = JSON.parse((await agentcInProcess(["--json", "aix", "validate", file])).stdout) as {
      diagnostics: Array<{
        code: string;
        pointer?: string;
        line?: number;
        col?: number;
        endLine?: number;
        endCol?: number;
      }>;
    };
    const t = j.diagnostics.find((x) => x.code === "INVALID_TYPE" && x.pointer === "/persona/temperature")!;
    const text = readFileSync(file, "utf8").split("\n")[t.line! - 1]!;
    expect(text.slice(t.col! - 1, t.endCol! - 1)).toBe('"warm"');
  });
});
