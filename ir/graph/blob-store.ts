/** Content-addressed bytes carried alongside a graph (AEGX blobs, AIR blobs, UAIX files, source inputs). */
import { sha256Hex } from "../hash/digest.js";

export class BlobStore {
  private readonly map = new Map<string, Uint8Array>();

  /** Store bytes; returns their lowercase sha256 hex. */
  put(bytes: Uint8Array): string {
    const hash = sha256Hex(bytes);
    if (!this.map.has(hash)) this.map.set(hash, bytes);
    return hash;
  }

  get(hash: string): Uint8Array | undefined {
    return this.map.get(hash);
  }

  has(hash: string): boolean {
    return this.map.has(hash);
  }

  hashes(): string[] {
    return [...this.map.keys()].sort();
  }

  get size(): number {
    return this.map.size;
  }
}
