/**
 * ir/io's exclusive writers (a name already taken is never written through, and no temporary is
 * left beside it), the temporary-name parser, and the UTF-8 reader's RULES-ENCODING warning with
 * hand-worked offsets, lines and counts (WHATWG Encoding: one U+FFFD per maximal invalid subpart).
 */
import {
  existsSync,
  lstatSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  createExclusive,
  temporaryOwner,
  tempSibling,
  writeFileExclusive,
  writeTemporary,
} from "../../ir/io/atomic-write.js";
import { UnsafePathError } from "../../ir/io/safe-path.js";
import { Utf8Watch, decodeUtf8, encodingWarning, replacedBytes } from "../../ir/io/decode-utf8.js";

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
const tmp = (): string => {
  const d = mkdtempSync(join(tmpdir(), "agentc-mut-excl-"));
  dirs.push(d);
  return d;
};

describe("exclusive writes", () => {
  it("writeFileExclusive publishes once, creates parents, never replaces, leaves no temporary", () => {
    const d = tmp();
    const path = join(d, "a", "b", "out.txt");
    expect(writeFileExclusive(path, "first")).toBe(true);
    expect(readFileSync(path, "utf8")).toBe("first");
    expect(writeFileExclusive(path, "second")).toBe(false);
    expect(readFileSync(path, "utf8")).toBe("first");
    expect(readdirSync(join(d, "a", "b"))).toEqual(["out.txt"]);
    // A dangling link at the name is something there: not followed, its target not created.
    const link = join(d, "link.txt");
    symlinkSync(join(d, "target.txt"), link);
    expect(writeFileExclusive(link, "x")).toBe(false);
    expect(existsSync(join(d, "target.txt"))).toBe(false);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readdirSync(d).sort()).toEqual(["a", "link.txt"]);
    expect(writeFileExclusive(join(d, "m.sh"), "#!/bin/sh\n", { mode: 0o700 })).toBe(true);
    expect(statSync(join(d, "m.sh")).mode & 0o100).toBe(0o100);
  });

  it("createExclusive and writeTemporary refuse a name already there", () => {
    const d = tmp();
    const p = join(d, "f");
    expect(createExclusive(p, "one")).toBe(true);
    expect(createExclusive(p, "two")).toBe(false);
    expect(readFileSync(p, "utf8")).toBe("one");
    expect(() => createExclusive(join(d, "missing", "f"), "x")).toThrow(/ENOENT/);
    let error: unknown;
    try {
      writeTemporary(p, "three");
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(UnsafePathError);
    expect((error as UnsafePathError).code).toBe("AGC-IO-EXISTS");
    expect((error as Error).message).toBe(`${p} already exists: not agentc's temporary, so it is left as it is`);
    expect(readFileSync(p, "utf8")).toBe("one");
    writeTemporary(join(d, "g"), new Uint8Array([1, 2]));
    expect([...readFileSync(join(d, "g"))]).toEqual([1, 2]);
  });

  it("temporaryOwner reads host tag and pid from a temporary's name, and nothing else", () => {
    const name = basename(tempSibling("/x/out.aegx"));
    expect(name.startsWith(".agentc-tmp-")).toBe(true);
    expect(name.endsWith(".out.aegx")).toBe(true);
    expect(temporaryOwner(name)).toMatchObject({ pid: process.pid });
    expect(temporaryOwner(".agentc-tmp-abc-12-3-0123abcd.name")).toEqual({ host: "abc", pid: 12 });
    expect(temporaryOwner(".agentc-tmp-abc-12-3-0123abc.name")).toBeUndefined(); // salt of 7 hex digits
    expect(temporaryOwner(".agentc-tmp-abc-12-3-0123abcd")).toBeUndefined(); // no name after the salt
    expect(temporaryOwner("x.agentc-tmp-abc-12-3-0123abcd.name")).toBeUndefined();
    expect(temporaryOwner("out.aegx")).toBeUndefined();
  });
});

describe("decodeUtf8", () => {
  const b = (...parts: Array<string | number[]>): Uint8Array =>
    Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "utf8") : Buffer.from(p))));

  it("valid text: no warning", () => {
    expect(decodeUtf8(b("ok €\n"), "f.md")).toEqual({ text: "ok €\n", diagnostics: [] });
    expect(replacedBytes(b("ok"), "ok")).toBeUndefined();
  });

  it("names the first invalid byte's offset and line and counts the replacements", () => {
    const bytes = b("a\nb\n", [0xff], "c", [0xfe]);
    expect(decodeUtf8(bytes, "f.md")).toEqual({
      text: "a\nb\n\uFFFDc\uFFFD",
      diagnostics: [
        {
          code: "RULES-ENCODING",
          severity: "warning",
          message:
            "f.md is not valid UTF-8 (first invalid byte at offset 4, line 3): 2 replacement characters (U+FFFD) stand for the bytes that are not",
          file: "f.md",
          line: 3,
        },
      ],
    });
  });

  it("a cut sequence is reported where it starts; a U+FFFD written in the file is not counted", () => {
    // E2 82 AC is "€": cut after two bytes, then "y".
    const cut = b("x", [0xe2, 0x82], "y");
    expect(replacedBytes(cut, Buffer.from(cut).toString("utf8"))).toEqual({ offset: 1, line: 1, count: 1 });
    expect(decodeUtf8(cut, "g").diagnostics[0]!.message).toBe(
      "g is not valid UTF-8 (first invalid byte at offset 1, line 1): 1 replacement character (U+FFFD) stand for the bytes that are not",
    );
    const written = b("\uFFFD", [0x80]);
    expect(replacedBytes(written, "\uFFFD\uFFFD")).toEqual({ offset: 3, line: 1, count: 1 });
    expect(replacedBytes(b([0x80]), "\uFFFD", { offset: 100, line: 7 })).toEqual({ offset: 100, line: 7, count: 1 });
    expect(encodingWarning("h", { offset: 0, line: 1, count: 3 }, "; and 2 more lines").message).toBe(
      "h is not valid UTF-8 (first invalid byte at offset 0, line 1): 3 replacement characters (U+FFFD) stand for the bytes that are not; and 2 more lines",
    );
  });

  it("Utf8Watch fed byte by byte gives decodeUtf8's warning for the whole", () => {
    const bytes = b("l1\n€\n", [0xe2, 0x82], "\n", [0xff], "\u00e9", [0xc3]);
    const whole = decodeUtf8(bytes, "log").diagnostics;
    expect(whole).toHaveLength(1);
    expect(whole[0]).toMatchObject({ line: 3 });
    expect(whole[0]!.message).toContain("offset 7, line 3): 3 replacement characters");
    const watch = new Utf8Watch("log");
    for (const byte of bytes) watch.feed(new Uint8Array([byte]));
    expect(watch.warning()).toEqual(whole[0]);
    const clean = new Utf8Watch("c");
    for (const byte of b("€€\n")) clean.feed(new Uint8Array([byte]));
    expect(clean.warning()).toBeUndefined();
  });
});
