/** AIX for the generic commands: validate, load, and round-trip through the canonical emitter. */
import { checkAixFile } from "../../../passes/aix/check-file.js";
import { readAixText } from "../../../readers/aix/read-agent.js";
import { aixGraph } from "../../../readers/aix/load-graph.js";
import { emitAix } from "../../../../emitters/aix/emit.js";
import { computeChecksum } from "../../../../ir/dialects/aix/checksum.js";
import { jsonEqual } from "../../../../ir/json/value.js";
import type { FormatDriver } from "../driver.js";

export const aixDriver: FormatDriver = {
  async validate(path) {
    const c = checkAixFile(path);
    return {
      exitCode: c.report.valid ? 0 : 1,
      diagnostics: c.diagnostics.all.filter((d) => d.severity !== "info"),
      result: c.report,
      summary: `AIX agent (${c.source.syntax}): ${c.report.valid ? "valid" : "INVALID"}${c.report.info.length ? ` — ${c.report.info.map((i) => i.message).join("; ")}` : ""}`,
    };
  },
  async load(path) {
    const c = checkAixFile(path);
    return { graph: aixGraph(c.source), diagnostics: c.diagnostics.all };
  },
  async roundtrip(path) {
    const c = checkAixFile(path);
    const doc = c.source.doc;
    if (!doc) return { identical: false, differences: ["the file does not parse"], diagnostics: c.diagnostics.all };
    const text = emitAix(doc, c.source.syntax);
    const again = readAixText(path, text, c.source.syntax);
    const differences: string[] = [];
    if (!again.doc || !jsonEqual(again.doc, doc)) differences.push("the re-read document differs");
    if (again.doc && computeChecksum(again.doc, "sha256") !== computeChecksum(doc, "sha256")) differences.push("the checksum differs");
    if (again.doc && emitAix(again.doc, c.source.syntax) !== text) differences.push("emitting twice gives different bytes");
    return { identical: differences.length === 0, differences, diagnostics: again.diagnostics.all };
  },
};
