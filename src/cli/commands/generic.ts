/** The format-independent verbs: validate, inspect, convert, roundtrip (compositions of the library API). */
import { load, roundtrip as roundtripApi, validate as validateApi } from "../../api.js";
import { kindInfo } from "../../../ir/dialects/registry.js";
import "../../../ir/dialects/kinds.js";
import { EXIT, type CliContext, type Outcome } from "../context.js";

export async function validate(_ctx: CliContext, path: string, opts: { strict?: boolean }): Promise<Outcome> {
  const r = await validateApi(path, opts);
  return { exitCode: r.exitCode, diagnostics: r.diagnostics, result: { format: r.format, ...((r.result as object) ?? {}) }, text: r.summary };
}

export async function inspect(_ctx: CliContext, path: string): Promise<Outcome> {
  const { format, graph, diagnostics } = await load(path);
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

export async function roundtrip(_ctx: CliContext, input: string): Promise<Outcome> {
  const r = await roundtripApi(input);
  return {
    exitCode: r.identical ? EXIT.ok : EXIT.invalid,
    diagnostics: r.diagnostics,
    result: { format: r.format, identical: r.identical, differences: r.differences },
    text: r.identical ? `${input}: round trip identical` : `${input}: round trip differs:\n${r.differences.map((d) => `  - ${d}`).join("\n")}`,
  };
}
