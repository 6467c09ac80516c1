/**
 * The smallest valid AIX v1.4 agent, shared by the v1.4 tests (test/unit/aix-v14.test.ts,
 * test/mutation/aix-v14-rules.test.ts): the release's schema asks for meta, persona, identity_layer
 * and security. Its checksum is the placeholder "00" until `withV14Checksum` writes the real one.
 */
import { computeChecksumV14 } from "../../ir/dialects/aix/v14.js";
import { parseJson } from "../../ir/json/parse.js";
import type { JsonObject } from "../../ir/json/value.js";

// Tests change it freely (delete keys, set wrong types): typed as loosely as the tests use it.
export const minimalV14Agent = (): Record<string, any> => ({
  meta: {
    version: "1.0.0",
    id: "did:axiom:axiomid.app:agent-1",
    name: "A",
    created: "2026-01-01T00:00:00Z",
    author: "me",
    format_version: "1.3.0",
  },
  persona: { role: "r", instructions: "i" },
  identity_layer: { id: "did:axiom:axiomid.app:agent-1", authority: "axiomid.app", issuedAt: "2026-01-01T00:00:00Z" },
  security: { checksum: { algorithm: "sha256", value: "00" } },
});

/** The document as JSON text, the placeholder checksum replaced by its real v1.4 sha256 checksum. */
export function withV14Checksum(d: object): string {
  const text = JSON.stringify(d);
  const value = computeChecksumV14(parseJson(text).value as JsonObject, "sha256");
  return text.replace('"value":"00"', `"value":"${value}"`);
}
