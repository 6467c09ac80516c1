/**
 * The diagnostic renderer's edges (ir/diagnostics/render.ts): its exact colour codes (ANSI SGR),
 * the JSON form's keys, ranges that run past their line, the line above line 1, and a frame only
 * where both a file and a line say where.
 */
import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../../ir/diagnostics/diagnostic.js";
import { diagnosticsToJson, renderDiagnostic } from "../../ir/diagnostics/render.js";

const ESC = "\u001b[";

describe("diagnostic rendering, edge by edge", () => {
  it("paints with the ANSI codes: red, yellow and cyan by severity, bold message, blue gutter, reset after each", () => {
    const source = new Map([["a.yaml", "x: 1\ny: 2\n"]]);
    const d = (severity: Diagnostic["severity"]): Diagnostic => ({
      code: "X",
      severity,
      message: "m",
      file: "a.yaml",
      line: 2,
      col: 1,
      hint: "h",
    });
    expect(renderDiagnostic(d("error"), { color: true, sources: source }).split("\n")).toEqual([
      `${ESC}31merror[X]${ESC}0m${ESC}1m: m${ESC}0m`,
      ` ${ESC}34m-->${ESC}0m a.yaml:2:1`,
      `  ${ESC}34m|${ESC}0m`,
      `${ESC}34m1${ESC}0m ${ESC}34m|${ESC}0m x: 1`,
      `${ESC}34m2${ESC}0m ${ESC}34m|${ESC}0m y: 2`,
      `  ${ESC}34m|${ESC}0m ${ESC}31m^${ESC}0m`,
      `  ${ESC}34m=${ESC}0m ${ESC}1mhint:${ESC}0m h`,
    ]);
    expect(renderDiagnostic(d("warning"), { color: true }).startsWith(`${ESC}33mwarning[X]${ESC}0m`)).toBe(true);
    expect(renderDiagnostic(d("info"), { color: true }).startsWith(`${ESC}36minfo[X]${ESC}0m`)).toBe(true);
  });

  it("underlines a range that runs onto later lines to the end of its first line, and one that ends on its line to its end column", () => {
    const sources = new Map([["f", "abcdef\nxyz"]]);
    const frame = (extra: Partial<Diagnostic>): string =>
      renderDiagnostic(
        { code: "X", severity: "error", message: "m", file: "f", line: 1, col: 2, ...extra },
        { sources },
      )
        .split("\n")
        .at(-1)!;
    expect(frame({ endLine: 2, endCol: 2 })).toBe("  |  ^^^^^");
    expect(frame({ endLine: 1, endCol: 4 })).toBe("  |  ^^");
    expect(frame({ endCol: 5 })).toBe("  |  ^^^");
    expect(frame({})).toBe("  |  ^");
  });

  it("quotes no line above line 1, and a frame only with both a file and a line", () => {
    const text = "first\nsecond";
    expect(
      renderDiagnostic(
        { code: "X", severity: "error", message: "m", file: "f", line: 1, col: 1 },
        { sources: new Map([["f", text]]) },
      ).split("\n"),
    ).toEqual(["error[X]: m", " --> f:1:1", "  |", "1 | first", "  | ^"]);
    // No file: the line says nothing about where, even if some source is at hand.
    expect(
      renderDiagnostic({ code: "X", severity: "error", message: "m", line: 2, col: 1 }, { source: () => text }),
    ).toBe("error[X]: m");
    // A file without a line: the location alone.
    expect(renderDiagnostic({ code: "X", severity: "error", message: "m", file: "f" }, { source: () => text })).toBe(
      "error[X]: m\n --> f",
    );
  });

  it("gives JSON only the fields a diagnostic has, in a fixed order", () => {
    expect(diagnosticsToJson([{ code: "X", severity: "info", message: "m" }]).map((o) => Object.keys(o))).toEqual([
      ["code", "severity", "message"],
    ]);
    const full: Diagnostic = {
      code: "X",
      severity: "error",
      message: "m",
      file: "f",
      line: 1,
      col: 2,
      endLine: 3,
      endCol: 4,
      pointer: "/a",
      hint: "h",
    };
    expect(Object.entries(diagnosticsToJson([full])[0]!)).toEqual([
      ["code", "X"],
      ["severity", "error"],
      ["message", "m"],
      ["file", "f"],
      ["line", 1],
      ["col", 2],
      ["endLine", 3],
      ["endCol", 4],
      ["pointer", "/a"],
      ["hint", "h"],
    ]);
  });
});
