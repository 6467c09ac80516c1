/** AEGX for the generic commands: validate = verify; roundtrip = load, emit, verify, compare. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { verifyBundle } from "../../../passes/aegx/verify-bundle.js";
import { loadAegxGraph } from "../../../readers/aegx/load-graph.js";
import { emitAegxBundle } from "../../../../emitters/aegx/emit-bundle.js";
import type { FormatDriver } from "../driver.js";

export const aegxDriver: FormatDriver = {
  async validate(path, options) {
    const v = await verifyBundle(path, { strict: options.strict });
    return { exitCode: v.exitCode, diagnostics: v.diagnostics, result: v.stats, summary: `AEGX bundle: Verification ${v.ok ? "PASS" : "FAIL"}` };
  },
  async load(path) {
    const { graph, diagnostics } = await loadAegxGraph(path);
    return { graph, diagnostics: diagnostics.all };
  },
  async roundtrip(path) {
    const before = await verifyBundle(path, { collectRecordIds: true });
    const { graph, diagnostics } = await loadAegxGraph(path);
    if (diagnostics.hasErrors) return { identical: false, differences: ["the bundle does not load cleanly"], diagnostics: diagnostics.all };
    const dir = mkdtempSync(join(tmpdir(), "agentc-roundtrip-"));
    try {
      const out = join(dir, "bundle");
      emitAegxBundle(graph, out);
      const after = await verifyBundle(out, { collectRecordIds: true });
      const differences: string[] = [];
      if (after.stats.auditHead !== before.stats.auditHead) differences.push(`audit head ${before.stats.auditHead} → ${after.stats.auditHead}`);
      if ((after.stats.recordIds ?? []).join() !== (before.stats.recordIds ?? []).join()) differences.push("recordIds differ");
      if (after.stats.blobs !== before.stats.blobs) differences.push(`blob count ${before.stats.blobs} → ${after.stats.blobs}`);
      return { identical: differences.length === 0, differences, diagnostics: [...diagnostics.all, ...after.diagnostics] };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
