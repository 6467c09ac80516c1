/**
 * AIX checksums (docs/specs.md section 6): the hash of the RFC 8785 canonical
 * JSON of the parsed document without `security`, so one agent has one
 * checksum whatever its syntax. The reference v1.0 parser's text method
 * (drop the `security:` block from the text, CRLF→LF, trim, hash) is
 * recognised as a legacy checksum.
 */
import { jcsBytes } from "../../canonical/jcs.js";
import { emptyObject, type JsonObject } from "../../json/value.js";
import { digestHex, type HashAlgorithm } from "../../hash/digest.js";

export function checksumInput(doc: JsonObject): Buffer {
  const copy = emptyObject();
  for (const k of Object.keys(doc)) if (k !== "security") copy[k] = doc[k]!;
  return jcsBytes(copy);
}

export function computeChecksum(doc: JsonObject, algorithm: HashAlgorithm): string {
  return digestHex(algorithm, checksumInput(doc));
}

/** The reference v1.0 parser's checksum over the text of a YAML file. */
export function legacyTextChecksum(text: string, algorithm: HashAlgorithm): string {
  const lines = text.split("\n");
  const start = lines.findIndex((l) => /^security\s*:/.test(l));
  let body = text;
  if (start >= 0) {
    let end = start + 1;
    while (end < lines.length && !/^[^\s#]/.test(lines[end]!)) end++;
    body = [...lines.slice(0, start), ...lines.slice(end)].join("\n");
  }
  return digestHex(algorithm, body.replace(/\r\n/g, "\n").trim());
}
