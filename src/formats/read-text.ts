/** A small text file for a format's reader: UTF-8, at most 1 MiB, or a coded diagnostic saying why not (never a throw). */
import { readFileSync, statSync } from "node:fs";
import type { Diagnostic } from "../../ir/diagnostics/diagnostic.js";

/** Agent and MCP files are small; a larger one is not meant for a coding agent. */
export const MAX_AGENT_FILE_BYTES = 1 << 20;

const utf8 = new TextDecoder("utf-8", { fatal: true });

export function readAgentText(file: string): { text: string } | { diagnostic: Diagnostic } {
  const fail = (message: string): { diagnostic: Diagnostic } => ({
    diagnostic: { code: "RULES-READ", severity: "error", message, file },
  });
  try {
    const st = statSync(file);
    if (!st.isFile()) return fail(`${file} is not a file`);
    if (st.size > MAX_AGENT_FILE_BYTES)
      return fail(`${file} is ${st.size} bytes, over the ${MAX_AGENT_FILE_BYTES}-byte limit for an agent file`);
    return { text: utf8.decode(readFileSync(file)) };
  } catch (e) {
    return fail(
      e instanceof TypeError ? `${file} is not UTF-8 text` : `${file} cannot be read: ${(e as Error).message}`,
    );
  }
}

/**
 * The text of a format that reads one file (an MCP file, a settings file): a folder named instead is
 * refused with the files the format reads (`reads`: "the mcp format reads one MCP file").
 */
export function readOneFileText(
  file: string,
  reads: string,
  names: readonly string[],
): { text: string } | { diagnostic: Diagnostic } {
  if (statSync(file, { throwIfNoEntry: false })?.isDirectory()) {
    const hint = `name the file: ${names.join(", ")}`;
    return {
      diagnostic: { code: "RULES-READ", severity: "error", message: `${file} is a folder; ${reads}`, file, hint },
    };
  }
  return readAgentText(file);
}
