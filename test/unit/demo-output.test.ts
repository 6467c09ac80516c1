/**
 * `agentc demo` never removes what it did not write: its output directory is replaced only when it
 * holds exactly a previous demo's files (as the demo's marker lists them), or with --force.
 */
import { describe, expect, it } from "vitest";
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { agentc } from "../support/cli.js";
import { tempDir } from "../support/tmp.js";

const demo = (out: string, ...more: string[]) => agentc(["demo", "examples", "-o", out, ...more]);

describe("agentc demo and its output directory", () => {
  it("refuses a directory holding a file it did not write, and keeps the file", () => {
    const out = join(tempDir(), "agentc-demo");
    mkdirSync(out);
    writeFileSync(join(out, "notes.txt"), "mine\n");
    const r = demo(out);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("error[AGC-OUTPUT-EXISTS]");
    expect(r.stderr).toContain(out);
    expect(r.stderr).toContain("notes.txt");
    expect(r.stderr).toContain("use --force or another -o");
    expect(readdirSync(out)).toEqual(["notes.txt"]);
    expect(readFileSync(join(out, "notes.txt"), "utf8")).toBe("mine\n");
  });

  it("replaces its own previous output; refuses it once a file of the user's is added or one of its files is changed", () => {
    const out = join(tempDir(), "agentc-demo");
    const first = demo(out);
    expect(first.status, first.stderr).toBe(0);
    const marker = JSON.parse(readFileSync(join(out, ".agentc-demo.json"), "utf8")) as {
      files: Record<string, string>;
    };
    expect(Object.keys(marker.files)).toContain("evidence.aegx.zip");
    expect(Object.keys(marker.files)).toContain("pictures/evidence.aegx.html");

    const again = demo(out);
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toContain("PASS / PASS");

    // A file of the user's beside the demo's: refused, and nothing removed.
    writeFileSync(join(out, "pictures", "mine.svg"), "<svg/>");
    const before = readdirSync(out, { recursive: true }).sort();
    const refused = demo(out);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("pictures/mine.svg");
    expect(readdirSync(out, { recursive: true }).sort()).toEqual(before);
    expect(readFileSync(join(out, "pictures", "mine.svg"), "utf8")).toBe("<svg/>");

    // One of the demo's files edited by the user: refused too.
    const other = join(tempDir(), "agentc-demo");
    expect(demo(other).status).toBe(0);
    writeFileSync(join(other, "demo-signing.pub"), "edited\n");
    const changed = demo(other);
    expect(changed.status).toBe(1);
    expect(changed.stderr).toContain("demo-signing.pub (changed since the demo wrote it)");
    expect(readFileSync(join(other, "demo-signing.pub"), "utf8")).toBe("edited\n");
  });

  it("--force replaces whatever is there", () => {
    const out = join(tempDir(), "agentc-demo");
    mkdirSync(out);
    writeFileSync(join(out, "notes.txt"), "mine\n");
    const r = demo(out, "--force");
    expect(r.status, r.stderr).toBe(0);
    expect(existsSync(join(out, "notes.txt"))).toBe(false);
    expect(existsSync(join(out, "evidence.aegx.zip"))).toBe(true);
  });
});
