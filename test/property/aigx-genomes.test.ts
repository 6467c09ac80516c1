import fc from "fast-check";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { readRepository } from "../../src/formats/aigx/read-genome.js";
import { renderGenome } from "../../emitters/aigx/canonical.js";
import { exportGenome, EXPORT_FORMATS } from "../../emitters/aigx/export.js";
import { signatureOf } from "../../src/formats/aigx/parity.js";
import type { FileEntry, Genome } from "../../ir/dialects/aigx/model.js";
import { tempDir } from "../support/tmp.js";
import { propertyRuns } from "../support/property-runs.js";

// Text with the characters the grammar must escape, and unicode; folded like the reader folds it.
const text = fc
  .string({ unit: "grapheme", minLength: 1, maxLength: 40 })
  .map((s) => s.replace(/\s+/g, " ").trim())
  .filter((s) => s.length > 0);
const ruleId = fc.tuple(fc.constantFrom("ARCH", "DATA", "TEST", "SEC"), fc.nat(99)).map(([p, n]) => `${p}-${n}`);

const genomeArb = fc
  .uniqueArray(fc.record({ id: ruleId, text }), { selector: (r) => r.id, minLength: 1, maxLength: 8 })
  .chain((rules) =>
    fc.record({
      rules: fc.constant(rules),
      entries: fc.uniqueArray(
        fc.record({
          path: fc.stringMatching(/^src\/[a-z]{1,6}\/[a-z]{1,6}\.ts$/),
          role: fc.option(text, { nil: undefined }),
          forbid: fc.option(fc.record({ pri: fc.constantFrom(undefined, "CRIT"), text }), { nil: undefined }),
          gotcha: fc.option(text, { nil: undefined }),
          checks: fc.subarray(rules.map((r) => r.id)),
          gloss: fc.boolean(),
        }),
        { selector: (e) => e.path, maxLength: 6 },
      ),
    }),
  );

function materialize(dir: string, files: Map<string, string>): void {
  for (const [rel, t] of files) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), t);
  }
}

describe("AIGX genomes", () => {
  it("emit → parse keeps the rule-id set with text and the (path, check-ids) pairs; exports carry every rule", () => {
    fc.assert(
      fc.property(genomeArb, ({ rules, entries }) => {
        const fileEntries: FileEntry[] = entries.map((e) => ({
          path: e.path,
          ...(e.role ? { role: e.role } : {}),
          ...(e.forbid
            ? { forbid: e.forbid.pri ? { pri: e.forbid.pri, text: e.forbid.text } : { text: e.forbid.text } }
            : {}),
          gotchas: e.gotcha ? [{ text: e.gotcha }] : [],
          checks: e.checks,
          glosses: new Map(e.gloss ? e.checks.map((c) => [c, `why ${c}`] as const) : []),
          file: ".aigx/files.aigx",
          pos: { line: 1, col: 1 },
        }));
        const genome: Genome = {
          dir: ".aigx",
          protocol: {
            file: ".aigx/protocol.aigx",
            readFirst: "Open .aigx/files.aigx; verify every <check>.",
            steps: ["Read the concern files."],
            text: "",
          },
          concerns: [
            {
              file: ".aigx/rules.aigx",
              root: "aigx-rules",
              rules: rules.map((r) => ({ ...r, file: ".aigx/rules.aigx", pos: { line: 1, col: 1 } })),
            },
          ],
          files: { file: ".aigx/files.aigx", entries: fileEntries },
          cards: [],
        };
        const dir = join(tempDir(), "g");
        materialize(dir, renderGenome(genome));
        const repo = readRepository(dir);
        expect(repo.diagnostics.all.filter((d) => d.severity === "error")).toEqual([]);
        const sig = signatureOf(repo);
        expect(sig.rules).toEqual(rules.map((r) => `${r.id}\t${r.text}`).sort());
        const pairs = repo.genomes[0]!.files!.entries.map((e) => `${e.path} ${e.checks.join(",")}`).sort();
        expect(pairs).toEqual(entries.map((e) => `${e.path} ${e.checks.join(",")}`).sort());
        for (const f of EXPORT_FORMATS) {
          const out = exportGenome(repo, f);
          for (const r of rules) expect(out).toContain(`**${r.id}**: ${r.text}`);
          for (const e of entries) expect(out).toContain(`\`${e.path}\``);
        }
      }),
      propertyRuns(200),
    );
  });
});
