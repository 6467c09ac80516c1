// Runs the CLI bundle (dist/bundle/cli.cjs) as bin/agentc.js does, without the code cache, with
// esbuild's module initialisers traced: each module the run initialises (ours, or a package's inside
// the bundle) is printed once to stderr as `IMPORT <path from the repository root>`, each package
// required from outside the bundle as `IMPORT <absolute path>`, and each Node module the bundle
// requires statically as `IMPORT node:<name>` (one loaded later through createRequire is not seen). Used to check what a command
// loads (test/support/loaded-modules.ts).
import { readFileSync, writeSync } from "node:fs";
import { Module, builtinModules, createRequire } from "node:module";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { Script } from "node:vm";

const file = fileURLToPath(new URL("../../dist/bundle/cli.cjs", import.meta.url));
const source = readFileSync(file, "utf8");
// esbuild's helpers come first; every module of the bundle after them, each under a `// <path>` line.
const firstModule = source.search(/^\/\/ (dist|node_modules)\//m);
if (
  firstModule < 0 ||
  !/^var __esm = /m.test(source) ||
  !/^var __commonJS = /m.test(source) ||
  source.indexOf("\nvar __commonJS = ") > firstModule
) {
  throw new Error("traced-cli: the bundle's module helpers (__esm, __commonJS) are not where this tracer expects them");
}
const seen = new Set();
const trace = (name) => {
  if (seen.has(name)) return;
  seen.add(name);
  writeSync(2, `IMPORT ${name}\n`);
};
globalThis.__agentcTrace = trace;
const wrap = (helper) =>
  `${helper} = ((make) => (body, ...rest) => { const init = make(body, ...rest); const name = Object.getOwnPropertyNames(body)[0]; return function () { globalThis.__agentcTrace(name); return init.apply(this, arguments); }; })(${helper});\n`;
const traced = source.slice(0, firstModule) + wrap("__esm") + wrap("__commonJS") + source.slice(firstModule);

const require = createRequire(file);
const builtins = new Set(builtinModules);
const tracedRequire = Object.assign((id) => {
  trace(id.startsWith("node:") || builtins.has(id) ? `node:${id.replace(/^node:/, "")}` : require.resolve(id));
  return require(id);
}, require);
const module = { exports: {} };
new Script(Module.wrap(traced), { filename: file })
  .runInThisContext()
  .call(module.exports, module.exports, tracedRequire, module, file, dirname(file));
await module.exports.main(["node", "agentc", ...process.argv.slice(2)]);
