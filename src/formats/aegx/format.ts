/**
 * AEGX in the pipeline: verify a bundle (records, the hash-chained audit log,
 * content-addressed blobs) streaming from its source, read it into `aegx.*`
 * nodes when a graph is wanted, and write a graph's records back as a bundle.
 */
import { directoryOf, oneFile } from "../../../ir/io/output-files.js";
import { BUNDLE_FILES } from "../../../ir/dialects/aegx/constants.js";
import { loadAegxGraph, ROUNDTRIP_HEAP_PER_LINE_BYTE } from "./load-graph.js";
import { verifyBundle, type VerifyResult } from "./verify-bundle.js";
import { bundleZipBytes, layoutAegxBundle } from "../../../emitters/aegx/emit-bundle.js";
import type { Format } from "../format.js";
import { ROUNDTRIP, stateKey } from "../pass.js";
import { detectFormat } from "../detect.js";

const VERIFIED = stateKey<VerifyResult>("aegx.verified");
const LOADED_CLEAN = stateKey<boolean>("aegx.loaded-clean");

export const aegxFormat: Format = {
  name: "aegx",
  dialect: "aegx",
  description: "AEGX v0.1 evidence bundle: records, a hash-chained audit log, content-addressed blobs",
  detect: (path) => detectFormat(path) === "aegx",
  verifyReadsSource: true,
  read: {
    name: "aegx.read",
    dialect: "aegx",
    kind: "read",
    description: "records, audit entries and blobs into aegx.* nodes with parent, audit and payload edges",
    async run(ctx) {
      // A round trip holds the bundle twice: it is refused earlier (load-graph.ts).
      const { diagnostics } = await loadAegxGraph(
        ctx.input,
        ctx.graph,
        ctx.state.has(ROUNDTRIP) ? { heapPerLineByte: ROUNDTRIP_HEAP_PER_LINE_BYTE } : {},
      );
      ctx.state.set(LOADED_CLEAN, !diagnostics.hasErrors);
      return diagnostics.all;
    },
  },
  verify: [
    {
      name: "aegx.verify",
      dialect: "aegx",
      kind: "verify",
      description: "manifest, every recordId, parents, the audit hash chain and head, blob hashes and references",
      async run(ctx) {
        const v = await verifyBundle(ctx.input, {
          strict: ctx.options.strict,
          collectRecordIds: ctx.state.has(ROUNDTRIP),
        });
        ctx.state.set(VERIFIED, v);
        return v.diagnostics;
      },
    },
  ],
  write: {
    name: "aegx.write",
    description: "manifest.json, records.jsonl, audit-log.jsonl and blobs/ from the graph's aegx nodes",
    run(ctx) {
      const emitted = layoutAegxBundle(ctx.graph);
      if (ctx.output?.endsWith(".zip")) return oneFile(bundleZipBytes(emitted.files));
      return directoryOf(emitted.files, [BUNDLE_FILES.blobs]);
    },
  },
  outputSuffix: () => ".aegx",
  summarize(ctx) {
    const v = ctx.state.required(VERIFIED);
    return { exitCode: v.exitCode, result: v.stats, summary: `AEGX bundle: Verification ${v.ok ? "PASS" : "FAIL"}` };
  },
  async roundtrip(ctx) {
    const before = ctx.state.required(VERIFIED);
    if (ctx.state.get(LOADED_CLEAN) !== true)
      return { differences: ["the bundle does not load cleanly"], diagnostics: [] };
    const zip = bundleZipBytes(layoutAegxBundle(ctx.graph).files);
    const after = await verifyBundle({ bytes: zip, label: `${ctx.input} (re-emitted)` }, { collectRecordIds: true });
    const differences: string[] = [];
    if (after.stats.auditHead !== before.stats.auditHead)
      differences.push(`audit head ${before.stats.auditHead} → ${after.stats.auditHead}`);
    if ((after.stats.recordIds ?? []).join() !== (before.stats.recordIds ?? []).join())
      differences.push("recordIds differ");
    if (after.stats.blobs !== before.stats.blobs)
      differences.push(`blob count ${before.stats.blobs} → ${after.stats.blobs}`);
    return { differences, diagnostics: after.diagnostics };
  },
};
