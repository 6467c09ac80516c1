/**
 * The issue's "Done when" audit, on the real repositories of test/fixtures/realworld (SOURCES.md):
 * for every repository with agent-setup files (skills, commands, subagents, hooks and permissions,
 * MCP servers in JSON and TOML), `import .` → `aigx export --format all` → `import .` → export, in
 * place, in a git repository, as a user runs it:
 *
 * (a) a fixpoint: the second round changes no byte of any file, and the genome (agents/, .aigx/) the
 *     second import writes is the first's;
 * (b) every field of every setup input (its front matter, JSON, JSONC or TOML, walked leaf by leaf
 *     and compared with the same tool's file after the round) is still there with its value, or the
 *     ledger of the round names it: an entry whose pointer holds that field's key.
 *
 * The oracle is independent of agentc's readers: the files are parsed here with `yaml`, `jsonc-parser`
 * and `smol-toml`. Floors keep the audit from passing vacuously (≥ 15 repositories, each feature in
 * several, subagents in three tools' styles, MCP in JSON and in TOML).
 */
import { execFileSync } from "node:child_process";
import { cpSync, lstatSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { parse as parseJsonc } from "jsonc-parser";
import { parse as parseToml } from "smol-toml";
import { parse as parseYaml } from "yaml";
import { describe, expect, it } from "vitest";
import { agentcInProcess } from "../support/cli.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";
import { treeSnapshot } from "../support/tree.js";
import { MCP_CONFIG_FILES } from "../../ir/dialects/mcp/model.js";
import { SETTINGS_PLACES } from "../../src/formats/settings/settings-files.js";
import { COMMAND_TOOLS, SKILL_TOOLS, SUBAGENT_STYLES } from "../../ir/dialects/setup/tools.js";

const FIXTURES = join(repoRoot, "test/fixtures/realworld");
const repos = readdirSync(FIXTURES)
  .filter((n) => n.includes("__") && lstatSync(join(FIXTURES, n)).isDirectory())
  .sort();

type Feature = "skills" | "commands" | "subagents" | "hooks" | "permissions" | "mcp-json" | "mcp-toml";

/** What a repository-relative path is, as a setup input: its feature and (for subagents) whose style. */
function setupInput(p: string): { feature: Feature; style?: string } | undefined {
  if (p === ".codex/config.toml") return { feature: "mcp-toml" };
  if (MCP_CONFIG_FILES.some((c) => c.path === p)) return { feature: "mcp-json" };
  if (SETTINGS_PLACES.some((s) => s.path === p)) return { feature: "hooks" }; // hooks or permissions: told apart by content below
  if (/^\.claude\/agents\/[^/]+\.md$/.test(p)) return { feature: "subagents", style: "claude" };
  for (const s of SUBAGENT_STYLES)
    for (const d of [s.dir, ...(s.alsoReads ?? [])])
      if (p.startsWith(`${d}/`) && !p.slice(d.length + 1).includes("/") && p.endsWith(s.suffix))
        return { feature: "subagents", style: s.tool };
  for (const t of COMMAND_TOOLS)
    for (const d of [t.dir, ...(t.alsoReads ?? [])])
      if (p.startsWith(`${d}/`) && p.endsWith(t.suffix)) return { feature: "commands" };
  for (const t of SKILL_TOOLS)
    for (const d of t.reads)
      if (new RegExp(`^${d.replace(/\./g, "\\.")}/[^/]+/SKILL\\.md$`).test(p)) return { feature: "skills" };
  return undefined;
}

/**
 * A setup file's fields, parsed here (not by agentc): front matter plus body, JSON with comments, or TOML.
 * Parsed once per path and text: the walk across tools reads each written file once per input whose
 * counterpart it is (a large `.codex/config.toml` was parsed again for every server file), and
 * nothing changes a parsed value (`leaves` and `items` only read it).
 */
const parsed = new Map<string, unknown>();
function fieldsOf(path: string, text: string): unknown {
  const key = `${path}\0${text}`;
  if (!parsed.has(key)) parsed.set(key, parseFields(path, text));
  return parsed.get(key);
}

function parseFields(path: string, text: string): unknown {
  if (path.endsWith(".toml")) return parseToml(text);
  if (path.endsWith(".json") || path.endsWith(".jsonc")) return parseJsonc(text, [], { allowTrailingComma: true });
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!m) return { "(body)": text.trim() };
  return { ...frontMatter(m[1]!), "(body)": m[2]!.trim() };
}

/**
 * Front matter as YAML, or, where it is not YAML (an unquoted `: ` in a description, as many real
 * subagents have and Claude Code reads), as the tools read it: `key: value` lines, indented lines
 * continuing the value before them.
 */
function frontMatter(text: string): Record<string, unknown> {
  try {
    return (parseYaml(text) as Record<string, unknown> | null) ?? {};
  } catch {
    const out: Record<string, unknown> = {};
    let last: string | undefined;
    for (const line of text.split(/\r?\n/)) {
      const m = /^([A-Za-z0-9_-]+):[ \t]?(.*)$/.exec(line);
      if (m) out[(last = m[1]!)] = m[2]!.trim();
      else if (last && line.trim() && !line.trimStart().startsWith("#"))
        out[last] = `${String(out[last])} ${line.trim()}`.trim();
    }
    return out;
  }
}

/** Every leaf of a parsed value, by its path of keys. An empty object or list is a leaf. */
function leaves(
  v: unknown,
  at: string[] = [],
  out: Array<{ at: string[]; value: string }> = [],
): Array<{ at: string[]; value: string }> {
  if (v && typeof v === "object" && !(v instanceof Date) && Object.keys(v).length) {
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) leaves(x, [...at, k], out);
  } else out.push({ at, value: JSON.stringify(v instanceof Date ? v.toISOString() : v) });
  return out;
}

const decodePointer = (p: string): string[] =>
  p
    .split("/")
    .slice(1)
    .map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));
/** A body may be re-spaced by a writer (blank lines, the generated-by line); its words must stay. */
const words = (s: string): string =>
  s
    .replace(/<!--[^>]*generated by agentc[^>]*-->/g, "")
    .replace(/\\n/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** A key as the ledger may spell it: `argument-hint`, `argumentHint` and `argument_hint` are one. */
const norm = (k: string): string => k.toLowerCase().replace(/[^a-z0-9]/g, "");
/** A prompt's words with the placeholders of every tool left out (`$ARGUMENTS`, `{{args}}`, `${input:x}`, `$1`): they are translated, or ledgered. */
const promptWords = (s: string): string =>
  words(
    s
      // A shell injection is Gemini's !{cmd} and Claude Code's and OpenCode's !`cmd`: the same command either way.
      .replace(
        /!\{((?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*)\}|!`([^`\n]*)`/g,
        (_m, a: string | undefined, b: string | undefined) => ` !<${a ?? b}> `,
      )
      .replace(/\$\{[^}]*\}|\{\{[^}]*\}\}|\$ARGUMENTS|\$\d+|@\{[^}]*\}/g, " "),
  );

/** The item an input file holds, and where each other tool keeps the same item (repository-relative paths). */
function counterparts(path: string, feature: Feature): string[] {
  if (feature === "subagents") {
    const stem = path
      .split("/")
      .pop()!
      .replace(/(\.agent)?\.md$/, "");
    return [`.claude/agents/${stem}.md`, ...SUBAGENT_STYLES.map((s) => `${s.dir}/${stem}${s.suffix}`)].filter(
      (p) => p !== path,
    );
  }
  if (feature === "commands") {
    const tool = COMMAND_TOOLS.find((t) => [t.dir, ...(t.alsoReads ?? [])].some((d) => path.startsWith(`${d}/`)))!;
    const dir = [tool.dir, ...(tool.alsoReads ?? [])].find((d) => path.startsWith(`${d}/`))!;
    const rel = path.slice(dir.length + 1, -tool.suffix.length);
    return COMMAND_TOOLS.flatMap((t) => [
      `${t.dir}/${rel}${t.suffix}`,
      `${t.dir}/${rel.replace(/\//g, "-")}${t.suffix}`,
      `${t.dir}/${rel.split("/").pop()}${t.suffix}`,
    ]).filter((p, i, all) => p !== path && all.indexOf(p) === i);
  }
  if (feature === "hooks")
    return SETTINGS_PLACES.filter((s) => s.what === "hooks" && s.path !== path).map((s) => s.path);
  if (feature === "mcp-json" || feature === "mcp-toml")
    return [...MCP_CONFIG_FILES.map((c) => c.path)].filter((p, i, all) => p !== path && all.indexOf(p) === i);
  return [];
}

/** The items of a parsed file to compare: one per MCP server (by name), else the whole file. A TOML command's `prompt` is a Markdown command's body. */
function items(path: string, feature: Feature, doc: unknown): Map<string, unknown> {
  if (feature === "mcp-json" || feature === "mcp-toml") {
    const d = (doc ?? {}) as Record<string, unknown>;
    const servers = (MCP_CONFIG_FILES.filter((c) => c.path === path)
      .map((c) => d[c.key])
      .find((v) => v && typeof v === "object") ?? {}) as Record<string, unknown>;
    return new Map(Object.entries(servers));
  }
  if (feature === "hooks") {
    // The hooks alone (the file's other keys are not agentc's); events are keys and mapped per tool, so the handlers' values are compared.
    const d = (doc ?? {}) as Record<string, unknown>;
    return new Map(d.hooks === undefined ? [] : [["", d.hooks]]);
  }
  // A TOML command's `prompt` and a Codex agent's `developer_instructions` are a Markdown file's body.
  for (const key of ["prompt", "developer_instructions"]) {
    if (path.endsWith(".toml") && doc && typeof doc === "object" && key in doc) {
      const { [key]: body, ...rest } = doc as Record<string, unknown>;
      return new Map([["", { ...rest, "(body)": String(body).trim() }]]);
    }
  }
  return new Map([["", doc]]);
}

/** A tool's key → the name core (and so the ledger) gives the same setting, where they differ (each tool's MCP documentation). */
const SYNONYMS: Record<string, string[]> = {
  startuptimeoutsec: ["startuptimeoutms"],
  tooltimeoutsec: ["tooltimeoutms"],
  timeout: ["startuptimeoutms", "tooltimeoutms"],
  enabledtools: ["enabledtools"],
  includetools: ["enabledtools"],
  excludetools: ["disabledtools"],
};

/** Which ledger targets speak for a tool's file (the rule format that writes it, the tool, its agents' format). */
const TARGETS_OF: ReadonlyArray<[RegExp, string[]]> = [
  [/^(\.claude\/|\.mcp\.json$)/, ["claude-md", "claude", "claude-agents"]],
  [/^(\.github\/|\.vscode\/)/, ["copilot", "copilot-agents"]],
  [/^(\.opencode\/|opencode\.jsonc?$)/, ["opencode", "opencode-agents"]],
  [/^\.gemini\//, ["gemini-md", "gemini"]],
  [/^\.cursor\//, ["cursor"]],
  [/^\.codex\//, ["codex", "agents-md"]],
];

interface Round {
  status: number;
  out: string;
  ledger: Array<{ pointer: string; file?: string; target?: string }>;
}

async function inRepo(repo: string, args: string[]): Promise<Round> {
  const prev = process.cwd();
  process.chdir(repo);
  try {
    const r = await agentcInProcess([...args, "--json"]);
    let ledger: Round["ledger"] = [];
    try {
      const doc = JSON.parse(r.stdout) as { result?: { lossLedger?: Round["ledger"]; ledger?: Round["ledger"] } };
      ledger = doc.result?.lossLedger ?? doc.result?.ledger ?? [];
    } catch {
      // not JSON: the status says what happened
    }
    return { status: r.status, out: `${r.stdout}\n${r.stderr}`, ledger };
  } finally {
    process.chdir(prev);
  }
}

const git = (cwd: string, ...args: string[]): string =>
  execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "core.autocrlf=false", ...args], {
    cwd,
    encoding: "utf8",
  });

interface Audit {
  repo: string;
  inputs: Array<{ path: string; feature: Feature; style?: string }>;
  unnamed: string[];
  /** Fields of an input that another tool's copy of the item has neither kept (same value) nor named in the ledger. */
  crossUnnamed: string[];
  crossFields: number;
  changed: string[];
  genomeChanged: string[];
  failures: string[];
  fields: number;
  ledgered: number;
}

async function audit(name: string): Promise<Audit> {
  const repo = join(tempDir("agentc-setup-audit-"), name);
  cpSync(join(FIXTURES, name), repo, { recursive: true, verbatimSymlinks: true });
  // A git repository, as a user's is: agentc leaves .git alone (nothing here reads git's state, the
  // snapshots skip it), so nothing is committed: that was two more processes and a thousand object
  // folders to write and remove per run, for nothing the audit looks at.
  git(repo, "init", "-q");
  const original = treeSnapshot(repo);
  const inputs = [...original.keys()]
    .filter((p) => !original.get(p)!.startsWith("link:"))
    .flatMap((p) => {
      const s = setupInput(p);
      if (!s) return [];
      if (s.feature !== "hooks") return [{ path: p, ...s }];
      const doc = fieldsOf(p, Buffer.from(original.get(p)!, "base64").toString("utf8")) as
        Record<string, unknown> | undefined;
      return [
        ...(doc?.hooks ? [{ path: p, feature: "hooks" as const }] : []),
        ...(doc?.permissions || doc?.permission ? [{ path: p, feature: "permissions" as const }] : []),
      ];
    });
  // Codex's TOML holds hooks too (`[[hooks.…]]`); a config.toml with them counts for hooks.
  const failures: string[] = [];
  const ledger: Round["ledger"] = [];
  for (const args of [
    ["import", "."],
    ["aigx", "export", "--format", "all"],
  ]) {
    const r = await inRepo(repo, args);
    if (r.status !== 0) failures.push(`${args.join(" ")} → exit ${r.status}: ${r.out.slice(0, 600)}`);
    ledger.push(...r.ledger);
  }
  const first = treeSnapshot(repo);
  const genome = (m: Map<string, string>): Map<string, string> =>
    new Map([...m].filter(([p]) => p.startsWith("agents/") || p.startsWith(".aigx/")));
  for (const args of [
    ["import", "."],
    ["aigx", "export", "--format", "all"],
  ]) {
    const r = await inRepo(repo, args);
    if (r.status !== 0) failures.push(`second ${args.join(" ")} → exit ${r.status}: ${r.out.slice(0, 600)}`);
  }
  const second = treeSnapshot(repo);
  const changed = [...new Set([...first.keys(), ...second.keys()])].filter((p) => first.get(p) !== second.get(p));
  const g1 = genome(first);
  const g2 = genome(second);
  const genomeChanged = [...new Set([...g1.keys(), ...g2.keys()])].filter((p) => g1.get(p) !== g2.get(p));
  // (b) field by field, against the same tool's file after the round.
  const named = ledger.map((e) => decodePointer(e.pointer));
  const unnamed: string[] = [];
  let fields = 0;
  let ledgered = 0;
  for (const { path } of inputs.filter((x, i, all) => all.findIndex((y) => y.path === x.path) === i)) {
    const before = leaves(fieldsOf(path, Buffer.from(original.get(path)!, "base64").toString("utf8")));
    const now = second.get(path);
    const afterText =
      now === undefined || now.startsWith("link:") ? undefined : Buffer.from(now, "base64").toString("utf8");
    const after = new Map(
      afterText === undefined ? [] : leaves(fieldsOf(path, afterText)).map((l) => [JSON.stringify(l.at), l.value]),
    );
    for (const leaf of before) {
      fields++;
      const got = after.get(JSON.stringify(leaf.at));
      const same =
        got === leaf.value || (leaf.at.at(-1) === "(body)" && got !== undefined && words(got) === words(leaf.value));
      if (same) continue;
      const keys = leaf.at.filter((k) => !/^\d+$/.test(k) && k !== "(body)");
      if (keys.length && named.some((p) => keys.some((k) => p.includes(k)))) {
        ledgered++;
        continue;
      }
      unnamed.push(
        `${path} ${JSON.stringify(leaf.at)}: ${leaf.value.slice(0, 80)} → ${got === undefined ? "(gone)" : got.slice(0, 80)}`,
      );
    }
  }
  // (b) across tools: each item (subagent, command, MCP server) in every other tool's file export wrote.
  // The keys the ledger names for one tool's files (a pointer's tokens, `x-cwd` as `cwd`), so a loss in one tool is not excused by another's entry.
  const namedFor = (other: string): Set<string> => {
    const targets = TARGETS_OF.find(([re]) => re.test(other))?.[1] ?? [];
    return new Set(
      ledger
        .filter((e) => targets.includes(e.target ?? ""))
        .flatMap((e) => decodePointer(e.pointer).map((k) => norm(k.replace(/^x-/, "")))),
    );
  };
  const crossUnnamed: string[] = [];
  let crossFields = 0;
  for (const { path, feature } of inputs) {
    const mine = items(path, feature, fieldsOf(path, Buffer.from(original.get(path)!, "base64").toString("utf8")));
    for (const other of counterparts(path, feature)) {
      const bytes = second.get(other);
      if (bytes === undefined || bytes.startsWith("link:") || original.has(other)) continue; // only what export wrote
      const namedKeys = namedFor(other);
      const theirs = items(other, feature, fieldsOf(other, Buffer.from(bytes, "base64").toString("utf8")));
      for (const [id, item] of mine) {
        const there = theirs.get(id);
        if (there === undefined) {
          if (!namedKeys.has(norm(id)) && ![...namedKeys].some((k) => k === "commands" || k === "mcp"))
            crossUnnamed.push(`${path} ${id} → ${other}: missing`);
          continue;
        }
        // A variable reference is spelled as each tool spells it (`${X}`, `${env:X}`, `{env:X}`): compared as one.
        const vars = (v: string): string => v.replace(/\$?\{(?:env:)?([A-Za-z_][A-Za-z0-9_]*)\}/g, "$$$1");
        const values = new Set(leaves(there).map((l) => vars(l.value)));
        const body = leaves(there).find((l) => l.at.at(-1) === "(body)");
        for (const leaf of leaves(item)) {
          // A hook's matcher is renamed into each tool's words (Bash is Gemini's run_shell_command, Cursor's beforeShellExecution event): test/property/settings-hooks.test.ts holds that mapping.
          if (feature === "hooks" && leaf.at.at(-1) === "matcher") continue;
          crossFields++;
          if (values.has(vars(leaf.value)) || leaf.value === "[]" || leaf.value === "{}") continue; // an empty list or table says nothing
          // A timeout in seconds that a tool counts in milliseconds (Gemini CLI's hooks, Codex's servers → Gemini's and OpenCode's).
          if (/^timeout$|_sec$/.test(leaf.at.at(-1) ?? "") && values.has(String(Number(leaf.value) * 1000))) continue;
          // A comma-separated list one tool writes as text and another as a list (Claude Code's `allowed-tools`, Copilot's `tools`).
          const parts =
            (JSON.parse(leaf.value) as unknown) && typeof JSON.parse(leaf.value) === "string"
              ? (JSON.parse(leaf.value) as string).split(/,\s*/)
              : [];
          if (parts.length > 1 && parts.every((x) => values.has(vars(JSON.stringify(x))))) continue;
          // A transport a tool spells by what the server has (a command is stdio, a url is HTTP), as Cursor, Codex and OpenCode do.
          if (
            leaf.at.join("/") === "type" &&
            (/"(stdio|local)"/.test(leaf.value)
              ? leaves(there).some((l) => l.at[0] === "command")
              : leaves(there).some((l) => ["url", "httpUrl", "serverUrl"].includes(l.at[0]!)))
          )
            continue;
          // A tool that names an item by its file (OpenCode's agents, every tool's commands) holds the name there.
          if (
            leaf.at.join("/") === "name" &&
            JSON.stringify(
              other
                .split("/")
                .pop()!
                .replace(/(\.agent|\.prompt)?\.(md|toml)$/, ""),
            ) === leaf.value
          )
            continue;
          if (
            leaf.at.at(-1) === "(body)" &&
            body &&
            promptWords(JSON.parse(body.value) as string) === promptWords(JSON.parse(leaf.value) as string)
          )
            continue;
          const keys = leaf.at
            .filter((k) => !/^\d+$/.test(k) && k !== "(body)")
            .flatMap((k) => [norm(k), ...(SYNONYMS[norm(k)] ?? [])]);
          if (keys.some((k) => namedKeys.has(k)) || (leaf.at.at(-1) === "(body)" && namedKeys.has("placeholders")))
            continue;
          crossUnnamed.push(`${path} ${id} ${JSON.stringify(leaf.at)} → ${other}: ${leaf.value.slice(0, 60)}`);
        }
      }
    }
  }
  return { repo: name, inputs, unnamed, crossUnnamed, crossFields, changed, genomeChanged, failures, fields, ledgered };
}

describe("the setup audit on real repositories (issue 33, Done when)", () => {
  const results: Audit[] = [];

  it("import → export → import on every real repository with setup files: a fixpoint, and every input field kept or ledgered", async () => {
    for (const name of repos) {
      const files = treeSnapshot(join(FIXTURES, name));
      if (![...files.keys()].some((p) => setupInput(p))) continue;
      const a = await audit(name);
      results.push(a);
      expect(a.failures, `${name}: the round failed`).toEqual([]);
      expect(a.changed, `${name}: the second round changed these`).toEqual([]);
      expect(a.genomeChanged, `${name}: the second import wrote another genome`).toEqual([]);
      expect(a.unnamed, `${name}: fields neither kept in the same tool's file nor named in the ledger`).toEqual([]);
      expect(a.crossUnnamed, `${name}: fields another tool's copy neither holds nor the ledger names`).toEqual([]);
    }
    if (process.env.AUDIT_REPORT)
      for (const r of results)
        console.log(
          `${r.repo}: ${r.inputs.map((i) => i.feature + (i.style ? `:${i.style}` : "")).join(",")} fields=${r.fields} ledgered=${r.ledgered} across=${r.crossFields}`,
        );
    // Floors: enough repositories and features for the audit to mean something.
    expect(results.length).toBeGreaterThanOrEqual(15);
    const having = (f: Feature): string[] =>
      results.filter((r) => r.inputs.some((i) => i.feature === f)).map((r) => r.repo);
    expect(having("skills").length, "repositories with skills").toBeGreaterThanOrEqual(3);
    expect(having("commands").length, "repositories with commands").toBeGreaterThanOrEqual(3);
    expect(having("subagents").length, "repositories with subagents").toBeGreaterThanOrEqual(3);
    expect(having("hooks").length, "repositories with hooks").toBeGreaterThanOrEqual(2);
    expect(having("permissions").length, "repositories with permissions").toBeGreaterThanOrEqual(1);
    expect(having("mcp-json").length, "repositories with MCP in JSON").toBeGreaterThanOrEqual(5);
    expect(having("mcp-toml").length, "repositories with MCP in TOML").toBeGreaterThanOrEqual(1);
    const styles = new Set(results.flatMap((r) => r.inputs.filter((i) => i.style).map((i) => i.style)));
    expect([...styles].sort(), "subagent styles").toEqual(expect.arrayContaining(["claude", "copilot", "opencode"]));
    // The walk looked at many fields, and most were kept as they were (not waved through by the ledger).
    const fields = results.reduce((n, r) => n + r.fields, 0);
    const ledgered = results.reduce((n, r) => n + r.ledgered, 0);
    expect(fields).toBeGreaterThanOrEqual(300);
    expect(ledgered).toBeLessThan(fields / 4);
    expect(
      results.reduce((n, r) => n + r.crossFields, 0),
      "fields compared across tools",
    ).toBeGreaterThanOrEqual(300);
  }, 600_000);
});
