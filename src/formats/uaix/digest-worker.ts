/**
 * Worker-thread entry of UAIX verify: digests a share of a package's entries (the tail, by bytes)
 * while the main thread digests the head. It opens the archive itself and checks that each entry
 * is the one the main thread read from the central directory.
 */
import { parentPort, workerData } from "node:worker_threads";
import { openZip, type ZipEntry } from "../../../ir/io/zip/read.js";
import { digestOutcome, type DigestOutcome, type DigestWorkerData } from "./entry-digest.js";

const same = (a: ZipEntry, b: ZipEntry): boolean =>
  a.name === b.name &&
  a.localHeaderOffset === b.localHeaderOffset &&
  a.crc32 === b.crc32 &&
  a.size === b.size &&
  a.compressedSize === b.compressedSize &&
  a.method === b.method;

const { path, jobs } = workerData as DigestWorkerData;
const { archive, diagnostics } = await openZip(path);
try {
  if (diagnostics.length) throw new Error("the archive changed since it was opened");
  const out: DigestOutcome[] = [];
  for (const job of jobs) {
    const entry = archive.entries[job.index];
    if (!entry || !same(entry, job.entry)) throw new Error("the archive changed since it was opened");
    out.push(await digestOutcome(archive, entry, job));
  }
  parentPort?.postMessage(out);
} finally {
  await archive.close();
}
