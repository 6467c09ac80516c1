/**
 * `agentc demo`: the main job on the bundled examples. Every example is read
 * and checked by its format's verifier, and the whole run is written as an
 * AEGX evidence bundle (directory and zip) that is verified at the end.
 * The job grows as formats land (see README).
 */
import { readFileSync, readdirSync, statSync, mkdirSync } from "node:fs";
import { join, relative } from "node:path";
import { detectFormat } from "../../formats/detect.js";
import { formatDriver } from "../../formats/registry.js";
import { EvidenceRecorder } from "../../evidence/recorder.js";
import { exportBundleZip } from "../../../emitters/aegx/bundle-zip.js";
import { verifyBundle } from "../../passes/aegx/verify-bundle.js";
import { assertNotInput } from "../../io/safe-path.js";
import type { Diagnostic } from "../../diagnostics/diagnostic.js";
import { EXIT, type CliContext, type Outcome } from "../context.js";
import { CliError } from "../errors.js";

/** Top-level example inputs: files, and directories that are themselves one input (a bundle, a genome). */
function exampleInputs(dir: string): string[] {
  return readdirSync(dir)
    .filter((n) => !n.startsWith(".") && n !== "README.md")
    .sort()
    .map((n) => join(dir, n));
}

function filesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).sort().flatMap((n) => filesUnder(join(path, n)));
}

export async function demo(_ctx: CliContext, dir: string, opts: { output: string }): Promise<Outcome> {
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) throw new CliError(`${dir} is not a directory of examples`, "AGC-IO", EXIT.io);
  assertNotInput(opts.output, [dir]);
  mkdirSync(opts.output, { recursive: true });
  const bundleDir = join(opts.output, "evidence.aegx");
  const bundleZip = join(opts.output, "evidence.aegx.zip");
  const recorder = await EvidenceRecorder.start(bundleDir, ["agentc", "demo", dir], "demo");
  const lines: string[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const input of exampleInputs(dir)) {
    const reads = filesUnder(input).map((f) => recorder.fileRead(relative(dir, f), readFileSync(f)));
    const format = detectFormat(input);
    const driver = format ? await formatDriver(format) : undefined;
    if (!format || !driver) {
      lines.push(`  ${relative(dir, input).padEnd(32)} ${format ? `${format.toUpperCase()} (reader not available yet)` : "not an agent format"}`);
      continue;
    }
    const report = await driver.validate(input, {});
    diagnostics.push(...report.diagnostics);
    recorder.guardDecision(`${format}.validate`, report.diagnostics, reads);
    lines.push(`  ${relative(dir, input).padEnd(32)} ${report.summary}`);
  }
  const head = recorder.finish();
  await exportBundleZip(bundleDir, bundleZip);
  const verdicts = await Promise.all([verifyBundle(bundleDir), verifyBundle(bundleZip)]);
  const ok = verdicts.every((v) => v.ok) && !diagnostics.some((d) => d.severity === "error");
  const text = [
    `agentc demo on ${dir}`,
    ...lines,
    `evidence    ${bundleDir} and ${bundleZip}: ${verdicts.map((v) => (v.ok ? "PASS" : "FAIL")).join(" / ")}`,
    `audit head  ${head}`,
  ].join("\n");
  return { exitCode: ok ? EXIT.ok : EXIT.invalid, diagnostics: [...diagnostics, ...verdicts.flatMap((v) => v.diagnostics)], result: { evidence: bundleDir, zip: bundleZip, auditHead: head }, text };
}
