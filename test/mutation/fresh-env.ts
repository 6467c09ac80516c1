/**
 * Setup file of vitest.mutation.config.ts: the mutation run keeps one module graph for all test
 * files (isolate: false), so a file that sets process.env at load time (SOURCE_DATE_EPOCH, for
 * reproducible packages) would leak it into the files after it. Before each file, put
 * process.env back to what it was when the worker started.
 */
import fc from "fast-check";
import { propertyRuns } from "../support/property-runs.js";

const KEY = Symbol.for("agentc.mutation.pristineEnv");
const store = globalThis as { [KEY]?: Record<string, string | undefined> };
const pristine = (store[KEY] ??= { ...process.env });
for (const k of Object.keys(process.env)) if (!(k in pristine)) delete process.env[k];
for (const [k, v] of Object.entries(pristine)) if (v !== undefined) process.env[k] = v;

// Properties without a run count of their own get fast-check's default (100), scaled like the rest.
fc.configureGlobal(propertyRuns(100));
