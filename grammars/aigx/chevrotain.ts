/**
 * chevrotain, loaded as the one-file build it ships beside its module tree (lodash included, also
 * minified): one module instead of about 2,400, which was most of `aigx lint`'s start-up, and the
 * minified file parses in about two thirds of the time. Same version, same code; the package's own
 * entry is the fallback. Both are ES modules without top-level await, which `require` loads
 * synchronously from Node 20.19.
 *
 * The CLI's bundle holds the one-file build itself (esbuild.config.mjs replaces this module), so
 * that V8's code cache covers it too.
 */
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type * as Chevrotain from "chevrotain";

const require = createRequire(import.meta.url);

/** Where the installed chevrotain keeps its one-file build (the bundle's build reads it from here too). */
export const CHEVROTAIN_ONE_FILE = join(dirname(require.resolve("chevrotain")), "..", "chevrotain.min.mjs");

function loadChevrotain(): typeof Chevrotain {
  return (existsSync(CHEVROTAIN_ONE_FILE) ? require(CHEVROTAIN_ONE_FILE) : require("chevrotain")) as typeof Chevrotain;
}

export const chevrotain: typeof Chevrotain = loadChevrotain();
