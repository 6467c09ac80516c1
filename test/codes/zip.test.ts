/** ZIP codes: archives built byte by byte (test/support/raw-zip.ts), one hazard each. */
import { describe } from "vitest";
import { openZip } from "../../ir/io/zip/read.js";
import { buildZip } from "../../ir/io/zip/write.js";
import { DEFAULT_ZIP_LIMITS } from "../../ir/io/zip/limits.js";
import { rawZip } from "../support/raw-zip.js";
import { thrown, trigger } from "../support/triggers.js";

const CENTRAL = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
const EOCD = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const open = async (zip: Buffer) => (await openZip(zip, undefined, "a.zip")).diagnostics;
/** One entry, its central header patched at `offset` (8: flags, 10: method). */
function patched(offset: number, value: number): Buffer {
  const zip = rawZip([{ name: "a.txt", data: Buffer.from("hello") }]);
  zip.writeUInt16LE(value, zip.indexOf(CENTRAL) + offset);
  return zip;
}

describe("ZIP codes", () => {
  trigger("AGC-ZIP-ENCRYPTED", () => open(patched(8, 0x0801)), { severity: "error", file: "a.zip" });
  trigger("AGC-ZIP-METHOD", () => open(patched(10, 12)), { severity: "error", file: "a.zip" });
  trigger("AGC-ZIP-NAME", () => open(rawZip([{ name: "bell\u0007.txt" }])), { severity: "error", file: "a.zip" });
  trigger(
    "AGC-ZIP-ZIP64",
    () => {
      const zip = rawZip([{ name: "a.txt" }]);
      zip.writeUInt16LE(0xffff, zip.indexOf(EOCD) + 10);
      return open(zip);
    },
    { severity: "error", file: "a.zip" },
  );
  trigger(
    "AGC-ZIP-LIMIT",
    () =>
      thrown(() =>
        buildZip(
          [
            { name: "a", data: new Uint8Array(0) },
            { name: "b", data: new Uint8Array(0) },
          ],
          { limits: { ...DEFAULT_ZIP_LIMITS, maxEntries: 1 } },
        ),
      ),
    { severity: "error", noLocation: "a refusal to write, before any file exists" },
  );
});
