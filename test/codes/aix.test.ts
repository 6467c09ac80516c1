/** AIX codes: one minimal agent per code (the bundled example, changed in one place). */
import { generateKeyPairSync } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe } from "vitest";
import { checkAixFile, checkAixText } from "../../src/formats/aix/check-file.js";
import { readAixText } from "../../src/formats/aix/read-agent.js";
import { computeChecksum } from "../../ir/dialects/aix/checksum.js";
import { signChecksum } from "../../ir/dialects/aix/signature.js";
import { emitAix, AixEmitError } from "../../emitters/aix/emit.js";
import type { Diagnostic } from "../../ir/diagnostics/diagnostic.js";
import { fromPlain, type JsonObject } from "../../ir/json/value.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";
import { trigger } from "../support/triggers.js";

const base = readFileSync(join(repoRoot, "examples/support-agent.aix"), "utf8");
const check = (text: string, options?: Parameters<typeof checkAixText>[2]): readonly Diagnostic[] =>
  checkAixText("agent.aix", text, options).diagnostics.all;
const key = generateKeyPairSync("ed25519");
const pem = key.privateKey.export({ type: "pkcs8", format: "pem" }).toString();
const pub = key.publicKey.export({ type: "spki", format: "pem" }).toString();

/** The example signed by the test key; `withKey` false leaves out the public key. */
function signed(withKey = true): string {
  const sig = signChecksum(computeChecksum(readAixText("a.aix", base).doc!, "sha256"), pem);
  return `${base.trimEnd()}\n  signature:\n    algorithm: ${sig.algorithm}\n    value: "${sig.value}"\n${withKey ? `    public_key: ${JSON.stringify(sig.publicKeyPem)}\n` : ""}`;
}
/** An emitter failure as the diagnostic the CLI would report. */
function emitting(doc: JsonObject, syntax: "toml"): readonly Diagnostic[] {
  try {
    emitAix(doc, syntax);
    return [];
  } catch (e) {
    if (!(e instanceof AixEmitError)) throw e;
    return [{ code: e.code, severity: "error", message: e.message }];
  }
}

describe("AIX codes", () => {
  trigger("CHECKSUM_VALID", () => check(base), {
    severity: "info",
    line: 58,
    col: 12,
    pointer: "/security/checksum/value",
  });
  trigger("CHECKSUM_MISMATCH", () => check(base.replace("Answers product questions", "Answers questions")), {
    severity: "error",
    line: 58,
    pointer: "/security/checksum/value",
  });
  trigger("CHECKSUM_INVALID", () => check(base.replace(/value: "fe4f[0-9a-f]+"/, 'value: "nothex!"')), {
    severity: "error",
    line: 58,
    pointer: "/security/checksum/value",
  });
  trigger("INVALID_LENGTH", () => check(base.replace('name: "Support Assistant"', 'name: ""')), {
    severity: "error",
    line: 5,
    col: 9,
    pointer: "/meta/name",
  });
  trigger("TAG_COUNT", () => check(base.replace('tags: ["support", "example"]', "tags: []")), {
    severity: "warning",
    line: 9,
    pointer: "/meta/tags",
  });
  trigger("AIX-YAML-WARNING", () => check(`%FOO bar\n---\n${base}`), {
    severity: "warning",
    file: "agent.aix",
    line: 1,
    col: 1,
  });
  trigger("UNKNOWN_ALGORITHM", () => check(`${base.trimEnd()}\n  encryption:\n    algorithm: rot13\n`), {
    severity: "warning",
    pointer: "/security/encryption/algorithm",
  });
  trigger("SIGNATURE_VALID", () => check(signed()), { severity: "info", pointer: "/security/signature" });
  trigger("SIGNATURE_TRUSTED", () => check(signed(), { trust: { pubkeys: [{ pem: pub, source: "test key" }] } }), {
    severity: "info",
    pointer: "/security/signature",
  });
  trigger("SIGNATURE_UNVERIFIABLE", () => check(signed(false)), {
    severity: "warning",
    pointer: "/security/signature",
  });
  trigger(
    "INVALID_KEY",
    () =>
      check(
        signed().replace(
          /public_key: ".*"/,
          'public_key: "-----BEGIN PUBLIC KEY-----\\nnot a key\\n-----END PUBLIC KEY-----\\n"',
        ),
      ),
    { severity: "error", pointer: "/security/signature" },
  );
  trigger(
    "INVALID_ENCODING",
    () => {
      const f = join(tempDir(), "latin1.aix");
      writeFileSync(f, Buffer.from([0x6d, 0x65, 0x74, 0x61, 0x3a, 0x20, 0xe9, 0x0a]));
      return checkAixFile(f).diagnostics.all;
    },
    { severity: "error", file: /latin1\.aix$/ },
  );
  trigger("AIX-IO", () => checkAixFile(join(tempDir(), "missing.aix")).diagnostics.all, {
    severity: "error",
    file: /missing\.aix$/,
  });
  trigger("FILE_TOO_LARGE", () => check(`${base}\n#${"x".repeat(8 << 20)}\n`), {
    severity: "error",
    file: "agent.aix",
  });
  trigger("AIX-TOML-NULL", () => emitting(fromPlain({ meta: { name: null } }) as JsonObject, "toml"), {
    severity: "error",
    noLocation: "an emitter refusal names the fields in its message",
  });
});
