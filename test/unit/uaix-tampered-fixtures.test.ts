/**
 * The damaged UAIX packages of test/fixtures/uaix-tampered/ are what test/support/uaix-tampered.ts
 * makes of golden/convert/'s packages: byte for byte, so a reader of SOURCE.md can remake each.
 * `UPDATE_GOLDEN=1` rewrites them (after golden/convert/ changed), as the golden tests do.
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../support/corpus.js";
import { TAMPERED_DIR, VARIANTS, tamperedPackage } from "../support/uaix-tampered.js";

const dir = join(repoRoot, TAMPERED_DIR);

describe("test/fixtures/uaix-tampered", () => {
  it("holds exactly the variants (and SOURCE.md)", () => {
    expect(readdirSync(dir).sort()).toEqual([...VARIANTS.map((v) => v.name), "SOURCE.md"].sort());
  });
  for (const v of VARIANTS) {
    it(`${v.name}: ${v.what}`, async () => {
      const bytes = await tamperedPackage(v);
      const file = join(dir, v.name);
      if (process.env.UPDATE_GOLDEN === "1") {
        mkdirSync(dir, { recursive: true });
        writeFileSync(file, bytes);
      }
      expect(readFileSync(file).equals(bytes), `${v.name} is not what test/support/uaix-tampered.ts makes`).toBe(true);
    });
  }
});
