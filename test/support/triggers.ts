/**
 * One test per diagnostic code: `trigger(code, produce, expected)` runs `produce` (a minimal input
 * that must raise the code) and asserts the code, its severity and where it points.
 * The registry meta-test (test/codes/registry.test.ts) reads the `trigger("CODE"` calls of
 * test/codes/*.test.ts, so every code in the registry has a named input that produces it.
 */
import { expect, it } from "vitest";
import type { Diagnostic, Severity } from "../../ir/diagnostics/diagnostic.js";

export interface Expected {
  severity: Severity;
  /** Where the diagnostic points; every field given must match. */
  file?: string | RegExp;
  line?: number;
  col?: number;
  pointer?: string;
  /** Only for codes that by nature point at no input (usage errors, internal limits): why. */
  noLocation?: string;
}

export function trigger(
  code: string,
  produce: () => Promise<readonly Diagnostic[]> | readonly Diagnostic[],
  expected: Expected,
): void {
  it(`${code} (${expected.severity})`, async () => {
    const ds = await produce();
    const d = ds.find((x) => x.code === code);
    expect(d, `${code} not produced; got ${ds.map((x) => x.code).join(", ") || "nothing"}`).toBeDefined();
    if (!d) return;
    expect(d.severity).toBe(expected.severity);
    expect(d.message.length).toBeGreaterThan(0);
    if (expected.file instanceof RegExp) expect(d.file).toMatch(expected.file);
    else if (expected.file !== undefined) expect(d.file).toBe(expected.file);
    if (expected.line !== undefined) expect(d.line).toBe(expected.line);
    if (expected.col !== undefined) expect(d.col).toBe(expected.col);
    if (expected.pointer !== undefined) expect(d.pointer).toBe(expected.pointer);
    if (expected.noLocation === undefined) {
      const located = expected.file !== undefined || expected.line !== undefined || expected.pointer !== undefined;
      expect(located, `${code}: assert where it points, or give noLocation a reason`).toBe(true);
    }
  });
}

/** The diagnostic the CLI reports for what `fn` throws (a coded refusal), or none when it does not throw. */
export async function thrown(fn: () => unknown): Promise<Diagnostic[]> {
  const { errorToDiagnostic } = await import("../../src/cli/errors.js");
  try {
    await fn();
    return [];
  } catch (e) {
    return [errorToDiagnostic(e).diagnostic];
  }
}
