/**
 * Skills and commands hold each tool's round trip whatever they hold.
 *
 * Skills: random companion files (binary bytes, CRLF text, modes 0o600/0o644/0o700/0o755, links inside
 * the skill) and a SKILL.md with CRLF or LF and random extra front-matter fields, converted from one
 * tool to another and back: every entry (bytes, mode, link target) is the source's, read with fs.
 *
 * Commands: random prompts mixing literal text with every placeholder Claude Code spells and random
 * extra front-matter fields, Claude → Copilot → Claude (Copilot spells every one): the prompt comes
 * back as written; Claude → Claude keeps every extra field. Floors make sure the runs held binary
 * files, executables, links, placeholders and extra fields, so the property cannot pass vacuously.
 */
import fc from "fast-check";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { convertPath } from "../../src/pipeline/convert.js";
import { SKILL_TOOLS } from "../../ir/dialects/setup/tools.js";
import { readCommandText } from "../../src/formats/setup/read-command.js";
import { commandTool } from "../../ir/dialects/setup/tools.js";
import { tempDir } from "../support/tmp.js";
import { snapshot, writeTree, type Spec } from "../support/setup.js";

const RUNS = 40;
const segment = fc.stringMatching(/^[a-z][a-z0-9_]{0,6}$/);
const extraKey = fc.stringMatching(/^x-[a-z]{1,6}$/);
const extraValue = fc.oneof(
  fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,10}[A-Za-z0-9]$/),
  fc.integer({ min: 0, max: 999 }),
  fc.boolean(),
);
const companion = fc.oneof(
  fc.record({
    kind: fc.constant("binary" as const),
    bytes: fc.uint8Array({ minLength: 1, maxLength: 64 }),
    mode: fc.constantFrom(0o600, 0o644, 0o700, 0o755),
  }),
  fc.record({
    kind: fc.constant("text" as const),
    lines: fc.array(fc.string({ maxLength: 12 }), { maxLength: 4 }),
    crlf: fc.boolean(),
    mode: fc.constantFrom(0o644, 0o755),
  }),
);

describe("skills: every file, byte, mode and link survives each tool's round trip", () => {
  it("holds", async () => {
    const seen = { binary: 0, executable: 0, links: 0, crlf: 0 };
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.tuple(segment, segment).map(([a, b]) => `${a}/${b}`),
          companion,
          { minKeys: 1, maxKeys: 5 },
        ),
        fc.dictionary(extraKey, extraValue, { maxKeys: 3 }),
        fc.boolean(),
        fc.constantFrom(...SKILL_TOOLS.map((t) => t.tool)),
        fc.constantFrom(...SKILL_TOOLS.map((t) => t.tool)),
        async (files, extra, crlf, from, to) => {
          const eol = crlf ? "\r\n" : "\n";
          const front =
            [
              "---",
              "name: s",
              "description: Does s. Use when s is asked for.",
              ...Object.entries(extra).map(([k, v]) => `${k}: ${v}`),
              "---",
              "",
              "Do s.",
            ].join(eol) + eol;
          const tree: Record<string, Spec> = { "SKILL.md": { kind: "file", bytes: front } };
          for (const [p, c] of Object.entries(files)) {
            if (p.split("/")[0] === "SKILL.md") continue;
            tree[p] =
              c.kind === "binary"
                ? { kind: "file", bytes: c.bytes, mode: c.mode }
                : { kind: "file", bytes: c.lines.join(c.crlf ? "\r\n" : "\n"), mode: c.mode };
          }
          const first = Object.keys(files)[0]!;
          tree[`link-${first.replace("/", "-")}`] = { kind: "link", target: first };
          const d = tempDir();
          const fromTool = SKILL_TOOLS.find((t) => t.tool === from)!;
          const src = join(d, fromTool.home, "s");
          writeTree(src, tree);
          const out = join(d, "out");
          await convertPath(src, { to, output: out });
          const back = join(d, "back");
          await convertPath(out, { to: from, output: back, from: `${to}-skills` });
          const want = snapshot(src);
          expect(snapshot(out)).toEqual(want);
          expect(snapshot(back)).toEqual(want);
          seen.binary += Object.values(files).filter(
            (c) => c.kind === "binary" && c.bytes.some((b) => b > 0x7f),
          ).length;
          seen.executable += Object.values(tree).filter((s) => s.kind === "file" && (s.mode ?? 0) & 0o100).length;
          seen.links += 1;
          seen.crlf += crlf ? 1 : 0;
        },
      ),
      { numRuns: RUNS, seed: 33 },
    );
    expect(seen.binary).toBeGreaterThanOrEqual(RUNS / 4);
    expect(seen.executable).toBeGreaterThanOrEqual(RUNS / 4);
    expect(seen.links).toBe(RUNS);
    expect(seen.crlf).toBeGreaterThanOrEqual(RUNS / 4);
  }, 120_000);
});

const literal = fc.stringMatching(/^[A-Za-z ,.]{0,12}$/);
const placeholder = fc.oneof(
  fc.constant("$ARGUMENTS"),
  fc.integer({ min: 1, max: 9 }).map((n) => `$${n}`),
);

describe("commands: placeholders and extra fields survive each tool's round trip", () => {
  it("holds", async () => {
    const seen = { placeholders: 0, extra: 0 };
    const claude = commandTool("claude")!;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(literal, placeholder), { minLength: 1, maxLength: 5 }),
        literal,
        fc.dictionary(extraKey, extraValue, { maxKeys: 3 }),
        fc.option(
          literal.filter((s) => s.trim().length > 0 && s.trim() === s),
          { nil: undefined },
        ),
        async (parts, tail, extra, description) => {
          const prompt = `${parts.map(([t, p]) => `${t}${p}`).join(" ")} ${tail}\n`;
          const fields = { ...(description ? { description } : {}), ...extra };
          const front = Object.keys(fields).length
            ? `---\n${Object.entries(fields)
                .map(([k, v]) => `${k}: ${v}`)
                .join("\n")}\n---\n`
            : "";
          const d = tempDir();
          writeTree(d, { ".claude/commands/c.md": { kind: "file", bytes: front + prompt } });
          const src = join(d, ".claude/commands/c.md");
          const original = readCommandText(src, "c.md", front + prompt, claude).command!;
          // Claude → Copilot → Claude: every placeholder spelled both ways, the prompt as written.
          const copilot = await convertPath(src, { to: "copilot", output: join(d, "c.prompt.md") });
          // An oracle apart from agentc's reader: Copilot's spelling of each placeholder, from the parts themselves.
          const spelled = `${parts.map(([t, p]) => `${t}${p === "$ARGUMENTS" ? "${input:args}" : `\${input:arg${p.slice(1)}}`}`).join(" ")} ${tail}\n`;
          expect(Buffer.from(copilot.files.files[0]![1]).toString().endsWith(spelled)).toBe(true);
          const back = await convertPath(join(d, "c.prompt.md"), {
            to: "claude",
            output: join(d, "back.md"),
            from: "copilot-commands",
          });
          const again = readCommandText(
            "back.md",
            "c.md",
            Buffer.from(back.files.files[0]![1]).toString(),
            claude,
          ).command!;
          expect(again.prompt).toBe(original.prompt);
          expect(again.description).toBe(original.description);
          // Claude → Claude: every extra field kept, with its value.
          const same = await convertPath(src, { to: "claude", output: join(d, "same.md") });
          const kept = readCommandText(
            "same.md",
            "c.md",
            Buffer.from(same.files.files[0]![1]).toString(),
            claude,
          ).command!;
          expect(kept.residual).toEqual(original.residual);
          expect(kept.prompt).toBe(original.prompt);
          seen.placeholders += parts.length;
          seen.extra += Object.keys(extra).length;
        },
      ),
      { numRuns: RUNS, seed: 33 },
    );
    expect(seen.placeholders).toBeGreaterThanOrEqual(RUNS);
    expect(seen.extra).toBeGreaterThanOrEqual(RUNS / 2);
  }, 120_000);
});

// A shell command as Gemini CLI runs one: words, flags, quotes and balanced braces (find's `{}`), no backticks or line breaks.
const shellCommand = fc
  .array(
    fc.oneof(
      fc.stringMatching(/^[a-z][a-z0-9._/-]{0,8}$/),
      fc.constantFrom("-n 5", '--pretty=format:"%s"', "{}", "\\;", "'a b'", "|", "{a,b}"),
    ),
    { minLength: 1, maxLength: 5 },
  )
  .map((w) => w.join(" "));

describe("commands: shell injections between Gemini CLI and Claude Code", () => {
  it("Gemini → Claude Code → Gemini gives the prompt back as written; Claude Code's file runs each command as !`…`", async () => {
    let injections = 0;
    const gemini = commandTool("gemini")!;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(literal, shellCommand), { minLength: 1, maxLength: 4 }),
        literal,
        async (parts, tail) => {
          const prompt = `${parts.map(([t, c]) => `${t} !{${c}}`).join("\n")}\n${tail}`;
          const d = tempDir();
          writeTree(d, {
            ".gemini/commands/c.toml": {
              kind: "file",
              bytes: `description = "d"\nprompt = ${JSON.stringify(prompt)}\n`,
            },
          });
          const src = join(d, ".gemini/commands/c.toml");
          const toClaude = await convertPath(src, { to: "claude", output: join(d, "c.md") });
          const md = Buffer.from(toClaude.files.files[0]![1]).toString();
          // The oracle from the parts themselves: each command in Claude Code's spelling, nothing ledgered.
          for (const [, c] of parts) expect(md).toContain(`!\`${c}\``);
          expect(toClaude.ledger.entries.filter((e) => e.pointer.includes("/placeholders/"))).toEqual([]);
          const back = await convertPath(join(d, "c.md"), {
            to: "gemini",
            output: join(d, "back.toml"),
            from: "claude-commands",
          });
          const again = readCommandText(
            "back.toml",
            "c.toml",
            Buffer.from(back.files.files[0]![1]).toString(),
            gemini,
          ).command!;
          const original = readCommandText(
            src,
            "c.toml",
            `description = "d"\nprompt = ${JSON.stringify(prompt)}\n`,
            gemini,
          ).command!;
          expect(again.prompt).toBe(original.prompt);
          injections += parts.length;
        },
      ),
      { numRuns: RUNS, seed: 34 },
    );
    expect(injections).toBeGreaterThanOrEqual(RUNS);
  }, 120_000);
});
