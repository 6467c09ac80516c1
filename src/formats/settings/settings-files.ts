/**
 * Hooks and permissions of a repository's coding agents, for `agentc import` and `aigx export`:
 * read from each tool's settings file into core (src/formats/settings/), kept on the project agent
 * (`agents/project.aix`, sections `x-hooks` and `x-permissions`), and written back into each tool's
 * file by editing only the key agentc owns there (ir/edit/jsonc-edit.ts): Claude Code
 * `.claude/settings.json` `hooks` and `permissions`, Gemini CLI `.gemini/settings.json` `hooks`,
 * Cursor `.cursor/hooks.json` `hooks`, OpenCode `opencode.json` `permission`. What a tool cannot
 * express is ledgered by JSON pointer into the project agent.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import {
  emptyPermissions,
  hasPermissions,
  type CoreHook,
  type CorePermissions,
} from "../../../ir/dialects/core/settings.js";
import { editJsonc, parseJsonc } from "../../../ir/edit/jsonc-edit.js";
import { isJsonObject, toPlain, type JsonObject } from "../../../ir/json/value.js";
import type { LossLedger } from "../../../ir/loss-ledger.js";
import { readHooks, writeHooks, type HookTool } from "./hooks.js";
import {
  mergePermissions,
  readClaudePermissions,
  readCodexPermissions,
  readOpenCodePermissions,
  writeClaudePermissions,
  writeCodexPermissions,
  writeOpenCodePermissions,
} from "./permissions.js";
import { editTomlTopKeys, parseToml, TomlEditError } from "../../../ir/edit/toml-edit.js";
import { stateKey } from "../pass.js";

/** Codex's permission keys are top-level keys of its TOML config (permissions.ts, readCodexPermissions). */
export const CODEX_CONFIG = ".codex/config.toml";

/** Each tool's settings file, the key agentc owns there, and the rule format whose export writes it. */
export interface SettingsPlace {
  path: string;
  key: string;
  what: "hooks" | "permissions";
  tool: HookTool | "opencode";
  target: string;
  /** A new file's other keys (Cursor's hooks.json has a version). */
  fresh?: Record<string, unknown>;
}

export const SETTINGS_PLACES: readonly SettingsPlace[] = [
  { path: ".claude/settings.json", key: "hooks", what: "hooks", tool: "claude", target: "claude-md" },
  { path: ".claude/settings.json", key: "permissions", what: "permissions", tool: "claude", target: "claude-md" },
  { path: ".gemini/settings.json", key: "hooks", what: "hooks", tool: "gemini", target: "gemini-md" },
  { path: ".cursor/hooks.json", key: "hooks", what: "hooks", tool: "cursor", target: "cursor", fresh: { version: 1 } },
  { path: "opencode.json", key: "permission", what: "permissions", tool: "opencode", target: "opencode" },
  // Codex reads hooks from .codex/hooks.json (or [hooks] tables of config.toml): developers.openai.com/codex/hooks.
  { path: ".codex/hooks.json", key: "hooks", what: "hooks", tool: "codex", target: "codex" },
];

/** Which settings files a place reads and writes: a repository's every tool's; at user level (`--global`) those the tools declare (`user.settings`, src/pipeline/rules/import-agents.ts). */
export interface SettingsFiles {
  places: readonly SettingsPlace[];
  codex: boolean;
}
export const REPOSITORY_SETTINGS: SettingsFiles = { places: SETTINGS_PLACES, codex: true };

export interface RepositorySettings {
  hooks: CoreHook[];
  permissions: CorePermissions;
  /** The files read. */
  files: string[];
  diagnostics: Diagnostic[];
}

const meaning = (h: CoreHook): string =>
  JSON.stringify([h.event, h.matcher ?? null, h.type, h.command ?? null, h.timeout ?? null]);

/** The hooks and permissions of a repository's settings files (Claude Code's first: where two say the same, one hook). */
export function readRepositorySettings(repo: string, which: SettingsFiles = REPOSITORY_SETTINGS): RepositorySettings {
  const out: RepositorySettings = { hooks: [], permissions: emptyPermissions(), files: [], diagnostics: [] };
  const byMeaning = new Map<string, CoreHook>();
  for (const place of which.places) {
    const abs = join(repo, place.path);
    if (!existsSync(abs)) continue;
    const doc = parseJsonc(readFileSync(abs, "utf8"));
    if (!doc || typeof doc.value !== "object" || doc.value === null) {
      out.diagnostics.push({
        code: "RULES-MCP-CONFIG",
        severity: "warning",
        message: `${place.path} is not JSON: its ${place.what} are not imported`,
        file: abs,
      });
      continue;
    }
    const value = (doc.value as Record<string, unknown>)[place.key];
    if (value === undefined) continue;
    if (!out.files.includes(place.path)) out.files.push(place.path);
    if (place.what === "permissions") {
      out.permissions = mergePermissions(
        out.permissions,
        place.tool === "opencode" ? readOpenCodePermissions(value) : readClaudePermissions(value),
      );
      continue;
    }
    const read = readHooks(place.tool as HookTool, value, `/${place.key}`);
    for (const [pointer, why] of read.problems)
      out.diagnostics.push({
        code: "RULES-MCP-CONFIG",
        severity: "warning",
        message: `${place.path}${pointer} ${why}; skipped`,
        file: abs,
      });
    for (const h of read.hooks) {
      const seen = byMeaning.get(meaning(h));
      if (seen) Object.assign(seen.extra, h.extra);
      else {
        byMeaning.set(meaning(h), h);
        out.hooks.push(h);
      }
    }
  }
  if (which.codex) readCodexSettings(repo, out);
  return out;
}

/** Codex's approval_policy and sandbox_mode, merged after the JSON files' permissions. A file that is not TOML is the MCP reader's to report. */
function readCodexSettings(repo: string, out: RepositorySettings): void {
  const abs = join(repo, CODEX_CONFIG);
  if (!existsSync(abs)) return;
  let doc: Record<string, unknown>;
  try {
    doc = parseToml(readFileSync(abs, "utf8"));
  } catch {
    return;
  }
  const p = readCodexPermissions(doc);
  if (!hasPermissions(p)) return;
  out.permissions = mergePermissions(out.permissions, p);
  if (!out.files.includes(CODEX_CONFIG)) out.files.push(CODEX_CONFIG);
}

/** Whether permissions say anything to one tool: a rule, a directory, a mode, or that tool's own settings. */
const permissionsFor = (p: CorePermissions, tool: string): boolean =>
  p.allow.length + p.ask.length + p.deny.length + p.additionalDirectories.length > 0 ||
  p.defaultMode !== undefined ||
  p.extra[tool] !== undefined;

/** The project agent's sections for them (none when there are none). */
export function settingsSections(s: Pick<RepositorySettings, "hooks" | "permissions">): Record<string, unknown> {
  return {
    ...(s.hooks.length ? { "x-hooks": s.hooks } : {}),
    ...(hasPermissions(s.permissions) ? { "x-permissions": s.permissions } : {}),
  };
}

/** The hooks and permissions the genome's agents hold (their `x-hooks` / `x-permissions` sections). */
export function settingsOfAgents(agents: ReadonlyArray<{ file: string; doc: JsonObject }>): {
  hooks: CoreHook[];
  permissions: CorePermissions;
  file?: string;
} {
  const hooks: CoreHook[] = [];
  let permissions = emptyPermissions();
  let file: string | undefined;
  for (const { file: f, doc } of agents) {
    if (Array.isArray(doc["x-hooks"])) {
      hooks.push(...(toPlain(doc["x-hooks"]) as CoreHook[]).map((h) => ({ ...h, extra: h.extra ?? {} })));
      file ??= f;
    }
    if (isJsonObject(doc["x-permissions"])) {
      permissions = mergePermissions(permissions, {
        ...emptyPermissions(),
        ...(toPlain(doc["x-permissions"]) as CorePermissions),
      });
      file ??= f;
    }
  }
  return { hooks, permissions, ...(file ? { file } : {}) };
}

/**
 * The settings files a set of targets gets: `text` of each, starting from what is planned or on
 * disk, edited at the owned key. Nothing is written for a tool when there is nothing to say.
 */
export function planSettingsFiles(
  settings: { hooks: readonly CoreHook[]; permissions: CorePermissions; file?: string },
  wanted: (target: string) => boolean,
  current: (path: string) => string | undefined,
  ledger: LossLedger,
  which: SettingsFiles = REPOSITORY_SETTINGS,
): Array<{ path: string; text: string; target: string }> {
  const out = new Map<string, { path: string; text: string; target: string }>();
  const file = settings.file ?? "agents/project.aix";
  for (const place of which.places) {
    if (!wanted(place.target)) continue;
    let value: Record<string, unknown> | string;
    let lost: Array<[string, string]>;
    if (place.what === "hooks") {
      if (!settings.hooks.length) continue;
      const w = writeHooks(place.tool as HookTool, settings.hooks);
      value = w.value;
      lost = w.lost.map(([i, field, why]) => [
        `/x-hooks/${i}${field ? `/extra/${field.replace(/^x-/, "")}` : ""}`,
        why,
      ]);
    } else {
      if (!hasPermissions(settings.permissions)) continue;
      const w =
        place.tool === "opencode"
          ? writeOpenCodePermissions(settings.permissions)
          : writeClaudePermissions(settings.permissions);
      value = w.value;
      lost = w.lost.map(([at, why]) => [`/x-permissions${at}`, why]);
    }
    for (const [pointer, reason] of lost) ledger.record({ pointer, file, target: place.target, reason });
    if (typeof value !== "string" && !Object.keys(value).length) continue;
    // Permissions that are only other tools' own settings (Codex's sandbox_mode) give this tool nothing to write.
    if (place.what === "permissions" && !permissionsFor(settings.permissions, place.tool)) continue;
    const before = out.get(place.path)?.text ?? current(place.path);
    // Not JSON: left as it is, never replaced (a blank file is JSON to parseJsonc, which allows empty content).
    if (before !== undefined && !parseJsonc(before)) continue;
    const base =
      before !== undefined && before.trim() !== "" ? before : `${JSON.stringify(place.fresh ?? {}, null, 2)}\n`;
    out.set(place.path, {
      path: place.path,
      text: editJsonc(base, [{ path: [place.key], value }]),
      target: place.target,
    });
  }
  if (which.codex && wanted("codex") && hasPermissions(settings.permissions)) {
    const w = writeCodexPermissions(settings.permissions);
    for (const [at, reason] of w.lost) ledger.record({ pointer: `/x-permissions${at}`, file, target: "codex", reason });
    const before = out.get(CODEX_CONFIG)?.text ?? current(CODEX_CONFIG) ?? "";
    if (Object.keys(w.value).length) {
      try {
        out.set(CODEX_CONFIG, { path: CODEX_CONFIG, text: editTomlTopKeys(before, w.value), target: "codex" });
      } catch (e) {
        if (!(e instanceof TomlEditError)) throw e;
        // Left as it is, never guessed: the ledger says what was not written and why.
        for (const k of Object.keys(w.value))
          ledger.record({
            pointer: "/x-permissions",
            file,
            target: "codex",
            reason: `${CODEX_CONFIG} was not edited (${e.message}): ${k} not written`,
          });
      }
    }
  }
  return [...out.values()];
}

/** Run state naming the tool's place a conversion writes for (`convert .claude/settings.json --to cursor`). */
export const SETTINGS_TARGET = stateKey<string>("settings.target");

/** The settings files `convert` and `validate` read (the settings format), by where they lie. */
export const SETTINGS_INPUTS: ReadonlyArray<{ re: RegExp; path: string; tool: HookTool }> = [
  { re: /(^|\/)\.claude\/settings\.json$/, path: ".claude/settings.json", tool: "claude" },
  { re: /(^|\/)\.claude\/settings\.local\.json$/, path: ".claude/settings.local.json", tool: "claude" },
  { re: /(^|\/)\.cursor\/hooks\.json$/, path: ".cursor/hooks.json", tool: "cursor" },
  { re: /(^|\/)\.codex\/hooks\.json$/, path: ".codex/hooks.json", tool: "codex" },
  // Gemini CLI's settings are the `mcp` format's by default (their servers); `--from settings` reads their hooks.
  { re: /(^|\/)\.gemini\/settings\.json$/, path: ".gemini/settings.json", tool: "gemini" },
];

/** The settings file a path is, or undefined. */
export const settingsInputOf = (path: string): (typeof SETTINGS_INPUTS)[number] | undefined =>
  SETTINGS_INPUTS.find((i) => i.re.test(path.replace(/\\/g, "/")));

/** The repository a settings file configures: the folder before `.claude/` or `.cursor/`. */
export function settingsRootOf(file: string): string {
  const abs = resolve(file);
  const input = settingsInputOf(abs);
  return input ? dirname(dirname(abs)) : dirname(abs);
}
