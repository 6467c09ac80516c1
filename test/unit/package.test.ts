/**
 * The package works for a newcomer: `npm pack`, install the tarball into an empty directory,
 * then `npx agentc demo` runs on the examples shipped inside it, and the library imports.
 * (Dependencies come from the npm cache that `npm ci` filled; dist/ is the build `npm test` made.)
 */
import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

const npm = (args: string[], cwd: string) => spawnSync("npm", args, { cwd, encoding: "utf8", env: { ...process.env, NO_COLOR: "1", npm_config_update_notifier: "false" } });

describe("the npm package", () => {
  it("packs, installs into an empty directory, runs `npx agentc demo` and imports { parse, convert, AgentcError }", () => {
    const dir = tempDir("agentc-pack-");
    const packed = npm(["pack", "--ignore-scripts", "--json", "--pack-destination", dir], repoRoot);
    expect(packed.status, packed.stderr).toBe(0);
    const [info] = JSON.parse(packed.stdout) as Array<{ filename: string; files: Array<{ path: string }> }>;
    const files = info!.files.map((f) => f.path);
    for (const f of ["LICENSE", "README.md", "examples/support-agent.aix", "examples/session.aegx/manifest.json", "docs/quickstart.md", "docs/api/README.md", "dist/src/index.d.ts", "dist/ir/diagnostics/agentc-error.d.ts", "ir/dialects/air/schemas/manifest.schema.json"]) expect(files).toContain(f);
    expect(files.filter((f) => f.startsWith("dist/test/") || f.startsWith("test/"))).toEqual([]);
    expect(readFileSync(join(repoRoot, "LICENSE"), "utf8")).toContain("Apache License\n                           Version 2.0, January 2004");

    const app = join(dir, "app");
    mkdirSync(app);
    writeFileSync(join(app, "package.json"), JSON.stringify({ name: "app", private: true, type: "module" }));
    const installed = npm(["install", join(dir, info!.filename), "--prefer-offline", "--no-audit", "--no-fund"], app);
    expect(installed.status, installed.stderr).toBe(0);

    const demo = npm(["exec", "--no", "--", "agentc", "demo"], app);
    expect(demo.status, demo.stderr).toBe(0);
    expect(demo.stdout).toContain("PASS / PASS");
    expect(existsSync(join(app, "agentc-demo/evidence.aegx.zip"))).toBe(true);
    expect(existsSync(join(app, "agentc-demo/support-agent.uaix"))).toBe(true);

    writeFileSync(
      join(app, "use.mjs"),
      `import { parse, convert, AgentcError, parseJson } from "agentc";
const agent = "node_modules/agentc/examples/support-agent.aix";
const parsed = await parse(agent);
const converted = await convert(agent, "air", { output: "agent.air" });
let error;
try { parseJson("{oops"); } catch (e) { error = e; }
console.log(JSON.stringify({ format: parsed.format, nodes: parsed.graph.size, lost: converted.ledger.minimal().length, isAgentcError: error instanceof AgentcError, code: error.code, exitCode: error.exitCode }));
`,
    );
    const used = spawnSync(process.execPath, ["use.mjs"], { cwd: app, encoding: "utf8" });
    expect(used.status, used.stderr).toBe(0);
    const out = JSON.parse(used.stdout) as Record<string, unknown>;
    expect(out).toMatchObject({ format: "aix", isAgentcError: true, code: "JSON-PARSE", exitCode: 1 });
    expect(out.nodes).toBeGreaterThan(0);
    expect(out.lost).toBeGreaterThan(0);
    expect(existsSync(join(app, "agent.air/manifest.air.json"))).toBe(true);
  });
});
