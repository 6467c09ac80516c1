/**
 * AIR front-end: JSON text (one node, an array of nodes, or a world directory
 * of `*.air.json`), canonical CBOR nodes (`*.air.cbor`, `.store/nodes`), and
 * an emitted world (`manifest.air.cbor` + `.store/`). Every node keeps where
 * it came from (file, line:col, JSON pointer). Bad input gives diagnostics.
 */
import { readInputFile } from "../../../ir/io/input-file.js";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, basename, dirname } from "node:path";
import { JsonParseError, parseJson } from "../../../ir/json/parse.js";
import { isJsonObject, type Json, type JsonObject } from "../../../ir/json/value.js";
import { decodeCbor, CborDecodeError } from "../../../ir/cbor/decode.js";
import { airCborToJson } from "../../../ir/dialects/air/cbor-json.js";
import { manifestView } from "../../../ir/dialects/air/manifest-view.js";
import { sha256Hex } from "../../../ir/hash/digest.js";
import { rangeOf, type Position } from "../../../ir/json/line-index.js";
import { Diagnostics } from "../../../ir/diagnostics/diagnostic.js";

export interface AirNodeEntry {
  node: JsonObject;
  file: string;
  pointer: string;
  position?: Position;
  /** Every JSON pointer inside the node → position (JSON text only; worked out when first asked for). */
  positions?: PositionLookup;
  /** The bytes it was read from when it came from CBOR. */
  cbor?: Uint8Array;
}

export interface AirWorld {
  root: string;
  nodes: AirNodeEntry[];
  /** Every node as read, in order, manifests included (a file of nodes for `air hash` may hold several). */
  entries?: AirNodeEntry[];
  manifest?: AirNodeEntry;
  /** Nodes and blobs of an emitted world's store, by hash. */
  store: Map<string, AirNodeEntry>;
  blobs: Map<string, Uint8Array>;
  /** The encoding profile an emitted world declares (air-profile.json). */
  profile?: "aos" | "spec";
  diagnostics: Diagnostics;
}

export interface PositionLookup {
  get(pointer: string): Position | undefined;
}

/**
 * Positions of a JSON file's nodes, worked out only when a diagnostic first needs one (a second
 * parse that records them): hashing or validating a file without problems never pays for them,
 * and recording a position for every value of a 10,000-node file is most of reading it.
 */
class LazyFilePositions {
  private perNode: Array<Map<string, Position>> | undefined;
  private whole: Map<string, Position> | undefined;
  constructor(
    private readonly text: string,
    private readonly array: boolean,
    private readonly count: number,
  ) {}
  private load(): void {
    if (this.whole) return;
    this.whole = parseJson(this.text, { positions: true }).positions ?? new Map<string, Position>();
    this.perNode = this.array ? splitPositions(this.whole, this.count) : [this.whole];
  }
  /** A position by the file's own pointer (`/3` is the fourth node of an array file). */
  get(pointer: string): Position | undefined {
    this.load();
    return this.whole?.get(pointer);
  }
  node(i: number): PositionLookup {
    return { get: (p) => (this.load(), this.perNode?.[i]?.get(p)) };
  }
}

function entriesFromJson(file: string, text: string, ds: Diagnostics): AirNodeEntry[] {
  let value: Json;
  let nodePositions: Map<string, Position> | undefined;
  try {
    // Repeated keys are remembered: the reference's typed model refuses a repeated field (ir/dialects/air/reference-model.ts).
    // Where each node is comes with the parse (a few entries): a file with many refused nodes
    // points at each without the second parse that positions inside a node cost.
    ({ value, positions: nodePositions } = parseJson(text, { duplicateKeys: "mark", positions: true, positionsDepth: 1 }));
  } catch (e) {
    if (!(e instanceof JsonParseError)) throw e;
    ds.error("AIR-PARSE", e.reason, { file, line: e.line, col: e.col });
    return [];
  }
  const list = Array.isArray(value) ? value : [value];
  const lazy = new LazyFilePositions(text, Array.isArray(value), list.length);
  const out: AirNodeEntry[] = [];
  list.forEach((n, i) => {
    const pointer = Array.isArray(value) ? `/${i}` : "";
    if (!isJsonObject(n)) {
      ds.error("AIR-SHAPE", "an AIR node must be a JSON object", { file, pointer, ...rangeOf(lazy.get(pointer)) });
      return;
    }
    out.push({
      node: n,
      file,
      pointer,
      position: nodePositions?.get(pointer) ?? lazy.get(pointer),
      positions: lazy.node(i),
    });
  });
  return out;
}

/**
 * The positions of an array of nodes, split per node in one pass (`/3/steps/0` → node 3's
 * `/steps/0`). Scanning every position once per node made a 10,000-node file quadratic.
 */
function splitPositions(positions: Map<string, Position> | undefined, count: number): Array<Map<string, Position>> {
  const out = Array.from({ length: count }, () => new Map<string, Position>());
  for (const [p, pos] of positions ?? []) {
    if (p === "") continue;
    const slash = p.indexOf("/", 1);
    const index = Number(slash < 0 ? p.slice(1) : p.slice(1, slash));
    out[index]?.set(slash < 0 ? "" : p.slice(slash), pos);
  }
  return out;
}

function entryFromCbor(file: string, bytes: Uint8Array, ds: Diagnostics): AirNodeEntry | undefined {
  try {
    const { value } = decodeCbor(bytes);
    const json = airCborToJson(value);
    if (!isJsonObject(json)) {
      ds.error("AIR-SHAPE", "a CBOR AIR node must be a map", { file });
      return undefined;
    }
    return { node: json, file, pointer: "", cbor: bytes };
  } catch (e) {
    if (!(e instanceof CborDecodeError)) throw e;
    ds.error("AIR-CBOR", e.message, { file });
    return undefined;
  }
}

/** Read a file or directory into an AIR world (nothing is resolved or checked here). */
/** An emitted world's manifest.air.json is the JSON view of manifest.air.cbor; a view that says something else misleads whoever reads it. */
function checkManifestView(file: string, manifestCbor: Uint8Array, ds: Diagnostics): void {
  if (existsSync(file) && readFileSync(file, "utf8") !== manifestView(manifestCbor)) {
    ds.error("AIR-MANIFEST-VIEW", "manifest.air.json does not match manifest.air.cbor (change a world with agentc air patch, not by hand)", { file });
  }
}

/** `manifest.air.json` or `manifest.air.cbor` of an emitted world (a `.store/` beside it): the world is its directory. */
export function emittedWorldOf(path: string): string | undefined {
  if (!/^manifest\.air\.(json|cbor)$/.test(basename(path))) return undefined;
  const dir = dirname(path);
  return existsSync(join(dir, ".store", "nodes", "sha256")) && existsSync(join(dir, "manifest.air.cbor")) && statSync(path, { throwIfNoEntry: false })?.isFile() ? dir : undefined;
}

export function readAirWorld(path: string): AirWorld {
  // A world's manifest read on its own (as the quick start shows) resolves the store beside it.
  const dir = emittedWorldOf(path);
  if (dir !== undefined) return readAirWorld(dir);
  const ds = new Diagnostics();
  const world: AirWorld = { root: path, nodes: [], store: new Map(), blobs: new Map(), diagnostics: ds };
  if (!existsSync(path)) {
    ds.error("AIR-IO", `cannot open ${path}: no such file or directory`, { file: path });
    return world;
  }
  const addFile = (file: string): void => {
    const bytes = readInputFile(file);
    if (file.endsWith(".cbor")) {
      const e = entryFromCbor(file, bytes, ds);
      if (e) world.nodes.push(e);
      return;
    }
    const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
    // One push per entry: a spread passes every entry as an argument, and 120,000 overflow the stack.
    for (const e of entriesFromJson(file, text, ds)) world.nodes.push(e);
  };
  if (!statSync(path).isDirectory()) addFile(path);
  else {
    const storeNodes = join(path, ".store", "nodes", "sha256");
    if (existsSync(storeNodes)) {
      for (const hex of readdirSync(storeNodes).sort()) {
        const file = join(storeNodes, hex);
        const bytes = readInputFile(file);
        const actual = sha256Hex(bytes);
        if (actual !== hex) ds.error("AIR-STORE-HASH", `stored node ${hex} hashes to ${actual}`, { file });
        const e = entryFromCbor(file, bytes, ds);
        if (e) world.store.set(`sha256:${hex}`, e);
      }
      const blobs = join(path, ".store", "blobs", "sha256");
      if (existsSync(blobs)) {
        for (const hex of readdirSync(blobs).sort()) {
          const bytes = readFileSync(join(blobs, hex));
          if (sha256Hex(bytes) !== hex) ds.error("AIR-STORE-HASH", `stored blob ${hex} does not match its content`, { file: join(blobs, hex) });
          world.blobs.set(`sha256:${hex}`, bytes);
        }
      }
    }
    const files = readdirSync(path)
      .filter((f) => f.endsWith(".air.json") && !(existsSync(storeNodes) && f === "manifest.air.json"))
      .sort();
    // An emitted world's manifest is its CBOR root; its JSON twin is a view of the same node.
    const root = join(path, "manifest.air.cbor");
    if (existsSync(storeNodes) && existsSync(root)) {
      const bytes = readInputFile(root);
      const e = entryFromCbor(root, bytes, ds);
      if (e) {
        if (e.node.$kind === undefined) e.node.$kind = "manifest"; // later-v1 manifests are stored without $kind
        world.nodes.push(e);
        checkManifestView(join(path, "manifest.air.json"), bytes, ds);
      }
    }
    const profileFile = join(path, "air-profile.json");
    if (existsSync(profileFile)) {
      try {
        const p = (JSON.parse(readFileSync(profileFile, "utf8")) as { profile?: unknown }).profile;
        if (p === "aos" || p === "spec") world.profile = p;
        else ds.warning("AIR-PROFILE", `unknown profile ${JSON.stringify(p)} in air-profile.json; using aos`, { file: profileFile });
      } catch {
        ds.warning("AIR-PROFILE", "air-profile.json is not valid JSON; using aos", { file: profileFile });
      }
    }
    for (const f of files) addFile(join(path, f));
  }
  world.entries = world.nodes;
  const manifests = world.nodes.filter((e) => e.node.$kind === "manifest");
  if (manifests.length > 1) {
    for (const m of manifests.slice(1)) ds.error("AIR-MANIFEST-DUP", "more than one manifest in this world", { file: m.file, pointer: m.pointer, ...m.position });
  }
  world.manifest = manifests[0];
  world.nodes = world.nodes.filter((e) => e.node.$kind !== "manifest");
  if (world.store.size && !world.manifest) ds.error("AIR-MANIFEST-MISSING", `${basename(path)} has a store but no manifest.air.cbor`, { file: path });
  return world;
}
