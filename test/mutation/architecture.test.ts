/**
 * The architecture folder's readers, pinned where the sampled mutation run (issue 38, seed `third`)
 * found behaviour no test observed: the configuration interpreter's operators, statements and
 * messages, Nx constraint texts, path globs and refused patterns, an unreadable pyproject.toml.
 * Seed `fourth` added: arrows, accessors and templates the interpreter reads or declines, ESLint's
 * ignores and nested folders, dependency-cruiser's unplaced rules, Nx allSourceTags, layer containers.
 *
 * The oracle for the interpreter is JavaScript itself: a configuration that needs nothing from
 * outside its text is run in a `node:vm` context, and the interpreter must read the value running
 * it gives. Where running is not possible (TypeScript syntax, a statement the interpreter does not
 * read), the expected value is worked by hand from config-eval.ts's contract: an opaque element of
 * an array is dropped and counted in `unread`.
 */
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { OPAQUE, RegexValue, readConfigValue } from "../../src/formats/architecture/config-eval.js";
import { nxProjects, readNxConstraints, type NxProject } from "../../src/formats/architecture/nx.js";
import {
  gitignoreTest,
  globTest,
  idSlug,
  pathOrGlob,
  regexLabel,
  safeRegex,
} from "../../src/formats/architecture/patterns.js";
import { isSrcLayout, pythonModule, readImportLinter } from "../../src/formats/architecture/import-linter.js";
import { readEslint } from "../../src/formats/architecture/eslint.js";
import { readDependencyCruiser } from "../../src/formats/architecture/dependency-cruiser.js";
import {
  packageOf,
  readWorkspaceDependencies,
  workspacePackages,
  yamlPackages,
} from "../../src/formats/architecture/workspaces.js";
import { readPackageExports, readProjectReferences } from "../../src/formats/architecture/typescript-projects.js";
import type { Declaration, Declarations, RepoFiles } from "../../src/formats/architecture/model.js";

/** What running a CommonJS configuration gives (JSON round trip: plain objects of this realm). */
function run(text: string): unknown {
  const module = { exports: {} as unknown };
  runInNewContext(text, { module, exports: module.exports });
  return JSON.parse(JSON.stringify(module.exports)) as unknown;
}

/** A repository of these files (and these paths); `named` finds a file by its base name anywhere. */
function repoOf(files: Record<string, string>, paths: string[] = []): RepoFiles {
  return {
    root: "/r",
    paths,
    read: (p) => files[p],
    named: (names) => Object.keys(files).filter((f) => names.includes(f.slice(f.lastIndexOf("/") + 1))),
  };
}

/** A declaration as data: its constraints counted (their sides are functions). */
const plain = (ds: Declaration[]) => ds.map(({ constraints, ...d }) => ({ ...d, constraints: constraints.length }));
const empty = (): Declarations => ({ declarations: [], problems: [], files: [] });

/** What one reader declares, and the problems it finds, in a repository of these files. */
function readInto(
  reader: (repo: RepoFiles, out: Declarations) => void,
  files: Record<string, string>,
  paths: string[] = [],
): Declarations {
  const out = empty();
  reader(repoOf(files, paths), out);
  return out;
}

/** One test a case: the interpreter reads, with nothing unread, the value running the text gives. */
function itReadsAsRunning(cases: Record<string, string>): void {
  for (const [name, text] of Object.entries(cases))
    it(name, () => {
      const r = readConfigValue(text);
      expect(r.error).toBeUndefined();
      expect(r.unread).toBe(0);
      expect(r.value).toEqual(run(text));
    });
}

describe("readConfigValue reads what running the configuration gives", () => {
  const cases: Record<string, string> = {
    "every operator it evaluates": [
      "module.exports = {",
      '  eq: 1 === 1, eqLoose: "a" == "a", eqNot: 1 === 2,',
      "  ne: 1 !== 2, neLoose: 1 != 1,",
      "  gt: 2 > 1, gtNot: 1 > 2, lt: 1 < 2, le: 1 <= 2, leNot: 2 <= 1, ge: 2 >= 3, geEq: 2 >= 2,",
      "  not: !0, notNot: !1, neg: -1, negVar: -(2 * 3), pos: +2,",
      '  sum: 1 + 2, cat: "a" + 1, mod: 7 % 3, div: 6 / 4, mul: 2 * 3, sub: 5 - 7,',
      '  and: 0 && 1, or: 0 || "x", nul: null ?? "d", cond: 1 > 0 ? "y" : "n", type: typeof "s",',
      "};",
    ].join("\n"),
    "templates with and without substitutions": "const n = 3;\nmodule.exports = { plain: `abc`, sub: `n=${n}!` };\n",
    "object spreads and Object.assign": [
      "const base = { a: 1, b: 2 };",
      "module.exports = {",
      "  all: { ...base, b: 3 },",
      "  assigned: Object.assign({}, base, { c: 4 }),",
      "  assignedPast: Object.assign({}, undefined, { d: 5 }),",
      "  keys: Object.keys(base),",
      "};",
    ].join("\n"),
    "destructuring of arrays and objects, with rests and defaults": [
      "const [first, second, ...others] = [1, 2, 3, 4];",
      "const { a, b: renamed, z = 9, ...restObj } = { a: 1, b: 2, c: 3 };",
      "const [, skipped = 5] = [0];",
      "module.exports = { first, second, others, a, renamed, z, restObj, skipped };",
    ].join("\n"),
    "functions: parameters, if/else, a block, return": [
      "function pick(x, y) {",
      "  if (x > y) return x;",
      "  else return y;",
      "}",
      "const add = (a, b) => a + b;",
      'function nested() { { return "inner"; } }',
      "const every = [[0, 0].every((x) => x > 0), [1, 2].every((x) => x > 0), [].every((x) => x)];",
      'module.exports = { pick: [pick(1, 2), pick(5, 3)], add: add(2, 3), nested: nested(), every, cat: "a".concat("b", 1) };',
    ].join("\n"),
    // `config` is a wrapper's name (defineConfig, config, …) only when called on something it cannot read.
    "array destructuring of a string takes its characters":
      'const [c, , ...cs] = "wxyz";\nmodule.exports = { c, cs };\n',
    "arrows without parentheses; a method named config on an object it reads is that method": [
      "const dbl = x => x * 2;",
      "const o = { config: (x) => x + 1 };",
      "module.exports = { d: dbl(2), m: [1, 2].map(x => x + 1), c: o.config(1) };",
    ].join("\n"),
  };
  itReadsAsRunning(cases);
});

describe("readConfigValue: what it does not run", () => {
  it("a function holding a statement it does not read returns an opaque value, dropped from an array and counted", () => {
    const r = readConfigValue(
      "function f() {\n  for (let i = 0; i < 1; i++) {}\n  return 1;\n}\nmodule.exports = [f(), 2];\n",
    );
    expect(r.value).toStrictEqual([2]);
    expect(r.unread).toBe(1);
  });

  it("an import declares the names it binds, not the words of its clause (`type`, `as`, braces)", () => {
    const r = readConfigValue(
      'import type { Linter as L } from "eslint";\nexport default [typeof type, typeof as, 1];\n',
    );
    expect(r).toMatchObject({ value: [1], unread: 2 });
  });

  // JavaScript would print a function's source text; agentc does not read it, so the string is opaque.
  it("a template holding a function or a value it does not read is itself not read", () => {
    const r = readConfigValue("const f = () => 1;\nmodule.exports = [`${f}`, `${g()}`, 2];\n");
    expect(r).toMatchObject({ value: [2], unread: 2 });
  });

  // Running it, `module = exports = {…}` rebinds two names and leaves module.exports as it was: it is
  // no export, so it is a statement not read (not taken for `module.exports = {…}`).
  it("an assignment to `module` itself is not an export", () => {
    const text = "module = exports = { a: 1 };\n";
    expect(run(text)).toEqual({});
    expect(readConfigValue(text)).toMatchObject({ value: undefined, unread: 1 });
  });

  it("an accessor in an object is not read; the object's other keys are", () => {
    const r = readConfigValue("module.exports = [{ get a() { return 1; }, b: 2 }, 3];\n");
    expect(r.error).toBeUndefined();
    expect(r.value).toStrictEqual([{ b: 2 }, 3]);
  });

  it("an operator it does not compute (`~`) makes an opaque value, not a syntax error", () => {
    expect(readConfigValue("module.exports = [~1, 2];\n")).toMatchObject({ value: [2], unread: 1 });
  });

  it("an expression statement is one statement not read, however many dots and calls it has", () => {
    const r = readConfigValue('"use strict";\n;;\nfoo.bar.baz(1, 2);\nmodule.exports = 1;\n');
    expect(r).toMatchObject({ value: 1, unread: 1 });
  });

  it("new RegExp and a regular expression literal are kept as their source and flags", () => {
    const r = readConfigValue('module.exports = { made: new RegExp("a.b", "i"), lit: /x+/g };\n');
    expect(r.value).toEqual({ made: new RegexValue("a.b", "i"), lit: new RegexValue("x+", "g") });
    expect(readConfigValue('module.exports = new RegExp("a");\n').value).toEqual(new RegexValue("a", ""));
  });

  it("TypeScript types are skipped: a union across lines, a type before the next line, `as` and `satisfies`", () => {
    const r = readConfigValue(
      [
        "const a: string |",
        "  number = 1;",
        "const b: Config",
        "const c = 2;",
        "const d = (5) as number;",
        "export default { a, b, c, d } satisfies Config;",
      ].join("\n"),
    );
    expect(r.error).toBeUndefined();
    expect(r.value).toStrictEqual({ a: 1, b: undefined, c: 2, d: 5 });
    expect(r.unread).toBe(0);
  });

  it("JSON that does not parse says what was expected and where (the line, or the end)", () => {
    expect(readConfigValue('{"a": 1')).toMatchObject({ value: OPAQUE, error: "expected } at line end" });
    expect(readConfigValue("[1\n 2]")).toMatchObject({ value: OPAQUE, error: "expected ] at line 2" });
  });

  // A stray closing bracket ends no statement: the reader hung on it (at the top, or in a function's
  // body) before it stepped over it. A hostile configuration must cost at most a few milliseconds.
  it("a stray closing bracket is stepped over, not read forever", () => {
    const top = readConfigValue("const a = 1;\n}\nmodule.exports = { a };\n");
    expect(top).toMatchObject({ value: { a: 1 }, unread: 1 });
    const inner = readConfigValue("function f() { a) }\nconst g = () => { ] };\nmodule.exports = [1];\n");
    expect(inner).toMatchObject({ value: [1], unread: 0 });
  });
});

describe("the other readers' texts", () => {
  const projects: NxProject[] = [
    { name: "a", root: "libs/a", tags: ["scope:a"] },
    { name: "b", root: "libs/b", tags: ["scope:b"] },
  ];

  it("Nx: a notDependOnLibsWithTags constraint names the tags it forbids, in the rule and in its target", () => {
    const out: Declaration[] = [];
    const options = { depConstraints: [{ sourceTag: "scope:a", notDependOnLibsWithTags: ["scope:b", "type:app"] }] };
    readNxConstraints("eslint.config.js", () => 7, options, projects, out);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({
      tool: "nx",
      name: "nx-scope-a",
      forbids: "Projects tagged scope:a (libs/a) must not import projects tagged scope:b, type:app",
      why: "Nx module boundaries (depConstraints of @nx/enforce-module-boundaries)",
      source: { file: "eslint.config.js", line: 7 },
    });
    const c = out[0]!.constraints[0]!;
    expect(c.to.label).toBe("projects tagged scope:b, type:app");
    expect([c.to.file("libs/b/x.ts", "libs/a/y.ts"), c.to.file("libs/a/z.ts", "libs/a/y.ts")]).toEqual([true, false]);
  });

  it("a glob matches its paths and what lies under them, and nothing else", () => {
    const t = pathOrGlob("src/*");
    expect(["src/a", "src/a/b.ts", "lib/a", "srcx/a"].map(t)).toEqual([true, true, false, false]);
  });

  // A glob's `[ab]` is a class of characters (picomatch, minimatch); an unclosed `[` is a character.
  it("a glob's bracket class matches one of its characters; an unclosed bracket is literal", () => {
    expect(["src/a.ts", "src/b.ts", "src/c.ts"].map(globTest("src/[ab].ts"))).toEqual([true, true, false]);
    expect(["src/[a.ts", "src/a.ts"].map(globTest("src/[a.ts"))).toEqual([true, false]);
  });

  it("a regex label: an anchored path with an escaped extension dot reads as the path, anything more is quoted", () => {
    expect(regexLabel("^src/index\\.ts")).toBe("src/index.ts");
    expect(regexLabel("^src/.*\\.ts$")).toBe("`^src/.*\\.ts$`");
  });

  it("a pattern that does not compile says so with the engine's message", () => {
    let message = "";
    try {
      new RegExp("(");
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).not.toBe("");
    expect(safeRegex("(")).toBe(`a pattern that does not compile (${message})`);
  });

  it("a pyproject.toml whose TOML does not parse is a problem that says it was not read", () => {
    const out = readInto(readImportLinter, { "pyproject.toml": '[tool.importlinter]\nroot_package = "app\n' });
    expect(out.declarations).toEqual([]);
    expect(out.problems).toHaveLength(1);
    expect(out.problems[0]!.file).toBe("pyproject.toml");
    expect(out.problems[0]!.message).toMatch(/^not read: \S/);
  });

  it("ESLint (.eslintrc.js): a negated pattern group, a zone with its message, an override's excludedFiles", () => {
    const text = [
      "// Boundaries of the app.",
      "module.exports = {",
      "  rules: {",
      '    "@typescript-eslint/no-restricted-imports": [',
      '      "error",',
      '      { patterns: [{ group: ["lodash/*", "!lodash/fp"], message: "use lodash-es" }] },',
      "    ],",
      '    "import/no-restricted-paths": [',
      '      "error",',
      '      { zones: [{ target: "./src/abcdefghijkl-mnopqrstuvw", from: "./src/server", message: "no server code" }] },',
      "    ],",
      "  },",
      "  overrides: [",
      '    { files: ["*.test.ts"], excludedFiles: ["*.e2e.test.ts"], rules: { "no-restricted-imports": ["error", "fs"] } },',
      "  ],",
      "};",
      "",
    ].join("\n");
    const out = readInto(readEslint, { ".eslintrc.js": text });
    expect(out.problems).toEqual([]);
    expect(out.files).toEqual([".eslintrc.js"]);
    // The names, sentences and lines worked by hand from the text above (ESLint's rule documentation
    // for what each option means): the zone's target slug is 24 characters, kept whole.
    expect(out.declarations.map(({ constraints, ...d }) => ({ ...d, constraints: constraints.length }))).toEqual([
      {
        tool: "eslint",
        name: "restricted-lodash",
        forbids: "No file may import modules matching `lodash/*`, `!lodash/fp`",
        why: "use lodash-es",
        source: { file: ".eslintrc.js", line: 6 },
        constraints: 1,
      },
      {
        tool: "eslint",
        name: "zone-abcdefghijkl-mnopqrstuvw-from-server",
        forbids: "Files under src/abcdefghijkl-mnopqrstuvw must not import from src/server",
        why: "no server code",
        source: { file: ".eslintrc.js", line: 10 },
        constraints: 1,
      },
      {
        tool: "eslint",
        name: "restricted-fs",
        forbids: "Files matching `*.test.ts` must not import `fs`",
        source: { file: ".eslintrc.js", line: 14 },
        constraints: 1,
      },
    ]);
    const [lodash, zone, fs] = out.declarations.map((d) => d.constraints[0]!);
    expect(["lodash/map", "lodash/fp", "lodash"].map((x) => lodash!.to.spec!(x))).toEqual([true, false, false]);
    expect(["src/abcdefghijkl-mnopqrstuvw/a.ts", "src/other/a.ts"].map((x) => zone!.from.file!(x))).toEqual([
      true,
      false,
    ]);
    expect(["src/server/db.ts", "src/client/db.ts"].map((x) => zone!.to.file!(x))).toEqual([true, false]);
    expect(["src/a.test.ts", "src/a.e2e.test.ts", "src/a.ts"].map((x) => fs!.from.file!(x))).toEqual([
      true,
      false,
      false,
    ]);
  });

  // One .importlinter layers contract a row: read with no problem, as exactly this declaration.
  it.each<[string, string[], object]>([
    [
      "import-linter (.importlinter): section headers with trailing blanks, a layers contract",
      [
        "[importlinter]   ",
        "root_packages =",
        "    app",
        "",
        "[importlinter:contract:layers]\t",
        "name = App layers",
        "type = layers",
        "layers =",
        "    app.web",
        "    app.core",
        "",
      ],
      {
        tool: "import-linter",
        name: "layers",
        why: "App layers",
        forbids: "Layers, highest first: app.web, app.core: a lower layer must not import a higher one",
        source: { file: ".importlinter", line: 5 },
        constraints: 1,
      },
    ],
    // import-linter's documentation: `containers` repeats the layers inside each container package.
    [
      "import-linter: a layers contract with containers names them and applies the layers inside each",
      [
        "[importlinter]",
        "root_package = app",
        "",
        "[importlinter:contract:1]",
        "name = Per-feature layers",
        "type = layers",
        "containers =",
        "    app.a",
        "    app.b",
        "layers =",
        "    web",
        "    core",
        "",
      ],
      {
        tool: "import-linter",
        // A numeric section id is not a name: the contract's name, slugged, is.
        name: "per-feature-layers",
        why: "Per-feature layers",
        forbids: "Layers, highest first: web, core (in app.a, app.b): a lower layer must not import a higher one",
        source: { file: ".importlinter", line: 4 },
        constraints: 2,
      },
    ],
  ])("%s", (_, lines, declaration) => {
    const out = readInto(readImportLinter, { ".importlinter": lines.join("\n") });
    expect(out.problems).toEqual([]);
    expect(out.files).toEqual([".importlinter"]);
    expect(plain(out.declarations)).toEqual([declaration]);
  });

  // Before, an unnamed contract was placed on the line after the contract before it (here line 7,
  // the first contract's `type`), not on its own `[[tool.importlinter.contracts]]` table.
  it("import-linter (pyproject.toml): a contract's id names it, an unnamed contract is at its own table", () => {
    const text = [
      "[tool.importlinter]",
      'root_package = "app"',
      "",
      "[[tool.importlinter.contracts]]",
      'id = "core-no-web"',
      'name = "Core must not import web"',
      'type = "forbidden"',
      'source_modules = ["app.core"]',
      'forbidden_modules = ["app.web"]',
      "allow_indirect_imports = true",
      "",
      "[[tool.importlinter.contracts]]",
      'type = "independence"',
      'modules = ["app.a", "app.b"]',
      "",
    ].join("\n");
    const out = readInto(readImportLinter, { "pyproject.toml": text });
    expect(out.problems).toEqual([]);
    expect(plain(out.declarations)).toEqual([
      {
        tool: "import-linter",
        name: "core-no-web",
        why: "Core must not import web",
        forbids: "Modules app.core must not import app.web",
        source: { file: "pyproject.toml", line: 6 },
        constraints: 1,
      },
      {
        tool: "import-linter",
        name: "contract-12",
        forbids: "Modules app.a, app.b must not import each other",
        source: { file: "pyproject.toml", line: 12 },
        constraints: 1,
      },
    ]);
  });

  it("a Python file's module: only .py files, src/ stripped in a src layout, __init__ is its package", () => {
    expect(pythonModule("app/notes.md", false)).toBeUndefined();
    expect(pythonModule("src/app/m.py", true)).toBe("app.m");
    expect(pythonModule("src/app/m.py", false)).toBe("src.app.m");
    expect(pythonModule("app/sub/__init__.py", false)).toBe("app.sub");
  });

  it("a repository without import-linter configuration has no declarations and no problems", () => {
    const out = readInto(readImportLinter, { "setup.cfg": "[metadata]\nname = app\n" });
    expect(out).toEqual({ declarations: [], problems: [], files: [] });
  });

  it("Nx: a tag with a slash is a tag, not a pattern; allowed tags are allowed; a source no project has lists no folders", () => {
    const ps: NxProject[] = [
      { name: "app", root: "apps/app", tags: ["scope:app"] },
      { name: "ui", root: "libs/ui", tags: ["scope:shared/ui"] },
      { name: "kit", root: "libs/kit", tags: ["scope:shared/ui-kit"] },
    ];
    const out: Declaration[] = [];
    const options = {
      depConstraints: [
        { sourceTag: "scope:app", onlyDependOnLibsWithTags: ["scope:shared/ui"] },
        { sourceTag: "scope:none", notDependOnLibsWithTags: ["scope:app"] },
      ],
    };
    readNxConstraints("project.json", () => 1, options, ps, out);
    expect(out.map((d) => [d.name, d.forbids])).toEqual([
      [
        "nx-scope-app",
        "Projects tagged scope:app (apps/app) must not import projects tagged other than scope:shared/ui",
      ],
      ["nx-scope-none", "Projects tagged scope:none must not import projects tagged scope:app"],
    ]);
    const to = out[0]!.constraints[0]!.to.file!;
    expect([to("libs/ui/a.ts", "apps/app/m.ts"), to("libs/kit/a.ts", "apps/app/m.ts")]).toEqual([false, true]);
  });

  it("dependency-cruiser: a cycle rule over any file, a rule between two folders", () => {
    const text = [
      "module.exports = {",
      "  forbidden: [",
      '    { name: "no-circular", severity: "warn", comment: " cycles hurt ", from: {}, to: { circular: true } },',
      '    { from: { path: "^src/ui/" }, to: { path: "^src/db/" } },',
      "  ],",
      "};",
      "",
    ].join("\n");
    const out = readInto(readDependencyCruiser, { ".dependency-cruiser.cjs": text });
    expect(out.problems).toEqual([]);
    expect(out.files).toEqual([".dependency-cruiser.cjs"]);
    expect(plain(out.declarations).map(({ cycles, ...d }) => ({ ...d, cycles: cycles?.label }))).toEqual([
      {
        tool: "dependency-cruiser",
        name: "no-circular",
        why: "cycles hurt",
        forbids: "No file may be part of an import cycle",
        source: { file: ".dependency-cruiser.cjs", line: 3 },
        constraints: 0,
        cycles: "any file",
      },
      {
        tool: "dependency-cruiser",
        name: "forbidden-2",
        forbids: "Files under src/ui/ must not import files under src/db/",
        source: { file: ".dependency-cruiser.cjs", line: 4 },
        constraints: 1,
        cycles: undefined,
      },
    ]);
  });

  // The texts dependency-cruiser's documentation (doc/rules-reference.md) gives these conditions: `allowed`
  // is a whitelist, `from.orphan` names files with no import either way, `dependencyTypesNot` excludes types.
  it("dependency-cruiser: `allowed` rules are a problem, an orphan rule and a types-excluding rule are not placed", () => {
    const text = [
      "module.exports = {",
      "  allowed: [{ from: {}, to: {} }],",
      "  forbidden: [",
      '    { name: "no-orphans", from: { orphan: true, path: "^src/" }, to: {} },',
      '    { name: "no-npm", from: {}, to: { dependencyTypesNot: ["local"] } },',
      "  ],",
      "};",
      "",
    ].join("\n");
    const out = readInto(readDependencyCruiser, { ".dependency-cruiser.js": text });
    expect(out.problems).toEqual([
      { file: ".dependency-cruiser.js", message: "its `allowed` rules (everything else is forbidden) are not read" },
    ]);
    expect(plain(out.declarations)).toEqual([
      {
        tool: "dependency-cruiser",
        name: "no-orphans",
        forbids: "Files under src/ must not be orphans (imported by no file and importing none)",
        unplaced: "agentc does not evaluate from.orphan",
        source: { file: ".dependency-cruiser.js", line: 4 },
        constraints: 0,
      },
      {
        tool: "dependency-cruiser",
        name: "no-npm",
        forbids: "No file may import anything (not of type local)",
        unplaced: "agentc does not evaluate to.dependencyTypesNot",
        source: { file: ".dependency-cruiser.js", line: 5 },
        constraints: 0,
      },
    ]);
  });

  // ESLint's documentation: a flat config object's `ignores` exclude files from it; an .eslintrc in a
  // folder applies only to the files under that folder; a configuration that does not parse is not read.
  it("ESLint: a flat config's ignores and a nested .eslintrc's folder bound the importing files; a broken config is named", () => {
    const flat = readInto(readEslint, {
      "eslint.config.js":
        'export default [{ ignores: ["**/*.test.ts"], rules: { "no-restricted-imports": ["error", "fs"] } }];\n',
    });
    expect(flat.problems).toEqual([]);
    const fromFlat = flat.declarations[0]!.constraints[0]!.from.file!;
    expect(["src/a.ts", "src/a.test.ts"].map((p) => fromFlat(p))).toEqual([true, false]);

    const nested = readInto(readEslint, {
      "pkg/.eslintrc.json": '{ "rules": { "no-restricted-imports": ["error", "fs"] } }\n',
    });
    expect(plain(nested.declarations)).toEqual([
      {
        tool: "eslint",
        name: "restricted-fs",
        forbids: "Files under pkg/ must not import `fs`",
        source: { file: "pkg/.eslintrc.json", line: 1 },
        constraints: 1,
      },
    ]);
    const fromNested = nested.declarations[0]!.constraints[0]!.from.file!;
    expect(["pkg/a.ts", "pkgx/a.ts", "other/a.ts"].map((p) => fromNested(p))).toEqual([true, false, false]);

    const broken = readInto(readEslint, { ".eslintrc.json": '{"a": 1' });
    expect(broken.declarations).toEqual([]);
    // The JSON reader's own message (pinned above for readConfigValue), behind the reader's "not read:".
    expect(broken.problems).toEqual([{ file: ".eslintrc.json", message: "not read: expected } at line end" }]);
  });

  // Nx's documentation: `allSourceTags` applies a constraint to projects carrying every one of the tags.
  it("Nx: an allSourceTags constraint's sources are the projects with every tag, not any", () => {
    const ps: NxProject[] = [
      { name: "both", root: "libs/both", tags: ["scope:a", "type:ui"] },
      { name: "one", root: "libs/one", tags: ["scope:a"] },
      { name: "b", root: "libs/b", tags: ["scope:b"] },
    ];
    const out: Declaration[] = [];
    const options = {
      depConstraints: [{ allSourceTags: ["scope:a", "type:ui"], notDependOnLibsWithTags: ["scope:b"] }],
    };
    readNxConstraints("project.json", () => 1, options, ps, out);
    expect(out.map((d) => [d.name, d.forbids])).toEqual([
      ["nx-scope-a-type-ui", "Projects tagged scope:a+type:ui (libs/both) must not import projects tagged scope:b"],
    ]);
    const from = out[0]!.constraints[0]!.from.file!;
    expect(["libs/both/x.ts", "libs/one/x.ts"].map((p) => from(p, ""))).toEqual([true, false]);
  });

  it("workspaces: a project.json's name, or its folder when it has none; a negated pattern includes nothing", () => {
    const files: Record<string, string> = {
      "package.json": JSON.stringify({ workspaces: ["!old"] }),
      "!old/package.json": '{ "name": "bang" }',
      "apps/web/project.json": '{ "name": "web" }',
      "libs/x/project.json": "{}",
    };
    const repo: RepoFiles = {
      root: "/r",
      paths: [],
      read: (p) => files[p],
      named: (names) => Object.keys(files).filter((f) => names.includes(f.slice(f.lastIndexOf("/") + 1))),
    };
    expect(workspacePackages(repo)).toEqual([
      { dir: "apps/web", name: "web", by: "project.json" },
      { dir: "libs/x", name: "libs/x", by: "project.json" },
    ]);
  });

  it("workspaces: package.json's list and its { packages } form, with a negated pattern", () => {
    const pkgs = (root: object) => {
      const files: Record<string, string> = {
        "package.json": JSON.stringify(root),
        "packages/a/package.json": '{ "name": "@x/a" }',
        "packages/b/package.json": '{ "name": "@x/b" }',
        "packages/skip/package.json": '{ "name": "@x/skip" }',
        "tools/package.json": '{ "name": "tools" }',
      };
      const repo: RepoFiles = {
        root: "/r",
        paths: [],
        read: (p) => files[p],
        named: (names) => Object.keys(files).filter((f) => names.includes(f.slice(f.lastIndexOf("/") + 1))),
      };
      return workspacePackages(repo).map((p) => `${p.dir} ${p.name} (${p.by})`);
    };
    const expected = ["packages/a @x/a (package.json workspaces)", "packages/b @x/b (package.json workspaces)"];
    expect(pkgs({ workspaces: ["packages/*", "!packages/skip"] })).toEqual(expected);
    expect(pkgs({ workspaces: { packages: ["./packages/*/", "!packages/skip"] } })).toEqual(expected);
  });

  // A name written with a JSON escape is not found verbatim in the text: the declaration is placed on
  // its block's line, which for package.json's eslintConfig (no object lines kept) is the file's first.
  it("ESLint in package.json: a restricted name not found verbatim is located at the file's first line", () => {
    const files: Record<string, string> = {
      "package.json":
        '{\n  "name": "app",\n  "eslintConfig": { "rules": { "no-restricted-imports": ["error", "caf\\u00e9"] } }\n}\n',
    };
    const out = readInto(readEslint, files);
    expect(plain(out.declarations)).toEqual([
      {
        tool: "eslint",
        name: "restricted-caf",
        forbids: "No file may import `caf\u00e9`",
        source: { file: "package.json", line: 1 },
        constraints: 1,
      },
    ]);
  });
});

// Seed `fifth`: array and string methods, members and statics the interpreter computes, each checked
// against running the same text (the oracle above), and what it declines where running is not possible.
describe("readConfigValue: methods, members and statics, as running gives them", () => {
  const cases: Record<string, string> = {
    "members of objects, arrays and strings": [
      "const base = { a: 1, b: [2, 3], f: function () { return this.a; } };",
      "module.exports = {",
      '  get: [base.a, base["b"], base.b[1], base.b["0"], base.b.length, "abc".length, "abc"[1], base.f()],',
      "  missing: base.missing,",
      '  types: [typeof (() => 1), typeof null, typeof [], typeof {}, typeof 1, typeof "s"],',
      "  v: void 0,",
      "};",
    ].join("\n"),
    "array methods": [
      "const add = (a, b) => a + b;",
      "module.exports = {",
      "  map: [1, 2].map((x, i) => [x, i]),",
      "  flatMap: [1, 2].flatMap((x) => [x, x * 10]).concat([3].flatMap((x) => x)),",
      "  filter: [1, 2, 3].filter((x) => x !== 2),",
      "  find: [1, 2, 3].find((x) => x > 1),",
      "  findNone: [1].find((x) => x > 5),",
      "  some: [[1, 2].some((x) => x > 1), [1].some((x) => x > 1)],",
      "  reduce: [[1, 2, 3].reduce((a, x) => a + x), [1, 2].reduce((a, x) => a + x, 10)],",
      '  rest: [[1, 2, 3].slice(1), [1, 2, 3].slice(0, 2), [1, 2].slice(), [1].concat([2], 3), [[1], 2].flat(), [1, 2].join("-"), [1, 2].join()],',
      "  search: [[1, 2].includes(2), [1, 2].includes(3), [2, 2].indexOf(2), [1, 2].reverse()],",
      "  spreadArgs: add(...[1, 2]),",
      "};",
    ].join("\n"),
    "string methods": [
      "module.exports = [",
      '  "Ab".toLowerCase(), "Ab".toUpperCase(), " a ".trim(),',
      '  "abc".startsWith("a"), "abc".endsWith("b"), "abc".includes("bc"),',
      '  "abcd".slice(1, 3), "abcd".slice(2), "a,b".split(","),',
      '  "aXbX".replace("X", "-"), "aXbX".replaceAll("X", "-"), "ab".repeat(2), "ab".repeat(0), "a".concat(1, "b"),',
      "];",
    ].join("\n"),
    "Array.isArray and the Object statics": [
      "const base = { a: 1, b: 2 };",
      "module.exports = [",
      '  Array.isArray([1]), Array.isArray("a"),',
      '  Object.values(base), Object.entries(base), Object.fromEntries([["k", 2]]), Object.freeze({ f: 1 }),',
      "];",
    ].join("\n"),
  };
  itReadsAsRunning(cases);

  const more: Record<string, string> = {
    "exports by path: module.exports.x, exports.y, after and before module.exports": [
      "module.exports = { a: 1 };",
      "module.exports.b = { c: 2 };",
      "exports.d = 3;",
      "module.exports.b.e = 4;",
    ].join("\n"),
    "parameters: defaults, object and array patterns, rests; closures; recursion; top-level if": [
      "function f({ a, b = 2 } = {}, [c, d = 4] = [], ...rest) { return [a, b, c, d, rest]; }",
      "const mk = (n) => (m) => n + m;",
      "function fact(n) { if (n <= 1) return 1; return n * fact(n - 1); }",
      "const g = function () { return; };",
      "const flag = 1;",
      "if (flag > 0) { var later = 2; } else { var later = 3; }",
      "if (!flag) var never = 1;",
      "module.exports = { f: f({ a: 1 }, [3], 5, 6), mk: mk(1)(2), fact: fact(5), g: [g()].length, later };",
    ].join("\n"),
    "strings made of values: templates and + over arrays, null, objects, regular expressions": [
      "const re = /a.b/g;",
      'module.exports = [`${[1, [2, 3]]}|${null}|${undefined}|${true}|${{}}|${re}`, "a" + [1, 2], [1] + "", 1 + "2"];',
    ].join("\n"),
    // JavaScript's + adds numbers, booleans, null and undefined as numbers; == compares primitives loosely.
    "+ and == as JavaScript computes them on mixed primitives": [
      "module.exports = {",
      "  add: [1 + true, true + true, null + 1, 2 + false],",
      '  loose: [1 == "1", null == undefined, 0 == false, "" == 0, null == 0, "a" != "a", 1 != "2"],',
      '  strict: [1 === "1", null === undefined, 1 !== "1"],',
      "  same: [[1] === [1], [] != []],",
      "};",
    ].join("\n"),
    "numbers: separators, hexadecimal, exponents, a BigInt written as its number": [
      "module.exports = [1_000, 0x10, 1e3, .5, 10n === 10n];",
    ].join("\n"),
    "logical operators return their operand; ?? only skips null and undefined": [
      'module.exports = [0 || null || "c", 1 && 0, 1 && "b", 0 ?? 1, undefined ?? null ?? 3, !!"", !![]];',
    ].join("\n"),
  };
  itReadsAsRunning(more);

  // Running it, the assignment makes flag 2: a top-level statement not read is counted, whatever holds it.
  it("a top-level if holding a statement not read, or testing a value not read, is counted as not read", () => {
    const r = readConfigValue(
      "let flag = 1;\nif (flag) { flag = 2; }\nif (process.env.CI) {}\nmodule.exports = { flag };\n",
    );
    expect(r).toMatchObject({ value: { flag: 1 }, unread: 2 });
  });

  // Running it, `[1] == 1` converts the array by calling its methods: not read, not guessed.
  it("== between an object and a primitive is not read", () => {
    expect(readConfigValue('module.exports = [[1] == 1, {} != "x", 2];\n')).toMatchObject({ value: [2], unread: 2 });
  });

  // Running it, `exports` is the first module.exports object; once module.exports is assigned, what
  // is written through `exports` is not exported (the configuration's module.exports.x still is).
  it("exports.x after module.exports is assigned is not exported", () => {
    const text = "exports.a = 1;\nmodule.exports = { b: 2 };\nexports.c = 3;\nmodule.exports.d = 4;\n";
    expect(run(text)).toEqual({ b: 2, d: 4 });
    expect(readConfigValue(text)).toMatchObject({ value: { b: 2, d: 4 }, unread: 0 });
  });

  // The bounds config-eval.ts states (steps, depth, string length), each with its own message.
  it("work is bounded: too deep, too many steps, a string too long; a repeat past the bound is opaque", () => {
    expect(readConfigValue("const f = (n) => f(n + 1);\nmodule.exports = f(0);\n")).toMatchObject({
      value: OPAQUE,
      error: "the configuration recurses too deeply to read",
    });
    expect(
      readConfigValue("const f = (n) => (n > 0 ? [f(n - 1), f(n - 1)] : 0);\nmodule.exports = f(40);\n"),
    ).toMatchObject({ value: OPAQUE, error: "the configuration takes too many steps to read" });
    expect(readConfigValue('const s = "ab".repeat(524288);\nmodule.exports = s + "c";\n')).toMatchObject({
      value: OPAQUE,
      error: "the configuration builds a string too long to read",
    });
    expect(readConfigValue('module.exports = ["ab".repeat(1048576), "ab".repeat(-1), 1];\n')).toMatchObject({
      value: [1],
      unread: 2,
    });
  });

  // What a user reads behind "not read:" when a JSON(C) configuration does not parse: what was found, and where.
  it("JSON(C) that does not parse: each message names what it found and its line", () => {
    const errors = ["[1,", "[\n)]", "{ a: class {} }", "{ [a] }", "{\n ) }", "[a.]", "[1 2]", "[`${1}`.]"].map(
      (t) => readConfigValue(t).error,
    );
    expect(errors).toEqual([
      "unexpected end",
      "unexpected ) at line 2",
      "class at line 1",
      "unexpected computed key at line 1",
      "unexpected ) in an object at line 2",
      "expected a name at line 1",
      "expected ] at line 1",
      "expected a name at line 1",
    ]);
  });

  // typescript-eslint's documentation writes `export default tseslint.config(…)`, ESLint's
  // `export default defineConfig([…])`: imported wrappers that return (the concatenation of) their arguments.
  it("an imported binding is opaque: imported wrappers unwrap, an imported value in an array is dropped and counted", () => {
    const ts = readConfigValue(
      'import tseslint from "typescript-eslint";\nexport default tseslint.config({ a: 1 }, [{ b: 2 }, { c: 3 }]);\n',
    );
    expect(ts).toMatchObject({ value: [{ a: 1 }, { b: 2 }, { c: 3 }], unread: 0 });
    const define = readConfigValue(
      'import { defineConfig } from "eslint/config";\nexport default defineConfig([{ a: 1 }]);\n',
    );
    expect(define).toMatchObject({ value: [{ a: 1 }], unread: 0 });
    const value = readConfigValue('import x, * as ns from "y";\nexport default [x, ns.z, 1];\n');
    expect(value).toMatchObject({ value: [1], unread: 2 });
  });

  it("object keys: computed, numeric, hexadecimal, quoted, __proto__ skipped; spreads of null and of objects", () => {
    const text = [
      'const k = "dyn";',
      "const base = { x: 1 };",
      'module.exports = { [k]: 1, [`${k}2`]: 2, 1: "one", 0x10: "hex", "quoted key": 3, ...null, ...base, y: base.x };',
    ].join("\n");
    const r = readConfigValue(text);
    expect(r).toMatchObject({ unread: 0 });
    expect(r.value).toEqual(run(text));
    expect(readConfigValue('module.exports = { "__proto__": { polluted: 1 }, a: 1 };\n').value).toStrictEqual({ a: 1 });
  });

  it("destructuring what is not read binds opaque values, each dropped and counted", () => {
    const r = readConfigValue(
      'const { a, b: { c }, ...r } = require("x");\nconst [d, ...e] = require("y");\nmodule.exports = [a, c, r, d, e, 1];\n',
    );
    expect(r).toMatchObject({ value: [1], unread: 5 });
  });

  // TypeScript's types are skipped wherever a configuration writes them: after `:` in a declaration
  // (generics, arrays, intersections), after `as` (`as const`) and `satisfies`.
  it("TypeScript: generic, array and intersection types, as const", () => {
    const r = readConfigValue(
      [
        "const x = [1, 2] as const;",
        'const z: Array<string> = ["a"];',
        "const w: string[] = [];",
        "const v: A & B = { a: 1 };",
        "const f = (n: number): number => n + 1;",
        "export default { x, z, w, v, f: f(1) };",
      ].join("\n"),
    );
    expect(r.error).toBeUndefined();
    expect(r).toMatchObject({ value: { x: [1, 2], z: ["a"], w: [], v: { a: 1 }, f: 2 }, unread: 0 });
  });

  it("the comma operator gives its last expression; compound assignments in an expression are opaque", () => {
    const text = "module.exports = [(1, 2), (3)];\n";
    expect(readConfigValue(text)).toMatchObject({ value: run(text), unread: 0 });
    const r = readConfigValue("let x = 1;\nmodule.exports = [x += 1, x ||= 2, x ??= 3, 4];\n");
    expect(r).toMatchObject({ value: [4], unread: 3 });
  });

  it("functions written async, as generators, or with a TypeScript non-null assertion parse; a tagged template is opaque", () => {
    const r = readConfigValue(
      [
        "const f = async function () { return 1; };",
        "const g = async (x) => x;",
        "const h = async x => x;",
        "function* gen() { yield 1; }",
        "const o = { b: 1 };",
        "const tag = (s) => 't';",
        "const __dirname = '/here';",
        "export default { v: o!.b, w: o!['b'], t: [tag`x`, 2], d: __dirname, fs: [typeof f, typeof g, typeof h, typeof gen] };",
      ].join("\n"),
    );
    expect(r.error).toBeUndefined();
    expect(r.unread).toBe(1);
    expect(r.value).toStrictEqual({
      v: 1,
      w: 1,
      t: [2],
      d: "/here",
      fs: ["function", "function", "function", "function"],
    });
  });

  it("statics and methods given what they cannot compute are opaque, dropped and counted", () => {
    const r = readConfigValue(
      'module.exports = [Object.fromEntries([1]), Object.assign({}, 1), "a,b".split(/,/), [1, 2].filter((x) => require(x)), 3];\n',
    );
    expect(r).toMatchObject({ value: [3], unread: 4 });
  });

  it("a dot must be followed by a name: a call after it is a syntax error, not a call", () => {
    expect(readConfigValue("[a.(1)]")).toMatchObject({ value: OPAQUE, error: "expected a name at line 1" });
    // `?.(` is an optional call: of something not read, so opaque, dropped and counted.
    expect(readConfigValue("[a?.(1), 2]")).toMatchObject({ value: [2], unread: 1 });
  });

  it("new: only RegExp with a string source is read; any other constructor is opaque", () => {
    const r = readConfigValue(
      'const s = 1;\nmodule.exports = [new Map(), new RegExp(s), new RegExp("a", "g"), new Date, new String("b")];\n',
    );
    expect(r.value).toEqual([new RegexValue("a", "g")]);
    expect(r.unread).toBe(4);
  });

  it("JSON.stringify and String.raw are not computed: opaque, dropped and counted", () => {
    const r = readConfigValue('module.exports = [JSON.stringify({ a: 1 }), String.raw({ raw: ["a"] }), 1];\n');
    expect(r).toMatchObject({ value: [1], unread: 2 });
  });

  // TypeScript: a method's return type (a name, a generic, an object type) is skipped with its body;
  // a method is a value not read, an accessor or async method adds no key.
  it("methods with TypeScript return types are skipped whole; the object's other keys are read", () => {
    const r = readConfigValue(
      [
        "export default {",
        '  m(): string { return "x"; },',
        '  n(): { a: string } { return { a: "" }; },',
        "  async p(): Promise<void> {},",
        "  get q(): number { return 1; },",
        "  b: 2,",
        "};",
      ].join("\n"),
    );
    expect(r.error).toBeUndefined();
    expect(r.value).toStrictEqual({ m: OPAQUE, n: OPAQUE, b: 2 });
  });
});

describe("the other readers, seed fifth", () => {
  // Nx's documentation (enforce-module-boundaries): a tag in a constraint is matched exactly, as `*`,
  // as a glob, or as a regular expression when written `/…/` (with its flags after the last slash).
  it("Nx: a /regex/ tag with its flags, a tag that only starts with a slash, a broken regex, a glob", () => {
    const ps: NxProject[] = [
      { name: "a", root: "libs/a", tags: ["scope:a"] },
      { name: "b", root: "libs/b", tags: ["scope:b"] },
      { name: "s", root: "libs/s", tags: ["/shared"] },
      { name: "u", root: "libs/u", tags: ["ui:kit"] },
    ];
    const out: Declaration[] = [];
    const options = {
      depConstraints: [
        { sourceTag: "scope:a", notDependOnLibsWithTags: ["/^SCOPE:[bc]$/i"] },
        { sourceTag: "scope:b", notDependOnLibsWithTags: ["/shared"] },
        { sourceTag: "/shared", notDependOnLibsWithTags: ["/(/"] },
        { sourceTag: "ui:*", notDependOnLibsWithTags: ["scope:?"] },
      ],
    };
    readNxConstraints("project.json", () => 1, options, ps, out);
    expect(out.map((d) => d.forbids)).toEqual([
      "Projects tagged scope:a (libs/a) must not import projects tagged /^SCOPE:[bc]$/i",
      "Projects tagged scope:b (libs/b) must not import projects tagged /shared",
      "Projects tagged /shared (libs/s) must not import projects tagged /(/",
      "Projects tagged ui:* (libs/u) must not import projects tagged scope:?",
    ]);
    // Which projects each constraint bans, importing from its own source project's folder.
    const from = ["libs/a/m.ts", "libs/b/m.ts", "libs/s/m.ts", "libs/u/m.ts"];
    const targets = ["libs/a/x.ts", "libs/b/x.ts", "libs/s/x.ts", "libs/u/x.ts"];
    expect(out.map((d, i) => targets.map((t) => d.constraints[0]!.to.file!(t, from[i])))).toEqual([
      [false, true, false, false],
      [false, false, true, false],
      [false, false, false, false],
      [true, true, false, false],
    ]);
  });

  // dependency-cruiser's rules reference: `path` and `pathNot` are regular expressions (a string or a list).
  it("dependency-cruiser: the words of path, pathNot, long lists, refused patterns and unevaluated conditions", () => {
    const text = [
      "module.exports = {",
      '  extends: "dependency-cruiser/configs/recommended",',
      "  forbidden: [",
      '    { from: { path: ["^src/a/", "^src/b/", "^src/c/", "^src/d/"] }, to: { path: "^lib/" } },',
      '    { from: { pathNot: "\\\\.test\\\\.ts$" }, to: { path: "node_modules" } },',
      '    { from: { path: "^src/", pathNot: "^src/index\\\\.ts$" }, to: { path: ["^src/main\\\\.ts", "^src/cli\\\\.ts"] } },',
      '    { name: "dev", from: {}, to: { dependencyTypes: ["npm-dev"], couldNotResolve: true } },',
      '    { name: "far", from: { path: "^src/" }, to: { reachable: false, moreUnstable: true } },',
      '    { name: "odd", from: { path: "(a+)+" }, to: {} },',
      '    { name: "bad-to", from: {}, to: { path: "(" } },',
      '    { name: "all", from: { path: "^src/" }, to: {} },',
      '    { name: "acyclic", from: {}, to: { circular: false } },',
      '    { name: "loops", from: { path: "^src/" }, to: { circular: true, viaOnly: "x" } },',
      '    { name: "off", severity: "off", from: {}, to: {} },',
      "    f(),",
      "  ],",
      "};",
      "",
    ].join("\n");
    const out = readInto(readDependencyCruiser, { ".dependency-cruiser.js": text });
    let message = "";
    try {
      new RegExp("(");
    } catch (e) {
      message = (e as Error).message;
    }
    expect(out.problems).toEqual([
      {
        file: ".dependency-cruiser.js",
        message:
          "its `extends` (dependency-cruiser/configs/recommended) is not followed: the rules it adds are not in the genome",
      },
      {
        file: ".dependency-cruiser.js",
        message:
          "1 part(s) of the configuration are computed in ways agentc does not read without running it; rules there are not in the genome",
      },
    ]);
    const at = (line: number) => ({ file: ".dependency-cruiser.js", line });
    expect(plain(out.declarations)).toEqual([
      {
        tool: "dependency-cruiser",
        name: "forbidden-1",
        forbids: "Files under src/a/ or under src/b/ or 2 more patterns must not import files under lib/",
        source: at(4),
        constraints: 1,
      },
      {
        tool: "dependency-cruiser",
        name: "forbidden-2",
        forbids:
          "Files except those whose path contains `\\.test\\.ts$` must not import files whose path contains `node_modules`",
        source: at(5),
        constraints: 1,
      },
      {
        tool: "dependency-cruiser",
        name: "forbidden-3",
        forbids:
          "Files under src/, except those matching `^src/index\\.ts$` must not import files named src/main.ts or named src/cli.ts",
        source: at(6),
        constraints: 1,
      },
      {
        tool: "dependency-cruiser",
        name: "dev",
        forbids: "No file may import anything (dependencies of type npm-dev; that cannot be resolved)",
        unplaced: "agentc does not evaluate to.dependencyTypes, to.couldNotResolve",
        source: at(7),
        constraints: 0,
      },
      {
        tool: "dependency-cruiser",
        name: "far",
        forbids: "Files under src/ must not import anything (that it does not reach; that are less stable)",
        unplaced: "agentc does not evaluate to.reachable, to.moreUnstable",
        source: at(8),
        constraints: 0,
      },
      {
        tool: "dependency-cruiser",
        name: "odd",
        forbids: "dependency-cruiser rule odd",
        unplaced: "its from has a pattern with a repeated group that repeats ((a+)+)",
        source: at(9),
        constraints: 0,
      },
      {
        tool: "dependency-cruiser",
        name: "bad-to",
        forbids: "No file may import what this rule names",
        unplaced: `its to has a pattern that does not compile (${message})`,
        source: at(10),
        constraints: 0,
      },
      {
        tool: "dependency-cruiser",
        name: "all",
        forbids: "Files under src/ must not import anything",
        unplaced: "it forbids every dependency of its files",
        source: at(11),
        constraints: 0,
      },
      {
        tool: "dependency-cruiser",
        name: "acyclic",
        forbids: "No file may import anything (that are part of no import cycle)",
        unplaced: "agentc does not evaluate to.circular",
        source: at(12),
        constraints: 0,
      },
      {
        tool: "dependency-cruiser",
        name: "loops",
        forbids: "Files under src/ must not be part of an import cycle",
        unplaced: "agentc does not evaluate to.viaOnly",
        source: at(13),
        constraints: 0,
      },
    ]);
    const [long, notTests, named] = out.declarations.map((d) => d.constraints[0]);
    expect(["src/c/x.ts", "src/e/x.ts"].map((p) => long!.from.file!(p))).toEqual([true, false]);
    expect(["src/a.ts", "src/a.test.ts"].map((p) => notTests!.from.file!(p))).toEqual([true, false]);
    // A bare specifier is looked for under node_modules/, as dependency-cruiser resolves it.
    expect(["react", "node_modules/react/index.js", "src/x.ts"].map((p) => notTests!.to.file!(p, "src/a.ts"))).toEqual([
      false,
      true,
      false,
    ]);
    expect(notTests!.to.spec!("react", "src/a.ts")).toBe(true);
    expect(["src/x.ts", "src/index.ts"].map((p) => named!.from.file!(p))).toEqual([true, false]);
    expect(["src/cli.ts", "src/other.ts"].map((p) => named!.to.file!(p, "src/x.ts"))).toEqual([true, false]);
  });

  // ESLint's no-restricted-imports documentation: a pattern is a gitignore `group` or a `regex`
  // (case-insensitive unless `caseSensitive`); `importNames` forbids only some names. Rule keys are
  // plugin-qualified: only eslint-plugin-import's (`import/`) and import-x's rule is the zones rule.
  it("ESLint: regex patterns, refused and case-sensitive ones, importNames, and whose no-restricted-paths is read", () => {
    const text = [
      "export default [",
      "  {",
      '    files: ["src/**"],',
      "    rules: {",
      '      "no-restricted-imports": [',
      '        "error",',
      "        {",
      '          paths: [{ name: "lodash", importNames: ["map"], message: "use native" }],',
      "          patterns: [",
      '            { regex: "^@app/(?!api)", message: "only the api" },',
      '            { regex: "(a+)+" },',
      '            { regex: "^Legacy$", caseSensitive: true },',
      '            { group: ["@x/*"], importNames: ["y"] },',
      "          ],",
      "        },",
      "      ],",
      '      "other-import/no-restricted-paths": ["error", { zones: [{ target: "./a", from: "./b" }] }],',
      '      "import-x/no-restricted-paths": ["warn", { zones: [{ target: "./a", from: "./b", except: ["./c"] }] }],',
      "    },",
      "  },",
      "];",
      "",
    ].join("\n");
    const out = readInto(readEslint, { "eslint.config.js": text });
    expect(out.problems).toEqual([]);
    expect(out.files).toEqual(["eslint.config.js"]);
    const at = (line: number) => ({ file: "eslint.config.js", line });
    const subject = "Files matching `src/**` must not import";
    expect(plain(out.declarations)).toEqual([
      {
        tool: "eslint",
        name: "restricted-lodash",
        forbids: `${subject} map from \`lodash\``,
        why: "use native",
        unplaced: "it forbids only some names of the module (no-restricted-imports)",
        source: at(8),
        constraints: 0,
      },
      {
        tool: "eslint",
        name: "restricted-app-api",
        forbids: `${subject} modules matching \`^@app/(?!api)\``,
        why: "only the api",
        source: at(10),
        constraints: 1,
      },
      {
        tool: "eslint",
        name: "restricted-a",
        forbids: `${subject} modules matching \`(a+)+\``,
        unplaced: "its regex is a pattern with a repeated group that repeats ((a+)+)",
        source: at(11),
        constraints: 0,
      },
      {
        tool: "eslint",
        name: "restricted-Legacy",
        forbids: `${subject} modules matching \`^Legacy$\``,
        source: at(12),
        constraints: 1,
      },
      {
        tool: "eslint",
        name: "restricted-x",
        forbids: `${subject} modules matching \`@x/*\``,
        unplaced: "it forbids only some names",
        source: at(13),
        constraints: 0,
      },
      {
        tool: "eslint",
        name: "zone-a-from-b",
        forbids: "Files under a must not import from b (except ./c)",
        source: at(18),
        constraints: 1,
      },
    ]);
    const [app, legacy, zone] = out.declarations.filter((d) => d.constraints.length).map((d) => d.constraints[0]!);
    expect(["@app/web", "@APP/web", "@app/api", "app/web"].map((x) => app!.to.spec!(x))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(["src/x.ts", "lib/x.ts"].map((p) => app!.from.file!(p))).toEqual([true, false]);
    expect(["Legacy", "legacy"].map((x) => legacy!.to.spec!(x))).toEqual([true, false]);
    expect(["b/x.ts", "b/c/x.ts", "a/x.ts"].map((p) => zone!.to.file!(p))).toEqual([true, false, false]);
    expect(["a/x.ts", "b/x.ts"].map((p) => zone!.from.file!(p))).toEqual([true, false]);
  });

  // import-linter's contract types (forbidden, layers with `|` siblings and `(optional)` layers,
  // protected, and one it does not know), module wildcards (`*` one level), ignore_imports; a contract is
  // located at its own name, even when an earlier line (a comment) holds the same words.
  it("import-linter (pyproject.toml): each contract type's sentence and sides, wildcards, ignored imports, lines", () => {
    const text = [
      "[tool.importlinter]",
      'root_package = "app"',
      '# The contract "Web" keeps web code out of the rest.',
      "",
      "[[tool.importlinter.contracts]]",
      'name = "Web"',
      'type = "forbidden"',
      'source_modules = ["app.*"]',
      'forbidden_modules = ["app.web", "app.(*"]',
      'ignore_imports = ["app.a.** -> app.web"]',
      "",
      "[[tool.importlinter.contracts]]",
      'name = "Layered"',
      'type = "layers"',
      'layers = ["app.web", "app.a | app.b", "(app.core)"]',
      "",
      "[[tool.importlinter.contracts]]",
      'name = "Core is protected"',
      'type = "protected"',
      'protected_modules = ["app.core"]',
      'allowed_importers = ["app.a"]',
      "",
      "[[tool.importlinter.contracts]]",
      'name = "Siblings"',
      'type = "acyclic_siblings"',
      "",
    ].join("\n");
    const paths = [
      "app/__init__.py",
      "app/a/m.py",
      "app/b/m.py",
      "app/web/__init__.py",
      "app/web/v.py",
      "app/core/c.py",
    ];
    const out = readInto(readImportLinter, { "pyproject.toml": text }, paths);
    expect(out.problems).toEqual([]);
    const at = (line: number) => ({ file: "pyproject.toml", line });
    expect(plain(out.declarations)).toEqual([
      {
        tool: "import-linter",
        name: "web",
        why: "Web",
        forbids:
          "Modules app.a, app.b, app.core, app.web must not import app.web, app.(*, directly or indirectly (except the 1 import(s) the contract ignores)",
        source: at(6),
        constraints: 1,
      },
      {
        tool: "import-linter",
        name: "layered",
        why: "Layered",
        forbids: "Layers, highest first: app.web, app.a | app.b, app.core: a lower layer must not import a higher one",
        source: at(13),
        constraints: 5,
      },
      {
        tool: "import-linter",
        name: "core-is-protected",
        why: "Core is protected",
        forbids: "Only app.a may import app.core",
        source: at(18),
        constraints: 1,
      },
      {
        tool: "import-linter",
        name: "siblings",
        why: "Siblings",
        forbids: 'import-linter contract "Siblings" (type acyclic_siblings)',
        unplaced: "agentc does not evaluate contracts of type acyclic_siblings",
        source: at(24),
        constraints: 0,
      },
    ]);
    const [web, layered, prot] = out.declarations.map((d) => d.constraints);
    // app.a.m -> app.web is the ignored import; app.b.m -> app.web is not; app.web.v is not app.web itself.
    const to = web![0]!.to.file!;
    expect([
      to("app/web/__init__.py", "app/a/m.py"),
      to("app/web/__init__.py", "app/b/m.py"),
      to("app/web/v.py", "app/a/m.py"),
      to("app/core/c.py", "app/b/m.py"),
    ]).toEqual([false, true, true, false]);
    // The layers' pairs, lower first: a|b under web, a and b each other, core under web and a|b.
    expect(layered!.map((c) => `${c.from.label} -> ${c.to.label}`)).toEqual([
      "app.a, app.b -> app.web",
      "app.a -> app.b",
      "app.b -> app.a",
      "app.core -> app.web",
      "app.core -> app.a, app.b",
    ]);
    const from = prot![0]!.from;
    expect(from.label).toBe("modules other than app.a, app.core");
    expect(["app/b/m.py", "app/a/m.py", "app/core/c.py", "other/x.py"].map((p) => from.file!(p))).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it("pnpm-workspace.yaml: a flow list (quotes, a trailing comma, a comment, empty) and a block list up to the next key", () => {
    expect(yamlPackages(undefined)).toEqual([]);
    expect(yamlPackages("catalog:\n  a: 1\n")).toEqual([]);
    expect(yamlPackages("packages: []\n")).toEqual([]);
    expect(yamlPackages(`packages : ["apps/*", 'libs/*', ] # all of them\n`)).toEqual(["apps/*", "libs/*"]);
    const block = ["packages:", '  - "apps/*"   # the apps', "  - 'libs/*'", "  # a comment", "catalog:", "  - x", ""];
    expect(yamlPackages(block.join("\n"))).toEqual(["apps/*", "libs/*"]);
    expect(yamlPackages(block.join("\r\n"))).toEqual(["apps/*", "libs/*"]);
  });

  // Node's packages documentation: `exports` as a string or an array is the package's one entry (`.`);
  // an object of subpaths exports those keys (`*` a pattern, `null` excluded); conditions only: `.`.
  it("package.json exports: a string, an array, subpaths with a pattern and a null, conditions only", () => {
    const files: Record<string, string> = {
      "package.json": '{ "name": "root", "exports": "./x.js" }',
      "packages/s/package.json": '{ "name": "s", "exports": "./index.js" }',
      "packages/a/package.json": '{ "name": "a", "exports": ["./index.js"] }',
      "packages/o/package.json":
        '{ "name": "o", "exports": { ".": "./i.js", "./utils": "./u.js", "./features/*": "./f/*.js", "./private/*": null } }',
      "packages/c/package.json": '{ "name": "c", "exports": { "import": "./i.mjs", "require": "./i.cjs" } }',
      "packages/n/package.json": '{ "name": "n" }',
    };
    const out = readInto(readPackageExports, files);
    expect(out.files).toEqual([
      "packages/s/package.json",
      "packages/a/package.json",
      "packages/o/package.json",
      "packages/c/package.json",
    ]);
    expect(out.declarations.map((d) => [d.name, d.forbids])).toEqual([
      [
        "exports-s",
        "Files outside packages/s/ must not reach into the package s by path or through a subpath it does not export; import it by name (s)",
      ],
      [
        "exports-a",
        "Files outside packages/a/ must not reach into the package a by path or through a subpath it does not export; import it by name (a)",
      ],
      [
        "exports-o",
        "Files outside packages/o/ must not reach into the package o by path or through a subpath it does not export; import it by name (o, o/utils, o/features/*, o/private/*)",
      ],
      [
        "exports-c",
        "Files outside packages/c/ must not reach into the package c by path or through a subpath it does not export; import it by name (c)",
      ],
    ]);
    const [s, a, o, c] = out.declarations.map((d) => d.constraints[0]!.to);
    expect(["s", "s/index.js"].map((x) => s!.spec!(x))).toEqual([false, true]);
    expect(["a", "a/index.js"].map((x) => a!.spec!(x))).toEqual([false, true]);
    // Node's resolution: `*` stands for at least one character.
    expect(
      ["o", "o/utils", "o/features/x", "o/features/", "o/private/x", "o/other", "other"].map((x) => o!.spec!(x)),
    ).toEqual([false, false, false, true, true, true, false]);
    expect(["c", "c/i.mjs"].map((x) => c!.spec!(x))).toEqual([false, true]);
    // By path, anything in its folder crosses; by an exported name, the file it resolves to does not.
    expect([
      s!.file!("packages/s/index.js", "app/m.ts", "../packages/s/index.js"),
      s!.file!("packages/s/index.js", "app/m.ts", "s"),
      s!.file!("app/x.js", "app/m.ts", "./x.js"),
    ]).toEqual([true, false, false]);
  });

  // ESLint's documentation: an .eslintrc.yml is YAML; `basePath` roots import/no-restricted-paths' zones;
  // a rule set to "off" is off. A configuration part agentc cannot read is a problem that says so.
  it("ESLint: a YAML .eslintrc with basePath zones, a duplicate zone name, an override turning a rule off; a nested computed .eslintrc.js", () => {
    const yml = [
      "rules:",
      "  no-restricted-imports: [error, { paths: [{ name: fs, message: no fs }] }]",
      "  import/no-restricted-paths:",
      "    - error",
      "    - basePath: ./src",
      "      zones:",
      "        - { target: ./a, from: ./b }",
      "        - { target: ./a, from: ./b/ }",
      '        - { target: /abs, from: "**/x" }',
      "overrides:",
      '  - files: ["*.spec.ts"]',
      "    rules:",
      "      no-restricted-imports: off",
      "",
    ].join("\n");
    const js = [
      "module.exports = {",
      "  rules: {",
      '    "no-restricted-imports": ["error", "fs", ...require("./more")],',
      "  },",
      "};",
      "",
    ].join("\n");
    const out = readInto(readEslint, { ".eslintrc.yml": yml, "pkg/.eslintrc.js": js });
    expect(out.files).toEqual([".eslintrc.yml", "pkg/.eslintrc.js"]);
    expect(out.problems).toEqual([
      {
        file: "pkg/.eslintrc.js",
        message:
          "1 part(s) are computed in ways agentc does not read without running the configuration; rules there are not in the genome",
      },
    ]);
    const at = (file: string, line: number) => ({ file, line });
    expect(plain(out.declarations)).toEqual([
      {
        tool: "eslint",
        name: "restricted-fs",
        forbids: "No file may import `fs`",
        why: "no fs",
        source: at(".eslintrc.yml", 2),
        constraints: 1,
      },
      {
        tool: "eslint",
        name: "zone-a-from-b",
        forbids: "Files under src/a must not import from src/b",
        source: at(".eslintrc.yml", 7),
        constraints: 1,
      },
      {
        tool: "eslint",
        name: "zone-a-from-b-2",
        forbids: "Files under src/a must not import from src/b/",
        source: at(".eslintrc.yml", 8),
        constraints: 1,
      },
      {
        tool: "eslint",
        name: "zone-abs-from-x",
        forbids: "Files under abs must not import from src/**/x",
        source: at(".eslintrc.yml", 9),
        constraints: 1,
      },
      {
        tool: "eslint",
        // The same name for a different declaration: numbered by its line.
        name: "restricted-fs-3",
        forbids: "Files under pkg/ must not import `fs`",
        source: at("pkg/.eslintrc.js", 3),
        constraints: 1,
      },
    ]);
    const zone = out.declarations[1]!.constraints[0]!;
    expect(["src/a/x.ts", "a/x.ts"].map((p) => zone.from.file!(p))).toEqual([true, false]);
    expect(["src/b/y.ts", "src/b.ts", "src/c/y.ts"].map((p) => zone.to.file!(p))).toEqual([true, true, false]);
    const deep = out.declarations[3]!.constraints[0]!;
    expect(["abs/m.ts", "src/abs/m.ts"].map((p) => deep.from.file!(p))).toEqual([true, false]);
    // A glob matches the path and what lies under it (no extension added, as for a plain path).
    expect(["src/p/q/x/y.ts", "src/x", "src/x.ts", "lib/x/y.ts"].map((p) => deep.to.file!(p))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  // eslint-plugin-boundaries' documentation: elements by pattern, `mode` folder (the default, matched
  // from the right), `full` (the whole path) or `file`; rules allow by default, `disallow` removes
  // types (a [type, captures] pair by its type, `{ to: { type } }` in allow/disallow), `*` matches any type.
  it("eslint-plugin-boundaries: element modes, disallow selectors, messages, and which files each rule spans", () => {
    const text = [
      "export default [",
      "  {",
      "    settings: {",
      '      "boundaries/elements": [',
      '        { type: "app", pattern: "src/app", mode: "full" },',
      '        { type: "feature", pattern: "features/*" },',
      '        { type: "helper", pattern: "*.helper.ts", mode: "file" },',
      "      ],",
      "    },",
      "    rules: {",
      '      "boundaries/element-types": [',
      '        "error",',
      "        {",
      '          message: "boundaries",',
      "          rules: [",
      '            { from: ["feature"], disallow: ["app", ["feature", { name: "x" }]] },',
      '            { from: { type: "helper" }, disallow: { to: { type: "*" } }, message: "helpers import nothing" },',
      "          ],",
      "        },",
      "      ],",
      "    },",
      "  },",
      "];",
      "",
    ].join("\n");
    const out = readInto(readEslint, { "eslint.config.js": text });
    expect(out.problems).toEqual([]);
    expect(plain(out.declarations)).toEqual([
      {
        tool: "eslint-plugin-boundaries",
        name: "element-feature",
        forbids: "Elements of type feature (features/*) must not import elements of type app, feature",
        why: "boundaries",
        source: { file: "eslint.config.js", line: 16 },
        constraints: 1,
      },
      {
        tool: "eslint-plugin-boundaries",
        name: "element-helper",
        forbids: "Elements of type helper (*.helper.ts) must not import elements of type app, feature, helper",
        why: "helpers import nothing",
        source: { file: "eslint.config.js", line: 17 },
        constraints: 1,
      },
    ]);
    const [feature, helper] = out.declarations.map((d) => d.constraints[0]!);
    expect(
      ["features/one/a.ts", "packages/features/one/a.ts", "src/app/main.ts", "lib/x.ts"].map((p) =>
        feature!.from.file!(p),
      ),
    ).toEqual([true, true, false, false]);
    const from = "features/one/a.ts";
    expect(
      ["features/two/b.ts", "features/one/c.ts", "src/app/main.ts", "app/main.ts", "lib/x.ts"].map((p) =>
        feature!.to.file!(p, from),
      ),
    ).toEqual([true, false, true, false, false]);
    expect(["src/util/a.helper.ts", "src/util/a.ts"].map((p) => helper!.from.file!(p))).toEqual([true, false]);
  });

  // Nx's documentation: a project is a project.json (its name, else its folder) or a package.json with
  // an `nx` field; an empty onlyDependOnLibsWithTags allows nothing; `*` alone allows everything.
  it("Nx: projects from project.json and package.json nx; constraints that allow nothing, everything, or name many projects", () => {
    const files: Record<string, string> = {
      "package.json": '{ "name": "root", "nx": { "tags": ["scope:root"] } }',
      "apps/web/project.json": '{ "name": "web", "tags": ["scope:web", "type:app"] }',
      "libs/ui/project.json": '{ "tags": ["scope:ui"] }',
      "libs/ui/package.json": '{ "name": "@x/ui", "nx": { "tags": ["other"] } }',
      "libs/data/package.json": '{ "name": "@x/data" }',
      "libs/bad/project.json": "[1]",
    };
    const projects = nxProjects(repoOf(files));
    expect(projects).toEqual([
      { name: "web", root: "apps/web", tags: ["scope:web", "type:app"] },
      { name: "libs/ui", root: "libs/ui", tags: ["scope:ui"] },
      { name: "root", root: "", tags: ["scope:root"] },
    ]);
    const six: NxProject[] = Array.from({ length: 6 }, (_, i) => ({ name: `q${i}`, root: `q${i}`, tags: ["s"] }));
    const sixOut: Declaration[] = [];
    readNxConstraints(
      "project.json",
      () => 1,
      { depConstraints: [{ sourceTag: "s", notDependOnLibsWithTags: ["u"] }] },
      six,
      sixOut,
    );
    expect(sixOut[0]!.forbids).toBe("Projects tagged s (q0, q1, q2, q3, q4, q5) must not import projects tagged u");
    const many: NxProject[] = Array.from({ length: 7 }, (_, i) => ({ name: `p${i}`, root: `libs/p${i}`, tags: ["t"] }));
    const out: Declaration[] = [];
    const options = {
      depConstraints: [
        { sourceTag: "scope:web", onlyDependOnLibsWithTags: [] },
        { sourceTag: "*", onlyDependOnLibsWithTags: ["*"] },
        { sourceTag: "x" },
        { allSourceTags: [], notDependOnLibsWithTags: ["y"] },
        "not a constraint",
        { sourceTag: "scope:root", notDependOnLibsWithTags: ["scope:web"] },
      ],
    };
    readNxConstraints("project.json", () => 2, options, projects, out, "@nrwl/nx/enforce-module-boundaries");
    readNxConstraints(
      "project.json",
      () => 3,
      { depConstraints: [{ sourceTag: "t", notDependOnLibsWithTags: ["u"] }] },
      many,
      out,
    );
    expect(out.map((d) => [d.name, d.forbids, d.why, d.source.line])).toEqual([
      [
        "nx-scope-web",
        "Projects tagged scope:web (apps/web) must not import projects tagged other than nothing",
        "Nx module boundaries (depConstraints of @nrwl/nx/enforce-module-boundaries)",
        2,
      ],
      [
        "nx-scope-root",
        "Projects tagged scope:root (.) must not import projects tagged scope:web",
        "Nx module boundaries (depConstraints of @nrwl/nx/enforce-module-boundaries)",
        2,
      ],
      [
        "nx-t",
        "Projects tagged t (7 projects) must not import projects tagged u",
        "Nx module boundaries (depConstraints of @nx/enforce-module-boundaries)",
        3,
      ],
    ]);
    const [web, root, t] = out.map((d) => d.constraints[0]!);
    // Globs name the source projects' folders; the root project's folder is everything, so none.
    expect([web!.from.globs, root!.from.globs, t!.from.globs?.length]).toEqual([["apps/web/**"], undefined, 7]);
    expect(["libs/ui/a.ts", "apps/web/b.ts", "tools/c.ts"].map((p) => web!.to.file!(p, "apps/web/m.ts"))).toEqual([
      true,
      false,
      true,
    ]);
    expect(["apps/web/m.ts", "libs/ui/m.ts", "tools/m.ts"].map((p) => root!.from.file!(p))).toEqual([
      false,
      false,
      true,
    ]);
  });

  // pnpm and npm workspaces: a package resolves, by name, only the workspace packages its package.json
  // lists in dependencies, devDependencies, peerDependencies or optionalDependencies.
  it("workspace dependencies: each package that leaves out a neighbour, with its sentence, line and sides", () => {
    const files: Record<string, string> = {
      "package.json": '{ "workspaces": ["packages/*"] }',
      "packages/a/package.json": '{\n  "name": "@x/a",\n  "dependencies": { "@x/b": "1" }\n}\n',
      "packages/b/package.json":
        '{ "name": "@x/b", "devDependencies": { "@x/a": "1" }, "optionalDependencies": { "@x/c": "1" } }',
      "packages/c/package.json": '{\n"name": "@x/c"\n}\n',
    };
    const out = readInto(readWorkspaceDependencies, files);
    expect(out.files).toEqual(["packages/a/package.json", "packages/c/package.json"]);
    const why = "a workspace package resolves only what its package.json declares (package.json workspaces)";
    expect(plain(out.declarations)).toEqual([
      {
        tool: "package-json",
        name: "deps-x-a",
        forbids:
          "Files of the workspace package @x/a (packages/a/) must not import the workspace packages its package.json does not depend on (@x/c)",
        why,
        source: { file: "packages/a/package.json", line: 3 },
        constraints: 1,
      },
      {
        tool: "package-json",
        name: "deps-x-c",
        forbids:
          "Files of the workspace package @x/c (packages/c/) must not import the workspace packages its package.json does not depend on (@x/a, @x/b)",
        why,
        source: { file: "packages/c/package.json", line: 2 },
        constraints: 1,
      },
    ]);
    const a = out.declarations[0]!.constraints[0]!;
    expect(a.from.globs).toEqual(["packages/a/**"]);
    expect(["packages/a/src/m.js", "packages/b/m.js"].map((p) => a.from.file!(p))).toEqual([true, false]);
    expect(["@x/c", "@x/c/sub", "@x/b", "@x/cc"].map((x) => a.to.spec!(x))).toEqual([true, true, false, false]);
    expect([
      a.to.file!("packages/c/index.js", "packages/a/m.js", "@x/c"),
      a.to.file!("packages/c/index.js", "packages/a/m.js", "../c/index.js"),
      a.to.file!("packages/c/index.js", "packages/a/m.js"),
      a.to.file!("packages/b/index.js", "packages/a/m.js", "@x/b"),
    ]).toEqual([true, false, false, false]);
  });

  // TypeScript's project references: a project compiles against what it references; a solution file
  // (`files: []`) has no sources; a reference may name a tsconfig file, which stands for its folder.
  it("TypeScript project references: the projects each one may not import, a solution file skipped", () => {
    const files: Record<string, string> = {
      "tsconfig.json":
        '{ "files": [], "references": [{ "path": "./packages/a" }, { "path": "./packages/b/tsconfig.build.json" }] }',
      "packages/a/tsconfig.json":
        '{\n  "compilerOptions": { "composite": true },\n  "references": [{ "path": "../b" }]\n}',
      "packages/b/tsconfig.json": '{ "compilerOptions": { "composite": true } }',
      "packages/c/tsconfig.json": '{ "compilerOptions": { "composite": true }, "references": [{ "path": "../a" }] }',
    };
    const out = readInto(readProjectReferences, files);
    expect(out.files).toEqual(["packages/a/tsconfig.json", "packages/c/tsconfig.json"]);
    const why = "TypeScript project references: a project compiles against the projects it references, and only those";
    expect(plain(out.declarations)).toEqual([
      {
        tool: "typescript",
        name: "tsref-packages-a",
        forbids:
          "Files of the TypeScript project packages/a must not import the projects it does not reference (packages/c); it references packages/b",
        why,
        source: { file: "packages/a/tsconfig.json", line: 3 },
        constraints: 1,
      },
      {
        tool: "typescript",
        name: "tsref-packages-c",
        forbids:
          "Files of the TypeScript project packages/c must not import the projects it does not reference (packages/b); it references packages/a",
        why,
        source: { file: "packages/c/tsconfig.json", line: 1 },
        constraints: 1,
      },
    ]);
    const a = out.declarations[0]!.constraints[0]!;
    expect([a.from.label, a.from.globs, a.to.label]).toEqual([
      "files of the project packages/a",
      ["packages/a/**"],
      "the projects packages/c",
    ]);
    expect(["packages/a/src/x.ts", "packages/b/x.ts"].map((p) => a.from.file!(p))).toEqual([true, false]);
    expect(["packages/c/x.ts", "packages/b/x.ts", "other/x.ts"].map((p) => a.to.file!(p))).toEqual([
      true,
      false,
      false,
    ]);
  });

  // Glob syntax as picomatch and minimatch read it; gitignore's pattern format for ESLint's patterns.
  it("globs, gitignore patterns, refused regular expressions, labels and slugs", () => {
    const g = (glob: string, paths: string[]) => paths.map(globTest(glob));
    expect(g("src/**/*.ts", ["src/a.ts", "src/x/y/a.ts", "src/a.js", "lib/a.ts"])).toEqual([true, true, false, false]);
    expect(g("src/**", ["src/a/b", "src"])).toEqual([true, false]);
    expect(g("a?c", ["abc", "a/c", "ac"])).toEqual([true, false, false]);
    expect(g("*.{js,ts}", ["a.js", "a.ts", "a.md", "d/a.js"])).toEqual([true, true, false, false]);
    expect(g("a{b", ["a{b", "ab"])).toEqual([true, false]);
    expect(g("[!a]x", ["bx", "ax"])).toEqual([true, false]);
    expect(g("a.b+(c)|d$", ["a.b+(c)|d$", "axb+(c)|d$"])).toEqual([true, false]);
    expect(g("./src/*", ["src/a", "src/a/b"])).toEqual([true, false]);

    const gi = (pattern: string, specs: string[]) => specs.map(gitignoreTest(pattern));
    expect(gi("lodash", ["lodash", "x/lodash", "lodash/fp", "lodashx"])).toEqual([true, true, true, false]);
    expect(gi("/lodash", ["lodash", "x/lodash", "lodash/fp"])).toEqual([true, false, true]);
    expect(gi("@x/*", ["@x/a", "@x/a/b", "y/@x/a"])).toEqual([true, true, false]);
    expect(gi("dir/", ["a/dir/b", "dirx"])).toEqual([true, false]);

    expect(safeRegex("x".repeat(2001))).toBe("a pattern longer than 2,000 characters");
    expect(safeRegex("(a|b*)*")).toBe("a pattern with a repeated group that repeats ((a|b*)*)");
    expect((safeRegex("[(a+)+]") as RegExp).test("+")).toBe(true); // a class holds no group
    expect((safeRegex("a", "gimsuy") as RegExp).flags).toBe("imsu");

    expect(["^src/readers/", "node_modules", "^src/(a|b)/"].map(regexLabel)).toEqual([
      "src/readers/",
      "node_modules",
      "`^src/(a|b)/`",
    ]);
    expect(["!!!", "@a/b c", "-x-"].map(idSlug)).toEqual(["rule", "a-b-c", "x"]);
    const p = pathOrGlob("src/a/");
    expect(["src/a", "src/a.ts", "src/a.mjs", "src/a/b", "src/ab"].map(p)).toEqual([true, true, true, true, false]);
    expect([pathOrGlob("")("x"), pathOrGlob(".")("x"), pathOrGlob("./")("x")]).toEqual([true, true, true]);
  });

  // import-linter's documentation: setup.cfg sections, `key = value` or `key: value`, indented
  // continuation lines, `#`/`;` comments; `a : b` siblings may import each other, `a | b` may not;
  // allow_indirect_imports = True limits a forbidden contract to direct imports.
  it("import-linter (setup.cfg): INI syntax, independence in a src layout, : siblings, an untyped contract, slugs", () => {
    const text = [
      "[metadata]",
      "name = app",
      "",
      "[importlinter]",
      "; the root",
      "root_packages:",
      "    app",
      "    lib",
      "",
      "[importlinter:contract:no-cycles]",
      "name = Features stay apart",
      "type = independence",
      "modules =",
      "    app.a  # first",
      "    ; app.c is not one",
      "    app.b",
      "",
      "[importlinter:contract:7]",
      "type: layers",
      "layers =",
      "    app.web",
      "    app.x : app.y",
      "ignore_imports =",
      "    app.x -> app.web",
      "",
      "[importlinter:contract:8]",
      "name = An untyped contract whose name goes on and on past the slug limit",
      "",
      "[importlinter:contract:9]",
      "name = Direct only",
      "type = forbidden",
      "source_modules = app.a, app.b",
      "forbidden_modules = lib",
      "allow_indirect_imports = True",
      "",
    ].join("\n");
    const paths = ["src/app/__init__.py", "src/app/a/m.py", "src/app/b/m.py", "src/lib/__init__.py"];
    const out = readInto(readImportLinter, { "setup.cfg": text }, paths);
    expect(out.problems).toEqual([]);
    expect(out.files).toEqual(["setup.cfg"]);
    const at = (line: number) => ({ file: "setup.cfg", line });
    const long = "An untyped contract whose name goes on and on past the slug limit";
    expect(plain(out.declarations)).toEqual([
      {
        tool: "import-linter",
        name: "no-cycles",
        why: "Features stay apart",
        forbids: "Modules app.a, app.b must not import each other",
        source: at(10),
        constraints: 1,
      },
      {
        tool: "import-linter",
        name: "7",
        forbids:
          "Layers, highest first: app.web, app.x : app.y: a lower layer must not import a higher one (except the 1 import(s) the contract ignores)",
        source: at(18),
        constraints: 1,
      },
      {
        tool: "import-linter",
        // A numeric id is no name; the name's slug is cut at a dash to 48 characters at most.
        name: "an-untyped-contract-whose-name-goes-on-and-on",
        why: long,
        forbids: `import-linter contract "${long}" (type unknown)`,
        unplaced: "agentc does not evaluate contracts of type unknown",
        source: at(26),
        constraints: 0,
      },
      {
        tool: "import-linter",
        name: "direct-only",
        why: "Direct only",
        forbids: "Modules app.a, app.b must not import lib",
        source: at(29),
        constraints: 1,
      },
    ]);
    const apart = out.declarations[0]!.constraints[0]!;
    expect([
      apart.to.file!("src/app/b/m.py", "src/app/a/m.py"),
      apart.to.file!("src/app/a/n.py", "src/app/a/m.py"),
      apart.to.spec!("app.b.m", "src/app/a/m.py"),
      apart.to.spec!("app.a.n", "src/app/a/m.py"),
    ]).toEqual([true, false, true, false]);
    const lib = out.declarations[3]!.constraints[0]!;
    expect(["src/lib/__init__.py", "src/app/a/m.py"].map((p) => lib.to.file!(p))).toEqual([true, false]);
    expect(["lib.x", "libx"].map((x) => lib.to.spec!(x))).toEqual([true, false]);
  });

  // ESLint's documentation: severity 0 / "off" turns a rule off, 2 / "warn" leave it on; a flat config's
  // `files` may be one string; an `.eslintrc` without extension is JSON or YAML. The same declaration
  // written in two blocks is one rule.
  it("ESLint: severities, a files string, a duplicate block kept once, an extensionless .eslintrc in YAML and in JSON", () => {
    const flat = [
      "export default [",
      '  { files: "lib/**", rules: { "no-restricted-imports": [2, "fs"] } },',
      '  { rules: { "no-restricted-imports": [0, "fs"], "import/no-restricted-paths": "warn" } },',
      '  { rules: { "no-restricted-imports": ["warn", "os"] } },',
      '  { rules: { "no-restricted-imports": ["warn", "os"] } },',
      '  "not a block",',
      "];",
      "",
    ].join("\n");
    const out = readInto(readEslint, {
      "eslint.config.js": flat,
      "y/.eslintrc": "rules:\n  no-restricted-imports: [error, path]\n",
      "z/.eslintrc": '{ "rules": { "no-restricted-imports": ["error", "net"] } }',
    });
    expect(out.problems).toEqual([]);
    expect(out.files).toEqual(["eslint.config.js", "y/.eslintrc", "z/.eslintrc"]);
    expect(out.declarations.map((d) => [d.name, d.forbids, d.source.file, d.source.line])).toEqual([
      ["restricted-fs", "Files matching `lib/**` must not import `fs`", "eslint.config.js", 2],
      ["restricted-os", "No file may import `os`", "eslint.config.js", 4],
      ["restricted-path", "Files under y/ must not import `path`", "y/.eslintrc", 2],
      ["restricted-net", "Files under z/ must not import `net`", "z/.eslintrc", 1],
    ]);
    const y = out.declarations[2]!.constraints[0]!;
    expect(["y/a.ts", "ya/a.ts"].map((p) => y.from.file!(p))).toEqual([true, false]);
    expect(["path", "path/posix"].map((x) => y.to.spec!(x))).toEqual([true, false]);
  });

  it("dependency-cruiser: a configuration that does not parse, one that exports no object, a computed extends", () => {
    const read = (text: string, file = ".dependency-cruiser.json") => {
      const out = readInto(readDependencyCruiser, { [file]: text });
      return { problems: out.problems.map((p) => p.message), files: out.files, n: out.declarations.length };
    };
    expect(read('{ "forbidden": [')).toEqual({
      problems: ["not read: unexpected end"],
      files: [".dependency-cruiser.json"],
      n: 0,
    });
    expect(read("module.exports = require('./base');\n", ".dependency-cruiser.cjs")).toEqual({
      problems: ["not read: the module exports no object agentc can read without running it"],
      files: [".dependency-cruiser.cjs"],
      n: 0,
    });
    expect(
      read(
        'module.exports = { extends: require.resolve("x"), forbidden: [{ from: {}, to: { path: "^a" } }] };\n',
        ".dependency-cruiser.mjs",
      ),
    ).toEqual({
      problems: ["its `extends` (computed) is not followed: the rules it adds are not in the genome"],
      files: [".dependency-cruiser.mjs"],
      n: 1,
    });
    expect(read("")).toEqual({
      problems: ["not read: the module exports no object agentc can read without running it"],
      files: [".dependency-cruiser.json"],
      n: 0,
    });
  });

  // dependency-cruiser's rules reference: `$1` in a `to` pattern is the first group the `from` path matched.
  it("dependency-cruiser: $1 in to.pathNot stands for the from path's group, escaped", () => {
    const text =
      'module.exports = { forbidden: [{ name: "own-folder", from: { path: "^src/([^/]+)/" }, to: { path: "^src/", pathNot: "^src/$1/" } }] };\n';
    const out = readInto(readDependencyCruiser, { ".dependency-cruiser.js": text });
    expect(out.declarations.map((d) => d.forbids)).toEqual([
      "Files matching `^src/([^/]+)/` must not import files under src/, except those matching `^src/$1/`",
    ]);
    const to = out.declarations[0]!.constraints[0]!.to.file!;
    expect([
      to("src/b/x.ts", "src/a/y.ts"),
      to("src/a/z.ts", "src/a/y.ts"),
      to("src/axb/z.ts", "src/a.b/y.ts"),
      to("src/a.b/z.ts", "src/a.b/y.ts"),
      to("lib/x.ts", "src/a/y.ts"),
    ]).toEqual([true, false, true, false, false]);
  });

  // ESLint's no-restricted-imports: `paths` entries are names or { name, importNames, message }; an
  // entry without a name restricts nothing.
  it("ESLint: paths as strings and objects inside the options object; an entry without a name is skipped", () => {
    const text = JSON.stringify({
      rules: {
        "no-restricted-imports": [
          "error",
          { paths: ["fs", { message: "no name" }, { name: "os", importNames: ["cpus", "arch"] }] },
        ],
      },
    });
    const out = readInto(readEslint, { ".eslintrc.json": text });
    expect(plain(out.declarations)).toEqual([
      {
        tool: "eslint",
        name: "restricted-fs",
        forbids: "No file may import `fs`",
        source: { file: ".eslintrc.json", line: 1 },
        constraints: 1,
      },
      {
        tool: "eslint",
        name: "restricted-os",
        forbids: "No file may import cpus, arch from `os`",
        unplaced: "it forbids only some names of the module (no-restricted-imports)",
        source: { file: ".eslintrc.json", line: 1 },
        constraints: 0,
      },
    ]);
  });

  it("workspaces: lerna.json packages; a package owns the paths under its folder only; a src layout is src/ holding packages", () => {
    const files: Record<string, string> = {
      "lerna.json": '{ "packages": ["modules/*"] }',
      "modules/a/package.json": '{ "name": "a" }',
      "modules/ab/package.json": '{ "name": "ab" }',
    };
    const packages = workspacePackages(repoOf(files));
    expect(packages).toEqual([
      { dir: "modules/ab", name: "ab", by: "lerna.json" },
      { dir: "modules/a", name: "a", by: "lerna.json" },
    ]);
    expect(["modules/a/x.js", "modules/ab/x.js", "modules/abc/x.js"].map((p) => packageOf(packages, p)?.name)).toEqual([
      "a",
      "ab",
      undefined,
    ]);
    expect(isSrcLayout(["src/app/__init__.py", "src/app/m.py"])).toBe(true);
    expect(isSrcLayout(["src/__init__.py", "src/app/__init__.py"])).toBe(false);
    expect(isSrcLayout(["app/__init__.py", "src/tool.py"])).toBe(false);
  });

  // eslint-plugin-boundaries: `settings` apply across a flat config's blocks and to an .eslintrc's
  // overrides; `default: "disallow"` bans every type no rule allows, for types no rule names too.
  it("eslint-plugin-boundaries: settings from another block or the base, default disallow", () => {
    const flat = [
      "export default [",
      '  { settings: { "boundaries/elements": [{ type: "a", pattern: "a" }, { type: "b", pattern: "b" }] } },',
      '  { files: ["*.ts"], rules: { "boundaries/element-types": ["error", { default: "disallow", rules: [{ from: "a", allow: ["b"] }] }] } },',
      "];",
      "",
    ].join("\n");
    const out = readInto(readEslint, { "eslint.config.js": flat });
    expect(out.declarations.map((d) => [d.name, d.forbids, d.source.line])).toEqual([
      ["element-a", "Elements of type a (a) must not import elements of type a", 3],
      ["element-b", "Elements of type b (b) must not import elements of type a, b", 3],
    ]);
    const rc = JSON.stringify({
      settings: {
        "boundaries/elements": [
          { type: "a", pattern: "a" },
          { type: "b", pattern: "b" },
        ],
      },
      overrides: [
        { files: ["*.ts"], rules: { "boundaries/element-types": [2, { rules: [{ from: "b", disallow: "a" }] }] } },
      ],
    });
    // A nested .eslintrc with elements of its own: the root file's override keeps the root's settings.
    const nested = JSON.stringify({ settings: { "boundaries/elements": [{ type: "x", pattern: "x" }] } });
    const viaOverride = readInto(readEslint, { ".eslintrc.json": rc, "pkg/.eslintrc.json": nested });
    expect(viaOverride.declarations.map((d) => d.forbids)).toEqual([
      "Elements of type b (b) must not import elements of type a",
    ]);
  });

  // ESLint's flat config: `files` patterns are matched from the configuration's folder (`*.ts` is a
  // root file); an .eslintrc override's pattern without a slash matches a file name anywhere below.
  it("ESLint: a flat config's files pattern without a slash is from the root; an override's is a name", () => {
    const flat = readInto(readEslint, {
      "eslint.config.js": 'export default [{ files: ["*.ts"], rules: { "no-restricted-imports": [1, "fs"] } }];',
    });
    const from = flat.declarations[0]!.constraints[0]!.from.file!;
    expect(["a.ts", "src/a.ts"].map((p) => from(p))).toEqual([true, false]);
  });

  it("ESLint: a restricted name not found verbatim in a flat config is located at its block's line", () => {
    const text = [
      "export default [",
      "  {},",
      '  { rules: { "no-restricted-imports": ["error", "caf\\u00e9"] } },',
      "];",
      "",
    ].join("\n");
    const out = readInto(readEslint, { "eslint.config.js": text });
    expect(out.declarations.map((d) => [d.forbids, d.source.line])).toEqual([["No file may import `caf\u00e9`", 3]]);
  });
});
