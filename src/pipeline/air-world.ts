/**
 * An AIR world's own operations, for the library and `agentc air …`: its node hashes, a built store
 * (`.store/` re-verified), a patch applied, the patch between two worlds, and a stored node decoded.
 * A v2 world takes v2 patches (spec section 13), a v1 world v1 patches. Nothing here prints.
 */
import { existsSync, readFileSync } from "node:fs";
import type { Diagnostic } from "../../ir/diagnostics/diagnostic.js";
import { AgentcError } from "../../ir/diagnostics/agentc-error.js";
import { writeFileAtomic } from "../../ir/io/atomic-write.js";
import { assertNotInput } from "../../ir/io/safe-path.js";
import { parseJson, JsonParseError } from "../../ir/json/parse.js";
import type { Json, JsonObject } from "../../ir/json/value.js";
import { serdeJsonText } from "../../ir/json/serde-text.js";
import { decodeCbor } from "../../ir/cbor/decode.js";
import { airCborToJson } from "../../ir/dialects/air/cbor-json.js";
import type { AirProfile } from "../../ir/dialects/air/node-hash.js";
import { emitAirWorld, emitAirWorldV2 } from "../../emitters/air/world.js";
import { readAirWorld } from "../formats/air/read-world.js";
import { validateAir, type AirValidation } from "../formats/air/validate-world.js";
import type { PipelineStep } from "./pass-manager.js";
import { newRun } from "./run-context.js";
import { hashAirWorld, type HashedFile } from "../formats/air/hash-file.js";
import { applyPatch } from "../formats/air/patch.js";
import { diffWorlds } from "../formats/air/diff.js";
import { applyPatchV2, diffWorldsV2 } from "../formats/air/patch-v2.js";

export type { AirProfile, AirValidation, HashedFile };

const worth = (ds: readonly Diagnostic[]): Diagnostic[] => ds.filter((d) => d.severity !== "info");

export interface AirWorldValidation extends AirValidation {
  /** The step that ran: air.validate. */
  pipeline: PipelineStep[];
}

/**
 * Every check of an AIR world (a directory, a `.air.json` or `.air.cbor` file), resolved, as one
 * pipeline step, air.validate: the verifier the pass manager runs after air.read, here reading the
 * source itself. A world's nodes stay extents of its text (read-world.ts), so a million of them are
 * checked in the memory of the text; air.read would add each to the graph first, which is what a
 * conversion needs and a check does not (test/unit/scale.test.ts holds 512 MiB). A file that does not
 * parse is reported with the rest, as before the pipeline.
 */
export async function validateAirWorld(
  path: string,
  options: { profile?: AirProfile; afterEach?: (step: PipelineStep) => void } = {},
): Promise<AirWorldValidation> {
  const run = newRun(path, { profile: options.profile, afterEach: options.afterEach });
  let validation: AirValidation | undefined;
  await run.pm.run({ name: "air.validate", dialect: "air", kind: "verify" }, () => {
    validation = validateAir(path, { profile: options.profile });
    return validation.diagnostics;
  });
  return { ...validation!, diagnostics: run.pm.diagnostics, pipeline: run.pm.steps };
}

/** The hash of each node of an AIR world file, made as the rows are read (a large file is hashed in the memory of its text). */
export function hashAirFile(file: string, profile: AirProfile = "aos"): HashedFile {
  return hashAirWorld(readAirWorld(file), profile);
}

export type AirBuildResult =
  | { ok: false; diagnostics: Diagnostic[]; reason: string }
  | { ok: boolean; world: string; manifest: string; nodes: number; diagnostics: Diagnostic[] };

/** Build a world's content-addressed store in `output`, then re-read and re-verify every stored node. */
export function buildAirWorld(
  dir: string,
  options: { output: string; profile?: AirProfile; force?: boolean },
): AirBuildResult {
  assertNotInput(options.output, [dir]);
  const v = validateAir(dir, { profile: options.profile });
  if (!v.ok) return { ok: false, diagnostics: worth(v.diagnostics), reason: "the world does not validate" };
  if (!v.resolved.manifest)
    throw new AgentcError(`${dir} has no manifest; an AIR world needs one`, "AIR-MANIFEST-MISSING", { exitCode: 1 });
  const out = emitAirWorld(v.resolved, options.output, { force: options.force, blobs: v.world.blobs });
  const again = validateAir(options.output);
  const diagnostics = [...v.diagnostics, ...again.diagnostics].filter(
    (d) => d.severity === "warning" || d.severity === "error",
  );
  return { ok: again.ok, world: options.output, manifest: out.manifestHash, nodes: out.nodes, diagnostics };
}

/** A JSON file's value; text that is not JSON is AIR-PARSE. */
export function readAirJson(path: string): Json {
  try {
    return parseJson(readFileSync(path, "utf8")).value;
  } catch (e) {
    if (e instanceof JsonParseError) throw new AgentcError(`${path}: ${e.message}`, "AIR-PARSE", { exitCode: 1 });
    throw e;
  }
}

export type AirPatchResult =
  | { ok: false; diagnostics: Diagnostic[]; reason: "the world does not validate" | "patch rejected" }
  | { ok: true; world: string; before: string | undefined; manifest: string; diagnostics: Diagnostic[] };

/**
 * Apply a patch document (`patchFile`, JSON) to a world and write the patched world to `output`, or
 * over the world with `inPlace`. Nothing is written when the world does not validate or the patch
 * is rejected.
 */
export function patchAirWorld(
  world: string,
  patchFile: string,
  options: { output?: string; inPlace?: boolean; force?: boolean },
): AirPatchResult {
  if (!options.output && !options.inPlace)
    throw new AgentcError("give -o <out> for the patched world, or --in-place to replace this one", "AGC-USAGE", {
      exitCode: 2,
    });
  if (options.output) assertNotInput(options.output, [world, patchFile]);
  const base = validateAir(world);
  if (!base.ok) return { ok: false, diagnostics: base.diagnostics, reason: "the world does not validate" };
  const v2 = base.resolved.era === "v2";
  const r = (v2 ? applyPatchV2 : applyPatch)(base, readAirJson(patchFile), patchFile);
  if (!r.ok || !r.validation) return { ok: false, diagnostics: worth(r.diagnostics), reason: "patch rejected" };
  const target = options.output ?? world;
  const out = (v2 ? emitAirWorldV2 : emitAirWorld)(r.validation.resolved, target, {
    force: Boolean(options.inPlace || options.force),
    blobs: base.world.blobs,
  });
  return {
    ok: true,
    world: target,
    before: base.resolved.manifestHash,
    manifest: out.manifestHash,
    diagnostics: r.diagnostics.filter((d) => d.severity === "warning"),
  };
}

export type AirDiffResult =
  | { ok: false; diagnostics: Diagnostic[]; reason: string }
  | { ok: true; patch: JsonObject; text: string; diagnostics: Diagnostic[] };

/** The patch document that takes world `a` to world `b` (both of one AIR version); written to `output` when given. */
export function diffAirWorlds(a: string, b: string, options: { output?: string } = {}): AirDiffResult {
  const missing = [a, b].filter((p) => !existsSync(p));
  if (missing.length) throw new AgentcError(`no such world: ${missing.join(" and ")}`, "AGC-IO", { exitCode: 4 });
  const va = validateAir(a);
  const vb = validateAir(b);
  // A world that cannot be read (a file that is not JSON or CBOR) is no empty world: a patch from it would delete every definition.
  const unread = [va, vb].flatMap((v) => v.world.diagnostics.all.filter((d) => d.severity === "error"));
  if (unread.length) {
    const which = [a, b].filter((_, i) => [va, vb][i]!.world.diagnostics.all.some((d) => d.severity === "error"));
    return {
      ok: false,
      diagnostics: [
        ...unread,
        {
          code: "AIR-PARSE",
          severity: "error",
          message: `${which.join(" and ")} cannot be read as AIR; nothing was compared`,
        },
      ],
      reason: "a world cannot be read",
    };
  }
  if ((va.resolved.era === "v2") !== (vb.resolved.era === "v2")) {
    return {
      ok: false,
      diagnostics: [
        {
          code: "AIR-VERSION",
          severity: "error",
          message: `${a} and ${b} are of different AIR versions; a patch goes from one world to another of the same version (agentc convert --air-version 2 upgrades a v1 world)`,
        },
      ],
      reason: "the worlds are of different AIR versions",
    };
  }
  const { patch, diagnostics } = va.resolved.era === "v2" ? diffWorldsV2(va, vb) : diffWorlds(va, vb);
  const text = serdeJsonText(patch, true);
  if (options.output) {
    assertNotInput(options.output, [a, b]);
    writeFileAtomic(options.output, `${text}\n`);
  }
  return { ok: true, patch, text, diagnostics };
}

/** A stored node or blob file (canonical CBOR) as JSON, and whether it carried the self-describing CBOR tag. */
export function decodeAirNode(file: string): { node: Json; selfDescribed: boolean; text: string } {
  const { value, selfDescribed } = decodeCbor(readFileSync(file));
  const node = airCborToJson(value);
  return { node, selfDescribed, text: serdeJsonText(node, true) };
}
