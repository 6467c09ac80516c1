// The CLI as one script: `npm run build` compiles with tsc, then bundles the compiled CLI here.
// Loading ~300 ES modules (ours, yaml's, commander's) cost a command more than its work. The bundle
// is CommonJS because only a script can use V8's code cache on Node 20 (src/cli/code-cache.ts):
// with it a run neither parses nor compiles what an earlier run compiled. Commands stay lazy inside
// it: what a command imports dynamically is initialised when the command runs.
// The worker threads are ES-module entries beside it. The library (`dist/src/index.js`) is not
// bundled: users import it module by module.
import { build } from "esbuild";
import { createHash } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";

const outdir = "dist/bundle";
// Chunks of earlier builds would stay beside the new ones.
rmSync(outdir, { recursive: true, force: true });

const common = {
  bundle: true,
  platform: "node",
  target: "node20",
  // The Graphviz wasm is large and used by one command: it stays a package, loaded when that command runs.
  external: ["@viz-js/viz"],
  logLevel: "warning",
};

/**
 * commander requires node:child_process when it loads, for subcommands that are separate executables,
 * which agentc has none of: the require (about 3 ms of every command's start, with net, dgram and
 * stream behind it) is made when a spawn would need it.
 */
function commanderLazyChildProcess() {
  const line = "const childProcess = require('node:child_process');";
  return {
    name: "commander-lazy-child-process",
    setup(b) {
      b.onLoad({ filter: /[\\/]node_modules[\\/]commander[\\/]lib[\\/]command\.js$/ }, (args) => {
        const text = readFileSync(args.path, "utf8");
        if (!text.includes(line))
          throw new Error(`commander's lib/command.js no longer holds ${line}: update esbuild.config.mjs`);
        return {
          contents: text.replace(
            line,
            "const childProcess = { spawn: (...a) => require('node:child_process').spawn(...a) };",
          ),
          loader: "js",
        };
      });
    },
  };
}

await build({
  ...common,
  entryPoints: ["dist/src/cli/main.js"],
  outfile: `${outdir}/cli.cjs`,
  format: "cjs",
  // The modules' own strictness, which CommonJS does not imply; and import.meta.url is the bundle's
  // own URL: a worker is found beside the code that starts it (new URL("./verify-worker.js",
  // import.meta.url)), the package root above it.
  banner: { js: '"use strict";\nconst __agentcBundleUrl = require("node:url").pathToFileURL(__filename).href;' },
  define: { "import.meta.url": "__agentcBundleUrl" },
  // import() of a package left outside (the Graphviz wasm) becomes require: a script run from V8's
  // code cache has no callback for import().
  supported: { "dynamic-import": false },
  plugins: [commanderLazyChildProcess()],
});

// The first line names the build, so that a code cache is never used with another build's bytes
// (V8 checks only the source's length).
const cliFile = `${outdir}/cli.cjs`;
// ASCII only: Node decodes an ASCII file to a one-byte string about five times faster, and V8 keeps
// it at half the size. esbuild escapes strings but leaves a few regular expressions and comments
// with non-ASCII characters; \uXXXX means the same character in both.
const body = Buffer.from(
  readFileSync(cliFile, "utf8").replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`),
);
writeFileSync(
  cliFile,
  Buffer.concat([Buffer.from(`// agentc-build ${createHash("sha256").update(body).digest("hex")}\n`), body]),
);

// The launcher that hands the bundle its code cache, as a script too (bin/agentc.js requires it).
await build({
  ...common,
  entryPoints: ["dist/src/cli/code-cache.js"],
  outfile: `${outdir}/code-cache.cjs`,
  format: "cjs",
});

await build({
  ...common,
  entryPoints: [
    "dist/src/formats/aegx/verify-worker.js",
    "dist/src/formats/uaix/digest-worker.js",
    "dist/src/pipeline/convert-worker.js",
  ],
  entryNames: "[name]",
  outdir,
  splitting: true,
  format: "esm",
  // Bundled CommonJS (yaml) calls require for Node built-ins.
  banner: {
    js: "import { createRequire as __agentcRequire } from 'node:module'; const require = __agentcRequire(import.meta.url);",
  },
});
