/**
 * Every conversion writes exactly what it wrote before the pipeline became the
 * shared graph: golden/convert-matrix.json was recorded by the pre-change build
 * (every corpus and example input × every target). Outputs must be byte-identical
 * (sha256 of every file) with the same minimal ledger; inputs that were refused
 * are still refused, with a coded error and nothing written — except pairs the
 * old pair table did not have (AGC-UNSUPPORTED), which the composed pipeline may
 * now convert: then the output must pass its own format's checks.
 *
 * Two ledgers were re-recorded on purpose: AIGX → UAIX now names what the
 * handoff package does not carry (domain-card purpose/API/test/blast, the
 * protocol), which the pair table dropped silently; the package bytes are the same.
 * The UAIX packages' bytes were re-recorded on purpose twice: entries under 1 KiB,
 * then under 16 KiB (the manifest too), are stored, not deflated (emitters/uaix/pack.ts).
 * Before each re-recording, every entry of every package was checked to unzip
 * (Info-ZIP) to the same bytes, names and archive comment as the package recorded before.
 *
 * Issue 35 re-recorded the AIX → AIR outputs and ledgers on purpose (the respond plan sends the
 * triggering message with the instructions, built-ins are stored with `$kind`, context_window is no
 * longer max_tokens, placeholders are ledgered) and the skill-field ledger reason of every AIX raise
 * (it no longer claims the target keeps a description); then every `-> air` entry again when AIR v2
 * became the default target version (`-> air:aos` / `-> air:spec` entries name a v1 profile, and stay
 * v1). Issue 33 re-recorded the three AIX → UAIX packages whose MCP servers have args or env on purpose:
 * the world context now holds them (one-line JSON fields), so their ledger entries are gone; and the
 * three conversions of golden/convert/support-agent.uaix (re-recorded with them) back to AIX, whose
 * server now has its args again; nothing else changed. `UPDATE_GOLDEN=1` rewrites the entries that
 * differ (never an error case); review the diff before committing.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { convert, type ConvertResult } from "../../src/api.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

interface Recorded {
  files?: Record<string, string>;
  ledger?: string[];
  error?: string;
}

const MATRIX = join(repoRoot, "golden/convert-matrix.json");
const matrix = JSON.parse(readFileSync(MATRIX, "utf8")) as Record<string, Recorded>;
const UPDATE = process.env.UPDATE_GOLDEN === "1";
if (UPDATE) afterAll(() => writeFileSync(MATRIX, `${JSON.stringify(matrix, null, 1)}\n`));
const sha = (b: Uint8Array): string => createHash("sha256").update(b).digest("hex");

function hashes(dir: string, base = dir, out: Record<string, string> = {}): Record<string, string> {
  for (const n of readdirSync(dir).sort()) {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) {
      hashes(p, base, out);
      if (!readdirSync(p).length) out[`${relative(base, p)}/`] = "dir";
    } else out[relative(base, p)] = sha(readFileSync(p));
  }
  return out;
}

describe("conversion outputs are byte-identical to those recorded before the pipeline change", () => {
  for (const [key, want] of Object.entries(matrix)) {
    const [input, target] = key.split(" -> ") as [string, string];
    const [to, variant] = target.split(":") as ["aix" | "air" | "uaix" | "aigx", string | undefined];
    const options =
      to === "aix"
        ? { syntax: variant as "yaml" | "json" | "toml" }
        : variant
          ? { profile: variant as "aos" | "spec" }
          : {};
    it(key, async () => {
      const out = join(tempDir(), "out");
      const run = convert(join(repoRoot, input), to, { output: out, ...options });
      if (want.error === "AGC-UNSUPPORTED") {
        const r = await run.catch((e: { code?: string }) => e);
        if ("code" in r) return void expect(r.code).toMatch(/^[A-Z]+(-[A-Z0-9]+)+$/);
        // It composes now: the target's own checks ran on the output and passed before it was written.
        const checks = (r as ConvertResult).pipeline.filter(
          (s) => s.dialect === to && (s.kind === "check" || s.kind === "verify"),
        );
        expect(checks.length, `${key} composes now; its output must be checked`).toBeGreaterThan(0);
        expect(checks.every((s) => s.verdict !== "failed")).toBe(true);
        expect(existsSync(out)).toBe(true);
        return;
      }
      if (want.error) {
        await expect(run).rejects.toMatchObject({ code: expect.stringMatching(/^[A-Z]+(-[A-Z0-9]+)+$/) });
        expect(existsSync(out)).toBe(false);
        return;
      }
      const r = await run;
      const got = statSync(out).isDirectory() ? hashes(out) : { "": sha(readFileSync(out)) };
      const ledger = r.ledger.minimal().map((e) => `${e.target} ${e.pointer} ${e.reason}`);
      if (UPDATE) matrix[key] = { ...want, files: got, ledger };
      expect(got).toEqual(UPDATE ? got : want.files);
      expect(ledger).toEqual(UPDATE ? ledger : want.ledger);
    });
  }
});
