/**
 * The digest and scans of one archive entry (src/formats/uaix/entry-digest.ts), on this thread: an
 * entry over 1 MiB is streamed and scanned in 4 MiB windows that overlap, so a secret or an
 * authority phrase cut by a window's edge is still found. The archive is a stand-in whose stream
 * yields the chunks each case chooses, so the window's edge falls where the case puts it.
 */
import { describe, expect, it } from "vitest";
import { digestEntry, digestOutcome } from "../../src/formats/uaix/entry-digest.js";
import { ZipEntryError, type ZipArchive, type ZipEntry } from "../../ir/io/zip/read.js";
import { sha256Hex } from "../../ir/hash/digest.js";

const W = 4 << 20;
// One letter over and over: no word, no hint of a secret, and quick to scan.
const filler = (n: number): Buffer => Buffer.alloc(n, "x");
/** AWS's own example access key id (docs.aws.amazon.com, "Managing access keys"). */
const AWS_KEY = "AKIAIOSFODNN7EXAMPLE";

/** An archive whose one entry streams as `chunks` (and reads whole as their concatenation). */
function archiveOf(chunks: Buffer[], fail?: ZipEntryError): { zip: ZipArchive; entry: ZipEntry } {
  const whole = Buffer.concat(chunks);
  const zip = {
    read: async () => whole,
    async *stream() {
      for (const c of chunks) yield c;
      if (fail) throw fail;
    },
  } as unknown as ZipArchive;
  const entry = { name: ".uai/a.uai", size: whole.length, compressedSize: whole.length } as ZipEntry;
  return { zip, entry };
}
/** The bytes cut in two at byte W (the first window's edge). */
const cutAtWindow = (b: Buffer): Buffer[] => [b.subarray(0, W), b.subarray(W)];
const digest = async (chunks: Buffer[], scan: boolean, authority: boolean) => {
  const { zip, entry } = archiveOf(chunks);
  return digestEntry(zip, entry, scan, authority);
};

describe("an entry streamed in windows", () => {
  it("finds an authority phrase cut by the first window's edge", async () => {
    // " grant root ": "gran" ends the first window, "t root" starts the next.
    const bytes = Buffer.concat([filler(W - 5), Buffer.from(" grant root "), filler(1000)]);
    expect(await digest(cutAtWindow(bytes), true, true)).toEqual({
      sha: sha256Hex(bytes),
      secret: undefined,
      authority: true,
    });
  });

  it("finds a secret cut by the first window's edge; authority is looked for only where asked", async () => {
    const bytes = Buffer.concat([filler(W - 8), Buffer.from(` ${AWS_KEY} grant root `), filler(1000)]);
    expect(await digest(cutAtWindow(bytes), true, false)).toEqual({
      sha: sha256Hex(bytes),
      secret: "AWS access key",
      authority: false,
    });
  });

  it("keeps looking for authority after a secret is found, and finds neither in plain text", async () => {
    const found = Buffer.concat([Buffer.from(`${AWS_KEY} `), filler(W), Buffer.from(" grant root "), filler(10)]);
    expect(await digest(cutAtWindow(found), true, true)).toEqual({
      sha: sha256Hex(found),
      secret: "AWS access key",
      authority: true,
    });
    const plain = filler(W + 100);
    expect(await digest(cutAtWindow(plain), true, true)).toEqual({
      sha: sha256Hex(plain),
      secret: undefined,
      authority: false,
    });
  });

  it("is only hashed when not scanned; a damaged entry is an outcome, not a throw", async () => {
    const bytes = Buffer.concat([Buffer.from(`${AWS_KEY} `), filler(W)]);
    expect(await digest(cutAtWindow(bytes), false, true)).toEqual({ sha: sha256Hex(bytes) });
    const { zip, entry } = archiveOf([filler((1 << 20) + 1)], new ZipEntryError(".uai/a.uai", "bad CRC"));
    expect(await digestOutcome(zip, entry, { index: 0, entry, scan: true, authority: true })).toEqual({
      damaged: '".uai/a.uai": bad CRC',
    });
  });
});

describe("an entry of 1 MiB or less, read whole", () => {
  it("is scanned at once: a secret and an authority phrase anywhere", async () => {
    const bytes = Buffer.concat([filler(1000), Buffer.from(` ${AWS_KEY} grant root `)]);
    expect(await digest([bytes], true, true)).toEqual({
      sha: sha256Hex(bytes),
      secret: "AWS access key",
      authority: true,
    });
    expect(await digest([bytes], true, false)).toEqual({
      sha: sha256Hex(bytes),
      secret: "AWS access key",
      authority: false,
    });
    expect(await digest([bytes], false, true)).toEqual({ sha: sha256Hex(bytes) });
  });
});
