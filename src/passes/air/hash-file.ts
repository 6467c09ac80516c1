/**
 * `agentc air hash`'s work, apart from the command line (the error-path bench measures it): every
 * node of a file or world hashed by its version's rule. AIR v2: canonical CBOR of the full node.
 * Seed-era v1 in the `aos` profile: what the AgentOS reference's typed model accepts, hashed as it
 * hashes it, the rest refused node by node (typed-checks.ts `referenceOutcome`). Later v1 and the
 * `spec` profile: agentc's typed projection after its shape and range checks.
 */
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { hashNode, hashTypedNode, type AirProfile } from "../../../ir/dialects/air/node-hash.js";
import { eraOf } from "../../../ir/dialects/air/typed-node.js";
import { hashNodeV2, isAirV2Manifest } from "../../../ir/dialects/air/v2.js";
import type { AirNodeEntry, AirWorld } from "../../readers/air/read-world.js";
import { referenceOutcome, typedNodeProblems } from "./typed-checks.js";

export interface HashedRow {
  name: string;
  kind: string;
  hash: string;
  profile?: AirProfile;
  airVersion?: "2";
}

export interface HashedFile {
  /** "2" for AIR v2; else the v1 profile the hashes are in. */
  version: "1" | "2";
  rows: HashedRow[];
  diagnostics: Diagnostic[];
}

const nameOf = (e: AirNodeEntry): string => (typeof e.node.name === "string" ? e.node.name : String(e.node.$kind));

export function hashAirWorld(world: AirWorld, profile: AirProfile): HashedFile {
  const entries = [...world.nodes, ...(world.manifest ? [world.manifest] : [])];
  // AIR v2 (a manifest with air_version "2", or v2-only kinds): every node by v2's identity rule.
  if (world.manifest ? isAirV2Manifest(world.manifest.node) : entries.some((e) => ["defworkflow", "defeffect", "defsecret"].includes(String(e.node.$kind)))) {
    const rows = entries.map((e): HashedRow => ({ name: nameOf(e), kind: String(e.node.$kind), hash: hashNodeV2(e.node).hash, airVersion: "2" }));
    return { version: "2", rows, diagnostics: [...world.diagnostics.all] };
  }
  const later = entries.some((e) => e.node.$kind === "manifest" && eraOf(e.node) === "v1mid");
  if (profile === "aos" && !later) {
    // In file order, every manifest of a file of nodes included: a file of nodes is not a world,
    // and several manifests in it are several nodes to hash (so no AIR-MANIFEST-DUP here).
    const nodes = world.entries ?? entries;
    const rows: HashedRow[] = [];
    const diagnostics = world.diagnostics.all.filter((d) => d.code !== "AIR-MANIFEST-DUP");
    for (const e of nodes) {
      const o = referenceOutcome(e);
      if (o.typed) rows.push({ name: nameOf(e), kind: String(e.node.$kind), hash: hashTypedNode(o.typed).hash, profile });
      for (const d of o.diagnostics) diagnostics.push(d);
    }
    return { version: "1", rows, diagnostics };
  }
  const problems = entries.map((e) => typedNodeProblems(e, later));
  const rows = entries.flatMap((e, i): HashedRow[] => (problems[i]!.some((d) => d.severity === "error") ? [] : [{ name: nameOf(e), kind: String(e.node.$kind), hash: hashNode(e.node, profile).hash, profile }]));
  return { version: "1", rows, diagnostics: [...world.diagnostics.all, ...problems.flat()] };
}
