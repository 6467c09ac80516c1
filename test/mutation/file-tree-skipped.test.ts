/**
 * ir/io/file-tree: what a disk tree's `skipped` says of entries that are neither files nor
 * directories (a dangling link, a socket), whole, beside what `list` returns of the same directory.
 */
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { diskTree } from "../../ir/io/file-tree.js";

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const listen = (path: string): Promise<Server> =>
  new Promise((res, rej) => {
    const s = createServer();
    s.once("error", rej);
    s.listen(path, () => res(s));
  });

describe("diskTree skipped entries", () => {
  it.runIf(process.platform !== "win32")("a dangling link and a socket are skipped, each with its reason", async () => {
    const d = mkdtempSync(join(tmpdir(), "agentc-mut-tree-"));
    dirs.push(d);
    writeFileSync(join(d, "real.md"), "r");
    symlinkSync(join(d, "nowhere"), join(d, "dangling"));
    symlinkSync("real.md", join(d, "inside"));
    const server = await listen(join(d, "sock"));
    try {
      const tree = diskTree(d);
      expect(tree.list("")).toEqual([{ name: "real.md", isDirectory: false }]);
      expect(tree.skipped!("")).toEqual([
        { name: "dangling", why: "a symbolic link to nothing (dangling); links are not followed" },
        {
          name: "inside",
          why: "a symbolic link (to real.md); links are not followed, the file is read where it is",
        },
        { name: "sock", why: "a socket, not a regular file" },
      ]);
      expect(tree.exists("real.md")).toBe(true);
      expect(tree.exists("nowhere")).toBe(false);
      expect(tree.read("real.md").toString()).toBe("r");
      expect(tree.signature("real.md")).toMatch(/^1:\d+(\.\d+)?$/);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
