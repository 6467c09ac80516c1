/** `agentc air …`: validate, hash, build, patch, diff, cat. */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import { parseJson, JsonParseError } from "../../../ir/json/parse.js";
import { isJsonObject } from "../../../ir/json/value.js";
import { decodeCbor } from "../../../ir/cbor/decode.js";
import { serdeJsonText } from "../../../ir/json/serde-text.js";
import { readAirWorld } from "../../formats/air/read-world.js";
import { validateAir } from "../../formats/air/validate-world.js";
import { applyPatch } from "../../formats/air/patch.js";
import { diffWorlds } from "../../formats/air/diff.js";
import { applyPatchV2, diffWorldsV2 } from "../../formats/air/patch-v2.js";
import type { AirProfile } from "../../../ir/dialects/air/node-hash.js";
import { hashAirWorld } from "../../formats/air/hash-file.js";
import { airCborToJson } from "../../../ir/dialects/air/cbor-json.js";
import { emitAirWorld, emitAirWorldV2 } from "../../../emitters/air/world.js";
import { writeFileAtomic } from "../../../ir/io/atomic-write.js";
import { assertNotInput } from "../../../ir/io/safe-path.js";
import { EXIT, type CliContext, type Outcome } from "../context.js";
import { CliError } from "../errors.js";

const PROFILE_NAMES: Record<AirProfile, string> = { aos: "canonical CBOR as AgentOS hashes it", spec: "canonical CBOR of the AIR v1 specification" };

function profileOf(p: string | undefined): AirProfile {
  if (p === undefined || p === "aos" || p === "spec") return p ?? "aos";
  throw new CliError(`--profile must be aos or spec, not ${p}`);
}

export async function validate(_ctx: CliContext, path: string, opts: { profile?: string }): Promise<Outcome> {
  const v = validateAir(path, { profile: opts.profile ? profileOf(opts.profile) : undefined });
  const defs = [...v.resolved.defs.values()].filter((d) => !d.builtin);
  return {
    exitCode: v.ok ? EXIT.ok : EXIT.invalid,
    diagnostics: v.diagnostics.filter((d) => d.severity !== "info"),
    // The list of definitions is made only when printed (--json): a large world's is large.
    result: {
      era: v.resolved.era,
      profile: v.resolved.profile,
      manifest: v.resolved.manifestHash ?? null,
      get definitions() {
        return defs.map((d) => ({ kind: d.kind, name: d.name, hash: d.hash || null }));
      },
      diagnostics: v.diagnostics,
    },
    text: `${path}: ${v.ok ? "valid" : "INVALID"} AIR ${v.resolved.era === "v2" ? `v2 (${defs.length} definitions)` : `(${v.resolved.era}, profile ${v.resolved.profile}, ${defs.length} definitions)`}${v.resolved.manifestHash ? `\nmanifest ${v.resolved.manifestHash}` : ""}`,
  };
}

export async function hash(ctx: CliContext, file: string, opts: { profile?: string }): Promise<Outcome> {
  const profile = profileOf(opts.profile);
  const { version, rows, diagnostics } = hashAirWorld(readAirWorld(file), profile);
  // Stdout stays one `hash  name` line per node (for scripts); which encoding made the hashes goes to stderr.
  if (!ctx.json) ctx.err(version === "2" ? "air hash: AIR v2 (canonical CBOR of the full node, $kind included)" : `air hash: encoding profile ${profile} (${PROFILE_NAMES[profile]})`);
  // Each row is made as it is printed, so a file of 1,000,000 nodes is hashed in the memory of its text.
  const printed = function* () {
    for (const r of rows()) yield { line: `${r.hash}  ${r.name}`, value: r };
  };
  return { exitCode: diagnostics.some((d) => d.severity === "error") ? EXIT.invalid : EXIT.ok, diagnostics, rows: printed };
}

export async function build(_ctx: CliContext, dir: string, opts: { output: string; profile?: string; force?: boolean }): Promise<Outcome> {
  assertNotInput(opts.output, [dir]);
  const v = validateAir(dir, { profile: opts.profile ? profileOf(opts.profile) : undefined });
  if (!v.ok) return { exitCode: EXIT.invalid, diagnostics: v.diagnostics.filter((d) => d.severity !== "info"), text: "not built: the world does not validate" };
  if (!v.resolved.manifest) throw new CliError(`${dir} has no manifest; an AIR world needs one`, "AIR-MANIFEST-MISSING", EXIT.invalid);
  const out = emitAirWorld(v.resolved, opts.output, { force: opts.force, blobs: v.world.blobs });
  const again = validateAir(opts.output);
  return {
    exitCode: again.ok ? EXIT.ok : EXIT.invalid,
    diagnostics: [...v.diagnostics, ...again.diagnostics].filter((d) => d.severity === "warning" || d.severity === "error"),
    result: { world: opts.output, manifest: out.manifestHash, nodes: out.nodes },
    text: `built ${opts.output}: ${out.nodes} nodes, manifest ${out.manifestHash}; every stored node re-verified`,
  };
}

function readJsonFile(path: string) {
  try {
    return parseJson(readFileSync(path, "utf8")).value;
  } catch (e) {
    if (e instanceof JsonParseError) throw new CliError(`${path}: ${e.message}`, "AIR-PARSE", EXIT.invalid);
    throw e;
  }
}

export async function patch(_ctx: CliContext, world: string, patchFile: string, opts: { output?: string; inPlace?: boolean; force?: boolean }): Promise<Outcome> {
  if (!opts.output && !opts.inPlace) throw new CliError("give -o <out> for the patched world, or --in-place to replace this one");
  if (opts.output) assertNotInput(opts.output, [world, patchFile]);
  const base = validateAir(world);
  if (!base.ok) return { exitCode: EXIT.invalid, diagnostics: base.diagnostics, text: "the world does not validate; fix it before patching" };
  // An AIR v2 world takes v2 patch documents (version "2", spec section 13); a v1 world v1 patches.
  const v2 = base.resolved.era === "v2";
  const r = (v2 ? applyPatchV2 : applyPatch)(base, readJsonFile(patchFile), patchFile);
  if (!r.ok || !r.validation) return { exitCode: EXIT.invalid, diagnostics: r.diagnostics.filter((d) => d.severity !== "info"), text: "patch rejected; nothing was written" };
  const target = opts.output ?? world;
  const out = (v2 ? emitAirWorldV2 : emitAirWorld)(r.validation.resolved, target, { force: Boolean(opts.inPlace || opts.force), blobs: base.world.blobs });
  return { exitCode: EXIT.ok, diagnostics: r.diagnostics.filter((d) => d.severity === "warning"), result: { world: target, manifest: out.manifestHash }, text: `patched ${target}: manifest ${base.resolved.manifestHash} → ${out.manifestHash}` };
}

export async function diff(_ctx: CliContext, a: string, b: string, opts: { output?: string }): Promise<Outcome> {
  const missing = [a, b].filter((p) => !existsSync(p));
  if (missing.length) throw new CliError(`no such world: ${missing.join(" and ")}`, "AGC-IO", EXIT.io);
  const va = validateAir(a);
  const vb = validateAir(b);
  // A world that cannot be read (a file that is not JSON or CBOR) is no empty world: a patch from it would delete every definition.
  const unread = [va, vb].flatMap((v) => v.world.diagnostics.all.filter((d) => d.severity === "error"));
  if (unread.length) {
    const which = [a, b].filter((_, i) => [va, vb][i]!.world.diagnostics.all.some((d) => d.severity === "error"));
    return { exitCode: EXIT.invalid, diagnostics: [...unread, { code: "AIR-PARSE", severity: "error", message: `${which.join(" and ")} cannot be read as AIR; nothing was compared` }], result: null, text: "no patch: a world cannot be read" };
  }
  if ((va.resolved.era === "v2") !== (vb.resolved.era === "v2")) {
    return { exitCode: EXIT.invalid, diagnostics: [{ code: "AIR-VERSION", severity: "error", message: `${a} and ${b} are of different AIR versions; a patch goes from one world to another of the same version (agentc convert --air-version 2 upgrades a v1 world)` }], result: null, text: "no patch: the worlds are of different AIR versions" };
  }
  const { patch, diagnostics } = va.resolved.era === "v2" ? diffWorldsV2(va, vb) : diffWorlds(va, vb);
  const text = serdeJsonText(patch, true);
  if (opts.output) {
    assertNotInput(opts.output, [a, b]);
    writeFileAtomic(opts.output, `${text}\n`);
  }
  return { exitCode: EXIT.ok, diagnostics, result: patch, text: opts.output ? `wrote ${opts.output} (${(patch.patches as unknown[]).length} operations)` : text };
}

export async function cat(_ctx: CliContext, what: string, opts: { world: string }): Promise<Outcome> {
  let file = what;
  if (!existsSync(what)) {
    const hex = what.replace(/^sha256:/, "").toLowerCase();
    if (!/^[0-9a-f]{8,64}$/.test(hex)) throw new CliError(`${what} is neither a file nor a sha256 hash (or a prefix of at least 8 hex digits)`);
    const dirs = [join(opts.world, ".store/nodes/sha256"), join(opts.world, ".store/blobs/sha256")];
    const found = dirs.flatMap((d) => (existsSync(d) ? readdirSync(d).filter((n) => n.startsWith(hex)).map((n) => join(d, n)) : []));
    if (found.length > 1) throw new CliError(`${what} is ambiguous in the store of ${opts.world}: it starts ${found.length} hashes (${found.map((f) => `sha256:${basename(f)}`).join(", ")}); give more digits`, "AIR-HASH-AMBIGUOUS", EXIT.usage);
    file = found[0] ?? "";
    if (!file) throw new CliError(`${what} is not in the store of ${opts.world}`, "AIR-STORE-MISSING", EXIT.invalid);
  }
  if (!statSync(file).isFile()) throw new CliError(`${file} is not a file`);
  const { value, selfDescribed } = decodeCbor(readFileSync(file));
  const json = airCborToJson(value);
  return { exitCode: EXIT.ok, result: { selfDescribed, node: isJsonObject(json) ? json : json }, text: serdeJsonText(json, true) };
}
