/**
 * The layer rule: imports run one way, bin → src/cli → the library API (src/api.ts, src/index.ts)
 * → src/pipeline → src/formats (one folder per format: reader, checks, raise, lower, Format value)
 * → grammars, emitters → ir. No circles.
 * `npm test` runs this check (npm run check:deps).
 */
const layers = [
  { name: "bin", path: "^bin/" },
  { name: "cli", path: "^src/cli/" },
  { name: "api", path: "^src/(api|index)\\.ts$" },
  { name: "pipeline", path: "^src/pipeline/" },
  { name: "formats", path: "^src/formats/" },
  { name: "writers", path: "^(grammars|emitters)/" },
  { name: "ir", path: "^ir/" },
];

const upward = layers.flatMap((lower, i) =>
  layers.slice(0, i).map((upper) => ({
    name: `no-upward-${lower.name}-to-${upper.name}`,
    comment: `${lower.name} sits below ${upper.name} and must not import it`,
    severity: "error",
    from: { path: lower.path },
    to: { path: upper.path },
  })),
);

module.exports = {
  forbidden: [
    ...upward,
    {
      name: "cli-through-the-api",
      comment:
        "the command line is a client of the library: src/cli/ imports the API (src/api.ts) for what a command does, " +
        "and of the layers below only the utilities of its own concerns: ir/io (choosing and safely writing paths), " +
        "ir/diagnostics (codes, rendering), ir/json (parsing arguments, printing JSON), and the coding tools' declarations " +
        "(ir/dialects/rules/tool.ts, tools.ts: data its help and option choices name, read without loading the library) — docs/decisions.md",
      severity: "error",
      from: { path: "^src/cli/" },
      to: {
        path: "^(src|ir|emitters|grammars)/",
        pathNot: "^(src/cli/|src/api\\.ts$|ir/(io|diagnostics|json)/|ir/dialects/rules/tools?\\.ts$)",
      },
    },
    {
      name: "no-grammar-writer-cross",
      comment: "grammars and emitters meet only in ir/ (shared models) or above them in a format's folder",
      severity: "error",
      from: { path: "^grammars/" },
      to: { path: "^emitters/" },
    },
    {
      name: "no-writer-grammar-cross",
      comment: "grammars and emitters meet only in ir/ (shared models) or above them in a format's folder",
      severity: "error",
      from: { path: "^emitters/" },
      to: { path: "^grammars/" },
    },
    {
      name: "no-circular",
      comment: "no import circle anywhere",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-test-imports-from-product",
      comment: "product code never imports tests",
      severity: "error",
      from: { pathNot: "^test/" },
      to: { path: "^test/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^dist/|^test/fixtures/)" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    moduleSystems: ["es6"],
  },
};
