/** Bad input gets a clear, coded error and a non-internal exit code from every reading command; never a stack trace. */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { agentc, agentcInProcess, type CliRun } from "../support/cli.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";

/** Deterministic junk: bytes of a simple generator, so failures reproduce. */
function junk(seed: number, n: number): Buffer {
  const b = Buffer.alloc(n);
  let x = seed;
  for (let i = 0; i < n; i++) b[i] = (x = (x * 1103515245 + 12345) & 0x7fffffff) >> 16;
  return b;
}

const FILES: Array<[string, string | Buffer]> = [
  ["junk.aix", junk(1, 300)],
  ["half.aix.json", '{"meta": {"version": "1.0", '],
  ["junk.air.cbor", junk(2, 64)],
  ["bad-dec.air.json", '{"$kind":"defschema","name":"a/b@1","type":{"dec128":"x"}}'],
  ["junk.uaix", junk(3, 500)],
  ["junk.aegx.zip", junk(4, 500)],
  ["bad.pem", "-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----\n"],
];

const COMMANDS = (d: string): string[][] => [
  ["validate", join(d, "junk.aix")],
  ["validate", join(d, "half.aix.json")],
  ["inspect", join(d, "junk.uaix")],
  ["convert", join(d, "junk.aix"), "--to", "air", "-o", join(d, "out.air")],
  ["roundtrip", join(d, "junk.aegx.zip")],
  ["air", "cat", join(d, "junk.air.cbor")],
  ["air", "hash", join(d, "bad-dec.air.json"), "--profile", "spec"],
  ["aix", "sign", join(repoRoot, "examples", "support-agent.aix"), "--key", join(d, "bad.pem"), "-o", join(d, "s.aix")],
  ["uaix", "verify", join(d, "junk.uaix")],
  ["aegx", "verify", join(d, "junk.aegx.zip")],
];

/** A coded error, a non-internal exit code, no stack trace. */
function expectCodedError(r: CliRun, args: string[]): void {
  expect(r.status, args.join(" ")).not.toBe(0);
  expect(r.status, `${args.join(" ")}: ${r.stderr}`).not.toBe(70);
  expect(r.stderr, args.join(" ")).not.toMatch(/AGC-INTERNAL|\n\s+at [\w.<>]+ \(/);
  expect(r.stderr, args.join(" ")).toMatch(/error\[[A-Z]/);
}

describe("bad input", () => {
  it("never surfaces as an internal error", async () => {
    const d = tempDir();
    for (const [name, data] of FILES) writeFileSync(join(d, name), data);
    for (const args of COMMANDS(d)) expectCodedError(await agentcInProcess(args), args);
  });

  // The built binary as such: a stack trace a user would see is Node's, printed when the bundle's main()
  // rejects or a lazily loaded chunk throws, which only a process shows. Two commands: convert (the
  // converter is loaded lazily) and aegx verify (the archive reader).
  it("never surfaces as an internal error from the built binary either", () => {
    const d = tempDir();
    for (const [name, data] of FILES) writeFileSync(join(d, name), data);
    const spawned = COMMANDS(d).filter(([a, b]) => a === "convert" || (a === "aegx" && b === "verify"));
    expect(spawned).toHaveLength(2);
    for (const args of spawned) expectCodedError(agentc(args), args);
  });
});
