/**
 * AIGX front-end: discover every `.aigx/` genome and domain card under a
 * repository root, parse each file with the AIGX tree builder (grammars/),
 * and read the model with line:col for everything. Damage (unclosed tags,
 * invalid UTF-8, unknown elements) becomes diagnostics, never a crash.
 */
import { posix as posixPath } from "node:path";
import { decodeUtf8 } from "../../../ir/io/decode-utf8.js";
import { diskTree, type FileTree } from "../../../ir/io/file-tree.js";
import { LineIndex } from "../../../ir/json/line-index.js";
import { Diagnostics } from "../../../ir/diagnostics/diagnostic.js";
import { childElements, parseAigxTree, textOf, type AigxElement } from "../../../grammars/aigx/tree.js";
import {
  NON_CONCERN,
  SKIP_DIRS,
  type Repository,
  type Boundary,
  type DomainCard,
  type FileEntry,
  type Genome,
  type Rule,
} from "../../../ir/dialects/aigx/model.js";

export type { Repository };

const posix = (p: string): string => p.split("\\").join("/");
const join = (...parts: string[]): string => posixPath.join(...parts.filter(Boolean));

export interface ReadOptions {
  exclude?: string[];
  /** Where the files are: the directory `root` on disk by default, or files in memory. */
  tree?: FileTree;
}

function ignores(tree: FileTree, extra: string[], repo: Repository): string[] {
  const list = extra.map((x) => posix(x).replace(/\/$/, ""));
  if (tree.exists(".aigxignore")) {
    // A pattern with replaced bytes matches no path: said, not silent (RULES-ENCODING).
    const { text, diagnostics } = decodeUtf8(tree.read(".aigxignore"), ".aigxignore");
    repo.diagnostics.addAll(diagnostics);
    for (const line of text.split("\n")) {
      const s = line.split("#")[0]!.trim().replace(/\/$/, "");
      if (s) list.push(posix(s));
    }
  }
  return list;
}

interface Parsed {
  rootEl?: AigxElement;
  at: (offset: number) => { line: number; col: number };
}

const trees = new WeakMap<Repository, FileTree>();

/** Where an element is written: its start, and the end of its closing tag. */
function spanOf(
  at: (offset: number) => { line: number; col: number },
  el: { start: number; end: number },
): { line: number; col: number; endLine: number; endCol: number } {
  const end = at(el.end);
  return { ...at(el.start), endLine: end.line, endCol: end.col };
}

function parseFile(repo: Repository, rel: string): Parsed {
  const files = trees.get(repo)!;
  const bytes = files.read(rel);
  repo.sources.set(rel, files.signature(rel));
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    repo.diagnostics.error("AIGX-UTF8", "the file is not valid UTF-8", { file: rel, line: 1, col: 1 });
    text = bytes.toString("utf8");
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const lines = new LineIndex(text);
  const at = (o: number) => lines.position(o);
  const tree = parseAigxTree(text);
  for (const p of tree.problems) repo.diagnostics.error(p.code, p.message, { file: rel, ...at(p.offset) });
  const elements = tree.roots.filter((n): n is AigxElement => n.kind === "element");
  const strayText = tree.roots.some((n) => n.kind === "text" && n.text.trim());
  if (elements.length !== 1 || strayText) {
    if (elements.length === 0)
      repo.diagnostics.error(
        "AIGX-NO-ROOT",
        "no root element: the file holds no XML element, and a genome file is one",
        {
          file: rel,
          line: 1,
          col: 1,
          hint: rel.endsWith("files.aigx")
            ? "write the entries inside one <aigx-files> element"
            : "write the file's content inside one root element",
        },
      );
    else if (elements.length > 1)
      repo.diagnostics.warning("AIGX-ROOTS", `${elements.length} root elements; the first is read`, {
        file: rel,
        ...at(elements[1]!.start),
      });
  }
  return { rootEl: elements[0], at };
}

function boundary(el: AigxElement): Boundary {
  const pri = el.attrs.get("pri")?.value;
  return pri ? { pri, text: textOf(el) } : { text: textOf(el) };
}

function readConcern(repo: Repository, g: Genome, rel: string): void {
  const { rootEl, at } = parseFile(repo, rel);
  if (!rootEl) return;
  const rules: Rule[] = [];
  for (const el of childElements(rootEl)) {
    if (el.name !== "rule") {
      repo.diagnostics.warning("AIGX-UNKNOWN-ELEMENT", `<${el.name}> in a concern file (children are <rule id>)`, {
        file: rel,
        ...at(el.start),
      });
      continue;
    }
    const id = el.attrs.get("id")?.value;
    if (id === undefined) {
      repo.diagnostics.error("AIGX-RULE-ID", "<rule> has no id", { file: rel, ...at(el.start) });
      continue;
    }
    const ext = [...el.attrs].filter(([k]) => k.startsWith("x-")).map(([k, a]): [string, string] => [k, a.value]);
    // A Markdown rule (imported from an agent's instruction file) keeps its lines; other rule text is folded, as the reference reads it.
    const markdown = el.attrs.get("x-format")?.value === "markdown";
    rules.push({ id, text: textOf(el, !markdown), file: rel, pos: spanOf(at, el), ...(ext.length ? { ext } : {}) });
  }
  g.concerns.push({ file: rel, root: rootEl.name, rules });
}

function readFiles(repo: Repository, g: Genome, rel: string): void {
  const { rootEl, at } = parseFile(repo, rel);
  const entries: FileEntry[] = [];
  g.files = { file: rel, entries };
  if (!rootEl) return;
  for (const el of childElements(rootEl)) {
    if (el.name !== "file") {
      repo.diagnostics.warning("AIGX-UNKNOWN-ELEMENT", `<${el.name}> in files.aigx (children are <file>)`, {
        file: rel,
        ...at(el.start),
      });
      continue;
    }
    const path = el.attrs.get("path")?.value.trim();
    if (!path) {
      repo.diagnostics.error("AIGX-FILE-PATH", "<file> has no path", { file: rel, ...at(el.start) });
      continue;
    }
    const entry: FileEntry = { path, gotchas: [], checks: [], glosses: new Map(), file: rel, pos: spanOf(at, el) };
    const domain = el.attrs.get("domain")?.value;
    if (domain) entry.domain = domain;
    for (const c of childElements(el)) {
      if (c.name === "role") entry.role = textOf(c);
      else if (c.name === "forbid") {
        if (entry.forbid)
          repo.diagnostics.warning("AIGX-FORBID-MANY", `${path}: more than one <forbid>; the first is kept`, {
            file: rel,
            ...at(c.start),
          });
        else entry.forbid = boundary(c);
      } else if (c.name === "gotcha") entry.gotchas.push(boundary(c));
      else if (c.name === "check") {
        const glossed = childElements(c, "c");
        if (glossed.length) {
          for (const gl of glossed) {
            const id = gl.attrs.get("id")?.value;
            if (id) {
              entry.checks.push(id);
              entry.glosses.set(id, textOf(gl));
            }
          }
        } else entry.checks.push(...textOf(c).split(/\s+/).filter(Boolean));
      } else
        repo.diagnostics.warning(
          "AIGX-UNKNOWN-ELEMENT",
          `${path}: <${c.name}> is not a file-entry field (role, forbid, gotcha, check)`,
          { file: rel, ...at(c.start) },
        );
    }
    entries.push(entry);
  }
}

function readCard(repo: Repository, rel: string, into: DomainCard[]): void {
  const { rootEl, at } = parseFile(repo, rel);
  if (!rootEl || rootEl.name !== "aigx-domain") return;
  const key = rootEl.attrs.get("key")?.value ?? "";
  const card: DomainCard = { key, facts: [], file: rel, pos: spanOf(at, rootEl) };
  const path = rootEl.attrs.get("path")?.value;
  if (path) card.path = path;
  for (const c of childElements(rootEl)) {
    if (c.name === "purpose") card.purpose = textOf(c);
    else if (c.name === "public_api") card.publicApi = textOf(c);
    else if (c.name === "test") card.test = textOf(c);
    else if (c.name === "blast") card.blast = textOf(c);
    else if (c.name === "facts" || c.name === "fact") {
      for (const f of c.name === "fact" ? [c] : childElements(c, "fact")) {
        const text = textOf(f);
        const ids = [...text.matchAll(/\(([A-Z][A-Z0-9]*(?:-[A-Za-z0-9]+)+)\)/g)].map((m) => m[1]!);
        card.facts.push({ text, ids, file: rel, pos: spanOf(at, f) });
      }
    }
  }
  into.push(card);
}

/**
 * A genome file that is not read says so: an entry named like one (`*.aigx`, or a `.aigx` folder)
 * that is a symbolic link, a FIFO, a socket or a device is left out of the walk (a link may lead out
 * of the repository, a FIFO may never end), and each one is a warning with the reason.
 */
function reportSkipped(repo: Repository, dir: string, ignored: (rel: string) => boolean = () => false): void {
  for (const s of trees.get(repo)!.skipped?.(dir) ?? []) {
    if (s.name !== ".aigx" && !s.name.endsWith(".aigx")) continue;
    const rel = posix(join(dir, s.name));
    if (ignored(rel)) continue;
    repo.diagnostics.warning("AIGX-SKIPPED", `${rel} is not read: ${s.why}`, { file: rel });
  }
}

function readGenome(repo: Repository, dirRel: string): Genome {
  const g: Genome = { dir: dirRel, concerns: [], cards: [] };
  reportSkipped(repo, dirRel);
  for (const name of trees
    .get(repo)!
    .list(dirRel)
    .filter((e) => !e.isDirectory && e.name.endsWith(".aigx"))
    .map((e) => e.name)) {
    const rel = posix(join(dirRel, name));
    if (name === "files.aigx") readFiles(repo, g, rel);
    else if (name === "protocol.aigx") {
      const { rootEl } = parseFile(repo, rel);
      g.protocol = { file: rel, steps: [], text: "" };
      if (rootEl) {
        const rf = childElements(rootEl, "read-first")[0];
        if (rf) g.protocol.readFirst = textOf(rf);
        g.protocol.steps = childElements(rootEl, "step").map((s) => textOf(s));
        g.protocol.text = textOf(rootEl);
      }
    } else if (name === "product.aigx") {
      const { rootEl } = parseFile(repo, rel);
      g.product = { file: rel, fields: [] };
      for (const c of rootEl ? childElements(rootEl) : []) {
        if (c.name === "freshness") g.product.freshness = textOf(c);
        g.product.fields.push([c.name, textOf(c)]);
      }
    } else if (!NON_CONCERN.has(name)) readConcern(repo, g, rel);
  }
  return g;
}

export function readRepository(root: string, options: ReadOptions = {}): Repository {
  const repo: Repository = { root, genomes: [], cards: [], diagnostics: new Diagnostics(), sources: new Map() };
  const tree = options.tree ?? diskTree(root);
  trees.set(repo, tree);
  const ig = ignores(tree, options.exclude ?? [], repo);
  const ignored = (rel: string): boolean => ig.some((x) => rel === x || rel.startsWith(`${x}/`));
  const walk = (dir: string): void => {
    reportSkipped(repo, dir, ignored);
    for (const e of tree.list(dir)) {
      const rel = join(dir, e.name);
      if (ignored(rel)) continue;
      if (e.isDirectory) {
        if (e.name === ".aigx") repo.genomes.push(readGenome(repo, rel));
        else if (!SKIP_DIRS.has(e.name)) walk(rel);
      } else if (e.name.endsWith(".aigx")) readCard(repo, rel, repo.cards);
    }
  };
  walk("");
  return repo;
}
