/**
 * AIR in the pipeline: read a world (JSON files, an emitted store) into
 * `air.*` nodes, validate it (shape, names and hashes, plan DAGs, caps,
 * policies), lower the core agent to a world, and write the emitted layout
 * (canonical CBOR nodes by hash, the manifest, the profile) in memory.
 */
import { basename } from "node:path";
import type { NodeKind } from "../../../ir/graph/graph.js";
import type { JsonObject } from "../../../ir/json/value.js";
import { sha256Hex } from "../../../ir/hash/digest.js";
import { decodeCbor } from "../../../ir/cbor/decode.js";
import { directoryOf } from "../../../ir/io/output-files.js";
import { coreAgentOf } from "../../../ir/dialects/core/agent.js";
import { readAirWorld, type AirWorld } from "./read-world.js";
import { worldFromGraph } from "./world-from-graph.js";
import { validateAir } from "./validate-world.js";
import type { ResolvedWorld } from "./resolve.js";
import { lowerToAir } from "./lower.js";
import { ledgerCoreExtras } from "../core/extensions.js";
import { lowerToAirV2 } from "./lower-v2.js";
import { upgradeV1ToV2 } from "./upgrade-v2.js";
import { Diagnostics } from "../../../ir/diagnostics/diagnostic.js";
import { AgentcError } from "../../../ir/diagnostics/agentc-error.js";
import { layoutAirWorld, layoutAirWorldV2, PROFILE_FILE } from "../../../emitters/air/world.js";
import { ROUNDTRIP_VERIFIED, stateKey, type PassContext, noCoreAgent } from "../pass.js";
import type { Format } from "../format.js";
import { detectFormat } from "../detect.js";
import { AIR_MANIFEST_NODE as MANIFEST, airNodeId, isAirKind } from "./load-graph.js";
import { rangeOf } from "../../../ir/json/line-index.js";

const WORLD = stateKey<AirWorld>("air.world");
const RESOLVED = stateKey<ResolvedWorld>("air.resolved");
const BLOBS = stateKey<Map<string, Uint8Array>>("air.blobs");
const STORE_DIRS = [".store/nodes/sha256", ".store/blobs/sha256"];
const UPGRADE = stateKey<boolean>("air.upgrade-v2");

/** A v1 world as AIR v2 (upgrade-v2.ts), validated as v2 before anything is written. */
function upgradedV2(ctx: PassContext): ResolvedWorld {
  const up = upgradeV1ToV2(resolvedOf(ctx), ctx.ledger);
  const entries = up.nodes.map((node) => ({ node, file: "<converted>", pointer: `#${String(node.name)}` }));
  const world: AirWorld = {
    root: "<converted>",
    nodes: entries,
    manifest: { node: up.manifest, file: "<converted>", pointer: "#manifest" },
    store: new Map(),
    blobs: new Map(),
    diagnostics: new Diagnostics(),
  };
  const v = validateAir(world);
  const errors = v.diagnostics.filter((d) => d.severity === "error");
  if (errors.length)
    throw new AgentcError(
      `the AIR v2 world made from this v1 world does not validate: ${errors
        .slice(0, 3)
        .map((d) => `${d.code}: ${d.message}`)
        .join("; ")}`,
      "AIR-VERSION",
    );
  return v.resolved;
}

/** The manifest `lists` every definition of the world. */
function listDefinitions(ctx: PassContext): void {
  if (!ctx.graph.has(MANIFEST)) return;
  for (const n of ctx.graph.dialectNodes("air")) if (n.id !== MANIFEST) ctx.graph.connect(MANIFEST, n.id, "lists");
}

/** The world the graph's air nodes make (as read, or as lowered: then built from the nodes). */
function worldOf(ctx: PassContext): AirWorld {
  const read = ctx.state.get(WORLD);
  if (read) return read;
  const world = worldFromGraph(ctx.graph, "<converted>");
  world.root = ctx.output ?? "<converted>";
  world.blobs = ctx.state.get(BLOBS) ?? new Map();
  return world;
}

/**
 * The world as air.validate resolved it. The verifier runs after the read or the lowering (the pass
 * manager's verify-each); a pipeline run without verifiers (verifyEach: false, benchmarks) resolves it here.
 */
export function resolvedOf(ctx: PassContext): ResolvedWorld {
  if (!ctx.state.has(RESOLVED)) validate.run(ctx);
  return ctx.state.required(RESOLVED);
}

/** The world a run read (air.read), when it read one. */
export function worldReadBy(ctx: PassContext): AirWorld | undefined {
  return ctx.state.get(WORLD);
}

const validate = {
  name: "air.validate",
  dialect: "air",
  kind: "verify" as const,
  description: "shape, names and hashes, plan DAG acyclicity and references, caps, policies, manifest links",
  run(ctx: PassContext) {
    const v = validateAir(worldOf(ctx), { profile: ctx.options.profile, readReported: ctx.state.has(WORLD) });
    ctx.state.set(RESOLVED, v.resolved);
    // A world read for an AIR → AIR conversion keeps its version; a v1 world asked for v2 is upgraded by
    // the writer (upgrade-v2.ts); a v2 world cannot go back to v1.
    const asked = ctx.options.airVersion;
    if (ctx.state.has(WORLD) && ctx.target === "air" && asked === "2" && v.resolved.era !== "v2")
      ctx.state.set(UPGRADE, true);
    if (ctx.state.has(WORLD) && ctx.target === "air" && asked === "1" && v.resolved.era === "v2") {
      const is = "2";
      return [
        ...v.diagnostics,
        {
          code: "AIR-VERSION" as const,
          severity: "error" as const,
          message: `the world is AIR v${is} and the conversion asks for v${asked}: agentc does not convert a world between AIR versions (yet); convert the agent it came from with --air-version ${asked}, or give --air-version ${is}`,
        },
      ];
    }
    return v.diagnostics;
  },
};

export const airFormat: Format = {
  name: "air",
  dialect: "air",
  description: "AgentOS AIR v1 world: JSON nodes and canonical CBOR, content-addressed by sha256",
  detect: (path) => detectFormat(path) === "air",
  read: {
    name: "air.read",
    dialect: "air",
    kind: "read",
    description: "read a world's JSON files or emitted store into air.* nodes",
    run(ctx) {
      const world = readAirWorld(ctx.input);
      ctx.state.set(WORLD, world);
      ctx.state.set(BLOBS, world.blobs);
      for (const e of [...world.nodes, ...world.store.values(), ...(world.manifest ? [world.manifest] : [])]) {
        const kind = typeof e.node.$kind === "string" ? e.node.$kind : "unknown";
        const name = typeof e.node.name === "string" ? e.node.name : e.pointer;
        const id = kind === "manifest" ? MANIFEST : airNodeId(kind, name);
        // A `$kind` the air dialect does not register is the validator's to report (AIR-SHAPE); the graph holds only kinds it knows.
        if (ctx.graph.has(id) || !isAirKind(kind)) continue;
        ctx.graph.add({
          id,
          kind: `air.${kind}` as NodeKind,
          attrs: e.node,
          origin: { file: e.file, pointer: e.pointer, ...rangeOf(e.position) },
        });
      }
      listDefinitions(ctx);
      for (const bytes of world.blobs.values()) ctx.graph.blobs.put(bytes);
      return world.diagnostics.all;
    },
  },
  verify: [validate],
  verifyTarget: [validate],
  lower: {
    name: "air.lower",
    dialect: "air",
    kind: "lower",
    description: "core agent → defschemas, the respond plan, capability grants, a policy and the manifest",
    run(ctx) {
      const core = coreAgentOf(ctx.graph);
      if (!core) return noCoreAgent("there is no agent to lower to AIR (the source holds rules, not an agent)");
      // AIR v2 by default, the version AgentOS loads; v1 when asked for, or implied by a v1 encoding profile.
      const v1 =
        ctx.options.airVersion === "1" || (ctx.options.airVersion === undefined && ctx.options.profile !== undefined);
      const low = v1 ? lowerToAir(core, ctx.ledger, ctx.input) : lowerToAirV2(core, ctx.ledger, ctx.input);
      // AIR drops whole MCP servers (the lowering ledgers each); the agent's x- sections too.
      ledgerCoreExtras(core, ctx.ledger, "air", ctx.input, { servers: true });
      // …and names each server's args and env under it, so a search for what became of them finds them (issue 33).
      core.mcpServers.forEach((m, i) => {
        for (const k of [...(m.args ? ["args"] : []), ...(m.env ? ["env"] : [])])
          ctx.ledger.record({
            pointer: `/mcp/servers/${i}/${k}`,
            file: ctx.input,
            target: "air",
            reason: `AIR has no process effect, so the MCP server ${m.name}'s ${k} have no equivalent`,
          });
      });
      for (const n of low.nodes)
        ctx.graph.add({
          id: airNodeId(String(n.$kind), String(n.name)),
          kind: `air.${String(n.$kind)}` as NodeKind,
          attrs: n,
          origin: { file: "<converted>", pointer: `#${String(n.name)}` },
        });
      ctx.graph.add({
        id: MANIFEST,
        kind: "air.manifest",
        attrs: low.manifest,
        origin: { file: "<converted>", pointer: "#manifest" },
      });
      listDefinitions(ctx);
      for (const bytes of low.blobs.values()) ctx.graph.blobs.put(bytes);
      ctx.state.set(BLOBS, low.blobs);
      return [];
    },
  },
  write: {
    name: "air.write",
    description: "the emitted world: .store nodes by hash, manifest.air.cbor and .json, air-profile.json",
    run(ctx) {
      const world = resolvedOf(ctx);
      const resolved = ctx.state.get(UPGRADE) ? upgradedV2(ctx) : world;
      const blobs = ctx.state.get(BLOBS) ?? new Map();
      // An AIR v2 world is written as AgentOS authors one (JSON definitions and the pinned manifest).
      if (resolved.era === "v2") return directoryOf(layoutAirWorldV2(resolved, blobs).files);
      const layout = layoutAirWorld(resolved, blobs);
      return directoryOf(layout.files, STORE_DIRS);
    },
  },
  checkOutput: [
    {
      name: "air.store-hashes",
      description: "every stored node and blob hashes to its name",
      run: (out) =>
        out.files
          .filter(([rel, data]) => rel.startsWith(".store/") && basename(rel) !== sha256Hex(data))
          .map(([rel]) => ({
            code: "AIR-HASH",
            severity: "error" as const,
            message: `${rel} does not hash to its name`,
          })),
    },
  ],
  core: { lowers: ["agent"] },
  loses: {
    lower:
      "agent metadata, API descriptions and paths beyond a prefix, MCP servers (no process effect), memory settings beyond namespaces, skill descriptions, rate limits, x- sections",
  },
  outputSuffix: () => ".air",
  summarize(ctx, diagnostics) {
    const r = resolvedOf(ctx);
    const defs = [...r.defs.values()].filter((d) => !d.builtin).length;
    const ok = !diagnostics.some((d) => d.severity === "error");
    return {
      result: { era: r.era, profile: r.profile, definitions: defs, manifest: r.manifestHash ?? null },
      summary: `AIR world (${r.era}, ${defs} definitions): ${ok ? "valid" : "INVALID"}${r.manifestHash ? `, manifest ${r.manifestHash}` : ""}`,
    };
  },
  async roundtrip(ctx) {
    const before = resolvedOf(ctx);
    if (ctx.state.get(ROUNDTRIP_VERIFIED) === false || !before.manifest)
      return { differences: ["the world does not validate (or has no manifest)"], diagnostics: [] };
    const out = airFormat.write!.run(ctx) as ReturnType<typeof directoryOf>;
    const files = new Map(out.files);
    const differences: string[] = [];
    if (before.era === "v2") {
      // An AIR v2 world is its JSON: the written manifest and definitions hash as before.
      const { hashNodeV2 } = await import("../../../ir/dialects/air/v2.js");
      const { parseJson } = await import("../../../ir/json/parse.js");
      const text = (name: string): string | undefined =>
        files.has(name) ? Buffer.from(files.get(name)!).toString("utf8") : undefined;
      const manifest = text("manifest.air.json");
      const again = manifest === undefined ? undefined : hashNodeV2(parseJson(manifest).value).hash;
      if (again !== before.manifestHash) differences.push(`manifest ${before.manifestHash} → ${again ?? "missing"}`);
      const written = new Map<string, string>();
      for (const f of ["schemas.air.json", "module.air.json", "secrets.air.json"]) {
        const t = text(f);
        for (const node of t === undefined ? [] : (parseJson(t).value as JsonObject[]))
          written.set(`${String(node.$kind)}:${String(node.name)}`, hashNodeV2(node).hash);
      }
      for (const d of before.defs.values()) {
        if (d.builtin || d.opaque) continue;
        const h = written.get(`${d.kind}:${d.name}`);
        if (h !== d.hash) differences.push(`${d.kind} ${d.name}: ${d.hash} → ${h ?? "missing"}`);
      }
      return { differences, diagnostics: [] };
    }
    const manifestBytes = files.get("manifest.air.cbor");
    if (!manifestBytes || `sha256:${sha256Hex(manifestBytes)}` !== before.manifestHash)
      differences.push(
        `manifest ${before.manifestHash} → ${manifestBytes ? `sha256:${sha256Hex(manifestBytes)}` : "missing"}`,
      );
    for (const d of before.defs.values()) {
      if (d.builtin || d.opaque) continue;
      const stored = files.get(`.store/nodes/sha256/${d.hash.slice("sha256:".length)}`);
      if (!stored) differences.push(`${d.kind} ${d.name}: ${d.hash} → missing`);
      else if (`sha256:${sha256Hex(stored)}` !== d.hash)
        differences.push(`${d.kind} ${d.name}: ${d.hash} → sha256:${sha256Hex(stored)}`);
      else decodeCbor(stored);
    }
    if (!files.has(PROFILE_FILE)) differences.push(`${PROFILE_FILE} is missing`);
    return { differences, diagnostics: [] };
  },
};
