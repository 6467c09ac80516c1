/** `agentc air …`: validate, hash, build, patch, diff, cat. */
import { existsSync, readdirSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import { buildAir, decodeAirNode, diffAir, hashAir, patchAir, validateAirWorld, type AirProfile } from "../../api.js";
import { EXIT, type CliContext, type Outcome } from "../context.js";
import { CliError } from "../errors.js";
import { plural } from "../../../ir/diagnostics/render.js";

const PROFILE_NAMES: Record<AirProfile, string> = {
  aos: "canonical CBOR as AgentOS hashes it",
  spec: "canonical CBOR of the AIR v1 specification",
};

function profileOf(p: string | undefined): AirProfile {
  if (p === undefined || p === "aos" || p === "spec") return p ?? "aos";
  throw new CliError(`--profile must be aos or spec, not ${p}`);
}

export async function validate(ctx: CliContext, path: string, opts: { profile?: string }): Promise<Outcome> {
  const v = await validateAirWorld(path, {
    profile: opts.profile ? profileOf(opts.profile) : undefined,
    afterEach: ctx.afterEach,
  });
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
      // The info notes (how the world was read); errors and warnings are the outcome's own diagnostics.
      info: v.diagnostics.filter((d) => d.severity === "info"),
    },
    text: `${path}: ${v.ok ? "valid" : "INVALID"} AIR ${v.resolved.era === "v2" ? `v2 (${plural(defs.length, "definition")})` : `(${v.resolved.era}, profile ${v.resolved.profile}, ${plural(defs.length, "definition")})`}${v.resolved.manifestHash ? `\nmanifest ${v.resolved.manifestHash}` : ""}`,
  };
}

export async function hash(ctx: CliContext, file: string, opts: { profile?: string }): Promise<Outcome> {
  const profile = profileOf(opts.profile);
  const { version, rows, diagnostics } = await hashAir(file, profile);
  // Stdout stays one `hash  name` line per node (for scripts); which encoding made the hashes goes to stderr.
  if (!ctx.json)
    ctx.err(
      version === "2"
        ? "air hash: AIR v2 (canonical CBOR of the full node, $kind included)"
        : `air hash: encoding profile ${profile} (${PROFILE_NAMES[profile]})`,
    );
  // Each row is made as it is printed, so a file of 1,000,000 nodes is hashed in the memory of its text.
  const printed = function* () {
    for (const r of rows()) yield { line: `${r.hash}  ${r.name}`, value: r };
  };
  return {
    exitCode: diagnostics.some((d) => d.severity === "error") ? EXIT.invalid : EXIT.ok,
    diagnostics,
    rows: printed,
  };
}

export async function build(
  _ctx: CliContext,
  dir: string,
  opts: { output: string; profile?: string; force?: boolean },
): Promise<Outcome> {
  const r = await buildAir(dir, {
    output: opts.output,
    profile: opts.profile ? profileOf(opts.profile) : undefined,
    force: opts.force,
  });
  if (!("world" in r))
    return { exitCode: EXIT.invalid, diagnostics: r.diagnostics, text: "not built: the world does not validate" };
  return {
    exitCode: r.ok ? EXIT.ok : EXIT.invalid,
    diagnostics: r.diagnostics,
    result: { world: r.world, manifest: r.manifest, nodes: r.nodes },
    text: `built ${r.world}: ${r.nodes} nodes, manifest ${r.manifest}; every stored node re-verified`,
  };
}

export async function patch(
  _ctx: CliContext,
  world: string,
  patchFile: string,
  opts: { output?: string; inPlace?: boolean; force?: boolean },
): Promise<Outcome> {
  const r = await patchAir(world, patchFile, opts);
  if (!r.ok)
    return {
      exitCode: EXIT.invalid,
      diagnostics: r.diagnostics,
      text:
        r.reason === "patch rejected"
          ? "patch rejected; nothing was written"
          : "the world does not validate; fix it before patching",
    };
  return {
    exitCode: EXIT.ok,
    diagnostics: r.diagnostics,
    result: { world: r.world, manifest: r.manifest },
    text: `patched ${r.world}: manifest ${r.before} → ${r.manifest}`,
  };
}

export async function diff(_ctx: CliContext, a: string, b: string, opts: { output?: string }): Promise<Outcome> {
  const r = await diffAir(a, b, opts);
  if (!r.ok) return { exitCode: EXIT.invalid, diagnostics: r.diagnostics, result: null, text: `no patch: ${r.reason}` };
  return {
    exitCode: EXIT.ok,
    diagnostics: r.diagnostics,
    result: r.patch,
    text: opts.output ? `wrote ${opts.output} (${(r.patch.patches as unknown[]).length} operations)` : r.text,
  };
}

export async function cat(_ctx: CliContext, what: string, opts: { world: string }): Promise<Outcome> {
  let file = what;
  if (!existsSync(what)) {
    const hex = what.replace(/^sha256:/, "").toLowerCase();
    if (!/^[0-9a-f]{8,64}$/.test(hex))
      throw new CliError(`${what} is neither a file nor a sha256 hash (or a prefix of at least 8 hex digits)`);
    const dirs = [join(opts.world, ".store/nodes/sha256"), join(opts.world, ".store/blobs/sha256")];
    const found = dirs.flatMap((d) =>
      existsSync(d)
        ? readdirSync(d)
            .filter((n) => n.startsWith(hex))
            .map((n) => join(d, n))
        : [],
    );
    if (found.length > 1)
      throw new CliError(
        `${what} is ambiguous in the store of ${opts.world}: it starts ${found.length} hashes (${found.map((f) => `sha256:${basename(f)}`).join(", ")}); give more digits`,
        "AIR-HASH-AMBIGUOUS",
        EXIT.usage,
      );
    file = found[0] ?? "";
    if (!file) throw new CliError(`${what} is not in the store of ${opts.world}`, "AIR-STORE-MISSING", EXIT.invalid);
  }
  if (!statSync(file).isFile()) throw new CliError(`${file} is not a file`);
  const { node, selfDescribed, text } = await decodeAirNode(file);
  return { exitCode: EXIT.ok, result: { selfDescribed, node }, text };
}
