/** The validation report of AIX spec section 7.4: valid, errors, warnings, info (code, section, field, message, position). */
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { unescapePointerToken } from "../../../ir/json/pointer.js";

export interface AixReportItem {
  code: string;
  section: string;
  field: string;
  message: string;
  line?: number;
  col?: number;
  hint?: string;
}

export interface AixReport {
  valid: boolean;
  errors: AixReportItem[];
  warnings: AixReportItem[];
  info: AixReportItem[];
}

function item(d: Diagnostic): AixReportItem {
  const tokens = (d.pointer ?? "").split("/").slice(1).map(unescapePointerToken);
  const out: AixReportItem = {
    code: d.code,
    section: tokens[0] ?? "",
    field: tokens.slice(1).join("."),
    message: d.message,
  };
  if (d.line !== undefined) out.line = d.line;
  if (d.col !== undefined) out.col = d.col;
  if (d.hint) out.hint = d.hint;
  return out;
}

export function aixReport(ds: readonly Diagnostic[]): AixReport {
  return {
    valid: !ds.some((d) => d.severity === "error"),
    errors: ds.filter((d) => d.severity === "error").map(item),
    warnings: ds.filter((d) => d.severity === "warning").map(item),
    info: ds.filter((d) => d.severity === "info").map(item),
  };
}
