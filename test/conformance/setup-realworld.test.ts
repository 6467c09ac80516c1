/**
 * Skills and commands of real repositories (test/fixtures/realworld, SOURCES.md) through every tool:
 *
 * - every skill reads without errors; to its own tool and to every other tool it is copied byte for
 *   byte (read back with fs, not agentc's reader), and back again;
 * - every command reads; its own tool's output holds every field it had (read back) and a second
 *   conversion of that output changes no byte; to every other tool, import → export → import is a
 *   fixpoint (a second export is the first's bytes), and every field the way back lost is named in
 *   the ledger by JSON pointer.
 */
import { mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { COMMAND_TOOLS, commandFormatName, SKILL_TOOLS, skillFormatName } from "../../ir/dialects/setup/tools.js";
import type { CoreCommand } from "../../ir/dialects/core/setup.js";
import { convertPath } from "../../src/pipeline/convert.js";
import { validate } from "../../src/pipeline/validate.js";
import { formatNamed } from "../../src/formats/registry.js";
import { readCommandText } from "../../src/formats/setup/read-command.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";
import { snapshot } from "../support/setup.js";

const base = join(repoRoot, "test/fixtures/realworld");
const repos = readdirSync(base).filter((d) => statSync(join(base, d)).isDirectory());

async function found(names: readonly string[]): Promise<Array<{ repo: string; format: string; file: string }>> {
  const out: Array<{ repo: string; format: string; file: string }> = [];
  for (const repo of repos)
    for (const format of names)
      for (const file of (await formatNamed(format))!.discover!(join(base, repo))) out.push({ repo, format, file });
  return out;
}

describe("real skills", () => {
  it("every skill reads, and converts byte for byte to every tool and back", async () => {
    const skills = await found(SKILL_TOOLS.map(skillFormatName));
    // Enough of them, from several repositories and tools, for this to mean something.
    expect(skills.length).toBeGreaterThanOrEqual(15);
    expect(new Set(skills.map((s) => s.repo)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(skills.map((s) => s.format)).size).toBeGreaterThanOrEqual(3);
    for (const { repo, format, file } of skills) {
      const src = join(base, repo, dirname(file));
      const v = await validate(src, { format });
      expect(
        v.diagnostics.filter((d) => d.severity === "error"),
        `${repo}/${file}`,
      ).toEqual([]);
      const want = snapshot(src);
      const work = tempDir();
      for (const t of SKILL_TOOLS) {
        const out = join(work, t.tool);
        await convertPath(src, { to: t.tool, output: out, from: format });
        expect(snapshot(out), `${repo}/${file} → ${t.tool}`).toEqual(want);
        const back = join(work, `${t.tool}-back`);
        await convertPath(out, { to: format, output: back, from: skillFormatName(t) });
        expect(snapshot(back), `${repo}/${file} → ${t.tool} → back`).toEqual(want);
      }
    }
  }, 300_000);
});

const at = (c: CoreCommand): string =>
  `/commands/${[...c.namespace, c.name].join("/").replace(/~/g, "~0").replace(/\//g, "~1")}`;

/** The fields of a command the way back did not give back, as the pointers the ledger names them by. */
function lostFields(a: CoreCommand, b: CoreCommand | undefined): string[] {
  if (!b) return [at(a)];
  const out: string[] = [];
  for (const k of ["description", "argumentHint", "model"] as const) if (a[k] !== b[k]) out.push(`${at(a)}/${k}`);
  if (JSON.stringify(a.allowedTools) !== JSON.stringify(b.allowedTools)) out.push(`${at(a)}/allowedTools`);
  for (const [tool, fields] of Object.entries(a.residual))
    for (const k of Object.keys(fields))
      if (JSON.stringify(b.residual[tool]?.[k]) !== JSON.stringify(fields[k]))
        out.push(`${at(a)}/residual/${tool}/${k}`);
  if (a.prompt !== b.prompt) out.push(`${at(a)}/prompt`);
  return out;
}

describe("real commands", () => {
  it("every command keeps every field in its own tool, and each other tool's round trip is a fixpoint with its losses ledgered", async () => {
    const commands = await found(COMMAND_TOOLS.map(commandFormatName));
    expect(commands.length).toBeGreaterThanOrEqual(15);
    expect(new Set(commands.map((c) => c.format)).size).toBeGreaterThanOrEqual(4);
    let crossings = 0;
    for (const { repo, format, file } of commands) {
      const tool = COMMAND_TOOLS.find((t) => commandFormatName(t) === format)!;
      const src = join(base, repo, file);
      const rel = file.slice(file.indexOf(tool.dir) + tool.dir.length + 1);
      const name = rel.split("/").pop()!;
      const original = readCommandText(src, rel, readFileSync(src, "utf8"), tool).command!;
      expect(original, `${repo}/${file}`).toBeDefined();
      const work = tempDir();
      const put = (dir: string): string => (mkdirSync(join(work, dir), { recursive: true }), join(work, dir));
      // Its own tool: every field, and a second conversion changes nothing.
      const same = await convertPath(src, { to: format, output: join(put("same"), name), from: format });
      const sameText = Buffer.from(same.files.files[0]![1]).toString();
      expect(lostFields(original, readCommandText("x", rel, sameText, tool).command), `${repo}/${file}`).toEqual([]);
      const again = await convertPath(join(work, "same", name), {
        to: format,
        output: join(put("again"), name),
        from: format,
      });
      expect(Buffer.from(again.files.files[0]![1]).toString(), `${repo}/${file}`).toBe(sameText);
      for (const t of COMMAND_TOOLS.filter((x) => x !== tool)) {
        const there = `${original.name}${t.suffix}`;
        const e1 = await convertPath(src, {
          to: commandFormatName(t),
          output: join(put(`${t.tool}-1`), there),
          from: format,
        });
        const i1 = await convertPath(join(work, `${t.tool}-1`, there), {
          to: format,
          output: join(put(`${t.tool}-back`), name),
          from: commandFormatName(t),
        });
        const e2 = await convertPath(join(work, `${t.tool}-back`, name), {
          to: commandFormatName(t),
          output: join(put(`${t.tool}-2`), there),
          from: format,
        });
        expect(Buffer.from(e2.files.files[0]![1]).toString(), `${repo}/${file} → ${t.tool}: the second export`).toBe(
          Buffer.from(e1.files.files[0]![1]).toString(),
        );
        // Whatever the way back lost is named: by the field's pointer, or (the prompt) by its placeholders'.
        const back = readCommandText("x", rel, Buffer.from(i1.files.files[0]![1]).toString(), tool).command;
        const named = [...e1.ledger.entries, ...i1.ledger.entries].map((e) => e.pointer);
        for (const lost of lostFields({ ...original, namespace: [] }, back && { ...back, namespace: [] })) {
          const prefix = lost.endsWith("/prompt") ? `${lost}/placeholders/` : lost;
          expect(
            named.some((p) => p.startsWith(prefix) || p === lost),
            `${repo}/${file} → ${t.tool}: ${lost} lost without a ledger entry (ledger: ${named.join(", ")})`,
          ).toBe(true);
        }
        crossings++;
      }
    }
    expect(crossings).toBeGreaterThanOrEqual(60);
  }, 300_000);
});
