/**
 * Diagnostics: every problem agentc reports has a code, a severity, a
 * location (`file:line:col` and/or a JSON pointer) and a message.
 */
import type { Code } from "./codes.js";
import type { Severity } from "./severity.js";
import type { Location, Note } from "./location.js";

export type { Severity, Location, Note };

/**
 * A diagnostic is a Location (file, line:col range, JSON pointer, graph node id:
 * ir/diagnostics/location.ts) with a code, a severity and a message.
 */
export interface Diagnostic extends Location {
  /** A code of the registry (ir/diagnostics/codes.ts). */
  code: Code;
  severity: Severity;
  message: string;
  /** A suggestion for fixing it. */
  hint?: string;
  /** Secondary locations that explain it ("first defined here"), rendered like rustc's notes and as SARIF relatedLocations. */
  notes?: Note[];
  /** The pass that raised it (stamped by the pass manager). */
  pass?: string;
}

export type DiagnosticInit = Omit<Diagnostic, "severity" | "code" | "message">;

export class Diagnostics {
  private readonly list: Diagnostic[] = [];

  add(d: Diagnostic): Diagnostic {
    this.list.push(d);
    return d;
  }

  error(code: Code, message: string, at: DiagnosticInit = {}): Diagnostic {
    return this.add({ code, severity: "error", message, ...at });
  }

  warning(code: Code, message: string, at: DiagnosticInit = {}): Diagnostic {
    return this.add({ code, severity: "warning", message, ...at });
  }

  info(code: Code, message: string, at: DiagnosticInit = {}): Diagnostic {
    return this.add({ code, severity: "info", message, ...at });
  }

  addAll(ds: Iterable<Diagnostic>): void {
    for (const d of ds) this.list.push(d);
  }

  get all(): readonly Diagnostic[] {
    return this.list;
  }

  get errors(): Diagnostic[] {
    return this.list.filter((d) => d.severity === "error");
  }

  get warnings(): Diagnostic[] {
    return this.list.filter((d) => d.severity === "warning");
  }

  get hasErrors(): boolean {
    return this.list.some((d) => d.severity === "error");
  }

  count(severity: Severity): number {
    return this.list.reduce((n, d) => n + (d.severity === severity ? 1 : 0), 0);
  }
}

/** Sort for stable output: by file, line, column, then code. */
export function sortDiagnostics(ds: readonly Diagnostic[]): Diagnostic[] {
  return [...ds].sort(
    (a, b) =>
      (a.file ?? "").localeCompare(b.file ?? "") ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.col ?? 0) - (b.col ?? 0) ||
      a.code.localeCompare(b.code),
  );
}
