import { lstatSync, readdirSync, readFileSync, symlinkSync, writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { writeFileSet } from "../../ir/io/file-set.js";
import { createExclusive, tempSibling, writeTemporary } from "../../ir/io/atomic-write.js";
import { tempDir } from "../support/tmp.js";

/** Every path under dir, relative, sorted (dot files included: temporaries start with a dot). */
function tree(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).sort();
}

describe("writeFileSet: many files in place, all or nothing", () => {
  it("creates new files (and their directories) and replaces existing ones, leaving no temporaries", () => {
    const dir = tempDir();
    writeFileSync(join(dir, "old.md"), "before\n");
    writeFileSet([
      [join(dir, "old.md"), "after\n"],
      [join(dir, "a/b/new.md"), Buffer.from("new\n")],
      [join(dir, "a/other.md"), "other\n"],
    ]);
    expect(readFileSync(join(dir, "old.md"), "utf8")).toBe("after\n");
    expect(readFileSync(join(dir, "a/b/new.md"), "utf8")).toBe("new\n");
    expect(tree(dir)).toEqual(["a", "a/b", "a/b/new.md", "a/other.md", "old.md"]);
  });

  it("a failure part-way removes what it made and keeps what was there", () => {
    const dir = tempDir();
    writeFileSync(join(dir, "old.md"), "before\n");
    mkdirSync(join(dir, "kept"));
    writeFileSync(join(dir, "blocker"), "a file where a directory is needed\n");
    expect(() =>
      writeFileSet([
        [join(dir, "old.md"), "after\n"],
        [join(dir, "kept/new.md"), "new\n"],
        [join(dir, "fresh/deep/new.md"), "new\n"],
        [join(dir, "blocker/x.md"), "cannot be written\n"],
      ]),
    ).toThrow(/ENOTDIR|EEXIST/);
    expect(readFileSync(join(dir, "old.md"), "utf8")).toBe("before\n");
    expect(tree(dir)).toEqual(["blocker", "kept", "old.md"]);
  });

  it("replaces a symbolic link at a file's path with the file, and never writes through it", () => {
    const dir = tempDir();
    writeFileSync(join(dir, "target.md"), "not agentc's\n");
    symlinkSync(join(dir, "target.md"), join(dir, "link.md"));
    writeFileSet([[join(dir, "link.md"), "written\n"]]);
    expect(lstatSync(join(dir, "link.md")).isSymbolicLink()).toBe(false);
    expect(readFileSync(join(dir, "link.md"), "utf8")).toBe("written\n");
    expect(readFileSync(join(dir, "target.md"), "utf8")).toBe("not agentc's\n");
  });
});

describe("temporaries are created exclusively", () => {
  it("names differ within one process, each is beside its file with agentc's prefix, host tag and pid, and eight random hex digits", () => {
    const names = [...new Set(Array.from({ length: 1000 }, () => tempSibling("/x/y/file.md")))];
    expect(names.length).toBe(1000);
    for (const n of names)
      expect(n).toMatch(new RegExp(`^/x/y/\\.agentc-tmp-[0-9a-z]+-${process.pid}-[0-9a-z]+-[0-9a-f]{8}\\.file\\.md$`));
    expect(new Set(names.map((n) => n.slice(-16, -8))).size).toBeGreaterThan(900);
  });

  it("a create that fails after the file was made removes that file", () => {
    const dir = tempDir();
    expect(() => createExclusive(join(dir, "half"), 42 as unknown as string)).toThrow(TypeError);
    expect(readdirSync(dir)).toEqual([]);
  });

  it("a name already taken (a file, or a link placed there) is refused and left as it was", () => {
    const dir = tempDir();
    writeFileSync(join(dir, "elsewhere"), "keep\n");
    symlinkSync(join(dir, "elsewhere"), join(dir, ".f.tmp-1-a"));
    expect(createExclusive(join(dir, ".f.tmp-1-a"), "x")).toBe(false);
    expect(() => writeTemporary(join(dir, ".f.tmp-1-a"), "x")).toThrow(
      expect.objectContaining({
        code: "AGC-IO-EXISTS",
        message: `${join(dir, ".f.tmp-1-a")} already exists: not agentc's temporary, so it is left as it is`,
      }),
    );
    expect(readFileSync(join(dir, "elsewhere"), "utf8")).toBe("keep\n");
    expect(lstatSync(join(dir, ".f.tmp-1-a")).isSymbolicLink()).toBe(true);
    expect(createExclusive(join(dir, "new"), "y")).toBe(true);
    expect(readFileSync(join(dir, "new"), "utf8")).toBe("y");
  });
});
