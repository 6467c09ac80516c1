/** The format-independent verbs: validate, inspect, roundtrip, passes (compositions of the library API). */
import { kindInfo, listPasses, parse, roundtrip as roundtripApi, validate as validateApi } from "../../api.js";
import { EXIT, type CliContext, type Outcome } from "../context.js";

export async function validate(ctx: CliContext, path: string, opts: { strict?: boolean }): Promise<Outcome> {
  const r = await validateApi(path, { strict: opts.strict, afterEach: ctx.afterEach });
  return {
    exitCode: r.exitCode,
    diagnostics: r.diagnostics,
    result: { format: r.format, ...((r.result as object) ?? {}), pipeline: r.pipeline },
    text: r.summary,
  };
}

export async function inspect(ctx: CliContext, path: string): Promise<Outcome> {
  const { format, graph, diagnostics, pipeline } = await parse(path, { afterEach: ctx.afterEach });
  const kinds = graph.kindCounts().sort(([a], [b]) => a.localeCompare(b));
  const text = [
    `${path}: ${format.toUpperCase()} · ${graph.size} nodes · ${graph.edges().length} edges · ${graph.blobs.size} blobs`,
    ...kinds.map(([k, n]) => `  ${k.padEnd(20)} ${String(n).padStart(7)}  ${kindInfo(k)?.description ?? ""}`),
  ].join("\n");
  return {
    exitCode: diagnostics.some((d) => d.severity === "error") ? EXIT.invalid : EXIT.ok,
    diagnostics,
    result: { format, nodes: graph.size, edges: graph.edges().length, kinds: Object.fromEntries(kinds), pipeline },
    text,
  };
}

export async function roundtrip(ctx: CliContext, input: string): Promise<Outcome> {
  const r = await roundtripApi(input, { afterEach: ctx.afterEach });
  return {
    exitCode: r.identical ? EXIT.ok : EXIT.invalid,
    diagnostics: r.diagnostics,
    result: { format: r.format, identical: r.identical, differences: r.differences, pipeline: r.pipeline },
    text: r.identical
      ? `${input}: round trip identical`
      : `${input}: round trip differs:\n${r.differences.map((d) => `  - ${d}`).join("\n")}`,
  };
}

export async function passes(_ctx: CliContext, opts: { dialect?: string }): Promise<Outcome> {
  const all = (await listPasses()).filter((p) => !opts.dialect || p.dialect === opts.dialect);
  const width = Math.max(...all.map((p) => p.name.length));
  const text = all.map((p) => `${p.name.padEnd(width)}  ${p.kind.padEnd(6)}  ${p.description}`).join("\n");
  return {
    exitCode: EXIT.ok,
    result: all.map(({ name, dialect, kind, description }) => ({ name, dialect, kind, description })),
    text,
  };
}
