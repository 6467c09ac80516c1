/**
 * Hooks between the tools' settings files and core (ir/dialects/core/settings.ts), each tool's
 * events mapped onto Claude Code's as its documentation defines them (docs/formats.md, "Hooks and
 * permissions"):
 * - Claude Code `.claude/settings.json` `hooks`: `{ Event: [{ matcher, hooks: [{ type, command, timeout }] }] }`, seconds;
 * - Gemini CLI `.gemini/settings.json` `hooks`: the same shape, its own events (BeforeTool, AfterTool,
 *   BeforeAgent, AfterAgent, PreCompress…) and tool names (run_shell_command…), timeouts in milliseconds;
 * - Cursor `.cursor/hooks.json`: `{ version: 1, hooks: { event: [{ command, matcher?, timeout? }] } }`,
 *   where one event can be a Claude event with a matcher (beforeShellExecution is PreToolUse on Bash).
 * A tool's own event or matcher that the mapping would not give back is kept with the hook under
 * the tool's name (`extra.<tool>.event` / `.matcher`), so the tool's file comes back as it was;
 * fields only one tool knows likewise. What a target cannot express goes to the ledger by JSON pointer.
 */
import { HOOK_EVENTS, type CoreHook } from "../../../ir/dialects/core/settings.js";
import { escapePointerToken } from "../../../ir/json/pointer.js";

export type HookTool = "claude" | "gemini" | "cursor" | "codex";

/**
 * Codex's events (developers.openai.com/codex/hooks): Claude Code's names and shape (event → matcher
 * group → handlers, `timeout` in seconds), in `.codex/hooks.json` or `[hooks]` tables of config.toml.
 * Those core has no name for (PermissionRequest, PostCompact, SubagentStart) are Claude Code's too,
 * so core holds them as Claude Code's own (`claude:<event>`) and both tools get them back.
 */
const CODEX_EVENTS: readonly string[] = [
  "PreToolUse",
  "PermissionRequest",
  "PostToolUse",
  "PreCompact",
  "PostCompact",
  "UserPromptSubmit",
  "SubagentStop",
  "Stop",
  "SessionStart",
  "SubagentStart",
];

type Plain = Record<string, unknown>;
const isObject = (v: unknown): v is Plain => typeof v === "object" && v !== null && !Array.isArray(v);

/** Gemini CLI's events → Claude Code's (geminicli.com/docs/hooks). */
const GEMINI_EVENTS: Record<string, string> = {
  BeforeTool: "PreToolUse",
  AfterTool: "PostToolUse",
  BeforeAgent: "UserPromptSubmit",
  AfterAgent: "Stop",
  SessionStart: "SessionStart",
  SessionEnd: "SessionEnd",
  PreCompress: "PreCompact",
  Notification: "Notification",
};
/** Cursor's events → Claude Code's event and matcher (cursor.com/docs/agent/hooks). */
const CURSOR_EVENTS: Record<string, [string, string?]> = {
  beforeShellExecution: ["PreToolUse", "Bash"],
  afterShellExecution: ["PostToolUse", "Bash"],
  beforeMCPExecution: ["PreToolUse", "mcp__.*"],
  afterMCPExecution: ["PostToolUse", "mcp__.*"],
  beforeReadFile: ["PreToolUse", "Read"],
  afterFileEdit: ["PostToolUse", "Edit|Write|MultiEdit"],
  beforeSubmitPrompt: ["UserPromptSubmit"],
  preToolUse: ["PreToolUse"],
  postToolUse: ["PostToolUse"],
  stop: ["Stop"],
  subagentStop: ["SubagentStop"],
  sessionStart: ["SessionStart"],
  sessionEnd: ["SessionEnd"],
  preCompact: ["PreCompact"],
};
/** Tool names in matchers: Claude Code's ↔ Gemini CLI's and Cursor's. */
const TOOL_NAMES: Record<"gemini" | "cursor", Record<string, string>> = {
  gemini: {
    Bash: "run_shell_command",
    Read: "read_file",
    Write: "write_file",
    Edit: "replace",
    Glob: "glob",
    Grep: "search_file_content",
    WebFetch: "web_fetch",
    WebSearch: "google_web_search",
  },
  cursor: { Bash: "Shell", Read: "Read", Write: "Write", Edit: "Edit", Grep: "Grep" },
};

const invert = (m: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(m).map(([k, v]) => [v, k]));
/** A matcher's alternatives renamed one by one (`Edit|Write`); a regular expression beyond names stays as it is. */
function renameMatcher(matcher: string | undefined, names: Record<string, string>): string | undefined {
  if (matcher === undefined || !/^[A-Za-z_]+(\|[A-Za-z_]+)*$/.test(matcher)) return matcher;
  return matcher
    .split("|")
    .map((n) => names[n] ?? n)
    .join("|");
}

const TIMEOUT_SCALE: Record<HookTool, number> = { claude: 1, gemini: 1000, cursor: 1, codex: 1 };
const HANDLER_FIELDS = new Set(["type", "command", "timeout"]);
const GROUP_FIELDS = new Set(["matcher", "hooks"]);

/** The tool's own (event, matcher) for a core hook, or undefined when the tool has no such event. */
function eventFor(
  tool: HookTool,
  event: string,
  matcher: string | undefined,
): { event: string; matcher?: string } | undefined {
  if (tool === "codex") {
    const name = event.startsWith("claude:") ? event.slice(7) : event;
    if (event.startsWith("codex:")) return { event: event.slice(6), ...(matcher !== undefined ? { matcher } : {}) };
    return CODEX_EVENTS.includes(name) && (name === event || !(HOOK_EVENTS as readonly string[]).includes(name))
      ? { event: name, ...(matcher !== undefined ? { matcher } : {}) }
      : undefined;
  }
  if (event.includes(":"))
    return event.startsWith(`${tool}:`)
      ? { event: event.slice(tool.length + 1), ...(matcher !== undefined ? { matcher } : {}) }
      : undefined;
  if (tool === "claude") return { event, ...(matcher !== undefined ? { matcher } : {}) };
  if (tool === "gemini") {
    const name = invert(GEMINI_EVENTS)[event];
    return name
      ? { event: name, ...(matcher !== undefined ? { matcher: renameMatcher(matcher, TOOL_NAMES.gemini) } : {}) }
      : undefined;
  }
  const special = Object.entries(CURSOR_EVENTS).find(([, [e, m]]) => e === event && m !== undefined && m === matcher);
  if (special) return { event: special[0] };
  const plain = Object.entries(CURSOR_EVENTS).find(([, [e, m]]) => e === event && m === undefined);
  return plain
    ? { event: plain[0], ...(matcher !== undefined ? { matcher: renameMatcher(matcher, TOOL_NAMES.cursor) } : {}) }
    : undefined;
}

/** A tool's (event, matcher) as core holds it. */
function eventFrom(tool: HookTool, event: string, matcher: string | undefined): { event: string; matcher?: string } {
  if (tool === "codex") {
    const e = (HOOK_EVENTS as readonly string[]).includes(event)
      ? event
      : CODEX_EVENTS.includes(event)
        ? `claude:${event}`
        : `codex:${event}`;
    return { event: e, ...(matcher !== undefined ? { matcher } : {}) };
  }
  if (tool === "claude")
    return {
      event: (HOOK_EVENTS as readonly string[]).includes(event) ? event : `claude:${event}`,
      ...(matcher !== undefined ? { matcher } : {}),
    };
  if (tool === "gemini") {
    const e = GEMINI_EVENTS[event];
    return e
      ? { event: e, ...(matcher !== undefined ? { matcher: renameMatcher(matcher, invert(TOOL_NAMES.gemini)) } : {}) }
      : { event: `gemini:${event}`, ...(matcher !== undefined ? { matcher } : {}) };
  }
  const c = CURSOR_EVENTS[event];
  if (!c) return { event: `cursor:${event}`, ...(matcher !== undefined ? { matcher } : {}) };
  const m = c[1] ?? renameMatcher(matcher, invert(TOOL_NAMES.cursor));
  return { event: c[0], ...(m !== undefined ? { matcher: m } : {}) };
}

/** One handler read: core's fields, the rest the tool's own; the tool's event and matcher kept where the mapping would not give them back. */
function hookOf(
  tool: HookTool,
  event: string,
  matcher: string | undefined,
  group: number,
  h: Plain,
  groupRest: Plain,
): CoreHook {
  const core = eventFrom(tool, event, matcher);
  const extra: Plain = Object.fromEntries(
    Object.entries(h).filter(([k]) => !HANDLER_FIELDS.has(k) && !(tool === "cursor" && k === "matcher")),
  );
  for (const [k, v] of Object.entries(groupRest)) extra[`group:${k}`] = v;
  const back = eventFor(tool, core.event, core.matcher);
  if (!back || back.event !== event) extra.event = event;
  if (!back || back.matcher !== matcher) extra.matcher = matcher ?? null;
  const type = typeof h.type === "string" ? h.type : "command";
  if (h.type === undefined) extra.type = null; // no `type` written (the tool's default, a command)
  return {
    event: core.event,
    ...(core.matcher !== undefined ? { matcher: core.matcher } : {}),
    group,
    type,
    ...(typeof h.command === "string" ? { command: h.command } : {}),
    ...(typeof h.timeout === "number" ? { timeout: h.timeout / TIMEOUT_SCALE[tool] } : {}),
    extra: Object.keys(extra).length ? { [tool]: extra } : {},
  };
}

/** The hooks of a tool's `hooks` value, in file order, with each one's JSON pointer below the file. */
export function readHooks(
  tool: HookTool,
  value: unknown,
  base = "/hooks",
): { hooks: CoreHook[]; pointers: string[]; problems: Array<[string, string]> } {
  const hooks: CoreHook[] = [];
  const pointers: string[] = [];
  const problems: Array<[string, string]> = [];
  if (value === undefined) return { hooks, pointers, problems };
  if (!isObject(value)) return { hooks, pointers, problems: [[base, "is not an object of events"]] };
  for (const [event, list] of Object.entries(value)) {
    const at = `${base}/${escapePointerToken(event)}`;
    if (!Array.isArray(list)) {
      problems.push([at, "is not a list"]);
      continue;
    }
    list.forEach((entry, g) => {
      if (!isObject(entry)) return void problems.push([`${at}/${g}`, "is not an object"]);
      if (tool === "cursor") {
        hooks.push(hookOf(tool, event, typeof entry.matcher === "string" ? entry.matcher : undefined, g, entry, {}));
        pointers.push(`${at}/${g}`);
        return;
      }
      const handlers = Array.isArray(entry.hooks) ? entry.hooks : [];
      if (!Array.isArray(entry.hooks)) problems.push([`${at}/${g}/hooks`, "is missing or not a list"]);
      const rest = Object.fromEntries(Object.entries(entry).filter(([k]) => !GROUP_FIELDS.has(k)));
      handlers.forEach((h: unknown, i: number) => {
        if (!isObject(h)) return void problems.push([`${at}/${g}/hooks/${i}`, "is not an object"]);
        hooks.push(hookOf(tool, event, typeof entry.matcher === "string" ? entry.matcher : undefined, g, h, rest));
        pointers.push(`${at}/${g}/hooks/${i}`);
      });
    });
  }
  return { hooks, pointers, problems };
}

/** One core hook as the tool's handler (its own fields back), or why it cannot be. */
function handlerFor(
  tool: HookTool,
  h: CoreHook,
): { event: string; matcher?: string; handler: Plain; groupRest: Plain } | { lost: string } {
  const own = h.extra[tool] ?? {};
  const mapped =
    typeof own.event === "string"
      ? {
          event: own.event,
          ...(own.matcher !== undefined && own.matcher !== null ? { matcher: String(own.matcher) } : {}),
        }
      : eventFor(tool, h.event, h.matcher);
  const title =
    tool === "cursor" ? "Cursor" : tool === "gemini" ? "Gemini CLI" : tool === "codex" ? "Codex" : "Claude Code";
  if (!mapped) return { lost: `${title} has no hook event for ${h.event}${h.matcher ? ` on ${h.matcher}` : ""}` };
  // Written in the tool's words, it must read back as the same event and matcher (a matcher naming one of the tool's own tools would not).
  if (typeof own.event !== "string") {
    const back = eventFrom(tool, mapped.event, mapped.matcher);
    if (back.event !== h.event || back.matcher !== h.matcher)
      return {
        lost: `${h.event}${h.matcher ? ` on ${h.matcher}` : ""} would mean ${back.event}${back.matcher ? ` on ${back.matcher}` : ""} to ${title}`,
      };
  }
  const matcher =
    typeof own.event !== "string" && own.matcher !== undefined
      ? own.matcher === null
        ? undefined
        : String(own.matcher)
      : mapped.matcher;
  const handler: Plain = {};
  if (!(own.type === null && h.type === "command")) handler.type = h.type;
  if (h.command !== undefined) handler.command = h.command;
  if (h.timeout !== undefined) handler.timeout = h.timeout * TIMEOUT_SCALE[tool];
  const groupRest: Plain = {};
  for (const [k, v] of Object.entries(own)) {
    if (k === "event" || k === "matcher" || k === "type") continue;
    if (k.startsWith("group:")) groupRest[k.slice(6)] = v;
    else handler[k] = v;
  }
  return { event: mapped.event, ...(matcher !== undefined ? { matcher } : {}), handler, groupRest };
}

/**
 * Core hooks as a tool's `hooks` value: events in the order they first come, each event's hooks in
 * their groups (hooks of one group, same matcher, together); Cursor's without groups. Hooks the tool
 * has no event for, and other tools' own fields, are returned as losses (index in `hooks`, field, why).
 */
export function writeHooks(
  tool: HookTool,
  hooks: readonly CoreHook[],
): { value: Plain; lost: Array<[number, string, string]> } {
  const value: Record<string, Plain[]> = {};
  const lost: Array<[number, string, string]> = [];
  const groups = new Map<string, Plain>();
  hooks.forEach((h, i) => {
    for (const other of Object.keys(h.extra))
      if (other !== tool)
        for (const k of Object.keys(h.extra[other]!))
          lost.push([
            i,
            `x-${other}/${escapePointerToken(k)}`,
            `${other}'s own hook setting; ${tool} does not know it`,
          ]);
    const w = handlerFor(tool, h);
    if ("lost" in w) return void lost.push([i, "", w.lost]);
    const list = (value[w.event] ??= []);
    if (tool === "cursor")
      return void list.push({ ...w.handler, ...(w.matcher !== undefined ? { matcher: w.matcher } : {}) });
    const key = JSON.stringify([w.event, h.group, w.matcher ?? null, w.groupRest]);
    let group = groups.get(key);
    if (!group) {
      group = { ...(w.matcher !== undefined ? { matcher: w.matcher } : {}), hooks: [], ...w.groupRest };
      groups.set(key, group);
      list.push(group);
    }
    (group.hooks as Plain[]).push(w.handler);
  });
  return { value, lost };
}
