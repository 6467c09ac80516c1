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
 */
import type { PlaceholderSyntax } from "./tools.js";

const CORE = /\{\{agentc:(all|\d+|input:[^}]+)\}\}/g;

/** A prompt in a tool's spelling → core's spelling. */
export function placeholdersToCore(text: string, syntax: PlaceholderSyntax): string {
  let out = text;
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
export function placeholdersFromCore(text: string, syntax: PlaceholderSyntax): { text: string; lost: Unspellable[] } {
  const lost: Unspellable[] = [];
  let index = 0;
  const out = text.replace(CORE, (m, what: string) => {
    const i = index++;
    const spelled = spell(what, syntax);
    if (spelled === undefined) lost.push({ placeholder: m, index: i });
    return spelled ?? "";
  });
  return { text: out, lost };
}

function spell(what: string, s: PlaceholderSyntax): string | undefined {
  if (what === "all") return s.all ?? (s.named ? s.named.replace("NAME", "args") : undefined);
  if (/^\d+$/.test(what)) return s.position ? s.position.replace("N", what) : s.named ? s.named.replace("NAME", `arg${what}`) : undefined;
  const name = what.slice("input:".length);
  return s.named ? s.named.replace("NAME", name) : undefined;
}
