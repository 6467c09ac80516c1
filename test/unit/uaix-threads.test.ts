/** UAIX verify on two threads reports exactly what it reports on one (the worker runs only compiled). */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { collectDirectory, planUaixArchive, uaixPackageBytes } from "../../emitters/uaix/pack.js";
import { openZip } from "../../ir/io/zip/read.js";
import { verifyUaixPackage } from "../../src/formats/uaix/verify-package.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";
import { packageDir } from "../support/uaix-fixture.js";

type VerifyModule = typeof import("../../src/formats/uaix/verify-package.js");
const compiled = (): Promise<VerifyModule> =>
  import(pathToFileURL(join(repoRoot, "dist/src/formats/uaix/verify-package.js")).href) as Promise<VerifyModule>;

/** A package of 24 notes written without verification (it may hold what verify must refuse). */
function notesPackage(lastNote: string): string {
  const notes: Record<string, string> = {};
  for (let i = 0; i < 24; i++)
    notes[`evidence/note-${String(i).padStart(2, "0")}.txt`] =
      i === 23 ? lastNote : `note ${i}: ${"memory agent review ".repeat(200 + i)}`;
  const out = join(tempDir(), "p.uaix");
  writeFileSync(
    out,
    uaixPackageBytes(
      planUaixArchive(collectDirectory(packageDir(["persona_profile"], notes)), {
        scopes: ["persona_profile"],
        createdUtc: "2026-01-01T00:00:00Z",
      }),
    ),
  );
  return out;
}

async function sameOnBothThreads(pkg: string): Promise<Awaited<ReturnType<VerifyModule["verifyUaixPackage"]>>> {
  const { verifyUaixPackage: verifyCompiled } = await compiled();
  const one = await verifyUaixPackage(pkg, { threads: false });
  const two = await verifyCompiled(pkg, { threads: true });
  expect(two.verdict).toBe(one.verdict);
  expect(two.reasons).toEqual(one.reasons);
  expect(two.diagnostics).toEqual(one.diagnostics);
  expect([...two.digests]).toEqual([...one.digests]);
  return one;
}

describe("UAIX verify: entries digested on two threads", () => {
  it("a clean package: accepted, every digest the same", async () => {
    const r = await sameOnBothThreads(notesPackage("the last note, nothing secret in it at all"));
    expect(r.verdict).toBe("accept");
    expect(r.digests.size).toBeGreaterThan(24);
  });

  it("a secret in the last entry (the worker's share) is found", async () => {
    const r = await sameOnBothThreads(notesPackage(`deploy with password=${"hunter2".repeat(3)} tonight`));
    expect(r.reasons).toContain("secret_detected");
  });

  it("a damaged last entry (a flipped byte in its data) makes the container malformed", async () => {
    const pkg = notesPackage(`the last note ${"x".repeat(500)}`);
    const { archive } = await openZip(pkg);
    const last = archive.entries.find((e) => e.name === "evidence/note-23.txt")!;
    await archive.close();
    const bytes = readFileSync(pkg);
    const at = last.localHeaderOffset + 30 + Buffer.byteLength(last.name) + 4;
    bytes[at] = bytes[at]! ^ 0xff;
    writeFileSync(pkg, bytes);
    const r = await sameOnBothThreads(pkg);
    expect(r.reasons).toContain("malformed_container");
  });
});
