/**
 * ir/io/append-journal: recovery at its edges. A journal whose first line never ended was being
 * written when its session died, before the session wrote anything: it only goes, even when what
 * it holds so far parses. A file at exactly its recorded length was not appended to: nothing is cut.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { AppendJournal, JOURNAL_FILE } from "../../ir/io/append-journal.js";

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
const tmp = (): string => {
  const d = mkdtempSync(join(tmpdir(), "agentc-mut-journal-"));
  dirs.push(d);
  return d;
};

describe("AppendJournal.recover edges", () => {
  it("a first line without its newline is a journal cut short: nothing is undone", () => {
    const d = tmp();
    writeFileSync(join(d, "a.log"), "abcd");
    writeFileSync(join(d, JOURNAL_FILE), '{"lengths":{"a.log":2},"restore":{}} ');
    expect(AppendJournal.recover(d, false)).toEqual({ cut: {}, restored: [], removed: [] });
    expect(readFileSync(join(d, "a.log"), "utf8")).toBe("abcd");
    expect(readdirSync(d)).toEqual(["a.log"]);
  });

  it("a file at its recorded length is left and not reported; created files listed twice are removed once", () => {
    const d = tmp();
    writeFileSync(join(d, "a.log"), "ab");
    writeFileSync(join(d, "b.log"), "abcdef");
    writeFileSync(join(d, "n.bin"), "n");
    const start = { lengths: { "a.log": 2, "b.log": 1 }, restore: {} };
    writeFileSync(join(d, JOURNAL_FILE), `${JSON.stringify(start)}\n"n.bin"\n"n.bin"\n42\n`);
    expect(AppendJournal.recover(d, false)).toEqual({ cut: { "b.log": 5 }, restored: [], removed: ["n.bin"] });
    expect(readFileSync(join(d, "a.log"), "utf8")).toBe("ab");
    expect(readFileSync(join(d, "b.log"), "utf8")).toBe("a");
    expect(existsSync(join(d, "n.bin"))).toBe(false);
    expect(readdirSync(d).sort()).toEqual(["a.log", "b.log"]);
  });

  it("a session's own roll-back restores a rewritten file that was removed meanwhile", () => {
    const d = tmp();
    writeFileSync(join(d, "m.json"), "before");
    const j = AppendJournal.begin(d, { lengths: {}, restore: { "m.json": "before" } }, false);
    rmSync(join(d, "m.json"));
    expect(j.rollBack()).toEqual({ cut: {}, restored: ["m.json"], removed: [] });
    expect(readFileSync(join(d, "m.json"), "utf8")).toBe("before");
    expect(readdirSync(d)).toEqual(["m.json"]);
  });
});
