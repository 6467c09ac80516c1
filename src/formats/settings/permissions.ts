/**
 * Permissions between the tools' settings and core (ir/dialects/core/settings.ts):
 * - Claude Code `.claude/settings.json` `permissions`: `allow`, `ask`, `deny` (rules `Tool` or
 *   `Tool(specifier)`), `additionalDirectories`, `defaultMode`; its other keys are its own;
 * - OpenCode `opencode.json` `permission`: per tool (`edit`, `bash`, `webfetch`, `read`…) an action
 *   (`allow` / `ask` / `deny`) or patterns → actions. `bash: {"git push*": "ask"}` is Claude's
 *   `Bash(git push:*)` in ask; `edit: "deny"` is `Edit` in deny. A key with no Claude tool stays OpenCode's own.
 * What a target cannot express is returned as losses (JSON pointer below core's permissions, why).
 */
import { emptyPermissions, type CorePermissions } from "../../../ir/dialects/core/settings.js";

type Plain = Record<string, unknown>;
const isObject = (v: unknown): v is Plain => typeof v === "object" && v !== null && !Array.isArray(v);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);
const ACTIONS = ["allow", "ask", "deny"] as const;
type Action = (typeof ACTIONS)[number];

const CLAUDE_FIELDS = new Set(["allow", "ask", "deny", "additionalDirectories", "defaultMode"]);

export function readClaudePermissions(value: unknown): CorePermissions {
  const p = emptyPermissions();
  if (!isObject(value)) return p;
  p.allow = strings(value.allow);
  p.ask = strings(value.ask);
  p.deny = strings(value.deny);
  p.additionalDirectories = strings(value.additionalDirectories);
  if (typeof value.defaultMode === "string") p.defaultMode = value.defaultMode;
  const rest = Object.fromEntries(Object.entries(value).filter(([k]) => !CLAUDE_FIELDS.has(k)));
  // Which of the lists the file spelled out (an empty "deny": [] comes back as it was).
  const present = ACTIONS.filter((a) => Array.isArray(value[a])).join(",");
  if (present !== "allow,ask,deny") rest["x-lists"] = present;
  if (Array.isArray(value.additionalDirectories)) rest["x-directories"] = true;
  if (Object.keys(rest).length) p.extra.claude = rest;
  return p;
}

export function writeClaudePermissions(p: CorePermissions): { value: Plain; lost: Array<[string, string]> } {
  const own = { ...(p.extra.claude ?? {}) };
  const lists = typeof own["x-lists"] === "string" ? own["x-lists"].split(",").filter(Boolean) : ACTIONS;
  const value: Plain = {};
  for (const a of ACTIONS) if (lists.includes(a) || p[a].length) value[a] = p[a];
  if (own["x-directories"] === true || p.additionalDirectories.length)
    value.additionalDirectories = p.additionalDirectories;
  if (p.defaultMode !== undefined) value.defaultMode = p.defaultMode;
  delete own["x-lists"];
  delete own["x-directories"];
  Object.assign(value, own);
  return { value, lost: otherTools(p, "claude") };
}

const otherTools = (p: CorePermissions, tool: string): Array<[string, string]> =>
  Object.entries(p.extra).flatMap(([t, fields]) =>
    t === tool
      ? []
      : Object.keys(fields)
          .filter((k) => k !== "x-lists" && k !== "x-directories")
          .map((k): [string, string] => [`/x-${t}/${k}`, `${t}'s own permission setting; ${tool} does not know it`]),
  );

/** OpenCode's permission keys ↔ Claude Code's tools. */
const OPENCODE_TOOLS: Record<string, string> = {
  bash: "Bash",
  edit: "Edit",
  webfetch: "WebFetch",
  read: "Read",
  grep: "Grep",
  glob: "Glob",
  list: "LS",
  task: "Task",
  websearch: "WebSearch",
};
const CLAUDE_TOOLS = Object.fromEntries(Object.entries(OPENCODE_TOOLS).map(([k, v]) => [v, k]));

/** OpenCode's bash pattern ↔ Claude's specifier: a trailing ` *` (any arguments) is Claude's `:*`. */
const bashToClaude = (pattern: string): string => pattern.replace(/ \*$/, ":*");
const bashFromClaude = (spec: string): string => spec.replace(/:\*$/, " *");

export function readOpenCodePermissions(value: unknown): CorePermissions {
  const p = emptyPermissions();
  // One action for everything (`"permission": "allow"`) is OpenCode's own: Claude Code has no such rule.
  if (typeof value === "string") p.extra.opencode = { "x-all": value };
  if (!isObject(value)) return p;
  const rest: Plain = {};
  for (const [key, v] of Object.entries(value)) {
    const tool = OPENCODE_TOOLS[key];
    if (tool && typeof v === "string" && (ACTIONS as readonly string[]).includes(v)) p[v as Action].push(tool);
    else if (
      tool &&
      isObject(v) &&
      Object.values(v).every((a) => typeof a === "string" && (ACTIONS as readonly string[]).includes(a))
    ) {
      for (const [pattern, a] of Object.entries(v))
        p[a as Action].push(`${tool}(${tool === "Bash" ? bashToClaude(pattern) : pattern})`);
    } else rest[key] = v;
  }
  if (Object.keys(rest).length) p.extra.opencode = rest;
  return p;
}

/** Core permissions as OpenCode's `permission`: rules of its tools by action; the others are losses. */
export function writeOpenCodePermissions(p: CorePermissions): { value: Plain | string; lost: Array<[string, string]> } {
  const { "x-all": all, ...own } = p.extra.opencode ?? {};
  const rules = p.allow.length + p.ask.length + p.deny.length;
  if (typeof all === "string" && !rules && !Object.keys(own).length) return { value: all, lost: [] };
  const value: Plain = {};
  const lost: Array<[string, string]> = otherTools(p, "opencode");
  for (const a of ACTIONS) {
    p[a].forEach((rule, i) => {
      const m = /^([A-Za-z]+)(?:\((.*)\))?$/.exec(rule);
      const key = m ? CLAUDE_TOOLS[m[1]!] : undefined;
      if (!m || !key) return void lost.push([`/${a}/${i}`, `OpenCode has no permission for ${rule}`]);
      if (m[2] === undefined) {
        if (isObject(value[key]))
          return void lost.push([`/${a}/${i}`, `OpenCode holds one action or patterns for ${key}, not both`]);
        value[key] = a;
      } else {
        if (typeof value[key] === "string")
          return void lost.push([`/${a}/${i}`, `OpenCode holds one action or patterns for ${key}, not both`]);
        const patterns = (value[key] ??= {}) as Plain;
        patterns[key === "bash" ? bashFromClaude(m[2]) : m[2]] = a;
      }
    });
  }
  p.additionalDirectories.forEach((_, i) =>
    lost.push([`/additionalDirectories/${i}`, "OpenCode's permission has no additional directories"]),
  );
  if (p.defaultMode !== undefined) lost.push(["/defaultMode", "OpenCode's permission has no default mode"]);
  Object.assign(value, own);
  if (typeof all === "string") value["*"] ??= all;
  return { value, lost };
}

/** Two sets of permissions as one: the rules of both (each once, the first's order first), the first's mode. */
export function mergePermissions(a: CorePermissions, b: CorePermissions): CorePermissions {
  const union = (x: string[], y: string[]): string[] => [...x, ...y.filter((r) => !x.includes(r))];
  return {
    allow: union(a.allow, b.allow),
    ask: union(a.ask, b.ask),
    deny: union(a.deny, b.deny),
    additionalDirectories: union(a.additionalDirectories, b.additionalDirectories),
    ...(a.defaultMode !== undefined
      ? { defaultMode: a.defaultMode }
      : b.defaultMode !== undefined
        ? { defaultMode: b.defaultMode }
        : {}),
    extra: { ...b.extra, ...a.extra },
  };
}

/**
 * Codex's permission settings, top-level keys of `.codex/config.toml` (developers.openai.com/codex/config-reference):
 * `approval_policy` (`untrusted` | `on-request` | `never`, or a granular table) says when Codex stops to
 * ask, `sandbox_mode` (`read-only` | `workspace-write` | `danger-full-access`) what its commands may
 * touch. Codex has no per-tool rules. One combination means what a Claude Code mode means: `never`
 * with `danger-full-access` (no prompt, no sandbox) is `bypassPermissions` (every permission prompt
 * skipped, docs.claude.com/en/docs/claude-code/settings); that pair is core's `defaultMode`. Every
 * other value is Codex's own (`extra.codex`), written back to Codex alone and ledgered for the others.
 */
export const CODEX_PERMISSION_KEYS = ["approval_policy", "sandbox_mode"] as const;
const CODEX_BYPASS = { approval_policy: "never", sandbox_mode: "danger-full-access" } as const;
const CLAUDE_BYPASS = "bypassPermissions";

export function readCodexPermissions(doc: unknown): CorePermissions {
  const p = emptyPermissions();
  if (!isObject(doc)) return p;
  if (doc.approval_policy === CODEX_BYPASS.approval_policy && doc.sandbox_mode === CODEX_BYPASS.sandbox_mode) {
    p.defaultMode = CLAUDE_BYPASS;
    return p;
  }
  const own = Object.fromEntries(CODEX_PERMISSION_KEYS.filter((k) => doc[k] !== undefined).map((k) => [k, doc[k]]));
  if (Object.keys(own).length) p.extra.codex = own;
  return p;
}

/** Core permissions as Codex's two keys (string values only; none when there is nothing to say), and what Codex cannot hold. */
export function writeCodexPermissions(p: CorePermissions): {
  value: Record<string, string>;
  lost: Array<[string, string]>;
} {
  const lost: Array<[string, string]> = otherTools(p, "codex");
  const value: Record<string, string> = {};
  const own = p.extra.codex ?? {};
  for (const k of CODEX_PERMISSION_KEYS) if (typeof own[k] === "string") value[k] = own[k] as string;
  if (p.defaultMode === CLAUDE_BYPASS && !Object.keys(value).length) Object.assign(value, CODEX_BYPASS);
  else if (p.defaultMode === CLAUDE_BYPASS)
    // Codex's own keys win (they were set for Codex); the bypass they leave out is a loss to say.
    lost.push([
      "/defaultMode",
      `Codex's own ${Object.entries(value)
        .map(([k, v]) => `${k} = "${v}"`)
        .join(", ")} kept; Claude Code's bypassPermissions not written over it`,
    ]);
  else if (p.defaultMode !== undefined)
    lost.push(["/defaultMode", `Codex has no mode that means Claude Code's ${p.defaultMode}`]);
  for (const a of ACTIONS)
    p[a].forEach((rule, i) =>
      lost.push([
        `/${a}/${i}`,
        `Codex has no per-tool permission rules (only approval_policy and sandbox_mode): ${rule}`,
      ]),
    );
  p.additionalDirectories.forEach((_, i) =>
    lost.push([
      `/additionalDirectories/${i}`,
      "Codex's writable roots apply only to its workspace-write sandbox; not mapped",
    ]),
  );
  return { value, lost };
}
