/**
 * Every `aegx` command's exit codes, held to the two tables docs/security.md states: the general
 * contract for every command but `aegx verify`, and AEGX section 9.2 for `aegx verify`. The codes
 * are read from the document, so the page and the program cannot drift apart. Also: a JSON member
 * written twice in any AEGX file is refused (as the reference's typed records refuse it), and
 * `NetworkRequest` records are written, verified and summarised as a known type.
 */
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { agentcInProcess } from "../support/cli.js";
import { corpusPath, repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";
import { buildProgram } from "../../src/cli/main.js";
import { verifyBundle } from "../../src/formats/aegx/verify-bundle.js";

/** The rows `| <code> | <meaning> |` of the table under the first line matching `heading`. */
function tableAfter(text: string, heading: RegExp): Map<number, string> {
  const lines = text.split("\n");
  const at = lines.findIndex((l) => heading.test(l));
  expect(at, String(heading)).toBeGreaterThanOrEqual(0);
  const rows = new Map<number, string>();
  for (const l of lines.slice(at + 1)) {
    const m = /^\| (\d) \| (.*) \|$/.exec(l);
    if (m) rows.set(Number(m[1]), m[2]!);
    else if (rows.size > 0 && !l.startsWith("|")) break;
  }
  return rows;
}

const security = readFileSync(join(repoRoot, "docs/security.md"), "utf8");
const general = tableAfter(security, /^## One exit-code contract/);
const verifyTable = tableAfter(security, /^### `aegx verify` follows the AEGX specification/);

/** The code whose meaning in `table` matches `words`. */
function code(table: Map<number, string>, words: RegExp): number {
  const hits = [...table].filter(([, meaning]) => words.test(meaning)).map(([c]) => c);
  expect(hits, `one row of the table matches ${words}`).toHaveLength(1);
  return hits[0]!;
}

type Situation = "ok" | "fails" | "usage" | "schema" | "io";

/** What each situation is called in each table. */
const GENERAL: Record<Situation, RegExp> = {
  ok: /^ok$/,
  fails: /^the input fails its checks/,
  usage: /^usage error/,
  schema: /^AEGX only: verification could not run/,
  io: /^input missing or unreadable/,
};
const VERIFY: Record<Situation, RegExp> = {
  ok: /^verification passed$/,
  fails: /^verification failed/,
  usage: /a usage error/,
  schema: /^schema validation failure/,
  io: /^I\/O or parse error/,
};

let d: string;
/** A bundle that verifies, one that fails verification, one that fails its schema, one whose audit chain is broken. */
let good: string, tampered: string, schema: string, broken: string, blobFile: string;

beforeAll(async () => {
  d = tempDir();
  good = join(d, "good");
  expect((await agentcInProcess(["aegx", "init", good, "--created-at", "2026-02-15T00:00:00Z"])).status).toBe(0);
  blobFile = join(d, "note.txt");
  writeFileSync(blobFile, "hello");
  tampered = join(d, "tampered");
  cpSync(corpusPath("aegx/cases/01_tamper_payload"), tampered, { recursive: true });
  schema = join(d, "schema");
  cpSync(corpusPath("aegx/cases/08_meta_without_ts"), schema, { recursive: true });
  broken = join(d, "broken");
  cpSync(corpusPath("aegx/cases/22_audit_reordered"), broken, { recursive: true });
});

const missing = (): string => join(d, "no-such-bundle");
let n = 0;
const fresh = (): string => join(d, `out-${n++}`);
const zipOf = async (dir: string): Promise<string> => {
  const z = `${fresh()}.aegx.zip`;
  expect((await agentcInProcess(["aegx", "export", dir, z])).status).toBe(0);
  return z;
};
/** An Ed25519 signing key, made once. */
let key: string | undefined;
const signingKey = async (): Promise<string> => {
  if (!key) {
    const prefix = join(d, "attest");
    expect((await agentcInProcess(["keygen", "--alg", "ed25519", "-o", prefix])).status).toBe(0);
    key = `${prefix}.key`;
  }
  return key;
};
const attestationOf = async (bundle: string): Promise<string> => {
  const out = `${fresh()}.intoto.json`;
  expect((await agentcInProcess(["aegx", "attest", bundle, "--key", await signingKey(), "-o", out])).status).toBe(0);
  return out;
};
const record = [
  "--type",
  "SessionStart",
  "--principal",
  "SYS",
  "--meta",
  '{"ts":"2026-02-15T00:00:00Z"}',
  "--inline",
  "{}",
];

/** Per command, the situations it can meet and a run that meets each. `aegx verify` is read against its own table. */
const TABLE: Record<string, Partial<Record<Situation, () => Promise<string[]>>>> = {
  init: {
    ok: async () => ["aegx", "init", fresh(), "--created-at", "2026-02-15T00:00:00Z"],
    fails: async () => ["aegx", "init", good], // a non-empty directory, without --force
    usage: async () => ["aegx", "init", fresh(), "--bogus"],
  },
  "add-record": {
    ok: async () => ["aegx", "add-record", good, ...record],
    fails: async () => ["aegx", "add-record", broken, ...record], // the audit log does not continue the chain
    usage: async () => ["aegx", "add-record", good, "--type", "Nope", "--principal", "SYS", "--inline", "{}"],
    io: async () => ["aegx", "add-record", missing(), ...record],
  },
  "add-blob": {
    ok: async () => ["aegx", "add-blob", good, blobFile],
    usage: async () => ["aegx", "add-blob", good],
    io: async () => ["aegx", "add-blob", good, join(d, "no-such-file")],
  },
  export: {
    ok: async () => ["aegx", "export", good, `${fresh()}.aegx.zip`],
    fails: async () => {
      const z = `${fresh()}.aegx.zip`;
      writeFileSync(z, "already here");
      return ["aegx", "export", good, z]; // an output that already exists
    },
    usage: async () => ["aegx", "export", good],
    io: async () => ["aegx", "export", missing(), `${fresh()}.aegx.zip`],
  },
  import: {
    ok: async () => ["aegx", "import", await zipOf(good), fresh()],
    fails: async () => ["aegx", "import", await zipOf(tampered), fresh()],
    usage: async () => ["aegx", "import", await zipOf(good)],
    schema: async () => ["aegx", "import", await zipOf(schema), fresh()],
    io: async () => ["aegx", "import", join(d, "no-such.aegx.zip"), fresh()],
  },
  verify: {
    ok: async () => ["aegx", "verify", good],
    fails: async () => ["aegx", "verify", tampered],
    usage: async () => ["aegx", "verify", good, "--bogus"],
    schema: async () => ["aegx", "verify", schema],
    io: async () => ["aegx", "verify", missing()],
  },
  // Evidence of agents' sessions (issue 37): a real Codex rollout from the fixtures; a line that is not a log fails.
  from: {
    ok: async () => [
      "aegx",
      "from",
      join(repoRoot, "test/fixtures/sessions/codex/simonw-sample-codex.jsonl"),
      "-o",
      fresh(),
    ],
    fails: async () => {
      const bad = `${fresh()}.jsonl`;
      writeFileSync(bad, "not a log\n");
      return ["aegx", "from", bad, "-o", fresh()];
    },
    usage: async () => ["aegx", "from", join(repoRoot, "test/fixtures/sessions/codex/simonw-sample-codex.jsonl")],
    io: async () => ["aegx", "from", join(d, "no-such-log.jsonl"), "-o", fresh()],
  },
  attest: {
    ok: async () => ["aegx", "attest", good, "--key", await signingKey(), "-o", `${fresh()}.intoto.json`],
    usage: async () => ["aegx", "attest", good, "-o", `${fresh()}.intoto.json`],
    io: async () => ["aegx", "attest", missing(), "--key", await signingKey(), "-o", `${fresh()}.intoto.json`],
  },
  "verify-attestation": {
    ok: async () => ["aegx", "verify-attestation", await attestationOf(good), "--bundle", good],
    fails: async () => {
      const other = fresh();
      expect((await agentcInProcess(["aegx", "init", other, "--created-at", "2026-02-16T00:00:00Z"])).status).toBe(0);
      return ["aegx", "verify-attestation", await attestationOf(good), "--bundle", other];
    },
    usage: async () => ["aegx", "verify-attestation", await attestationOf(good)],
    io: async () => ["aegx", "verify-attestation", join(d, "no-such.intoto.json"), "--bundle", good],
  },
  repair: {
    ok: async () => ["aegx", "repair", good],
    usage: async () => ["aegx", "repair"],
    io: async () => ["aegx", "repair", missing()],
  },
  summarize: {
    ok: async () => ["aegx", "summarize", good],
    fails: async () => ["aegx", "summarize", tampered],
    usage: async () => ["aegx", "summarize"],
    schema: async () => ["aegx", "summarize", schema],
    io: async () => ["aegx", "summarize", missing()],
  },
};

describe("every aegx command exits as docs/security.md states", () => {
  it("the document's tables hold the codes this test reads", () => {
    // 5 (an output cannot be written) is held by test/unit/exact-verdicts.test.ts, which injects the failures.
    expect([...general.keys()].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect([...verifyTable.keys()].sort()).toEqual([0, 2, 3, 4]);
  });

  it("every aegx command has a row here (a new command needs its exit codes stated and tested)", () => {
    const aegx = buildProgram().commands.find((c) => c.name() === "aegx")!;
    const names = aegx.commands.map((c) => c.name()).filter((c) => c !== "help");
    for (const name of names) expect(Object.keys(TABLE), `aegx ${name}: add its row to TABLE`).toContain(name);
  });

  for (const [command, situations] of Object.entries(TABLE)) {
    for (const [situation, args] of Object.entries(situations) as Array<[Situation, () => Promise<string[]>]>) {
      it(`aegx ${command}: ${situation}`, async () => {
        const expected =
          command === "verify" ? code(verifyTable, VERIFY[situation]) : code(general, GENERAL[situation]);
        const r = await agentcInProcess(["--json", ...(await args())]);
        const envelope = JSON.parse(r.stdout) as { exitCode: number; diagnostics: Array<{ code: string }> };
        expect(r.status, `${r.stdout}`).toBe(expected);
        expect(envelope.exitCode).toBe(expected);
        if (situation === "usage") expect(envelope.diagnostics.map((x) => x.code)).toContain("AGC-USAGE");
      });
    }
  }

  it("aegx verify: the AEGX tamper cases exit 2 (spec 9.2), the schema cases 3, the parse cases 4", async () => {
    for (const c of [
      "golden-v0.1/tamper_record",
      "golden-v0.1/tamper_audit",
      "cases/01_tamper_payload",
      "cases/22_audit_reordered",
    ]) {
      expect((await agentcInProcess(["aegx", "verify", corpusPath("aegx", c)])).status, c).toBe(2);
    }
    expect((await agentcInProcess(["aegx", "verify", corpusPath("aegx/cases/07_meta_ts_offset_form")])).status).toBe(3);
    expect((await agentcInProcess(["aegx", "verify", corpusPath("aegx/cases/26_deep_nesting_130")])).status).toBe(4);
  });

  it("aegx verify --strict, and the global --strict, fail a bundle with warnings with 2 (spec 9.2), not 1", async () => {
    const warned = corpusPath("aegx/cases/02_unknown_top_level_field");
    expect((await agentcInProcess(["aegx", "verify", warned])).status).toBe(0);
    expect((await agentcInProcess(["aegx", "verify", warned, "--strict"])).status).toBe(2);
    const global = await agentcInProcess(["--json", "--strict", "aegx", "verify", warned]);
    expect(global.status).toBe(2);
    expect(JSON.parse(global.stdout).diagnostics.map((x: { code: string }) => x.code)).toContain("AGC-STRICT");
    // Every other command keeps the general contract's 1 for --strict.
    expect((await agentcInProcess(["--strict", "aegx", "summarize", warned])).status).toBe(1);
  });
});

describe("a JSON member written twice in an AEGX file is refused", () => {
  const golden = (): string => {
    const b = fresh();
    cpSync(corpusPath("aegx/golden-v0.1/minimal"), b, { recursive: true });
    return b;
  };
  /** Replace the first `from` in `file` by `to`. */
  const edit = (file: string, from: string, to: string): void => {
    const text = readFileSync(file, "utf8");
    expect(text).toContain(from);
    writeFileSync(file, text.replace(from, to));
  };
  const cases: Array<[string, (b: string) => void, string]> = [
    [
      "recordId twice in a record line",
      (b) =>
        edit(
          join(b, "records.jsonl"),
          '"type":"SessionStart"',
          '"recordId":"a61ecc31a3cdcfaf35686574a2a2e239c32156601c27bd9f83b272574ed152d7","type":"SessionStart"',
        ),
      "recordId",
    ],
    [
      "type twice in a record line (the last would win)",
      (b) => edit(join(b, "records.jsonl"), '"type":"SessionStart"', '"type":"FileWrite","type":"SessionStart"'),
      "type",
    ],
    [
      "a key twice inside meta",
      (b) => edit(join(b, "records.jsonl"), '"meta":{', '"meta":{"ts":"2026-02-15T00:00:01Z",'),
      "ts",
    ],
    ["idx twice in an audit entry", (b) => edit(join(b, "audit-log.jsonl"), '{"idx":0,', '{"idx":0,"idx":0,'), "idx"],
    [
      "a manifest key twice",
      (b) => edit(join(b, "manifest.json"), '"record_count": 2,', '"record_count": 2,\n  "record_count": 2,'),
      "record_count",
    ],
  ];
  for (const [name, tamper, key] of cases) {
    it(name, async () => {
      const b = golden();
      expect((await verifyBundle(b)).specExitCode).toBe(0);
      tamper(b);
      for (const strict of [[], ["--strict"]]) {
        const r = await agentcInProcess(["--json", "aegx", "verify", b, ...strict]);
        // AEGX section 9.2: a file that does not parse is exit 4, as the reference's serde refuses a duplicate field.
        expect(r.status).toBe(4);
        const ds = JSON.parse(r.stdout).diagnostics as Array<{ code: string; message: string }>;
        expect(ds).toContainEqual(
          expect.objectContaining({ code: "AEGX-PARSE", message: `parse error: duplicate field \`${key}\`` }),
        );
      }
      expect((await agentcInProcess(["aegx", "summarize", b])).status).not.toBe(0);
    });
  }
});

describe("NetworkRequest is a known record type", () => {
  it("is appended, verifies, survives a zip round trip and is counted by summarize", async () => {
    const b = fresh();
    expect((await agentcInProcess(["aegx", "init", b, "--created-at", "2026-02-15T00:00:00Z"])).status).toBe(0);
    const add = await agentcInProcess([
      "aegx",
      "add-record",
      b,
      "--type",
      "NetworkRequest",
      "--principal",
      "TOOL",
      "--meta",
      '{"ts":"2026-02-15T00:00:00Z"}',
      "--inline",
      '{"method":"GET","url":"https://example.com/"}',
    ]);
    expect(add.status, add.stderr).toBe(0);
    const line = readFileSync(join(b, "records.jsonl"), "utf8");
    expect(line).toContain('"type":"NetworkRequest"');
    const v = await agentcInProcess(["--json", "aegx", "verify", b, "--strict"]);
    expect(v.status, v.stdout).toBe(0);
    const back = fresh();
    expect((await agentcInProcess(["aegx", "import", await zipOf(b), back])).status).toBe(0);
    const s = await agentcInProcess(["--json", "aegx", "summarize", back]);
    expect(s.status).toBe(0);
    expect(JSON.stringify(JSON.parse(s.stdout).result)).toContain("NetworkRequest");
  });
});
