/**
 * The AIR world emitter (spec section 18): every definition as canonical
 * CBOR under `.store/nodes/sha256/<hex>`, blobs under `.store/blobs/sha256/`,
 * the manifest (references pinned by hash) as `manifest.air.cbor` and
 * `manifest.air.json`, and `air-profile.json` saying which encoding profile
 * and era the hashes use, so that a reader never guesses. Written atomically.
 */
import { writeDirectoryAtomic } from "../../ir/io/atomic-write.js";
import { sha256Hex } from "../../ir/hash/digest.js";
import { manifestView } from "../../ir/dialects/air/manifest-view.js";
import { AgentcError } from "../../ir/diagnostics/agentc-error.js";
import { toPlain, type JsonObject } from "../../ir/json/value.js";

/** What the emitter needs of a resolved world (passes/air/resolve.ts's ResolvedWorld fits it). */
export interface WorldToEmit {
  era: string;
  profile: string;
  defs: ReadonlyMap<
    string,
    { hash: string; bytes: Uint8Array; builtin: boolean; opaque?: boolean; kind?: string; node?: JsonObject }
  >;
  /** The manifest with its references pinned (AIR v2 worlds are written as this JSON). */
  manifest?: JsonObject;
  manifestBytes?: Uint8Array;
  manifestHash?: string;
}

export class AirEmitError extends AgentcError {
  constructor(message: string) {
    super(message, "AIR-EMIT-NO-MANIFEST");
  }
}

export const PROFILE_FILE = "air-profile.json";

export interface EmittedWorld {
  files: Array<[string, Uint8Array | string]>;
  manifestHash: string;
  nodes: number;
}

export function layoutAirWorld(
  world: WorldToEmit,
  blobs: ReadonlyMap<string, Uint8Array> = new Map(),
  generator = "agentc",
): EmittedWorld {
  if (!world.manifestBytes || !world.manifestHash)
    throw new AirEmitError(
      "an AIR world needs a manifest to be emitted (the world has none, or it names definitions agentc cannot resolve)",
    );
  const files: Array<[string, Uint8Array | string]> = [];
  const seen = new Set<string>();
  for (const d of world.defs.values()) {
    if (d.opaque || d.builtin) continue;
    const hex = d.hash.slice("sha256:".length);
    if (seen.has(hex)) continue;
    seen.add(hex);
    files.push([`.store/nodes/sha256/${hex}`, d.bytes]);
  }
  for (const bytes of blobs.values()) files.push([`.store/blobs/sha256/${sha256Hex(bytes)}`, bytes]);
  files.push(["manifest.air.cbor", world.manifestBytes]);
  files.push(["manifest.air.json", manifestView(world.manifestBytes)]);
  files.push([
    PROFILE_FILE,
    `${JSON.stringify({ profile: world.profile, era: world.era, manifest: world.manifestHash, generator }, null, 2)}\n`,
  ]);
  files.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return { files, manifestHash: world.manifestHash, nodes: seen.size };
}

export function emitAirWorld(
  world: WorldToEmit,
  out: string,
  options: { force?: boolean; blobs?: ReadonlyMap<string, Uint8Array> } = {},
): EmittedWorld {
  const layout = layoutAirWorld(world, options.blobs);
  writeDirectoryAtomic(out, layout.files, { replace: options.force }, [".store/nodes/sha256", ".store/blobs/sha256"]);
  return layout;
}

/** The file each AIR v2 definition kind is authored in (as AgentOS's own worlds lay them out). */
const V2_FILES: Record<string, string> = {
  defschema: "schemas.air.json",
  defmodule: "module.air.json",
  defworkflow: "module.air.json",
  defeffect: "module.air.json",
  defsecret: "secrets.air.json",
};

/**
 * An AIR v2 world as AgentOS authors one (spec section 16: the `air/` directory's JSON): the
 * manifest with its references pinned, and each definition in the file of its kind, in name order;
 * `blobFile` names the file the world's one blob (the instructions) is written to beside them.
 */
export function layoutAirWorldV2(
  world: WorldToEmit,
  blobs: ReadonlyMap<string, Uint8Array> = new Map(),
  blobFile = "instructions.txt",
): EmittedWorld {
  if (!world.manifest || !world.manifestHash)
    throw new AirEmitError(
      "an AIR world needs a manifest to be emitted (the world has none, or it names definitions agentc cannot resolve)",
    );
  const byFile = new Map<string, unknown[]>();
  const defs = [...world.defs.values()].filter((d) => !d.builtin && !d.opaque && d.node && d.kind && V2_FILES[d.kind]);
  for (const d of defs.sort((a, b) => (String(a.node!.name) < String(b.node!.name) ? -1 : 1))) {
    const f = V2_FILES[d.kind!]!;
    byFile.set(f, [...(byFile.get(f) ?? []), toPlain(d.node!)]);
  }
  const json = (v: unknown): string => `${JSON.stringify(v, null, 2)}\n`;
  const files: Array<[string, Uint8Array | string]> = [
    ["manifest.air.json", json(toPlain(world.manifest))],
    ...[...byFile].map(([f, nodes]): [string, string] => [f, json(nodes)]),
  ];
  const [blob] = blobs.values();
  if (blob) files.push([blobFile, blob]);
  files.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return { files, manifestHash: world.manifestHash, nodes: defs.length };
}

/** Writes an AIR v2 world as AgentOS authors one (layoutAirWorldV2), atomically. */
export function emitAirWorldV2(
  world: WorldToEmit,
  out: string,
  options: { force?: boolean; blobs?: ReadonlyMap<string, Uint8Array> } = {},
): EmittedWorld {
  const layout = layoutAirWorldV2(world, options.blobs);
  writeDirectoryAtomic(out, layout.files, { replace: options.force });
  return layout;
}
