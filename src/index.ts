/**
 * agentc as a library: `import { parse, validate, convert, emit, roundtrip } from "agentc-compiler"` run the
 * same pipeline as the CLI; `registerFormat` adds a format. The API (src/api.ts) also holds each
 * format's operations as the CLI runs them — AIX `checkAix`, `checksumAix`, `signAix`, `verifyAix`,
 * `formatAix`; UAIX `initUaix`, `packUaixDirectory`, `verifyUaix`, `unpackUaixPackage`; AIR
 * `validateAirWorld`, `buildAir`, `hashAir`, `diffAir`, `patchAir`; AEGX `verifyAegx`, `addAegxRecord`,
 * `appendAegxJsonl`, `sessionsToAegx`; AIGX `lintGenome`, `formatGenome`, `generateGenome`; pictures
 * `drawInput` — each loading its format on first use. The `Format` and `Pass` contracts, the
 * registry of diagnostic codes, each format's lower-level functions and the IR follow.
 */
export * from "./api.js";
export { AgentcError, isAgentcError, type AgentcErrorOptions } from "../ir/diagnostics/agentc-error.js";
// The registry of diagnostic codes: every code agentc reports, its usual severity, its dialect and what it means.
export { CODES, codeInfo, isCode, type Code, type CodeInfo } from "../ir/diagnostics/codes.js";
export { didYouMean, nearest, editDistance } from "../ir/diagnostics/suggest.js";
export { explainCode, nearestCode, formatExplanation, codesMarkdown, codeDocPath, type Explanation } from "./api.js";
export { detectFormat, FORMATS, type FormatName } from "./formats/detect.js";
// A coding tool as one row of data: registering it adds its rule files to import, export, convert and detection.
import "../ir/dialects/rules/tools.js";
export {
  registerRuleTool,
  ruleTool,
  ruleTools,
  type RuleToolData,
  type RuleScheme,
} from "../ir/dialects/rules/tool.js";
export * from "../ir/index.js";
export { Diagnostics, sortDiagnostics, type Diagnostic, type Severity } from "../ir/diagnostics/diagnostic.js";
export {
  renderDiagnostics,
  renderDiagnostic,
  diagnosticsToJson,
  explainFooter,
  plural,
  type RenderOptions,
} from "../ir/diagnostics/render.js";
export { locationOf, note, type Note } from "../ir/diagnostics/location.js";

// AEGX
export { verifyBundle, type VerifyResult, type VerifyOptions } from "./formats/aegx/verify-bundle.js";
export { aegxExitCode } from "./formats/aegx/exit-codes.js";
export { agentcExitCode } from "./formats/aegx/exit-codes.js";
export { loadAegxGraph } from "./formats/aegx/load-graph.js";
export { summarizeAegx, type BundleSummary } from "./formats/aegx/summarize.js";
export { BundleWriter, initBundle, BundleWriteError, type NewRecord } from "../emitters/aegx/bundle-writer.js";
export { appendJsonl, newRecordFromJson, type BulkAppendResult } from "./formats/aegx/bulk-append.js";
export { emitAegxBundle, layoutAegxBundle } from "../emitters/aegx/emit-bundle.js";
export { exportBundleZip, importBundleZip } from "../emitters/aegx/bundle-zip.js";
export { computeRecordId, computeEntryHash, recordIdInput } from "../ir/dialects/aegx/record-id.js";
export { normalizeAegxTimestamp } from "../ir/dialects/aegx/timestamp.js";
export { RECORD_TYPES, PRINCIPALS, ZERO_HASH } from "../ir/dialects/aegx/constants.js";
export type { TypedRecord, AuditEntry, BundleManifest, Payload } from "../ir/dialects/aegx/model.js";
// Agents' session logs as evidence (`agentc aegx from`), their timelines, and attestations of bundles.
export {
  sessionsToBundle,
  INLINE_LIMIT as SESSION_INLINE_LIMIT,
  type SessionsOptions,
  type SessionsResult,
  type SessionFileResult,
} from "./pipeline/sessions.js";
export { detectSessionTool, sessionFiles } from "./formats/sessions/detect.js";
export { SESSION_TOOLS, type SessionTool, type SessionItem } from "../ir/dialects/sessions/model.js";
export {
  sessionTimelines,
  formatTimelines,
  type SessionTimeline,
  type TimelineEvent,
} from "./formats/sessions/timeline.js";
export {
  attestBundle,
  verifyAttestationFile,
  bundleSubjects,
  pae,
  INTOTO_PAYLOAD_TYPE,
  STATEMENT_TYPE,
  PREDICATE_TYPE as AEGX_SESSION_PREDICATE_TYPE,
  type AttestResult,
  type VerifyAttestationResult,
  type Subject as AttestationSubject,
} from "./pipeline/attest.js";
export { EvidenceRecorder } from "./pipeline/evidence/recorder.js";

// AIX
export { checkAixFile, checkAixText, type AixCheck } from "./formats/aix/check-file.js";
export type { AixCheckOptions } from "./formats/aix/check-file.js";
export { validateAix } from "./formats/aix/validate.js";
export { aixReport, type AixReport } from "./formats/aix/report.js";
export { readAixText, type AixSource } from "./formats/aix/read-agent.js";
export { aixGraph } from "./formats/aix/load-graph.js";
export { computeChecksum, legacyTextChecksum } from "../ir/dialects/aix/checksum.js";
export { signChecksum, verifyChecksumSignature, keygen } from "../ir/dialects/aix/signature.js";
export { emitAix } from "../emitters/aix/emit.js";
export { looksLikeSecret } from "../ir/dialects/aix/secrets.js";

// AIGX
export { lintRepository, type LintResult } from "./formats/aigx/lint.js";
export { readRepository, type Repository } from "./formats/aigx/read-genome.js";
export { AigxIndex, formatResolution } from "./formats/aigx/resolve.js";
export { renderGenome } from "../emitters/aigx/canonical.js";
export { exportGenome as exportGenomeFile, EXPORT_FORMATS as AIGX_EXPORT_FORMATS } from "../emitters/aigx/export.js";
export { proposeGenome } from "./formats/aigx/propose-genome.js";
export { parseAigxTree } from "../grammars/aigx/tree.js";

// UAIX
export { verifyUaixPackage, type UaixVerification, type Verdict } from "./formats/uaix/verify-package.js";
export type { UaixVerifyOptions } from "./formats/uaix/verify-package.js";
export {
  keyFingerprint,
  judgeSignature,
  describeVerdict,
  type SignatureState,
  type SignatureVerdict,
  type TrustOptions,
  type TrustedKey,
} from "../ir/signing/trust.js";
export { collectDirectory, buildManifest, planUaixArchive, uaixPackageBytes } from "../emitters/uaix/pack.js";
export { packDirectory, packUaix } from "./formats/uaix/pack.js";
export { unpackUaix } from "./formats/uaix/unpack.js";
export { renderUai, parseUai, type UaiDocument } from "../ir/dialects/uaix/uai-text.js";
export * as uaixTokens from "../ir/dialects/uaix/tokens.js";

// AIR
export { validateAir, type AirValidation } from "./formats/air/validate-world.js";
export { readAirWorld, type AirWorld } from "./formats/air/read-world.js";
export { hashNode, canonicalNodeBytes, type AirProfile } from "../ir/dialects/air/node-hash.js";
export { typedNode, eraOf, type AirEra } from "../ir/dialects/air/typed-node.js";
export { BUILTINS as AIR_BUILTINS } from "../ir/dialects/air/builtins.js";
export { encodeDecimal128, decodeDecimal128 } from "../ir/dialects/air/dec128.js";
export { emitAirWorld, layoutAirWorld } from "../emitters/air/world.js";
export { applyPatch } from "./formats/air/patch.js";
export { diffWorlds } from "./formats/air/diff.js";

// Safe I/O
export { openZip, type ZipArchive, type ZipEntry } from "../ir/io/zip/read.js";
export { buildZip, writeZipFile, ZipWriter } from "../ir/io/zip/write.js";
export { DEFAULT_ZIP_LIMITS, type ZipLimits } from "../ir/io/zip/limits.js";
export { writeFileAtomic, writeDirectoryAtomic } from "../ir/io/atomic-write.js";
export { safeJoin, assertNotInput } from "../ir/io/safe-path.js";
export { safeJoinReal } from "../ir/io/safe-path.js";
export { assertOutputFree, OutputExistsError } from "../ir/io/output-path.js";
export { checkInputPath, readInputFile, InputPathError } from "../ir/io/input-file.js";

// The pipeline: formats, passes, conversions
export type { Format, WriteStep, OutputCheck, ValidationSummary } from "./formats/format.js";
export type { Pass, PassContext, PassKind, PassOptions } from "./formats/pass.js";
export { RunState, stateKey, type StateKey } from "./formats/pass.js";
export { PassManager, PipelineError, type PipelineStep } from "./pipeline/pass-manager.js";
export { convertPath, lossDiagnostics, type PassReport } from "./pipeline/convert.js";
export { verifyCore } from "./formats/core/verify.js";
export { addCoreAgent, coreAgentOf, type CoreAgent } from "../ir/dialects/core/agent.js";
export {
  addCoreRules,
  coreRulesOf,
  ACTIVATIONS,
  type CoreRule,
  type CoreRuleSet,
  type Activation,
} from "../ir/dialects/core/rules.js";
export { registerDialect, registeredDialects, type DialectInfo } from "../ir/dialects/registry.js";
export { oneFile, directoryOf, writeOutput, type OutputFiles } from "../ir/io/output-files.js";
export { diskTree, memoryTree, type FileTree } from "../ir/io/file-tree.js";
export { raiseAix } from "./formats/aix/raise.js";
export { raiseUaix } from "./formats/uaix/raise.js";
export { raiseAigx } from "./formats/aigx/raise.js";
export { lowerToAix } from "./formats/aix/lower.js";
export { lowerToAir } from "./formats/air/lower.js";
export { lowerToUaix } from "./formats/uaix/lower.js";
export { lowerToAigx } from "./formats/aigx/lower.js";
export { genomeToUaix } from "./formats/uaix/lower-genome.js";
export { genomeFromCore } from "./formats/aigx/genome-from-core.js";

// Pictures
export {
  draw,
  drawPipeline,
  pictureOf,
  type DrawOptions,
  type PipelineStep as DrawnStep,
  type PictureFormat,
} from "./pipeline/draw/draw-graph.js";
export { drawPath } from "./pipeline/draw/draw-path.js";
export { PICTURE_FORMATS } from "../emitters/picture/render.js";
