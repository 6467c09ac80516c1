/**
 * Exact verdicts and messages (issue 36): a write that fails has its own exit code (5, AGC-WRITE),
 * names the output and the reason, and leaves what was there; `air diff` of a file that is not
 * AIR is an error, never an empty world; `keygen` never writes through a link; RSA keys under 2048
 * bits are refused for signing, verifying and trust. Full disks are injected: node:fs's write calls
 * fail with ENOSPC for files under one directory (its named exports follow, by
 * syncBuiltinESMExports), and the CLI runs in this process.
 */
import fs, {
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { generateKeyPairSync, sign as cryptoSign } from "node:crypto";
import { syncBuiltinESMExports } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { initBundle } from "../../emitters/aegx/bundle-writer.js";
import { verifyBundle } from "../../src/formats/aegx/verify-bundle.js";
import { repoRoot } from "../support/corpus.js";
import { agentcInProcess } from "../support/cli.js";
import { tempDir } from "../support/tmp.js";

interface Envelope {
  exitCode: number;
  diagnostics: Array<{ code: string; severity: string; message: string }>;
  result: unknown;
}

/** Run `body` with every write to a file under `dir` failing as a full disk does. */
async function diskFullUnder<T>(dir: string, body: () => Promise<T>): Promise<T> {
  const saved = { writeSync: fs.writeSync, writeFileSync: fs.writeFileSync, appendFileSync: fs.appendFileSync };
  const full = (): never => {
    throw Object.assign(new Error("ENOSPC: no space left on device, write"), {
      errno: -28,
      code: "ENOSPC",
      syscall: "write",
    });
  };
  const under = (target: unknown): boolean => {
    try {
      const path = typeof target === "number" ? readlinkSync(`/proc/self/fd/${target}`) : String(target);
      return path.startsWith(dir);
    } catch {
      return false;
    }
  };
  fs.writeSync = ((fd: number, ...rest: unknown[]) =>
    under(fd) ? full() : (saved.writeSync as (...a: unknown[]) => number)(fd, ...rest)) as typeof fs.writeSync;
  fs.writeFileSync = ((file: unknown, ...rest: unknown[]) =>
    under(file)
      ? full()
      : (saved.writeFileSync as (...a: unknown[]) => void)(file, ...rest)) as typeof fs.writeFileSync;
  fs.appendFileSync = ((file: unknown, ...rest: unknown[]) =>
    under(file)
      ? full()
      : (saved.appendFileSync as (...a: unknown[]) => void)(file, ...rest)) as typeof fs.appendFileSync;
  syncBuiltinESMExports();
  try {
    return await body();
  } finally {
    Object.assign(fs, saved);
    syncBuiltinESMExports();
  }
}

const envelope = (stdout: string): Envelope => JSON.parse(stdout) as Envelope;
const agent = join(repoRoot, "examples/support-agent.aix");

describe("write failures", () => {
  it.skipIf(!existsSync("/proc/self/fd"))(
    "a full disk under convert -o: exit 5, AGC-WRITE naming the output and the reason, nothing left behind",
    async () => {
      const dir = tempDir();
      const out = join(dir, "agent.uaix");
      const r = await diskFullUnder(dir, () =>
        agentcInProcess(["--json", "convert", agent, "--to", "uaix", "-o", out]),
      );
      const env = envelope(r.stdout);
      expect(r.status).toBe(5);
      expect(env.exitCode).toBe(5);
      const d = env.diagnostics.find((x) => x.code === "AGC-WRITE");
      expect(d?.message).toBe(`cannot write ${out}: no space left on device (ENOSPC)`);
      expect(readdirSync(dir)).toEqual([]);
    },
  );

  it.skipIf(!existsSync("/proc/self/fd"))(
    "a full disk during add-record --from: exit 5 naming the bundle's file, and the bundle is as it was",
    async () => {
      const dir = join(tempDir(), "run.aegx");
      initBundle(dir, { createdAt: "2026-01-01T00:00:00Z" });
      expect(
        (
          await agentcInProcess([
            "aegx",
            "add-record",
            dir,
            "--type",
            "SessionStart",
            "--principal",
            "SYS",
            "--inline",
            "0",
          ])
        ).status,
      ).toBe(0);
      const files = ["records.jsonl", "audit-log.jsonl", "manifest.json"];
      const before = files.map((f) => readFileSync(join(dir, f)));
      const input = join(tempDir(), "in.jsonl");
      writeFileSync(
        input,
        `${Array.from({ length: 50 }, (_, i) => JSON.stringify({ type: "ToolCall", principal: "TOOL", meta: { ts: "2026-01-01T00:00:00Z" }, payload: { inline: i } })).join("\n")}\n`,
      );
      // The journal is written first; the disk fills after it, on the records.
      const records = join(dir, "records.jsonl");
      const r = await diskFullUnder(records, () =>
        agentcInProcess(["--json", "aegx", "add-record", dir, "--from", input]),
      );
      expect(r.status).toBe(5);
      expect(envelope(r.stdout).diagnostics.find((x) => x.code === "AGC-WRITE")?.message).toBe(
        `cannot write ${records}: no space left on device (ENOSPC)`,
      );
      files.forEach((f, i) => expect(readFileSync(join(dir, f)).equals(before[i]!), f).toBe(true));
      expect(readdirSync(dir).sort()).toEqual(["audit-log.jsonl", "blobs", "manifest.json", "records.jsonl"]);
      expect((await verifyBundle(dir, { strict: true })).diagnostics).toEqual([]);
    },
  );

  it("a system error only a write gives (ENOSPC, EROFS), thrown raw, is still exit 5", async () => {
    const { errorToDiagnostic } = await import("../../src/cli/errors.js");
    const raw = Object.assign(new Error("EROFS: read-only file system, open '/ro/x'"), {
      errno: -30,
      code: "EROFS",
      syscall: "open",
      path: "/ro/x",
    });
    expect(errorToDiagnostic(raw)).toEqual({
      diagnostic: {
        code: "AGC-WRITE",
        severity: "error",
        message: "cannot write /ro/x: read-only file system (EROFS)",
      },
      exitCode: 5,
    });
  });
});

describe("air diff", () => {
  it("of a file that is not AIR is an error (exit 1) and writes no patch, never a patch deleting every definition", async () => {
    const dir = tempDir();
    const bad = join(dir, "notes.air.json");
    writeFileSync(bad, "these are notes, not JSON\n");
    const world = join(repoRoot, "test/fixtures/air/digest");
    const patch = join(dir, "patch.json");
    for (const args of [
      [bad, world],
      [world, bad],
    ]) {
      const r = await agentcInProcess(["--json", "air", "diff", ...args, "-o", patch]);
      expect(r.status).toBe(1);
      const env = envelope(r.stdout);
      expect(env.result).toBeNull();
      expect(env.diagnostics.map((d) => d.code)).toContain("AIR-PARSE");
      expect(env.diagnostics.at(-1)!.message).toBe(`${bad} cannot be read as AIR; nothing was compared`);
      expect(existsSync(patch)).toBe(false);
    }
  });
});

describe("keygen", () => {
  it("--force replaces a link at a key's name and never writes through it; the private key is 0600", async () => {
    const dir = tempDir();
    const target = join(dir, "authorized_keys");
    writeFileSync(target, "someone else's file\n");
    symlinkSync(target, join(dir, "k.key"));
    symlinkSync(target, join(dir, "k.pub"));
    const r = await agentcInProcess(["keygen", "-o", join(dir, "k"), "--force"]);
    expect(r.status, r.stderr).toBe(0);
    expect(readFileSync(target, "utf8")).toBe("someone else's file\n");
    for (const f of ["k.key", "k.pub"]) expect(lstatSync(join(dir, f)).isFile(), f).toBe(true);
    expect(statSync(join(dir, "k.key")).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dir, "k.key"), "utf8")).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    // Without --force a link there is an existing output: refused, and nothing is written through it.
    const again = join(tempDir(), "k");
    symlinkSync(target, `${again}.key`);
    expect((await agentcInProcess(["keygen", "-o", again])).status).toBe(1);
    expect(readFileSync(target, "utf8")).toBe("someone else's file\n");
  });
});

describe("RSA keys under 2048 bits", () => {
  const weak = generateKeyPairSync("rsa", { modulusLength: 1024 });
  const weakPub = weak.publicKey.export({ type: "spki", format: "pem" }).toString();

  it("are refused for signing", async () => {
    const dir = tempDir();
    const key = join(dir, "weak.key");
    writeFileSync(key, weak.privateKey.export({ type: "pkcs8", format: "pem" }));
    const a = join(dir, "a.aix");
    writeFileSync(a, readFileSync(agent));
    const r = await agentcInProcess(["--json", "aix", "sign", a, "--key", key]);
    expect(r.status).not.toBe(0);
    expect(
      envelope(r.stdout)
        .diagnostics.map((d) => d.message)
        .join("\n"),
    ).toContain("RSA keys must have at least 2048 bits; this one has 1024");
    expect(readFileSync(a).equals(readFileSync(agent))).toBe(true);
  });

  it("a signature made with one does not verify, and a --trust directory holding one is refused", async () => {
    const dir = tempDir();
    mkdirSync(join(dir, "keys"));
    // 2048 bits, the least accepted (made here: keygen's 3072 takes seconds on a loaded machine).
    const strong = join(dir, "strong.key");
    writeFileSync(
      strong,
      generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ type: "pkcs8", format: "pem" }),
    );
    const a = join(dir, "a.aix");
    writeFileSync(a, readFileSync(agent));
    expect((await agentcInProcess(["aix", "sign", a, "--key", strong])).status).toBe(0);
    // The same checksum, signed by the weak key and carrying its public key.
    const text = readFileSync(a, "utf8");
    const checksum = /value: "([0-9a-f]{64})"/.exec(text)![1]!;
    const value = cryptoSign("sha256", Buffer.from(checksum, "utf8"), weak.privateKey).toString("base64");
    const signedStrong = join(dir, "strong-signed.aix");
    writeFileSync(signedStrong, text);
    const forged = text.replace(
      /(signature:\n {4}algorithm: "RSA-SHA256"\n {4}value: )"[^"]*"\n {4}public_key: "[^"]*"/,
      `$1"${value}"\n    public_key: ${JSON.stringify(weakPub)}`,
    );
    expect(forged).not.toBe(text);
    writeFileSync(a, forged);
    writeFileSync(join(dir, "keys", "weak.pem"), weakPub);
    const v = await agentcInProcess(["--json", "aix", "verify", a]);
    expect(v.status).toBe(1);
    expect(envelope(v.stdout).diagnostics.find((d) => d.code === "INVALID_KEY")?.message).toContain(
      "this one has 1024",
    );
    // A weak key offered as trusted is refused before it could vouch for anything.
    const t = await agentcInProcess(["--json", "aix", "verify", signedStrong, "--trust", join(dir, "keys")]);
    expect(t.status).not.toBe(0);
    expect(envelope(t.stdout).diagnostics.find((d) => d.code === "AGC-TRUST-KEY")?.message).toBe(
      `${join(dir, "keys", "weak.pem")}: an RSA key of 1024 bits; keys under 2048 bits are refused`,
    );
    expect((await agentcInProcess(["aix", "verify", signedStrong])).status).toBe(0);
  });
});
