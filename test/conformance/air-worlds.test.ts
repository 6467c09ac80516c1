import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { validateAir } from "../../src/formats/air/validate-world.js";
import { corpusPath } from "../support/corpus.js";

const rows = readFileSync(corpusPath("air/worlds/HASHES-8a8a4e51.tsv"), "utf8")
  .split("\n")
  .filter((l) => l.includes("\tMANIFEST_"))
  .map((l) => l.split("\t") as [string, string, string, string, string]);
const worlds = [...new Set(rows.map((r) => r[0]))];
const typed = readFileSync(corpusPath("air/worlds/HASHES-8a8a4e51.tsv"), "utf8")
  .split("\n")
  .map((l) => l.split("\t") as [string, string, string, string, string])
  .filter((r) => r[1] === "DEF_TYPED");

describe("AIR worlds 8a8a4e51 load, validate and hash as the reference does", () => {
  it("has the eleven world directories", () => expect(worlds).toHaveLength(11));
  for (const w of worlds) {
    it(w, () => {
      const v = validateAir(corpusPath("air/worlds/8a8a4e51", w));
      const errors = v.diagnostics.filter((d) => d.severity === "error");
      expect(errors, JSON.stringify(errors, null, 1)).toEqual([]);
      expect(v.diagnostics.some((d) => d.code === "AIR-LATER-V1")).toBe(true);
      // The manifest hash needs every reference's hash; later-v1 built-ins (sys/…) are the reference's own table,
      // which the corpus does not carry, so it is compared where the world defines everything it lists.
      const bare = rows.find((r) => r[0] === w && r[1] === "MANIFEST_bare-manifest")![4];
      if (!v.diagnostics.some((d) => d.code === "AIR-LATER-BUILTIN")) expect(v.resolved.manifestHash).toBe(bare);
      // Without that table the manifest hash is not asserted; every definition the world does define
      // still hashes as the reference's.
      const defs = typed.filter((r) => r[0] === w);
      expect(defs.length).toBeGreaterThan(0);
      for (const [, , kind, name, hash] of defs)
        expect(v.resolved.defs.get(`${kind}:${name}`)?.hash, `${kind} ${name}`).toBe(hash);
    });
  }
});
