/** AIR for the generic commands: validate a world, load it, and round-trip it through an emitted world. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { validateAir } from "../../../passes/air/validate-world.js";
import { loadAirGraph } from "./load-graph.js";
import { emitAirWorld } from "../../../../emitters/air/world.js";
import type { FormatDriver } from "../driver.js";

export const airDriver: FormatDriver = {
  async validate(path) {
    const v = validateAir(path);
    const defs = [...v.resolved.defs.values()].filter((d) => !d.builtin).length;
    return {
      exitCode: v.ok ? 0 : 1,
      diagnostics: v.diagnostics,
      result: { era: v.resolved.era, profile: v.resolved.profile, definitions: defs, manifest: v.resolved.manifestHash ?? null },
      summary: `AIR world (${v.resolved.era}, ${defs} definitions): ${v.ok ? "valid" : "INVALID"}${v.resolved.manifestHash ? `, manifest ${v.resolved.manifestHash}` : ""}`,
    };
  },
  async load(path) {
    const { graph, validation } = loadAirGraph(path);
    return { graph, diagnostics: validation.diagnostics };
  },
  async roundtrip(path) {
    const before = validateAir(path);
    if (!before.ok || !before.resolved.manifest) return { identical: false, differences: ["the world does not validate (or has no manifest)"], diagnostics: before.diagnostics };
    const dir = mkdtempSync(join(tmpdir(), "agentc-air-"));
    try {
      emitAirWorld(before.resolved, join(dir, "world"), { blobs: before.world.blobs });
      const after = validateAir(join(dir, "world"));
      const differences: string[] = [];
      if (after.resolved.manifestHash !== before.resolved.manifestHash) differences.push(`manifest ${before.resolved.manifestHash} → ${after.resolved.manifestHash}`);
      for (const [k, d] of before.resolved.defs) {
        if (d.builtin) continue;
        const again = after.resolved.defs.get(k);
        if (again?.hash !== d.hash) differences.push(`${d.kind} ${d.name}: ${d.hash} → ${again?.hash ?? "missing"}`);
      }
      return { identical: differences.length === 0, differences, diagnostics: after.diagnostics.filter((x) => x.severity !== "info") };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
