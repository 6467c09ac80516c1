/**
 * One input of a batch conversion, converted into what the batch reports of it. An input that
 * fails with an agentc error becomes a failed item; anything else (a bug) is thrown.
 */
import type { Diagnostic } from "../../ir/diagnostics/diagnostic.js";
import type { LossEntry } from "../../ir/loss-ledger.js";
import { convertPath, type ConvertOptions } from "./convert.js";
import type { PipelineStep } from "./pass-manager.js";

/** Plain data: items cross from a batch worker thread by structured clone. */
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

/** The options one conversion of a batch takes: no callbacks, so a worker thread can have them. */
export type BatchItemOptions = Omit<ConvertOptions, "output" | "afterEach">;

export async function convertItem(input: string, output: string, options: BatchItemOptions): Promise<BatchItem> {
  try {
    const r = await convertPath(input, { ...options, output });
    return {
      input,
      output: r.output,
      ok: true,
      lossLedger: r.ledger.minimal(),
      diagnostics: r.diagnostics.filter((d) => d.severity !== "info"),
      pipeline: r.pipeline,
    };
  } catch (e) {
    const err = e as { code?: string; message?: string; diagnostics?: Diagnostic[]; pipeline?: PipelineStep[] };
    if (typeof err.code !== "string") throw e;
    return {
      input,
      ok: false,
      code: err.code,
      message: err.message,
      lossLedger: [],
      diagnostics: (err.diagnostics ?? []).filter((d) => d.severity === "error"),
      pipeline: err.pipeline ?? [],
    };
  }
}
