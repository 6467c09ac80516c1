/**
 * A rule-file format in the pipeline, built from its parts: the dialect
 * (scope and placement), its reader and its writer. read: the input (a
 * repository, a format's folder, or one file) → `F.RuleFile`/`F.Rule` nodes;
 * verify: scope checks; raise → core rules; lower: core rules → files to
 * write, ledgering what the format cannot hold; write: the files in memory;
 * check: the written files re-read with the format's own reader give back
 * every rule (text, activation, globs).
 */
import { statSync } from "node:fs";
import { basename, relative, resolve, sep } from "node:path";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { addCoreRules, coreRulesOf, type CoreRule } from "../../../ir/dialects/core/rules.js";
import { normalText, type RuleFileAttrs } from "../../../ir/dialects/rules/model.js";
import { ruleRootOf } from "../../../ir/dialects/rules/paths.js";
import { ruleTool } from "../../../ir/dialects/rules/tool.js";
import { directoryOf as outputDirectory, type OutputFiles } from "../../../ir/io/output-files.js";
import { LossLedger } from "../../../ir/loss-ledger.js";
import type { FieldValue, FileToEmit } from "../../../emitters/rules/emit.js";
import type { RuleDialect } from "./dialect.js";
import { raiseRuleFiles } from "./raise.js";
import { escapePointerToken } from "../../../ir/json/pointer.js";
import { lowerRules, type Expected, type Lowered } from "./lower.js";
import { compareRules } from "./compare.js";
import { agentsMdDialect } from "./dialects/agents-md.js";
import { stateKey, type PassContext } from "../pass.js";
import type { Format } from "../format.js";
import { detectFormat } from "../detect.js";

type Read = { file?: RuleFileAttrs; diagnostics: Diagnostic[] };

export interface RuleFormatParts {
  dialect: RuleDialect;
  description: string;
  discover(root: string, files?: readonly string[]): string[];
  readFile(root: string, path: string, options: { strict?: boolean }): Read;
  parseFile(
    path: string,
    text: string,
    options: { strict?: boolean },
  ): { file: RuleFileAttrs; diagnostics: Diagnostic[] };
  emit(files: readonly FileToEmit[]): Array<[string, string]>;
  /** In a word, what raising leaves behind and what lowering cannot hold (the ledger lists each). */
  loses: { raise: string; lower: string };
}

const posix = (p: string): string => p.split(sep).join("/");

/** The repository root and the files to read for an input path. */
export function ruleInput(
  input: string,
  root: string | undefined,
  discover: (root: string) => string[],
): { root: string; paths: string[] } | Diagnostic {
  const abs = resolve(input);
  let isDir: boolean;
  try {
    isDir = statSync(abs).isDirectory();
  } catch {
    return { code: "RULES-READ", severity: "error", message: `${input} does not exist or cannot be read`, file: input };
  }
  const r = resolve(root ?? ruleRootOf(abs, isDir));
  const rel = posix(relative(r, abs));
  if (isDir) return { root: r, paths: discover(r).filter((f) => !rel || f === rel || f.startsWith(`${rel}/`)) };
  return { root: r, paths: [rel.startsWith("..") ? basename(abs) : rel] };
}

const fieldValue = (v: unknown): FieldValue =>
  typeof v === "string" || typeof v === "boolean"
    ? v
    : Array.isArray(v) && v.every((x) => typeof x === "string")
      ? (v as string[])
      : { json: v };

export function ruleFormat(parts: RuleFormatParts): Format {
  const { dialect } = parts;
  const name = dialect.name;
  const FILES = stateKey<RuleFileAttrs[]>(`${name}.files`);
  const LOWERED = stateKey<Lowered>(`${name}.lowered`);
  const filesOf = (ctx: PassContext): RuleFileAttrs[] => ctx.state.get(FILES) ?? [];

  /** The read files as they would be re-emitted (same-format conversions, round trips). */
  const reemit = (files: readonly RuleFileAttrs[]): Lowered => {
    const { rules } = raiseRuleFiles(files, dialect, new LossLedger(), name);
    let i = 0;
    const out: FileToEmit[] = [];
    const expected: Expected[] = [];
    for (const f of files) {
      const rs = f.sections.map(() => rules[i++]!);
      out.push({
        path: f.path,
        fields: Object.entries(f.fields).map(([k, v]) => [k, fieldValue(v)]),
        preamble: [],
        rules: rs.map((r) => ({ id: r.id, text: r.text })),
      });
      expected.push(
        ...rs.map((r) => ({ id: r.id, path: f.path, text: r.text, activation: r.activation, globs: r.globs })),
      );
    }
    return { files: out, expected, diagnostics: [] };
  };

  /** Re-read written files in memory and compare them with what they must hold. */
  const reread = (files: ReadonlyArray<[string, string]>, expected: readonly Expected[]): Diagnostic[] => {
    const read = files.map(([p, text]) => parts.parseFile(p, text, {}).file);
    const { rules } = raiseRuleFiles(read, dialect, new LossLedger(), name);
    const want = new Set(expected.map((e) => e.id));
    const extra = rules.filter((r: CoreRule) => !want.has(r.id) && r.text !== "@AGENTS.md");
    return [
      ...compareRules(expected, rules, name),
      ...extra.map((r): Diagnostic => ({
        code: "RULES-OUTPUT",
        severity: "error",
        message: `${name}: ${r.sources[0]?.file} holds a rule (${r.id}) nothing was lowered to`,
        file: r.sources[0]?.file,
      })),
    ];
  };

  const loweredOf = (ctx: PassContext): Lowered => ctx.state.get(LOWERED) ?? reemit(filesOf(ctx));

  const format = {
    name,
    dialect: name,
    description: parts.description,
    detect: (path: string): boolean => detectFormat(path) === name,
    discover: parts.discover,
    // What of core this format carries (a repository's rules, never an agent) and, in a word, what it drops.
    core: { raises: ["rules"] as "rules"[], lowers: ["rules"] as "rules"[] },
    loses: { raise: parts.loses.raise, lower: parts.loses.lower },
    read: {
      name: `${name}.read`,
      dialect: name,
      kind: "read",
      description: `find and parse ${name} files (front matter with line:col, rules split at agentc's markers, imports recorded)`,
      run(ctx) {
        const where = ruleInput(ctx.input, ctx.root, parts.discover);
        if ("code" in where) return [where];
        if (!where.paths.length)
          return [
            {
              code: "RULES-NONE",
              severity: "error",
              message: `no ${name} rule files in ${ctx.input}`,
              file: ctx.input,
            },
          ];
        const ds: Diagnostic[] = [];
        const files: RuleFileAttrs[] = [];
        for (const path of where.paths) {
          const r = parts.readFile(where.root, path, { strict: ctx.options.strict });
          ds.push(...r.diagnostics);
          if (!r.file) continue;
          files.push(r.file);
          const fid = `${name}:file:${path}`;
          ctx.graph.add({ id: fid, kind: `${name}.RuleFile`, attrs: r.file, origin: { file: path } });
          r.file.sections.forEach((s, i) => {
            const rid = `${name}:rule:${path}:${i}`;
            ctx.graph.add({ id: rid, kind: `${name}.Rule`, attrs: s, origin: { file: path, line: s.line, col: 1 } });
            ctx.graph.connect(fid, rid, "rule");
          });
        }
        ctx.state.set(FILES, files);
        return ds;
      },
    },
    verify: [
      {
        name: `${name}.verify`,
        dialect: name,
        kind: "verify",
        description: "every file gives its rules a known activation and a scope that fits it",
        run(ctx) {
          return filesOf(ctx).flatMap((f) => [
            ...(dialect.scope(f).diagnostics ?? []),
            ...(f.sections.length
              ? []
              : [
                  {
                    code: "RULES-EMPTY" as const,
                    severity: "warning" as const,
                    message: `${f.path} holds no rule text`,
                    file: f.path,
                  },
                ]),
          ]);
        },
      },
    ],
    raise: {
      name: `${name}.raise`,
      dialect: name,
      kind: "raise",
      description: `${name} files → core rules: scope, activation, ids, sources (file, line, format)`,
      run(ctx) {
        const { rules } = raiseRuleFiles(filesOf(ctx), dialect, ctx.ledger, ctx.target ?? "core");
        addCoreRules(ctx.graph, { rules, boundaries: [], facts: [] });
        return [];
      },
    },
    lower: {
      name: `${name}.lower`,
      dialect: name,
      kind: "lower",
      description: `core rules → ${name} files at their conventional paths; what ${name} cannot hold is ledgered rule by rule`,
      run(ctx) {
        const { rules, boundaries, facts } = coreRulesOf(ctx.graph);
        // Per-file boundaries and domain facts (AIGX) have no place in a rule file.
        // An entry that only indexes a file (its role, the rules to check) loses nothing: the genome keeps it.
        for (const b of boundaries) {
          if (b.forbid || b.gotchas.length)
            ctx.ledger.record({
              pointer: `/boundaries/${escapePointerToken(b.path)}`,
              target: name,
              reason: `${name} has no per-file boundaries: ${b.forbid ? "the forbidden imports" : "the gotchas"} of ${b.path} stay in .aigx/files.aigx (the AIGX addendum points agents there)`,
            });
        }
        facts.forEach((f, i) =>
          ctx.ledger.record({
            pointer: `/facts/${escapePointerToken(f.domain)}/${i}`,
            target: name,
            reason: `${name} has no domain facts`,
          }),
        );
        if (!rules.length)
          return [{ code: "AGC-NO-CORE", severity: "error", message: `there are no rules to lower to ${name}` }];
        // A tool that imports AGENTS.md (Claude Code, Gemini CLI: its declaration's importsAgentsMd names its own file).
        const own = ruleTool(name)?.importsAgentsMd ?? "";
        const importsAgents = own !== "" && (ctx.options.exportTargets ?? []).includes("agents-md");
        // A CLAUDE.md or GEMINI.md that is a rule's home keeps its rules, and copies those of AGENTS.md
        // rather than importing it (its tool would then read them twice); the others import AGENTS.md.
        const homes = new Set(rules.flatMap((r) => r.sources.filter((s) => s.format === name).map((s) => s.file)));
        // Importing AGENTS.md makes the tool read every rule AGENTS.md holds: only when AGENTS.md holds each as it is
        // (a rule it widens would be read twice, once widened and once from the tool's own scoped file).
        const exact = (rule: CoreRule): boolean => {
          const p = agentsMdDialect.place(rule, "");
          return (
            p.expect.activation === rule.activation &&
            JSON.stringify([...p.expect.globs].sort()) === JSON.stringify([...rule.globs].sort())
          );
        };
        const delegate =
          importsAgents && rules.every(exact)
            ? (rule: CoreRule): string | undefined => {
                const p = agentsMdDialect.place(rule, "");
                const at = p.path.replace(/AGENTS\.md$/, own);
                // Claude Code reads `.claude/CLAUDE.md` as it reads the root CLAUDE.md: a home there keeps the root from importing too.
                const home = homes.has(at) || (at === "CLAUDE.md" && homes.has(".claude/CLAUDE.md"));
                return home ? undefined : at;
              }
            : undefined;
        const lowered = lowerRules(rules, dialect, ctx.ledger, { delegate });
        ctx.state.set(LOWERED, lowered);
        for (const f of lowered.files) {
          const id = `${name}:out:${f.path}`;
          if (!ctx.graph.has(id))
            ctx.graph.add({
              id,
              kind: `${name}.RuleFile`,
              attrs: { path: f.path, rules: f.rules.map((r) => r.id), imports: f.preamble },
            });
        }
        return lowered.diagnostics;
      },
    },
    write: {
      name: `${name}.write`,
      description: `${name} files in memory (generated-by header, each rule under its id marker), paths relative to the repository root`,
      run(ctx): OutputFiles {
        return outputDirectory(parts.emit(loweredOf(ctx).files));
      },
    },
    checkOutput: [
      {
        name: `${name}.reread`,
        description: `the written ${name} files, re-read with the ${name} reader, give back every rule with its text, activation and scope`,
        run(out, ctx) {
          const files = out.files.map(([p, b]): [string, string] => [p, Buffer.from(b).toString("utf8")]);
          return reread(files, loweredOf(ctx).expected);
        },
      },
    ],
    summarize(ctx, diagnostics) {
      const files = filesOf(ctx);
      const errors = diagnostics.filter((d) => d.severity === "error").length;
      const rules = files.reduce((n, f) => n + f.sections.length, 0);
      return {
        result: { files: files.length, rules },
        summary: `${name}: ${errors ? "FAIL" : "ok"}, ${files.length} file(s), ${rules} rule(s)`,
      };
    },
    sameMeaning(path, a, b) {
      const meaning = (text: string): string[] => {
        const { rules } = raiseRuleFiles([parts.parseFile(path, text, {}).file], dialect, new LossLedger(), name);
        return rules
          .map((r) =>
            JSON.stringify([
              normalText(r.text),
              r.activation,
              [...new Set(r.globs)].sort(),
              // Raise sets neither when empty; an absent one is null in the JSON.
              r.directory,
              r.description,
            ]),
          )
          .sort();
      };
      const [x, y] = [meaning(a), meaning(b)];
      return x.length === y.length && x.every((r, i) => r === y[i]);
    },
    async roundtrip(ctx) {
      const l = reemit(filesOf(ctx));
      const diagnostics = reread(parts.emit(l.files), l.expected);
      return { differences: diagnostics.map((d) => d.message), diagnostics };
    },
  } satisfies Format & Record<string, unknown>;
  return format;
}
