/**
 * A pass context as the pass manager starts one for a run (src/pipeline/pass-manager.ts): an empty
 * graph and ledger, no options, fresh state. Tests that run one format's passes by hand take it from
 * here, with the input and whatever else they set (`target`, `output`, a graph of their own).
 */
import { join } from "node:path";
import { Graph } from "../../ir/graph/graph.js";
import { LossLedger } from "../../ir/loss-ledger.js";
import { RunState, type PassContext } from "../../src/formats/pass.js";
import { writeTree } from "./setup.js";
import { tempDir } from "./tmp.js";

export const passContext = (fields: Pick<PassContext, "input"> & Partial<PassContext>): PassContext => ({
  graph: new Graph(),
  ledger: new LossLedger(),
  options: {},
  state: new RunState(),
  ...fields,
});

/** One file, `place` (a path that may name folders), written in a fresh temporary folder: its path. */
export function fileIn(place: string, text: string): string {
  const dir = tempDir();
  writeTree(dir, { [place]: { kind: "file", bytes: text } });
  return join(dir, place);
}
