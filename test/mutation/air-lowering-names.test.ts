/**
 * The AIR lowerings ledger an agent's name only when the namespace changes it (`AIR namespaces are
 * identifiers`): a name that already is one (`support-bot` → `aix.support-bot`) and a whole-number
 * version are carried as they are, with nothing about them in the ledger.
 */
import { describe, expect, it } from "vitest";
import { lowerToAir } from "../../src/formats/air/lower.js";
import { LossLedger } from "../../ir/loss-ledger.js";
import type { CoreAgent } from "../../ir/dialects/core/agent.js";

const agent = (name: string): CoreAgent => ({
  id: "",
  name,
  version: "2",
  persona: { role: "r", instructions: "i", constraints: [] },
  tools: [],
  apis: [],
  mcpServers: [],
  memory: {},
  policy: { allowedOperations: [], restrictedDomains: [] },
});

const metaPointers = (name: string): string[] => {
  const ledger = new LossLedger();
  lowerToAir(agent(name), ledger, "a.aix");
  return ledger.entries.map((e) => e.pointer).filter((p) => p.startsWith("/meta/"));
};

describe("an agent's name in the AIR namespace", () => {
  it("is not ledgered when it already is an identifier, and is when the namespace changes it", () => {
    expect(metaPointers("support-bot")).toEqual([]);
    expect(metaPointers("Support Bot")).toEqual(["/meta/name"]);
  });
});
