/** `agentc import <repo>`: every coding agent's instruction files into one AIGX genome. */
import { join } from "node:path";
import { importRepository } from "../../pipeline/rules/import-repository.js";
import { plural } from "../../../ir/diagnostics/render.js";
import { EXIT, type CliContext, type Outcome } from "../context.js";

export async function importCmd(_ctx: CliContext, repo: string, opts: { output?: string; force?: boolean; strict?: boolean }): Promise<Outcome> {
  const r = await importRepository(repo, { output: opts.output, force: opts.force, strict: opts.strict });
  const genome = join(opts.output ?? repo, ".aigx");
  const formats = [...new Set(r.sources.map((s) => s.format))];
  const lines = [
    `${repo}: ${plural(r.sources.length, "instruction file")} (${formats.join(", ") || "none"}) → ${plural(r.rules.length, "rule")}${r.rules.length < r.sources.length ? " (identical rules merged)" : ""}`,
    r.written.length ? `wrote ${genome} (${plural(r.written.length, "file")}); next: agentc aigx export --format all --root ${opts.output ?? repo}` : "nothing was written",
  ];
  return {
    exitCode: r.ok ? EXIT.ok : EXIT.invalid,
    diagnostics: r.diagnostics.filter((d) => d.severity !== "info"),
    result: { ok: r.ok, genome, sources: r.sources, rules: r.rules.map((x) => ({ id: x.id, activation: x.activation, globs: x.globs, directory: x.directory, sources: x.sources })), files: r.written.map(([p]) => p), pipeline: r.pipeline },
    text: lines.join("\n"),
  };
}
