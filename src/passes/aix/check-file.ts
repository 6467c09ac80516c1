/** Read and validate one AIX file: syntax, every rule, checksum and signature. */
import { readInputFile } from "../../../ir/io/input-file.js";
import { Diagnostics } from "../../../ir/diagnostics/diagnostic.js";
import { readAixText, type AixSource } from "../../readers/aix/read-agent.js";
import { validateAix } from "./validate.js";
import { aixReport, type AixReport } from "./report.js";

export interface AixCheck {
  source: AixSource;
  diagnostics: Diagnostics;
  report: AixReport;
}

export function checkAixText(file: string, text: string, now?: Date): AixCheck {
  const source = readAixText(file, text);
  const diagnostics = new Diagnostics();
  diagnostics.addAll(source.diagnostics.all);
  if (source.doc) diagnostics.addAll(validateAix(source.doc, { file, positions: source.positions, text, now }).all);
  return { source, diagnostics, report: aixReport(diagnostics.all) };
}

export function checkAixFile(file: string, now?: Date): AixCheck {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(readInputFile(file));
  } catch (e) {
    const ds = new Diagnostics();
    ds.error(e instanceof TypeError ? "INVALID_ENCODING" : "AIX-IO", e instanceof TypeError ? "the file is not valid UTF-8" : (e as Error).message, { file });
    return { source: { file, text: "", syntax: "yaml", positions: new Map(), diagnostics: ds }, diagnostics: ds, report: aixReport(ds.all) };
  }
  return checkAixText(file, text, now);
}
