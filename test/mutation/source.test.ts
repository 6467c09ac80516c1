/**
 * The repository scan (src/formats/source/scan-repo.ts), pinned where the sampled mutation run
 * (issue 38, seed `third`) found behaviour no test observed: a scoped workspace package resolved by
 * name, and what is left external. Expected values are worked by hand from the files below.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isTestPath, scanRepository, type SourceFacts } from "../../src/formats/source/scan-repo.js";
import { tempRepo } from "../support/tmp.js";
import { sourceFacts } from "../support/source-facts.js";
import { DO_NOT, GENERATED, generatedHeader, scanJs } from "../../src/formats/source/scan-js.js";
import { scanPython } from "../../src/formats/source/scan-python.js";
import { commentText, firstSentence, sentences } from "../../src/formats/source/sentences.js";

describe("scanRepository", () => {
  it("resolves a scoped workspace package by its name, a relative import to its file, and keeps the rest external", () => {
    const root = tempRepo({
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
    const root = tempRepo({
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

  // Round 3 of the sampled run (seed `fifth`): what a whole file says, pinned whole.
  it("JavaScript: consecutive line comments are one doc; `export const` names each declarator and stops at the statement's end", () => {
    const text = [
      "// Reads the logs.",
      "// Keeps the last day.",
      "export const a = 1, b = f(x, y), c = [1, 2], d = { e: 1, g: 2 }, h = `t${i, j}`;",
      "f(), k;",
      "export const l = 1",
      "const m = 2, n = 3",
      "",
    ].join("\n");
    expect(scanJs(text)).toEqual({
      refs: [],
      exports: ["a", "b", "c", "d", "h", "l"],
      statements: [],
      doc: "Reads the logs.\nKeeps the last day.",
    });
  });

  it("JavaScript: `export = x` is the default export; `export { a }` at the end of the file names a", () => {
    expect(scanJs("export = Foo;").exports).toEqual(["default"]);
    expect(scanJs("export { a, b as c }")).toEqual({ refs: [], exports: ["a", "c"], statements: [] });
  });

  it("JavaScript: an `import` that is no import statement (a TS alias, an object key) imports nothing itself", () => {
    // `import X = A.B` (TypeScript's namespace alias) and `{ import: "./a.mjs" }` (a conditional-exports
    // map) are no module import: only the later statement's module is, on its own line.
    expect(scanJs('import X = A.B;\nexport { b } from "./b.js";\n').refs).toEqual([{ spec: "./b.js", line: 2 }]);
    expect(scanJs('const pkg = { exports: { import: "./a.mjs" } };\nimport { b } from "./b.js";\n').refs).toEqual([
      { spec: "./b.js", line: 2 },
    ]);
  });

  it("Python: brackets join lines until they close, and an import after them is its own line", () => {
    const text = 'from m import (\n    a,\n    b,\n)\nX = [\n  1,\n]\nY = {\n  "k": 1,\n}\nimport os\n';
    expect(scanPython(text, "p.q", false).candidates).toEqual([
      [
        { spec: "m.a", line: 1 },
        { spec: "m", line: 1 },
      ],
      [
        { spec: "m.b", line: 1 },
        { spec: "m", line: 1 },
      ],
      [{ spec: "os", line: 11 }],
    ]);
  });

  it("Python: the docstring after a comment and blank lines (CRLF, spaces, a tab) is the module's doc", () => {
    const f = scanPython('# License.\r\n\r\n \t\r\n"""Reads logs."""\r\nx = 1\r\n', "m", false);
    expect(f.doc).toBe("Reads logs.");
  });

  it("Python: a raw string's backslash-newline is a line; a comment ending the file without a newline is read whole", () => {
    const text = 'P = r"""a \\\nb"""\nQ = "c \\\nd"\n# NEVER log the keys here.\nx = 1  # NEVER print the token out';
    const said = [
      { text: "NEVER log the keys here.", line: 5, kind: "do-not" },
      { text: "NEVER print the token out", line: 6, kind: "do-not" },
    ];
    expect(scanPython(text, "m", false).statements).toEqual(said);
    expect(scanPython(text.replace(/\n/g, "\r\n"), "m", false).statements).toEqual(said);
  });
});

describe("scanRepository over a whole small repository", () => {
  it("walks sources in name order, skipping dot, dependency and build folders, declarations and what is ignored; resolves paths, baseUrl, folder indexes and Python modules", () => {
    const files: Record<string, string> = {
      // The root's own package is no workspace package: "src/util/y.js" below resolves by baseUrl, not as package "src".
      "package.json": '{ "name": "src" }',
      "tsconfig.json": JSON.stringify({
        compilerOptions: {
          baseUrl: ".",
          paths: { "@/*": ["src/*"], "@/lib/*": ["libs/lib/*"], "@lib": ["libs/lib/index.ts"] },
        },
      }),
      "src/app.ts": [
        'import { x } from "@/util/x";',
        'import lib from "@lib";',
        'import { y } from "src/util/y.js";',
        'import "./style.css";',
        'import { z } from "./util";',
        'import lib2 from "@/lib/index";',
        "export const app = [x, lib, y, z, lib2];",
        "",
      ].join("\n"),
      "src/util/x.ts": "export function x() {}\n",
      "src/util/y.ts": "export const y = 2;\n",
      "src/util/index.ts": 'export * from "./x.js";\nexport const z = 3;\n',
      "src/types.d.ts": "declare const t: number;\n",
      "libs/lib/index.ts": "// The library.\nexport default 1;\n",
      "node_modules/pkg/index.js": "module.exports = 1;\n",
      "dist/app.js": "exports.app = 1;\n",
      ".cache/a.ts": "export const a = 1;\n",
      "scratch/b.ts": "export const b = 1;\n",
      "test/app.test.ts": 'import { app } from "../src/app";\n',
      "src/pkg/__init__.py": "",
      "src/pkg/mod.py": '"""Does mod."""\nfrom . import util\nfrom .util import helper\nimport os\n',
      "src/pkg/util.py": "def helper(): pass\n",
    };
    const root = tempRepo(files);
    const progress: Array<[number, number]> = [];
    const scan = scanRepository(root, {
      ignored: (rel) => rel === "scratch",
      onProgress: (done, total) => progress.push([done, total]),
    });
    const fact = (path: string, language: "js" | "python", more: Partial<SourceFacts>): SourceFacts =>
      sourceFacts(path, { language, ...more });
    expect(scan.facts).toEqual([
      fact("libs/lib/index.ts", "js", { exports: ["default"], doc: "The library." }),
      fact("src/app.ts", "js", {
        exports: ["app"],
        imports: ["src/util/x.ts", "libs/lib/index.ts", "src/util/y.ts", "src/util/index.ts"],
        external: ["./style.css"],
        refs: [
          { spec: "@/util/x", line: 1, file: "src/util/x.ts" },
          { spec: "@lib", line: 2, file: "libs/lib/index.ts" },
          { spec: "src/util/y.js", line: 3, file: "src/util/y.ts" },
          { spec: "./style.css", line: 4 },
          { spec: "./util", line: 5, file: "src/util/index.ts" },
          // The longest matching `paths` prefix wins, as in TypeScript: @/lib/* before @/*.
          { spec: "@/lib/index", line: 6, file: "libs/lib/index.ts" },
        ],
      }),
      fact("src/pkg/__init__.py", "python", {}),
      fact("src/pkg/mod.py", "python", {
        doc: "Does mod.",
        imports: ["src/pkg/util.py"],
        external: ["os"],
        refs: [
          { spec: "pkg.util", file: "src/pkg/util.py", line: 2 },
          { spec: "pkg.util", file: "src/pkg/util.py", line: 3 },
          { spec: "os", line: 4 },
        ],
      }),
      fact("src/pkg/util.py", "python", { exports: ["helper"] }),
      fact("src/util/index.ts", "js", {
        exports: ["z"],
        imports: ["src/util/x.ts"],
        refs: [{ spec: "./x.js", line: 1, file: "src/util/x.ts" }],
      }),
      fact("src/util/x.ts", "js", { exports: ["x"] }),
      fact("src/util/y.ts", "js", { exports: ["y"] }),
      fact("test/app.test.ts", "js", {
        imports: ["src/app.ts"],
        refs: [{ spec: "../src/app", line: 1, file: "src/app.ts" }],
        test: true,
      }),
    ]);
    expect(progress).toEqual([[0, 9]]);
    // Bytes read: the scanned sources' texts, each once (all ASCII here).
    expect(scan.bytes).toBe(scan.facts.reduce((n, f) => n + files[f.path]!.length, 0));
    expect(scan.diagnostics).toEqual([]);
    expect(scan.repo.named(["tsconfig.json", "package.json"])).toEqual(["package.json", "tsconfig.json"]);
  });
});

describe("scanRepository: bytes that are not UTF-8, a file too big to scan, packages and configuration of fixtures", () => {
  it("says where a source is not UTF-8, lists a file over 2 MiB unscanned, and takes no workspace package from a fixture", () => {
    const root = tempRepo({
      "b.ts": 'import f from "fx";\nimport p from "p";\nexport default [f, p];\n',
      "big.js": `export const big = 1;\n//${"x".repeat(2 * 1024 * 1024)}\n`,
      "fixtures/pkg/package.json": '{ "name": "fx" }',
      "fixtures/pkg/index.ts": "export default 1;\n",
      "packages/p/package.json": '{ "name": "p" }',
      "packages/p/index.ts": "export default 2;\n",
    });
    // "export const a = 1;\n" is 20 bytes and "// caf" 6 more: the Latin-1 é (E9) is at offset 26, on line 2.
    writeFileSync(
      join(root, "a.ts"),
      Buffer.concat([Buffer.from("export const a = 1;\n// caf"), Buffer.from([0xe9, 0x0a])]),
    );
    const scan = scanRepository(root);
    const a = join(root, "a.ts");
    expect(scan.diagnostics).toEqual([
      {
        code: "RULES-ENCODING",
        severity: "warning",
        message: `${a} is not valid UTF-8 (first invalid byte at offset 26, line 2): 1 replacement character (U+FFFD) stand for the bytes that are not`,
        file: a,
        line: 2,
      },
    ]);
    const byPath = new Map(scan.facts.map((f) => [f.path, f]));
    expect([...byPath.keys()]).toEqual(["a.ts", "b.ts", "big.js", "fixtures/pkg/index.ts", "packages/p/index.ts"]);
    expect(byPath.get("a.ts")!.exports).toEqual(["a"]);
    expect(byPath.get("big.js")!.exports).toEqual([]);
    expect([byPath.get("b.ts")!.imports, byPath.get("b.ts")!.external]).toEqual([["packages/p/index.ts"], ["fx"]]);
    expect(byPath.get("fixtures/pkg/index.ts")!.test).toBe(true);
    expect(scan.repo.named(["package.json"])).toEqual(["packages/p/package.json"]);
  });
});

describe("sentences: cut only at a sentence's end (sentences.ts)", () => {
  it("a stop followed by a space and a capital, a quote, a digit or a bracket; never inside brackets or backquotes, after an abbreviation, an initial or a number", () => {
    const cases: Array<[string, string[]]> = [
      ["Reads the logs. Keeps a day.", ["Reads the logs.", "Keeps a day."]],
      ["Why? Because! Done", ["Why?", "Because!", "Done"]],
      ["Line one\n  continues. Two", ["Line one continues.", "Two"]],
      ["Ends here. and more", ["Ends here. and more"]],
      ["See x.y for more. Ok", ["See x.y for more.", "Ok"]],
      [
        // A stop followed by a quote (`."`) is no end: the rule wants a space after the stop.
        'He said. "Go." now. (Then) stop. [1] more. 2 left. `x` is it.',
        ["He said.", '"Go." now.', "(Then) stop.", "[1] more.", "2 left.", "`x` is it."],
      ],
      ["Use e.g. Redis here. Or i.e. Mr. Smith. Next", ["Use e.g. Redis here.", "Or i.e. Mr. Smith.", "Next"]],
      ["By J. Smith. Done", ["By J. Smith.", "Done"]],
      ["Step 1. 2 more. Then", ["Step 1. 2 more.", "Then"]],
      ["Call f(a. B) now. Next", ["Call f(a. B) now.", "Next"]],
      ["Run `a. B` now. Next", ["Run `a. B` now.", "Next"]],
      ["Close ) twice ). Next", ["Close ) twice ).", "Next"]],
      ["", []],
    ];
    expect(cases.map(([t]) => sentences(t))).toEqual(cases.map(([, want]) => want));
    expect(firstSentence("  ")).toBeUndefined();
    expect(firstSentence("One. Two.")).toBe("One.");
  });

  it("a comment's text: markers and leading stars removed, a banner's ! too; tags dropped unless kept", () => {
    expect(commentText("/*! Banner text. */")).toBe("Banner text.");
    expect(commentText("// one\r\n//two\n/// three")).toBe("one\ntwo\nthree");
    expect(commentText("## Python's comment")).toBe("Python's comment");
    expect(commentText("/**\n * Does it.\n * @deprecated use x\n */", { keepTags: true })).toBe(
      "Does it.\n@deprecated use x",
    );
    expect(commentText("/** @module Parses. */")).toBe("Parses.");
    expect(commentText("/** @see x */")).toBe("");
  });
});

describe("scanJs over a whole file: its doc, imports, exports and what it states", () => {
  it("the doc skips a licence and tool directives; statements are DO NOT / MUST NOT sentences outside backquotes and @deprecated of what follows", () => {
    const text = [
      "/* Copyright 2024 Acme. Licensed MIT. */", // 1
      "// eslint-disable no-console", // 2
      "/**", // 3
      " * Parses the logs.", // 4
      " */", // 5
      'import { a } from "./a.js";', // 6
      "// Careful: DO NOT call this twice per run.", // 7
      "export function parse() {}", // 8
      "/** @deprecated Use parseAll instead. Old. */", // 9
      "export const parseOld = 1;", // 10
      "/** @deprecated */", // 11
      "function inner() {}", // 12
      "// The keys MUST NOT be logged here.", // 13
      "", // 14
      "// Set `mode - DO NOT track` in the header.", // 15
      "export default class Box {}", // 16
      "export async function* gen() {}", // 17
      'export type { T } from "./t.js";', // 18
      'export * as ns from "./ns.js";', // 19
      'const r = require("./r.js");', // 20
      'const m = await import("./m.js");', // 21
      'obj.import("x"); obj.require("y"); import.meta.url;', // 22
      "",
    ].join("\n");
    expect(scanJs(text)).toEqual({
      refs: [
        { spec: "./a.js", line: 6 },
        { spec: "./t.js", line: 18 },
        { spec: "./ns.js", line: 19 },
        { spec: "./r.js", line: 20 },
        { spec: "./m.js", line: 21 },
      ],
      exports: ["parse", "parseOld", "Box", "gen", "T", "ns"],
      statements: [
        { text: "Careful: DO NOT call this twice per run.", line: 7, kind: "do-not" },
        { text: "parseOld is deprecated: Use parseAll instead.", line: 9, kind: "deprecated" },
        { text: "The keys MUST NOT be logged here.", line: 13, kind: "do-not" },
      ],
      doc: "Parses the logs.",
    });
  });

  it("a tool directive's line comment is no part of the doc comment on the lines after it", () => {
    expect(scanJs("// eslint-disable no-console\n// Parses the logs.\nexport {};\n").doc).toBe("Parses the logs.");
  });

  it("a @deprecated before the first statement (or with nothing after it) is the file's", () => {
    expect(scanJs("/** @deprecated Use b.js. */\nexport {};\n").statements).toEqual([
      { text: "This file is deprecated: Use b.js.", line: 1, kind: "deprecated" },
    ]);
    expect(scanJs("const x = 1;\n/** @deprecated */\n").statements).toEqual([
      { text: "This file is deprecated.", line: 2, kind: "deprecated" },
    ]);
  });
});

describe("scanPython over a whole file", () => {
  it("a generated header in the first comments, the docstring, each import form, __all__ as the exports, a NEVER comment", () => {
    const text = [
      "# Code generated by tool. DO NOT EDIT.", // 1
      "# source: x.proto", // 2
      '"""Helpers for billing."""', // 3
      "import a.b as c, d", // 4
      "from ... import x", // 5: above the top package: no module
      "from .. import y", // 6
      "from .sib import *", // 7
      "__all__ = [\"run\", 'Box']", // 8
      "def run(): pass", // 9
      "class Box: pass", // 10
      "def helper():", // 11
      "    # NEVER log keys in here.", // 12
      "",
    ].join("\n");
    expect(scanPython(text, "pkg.mod", false)).toEqual({
      refs: [],
      exports: ["run", "Box"],
      statements: [
        { text: "Code generated by tool. DO NOT EDIT. source: x.proto", line: 1, kind: "generated" },
        { text: "NEVER log keys in here.", line: 12, kind: "do-not" },
      ],
      candidates: [
        [{ spec: "a.b", line: 4 }],
        [{ spec: "d", line: 4 }],
        [{ spec: "y", line: 6 }],
        [{ spec: "pkg.sib", line: 7 }],
      ],
      doc: "Helpers for billing.",
    });
  });

  it("the generated header is the comments of the first five lines; a DO NOT in it is the header's, not a statement of its own", () => {
    const head = ["#!/usr/bin/env python", "# -*- coding: utf-8 -*-", "#", "# Copyright Acme."];
    const generated = "# Generated by gen.py: DO NOT edit by hand.";
    expect(scanPython([...head, generated, "x = 1", ""].join("\n"), "m", false).statements).toEqual([
      { text: "Generated by gen.py: DO NOT edit by hand.", line: 1, kind: "generated" },
    ]);
    // On line 6 it is past the header: only its imperative is said.
    expect(scanPython([...head, "x = 1", generated, ""].join("\n"), "m", false).statements).toEqual([
      { text: "Generated by gen.py: DO NOT edit by hand.", line: 6, kind: "do-not" },
    ]);
  });

  it("a package's relative import is against the package itself; an annotated __all__ counts; a generated docstring is said", () => {
    const f = scanPython(
      '"""Code generated by gen.py. DO NOT EDIT.\n\nMore."""\nfrom . import util\n__all__: list[str] = ("a",)\n',
      "pkg.sub",
      true,
    );
    expect(f.candidates).toEqual([
      [
        { spec: "pkg.sub.util", line: 4 },
        { spec: "pkg.sub", line: 4 },
      ],
    ]);
    expect(f.exports).toEqual(["a"]);
    expect(f.statements).toEqual([{ text: "Code generated by gen.py. DO NOT EDIT.", line: 1, kind: "generated" }]);
  });
});

// Round 4 of the sampled run (seed `sixth`): what a backslash, a CR, a non-declaration and a bracket change.
describe("round 4: the edges of each scanner, pinned whole", () => {
  it("JavaScript: a string after `export default` declares nothing; a `;` inside a function value ends no declarator; import(a + b) names no module", () => {
    const text = [
      'export default "class"', // a string whose text is a declaration keyword is no declaration
      "foo",
      "export const f = function () { return 1; }, g = 2;",
      'const m = import("./a" + x);', // a computed specifier: no module known
      'const n = import("./n.js", { with: { type: "json" } });',
      "",
    ].join("\n");
    expect(scanJs(text)).toEqual({
      refs: [{ spec: "./n.js", line: 5 }],
      exports: ["default", "f", "g"],
      statements: [],
    });
  });

  it("Python: a backslash before a lone CR joins no line; an escaped quote or a backslash-CRLF keeps the string open", () => {
    // Each comment-looking text below is inside a string: no statement; the import stays on line 2.
    const text =
      'x = 1 \\\ry = 2\nimport os\ns = "a\\" # DO NOT touch this thing ever"\nt = "abc\\\r\n# DO NOT touch this, ever and ever"\r\n';
    expect(scanPython(text, "p", false)).toEqual({
      refs: [],
      exports: [],
      statements: [],
      candidates: [[{ spec: "os", line: 2 }]],
    });
  });

  it("Python: `from m import a; import b` names no attribute of m (a; import b is no name), only m", () => {
    expect(scanPython("from m import a; import b\n", "p", false).candidates).toEqual([[{ spec: "m", line: 1 }]]);
  });

  // Jest's default testMatch is `**/?(*.)+(spec|test).[jt]s?(x)` (jestjs.io/docs/configuration#testmatch-arraystring).
  it("JavaScript and TypeScript test files are Jest's *.test / *.spec names, and no stylesheet", () => {
    expect(
      ["src/a.test.ts", "src/a.spec.jsx", "src/a.test.mjs", "src/a.spec.cts", "src/a.test.css", "src/a.ts"].map(
        isTestPath,
      ),
    ).toEqual([true, true, true, true, false, false]);
  });

  it("a comment's file tag counts only at the start of its line", () => {
    expect(commentText("/** @see @module foo */")).toBe("");
    expect(commentText("/**\n * @description Reads it.\n * @param x @file y\n */")).toBe("Reads it.");
  });
});

describe("round 4: a Python file whole, worked by hand", () => {
  it("a string after code is no docstring; each import form resolved against pkg.mod; comments inside f- and rb-strings say nothing", () => {
    const text = [
      "x = 1", // 1: code first, so the string on line 2 is no module docstring
      '"""Not the doc."""', // 2
      "import os, sys as system", // 3
      "from .a import (b as c, d)", // 4: a sibling module of pkg.mod: pkg.a
      "from ..up import e", // 5: above pkg: the top-level module up
      "class _Hidden: pass", // 6
      "class Shown(Base): pass", // 7
      "def outer():", // 8
      "    def inner(): pass", // 9: not top level
      's = f"{x} # NEVER do that thing here"', // 10
      "t = rb'\\' # DO NOT care about this one'", // 11: the backslash keeps the quote after it
      "y = (1,", // 12
      '  2) ; z = ")"', // 13: the bracket in a string closes nothing
      "import json", // 14
      "w = 1)", // 15: a stray bracket opens nothing either
      "import re", // 16
      "",
    ].join("\n");
    expect(scanPython(text, "pkg.mod", false)).toEqual({
      refs: [],
      exports: ["Shown", "outer"],
      statements: [],
      candidates: [
        [{ spec: "os", line: 3 }],
        [{ spec: "sys", line: 3 }],
        [
          { spec: "pkg.a.b", line: 4 },
          { spec: "pkg.a", line: 4 },
        ],
        [
          { spec: "pkg.a.d", line: 4 },
          { spec: "pkg.a", line: 4 },
        ],
        [
          { spec: "up.e", line: 5 },
          { spec: "up", line: 5 },
        ],
        [{ spec: "json", line: 14 }],
        [{ spec: "re", line: 16 }],
      ],
    });
  });

  it("Sphinx's `.. deprecated::` directive in the docstring is the module's deprecation, with its text", () => {
    expect(scanPython('"""Helpers.\n\n.. deprecated:: 2.0 Use other instead.\n"""\n', "m", false)).toEqual({
      refs: [],
      exports: [],
      statements: [{ text: "This module is deprecated: 2.0 Use other instead.", line: 1, kind: "deprecated" }],
      candidates: [],
      doc: "Helpers.\n\n.. deprecated:: 2.0 Use other instead.",
    });
  });
});

describe("round 4: what a generated-file header and an imperative are (scan-js.ts), as its comments define them", () => {
  // Go's convention (golang.org/s/generatedcode) is "Code generated … DO NOT EDIT."; protoc writes
  // "Generated by the protocol buffer compiler."; the rest is the definition in GENERATED's comment.
  it("a generated header: @generated, auto-generated, a sentence opening with Code generated / Generated by|from|using / This file is generated, do not edit", () => {
    const cases: Array<[string, boolean]> = [
      ["@generated", true],
      ["Auto-generated file", true],
      ["autogenerated", true],
      ["This file was automatically generated", true],
      ["Code generated by protoc-gen-go. DO NOT EDIT.", true],
      ["Generated by the protocol buffer compiler.", true],
      ["Foo. Generated from x.proto", true],
      ["Foo\n  generated using tool", true],
      ["This code is generated", true],
      ["This file is auto-generated", true],
      ["Do not modify", true],
      ["@generatedFoo", false],
      ["regenerated by hand", false],
      ["It is generated by x", false],
      ["do not editorialize", false],
      ["The code generated by x is slow", false],
      ["Generated bytes", false],
    ];
    expect(cases.map(([s]) => [s, GENERATED.test(s)])).toEqual(cases);
    expect(generatedHeader("Copyright x. Code generated by gen. DO NOT EDIT. Source: a. More.")).toBe(
      "Code generated by gen. DO NOT EDIT.",
    );
    expect(generatedHeader("Copyright x.")).toBeUndefined();
  });

  it("an imperative: DO NOT, DON'T or NEVER opening the text or after a colon, semicolon or dash, or MUST NOT, then a lower-case word, outside quotes", () => {
    const cases: Array<[string, boolean]> = [
      ["DO NOT call it", true],
      ["Careful: DO NOT call it", true],
      ["a - NEVER do x", true],
      ["x; DON'T touch", true],
      ["It MUST NOT be", true],
      ["a—NEVER do", true],
      ["a –  NEVER do", true],
      ["We DO NOT call it", false],
      ["DO NOT EDIT", false],
      ["`DO NOT call` it", false],
      ['"NEVER do" is a phrase', false],
      ["MUSTMUST NOT be", false],
      ["a-NEVER do", false], // a hyphen is a dash only between spaces
      ["a- NEVER do", false],
    ];
    expect(cases.map(([s]) => [s, DO_NOT.test(s)])).toEqual(cases);
  });
});

describe("round 4: scanRepository's resolution edges", () => {
  // TypeScript puts what `*` matched where the target's `*` is, and takes a target without one as it is
  // (typescriptlang.org/tsconfig#paths; moduleNameResolver.ts, tryLoadModuleUsingPaths:
  // `matchedStar ? replaceFirstStar(subst, matchedStar) : subst`).
  it("tsconfig.base.json's baseUrl and paths (`*` anywhere in a target, a target without one as it is), a .jsx import of a .tsx file, the file itself and repeats", () => {
    const root = tempRepo({
      "tsconfig.base.json": JSON.stringify({
        compilerOptions: { baseUrl: "./src", paths: { "~/*": ["*"], "#/*": ["lib/*/index"], "$/*": ["one"] } },
      }),
      "tsconfig.json": '{ "extends": "./tsconfig.base.json" }',
      "src/a.ts":
        'import "~/b";\nimport "./a";\nimport "./c.jsx";\nimport "./c.jsx";\nimport "b";\nimport "#/x";\nimport "$/any";\n',
      "src/b.ts": "export {};\n",
      "src/lib/x/index.ts": "export {};\n",
      "src/one.ts": "export {};\n",
      "src/c.tsx": "export const C = 1;\n",
    });
    const a = scanRepository(root).facts.find((f) => f.path === "src/a.ts")!;
    expect([a.imports, a.external]).toEqual([["src/b.ts", "src/c.tsx", "src/lib/x/index.ts", "src/one.ts"], []]);
    expect(a.refs).toEqual([
      { spec: "~/b", line: 1, file: "src/b.ts" },
      { spec: "./a", line: 2, file: "src/a.ts" },
      { spec: "./c.jsx", line: 3, file: "src/c.tsx" },
      { spec: "./c.jsx", line: 4, file: "src/c.tsx" },
      { spec: "b", line: 5, file: "src/b.ts" },
      { spec: "#/x", line: 6, file: "src/lib/x/index.ts" },
      { spec: "$/any", line: 7, file: "src/one.ts" },
    ]);
  });

  it("test paths: a test, tests, __tests__, __mocks__, spec, specs, testing or fixtures folder at any depth, never a word that ends so", () => {
    const paths = [
      "src/__tests__/a.ts",
      "src/__mocks__/m.ts",
      "specs/x.ts",
      "testing/h.py",
      "tests/t.py",
      "lib/spec/x.js",
    ];
    expect(paths.map(isTestPath)).toEqual(paths.map(() => true));
    expect(["src/contest.ts", "src/latest/x.ts", "src/mytests/x.ts", "src/test.ts"].map(isTestPath)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe("round 4: a JavaScript file's banner, repeated and typed exports, string import names", () => {
  it("a banner of rules is no doc; an export named twice is one; `type` before a name is no name; an import of a string name imports its module", () => {
    const text = [
      "// ==========", // 1: a banner
      "/** Parses the logs. */", // 2
      'import { "a-b" as ab } from "./m.js";', // 3: a string as the imported name (ES2022)
      "// NEVER log.", // 4: 12 characters or fewer: no statement
      "export { type T, b };", // 5
      "export { b };", // 6
      "",
    ].join("\n");
    expect(scanJs(text)).toEqual({
      refs: [{ spec: "./m.js", line: 3 }],
      exports: ["T", "b"],
      statements: [],
      doc: "Parses the logs.",
    });
  });
});

describe("round 4: a repository's Python packages, .mjs and .d.mts files, and a file of exactly 2 MiB", () => {
  it("an __init__.py imports against its own package; a module of no file is external by its module; .mjs finds .mts; .d.mts is no source", () => {
    const head = "export const e = 1;\n//";
    const files: Record<string, string> = {
      "pkg/__init__.py": "from . import util\nfrom requests import get\n",
      "pkg/util.py": "",
      "web/a.ts": 'import { x } from "./x.mjs";\n',
      "web/x.mts": "export const x = 1;\n",
      "web/x.d.mts": "export declare const x: number;\n",
      // 2 MiB exactly is scanned: the bound is "larger than".
      "web/edge.js": head + "x".repeat(2 * 1024 * 1024 - head.length),
    };
    const facts = scanRepository(tempRepo(files)).facts;
    expect(facts.map((f) => f.path)).toEqual([
      "pkg/__init__.py",
      "pkg/util.py",
      "web/a.ts",
      "web/edge.js",
      "web/x.mts",
    ]);
    const init = facts[0]!;
    expect([init.imports, init.external, init.refs]).toEqual([
      ["pkg/util.py"],
      ["requests"],
      [
        { spec: "pkg.util", file: "pkg/util.py", line: 1 },
        { spec: "requests", line: 2 },
      ],
    ]);
    expect(facts[2]!.imports).toEqual(["web/x.mts"]);
    expect(facts[3]!.exports).toEqual(["e"]);
  });
});

describe("round 4: where a block of line comments ends", () => {
  it("a blank line between line comments ends the block: the doc is the first block only", () => {
    expect(scanJs("// Reads the logs.\n\n// Unrelated note.\nexport {};\n").doc).toBe("Reads the logs.");
    expect(scanJs("// Reads the logs.\r\n  // Keeps a day.\r\nexport {};\r\n").doc).toBe(
      "Reads the logs.\nKeeps a day.",
    );
  });

  it("a @deprecated reason over several lines is one sentence, its lines joined", () => {
    expect(
      scanJs("/**\n * @deprecated Use\n *   parseAll instead. Old.\n */\nexport const p = 1;\n").statements,
    ).toEqual([{ text: "p is deprecated: Use parseAll instead.", line: 1, kind: "deprecated" }]);
  });
});
