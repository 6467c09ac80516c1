/**
 * The one-file reader every agent format uses (src/formats/read-text.ts): the text, or a RULES-READ
 * error that says why not (never a throw): a folder, a file over 1 MiB, bytes that are not UTF-8, a
 * file that is not there; a format that reads one file names the files it reads when given a folder.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_AGENT_FILE_BYTES, readAgentText, readOneFileText } from "../../src/formats/read-text.js";
import { tempDir } from "../support/tmp.js";

const readError = (file: string, message: string, hint?: string) => ({
  diagnostic: { code: "RULES-READ", severity: "error", message, file, ...(hint ? { hint } : {}) },
});

describe("readAgentText", () => {
  it("reads UTF-8 up to 1 MiB, and says why it reads nothing else", () => {
    const d = tempDir();
    expect(MAX_AGENT_FILE_BYTES).toBe(1024 * 1024);
    const ok = join(d, "ok.md");
    // Exactly at the limit is read (a two-byte character counts two).
    writeFileSync(ok, Buffer.concat([Buffer.from("é\n"), Buffer.alloc(MAX_AGENT_FILE_BYTES - 3, 0x61)]));
    const read = readAgentText(ok);
    expect("text" in read && read.text.length).toBe(MAX_AGENT_FILE_BYTES - 1);
    const big = join(d, "big.md");
    writeFileSync(big, Buffer.alloc(MAX_AGENT_FILE_BYTES + 1, 0x61));
    expect(readAgentText(big)).toEqual(
      readError(big, `${big} is 1048577 bytes, over the 1048576-byte limit for an agent file`),
    );
    const latin1 = join(d, "latin1.md");
    writeFileSync(latin1, Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]));
    expect(readAgentText(latin1)).toEqual(readError(latin1, `${latin1} is not UTF-8 text`));
    const folder = join(d, "agents");
    mkdirSync(folder);
    expect(readAgentText(folder)).toEqual(readError(folder, `${folder} is not a file`));
    const missing = join(d, "missing.md");
    expect(readAgentText(missing)).toEqual(
      readError(missing, `${missing} cannot be read: ENOENT: no such file or directory, stat '${missing}'`),
    );
  });
});

describe("readOneFileText", () => {
  it("refuses a folder with the files the format reads, and reads a file as readAgentText does", () => {
    const d = tempDir();
    expect(readOneFileText(d, "the mcp format reads one MCP file", [".mcp.json", ".cursor/mcp.json"])).toEqual(
      readError(d, `${d} is a folder; the mcp format reads one MCP file`, "name the file: .mcp.json, .cursor/mcp.json"),
    );
    const f = join(d, ".mcp.json");
    writeFileSync(f, "{}\n");
    expect(readOneFileText(f, "the mcp format reads one MCP file", [".mcp.json"])).toEqual({ text: "{}\n" });
    const missing = join(d, "none.json");
    expect(readOneFileText(missing, "x", [])).toEqual(readAgentText(missing));
  });
});
