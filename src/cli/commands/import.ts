/** `agentc import <repo>`: every coding agent's instruction files into one AIGX genome. */
import { join, relative, resolve } from "node:path";
import { homedir } from "node:os";
import { importNotes, importRepository, userLevelPlaces } from "../../api.js";
import { plural } from "../../../ir/diagnostics/render.js";
import { CliError } from "../errors.js";
import { EXIT, type CliContext, type Outcome } from "../context.js";

export async function importCmd(
  ctx: CliContext,
  repoArg: string | undefined,
  opts: { output?: string; force?: boolean; strict?: boolean; global?: boolean },
): Promise<Outcome> {
  if (opts.global && (repoArg !== undefined || opts.output !== undefined))
    throw new CliError(
      "--global reads the home directory's user-level files into ~/.aigx/: give no repository and no -o",
      "AGC-USAGE",
    );
  if (!opts.global && repoArg === undefined)
    throw new CliError("missing argument 'repo' (or --global for the user-level files)", "AGC-USAGE");
  // User level: the home directory is the repository, read only at each tool's user-level paths; the genome is ~/.aigx/.
  const repo = opts.global ? homedir() : repoArg!;
  const r = await importRepository(repo, {
    output: opts.output,
    force: opts.force,
    strict: opts.strict,
    afterEach: ctx.afterEach,
    ...(opts.global ? await userLevelPlaces() : {}),
  });
  const genome = join(opts.output ?? repo, ".aigx");
  const formats = [...new Set(r.sources.map((s) => s.format))];
  const lines = [
    `${repo}: ${plural(r.sources.length, "file")} (${formats.join(", ") || "none"}) → ${plural(r.rules.length, "rule")}${r.rules.length < r.sources.filter((x) => x.format !== "claude-agent" && x.format !== "mcp-config").length ? " (identical rules merged)" : ""}${r.agents.length ? `, ${plural(r.agents.length, "AIX agent")} (${r.agents.join(", ")})` : ""}`,
    r.written.length
      ? `wrote ${plural(r.written.length, "file")} under ${opts.output ?? repo} (${[r.rules.length ? genome : "", r.agents.length ? join(opts.output ?? repo, opts.global ? ".aigx/agents" : "agents") : ""].filter(Boolean).join(", ")}); next: agentc aigx export --format all --root ${opts.output ?? repo}`
      : r.ok
        ? "nothing changed"
        : "nothing was written",
  ];
  // Every file seen and not read, by path, in one line (the warnings above show the first few with why).
  const unread = r.diagnostics
    .filter((d) => d.code === "RULES-NOT-READ")
    .map((d) => relative(resolve(repo), d.file ?? "") || d.file);
  if (unread.length)
    lines.push(`not read (agentc does not read these yet; they stay as they are): ${unread.join(", ")}`);
  // A renamed or retired tool's files are read as before; the output names its successor.
  // With --global, also what each tool keeps at user level that it does not read (MCP servers, Cursor's user rules).
  const notes = await importNotes(formats, opts.global);
  lines.push(...notes.map((n) => `note: ${n}`));
  return {
    exitCode: r.ok ? EXIT.ok : EXIT.invalid,
    diagnostics: r.diagnostics.filter((d) => d.severity !== "info"),
    result: {
      ok: r.ok,
      genome,
      sources: r.sources,
      ...(notes.length ? { notes } : {}),
      agents: r.agents,
      rules: r.rules.map((x) => ({
        id: x.id,
        activation: x.activation,
        globs: x.globs,
        directory: x.directory,
        sources: x.sources,
      })),
      files: r.written.map(([p]) => p),
      pipeline: r.pipeline,
    },
    text: lines.join("\n"),
  };
}
