/** AEGX codes: the corpus's untouched bundle changed in one place, and the writer's refusals. */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { join } from "node:path";
import { describe } from "vitest";
import { verifyBundle } from "../../src/formats/aegx/verify-bundle.js";
import { BundleWriter, initBundle } from "../../emitters/aegx/bundle-writer.js";
import type { Diagnostic } from "../../ir/diagnostics/diagnostic.js";
import { agentcInProcess } from "../support/cli.js";
import { corpusPath } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";
import { thrown, trigger } from "../support/triggers.js";

const BLOB = "a0639d03e7e77d7630dffce7bfe26d51813d4c799f13821e5b6786e2736baaed";
const ROOT = "00411504e1a49112ad65d3ec9b225641e59c04f243451e330f5b74c20259235a";

/** A copy of a corpus case, changed by `edit` (given the copy's directory). */
function bundle(edit: (dir: string) => void, from = "00_untouched"): string {
  const d = join(tempDir(), "b.aegx");
  cpSync(corpusPath("aegx/cases", from), d, { recursive: true });
  edit(d);
  return d;
}
const verify = async (dir: string): Promise<readonly Diagnostic[]> => (await verifyBundle(dir)).diagnostics;
const manifest =
  (edit: (m: Record<string, unknown>) => void) =>
  (d: string): void => {
    const m = JSON.parse(readFileSync(join(d, "manifest.json"), "utf8")) as Record<string, unknown>;
    edit(m);
    writeFileSync(join(d, "manifest.json"), JSON.stringify(m, null, 2));
  };
const sha = (b: Buffer): string => createHash("sha256").update(b).digest("hex");

describe("AEGX codes", () => {
  trigger("AEGX-IO", async () => verify(bundle((d) => rmSync(join(d, "records.jsonl")))), {
    severity: "error",
    file: /records\.jsonl$/,
  });
  trigger("AEGX-AUDIT-IDX", async () => verify(corpusPath("aegx/cases/22_audit_reordered")), {
    severity: "error",
    file: /audit-log\.jsonl$/,
    line: 2,
    pointer: "/idx",
  });
  trigger("AEGX-RECORD-COUNT", async () => verify(bundle(manifest((m) => (m.record_count = 5)))), {
    severity: "error",
    file: /manifest\.json$/,
    pointer: "/record_count",
  });
  trigger("AEGX-BLOB-COUNT", async () => verify(bundle(manifest((m) => (m.blob_count = 2)))), {
    severity: "error",
    file: /manifest\.json$/,
    pointer: "/blob_count",
  });
  trigger("AEGX-ROOT-MISSING", async () => verify(bundle(manifest((m) => (m.root_records = [ROOT, "f".repeat(64)])))), {
    severity: "error",
    file: /manifest\.json$/,
    pointer: "/root_records/1",
  });
  trigger("AEGX-BLOB-MISSING", async () => verify(bundle((d) => rmSync(join(d, "blobs", BLOB)))), {
    severity: "error",
    file: /records\.jsonl$/,
  });
  trigger("AEGX-BLOB-HASH", async () => verify(bundle((d) => writeFileSync(join(d, "blobs", BLOB), "changed"))), {
    severity: "error",
    file: new RegExp(`blobs/${BLOB}$`),
  });
  trigger("AEGX-BLOB-LAYOUT", async () => verify(bundle((d) => mkdirSync(join(d, "blobs", "nested")))), {
    severity: "error",
    file: /blobs\/nested$/,
  });
  trigger(
    "AEGX-W-BLOB-ORPHAN",
    async () =>
      verify(
        bundle((d) => {
          const extra = Buffer.from("nobody refers to me");
          writeFileSync(join(d, "blobs", sha(extra)), extra);
        }),
      ),
    { severity: "warning", file: /blobs\/[0-9a-f]{64}$/ },
  );
  trigger(
    "AEGX-PARENT-MISSING",
    async () =>
      verify(
        bundle((d) => {
          const lines = readFileSync(join(d, "records.jsonl"), "utf8").split("\n");
          lines[1] = lines[1]!.replace(`"parents":["${ROOT}"]`, `"parents":["${"e".repeat(64)}"]`);
          writeFileSync(join(d, "records.jsonl"), lines.join("\n"));
        }),
      ),
    { severity: "error", file: /records\.jsonl$/, line: 2, pointer: "/parents/0" },
  );
  trigger("AEGX-CHAIN", () => thrown(() => BundleWriter.open(bundle(() => undefined, "22_audit_reordered"))), {
    severity: "error",
    noLocation: "a refusal to append; the message names file:line",
  });
  trigger("AEGX-TS", () => thrown(() => initBundle(join(tempDir(), "n.aegx"), { createdAt: "yesterday" })), {
    severity: "error",
    noLocation: "a refusal to create the bundle",
  });
  trigger("AEGX-WRITE", () => thrown(() => initBundle(join(tempDir(), "n.aegx"), { meta: [1] })), {
    severity: "error",
    noLocation: "a refusal to create the bundle",
  });
  trigger(
    "AEGX-BLOB-SIZE",
    () =>
      thrown(async () => {
        const w = await BundleWriter.open(bundle(() => undefined));
        w.append({
          type: "FileRead",
          principal: "TOOL",
          meta: { ts: "2026-02-15T10:01:00Z" },
          payload: { blob: BLOB, mime: "text/plain", size: 999 },
          parents: [ROOT],
        });
      }),
    { severity: "error", noLocation: "a refusal to append" },
  );
  trigger(
    "AEGX-BULK-LINE",
    async () => {
      const d = bundle(() => undefined);
      const lines = join(tempDir(), "more.jsonl");
      writeFileSync(
        lines,
        `{"type":"SessionMessage","principal":"USER","meta":{"ts":"2026-02-15T11:00:00Z"},"payload":{"inline":{}},"parents":["${ROOT}"]}\n{"type":\n`,
      );
      return (
        JSON.parse((await agentcInProcess(["--json", "aegx", "add-record", d, "--from", lines])).stdout) as {
          diagnostics: Diagnostic[];
        }
      ).diagnostics;
    },
    { severity: "error", file: /more\.jsonl$/, line: 2 },
  );
});
