/**
 * Source text for code frames: a diagnostic names a file; the renderer asks
 * for its text only when it prints that diagnostic. Only regular files under
 * a size cap that decode as UTF-8 text are read, each at most once.
 */
import { readFileSync, statSync } from "node:fs";

/** Files larger than this are never quoted (a bundle's records, a store blob). */
export const MAX_SOURCE_BYTES = 1024 * 1024;

export function sourceLoader(maxBytes = MAX_SOURCE_BYTES): (file: string) => string | undefined {
  const cache = new Map<string, string | undefined>();
  return (file) => {
    if (cache.has(file)) return cache.get(file);
    let text: string | undefined;
    try {
      const st = statSync(file, { throwIfNoEntry: false });
      if (st?.isFile() && st.size <= maxBytes) {
        const bytes = readFileSync(file);
        // Binary (CBOR, ZIP) is not quoted: a NUL byte or invalid UTF-8 says so.
        if (!bytes.includes(0)) text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
      }
    } catch {
      text = undefined;
    }
    cache.set(file, text);
    return text;
  };
}
