/**
 * A TypeScript/JavaScript repository as facts for genome generation: each
 * source file's leading doc comment, its exported names, and its import
 * graph. Parsing uses the TypeScript API that ts-morph ships (loaded only by
 * the commands that need it): `preProcessFile` for imports (fast, no AST),
 * `createSourceFile` for the leading comment and exports. No type checking.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, relative, sep, posix } from "node:path";
import { createRequire } from "node:module";
import type * as TS from "typescript";
import { SKIP_DIRS } from "../../../ir/dialects/aigx/model.js";

export interface SourceFacts {
  path: string;
  doc?: string;
  exports: string[];
  /** Repository-relative files this file imports (resolved), and unresolved specifiers. */
  imports: string[];
  external: string[];
}

const EXTENSIONS = [".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs"];

let tsModule: typeof TS | undefined;
function ts(): typeof TS {
  tsModule ??= (createRequire(import.meta.url)("ts-morph") as { ts: typeof TS }).ts;
  return tsModule;
}

function listSources(root: string, ignored: (rel: string) => boolean): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = join(dir, e.name);
      const rel = relative(root, full).split(sep).join("/");
      if (ignored(rel)) continue;
      if (e.isDirectory()) {
        if (!SKIP_DIRS.has(e.name) && !e.name.startsWith(".")) walk(full);
      } else if (e.isFile() && EXTENSIONS.some((x) => e.name.endsWith(x)) && !e.name.endsWith(".d.ts")) out.push(rel);
    }
  };
  walk(root);
  return out;
}

/** `compilerOptions.paths` of the root tsconfig, as prefix rewrites (`@/` → `src/`). */
function pathAliases(root: string): Array<[string, string]> {
  const f = join(root, "tsconfig.json");
  if (!existsSync(f)) return [];
  const parsed = ts().parseConfigFileTextToJson(f, readFileSync(f, "utf8"));
  const opts = (parsed.config as { compilerOptions?: { baseUrl?: string; paths?: Record<string, string[]> } } | undefined)?.compilerOptions;
  const base = opts?.baseUrl ?? ".";
  return Object.entries(opts?.paths ?? {}).flatMap(([k, v]) =>
    k.endsWith("/*") && v[0]?.endsWith("/*") ? [[k.slice(0, -1), posix.normalize(posix.join(base, v[0].slice(0, -1))).replace(/^\.\//, "")] as [string, string]] : [],
  );
}

function resolveImport(from: string, spec: string, files: Set<string>, aliases: Array<[string, string]>): string | undefined {
  let target: string | undefined;
  if (spec.startsWith(".")) target = posix.normalize(posix.join(posix.dirname(from), spec));
  else for (const [prefix, to] of aliases) if (spec.startsWith(prefix)) target = posix.join(to, spec.slice(prefix.length));
  if (target === undefined) return undefined;
  const stem = target.replace(/\.(js|mjs|cjs|jsx)$/, "");
  for (const cand of [target, ...EXTENSIONS.map((x) => stem + x), ...EXTENSIONS.map((x) => `${target}/index${x}`)]) if (files.has(cand)) return cand;
  return undefined;
}

function leadingDoc(sf: TS.SourceFile, text: string): string | undefined {
  const first = sf.statements[0];
  const ranges = ts().getLeadingCommentRanges(text, first ? first.getFullStart() : 0) ?? [];
  for (const r of ranges) {
    const raw = text.slice(r.pos, r.end);
    const body = raw
      .replace(/^\/\*\*?|\*\/$/g, "")
      .split("\n")
      .map((l) => l.replace(/^\s*(\*|\/\/)\s?/, "").trim())
      .filter((l) => l && !l.startsWith("@") && !/^(eslint|@ts-|prettier)/.test(l))
      .join(" ")
      .trim();
    if (body) return (/^(.+?[.!?])(\s|$)/.exec(body)?.[1] ?? body).slice(0, 160);
  }
  return undefined;
}

function exportedNames(sf: TS.SourceFile): string[] {
  const t = ts();
  const out: string[] = [];
  for (const s of sf.statements) {
    const mods = t.canHaveModifiers(s) ? (t.getModifiers(s) ?? []) : [];
    const exported = mods.some((m) => m.kind === t.SyntaxKind.ExportKeyword);
    if (exported && (t.isFunctionDeclaration(s) || t.isClassDeclaration(s) || t.isInterfaceDeclaration(s) || t.isTypeAliasDeclaration(s) || t.isEnumDeclaration(s)) && s.name) out.push(s.name.text);
    else if (exported && t.isVariableStatement(s)) {
      for (const d of s.declarationList.declarations) if (t.isIdentifier(d.name)) out.push(d.name.text);
    } else if (t.isExportDeclaration(s) && s.exportClause && t.isNamedExports(s.exportClause)) {
      for (const e of s.exportClause.elements) out.push(e.name.text);
    }
  }
  return out;
}

export interface ScanOptions {
  ignored?: (rel: string) => boolean;
  onProgress?: (done: number, total: number) => void;
}

export function scanRepository(root: string, options: ScanOptions = {}): SourceFacts[] {
  const paths = listSources(root, options.ignored ?? (() => false));
  const files = new Set(paths);
  const aliases = pathAliases(root);
  const t = ts();
  return paths.map((path, i) => {
    if (options.onProgress && i % 500 === 0) options.onProgress(i, paths.length);
    const text = readFileSync(join(root, path), "utf8");
    const pre = t.preProcessFile(text, true, true);
    const imports: string[] = [];
    const external: string[] = [];
    for (const ref of pre.importedFiles) {
      const r = resolveImport(path, ref.fileName, files, aliases);
      if (r) imports.push(r);
      else external.push(ref.fileName);
    }
    const sf = t.createSourceFile(path, text, t.ScriptTarget.Latest, false);
    const doc = leadingDoc(sf, text);
    const facts: SourceFacts = { path, exports: exportedNames(sf), imports, external };
    if (doc) facts.doc = doc;
    return facts;
  });
}

