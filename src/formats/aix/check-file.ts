/** Read and validate one AIX file: syntax, every rule, checksum and signature. */
import { readInputFile } from "../../../ir/io/input-file.js";
import { Diagnostics } from "../../../ir/diagnostics/diagnostic.js";
import { readAixText, type AixSource } from "./read-agent.js";
import { validateAixDocument } from "./validate-v14.js";
import type { AixVersion } from "../../../ir/dialects/aix/v14.js";
import { aixReport, type AixReport } from "./report.js";
import type { SignatureVerdict, TrustOptions } from "../../../ir/signing/trust.js";

export interface AixCheck {
  source: AixSource;
  diagnostics: Diagnostics;
  report: AixReport;
  /** The signature's trust state (`absent` when unsigned or unreadable). */
  signature: SignatureVerdict;
}

/** How strictly to check: a pinned "now", --require-checksum, and who vouches for signers. */
export interface AixCheckOptions {
  now?: Date;
  /** A placeholder checksum is an error (otherwise a warning, and the report stays valid). */
  requireChecksum?: boolean;
  trust?: TrustOptions;
  /** The AIX version to read the file as (`--aix-version`); by default what the file declares (ir/dialects/aix/v14.ts). */
  version?: AixVersion;
}

/** Whether the check verified the file's checksum (CHECKSUM_VALID: the value matches the content). */
export function checksumVerified(check: AixCheck): boolean {
  return check.report.info.some((i) => i.code === "CHECKSUM_VALID");
}

export function checkAixText(file: string, text: string, options: Date | AixCheckOptions = {}): AixCheck {
  const o: AixCheckOptions = options instanceof Date ? { now: options } : options;
  const source = readAixText(file, text);
  const diagnostics = new Diagnostics();
  diagnostics.addAll(source.diagnostics.all);
  let signature: SignatureVerdict = { state: "absent" };
  if (source.doc)
    diagnostics.addAll(
      validateAixDocument(source.doc, {
        file,
        positions: source.positions,
        text,
        now: o.now,
        requireChecksum: o.requireChecksum,
        trust: o.trust,
        version: o.version,
        onSignature: (v) => (signature = v),
      }).all,
    );
  return { source, diagnostics, report: aixReport(diagnostics.all), signature };
}

export function checkAixFile(file: string, options: Date | AixCheckOptions = {}): AixCheck {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(readInputFile(file));
  } catch (e) {
    const ds = new Diagnostics();
    ds.error(
      e instanceof TypeError ? "INVALID_ENCODING" : "AIX-IO",
      e instanceof TypeError ? "the file is not valid UTF-8" : (e as Error).message,
      { file },
    );
    return {
      source: { file, text: "", syntax: "yaml", positions: new Map(), diagnostics: ds },
      diagnostics: ds,
      report: aixReport(ds.all),
      signature: { state: "absent" },
    };
  }
  return checkAixText(file, text, options);
}
