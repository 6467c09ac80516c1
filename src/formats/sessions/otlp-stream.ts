/**
 * The spans of an OTLP JSON file, streaming: one export request (`{"resourceSpans":[…]}`) or many
 * (JSON Lines, as the OpenTelemetry file exporter writes them; or documents one after another), read a
 * chunk at a time. A byte scanner follows only the document's structure (objects, arrays, strings,
 * which key each value sits under) and hands each span object, and each resource, to JSON.parse on
 * its own: memory holds one chunk and one span, whatever the file's size.
 *
 * Paths read: `resourceSpans[*].resource` (the resource of the spans after it; the protobuf JSON
 * mapping writes it first) and `resourceSpans[*].scopeSpans[*].spans[*]`. Anything else is passed
 * over unparsed. Broken structure is reported with its line and skipped to the next line (a torn
 * line of a JSON Lines file costs that line only); the reader never throws on bad input.
 */
import { fileChunks } from "../../../ir/io/file-chunks.js";
import type { Diagnostics } from "../../../ir/diagnostics/diagnostic.js";
import { Utf8Watch } from "../../../ir/io/decode-utf8.js";
import { MAX_DEPTH } from "./lines.js";

export interface RawSpan {
  /** The span object as JSON.parse gives it. */
  span: unknown;
  /** Its resource object (parsed), if one came before it in its `resourceSpans` element. */
  resource: unknown;
  /** 1-based line of the file where the span starts. */
  line: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const NEWLINE = 0x0a;

interface Frame {
  /** true: an object; false: an array. */
  object: boolean;
  /** The key this container sits under in its parent object ("*" in an array, "" at the top). */
  name: string;
  /** Objects: the next string is a key. */
  awaitingKey: boolean;
  /** Objects: the last key read. */
  key: string;
}

/** Where a container opening under `stack` is: a span, a resource, a new resourceSpans element, or nothing read. */
function placeOf(stack: readonly Frame[], name: string): "span" | "resource" | "resourceSpans" | undefined {
  const n = stack.length;
  if (n < 2 || stack[1]!.name !== "resourceSpans") return undefined;
  if (n === 2) return "resourceSpans";
  if (n === 3 && name === "resource") return "resource";
  if (n === 6 && stack[3]!.name === "scopeSpans" && stack[5]!.name === "spans") return "span";
  return undefined;
}

/** `chunkSize`: bytes read at a time (tests cut the file at every place with small ones). */
export function* otlpSpans(
  path: string,
  diagnostics: Diagnostics,
  progress: { bytes: number },
  chunkSize?: number,
): Generator<RawSpan> {
  const stack: Frame[] = [];
  let line = 1;
  let inString = false;
  /** Backslashes at the end of the last chunk's part of the current string (an odd count escapes the next byte). */
  let carriedSlashes = 0;
  let keyParts: Buffer[] | undefined;
  let skipLine = false;
  let capture: { parts: Buffer[]; depth: number; what: "span" | "resource"; line: number } | undefined;
  let captureFrom = 0;
  let resource: unknown;

  const broken = (why: string): void => {
    diagnostics.warning("AEGX-SESSION-PARSE", `line ${line}: ${why}; the rest of the line is skipped`, {
      file: path,
      line,
      col: 1,
    });
    stack.length = 0;
    capture = undefined;
    keyParts = undefined;
    inString = false;
    skipLine = true;
  };

  // Bytes that are not UTF-8 are read as U+FFFD, and said (RULES-ENCODING), as every log reader does.
  const utf8 = new Utf8Watch(path);
  for (const chunk of fileChunks(path, chunkSize === undefined ? {} : { size: chunkSize })) {
    utf8.feed(chunk);
    progress.bytes += chunk.length;
    // A byte order mark, like any byte outside the structure, is passed over by the scanner below.
    let i = 0;
    captureFrom = 0;
    const finished: RawSpan[] = [];
    while (i < chunk.length) {
      if (skipLine) {
        const nl = chunk.indexOf(NEWLINE, i);
        if (nl < 0) {
          i = chunk.length;
          break;
        }
        line++;
        i = nl + 1;
        skipLine = false;
        continue;
      }
      if (inString) {
        // The closing quote: the next one not escaped by an odd run of backslashes.
        let end = -1;
        for (let from = i; ;) {
          const q = chunk.indexOf(QUOTE, from);
          if (q < 0) break;
          let slashes = 0;
          for (let k = q - 1; k >= from && chunk[k] === BACKSLASH; k--) slashes++;
          if (slashes === q - from && from === i) slashes += carriedSlashes;
          if (slashes % 2 === 0) {
            end = q;
            break;
          }
          from = q + 1;
          carriedSlashes = 0;
        }
        // A raw line break inside a string is not JSON: a torn line of a JSON Lines export.
        const nl = end < 0 ? chunk.indexOf(NEWLINE, i) : chunk.subarray(i, end).indexOf(NEWLINE);
        if (nl >= 0) {
          i += end < 0 ? nl - i : nl;
          broken("a string runs past the end of the line");
          continue;
        }
        if (end < 0) {
          let slashes = 0;
          for (let k = chunk.length - 1; k >= i && chunk[k] === BACKSLASH; k--) slashes++;
          carriedSlashes = slashes === chunk.length - i ? carriedSlashes + slashes : slashes;
          if (keyParts) keyParts.push(chunk.subarray(i));
          i = chunk.length;
          break;
        }
        carriedSlashes = 0;
        inString = false;
        if (keyParts) {
          keyParts.push(chunk.subarray(i, end));
          const top = stack[stack.length - 1]!;
          const raw = Buffer.concat(keyParts);
          keyParts = undefined;
          // Only short keys are ever compared; a long one is any other key.
          top.key = raw.length <= 64 ? raw.toString("utf8") : "\u0000";
          top.awaitingKey = false;
        }
        i = end + 1;
        continue;
      }
      const c = chunk[i]!;
      switch (c) {
        case QUOTE: {
          inString = true;
          carriedSlashes = 0;
          const top = stack[stack.length - 1];
          if (top?.object && top.awaitingKey) keyParts = [];
          i++;
          continue;
        }
        case 0x7b /* { */:
        case 0x5b /* [ */: {
          const top = stack[stack.length - 1];
          const name = top === undefined ? "" : top.object ? top.key : "*";
          if (stack.length >= MAX_DEPTH) {
            broken(`nests deeper than ${MAX_DEPTH} levels`);
            continue;
          }
          if (c === 0x7b && !capture) {
            const place = placeOf(stack, name);
            if (place === "resourceSpans") resource = undefined;
            else if (place === "span" || place === "resource") {
              capture = { parts: [], depth: stack.length, what: place, line };
              captureFrom = i;
            }
          }
          stack.push({ object: c === 0x7b, name, awaitingKey: c === 0x7b, key: "" });
          i++;
          continue;
        }
        case 0x7d /* } */:
        case 0x5d /* ] */: {
          const top = stack[stack.length - 1];
          if (top === undefined || top.object !== (c === 0x7d)) {
            broken(`an unexpected ${String.fromCharCode(c)}`);
            continue;
          }
          stack.pop();
          i++;
          if (capture && stack.length === capture.depth) {
            capture.parts.push(chunk.subarray(captureFrom, i));
            const text = Buffer.concat(capture.parts).toString("utf8");
            const what = capture.what;
            const at = capture.line;
            capture = undefined;
            let value: unknown;
            try {
              value = JSON.parse(text) as unknown;
            } catch (e) {
              diagnostics.warning(
                "AEGX-SESSION-PARSE",
                `line ${at}: a ${what} that is not JSON (${e instanceof Error ? e.message : String(e)}); it is skipped`,
                { file: path, line: at, col: 1 },
              );
              continue;
            }
            // No value parsed here nests deeper than MAX_DEPTH from the document's top: the scanner
            // stopped the line at the first bracket past it (above), before the value was complete.
            if (what === "resource") resource = value;
            else finished.push({ span: value, resource, line: at });
          }
          continue;
        }
        case 0x2c /* , */: {
          const top = stack[stack.length - 1];
          if (top?.object) top.awaitingKey = true;
          i++;
          continue;
        }
        case NEWLINE:
          line++;
          i++;
          continue;
        default:
          // Whitespace, colons, numbers and literals: nothing to follow.
          i++;
      }
    }
    if (capture) {
      capture.parts.push(chunk.subarray(captureFrom));
      captureFrom = 0;
    }
    yield* finished;
  }
  const replaced = utf8.warning();
  if (replaced) diagnostics.add(replaced);
  if (stack.length > 0 || inString)
    diagnostics.warning(
      "AEGX-SESSION-PARSE",
      `line ${line}: the file ends inside a document (a torn last export?); what it held of spans before is read`,
      { file: path, line, col: 1 },
    );
}
