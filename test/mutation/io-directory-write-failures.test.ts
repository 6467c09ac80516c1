/**
 * A directory output that cannot be written leaves nothing behind and says why: a new output inside
 * an input directory is refused before anything is made, a directory filled by another run while
 * this one was building its own is not swapped away (AGC-IO-EXISTS), and a failed build removes
 * its temporary.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeDirectoryAtomic } from "../../ir/io/atomic-write.js";
import { UnsafePathError, assertNotInput } from "../../ir/io/safe-path.js";
import { removeTempDirs, tempDir } from "../support/tmp.js";

afterAll(removeTempDirs);

const thrown = (f: () => void): unknown => {
  try {
    f();
  } catch (e) {
    return e;
  }
  return undefined;
};

describe("assertNotInput", () => {
  it("refuses a new output inside an input directory, and allows one beside it", () => {
    const root = tempDir("agentc-mut-notinput-");
    const input = join(root, "rules");
    mkdirSync(input, { recursive: true });
    const inside = join(input, "new.md");
    const e = thrown(() => assertNotInput(inside, [input]));
    expect(e).toBeInstanceOf(UnsafePathError);
    expect((e as UnsafePathError).code).toBe("AGC-IO-INPUT");
    expect((e as Error).message).toBe(`refusing to write ${inside}: it would overwrite the input ${input}`);
    expect(() => assertNotInput(join(root, "rules-out.md"), [input])).not.toThrow();
  });
});

describe("writeDirectoryAtomic", () => {
  it("refuses a directory another run filled while this one built its own, and leaves both as they were", () => {
    const root = tempDir("agentc-mut-dirrace-");
    mkdirSync(root, { recursive: true });
    const dir = join(root, "out");
    // The file list is read after the output was found absent: the other run writes it in between.
    function* files(): Generator<readonly [string, string]> {
      yield ["a.md", "mine\n"];
      mkdirSync(dir);
      writeFileSync(join(dir, "theirs.md"), "theirs\n");
    }
    const e = thrown(() => writeDirectoryAtomic(dir, files()));
    expect(e).toBeInstanceOf(UnsafePathError);
    expect((e as UnsafePathError).code).toBe("AGC-IO-EXISTS");
    expect((e as Error).message).toBe(`${dir} exists and is not empty (use --force to replace it)`);
    expect(readdirSync(root)).toEqual(["out"]);
    expect(readdirSync(dir)).toEqual(["theirs.md"]);
    expect(readFileSync(join(dir, "theirs.md"), "utf8")).toBe("theirs\n");
  });

  it("throws when a file mode names a file it did not write, and removes what it built", () => {
    const root = tempDir("agentc-mut-dirfail-");
    mkdirSync(root, { recursive: true });
    const dir = join(root, "out");
    const e = thrown(() => writeDirectoryAtomic(dir, [["a.md", "x\n"]], { modes: { "missing.sh": 0o755 } }));
    expect(e).toBeInstanceOf(Error);
    expect(readdirSync(root)).toEqual([]);
  });
});
