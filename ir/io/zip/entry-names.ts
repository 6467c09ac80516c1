/**
 * Archive entry-name hazards: traversal, absolute paths, drive roots,
 * backslashes, Windows device names, control characters, and duplicates
 * (exact, after normalisation, and case-folded).
 */
import { relativePathProblems } from "../safe-path.js";
import { nfc } from "../../json/strings.js";
import type { Code } from "../../diagnostics/codes.js";

const DEVICE_NAMES = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$)(\..*)?$/i;

export interface NameProblem {
  name: string;
  code: Code;
  message: string;
}

export function entryNameProblems(name: string): NameProblem[] {
  const out: NameProblem[] = [];
  const add = (code: Code, message: string): void => {
    out.push({ name, code, message: `${JSON.stringify(name)}: ${message}` });
  };
  for (const p of relativePathProblems(name)) {
    const code: Code = p.startsWith("path traversal")
      ? "AGC-ZIP-TRAVERSAL"
      : p === "absolute path"
        ? "AGC-ZIP-ABSOLUTE"
        : p === "drive-rooted path"
          ? "AGC-ZIP-DRIVE"
          : p === "backslash in path"
            ? "AGC-ZIP-BACKSLASH"
            : "AGC-ZIP-NAME";
    add(code, p);
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0001-\u001f\u007f]/.test(name)) add("AGC-ZIP-NAME", "control character in name");
  for (const seg of name.split(/[\\/]/)) {
    if (DEVICE_NAMES.test(seg)) add("AGC-ZIP-DEVICE", `device name ${JSON.stringify(seg)}`);
  }
  return out;
}

/** The key under which two names collide on a case-insensitive, normalising file system. */
export function foldedName(name: string): string {
  return nfc(name).toLowerCase().replace(/\/+$/, "");
}

/** Report exact and case-folded duplicates among entry names. */
export function duplicateNameProblems(names: readonly string[]): NameProblem[] {
  const out: NameProblem[] = [];
  const exact = new Set<string>();
  const folded = new Map<string, string>();
  for (const name of names) {
    if (exact.has(name)) {
      out.push({ name, code: "AGC-ZIP-DUPLICATE", message: `${JSON.stringify(name)}: duplicate entry` });
      continue;
    }
    exact.add(name);
    const key = foldedName(name);
    const first = folded.get(key);
    if (first !== undefined) {
      out.push({
        name,
        code: "AGC-ZIP-DUPLICATE",
        message: `${JSON.stringify(name)}: duplicates ${JSON.stringify(first)} when case and normalisation are folded`,
      });
    } else folded.set(key, name);
  }
  return out;
}
