/**
 * Runs the CLI's bundle (`dist/bundle/cli.cjs`, one CommonJS script) with V8's code cache: the
 * bytecode of every function a run compiled is kept in a per-user directory and handed back to V8
 * by the next run of the same command, which then neither parses nor compiles it. Node 22 offers this
 * for ES modules (`module.enableCompileCache`); Node 20 offers it only for scripts (`vm.Script`'s
 * `cachedData`), which is why the bundle is CommonJS.
 *
 * One cache file per command (`aigx-export`, `import`, …), bundle build, Node version and
 * architecture: a command's file holds what that command compiled, so a small command does not
 * deserialise the bytecode of a large one. V8 itself rejects a cache made by another V8 or with
 * other flags; the run then compiles as without one and replaces it. `AGENTC_CODE_CACHE=off` turns
 * it off; `AGENTC_CODE_CACHE=<dir>` puts it elsewhere.
 */
import { lstatSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { Module, createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { Script } from "node:vm";

/** The first line of the bundle names its build (a sha256 of the rest, written by the build with the rest in ASCII). */
const BUILD_LINE = /^\/\/ agentc-build ([0-9a-f]{16,64})\n/;
/** The CLI's command groups: their subcommand is part of a command's name. */
export const COMMAND_GROUPS: ReadonlySet<string> = new Set(["aix", "aigx", "uaix", "aegx", "air"]);

/**
 * The command a run's arguments name (`aigx-export`, `import`, `main` for `--version` and `--help`),
 * read without the CLI's parser: options are skipped (`--evidence` with its value). A wrong guess
 * costs only a cache that fits the run less well.
 */
export function commandKey(args: readonly string[]): string {
  const words: string[] = [];
  for (let i = 0; i < args.length && words.length < 2; i++) {
    const a = args[i]!;
    if (a === "--evidence") i++;
    if (a.startsWith("-")) continue;
    if (!/^[a-z][a-z-]{0,23}$/.test(a)) break;
    words.push(a);
    if (!COMMAND_GROUPS.has(a)) break;
  }
  return words.join("-") || "main";
}

/**
 * The cache directory, or `undefined` when there is none to trust: off by the environment, or a
 * directory that is not a directory of this user's that only this user may write (the default is in
 * the shared temporary directory, where another user could have put it first).
 */
export function cacheDirectory(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const setting = env.AGENTC_CODE_CACHE;
  if (setting === "off" || setting === "0") return undefined;
  const uid = process.getuid?.();
  const dir = setting || join(tmpdir(), uid === undefined ? "agentc-code-cache" : `agentc-code-cache-${uid}`);
  try {
    // The default is made in the temporary directory only if that exists; a directory the user
    // names is made with its parents.
    mkdirSync(dir, { recursive: Boolean(setting), mode: 0o700 });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "EEXIST") return undefined;
  }
  try {
    const st = lstatSync(dir);
    if (!st.isDirectory()) return undefined;
    if (uid !== undefined && (st.uid !== uid || (st.mode & 0o022) !== 0)) return undefined;
    return dir;
  } catch {
    return undefined;
  }
}

export interface CachedBundle {
  /** The bundle's `module.exports`. */
  exports: Record<string, unknown>;
  /** What became of the cache: used, absent (the command's first run, or off), or rejected by V8. */
  cache: "used" | "absent" | "rejected";
  /** Call when the run is over: writes the command's cache if it was missing or rejected, or adds this run's code while fewer than MERGED_RUNS runs are in it. */
  done(): void;
}

/** A short tag for a path (FNV-1a, 32 bits): tells two installs of one build apart without loading node:crypto. */
function pathTag(path: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < path.length; i++) h = Math.imul(h ^ path.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

/**
 * How many runs of a command add what they compiled to its cache. V8's data holds the functions a
 * run compiled, so a first run that did little (a dry run, one target of ten, a genome that fails
 * lint) would leave the larger runs after it compiling the rest every time; a run that used the
 * cache writes it again with what it compiled too, until this many runs are in it. Each such write
 * costs about 6 ms.
 */
export const MERGED_RUNS = 4;

/** Load a CommonJS bundle for the command `key`, through the code cache in `dir` (none when undefined). */
export function loadBundle(file: string, dir: string | undefined, key: string): CachedBundle {
  // The build writes the bundle in ASCII, which latin1 reads as it is, several times faster than
  // UTF-8 does; a file without the build's first line is read as UTF-8.
  const ascii = readFileSync(file, "latin1");
  const build = BUILD_LINE.exec(ascii)?.[1]?.slice(0, 32);
  const source = build ? ascii : readFileSync(file, "utf8");
  // The script's path is part of the name: V8 keeps the path a cache was made with for stack traces.
  const install = pathTag(file);
  const cacheFile =
    dir && build ? join(dir, `${build}-${install}-${process.version}-${process.arch}-${key}.v8`) : undefined;
  // The file's first byte counts the runs whose compiled code it holds; V8's data follows.
  let runs = 0;
  let cachedData: Buffer | undefined;
  if (cacheFile) {
    try {
      const bytes = readFileSync(cacheFile);
      if (bytes.length > 1) [runs, cachedData] = [bytes[0]!, bytes.subarray(1)];
    } catch {
      // No cache yet for this command and build.
    }
  }
  const script = new Script(Module.wrap(source), { filename: file, cachedData });
  const cache = !cachedData ? "absent" : script.cachedDataRejected ? "rejected" : "used";
  const module = { exports: {} as Record<string, unknown> };
  const init = script.runInThisContext() as (
    exports: object,
    require: NodeJS.Require,
    module: object,
    filename: string,
    dirname: string,
  ) => void;
  init.call(module.exports, module.exports, createRequire(file), module, file, dirname(file));
  return {
    exports: module.exports,
    cache,
    done(): void {
      if (!dir || !cacheFile || (cache === "used" && runs >= MERGED_RUNS)) return;
      try {
        // Whole or not at all: a concurrent run reads the old cache or the new, never half of one.
        const part = `${cacheFile}.${process.pid}`;
        writeFileSync(part, Buffer.concat([Buffer.of(cache === "used" ? runs + 1 : 1), script.createCachedData()]));
        renameSync(part, cacheFile);
        // Caches of this install's earlier builds are never read again; another install's are its own.
        for (const name of readdirSync(dir))
          if (name.endsWith(".v8") && name.includes(`-${install}-`) && !name.startsWith(`${build}-`))
            rmSync(join(dir, name), { force: true });
      } catch {
        // A cache that cannot be written costs the next run its compile time, nothing else.
      }
    },
  };
}
