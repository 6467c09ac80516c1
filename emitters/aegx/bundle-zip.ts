/**
 * AEGX zip form (spec 2.2): deflate, forward slashes, the same layout as the
 * directory, written deterministically (sorted entries, fixed timestamps) with
 * the `blobs/` directory entry the reference CLI also writes.
 */
import { readFileSync, readdirSync, existsSync, lstatSync } from "node:fs";
import { join } from "node:path";
import { writeZipFile, compareEntryNames } from "../../ir/io/zip/write.js";
import { writeDirectoryAtomic } from "../../ir/io/atomic-write.js";
import { openZip } from "../../ir/io/zip/read.js";
import { BLOB_KEEP_FILE, BUNDLE_FILES } from "../../ir/dialects/aegx/constants.js";
import type { Diagnostic } from "../../ir/diagnostics/diagnostic.js";

/** Write the bundle directory `dir` as a zip at `zipPath` (atomically). */
export async function exportBundleZip(
  dir: string,
  zipPath: string,
  options: { force?: boolean } = { force: true },
): Promise<string[]> {
  const names: string[] = [BUNDLE_FILES.manifest, BUNDLE_FILES.records, BUNDLE_FILES.audit];
  for (const n of names)
    if (!existsSync(join(dir, n))) throw new Error(`${join(dir, n)} is missing; not an AEGX bundle`);
  const blobsDir = join(dir, BUNDLE_FILES.blobs);
  const blobs = existsSync(blobsDir)
    ? readdirSync(blobsDir).filter((f) => f !== BLOB_KEEP_FILE && lstatSync(join(blobsDir, f)).isFile())
    : [];
  const entries = [...names, `${BUNDLE_FILES.blobs}/`, ...blobs.map((b) => `${BUNDLE_FILES.blobs}/${b}`)].sort(
    compareEntryNames,
  );
  await writeZipFile(
    zipPath,
    {},
    (w) => {
      for (const name of entries) {
        if (name.endsWith("/")) w.addDirectory(name);
        else w.add(name, readFileSync(join(dir, name)));
      }
    },
    { replace: options.force === true },
  );
  return entries;
}

/**
 * Extract a zip bundle into `dir` (atomically), after every archive safety
 * check; a hazardous archive is refused with all its problems and nothing is
 * written.
 */
export async function importBundleZip(zipPath: string, dir: string, force = false): Promise<Diagnostic[]> {
  const { archive, diagnostics } = await openZip(zipPath);
  try {
    if (diagnostics.some((d) => d.severity === "error")) return diagnostics;
    const files: Array<[string, Buffer]> = [];
    for (const e of archive.entries) {
      if (e.isDirectory) continue;
      files.push([e.name, await archive.read(e)]);
    }
    writeDirectoryAtomic(dir, files, { replace: force }, [BUNDLE_FILES.blobs]);
    return diagnostics;
  } finally {
    await archive.close();
  }
}
