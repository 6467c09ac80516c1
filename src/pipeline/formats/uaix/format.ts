/** UAIX for the generic commands: validate = the quarantine verdict; roundtrip = unpack and repack, byte for byte. */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { verifyUaixPackage } from "../../../passes/uaix/verify-package.js";
import { loadUaixGraph } from "./load-graph.js";
import { unpackUaix } from "./unpack.js";
import { packDirectory } from "./pack.js";
import { withoutArchiveComment } from "../../../../ir/io/zip/comment.js";
import type { FormatDriver } from "../driver.js";

export const uaixDriver: FormatDriver = {
  async validate(path, options) {
    const v = await verifyUaixPackage(path, { requireSignature: options.strict });
    return {
      exitCode: v.verdict === "no-op" ? 1 : 0,
      diagnostics: v.diagnostics.filter((d) => d.severity !== "info"),
      result: { verdict: v.verdict, reasons: v.reasons, signed: v.signed, files: v.files.length },
      summary: `UAIX package: ${v.verdict}${v.reasons.length ? ` (${v.reasons.join(", ")})` : ""}, ${v.files.length} files, signature ${v.signed}`,
    };
  },
  async load(path) {
    const { graph, verification } = await loadUaixGraph(path);
    return { graph, diagnostics: verification.diagnostics };
  },
  async roundtrip(path) {
    const dir = mkdtempSync(join(tmpdir(), "agentc-uaix-"));
    try {
      const v = await unpackUaix(path, join(dir, "u"));
      if (v.verdict === "no-op") return { identical: false, differences: [`the package is a no-op: ${v.reasons.join(", ")}`], diagnostics: v.diagnostics };
      await packDirectory(join(dir, "u"), join(dir, "again.uaix"));
      const again = readFileSync(join(dir, "again.uaix"));
      const original = readFileSync(path);
      if (again.equals(original)) return { identical: true, differences: [], diagnostics: [] };
      // Repacking cannot re-sign without the key; everything the signature covers must still be identical.
      if (v.signed === "valid" && withoutArchiveComment(original)?.equals(again)) {
        return { identical: true, differences: [], diagnostics: [{ code: "UAIX-ROUNDTRIP-SIGNATURE", severity: "info", message: "identical except the signature in the archive comment, which repacking without the key cannot reproduce" }] };
      }
      return { identical: false, differences: ["repacking gives different bytes (the original was not written by agentc)"], diagnostics: [] };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
