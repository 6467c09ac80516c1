/**
 * Appending many records in one process: JSON Lines of new records (the
 * library's NewRecord as JSON) streamed into one open BundleWriter, so a
 * million records cost one open of the bundle, not a million.
 *
 * A line: `{"type": …, "principal": …, "meta"?: {…}, "parents"?: […],
 * "taint"?: […], "payload": {"inline": …} | {"blob": …, "mime"?: …, "size"?: …},
 * "extensions"?: …}`. In `parents`, `"@prev"` names the record appended just
 * before in the same run (chains need no ids known in advance). The first
 * line that is not a valid new record stops the run; the diagnostic names the
 * line. The records before it are in the writer: the caller decides whether
 * they count (`aegx add-record --from` aborts the writer, so a batch lands
 * whole or not at all).
 */
import { JsonParseError, parseJson } from "../../../ir/json/parse.js";
import { isJsonNumber, isJsonObject, numberOf, type Json, type JsonObject } from "../../../ir/json/value.js";
import { eachLine, isBlankLine, jsonlBlocks, lineText, type ByteChunks } from "../../../ir/dialects/aegx/jsonl.js";
import { NewRecordLine } from "./new-record-line.js";
import { PRINCIPALS, RECORD_TYPES, type Principal, type RecordType } from "../../../ir/dialects/aegx/constants.js";
import type { Payload } from "../../../ir/dialects/aegx/model.js";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { BundleWriteError, type BundleWriter, type NewRecord } from "../../../emitters/aegx/bundle-writer.js";
import { asCode, type Code } from "../../../ir/diagnostics/codes.js";

export interface BulkAppendResult {
  appended: number;
  first?: string;
  last?: string;
  /** Set when a line stopped the run. */
  diagnostic?: Diagnostic;
}

const TYPES = new Set<string>(RECORD_TYPES);
const PRINCIPAL_SET = new Set<string>(PRINCIPALS);

class LineError extends Error {
  constructor(
    message: string,
    readonly pointer?: string,
  ) {
    super(message);
  }
}

function stringList(v: Json | undefined, what: string): string[] {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v) || !v.every((x) => typeof x === "string"))
    throw new LineError(`${what} must be a list of strings`, `/${what}`);
  return v as string[];
}

/** A NewRecord from one parsed line (`prev` resolves "@prev"). */
export function newRecordFromJson(
  v: Json,
  prev: string | undefined,
  blobSize: (hash: string) => number | undefined,
): NewRecord {
  if (!isJsonObject(v)) throw new LineError("a new record must be a JSON object");
  for (const k of Object.keys(v)) {
    if (!["type", "principal", "meta", "parents", "taint", "payload", "extensions"].includes(k))
      throw new LineError(`unknown field ${JSON.stringify(k)}`, `/${k}`);
  }
  if (typeof v.type !== "string" || !TYPES.has(v.type))
    throw new LineError(`type must be one of ${RECORD_TYPES.join(", ")}`, "/type");
  if (typeof v.principal !== "string" || !PRINCIPAL_SET.has(v.principal))
    throw new LineError(`principal must be one of ${PRINCIPALS.join(", ")}`, "/principal");
  const parents = stringList(v.parents, "parents").map((p) => {
    if (p !== "@prev") return p;
    if (prev === undefined)
      throw new LineError('"@prev" on the first record: there is no previous record in this run', "/parents");
    return prev;
  });
  const p = v.payload;
  if (!isJsonObject(p)) throw new LineError('payload must be {"inline": …} or {"blob": …}', "/payload");
  let payload: Payload;
  if ("inline" in p && !("blob" in p)) payload = { inline: p.inline as Json };
  else if (typeof p.blob === "string" && !("inline" in p)) {
    const size = p.size ?? blobSize(p.blob);
    const n = size !== undefined && isJsonNumber(size) ? numberOf(size) : NaN;
    if (!Number.isSafeInteger(n) || n < 0)
      throw new LineError(`payload.size must be a byte count (blob ${p.blob} not found to measure)`, "/payload/size");
    payload = { blob: p.blob, mime: typeof p.mime === "string" ? p.mime : "application/octet-stream", size: n };
  } else throw new LineError('payload must be {"inline": …} or {"blob": …}, not both', "/payload");
  const out: NewRecord = {
    type: v.type as RecordType,
    principal: v.principal as Principal,
    parents,
    taint: stringList(v.taint, "taint"),
    payload,
  };
  if (v.meta !== undefined) out.meta = v.meta as JsonObject;
  if (v.extensions !== undefined) out.extensions = v.extensions;
  return out;
}

export interface BulkAppendOptions {
  /** Append lines already in the stored form as they are (default); false sends every line through parsing (tests compare the two). */
  fastPath?: boolean;
}

/** Append every line of `chunks` to `writer`; `file` labels diagnostics. The writer is flushed, not closed. */
export async function appendJsonl(
  writer: BundleWriter,
  chunks: ByteChunks,
  file: string,
  blobSize: (hash: string) => number | undefined,
  options: BulkAppendOptions = {},
): Promise<BulkAppendResult> {
  const result: BulkAppendResult = { appended: 0 };
  const stop = (
    line: number,
    col: number,
    message: string,
    code: Code = "AEGX-BULK-LINE",
    pointer?: string,
  ): BulkAppendResult => {
    writer.flush();
    result.diagnostic = {
      code,
      severity: "error",
      message: `${message}; the batch stops at this line`,
      file,
      line,
      col,
      ...(pointer !== undefined ? { pointer } : {}),
    };
    return result;
  };
  const appended = (id: string): void => {
    result.first ??= id;
    result.last = id;
    result.appended++;
  };
  const fast = options.fastPath === false ? undefined : new NewRecordLine();
  let line = 0;
  for await (const { bytes, utf8 } of jsonlBlocks(chunks)) {
    const completed = eachLine(bytes, (start, end) => {
      line++;
      /** Append with `add`; false (and the run stopped) when the line is refused. */
      const attempt = (add: () => string | undefined): boolean | undefined => {
        try {
          const id = add();
          if (id !== undefined) appended(id);
          return id === undefined ? undefined : true;
        } catch (e) {
          if (e instanceof LineError) stop(line, 1, e.message, "AEGX-BULK-LINE", e.pointer);
          else if (e instanceof BundleWriteError) stop(line, 1, e.message, asCode(e.code));
          else throw e;
          return false;
        }
      };
      // A line already written as the writer would write it is appended as it is.
      const stored = utf8 && fast?.read(bytes, start, end) ? fast.line(bytes, result.last) : undefined;
      const done = stored && attempt(() => writer.appendLine(stored));
      if (done !== undefined) return done;
      const text = lineText(bytes, start, end, utf8);
      if (text === undefined) {
        stop(line, 1, "invalid UTF-8");
        return false;
      }
      if (isBlankLine(text)) return true;
      let json: Json;
      try {
        json = parseJson(text).value;
      } catch (e) {
        if (!(e instanceof JsonParseError)) throw e;
        stop(line, e.col, e.reason);
        return false;
      }
      return attempt(() => writer.append(newRecordFromJson(json, result.last, blobSize)).recordId) === true;
    });
    if (!completed) return result;
  }
  writer.flush();
  return result;
}
