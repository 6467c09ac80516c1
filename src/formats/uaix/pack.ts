/**
 * Packing a UAIX package to disk: the emitter plans the archive, it is streamed
 * to a temporary sibling of the output (one entry in memory at a time), verified
 * by the import checks, and only then renamed into place. A package that would
 * fail import is never written.
 */
import { existsSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { isJsonObject, type JsonObject } from "../../../ir/json/value.js";
import { parseJson } from "../../../ir/json/parse.js";
import { writeZipFile } from "../../../ir/io/zip/write.js";
import { tempSibling, writeFileAtomic } from "../../../ir/io/atomic-write.js";
import { withLockSync } from "../../../ir/io/file-lock.js";
import { MANIFEST_PATH } from "../../../ir/dialects/uaix/tokens.js";
import { signatureLine } from "../../../ir/dialects/uaix/signing.js";
import {
  collectDirectory,
  PackError,
  planUaixArchive,
  uaixZipOptions,
  type PackOptions,
  type PackSource,
} from "../../../emitters/uaix/pack.js";
import { verifyUaixPackage, type UaixVerification } from "./verify-package.js";

export interface PackResult {
  manifest: JsonObject;
  verification: UaixVerification;
}

/** Pack files into `out` (atomically, after verification). */
export async function packUaix(
  files: PackSource,
  out: string,
  o: PackOptions = {},
  previousManifest?: JsonObject,
): Promise<PackResult> {
  const plan = planUaixArchive(files, o, previousManifest);
  // Still a .uaix file, which the verification below expects of a package.
  const tmp = `${tempSibling(out)}.uaix`;
  await writeZipFile(tmp, uaixZipOptions(plan), (w) => {
    for (const name of plan.names) w.add(name, plan.bytesOf(name));
  });
  try {
    const verification = await verifyUaixPackage(tmp);
    if (verification.verdict === "no-op")
      throw new PackError(
        `the package would not pass import: ${verification.reasons.join(", ")}`,
        "UAIX-PACK-INVALID",
        verification,
      );
    // Under the package's lock: two runs packing one package publish it (and its signature) in turn.
    withLockSync(out, () => {
      renameSync(tmp, out);
      if (plan.signature && o.detachedSignature) writeFileAtomic(`${out}.sig`, `${signatureLine(plan.signature)}\n`);
    });
    return { manifest: plan.manifest, verification };
  } finally {
    rmSync(tmp, { force: true });
  }
}

/** Pack a directory; a manifest already in it (from unpack) keeps its identity fields, so repacking is byte-identical. */
export async function packDirectory(dir: string, out: string, o: PackOptions = {}): Promise<PackResult> {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new PackError(`${dir} is not a directory`, "UAIX-IO");
  const manifestPath = join(dir, MANIFEST_PATH);
  const previous = existsSync(manifestPath) ? parseJson(readFileSync(manifestPath, "utf8")).value : undefined;
  return packUaix(collectDirectory(dir), out, o, isJsonObject(previous) ? previous : undefined);
}
