/**
 * AIR front-end: JSON text (one node, an array of nodes, or a world directory
 * of `*.air.json`), canonical CBOR nodes (`*.air.cbor`, `.store/nodes`), and
 * an emitted world (`manifest.air.cbor` + `.store/`). Every node keeps where
 * it came from (file, line:col, JSON pointer). Bad input gives diagnostics.
 */
import { readInputFile } from "../../../ir/io/input-file.js";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, basename, dirname } from "node:path";
import { JsonParseError, parseJson, parseJsonAt, scanJsonArray } from "../../../ir/json/parse.js";
import { isJsonObject, type Json, type JsonObject } from "../../../ir/json/value.js";
import { decodeCbor, CborDecodeError } from "../../../ir/cbor/decode.js";
import { airCborToJson } from "../../../ir/dialects/air/cbor-json.js";
import { manifestView } from "../../../ir/dialects/air/manifest-view.js";
import { sha256Hex } from "../../../ir/hash/digest.js";
import { LineIndex, rangeOf, type Position } from "../../../ir/json/line-index.js";
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
  manifest?: AirNodeEntry;
  /** Nodes and blobs of an emitted world's store, by hash. */
  store: Map<string, AirNodeEntry>;
  blobs: Map<string, Uint8Array>;
  /** The encoding profile an emitted world declares (air-profile.json). */
  profile?: "aos" | "spec";
  diagnostics: Diagnostics;
  /** Every node as read, in order, manifests included (a file of nodes for `air hash` may hold several). */
  entries?: AirNodeEntry[];
}

export interface PositionLookup {
  get(pointer: string): Position | undefined;
}

/**
 * The nodes of a JSON file as extents of its text, each read again when asked for. A tree of
 * every node of a large file is most of the memory of reading it (1,000,000 nodes took 1 GB);
 * the text, two offsets a node and whichever node is in use take a fraction of that. Positions
 * are worked out node by node when a diagnostic first needs one, by the same reader, so they are
 * those of the whole text.
 */
class JsonFileNodes {
  private lines: LineIndex | undefined;
  /** Nesting of the nodes in the file (1 in an array): the depth limit counts from the document. */
  private readonly depth: number;
  constructor(
    readonly file: string,
    private readonly text: string,
    private readonly starts: Uint32Array,
    private readonly ends: Uint32Array,
    /** Whether the file is an array of nodes (pointers `/i`) or one node (pointer ""). */
    readonly inArray: boolean,
  ) {
    this.depth = inArray ? 1 : 0;
  }
  /** The node read last, kept: the passes ask for a node several times in a row. */
  private last = -1;
  private lastNode: Json = null;
  node(i: number): Json {
    if (i !== this.last) {
      // Repeated keys are remembered: the reference's typed model refuses a repeated field (ir/dialects/air/reference-model.ts).
      this.lastNode = parseJsonAt(this.text, this.starts[i]!, this.ends[i]!, {
        depth: this.depth,
        duplicateKeys: "mark",
      }).value;
      this.last = i;
    }
    return this.lastNode;
  }
  /** Where node `i` starts and ends, from the line index alone: a file with many refused nodes points at each without reading it again. */
  extent(i: number): Position {
    this.lines ??= new LineIndex(this.text);
    const end = this.lines.position(this.ends[i]!);
    return { ...this.lines.position(this.starts[i]!), endLine: end.line, endCol: end.col };
  }
  positions(i: number): Map<string, Position> {
    this.lines ??= new LineIndex(this.text);
    return (
      parseJsonAt(this.text, this.starts[i]!, this.ends[i]!, { positions: true, lines: this.lines, depth: this.depth })
        .positions ?? new Map<string, Position>()
    );
  }
}

/**
 * A node of a JSON file, read from its text when asked for: two reads of `node` give two equal
 * trees, not one (nothing in the AIR passes keeps a node by identity or changes one it read).
 */
class JsonFileEntry implements AirNodeEntry {
  constructor(
    private readonly nodes: JsonFileNodes,
    private readonly index: number,
    /** Its `$kind`, kept because the reader sorts the manifest from the definitions by it. */
    readonly kind: Json | undefined,
  ) {}
  get file(): string {
    return this.nodes.file;
  }
  get node(): JsonObject {
    return this.nodes.node(this.index) as JsonObject;
  }
  get pointer(): string {
    return this.nodes.inArray ? `/${this.index}` : "";
  }
  get position(): Position | undefined {
    return this.nodes.extent(this.index);
  }
  get positions(): PositionLookup {
    let map: Map<string, Position> | undefined;
    return { get: (p) => (map ??= this.nodes.positions(this.index)).get(p) };
  }
}

/** Grows by doubling: the offsets of a file's nodes, whose count is known only at the end. */
class OffsetList {
  data = new Uint32Array(1024);
  length = 0;
  push(v: number): void {
    if (this.length === this.data.length) {
      const next = new Uint32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = v;
  }
  done(): Uint32Array {
    return this.data.slice(0, this.length);
  }
}

function entriesFromJson(file: string, text: string, ds: Diagnostics): AirNodeEntry[] {
  const starts = new OffsetList();
  const ends = new OffsetList();
  const kinds: Array<Json | undefined> = [];
  const notObjects: number[] = [];
  const kindNames = new Map<string, string>();
  let array: boolean;
  try {
    // Each node is checked and let go as it is read; what stays is where it was and its kind.
    array = scanJsonArray(text, (value, start, end) => {
      if (!isJsonObject(value)) notObjects.push(kinds.length);
      starts.push(start);
      ends.push(end);
      const kind = isJsonObject(value) ? value.$kind : undefined;
      // One string per kind (a few), not one per node.
      if (typeof kind === "string") kinds.push(kindNames.get(kind) ?? (kindNames.set(kind, kind), kind));
      else kinds.push(kind);
    });
    if (!array) {
      // One node: read whole (its errors are the document's), then kept as its extent like any other.
      parseJson(text);
      starts.push(text.search(/[^ \t\n\r]/));
      ends.push(text.trimEnd().length);
    }
  } catch (e) {
    if (!(e instanceof JsonParseError)) throw e;
    ds.error("AIR-PARSE", e.reason, { file, line: e.line, col: e.col });
    return [];
  }
  const nodes = new JsonFileNodes(file, text, starts.done(), ends.done(), array);
  if (!array) {
    const value = nodes.node(0);
    if (isJsonObject(value)) return [new JsonFileEntry(nodes, 0, value.$kind)];
    ds.error("AIR-SHAPE", "an AIR node must be a JSON object", {
      file,
      pointer: "",
      ...rangeOf(nodes.positions(0).get("")),
    });
    return [];
  }
  for (const i of notObjects)
    ds.error("AIR-SHAPE", "an AIR node must be a JSON object", {
      file,
      pointer: `/${i}`,
      ...rangeOf(nodes.positions(i).get("")),
    });
  const out: AirNodeEntry[] = [];
  const bad = new Set(notObjects);
  for (let i = 0; i < kinds.length; i++) if (!bad.has(i)) out.push(new JsonFileEntry(nodes, i, kinds[i]));
  return out;
}

/** The node's `$kind` (without reading a JSON file's node again). */
export function kindOf(entry: AirNodeEntry): Json | undefined {
  return entry instanceof JsonFileEntry ? entry.kind : entry.node.$kind;
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
    ds.error(
      "AIR-MANIFEST-VIEW",
      "manifest.air.json does not match manifest.air.cbor (change a world with agentc air patch, not by hand)",
      { file },
    );
  }
}

/** `manifest.air.json` or `manifest.air.cbor` of an emitted world (a `.store/` beside it): the world is its directory. */
export function emittedWorldOf(path: string): string | undefined {
  if (!/^manifest\.air\.(json|cbor)$/.test(basename(path))) return undefined;
  const dir = dirname(path);
  return existsSync(join(dir, ".store", "nodes", "sha256")) &&
    existsSync(join(dir, "manifest.air.cbor")) &&
    statSync(path, { throwIfNoEntry: false })?.isFile()
    ? dir
    : undefined;
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
          if (sha256Hex(bytes) !== hex)
            ds.error("AIR-STORE-HASH", `stored blob ${hex} does not match its content`, { file: join(blobs, hex) });
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
        else
          ds.warning("AIR-PROFILE", `unknown profile ${JSON.stringify(p)} in air-profile.json; using aos`, {
            file: profileFile,
          });
      } catch {
        ds.warning("AIR-PROFILE", "air-profile.json is not valid JSON; using aos", { file: profileFile });
      }
    }
    for (const f of files) addFile(join(path, f));
  }
  world.entries = world.nodes;
  const manifests = world.nodes.filter((e) => kindOf(e) === "manifest");
  if (manifests.length > 1) {
    for (const m of manifests.slice(1))
      ds.error("AIR-MANIFEST-DUP", "more than one manifest in this world", {
        file: m.file,
        pointer: m.pointer,
        ...m.position,
      });
  }
  world.manifest = manifests[0];
  world.nodes = world.nodes.filter((e) => kindOf(e) !== "manifest");
  if (world.store.size && !world.manifest)
    ds.error("AIR-MANIFEST-MISSING", `${basename(path)} has a store but no manifest.air.cbor`, { file: path });
  return world;
}
