/**
 * Diagnostic output: a terminal renderer in the style of rustc (the
 * offending line with the range underlined, one line of context, hints),
 * and a JSON form for machines. Colour is used only when the stream is a
 * TTY and NO_COLOR is unset.
 */
import type { Diagnostic, Severity } from "./diagnostic.js";
import type { Location } from "./location.js";
import { codeInfo } from "./codes.js";

export interface RenderOptions {
  color?: boolean;
  /** Source text by file, to show the offending line under each diagnostic. */
  sources?: ReadonlyMap<string, string>;
  /** Source text of a file when `sources` lacks it (loaded lazily by the caller; undefined = not shown). */
  source?: (file: string) => string | undefined;
  /** Show at most this many diagnostics of one code, then one "… and N more" line (default: all). */
  foldAfter?: number;
}

const COLORS: Record<Severity, string> = { error: "\x1b[31m", warning: "\x1b[33m", info: "\x1b[36m" };
const RESET = "\x1b[0m";
const BOLD = "\x1b[1m";
const BLUE = "\x1b[34m";
/** Lines longer than this are not quoted (minified JSON, generated files). */
const MAX_QUOTED_LINE = 300;

export function shouldColor(stream: { isTTY?: boolean }): boolean {
  return Boolean(stream.isTTY) && !process.env.NO_COLOR && process.env.TERM !== "dumb";
}

/** `n thing` / `n things`: counts read as English ("1 error", "2 errors"). */
export function plural(n: number, singular: string, pluralForm = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : pluralForm}`;
}

export function formatLocation(d: Location): string {
  if (!d.file) return d.pointer !== undefined ? `#${d.pointer}` : "";
  let loc = d.file;
  if (d.line !== undefined) loc += `:${d.line}${d.col !== undefined ? `:${d.col}` : ""}`;
  if (d.pointer !== undefined && d.pointer !== "") loc += ` #${d.pointer}`;
  return loc;
}

/**
 * The quoted source: one line of context, the offending line, and `^^^` under the range (rustc's layout).
 * A note's range is underlined with `---`, as rustc underlines secondary labels.
 */
function codeFrame(
  d: Location,
  source: string,
  paint: (code: string, s: string) => string,
  color: string,
  mark = "^",
): string | undefined {
  if (d.line === undefined) return undefined;
  const lines = source.split(/\r?\n/);
  const text = lines[d.line - 1];
  if (text === undefined || text.length > MAX_QUOTED_LINE) return undefined;
  const col = Math.min(Math.max(1, d.col ?? 1), text.length + 1);
  // Underline the range when it ends on the same line; a multi-line range is underlined to the end of its first line.
  const end =
    d.endCol !== undefined && (d.endLine === undefined || d.endLine === d.line)
      ? d.endCol
      : d.endLine !== undefined && d.endLine > d.line
        ? text.length + 1
        : col + 1;
  const width = Math.max(1, Math.min(end, text.length + 1) - col);
  const prev = d.line > 1 ? lines[d.line - 2] : undefined;
  const gutter = String(d.line).length;
  const bar = paint(BLUE, "|");
  const num = (n: number): string => paint(BLUE, String(n).padStart(gutter));
  const out = [`${" ".repeat(gutter)} ${bar}`];
  if (prev !== undefined && prev.trim() !== "" && prev.length <= MAX_QUOTED_LINE)
    out.push(`${num(d.line - 1)} ${bar} ${prev}`);
  out.push(`${num(d.line)} ${bar} ${text}`);
  // Tabs before the range keep their width so the carets line up.
  const pad = text.slice(0, col - 1).replace(/[^\t]/g, " ");
  out.push(`${" ".repeat(gutter)} ${bar} ${pad}${paint(color, mark.repeat(width))}`);
  return out.join("\n");
}

export function renderDiagnostic(d: Diagnostic, options: RenderOptions = {}): string {
  const paint = (code: string, s: string): string => (options.color ? `${code}${s}${RESET}` : s);
  const lines = [`${paint(COLORS[d.severity], `${d.severity}[${d.code}]`)}${paint(BOLD, `: ${d.message}`)}`];
  const gutter = located(lines, d, options, paint, COLORS[d.severity], "^");
  if (d.hint) lines.push(`${" ".repeat(gutter)} ${paint(BLUE, "=")} ${paint(BOLD, "hint:")} ${d.hint}`);
  // Notes: rustc's secondary labels, each with its own location and quoted line.
  for (const n of d.notes ?? []) {
    lines.push(`${" ".repeat(gutter)} ${paint(BLUE, "=")} ${paint(BOLD, "note:")} ${n.message}`);
    located(lines, n, options, paint, BLUE, "-");
  }
  return lines.join("\n");
}

/** Push `--> file:line:col` and the quoted source of a location; returns the gutter width used. */
function located(
  lines: string[],
  at: Location,
  options: RenderOptions,
  paint: (code: string, s: string) => string,
  color: string,
  mark: string,
): number {
  const loc = formatLocation(at);
  const source =
    at.file && at.line !== undefined ? (options.sources?.get(at.file) ?? options.source?.(at.file)) : undefined;
  const frame = source !== undefined ? codeFrame(at, source, paint, color, mark) : undefined;
  const gutter = frame && at.line !== undefined ? String(at.line).length : 1;
  if (loc) lines.push(`${" ".repeat(gutter)}${paint(BLUE, "-->")} ${loc}`);
  if (frame) lines.push(frame);
  return gutter;
}

/**
 * The closing line under a failing run's diagnostics, as rustc's "For more information about this error,
 * try `rustc --explain E0308`": which command explains the codes shown (none for info-only output, nor for
 * a command line mistake, whose message already says what to type). It names the command, not the codes
 * again: the codes are on the lines above, and a count of a code in the output stays the count of its
 * diagnostics.
 */
export function explainFooter(ds: readonly Diagnostic[]): string | undefined {
  const codes = new Set(
    ds.filter((d) => d.severity !== "info" && d.code !== "AGC-USAGE" && codeInfo(d.code)).map((d) => d.code),
  );
  if (!codes.size) return undefined;
  return `For more information about ${codes.size === 1 ? "this code" : "these codes"}, try \`agentc explain <CODE>\` (docs/codes.md).`;
}

export function renderSummary(ds: readonly Diagnostic[]): string {
  const n = (s: Severity): number => ds.filter((d) => d.severity === s).length;
  return [plural(n("error"), "error"), plural(n("warning"), "warning")].join(", ");
}

/**
 * Every diagnostic, in order; with `foldAfter`, only the first few of each
 * code, then one line saying how many more there are (--json keeps them all).
 */
export function renderDiagnostics(ds: readonly Diagnostic[], options: RenderOptions = {}): string {
  const limit = options.foldAfter ?? Infinity;
  const total = new Map<string, number>();
  for (const d of ds) total.set(d.code, (total.get(d.code) ?? 0) + 1);
  const shown = new Map<string, number>();
  const blocks: string[] = [];
  for (const d of ds) {
    const k = (shown.get(d.code) ?? 0) + 1;
    shown.set(d.code, k);
    if (k > limit) continue;
    blocks.push(renderDiagnostic(d, options));
    const rest = (total.get(d.code) ?? 0) - limit;
    if (k === limit && rest > 0) blocks.push(`… and ${rest} more ${d.code} (use --json for all)`);
  }
  return blocks.join("\n\n");
}

/** The machine form: plain objects with only the defined fields (notes as located objects, the raising pass). */
export function diagnosticsToJson(
  ds: readonly Diagnostic[],
): Array<Record<string, string | number | Array<Record<string, string | number>>>> {
  return ds.map((d) => {
    const o: Record<string, string | number | Array<Record<string, string | number>>> = {
      code: d.code,
      severity: d.severity,
      message: d.message,
      ...locationJson(d),
    };
    if (d.hint !== undefined) o.hint = d.hint;
    if (d.pass !== undefined) o.pass = d.pass;
    if (d.notes?.length) o.notes = d.notes.map((n) => ({ message: n.message, ...locationJson(n) }));
    return o;
  });
}

/** A Location's defined fields, in one order (file, line, col, endLine, endCol, pointer, node). */
function locationJson(at: Location): Record<string, string | number> {
  const o: Record<string, string | number> = {};
  if (at.file !== undefined) o.file = at.file;
  if (at.line !== undefined) o.line = at.line;
  if (at.col !== undefined) o.col = at.col;
  if (at.endLine !== undefined) o.endLine = at.endLine;
  if (at.endCol !== undefined) o.endCol = at.endCol;
  if (at.pointer !== undefined) o.pointer = at.pointer;
  if (at.node !== undefined) o.node = at.node;
  return o;
}
