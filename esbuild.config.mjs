// The CLI as a few files: `npm run build` compiles with tsc, then bundles the compiled CLI here.
// Loading ~300 ES modules (ours, yaml's, commander's) cost a command more than its work; a bundle
// split by dynamic import keeps each command loading only its own code, in a handful of chunks.
// The library (`dist/src/index.js`) is not bundled: users import it module by module.
import { build } from "esbuild";
import { writeFileSync } from "node:fs";

const result = await build({
  entryPoints: ["dist/src/cli/main.js", "dist/src/passes/aegx/verify-worker.js", "dist/src/passes/uaix/digest-worker.js", "dist/src/pipeline/convert-worker.js"],
  // A worker is found beside the code that starts it (new URL("./verify-worker.js", import.meta.url)).
  entryNames: "[name]",
  outdir: "dist/bundle",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  // ts-morph (with its own TypeScript) and the Graphviz wasm are large and used by one command each:
  // they stay packages, loaded when that command runs.
  external: ["ts-morph", "@viz-js/viz"],
  // Bundled CommonJS (yaml, commander) calls require for Node built-ins.
  banner: { js: "import { createRequire as __agentcRequire } from 'node:module'; const require = __agentcRequire(import.meta.url);" },
  metafile: true,
  logLevel: "warning",
});
// Which sources each chunk holds: the tests use it to check what a command loads.
writeFileSync("dist/bundle/meta.json", JSON.stringify(result.metafile.outputs));
