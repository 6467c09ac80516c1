/**
 * The UAIX view: the package, its manifest, and its inventoried files in
 * their folders, each with its role and review state. Beyond
 * GROUP_THRESHOLD files, files are grouped by folder.
 */
import type { Graph } from "../../../ir/graph/graph.js";
import { GROUP_THRESHOLD, PictureBuilder, plural, type Picture } from "../model.js";
import { oneLine } from "../escape.js";
import { str, type Failures } from "./common.js";

export interface UaixViewOptions {
  title?: string;
  failures?: Failures;
}

const PACKAGE = "uaix:package";
const parentOf = (path: string): string => (path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : "");

export function uaixPicture(graph: Graph, options: UaixViewOptions = {}): Picture {
  const p = new PictureBuilder(options.title ?? "UAIX package", "LR");
  const pkg = graph.get(PACKAGE);
  const files = graph.nodes("uaix.File");
  if (pkg)
    p.node({
      key: PACKAGE,
      kind: "uaix.Package",
      shape: "box3d",
      label: `package\n${oneLine(str(pkg.attrs.verdict) ?? "", 20)} · signature ${oneLine(str(pkg.attrs.signed) ?? "", 12)}`,
    });
  const manifest = graph.nodes("uaix.Manifest")[0];
  if (manifest) {
    p.node({
      key: manifest.id,
      kind: "uaix.Manifest",
      shape: "note",
      label: `manifest\n${oneLine(str(manifest.attrs.profileId) ?? "", 36)}`,
    });
    p.edge({ from: PACKAGE, to: manifest.id, kind: "has" });
  }
  const folderKey = (dir: string): string => `uaix:folder:${dir}`;
  const grouped = files.length + 2 > GROUP_THRESHOLD;
  const byFolder = new Map<string, number>();
  for (const f of files)
    byFolder.set(parentOf(str(f.attrs.path) ?? ""), (byFolder.get(parentOf(str(f.attrs.path) ?? "")) ?? 0) + 1);
  for (const [dir, n] of [...byFolder].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    p.node({
      key: folderKey(dir),
      kind: grouped ? "picture.group" : "uaix.folder",
      tone: grouped ? "uaix.File" : undefined,
      shape: "folder",
      label: `${oneLine(dir || "(package root)", 36)}/${grouped ? `\n${plural(n, "file")}` : ""}`,
      title: `${folderKey(dir)}\n${dir || "(package root)"}/`,
    });
    p.edge({ from: manifest?.id ?? PACKAGE, to: folderKey(dir), kind: "lists" });
  }
  if (grouped) p.notes.push(`${plural(files.length, "file")} grouped by folder into ${plural(byFolder.size, "group")}`);
  else {
    for (const f of files) {
      const path = str(f.attrs.path) ?? "?";
      p.node({
        key: f.id,
        kind: "uaix.File",
        classes: [str(f.attrs.reviewState) ?? "file"],
        label: `${oneLine(path.slice(path.lastIndexOf("/") + 1), 32)}\n${oneLine(str(f.attrs.role) ?? "", 24)}${str(f.attrs.reviewState) ? ` · ${oneLine(str(f.attrs.reviewState)!, 16)}` : ""}`,
        title: `${f.id}\n${path}`,
      });
      p.edge({ from: folderKey(parentOf(path)), to: f.id, kind: "contains" });
    }
  }
  for (const [id, why] of options.failures ?? []) p.fail(p.has(id) ? id : PACKAGE, p.has(id) ? why : `${id}: ${why}`);
  return p.build();
}
