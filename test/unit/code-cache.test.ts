/**
 * The CLI's code cache (src/cli/code-cache.ts): which command a run names, which directory is
 * trusted, and that a cache is written once, used after, never used for another build, and survives
 * being corrupted. V8 is the independent judge of a cache: `vm.Script` says whether it accepts one.
 */
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { COMMAND_GROUPS, MERGED_RUNS, cacheDirectory, commandKey } from "../../src/cli/code-cache.js";
import { buildProgram } from "../../src/cli/main.js";
import { agentc } from "../support/cli.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

describe("commandKey", () => {
  it("names the command, with the subcommand of a group, skipping options and --evidence's value", () => {
    expect(commandKey(["aigx", "export", "--format", "all"])).toBe("aigx-export");
    expect(commandKey(["--json", "import", "."])).toBe("import");
    expect(commandKey(["--evidence", "runs", "convert", "a.aix", "--to", "air"])).toBe("convert");
    expect(commandKey(["validate", "repo"])).toBe("validate");
    expect(commandKey(["aix", "--json", "validate", "a.aix"])).toBe("aix-validate");
    expect(commandKey(["--version"])).toBe("main");
    expect(commandKey([])).toBe("main");
    expect(commandKey(["../x/Agent.aix"])).toBe("main");
  });

  it("knows exactly the CLI's command groups", () => {
    const groups = buildProgram()
      .commands.filter((c) => c.commands.length > 0)
      .map((c) => c.name());
    expect(new Set(groups)).toEqual(COMMAND_GROUPS);
  });
});

describe("cacheDirectory", () => {
  it("is off by AGENTC_CODE_CACHE=off, else the given directory, created for this user only", () => {
    expect(cacheDirectory({ AGENTC_CODE_CACHE: "off" })).toBeUndefined();
    const dir = join(tempDir(), "cache");
    expect(cacheDirectory({ AGENTC_CODE_CACHE: dir })).toBe(dir);
    if (process.platform !== "win32") expect(statSync(dir).mode & 0o777).toBe(0o700);
  });

  it.skipIf(process.platform === "win32")("refuses a directory others may write, a symbolic link and a file", () => {
    const open = join(tempDir(), "open");
    mkdirSync(open);
    chmodSync(open, 0o777);
    expect(cacheDirectory({ AGENTC_CODE_CACHE: open })).toBeUndefined();
    const real = join(tempDir(), "real");
    mkdirSync(real, { mode: 0o700 });
    const link = join(tempDir(), "link");
    symlinkSync(real, link);
    expect(cacheDirectory({ AGENTC_CODE_CACHE: link })).toBeUndefined();
    const file = join(tempDir(), "file");
    writeFileSync(file, "");
    expect(cacheDirectory({ AGENTC_CODE_CACHE: file })).toBeUndefined();
  });
});

/**
 * loadBundle in a process of its own (the compiled module): V8 keeps what it compiled for the
 * length of a process, so a second load in the same process says nothing about the cache.
 */
function load(file: string, dir: string | undefined, key: string): { cache: string; answer: number; file: string } {
  const script = `const { loadBundle } = await import(${JSON.stringify(pathToFileURL(join(repoRoot, "dist/src/cli/code-cache.js")).href)});
const b = loadBundle(${JSON.stringify(file)}, ${JSON.stringify(dir)}, ${JSON.stringify(key)});
process.stdout.write(JSON.stringify({ cache: b.cache, answer: b.exports.answer(), file: b.exports.file }));
b.done();`;
  const r = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout) as { cache: string; answer: number; file: string };
}

/** Whether V8, in a fresh process, accepts `cache` (V8's data after the file's first byte) for the script `file` as the launcher wraps it. */
function acceptedByV8(file: string, cache: string): boolean {
  const script = `const { Script } = require("node:vm"); const { Module } = require("node:module"); const { readFileSync } = require("node:fs");
const s = new Script(Module.wrap(readFileSync(${JSON.stringify(file)}, "utf8")), { filename: ${JSON.stringify(file)}, cachedData: readFileSync(${JSON.stringify(cache)}).subarray(1) });
process.stdout.write(String(!s.cachedDataRejected));`;
  return spawnSync(process.execPath, ["-e", script], { encoding: "utf8" }).stdout === "true";
}

/** A cache file's name: the build (32 hex digits), the script's path tag, Node's version and architecture, the command. */
const cacheName = (build: string, key: string): RegExp =>
  new RegExp(`^${build.repeat(32)}-[0-9a-z]+-${process.version.replace(/\./g, "\\.")}-${process.arch}-${key}\\.v8$`);

describe("loadBundle", () => {
  const bundle = (build: string, body: string, file = join(tempDir(), "cli.cjs")): string => {
    writeFileSync(file, `// agentc-build ${build}\n"use strict";\n${body}\n`);
    return file;
  };
  const body =
    "let n = 0; for (let i = 0; i < 10; i++) n += i; module.exports.answer = () => n - 3; module.exports.file = __filename;";

  it("writes a command's cache, adds what the next runs compiled until MERGED_RUNS runs are in it, then only uses it; the bundle runs the same either way", () => {
    const dir = join(tempDir(), "cache");
    mkdirSync(dir, { mode: 0o700 });
    const file = bundle("a".repeat(64), body);
    expect(load(file, dir, "convert")).toEqual({ cache: "absent", answer: 42, file });
    const written = readdirSync(dir);
    expect(written).toEqual([expect.stringMatching(cacheName("a", "convert"))]);
    const cacheFile = join(dir, written[0]!);
    expect(acceptedByV8(file, cacheFile)).toBe(true);
    expect(readFileSync(cacheFile)[0]).toBe(1);
    for (let runs = 2; runs <= MERGED_RUNS; runs++) {
      expect(load(file, dir, "convert")).toEqual({ cache: "used", answer: 42, file });
      expect(readFileSync(cacheFile)[0]).toBe(runs);
      expect(acceptedByV8(file, cacheFile)).toBe(true);
    }
    const mtime = statSync(cacheFile).mtimeMs;
    expect(load(file, dir, "convert")).toEqual({ cache: "used", answer: 42, file });
    expect(statSync(cacheFile).mtimeMs).toBe(mtime);
    expect(readdirSync(dir)).toEqual(written);
  });

  it("a later run adds the functions it compiled that the first run never called", () => {
    const dir = join(tempDir(), "cache");
    mkdirSync(dir, { mode: 0o700 });
    // Two functions; a run calls the second only when asked to (here, by an environment variable).
    const file = bundle(
      "9".repeat(64),
      `${body} module.exports.big = () => { let s = 0; for (let i = 0; i < 100; i++) s += i * ${"1 + ".repeat(2000)}1; return s; }; if (process.env.BIG) module.exports.big();`,
    );
    load(file, dir, "main");
    const first = readFileSync(join(dir, readdirSync(dir)[0]!)).length;
    process.env.BIG = "1";
    try {
      load(file, dir, "main");
    } finally {
      delete process.env.BIG;
    }
    expect(readFileSync(join(dir, readdirSync(dir)[0]!)).length).toBeGreaterThan(first + 1000);
  });

  it("a corrupt cache is rejected by V8, the bundle still runs, and the cache is written again", () => {
    const dir = join(tempDir(), "cache");
    mkdirSync(dir, { mode: 0o700 });
    const file = bundle("b".repeat(64), body);
    load(file, dir, "main");
    const cacheFile = join(dir, readdirSync(dir)[0]!);
    const bytes = readFileSync(cacheFile);
    writeFileSync(cacheFile, bytes.subarray(0, bytes.length >> 1));
    expect(acceptedByV8(file, cacheFile)).toBe(false);
    expect(load(file, dir, "main")).toMatchObject({ cache: "rejected", answer: 42 });
    expect(load(file, dir, "main")).toMatchObject({ cache: "used", answer: 42 });
  });

  it("another build never reads a cache it did not write, and its first write removes the old build's of the same install", () => {
    const dir = join(tempDir(), "cache");
    mkdirSync(dir, { mode: 0o700 });
    const file = bundle("c".repeat(64), body);
    load(file, dir, "main");
    // Another install of another version keeps its own cache.
    load(bundle("e".repeat(64), body), dir, "main");
    // Rebuilt in place. Same length, other bytes: V8 checks only the length, the build line tells them apart.
    expect(load(bundle("d".repeat(64), body.replace("n - 3", "n + 3"), file), dir, "main")).toMatchObject({
      cache: "absent",
      answer: 48,
    });
    expect(readdirSync(dir).sort()).toEqual([
      expect.stringMatching(cacheName("d", "main")),
      expect.stringMatching(cacheName("e", "main")),
    ]);
  });

  it("one build installed at two paths keeps a cache for each (V8 keeps the path a cache was made with)", () => {
    const dir = join(tempDir(), "cache");
    mkdirSync(dir, { mode: 0o700 });
    const one = bundle("f".repeat(64), body);
    const two = bundle("f".repeat(64), body);
    expect(load(one, dir, "main")).toMatchObject({ cache: "absent", file: one });
    expect(load(two, dir, "main")).toMatchObject({ cache: "absent", file: two });
    expect(load(two, dir, "main")).toMatchObject({ cache: "used", file: two });
    expect(readdirSync(dir)).toHaveLength(2);
  });

  it("without a directory, or a bundle without its build line, nothing is cached", () => {
    const dir = join(tempDir(), "cache");
    mkdirSync(dir, { mode: 0o700 });
    const file = join(tempDir(), "plain.cjs");
    writeFileSync(file, body);
    expect(load(file, dir, "main").cache).toBe("absent");
    expect(readdirSync(dir)).toEqual([]);
    expect(load(bundle("e".repeat(64), body), undefined, "main").cache).toBe("absent");
  });
});

describe("the CLI through its code cache", () => {
  it("writes one cache per command that V8 accepts for the built bundle, and none when off or after a usage error", () => {
    const dir = join(tempDir(), "cache");
    expect(agentc(["--version"], { env: { AGENTC_CODE_CACHE: dir } }).status).toBe(0);
    expect(
      agentc(["aix", "validate", join(repoRoot, "examples/support-agent.aix")], { env: { AGENTC_CODE_CACHE: dir } })
        .status,
    ).toBe(0);
    expect(agentc(["aix", "frobnicate"], { env: { AGENTC_CODE_CACHE: dir } }).status).toBe(2);
    const names = readdirSync(dir).sort();
    expect(names.map((n) => n.replace(/^[0-9a-f]{32}-[0-9a-z]+-v[\d.]+-\w+-/, ""))).toEqual([
      "aix-validate.v8",
      "main.v8",
    ]);
    const file = join(repoRoot, "dist/bundle/cli.cjs");
    for (const n of names) expect(acceptedByV8(file, join(dir, n)), n).toBe(true);
    // ASCII, as the launcher reads it (latin1).
    expect(readFileSync(file).every((b) => b < 0x80)).toBe(true);
    // A second run uses the cache and gives the same output.
    const again = agentc(["--version"], { env: { AGENTC_CODE_CACHE: dir } });
    expect(again.stdout.trim()).toBe(JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")).version);
    const off = join(tempDir(), "off");
    expect(agentc(["--version"], { env: { AGENTC_CODE_CACHE: "off", TMPDIR: off } }).status).toBe(0);
    expect(existsSync(off)).toBe(false);
    // The default directory is not made where the temporary directory itself is missing.
    const missing = join(tempDir(), "missing");
    const r = agentc(["--version"], { env: { AGENTC_CODE_CACHE: "", TMPDIR: missing } });
    expect(r.status).toBe(0);
    expect(existsSync(missing)).toBe(false);
  });
});
