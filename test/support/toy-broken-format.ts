/**
 * The toy format (toy-format.ts) with a lowering that leaves an invalid node: its lines carry no
 * `name`, which the toy dialect's verifier (toy.verify) refuses. The format declares that verifier
 * as the verifier of what its lowering makes (`verifyTarget`); no pipeline names it. The pass
 * manager must run it after the lowering and stop before anything is written.
 */
import type { Format } from "../../src/formats/format.js";
import { toyFormat } from "./toy-format.js";

export const brokenToyFormat: Format = {
  ...toyFormat,
  name: "toy-broken",
  description: "toy agents whose lowering forgets the name (tests only)",
  detect: () => false,
  lower: {
    name: "toy-broken.lower",
    dialect: "toy",
    kind: "lower",
    description: "core agent → toy lines, without the name line (a broken lowering)",
    run(ctx) {
      ctx.graph.add({ id: "toy:line:0", kind: "toy.Line", attrs: { key: "role", value: "nameless" } });
      return [];
    },
  },
  verifyTarget: toyFormat.verify,
  outputSuffix: () => ".toy",
};

/** Register once per test process. */
export function useBrokenToyFormat(register: (f: Format) => void): Format {
  try {
    register(brokenToyFormat);
  } catch {
    /* registered by an earlier test file in the same process */
  }
  return brokenToyFormat;
}
