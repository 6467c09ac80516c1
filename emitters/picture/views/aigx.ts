/**
 * The AIGX view: the tags of each genome (concern files and their rules,
 * file entries, domain cards) and what each covers in the repository's
 * folder tree: a genome covers its folder (nearest-ancestor resolution: a
 * path is governed by the genome of its nearest ancestor folder, drawn as a
 * dashed edge when there is more than one genome), a file entry covers its
 * file and checks rules, a domain card covers its folder.
 *
 * Big genomes: beyond GROUP_THRESHOLD nodes, file entries are grouped by
 * folder and rules by concern file.
 */
import type { Graph, GraphNode } from "../../../ir/graph/graph.js";
import { GROUP_THRESHOLD, PictureBuilder, plural, type Picture } from "../model.js";
import { oneLine } from "../escape.js";
import { str, type Failures } from "./common.js";

export interface AigxViewOptions {
  title?: string;
  failures?: Failures;
  /** The genome directory (e.g. `.aigx`, `pkg/.aigx`) that governs a path: the nearest-ancestor resolution. */
  nearestGenome?: (path: string) => string | undefined;
}

/** Rules drawn one by one up to this many; beyond, each concern file lists its rule ids. */
const MAX_RULE_NODES = 40;
const parentOf = (path: string): string => (path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : "");
const baseOf = (genomeDir: string): string => (genomeDir === ".aigx" ? "" : genomeDir.slice(0, -"/.aigx".length));
const folderKey = (dir: string): string => `aigx:folder:${dir}`;
const pathKey = (path: string): string => `aigx:path:${path}`;
const genomeKey = (dir: string): string => `aigx:genome:${dir}`;

export function aigxPicture(graph: Graph, options: AigxViewOptions = {}): Picture {
  const p = new PictureBuilder(options.title ?? "AIGX genome", "LR");
  const genomes = graph.nodes("aigx.Genome");
  const rules = graph.nodes("aigx.Rule");
  const entries = graph.nodes("aigx.FileEntry");
  const cards = graph.nodes("aigx.DomainCard");
  const dirOf = (n: GraphNode): string => str(n.attrs.dir) ?? n.id;
  const genomeOfFile = (file: string): string | undefined =>
    genomes
      .map(dirOf)
      .filter((d) => file.startsWith(`${d}/`))
      .sort((a, b) => b.length - a.length)[0];
  const concernFiles = [...new Set(rules.map((r) => r.origin?.file ?? "?"))];
  const paths = [...new Set(entries.map((e) => str(e.attrs.path) ?? "?"))];
  const folders = new Set<string>();
  const addFolder = (dir: string): void => {
    for (let d = dir; ; d = parentOf(d)) {
      folders.add(d);
      if (d === "") break;
    }
  };
  for (const path of paths) addFolder(parentOf(path));
  for (const g of genomes) addFolder(baseOf(dirOf(g)));
  for (const c of cards) if (str(c.attrs.path)) addFolder(str(c.attrs.path)!);
  const grouped =
    genomes.length + concernFiles.length + rules.length + 2 * entries.length + cards.length + folders.size >
    GROUP_THRESHOLD;
  // Many rules stack into a tall column: list them in their concern file's node instead.
  const rulesInFiles = grouped || rules.length > MAX_RULE_NODES;

  // The folder tree.
  for (const dir of [...folders].sort()) {
    p.node({
      key: folderKey(dir),
      kind: "aigx.folder",
      shape: "folder",
      label: dir === "" ? "(repository root)" : `${oneLine(dir.slice(dir.lastIndexOf("/") + 1), 32)}/`,
      title: `${folderKey(dir)}\n${dir || "(repository root)"}/`,
    });
    if (dir !== "") p.edge({ from: folderKey(parentOf(dir)), to: folderKey(dir), kind: "contains" });
  }
  // Genomes with their concern files (and rules, unless grouped).
  for (const g of genomes) {
    const dir = dirOf(g);
    p.cluster({ key: `genome:${dir}`, label: `genome ${oneLine(dir, 60)}` });
    p.node({
      key: g.id,
      kind: "aigx.Genome",
      cluster: `genome:${dir}`,
      shape: "tab",
      label: `genome ${oneLine(dir, 40)}\ncovers ${oneLine(baseOf(dir) || "(repository root)", 40)}`,
    });
    p.edge({ from: g.id, to: folderKey(baseOf(dir)), kind: "covers", label: "covers" });
  }
  for (const file of concernFiles) {
    const home = genomeOfFile(file);
    const own = rules.filter((r) => r.origin?.file === file);
    const ids = own.map((r) => oneLine(str(r.attrs.id) ?? "?", 16));
    const lines: string[] = [];
    for (let i = 0; i < ids.length && lines.length < 6; i += 4) lines.push(ids.slice(i, i + 4).join(" "));
    if (ids.length > 24) lines.push(`… ${plural(ids.length, "rule")}`);
    p.node({
      key: `aigx:concern:${file}`,
      kind: "aigx.ConcernFile",
      cluster: home ? `genome:${home}` : undefined,
      shape: "note",
      label: `${oneLine(file.slice(file.lastIndexOf("/") + 1), 32)}${rulesInFiles ? `\n${lines.join("\n")}` : ""}`,
      title: `aigx:concern:${file}\n${own.map((r) => `${str(r.attrs.id) ?? "?"}: ${str(r.attrs.text) ?? ""}`).join("\n")}`,
    });
    if (home) p.edge({ from: genomeKey(home), to: `aigx:concern:${file}`, kind: "has" });
  }
  const ruleTarget = new Map<string, string>();
  for (const r of rules) {
    const concern = `aigx:concern:${r.origin?.file ?? "?"}`;
    if (rulesInFiles) {
      ruleTarget.set(r.id, concern);
      continue;
    }
    const home = genomeOfFile(r.origin?.file ?? "");
    p.node({
      key: r.id,
      kind: "aigx.Rule",
      cluster: home ? `genome:${home}` : undefined,
      label: `${oneLine(str(r.attrs.id) ?? "?", 24)}\n${oneLine(str(r.attrs.text) ?? "", 36)}`,
      title: `${r.id}\n${str(r.attrs.id) ?? "?"}: ${str(r.attrs.text) ?? ""}`,
    });
    p.edge({ from: concern, to: r.id, kind: "defines" });
    ruleTarget.set(r.id, r.id);
  }
  if (rulesInFiles)
    p.notes.push(
      `${plural(rules.length, "rule")} listed in their concern files (more than ${MAX_RULE_NODES} to draw one by one)`,
    );
  // File entries and the files they cover.
  const entryTarget = new Map<string, string>();
  if (grouped) {
    const byFolder = new Map<string, GraphNode[]>();
    for (const e of entries) {
      const dir = parentOf(str(e.attrs.path) ?? "");
      byFolder.set(dir, [...(byFolder.get(dir) ?? []), e]);
    }
    for (const [dir, list] of [...byFolder].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      const key = `aigx:entries-in:${dir}`;
      p.node({
        key,
        kind: "picture.group",
        tone: "aigx.FileEntry",
        classes: ["aigx-FileEntry"],
        shape: "box3d",
        label: `${plural(list.length, "file entry", "file entries")}\nin ${oneLine(dir || "(root)", 36)}/`,
        title: `${key}\n${list.map((e) => str(e.attrs.path)).join("\n")}`,
      });
      p.edge({ from: key, to: folderKey(dir), kind: "covers" });
      for (const e of list) entryTarget.set(e.id, key);
    }
    p.notes.push(
      `${plural(entries.length, "file entry", "file entries")} grouped by folder into ${plural(byFolder.size, "group")}`,
    );
  } else {
    for (const e of entries) {
      const path = str(e.attrs.path) ?? "?";
      const role = str(e.attrs.role);
      p.node({
        key: e.id,
        kind: "aigx.FileEntry",
        label: `<file> ${oneLine(path.slice(path.lastIndexOf("/") + 1), 32)}${role ? `\n${oneLine(role, 36)}` : ""}`,
        title: `${e.id}\n${path}${role ? `\nrole: ${role}` : ""}`,
      });
      p.node({
        key: pathKey(path),
        kind: "aigx.path",
        shape: "note",
        label: oneLine(path.slice(path.lastIndexOf("/") + 1), 32),
        title: `${pathKey(path)}\n${path}`,
      });
      p.edge({ from: folderKey(parentOf(path)), to: pathKey(path), kind: "contains" });
      p.edge({ from: e.id, to: pathKey(path), kind: "covers" });
      entryTarget.set(e.id, e.id);
    }
    if (genomes.length > 1 && options.nearestGenome) {
      for (const path of paths) {
        const g = options.nearestGenome(path);
        if (g) p.edge({ from: pathKey(path), to: genomeKey(g), kind: "nearest-genome", dashed: true });
      }
    }
  }
  // Checks: entry → rule, counted between groups.
  const checks = new Map<string, string[]>();
  for (const e of entries)
    for (const c of graph.edgesFrom(e.id, "checks")) {
      const from = entryTarget.get(e.id);
      const to = ruleTarget.get(c.to);
      if (from && to)
        checks.set(`${from}\u0000${to}`, [
          ...(checks.get(`${from}\u0000${to}`) ?? []),
          str(graph.get(c.to)?.attrs.id) ?? "?",
        ]);
    }
  for (const [k, ids] of checks) {
    const [from, to] = k.split("\u0000") as [string, string];
    const distinct = [...new Set(ids)];
    p.edge({
      from,
      to,
      kind: "checks",
      label:
        p.get(to)?.kind === "aigx.Rule"
          ? undefined
          : distinct.length <= 3
            ? oneLine(distinct.join(", "), 40)
            : `checks ×${ids.length}`,
      dashed: true,
    });
  }
  for (const c of cards) {
    p.node({
      key: c.id,
      kind: "aigx.DomainCard",
      shape: "tab",
      label: `card ${oneLine(str(c.attrs.key) ?? "?", 28)}${str(c.attrs.purpose) ? `\n${oneLine(str(c.attrs.purpose)!, 36)}` : ""}`,
      title: `${c.id}\n${str(c.attrs.purpose) ?? ""}`,
    });
    if (str(c.attrs.path)) p.edge({ from: c.id, to: folderKey(str(c.attrs.path)!), kind: "covers", label: "covers" });
  }
  for (const [id, why] of options.failures ?? []) {
    const at = p.has(id) ? id : (entryTarget.get(id) ?? ruleTarget.get(id));
    if (at) p.fail(at, at === id ? why : `${id}: ${why}`);
    else if (genomes[0]) p.fail(genomes[0].id, `${id}: ${why}`);
  }
  return p.build();
}
