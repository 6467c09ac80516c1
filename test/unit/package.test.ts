/**
 * The package works for a newcomer: `npm pack`, then the README's "Install from npm" block in an
 * empty directory, word for word, except that its `npm install <name>` installs the packed tarball
 * (the package is not read from the registry); then the library imports from there.
 * The tarball's dependencies come from the npm cache where it has them (`--prefer-offline`), else
 * from the registry: `npm ci` caches tarballs but not the package documents a fresh install resolves
 * against, so a strict `--offline` install fails on a fresh CI machine. dist/ is the build `npm test`
 * made first.
 */
import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "../support/corpus.js";
import { INSTALL_HEADING, shellBlocks } from "../support/doc-commands.js";
import { tempDir } from "../support/tmp.js";

const env = {
  ...process.env,
  NO_COLOR: "1",
  npm_config_update_notifier: "false",
  npm_config_fund: "false",
  npm_config_audit: "false",
};
const npm = (args: string[], cwd: string) => spawnSync("npm", args, { cwd, encoding: "utf8", env });
const name = (JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as { name: string }).name;
const install = shellBlocks(readFileSync(join(repoRoot, "README.md"), "utf8")).find(
  (b) => b.heading === INSTALL_HEADING,
);

describe("the npm package", () => {
  it(`the README's "${INSTALL_HEADING}" block installs the package by its name, then runs the demo through npx`, () => {
    expect(name).not.toBe("agentc"); // an unrelated package owns that name on the registry
    expect(install?.commands.map((c) => c.text)).toEqual([`npm install ${name}`, `npx ${name} demo`]);
  });

  it(`packs, installs the tarball into an empty directory, runs the README's "${INSTALL_HEADING}" block there as written and imports { parse, convert, AgentcError }`, () => {
    const dir = tempDir("agentc-pack-");
    const packed = npm(["pack", "--ignore-scripts", "--json", "--pack-destination", dir], repoRoot);
    expect(packed.status, packed.stderr).toBe(0);
    const [info] = JSON.parse(packed.stdout) as Array<{
      name: string;
      filename: string;
      files: Array<{ path: string }>;
    }>;
    expect(info!.name).toBe(name);
    const files = info!.files.map((f) => f.path);
    for (const f of [
      "LICENSE",
      "README.md",
      "examples/support-agent.aix",
      "examples/session.aegx/manifest.json",
      "docs/quickstart.md",
      "docs/specs.md",
      "docs/api/README.md",
      "dist/src/index.d.ts",
      "dist/ir/diagnostics/agentc-error.d.ts",
      "ir/dialects/air/schemas/manifest.schema.json",
    ])
      expect(files).toContain(f);
    expect(files.filter((f) => f.startsWith("dist/test/") || f.startsWith("test/"))).toEqual([]);
    expect(readFileSync(join(repoRoot, "LICENSE"), "utf8")).toContain(
      "Apache License\n                           Version 2.0, January 2004",
    );

    const app = join(dir, "app");
    mkdirSync(app);
    const ran: Array<{ text: string; stdout: string }> = [];
    for (const { text } of install!.commands) {
      const r =
        text === `npm install ${name}`
          ? // --prefix: the empty directory itself, whatever holds the temporary directory.
            npm(["install", "--prefix", app, "--prefer-offline", join(dir, info!.filename)], app)
          : // Offline: a command that reached for the registry would fail instead of fetching another package.
            spawnSync("sh", ["-c", text], { cwd: app, encoding: "utf8", env: { ...env, npm_config_offline: "true" } });
      expect(r.status, `${text}\n${r.stdout}${r.stderr}`).toBe(0);
      ran.push({ text, stdout: r.stdout });
    }
    expect(existsSync(join(app, "node_modules", name, "package.json"))).toBe(true);
    expect(ran.at(-1)!.stdout).toContain("PASS / PASS");
    for (const f of [
      "evidence.aegx.zip",
      "support-agent.uaix",
      "support-agent.agent.aigx",
      "support-agent.air/manifest.air.json",
      "pictures/evidence.aegx.html",
    ]) {
      expect(existsSync(join(app, "agentc-demo", f)), f).toBe(true);
    }
    expect(readdirSync(app).sort()).toEqual(["agentc-demo", "node_modules", "package-lock.json", "package.json"]);

    writeFileSync(
      join(app, "use.mjs"),
      `import { parse, convert, AgentcError, parseJson } from "${name}";
const agent = "node_modules/${name}/examples/support-agent.aix";
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
  }, 180_000);
});
