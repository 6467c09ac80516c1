/**
 * Real Claude Code subagents (test/fixtures/realworld, sources in its SOURCES) read, written and
 * re-read by the claude-agents format in this process. Their descriptions hold `: ` (`Examples: …`),
 * which YAML does not accept in a plain value and Claude Code reads line by line: the expected values
 * are taken from the files' own lines (name, description, tools split at commas, model, the body).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { claudeAgentsFormat } from "../../src/formats/claude-agents/format.js";
import { newRun } from "../../src/pipeline/run-context.js";

const DIR = fileURLToPath(
  new URL("../fixtures/realworld/anthropics__claude-code-action/.claude/agents", import.meta.url),
);
const FILES = ["performance-reviewer.md", "test-coverage-reviewer.md"];

/** A subagent file's fields from its own lines: `key: value` between the two `---`, and the body after them. */
function byLines(text: string) {
  const lines = text.split("\n");
  const end = lines.indexOf("---", 1);
  const field = (k: string) =>
    lines
      .slice(1, end)
      .find((l) => l.startsWith(`${k}: `))!
      .slice(k.length + 2)
      .trim();
  return {
    name: field("name"),
    description: field("description"),
    tools: field("tools")
      .split(",")
      .map((t) => t.trim()),
    model: field("model"),
    prompt: lines
      .slice(end + 1)
      .join("\n")
      .trim(),
  };
}

describe("real subagents of anthropics/claude-code-action", () => {
  it("read as Claude Code reads them, written, re-read the same, and the round trip finds no difference", async () => {
    const { ctx } = newRun(DIR, {});
    const ds = await claudeAgentsFormat.read.run(ctx);
    expect(ds.filter((d) => d.severity === "error")).toEqual([]);
    const summary = claudeAgentsFormat.summarize!(ctx, []);
    const want = FILES.map((f) => byLines(readFileSync(join(DIR, f), "utf8")));
    expect(want.every((w) => w.description.includes(": ") && w.tools.length > 3 && w.prompt.length > 100)).toBe(true);
    expect(summary.result).toEqual({
      files: 2,
      subagents: FILES.map((f, i) => ({
        file: join(DIR, f),
        name: want[i]!.name,
        tools: want[i]!.tools,
        model: want[i]!.model,
      })),
    });
    expect(await claudeAgentsFormat.verify![0]!.run(ctx)).toEqual([]);
    const out = claudeAgentsFormat.write.run(ctx);
    expect(out.files.map(([p]) => p)).toEqual(FILES);
    expect(await claudeAgentsFormat.checkOutput![0]!.run(out, ctx)).toEqual([]);
    expect(await claudeAgentsFormat.roundtrip!(ctx)).toEqual({ differences: [], diagnostics: [] });
    // Each written file holds the description and the prompt whole.
    out.files.forEach(([, bytes], i) => {
      const text = Buffer.from(bytes).toString("utf8");
      expect(text).toContain(want[i]!.prompt);
      expect(text).toContain(want[i]!.description.slice(0, 60));
    });
  });
});
