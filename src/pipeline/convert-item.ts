/**
 * One input of a batch conversion, converted: its result or its failure as an item (plain data,
 * so that it can come back from a worker thread). A failure of the input is an item; a bug throws.
 */
import type { Diagnostic } from "../../ir/diagnostics/diagnostic.js";
import type { LossEntry } from "../../ir/loss-ledger.js";
import { convertPath, type ConvertOptions, type ConvertResult } from "./convert.js";
import type { PipelineStep } from "./pass-manager.js";

export interface BatchItem {
  input: string;
  output?: string;
  ok: boolean;
  code?: string;
  message?: string;
  lossLedger: LossEntry[];
  diagnostics: Diagnostic[];
  pipeline: PipelineStep[];
}

/** What a batch conversion of one input needs besides the input (plain data: it crosses to a worker thread). */
export type BatchOptions = Omit<ConvertOptions, "output" | "afterEach">;

export async function convertItem(input: string, output: string, options: BatchOptions): Promise<BatchItem> {
  try {
    const r: ConvertResult = await convertPath(input, { ...options, output });
    return { input, output: r.output, ok: true, lossLedger: r.ledger.minimal(), diagnostics: r.diagnostics.filter((d) => d.severity !== "info"), pipeline: r.pipeline };
  } catch (e) {
    const err = e as { code?: string; message?: string; diagnostics?: Diagnostic[]; pipeline?: PipelineStep[] };
    if (typeof err.code !== "string") throw e;
    return { input, ok: false, code: err.code, message: err.message, lossLedger: [], diagnostics: (err.diagnostics ?? []).filter((d) => d.severity === "error"), pipeline: err.pipeline ?? [] };
  }
}
