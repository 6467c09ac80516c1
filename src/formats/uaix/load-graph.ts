/**
 * UAIX into the graph, after verification: a `uaix.Package`, its
 * `uaix.Manifest`, and a `uaix.File` per inventoried file with its bytes in
 * the graph's blob store. A package that fails verification yields its
 * diagnostics and no file nodes (nothing is trusted before it passes).
 */
import { Graph } from "../../../ir/graph/graph.js";
import { fromPlain, type JsonObject } from "../../../ir/json/value.js";
import { openZip } from "../../../ir/io/zip/read.js";
import { verifyUaixPackage, type UaixVerification } from "./verify-package.js";
import { fileEntryJson } from "../../../ir/dialects/uaix/manifest.js";

export const UAIX_PACKAGE_NODE = "uaix:package";

export async function loadUaixGraph(path: string, graph = new Graph()): Promise<{ graph: Graph; verification: UaixVerification }> {
  const verification = await verifyUaixPackage(path);
  if (verification.verdict === "no-op" || !verification.manifest) return { graph, verification };
  graph.add({ id: UAIX_PACKAGE_NODE, kind: "uaix.Package", attrs: fromPlain({ verdict: verification.verdict, signed: verification.signed }) as JsonObject, origin: { file: path } });
  graph.add({ id: "uaix:manifest", kind: "uaix.Manifest", attrs: verification.manifest, origin: { file: path, pointer: "" } });
  graph.connect(UAIX_PACKAGE_NODE, "uaix:manifest", "has");
  const { archive } = await openZip(path);
  try {
    const byName = new Map(archive.entries.map((e) => [e.name, e]));
    verification.files.forEach((f, i) => {
      graph.add({ id: `uaix:file:${f.path}`, kind: "uaix.File", attrs: fileEntryJson(f), origin: { file: path, pointer: `/files/${i}` } });
      graph.connect(UAIX_PACKAGE_NODE, `uaix:file:${f.path}`, "has");
    });
    for (const f of verification.files) {
      const e = byName.get(f.path);
      if (e) graph.blobs.put(await archive.read(e));
    }
  } finally {
    await archive.close();
  }
  return { graph, verification };
}
