/**
 * The library: the same pipeline the CLI runs.
 *   parse(path)            → the graph of the path's dialect
 *   validate(path)         → every check of its format
 *   convert(path, to)      → read, verify, raise to core, lower, verify, write
 *   roundtrip(path)        → write and re-read in memory, compare
 *   emit(graph, format)    → files in memory (and on disk with `output`)
 *   registerFormat(format) → a new format takes part in every conversion
 * and, below, each format's operations as the CLI runs them (every command of src/cli/ is a client
 * of this module: the dependency-cruiser rule `cli-through-the-api`).
 */
import type { Graph } from "../ir/graph/graph.js";
import type { Json } from "../ir/json/value.js";
import type { AirProfile } from "./pipeline/air-world.js";
import type { Diagnostic } from "../ir/diagnostics/diagnostic.js";
import { convertPath, defaultOutput, type ConvertOptions, type ConvertResult } from "./pipeline/convert.js";
import { AgentcInputError as UnsupportedFormatError } from "./pipeline/input-error.js";
import type { ImportOptions, ImportResult } from "./pipeline/rules/import-repository.js";
import type { ExportOptions, ExportResult } from "./pipeline/rules/export-genome.js";
import type { AixCheck, AixCheckOptions } from "./formats/aix/check-file.js";
import type * as AixFile from "./pipeline/aix-file.js";
import type * as AirWorldOps from "./pipeline/air-world.js";
import type * as GenomeOps from "./pipeline/genome-ops.js";
import type { LintResult } from "./formats/aigx/lint.js";
import type * as SetupPlaces from "./pipeline/setup-places.js";
import type * as AegxOps from "./pipeline/aegx-bundle.js";
import type {
  VerifyOptions as AegxVerifyOptions,
  VerifyResult as AegxVerifyResult,
} from "./formats/aegx/verify-bundle.js";
import type { InitOptions as AegxInitOptions } from "../emitters/aegx/bundle-writer.js";
import type { BundleManifest } from "../ir/dialects/aegx/model.js";
import type { SessionsOptions, SessionsResult } from "./pipeline/sessions.js";
import type { AttestResult, VerifyAttestationResult } from "./pipeline/attest.js";
import type * as UaixOps from "./pipeline/uaix-package.js";
import type { UaixPackageVerification } from "./pipeline/uaix-verify.js";
import type { UaixVerification, UaixVerifyOptions } from "./formats/uaix/verify-package.js";
import type { PictureFormat } from "../emitters/picture/render.js";
import type { DrawnInput } from "./pipeline/draw/draw-path.js";
import type { SetupItem } from "../emitters/picture/views/setup.js";
import type { PipelineStep } from "./pipeline/pass-manager.js";
import type { LossEntry } from "../ir/loss-ledger.js";
import type { EvidenceRecorder } from "./pipeline/evidence/recorder.js";
import type { RunEvidenceSession } from "./pipeline/evidence/run-session.js";
import type { BatchResult } from "./pipeline/convert-batch.js";
import type { BatchItem } from "./pipeline/batch-item.js";

export { parse, type Parsed } from "./pipeline/parse.js";
export { validate, type Validation } from "./pipeline/validate.js";
export { roundtrip, type RoundtripResult } from "./pipeline/roundtrip.js";
export { emit, type EmitOptions } from "./pipeline/emit.js";
export { registerFormat, formatNames } from "./formats/registry.js";
export { listPasses, type PassInfo } from "./pipeline/passes.js";
// What a diagnostic code means and how to fix it (`agentc explain`, docs/codes.md).
export {
  explainCode,
  nearestCode,
  formatExplanation,
  codesMarkdown,
  codeDocPath,
  type Explanation,
} from "../ir/diagnostics/explain.js";
export {
  conversions,
  defaultOutput,
  ConvertError,
  type ConvertOptions,
  type ConvertResult,
  type Conversion,
} from "./pipeline/convert.js";
export { AgentcInputError as UnsupportedFormatError } from "./pipeline/input-error.js";
export type { ImportOptions, ImportResult } from "./pipeline/rules/import-repository.js";
export type { ExportOptions, ExportResult } from "./pipeline/rules/export-genome.js";

/** Convert between formats; see ConvertOptions (`write: false` returns the checked output without writing). */
export async function convert(
  input: string,
  to: string,
  options: Omit<ConvertOptions, "to"> = {},
): Promise<ConvertResult> {
  return convertPath(input, { ...options, to });
}

/** `parse` under its earlier name. */
export async function load(
  path: string,
  format?: string,
): Promise<{ format: string; graph: Graph; diagnostics: Diagnostic[] }> {
  const { parse } = await import("./pipeline/parse.js");
  return parse(path, { format });
}

/** Every coding agent's instruction files of a repository into one AIGX genome (`<output>/.aigx/`). Loads the AIGX grammar on first use. */
export async function importRepository(root: string, options: ImportOptions = {}): Promise<ImportResult> {
  return (await import("./pipeline/rules/import-repository.js")).importRepository(root, options);
}

/** A genome's rules as each target's files in a project directory (`["all"]` for every rule format). */
export async function exportGenome(
  genomeRoot: string,
  formats: readonly string[],
  projectDir: string,
  options: ExportOptions = {},
): Promise<ExportResult> {
  return (await import("./pipeline/rules/export-genome.js")).exportGenome(genomeRoot, formats, projectDir, options);
}

/** The rule formats `exportGenome` can write. */
export async function ruleTargets(): Promise<string[]> {
  return (await import("./pipeline/rules/export-genome.js")).ruleTargets();
}

// ---------------------------------------------------------------------------------------------
// Per-format operations. Each loads its format's modules on first call (a program that checks an
// AIX file never loads AIR's), so each is async; options and results are typed here.
// ---------------------------------------------------------------------------------------------

export type { AixCheck, AixCheckOptions } from "./formats/aix/check-file.js";
export type {
  AixChecksumOptions,
  AixChecksumResult,
  AixSignOptions,
  AixSignResult,
  AixVerifyOptions,
  AixVerification,
  AixVerdict,
  AixUnreadable,
  AixWriteHow,
  AixVersion,
  AixSyntax,
  HashAlgorithm,
  KeyAlgorithm,
} from "./pipeline/aix-file.js";
export { HASH_ALGORITHMS, isHashAlgorithm } from "../ir/hash/digest.js";
export {
  describeVerdict,
  keyFingerprint,
  type SignatureVerdict,
  type TrustOptions,
  type TrustedKey,
} from "../ir/signing/trust.js";

const aixFile = (): Promise<typeof AixFile> => import("./pipeline/aix-file.js");

/** AIX: every check of an agent file (schema, checksum, signature against `trust`), with its source and report. */
export async function checkAix(file: string, options: AixCheckOptions = {}): Promise<AixCheck> {
  return (await import("./formats/aix/check-file.js")).checkAixFile(file, options);
}

/** AIX: the checksum of an agent file; with `write`, the file with it (edited in place, comments kept). */
export async function checksumAix(
  file: string,
  options: AixFile.AixChecksumOptions,
): Promise<AixFile.AixChecksumResult | AixFile.AixUnreadable> {
  return (await aixFile()).checksumAixFile(file, options);
}

/** AIX: sign an agent file whose checksum is valid (Ed25519, RSA or ECDSA; v1.4: Ed25519 over the canonical bytes). */
export async function signAix(file: string, options: AixFile.AixSignOptions): Promise<AixFile.AixSignResult> {
  return (await aixFile()).signAixFile(file, options);
}

/** AIX: verify an agent file's checksum and signature; the verdict says whether the signer is one `trust` vouches for. */
export async function verifyAix(
  file: string,
  options: AixFile.AixVerifyOptions = {},
): Promise<AixFile.AixVerification | AixFile.AixUnreadable> {
  return (await aixFile()).verifyAixFile(file, options);
}

/** AIX: an agent file in another syntax (YAML, JSON, TOML), canonical; written to `output` when given. */
export async function formatAix(
  file: string,
  options: { to: AixFile.AixSyntax; output?: string },
): Promise<ReturnType<typeof AixFile.formatAixFile>> {
  return (await aixFile()).formatAixFile(file, options);
}

/** A new signing key pair (PEM): Ed25519, RSA or ECDSA. */
export async function generateKeyPair(
  algorithm: AixFile.KeyAlgorithm,
): Promise<{ privateKeyPem: string; publicKeyPem: string }> {
  return (await aixFile()).generateKeyPair(algorithm);
}

export type {
  AirBuildResult,
  AirPatchResult,
  AirDiffResult,
  AirProfile,
  AirValidation,
  AirWorldValidation,
  HashedFile as AirHashes,
} from "./pipeline/air-world.js";
const airWorld = (): Promise<typeof AirWorldOps> => import("./pipeline/air-world.js");

/** AIR: every check of a world (directory, `.air.json`, `.air.cbor`), with its resolved definitions and manifest hash. */
export async function validateAirWorld(
  path: string,
  options: { profile?: AirProfile; afterEach?: (step: PipelineStep) => void } = {},
): Promise<AirWorldOps.AirWorldValidation> {
  return (await airWorld()).validateAirWorld(path, options);
}

/** AIR: the hash of each node of a world file (rows made as they are read), under an encoding profile (`aos` or `spec`; v2 has one). */
export async function hashAir(file: string, profile?: AirProfile): Promise<AirWorldOps.HashedFile> {
  return (await airWorld()).hashAirFile(file, profile);
}

/** AIR: build a world's content-addressed store in `output`; every stored node is re-read and re-verified. */
export async function buildAir(
  dir: string,
  options: { output: string; profile?: AirProfile; force?: boolean },
): Promise<AirWorldOps.AirBuildResult> {
  return (await airWorld()).buildAirWorld(dir, options);
}

/** AIR: apply a patch document to a world, writing the patched world to `output` (or over it with `inPlace`). */
export async function patchAir(
  world: string,
  patchFile: string,
  options: { output?: string; inPlace?: boolean; force?: boolean },
): Promise<AirWorldOps.AirPatchResult> {
  return (await airWorld()).patchAirWorld(world, patchFile, options);
}

/** AIR: the patch document from world `a` to world `b` (written to `output` when given). */
export async function diffAir(
  a: string,
  b: string,
  options: { output?: string } = {},
): Promise<AirWorldOps.AirDiffResult> {
  return (await airWorld()).diffAirWorlds(a, b, options);
}

/** AIR: a stored node or blob (canonical CBOR) decoded to JSON. */
export async function decodeAirNode(file: string): Promise<{ node: Json; selfDescribed: boolean; text: string }> {
  return (await airWorld()).decodeAirNode(file);
}

export type { LintResult } from "./formats/aigx/lint.js";
export type { GenomeFormatResult, GenomeOptions, GenomeRun } from "./pipeline/genome-ops.js";
const genomeOps = (): Promise<typeof GenomeOps> => import("./pipeline/genome-ops.js");
const setupPlaces = (): Promise<typeof SetupPlaces> => import("./pipeline/setup-places.js");

/** AIGX: lint a repository's genomes (the reference's checks), with its conformance level (0, 1, 2). */
export async function lintGenome(
  root: string,
  options: { exclude?: string[]; afterEach?: (step: PipelineStep) => void } = {},
): Promise<LintResult & { pipeline: PipelineStep[] }> {
  return (await import("./pipeline/genome-lint.js")).lintGenomePipeline(root, options);
}

/** AIGX: where a path resolves in a genome (its entry and glosses, or the root's). */
export async function resolveInGenome(
  root: string,
  path: string,
  options: { exclude?: string[] } = {},
): Promise<ReturnType<typeof GenomeOps.resolveInGenome>> {
  return (await genomeOps()).resolveInGenome(root, path, options);
}

/** AIGX: a genome in canonical form, into `output` or over itself (`write`); refused unless it reads back with the same meaning. */
export async function formatGenome(
  root: string,
  options: { exclude?: string[]; output?: string; write?: boolean },
): Promise<GenomeOps.GenomeFormatResult> {
  return (await genomeOps()).formatGenome(root, options);
}

/** AIGX: one rule target's one file of a genome's export (bytes, the path it has in a project, the loss ledger), not written. */
export async function exportRuleFile(
  root: string,
  target: string,
  options: { output?: string; afterEach?: (step: PipelineStep) => void } = {},
): Promise<Awaited<ReturnType<typeof SetupPlaces.exportRuleFile>>> {
  return (await setupPlaces()).exportRuleFile(root, target, options);
}

/** AIGX genome generation: a repository's genome proposed from its code (returned, written to `output`, or merged into its `.aigx/`). */
export async function generateGenome(
  repoDir: string,
  options: GenomeOps.GenomeOptions = {},
): Promise<GenomeOps.GenomeRun> {
  return (await genomeOps()).generateRepositoryGenome(repoDir, options);
}

/** The user-level files and agent places (under the home directory) that a `--global` import or export uses. */
export async function userLevelPlaces(
  formats?: readonly string[],
): Promise<ReturnType<typeof SetupPlaces.userLevelPlaces>> {
  return (await setupPlaces()).userLevelPlaces(formats);
}

/** Notes on the tools an import read (a retired tool's successor; with `global`, what stays unread at user level). */
export async function importNotes(formats: readonly string[], global = false): Promise<string[]> {
  return (await setupPlaces()).importNotes(formats, global);
}

export type {
  AegxBatchResult,
  AegxSummaryResult,
  NewRecord,
  BundleSummary,
  SessionTimeline,
  RepairResult,
  ByteChunks,
} from "./pipeline/aegx-bundle.js";
export type {
  VerifyOptions as AegxVerifyOptions,
  VerifyResult as AegxVerifyResult,
} from "./formats/aegx/verify-bundle.js";
export type { InitOptions as AegxInitOptions } from "../emitters/aegx/bundle-writer.js";
export type { SessionsOptions, SessionsResult } from "./pipeline/sessions.js";
export type { AttestResult, VerifyAttestationResult } from "./pipeline/attest.js";
export { RECORD_TYPES, PRINCIPALS, type RecordType, type Principal } from "../ir/dialects/aegx/constants.js";
export type { Payload, BundleManifest } from "../ir/dialects/aegx/model.js";
const aegxOps = (): Promise<typeof AegxOps> => import("./pipeline/aegx-bundle.js");

/** AEGX: a new, empty evidence bundle in `dir` (its manifest). */
export async function initAegx(dir: string, options: AegxInitOptions = {}): Promise<BundleManifest> {
  return (await import("../emitters/aegx/bundle-writer.js")).initBundle(dir, options);
}

/** AEGX: verify a bundle (directory or zip), streaming; `exitCode` is agentc's, `specExitCode` the AEGX spec's (section 9.2). */
export async function verifyAegx(bundle: string, options: AegxVerifyOptions = {}): Promise<AegxVerifyResult> {
  return (await import("./formats/aegx/verify-bundle.js")).verifyBundle(bundle, options);
}

/** AEGX: append one record (journalled: a failure or a kill leaves the bundle as it was). */
export async function addAegxRecord(
  dir: string,
  record: AegxOps.NewRecord,
): Promise<{ recordId: string; auditHead: string; diagnostics: Diagnostic[] }> {
  return (await aegxOps()).addAegxRecord(dir, record);
}

/** AEGX: add a blob; its sha256. */
export async function addAegxBlob(
  dir: string,
  data: Uint8Array,
): Promise<{ sha256: string; diagnostics: Diagnostic[] }> {
  return (await aegxOps()).addAegxBlob(dir, data);
}

/** AEGX: the size of a blob already in a bundle (undefined when it is not there). */
export async function aegxBlobSize(dir: string, sha256: string): Promise<number | undefined> {
  return (await aegxOps()).aegxBlobSize(dir, sha256);
}

/** AEGX: append every record of a JSON-lines stream in one batch (whole or not at all); `label` names the input in diagnostics. */
export async function appendAegxJsonl(
  dir: string,
  input: AegxOps.ByteChunks,
  label: string,
): Promise<AegxOps.AegxBatchResult> {
  return (await aegxOps()).appendAegxJsonl(dir, input, label);
}

/** AEGX: the bundle as a zip, a snapshot taken under its lock; the entries written. */
export async function exportAegxZip(dir: string, zip: string, options: { force?: boolean } = {}): Promise<string[]> {
  return (await aegxOps()).exportAegxZip(dir, zip, options);
}

/** AEGX: a zipped bundle extracted and verified (nothing is extracted from an unsafe archive). */
export async function importAegxZip(
  zip: string,
  dir: string,
  options: { force?: boolean } = {},
): Promise<Awaited<ReturnType<typeof AegxOps.importAegxZip>>> {
  return (await aegxOps()).importAegxZip(zip, dir, options);
}

/** AEGX: what a bundle holds, its sessions as timelines, and its verification. */
export async function summarizeAegxBundle(bundle: string): Promise<AegxOps.AegxSummaryResult> {
  return (await aegxOps()).summarizeAegxBundle(bundle);
}

/** AEGX: repair a bundle an interrupted or damaged run left, then verify it. */
export async function repairAegx(dir: string): Promise<Awaited<ReturnType<typeof AegxOps.repairAegxBundle>>> {
  return (await aegxOps()).repairAegxBundle(dir);
}

/** AEGX from agents' session logs (Claude Code, Codex, OTLP GenAI): a file or directory of logs into a bundle, secrets redacted. */
export async function sessionsToAegx(
  input: string,
  output: string,
  options: SessionsOptions = {},
): Promise<SessionsResult> {
  return (await import("./pipeline/sessions.js")).sessionsToBundle(input, output, options);
}

/** An in-toto attestation of a verified bundle, signed with an Ed25519 key (PEM file), written to `output`. */
export async function attestAegx(
  bundle: string,
  keyFile: string,
  output: string,
  options: { force?: boolean } = {},
): Promise<AttestResult> {
  return (await import("./pipeline/attest.js")).attestBundle(bundle, keyFile, output, options);
}

/** Verify an attestation against its bundle (and, with `pubkeys`, against the keys that must have signed it). */
export async function verifyAegxAttestation(
  file: string,
  bundle: string,
  options: { pubkeys?: string[] } = {},
): Promise<VerifyAttestationResult> {
  return (await import("./pipeline/attest.js")).verifyAttestationFile(file, bundle, options);
}

export type { UaixPackageVerification } from "./pipeline/uaix-verify.js";
export type { UaixPackResult, PackOptions as UaixPackOptions, Scope as UaixScope } from "./pipeline/uaix-package.js";
export type { UaixVerification, UaixVerifyOptions } from "./formats/uaix/verify-package.js";
const uaixOps = (): Promise<typeof UaixOps> => import("./pipeline/uaix-package.js");

/** UAIX: start a package directory: every file its scopes require as a template, and a manifest stub. */
export async function initUaix(
  dir: string,
  options: { scopes?: readonly string[]; force?: boolean } = {},
): Promise<{ scopes: UaixOps.Scope[]; files: string[] }> {
  return (await uaixOps()).initUaixPackage(dir, options);
}

/** UAIX: pack a directory into a `.uaix` package (signed with an Ed25519 key PEM when `signKey` is given), verified before it takes its name. */
export async function packUaixDirectory(
  dir: string,
  output: string,
  options: UaixOps.PackOptions = {},
): Promise<UaixOps.UaixPackResult> {
  return (await uaixOps()).packUaixPackage(dir, output, options);
}

/** UAIX: verify a package: its manifest, every file's digest, its signature against `trust`, its monotonic history against `previous`. */
export async function verifyUaix(
  file: string,
  options: UaixVerifyOptions & { afterEach?: (step: PipelineStep) => void } = {},
): Promise<UaixPackageVerification> {
  return (await import("./pipeline/uaix-verify.js")).verifyUaixPipeline(file, options);
}

/** UAIX: extract a package into `dir`, only after it verifies (a failing package extracts nothing). */
export async function unpackUaixPackage(
  file: string,
  dir: string,
  options: UaixVerifyOptions & { force?: boolean } = {},
): Promise<UaixVerification> {
  return (await import("./formats/uaix/unpack.js")).unpackUaix(file, dir, options);
}

// Pictures and the evidence of runs.
export type { PictureFormat } from "../emitters/picture/render.js";
export type { DrawnInput } from "./pipeline/draw/draw-path.js";
export type { SetupItem } from "../emitters/picture/views/setup.js";
export type { PipelineStep } from "./pipeline/pass-manager.js";
export type { LossEntry } from "../ir/loss-ledger.js";
export type { EvidenceRecorder } from "./pipeline/evidence/recorder.js";
export type { RunEvidenceSession, RunToRecord } from "./pipeline/evidence/run-session.js";
export { kindInfo, type KindInfo } from "../ir/dialects/registry.js";

/** The picture formats: svg (needs the optional Graphviz package @viz-js/viz), dot, mermaid, html (holds an SVG). */
export async function pictureFormats(): Promise<readonly PictureFormat[]> {
  return (await import("../emitters/picture/render.js")).PICTURE_FORMATS;
}

/** The picture format a file name asks for, by its extension (.svg, .dot/.gv, .mmd, .html), or undefined. */
export async function pictureFormatOf(path: string): Promise<PictureFormat | undefined> {
  return (await import("../emitters/picture/render.js")).pictureFormatOf(path);
}

/** Draw what an input reads into (any format), failing checks marked on their nodes. */
export async function drawInput(
  path: string,
  options: { format?: PictureFormat; formatName?: string } = {},
): Promise<DrawnInput> {
  return (await import("./pipeline/draw/draw-path.js")).drawPath(path, options);
}

/** Draw a repository's agent setup: its rules, subagents, skills, commands, hooks and MCP servers, and the tools that get each. */
export async function drawSetup(
  repo: string,
  options: { format?: PictureFormat; title?: string } = {},
): Promise<{ text: string; items: SetupItem[]; diagnostics: Diagnostic[] }> {
  return (await import("./pipeline/draw/draw-setup.js")).drawSetup(repo, options);
}

/** Draw a pipeline as it ran (its steps, verdicts and times) with the loss ledger's entries. */
export async function drawPipeline(
  steps: readonly PipelineStep[],
  losses: readonly LossEntry[],
  options: { format?: PictureFormat; title?: string } = {},
): Promise<string> {
  return (await import("./pipeline/draw/draw-graph.js")).drawPipeline(steps, losses, options);
}

/** Draw an AIGX genome file's concerns (its rules and the files they govern). */
export async function drawGenome(
  file: string,
  options: { format?: PictureFormat; title?: string } = {},
): Promise<string> {
  return (await import("./pipeline/draw/draw-concern.js")).drawConcernFile(file, options);
}

/** The format an input is (by its name and contents), or undefined. */
export async function detectInputFormat(path: string): Promise<string | undefined> {
  return (await (await import("./formats/registry.js")).detectInput(path))?.name;
}

/** The file name a conversion of `input` to the format `to` writes by default (beside the input). */
export async function defaultOutputFor(input: string, to: string): Promise<string> {
  const format = await (await import("./formats/registry.js")).formatNamed(to);
  if (!format) throw new UnsupportedFormatError(`unknown format ${to}`, "AGC-UNSUPPORTED");
  return defaultOutput(input, format);
}

/** An evidence bundle that records a run as it goes (`fresh`: start a new bundle in `dir`). */
export async function startEvidence(
  dir: string,
  argv: string[],
  version: string,
  options: { fresh?: boolean; pid?: number } = {},
): Promise<EvidenceRecorder> {
  return (await import("./pipeline/evidence/recorder.js")).EvidenceRecorder.start(dir, argv, version, options);
}

/** The evidence of one run: the target is checked and the named paths snapshotted now; `finish` records the run. */
export async function beginRunEvidence(target: string, paths: readonly string[]): Promise<RunEvidenceSession> {
  return (await import("./pipeline/evidence/run-session.js")).beginRunEvidence(target, paths);
}

export type { BatchResult } from "./pipeline/convert-batch.js";
export type { BatchItem } from "./pipeline/batch-item.js";

/** Convert many inputs (paths, directories, globs) into `outputDir`, each as `convert` would; on worker threads where the machine has cores to spare. */
export async function convertMany(
  inputs: readonly string[],
  options: ConvertOptions & { outputDir: string; onItem?: (item: BatchItem) => void },
): Promise<BatchResult> {
  return (await import("./pipeline/convert-batch.js")).convertMany(inputs, options);
}
