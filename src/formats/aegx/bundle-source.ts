/**
 * An AEGX bundle as something to read, in directory or zip form. Zip bundles
 * are read in place (no extraction to disk) after the archive passes every
 * safety check; a hazardous archive yields only its diagnostics.
 */
import { existsSync, readdirSync, readFileSync, statSync, lstatSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { openZip, type ZipArchive, type ZipEntry } from "../../../ir/io/zip/read.js";
import { BUNDLE_FILES } from "../../../ir/dialects/aegx/constants.js";
import { fileChunks } from "../../../ir/io/file-chunks.js";

/** Bytes in order, from a stream or already in memory. */
import type { ByteChunks } from "../../../ir/dialects/aegx/jsonl.js";
export type { ByteChunks };

export interface BlobListing {
  /** Regular files directly in blobs/. */
  files: string[];
  /** Anything else found in blobs/ (subdirectories, links), which the spec forbids. */
  others: string[];
}

export interface BundleSource {
  readonly label: string;
  readonly kind: "dir" | "zip";
  exists(name: string): boolean;
  /** The file's size in bytes (inflated, in a zip), without reading it. */
  size(name: string): number;
  readAll(name: string): Promise<Buffer>;
  chunks(name: string): ByteChunks;
  blobs(): BlobListing;
  close(): Promise<void>;
}

/** A bundle directory or zip on disk, or a zip in memory (`{ bytes, label }`: a bundle agentc just built). */
export type BundleInput = string | { bytes: Uint8Array; label: string };

export async function openBundleSource(
  input: BundleInput,
): Promise<{ source?: BundleSource; diagnostics: Diagnostic[] }> {
  if (typeof input !== "string") {
    const { archive, diagnostics } = await openZip(input.bytes, undefined, input.label);
    if (diagnostics.some((d) => d.severity === "error")) {
      await archive.close();
      return { diagnostics: diagnostics.map((d) => ({ ...d, message: `unsafe archive: ${d.message}` })) };
    }
    return { source: new ZipSource(input.label, archive), diagnostics };
  }
  const path = input;
  if (!existsSync(path)) {
    return {
      diagnostics: [
        { code: "AEGX-IO", severity: "error", message: `cannot open ${path}: no such file or directory`, file: path },
      ],
    };
  }
  if (statSync(path).isDirectory()) return { source: new DirectorySource(path), diagnostics: [] };
  const { archive, diagnostics } = await openZip(path);
  if (diagnostics.some((d) => d.severity === "error")) {
    await archive.close();
    return { diagnostics: diagnostics.map((d) => ({ ...d, code: d.code, message: `unsafe archive: ${d.message}` })) };
  }
  return { source: new ZipSource(path, archive), diagnostics };
}

const SMALL_FILE = 4 << 20;

class DirectorySource implements BundleSource {
  readonly kind = "dir";
  constructor(readonly label: string) {}

  exists(name: string): boolean {
    return existsSync(join(this.label, name));
  }
  size(name: string): number {
    return statSync(join(this.label, name)).size;
  }
  readAll(name: string): Promise<Buffer> {
    return readFile(join(this.label, name));
  }
  chunks(name: string): ByteChunks {
    const path = join(this.label, name);
    // Small files (most blobs) in one synchronous read: a stream costs more than the data.
    if (statSync(path).size <= SMALL_FILE) return [readFileSync(path)];
    return fileChunks(path);
  }
  blobs(): BlobListing {
    const dir = join(this.label, BUNDLE_FILES.blobs);
    const out: BlobListing = { files: [], others: [] };
    if (!existsSync(dir)) return out;
    for (const name of readdirSync(dir).sort()) {
      const st = lstatSync(join(dir, name));
      (st.isFile() ? out.files : out.others).push(name);
    }
    return out;
  }
  async close(): Promise<void> {}
}

class ZipSource implements BundleSource {
  readonly kind = "zip";
  private readonly byName = new Map<string, ZipEntry>();

  constructor(
    readonly label: string,
    private readonly archive: ZipArchive,
  ) {
    for (const e of archive.entries) this.byName.set(e.name, e);
  }

  exists(name: string): boolean {
    return this.byName.has(name);
  }
  size(name: string): number {
    return this.entry(name).size;
  }
  private entry(name: string): ZipEntry {
    const e = this.byName.get(name);
    if (!e) throw new Error(`${name}: not in the archive`);
    return e;
  }
  readAll(name: string): Promise<Buffer> {
    return this.archive.read(this.entry(name));
  }
  chunks(name: string): ByteChunks {
    return this.archive.stream(this.entry(name));
  }
  blobs(): BlobListing {
    const out: BlobListing = { files: [], others: [] };
    const prefix = `${BUNDLE_FILES.blobs}/`;
    for (const e of this.archive.entries) {
      if (!e.name.startsWith(prefix) || e.name === prefix) continue;
      const rest = e.name.slice(prefix.length);
      (rest.includes("/") || e.isDirectory ? out.others : out.files).push(rest);
    }
    out.files.sort();
    return out;
  }
  close(): Promise<void> {
    return this.archive.close();
  }
}
