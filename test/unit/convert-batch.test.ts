/** Batch conversion: many inputs in one process, one output each, one ledger each, a summary; a failing input does not stop the others. */
import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { agentcInProcess } from "../support/cli.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

const AGENT = join(repoRoot, "examples/support-agent.aix");

function inputs(): string {
  const dir = tempDir();
  mkdirSync(join(dir, "team"));
  for (const n of ["alpha", "beta", "gamma"]) copyFileSync(AGENT, join(dir, "team", `${n}.aix`));
  copyFileSync(AGENT, join(dir, "team", "nested-alpha.aix"));
  writeFileSync(join(dir, "team", "broken.aix"), "meta:\n  name: 1\n");
  writeFileSync(join(dir, "team", "notes.txt"), "not an agent");
  return dir;
}

describe("agentc convert with many inputs", () => {
  it("converts every input of a directory, keeps going past a failure, exits 1, and summarises", async () => {
    const dir = inputs();
    const out = join(dir, "out");
    const r = await agentcInProcess(["--json", "convert", join(dir, "team"), "--to", "air", "-o", out]);
    expect(r.status).toBe(1);
    const res = JSON.parse(r.stdout).result as {
      converted: number;
      failed: number;
      items: Array<{
        input: string;
        ok: boolean;
        output?: string;
        code?: string;
        lossLedger: unknown[];
        pipeline: Array<{ name: string }>;
      }>;
    };
    expect(res.converted).toBe(4);
    expect(res.failed).toBe(1);
    expect(res.items.find((i) => i.input.endsWith("broken.aix"))).toMatchObject({
      ok: false,
      code: "AGC-CONVERT-INPUT",
    });
    for (const i of res.items.filter((x) => x.ok)) {
      // AIR v2 by default: the world's manifest is manifest.air.json.
      expect(existsSync(join(i.output!, "manifest.air.json"))).toBe(true);
      expect(i.lossLedger.length).toBeGreaterThan(0);
      expect(i.pipeline.map((s) => s.name)).toContain("core.verify");
    }
    expect(readdirSync(out).sort()).toEqual(["alpha.air", "beta.air", "gamma.air", "nested-alpha.air"]);
    expect(JSON.parse(r.stdout).diagnostics.some((d: { file?: string }) => d.file?.endsWith("broken.aix"))).toBe(true);
  });

  it("takes several files and glob patterns; same stems get distinct outputs", async () => {
    const dir = inputs();
    mkdirSync(join(dir, "more"));
    copyFileSync(AGENT, join(dir, "more", "alpha.aix"));
    const out = join(dir, "out");
    const r = await agentcInProcess([
      "convert",
      join(dir, "team", "a*.aix"),
      join(dir, "more", "alpha.aix"),
      join(dir, "team", "beta.aix"),
      "--to",
      "uaix",
      "-o",
      out,
    ]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/converted 3 of 3 inputs to UAIX/);
    expect(readdirSync(out).sort()).toEqual(["alpha-2.uaix", "alpha.uaix", "beta.uaix"]);
  });

  it("needs -o for several inputs, and refuses a pattern that matches nothing", async () => {
    const dir = inputs();
    expect(
      (await agentcInProcess(["convert", join(dir, "team", "alpha.aix"), join(dir, "team", "beta.aix"), "--to", "air"]))
        .status,
    ).toBe(2);
    const none = await agentcInProcess([
      "convert",
      join(dir, "team", "*.nothing"),
      "--to",
      "air",
      "-o",
      join(dir, "o"),
    ]);
    expect(none.status).toBe(4);
    expect(none.stderr).toMatch(/no file matches/);
  });
});
