// Temporary (not committed): the mutation config without the four test files that fail on this checkout before any change.
import { defineConfig, mergeConfig } from "vitest/config";
import base from "./vitest.mutation.config.js";
export default mergeConfig(base, defineConfig({ test: { exclude: ["test/unit/setup-formats.test.ts", "test/codes/aigx.test.ts", "test/codes/setup.test.ts", "test/conformance/aigx-corpus.test.ts"] } }));
