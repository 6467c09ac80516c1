import fc from "fast-check";
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { packDirectory } from "../../src/formats/uaix/pack.js";
import { unpackUaix } from "../../src/formats/uaix/unpack.js";
import { verifyUaixPackage } from "../../src/formats/uaix/verify-package.js";
import { openZip } from "../../ir/io/zip/read.js";
import { buildZip } from "../../ir/io/zip/write.js";
import { packageDir, uaiFile } from "../support/uaix-fixture.js";
import { tempDir } from "../support/tmp.js";
import { MANIFEST_PATH } from "../../ir/dialects/uaix/tokens.js";
import { parseJson } from "../../ir/json/parse.js";
import { jsonEqual } from "../../ir/json/value.js";
import { propertyRuns } from "../support/property-runs.js";
import { reach } from "../support/reach.js";

/** Whether two texts are the same JSON value (false when either does not parse). */
function sameJson(a: Uint8Array, b: Uint8Array): boolean {
  try {
    return jsonEqual(
      parseJson(Buffer.from(a).toString("utf8")).value,
      parseJson(Buffer.from(b).toString("utf8")).value,
    );
  } catch {
    return false;
  }
}

process.env.SOURCE_DATE_EPOCH = "1767225600";

const extraFiles = fc.dictionary(
  fc.stringMatching(/^(evidence|docs)\/[a-z]{1,8}\.(txt|md|json)$/),
  fc.string({ unit: "grapheme", maxLength: 200 }),
  { maxKeys: 4 },
);
const scopes = fc.constantFrom<Array<"persona_profile" | "project_handoff" | "code_bearing">>(
  ["persona_profile"],
  ["project_handoff"],
  ["project_handoff", "code_bearing"],
  ["persona_profile", "project_handoff"],
);

describe("UAIX packages", () => {
  it("pack → verify → unpack → pack gives identical bytes", async () => {
    await fc.assert(
      fc.asyncProperty(scopes, extraFiles, fc.string({ unit: "grapheme", maxLength: 100 }), async (s, extra, note) => {
        const dir = packageDir(s, { ...extra, ".uai/world-context.uai": uaiFile(".uai/world-context.uai", note) });
        const a = join(tempDir(), "a.uaix");
        await packDirectory(dir, a, { scopes: s });
        expect((await verifyUaixPackage(a)).verdict).toBe("accept");
        const out = join(tempDir(), "u");
        await unpackUaix(a, out);
        const b = join(tempDir(), "b.uaix");
        await packDirectory(out, b);
        expect(readFileSync(b).equals(readFileSync(a))).toBe(true);
      }),
      propertyRuns(200),
    );
  });

  it("flipping any byte of any entry or of the manifest fails verification", async () => {
    const a = join(tempDir(), "a.uaix");
    await packDirectory(packageDir(["persona_profile"]), a, { scopes: ["persona_profile"] });
    const { archive } = await openZip(a);
    const entries = await Promise.all(
      archive.entries.map(async (e) => ({ name: e.name, data: await archive.read(e) })),
    );
    await archive.close();
    const flips = reach("flips that change what the package means");
    await fc.assert(
      fc.asyncProperty(
        fc.nat(entries.length - 1),
        fc.nat(),
        fc.integer({ min: 1, max: 255 }),
        async (which, at, delta) => {
          flips.enter();
          const copy = entries.map((e) => ({ name: e.name, data: Buffer.from(e.data) }));
          const target = copy[which]!;
          fc.pre(target.data.length > 0);
          const i = at % target.data.length;
          target.data[i] = (target.data[i]! + delta) % 256;
          // The manifest's digest is of its RFC 8785 form: a flip between whitespace bytes (\n → \r)
          // leaves the same manifest, rightly accepted. Every other flip must fail.
          fc.pre(!(target.name === MANIFEST_PATH && sameJson(entries[which]!.data, target.data)));
          flips.hit();
          const out = join(tempDir(), "m.uaix");
          mkdirSync(dirname(out), { recursive: true });
          writeFileSync(out, buildZip(copy));
          expect((await verifyUaixPackage(out)).verdict).toBe("no-op");
        },
      ),
      propertyRuns(200),
    );
    // At least 0.99 of the attempts (2026-11-28): an empty entry or a manifest flip between equal JSON is rare.
    flips.expectAtLeast(0.5);
  });
});
