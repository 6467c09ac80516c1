/**
 * A repository's JavaScript, TypeScript and Python sources as facts for genome generation: each
 * file's imports (resolved to repository files where they name one), exports, leading comment and
 * statements (scan-js.ts, scan-python.ts), read once each with a lexer, never a type checker. Imports
 * resolve as the tools do: relative paths with TypeScript's extension mapping (`./a.js` → `a.ts`)
 * and folder indexes, `compilerOptions.paths` and `baseUrl` of the root `tsconfig.json` and
 * `tsconfig.base.json`, workspace packages by name, and Python modules by dotted name (`src/` layout
 * included). The configuration files the declaration readers need are found in the same walk.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join, posix } from "node:path";
import { SKIP_DIRS } from "../../../ir/dialects/aigx/model.js";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { decodeUtf8 } from "../../../ir/io/decode-utf8.js";
import { readConfigValue, isRecord, strings } from "../architecture/config-eval.js";
import { isSrcLayout, pythonModule } from "../architecture/import-linter.js";
import type { RepoFiles } from "../architecture/model.js";
import { scanJs, type Statement } from "./scan-js.js";
import { scanPython } from "./scan-python.js";

export interface ImportEdge {
  spec: string;
  /** The repository file it resolves to. */
  file?: string;
  line: number;
}

export interface SourceFacts {
  path: string;
  language: "js" | "python";
  /** The leading comment or module docstring. */
  doc?: string;
  exports: string[];
  /** Repository files this file imports (resolved, without repeats). */
  imports: string[];
  /** Specifiers that resolve to no repository file (packages, the standard library). */
  external: string[];
  /** Every import, as written, with what it resolves to. */
  refs: ImportEdge[];
  /** What the file states about itself: generated-file headers, DO NOT comments, @deprecated. */
  statements: Statement[];
  /** A test, a fixture or a test helper (by its path). */
  test: boolean;
}

export interface ScanOptions {
  ignored?: (rel: string) => boolean;
  onProgress?: (done: number, total: number) => void;
}

export interface Scan {
  facts: SourceFacts[];
  /** The repository as the declaration readers see it. */
  repo: RepoFiles;
  /** Bytes read. */
  bytes: number;
  /** Source files whose bytes are not all UTF-8 (RULES-ENCODING: file, line, byte offset). */
  diagnostics: Diagnostic[];
}

const JS = [".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs"];
/** Configuration files the declaration readers look for anywhere in the tree. */
const CONFIG_NAMES = new Set([
  "package.json",
  "project.json",
  "tsconfig.json",
  ".eslintrc",
  ".eslintrc.json",
  ".eslintrc.js",
  ".eslintrc.cjs",
  ".eslintrc.yml",
  ".eslintrc.yaml",
]);
/** Files larger than this (bundles, generated data) are listed but not scanned. */
const MAX_SOURCE_BYTES = 2 * 1024 * 1024;

export const isTestPath = (p: string): boolean =>
  /(^|\/)(test|tests|__tests__|__mocks__|spec|specs|testing|fixtures)\//.test(p) ||
  /\.(test|spec)\.[cm]?[jt]sx?$/.test(p) ||
  /(^|\/)(test_[^/]*|[^/]*_test|conftest)\.py$/.test(p);

const isSource = (name: string): boolean =>
  (JS.some((x) => name.endsWith(x)) && !/\.d\.[cm]?ts$/.test(name)) || name.endsWith(".py");

function walk(root: string, ignored: (rel: string) => boolean): { sources: string[]; configs: string[] } {
  const sources: string[] = [];
  const configs: string[] = [];
  const visit = (dir: string, rel: string): void => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of entries) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (ignored(r)) continue;
      if (e.isDirectory()) {
        if (!SKIP_DIRS.has(e.name) && !e.name.startsWith(".")) visit(join(dir, e.name), r);
      } else if (e.isFile()) {
        if (isSource(e.name)) sources.push(r);
        if (CONFIG_NAMES.has(e.name)) configs.push(r);
      }
    }
  };
  visit(root, "");
  return { sources, configs };
}

interface Aliases {
  /**
   * `@/` → [`src/*`]: the `paths` entries whose key ends in `*`, each target with its `*` (the rest of
   * the specifier goes there, as TypeScript substitutes it) or without one (used as it is).
   */
  prefixes: Array<[string, string[]]>;
  /** Exact `paths` entries (`@org/lib` → `libs/lib/src/index.ts`). */
  exact: Map<string, string[]>;
  baseUrl?: string;
}

function aliases(read: (p: string) => string | undefined): Aliases {
  const out: Aliases = { prefixes: [], exact: new Map() };
  for (const f of ["tsconfig.base.json", "tsconfig.json"]) {
    const text = read(f);
    if (text === undefined) continue;
    const v = readConfigValue(text).value;
    const opts = isRecord(v) && isRecord(v.compilerOptions) ? v.compilerOptions : undefined;
    if (!opts) continue;
    const base = typeof opts.baseUrl === "string" ? posix.normalize(opts.baseUrl).replace(/^\.\/?$/, "") : "";
    if (typeof opts.baseUrl === "string") out.baseUrl = base;
    if (!isRecord(opts.paths)) continue;
    for (const [k, targets] of Object.entries(opts.paths)) {
      const ts = strings(targets).map((t) => posix.normalize(posix.join(base, t)).replace(/^\.\//, ""));
      if (k.endsWith("*")) out.prefixes.push([k.slice(0, -1), ts]);
      else out.exact.set(k, ts);
    }
  }
  out.prefixes.sort((a, b) => b[0].length - a[0].length);
  return out;
}

export function scanRepository(root: string, options: ScanOptions = {}): Scan {
  const { sources, configs } = walk(root, options.ignored ?? (() => false));
  const files = new Set(sources);
  const texts = new Map<string, string | undefined>();
  const diagnostics: Diagnostic[] = [];
  const read = (p: string): string | undefined => {
    if (!texts.has(p)) {
      let t: string | undefined;
      try {
        // Bytes that are not UTF-8 are read as U+FFFD, and said (an import path with one resolves to nothing).
        const decoded = decodeUtf8(readFileSync(join(root, p)), join(root, p));
        if (decoded.text.length <= MAX_SOURCE_BYTES) {
          t = decoded.text;
          diagnostics.push(...decoded.diagnostics);
        }
      } catch {
        t = undefined;
      }
      texts.set(p, t);
    }
    return texts.get(p);
  };
  // Configuration inside tests and fixtures describes those fixtures, not the repository.
  const own = configs.filter((c) => !isTestPath(c));
  const repo: RepoFiles = {
    root,
    paths: sources,
    read,
    named: (names) => own.filter((c) => names.includes(c.slice(c.lastIndexOf("/") + 1))),
  };
  const al = aliases(read);
  // Workspace packages: a package.json below the root with a name.
  const packages = new Map<string, string>();
  for (const c of own) {
    if (!c.endsWith("package.json") || !c.includes("/")) continue;
    const v = readConfigValue(read(c) ?? "").value;
    if (isRecord(v) && typeof v.name === "string") packages.set(v.name, c.slice(0, c.lastIndexOf("/")));
  }
  const srcLayout = isSrcLayout(sources);
  const modules = new Map<string, string>();
  for (const p of sources) {
    const m = pythonModule(p, srcLayout);
    if (m !== undefined) modules.set(m, p);
  }
  const candidates = (target: string): string[] => {
    const stem = target.replace(/\.(js|mjs|cjs|jsx)$/, "");
    return [target, ...JS.map((x) => stem + x), ...JS.map((x) => `${target}/index${x}`)];
  };
  const firstFile = (targets: string[]): string | undefined => {
    for (const t of targets) for (const c of candidates(t)) if (files.has(c)) return c;
    return undefined;
  };
  const resolveJs = (from: string, spec: string): string | undefined => {
    if (spec.startsWith(".")) return firstFile([posix.normalize(posix.join(posix.dirname(from), spec))]);
    const exact = al.exact.get(spec);
    if (exact) return firstFile(exact);
    for (const [prefix, tos] of al.prefixes)
      if (spec.startsWith(prefix)) return firstFile(tos.map((to) => to.replace("*", spec.slice(prefix.length))));
    const pkg = /^(@[^/]+\/[^/]+|[^@/][^/]*)(?:\/(.*))?$/.exec(spec);
    const dir = pkg ? packages.get(pkg[1]!) : undefined;
    if (dir !== undefined)
      return pkg![2]
        ? firstFile([`${dir}/${pkg![2]}`, `${dir}/src/${pkg![2]}`])
        : firstFile([`${dir}/src/index`, `${dir}/index`, `${dir}/src`]);
    if (al.baseUrl !== undefined) return firstFile([posix.join(al.baseUrl, spec)]);
    return undefined;
  };
  let bytes = 0;
  const facts = sources.map((path, i) => {
    if (options.onProgress && i % 500 === 0) options.onProgress(i, sources.length);
    const text = read(path) ?? "";
    texts.delete(path); // sources are read once; only configuration files stay
    bytes += text.length;
    const python = path.endsWith(".py");
    const refs: ImportEdge[] = [];
    let f;
    if (python) {
      const mod = pythonModule(path, srcLayout)!;
      const scanned = scanPython(text, mod, path.endsWith("__init__.py"));
      for (const options of scanned.candidates) {
        const hit = options.find((o) => modules.has(o.spec));
        if (hit) refs.push({ spec: hit.spec, file: modules.get(hit.spec)!, line: hit.line });
        else refs.push({ spec: options[options.length - 1]!.spec, line: options[0]!.line });
      }
      f = scanned;
    } else {
      f = scanJs(text);
      for (const r of f.refs) {
        const file = resolveJs(path, r.spec);
        refs.push(file ? { ...r, file } : r);
      }
    }
    const imports = [...new Set(refs.flatMap((r) => (r.file && r.file !== path ? [r.file] : [])))];
    const external = [...new Set(refs.flatMap((r) => (r.file ? [] : [r.spec])))];
    const out: SourceFacts = {
      path,
      language: python ? "python" : "js",
      exports: f.exports,
      imports,
      external,
      refs,
      statements: f.statements,
      test: isTestPath(path),
    };
    if (f.doc) out.doc = f.doc;
    return out;
  });
  return { facts, repo, bytes, diagnostics };
}
