/**
 * Diagnostic output: a terminal renderer in the style of tsc/rustc, and a
 * JSON form for machines. Colour is used only when the stream is a TTY and
 * NO_COLOR is unset.
 */
import type { Diagnostic, Severity } from "./diagnostic.js";

export interface RenderOptions {
  color?: boolean;
  /** Source text by file, to show the offending line under each diagnostic. */
  sources?: ReadonlyMap<string, string>;
}

const COLORS: Record<Severity, string> = { error: "\x1b[31m", warning: "\x1b[33m", info: "\x1b[36m" };
const RESET = "\x1b[0m";
const DIM = "\x1b[2m";

export function shouldColor(stream: { isTTY?: boolean }): boolean {
  return Boolean(stream.isTTY) && !process.env.NO_COLOR && process.env.TERM !== "dumb";
}

export function formatLocation(d: Diagnostic): string {
  if (!d.file) return d.pointer !== undefined ? `#${d.pointer}` : "";
  let loc = d.file;
  if (d.line !== undefined) loc += `:${d.line}${d.col !== undefined ? `:${d.col}` : ""}`;
  if (d.pointer !== undefined && d.pointer !== "") loc += ` #${d.pointer}`;
  return loc;
}

export function renderDiagnostic(d: Diagnostic, options: RenderOptions = {}): string {
  const paint = (code: string, s: string): string => (options.color ? `${code}${s}${RESET}` : s);
  const loc = formatLocation(d);
  let out = `${loc ? `${loc} - ` : ""}${paint(COLORS[d.severity], d.severity)} ${paint(DIM, d.code)}: ${d.message}`;
  const source = d.file && d.line !== undefined ? options.sources?.get(d.file) : undefined;
  if (source !== undefined && d.line !== undefined) {
    const text = source.split(/\r?\n/)[d.line - 1];
    if (text !== undefined && text.length <= 300) {
      const gutter = String(d.line);
      out += `\n\n${paint(DIM, gutter)} ${text}\n${" ".repeat(gutter.length)} ${" ".repeat(Math.max(0, (d.col ?? 1) - 1))}${paint(COLORS[d.severity], "^")}\n`;
    }
  }
  if (d.hint) out += `\n  ${paint(DIM, "hint:")} ${d.hint}`;
  return out;
}

export function renderSummary(ds: readonly Diagnostic[]): string {
  const n = (s: Severity): number => ds.filter((d) => d.severity === s).length;
  const parts = [`${n("error")} error${n("error") === 1 ? "" : "s"}`, `${n("warning")} warning${n("warning") === 1 ? "" : "s"}`];
  return parts.join(", ");
}

export function renderDiagnostics(ds: readonly Diagnostic[], options: RenderOptions = {}): string {
  return ds.map((d) => renderDiagnostic(d, options)).join("\n");
}

/** The machine form: plain objects with only the defined fields. */
export function diagnosticsToJson(ds: readonly Diagnostic[]): Array<Record<string, string | number>> {
  return ds.map((d) => {
    const o: Record<string, string | number> = { code: d.code, severity: d.severity, message: d.message };
    if (d.file !== undefined) o.file = d.file;
    if (d.line !== undefined) o.line = d.line;
    if (d.col !== undefined) o.col = d.col;
    if (d.pointer !== undefined) o.pointer = d.pointer;
    if (d.hint !== undefined) o.hint = d.hint;
    return o;
  });
}
