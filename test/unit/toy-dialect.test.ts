/**
 * Adding a format costs one reader and one writer, never one converter per pair:
 * the toy format (test/support/toy-format.ts, nothing under src/) converts to every
 * format that lowers from core and from every format that raises to core, through
 * the same pass manager, with its own steps in the pipeline.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { conversions, convert, listPasses, parse, registerFormat, validate } from "../../src/api.js";
import { ruleFileFormats, ruleFormatNames } from "../../src/formats/registry.js";
import { parseToy, toyFormat, useToyFormat } from "../support/toy-format.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

useToyFormat(registerFormat);

const TOY =
  "name: Helper\nrole: support assistant\ninstructions: Answer questions about orders.\ntool: search\ntool: lookup\nrule: Never share card numbers.\nrule: Escalate refunds over 500 EUR.\n";

function toyFile(): string {
  const f = join(tempDir(), "helper.toy");
  writeFileSync(f, TOY);
  return f;
}

const SOURCES: Array<[string, string]> = [
  ["aix", join(repoRoot, "examples/support-agent.aix")],
  ["uaix", join(repoRoot, "golden/convert/support-agent.uaix")],
  ["aigx", join(repoRoot, "test/fixtures/corpus/aigx/examples/sourcing-app")],
];

describe("a format defined in test/ only", () => {
  it("takes part in the registry: detected, listed, and composed with every raise and lower", async () => {
    const f = toyFile();
    expect((await parse(f)).format).toBe("toy");
    expect((await validate(f)).exitCode).toBe(0);
    const names = (await listPasses()).filter((p) => p.dialect === "toy").map((p) => p.name);
    expect(names).toEqual(["toy.read", "toy.verify", "toy.raise", "toy.lower", "toy.write", "toy.reread"]);
    const list = await conversions();
    for (const to of ["aix", "air", "uaix", "aigx"])
      expect(list).toContainEqual(expect.objectContaining({ from: "toy", to }));
    for (const from of ["aix", "uaix", "aigx"])
      expect(list).toContainEqual(expect.objectContaining({ from, to: "toy" }));
  });

  for (const to of ["aix", "air", "uaix", "aigx"]) {
    it(`toy → ${to}: the target's own checks pass and the output validates`, async () => {
      const out = join(
        tempDir(),
        `helper.${to === "aix" ? "aix" : to === "air" ? "air" : to === "uaix" ? "uaix" : "agent.aigx"}`,
      );
      const r = await convert(toyFile(), to, { output: out });
      expect(r.pipeline.map((s) => s.dialect)).toEqual(expect.arrayContaining(["toy", "core", to]));
      expect(r.pipeline.every((s) => s.verdict !== "failed")).toBe(true);
      if (to !== "aigx") expect((await validate(out)).exitCode).toBe(0);
    });
  }

  for (const [from, input] of SOURCES) {
    it(`${from} → toy: written, re-read by the toy's own check`, async () => {
      const out = join(tempDir(), "agent.toy");
      const r = await convert(input, "toy", { output: out });
      expect(r.pipeline.map((s) => s.name)).toEqual(
        expect.arrayContaining([
          `${from}.read`,
          `${from}.raise`,
          "core.verify",
          "toy.lower",
          "toy.write",
          "toy.reread",
        ]),
      );
      const { lines, problems } = parseToy(readFileSync(out, "utf8"));
      expect(problems).toEqual([]);
      expect(lines.filter((l) => l.key === "rule").length).toBeGreaterThan(0);
    });
  }

  it("toy → aix → toy keeps the agent's name, role, tools and rules", async () => {
    const aix = join(tempDir(), "helper.aix");
    await convert(toyFile(), "aix", { output: aix });
    const back = join(tempDir(), "back.toy");
    await convert(aix, "toy", { output: back });
    const lines = parseToy(readFileSync(back, "utf8")).lines;
    expect(lines).toEqual(parseToy(TOY).lines);
  });

  it("a bad toy file stops at the toy's own verifier, with its code and line", async () => {
    const f = join(tempDir(), "bad.toy");
    writeFileSync(f, "role: x\noops\n");
    const err = (await convert(f, "aix", { output: join(tempDir(), "x.aix") }).catch((e: unknown) => e)) as {
      code: string;
      diagnostics: Array<{ code: string; line?: number }>;
      pipeline: Array<{ name: string; verdict: string }>;
    };
    expect(err.code).toBe("AGC-CONVERT-INPUT");
    expect(err.diagnostics).toContainEqual(expect.objectContaining({ code: "TOY-LINE", line: 2 }));
    expect(err.pipeline.at(-1)).toMatchObject({ name: "toy.read", verdict: "failed" });
  });
});

describe("a registered format among the rule-file formats (agentc import, export)", () => {
  // Last in this file: the format it registers would otherwise join the lists the tests above check.
  it("is one that discovers files in a repository and raises or lowers rules", async () => {
    const names = async (): Promise<string[]> => (await ruleFileFormats()).map((f) => f.name);
    // The toy lowers rules but finds no files in a repository: not a rule-file format.
    expect(await names()).toEqual(ruleFormatNames());
    const noRules = { ...toyFormat, name: "toy-agent-files", discover: () => [], core: { raises: ["agent" as const] } };
    const rulesOnly = {
      ...toyFormat,
      name: "toy-rule-files",
      discover: () => [],
      core: { lowers: ["rules" as const] },
    };
    registerFormat(noRules);
    registerFormat(rulesOnly);
    expect(await names()).toEqual([...ruleFormatNames(), "toy-rule-files"]);
  });
});
