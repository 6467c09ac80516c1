/** AIGX codes: the corpus's minimal genome, changed in one file per code. */
import { cpSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe } from "vitest";
import { lintRepository } from "../../src/formats/aigx/lint.js";
import { exportGenome } from "../../src/pipeline/rules/export-genome.js";
import { AgentcError } from "../../ir/diagnostics/agentc-error.js";
import type { Diagnostic } from "../../ir/diagnostics/diagnostic.js";
import { corpusPath } from "../support/corpus.js";
import { agentcInProcess } from "../support/cli.js";
import { tempDir } from "../support/tmp.js";
import { trigger } from "../support/triggers.js";

/** The minimal genome with some files replaced (text, or bytes). */
function genome(over: Record<string, string | Buffer>): string {
  const d = tempDir();
  cpSync(corpusPath("aigx/examples/minimal"), d, { recursive: true });
  for (const [p, t] of Object.entries(over)) {
    mkdirSync(dirname(join(d, p)), { recursive: true });
    writeFileSync(join(d, p), t);
  }
  return d;
}
const lint = (over: Record<string, string | Buffer>): readonly Diagnostic[] => lintRepository(genome(over)).diagnostics;
const arch = (rules: string): string => `<aigx-architecture>\n${rules}\n</aigx-architecture>\n`;
const files = (entries: string): string => `<aigx-files>\n${entries}\n</aigx-files>\n`;
const entry = (body: string, path = "src/core/service.ts"): string =>
  `  <file path="${path}" domain="core">\n    <role>r</role>\n${body}\n  </file>`;
const ARCH = ".aigx/architecture.aigx";
const FILES = ".aigx/files.aigx";
const PROTOCOL = `<aigx-protocol version="1.1">\n  <read-first>For EACH file you will edit, open .aigx/files.aigx and find its entry; verify every id in its check.</read-first>\n</aigx-protocol>\n`;

describe("AIGX codes", () => {
  trigger("V3", () => lint({ [FILES]: files("") }), { severity: "error", file: FILES });
  trigger("V4", () => lint({ [FILES]: files(entry("    <check>ARCH-1</check>", "../outside.ts")) }), {
    severity: "error",
    file: FILES,
    line: 2,
    col: 3,
  });
  trigger("V7", () => lint({ [ARCH]: arch('  <rule id="ARCH-1">a</rule>\n  <rule id="ARCH-1">b</rule>') }), {
    severity: "error",
    file: ARCH,
    line: 3,
    col: 3,
  });
  trigger("X1", () => lint({ [ARCH]: arch('  <rule id="ARCH-1">a</rule>\n  <rule id="lower">b</rule>') }), {
    severity: "warning",
    file: ARCH,
    line: 3,
    col: 3,
  });
  trigger("X2", () => lint({ [ARCH]: arch('  <rule id="ARCH-1">a</rule>\n  <rule id="ARCH-2"></rule>') }), {
    severity: "error",
    file: ARCH,
    line: 3,
    col: 3,
  });
  trigger(
    "X3",
    () => lint({ [FILES]: files(entry("    <gotcha>a</gotcha>\n    <gotcha>b</gotcha>\n    <check>ARCH-1</check>")) }),
    { severity: "error", file: FILES, line: 2, col: 3 },
  );
  trigger(
    "X5",
    () => lint({ "src/core/core.aigx": '<aigx-domain path="src/core">\n  <purpose>p</purpose>\n</aigx-domain>\n' }),
    { severity: "error", file: "src/core/core.aigx", line: 1, col: 1 },
  );
  trigger(
    "X7",
    () =>
      lint({
        ".aigx/protocol.aigx": '<aigx-protocol version="1.1">\n  <read-first>Read it.</read-first>\n</aigx-protocol>\n',
      }),
    { severity: "warning", file: ".aigx/protocol.aigx" },
  );
  trigger(
    "S1",
    () => lint({ [FILES]: files(`${entry("    <check>ARCH-1</check>")}\n${entry("    <check>ARCH-1</check>")}`) }),
    { severity: "warning", file: FILES, line: 6, col: 3 },
  );
  const nested = {
    "sub/.aigx/protocol.aigx": PROTOCOL,
    "sub/.aigx/rules.aigx":
      '<aigx-rules>\n  <rule id="SUB-1">s</rule>\n  <rule id="ARCH-1">dup</rule>\n</aigx-rules>\n',
    "sub/.aigx/files.aigx": files(entry("    <check>SUB-1</check>", "x.ts")),
    "sub/x.ts": "x",
    [FILES]: files(entry("    <check>ARCH-1 SUB-1</check>")),
  };
  trigger("X4", () => lint(nested), { severity: "error", file: FILES, line: 2, col: 3 });
  trigger("X6", () => lint(nested), { severity: "error", file: "sub/.aigx/rules.aigx", line: 3, col: 3 });
  trigger("AIGX-SYNTAX", () => lint({ [ARCH]: Buffer.from([0x3c, 0x61, 0xff, 0x3e]) }), {
    severity: "error",
    file: ARCH,
    line: 1,
    col: 3,
  });
  trigger("AIGX-UTF8", () => lint({ [ARCH]: Buffer.from([0x3c, 0x61, 0xff, 0x3e]) }), {
    severity: "error",
    file: ARCH,
    line: 1,
    col: 1,
  });
  trigger("AIGX-STRAY-CLOSE", () => lint({ [ARCH]: arch('  <rule id="ARCH-1">a</rule>\n  </nothing>') }), {
    severity: "error",
    file: ARCH,
    line: 3,
    col: 3,
  });
  trigger("AIGX-DUP-ATTR", () => lint({ [ARCH]: arch('  <rule id="ARCH-1" id="ARCH-1">a</rule>') }), {
    severity: "error",
    file: ARCH,
    line: 2,
    col: 21,
  });
  trigger(
    "AIGX-ROOTS",
    () => lint({ [ARCH]: `${arch('  <rule id="ARCH-1">a</rule>')}<aigx-architecture>\n</aigx-architecture>\n` }),
    { severity: "warning", file: ARCH, line: 4, col: 1 },
  );
  trigger("AIGX-UNKNOWN-ELEMENT", () => lint({ [ARCH]: arch('  <rule id="ARCH-1">a</rule>\n  <widget/>') }), {
    severity: "warning",
    file: ARCH,
    line: 3,
    col: 3,
  });
  trigger("AIGX-RULE-ID", () => lint({ [ARCH]: arch('  <rule id="ARCH-1">a</rule>\n  <rule>b</rule>') }), {
    severity: "error",
    file: ARCH,
    line: 3,
    col: 3,
  });
  trigger(
    "AIGX-FILE-PATH",
    () => lint({ [FILES]: files(`${entry("    <check>ARCH-1</check>")}\n  <file><role>x</role></file>`) }),
    { severity: "error", file: FILES, line: 6, col: 3 },
  );
  trigger(
    "AIGX-FORBID-MANY",
    () =>
      lint({
        [FILES]: files(
          entry('    <forbid pri="CRIT">a</forbid>\n    <forbid pri="CRIT">b</forbid>\n    <check>ARCH-1</check>'),
        ),
      }),
    { severity: "warning", file: FILES, line: 5, col: 5 },
  );
  trigger(
    "AIGX-LINT",
    async () => {
      try {
        await exportGenome(genome({ [FILES]: files("") }), ["agents-md"], tempDir());
        return [];
      } catch (e) {
        if (!(e instanceof AgentcError)) throw e;
        return [{ code: e.code, severity: "error", message: e.message }, ...e.diagnostics];
      }
    },
    {
      severity: "error",
      noLocation: "the refusal of the whole export; the lint diagnostics it carries point at the files",
    },
  );
  trigger(
    "AIGX-NO-GENOME",
    async () => JSON.parse((await agentcInProcess(["--json", "aigx", "lint", "--root", tempDir()])).stdout).diagnostics,
    { severity: "error", noLocation: "no genome is found under the root" },
  );
});
