/** `--sarif <file>` on every checking command: SARIF 2.1.0 that validates against the OASIS schema. */
import { describe, expect, it } from "vitest";
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv } from "ajv";
import addFormatsModule from "ajv-formats";
import type { Log } from "sarif";
import { agentcInProcess } from "../support/cli.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";
import { sarifLog } from "../../src/cli/sarif.js";

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;
const schema = JSON.parse(
  readFileSync(join(repoRoot, "test/fixtures/sarif/sarif-schema-2.1.0.json"), "utf8"),
) as object;
const ajv = addFormats(new Ajv({ allErrors: true, strict: false }));
const validateSarif = ajv.compile(schema);

function expectValid(log: unknown): void {
  const ok = validateSarif(log);
  expect(ok, JSON.stringify(validateSarif.errors, null, 2)).toBe(true);
}

describe("--sarif", () => {
  const dir = tempDir();
  const agent = join(dir, "agent.aix");
  writeFileSync(
    agent,
    readFileSync(join(repoRoot, "examples/support-agent.aix"), "utf8")
      .replace("temperature: 0.3", "temprature: 0.3")
      .replace("context_window: 8192", 'context_window: "big"'),
  );
  const genome = join(dir, "repo");
  mkdirSync(join(genome, ".aigx"), { recursive: true });
  writeFileSync(join(genome, ".aigx/architecture.aigx"), '<concern id="x">\n<rule id="R-1">Do a thing.\n</concern>\n');
  const bundle = join(dir, "bundle");
  cpSync(join(repoRoot, "test/fixtures/corpus/aegx/cases/01_tamper_payload"), bundle, { recursive: true });
  const pkg = join(dir, "junk.uaix");
  writeFileSync(pkg, "not a zip");
  const cases: Array<[string, string[]]> = [
    ["validate", ["validate", agent]],
    ["aix validate", ["aix", "validate", agent]],
    ["aigx lint", ["aigx", "lint", "--root", genome]],
    ["aegx verify", ["aegx", "verify", bundle]],
    ["uaix verify", ["uaix", "verify", pkg]],
    ["air validate", ["air", "validate", join(repoRoot, "test/fixtures/air/bad-plan.air.json")]],
  ];
  for (const [name, args] of cases) {
    it(`${name} writes a schema-valid SARIF log with its rules and results`, async () => {
      const out = join(dir, `${name.replace(/ /g, "-")}.sarif`);
      const r = await agentcInProcess([...args, "--sarif", out], { cwd: dir });
      expect(r.status, r.stderr).not.toBe(0);
      expect(r.status, r.stderr).not.toBe(70);
      const log = JSON.parse(readFileSync(out, "utf8")) as Log;
      expectValid(log);
      const run = log.runs[0]!;
      expect(run.tool.driver.name).toBe("agentc");
      expect(run.results!.length).toBeGreaterThan(0);
      for (const res of run.results!) {
        expect(run.tool.driver.rules![res.ruleIndex!]!.id).toBe(res.ruleId);
        expect(["error", "warning", "note"]).toContain(res.level);
      }
    });
  }
  it("--json keeps working beside --sarif, with the same findings", async () => {
    const out = join(dir, "both.sarif");
    const j = JSON.parse(
      (await agentcInProcess(["--json", "aix", "validate", agent, "--sarif", out], { cwd: dir })).stdout,
    ) as {
      diagnostics: Array<{ code: string }>;
    };
    expect((JSON.parse(readFileSync(out, "utf8")) as Log).runs[0]!.results!.map((r) => r.ruleId)).toEqual(
      j.diagnostics.map((d) => d.code),
    );
  });
  it("locates results relative to the working directory, with the region of the range", async () => {
    const out = join(dir, "located.sarif");
    await agentcInProcess(["aix", "validate", "agent.aix", "--sarif", out], { cwd: dir });
    const run = (JSON.parse(readFileSync(out, "utf8")) as Log).runs[0]!;
    const typeError = run.results!.find((r) => r.ruleId === "INVALID_TYPE")!;
    const loc = typeError.locations![0]!.physicalLocation!;
    expect(loc.artifactLocation).toEqual({ uri: "agent.aix", uriBaseId: "%SRCROOT%" });
    const line = readFileSync(agent, "utf8").split("\n")[loc.region!.startLine! - 1]!;
    expect(line.slice(loc.region!.startColumn! - 1, loc.region!.endColumn! - 1)).toBe('"big"');
    expect(run.tool.driver.rules!.find((r) => r.id === "UNKNOWN_FIELD")!.help!.text).toBe(
      "did you mean `temperature`?",
    );
  });
  it("an empty run and odd paths are still valid SARIF", () => {
    expectValid(sarifLog([], { name: "agentc", version: "0.0.0" }, "/tmp"));
    expectValid(
      sarifLog(
        [
          { code: "X", severity: "info", message: "m", file: "/elsewhere/a b#c.json", line: 2, col: 1 },
          { code: "Y", severity: "error", message: "no place" },
        ],
        { name: "agentc", version: "1" },
        "/tmp/work",
      ),
    );
  });
  it("an unwritable --sarif path is a write failure (exit 5) naming the path and the reason, not a crash", async () => {
    const r = await agentcInProcess([
      "aix",
      "validate",
      join(repoRoot, "examples/support-agent.aix"),
      "--sarif",
      join(agent, "x.sarif"),
    ]);
    expect(r.status).toBe(5);
    expect(r.stderr).toContain(
      `error[AGC-WRITE]: cannot write the SARIF log ${join(agent, "x.sarif")}: a part of the path is not a directory (ENOTDIR)`,
    );
  });
});
