/**
 * What core carries for AIX and the coding agents' own files that most targets cannot hold: an MCP
 * server's args, env and `x-` fields, and the agent's `x-` sections (a subagent's tools and model).
 * UAIX holds a server's args and env (`argsEnv`, since issue 33); AIR drops whole servers.
 * A lowering that has no place for them ledgers each, by the AIX pointer core holds it under, with the
 * reason raising gave before core carried them (so the ledger of AIX → UAIX, AIR, AIGX is unchanged).
 */
import type { CoreAgent } from "../../../ir/dialects/core/agent.js";
import type { LossLedger } from "../../../ir/loss-ledger.js";
import { escapePointerToken } from "../../../ir/json/pointer.js";
import { extensionReason, serverReason } from "../aix/raise.js";

export interface Held {
  /** The target holds the MCP servers' args, env and x- fields (or drops whole servers itself). */
  servers?: boolean;
  /** The target holds the MCP servers' args and env (not their x- fields). */
  argsEnv?: boolean;
  /** The target holds the agent's x- sections. */
  extensions?: boolean;
}

export function ledgerCoreExtras(
  a: CoreAgent,
  ledger: LossLedger,
  target: string,
  file: string | undefined,
  held: Held = {},
): void {
  const TARGET = target.toUpperCase();
  const miss = (pointer: string, reason: string): void =>
    ledger.record({ pointer, ...(file ? { file } : {}), target, reason });
  if (!held.servers) {
    a.mcpServers.forEach((m, i) => {
      const fields = [
        ...(m.args && !held.argsEnv ? ["args"] : []),
        ...(m.env && !held.argsEnv ? ["env"] : []),
        ...Object.keys(m.extensions ?? {}),
      ];
      for (const k of fields) miss(`/mcp/servers/${i}/${escapePointerToken(k)}`, serverReason(TARGET, k));
    });
  }
  if (!held.extensions)
    for (const k of Object.keys(a.extensions ?? {})) miss(`/${escapePointerToken(k)}`, extensionReason(TARGET, k));
}
