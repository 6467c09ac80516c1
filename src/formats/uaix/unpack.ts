/** Unpack a `.uaix` package into a directory, only after it passes verification; written atomically. */
import { openZip } from "../../../ir/io/zip/read.js";
import { writeDirectoryAtomic } from "../../../ir/io/atomic-write.js";
import { withLockSync } from "../../../ir/io/file-lock.js";
import { verifyUaixPackage, type UaixVerification, type UaixVerifyOptions } from "./verify-package.js";

export async function unpackUaix(
  file: string,
  dir: string,
  options: UaixVerifyOptions & { force?: boolean } = {},
): Promise<UaixVerification> {
  const verification = await verifyUaixPackage(file, options);
  if (verification.verdict === "no-op") return verification;
  const { archive } = await openZip(file);
  try {
    const files: Array<[string, Buffer]> = [];
    for (const e of archive.entries) files.push([e.name, await archive.read(e)]);
    withLockSync(dir, () => writeDirectoryAtomic(dir, files, { replace: options.force }));
  } finally {
    await archive.close();
  }
  return verification;
}
