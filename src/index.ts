/**
 * agentc as a library: `import { load, validate, emit, convert } from "agentc"`,
 * plus each format's functions and the IR.
 */
export { load, validate, emit, convert, roundtrip, UnsupportedFormatError } from "./api.js";
export { detectFormat, FORMATS, type FormatName } from "./formats/detect.js";
export * from "../ir/index.js";
export { Diagnostics, sortDiagnostics, type Diagnostic, type Severity } from "./diagnostics/diagnostic.js";
export { renderDiagnostics, diagnosticsToJson } from "./diagnostics/render.js";

// AEGX
export { verifyBundle, type VerifyResult, type VerifyOptions } from "./passes/aegx/verify-bundle.js";
export { aegxExitCode } from "./passes/aegx/exit-codes.js";
export { loadAegxGraph } from "./frontends/aegx/load-graph.js";
export { summarizeAegx, type BundleSummary } from "./passes/aegx/summarize.js";
export { BundleWriter, initBundle, BundleWriteError, type NewRecord } from "../emitters/aegx/bundle-writer.js";
export { emitAegxBundle, layoutAegxBundle } from "../emitters/aegx/emit-bundle.js";
export { exportBundleZip, importBundleZip } from "../emitters/aegx/bundle-zip.js";
export { computeRecordId, computeEntryHash, recordIdInput } from "./formats/aegx/record-id.js";
export { normalizeAegxTimestamp } from "./formats/aegx/timestamp.js";
export { RECORD_TYPES, PRINCIPALS, ZERO_HASH } from "./formats/aegx/constants.js";
export type { TypedRecord, AuditEntry, BundleManifest, Payload } from "./formats/aegx/model.js";
export { EvidenceRecorder } from "./evidence/recorder.js";

// AIX
export { checkAixFile, checkAixText, type AixCheck } from "./passes/aix/check-file.js";
export { validateAix } from "./passes/aix/validate.js";
export { aixReport, type AixReport } from "./passes/aix/report.js";
export { readAixText, type AixSource } from "./frontends/aix/read-agent.js";
export { aixGraph } from "./frontends/aix/load-graph.js";
export { computeChecksum, legacyTextChecksum } from "./formats/aix/checksum.js";
export { signChecksum, verifyChecksumSignature, keygen } from "./formats/aix/signature.js";
export { emitAix } from "../emitters/aix/emit.js";
export { looksLikeSecret } from "./formats/aix/secrets.js";

// AIGX
export { lintRepository, type LintResult } from "./passes/aigx/lint.js";
export { readRepository, type Repository } from "./frontends/aigx/read-genome.js";
export { AigxIndex, formatResolution } from "./passes/aigx/resolve.js";
export { renderGenome } from "../emitters/aigx/canonical.js";
export { exportGenome, EXPORT_FORMATS as AIGX_EXPORT_FORMATS } from "../emitters/aigx/export.js";
export { proposeGenome } from "./passes/aigx/propose-genome.js";
export { parseAigxTree } from "../grammars/aigx/tree.js";

// UAIX
export { verifyUaixPackage, type UaixVerification, type Verdict } from "./passes/uaix/verify-package.js";
export { packDirectory, packUaix, collectDirectory, buildManifest } from "../emitters/uaix/pack.js";
export { unpackUaix } from "../emitters/uaix/unpack.js";
export { loadUaixGraph } from "./frontends/uaix/load-graph.js";
export { renderUai, parseUai, type UaiDocument } from "./formats/uaix/uai-text.js";
export * as uaixTokens from "./formats/uaix/tokens.js";

// AIR
export { validateAir, type AirValidation } from "./passes/air/validate-world.js";
export { readAirWorld, type AirWorld } from "./frontends/air/read-world.js";
export { loadAirGraph } from "./frontends/air/load-graph.js";
export { hashNode, canonicalNodeBytes, type AirProfile } from "./formats/air/node-hash.js";
export { typedNode, eraOf, type AirEra } from "./formats/air/typed-node.js";
export { BUILTINS as AIR_BUILTINS } from "./formats/air/builtins.js";
export { encodeDecimal128, decodeDecimal128 } from "./formats/air/dec128.js";
export { emitAirWorld, layoutAirWorld } from "../emitters/air/world.js";
export { applyPatch } from "./passes/air/patch.js";
export { diffWorlds } from "./passes/air/diff.js";

// Safe I/O
export { openZip, type ZipArchive, type ZipEntry } from "./io/zip/read.js";
export { buildZip, writeZipFile, ZipWriter } from "./io/zip/write.js";
export { DEFAULT_ZIP_LIMITS, type ZipLimits } from "./io/zip/limits.js";
export { writeFileAtomic, writeDirectoryAtomic } from "./io/atomic-write.js";
export { safeJoin, assertNotInput } from "./io/safe-path.js";

// Conversion: the core agent, raise and lower passes, the driver
export { convertPath, defaultOutput, SUPPORTED_CONVERSIONS, ConvertError, type ConvertOptions, type ConvertResult, type PassReport } from "./passes/convert/convert.js";
export { coreGraph, type CoreAgent } from "./passes/convert/core-agent.js";
export { raiseAix } from "./passes/convert/raise-aix.js";
export { raiseUaix } from "./passes/convert/raise-uaix.js";
export { lowerToAix } from "./passes/convert/lower-aix.js";
export { lowerToAir } from "./passes/convert/lower-air.js";
export { lowerToUaix } from "./passes/convert/lower-uaix.js";
export { lowerToAigx } from "./passes/convert/lower-aigx.js";
export { genomeToUaix } from "./passes/convert/genome-to-uaix.js";
