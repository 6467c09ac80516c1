/**
 * ir/diagnostics: the rustc-style renderer's exact text (gutter, context line, carets under the
 * range, tabs, folding), locations, the JSON form, sorting, counts, "did you mean", AgentcError's
 * exit codes, and the code registry's lookups.
 */
import { afterEach, describe, expect, it } from "vitest";
import { AgentcError, isAgentcError } from "../../ir/diagnostics/agentc-error.js";
import { CODES, asCode, codeInfo, isCode, uaixReasonCode } from "../../ir/diagnostics/codes.js";
import { Diagnostics, sortDiagnostics, type Diagnostic } from "../../ir/diagnostics/diagnostic.js";
import {
  diagnosticsToJson,
  formatLocation,
  plural,
  renderDiagnostic,
  renderDiagnostics,
  renderSummary,
  shouldColor,
} from "../../ir/diagnostics/render.js";
import { explainCode, formatExplanation } from "../../ir/diagnostics/explain.js";
import { didYouMean, editDistance, nearest } from "../../ir/diagnostics/suggest.js";

const d = (over: Partial<Diagnostic>): Diagnostic => ({
  code: "SYNTAX_ERROR",
  severity: "error",
  message: "bad",
  ...over,
});

describe("formatLocation", () => {
  it("file, line, column and pointer as far as known", () => {
    expect(formatLocation(d({}))).toBe("");
    expect(formatLocation(d({ pointer: "" }))).toBe("#");
    expect(formatLocation(d({ pointer: "/a" }))).toBe("#/a");
    expect(formatLocation(d({ file: "f" }))).toBe("f");
    expect(formatLocation(d({ file: "f", line: 3 }))).toBe("f:3");
    expect(formatLocation(d({ file: "f", line: 3, col: 4 }))).toBe("f:3:4");
    expect(formatLocation(d({ file: "f", col: 4 }))).toBe("f");
    expect(formatLocation(d({ file: "f", line: 3, col: 4, pointer: "/x" }))).toBe("f:3:4 #/x");
    expect(formatLocation(d({ file: "f", pointer: "" }))).toBe("f");
  });
});

describe("renderDiagnostic", () => {
  const source = "first\nsecond line\n\tthird = x\n";

  it("without source: header, arrow, hint", () => {
    expect(renderDiagnostic(d({ file: "a.json", line: 2, col: 3, hint: "fix it" }))).toBe(
      "error[SYNTAX_ERROR]: bad\n --> a.json:2:3\n  = hint: fix it",
    );
    expect(renderDiagnostic(d({ severity: "warning", code: "UNKNOWN_FIELD", message: "m" }))).toBe(
      "warning[UNKNOWN_FIELD]: m",
    );
  });

  it("quotes the line with one line of context and underlines the range", () => {
    const out = renderDiagnostic(d({ file: "a", line: 2, col: 8, endCol: 12 }), { sources: new Map([["a", source]]) });
    expect(out).toBe(
      ["error[SYNTAX_ERROR]: bad", " --> a:2:8", "  |", "1 | first", "2 | second line", "  |        ^^^^"].join("\n"),
    );
  });

  it("keeps tabs before the range, one caret without an end, no context after a blank line", () => {
    const out = renderDiagnostic(d({ file: "a", line: 3, col: 3 }), {
      source: (f) => (f === "a" ? source : undefined),
    });
    expect(out).toBe(
      ["error[SYNTAX_ERROR]: bad", " --> a:3:3", "  |", "2 | second line", "3 | \tthird = x", "  | \t ^"].join("\n"),
    );
    const blankBefore = renderDiagnostic(d({ file: "a", line: 2, col: 1 }), { sources: new Map([["a", "\nxy"]]) });
    expect(blankBefore).toBe(["error[SYNTAX_ERROR]: bad", " --> a:2:1", "  |", "2 | xy", "  | ^"].join("\n"));
    const first = renderDiagnostic(d({ file: "a", line: 1 }), { sources: new Map([["a", "abc"]]) });
    expect(first).toBe(["error[SYNTAX_ERROR]: bad", " --> a:1", "  |", "1 | abc", "  | ^"].join("\n"));
  });

  it("a multi-line range is underlined to the end of its first line; ranges are clamped to the line", () => {
    const src = "abcdef\nghi";
    const multi = renderDiagnostic(d({ file: "a", line: 1, col: 3, endLine: 2, endCol: 2 }), {
      sources: new Map([["a", src]]),
    });
    expect(multi.split("\n").at(-1)).toBe("  |   ^^^^");
    const sameLineEnd = renderDiagnostic(d({ file: "a", line: 1, col: 2, endLine: 1, endCol: 4 }), {
      sources: new Map([["a", src]]),
    });
    expect(sameLineEnd.split("\n").at(-1)).toBe("  |  ^^");
    const beyond = renderDiagnostic(d({ file: "a", line: 1, col: 5, endCol: 99 }), { sources: new Map([["a", src]]) });
    expect(beyond.split("\n").at(-1)).toBe("  |     ^^");
    const colBeyond = renderDiagnostic(d({ file: "a", line: 2, col: 50 }), { sources: new Map([["a", src]]) });
    expect(colBeyond.split("\n").slice(-3)).toEqual(["1 | abcdef", "2 | ghi", "  |    ^"]);
    const colZero = renderDiagnostic(d({ file: "a", line: 2, col: 0 }), { sources: new Map([["a", src]]) });
    expect(colZero.split("\n").at(-1)).toBe("  | ^");
    const backwards = renderDiagnostic(d({ file: "a", line: 1, col: 4, endCol: 2 }), {
      sources: new Map([["a", src]]),
    });
    expect(backwards.split("\n").at(-1)).toBe("  |    ^");
    const endLineBefore = renderDiagnostic(d({ file: "a", line: 2, col: 1, endLine: 1 }), {
      sources: new Map([["a", src]]),
    });
    expect(endLineBefore.split("\n").at(-1)).toBe("  | ^");
  });

  it("widens the gutter for long line numbers; CRLF sources", () => {
    const src = Array.from({ length: 12 }, (_, i) => `l${i + 1}`).join("\r\n");
    const out = renderDiagnostic(d({ file: "a", line: 10, col: 2, hint: "h" }), { sources: new Map([["a", src]]) });
    expect(out).toBe(
      ["error[SYNTAX_ERROR]: bad", "  --> a:10:2", "   |", " 9 | l9", "10 | l10", "   |  ^", "   = hint: h"].join("\n"),
    );
  });

  it("does not quote lines that are missing or too long", () => {
    const long = "x".repeat(301);
    expect(renderDiagnostic(d({ file: "a", line: 1 }), { sources: new Map([["a", long]]) })).toBe(
      "error[SYNTAX_ERROR]: bad\n --> a:1",
    );
    expect(
      renderDiagnostic(d({ file: "a", line: 1 }), { sources: new Map([["a", "x".repeat(300)]]) }).split("\n"),
    ).toHaveLength(5);
    expect(renderDiagnostic(d({ file: "a", line: 5 }), { sources: new Map([["a", "x"]]) })).toBe(
      "error[SYNTAX_ERROR]: bad\n --> a:5",
    );
    const longPrev = renderDiagnostic(d({ file: "a", line: 2 }), { sources: new Map([["a", `${long}\ny`]]) });
    expect(longPrev).toBe(["error[SYNTAX_ERROR]: bad", " --> a:2", "  |", "2 | y", "  | ^"].join("\n"));
    expect(renderDiagnostic(d({ file: "a" }), { sources: new Map([["a", "x"]]) })).toBe(
      "error[SYNTAX_ERROR]: bad\n --> a",
    );
    expect(renderDiagnostic(d({ file: "b", line: 1 }), { sources: new Map([["a", "x"]]) })).toBe(
      "error[SYNTAX_ERROR]: bad\n --> b:1",
    );
  });

  it("colours only when asked", () => {
    const out = renderDiagnostic(
      d({ severity: "info", code: "CHECKSUM_VALID", message: "ok", pointer: "/p", hint: "h" }),
      { color: true },
    );
    expect(out).toBe(
      "\x1b[36minfo[CHECKSUM_VALID]\x1b[0m\x1b[1m: ok\x1b[0m\n \x1b[34m-->\x1b[0m #/p\n  \x1b[34m=\x1b[0m \x1b[1mhint:\x1b[0m h",
    );
    const frame = renderDiagnostic(d({ severity: "warning", file: "a", line: 1, col: 1 }), {
      color: true,
      sources: new Map([["a", "z"]]),
    });
    expect(frame).toContain("\x1b[33m^\x1b[0m");
    expect(frame).toContain("\x1b[34m1\x1b[0m \x1b[34m|\x1b[0m z");
  });
});

describe("renderDiagnostics, summary, JSON", () => {
  it("folds after N of one code", () => {
    const ds = [
      d({ message: "1" }),
      d({ message: "2", code: "INVALID_TYPE" }),
      d({ message: "3" }),
      d({ message: "4" }),
    ];
    expect(renderDiagnostics(ds, { foldAfter: 1 })).toBe(
      ["error[SYNTAX_ERROR]: 1", "… and 2 more SYNTAX_ERROR (use --json for all)", "error[INVALID_TYPE]: 2"].join(
        "\n\n",
      ),
    );
    expect(renderDiagnostics(ds, { foldAfter: 3 }).split("\n\n")).toHaveLength(4);
    expect(renderDiagnostics(ds, { foldAfter: 2 }).split("\n\n")).toEqual([
      "error[SYNTAX_ERROR]: 1",
      "error[INVALID_TYPE]: 2",
      "error[SYNTAX_ERROR]: 3",
      "… and 1 more SYNTAX_ERROR (use --json for all)",
    ]);
    expect(renderDiagnostics(ds)).toBe(
      ["error[SYNTAX_ERROR]: 1", "error[INVALID_TYPE]: 2", "error[SYNTAX_ERROR]: 3", "error[SYNTAX_ERROR]: 4"].join(
        "\n\n",
      ),
    );
    expect(renderDiagnostics([])).toBe("");
  });

  it("summary and plural", () => {
    expect(renderSummary([d({}), d({ severity: "warning" }), d({ severity: "info" })])).toBe("1 error, 1 warning");
    expect(renderSummary([])).toBe("0 errors, 0 warnings");
    expect(renderSummary([d({}), d({})])).toBe("2 errors, 0 warnings");
    expect(plural(1, "file")).toBe("1 file");
    expect(plural(0, "file")).toBe("0 files");
    expect(plural(2, "entry", "entries")).toBe("2 entries");
  });

  it("diagnosticsToJson keeps only defined fields, in order", () => {
    const full = d({ file: "f", line: 1, col: 2, endLine: 3, endCol: 4, pointer: "", hint: "h" });
    expect(diagnosticsToJson([full, d({})])).toEqual([
      {
        code: "SYNTAX_ERROR",
        severity: "error",
        message: "bad",
        file: "f",
        line: 1,
        col: 2,
        endLine: 3,
        endCol: 4,
        pointer: "",
        hint: "h",
      },
      { code: "SYNTAX_ERROR", severity: "error", message: "bad" },
    ]);
    expect(Object.keys(diagnosticsToJson([full])[0]!)).toEqual([
      "code",
      "severity",
      "message",
      "file",
      "line",
      "col",
      "endLine",
      "endCol",
      "pointer",
      "hint",
    ]);
  });

  describe("shouldColor", () => {
    const saved = { NO_COLOR: process.env.NO_COLOR, TERM: process.env.TERM };
    afterEach(() => {
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    });
    it("TTY, no NO_COLOR, TERM not dumb", () => {
      delete process.env.NO_COLOR;
      process.env.TERM = "xterm";
      expect(shouldColor({ isTTY: true })).toBe(true);
      expect(shouldColor({ isTTY: false })).toBe(false);
      expect(shouldColor({})).toBe(false);
      process.env.TERM = "dumb";
      expect(shouldColor({ isTTY: true })).toBe(false);
      process.env.TERM = "xterm";
      process.env.NO_COLOR = "1";
      expect(shouldColor({ isTTY: true })).toBe(false);
    });
  });
});

describe("Diagnostics and sorting", () => {
  it("collects by severity", () => {
    const ds = new Diagnostics();
    expect(ds.hasErrors).toBe(false);
    const w = ds.warning("UNKNOWN_FIELD", "w", { pointer: "/a" });
    expect(w).toEqual({ code: "UNKNOWN_FIELD", severity: "warning", message: "w", pointer: "/a" });
    ds.info("CHECKSUM_VALID", "i");
    expect(ds.hasErrors).toBe(false);
    ds.error("SYNTAX_ERROR", "e", { line: 1 });
    ds.addAll([d({ severity: "warning" })]);
    ds.add(d({ severity: "info" }));
    expect(ds.hasErrors).toBe(true);
    expect(ds.all).toHaveLength(5);
    expect(ds.errors.map((x) => x.message)).toEqual(["e"]);
    expect(ds.warnings).toHaveLength(2);
    expect(ds.count("error")).toBe(1);
    expect(ds.count("warning")).toBe(2);
    expect(ds.count("info")).toBe(2);
  });

  it("sortDiagnostics: file, line, column, code", () => {
    const list = [
      d({ file: "b", line: 1, col: 1, message: "6" }),
      d({ file: "a", line: 2, col: 1, message: "4" }),
      d({ file: "a", line: 1, col: 5, message: "3" }),
      d({ file: "a", line: 1, col: 2, code: "INVALID_TYPE", message: "1" }),
      d({ file: "a", line: 1, col: 2, code: "SYNTAX_ERROR", message: "2" }),
      d({ message: "0" }),
      d({ file: "a", line: 3, message: "5" }),
    ];
    expect(sortDiagnostics(list).map((x) => x.message)).toEqual(["0", "1", "2", "3", "4", "5", "6"]);
    expect(list[0]!.message).toBe("6");
  });
});

describe("suggestions", () => {
  it("optimal string alignment distance", () => {
    expect(editDistance("", "")).toBe(0);
    expect(editDistance("abc", "")).toBe(3);
    expect(editDistance("", "ab")).toBe(2);
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("ab", "ba")).toBe(1);
    expect(editDistance("abcd", "acbd")).toBe(1);
    expect(editDistance("ca", "abc")).toBe(3);
    expect(editDistance("temprature", "temperature")).toBe(1);
    expect(editDistance("flaw", "lawn")).toBe(2);
  });

  it("nearest and didYouMean", () => {
    const words = ["temperature", "tone", "role", "style"];
    expect(nearest("temprature", words)).toBe("temperature");
    expect(nearest("ROLE", words)).toBe("role");
    expect(nearest("role", words)).toBe("tone");
    expect(nearest("xyzzy", words)).toBeUndefined();
    expect(nearest("ab", ["xy"])).toBeUndefined();
    // One letter may mean another (the bound is max(length, 2)).
    expect(nearest("a", ["b"])).toBe("b");
    expect(nearest("a", ["bc"])).toBeUndefined();
    expect(nearest("ab", ["ac"])).toBe("ac");
    expect(nearest("tone", ["tune", "tome"])).toBe("tune");
    expect(nearest("abcdef", ["abcxyz"], 3)).toBe("abcxyz");
    expect(nearest("abcdef", ["abcxyz"])).toBeUndefined();
    expect(nearest("stlye", ["styles", "style"])).toBe("style");
    expect(didYouMean("rol", words)).toBe("did you mean `role`?");
    expect(didYouMean("qqqqq", words)).toBeUndefined();
  });
});

describe("AgentcError and codes", () => {
  it("exit codes: explicit, I/O codes 4, else 1", () => {
    expect(new AgentcError("m").code).toBe("AGC-ERROR");
    expect(new AgentcError("m").exitCode).toBe(1);
    expect(new AgentcError("m", "AIX-IO").exitCode).toBe(4);
    expect(new AgentcError("m", "AGC-IO").exitCode).toBe(4);
    expect(new AgentcError("m", "AGC-IO-WRITE" as "AGC-IO").exitCode).toBe(4);
    expect(new AgentcError("m", "AGC-IOX" as "AGC-IO").exitCode).toBe(1);
    expect(new AgentcError("m", "AGC-RATIO" as "AGC-IO").exitCode).toBe(1);
    expect(new AgentcError("m", "AIX-IO", { exitCode: 2 }).exitCode).toBe(2);
    const cause = new Error("root");
    const e = new AgentcError("m", "SYNTAX_ERROR", { cause, diagnostics: [d({})] });
    expect(e.cause).toBe(cause);
    expect(e.diagnostics).toHaveLength(1);
    expect(e.name).toBe("AgentcError");
    expect("cause" in new AgentcError("m")).toBe(false);
    class Sub extends AgentcError {}
    expect(new Sub("x").name).toBe("Sub");
    expect(new AgentcError("m").diagnostics).toEqual([]);
  });

  it("isAgentcError, across copies too", () => {
    expect(isAgentcError(new AgentcError("m"))).toBe(true);
    expect(isAgentcError(Object.assign(new Error("x"), { code: "X", exitCode: 1 }))).toBe(true);
    expect(isAgentcError(Object.assign(new Error("x"), { code: "X" }))).toBe(false);
    expect(isAgentcError(Object.assign(new Error("x"), { exitCode: 1 }))).toBe(false);
    expect(isAgentcError({ code: "X", exitCode: 1 })).toBe(false);
    expect(isAgentcError(undefined)).toBe(false);
  });

  it("registry lookups", () => {
    expect(isCode("SYNTAX_ERROR")).toBe(true);
    expect(isCode("NOPE")).toBe(false);
    expect(codeInfo("SYNTAX_ERROR")).toEqual({
      code: "SYNTAX_ERROR",
      severity: "error",
      dialect: "aix",
      meaning: "the YAML, JSON or TOML text does not parse",
    });
    expect(codeInfo("V1")?.dialect).toBe("aigx");
    expect(codeInfo("NOPE")).toBeUndefined();
    expect(asCode("CBOR-DECODE")).toBe("CBOR-DECODE");
    expect(asCode("NOPE")).toBe("AGC-INTERNAL");
    expect(CODES.get("UNKNOWN_FIELD")?.severity).toBe("warning");
    expect(uaixReasonCode("size_mismatch")).toBe("UAIX-SIZE-MISMATCH");
    expect(uaixReasonCode("no_such_reason_at_all")).toBe("AGC-INTERNAL");
  });
});

describe("explain", () => {
  it("prints a code's heading, meaning, way out and section, a blank line between each", () => {
    // The entry of AIX-IO in codes.ts and fixes.ts (SHARED.io), and its heading in docs/codes.md.
    expect(formatExplanation(explainCode("aix-io")!)).toBe(
      [
        "AIX-IO (error, aix)",
        "",
        "What it means: the agent file cannot be read.",
        "",
        "How to fix it: Check the path exists, is of the kind the command expects (a file or a directory) and that you may read it; a relative path is resolved from the working directory.",
        "",
        "See docs/codes.md#aix-io.",
      ].join("\n"),
    );
  });
});
