import { readdirSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { writeFileSet } from "../../ir/io/file-set.js";
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
});
