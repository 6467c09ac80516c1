/**
 * A real full disk (issue 36): a small tmpfs mounted in a mount namespace of its own (`unshare -rm`,
 * so nothing is mounted for anyone else and it is gone when the run ends), filled until a few KiB
 * are left, and then `convert -o` (a new output and, with --force, over an old one), `aigx export`,
 * `aegx add-record --from` and `aegx export` write there. Each must exit 5 with AGC-WRITE naming the
 * output it was writing (never a temporary) and the reason, and leave every file as it was, with no
 * temporary, lock or journal behind. Where a namespace cannot be made or tmpfs mounted (a container
 * without the right), the test is skipped and test/unit/exact-verdicts.test.ts's injected ENOSPC
 * holds the same guarantees.
 *
 * The runs happen inside the namespace (a script, below, that prints what it saw as JSON): the
 * mount is not visible outside it.
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { corpusPath, repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

/** Whether this machine lets us mount a tmpfs in a mount namespace of our own. */
function canMountTmpfs(): boolean {
  const probe = tempDir();
  const r = spawnSync("unshare", ["-rm", "sh", "-c", 'mount -t tmpfs -o size=64k tmpfs "$1"', "sh", probe], {
    encoding: "utf8",
  });
  return r.status === 0;
}

interface Case {
  name: string;
  status: number;
  diagnostics: Array<{ code: string; message: string }>;
  /** Files (path → sha256) before and after the run, and the temporaries, locks and journals left. */
  changed: string[];
  debris: string[];
  free: number;
}

/** The script run inside the namespace: argv = mount point, repository root, example repository. */
const SCRIPT = String.raw`
import { spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { cpSync, mkdirSync, openSync, writeSync, closeSync, ftruncateSync, readFileSync, readdirSync, statfsSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
const [mnt, repo, example] = process.argv.slice(2);
const cli = (args) => spawnSync(process.execPath, [join(repo, "bin/agentc.js"), "--json", ...args], { encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
const hashes = (dir) => {
  const out = {};
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const p = join(e.parentPath, e.name);
    if (p === filler) continue;
    out[relative(dir, p)] = createHash("sha256").update(readFileSync(p)).digest("hex");
  }
  return out;
};
const debris = (dir) => readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((p) => p.split("/").some((n) => n.startsWith(".agentc-tmp-") || n.startsWith(".agentc-lock.") || n === ".agentc-journal"));
const filler = join(mnt, "filler");
/** Fill the disk, then give back about leaveBytes. */
const fill = (leaveBytes) => {
  const fd = openSync(filler, "a");
  const chunk = Buffer.alloc(4096, 7);
  let size = 0;
  try { for (;;) size += writeSync(fd, chunk); } catch (e) { if (e.code !== "ENOSPC") throw e; }
  ftruncateSync(fd, Math.max(0, size - leaveBytes));
  closeSync(fd);
};
const unfill = () => { try { const fd = openSync(filler, "r+"); ftruncateSync(fd, 0); closeSync(fd); } catch {} };
const free = () => { const s = statfsSync(mnt); return s.bavail * s.bsize; };
const cases = [];
const run = (name, dir, leave, args) => {
  fill(leave);
  const before = hashes(dir);
  const f = free();
  const r = cli(args);
  const after = hashes(dir);
  const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => before[k] !== after[k]);
  let diagnostics = [];
  try { diagnostics = JSON.parse(r.stdout).diagnostics ?? []; } catch { diagnostics = [{ code: "NOT-JSON", message: r.stdout + r.stderr }]; }
  cases.push({ name, status: r.status, diagnostics, changed, debris: debris(dir), free: f });
  unfill();
};
const agent = join(repo, "examples/support-agent.aix");
// convert -o: a new package, then over an old one with --force.
mkdirSync(join(mnt, "out"));
run("convert -o new", join(mnt, "out"), 0, ["convert", agent, "--to", "uaix", "-o", join(mnt, "out/agent.uaix")]);
writeFileSync(join(mnt, "out/old.uaix"), "the package that was there\n");
run("convert -o --force over an old one", join(mnt, "out"), 0, ["convert", agent, "--to", "uaix", "-o", join(mnt, "out/old.uaix"), "--force"]);
// aigx export into a repository on the full disk: room for a few files, not for all.
cpSync(example, join(mnt, "repo"), { recursive: true });
run("aigx export", join(mnt, "repo"), 16384, ["aigx", "export", "--root", join(mnt, "repo"), "--format", "agents-md,cursor"]);
// add-record --from: a bundle with one record, then a batch that does not fit.
const bundle = join(mnt, "run.aegx");
cli(["aegx", "init", bundle, "--created-at", "2026-01-01T00:00:00Z"]);
cli(["aegx", "add-record", bundle, "--type", "SessionStart", "--principal", "SYS", "--inline", "0"]);
const lines = Array.from({ length: 400 }, (_, i) => JSON.stringify({ type: "ToolCall", principal: "TOOL", meta: { ts: "2026-01-01T00:00:00Z" }, payload: { inline: { i, pad: "x".repeat(200) } } }));
writeFileSync(join(mnt, "batch.jsonl"), lines.join("\n") + "\n");
run("aegx add-record --from", bundle, 8192, ["aegx", "add-record", bundle, "--from", join(mnt, "batch.jsonl")]);
const verify = cli(["aegx", "verify", bundle, "--strict"]);
// aegx export of that bundle, with a blob that does not compress, to a zip: room for the bundle's lock, not for the zip.
writeFileSync(join(mnt, "blob.bin"), randomBytes(65536));
cli(["aegx", "add-blob", bundle, join(mnt, "blob.bin")]);
mkdirSync(join(mnt, "zips"));
run("aegx export", join(mnt, "zips"), 8192, ["aegx", "export", bundle, join(mnt, "zips/run.aegx.zip")]);
process.stdout.write(JSON.stringify({ cases, verifyStatus: verify.status, verifyDiagnostics: JSON.parse(verify.stdout).diagnostics.map((d) => d.code + ": " + d.message) }));
`;

describe.skipIf(!canMountTmpfs())("a full disk (a real tmpfs in a mount namespace)", () => {
  it("convert -o, aigx export, add-record --from and aegx export: exit 5, AGC-WRITE naming the output, everything as it was", () => {
    const mnt = tempDir();
    const script = join(tempDir(), "full-disk.mjs");
    writeFileSync(script, SCRIPT);
    const r = spawnSync(
      "unshare",
      [
        "-rm",
        "sh",
        "-c",
        'mount -t tmpfs -o size=1m tmpfs "$1" && exec "$2" "$3" "$1" "$4" "$5"',
        "sh",
        mnt,
        process.execPath,
        script,
        repoRoot,
        corpusPath("aigx/examples/sourcing-app"),
      ],
      { encoding: "utf8" },
    );
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { cases: Case[]; verifyStatus: number; verifyDiagnostics: string[] };
    const expectedPath: Record<string, RegExp> = {
      "convert -o new": /^cannot write \S+\/out\/agent\.uaix: no space left on device \(ENOSPC\)$/,
      "convert -o --force over an old one": /^cannot write \S+\/out\/old\.uaix: no space left on device \(ENOSPC\)$/,
      "aigx export": /^cannot write \S+\/repo\/\S+: no space left on device \(ENOSPC\)$/,
      "aegx add-record --from": /^cannot write \S+\/run\.aegx\/\S+: no space left on device \(ENOSPC\)$/,
      "aegx export": /^cannot write \S+\/zips\/run\.aegx\.zip: no space left on device \(ENOSPC\)$/,
    };
    expect(out.cases.map((c) => c.name)).toEqual(Object.keys(expectedPath));
    for (const c of out.cases) {
      expect(c.status, `${c.name}: ${JSON.stringify(c.diagnostics)}`).toBe(5);
      const w = c.diagnostics.find((d) => d.code === "AGC-WRITE");
      expect(w?.message, `${c.name}: ${JSON.stringify(c.diagnostics)}`).toMatch(expectedPath[c.name]!);
      expect(w!.message).not.toContain(".agentc-tmp-");
      expect(c.changed, c.name).toEqual([]);
      expect(c.debris, c.name).toEqual([]);
    }
    // The partial fills left room for some writes (the failure came part-way), not none.
    expect(out.cases.find((c) => c.name === "aigx export")!.free).toBeGreaterThan(0);
    // The bundle the failed batch was rolled back from verifies under --strict.
    expect(out.verifyDiagnostics).toEqual([]);
    expect(out.verifyStatus).toBe(0);
  }, 120_000);
});
