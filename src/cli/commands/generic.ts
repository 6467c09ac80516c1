/** The format-independent verbs: validate, inspect, convert, roundtrip. */
import { detectFormat, FORMATS, type FormatName } from "../../formats/detect.js";
import { formatDriver, type FormatDriver } from "../../formats/registry.js";
import { kindInfo } from "../../../ir/dialects/registry.js";
import "../../../ir/dialects/kinds.js";
import { EXIT, type CliContext, type Outcome } from "../context.js";
import { CliError } from "../errors.js";

async function driverFor(path: string): Promise<{ format: FormatName; driver: FormatDriver }> {
  const format = detectFormat(path);
  if (!format) throw new CliError(`cannot tell which format ${path} is (expected one of ${FORMATS.join(", ")})`, "AGC-DETECT", EXIT.invalid);
  const driver = await formatDriver(format);
  if (!driver) throw new CliError(`${path} looks like ${format.toUpperCase()}, which this version of agentc cannot read yet`, "AGC-UNSUPPORTED", EXIT.invalid);
  return { format, driver };
}

export async function validate(_ctx: CliContext, path: string, opts: { strict?: boolean }): Promise<Outcome> {
  const { format, driver } = await driverFor(path);
  const r = await driver.validate(path, opts);
  return { exitCode: r.exitCode, diagnostics: r.diagnostics, result: { format, ...((r.result as object) ?? {}) }, text: r.summary };
}

export async function inspect(_ctx: CliContext, path: string): Promise<Outcome> {
  const { format, driver } = await driverFor(path);
  const { graph, diagnostics } = await driver.load(path);
  const counts = new Map<string, number>();
  for (const n of graph.nodes()) counts.set(n.kind, (counts.get(n.kind) ?? 0) + 1);
  const kinds = [...counts].sort(([a], [b]) => a.localeCompare(b));
  const text = [
    `${path}: ${format.toUpperCase()} · ${graph.size} nodes · ${graph.edges().length} edges · ${graph.blobs.size} blobs`,
    ...kinds.map(([k, n]) => `  ${k.padEnd(20)} ${String(n).padStart(7)}  ${kindInfo(k)?.description ?? ""}`),
  ].join("\n");
  return {
    exitCode: diagnostics.some((d) => d.severity === "error") ? EXIT.invalid : EXIT.ok,
    diagnostics,
    result: { format, nodes: graph.size, edges: graph.edges().length, kinds: Object.fromEntries(kinds) },
    text,
  };
}

export async function convert(_ctx: CliContext, input: string, opts: { to: string }): Promise<Outcome> {
  const { format } = await driverFor(input);
  throw new CliError(`conversion from ${format.toUpperCase()} to ${opts.to.toUpperCase()} is not available yet`, "AGC-UNSUPPORTED", EXIT.invalid);
}

export async function roundtrip(_ctx: CliContext, input: string): Promise<Outcome> {
  const { format, driver } = await driverFor(input);
  const r = await driver.roundtrip(input);
  return {
    exitCode: r.identical ? EXIT.ok : EXIT.invalid,
    diagnostics: r.diagnostics,
    result: { format, identical: r.identical, differences: r.differences },
    text: r.identical ? `${input}: round trip identical` : `${input}: round trip differs:\n${r.differences.map((d) => `  - ${d}`).join("\n")}`,
  };
}
