/**
 * Writers of packages and genomes hold the advisory lock of what they write (issue 36), not only the
 * race-free publish: `convert -o`, `uaix pack`, and every write to a repository's genome (`aigx
 * export`, `import`, `aigx genome --merge`). A run that finds the lock held by a live run waits
 * (AGENTC_LOCK_TIMEOUT_MS, here 300 ms), then fails AGC-LOCKED with exit 5, naming the lock, and
 * writes nothing. And 8 `aigx export` started together into one repository take turns: each exits 0
 * or AGC-LOCKED, the tree is exactly one export's, with no temporary or lock left.
 */
import { spawn } from "node:child_process";
import { cpSync, readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { acquireLock, lockFileOf, LOCK_PREFIX } from "../../ir/io/file-lock.js";
import { TEMP_PREFIX } from "../../ir/io/atomic-write.js";
import { genomeLockTarget } from "../../src/pipeline/rules/genome-lock.js";
import { corpusPath, repoRoot } from "../support/corpus.js";
import { packageDir } from "../support/uaix-fixture.js";
import { tempDir } from "../support/tmp.js";

interface Run {
  status: number;
  stdout: string;
  stderr: string;
}

/** The built CLI, started without waiting for it. */
function agentcAsync(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(repoRoot, "bin/agentc.js"), ...args], {
      cwd: repoRoot,
      env: { ...process.env, NO_COLOR: "1", ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("close", (code) => done({ status: code ?? -1, stdout, stderr }));
  });
}

/** Every file under `dir` with its bytes (base64), by relative path. */
function files(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const e of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (e.isFile())
      out.set(relative(dir, join(e.parentPath, e.name)), readFileSync(join(e.parentPath, e.name)).toString("base64"));
  }
  return out;
}

const differences = (a: Map<string, string>, b: Map<string, string>): string[] =>
  [...new Set([...a.keys(), ...b.keys()])].filter((k) => a.get(k) !== b.get(k)).sort();
const debris = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((p) =>
    p.split("/").some((n) => n.startsWith(TEMP_PREFIX) || n.startsWith(LOCK_PREFIX)),
  );
const copyOf = (src: string): string => {
  const root = join(tempDir(), "repo");
  cpSync(src, root, { recursive: true });
  return root;
};

const agent = join(repoRoot, "examples/support-agent.aix");
const sourcingApp = corpusPath("aigx/examples/sourcing-app");
const EXPORT = ["aigx", "export", "--format", "agents-md,cursor"];

describe("a live run's lock on a package or a genome", () => {
  /** Each case: the lock's target, the command, and the tree that must not change while it is refused. */
  const cases: Array<{ name: string; setup: () => { target: string; args: string[]; tree: string } }> = [
    {
      name: "convert -o <package>",
      setup: () => {
        const dir = tempDir();
        return {
          target: join(dir, "agent.uaix"),
          args: ["convert", agent, "--to", "uaix", "-o", join(dir, "agent.uaix")],
          tree: dir,
        };
      },
    },
    {
      name: "uaix pack -o <package>",
      setup: () => {
        const dir = tempDir();
        return {
          target: join(dir, "p.uaix"),
          args: [
            "uaix",
            "pack",
            packageDir(["persona_profile"]),
            "-o",
            join(dir, "p.uaix"),
            "--scope",
            "persona_profile",
          ],
          tree: dir,
        };
      },
    },
    {
      name: "aigx export",
      setup: () => {
        const root = copyOf(sourcingApp);
        return { target: genomeLockTarget(root), args: [...EXPORT, "--root", root], tree: root };
      },
    },
    {
      name: "import",
      setup: () => {
        const root = copyOf(corpusPath("../realworld/supabase__supabase"));
        return { target: genomeLockTarget(root), args: ["import", root], tree: root };
      },
    },
    {
      name: "aigx genome --merge",
      setup: () => {
        const root = copyOf(sourcingApp);
        return { target: genomeLockTarget(root), args: ["aigx", "genome", root, "--merge"], tree: root };
      },
    },
  ];
  for (const c of cases) {
    it(`${c.name}: waits, then fails AGC-LOCKED (exit 5) naming the lock, and writes nothing; once released it writes`, async () => {
      const { target, args, tree } = c.setup();
      const before = files(tree);
      const lock = await acquireLock(target);
      try {
        const r = await agentcAsync(["--json", ...args], { AGENTC_LOCK_TIMEOUT_MS: "300" });
        expect(r.status, r.stdout + r.stderr).toBe(5);
        const d = (JSON.parse(r.stdout) as { diagnostics: Array<{ code: string; message: string }> }).diagnostics.find(
          (x) => x.code === "AGC-LOCKED",
        );
        expect(d?.message).toContain(lockFileOf(target));
        expect(d?.message).toContain(`pid ${process.pid}`);
        // Nothing written: the tree holds exactly what it held, and the held lock.
        const now = files(tree);
        now.delete(relative(tree, lockFileOf(target)));
        expect(differences(now, before)).toEqual([]);
      } finally {
        lock.release();
      }
      const free = await agentcAsync(["--json", ...args]);
      expect(free.status, free.stdout + free.stderr).toBe(0);
      expect(differences(files(tree), before).length, "the run after the release writes").toBeGreaterThan(0);
      expect(debris(tree)).toEqual([]);
    }, 60_000);
  }
});

describe("8 aigx export at once into one repository", () => {
  it("each exits 0 or AGC-LOCKED, the tree is exactly one export's, and nothing temporary is left", async () => {
    const reference = copyOf(sourcingApp);
    expect((await agentcAsync([...EXPORT, "--root", reference])).status).toBe(0);
    const whole = files(reference);
    const root = copyOf(sourcingApp);
    const before = files(root);
    const runs = await Promise.all(Array.from({ length: 8 }, () => agentcAsync(["--json", ...EXPORT, "--root", root])));
    for (const r of runs) {
      if (r.status === 0) continue;
      expect(r.status, r.stdout + r.stderr).toBe(5);
      expect(
        (JSON.parse(r.stdout) as { diagnostics: Array<{ code: string }> }).diagnostics.map((d) => d.code),
      ).toContain("AGC-LOCKED");
    }
    expect(runs.filter((r) => r.status === 0).length, "at least one export ran").toBeGreaterThan(0);
    // A floor: the export writes files, so a tree equal to the reference is not the tree as it was.
    expect(differences(whole, before).length).toBeGreaterThan(0);
    expect(differences(files(root), whole)).toEqual([]);
    expect(debris(root)).toEqual([]);
    // Exactly one export wrote: the others found every file already as it would write it.
    const wrote = runs
      .filter((r) => r.status === 0)
      .map(
        (r) =>
          (JSON.parse(r.stdout) as { result: { files: Array<{ status: string }> } }).result.files.filter(
            (f) => f.status === "new",
          ).length,
      );
    expect(wrote.filter((n) => n > 0)).toHaveLength(1);
  }, 120_000);
});
