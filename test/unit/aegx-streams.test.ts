/**
 * AEGX streaming paths: the audit chain on a worker thread gives exactly the
 * in-thread answer; bulk appends (`add-record --from`) give the bytes of a
 * bundle written record by record; the writer's clock comes from its caller.
 */
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { BundleWriter, initBundle, type NewRecord } from "../../emitters/aegx/bundle-writer.js";
import { verifyBundle } from "../../src/formats/aegx/verify-bundle.js";
import { loadAegxGraph } from "../../src/formats/aegx/load-graph.js";
import { layoutAegxBundle } from "../../emitters/aegx/emit-bundle.js";
import { JsonNumber, type Json } from "../../ir/json/value.js";
import { serdeJsonText } from "../../ir/json/serde-text.js";
import { corpusPath } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";
import { agentcInProcess as runCli } from "../support/cli.js";

type VerifyModule = typeof import("../../src/formats/aegx/verify-bundle.js");
/** The compiled verifier: only there does the worker script exist as JavaScript. */
const compiled = (): Promise<VerifyModule> =>
  import(pathToFileURL(join(process.cwd(), "dist/src/formats/aegx/verify-bundle.js")).href) as Promise<VerifyModule>;

const cases = readdirSync(corpusPath("aegx/cases")).filter((c) => /^\d\d_/.test(c));

describe("the audit chain on a worker thread", () => {
  it("reports exactly what the single-thread verifier reports, on every corpus case", async () => {
    const { verifyBundle: verifyCompiled } = await compiled();
    for (const c of cases) {
      const bundle = corpusPath("aegx/cases", c);
      const inline = await verifyBundle(bundle, { threads: false });
      const threaded = await verifyCompiled(bundle, { threads: true });
      expect(threaded.diagnostics, c).toEqual(inline.diagnostics);
      expect(threaded.exitCode, c).toBe(inline.exitCode);
      expect(threaded.stats, c).toEqual(inline.stats);
    }
  });
});

describe("records.jsonl split between two threads", () => {
  it("gives the single-thread diagnostics, in order, for problems in either part", async () => {
    const { verifyBundle: verifyCompiled } = await compiled();
    const dir = join(tempDir(), "split");
    initBundle(dir, { createdAt: "2026-03-01T00:00:00Z" });
    const w = await BundleWriter.open(dir);
    let prev: string | undefined;
    for (let i = 0; i < 200; i++)
      prev = w.append({
        type: "ToolCall",
        principal: "TOOL",
        meta: { ts: "2026-03-01T00:00:00Z", i },
        parents: prev && i % 7 ? [prev] : [],
        payload: { inline: { i } },
      }).recordId;
    w.close();
    const path = join(dir, "records.jsonl");
    const lines = readFileSync(path, "utf8").trimEnd().split("\n");
    for (const at of [20, 150]) {
      lines[at] = lines[at]!.replace('"i":', '"j":'); // tampered: recordId mismatch
      lines[at + 1] = lines[at + 1]!.replace('"schema":"0.1"}', '"schema":"0.1","note":"x"}'); // general path, unknown field
      lines[at + 2] = `${lines[at + 3]}`; // duplicate
      lines[at + 4] = ""; // blank line
    }
    lines.splice(120, 0, lines[199]!); // a record whose parent comes later, then a duplicate of it at the end
    const bytes = Buffer.concat([
      Buffer.from(`${lines.slice(0, 170).join("\n")}\n`),
      Buffer.from([0xff, 0x7b, 0x0a]),
      Buffer.from(`${lines.slice(170).join("\n")}\n`),
    ]);
    writeFileSync(path, bytes);
    const inline = await verifyBundle(dir, { threads: false, collectRecordIds: true });
    const threaded = await verifyCompiled(dir, { threads: true, collectRecordIds: true });
    expect(inline.diagnostics.map((d) => d.code)).toEqual(
      expect.arrayContaining(["AEGX-RECORD-ID", "AEGX-W-UNKNOWN-FIELD", "AEGX-W-DUPLICATE-RECORD", "AEGX-PARSE"]),
    );
    expect(inline.diagnostics.some((d) => (d.line ?? 0) > 140)).toBe(true);
    expect(threaded.diagnostics).toEqual(inline.diagnostics);
    expect(threaded.stats).toEqual(inline.stats);
    expect(threaded.exitCode).toBe(inline.exitCode);
  });
});

const T = (i: number): string => `2026-03-01T00:00:${String(i % 60).padStart(2, "0")}Z`;

function sampleRecords(n: number): NewRecord[] {
  return Array.from({ length: n }, (_, i) => ({
    type: i === 0 ? "SessionStart" : "ToolCall",
    principal: i % 2 ? "TOOL" : "USER",
    meta: { ts: T(i), seq: i, note: `héllo ${i}` },
    parents: [],
    payload: {
      inline:
        i % 3 ? { n: i, f: new JsonNumber("1.50"), big: new JsonNumber("18446744073709551615") } : [i, "x\n", null],
    },
  }));
}

describe("bulk appends", () => {
  it("add-record --from writes the same bytes as appending record by record, and verifies", async () => {
    const records = sampleRecords(300);
    const one = join(tempDir(), "one");
    initBundle(one, { createdAt: T(0) });
    const w = await BundleWriter.open(one);
    let prev: string | undefined;
    for (const [i, r] of records.entries()) prev = w.append({ ...r, parents: i % 5 && prev ? [prev] : [] }).recordId;
    w.close();

    const bulk = join(tempDir(), "bulk");
    initBundle(bulk, { createdAt: T(0) });
    // Number lexemes (1.50, 2^64 - 1) go into the lines as written.
    const lines = records.map((r, i) =>
      serdeJsonText({ ...r, parents: i % 5 && i > 0 ? ["@prev"] : [] } as unknown as Json),
    );
    const input = join(tempDir(), "in.jsonl");
    writeFileSync(input, `${lines.join("\n")}\n`);
    const r = await runCli(["aegx", "add-record", bulk, "--from", input, "--json"]);
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).result.appended).toBe(300);
    for (const f of ["records.jsonl", "audit-log.jsonl", "manifest.json"])
      expect(readFileSync(join(bulk, f)).equals(readFileSync(join(one, f))), f).toBe(true);
    expect((await verifyBundle(bulk)).diagnostics).toEqual([]);
  });

  it("stops at the first bad line with its line number; the batch lands whole or not at all, so nothing is appended", async () => {
    const dir = join(tempDir(), "b");
    initBundle(dir, { createdAt: T(0) });
    const before = ["records.jsonl", "audit-log.jsonl", "manifest.json"].map((f) => readFileSync(join(dir, f)));
    const input = join(tempDir(), "in.jsonl");
    writeFileSync(
      input,
      '{"type":"SessionStart","principal":"USER","meta":{"ts":"2026-03-01T00:00:00Z"},"payload":{"inline":1}}\n\n{"type":"ToolCall","principal":"USER","parents":["nope"],"payload":{"inline":2}}\n{"type":"ToolCall","principal":"USER","payload":{"inline":3}}\n',
    );
    const r = await runCli(["aegx", "add-record", dir, "--from", input, "--json"]);
    expect(r.status).toBe(1);
    const out = JSON.parse(r.stdout);
    expect(out.result.appended).toBe(0);
    expect(out.diagnostics[0]).toMatchObject({ code: "AEGX-SCHEMA", line: 3 });
    const v = await verifyBundle(dir);
    expect(v.diagnostics).toEqual([]);
    expect(v.stats.records).toBe(0);
    ["records.jsonl", "audit-log.jsonl", "manifest.json"].forEach((f, i) =>
      expect(readFileSync(join(dir, f)).equals(before[i]!), f).toBe(true),
    );
    expect(readdirSync(dir).sort()).toEqual(["audit-log.jsonl", "blobs", "manifest.json", "records.jsonl"]);
  });
});

describe("the writers' clock", () => {
  it("stamps records without meta.ts, the audit entries and created_at from the clock it is given", async () => {
    const dir = join(tempDir(), "c");
    initBundle(dir, { clock: () => "2030-01-02T03:04:05Z" });
    const w = await BundleWriter.open(dir, { clock: () => "2030-01-02T03:04:06+00:00" });
    w.append({ type: "SessionStart", principal: "SYS", payload: { inline: null } });
    w.close();
    expect(JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")).created_at).toBe("2030-01-02T03:04:05Z");
    expect(readFileSync(join(dir, "records.jsonl"), "utf8")).toContain('"ts":"2030-01-02T03:04:06Z"');
    expect(readFileSync(join(dir, "audit-log.jsonl"), "utf8")).toContain('"ts":"2030-01-02T03:04:06Z"');
    const { graph } = await loadAegxGraph(dir);
    graph.get("aegx:bundle")!.attrs.created_at = undefined as never;
    const laid = layoutAegxBundle(graph, undefined, () => "2031-01-01T00:00:00Z");
    expect(String(laid.files[0]![1])).toContain('"created_at": "2031-01-01T00:00:00Z"');
  });
});
