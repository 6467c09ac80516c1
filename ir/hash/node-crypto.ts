/**
 * node:crypto, loaded when a hash or a signature is first asked for. Every graph carries a blob
 * store and every AIX check can verify a signature, so a static import loaded crypto's twenty
 * modules (3–5 ms of start-up) into commands that never hash or sign (`agentc import` of rule
 * files, `aigx export`).
 */
import { createRequire } from "node:module";

let crypto: typeof import("node:crypto") | undefined;

export function nodeCrypto(): typeof import("node:crypto") {
  return (crypto ??= createRequire(import.meta.url)("node:crypto") as typeof import("node:crypto"));
}
