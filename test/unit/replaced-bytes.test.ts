/**
 * Replaced bytes are warnings, never silent (issue 36): bytes that are not UTF-8 in `.aigxignore`, in
 * the session logs `aegx from` reads (Claude Code, Codex, OTLP) and in the source files the genome
 * scanner reads are read as U+FFFD, as before, and each file gives the warning RULES-ENCODING with
 * the file, the line and the byte offset of the first such byte. The oracle of where the byte is
 * is the test's own: a byte 0xFF (never part of UTF-8) put into a real file at a chosen place, found
 * again with indexOf, its line counted from the newlines before it.
 */
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { corpusPath, repoRoot } from "../support/corpus.js";
import { agentcInProcess } from "../support/cli.js";
import { tempDir } from "../support/tmp.js";

interface Found {
  code: string;
  severity: string;
  message: string;
  file?: string;
  line?: number;
}

/** `bytes` with 0xFF put after the first occurrence of `after` (at or past `from`), and where it went. */
function spoil(bytes: Buffer, after: string, from = 0): { bytes: Buffer; offset: number; line: number } {
  const at = bytes.indexOf(after, from);
  expect(at, `"${after}" is in the file`).toBeGreaterThanOrEqual(0);
  const cut = at + Buffer.byteLength(after);
  const out = Buffer.concat([bytes.subarray(0, cut), Buffer.from([0xff]), bytes.subarray(cut)]);
  const offset = out.indexOf(0xff);
  let line = 1;
  for (let i = 0; i < offset; i++) if (out[i] === 10) line++;
  return { bytes: out, offset, line };
}

const diagnosticsOf = (stdout: string): Found[] => (JSON.parse(stdout) as { diagnostics: Found[] }).diagnostics;

function expectWarning(found: Found[], file: string, where: { offset: number; line: number }): void {
  const w = found.filter((d) => d.code === "RULES-ENCODING");
  expect(w, JSON.stringify(found)).toHaveLength(1);
  expect(w[0]).toMatchObject({ severity: "warning", file, line: where.line });
  expect(w[0]!.message).toContain(`first invalid byte at offset ${where.offset}, line ${where.line}`);
  expect(w[0]!.message).toContain("1 replacement character (U+FFFD)");
}

describe("replaced bytes are warnings", () => {
  it(".aigxignore: the warning names it, the line and the offset", async () => {
    const root = join(tempDir(), "repo");
    cpSync(corpusPath("aigx/examples/sourcing-app"), root, { recursive: true });
    const s = spoil(Buffer.from("# generated\ndist/\ncaf/\n", "utf8"), "caf");
    writeFileSync(join(root, ".aigxignore"), s.bytes);
    const r = await agentcInProcess(["--json", "aigx", "lint", "--root", root]);
    expectWarning(diagnosticsOf(r.stdout), join(root, ".aigxignore"), s);
    // A sound .aigxignore gives none (the floor: the warning is for the byte, not for the file).
    writeFileSync(join(root, ".aigxignore"), "dist/\n");
    expect(
      diagnosticsOf((await agentcInProcess(["--json", "aigx", "lint", "--root", root])).stdout).filter(
        (d) => d.code === "RULES-ENCODING",
      ),
    ).toEqual([]);
  });

  for (const [tool, fixture] of [
    ["Claude Code", "sessions/claude/simonw-sample.jsonl"],
    ["Codex", "sessions/codex/simonw-sample-codex.jsonl"],
  ] as const) {
    it(`a ${tool} session log read by aegx from: the warning names the log, the line and the offset; the log is still read`, async () => {
      const original = readFileSync(join(repoRoot, "test/fixtures", fixture));
      // Into the text of the second line that has one: past the first line, so the offset is not the line's.
      const second = original.indexOf('"text":"', original.indexOf('"text":"') + 1);
      const s = spoil(original, '"text":"', second);
      expect(s.line).toBeGreaterThan(1);
      const log = join(tempDir(), "session.jsonl");
      writeFileSync(log, s.bytes);
      const r = await agentcInProcess(["--json", "aegx", "from", log, "-o", join(tempDir(), "out.aegx")]);
      expect(r.status, r.stdout).toBe(0);
      expectWarning(diagnosticsOf(r.stdout), log, s);
      const clean = join(tempDir(), "clean.jsonl");
      writeFileSync(clean, original);
      expect(
        diagnosticsOf(
          (await agentcInProcess(["--json", "aegx", "from", clean, "-o", join(tempDir(), "out.aegx")])).stdout,
        ).filter((d) => d.code === "RULES-ENCODING"),
      ).toEqual([]);
    });
  }

  it("an OTLP JSON span file read by aegx from", async () => {
    const attr = (key: string, v: string) => ({ key, value: { stringValue: v } });
    const doc = JSON.stringify(
      {
        resourceSpans: [
          {
            resource: { attributes: [attr("service.name", "my-agent")] },
            scopeSpans: [
              {
                spans: [
                  {
                    traceId: "t".repeat(32),
                    spanId: "a1",
                    parentSpanId: "",
                    name: "x",
                    startTimeUnixNano: "1767225600000000000",
                    attributes: [
                      attr("gen_ai.operation.name", "invoke_agent"),
                      attr("gen_ai.agent.name", "caf"),
                      attr("gen_ai.conversation.id", "conv-1"),
                    ],
                    status: { code: 0 },
                  },
                ],
              },
            ],
          },
        ],
      },
      null,
      2,
    );
    const s = spoil(Buffer.from(doc, "utf8"), '"caf');
    const p = join(tempDir(), "spans.json");
    writeFileSync(p, s.bytes);
    const r = await agentcInProcess(["--json", "aegx", "from", p, "-o", join(tempDir(), "out.aegx")]);
    expect(r.status, r.stdout).toBe(0);
    expectWarning(diagnosticsOf(r.stdout), p, s);
  });

  it("a source file read by aigx genome: the warning names it, the line and the offset", async () => {
    const root = join(tempDir(), "repo");
    cpSync(join(repoRoot, "test/fixtures/ts-repo"), root, { recursive: true });
    const file = join(root, "src/shared/format.ts");
    const original = readFileSync(file);
    const s = spoil(original, "\n", original.indexOf("\n") + 1);
    writeFileSync(file, s.bytes);
    const r = await agentcInProcess(["--json", "aigx", "genome", root]);
    expect(r.status, r.stdout).toBe(0);
    expectWarning(diagnosticsOf(r.stdout), file, s);
  });
});
