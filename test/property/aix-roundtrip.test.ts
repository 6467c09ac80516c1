import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readAixText } from "../../src/formats/aix/read-agent.js";
import { emitAix } from "../../emitters/aix/emit.js";
import { computeChecksum } from "../../ir/dialects/aix/checksum.js";
import { keygen, signChecksum, verifyChecksumSignature } from "../../ir/dialects/aix/signature.js";
import { validateAix } from "../../src/formats/aix/validate.js";
import { emptyObject, fromPlain, jsonEqual, type JsonObject } from "../../ir/json/value.js";
import { checkAixText } from "../../src/formats/aix/check-file.js";
import { agentArb } from "../support/aix-arbitrary.js";
import { propertyRuns } from "../support/property-runs.js";

describe("AIX round trips", () => {
  it("valid agents → each syntax → parse: same document, same checksum, stable bytes", () => {
    fc.assert(
      fc.property(agentArb, (doc) => {
        const sum = computeChecksum(doc, "sha256");
        for (const syntax of ["yaml", "json", "toml"] as const) {
          const text = emitAix(doc, syntax);
          const back = readAixText(`a.${syntax}`, text, syntax);
          expect(back.diagnostics.all).toEqual([]);
          expect(jsonEqual(back.doc!, doc)).toBe(true);
          expect(computeChecksum(back.doc!, "sha256")).toBe(sum);
          expect(emitAix(back.doc!, syntax)).toBe(text);
        }
        const errors = validateAix(doc, { file: "a" }).errors.filter((d) => !d.code.startsWith("CHECKSUM"));
        expect(errors).toEqual([]);
      }),
      propertyRuns(200),
    );
  });

  it("any change to a non-security field changes the checksum; security changes do not", () => {
    fc.assert(
      fc.property(agentArb, fc.string({ minLength: 1, maxLength: 10 }), (doc, extra) => {
        const sum = computeChecksum(doc, "sha256");
        const changed = Object.assign(emptyObject(), doc, {
          persona: Object.assign(emptyObject(), doc.persona as JsonObject, {
            role: `${String((doc.persona as JsonObject).role)}${extra}`,
          }),
        });
        expect(computeChecksum(changed, "sha256")).not.toBe(sum);
        const securityOnly = Object.assign(emptyObject(), doc, {
          security: Object.assign(emptyObject(), doc.security as JsonObject, { compliance: { audit_log: true } }),
        });
        expect(computeChecksum(securityOnly, "sha256")).toBe(sum);
      }),
      propertyRuns(200),
    );
  });

  it("any change to a signed agent breaks the signature", () => {
    const key = keygen("ed25519");
    fc.assert(
      fc.property(agentArb, fc.nat(), (doc, n) => {
        const sig = signChecksum(computeChecksum(doc, "sha256"), key.privateKeyPem);
        const changed = Object.assign(emptyObject(), doc, {
          meta: Object.assign(emptyObject(), doc.meta as JsonObject, { author: `prop-${n}` }),
        });
        expect(
          verifyChecksumSignature(computeChecksum(changed, "sha256"), sig.algorithm, sig.value, sig.publicKeyPem),
        ).toBe(false);
        expect(
          verifyChecksumSignature(computeChecksum(doc, "sha256"), sig.algorithm, sig.value, sig.publicKeyPem),
        ).toBe(true);
      }),
      propertyRuns(200),
    );
  });

  it("an agent signed in one syntax is trusted by its key in every syntax; by another key it is untrusted", () => {
    const key = keygen("ed25519");
    const other = keygen("ed25519");
    fc.assert(
      fc.property(agentArb, (unsigned) => {
        const doc = structuredClone(unsigned);
        const security = doc.security as JsonObject;
        const sum = computeChecksum(doc, "sha256");
        (security.checksum as JsonObject).value = sum;
        const sig = signChecksum(sum, key.privateKeyPem);
        security.signature = fromPlain({
          algorithm: sig.algorithm,
          value: sig.value,
          public_key: sig.publicKeyPem,
          signer: "prop",
        });
        for (const syntax of ["yaml", "json", "toml"] as const) {
          const text = emitAix(doc, syntax);
          const trusted = checkAixText(`a.${syntax}`, text, {
            requireChecksum: true,
            trust: { pubkeys: [{ pem: sig.publicKeyPem, source: "key.pem" }] },
          });
          expect(trusted.diagnostics.all.filter((d) => d.severity === "error")).toEqual([]);
          expect(trusted.signature.state).toBe("trusted");
          const stranger = checkAixText(`a.${syntax}`, text, {
            trust: { trusted: [{ pem: other.publicKeyPem, source: "other.pem" }] },
          });
          expect(stranger.signature.state).toBe("untrusted");
        }
      }),
      propertyRuns(200),
    );
  });
});
