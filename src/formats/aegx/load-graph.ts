/**
 * AEGX front-end into the graph: a bundle (directory or zip) becomes one
 * `aegx.Bundle` node, an `aegx.Record` per record (id = recordId, unknown
 * fields kept in `extra`), an `aegx.AuditEntry` per audit entry and an
 * `aegx.Blob` per blob file (bytes in the graph's blob store), with `parent`,
 * `audits` and `payload` edges. Bad input yields diagnostics, never a throw.
 */
import { JsonParseError, parseJson } from "../../../ir/json/parse.js";
import { emptyObject, isJsonObject, type Json, type JsonObject } from "../../../ir/json/value.js";
import { Graph } from "../../../ir/graph/graph.js";
import { Diagnostics } from "../../../ir/diagnostics/diagnostic.js";
import { openBundleSource, type BundleSource } from "./bundle-source.js";
import { getHeapStatistics } from "node:v8";
import { auditLines, recordLines } from "./bundle-lines.js";
import { decodeManifest } from "../../../ir/dialects/aegx/decode.js";
import { BLOB_KEEP_FILE, BUNDLE_FILES } from "../../../ir/dialects/aegx/constants.js";
import { isBlobPayload } from "../../../ir/dialects/aegx/model.js";
import { hashedPayload } from "../../../ir/dialects/aegx/record-id.js";

export const AEGX_BUNDLE_NODE = "aegx:bundle";

export interface LoadedAegx {
  graph: Graph;
  diagnostics: Diagnostics;
}

const RECORD_KNOWN = new Set([
  "recordId",
  "type",
  "principal",
  "taint",
  "parents",
  "meta",
  "payload",
  "schema",
  "extensions",
]);

/**
 * Heap a bundle's graph takes per byte of its records and audit log: 100,000 records (63 MB of
 * lines) needed between 256 and 384 MiB of heap for `aegx summarize`. A round trip also holds the
 * bundle it writes again and verifies that: 50,000 records (31 MB) died under a 160 MiB heap that
 * summarizing them fitted in, so it asks for more (`heapPerLineByte`).
 */
export const HEAP_PER_LINE_BYTE = 6;
export const ROUNDTRIP_HEAP_PER_LINE_BYTE = 8;

/**
 * Whether the bundle's records and audit log, read into a graph, would fit in the heap this
 * process has left. A graph holds every record (`aegx verify` streams and holds none): one that
 * does not fit is refused here, with a diagnostic, rather than letting V8 abort the process
 * (SIGABRT, no --json envelope) part of the way through.
 */
function graphTooLarge(source: BundleSource, file: (n: string) => string, perByte: number): string | undefined {
  const lines = [BUNDLE_FILES.records, BUNDLE_FILES.audit].reduce(
    (sum, n) => sum + (source.exists(n) ? source.size(n) : 0),
    0,
  );
  const heap = getHeapStatistics();
  const room = heap.heap_size_limit - heap.used_heap_size;
  const need = lines * perByte;
  if (need <= room) return undefined;
  const mib = (n: number): string => `${Math.ceil(n / 2 ** 20)} MiB`;
  return (
    `${file(BUNDLE_FILES.records)} and its audit log (${mib(lines)}) would need about ${mib(need)} of memory to be read whole, ` +
    `and this process has ${mib(room)} left: not read. \`agentc aegx verify\` checks a bundle of any size in little memory; ` +
    `for this command, give Node more heap (NODE_OPTIONS=--max-old-space-size=${Math.ceil((need + heap.used_heap_size) / 2 ** 20 / 256) * 256})`
  );
}

export async function loadAegxGraph(
  path: string,
  graph = new Graph(),
  options: { heapPerLineByte?: number } = {},
): Promise<LoadedAegx> {
  const ds = new Diagnostics();
  const { source, diagnostics } = await openBundleSource(path);
  ds.addAll(diagnostics);
  if (!source) return { graph, diagnostics: ds };
  const tooLarge = graphTooLarge(source, (n) => `${path}/${n}`, options.heapPerLineByte ?? HEAP_PER_LINE_BYTE);
  if (tooLarge) {
    await source.close();
    ds.error("AEGX-TOO-LARGE", tooLarge, { file: path });
    return { graph, diagnostics: ds };
  }
  const file = (n: string): string => `${path}/${n}`;
  const parse = (name: string, line: number, text: string): Json | undefined => {
    try {
      return parseJson(text, { maxDepth: 128, duplicateKeys: "error" }).value;
    } catch (e) {
      if (!(e instanceof JsonParseError)) throw e;
      ds.error("AEGX-PARSE", `parse error: ${e.reason}`, { file: file(name), line, col: e.col });
      return undefined;
    }
  };
  try {
    if (!source.exists(BUNDLE_FILES.manifest))
      ds.error("AEGX-IO", "manifest.json is missing", { file: file(BUNDLE_FILES.manifest) });
    else {
      const json = parse(BUNDLE_FILES.manifest, 1, (await source.readAll(BUNDLE_FILES.manifest)).toString("utf8"));
      const m = json === undefined ? undefined : decodeManifest(json);
      for (const i of m?.issues ?? [])
        ds.error("AEGX-SCHEMA", i.message, { file: file(BUNDLE_FILES.manifest), pointer: i.pointer });
      if (m?.value && isJsonObject(json as Json)) {
        graph.add({
          id: AEGX_BUNDLE_NODE,
          kind: "aegx.Bundle",
          attrs: json as JsonObject,
          origin: { file: file(BUNDLE_FILES.manifest) },
        });
      }
    }
    // The same line reader as the verifier (bundle-lines.ts), decoding every line: the graph wants full values.
    if (!source.exists(BUNDLE_FILES.records))
      ds.error("AEGX-IO", `${BUNDLE_FILES.records} is missing`, { file: file(BUNDLE_FILES.records) });
    else {
      const name = BUNDLE_FILES.records;
      for await (const batch of recordLines(source.chunks(name))) {
        for (const l of batch) {
          if ("bad" in l) {
            ds.error("AEGX-PARSE", l.bad.message, { file: file(name), line: l.line, col: l.bad.col });
            continue;
          }
          const origin = { file: file(name), line: l.line, col: 1, endLine: l.line, endCol: l.length + 1 };
          for (const i of l.issues)
            ds.add({
              code: i.cls === "warning" ? "AEGX-W-UNKNOWN-FIELD" : i.cls === "parse" ? "AEGX-PARSE" : "AEGX-SCHEMA",
              severity: i.cls === "warning" ? "warning" : "error",
              message: i.message,
              file: file(name),
              line: l.line,
              col: 1,
              pointer: i.pointer,
            });
          const r = l.record;
          if (!r || graph.has(r.recordId)) continue;
          const json = l.json as JsonObject;
          const attrs = emptyObject();
          attrs.type = r.type;
          attrs.principal = r.principal;
          attrs.taint = r.taint;
          attrs.parents = r.parents;
          attrs.meta = r.meta;
          attrs.payload = hashedPayload(r.payload);
          if (r.schema !== undefined) attrs.schema = r.schema;
          if (r.extensions !== undefined) attrs.extensions = r.extensions;
          const extra = emptyObject();
          for (const k of Object.keys(json)) if (!RECORD_KNOWN.has(k)) extra[k] = json[k] as Json;
          graph.add({
            id: r.recordId,
            kind: "aegx.Record",
            attrs,
            origin,
            ...(Object.keys(extra).length ? { extra } : {}),
          });
          for (const p of r.parents) graph.connect(r.recordId, p, "parent");
          if (isBlobPayload(r.payload)) graph.connect(r.recordId, `blob:${r.payload.blob}`, "payload");
        }
      }
    }
    if (!source.exists(BUNDLE_FILES.audit))
      ds.error("AEGX-IO", `${BUNDLE_FILES.audit} is missing`, { file: file(BUNDLE_FILES.audit) });
    else {
      const name = BUNDLE_FILES.audit;
      for await (const batch of auditLines(source.chunks(name))) {
        for (const l of batch) {
          if ("bad" in l) {
            ds.error("AEGX-PARSE", l.bad.message, { file: file(name), line: l.line, col: l.bad.col });
            continue;
          }
          const e = l.entry;
          if (!e) continue;
          const id = `audit:${e.idx}`;
          if (graph.has(id)) continue;
          graph.add({
            id,
            kind: "aegx.AuditEntry",
            attrs: { idx: e.idx, ts: e.ts, recordId: e.recordId, prev: e.prev, entryHash: e.entryHash },
            origin: { file: file(name), line: l.line, col: 1, endLine: l.line, endCol: l.length + 1 },
          });
          graph.connect(id, e.recordId, "audits");
        }
      }
    }
    for (const b of source.blobs().files) {
      if (b === BLOB_KEEP_FILE) continue;
      const bytes = await source.readAll(`${BUNDLE_FILES.blobs}/${b}`);
      const hash = graph.blobs.put(bytes);
      if (hash !== b) {
        ds.warning("AEGX-W-BLOB-NAME", `blobs/${b} is misnamed: its content hashes to ${hash}`, {
          file: file(`${BUNDLE_FILES.blobs}/${b}`),
        });
        continue;
      }
      graph.add({
        id: `blob:${hash}`,
        kind: "aegx.Blob",
        attrs: { sha256: hash, size: bytes.length },
        origin: { file: file(`${BUNDLE_FILES.blobs}/${b}`) },
      });
    }
  } finally {
    await source.close();
  }
  return { graph, diagnostics: ds };
}
