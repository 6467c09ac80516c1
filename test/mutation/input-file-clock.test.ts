/**
 * What an input may be (ir/io/input-file.ts) and the clock (ir/io/clock.ts), in process: a
 * directory, a socket and a device named as inputs, each with its code and words, and
 * SOURCE_DATE_EPOCH taken only when it is all digits.
 */
import { mkdtempSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { InputPathError, checkInputPath, readInputFile } from "../../ir/io/input-file.js";
import { FIXED_EPOCH_UTC, nowUtc, reproducibleUtc } from "../../ir/io/clock.js";

const dir = mkdtempSync(join(tmpdir(), "agentc-input-file-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function refusal(f: () => unknown): { code: string; message: string; path: string } {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(InputPathError);
    const err = e as InputPathError;
    expect(err.name).toBe("InputPathError");
    return { code: err.code, message: err.message, path: err.path };
  }
  throw new Error("expected a refusal");
}

describe("input paths", () => {
  it("reads a regular file, and refuses a directory where a file is due and a file where a directory is", () => {
    const file = join(dir, "a.txt");
    writeFileSync(file, "héllo");
    expect(readInputFile(file, "utf8")).toBe("héllo");
    expect(readInputFile(file)).toEqual(Buffer.from("héllo"));
    expect(refusal(() => readInputFile(dir))).toEqual({
      code: "AGC-IO-NOT-FILE",
      message: `${dir} is a directory; a file is expected here`,
      path: dir,
    });
    expect(refusal(() => checkInputPath(file, "directory"))).toEqual({
      code: "AGC-IO-NOT-DIR",
      message: `${file} is a file; a directory is expected here`,
      path: file,
    });
    expect(checkInputPath(dir, "file-or-directory").isDirectory()).toBe(true);
    expect(refusal(() => checkInputPath(join(dir, "none")))).toEqual({
      code: "AGC-IO-MISSING",
      message: `${join(dir, "none")}: no such file or directory`,
      path: join(dir, "none"),
    });
    expect(refusal(() => checkInputPath(join(file, "below")))).toMatchObject({ code: "AGC-IO-MISSING" });
  });

  it("refuses a device and a socket by name, without opening them", async () => {
    if (existsSync("/dev/null")) {
      expect(refusal(() => readInputFile("/dev/null"))).toEqual({
        code: "AGC-IO-NOT-REGULAR",
        message: "/dev/null is a device; only regular files are read",
        path: "/dev/null",
      });
      expect(refusal(() => checkInputPath("/dev/null", "file-or-directory")).message).toBe(
        "/dev/null is a device; only regular files and directories are read",
      );
    }
    const socket = join(dir, "s.sock");
    const server: Server = createServer();
    await new Promise<void>((resolve) => server.listen(socket, resolve));
    try {
      expect(refusal(() => readInputFile(socket))).toEqual({
        code: "AGC-IO-NOT-REGULAR",
        message: `${socket} is a socket; only regular files are read`,
        path: socket,
      });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe("the clock", () => {
  const saved = process.env.SOURCE_DATE_EPOCH;
  afterEach(() => {
    if (saved === undefined) delete process.env.SOURCE_DATE_EPOCH;
    else process.env.SOURCE_DATE_EPOCH = saved;
  });

  it("takes SOURCE_DATE_EPOCH when it is all digits, and the fixed epoch for derived artefacts otherwise", () => {
    process.env.SOURCE_DATE_EPOCH = "86400";
    expect(nowUtc()).toBe("1970-01-02T00:00:00Z");
    expect(reproducibleUtc()).toBe("1970-01-02T00:00:00Z");
    for (const bad of ["86400x", "x86400", "", "-1", "1.5"]) {
      process.env.SOURCE_DATE_EPOCH = bad;
      expect(reproducibleUtc(), bad).toBe(FIXED_EPOCH_UTC);
      expect(nowUtc(), bad).not.toBe("1970-01-02T00:00:00Z");
    }
    delete process.env.SOURCE_DATE_EPOCH;
    expect(reproducibleUtc()).toBe("1980-01-01T00:00:00Z");
    expect(FIXED_EPOCH_UTC).toBe("1980-01-01T00:00:00Z");
  });
});
