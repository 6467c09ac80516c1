/**
 * Graphviz (@viz-js/viz) is an optional dependency that only SVG output loads. Its absence is
 * simulated with the injectable loader: SVG (and HTML, which holds an SVG) fails with AGC-SVG-GRAPHVIZ,
 * a message that names the package and the formats that need nothing, and no stack; DOT and Mermaid
 * are unaffected;
 * once Graphviz loads again (an install between two calls), SVG works.
 */
import { afterEach, describe, expect, it } from "vitest";
import { join } from "node:path";
import { useGraphvizLoader } from "../../emitters/picture/svg.js";
import { drawPath } from "../../src/pipeline/draw/draw-path.js";
import { isAgentcError } from "../../ir/diagnostics/agentc-error.js";
import { errorToDiagnostic } from "../../src/cli/errors.js";
import { repoRoot } from "../support/corpus.js";
import { agentc } from "../support/cli.js";
import { tempDir } from "../support/tmp.js";
import { writeFileSync } from "node:fs";

const AGENT = join(repoRoot, "examples/support-agent.aix");
/** How Node reports a package that is not installed (ESM import, and require inside the CLI bundle). */
const notInstalled = (): Promise<never> =>
  Promise.reject(
    Object.assign(new Error("Cannot find package '@viz-js/viz' imported from /x/svg.js"), {
      code: "ERR_MODULE_NOT_FOUND",
    }),
  );

afterEach(() => useGraphvizLoader());

describe("SVG without Graphviz installed", () => {
  it("fails with AGC-SVG-GRAPHVIZ, the package to install and the formats that need nothing", async () => {
    useGraphvizLoader(notInstalled);
    const failure = await drawPath(AGENT, { format: "svg" }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isAgentcError(failure)).toBe(true);
    const e = failure as Error & { code: string; exitCode: number };
    expect(e.code).toBe("AGC-SVG-GRAPHVIZ");
    expect(e.message).toContain("npm install @viz-js/viz");
    for (const way of ["--format dot", "mermaid"]) expect(e.message).toContain(way);
    expect(e.message).toContain("Cannot find package '@viz-js/viz'");
    // The CLI turns it into one coded line, exit 1, not an internal error with a stack.
    const { diagnostic, exitCode } = errorToDiagnostic(e);
    expect(diagnostic.code).toBe("AGC-SVG-GRAPHVIZ");
    expect(exitCode).toBe(1);
    expect(diagnostic.message).not.toMatch(/\n\s+at /);
  });

  it("leaves DOT and Mermaid working; HTML, which holds an SVG, fails the same way", async () => {
    useGraphvizLoader(notInstalled);
    for (const format of ["dot", "mermaid"] as const) {
      const drawn = await drawPath(AGENT, { format });
      expect(drawn.text.length).toBeGreaterThan(100);
    }
    await expect(drawPath(AGENT, { format: "html" })).rejects.toMatchObject({ code: "AGC-SVG-GRAPHVIZ" });
  });

  it("draws SVG again once Graphviz loads (the failure is not cached)", async () => {
    useGraphvizLoader(notInstalled);
    await expect(drawPath(AGENT, { format: "svg" })).rejects.toThrow(/AGC-SVG-GRAPHVIZ|Graphviz/);
    useGraphvizLoader();
    const drawn = await drawPath(AGENT, { format: "svg" });
    expect(drawn.text).toContain("<svg");
  });
});

describe("agentc graph without Graphviz installed (the built CLI, the package hidden from require)", () => {
  /** A preload that makes @viz-js/viz resolve as a package that is not installed. */
  function hideGraphviz(): string {
    const file = join(tempDir(), "hide-viz.cjs");
    writeFileSync(
      file,
      `const M = require("node:module");\nconst resolve = M._resolveFilename;\nM._resolveFilename = function (request, ...rest) {\n  if (request === "@viz-js/viz" || request.startsWith("@viz-js/viz/")) throw Object.assign(new Error("Cannot find module '@viz-js/viz'"), { code: "MODULE_NOT_FOUND" });\n  return resolve.call(this, request, ...rest);\n};\n`,
    );
    return file;
  }

  // Spawned on purpose: what is tested is the bundle's own require of @viz-js/viz (hidden by a --require
  // preload), which main() in this process never makes; the control run is the same binary without it.
  it("SVG: exit 1, AGC-SVG-GRAPHVIZ with the way out, no stack; DOT still draws", () => {
    const preload = hideGraphviz();
    const env = { AGENTC_CODE_CACHE: "off" };
    const svg = agentc(["graph", AGENT], { nodeArgs: ["--require", preload], env });
    expect(svg.status).toBe(1);
    expect(svg.stderr).toContain("AGC-SVG-GRAPHVIZ");
    expect(svg.stderr).toContain("npm install @viz-js/viz");
    expect(svg.stderr).not.toMatch(/\n\s+at /);
    expect(svg.stderr).not.toContain("AGC-INTERNAL");
    const dot = agentc(["graph", AGENT, "--format", "dot"], { nodeArgs: ["--require", preload], env });
    expect(dot.status).toBe(0);
    expect(dot.stdout).toMatch(/digraph/);
    // The same command with Graphviz there draws the SVG: the preload, not agentc, made it fail.
    expect(agentc(["graph", AGENT], { env }).stdout).toContain("<svg");
  });
});
