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
import { hashNodeV2 } from "../../../ir/dialects/air/v2.js";
import { kindOf, type AirNodeEntry, type AirWorld } from "./read-world.js";
import { referenceOutcome, typedNodeProblems } from "./typed-checks.js";
import { readsAsV2 } from "./validate-v2.js";

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
  /**
   * Each hashed node's row, in file order, made as it is asked for: a JSON file's nodes are read
   * again from its text (src/formats/air/read-world.ts), so 1,000,000 nodes are hashed in the
   * memory of the text, not of a million rows.
   */
  rows: () => Iterable<HashedRow>;
  diagnostics: Diagnostic[];
}

const nameOf = (e: AirNodeEntry): string => (typeof e.node.name === "string" ? e.node.name : String(e.node.$kind));

/** sha256 digests kept as bytes (32 a node), not as 71-character strings: a million of them stay small. */
class Digests {
  private readonly bytes: Uint8Array;
  constructor(n: number) {
    this.bytes = new Uint8Array(n * 32);
  }
  set(i: number, hash: string): void {
    this.bytes.set(Buffer.from(hash.slice("sha256:".length), "hex"), i * 32);
  }
  get(i: number): string {
    return `sha256:${Buffer.from(this.bytes.buffer, i * 32, 32).toString("hex")}`;
  }
}

export function hashAirWorld(world: AirWorld, profile: AirProfile): HashedFile {
  const entries = [...world.nodes, ...(world.manifest ? [world.manifest] : [])];
  // AIR v2 (a manifest with air_version "2", or definitions only v2 has): every node by v2's identity rule.
  if (readsAsV2(world)) {
    const rows = function* (): Generator<HashedRow> {
      for (const e of entries)
        yield { name: nameOf(e), kind: String(e.node.$kind), hash: hashNodeV2(e.node).hash, airVersion: "2" };
    };
    return { version: "2", rows, diagnostics: [...world.diagnostics.all] };
  }
  const later = entries.some((e) => kindOf(e) === "manifest" && eraOf(e.node) === "v1mid");
  // One pass decides each node's verdict (the diagnostics come before any row) and keeps the hashes
  // it made; the rows then read each hashed node's name.
  const nodes = profile === "aos" && !later ? (world.entries ?? entries) : entries;
  const digests = new Digests(nodes.length);
  const hashed = new Uint8Array(nodes.length);
  let diagnostics: Diagnostic[];
  if (profile === "aos" && !later) {
    // In file order, every manifest of a file of nodes included: a file of nodes is not a world,
    // and several manifests in it are several nodes to hash (so no AIR-MANIFEST-DUP here).
    diagnostics = world.diagnostics.all.filter((d) => d.code !== "AIR-MANIFEST-DUP");
    nodes.forEach((e, i) => {
      const o = referenceOutcome(e);
      if (o.typed) {
        digests.set(i, hashTypedNode(o.typed).hash);
        hashed[i] = 1;
      }
      for (const d of o.diagnostics) diagnostics.push(d);
    });
  } else {
    diagnostics = [...world.diagnostics.all];
    nodes.forEach((e, i) => {
      const problems = typedNodeProblems(e, later);
      if (!problems.some((d) => d.severity === "error")) {
        digests.set(i, hashNode(e.node, profile).hash);
        hashed[i] = 1;
      }
      for (const d of problems) diagnostics.push(d);
    });
  }
  const rows = function* (): Generator<HashedRow> {
    for (let i = 0; i < nodes.length; i++)
      if (hashed[i]) yield { name: nameOf(nodes[i]!), kind: String(kindOf(nodes[i]!)), hash: digests.get(i), profile };
  };
  return { version: "1", rows, diagnostics };
}
