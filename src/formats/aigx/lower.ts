/**
 * core agent → AIGX concern file `agent.aigx` (docs/specs.md section 3): one rule
 * per persona constraint (AGENT-1, AGENT-2, …) and one for the restricted
 * domains. A concern file holds rules only; every other part of the agent is
 * in the loss ledger.
 */
import type { LossLedger } from "../../../ir/loss-ledger.js";
import { renderConcern } from "../../../emitters/aigx/canonical.js";
import type { CoreAgent } from "../../../ir/dialects/core/agent.js";

export interface AgentRule {
  id: string;
  text: string;
}

export function agentRules(a: CoreAgent): AgentRule[] {
  const rules = a.persona.constraints.map((text, i) => ({ id: `AGENT-${i + 1}`, text }));
  if (a.policy.restrictedDomains.length)
    rules.push({
      id: `AGENT-${rules.length + 1}`,
      text: `Never send requests to ${a.policy.restrictedDomains.join(", ")}.`,
    });
  return rules;
}

export function lowerToAigx(a: CoreAgent, ledger: LossLedger, file: string): { text: string; rules: AgentRule[] } {
  const miss = (pointer: string): void =>
    ledger.record({ pointer, file, target: "aigx", reason: "an AIGX concern file holds rules only" });
  miss("/meta");
  for (const k of ["role", "instructions", "tone", "style", "temperature", "context_window"] as const) {
    const v = k === "context_window" ? a.persona.contextWindow : a.persona[k];
    if (v !== undefined && v !== "") miss(`/persona/${k}`);
  }
  if (a.tools.length) miss("/skills");
  if (a.apis.length) miss("/apis");
  if (a.mcpServers.length) miss("/mcp");
  if (Object.keys(a.memory).length) miss("/memory");
  if (a.policy.allowedOperations.length) miss("/security/capabilities/allowed_operations");
  if (a.policy.maxApiCallsPerMinute !== undefined) miss("/security/capabilities/max_api_calls_per_minute");
  const rules = agentRules(a);
  return { text: renderConcern("aigx-agent", rules), rules };
}
