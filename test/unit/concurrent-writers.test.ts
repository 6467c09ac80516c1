/**
 * Writers that run at once (issue 36): appends to one AEGX bundle serialise on its lock, a batch
 * lands whole or not at all, overlapping `--evidence` runs keep every session, in a directory and in
 * a zip. Each trial starts 8 agentc processes together (the most the operators ran) and
 * checks what every one of them acknowledged. Trials are few (2 add-record, 1 of each other kind;
 * about 0.5 s each on two idle cores, three times that on a loaded machine), to keep the suite's
 * time: without the lock, every one of these tests failed in its first trial (the chain broke,
 * sessions vanished, two or more runs "won" one output).
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BundleWriter, initBundle } from "../../emitters/aegx/bundle-writer.js";
import { acquireLock, lockFileOf } from "../../ir/io/file-lock.js";
import { JOURNAL_FILE } from "../../ir/io/append-journal.js";
import { verifyBundle } from "../../src/formats/aegx/verify-bundle.js";
import { importBundleZip } from "../../emitters/aegx/bundle-zip.js";
import { repoRoot } from "../support/corpus.js";
import { agentcInProcess } from "../support/cli.js";
import { tempDir } from "../support/tmp.js";

const PROCESSES = 8;

interface Run {
  status: number;
  stdout: string;
  stderr: string;
}

/** The built CLI, started without waiting for it. */
export function agentcAsync(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(repoRoot, "bin/agentc.js"), ...args], {
      cwd: repoRoot,
      env: { ...process.env, NO_COLOR: "1", ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("close", (code) => done({ status: code ?? -1, stdout, stderr }));
  });
}

const records = (dir: string): Array<{ recordId: string; type: string; payload: { inline?: unknown } }> =>
  readFileSync(join(dir, "records.jsonl"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l));

async function expectVerifies(dir: string): Promise<void> {
  const v = await verifyBundle(dir, { strict: true });
  expect(v.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
}

describe("concurrent appends to one AEGX bundle", () => {
  it(`${PROCESSES} add-record at once, 2 trials: the bundle verifies and holds every acknowledged record`, async () => {
    for (let trial = 0; trial < 2; trial++) {
      const dir = join(tempDir(), "run.aegx");
      initBundle(dir, { createdAt: "2026-01-01T00:00:00Z" });
      const runs = await Promise.all(
        Array.from({ length: PROCESSES }, (_, i) =>
          agentcAsync([
            "--json",
            "aegx",
            "add-record",
            dir,
            "--type",
            "SessionStart",
            "--principal",
            "SYS",
            "--inline",
            JSON.stringify({ writer: i }),
          ]),
        ),
      );
      const acknowledged = runs.map((r) => {
        expect(r.status, r.stderr).toBe(0);
        return (JSON.parse(r.stdout) as { result: { recordId: string } }).result.recordId;
      });
      await expectVerifies(dir);
      const ids = new Set(records(dir).map((r) => r.recordId));
      for (const id of acknowledged) expect(ids.has(id), id).toBe(true);
      expect(ids.size).toBe(PROCESSES);
    }
  });

  it(`${PROCESSES} --from batches at once (one with a bad last line), 1 trial: each good batch lands whole, the bad one not at all`, async () => {
    const batch = (writer: number, bad: boolean): string => {
      const lines = Array.from({ length: 100 }, (_, k) =>
        JSON.stringify({
          type: "ToolCall",
          principal: "TOOL",
          meta: { ts: "2026-01-01T00:00:00Z" },
          parents: k ? ["@prev"] : [],
          payload: { inline: { writer, k } },
        }),
      );
      if (bad) lines.push('{"type":"Nope"}');
      const f = join(tempDir(), `batch-${writer}.jsonl`);
      writeFileSync(f, `${lines.join("\n")}\n`);
      return f;
    };
    const files = Array.from({ length: PROCESSES }, (_, i) => batch(i, i === 3));
    for (let trial = 0; trial < 1; trial++) {
      const dir = join(tempDir(), "run.aegx");
      initBundle(dir, { createdAt: "2026-01-01T00:00:00Z" });
      const runs = await Promise.all(files.map((f) => agentcAsync(["--json", "aegx", "add-record", dir, "--from", f])));
      runs.forEach((r, i) => expect(r.status, `${i}: ${r.stderr}`).toBe(i === 3 ? 1 : 0));
      await expectVerifies(dir);
      const byWriter = new Map<number, number>();
      for (const r of records(dir)) {
        const w = (r.payload.inline as { writer: number }).writer;
        byWriter.set(w, (byWriter.get(w) ?? 0) + 1);
      }
      for (let i = 0; i < PROCESSES; i++) expect(byWriter.get(i) ?? 0, `writer ${i}`).toBe(i === 3 ? 0 : 100);
      runs.forEach((r, i) =>
        expect((JSON.parse(r.stdout) as { result: { appended: number } }).result.appended).toBe(i === 3 ? 0 : 100),
      );
    }
  });
});

describe("concurrent --evidence runs", () => {
  const agent = join(repoRoot, "examples/support-agent.aix");
  const sessions = (dir: string): unknown[] => records(dir).filter((r) => r.type === "SessionStart");

  it(`${PROCESSES} runs recording in one new bundle directory, 1 trial: every session is there and the bundle verifies`, async () => {
    for (let trial = 0; trial < 1; trial++) {
      const dir = join(tempDir(), "evidence.aegx");
      const runs = await Promise.all(
        Array.from({ length: PROCESSES }, () => agentcAsync(["--evidence", dir, "aix", "validate", agent])),
      );
      for (const r of runs) expect(r.status, r.stderr).toBe(0);
      await expectVerifies(dir);
      expect(sessions(dir)).toHaveLength(PROCESSES);
    }
  });

  it(`${PROCESSES} runs recording in one zip, 1 trial: no session is dropped and the zip verifies`, async () => {
    for (let trial = 0; trial < 1; trial++) {
      const zip = join(tempDir(), "run.aegx.zip");
      const runs = await Promise.all(
        Array.from({ length: PROCESSES }, () => agentcAsync(["--evidence", zip, "aix", "validate", agent])),
      );
      for (const r of runs) expect(r.status, r.stderr).toBe(0);
      const dir = join(tempDir(), "out");
      expect((await importBundleZip(zip, dir)).filter((d) => d.severity === "error")).toEqual([]);
      await expectVerifies(dir);
      expect(sessions(dir)).toHaveLength(PROCESSES);
    }
  });
});

describe("the bundle's lock and journal", () => {
  const add = (dir: string, inline: string, env: Record<string, string> = {}): Promise<Run> =>
    agentcAsync(
      ["--json", "aegx", "add-record", dir, "--type", "SessionStart", "--principal", "SYS", "--inline", inline],
      env,
    );

  it("a lock left by a killed holder is broken; a live holder makes the writer wait, then fail with AGC-LOCKED (exit 5) naming holder and lock", async () => {
    const dir = join(tempDir(), "run.aegx");
    initBundle(dir, { createdAt: "2026-01-01T00:00:00Z" });
    const dead = spawnSync(process.execPath, ["-e", "0"]).pid!;
    writeFileSync(lockFileOf(dir), JSON.stringify({ pid: dead, since: "2026-01-01T00:00:00Z" }));
    const broken = await add(dir, "1");
    expect(broken.status, broken.stderr).toBe(0);
    expect(existsSync(lockFileOf(dir))).toBe(false);

    const lock = await acquireLock(dir);
    try {
      const waited = await add(dir, "2", { AGENTC_LOCK_TIMEOUT_MS: "300" });
      expect(waited.status).toBe(5);
      const d = (JSON.parse(waited.stdout) as { diagnostics: Array<{ code: string; message: string }> })
        .diagnostics[0]!;
      expect(d.code).toBe("AGC-LOCKED");
      expect(d.message).toContain(lockFileOf(dir));
      expect(d.message).toContain(`pid ${process.pid}`);
    } finally {
      lock.release();
    }
    expect(records(dir)).toHaveLength(1);
    expect((await add(dir, "3")).status).toBe(0);
    await expectVerifies(dir);
  });

  it("a session killed after writing is rolled back by the next writer (AEGX-W-ROLLBACK), blobs it made included", async () => {
    const dir = join(tempDir(), "run.aegx");
    initBundle(dir, { createdAt: "2026-01-01T00:00:00Z" });
    expect((await add(dir, '"kept"')).status).toBe(0);
    const before = ["records.jsonl", "audit-log.jsonl", "manifest.json"].map((f) => readFileSync(join(dir, f)));
    // A writer that appends, writes it all to disk, and is killed before it closes.
    const writer = join(repoRoot, "dist/emitters/aegx/bundle-writer.js");
    const killed = spawnSync(process.execPath, [
      "--input-type=module",
      "-e",
      `
      const { BundleWriter } = await import(${JSON.stringify(writer)});
      const w = await BundleWriter.open(${JSON.stringify(dir)});
      const blob = w.addBlob(Buffer.from("half a run"));
      for (let i = 0; i < 50; i++) w.append({ type: "FileRead", principal: "TOOL", meta: { ts: "2026-01-01T00:00:01Z" }, payload: { blob, mime: "text/plain", size: 10 } });
      w.flush();
      process.kill(process.pid, "SIGKILL");`,
    ]);
    expect(killed.signal).toBe("SIGKILL");
    expect(existsSync(join(dir, JOURNAL_FILE))).toBe(true);
    expect(records(dir).length).toBe(51);

    const next = await add(dir, '"next"');
    expect(next.status, next.stderr).toBe(0);
    const out = JSON.parse(next.stdout) as { diagnostics: Array<{ code: string; message: string }> };
    expect(out.diagnostics.map((d) => d.code)).toEqual(["AEGX-W-ROLLBACK"]);
    expect(out.diagnostics[0]!.message).toMatch(/records\.jsonl/);
    expect(records(dir).map((r) => r.payload.inline)).toEqual(["kept", "next"]);
    expect(readdirSync(join(dir, "blobs"))).toEqual([]);
    expect(existsSync(join(dir, JOURNAL_FILE))).toBe(false);
    await expectVerifies(dir);
    // What the killed run had written is gone, and only that: the kept record's bytes are the same.
    expect(readFileSync(join(dir, "records.jsonl")).subarray(0, before[0]!.length).equals(before[0]!)).toBe(true);
  });

  it("abort leaves the bundle byte for byte as it was, and releases the lock", async () => {
    const dir = join(tempDir(), "run.aegx");
    initBundle(dir, { createdAt: "2026-01-01T00:00:00Z" });
    const before = ["records.jsonl", "audit-log.jsonl", "manifest.json"].map((f) => readFileSync(join(dir, f)));
    const w = await BundleWriter.open(dir);
    w.append({ type: "SessionStart", principal: "SYS", meta: { ts: "2026-01-01T00:00:00Z" }, payload: { inline: 1 } });
    w.flush();
    expect(records(dir)).toHaveLength(1);
    expect(w.abort()?.cut).toMatchObject({
      "records.jsonl": expect.any(Number),
      "audit-log.jsonl": expect.any(Number),
    });
    ["records.jsonl", "audit-log.jsonl", "manifest.json"].forEach((f, i) =>
      expect(readFileSync(join(dir, f)).equals(before[i]!), f).toBe(true),
    );
    expect(readdirSync(dir).sort()).toEqual(["audit-log.jsonl", "blobs", "manifest.json", "records.jsonl"]);
    expect(existsSync(lockFileOf(dir))).toBe(false);
    await expect(BundleWriter.open(dir).then((again) => again.close())).resolves.toBeUndefined();
  });
});

describe("no silent overwrite, even when runs race", () => {
  /**
   * 8 agents that differ (their description, and their instructions, which AIR keeps where it drops
   * the description: a run whose output is byte for byte what is there succeeds without writing,
   * so outputs that did not differ would all "win"), each with a checksum of its own.
   */
  async function variants(): Promise<string[]> {
    const text = readFileSync(join(repoRoot, "examples/support-agent.aix"), "utf8");
    const dir = tempDir();
    const files: string[] = [];
    for (let i = 0; i < PROCESSES; i++) {
      const f = join(dir, `agent-${i}.aix`);
      writeFileSync(
        f,
        text
          .replace("Answers product questions and books callbacks", `Writer ${i}`)
          .replace("Help customers with product questions.", `Help customers with product questions (writer ${i}).`),
      );
      expect((await agentcInProcess(["aix", "checksum", f, "--write"])).status).toBe(0);
      files.push(f);
    }
    return files;
  }

  // The directory case races reliably (a directory is built before it is renamed into place); a
  // small file's window is microseconds, so the file case is also held below with big outputs.
  for (const [to, kind, trials] of [
    ["uaix", "file", 1],
    ["air", "directory", 1],
  ] as const) {
    it(`${PROCESSES} convert --to ${to} -o <one ${kind}> at once without --force, ${trials} trial(s): exactly one writes, the rest are refused, and the output is the winner's`, async () => {
      const inputs = await variants();
      for (let trial = 0; trial < trials; trial++) {
        const dir = tempDir();
        const out = join(dir, `same.${to}`);
        const runs = await Promise.all(inputs.map((f) => agentcAsync(["--json", "convert", f, "--to", to, "-o", out])));
        const winners = runs.flatMap((r, i) => (r.status === 0 ? [i] : []));
        expect(winners, runs.map((r) => r.stderr).join("")).toHaveLength(1);
        for (const r of runs.filter((x) => x.status !== 0)) {
          expect(r.status).toBe(1);
          expect(
            (JSON.parse(r.stdout) as { diagnostics: Array<{ code: string }> }).diagnostics.map((d) => d.code),
          ).toContain("AGC-OUTPUT-EXISTS");
        }
        // What is there is the winner's output, whole: the same bytes as converting its input alone.
        const alone = join(tempDir(), `alone.${to}`);
        expect((await agentcAsync(["convert", inputs[winners[0]!]!, "--to", to, "-o", alone])).status).toBe(0);
        if (kind === "file") expect(readFileSync(out).equals(readFileSync(alone))).toBe(true);
        else
          expect(
            readFileSync(join(out, "manifest.air.json")).equals(readFileSync(join(alone, "manifest.air.json"))),
          ).toBe(true);
        expect(readdirSync(dir)).toEqual([`same.${to}`]);
      }
    });
  }
});

describe("writeOutput's publish step", () => {
  /**
   * 8 processes write 8 MiB each to one path, released together once all are ready: writing the
   * temporary takes long enough that, when the check and the publish are two steps (the check, then
   * a rename), two or three of the eight won in each trial. 2 trials.
   */
  it(`${PROCESSES} writers released at once on one file: exactly one writes, the file is whole and is its bytes`, async () => {
    const module = join(repoRoot, "dist/ir/io/output-files.js");
    const script = `
      const { existsSync } = await import("node:fs");
      const { writeOutput, oneFile } = await import(${JSON.stringify(module)});
      const [out, id, go] = process.argv.slice(1);
      const data = Buffer.alloc(8 << 20, 65 + Number(id));
      process.stdout.write("ready\\n");
      while (!existsSync(go)) {}
      try { writeOutput(out, oneFile(data)); process.stdout.write("won"); } catch (e) { process.stdout.write(String(e.code)); }`;
    for (let trial = 0; trial < 2; trial++) {
      const dir = tempDir();
      const out = join(dir, "same.bin");
      const go = join(tempDir(), "go");
      let ready = 0;
      const runs = Array.from(
        { length: PROCESSES },
        (_, i) =>
          new Promise<string>((done) => {
            const child = spawn(process.execPath, ["--input-type=module", "-e", script, out, String(i), go]);
            let text = "";
            child.stdout.on("data", (d: Buffer) => {
              text += d.toString();
              if (text === "ready\n" && ++ready === PROCESSES) writeFileSync(go, "");
            });
            child.on("close", () => done(text.slice("ready\n".length)));
          }),
      );
      const results = await Promise.all(runs);
      expect(results.filter((r) => r === "won")).toHaveLength(1);
      expect(
        results.filter((r) => r !== "won").every((r) => r === "AGC-OUTPUT-EXISTS"),
        results.join(" "),
      ).toBe(true);
      const bytes = readFileSync(out);
      expect(bytes.length).toBe(8 << 20);
      expect(bytes.every((b) => b === 65 + results.indexOf("won"))).toBe(true);
      expect(readdirSync(dir)).toEqual(["same.bin"]);
    }
  });
});
