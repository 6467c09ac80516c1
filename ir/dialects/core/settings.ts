/**
 * A coding agent's settings beyond rules and servers, as core holds them: hooks (a command run at an
 * event of the agent's loop) and permissions (what it may do, must ask for, must not do). The
 * vocabulary is Claude Code's, the richest documented one (docs/formats.md, "Hooks and
 * permissions"); each other tool's is mapped onto it as its documentation defines (src/formats/settings/).
 * What only one tool has travels with the item under that tool's name (`extra`) and goes back to it alone.
 */

/** Claude Code's hook events; another tool's event with no equivalent is held as `<tool>:<its name>`. */
export const HOOK_EVENTS = [
  "PreToolUse",
  "PostToolUse",
  "UserPromptSubmit",
  "Stop",
  "SubagentStop",
  "SessionStart",
  "SessionEnd",
  "PreCompact",
  "Notification",
] as const;

export interface CoreHook {
  /** A HOOK_EVENTS name, or `<tool>:<event>` for an event only that tool has. */
  event: string;
  /** Which tools (or, for lifecycle events, which sources) it applies to: Claude Code's tool names, a regular expression. */
  matcher?: string;
  /** Its place among the event's matcher groups as read (kept so a file comes back in the groups it had). */
  group: number;
  /** What runs: `command` (a shell command) or another handler type a tool knows. */
  type: string;
  command?: string;
  /** Seconds. */
  timeout?: number;
  /** Fields of the handler (and, under `group:`, of its group) only one tool has, by tool. */
  extra: Record<string, Record<string, unknown>>;
}

export interface CorePermissions {
  /** Claude Code's permission rules (`Tool` or `Tool(specifier)`). */
  allow: string[];
  ask: string[];
  deny: string[];
  additionalDirectories: string[];
  defaultMode?: string;
  /** Settings of one tool's permissions that have no place here, by tool. */
  extra: Record<string, Record<string, unknown>>;
}

export const emptyPermissions = (): CorePermissions => ({
  allow: [],
  ask: [],
  deny: [],
  additionalDirectories: [],
  extra: {},
});

/** Whether permissions hold anything. */
export const hasPermissions = (p: CorePermissions): boolean =>
  p.allow.length + p.ask.length + p.deny.length + p.additionalDirectories.length > 0 ||
  p.defaultMode !== undefined ||
  Object.keys(p.extra).length > 0;
