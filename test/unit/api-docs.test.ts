/**
 * The API reference (docs/api/, TypeDoc + typedoc-plugin-markdown, `npm run docs:api`) is current:
 * it documents exactly the names the package exports (read from the shipped dist/src/index.d.ts).
 * Running TypeDoc here would cost seconds; comparing the exported names is the cheap signature.
 */
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { repoRoot } from "../support/corpus.js";

function exportedNames(dts: string): string[] {
  const program = ts.createProgram([dts], { noEmit: true, skipLibCheck: true, types: [] });
  const checker = program.getTypeChecker();
  const sf = program.getSourceFile(dts)!;
  return checker
    .getExportsOfModule(checker.getSymbolAtLocation(sf)!)
    .map((s) => s.name)
    .sort();
}

/** Each export is a `### name` (functions as `### name()`); namespaces are linked under `## Namespaces`. */
function documentedNames(md: string): string[] {
  const headings = [...md.matchAll(/^### (\S+)$/gm)].map((m) => m[1]!.replace(/\\/g, "").replace(/\(\)$/, ""));
  const namespaces = [...(/^## Namespaces\n([\s\S]*?)\n## /m.exec(md)?.[1] ?? "").matchAll(/^- \[([^\]]+)\]/gm)].map(
    (m) => m[1]!,
  );
  return [...headings, ...namespaces].sort();
}

describe("API reference", () => {
  it("docs/api documents every export of the package and nothing else (run `npm run docs:api` after changing src/index.ts)", () => {
    const exported = exportedNames(join(repoRoot, "dist/src/index.d.ts"));
    const documented = documentedNames(readFileSync(join(repoRoot, "docs/api/README.md"), "utf8"));
    expect(exported).toContain("parse");
    expect(exported).toContain("AgentcError");
    expect(documented).toEqual(exported);
  });
});
