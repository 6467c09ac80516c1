/**
 * Evidence of a compiler run as an AEGX bundle: SessionStart, a FileRead per
 * input (its bytes as a blob), a GuardDecision per verification pass (allow or
 * deny, with the diagnostics), and a FileWrite per output whose parents are
 * the reads it came from. A bundle can hold many runs: each starts with its
 * own SessionStart.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { BundleWriter, initBundle } from "../../../emitters/aegx/bundle-writer.js";
import { emptyObject, type Json } from "../../../ir/json/value.js";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { diagnosticsToJson } from "../../../ir/diagnostics/render.js";
import { BUNDLE_FILES } from "../../../ir/dialects/aegx/constants.js";
import { nowUtc } from "../../../ir/io/clock.js";
import { acquireLock } from "../../../ir/io/file-lock.js";

/** Whether `dir` already is an AEGX bundle directory (so a run can be appended to it). */
export function isBundleDir(dir: string): boolean {
  return existsSync(join(dir, BUNDLE_FILES.manifest)) && existsSync(join(dir, BUNDLE_FILES.records));
}

export class EvidenceRecorder {
  private constructor(
    private readonly writer: BundleWriter,
    readonly sessionId: string,
  ) {}

  /**
   * Start recording a run at `dir`: appended when `dir` is a bundle already
   * (and `fresh` is not set), else in a new bundle. A non-empty directory that
   * is not a bundle is refused (by initBundle), never replaced.
   */
  static async start(
    dir: string,
    command: string[],
    version: string,
    options: { fresh?: boolean; pid?: number } = {},
  ): Promise<EvidenceRecorder> {
    // Under the bundle's lock from the look to the writer: two runs that both find no bundle must not both create one.
    const lock = await acquireLock(dir);
    let writer: BundleWriter;
    try {
      const append = !options.fresh && isBundleDir(dir);
      if (!append) initBundle(dir, { createdAt: nowUtc(), force: options.fresh });
      writer = await BundleWriter.open(dir);
    } finally {
      lock.release();
    }
    const payload = emptyObject();
    payload.tool = "agentc";
    payload.version = version;
    payload.argv = command;
    // The process: two runs of one command in one second are otherwise the same record.
    if (options.pid !== undefined) payload.pid = options.pid;
    const start = writer.append(
      { type: "SessionStart", principal: "SYS", meta: { ts: nowUtc() }, payload: { inline: payload } },
      nowUtc,
    );
    return new EvidenceRecorder(writer, start.recordId);
  }

  private blobRecord(
    type: "FileRead" | "FileWrite",
    path: string,
    bytes: Uint8Array,
    parents: string[],
    principal: "SYS" | "TOOL",
  ): string {
    const blob = this.writer.addBlob(bytes);
    return this.writer.append(
      {
        type,
        principal,
        meta: { ts: nowUtc(), path },
        parents,
        payload: { blob, mime: "application/octet-stream", size: bytes.length },
      },
      nowUtc,
    ).recordId;
  }

  fileRead(path: string, bytes: Uint8Array): string {
    return this.blobRecord("FileRead", path, bytes, [this.sessionId], "SYS");
  }

  guardDecision(pass: string, diagnostics: readonly Diagnostic[], parents: string[]): string {
    const payload = emptyObject();
    payload.pass = pass;
    payload.decision = diagnostics.some((d) => d.severity === "error") ? "deny" : "allow";
    payload.diagnostics = diagnosticsToJson(diagnostics) as unknown as Json;
    return this.writer.append(
      {
        type: "GuardDecision",
        principal: "SYS",
        meta: { ts: nowUtc() },
        parents: parents.length ? parents : [this.sessionId],
        payload: { inline: payload },
      },
      nowUtc,
    ).recordId;
  }

  fileWrite(path: string, bytes: Uint8Array, parents: string[]): string {
    return this.blobRecord("FileWrite", path, bytes, parents.length ? parents : [this.sessionId], "TOOL");
  }

  /** Keep the run: everything durable, then it counts. */
  finish(): string {
    this.writer.close();
    return this.writer.head;
  }

  /** Drop the run: the bundle is left as it was before it. */
  abort(): void {
    this.writer.abort();
  }
}
