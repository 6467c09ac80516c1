import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { exportBundleZip } from "../../emitters/aegx/bundle-zip.js";
import { loadAegxGraph } from "../../src/formats/aegx/load-graph.js";
import { layoutAegxBundle } from "../../emitters/aegx/emit-bundle.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

describe("golden: AEGX emitters", () => {
  it("export of examples/session.aegx is byte-identical to golden/aegx/session.aegx.zip", async () => {
    const out = join(tempDir(), "s.aegx.zip");
    await exportBundleZip(join(repoRoot, "examples/session.aegx"), out);
    expect(readFileSync(out).equals(readFileSync(join(repoRoot, "golden/aegx/session.aegx.zip")))).toBe(true);
  });
  it("re-emitting the golden zip reproduces the example's files", async () => {
    const { graph } = await loadAegxGraph(join(repoRoot, "golden/aegx/session.aegx.zip"));
    const files = new Map(layoutAegxBundle(graph).files);
    for (const f of ["manifest.json", "records.jsonl", "audit-log.jsonl"]) {
      // records and audit lines are laid out as bytes (no file held as one string); compared as text.
      expect(Buffer.from(files.get(f) as Uint8Array | string).toString("utf8")).toBe(
        readFileSync(join(repoRoot, "examples/session.aegx", f), "utf8"),
      );
    }
  });
});
