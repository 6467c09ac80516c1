/**
 * A coding agent's settings file in the pipeline, as far as hooks and permissions go: Claude Code's
 * `.claude/settings.json` (and `.claude/settings.local.json`, its personal, usually git-ignored twin)
 * and Cursor's `.cursor/hooks.json`. Read into `settings.*` nodes, checked, raised to the core agent
 * `agentc import` writes for a repository (`x-hooks` / `x-permissions`, src/formats/settings/settings-files.ts),
 * and lowered into the settings file of the tool `--to` names (`--to cursor` → `.cursor/hooks.json`,
 * `--to gemini-cli` → `.gemini/settings.json` hooks, `--to opencode` → `opencode.json` permission).
 * `convert` writes a new file (its rules: no overwrite without --force); `aigx export` is the one that
 * edits a tool's existing file in place.
 */
import { basename, join } from "node:path";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { addCoreAgent, coreAgentOf } from "../../../ir/dialects/core/agent.js";
import {
  emptyPermissions,
  hasPermissions,
  type CoreHook,
  type CorePermissions,
} from "../../../ir/dialects/core/settings.js";
import { oneFile, type OutputFiles } from "../../../ir/io/output-files.js";
import { JsonParseError, parseJson, type Position } from "../../../ir/json/parse.js";
import { escapePointerToken } from "../../../ir/json/pointer.js";
import { fromPlain, isJsonObject, toPlain, type JsonObject } from "../../../ir/json/value.js";
import { LossLedger } from "../../../ir/loss-ledger.js";
import { projectCore } from "../mcp/core.js";
import { stateKey, type PassContext, noCoreAgent } from "../pass.js";
import { readHooks, type HookTool } from "./hooks.js";
import { readClaudePermissions, readCodexPermissions, readOpenCodePermissions } from "./permissions.js";
import { parseToml } from "../../../ir/edit/toml-edit.js";
import type { Format } from "../format.js";
import {
  CODEX_CONFIG,
  planSettingsFiles,
  SETTINGS_INPUTS as INPUTS,
  SETTINGS_PLACES,
  SETTINGS_TARGET,
  settingsInputOf,
  settingsRootOf,
  type SettingsPlace,
} from "./settings-files.js";

export { SETTINGS_TARGET, settingsRootOf } from "./settings-files.js";
import { readOneFileText } from "../read-text.js";

const NAME = "settings";
const READ = stateKey<Read>(`${NAME}.read`);
const LOWERED = stateKey<Lowered>(`${NAME}.lowered`);
const TITLES: Record<string, string> = {
  claude: "Claude Code",
  cursor: "Cursor",
  gemini: "Gemini CLI",
  opencode: "OpenCode",
  codex: "Codex",
};

interface Read {
  file: string;
  text: string;
  tool: HookTool;
  path: string;
  document: Record<string, unknown>;
  positions: ReadonlyMap<string, Position>;
  hooks: CoreHook[];
  /** Each hook's JSON pointer in the file. */
  pointers: string[];
  permissions: CorePermissions;
  diagnostics: Diagnostic[];
}

const readOf = (ctx: PassContext): Read | undefined => ctx.state.get(READ);

/** A settings file's text read as its tool reads it (strict JSON), with every problem a diagnostic. */
export function readSettingsText(file: string, text: string): Read | { diagnostics: Diagnostic[] } {
  const input = settingsInputOf(file) ?? INPUTS[0]!;
  let parsed;
  try {
    parsed = parseJson(text, { positions: true });
  } catch (e) {
    if (!(e instanceof JsonParseError)) throw e;
    return {
      diagnostics: [
        {
          code: "RULES-SETTINGS",
          severity: "error",
          message: `${input.path} is not valid JSON: ${e.message}`,
          file,
          line: e.line,
          col: e.col,
          hint: "fix the JSON; Claude Code and Cursor read it strictly",
        },
      ],
    };
  }
  const positions = parsed.positions ?? new Map<string, Position>();
  const document = toPlain(parsed.value);
  if (typeof document !== "object" || document === null || Array.isArray(document)) {
    return {
      diagnostics: [
        {
          code: "RULES-SETTINGS",
          severity: "error",
          message: `${input.path} is not a JSON object`,
          file,
          line: 1,
          col: 1,
        },
      ],
    };
  }
  const doc = document as Record<string, unknown>;
  const diagnostics: Diagnostic[] = [];
  const at = (pointer: string): { line?: number; col?: number } => {
    const p = positions.get(pointer);
    return p ? { line: p.line, col: p.col } : {};
  };
  const read = readHooks(input.tool as HookTool, doc.hooks, "/hooks");
  for (const [pointer, why] of read.problems)
    diagnostics.push({
      code: "RULES-SETTINGS",
      severity: "error",
      message: `${input.path}${pointer} ${why}`,
      file,
      pointer,
      ...at(pointer),
    });
  let permissions = emptyPermissions();
  if (input.tool === "claude" && doc.permissions !== undefined) {
    if (!isJsonObject(fromPlain(doc.permissions)))
      diagnostics.push({
        code: "RULES-SETTINGS",
        severity: "error",
        message: `${input.path}/permissions is not an object`,
        file,
        pointer: "/permissions",
        ...at("/permissions"),
      });
    else {
      for (const list of ["allow", "ask", "deny", "additionalDirectories"]) {
        const v = (doc.permissions as Record<string, unknown>)[list];
        const pointer = `/permissions/${list}`;
        if (v !== undefined && (!Array.isArray(v) || v.some((x) => typeof x !== "string")))
          diagnostics.push({
            code: "RULES-SETTINGS",
            severity: "error",
            message: `${input.path}${pointer} is not a list of strings`,
            file,
            pointer,
            ...at(pointer),
          });
      }
      permissions = readClaudePermissions(doc.permissions);
    }
  }
  return {
    file,
    text,
    tool: input.tool,
    path: input.path,
    document: doc,
    positions,
    hooks: read.hooks,
    pointers: read.pointers,
    permissions,
    diagnostics,
  };
}

/** The place a conversion writes: the one named by run state, else Claude Code's settings. */
const placesFor = (ctx: PassContext): readonly SettingsPlace[] => {
  const target = ctx.state.get(SETTINGS_TARGET) ?? "claude-md";
  // Codex's permissions are two top-level keys of its TOML config, not a JSON key (settings-files.ts).
  if (target === "codex")
    return [{ path: CODEX_CONFIG, key: "", what: "permissions", tool: "codex" as SettingsPlace["tool"], target }];
  return SETTINGS_PLACES.filter((p) => p.target === target);
};

interface Lowered {
  path: string;
  text: string;
  tool: HookTool | "opencode" | "codex";
}

/** A pointer into the core agent's sections, as a pointer into the file read (where the source is a settings file). */
function sourcePointer(r: Read | undefined, pointer: string): string {
  if (!r) return pointer;
  const hook = /^\/x-hooks\/(\d+)(.*)$/.exec(pointer);
  if (hook) return `${r.pointers[Number(hook[1])] ?? "/hooks"}${hook[2]!.replace(/^\/extra\/[a-z]+/, "")}`;
  return pointer.replace(/^\/x-permissions/, "/permissions");
}

/** The written file re-read as its tool reads it: the same hooks and permissions, and written again the same bytes. */
function reread(
  out: OutputFiles,
  lowered: Lowered,
  hooks: readonly CoreHook[],
  permissions: CorePermissions,
): Diagnostic[] {
  const text = Buffer.from(out.files[0]![1]).toString("utf8");
  const problems: string[] = [];
  let doc: Record<string, unknown>;
  const toml = lowered.path === CODEX_CONFIG;
  try {
    doc = toml ? parseToml(text) : (toPlain(parseJson(text).value) as Record<string, unknown>);
  } catch {
    return [
      {
        code: "RULES-OUTPUT",
        severity: "error",
        message: `settings: the written ${lowered.path} is not ${toml ? "TOML" : "JSON"}`,
      },
    ];
  }
  const places: readonly SettingsPlace[] = toml
    ? [{ path: CODEX_CONFIG, key: "", what: "permissions", tool: "codex" as SettingsPlace["tool"], target: "codex" }]
    : SETTINGS_PLACES.filter((p) => p.path === lowered.path);
  const back = { hooks: [] as CoreHook[], permissions: toml ? readCodexPermissions(doc) : emptyPermissions() };
  for (const p of toml ? [] : places) {
    if (p.what === "hooks") back.hooks = readHooks(p.tool as HookTool, doc[p.key]).hooks;
    else
      back.permissions =
        p.tool === "opencode" ? readOpenCodePermissions(doc[p.key]) : readClaudePermissions(doc[p.key]);
  }
  const again = planSettingsFiles(
    { ...back, file: "<output>" },
    (t) => places.some((p) => p.target === t),
    () => undefined,
    new LossLedger(),
  );
  if ((again[0]?.text ?? "") !== text)
    problems.push(
      `${lowered.path}, re-read and written again, differs: a hook or permission does not read back as written`,
    );
  const wrote = places.some((p) => p.what === "hooks") && hooks.length;
  if (wrote && back.hooks.length === 0)
    problems.push(`${lowered.path} holds no hooks, though ${hooks.length} were written`);
  if (places.some((p) => p.what === "permissions") && hasPermissions(permissions) && !hasPermissions(back.permissions))
    problems.push(`${lowered.path} holds no permissions, though some were written`);
  return problems.map((message): Diagnostic => ({
    code: "RULES-OUTPUT",
    severity: "error",
    message: `settings: ${message}`,
  }));
}

/** The hooks and permissions a core agent holds (its `x-hooks` / `x-permissions` sections). */
function sectionsOf(ext: JsonObject | undefined): { hooks: CoreHook[]; permissions: CorePermissions } {
  const hooks = Array.isArray(ext?.["x-hooks"])
    ? (toPlain(ext!["x-hooks"]) as CoreHook[]).map((h) => ({ ...h, extra: h.extra ?? {} }))
    : [];
  const permissions = isJsonObject(ext?.["x-permissions"])
    ? { ...emptyPermissions(), ...(toPlain(ext!["x-permissions"]) as CorePermissions) }
    : emptyPermissions();
  return { hooks, permissions };
}

export const settingsFormat: Format = {
  name: NAME,
  dialect: NAME,
  description:
    "a coding agent's hooks and permissions: .claude/settings.json (and settings.local.json), .cursor/hooks.json",
  detect: (path) => settingsInputOf(path) !== undefined,
  read: {
    name: `${NAME}.read`,
    dialect: NAME,
    kind: "read",
    description:
      "parse a settings file as its tool reads it (strict JSON) with the line:col of every field; its hooks in Claude Code's events, its permission rules",
    run(ctx) {
      const file = ctx.input;
      const t = readOneFileText(
        file,
        "the settings format reads one settings file",
        INPUTS.map((i) => i.path),
      );
      if ("diagnostic" in t) return [t.diagnostic];
      const r = readSettingsText(file, t.text);
      if (!("document" in r)) return r.diagnostics;
      ctx.state.set(READ, r);
      ctx.graph.sources.set({ file, text: t.text, positions: r.positions });
      const span = (pointer: string) => {
        const p = r.positions.get(pointer);
        return p ? { line: p.line, col: p.col } : {};
      };
      const others = Object.keys(r.document).filter(
        (k) => k !== "hooks" && !(r.tool === "claude" && k === "permissions"),
      );
      ctx.graph.add({
        id: "settings:file",
        kind: "settings.File",
        attrs: fromPlain({ tool: r.tool, path: r.path, settings: others }) as JsonObject,
        origin: { file, pointer: "", line: 1, col: 1 },
      });
      r.hooks.forEach((h, i) => {
        const id = `settings:hook:${i}`;
        ctx.graph.add({
          id,
          kind: "settings.Hook",
          attrs: fromPlain(h) as JsonObject,
          origin: { file, pointer: r.pointers[i]!, ...span(r.pointers[i]!) },
        });
        ctx.graph.connect("settings:file", id, "configures");
      });
      if (hasPermissions(r.permissions)) {
        ctx.graph.add({
          id: "settings:permissions",
          kind: "settings.Permissions",
          attrs: fromPlain(r.permissions) as JsonObject,
          origin: { file, pointer: "/permissions", ...span("/permissions") },
        });
        ctx.graph.connect("settings:file", "settings:permissions", "configures");
      }
      return [];
    },
  },
  verify: [
    {
      name: `${NAME}.verify`,
      dialect: NAME,
      kind: "verify",
      description:
        "hooks is an object of events, each a list of groups with a list of handlers; permission lists are lists of strings",
      run: (ctx) => readOf(ctx)?.diagnostics ?? [],
    },
  ],
  raise: {
    name: `${NAME}.raise`,
    dialect: NAME,
    kind: "raise",
    description:
      "a settings file → the core agent agentc import writes for a repository, its hooks and permissions as x-hooks / x-permissions; the file's other keys to the ledger",
    run(ctx) {
      const r = readOf(ctx);
      if (!r)
        return [{ code: "AGC-NO-INPUT", severity: "error", message: "the graph holds no settings file to raise" }];
      const target = ctx.target ?? "core";
      for (const k of Object.keys(r.document)) {
        if (k === "hooks" || (r.tool === "claude" && k === "permissions")) continue;
        // Cursor's `version` is the file format's, written again by any writer of hooks.json: regenerated, not lost.
        if (r.tool === "cursor" && k === "version")
          ctx.ledger.record({
            pointer: "/version",
            file: r.file,
            target,
            reason: "the hooks file's format version; a writer of Cursor's hooks.json writes its own",
            regenerated: true,
          });
        else
          ctx.ledger.record({
            pointer: `/${escapePointerToken(k)}`,
            file: r.file,
            target,
            reason: `a setting of ${r.path} other than its hooks and permissions is not carried`,
          });
      }
      const core = projectCore(basename(settingsRootOf(r.file)), []);
      const sections: Record<string, unknown> = {
        ...(r.hooks.length ? { "x-hooks": r.hooks } : {}),
        ...(hasPermissions(r.permissions) ? { "x-permissions": r.permissions } : {}),
      };
      if (Object.keys(sections).length) core.extensions = fromPlain(sections) as JsonObject;
      addCoreAgent(ctx.graph, core, (pointer) => ({ file: r.file, pointer: sourcePointer(r, pointer) }));
      return [];
    },
  },
  lower: {
    name: `${NAME}.lower`,
    dialect: NAME,
    kind: "lower",
    description:
      "core agent's x-hooks / x-permissions → the settings file of the tool --to names (Claude Code's by default), in that tool's events and rules; what it cannot hold to the ledger",
    run(ctx) {
      const core = coreAgentOf(ctx.graph);
      if (!core)
        return noCoreAgent(
          "there is no agent whose hooks and permissions could be written (the source holds rules, not an agent)",
        );
      const { hooks, permissions } = sectionsOf(core.extensions);
      const places = placesFor(ctx);
      const r = readOf(ctx);
      const file = r?.file ?? ctx.input;
      const title = TITLES[places[0]!.tool]!;
      // What the target tool has no file for: hooks to OpenCode, permissions to Cursor and Gemini CLI.
      if (hooks.length && !places.some((p) => p.what === "hooks"))
        ctx.ledger.record({
          pointer: r ? "/hooks" : "/x-hooks",
          file,
          target: NAME,
          reason: `${title} has no hooks agentc writes`,
        });
      if (hasPermissions(permissions) && !places.some((p) => p.what === "permissions"))
        ctx.ledger.record({
          pointer: sourcePointer(r, "/x-permissions"),
          file,
          target: NAME,
          reason: `${title} has no permissions file agentc writes`,
        });
      const ledger = new LossLedger();
      const planned = planSettingsFiles(
        { hooks, permissions, file },
        (t) => t === places[0]!.target,
        () => undefined,
        ledger,
      );
      for (const e of ledger.entries) ctx.ledger.record({ ...e, pointer: sourcePointer(r, e.pointer), target: NAME });
      if (!planned.length)
        return [
          {
            code: "AGC-NO-CORE-AGENT",
            severity: "error",
            message: `the source holds no hooks or permissions ${title} can hold; nothing to write`,
            hint: "see the loss ledger (--json) for what was left out",
          },
        ];
      ctx.state.set(LOWERED, {
        path: planned[0]!.path,
        text: planned[0]!.text,
        tool: places[0]!.tool,
      } satisfies Lowered);
      ctx.graph.add({
        id: "settings:out",
        kind: "settings.File",
        attrs: fromPlain({ tool: places[0]!.tool, path: planned[0]!.path }) as JsonObject,
      });
      return [];
    },
  },
  write: {
    name: `${NAME}.write`,
    description: "the settings file as 2-space JSON in the tool's own shape (Cursor's with its version)",
    run(ctx): OutputFiles {
      const lowered = ctx.state.get(LOWERED);
      // The same format with no tool named: the file as it was (its bytes are its canonical form).
      return oneFile(lowered ? lowered.text : readOf(ctx)!.text);
    },
  },
  checkOutput: [
    {
      name: `${NAME}.reread`,
      description:
        "the written settings file, re-read as its tool reads it, holds the hooks and permissions written and writes back to the same bytes",
      run(out, ctx) {
        const lowered = ctx.state.get(LOWERED);
        if (!lowered) return [];
        const core = coreAgentOf(ctx.graph);
        const { hooks, permissions } = sectionsOf(core?.extensions);
        return reread(out, lowered, hooks, permissions);
      },
    },
  ],
  core: { raises: ["agent"], lowers: ["agent"] },
  loses: {
    raise: "the file's settings other than hooks and permissions (env, model, …)",
    lower: "everything of the agent but its hooks and permissions, and what the tool has no event or rule for",
  },
  outputSuffix: () => ".settings.json",
  summarize(ctx, diagnostics) {
    const r = readOf(ctx);
    const errors = diagnostics.filter((d) => d.severity === "error").length;
    if (!r) return { summary: `settings: ${errors ? "FAIL" : "ok"}` };
    const events = [...new Set(r.hooks.map((h) => h.event))];
    const p = r.permissions;
    return {
      result: {
        tool: r.tool,
        file: r.path,
        hooks: r.hooks.map((h) => ({
          event: h.event,
          ...(h.matcher !== undefined ? { matcher: h.matcher } : {}),
          type: h.type,
          ...(h.command !== undefined ? { command: h.command } : {}),
        })),
        permissions: {
          allow: p.allow.length,
          ask: p.ask.length,
          deny: p.deny.length,
          additionalDirectories: p.additionalDirectories.length,
          ...(p.defaultMode !== undefined ? { defaultMode: p.defaultMode } : {}),
        },
      },
      summary: `settings (${TITLES[r.tool]}, ${r.path}): ${errors ? "FAIL" : "ok"}, ${r.hooks.length} hook(s)${events.length ? ` on ${events.join(", ")}` : ""}; permissions: ${p.allow.length} allow, ${p.ask.length} ask, ${p.deny.length} deny${p.defaultMode ? `, default mode ${p.defaultMode}` : ""}`,
    };
  },
};

/** The output a tool's settings go to when none is named: where that tool reads them in the input's repository. */
export function settingsOutputFor(input: string, target: string): string | undefined {
  // Codex's settings a conversion writes are its permission keys in config.toml (placesFor), not its hooks file.
  if (target === "codex") return join(settingsRootOf(input), CODEX_CONFIG);
  const place = SETTINGS_PLACES.find((p) => p.target === target);
  return place ? join(settingsRootOf(input), place.path) : undefined;
}
