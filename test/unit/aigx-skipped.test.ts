/** `aigx lint` says which genome files it does not read, and why: a link out of the repository, a FIFO. */
import { cpSync, symlinkSync, writeFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { agentcInProcess } from "../support/cli.js";
import { corpusPath } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

describe("aigx lint warns about each genome file it skips", () => {
  it("a link out of the repository, a link inside it, a FIFO, a dangling link: one warning each, with the reason; the genome still lints", async () => {
    const d = tempDir();
    const root = join(d, "repo");
    cpSync(corpusPath("aigx/conformance/valid/clean"), root, { recursive: true });
    const outside = join(d, "elsewhere.aigx");
    writeFileSync(outside, '<rule id="X-1">outside</rule>\n');
    symlinkSync(outside, join(root, ".aigx", "outside.aigx"));
    symlinkSync("architecture.aigx", join(root, ".aigx", "again.aigx"));
    symlinkSync(join(d, "nothing-here"), join(root, ".aigx", "dangling.aigx"));
    execFileSync("mkfifo", [join(root, ".aigx", "pipe.aigx")]);
    execFileSync("mkfifo", [join(root, "src", "card.aigx")]);
    const started = Date.now();
    const r = await agentcInProcess(["--json", "aigx", "lint", "--root", root]);
    expect(Date.now() - started).toBeLessThan(10_000); // the FIFO is never opened
    expect(r.status, r.stdout).toBe(0);
    const skipped = (
      JSON.parse(r.stdout).diagnostics as Array<{ code: string; severity: string; message: string; file: string }>
    ).filter((x) => x.code === "AIGX-SKIPPED");
    expect(skipped.map((x) => x.severity)).toEqual(["warning", "warning", "warning", "warning", "warning"]);
    const by = (name: string): string =>
      skipped.find((x) => x.file.endsWith(name))?.message ?? `no warning for ${name}`;
    expect(by(".aigx/outside.aigx")).toMatch(/symbolic link that leads out of the repository/);
    expect(by(".aigx/again.aigx")).toMatch(/symbolic link \(to \.aigx\/architecture\.aigx\); links are not followed/);
    expect(by(".aigx/dangling.aigx")).toMatch(/dangling/);
    expect(by(".aigx/pipe.aigx")).toMatch(/FIFO/);
    expect(by("src/card.aigx")).toMatch(/FIFO/);
    // --strict makes the skipped files a failure.
    expect((await agentcInProcess(["--strict", "aigx", "lint", "--root", root])).status).toBe(1);
  });
});
