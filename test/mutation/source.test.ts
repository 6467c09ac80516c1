/**
 * The repository scan (src/formats/source/scan-repo.ts), pinned where the sampled mutation run
 * (issue 38, seed `third`) found behaviour no test observed: a scoped workspace package resolved by
 * name, and what is left external. Expected values are worked by hand from the files below.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { isTestPath, scanRepository } from "../../src/formats/source/scan-repo.js";
import { tempDir } from "../support/tmp.js";
import { scanJs } from "../../src/formats/source/scan-js.js";
import { scanPython } from "../../src/formats/source/scan-python.js";
import { commentText } from "../../src/formats/source/sentences.js";

function repo(files: Record<string, string>): string {
  const root = tempDir();
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, p)), { recursive: true });
    writeFileSync(join(root, p), text);
  }
  return root;
}

describe("scanRepository", () => {
  it("resolves a scoped workspace package by its name, a relative import to its file, and keeps the rest external", () => {
    const root = repo({
      "package.json": '{ "name": "root", "workspaces": ["packages/*"] }',
      "packages/ab-ui/package.json": '{ "name": "@ab/ui" }',
      "packages/ab-ui/src/index.ts": "export const ui = 1;\n",
      "src/app.ts":
        'import { ui } from "@ab/ui";\nimport _ from "lodash";\nimport { b } from "./b.js";\nimport "lodash";\nexport const a = [ui, _, b];\n',
      "src/b.ts": "export const b = 1;\n",
    });
    const app = scanRepository(root).facts.find((f) => f.path === "src/app.ts")!;
    expect(app.imports).toEqual(["packages/ab-ui/src/index.ts", "src/b.ts"]);
    expect(app.external).toEqual(["lodash"]);
    expect(app.refs.map((r) => [r.spec, r.line, r.file])).toEqual([
      ["@ab/ui", 1, "packages/ab-ui/src/index.ts"],
      ["lodash", 2, undefined],
      ["./b.js", 3, "src/b.ts"],
      ["lodash", 4, undefined],
    ]);
  });
});

describe("the file scanners (scan-js.ts, scan-python.ts)", () => {
  it("an unscoped workspace package resolves by its name, and a path inside it under the package or its src", () => {
    const root = repo({
      "package.json": '{ "name": "root", "workspaces": ["packages/*"] }',
      "packages/ui/package.json": '{ "name": "ui" }',
      "packages/ui/src/index.ts": "export const ui = 1;\n",
      "packages/ui/src/button.ts": "export const b = 1;\n",
      "src/app.ts": 'import { ui } from "ui";\nimport { b } from "ui/button";\nexport const a = [ui, b];\n',
    });
    const app = scanRepository(root).facts.find((f) => f.path === "src/app.ts")!;
    expect(app.imports).toEqual(["packages/ui/src/index.ts", "packages/ui/src/button.ts"]);
    expect(app.external).toEqual([]);
  });

  it("a doc comment's text drops JSDoc tags (@ and a letter) but keeps a file tag's words and any other @ line", () => {
    expect(commentText("/**\n * Reads it.\n * @param x the value\n * @ 2x scale\n */")).toBe("Reads it.\n@ 2x scale");
    expect(commentText("/** @fileoverview Parses logs. */")).toBe("Parses logs.");
  });

  it("JavaScript: `export { … } from` exports each name as it is exported (renamed) and imports the module", () => {
    const f = scanJs('export { a, b as c } from "./a.js";\n');
    expect(f.exports).toEqual(["a", "c"]);
    expect(f.refs).toEqual([{ spec: "./a.js", line: 1 }]);
  });

  it("JavaScript: `export type * from` imports the module; a file cut off mid-export names no module and does not fail", () => {
    expect(scanJs('export type * from "./t.js";\n').refs).toEqual([{ spec: "./t.js", line: 1 }]);
    const cut = (text: string) => {
      const f = scanJs(text);
      return [f.exports, f.refs];
    };
    expect(cut("export * from")).toEqual([[], []]);
    expect(cut("export { a } from")).toEqual([["a"], []]);
    expect(cut("export default")).toEqual([["default"], []]);
  });

  it("Python: without __all__ the exports are the top-level defs and classes not starting with _", () => {
    const f = scanPython(
      "def run(): pass\nclass Box:\n    pass\nasync def fetch(): pass\ndef _hidden(): pass\n",
      "m",
      false,
    );
    expect(f.exports).toEqual(["run", "Box", "fetch"]);
  });

  it("Python: a DO NOT or NEVER comment of 12 characters or fewer is no statement", () => {
    expect(scanPython("# NEVER log.\nx = 1\n", "m", false).statements).toEqual([]);
    expect(scanPython("# NEVER log keys.\nx = 1\n", "m", false).statements).toEqual([
      { text: "NEVER log keys.", line: 1, kind: "do-not" },
    ]);
  });

  // pytest collects test_*.py and *_test.py (docs.pytest.org, "Conventions for Python test discovery") and conftest.py.
  it("Python test files are pytest's", () => {
    expect(
      ["pkg/test_models.py", "pkg/models_test.py", "conftest.py", "pkg/models.py", "pkg/contest.py"].map(isTestPath),
    ).toEqual([true, true, true, false, false]);
  });

  it("Python: a module docstring's deprecation is a statement of line 1, with its reason when it gives one", () => {
    const said = (doc: string) => scanPython(`"""${doc}"""\nx = 1\n`, "m", false).statements;
    expect(said("Old helpers.\n\nDeprecated: use new_mod instead.\n")).toEqual([
      { text: "This module is deprecated: use new_mod instead.", line: 1, kind: "deprecated" },
    ]);
    expect(said("Old helpers.\n\nDeprecated.\n")).toEqual([
      { text: "This module is deprecated.", line: 1, kind: "deprecated" },
    ]);
    expect(said("Old helpers.\n")).toEqual([]);
  });
});
