/**
 * Argument placeholders of commands, between each tool's spelling and core's (ir/dialects/core/setup.ts):
 *
 *   core                Claude Code, OpenCode   Gemini CLI   Copilot                Cursor
 *   {{agentc:all}}      $ARGUMENTS              {{args}}     ${input:args}          —
 *   {{agentc:N}}        $N                      —            ${input:argN}          —
 *   {{agentc:input:x}}  —                       —            ${input:x}             —
 *
 * Copilot has named inputs only: agentc writes every argument as the input `args` and the n-th as
 * `argN`, and reads them back so (docs/decisions.md). A placeholder a target cannot spell is left out
 * of the prompt and named in the ledger by JSON pointer.
 *
 * Given the tool, injections and editor variables too (INJECTIONS below):
 *
 *   core                    Gemini CLI   Claude Code, OpenCode   Copilot
 *   {{agentc:shell:CMD}}    !{CMD}       !`CMD`                  —
 *   {{agentc:file:PATH}}    @{PATH}      —                       —
 *   {{agentc:var:NAME}}     —            —                       ${NAME} (selection, file, …)
 *
 * Claude Code's and OpenCode's `@path` is not read as a file injection: `@` starts mentions and
 * package names too (`@types/node`), and Gemini would inject a file where the text meant none.
 */
import type { PlaceholderSyntax } from "./tools.js";

// An injection ends at the last `}}` of a run of braces, so a command ending in `}` (`!{echo {a}}`) keeps it.
const CORE = /\{\{agentc:(all|\d+|input:[^}]+|var:[A-Za-z]+|(?:shell|file):(?:(?!\}\}(?!\})).)*)\}\}/gs;

/** A tool's shell and file injections (opening and closing marks) and editor variables, beside its argument placeholders. */
interface Injections {
  shell?: readonly [string, string];
  file?: readonly [string, string];
  variables?: readonly string[];
}

/** geminicli.com/docs/cli/custom-commands (`!{…}`, `@{…}`); code.claude.com/docs/en/slash-commands and opencode.ai/docs/commands (!`…`); code.visualstudio.com/docs/copilot/customization/prompt-files (variables). */
const INJECTIONS: Record<string, Injections> = {
  gemini: { shell: ["!{", "}"], file: ["@{", "}"] },
  claude: { shell: ["!`", "`"] },
  opencode: { shell: ["!`", "`"] },
  copilot: {
    variables: [
      "selection",
      "selectedText",
      "file",
      "fileBasename",
      "fileDirname",
      "fileBasenameNoExtension",
      "workspaceFolder",
      "workspaceFolderBasename",
    ],
  },
};

/** The end of a `{…}` injection opened at `from` (braces inside balanced, as Gemini CLI reads them), or -1. */
function closingBrace(text: string, from: number): number {
  let depth = 1;
  for (let i = from; i < text.length; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}" && --depth === 0) return i;
  }
  return -1;
}

/** A tool's injections in a prompt → core's spelling. */
function injectionsToCore(text: string, inj: Injections): string {
  let out = text;
  for (const kind of ["shell", "file"] as const) {
    const marks = inj[kind];
    if (!marks) continue;
    const [open, close] = marks;
    let done = "";
    let rest = out;
    for (let at = rest.indexOf(open); at >= 0; at = rest.indexOf(open)) {
      const end = close === "}" ? closingBrace(rest, at + open.length) : rest.indexOf(close, at + open.length);
      const body = end < 0 ? "" : rest.slice(at + open.length, end);
      // Not closed, empty, over a line (a backtick pair), or holding core's closing marks: text, as the tool would leave it.
      if (end < 0 || !body.trim() || body.includes("}}") || (close === "`" && body.includes("\n"))) {
        done += rest.slice(0, at + open.length);
        rest = rest.slice(at + open.length);
        continue;
      }
      done += `${rest.slice(0, at)}{{agentc:${kind}:${body}}}`;
      rest = rest.slice(end + close.length);
    }
    out = done + rest;
  }
  if (inj.variables)
    out = out.replace(/\$\{([A-Za-z]+)\}/g, (m, name: string) =>
      inj.variables!.includes(name) ? `{{agentc:var:${name}}}` : m,
    );
  return out;
}

/** A prompt in a tool's spelling → core's spelling. */
export function placeholdersToCore(text: string, syntax: PlaceholderSyntax, tool?: string): string {
  let out = tool && INJECTIONS[tool] ? injectionsToCore(text, INJECTIONS[tool]) : text;
  if (syntax.named) {
    out = out.replace(/\$\{input:([A-Za-z_][\w-]*)(:[^}]*)?\}/g, (_m, name: string, rest: string | undefined) => {
      if (name === "args" && !rest) return "{{agentc:all}}";
      const n = /^arg(\d+)$/.exec(name);
      if (n && !rest) return `{{agentc:${n[1]}}}`;
      return `{{agentc:input:${name}${rest ?? ""}}}`;
    });
  }
  if (syntax.all === "{{args}}") out = out.replace(/\{\{args\}\}/g, "{{agentc:all}}");
  if (syntax.all === "$ARGUMENTS") out = out.replace(/\$ARGUMENTS\b/g, "{{agentc:all}}");
  if (syntax.position === "$N") out = out.replace(/\$(\d+)/g, (_m, n: string) => `{{agentc:${n}}}`);
  return out;
}

/** A placeholder core holds that the target cannot spell: its spelling in core and where it was (index among the prompt's placeholders). */
export interface Unspellable {
  placeholder: string;
  index: number;
}

/** A prompt in core's spelling → the tool's spelling, and the placeholders it cannot spell (left out). */
export function placeholdersFromCore(
  text: string,
  syntax: PlaceholderSyntax,
  tool?: string,
): { text: string; lost: Unspellable[] } {
  const lost: Unspellable[] = [];
  let index = 0;
  const inj = (tool && INJECTIONS[tool]) || {};
  const out = text.replace(CORE, (m, what: string) => {
    const i = index++;
    const spelled = spell(what, syntax, inj);
    if (spelled === undefined) lost.push({ placeholder: m, index: i });
    return spelled ?? "";
  });
  return { text: out, lost };
}

function spell(what: string, s: PlaceholderSyntax, inj: Injections = {}): string | undefined {
  const injected = /^(shell|file):([\s\S]*)$/.exec(what);
  if (injected) {
    const marks = inj[injected[1] as "shell" | "file"];
    const body = injected[2]!;
    // A backtick pair cannot hold a backtick or a line break; braces must balance for Gemini CLI to find the end.
    if (
      !marks ||
      (marks[1] === "`" && /[`\n]/.test(body)) ||
      (marks[1] === "}" &&
        injectionsToCore(`${marks[0]}${body}}`, { [injected[1]!]: marks }) !== `{{agentc:${injected[1]}:${body}}}`)
    )
      return undefined;
    return `${marks[0]}${body}${marks[1]}`;
  }
  if (what.startsWith("var:")) return inj.variables?.includes(what.slice(4)) ? `\${${what.slice(4)}}` : undefined;
  if (what === "all") return s.all ?? (s.named ? s.named.replace("NAME", "args") : undefined);
  if (/^\d+$/.test(what))
    return s.position ? s.position.replace("N", what) : s.named ? s.named.replace("NAME", `arg${what}`) : undefined;
  const name = what.slice("input:".length);
  return s.named ? s.named.replace("NAME", name) : undefined;
}
