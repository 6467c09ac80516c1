// Writes docs/codes.md from the registry of diagnostic codes (ir/diagnostics/codes.ts, fixes.ts).
// Run after a build: `npm run docs:codes`. test/codes/explain.test.ts fails when the file is stale.
import { writeFileSync } from "node:fs";
import { codesMarkdown } from "../dist/ir/diagnostics/explain.js";

writeFileSync(new URL("../docs/codes.md", import.meta.url), codesMarkdown());
