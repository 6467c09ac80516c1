/**
 * Setup file of the projects whose test files share one module graph (vitest.config.ts "shared",
 * vitest.mutation.config.ts): removes the directories each file made with `tempDir`, after the file's
 * own hooks (test/support/tmp.ts explains why its own `afterAll` is not enough there).
 */
import { afterAll } from "vitest";
import { removeTempDirs } from "./tmp.js";

afterAll(removeTempDirs);
