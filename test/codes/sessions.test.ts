/** Codes of `aegx from` (session logs into evidence) and of attestations: each from a minimal input. */
import { generateKeyPairSync } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe } from "vitest";
import type { Diagnostic } from "../../ir/diagnostics/diagnostic.js";
import { sessionsToBundle } from "../../src/pipeline/sessions.js";
import { attestBundle, verifyAttestationFile } from "../../src/pipeline/attest.js";
import { tempDir } from "../support/tmp.js";
import { thrown, trigger } from "../support/triggers.js";
import { assistant, jsonl, toolResult, toolUse, userText } from "../support/session-logs.js";

/** The diagnostics of converting a log with these lines (written as given: strings stay as they are). */
async function from(lines: unknown[], name = "s.jsonl"): Promise<readonly Diagnostic[]> {
  const dir = tempDir();
  writeFileSync(join(dir, name), lines.map((l) => (typeof l === "string" ? l : JSON.stringify(l))).join("\n") + "\n");
  return (await sessionsToBundle(join(dir, name), join(dir, "b.aegx"), { durable: false })).diagnostics;
}

const ok = [userText("s1", "u1", null, 0, "hi"), assistant("s1", "a1", "u1", 1, [{ type: "text", text: "hello" }])];

async function attested(): Promise<{ dir: string; bundle: string; att: string; pub: string }> {
  const dir = tempDir();
  writeFileSync(join(dir, "s.jsonl"), jsonl(ok));
  const bundle = join(dir, "b.aegx");
  await sessionsToBundle(join(dir, "s.jsonl"), bundle, { durable: false });
  const { privateKey, publicKey } = generateKeyPairSync("ed25519");
  writeFileSync(join(dir, "k.pem"), privateKey.export({ type: "pkcs8", format: "pem" }));
  writeFileSync(join(dir, "k.pub"), publicKey.export({ type: "spki", format: "pem" }));
  await attestBundle(bundle, join(dir, "k.pem"), join(dir, "a.json"));
  return { dir, bundle, att: join(dir, "a.json"), pub: join(dir, "k.pub") };
}

describe("session log codes", () => {
  trigger("AEGX-SESSION-FORMAT", () => from(['{"hello":"world"}']), { severity: "error", file: /s\.jsonl$/, line: 1 });
  trigger("AEGX-SESSION-PARSE", () => from([ok[0], "{not json", ok[1]]), {
    severity: "warning",
    file: /s\.jsonl$/,
    line: 2,
  });
  trigger(
    "AEGX-SESSION-EMPTY",
    () =>
      from([
        { type: "file-history-snapshot", messageId: "m", snapshot: {} },
        { ...userText("s1", "u1", null, 0, "x"), message: { role: "user", content: [] } },
      ]),
    { severity: "error", file: /s\.jsonl$/, line: 1 },
  );
  trigger("AEGX-SESSION-TIME", () => from([ok[0], { ...ok[1], timestamp: "yesterday" }]), {
    severity: "warning",
    file: /s\.jsonl$/,
    line: 2,
  });
  trigger("AEGX-SESSION-ORPHAN-RESULT", () => from([ok[0], toolResult("s1", "r1", "u1", 2, "toolu_missing", "out")]), {
    severity: "warning",
    file: /s\.jsonl$/,
    line: 2,
  });
  trigger(
    "AEGX-SESSION-PARENT",
    () => from([ok[0], assistant("s1", "a1", "u-elsewhere", 1, [toolUse("t1", "Bash", { command: "ls" })])]),
    { severity: "warning", file: /s\.jsonl$/, line: 2 },
  );
  trigger(
    "AEGX-SESSION-REDACTED",
    () => from([userText("s1", "u1", null, 0, "token ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8")]),
    { severity: "info", file: /s\.jsonl$/, line: 1 },
  );
});

describe("attestation codes", () => {
  trigger(
    "AEGX-ATTEST-FORMAT",
    async () => {
      const { dir, bundle } = await attested();
      writeFileSync(join(dir, "x.json"), JSON.stringify({ payloadType: "text/plain", payload: "", signatures: [] }));
      return (await verifyAttestationFile(join(dir, "x.json"), bundle)).diagnostics;
    },
    { severity: "error", file: /x\.json$/, pointer: "/payloadType" },
  );
  trigger(
    "AEGX-ATTEST-KEY",
    async () => {
      const { dir, bundle } = await attested();
      writeFileSync(join(dir, "bad.pem"), "not a key");
      return thrown(() => attestBundle(bundle, join(dir, "bad.pem"), join(dir, "y.json")));
    },
    { severity: "error", noLocation: "a refusal of the key given on the command line; the message names it" },
  );
  trigger(
    "AEGX-ATTEST-SIGNATURE",
    async () => {
      const { att, bundle } = await attested();
      const env = JSON.parse(readFileSync(att, "utf8"));
      env.signatures[0].sig = Buffer.alloc(64).toString("base64");
      writeFileSync(att, JSON.stringify(env));
      return (await verifyAttestationFile(att, bundle)).diagnostics;
    },
    { severity: "error", file: /a\.json$/, pointer: "/signatures/0" },
  );
  trigger(
    "AEGX-ATTEST-SUBJECT",
    async () => {
      const { att, bundle, pub } = await attested();
      writeFileSync(join(bundle, "blobs", "0".repeat(64)), "");
      return (await verifyAttestationFile(att, bundle, { pubkeys: [pub] })).diagnostics;
    },
    { severity: "error", file: /blobs\/0{64}$/ },
  );
  trigger(
    "AEGX-ATTEST-BUNDLE",
    async () => {
      const { att, bundle, pub } = await attested();
      const m = join(bundle, "manifest.json");
      writeFileSync(m, readFileSync(m, "utf8").replace(/"record_count": \d+/, '"record_count": 99'));
      return (await verifyAttestationFile(att, bundle, { pubkeys: [pub] })).diagnostics;
    },
    { severity: "error", file: /manifest\.json$/ },
  );
  trigger(
    "AEGX-ATTEST-UNTRUSTED",
    async () => {
      const { att, bundle } = await attested();
      return (await verifyAttestationFile(att, bundle)).diagnostics;
    },
    { severity: "warning", file: /a\.json$/, pointer: "/signatures/0" },
  );
});
