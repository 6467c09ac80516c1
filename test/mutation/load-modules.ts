/**
 * Setup file of vitest.mutation.config.ts: every module of ir/ and src/ is loaded before any test.
 *
 * Stryker counts code that runs outside a test as static and leaves its mutants out
 * (`ignoreStatic` in stryker.config.json): a mutant in a module-level table (a field list, a
 * pattern table, the built-in definitions) can only act when its module is evaluated again, and one
 * module graph (isolate: false) never does that. A module first loaded inside a test (the format
 * registry imports each format on first use) had its tables counted as covered by that test
 * instead, and their mutants reported as survivors no test could kill: 215 of them in
 * ir/dialects/aix/constants.ts alone.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "../support/corpus.js";

/** Worker-thread entries read their workerData when loaded; declaration files hold no code. */
const NOT_LOADED = /(-worker|\.d)\.ts$/;

// Setup files run before every test file; the module graph (and this flag) stays, so load once.
const LOADED = Symbol.for("agentc.mutation.modulesLoaded");
const store = globalThis as { [LOADED]?: boolean };
if (!store[LOADED]) {
  for (const top of ["ir", "src"]) {
    for (const f of readdirSync(join(repoRoot, top), { recursive: true, encoding: "utf8" }).sort()) {
      if (f.endsWith(".ts") && !NOT_LOADED.test(f)) await import(join(repoRoot, top, f));
    }
  }
  store[LOADED] = true;
}
