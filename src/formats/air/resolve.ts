/**
 * Name and hash resolution of an AIR world: definitions by kind and name
 * (world files, the store, the built-ins), their hashes in the chosen
 * profile, and the manifest with every reference's hash filled in and
 * checked. Later-v1 spellings are reported (info), not rejected.
 */
import { emptyObject, isJsonObject, type Json, type JsonObject } from "../../../ir/json/value.js";
import type { DiagnosticInit } from "../../../ir/diagnostics/diagnostic.js";
import { Diagnostics } from "../../../ir/diagnostics/diagnostic.js";
import type { AirNodeEntry, AirWorld } from "./read-world.js";
import { hashNode, type AirProfile } from "../../../ir/dialects/air/node-hash.js";
import { eraOf, type AirEra } from "../../../ir/dialects/air/typed-node.js";
import { BUILTINS, builtinHash } from "../../../ir/dialects/air/builtins.js";
import {
  HASH_PATTERN,
  LATER_DEF_KINDS,
  MANIFEST_LISTS,
  NAME_PATTERN,
  ZERO_HASH_REF,
} from "../../../ir/dialects/air/constants.js";
import { rangeOf } from "../../../ir/json/line-index.js";
import { note } from "../../../ir/diagnostics/location.js";

export interface ResolvedDef {
  kind: string;
  name: string;
  node: JsonObject;
  hash: string;
  bytes: Uint8Array;
  entry?: AirNodeEntry;
  builtin: boolean;
  /** A later-v1 built-in the manifest names but agentc does not know: no hash, no shape. */
  opaque?: boolean;
}

export interface ResolvedWorld {
  era: AirEra;
  profile: AirProfile;
  defs: Map<string, ResolvedDef>;
  /** The manifest with every reference hash filled in (undefined when there is none). */
  manifest?: JsonObject;
  manifestHash?: string;
  manifestBytes?: Uint8Array;
  /** Hashes present in an emitted world's store (undefined for source worlds). */
  storeHashes?: Set<string>;
}

/**
 * A definition read from the world: its kind and name, and where it was. Its node is its entry's
 * (read again from a JSON file's text when asked for), its hash is computed when first asked for
 * (a world with no manifest may ask for none) and its canonical bytes whenever asked for (only
 * emitting a world writes them): kept for every definition, each was a copy of a large world.
 */
class WorldDef implements ResolvedDef {
  private memo: string | undefined;
  constructor(
    /** `kind:name`, the definition's key in the world (its name is read from it). */
    private readonly key: string,
    readonly kind: string,
    readonly entry: AirNodeEntry,
    private readonly world: { profile: AirProfile; era: AirEra },
  ) {}
  get builtin(): false {
    return false;
  }
  get name(): string {
    return this.key.slice(this.kind.length + 1);
  }
  get node(): JsonObject {
    return this.entry.node;
  }
  get hash(): string {
    return (this.memo ??= hashNode(this.node, this.world.profile, this.world.era).hash);
  }
  get bytes(): Uint8Array {
    return hashNode(this.node, this.world.profile, this.world.era).bytes;
  }
}

/** One string per definition kind, however many nodes spell it: a million copies of "defschema" are 24 MB. */
const KINDS = new Map<string, string>();
function internKind(kind: string): string {
  const known = KINDS.get(kind);
  if (known !== undefined) return known;
  if (KINDS.size < 64) KINDS.set(kind, kind);
  return kind;
}

export function where(entry: AirNodeEntry | undefined, pointer = ""): DiagnosticInit {
  if (!entry) return {};
  const pos = entry.positions?.get(pointer) ?? entry.position;
  const node = airEntryNode(entry);
  return { file: entry.file, pointer: `${entry.pointer}${pointer}`, ...rangeOf(pos), ...(node ? { node } : {}) };
}

/** The graph node id of a definition (`air:<kind>:<name>`), as air.read and loadAirGraph name it. */
export function airNodeId(kind: string, name: string): string {
  return `air:${kind}:${name}`;
}

/** The graph node an entry is read into (air.read's rule: definitions and the manifest), if any. */
export function airEntryNode(entry: AirNodeEntry): string | undefined {
  const kind = entry.node.$kind;
  if (typeof kind !== "string" || !/^(def\w+|manifest)$/.test(kind)) return undefined;
  if (kind === "manifest") return "air:manifest";
  return airNodeId(kind, typeof entry.node.name === "string" ? entry.node.name : entry.pointer);
}

export function defKey(kind: string, name: string): string {
  return `${kind}:${name}`;
}

/** Is `name` a definition of `kind`? In a later-v1 world every `sys/` name is one of the reference's built-ins. */
export function hasDef(world: ResolvedWorld, kind: string, name: unknown): boolean {
  return (
    typeof name === "string" &&
    (world.defs.has(defKey(kind, name)) || (world.era === "v1mid" && name.startsWith("sys/")))
  );
}

export function resolveWorld(world: AirWorld, profile: AirProfile, ds: Diagnostics): ResolvedWorld {
  const era: AirEra = world.manifest && isJsonObject(world.manifest.node) ? eraOf(world.manifest.node) : "v1early";
  const r: ResolvedWorld = { era, profile, defs: new Map() };
  if (world.store.size) r.storeHashes = new Set(world.store.keys());
  if (era === "v1mid")
    ds.info(
      "AIR-LATER-V1",
      "later-v1 world (manifest has air_version): read with the later-v1 typed rules",
      where(world.manifest, "/air_version"),
    );

  for (const b of BUILTINS) {
    const kind = b.$kind as string;
    const name = b.name as string;
    r.defs.set(defKey(kind, name), {
      kind,
      name,
      node: b,
      hash: builtinHash(b, profile),
      bytes: new Uint8Array(),
      builtin: true,
    });
  }
  const all = [...world.nodes, ...[...world.store.values()].filter((e) => e.node.$kind !== "manifest")];
  for (const entry of all) {
    const { node } = entry;
    const kind = node.$kind;
    const name = node.name;
    if (typeof kind !== "string" || typeof name !== "string") continue; // reported by the shape pass
    if (!NAME_PATTERN.test(name))
      ds.error(
        "AIR-NAME",
        `${kind} name ${JSON.stringify(name)} is not of the form namespace/name@version`,
        where(entry, "/name"),
      );
    if ((LATER_DEF_KINDS as readonly string[]).includes(kind))
      ds.info("AIR-LATER-V1", `${kind} ${name} is a later-v1 definition kind`, where(entry));
    if (kind === "defmodule" && node.wasm_hash === undefined)
      ds.info(
        "AIR-LATER-V1",
        `defmodule ${name} has no wasm_hash; hashed with the zero hash as the later-v1 loader does`,
        where(entry),
      );
    const key = defKey(kind, name);
    // A definition of the world seen before under this key (a world's own replaces a built-in).
    const previous = r.defs.get(key);
    if (previous && !previous.builtin) {
      // The same definition again (e.g. a world file and its store copy) is fine; a different one is not.
      if (previous.hash !== hashNode(node, profile, era).hash) {
        const first = previous.entry!;
        ds.error(
          "AIR-NAME-DUP",
          `${kind} ${name} is defined more than once (first at ${first.file}${first.position ? `:${first.position.line}` : ""})`,
          { ...where(entry, "/name"), notes: [note(`${kind} ${name} is first defined here`, where(first, "/name"))] },
        );
      }
      continue;
    }
    // The key joined, not concatenated: a concatenated key used in a map is kept twice (the
    // concatenation and its flattened copy), 20 bytes a definition.
    const stored = [kind, name].join(":");
    r.defs.set(stored, new WorldDef(stored, internKind(kind), entry, r));
  }
  if (world.manifest && era === "v1mid") addLaterBuiltins(world.manifest, r, ds);
  if (world.manifest) resolveManifest(world.manifest, r, ds);
  return r;
}

/**
 * A later-v1 manifest names the reference's built-ins of that time (e.g.
 * `sys/TimerFired@1`) without defining them. agentc does not carry that
 * table, so they resolve as opaque built-ins: names check, hashes stay
 * unpinned (reported once per name).
 */
function addLaterBuiltins(entry: AirNodeEntry, r: ResolvedWorld, ds: Diagnostics): void {
  for (const [kind, list] of Object.entries(MANIFEST_LISTS)) {
    const refs = entry.node[list];
    if (!Array.isArray(refs)) continue;
    refs.forEach((ref, i) => {
      if (
        !isJsonObject(ref) ||
        typeof ref.name !== "string" ||
        !ref.name.startsWith("sys/") ||
        r.defs.has(defKey(kind, ref.name))
      )
        return;
      const node = emptyObject();
      node.$kind = kind;
      node.name = ref.name;
      r.defs.set(defKey(kind, ref.name), {
        kind,
        name: ref.name,
        node,
        hash: "",
        bytes: new Uint8Array(),
        builtin: true,
        opaque: true,
      });
      ds.info(
        "AIR-LATER-BUILTIN",
        `${kind} ${ref.name} is a later-v1 built-in that agentc does not carry; it is accepted by name and left unpinned`,
        where(entry, `/${list}/${i}`),
      );
    });
  }
}

/**
 * A manifest list (AIR v1 or v2) that names a definition twice: AIR-NAME-DUP at the second listing,
 * with a note at the first. `seen` holds each name's first index in this list.
 */
export function checkListedOnce(
  ds: Diagnostics,
  entry: AirNodeEntry,
  list: string,
  kind: string,
  name: string,
  i: number,
  seen: Map<string, number>,
): void {
  const first = seen.get(name);
  if (first === undefined) {
    seen.set(name, i);
    return;
  }
  ds.error("AIR-NAME-DUP", `manifest lists ${kind} ${name} twice`, {
    ...where(entry, `/${list}/${i}`),
    notes: [note(`${name} is first listed here`, where(entry, `/${list}/${first}`))],
  });
}

function resolveManifest(entry: AirNodeEntry, r: ResolvedWorld, ds: Diagnostics): void {
  const m = Object.assign(emptyObject(), entry.node);
  for (const [kind, list] of Object.entries(MANIFEST_LISTS)) {
    const refs = m[list];
    if (refs === undefined) continue;
    if (!Array.isArray(refs)) continue; // shape pass
    const names = new Map<string, number>();
    m[list] = refs.map((ref, i): Json => {
      if (!isJsonObject(ref) || typeof ref.name !== "string") return ref;
      const pointer = `/${list}/${i}`;
      checkListedOnce(ds, entry, list, kind, ref.name, i, names);
      const def = r.defs.get(defKey(kind, ref.name));
      const out = Object.assign(emptyObject(), ref);
      if (typeof ref.hash === "string" && !HASH_PATTERN.test(ref.hash))
        ds.error("AIR-HASH", `${JSON.stringify(ref.hash)} is not sha256:<64 hex>`, where(entry, `${pointer}/hash`));
      if (!def) {
        ds.error(
          "AIR-REF-MISSING",
          `manifest lists ${kind} ${ref.name}, which is not defined in this world`,
          where(entry, pointer),
        );
        return out;
      }
      if (def.opaque) return out;
      if (r.storeHashes && typeof ref.hash === "string" && def.builtin && !r.storeHashes.has(ref.hash)) {
        // agentc's own worlds before issue 35: valid by the text, but the AgentOS v1 loader reads every reference from the store.
        ds.warning(
          "AIR-STORE-BUILTIN",
          `manifest pins built-in ${kind} ${ref.name} to ${ref.hash}, which is not in the store: the AgentOS v1 store loader reads every manifest reference from .store/ (as a $kind-tagged node), so it will not load this world; convert the agent again`,
          where(entry, `${pointer}/hash`),
        );
      }
      if (r.storeHashes && typeof ref.hash === "string" && !def.builtin && !r.storeHashes.has(ref.hash)) {
        ds.error(
          "AIR-STORE-MISSING",
          `manifest pins ${kind} ${ref.name} to ${ref.hash}, which is not in the store`,
          where(entry, `${pointer}/hash`),
        );
      }
      if (typeof ref.hash === "string" && ref.hash !== def.hash && ref.hash !== ZERO_HASH_REF) {
        ds.error(
          "AIR-REF-HASH",
          `manifest pins ${kind} ${ref.name} to ${ref.hash}, but the definition hashes to ${def.hash}`,
          where(entry, `${pointer}/hash`),
        );
      }
      if (ref.hash === undefined) out.hash = def.hash;
      return out;
    });
  }
  for (const def of r.defs.values()) {
    if (def.builtin || !def.entry) continue;
    const list = MANIFEST_LISTS[def.kind];
    const refs = list ? m[list] : undefined;
    if (Array.isArray(refs) && !refs.some((x) => isJsonObject(x) && x.name === def.name)) {
      ds.warning(
        "AIR-UNLISTED",
        `${def.kind} ${def.name} is defined but not listed in the manifest`,
        where(def.entry, "/name"),
      );
    }
  }
  r.manifest = m;
  const { hash, bytes } = hashNode(m, r.profile, r.era);
  r.manifestHash = hash;
  r.manifestBytes = bytes;
}
