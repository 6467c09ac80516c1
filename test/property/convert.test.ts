/**
 * Cross-format conversion properties (docs/specs.md section 2, property 4) over generated valid AIX agents:
 * AIX → AIR validates and every stored hash re-verifies; AIX → UAIX verifies; UAIX → AIX → UAIX
 * is byte-identical; and every string or number of the input appears in the output or is covered by
 * a loss-ledger entry.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emitAix } from "../../emitters/aix/emit.js";
import { computeChecksum } from "../../ir/dialects/aix/checksum.js";
import { convertPath, type ConvertResult } from "../../src/pipeline/convert.js";
import { readAixText } from "../../src/formats/aix/read-agent.js";
import { OPERATION_EFFECTS } from "../../src/formats/air/lower.js";
import { OPERATION_EFFECTS_V2 } from "../../src/formats/air/lower-v2.js";
import { validateAir } from "../../src/formats/air/validate-world.js";
import { readAirWorld } from "../../src/formats/air/read-world.js";
import { verifyUaixPackage } from "../../src/formats/uaix/verify-package.js";
import { openZip } from "../../ir/io/zip/read.js";
import { decodeEntities } from "../../grammars/aigx/tree.js";
import { sha256Hex } from "../../ir/hash/digest.js";
import { serdeJsonText } from "../../ir/json/serde-text.js";
import { isJsonNumber, isJsonObject, numberOf, type Json, type JsonObject } from "../../ir/json/value.js";
import { convertibleAgentArb } from "../support/aix-arbitrary.js";
import { tempDir } from "../support/tmp.js";
import { propertyRuns } from "../support/property-runs.js";

const RUNS = propertyRuns(200);

function agentFile(doc: JsonObject): string {
  ((doc.security as JsonObject).checksum as JsonObject).value = computeChecksum(doc, "sha256");
  const path = join(tempDir(), "agent.aix");
  writeFileSync(path, emitAix(doc, "yaml"));
  return path;
}

/** Every string and number leaf with its JSON pointer. */
function leaves(v: Json, pointer = ""): Array<[string, string]> {
  if (typeof v === "string") return [[pointer, v]];
  if (isJsonNumber(v)) return [[pointer, String(numberOf(v))]];
  if (Array.isArray(v)) return v.flatMap((x, i) => leaves(x, `${pointer}/${i}`));
  if (isJsonObject(v)) return Object.keys(v).flatMap((k) => leaves(v[k]!, `${pointer}/${k}`));
  return [];
}

const fold = (s: string): string => s.replace(/\s+/g, " ").trim();

/** Leaves neither found in the output nor covered by a ledger entry (the pointer or an ancestor). */
function unaccounted(
  doc: JsonObject,
  r: ConvertResult,
  output: string,
  carriedAs: (pointer: string, value: string) => string = (_p, v) => v,
): string[] {
  const hay = fold(output);
  const lost = r.ledger.entries.map((e) => e.pointer);
  return leaves(doc)
    .filter(([p]) => !lost.some((l) => p === l || p.startsWith(`${l}/`)))
    .filter(([p, v]) => {
      const carried = carriedAs(p, v);
      const want = fold(carried);
      // Line-oriented formats keep such text as JSON, with U+0085/U+2028/U+2029 escaped too (uai-values.ts).
      const asJson = JSON.stringify(carried)
        .slice(1, -1)
        .replace(/[\u0085\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
      return want !== "" && !hay.includes(want) && !hay.includes(fold(asJson));
    })
    .map(([p, v]) => `${p} = ${JSON.stringify(v)}`);
}

async function packageText(path: string): Promise<{ text: string; entries: Map<string, Buffer> }> {
  const { archive } = await openZip(path);
  try {
    const entries = new Map<string, Buffer>();
    for (const e of archive.entries) if (!e.isDirectory) entries.set(e.name, await archive.read(e));
    return { text: [...entries.values()].map((b) => b.toString("utf8")).join("\n"), entries };
  } finally {
    await archive.close();
  }
}

describe("conversion properties", () => {
  it("AIX → AIR: the world validates, every stored node hashes to its address, every field is carried or ledgered", async () => {
    await fc.assert(
      fc.asyncProperty(convertibleAgentArb, async (doc) => {
        const out = join(tempDir(), "w.air");
        const r = await convertPath(agentFile(doc), { to: "air", airVersion: "1", output: out });
        expect(validateAir(out).ok).toBe(true);
        for (const [p] of r.written.filter(([p]) => p.includes(".store/")))
          expect(sha256Hex(readFileSync(p))).toBe(basename(p));
        const world = readAirWorld(out);
        expect(world.diagnostics.errors).toEqual([]);
        const text =
          [...world.store.values()].map((e) => serdeJsonText(e.node)).join("\n") +
          readFileSync(join(out, "manifest.air.json"), "utf8") +
          [...world.blobs.values()].map((b) => Buffer.from(b).toString("utf8")).join("\n");
        // The mapping table of docs/specs.md section 3: operations become effect kinds, base URLs hosts and path prefixes.
        const carriedAs = (p: string, v: string): string =>
          /\/allowed_operations\/\d+$/.test(p)
            ? (OPERATION_EFFECTS[v] ?? v)
            : /\/base_url$/.test(p)
              ? new URL(v).host
              : v;
        expect(unaccounted(doc, r, text, carriedAs)).toEqual([]);
        // Same meaning, not only the same value: a context size is never the output budget, and what
        // the model call holds that the agent does not state (provider, model, defaults) is ledgered.
        const ledger = new Map(r.ledger.entries.map((e) => [e.pointer, e.reason]));
        const persona = doc.persona as JsonObject;
        expect(ledger.get("/persona/context_window")).toMatch(/output budget/);
        if (persona.temperature === undefined) expect(ledger.get("/persona/temperature")).toMatch(/default/);
        expect(ledger.get("/persona/provider")).toMatch(/placeholder/);
        expect(ledger.get("/persona/model")).toMatch(/placeholder/);
        if (persona.context_window !== undefined)
          expect(text).not.toMatch(new RegExp(`"max_tokens(_max)?":\\{"nat":${String(persona.context_window)}\\}`));
      }),
      RUNS,
    );
  });

  it("AIX → AIR v2 (the default): the world validates as v2 from disk, every field is carried or ledgered", async () => {
    await fc.assert(
      fc.asyncProperty(convertibleAgentArb, async (doc) => {
        const out = join(tempDir(), "w.air");
        const r = await convertPath(agentFile(doc), { to: "air", output: out });
        const v = validateAir(out);
        expect(v.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
        expect(v.resolved.era).toBe("v2");
        const text = readdirSync(out)
          .map((f) => readFileSync(join(out, f), "utf8"))
          .join("\n");
        // Operations become the built-in effects the workflow may emit.
        expect(
          unaccounted(doc, r, text, (p, v) =>
            /\/allowed_operations\/\d+$/.test(p) ? (OPERATION_EFFECTS_V2[v]?.[0] ?? v) : v,
          ),
        ).toEqual([]);
        // Same meaning: nothing of the model call is written into AIR v2; each such field is ledgered with why.
        const ledger = new Map(r.ledger.entries.map((e) => [e.pointer, e.reason]));
        for (const p of [
          "/persona/context_window",
          "/persona/temperature",
          "/persona/provider",
          "/persona/model",
          "/persona/instructions",
        ])
          expect(ledger.get(p), p).toBeDefined();
      }),
      RUNS,
    );
  });

  it("AIX → UAIX verifies and carries every field; UAIX → AIX → UAIX is byte-identical", async () => {
    await fc.assert(
      fc.asyncProperty(convertibleAgentArb, async (doc) => {
        const dir = tempDir();
        const first = join(dir, "a.uaix");
        const r = await convertPath(agentFile(doc), { to: "uaix", output: first });
        expect((await verifyUaixPackage(first)).verdict).not.toBe("no-op");
        const pkg = await packageText(first);
        expect(unaccounted(doc, r, pkg.text)).toEqual([]);
        const back = await convertPath(first, { to: "aix", output: join(dir, "back.aix") });
        const second = join(dir, "b.uaix");
        await convertPath(back.output, { to: "uaix", output: second });
        const again = await packageText(second);
        for (const [name, bytes] of pkg.entries)
          if (name.endsWith(".uai"))
            expect(again.entries.get(name)?.toString("utf8"), name).toBe(bytes.toString("utf8"));
        expect(readFileSync(second).equals(readFileSync(first))).toBe(true);
      }),
      RUNS,
    );
  });

  it("AIX → UAIX → AIX: every field comes back at its own JSON pointer with its value, or a ledger entry names that pointer (or an ancestor)", async () => {
    await fc.assert(
      fc.asyncProperty(convertibleAgentArb, async (doc) => {
        const dir = tempDir();
        const there = await convertPath(agentFile(doc), { to: "uaix", output: join(dir, "a.uaix") });
        const back = await convertPath(there.output, { to: "aix", output: join(dir, "back.aix") });
        const again = readAixText(back.output, readFileSync(back.output, "utf8")).doc!;
        const returned = new Map(leaves(again));
        const lost = [...there.ledger.entries, ...back.ledger.entries].map((e) => e.pointer);
        const covered = (p: string): boolean => lost.some((l) => p === l || p.startsWith(`${l}/`));
        // The checksum is recomputed for the document as it now is.
        const missing = leaves(doc).filter(
          ([p, v]) => p !== "/security/checksum/value" && returned.get(p) !== v && !covered(p),
        );
        expect(missing).toEqual([]);
      }),
      RUNS,
    );
  });

  it("AIX → AIGX: every constraint is a rule; everything else is ledgered", async () => {
    await fc.assert(
      fc.asyncProperty(convertibleAgentArb, async (doc) => {
        const out = join(tempDir(), "agent.aigx");
        const r = await convertPath(agentFile(doc), { to: "aigx", output: out });
        expect(unaccounted(doc, r, decodeEntities(readFileSync(out, "utf8")))).toEqual([]);
      }),
      RUNS,
    );
  });

  it("a failed conversion (--fail-on-loss) writes nothing", async () => {
    await fc.assert(
      fc.asyncProperty(convertibleAgentArb, async (doc) => {
        const dir = tempDir();
        const out = join(dir, "w.air");
        await expect(convertPath(agentFile(doc), { to: "air", output: out, failOnLoss: true })).rejects.toMatchObject({
          code: "AGC-LOSS",
        });
        // Nothing at all: no world, no temporary sibling left behind.
        expect(readdirSync(dir)).toEqual([]);
      }),
      propertyRuns(200),
    );
  });
});
