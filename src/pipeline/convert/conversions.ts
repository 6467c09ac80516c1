/**
 * The conversions agentc knows, one function per (source, target) pair. Each
 * reads and checks its input, raises it to `core` (or works dialect to
 * dialect where core has nothing to add), lowers to the target, and runs the
 * target's own verifier on the result. It returns the output as bytes in
 * memory; the driver (convert.ts) decides whether and where to write them.
 */
import { basename, dirname, resolve } from "node:path";
import { sha256Hex } from "../../../ir/hash/digest.js";
import { reproducibleUtc } from "../../../ir/io/clock.js";
import type { JsonObject } from "../../../ir/json/value.js";
import type { LossLedger } from "../../../ir/loss-ledger.js";
import { Diagnostics, type Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import type { FormatName } from "../../readers/detect.js";
import type { AirProfile } from "../../../ir/dialects/air/node-hash.js";
import type { AixSyntax } from "../../../ir/dialects/aix/syntax.js";
import { checkAixFile, checkAixText } from "../../passes/aix/check-file.js";
import { validateAir } from "../../passes/air/validate-world.js";
import type { AirWorld } from "../../readers/air/read-world.js";
import { verifyUaixPackage } from "../../passes/uaix/verify-package.js";
import { openZip } from "../../../ir/io/zip/read.js";
import { emitAix } from "../../../emitters/aix/emit.js";
import { layoutAirWorld } from "../../../emitters/air/world.js";
import { planUaixArchive, uaixPackageBytes, type PackOptions } from "../../../emitters/uaix/pack.js";
import type { AigxElement } from "../../../grammars/aigx/tree.js";
import { raiseAix } from "../../passes/aix/raise.js";
import { raiseUaix } from "../../passes/uaix/raise.js";
import { lowerToAix } from "../../passes/aix/lower.js";
import { lowerToAir, slug } from "../../passes/air/lower.js";
import { lowerToUaix } from "../../passes/uaix/lower.js";
import { lowerToAigx } from "../../passes/aigx/lower.js";
import { genomeToUaix } from "../../passes/uaix/lower-genome.js";

export class ConvertError extends Error {
  constructor(
    message: string,
    readonly code = "AGC-CONVERT",
    readonly diagnostics: readonly Diagnostic[] = [],
  ) {
    super(message);
  }
}

export interface ConvertOptions {
  to: FormatName;
  /** Where to write; default: beside the working directory, named after the input (see defaultOutput). */
  output?: string;
  /** AIX output syntax. */
  syntax?: AixSyntax;
  /** AIR encoding profile. */
  profile?: AirProfile;
  /** Ed25519 private key (PEM text) to sign a UAIX package with. */
  signKey?: string;
  /** Fail, writing nothing, when the target cannot hold every source field. */
  failOnLoss?: boolean;
  /** Replace an existing non-empty output directory. */
  force?: boolean;
}

/** One verifier run on the way (input checks, target checks), for reports and evidence. */
export interface PassReport {
  name: string;
  diagnostics: readonly Diagnostic[];
}

/** A verified output, not yet written: one file, or a directory of files. */
export interface PlannedOutput {
  kind: "file" | "directory";
  /** (path relative to the output, bytes); a file's path is "". */
  files: Array<[string, Uint8Array]>;
  emptyDirs?: string[];
}

export interface ConversionContext {
  input: string;
  output: string;
  options: ConvertOptions;
  ledger: LossLedger;
  passes: PassReport[];
  /** Positions of the input's fields (JSON pointer → line:col), when its reader has them. */
  positions?: ReadonlyMap<string, { line: number; col: number }>;
}

type Conversion = (ctx: ConversionContext) => Promise<PlannedOutput>;

const notInfo = (ds: readonly Diagnostic[]): Diagnostic[] => ds.filter((d) => d.severity !== "info");
const errorsOf = (ds: readonly Diagnostic[]): Diagnostic[] => ds.filter((d) => d.severity === "error");
const oneFile = (data: string | Uint8Array): PlannedOutput => ({ kind: "file", files: [["", typeof data === "string" ? Buffer.from(data, "utf8") : data]] });

function validAix(ctx: ConversionContext): JsonObject {
  const c = checkAixFile(ctx.input);
  ctx.passes.push({ name: "aix.validate", diagnostics: notInfo(c.diagnostics.all) });
  if (!c.source.doc || !c.report.valid) {
    const checksumOnly = c.diagnostics.errors.every((d) => d.code.startsWith("CHECKSUM"));
    const hint = checksumOnly ? "its checksum does not verify; agentc aix checksum --write sets it" : "see agentc aix validate";
    throw new ConvertError(`${ctx.input} is not a valid AIX agent (${hint}); nothing was converted`, "AGC-CONVERT-INPUT", c.diagnostics.errors);
  }
  ctx.positions = c.source.positions;
  return c.source.doc;
}

function checkedAixText(ctx: ConversionContext, doc: JsonObject): string {
  const text = emitAix(doc, ctx.options.syntax ?? "yaml");
  const c = checkAixText(ctx.output, text);
  ctx.passes.push({ name: "aix.validate-output", diagnostics: notInfo(c.diagnostics.all) });
  if (!c.report.valid) throw new ConvertError("the AIX output does not validate; nothing was written", "AGC-CONVERT-OUTPUT", c.diagnostics.errors);
  return text;
}

/** Build the package in memory and verify its bytes before anything is written. */
async function packedUaix(ctx: ConversionContext, files: Map<string, string>, options: PackOptions): Promise<PlannedOutput> {
  const plan = planUaixArchive(new Map([...files].map(([k, v]) => [k, Buffer.from(v, "utf8")])), { issuer: "agentc convert", signKey: ctx.options.signKey, ...options });
  const bytes = uaixPackageBytes(plan);
  const v = await verifyUaixPackage({ bytes, label: ctx.output });
  ctx.passes.push({ name: "uaix.verify-output", diagnostics: notInfo(v.diagnostics).map((d) => ({ ...d, file: ctx.output })) });
  if (v.verdict === "no-op") throw new ConvertError(`the package would not pass import: ${v.reasons.join(", ")}`, "UAIX-PACK-INVALID", errorsOf(v.diagnostics));
  return oneFile(bytes);
}

async function packageFiles(path: string): Promise<Map<string, string>> {
  const { archive } = await openZip(path);
  try {
    const out = new Map<string, string>();
    for (const e of archive.entries) if (!e.isDirectory) out.set(e.name, (await archive.read(e)).toString("utf8"));
    return out;
  } finally {
    await archive.close();
  }
}

/** Validate an AIR world held in memory, lay it out, and check every stored node against its address. */
function checkedAirWorld(ctx: ConversionContext, world: AirWorld, blobs: ReadonlyMap<string, Uint8Array>): PlannedOutput {
  const v = validateAir(world, { profile: ctx.options.profile });
  ctx.passes.push({ name: "air.validate-output", diagnostics: notInfo(v.diagnostics) });
  if (!v.ok) throw new ConvertError("the AIR world does not validate; nothing was written", "AGC-CONVERT-OUTPUT", errorsOf(v.diagnostics));
  const layout = layoutAirWorld(v.resolved, blobs);
  const bad = layout.files.filter(([rel, data]) => rel.startsWith(".store/") && basename(rel) !== sha256Hex(data));
  ctx.passes.push({ name: "air.store-hashes", diagnostics: bad.map(([rel]) => ({ code: "AIR-HASH", severity: "error", message: `${rel} does not hash to its name` })) });
  if (bad.length) throw new ConvertError("an emitted AIR node does not hash to its address", "AGC-CONVERT-OUTPUT");
  return { kind: "directory", files: layout.files.map(([rel, d]) => [rel, typeof d === "string" ? Buffer.from(d, "utf8") : d]), emptyDirs: [".store/nodes/sha256", ".store/blobs/sha256"] };
}

/** AIGX parity of a generated concern file: the real parser reads back exactly the rules that were written. */
async function checkConcernParity(ctx: ConversionContext, text: string, rules: ReadonlyArray<{ id: string; text: string }>): Promise<void> {
  // The AIGX grammar (chevrotain) loads only for conversions that touch AIGX.
  const { childElements, parseAigxTree, textOf } = await import("../../../grammars/aigx/tree.js");
  const tree = parseAigxTree(text);
  const found: string[] = [];
  const walk = (els: AigxElement[]): void => {
    for (const el of els) {
      if (el.name === "rule") found.push(`${el.attrs.get("id")?.value ?? ""}\t${textOf(el)}`);
      else walk(childElements(el));
    }
  };
  walk(tree.roots.filter((n): n is AigxElement => n.kind === "element"));
  const want = rules.map((r) => `${r.id}\t${r.text.replace(/\s+/g, " ").trim()}`);
  const diagnostics: Diagnostic[] = tree.problems.map((p) => ({ code: p.code, severity: "error", message: p.message }));
  if (found.join("\n") !== want.join("\n")) diagnostics.push({ code: "AIGX-PARITY", severity: "error", message: `wrote ${want.length} rule(s), read back ${found.length} that differ` });
  ctx.passes.push({ name: "aigx.parity", diagnostics });
  if (diagnostics.length) throw new ConvertError("the AIGX output does not read back with parity; nothing was written", "AGC-CONVERT-OUTPUT", diagnostics);
}

const CONVERSIONS: Record<string, Conversion> = {
  "aix->air": async (ctx) => {
    const core = raiseAix(validAix(ctx), ctx.input, ctx.ledger, "air");
    const low = lowerToAir(core, ctx.ledger, ctx.input);
    const entry = (node: JsonObject, pointer: string) => ({ node, file: "<converted>", pointer });
    const world = { root: ctx.output, nodes: low.nodes.map((n) => entry(n, `#${String(n.name)}`)), manifest: entry(low.manifest, "#manifest"), store: new Map(), blobs: low.blobs, diagnostics: new Diagnostics() };
    return checkedAirWorld(ctx, world, low.blobs);
  },
  "aix->uaix": async (ctx) => {
    const core = raiseAix(validAix(ctx), ctx.input, ctx.ledger, "uaix");
    const low = lowerToUaix(core);
    const created = core.created && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(core.created) ? core.created : reproducibleUtc();
    return packedUaix(ctx, low.files, { scopes: low.scopes, profileId: core.id || slug(core.name), manifestFields: low.manifestFields, createdUtc: created });
  },
  "aix->aigx": async (ctx) => {
    const core = raiseAix(validAix(ctx), ctx.input, ctx.ledger, "aigx");
    const { text, rules } = lowerToAigx(core, ctx.ledger, ctx.input);
    await checkConcernParity(ctx, text, rules);
    return ctx.output.endsWith(".aigx") ? oneFile(text) : { kind: "directory", files: [[".aigx/agent.aigx", Buffer.from(text, "utf8")]] };
  },
  "aix->aix": async (ctx) => oneFile(checkedAixText(ctx, validAix(ctx))),
  "uaix->aix": async (ctx) => {
    const v = await verifyUaixPackage(ctx.input);
    ctx.passes.push({ name: "uaix.verify", diagnostics: notInfo(v.diagnostics) });
    if (v.verdict === "no-op") throw new ConvertError(`${ctx.input} fails import (${v.reasons.join(", ")}); nothing was converted`, "AGC-CONVERT-INPUT", errorsOf(v.diagnostics));
    const files = await packageFiles(ctx.input);
    if (!files.has(".uai/persona.uai")) throw new ConvertError(`${ctx.input} is not a persona package (no .uai/persona.uai); only persona packages describe an agent`, "AGC-CONVERT-INPUT");
    return oneFile(checkedAixText(ctx, lowerToAix(raiseUaix(files, ctx.ledger, ctx.input))));
  },
  "aigx->uaix": async (ctx) => {
    const root = basename(resolve(ctx.input)) === ".aigx" ? dirname(resolve(ctx.input)) : ctx.input;
    const { lintRepository } = await import("../../passes/aigx/lint.js");
    const lint = lintRepository(root);
    ctx.passes.push({ name: "aigx.lint", diagnostics: notInfo(lint.diagnostics) });
    if (!lint.ok || !lint.repo.genomes.length) throw new ConvertError(`${ctx.input} is not a clean AIGX genome (see agentc aigx lint); nothing was converted`, "AGC-CONVERT-INPUT", errorsOf(lint.diagnostics));
    const project = basename(resolve(root));
    const low = genomeToUaix(lint.repo, project);
    return packedUaix(ctx, low.files, { scopes: low.scopes, profileId: `project-${slug(project)}`, createdUtc: reproducibleUtc() });
  },
  "air->air": async (ctx) => {
    const v = validateAir(ctx.input, { profile: ctx.options.profile });
    ctx.passes.push({ name: "air.validate", diagnostics: notInfo(v.diagnostics) });
    if (!v.ok) throw new ConvertError(`${ctx.input} does not validate; nothing was converted`, "AGC-CONVERT-INPUT", errorsOf(v.diagnostics));
    return checkedAirWorld(ctx, v.world, v.world.blobs);
  },
};

export const SUPPORTED_CONVERSIONS = Object.keys(CONVERSIONS).map((k) => k.replace("->", "→"));

export function conversionFor(from: FormatName, to: FormatName): Conversion | undefined {
  return CONVERSIONS[`${from}->${to}`];
}
