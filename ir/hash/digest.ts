/** Hash functions: sha256/sha512 from node:crypto, blake3 from @noble/hashes. */
import { createRequire } from "node:module";
import { nodeCrypto } from "./node-crypto.js";

/** @noble/hashes only when blake3 is asked for (most runs never are; it is twelve modules to load). */
let noble: typeof import("@noble/hashes/blake3.js") | undefined;
function blake3(bytes: Uint8Array): Uint8Array {
  noble ??= createRequire(import.meta.url)("@noble/hashes/blake3.js") as typeof import("@noble/hashes/blake3.js");
  return noble.blake3(bytes);
}

export type HashAlgorithm = "sha256" | "sha512" | "blake3";
export const HASH_ALGORITHMS: readonly HashAlgorithm[] = ["sha256", "sha512", "blake3"];

type Bytes = Uint8Array | string;

export function sha256Hex(data: Bytes): string {
  return nodeCrypto().hash("sha256", data, "hex");
}

export function sha256(data: Bytes): Buffer {
  return nodeCrypto().createHash("sha256").update(data).digest();
}

export function sha512Hex(data: Bytes): string {
  return nodeCrypto().hash("sha512", data, "hex");
}

export function blake3Hex(data: Bytes): string {
  const bytes = typeof data === "string" ? Buffer.from(data, "utf8") : data;
  return Buffer.from(blake3(bytes)).toString("hex");
}

export function digestHex(algorithm: HashAlgorithm, data: Bytes): string {
  switch (algorithm) {
    case "sha256":
      return sha256Hex(data);
    case "sha512":
      return sha512Hex(data);
    case "blake3":
      return blake3Hex(data);
  }
}

export function isHashAlgorithm(s: string): s is HashAlgorithm {
  return (HASH_ALGORITHMS as readonly string[]).includes(s);
}
