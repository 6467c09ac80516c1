/** The compiler's own codes: paths, refusals, the pipeline's stops, shared encodings. */
import { generateKeyPairSync } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe } from "vitest";
import { AgentcError } from "../../ir/diagnostics/agentc-error.js";
import { Graph } from "../../ir/graph/graph.js";
import type { Diagnostic } from "../../ir/diagnostics/diagnostic.js";
import { checkInputPath } from "../../ir/io/input-file.js";
import { assertNotInput } from "../../ir/io/safe-path.js";
import { writeDirectoryAtomic } from "../../ir/io/atomic-write.js";
import { jcsText } from "../../ir/canonical/jcs.js";
import { serdeNumber } from "../../ir/json/serde-number.js";
import { decodeCbor } from "../../ir/cbor/decode.js";
import type { Json } from "../../ir/json/value.js";
import { formatNamed } from "../../src/formats/registry.js";
import { parse } from "../../src/pipeline/parse.js";
import { roundtrip } from "../../src/pipeline/roundtrip.js";
import { convertPath } from "../../src/pipeline/convert.js";
import { judgeSignature } from "../../ir/signing/trust.js";
import { newRun } from "../../src/pipeline/run-context.js";
import { agentcInProcess } from "../support/cli.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";
import { thrown, trigger } from "../support/triggers.js";

const cli = async (args: string[]): Promise<readonly Diagnostic[]> =>
  (JSON.parse((await agentcInProcess(["--json", ...args])).stdout) as { diagnostics: Diagnostic[] }).diagnostics;
/** One pass of a built-in format over an empty graph. */
async function onEmptyGraph(format: string, pass: "raise" | "lower"): Promise<readonly Diagnostic[]> {
  const f = (await formatNamed(format))!;
  return f[pass]!.run(newRun("(empty)", {}, { target: format }).ctx);
}
const AGENT = join(repoRoot, "examples/support-agent.aix");
const SIGNER = generateKeyPairSync("ed25519").publicKey.export({ type: "spki", format: "pem" }).toString();

describe("agentc codes", () => {
  trigger(
    "AGC-ERROR",
    () =>
      thrown(() => {
        throw new AgentcError("a registered format refused its input");
      }),
    { severity: "error", noLocation: "an error thrown without a more specific code" },
  );
  trigger("AGC-UNKNOWN-KIND", () => thrown(() => new Graph().add({ id: "core:x", kind: "core.Nothing", attrs: {} })), {
    severity: "error",
    noLocation: "a programming error: the message names the kind and what its dialect registers",
  });
  trigger("AGC-IO-NOT-FOUND", () => thrown(() => parse(join(tempDir(), "gone.aix"))), {
    severity: "error",
    noLocation: "the message names the path",
  });
  trigger("AGC-IO-NOT-DIR", () => thrown(() => checkInputPath(AGENT, "directory")), {
    severity: "error",
    noLocation: "the message names the path",
  });
  trigger("AGC-IO-UNREADABLE", () => thrown(() => checkInputPath(join(tempDir(), "x".repeat(300)))), {
    severity: "error",
    noLocation: "the message names the path",
  });
  trigger("AGC-IO-INPUT", () => thrown(() => assertNotInput(AGENT, [AGENT])), {
    severity: "error",
    noLocation: "the message names both paths",
  });
  trigger("AGC-IO-EXISTS", () => thrown(() => writeDirectoryAtomic(AGENT, [["a", "b"]])), {
    severity: "error",
    noLocation: "the message names the path",
  });
  trigger(
    "AGC-TRUST-KEY",
    () =>
      thrown(() =>
        judgeSignature(true, SIGNER, "Ed25519", { pubkeys: [{ pem: "not a key", source: "keys/bad.pem" }] }),
      ),
    { severity: "error", noLocation: "the message names the key file" },
  );
  trigger("AGC-NO-INPUT", () => onEmptyGraph("aix", "raise"), { severity: "error", noLocation: "the graph is empty" });
  trigger("AGC-NO-CORE", () => onEmptyGraph("cursor", "lower"), {
    severity: "error",
    noLocation: "the graph is empty",
  });
  trigger("AGC-NO-CORE-AGENT", () => onEmptyGraph("air", "lower"), {
    severity: "error",
    noLocation: "the graph is empty",
  });
  trigger(
    "AGC-CONVERT-CORE",
    async () => {
      const repo = tempDir();
      mkdirSync(join(repo, ".cursor/rules"), { recursive: true });
      writeFileSync(
        join(repo, ".cursor/rules/up.mdc"),
        "---\nglobs: ../outside/**\nalwaysApply: false\n---\nNever here.\n",
      );
      return thrown(() =>
        convertPath(join(repo, ".cursor/rules/up.mdc"), { to: "agents-md", output: join(tempDir(), "out") }),
      );
    },
    { severity: "error", noLocation: "the conversion's refusal; the core diagnostics it carries point at the rule" },
  );
  trigger("AGC-NUMBER-RANGE", () => thrown(() => jcsText(Number.POSITIVE_INFINITY as Json)), {
    severity: "error",
    noLocation: "a value, not a place in a file",
  });
  trigger("JSON-NUMBER-RANGE", () => thrown(() => serdeNumber("1e400")), {
    severity: "error",
    noLocation: "a number, not a place in a file",
  });
  trigger("CBOR-DECODE", () => thrown(() => decodeCbor(Uint8Array.of(0x1c))), {
    severity: "error",
    noLocation: "the message gives the byte offset",
  });
  trigger(
    "AGC-ROUNDTRIP",
    async () => {
      const f = join(tempDir(), "schemas.air.json");
      writeFileSync(f, '[{"$kind":"defschema","name":"a/b@1","type":{"text":{}}}]');
      return (await roundtrip(f)).diagnostics;
    },
    { severity: "error", file: /schemas\.air\.json$/ },
  );
});
