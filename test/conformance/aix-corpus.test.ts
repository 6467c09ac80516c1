import { readFileSync, copyFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkAixFile, checkAixText } from "../../src/formats/aix/check-file.js";
import { legacyTextChecksum } from "../../ir/dialects/aix/checksum.js";
import { emitAix } from "../../emitters/aix/emit.js";
import { readAixText } from "../../src/formats/aix/read-agent.js";
import { jsonEqual } from "../../ir/json/value.js";
import { agentcInProcess } from "../support/cli.js";
import { corpusPath } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

const V10 = ["persona-agent.aix", "tool-agent.aix", "hybrid-agent.aix"];
const LEGACY: Record<string, string> = {
  "persona-agent.aix": "fc32989d8d127a83c589c662d23c81381bdb0c2dec99bc9575d640bcc570fa1d",
  "tool-agent.aix": "9b17013221656eb444dc6745645421cb40544c57ea318df2e54bdfbce0359679",
  "hybrid-agent.aix": "2e11c1d34fecef23cfb18bdef47cf2679ef3e8e1db364f7cf5e3929b51528752",
};

describe("AIX reference v1.0 examples", () => {
  for (const f of V10) {
    it(`${f}: structurally valid; the placeholder checksum is a clear warning, an error with requireChecksum`, () => {
      const c = checkAixFile(corpusPath("aix/reference-v1.0", f));
      expect(c.report.errors).toEqual([]);
      expect(c.report.valid).toBe(true);
      const w = c.report.warnings.filter((e) => e.code === "CHECKSUM_PLACEHOLDER");
      expect(w).toHaveLength(1);
      expect(w[0]).toMatchObject({ section: "security", field: "checksum.value" });
      expect(w[0]!.message).toMatch(/placeholder/);
      expect(w[0]!.line).toBeGreaterThan(100);
      const strict = checkAixFile(corpusPath("aix/reference-v1.0", f), { requireChecksum: true });
      expect(strict.report.valid).toBe(false);
      expect(strict.report.errors.map((e) => e.code)).toEqual(["CHECKSUM_PLACEHOLDER"]);
    });
    it(`${f}: the reference text method gives the corpus value and is recognised as legacy`, () => {
      const text = readFileSync(corpusPath("aix/reference-v1.0", f), "utf8");
      expect(legacyTextChecksum(text, "sha256")).toBe(LEGACY[f]);
      const c = checkAixText(f, text.replace("placeholder_will_be_calculated", LEGACY[f]!));
      expect(c.report.errors).toEqual([]);
      expect(c.report.warnings.map((w) => w.code)).toContain("CHECKSUM_LEGACY");
    });
    it(`${f}: aix verify says "not verified" (exit 1) for the placeholder; validate and convert keep the warning; convert --require-checksum fails`, async () => {
      const file = corpusPath("aix/reference-v1.0", f);
      const v = await agentcInProcess(["aix", "verify", file]);
      expect(v.status).toBe(1);
      expect(v.stdout).toContain(`${file}: not verified`);
      expect(v.stdout).not.toMatch(/: verified/);
      const j = JSON.parse((await agentcInProcess(["--json", "aix", "verify", file])).stdout);
      expect(j.result).toMatchObject({ ok: false, verdict: "not verified" });
      expect(j.diagnostics.map((d: { code: string; severity: string }) => `${d.code}:${d.severity}`)).toContain(
        "CHECKSUM_PLACEHOLDER:error",
      );
      const val = await agentcInProcess(["--json", "aix", "validate", file]);
      expect(val.status).toBe(0);
      expect(
        JSON.parse(val.stdout).diagnostics.map((d: { code: string; severity: string }) => `${d.code}:${d.severity}`),
      ).toContain("CHECKSUM_PLACEHOLDER:warning");
      const d = tempDir();
      const conv = await agentcInProcess(["--json", "convert", file, "--to", "air", "-o", join(d, "w")]);
      expect(conv.status, conv.stdout).toBe(0);
      expect(JSON.parse(conv.stdout).diagnostics.map((x: { code: string }) => x.code)).toContain(
        "CHECKSUM_PLACEHOLDER",
      );
      const req = await agentcInProcess([
        "--json",
        "convert",
        file,
        "--to",
        "air",
        "-o",
        join(d, "w2"),
        "--require-checksum",
      ]);
      expect(req.status).toBe(1);
      expect(JSON.parse(req.stdout).diagnostics).toContainEqual(
        expect.objectContaining({ code: "CHECKSUM_PLACEHOLDER", severity: "error" }),
      );
      expect(existsSync(join(d, "w2"))).toBe(false);
    });
    it(`${f}: after checksum --write it verifies`, async () => {
      const file = join(tempDir(), f);
      copyFileSync(corpusPath("aix/reference-v1.0", f), file);
      expect((await agentcInProcess(["aix", "checksum", file, "--write"])).status).toBe(0);
      const v = await agentcInProcess(["aix", "verify", file]);
      expect(v.status, v.stderr).toBe(0);
      expect(v.stdout).toContain("sha256 checksum verified");
    });
  }
});

describe("AIX reference-head examples", () => {
  for (const f of [
    "pi-agent.aix",
    "axiom-agent.aix.json",
    "enhanced-agent.aix",
    "persona-agent.aix",
    "tool-agent.aix",
    "hybrid-agent.aix",
  ]) {
    it(`${f}: unknown sections are warned and kept through a round trip`, () => {
      const c = checkAixFile(corpusPath("aix/reference-head", f));
      expect(c.source.doc).toBeDefined();
      const doc = c.source.doc!;
      const unknown = Object.keys(doc).filter(
        (k) => !["meta", "persona", "skills", "apis", "mcp", "memory", "security"].includes(k) && !k.startsWith("x-"),
      );
      for (const k of unknown)
        expect(c.report.warnings.some((w) => w.code === "UNKNOWN_SECTION" && w.section === k)).toBe(true);
      for (const syntax of ["yaml", "json"] as const) {
        const back = readAixText(`x.${syntax}`, emitAix(doc, syntax));
        expect(jsonEqual(back.doc!, doc)).toBe(true);
      }
    });
  }
});
