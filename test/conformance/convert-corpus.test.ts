/**
 * The corpus AIX examples convert: their checksums are placeholders (a warning, not an error), and
 * after `aix checksum --write` the three v1.0 examples become valid AIR worlds and UAIX packages. The later reference-head
 * examples are not valid AIX v1.0 (DID ids, a missing meta section), so converting them is refused
 * with the validator's diagnostics and nothing is written.
 */
import { copyFileSync, existsSync, readdirSync } from "node:fs";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
import { convertPath } from "../../src/pipeline/convert.js";
import { validateAir } from "../../src/formats/air/validate-world.js";
import { verifyUaixPackage } from "../../src/formats/uaix/verify-package.js";
import { agentcInProcess } from "../support/cli.js";
import { corpusPath } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

const v10 = readdirSync(corpusPath("aix/reference-v1.0")).sort();
const head = readdirSync(corpusPath("aix/reference-head")).sort();

describe("corpus AIX examples convert", () => {
  for (const name of v10) {
    it(`reference-v1.0/${name}: placeholder checksum warned (not refused), then AIR and UAIX after checksum --write`, async () => {
      const dir = tempDir();
      const copy = join(dir, name);
      copyFileSync(corpusPath("aix/reference-v1.0", name), copy);
      const before = await convertPath(copy, { to: "air", output: join(dir, "before.air") });
      expect(
        before.passes
          .flatMap((p) => p.diagnostics)
          .filter((d) => d.code === "CHECKSUM_PLACEHOLDER")
          .map((d) => d.severity),
      ).toContain("warning");
      expect((await agentcInProcess(["aix", "checksum", copy, "--write"])).status).toBe(0);
      const air = await convertPath(copy, { to: "air", output: join(dir, "w.air") });
      expect(validateAir(air.output).ok).toBe(true);
      expect(air.ledger.entries.length).toBeGreaterThan(0);
      const uaix = await convertPath(copy, { to: "uaix", output: join(dir, "p.uaix") });
      expect((await verifyUaixPackage(uaix.output)).verdict).not.toBe("no-op");
    });
  }
  for (const name of head) {
    it(`reference-head/${name}: not AIX v1.0, refused with diagnostics, nothing written`, async () => {
      const out = join(tempDir(), `${basename(name)}.air`);
      const err = await convertPath(corpusPath("aix/reference-head", name), { to: "air", output: out }).catch(
        (e: unknown) => e as { code: string; diagnostics: Array<{ code: string }> },
      );
      expect(err).toMatchObject({ code: "AGC-CONVERT-INPUT" });
      expect((err as { diagnostics: unknown[] }).diagnostics.length).toBeGreaterThan(0);
      expect(existsSync(out)).toBe(false);
    });
  }
});
