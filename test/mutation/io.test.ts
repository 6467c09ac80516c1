/**
 * ir/io and small ir/graph stores against a scratch directory: exact refusal messages and codes
 * of the path guards, atomic writes that leave nothing behind, file trees on disk and in memory,
 * input-kind checks (FIFO included), and the loss ledger's ordering and minimisation.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve, sep } from "node:path";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import {
  UnsafePathError,
  assertNotInput,
  canonicalPath,
  realJoiner,
  realPlacer,
  relativePathProblems,
  safeJoin,
  safeJoinReal,
} from "../../ir/io/safe-path.js";
import { fsyncPath, writeDirectoryAtomic, writeFileAtomic } from "../../ir/io/atomic-write.js";
import { OutputExistsError as PathExists, assertOutputFree, occupied } from "../../ir/io/output-path.js";
import { OutputExistsError, directoryOf, existingOutput, oneFile, writeOutput } from "../../ir/io/output-files.js";

const OUTPUT_EXISTS = new OutputExistsError("m");
import { diskTree, memoryTree } from "../../ir/io/file-tree.js";
import { AgentcError } from "../../ir/diagnostics/agentc-error.js";
import { CODES, type Code } from "../../ir/diagnostics/codes.js";
import {
  WRITE_ONLY_CODES,
  WriteError,
  asWriteError,
  writeReason,
  writing,
  writingAsync,
} from "../../ir/io/write-error.js";
import { InputPathError, checkInputPath, openInputFile, readInputFile } from "../../ir/io/input-file.js";
import { FIXED_EPOCH_UTC, nowUtc, reproducibleUtc } from "../../ir/io/clock.js";
import { packagePath, packageRoot, packageVersion } from "../../ir/io/package-root.js";
import { LossLedger } from "../../ir/loss-ledger.js";
import { BlobStore } from "../../ir/graph/blob-store.js";
import { SourceTexts } from "../../ir/graph/source-texts.js";
import { blake3Hex, digestHex, isHashAlgorithm, sha256, sha256Hex, sha512Hex } from "../../ir/hash/digest.js";

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
const tmp = (): string => {
  const d = mkdtempSync(join(tmpdir(), "agentc-mut-io-"));
  dirs.push(d);
  return d;
};
function thrown(f: () => unknown): { name: string; code: unknown; message: string } {
  try {
    f();
  } catch (e) {
    return { name: (e as Error).name, code: (e as { code?: unknown }).code, message: (e as Error).message };
  }
  throw new Error("did not throw");
}

describe("path guards", () => {
  it("relativePathProblems", () => {
    expect(relativePathProblems("a/b")).toEqual([]);
    expect(relativePathProblems("a..b/..c")).toEqual([]);
    expect(relativePathProblems("")).toEqual(["empty path"]);
    expect(relativePathProblems("/x\\..\\y\0")).toEqual([
      "NUL character in path",
      "backslash in path",
      "absolute path",
      "path traversal (..)",
    ]);
    expect(relativePathProblems("c:/x")).toEqual(["drive-rooted path"]);
    expect(relativePathProblems("1:/x")).toEqual([]);
    expect(relativePathProblems("..")).toEqual(["path traversal (..)"]);
  });

  it("safeJoin gives path.resolve's answer for every path it takes, and refuses exactly what has a problem or leaves the root", () => {
    const segment = fc.oneof(
      fc.constantFrom(".", "..", "", ".store", "a.b", "x-y", "@s", "c:", "..."),
      fc.string({ unit: fc.constantFrom("a", ".", "-", "_", "@", "\\", ":", "\0", " ", "é"), maxLength: 4 }),
    );
    const rel = fc.array(segment, { minLength: 1, maxLength: 4 }).map((s) => s.join("/"));
    for (const root of ["/r/oot", "/"]) {
      fc.assert(
        fc.property(rel, (r) => {
          const want = resolve(root, r);
          const refused =
            relativePathProblems(r).length > 0 ||
            (want !== resolve(root) && !want.startsWith(resolve(root) === "/" ? "/" : `${resolve(root)}/`));
          if (refused) expect(() => safeJoin(root, r), r).toThrow(UnsafePathError);
          else expect(safeJoin(root, r), r).toBe(want);
        }),
        { numRuns: 2000 },
      );
    }
  });

  it("safeJoin and safeJoinReal", () => {
    const root = tmp();
    expect(safeJoin(root, "a/b")).toBe(join(root, "a", "b"));
    expect(thrown(() => safeJoin(root, "../x"))).toEqual({
      name: "UnsafePathError",
      code: "AGC-IO-PATH",
      message: 'refusing to write "../x": path traversal (..)',
    });
    expect(thrown(() => safeJoin(root, "/x\\y"))).toMatchObject({
      message: 'refusing to write "/x\\\\y": backslash in path, absolute path',
    });
    mkdirSync(join(root, "inside"));
    const outside = tmp();
    symlinkSync(outside, join(root, "link"));
    expect(safeJoinReal(root, "inside/f")).toBe(join(root, "inside", "f"));
    expect(safeJoinReal(root, "new/deeper/f")).toBe(join(root, "new", "deeper", "f"));
    expect(thrown(() => safeJoinReal(root, "link/f"))).toEqual({
      name: "UnsafePathError",
      code: "AGC-IO-PATH",
      message: `refusing to write "link/f": it leads outside ${root} through a symbolic link (to ${canonicalPath(join(outside, "f"))})`,
    });
    expect(new UnsafePathError("m", "AGC-IO-PATH").exitCode).toBe(4);
  });

  it("realPlacer tells what is there: files and links to files in a directory that exists, nothing in a new one", () => {
    const root = tmp();
    mkdirSync(join(root, "rules"));
    writeFileSync(join(root, "rules", "present.md"), "x");
    symlinkSync(join(root, "rules", "present.md"), join(root, "rules", "alias.md"));
    symlinkSync(join(root, "rules", "gone.md"), join(root, "rules", "dangling.md"));
    const place = realPlacer(root);
    expect(place("rules/present.md")).toEqual({ path: join(root, "rules", "present.md"), exists: true });
    expect(place("rules/alias.md")).toEqual({ path: join(root, "rules", "alias.md"), exists: true });
    expect(place("rules/dangling.md")).toEqual({ path: join(root, "rules", "dangling.md"), exists: false });
    expect(place("rules/absent.md")).toEqual({ path: join(root, "rules", "absent.md"), exists: false });
    expect(place("new/deeper/c.md")).toEqual({ path: join(root, "new", "deeper", "c.md"), exists: false });
  });

  it("realJoiner refuses what safeJoinReal refuses, path after path: links to files and to directories, new or not", () => {
    const root = tmp();
    const outside = tmp();
    mkdirSync(join(root, "rules"));
    writeFileSync(join(outside, "target.md"), "x");
    symlinkSync(join(outside, "target.md"), join(root, "rules", "linked.md"));
    symlinkSync(outside, join(root, "out"));
    symlinkSync(join(root, "rules"), join(root, "alias"));
    const inRoot = realJoiner(root);
    const outsideFile = `refusing to write "rules/linked.md": it leads outside ${root} through a symbolic link (to ${canonicalPath(join(outside, "target.md"))})`;
    for (const [rel, want] of [
      ["rules/a.md", join(root, "rules", "a.md")],
      ["rules/b.md", join(root, "rules", "b.md")],
      ["new/deeper/c.md", join(root, "new", "deeper", "c.md")],
      ["alias/d.md", join(root, "alias", "d.md")],
    ] as const) {
      expect(inRoot(rel)).toBe(want);
      expect(safeJoinReal(root, rel)).toBe(want);
    }
    for (const rel of ["rules/linked.md", "out/e.md", "out/new/f.md"]) {
      expect(
        thrown(() => inRoot(rel)),
        rel,
      ).toEqual(thrown(() => safeJoinReal(root, rel)));
      expect(thrown(() => inRoot(rel))).toMatchObject({ code: "AGC-IO-PATH" });
    }
    expect(thrown(() => inRoot("rules/linked.md"))).toMatchObject({ message: outsideFile });
    expect(thrown(() => inRoot("../x"))).toMatchObject({ message: 'refusing to write "../x": path traversal (..)' });
    // A second path in a directory already seen is still checked as itself (a file link in it).
    expect(inRoot("rules/z.md")).toBe(join(root, "rules", "z.md"));
    expect(thrown(() => inRoot("rules/linked.md"))).toMatchObject({ message: outsideFile });
  });

  it("canonicalPath follows links and keeps missing tails", () => {
    const root = tmp();
    mkdirSync(join(root, "real"));
    symlinkSync(join(root, "real"), join(root, "alias"));
    const real = canonicalPath(join(root, "real"));
    expect(canonicalPath(join(root, "alias"))).toBe(real);
    expect(canonicalPath(join(root, "alias", "missing", "f"))).toBe(`${real}${sep}missing${sep}f`);
    expect(canonicalPath("/")).toBe("/");
  });

  it("assertNotInput: the same path, inside it, or containing it", () => {
    const root = tmp();
    const input = join(root, "in");
    mkdirSync(input);
    expect(() => assertNotInput(join(root, "out"), [input])).not.toThrow();
    expect(() => assertNotInput(join(root, "in2"), [input])).not.toThrow();
    for (const out of [input, join(input, "x")]) {
      expect(thrown(() => assertNotInput(out, [join(root, "other"), input]))).toEqual({
        name: "UnsafePathError",
        code: "AGC-IO-INPUT",
        message: `refusing to write ${out}: it would overwrite the input ${input}`,
      });
    }
    expect(thrown(() => assertNotInput(root, [input]))).toMatchObject({
      code: "AGC-IO-INPUT",
      message: `refusing to write ${root}: it would overwrite the input ${input}`,
    });
  });

  it("assertNotInput with file inputs: a new output passes at once; an existing path, a link to the input included, is resolved", () => {
    const root = tmp();
    const input = join(root, "a.aix");
    writeFileSync(input, "x");
    expect(() => assertNotInput(join(root, "a.air"), [input])).not.toThrow();
    symlinkSync(input, join(root, "link.air"));
    symlinkSync(root, join(root, "same"));
    for (const out of [input, join(root, "link.air"), join(root, "same", "a.aix")]) {
      expect(thrown(() => assertNotInput(out, [input]))).toMatchObject({
        code: "AGC-IO-INPUT",
        message: `refusing to write ${out}: it would overwrite the input ${input}`,
      });
    }
    // A new output inside an input that is a directory is still refused, beside a file input.
    expect(thrown(() => assertNotInput(join(root, "same", "new"), [input, root]))).toMatchObject({
      code: "AGC-IO-INPUT",
    });
  });
});

describe("atomic writes", () => {
  it("writeFileAtomic makes parents and leaves no temporary file", () => {
    const root = tmp();
    const f = join(root, "a", "b.txt");
    writeFileAtomic(f, "one");
    writeFileAtomic(f, new Uint8Array([0x32]));
    expect(readFileSync(f, "utf8")).toBe("2");
    expect(readdirSync(join(root, "a"))).toEqual(["b.txt"]);
    writeFileAtomic(join(root, "m", "n", "c.txt"), "deep");
    expect(readFileSync(join(root, "m", "n", "c.txt"), "utf8")).toBe("deep");
    fsyncPath(f);
    mkdirSync(join(root, "d"));
    expect(() => writeFileAtomic(join(root, "d"), "x")).toThrow();
    expect(readdirSync(root).sort()).toEqual(["a", "d", "m"]);
    // A parent that is a file: the error of the write itself (its errno kept), nothing made; it names the output (exit 5, AGC-WRITE).
    const target = join(root, "m", "n", "c.txt", "x");
    expect(thrown(() => writeFileAtomic(target, "y"))).toEqual({
      name: "WriteError",
      code: "AGC-WRITE",
      message: `cannot write ${target}: a part of the path is not a directory (ENOTDIR)`,
    });
    let cause: unknown;
    try {
      writeFileAtomic(target, "y");
    } catch (e) {
      cause = (e as Error).cause;
    }
    expect(cause).toMatchObject({ code: "ENOTDIR" });
  });

  it("writeDirectoryAtomic builds, replaces only when asked, and cleans up", () => {
    const root = tmp();
    const dir = join(root, "out");
    writeDirectoryAtomic(
      dir,
      [
        ["x/y.txt", "1"],
        ["z.txt", new Uint8Array([0x32])],
      ],
      {},
      ["empty/inner"],
    );
    expect(readFileSync(join(dir, "x", "y.txt"), "utf8")).toBe("1");
    expect(readFileSync(join(dir, "z.txt"), "utf8")).toBe("2");
    expect(readdirSync(join(dir, "empty", "inner"))).toEqual([]);
    expect(thrown(() => writeDirectoryAtomic(dir, [["a", "b"]]))).toEqual({
      name: "UnsafePathError",
      code: "AGC-IO-EXISTS",
      message: `${dir} exists and is not empty (use --force to replace it)`,
    });
    writeDirectoryAtomic(dir, [["new.txt", "n"]], { replace: true });
    expect(readdirSync(dir)).toEqual(["new.txt"]);
    expect(readdirSync(root)).toEqual(["out"]);
    expect(() => writeDirectoryAtomic(join(root, "bad"), [["../escape", "x"]])).toThrow(
      'refusing to write "../escape": path traversal (..)',
    );
    expect(readdirSync(root)).toEqual(["out"]);
    writeFileSync(join(root, "file"), "x");
    expect(thrown(() => writeDirectoryAtomic(join(root, "file"), []))).toMatchObject({
      code: "AGC-IO-EXISTS",
      message: `${join(root, "file")} exists and is not a directory`,
    });
    mkdirSync(join(root, "emptydir"));
    writeDirectoryAtomic(join(root, "emptydir"), [["a", "1"]]);
    expect(readdirSync(join(root, "emptydir"))).toEqual(["a"]);
    // Missing parents are made (only then: see withParents), and nothing is left beside the output.
    writeDirectoryAtomic(join(root, "p", "q", "out"), [["a", "1"]]);
    expect(readFileSync(join(root, "p", "q", "out", "a"), "utf8")).toBe("1");
    expect(readdirSync(join(root, "p", "q"))).toEqual(["out"]);
  });
});

describe("output checks", () => {
  it("occupied and assertOutputFree (output-path.ts)", () => {
    const root = tmp();
    expect(occupied(join(root, "none"))).toBeUndefined();
    mkdirSync(join(root, "empty"));
    expect(occupied(join(root, "empty"))).toBeUndefined();
    writeFileSync(join(root, "f"), "");
    expect(occupied(join(root, "f"))).toBe("file");
    expect(occupied(root)).toBe("directory");
    symlinkSync(join(root, "nowhere"), join(root, "dangling"));
    expect(occupied(join(root, "dangling"))).toBe("file");
    expect(() => assertOutputFree(join(root, "f"), true)).not.toThrow();
    expect(() => assertOutputFree(join(root, "none"))).not.toThrow();
    const f = thrown(() => assertOutputFree(join(root, "f")));
    expect(f).toEqual({
      name: "OutputExistsError",
      code: "AGC-OUTPUT-EXISTS",
      message: `${join(root, "f")} exists; refusing to overwrite it (use --force to replace it)`,
    });
    expect(thrown(() => assertOutputFree(root))).toMatchObject({
      message: `${root} exists and is not empty; refusing to overwrite it (use --force to replace it)`,
    });
    expect(new PathExists("m", "/p").path).toBe("/p");
    expect(OUTPUT_EXISTS.code).toBe("AGC-OUTPUT-EXISTS");
    expect(OUTPUT_EXISTS.exitCode).toBe(1);
  });

  it("existingOutput and writeOutput (output-files.ts)", () => {
    const root = tmp();
    expect(oneFile("hi")).toEqual({ kind: "file", files: [["", Buffer.from("hi")]] });
    expect(directoryOf([["a", "x"]])).toEqual({ kind: "directory", files: [["a", Buffer.from("x")]] });
    expect(directoryOf([["a", new Uint8Array([1])]], ["e"])).toEqual({
      kind: "directory",
      files: [["a", new Uint8Array([1])]],
      emptyDirs: ["e"],
    });
    const file = join(root, "f.txt");
    expect(existingOutput(file, "file")).toBeUndefined();
    expect(writeOutput(file, oneFile("1"))).toEqual([[file, Buffer.from("1")]]);
    expect(existingOutput(file, "file")).toBe(`${file} exists`);
    expect(thrown(() => writeOutput(file, oneFile("2")))).toEqual({
      name: "OutputExistsError",
      code: "AGC-OUTPUT-EXISTS",
      message: `${file} exists; nothing was written (use --force to replace it)`,
    });
    writeOutput(file, oneFile("2"), { force: true });
    expect(readFileSync(file, "utf8")).toBe("2");
    const dir = join(root, "d");
    expect(writeOutput(dir, directoryOf([["a/b", "x"]]))).toEqual([[`${dir}/a/b`, Buffer.from("x")]]);
    expect(existingOutput(dir, "directory")).toBe(`${dir} exists and is not empty`);
    expect(existingOutput(dir, "file")).toBe(`${dir} is a directory; name a file with -o`);
    expect(thrown(() => writeOutput(dir, oneFile("x"), { force: true }))).toMatchObject({
      message: `${dir} is a directory; name a file with -o; nothing was written (use --force to replace it)`,
    });
    writeOutput(dir, directoryOf([["c", "y"]]), { force: true });
    expect(readdirSync(dir)).toEqual(["c"]);
    mkdirSync(join(root, "e"));
    expect(existingOutput(join(root, "e"), "directory")).toBeUndefined();
  });
});

describe("file trees", () => {
  it("memoryTree lists directories and files by name", () => {
    const t = memoryTree(
      new Map<string, string | Uint8Array>([
        ["b/c.txt", "c"],
        ["a.txt", "a"],
        ["b/d/e", new Uint8Array([1])],
        ["b", "file-and-dir"],
      ]),
    );
    expect(t.list("")).toEqual([
      { name: "a.txt", isDirectory: false },
      { name: "b", isDirectory: true },
    ]);
    expect(t.list("b")).toEqual([
      { name: "c.txt", isDirectory: false },
      { name: "d", isDirectory: true },
    ]);
    expect(t.list("zz")).toEqual([]);
    expect(t.exists("b/d")).toBe(true);
    expect(t.exists("b/c.txt")).toBe(true);
    expect(t.exists("b/c")).toBe(false);
    expect(t.exists("b/d/e/f")).toBe(false);
    expect(t.read("a.txt").toString()).toBe("a");
    expect(t.signature("a.txt")).toBe("1");
    expect(t.signature("none")).toBe("0");
    expect(thrown(() => t.read("none"))).toMatchObject({ code: "ENOENT", message: "none: no such file in memory" });
  });

  it("diskTree skips what is neither file nor directory", () => {
    const root = tmp();
    mkdirSync(join(root, "sub"));
    writeFileSync(join(root, "b.txt"), "bb");
    writeFileSync(join(root, "sub", "a"), "");
    symlinkSync("nowhere", join(root, "link"));
    const t = diskTree(root);
    expect(t.list("")).toEqual([
      { name: "b.txt", isDirectory: false },
      { name: "sub", isDirectory: true },
    ]);
    expect(t.list("sub")).toEqual([{ name: "a", isDirectory: false }]);
    expect(t.exists("b.txt")).toBe(true);
    expect(t.exists("nope")).toBe(false);
    expect(t.exists("")).toBe(true);
    expect(t.read("b.txt").toString()).toBe("bb");
    expect(t.signature("b.txt")).toMatch(/^2:\d+(\.\d+)?$/);
  });
});

describe("input files", () => {
  it("kinds and refusals", () => {
    const root = tmp();
    const f = join(root, "f");
    writeFileSync(f, "data");
    expect(checkInputPath(f).isFile()).toBe(true);
    expect(checkInputPath(root, "directory").isDirectory()).toBe(true);
    expect(checkInputPath(root, "file-or-directory").isDirectory()).toBe(true);
    expect(checkInputPath(f, "file-or-directory").isFile()).toBe(true);
    expect(thrown(() => checkInputPath(join(root, "none")))).toEqual({
      name: "InputPathError",
      code: "AGC-IO-MISSING",
      message: `${join(root, "none")}: no such file or directory`,
    });
    expect(thrown(() => checkInputPath(join(f, "under")))).toMatchObject({ code: "AGC-IO-MISSING" });
    expect(thrown(() => checkInputPath(root))).toMatchObject({
      code: "AGC-IO-NOT-FILE",
      message: `${root} is a directory; a file is expected here`,
    });
    expect(thrown(() => checkInputPath(f, "directory"))).toMatchObject({
      code: "AGC-IO-NOT-DIR",
      message: `${f} is a file; a directory is expected here`,
    });
    const fifo = join(root, "fifo");
    execFileSync("mkfifo", [fifo]);
    expect(thrown(() => checkInputPath(fifo))).toMatchObject({
      code: "AGC-IO-NOT-REGULAR",
      message: `${fifo} is a FIFO; only regular files are read`,
    });
    expect(thrown(() => checkInputPath(fifo, "file-or-directory"))).toMatchObject({
      message: `${fifo} is a FIFO; only regular files and directories are read`,
    });
    expect(thrown(() => checkInputPath("/dev/null"))).toMatchObject({
      code: "AGC-IO-NOT-REGULAR",
      message: "/dev/null is a device; only regular files are read",
    });
    expect(readInputFile(f).toString()).toBe("data");
    expect(readInputFile(f, "utf8")).toBe("data");
    expect(typeof openInputFile(f)).toBe("number");
    expect(new InputPathError("m", "C", "/p").path).toBe("/p");
  });
});

describe("clock and package root", () => {
  it("SOURCE_DATE_EPOCH pins the time; derived artefacts never use the wall clock", () => {
    const saved = process.env.SOURCE_DATE_EPOCH;
    try {
      process.env.SOURCE_DATE_EPOCH = "1767225600";
      expect(nowUtc()).toBe("2026-01-01T00:00:00Z");
      expect(reproducibleUtc()).toBe("2026-01-01T00:00:00Z");
      process.env.SOURCE_DATE_EPOCH = "not a number";
      expect(reproducibleUtc()).toBe(FIXED_EPOCH_UTC);
      expect(nowUtc()).toMatch(/^20\d\d-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      expect(nowUtc()).not.toBe("2026-01-01T00:00:00Z");
      delete process.env.SOURCE_DATE_EPOCH;
      expect(reproducibleUtc()).toBe("1980-01-01T00:00:00Z");
    } finally {
      if (saved === undefined) delete process.env.SOURCE_DATE_EPOCH;
      else process.env.SOURCE_DATE_EPOCH = saved;
    }
  });

  it("finds this package", () => {
    const root = packageRoot();
    expect(JSON.parse(readFileSync(join(root, "package.json"), "utf8")).name).toBe("agentc-compiler");
    expect(packagePath("a", "b")).toBe(join(root, "a", "b"));
    expect(packageVersion()).toMatch(/^\d+\.\d+\.\d+/);
    expect(packageRoot()).toBe(root);
  });
});

describe("hashes", () => {
  it("FIPS 180 and BLAKE3 test vectors", () => {
    expect(sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(sha256(new Uint8Array(Buffer.from("abc"))).toString("hex")).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
    expect(sha512Hex("abc")).toBe(
      "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f",
    );
    expect(blake3Hex("")).toBe("af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262");
    expect(blake3Hex(new Uint8Array())).toBe("af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262");
    expect(digestHex("sha256", "abc")).toBe(sha256Hex("abc"));
    expect(digestHex("sha512", "abc")).toBe(sha512Hex("abc"));
    expect(digestHex("blake3", "")).toBe(blake3Hex(""));
    expect(isHashAlgorithm("blake3")).toBe(true);
    expect(isHashAlgorithm("md5")).toBe(false);
  });
});

describe("loss ledger and stores", () => {
  it("locates, sorts and minimises", () => {
    const l = new LossLedger();
    expect(l.isEmpty).toBe(true);
    l.record({ pointer: "/mcp/servers/0/args", file: "a", target: "uaix", reason: "r1" });
    l.record({ pointer: "/mcp", file: "a", target: "uaix", reason: "r2" });
    l.record({ pointer: "/mcp", file: "a", target: "uaix", reason: "r3" });
    l.record({ pointer: "/mcpx", file: "a", target: "uaix", reason: "r4" });
    l.record({ pointer: "/mcp/servers", file: "b", target: "uaix", reason: "r5" });
    l.record({ pointer: "/mcp/servers", file: "a", target: "air", reason: "r6" });
    l.record({ pointer: "/a", file: "a", target: "air", reason: "r7", line: 9, col: 9 });
    expect(l.isEmpty).toBe(false);
    expect(l.entries).toHaveLength(7);
    expect(l.sorted().map((e) => e.reason)).toEqual(["r7", "r2", "r3", "r5", "r6", "r1", "r4"]);
    expect(l.minimal().map((e) => e.reason)).toEqual(["r7", "r2", "r5", "r6", "r4"]);
    l.locate(
      "a",
      new Map([
        ["/mcp/servers", { line: 3, col: 4 }],
        ["", { line: 1, col: 1 }],
      ]),
    );
    const by = (r: string): { line?: number; col?: number } => {
      const e = l.entries.find((x) => x.reason === r)!;
      return { line: e.line, col: e.col };
    };
    expect(by("r1")).toEqual({ line: 3, col: 4 });
    expect(by("r2")).toEqual({ line: 1, col: 1 });
    expect(by("r6")).toEqual({ line: 3, col: 4 });
    expect(by("r5")).toEqual({ line: undefined, col: undefined });
    expect(by("r7")).toEqual({ line: 9, col: 9 });
    const none = new LossLedger();
    none.record({ pointer: "/x/y", file: "a", target: "t", reason: "r" });
    none.locate("a", new Map());
    expect(none.entries[0]!.line).toBeUndefined();
  });

  it("BlobStore and SourceTexts", () => {
    const b = new BlobStore();
    const h = b.put(new Uint8Array(Buffer.from("abc")));
    expect(h).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    const first = b.get(h);
    expect(b.put(new Uint8Array(Buffer.from("abc")))).toBe(h);
    expect(b.get(h)).toBe(first);
    b.put(new Uint8Array());
    expect(b.size).toBe(2);
    expect(b.has(h)).toBe(true);
    expect(b.has("x")).toBe(false);
    expect(b.hashes()).toEqual([
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
      "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    ]);
    const s = new SourceTexts();
    s.set({ file: "a", text: "1" });
    s.set({ file: "a", text: "2" });
    s.set({ file: "b", text: "3" });
    expect(s.get("a")?.text).toBe("2");
    expect(s.get("c")).toBeUndefined();
    expect([...s.texts()]).toEqual([
      ["a", "2"],
      ["b", "3"],
    ]);
  });
});

describe("write errors", () => {
  it("each errno a write can fail with is said in words, with its code; others by their code", () => {
    const words: Record<string, string> = {
      ENOSPC: "no space left on device",
      EDQUOT: "disk quota exceeded",
      EROFS: "read-only file system",
      EACCES: "permission denied",
      EPERM: "operation not permitted",
      EIO: "input/output error",
      EFBIG: "file too large",
      ENOTDIR: "a part of the path is not a directory",
      EISDIR: "it is a directory",
      ENAMETOOLONG: "name too long",
      EMFILE: "too many open files",
      ENFILE: "too many open files in the system",
      ENOENT: "a directory on the way does not exist",
      ELOOP: "too many symbolic links on the way",
      EBUSY: "the file or directory is busy",
      ETXTBSY: "the file is busy",
      EXDEV: "it would cross file systems",
      EEXIST: "something else is already there",
    };
    for (const [code, reason] of Object.entries(words)) {
      const sys = Object.assign(new Error(`${code}: raw`), { code });
      expect(
        thrown(() =>
          writing("out.x", () => {
            throw sys;
          }),
        ),
      ).toEqual({
        name: "WriteError",
        code: "AGC-WRITE",
        message: `cannot write out.x: ${reason} (${code})`,
      });
    }
    expect(writeReason("EWHATEVER")).toBe("EWHATEVER");
    expect([...WRITE_ONLY_CODES].sort()).toEqual(["EDQUOT", "EFBIG", "ENOSPC", "EROFS"]);
    expect(new WriteError("p", "why", undefined).message).toBe("cannot write p: why");
  });

  it("only system errors become write errors; coded refusals and bugs pass as they are", async () => {
    const refusal = new OutputExistsError("taken");
    expect(asWriteError(refusal, "p")).toBe(refusal);
    const bug = new TypeError("x is undefined");
    expect(asWriteError(bug, "p")).toBe(bug);
    const odd = Object.assign(new Error("odd"), { code: "ERR_SOMETHING" });
    expect(asWriteError(odd, "p")).toBe(odd);
    // Every registered code: an error of agentc's own is never taken for a system error.
    expect(CODES.size).toBeGreaterThan(100);
    for (const c of CODES.keys()) {
      const coded = new AgentcError("m", c as Code);
      expect(asWriteError(coded, "p")).toBe(coded);
    }
    const written = new WriteError("a", "why", "ENOSPC");
    expect(asWriteError(written, "b")).toBe(written);
    expect(asWriteError({ code: "ENOSPC" }, "p")).toEqual({ code: "ENOSPC" });
    expect(asWriteError("ENOSPC", "p")).toBe("ENOSPC");
    const full = Object.assign(new Error("full"), { code: "ENOSPC" });
    const w = asWriteError(full, "p") as WriteError;
    expect([w.path, w.reason, w.errno, w.cause]).toEqual(["p", "no space left on device", "ENOSPC", full]);
    expect(writing("p", () => 7)).toBe(7);
    expect(await writingAsync("p", async () => 8)).toBe(8);
    await expect(writingAsync("q", async () => Promise.reject(full))).rejects.toThrow(
      "cannot write q: no space left on device (ENOSPC)",
    );
  });
});
