/**
 * The AIX format's own steps, in process (src/formats/aix/format.ts, check-file.ts, report.ts): what
 * a file that cannot be read reports, the validation report of AIX spec section 7.4 (section and field
 * from the pointer, line:col, hint), the one-line summary, and the refusal to convert between versions.
 * Expected values come from the input itself (its pointers, its bytes) and from node's own errors.
 */
import { createHash, generateKeyPairSync } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkAixFile, checkAixText, checksumVerified } from "../../src/formats/aix/check-file.js";
import { aixReport } from "../../src/formats/aix/report.js";
import { readAixText } from "../../src/formats/aix/read-agent.js";
import { computeChecksum } from "../../ir/dialects/aix/checksum.js";
import { signChecksum } from "../../ir/dialects/aix/signature.js";
import { convertPath } from "../../src/pipeline/convert.js";
import { raiseAix } from "../../src/formats/aix/raise.js";
import { LossLedger } from "../../ir/loss-ledger.js";
import { AIX_AGENT_NODE, aixGraph, aixNodeOf } from "../../src/formats/aix/load-graph.js";
import { agentDid, lowerToAix, lowerToAix14 } from "../../src/formats/aix/lower.js";
import { validateAix } from "../../src/formats/aix/validate.js";
import { computeChecksumV14 } from "../../ir/dialects/aix/v14.js";
import { fromPlain, toPlain, type JsonObject } from "../../ir/json/value.js";
import { addCoreAgent, type CoreAgent } from "../../ir/dialects/core/agent.js";
import { aixFormat } from "../../src/formats/aix/format.js";
import { newRun } from "../../src/pipeline/run-context.js";
import type { TrustOptions } from "../../ir/signing/trust.js";
import { validate } from "../../src/api.js";
import { tempDir } from "../support/tmp.js";

const NOW = new Date("2026-01-01T00:00:00Z");
const BODY =
  'meta:\n  version: "1.0.0"\n  id: "550e8400-e29b-41d4-a716-446655440000"\n  name: "T"\n  created: "2025-01-12T10:30:00Z"\n  author: "a"\npersona:\n  role: "r"\n  instructions: "i"\n';
/** BODY with its real sha256 checksum appended (AIX v1.0: the document without security). */
const withChecksum = (body: string): string =>
  `${body}security:\n  checksum:\n    algorithm: "sha256"\n    value: "${computeChecksum(readAixText("a.aix", body).doc!, "sha256")}"\n`;

/** A core agent with a role, instructions and nothing else. */
const bareAgent = (id: string, name: string, version: string): CoreAgent => ({
  id,
  name,
  version,
  persona: { role: "R", instructions: "I", constraints: [] },
  tools: [],
  apis: [],
  mcpServers: [],
  memory: {},
  policy: { allowedOperations: [], restrictedDomains: [] },
});

describe("an AIX file that cannot be read", () => {
  it("bytes that are not UTF-8: one INVALID_ENCODING error, through the check and through validate", async () => {
    const file = join(tempDir("aix-format"), "latin1.aix");
    writeFileSync(file, Buffer.from("meta: caf\xe9\n", "latin1"));
    const c = checkAixFile(file);
    const expected = { code: "INVALID_ENCODING", section: "", field: "", message: "the file is not valid UTF-8" };
    expect(c.report).toEqual({ valid: false, errors: [expected], warnings: [], info: [] });
    expect(c.diagnostics.all.map((d) => [d.severity, d.file])).toEqual([["error", file]]);
    expect(c.source).toMatchObject({ file, text: "", syntax: "yaml" });
    expect(c.signature).toEqual({ state: "absent" });
    expect(checksumVerified(c)).toBe(false);
    const v = await validate(file, { format: "aix" });
    expect(v.diagnostics.map((d) => [d.severity, d.code, d.message, d.file])).toEqual([
      ["error", "INVALID_ENCODING", "the file is not valid UTF-8", file],
    ]);
    expect(v.exitCode).toBe(1);
  });

  it("a missing file: AIX-IO with the reader's message (the path, then why)", () => {
    const file = join(tempDir("aix-format"), "missing.aix");
    const c = checkAixFile(file);
    expect(c.report.errors).toEqual([
      { code: "AIX-IO", section: "", field: "", message: `${file}: no such file or directory` },
    ]);
    expect(c.report.valid).toBe(false);
  });
});

describe("the validation report (AIX 7.4)", () => {
  it("section and field come from the pointer (escaped tokens unescaped), with line:col and hint", () => {
    const report = aixReport([
      { code: "E1", severity: "error", message: "m1", pointer: "/apis/0/auth/type", line: 3, col: 7, hint: "h" },
      { code: "W1", severity: "warning", message: "m2", pointer: "/x~1y/a~0b" },
      { code: "I1", severity: "info", message: "m3" },
    ]);
    expect(report).toEqual({
      valid: false,
      errors: [{ code: "E1", section: "apis", field: "0.auth.type", message: "m1", line: 3, col: 7, hint: "h" }],
      warnings: [{ code: "W1", section: "x/y", field: "a~b", message: "m2" }],
      info: [{ code: "I1", section: "", field: "", message: "m3" }],
    });
    // Warnings and notes alone leave the report valid.
    expect(aixReport([{ code: "W", severity: "warning", message: "w" }]).valid).toBe(true);
  });

  it("a checked file: every item placed at its line:col in the text", () => {
    const text = `${BODY.replace('name: "T"', 'name: ""')}security:\n  checksum:\n    algorithm: "md5"\n    value: "00"\n`;
    const c = checkAixText("a.aix", text, { now: NOW });
    // Lines and columns counted in `text`: name on line 4 (value at col 9), algorithm on 12 (col 16), value on 13 (col 12).
    expect(c.report).toEqual({
      valid: false,
      errors: [
        {
          code: "INVALID_LENGTH",
          section: "meta",
          field: "name",
          message: "Field 'name' must be 1-100 characters, got 0",
          line: 4,
          col: 9,
        },
        {
          code: "INVALID_ENUM",
          section: "security",
          field: "checksum.algorithm",
          message: expect.stringContaining(`got "md5"`),
          line: 12,
          col: 16,
        },
      ],
      warnings: [
        {
          code: "CHECKSUM_PLACEHOLDER",
          section: "security",
          field: "checksum.value",
          message:
            'checksum value "00" is a placeholder: nothing was computed, so nothing is proven (run `agentc aix checksum <file> --write`; --require-checksum makes this an error)',
          line: 13,
          col: 12,
        },
      ],
      info: [],
    });
  });
});

describe("the AIX summary line", () => {
  it("names the syntax, the verdict, and every note joined by '; '", async () => {
    const dir = tempDir("aix-format");
    const ok = join(dir, "ok.aix");
    writeFileSync(ok, withChecksum(BODY));
    expect((await validate(ok)).summary).toBe("AIX agent (yaml): valid — sha256 checksum verified");
    const bad = join(dir, "bad.aix.json");
    writeFileSync(bad, JSON.stringify({ meta: { name: "T" } }));
    const v = await validate(bad);
    expect(v.summary).toBe("AIX agent (json): INVALID");
    expect(v.result).toMatchObject({ valid: false, info: [] });
    // A signed agent has three notes (checksum verified, signature valid, nobody vouched for its key).
    const key = generateKeyPairSync("ed25519").privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    const body = withChecksum(BODY);
    const sig = signChecksum(computeChecksum(readAixText("a.aix", BODY).doc!, "sha256"), key);
    const signed = join(dir, "signed.aix");
    writeFileSync(
      signed,
      `${body}  signature:\n    algorithm: ${sig.algorithm}\n    value: "${sig.value}"\n    public_key: ${JSON.stringify(sig.publicKeyPem)}\n`,
    );
    const notes = checkAixFile(signed).report.info;
    expect(notes.map((i) => i.code)).toEqual(["CHECKSUM_VALID", "SIGNATURE_VALID", "SIGNATURE_UNTRUSTED"]);
    expect((await validate(signed)).summary).toBe(
      `AIX agent (yaml): valid — ${notes.map((i) => i.message).join("; ")}`,
    );
  });
});

describe("an AIX file converted to AIX", () => {
  it("between versions is refused with AIX-VERSION, whose message names both versions and the way out", async () => {
    const dir = tempDir("aix-format");
    const file = join(dir, "a.aix");
    writeFileSync(file, withChecksum(BODY));
    const err = await convertPath(file, { to: "aix", output: join(dir, "b.aix"), aixVersion: "1.4" }).catch(
      (e: unknown) => e as { diagnostics: Array<{ code: string; severity: string; message: string; file?: string }> },
    );
    expect(err.diagnostics.filter((d) => d.code === "AIX-VERSION")).toEqual([
      {
        code: "AIX-VERSION",
        severity: "error",
        message:
          "the agent is AIX v1.0 and the conversion asks for v1.4: an AIX file is converted within its version (a re-emission), not between versions; give --aix-version 1.0, or convert the agent from the format it came from with --aix-version 1.4",
        file,
        pass: "aix.validate",
      },
    ]);
  });
});

describe("raising an AIX agent: the whole core agent and the whole ledger", () => {
  // One field of each kind core does not carry, each named by the pointer the input gives it.
  const AGENT = `meta:
  version: "2.1.0"
  id: "550e8400-e29b-41d4-a716-446655440000"
  name: "N"
  description: "D"
  created: "2025-01-12T10:30:00Z"
  author: "A"
  tags: ["t"]
persona:
  role: "R"
  tone: "T"
  style: "S"
  instructions: "I"
  constraints: ["c1", 2, "c2"]
  temperature: 0.5
  context_window: 4096
  x-mood: "calm"
skills:
  - name: "s0"
    description: "d0"
    priority: 3
  - "not a skill"
  - enabled: false
apis:
  - name: "a0"
    base_url: "https://x.example"
    description: "ad"
    auth:
      type: "bearer"
    rate_limit:
      requests: 1
    endpoints:
      - path: "/p"
        method: "post"
        summary: "s"
      - {}
  - name: "no base url"
mcp:
  servers:
    - name: "m0"
      command: "npx"
      description: "md"
      args: ["-y", "pkg"]
      env:
        K: "V"
      x-tool: 1
      timeout: 5
    - args: [1]
      env:
        N: 2
  x-mcp: true
memory:
  episodic:
    enabled: true
  semantic: "not an object"
  scratch: {}
security:
  checksum:
    algorithm: "sha256"
    value: "00"
  signature:
    algorithm: "Ed25519"
    value: "v"
  capabilities:
    allowed_operations: ["call_apis"]
    restricted_domains: ["*.internal"]
    max_api_calls_per_minute: 60
    sandbox: true
  compliance: {}
x-top: {"k": 1}
extra: 1
`;
  const raise = (target: string) => {
    const ledger = new LossLedger();
    const core = raiseAix(readAixText("a.aix", AGENT).doc!, "a.aix", ledger, target);
    return { core: JSON.parse(JSON.stringify(core)) as unknown, ledger: ledger.entries.map((e) => ({ ...e })) };
  };

  it("keeps identity, persona, tools, APIs, servers, memory, policy and top-level x- sections", () => {
    expect(raise("air").core).toEqual({
      id: "550e8400-e29b-41d4-a716-446655440000",
      name: "N",
      version: "2.1.0",
      persona: {
        role: "R",
        instructions: "I",
        constraints: ["c1", "c2"],
        tone: "T",
        style: "S",
        temperature: 0.5,
        contextWindow: 4096,
      },
      tools: [
        { name: "s0", description: "d0", enabled: true },
        { name: "skill_2", description: "", enabled: false },
      ],
      apis: [
        {
          name: "a0",
          baseUrl: "https://x.example",
          description: "ad",
          endpoints: [
            { method: "POST", path: "/p" },
            { method: "GET", path: "/" },
          ],
        },
      ],
      mcpServers: [
        {
          name: "m0",
          command: "npx",
          description: "md",
          args: ["-y", "pkg"],
          env: { K: "V" },
          extensions: { "x-tool": 1 },
        },
        { name: "server_1", command: "" },
      ],
      memory: { episodic: { enabled: true } },
      policy: { allowedOperations: ["call_apis"], restrictedDomains: ["*.internal"], maxApiCallsPerMinute: 60 },
      extensions: { "x-top": { k: 1 } },
      author: "A",
      description: "D",
      created: "2025-01-12T10:30:00Z",
    });
  });

  it("ledgers every other field with its reason, naming the target in upper case", () => {
    const row = (pointer: string, reason: string, regenerated?: true) => ({
      pointer,
      file: "a.aix",
      target: "air",
      reason,
      ...(regenerated ? { regenerated } : {}),
    });
    const server = (k: string) =>
      `AIR keeps an MCP server's name, command and description, not its ${k} (commands are data, never run)`;
    expect(raise("air").ledger).toEqual([
      row("/extra", "AIR has no place for the top-level field extra"),
      row("/meta/tags", "AIR has no place for /meta field tags"),
      row("/persona/x-mood", "extension field x-mood has no AIR equivalent"),
      row("/mcp/x-mcp", "extension field x-mcp has no AIR equivalent"),
      row("/memory/scratch", "AIR has no place for /memory field scratch"),
      row(
        "/security/checksum",
        "the source's checksum covers the source document only; a converted AIR output needs its own integrity",
        true,
      ),
      row(
        "/security/signature",
        "the source's signature covers the source document only; a converted AIR output needs its own integrity",
        true,
      ),
      row("/security/compliance", "AIR has no place for /security field compliance"),
      row("/security/capabilities/sandbox", "AIR has no place for /security/capabilities field sandbox"),
      row("/skills/0/priority", "a skill converts as its name, description and enabled flag, not its priority"),
      row("/apis/0/endpoints/0/summary", "AIR keeps an endpoint's method and path, not its summary"),
      row("/apis/0/auth", "auth configuration and secrets never travel between formats"),
      row("/apis/0/rate_limit", "AIR has no rate_limit for an API"),
      row("/mcp/servers/0/timeout", server("timeout")),
      row("/mcp/servers/1/args", server("args")),
      row("/mcp/servers/1/env", server("env")),
    ]);
  });

  it("an agent with no meta or persona raises to stated defaults", () => {
    const core = raiseAix(readAixText("a.aix", "x-only: 1\n").doc!, "a.aix", new LossLedger(), "core");
    expect(JSON.parse(JSON.stringify(core))).toEqual({
      id: "",
      name: "agent",
      version: "1.0",
      persona: { role: "", instructions: "", constraints: [] },
      tools: [],
      apis: [],
      mcpServers: [],
      memory: {},
      policy: { allowedOperations: [], restrictedDomains: [] },
      extensions: { "x-only": 1 },
    });
  });
});

describe("lowering a core agent to AIX", () => {
  const FULL: CoreAgent = {
    id: "550e8400-e29b-41d4-a716-446655440000",
    name: "N",
    version: "2.0.0",
    description: "D",
    created: "2025-01-12T10:30:00Z",
    author: "A",
    persona: {
      role: "R",
      tone: "T",
      style: "S",
      instructions: "I",
      constraints: ["c"],
      temperature: 0.5,
      contextWindow: 4096,
    },
    tools: [{ name: "s", description: "d", enabled: false }],
    apis: [{ name: "a", baseUrl: "https://x.example", description: "ad", endpoints: [{ method: "GET", path: "/p" }] }],
    mcpServers: [
      { name: "m", command: "npx", description: "md", args: ["-y"], env: { K: "V" }, extensions: { "x-t": 1 } },
    ],
    memory: {
      semantic: fromPlain({ enabled: true }) as JsonObject,
      episodic: fromPlain({ enabled: false }) as JsonObject,
    },
    policy: { allowedOperations: ["call_apis"], restrictedDomains: ["*.internal"], maxApiCallsPerMinute: 60 },
    extensions: fromPlain({ "x-tool": { k: 1 } }) as JsonObject,
  };
  const MINIMAL = bareAgent("", "Mini Agent!", "1.0");
  /** The document as text: key order is part of what is written. */
  const text = (doc: JsonObject): string => JSON.stringify(toPlain(doc));

  it("every section core holds, in AIX's field order, memory kinds in AIX's order, the checksum over the rest", () => {
    const doc = lowerToAix(FULL);
    const { security, ...rest } = toPlain(doc) as Record<string, unknown>;
    expect(JSON.stringify(rest)).toBe(
      JSON.stringify({
        meta: {
          version: "2.0.0",
          id: FULL.id,
          name: "N",
          description: "D",
          created: "2025-01-12T10:30:00Z",
          author: "A",
        },
        persona: {
          role: "R",
          tone: "T",
          style: "S",
          instructions: "I",
          constraints: ["c"],
          temperature: 0.5,
          context_window: 4096,
        },
        skills: [{ name: "s", description: "d", enabled: false }],
        apis: [
          { name: "a", base_url: "https://x.example", description: "ad", endpoints: [{ path: "/p", method: "GET" }] },
        ],
        mcp: { servers: [{ name: "m", command: "npx", description: "md", args: ["-y"], env: { K: "V" }, "x-t": 1 }] },
        memory: { episodic: { enabled: false }, semantic: { enabled: true } },
        "x-tool": { k: 1 },
      }),
    );
    expect(security).toEqual({
      checksum: { algorithm: "sha256", value: expect.stringMatching(/^[0-9a-f]{64}$/) },
      capabilities: {
        allowed_operations: ["call_apis"],
        restricted_domains: ["*.internal"],
        max_api_calls_per_minute: 60,
      },
    });
    // The checksum is the one the validator verifies (AIX v1.0: the document without security).
    const codes = validateAix(doc, { file: "a.aix", now: NOW }).all.map((d) => d.code);
    expect(codes).toEqual(["CHECKSUM_VALID"]);
  });

  it("a minimal agent gets the stated defaults and no empty sections", () => {
    const doc = toPlain(lowerToAix(MINIMAL)) as Record<string, unknown>;
    expect(Object.keys(doc)).toEqual(["meta", "persona", "security"]);
    expect(doc.meta).toEqual({
      version: "1.0",
      id: "",
      name: "Mini Agent!",
      created: "1970-01-01T00:00:00Z",
      author: "unknown",
    });
    expect(JSON.stringify(doc.persona)).toBe('{"role":"R","instructions":"I"}');
    expect(Object.keys(doc.security as object)).toEqual(["checksum"]);
  });

  it.each([
    ["a did:axiom id is kept", "did:axiom:axiomid.app:abc", "X", "did:axiom:axiomid.app:abc"],
    ["a did:web id is kept", "did:web:example.com", "X", "did:web:example.com"],
    ["an id of DID characters is the local part", "a.b_c-1", "X", "did:axiom:axiomid.app:a.b_c-1"],
    ["otherwise the name in lower-case words", "has space", "  My Agent!! v2 ", "did:axiom:axiomid.app:my-agent-v2"],
    ["a name with no such word is 'agent'", "", "!!!", "did:axiom:axiomid.app:agent"],
  ])("agentDid: %s", (_, id, name, did) => {
    expect(agentDid({ ...MINIMAL, id, name })).toBe(did);
  });

  it("AIX v1.4: format_version, the identity layer, security last with the v1.4 checksum", () => {
    const doc = lowerToAix14({ ...MINIMAL, created: "2025-01-12T10:30:00Z" });
    const plain = toPlain(doc) as Record<string, Record<string, unknown>>;
    expect(Object.keys(plain)).toEqual(["meta", "persona", "identity_layer", "security"]);
    // An empty id becomes the DID, in meta too.
    expect(plain.meta).toMatchObject({ id: "did:axiom:axiomid.app:mini-agent", format_version: "1.3.0" });
    expect(plain.identity_layer).toEqual({
      id: "did:axiom:axiomid.app:mini-agent",
      authority: "axiomid.app",
      issuedAt: "2025-01-12T10:30:00Z",
    });
    expect((plain.security!.checksum as Record<string, unknown>).value).toBe(computeChecksumV14(doc, "sha256"));
    // An id that is already a DID-safe name stays as meta.id.
    expect((lowerToAix14({ ...MINIMAL, id: "abc" }).meta as JsonObject).id).toBe("abc");
    expect(toPlain(lowerToAix14(MINIMAL).identity_layer!)).toMatchObject({ issuedAt: "1970-01-01T00:00:00Z" });
  });
});

describe("an AIX agent in the graph", () => {
  it("one aix.Agent node, and a node per section and item, each placed at its pointer's line:col and linked by `has`", () => {
    const text =
      "persona:\n  role: r\nskills:\n  - name: s\n  - 7\napis:\n  - name: a\nmcp:\n  servers:\n    - name: m\nmemory:\n  episodic: {}\nsecurity:\n  checksum: {}\n";
    const g = aixGraph(readAixText("a.aix", text));
    // Lines counted in `text`; the skill `7` is no object, so it has no node.
    expect(g.nodes().map((n) => [n.id, n.kind, n.origin?.pointer, n.origin?.line, n.origin?.col])).toEqual([
      ["aix:agent", "aix.Agent", "", 1, 1],
      ["aix:persona", "aix.Persona", "/persona", 2, 3],
      ["aix:skill:0", "aix.Skill", "/skills/0", 4, 5],
      ["aix:api:0", "aix.Api", "/apis/0", 7, 5],
      ["aix:mcp:0", "aix.McpServer", "/mcp/servers/0", 10, 7],
      ["aix:memory", "aix.Memory", "/memory", 12, 3],
      ["aix:security", "aix.Security", "/security", 14, 3],
    ]);
    expect(g.nodes().every((n) => n.origin?.file === "a.aix")).toBe(true);
    expect(g.edges()).toEqual(
      g
        .nodes()
        .slice(1)
        .map((n) => ({ from: "aix:agent", to: n.id, kind: "has" })),
    );
    expect(g.get("aix:mcp:0")?.attrs).toEqual({ name: "m" });
    // Sections that are not objects have no node; a document that did not read has none at all.
    expect(aixGraph(readAixText("a.aix", "persona: 1\nmemory: []\nsecurity: x\nmcp: {servers: 1}\n")).size).toBe(1);
    expect(aixGraph(readAixText("a.aix", "a: [\n")).size).toBe(0);
  });

  it.each([
    ["/mcp/servers/0/name", "aix:mcp:0"],
    ["/apis/0", "aix:api:0"],
    ["/memory/episodic", "aix:memory"],
    ["/security", "aix:security"],
    ["/apis/1", AIX_AGENT_NODE],
    [undefined, AIX_AGENT_NODE],
    ["", AIX_AGENT_NODE],
  ])("aixNodeOf %s → %s", (pointer, id) => {
    const doc = readAixText(
      "a.aix",
      "apis:\n  - name: a\n  - 3\nmcp:\n  servers:\n    - name: m\nmemory: {}\nsecurity: {}\n",
    ).doc!;
    expect(aixNodeOf(doc, pointer)).toBe(id);
  });

  it("aixNodeOf: a section that is not an object, or mcp without servers, is the agent's", () => {
    const doc = readAixText("a.aix", "memory: 1\nmcp: {}\nskills: {}\n").doc!;
    expect([aixNodeOf(doc, "/memory/x"), aixNodeOf(doc, "/mcp/servers/0"), aixNodeOf(doc, "/skills/0")]).toEqual([
      AIX_AGENT_NODE,
      AIX_AGENT_NODE,
      AIX_AGENT_NODE,
    ]);
    expect(aixNodeOf(readAixText("a.aix", "mcp: null\n").doc!, "/mcp/servers/0")).toBe(AIX_AGENT_NODE);
  });
});

describe("AIX v1.0 signatures: every verdict and its diagnostics", () => {
  const pair = () => {
    const k = generateKeyPairSync("ed25519");
    const pub = k.publicKey.export({ type: "spki", format: "pem" }).toString();
    // The fingerprint worked out with node:crypto: sha256 of the key's SPKI DER.
    const fp = `sha256:${createHash("sha256")
      .update(k.publicKey.export({ type: "spki", format: "der" }))
      .digest("hex")}`;
    return { priv: k.privateKey.export({ type: "pkcs8", format: "pem" }).toString(), pub, fp };
  };
  const signer = pair();
  const other = pair();
  const sum = computeChecksum(readAixText("a.aix", BODY).doc!, "sha256");
  /** BODY with its checksum and a signature block (`lines` after algorithm and value). */
  const signedText = (lines: string, value = signChecksum(sum, signer.priv).value): string =>
    `${withChecksum(BODY)}  signature:\n    algorithm: Ed25519\n    value: "${value}"\n${lines}`;
  const keyLine = (pem: string) => `    public_key: ${JSON.stringify(pem)}\n`;
  const run = (text: string, trust?: TrustOptions) => {
    let verdict: unknown;
    const ds = validateAix(readAixText("a.aix", text).doc!, {
      file: "a.aix",
      now: NOW,
      trust,
      onSignature: (v) => (verdict = v),
    }).all;
    return { rows: ds.map((d) => [d.severity, d.code, d.pointer, d.message]), verdict };
  };
  const VALID = ["info", "CHECKSUM_VALID", "/security/checksum/value", "sha256 checksum verified"];

  it("a key nobody vouched for: valid, untrusted, with the claims named", () => {
    const claims = `    signer: "me"\n    timestamp: "2025-01-12T10:30:00Z"\n`;
    expect(run(signedText(keyLine(signer.pub) + claims))).toEqual({
      rows: [
        VALID,
        [
          "info",
          "SIGNATURE_VALID",
          "/security/signature",
          `signature valid (Ed25519) for the key it carries, but not verified as anyone's: no --pubkey or --trust key vouches for ${signer.fp}; signer "me" is claimed, not verified; signing time 2025-01-12T10:30:00Z is claimed`,
        ],
        [
          "info",
          "SIGNATURE_UNTRUSTED",
          "/security/signature",
          `the signature is valid, but nobody vouched for ${signer.fp} (name it with --pubkey or put it in --trust)`,
        ],
      ],
      verdict: { state: "untrusted", fingerprint: signer.fp, algorithm: "Ed25519", reason: expect.any(String) },
    });
    // Required: then untrusted is an error.
    expect(run(signedText(keyLine(signer.pub)), { requireSignature: true }).rows.slice(1)).toEqual([
      [
        "info",
        "SIGNATURE_VALID",
        "/security/signature",
        `signature valid (Ed25519) for the key it carries, but not verified as anyone's: no --pubkey or --trust key vouches for ${signer.fp}`,
      ],
      [
        "error",
        "SIGNATURE_UNTRUSTED",
        "/security/signature",
        `the signature is valid but untrusted: ${signer.fp} is not a key named with --pubkey or in --trust, and a trusted signature is required`,
      ],
    ]);
  });

  it("a key named with --pubkey: trusted (the key may be left out of the file); another key named: refused", () => {
    const trust = { pubkeys: [{ pem: signer.pub, source: "k.pem" }] };
    const trusted = run(signedText(`    signer: "me"\n`), trust);
    expect(trusted.rows.slice(1)).toEqual([
      [
        "info",
        "SIGNATURE_VALID",
        "/security/signature",
        `signature verified (Ed25519) with ${signer.fp}, a key you vouched for (k.pem); signer "me" is claimed, not verified (the signature does not cover them)`,
      ],
      ["info", "SIGNATURE_TRUSTED", "/security/signature", `signed by ${signer.fp}, a key you vouched for (k.pem)`],
    ]);
    expect(trusted.verdict).toMatchObject({ state: "trusted", trustedBy: "k.pem" });
    expect(run(signedText(""), trust).rows[1]![3]).toBe(
      `signature verified (Ed25519) with ${signer.fp}, a key you vouched for (k.pem)`,
    );
    const mismatch = run(signedText(keyLine(signer.pub)), { pubkeys: [{ pem: other.pub, source: "o.pem" }] });
    expect(mismatch.rows.slice(1)).toEqual([
      [
        "error",
        "SIGNATURE_KEY_MISMATCH",
        "/security/signature",
        `the signature is valid, but signed by ${signer.fp}, not by the key given with --pubkey (o.pem)`,
      ],
    ]);
  });

  it("a signature that does not verify, one over an unverified checksum, one with no key", () => {
    expect(run(signedText(keyLine(other.pub))).rows.slice(1)).toEqual([
      [
        "error",
        "SIGNATURE_INVALID",
        "/security/signature/value",
        "the Ed25519 signature does not verify against the checksum with the given public key",
      ],
    ]);
    const changed = signedText(keyLine(signer.pub)).replace('role: "r"', 'role: "q"');
    expect(run(changed).rows.slice(1)).toEqual([
      [
        "error",
        "SIGNATURE_INVALID",
        "/security/signature/value",
        "the signature cannot be valid: the checksum it signs does not verify",
      ],
    ]);
    expect(run(changed).verdict).toEqual({
      state: "invalid",
      algorithm: "Ed25519",
      reason: "the checksum it signs does not verify",
    });
    const noKey = run(signedText(""), { requireSignature: true });
    expect(noKey.rows.slice(1)).toEqual([
      [
        "warning",
        "SIGNATURE_UNVERIFIABLE",
        "/security/signature",
        "signature has no public_key; it cannot be verified here (use `agentc aix verify --pubkey`)",
      ],
      [
        "error",
        "SIGNATURE_REQUIRED",
        "/security/signature",
        "a trusted signature is required, and this one cannot be checked",
      ],
    ]);
    expect(run(signedText("")).rows.map((r) => r[1])).toEqual(["CHECKSUM_VALID", "SIGNATURE_UNVERIFIABLE"]);
  });

  it("no signature: absent, an error only when one is required or --pubkey names a signer", () => {
    const text = withChecksum(BODY);
    expect(run(text)).toEqual({ rows: [VALID], verdict: { state: "absent" } });
    expect(run(text, { requireSignature: true }).rows.slice(1)).toEqual([
      ["error", "SIGNATURE_REQUIRED", "/security", "the agent is not signed, but a trusted signature is required"],
    ]);
    expect(run(text, { pubkeys: [{ pem: signer.pub, source: "k.pem" }] }).rows.slice(1)).toEqual([
      [
        "error",
        "SIGNATURE_REQUIRED",
        "/security",
        "the agent is not signed, but --pubkey names the key that must have signed it",
      ],
    ]);
    // No security section at all: the same, at the section's pointer.
    expect(run(BODY, { requireSignature: true }).rows.map((r) => [r[1], r[2]])).toEqual([
      ["MISSING_REQUIRED_SECTION", ""],
      ["SIGNATURE_REQUIRED", "/security"],
    ]);
  });
});

describe("the AIX format's passes, called on a run of their own", () => {
  const ctxOf = (input = "in.aix", extra: Parameters<typeof newRun>[2] = {}, options = {}) =>
    newRun(input, options, extra).ctx;
  const agent = (): CoreAgent => bareAgent("550e8400-e29b-41d4-a716-446655440000", "N", "1.0.0");

  it("with nothing read: the verifier has nothing to say, raise and lower say what is missing, roundtrip that it does not parse", async () => {
    const ctx = ctxOf();
    expect(await aixFormat.verify[0]!.run(ctx)).toEqual([]);
    expect(await aixFormat.raise!.run(ctx)).toEqual([
      { code: "AGC-NO-INPUT", severity: "error", message: "the graph holds no AIX agent to raise" },
    ]);
    expect(await aixFormat.lower!.run(ctx)).toEqual([
      {
        code: "AGC-NO-CORE-AGENT",
        severity: "error",
        message: "there is no agent to lower to AIX (the source holds rules, not an agent)",
      },
    ]);
    expect(await aixFormat.roundtrip!(ctx)).toEqual({ differences: ["the file does not parse"], diagnostics: [] });
    // Its summary then stands on the diagnostics it is given.
    const failed = aixFormat.summarize!(ctx, [{ code: "X", severity: "error", message: "m" }]);
    expect(failed.summary).toBe("AIX agent (yaml): INVALID");
    expect(failed.result).toEqual({
      valid: false,
      errors: [{ code: "X", section: "", field: "", message: "m" }],
      warnings: [],
      info: [],
    });
  });

  it("lower then write: the agent's document in the syntax asked for, its node placed at the output", async () => {
    const ctx = ctxOf("in.md", { output: "out.aix.json" }, { syntax: "json" });
    addCoreAgent(ctx.graph, agent(), () => ({ file: "in.md" }));
    expect(await aixFormat.lower!.run(ctx)).toEqual([]);
    const node = ctx.graph.get(AIX_AGENT_NODE)!;
    expect(node.origin).toEqual({ file: "out.aix.json", pointer: "" });
    const out = await aixFormat.write!.run(ctx);
    const text = Buffer.from(out.files[0]![1]).toString("utf8");
    expect(JSON.parse(text)).toEqual(toPlain(lowerToAix(agent())));
    // The output check reads it back: valid, with the verifier's note left out.
    expect(await aixFormat.checkOutput![0]!.run(out, ctx)).toEqual([]);
    // Without an output or a syntax: YAML, placed at "<converted>".
    const plain = ctxOf("in.md");
    addCoreAgent(plain.graph, agent(), () => ({ file: "in.md" }));
    await aixFormat.lower!.run(plain);
    expect(plain.graph.get(AIX_AGENT_NODE)!.origin?.file).toBe("<converted>");
    expect(Buffer.from((await aixFormat.write!.run(plain)).files[0]![1]).toString("utf8")).toMatch(/^meta:\n/);
    // --aix-version 1.4 lowers to the v1.4 document.
    const v14 = ctxOf("in.md", {}, { aixVersion: "1.4" });
    addCoreAgent(v14.graph, agent(), () => ({ file: "in.md" }));
    await aixFormat.lower!.run(v14);
    expect(toPlain(v14.graph.get<JsonObject>(AIX_AGENT_NODE)!.attrs)).toEqual(toPlain(lowerToAix14(agent())));
  });

  it("the output check reports what does not read back; the output's name", async () => {
    const ctx = ctxOf("in.md", { output: "o.aix" });
    const bad = {
      kind: "file" as const,
      files: [["o.aix", new TextEncoder().encode("meta: [\n")]] as Array<[string, Uint8Array]>,
    };
    expect((await aixFormat.checkOutput![0]!.run(bad, ctx)).map((d) => [d.code, d.file])).toEqual([
      ["SYNTAX_ERROR", "o.aix"],
    ]);
    expect([aixFormat.outputSuffix!({}), aixFormat.outputSuffix!({ syntax: "toml" })]).toEqual([
      ".aix.yaml",
      ".aix.toml",
    ]);
  });

  it("read then raise: core nodes are placed at the line:col of their field", async () => {
    const dir = tempDir("aix-format");
    const file = join(dir, "a.aix");
    writeFileSync(file, withChecksum(BODY));
    const ctx = ctxOf(file);
    expect(await aixFormat.read.run(ctx)).toEqual([]);
    expect(await aixFormat.raise!.run(ctx)).toEqual([]);
    const core = ctx.graph.nodes().find((n) => n.kind === "core.Agent")!;
    // The agent's identity is placed at meta's value: its first key, line 2, column 3.
    expect(core.origin).toMatchObject({ file, pointer: "/meta", line: 2, col: 3 });
    const persona = ctx.graph.nodes().find((n) => n.kind === "core.Persona")!;
    expect(persona.origin).toMatchObject({ file, pointer: "/persona", line: 8, col: 3 });
    // The file is detected as AIX; a missing one is not.
    expect([aixFormat.detect!(file), aixFormat.detect!(join(dir, "none.aix"))]).toEqual([true, false]);
  });
});

describe("checkAixText's options", () => {
  it("a Date is the pinned now; --aix-version reads a file by the rules of the version asked", () => {
    const future = withChecksum(BODY.replace("2025-01-12T10:30:00Z", "2027-01-01T00:00:00Z"));
    expect(checkAixText("a.aix", future, NOW).diagnostics.all.map((d) => d.code)).toContain("FUTURE_TIMESTAMP");
    expect(checkAixText("a.aix", future, new Date("2028-01-01T00:00:00Z")).report.valid).toBe(true);
    const asV14 = checkAixText("a.aix", withChecksum(BODY), { now: NOW, version: "1.4" });
    // The v1.0 agent lacks what the v1.4 schema requires: identity_layer.
    expect(asV14.report.errors.map((e) => [e.code, e.message])).toContainEqual([
      "AIX-V14-SCHEMA",
      "/ must have required property 'identity_layer' (AIX v1.4 schema)",
    ]);
    expect(checkAixText("a.aix", withChecksum(BODY), { now: NOW }).report.valid).toBe(true);
  });
});

describe("the aix.validate pass", () => {
  const readRun = async (text: string, options = {}, extra = {}) => {
    const file = join(tempDir("aix-format"), "a.aix");
    writeFileSync(file, text);
    const ctx = newRun(file, options, extra).ctx;
    await aixFormat.read.run(ctx);
    return ctx;
  };

  it("returns what is not a note; --require-checksum makes a placeholder an error", async () => {
    const placeholder = `${BODY}security:\n  checksum:\n    algorithm: "sha256"\n    value: "TODO"\n`;
    const lenient = await aixFormat.verify[0]!.run(await readRun(placeholder));
    expect(lenient.map((d) => [d.severity, d.code])).toEqual([["warning", "CHECKSUM_PLACEHOLDER"]]);
    const strict = await aixFormat.verify[0]!.run(await readRun(placeholder, { requireChecksum: true }));
    expect(strict.map((d) => [d.severity, d.code])).toEqual([["error", "CHECKSUM_PLACEHOLDER"]]);
    // A verified checksum is a note: not returned, but in the summary.
    const ctx = await readRun(withChecksum(BODY));
    expect(await aixFormat.verify[0]!.run(ctx)).toEqual([]);
    expect(aixFormat.summarize!(ctx, []).summary).toBe("AIX agent (yaml): valid — sha256 checksum verified");
  });

  it("the version asked for matters only when the target is AIX and the versions differ", async () => {
    const text = withChecksum(BODY);
    const codes = async (extra: object, options: object) =>
      (await aixFormat.verify[0]!.run(await readRun(text, options, extra))).map((d) => d.code);
    expect(await codes({ target: "aix" }, { aixVersion: "1.4" })).toEqual(["AIX-VERSION"]);
    expect(await codes({ target: "aix" }, { aixVersion: "1.0" })).toEqual([]);
    expect(await codes({ target: "aix" }, {})).toEqual([]);
    expect(await codes({ target: "air" }, { aixVersion: "1.4" })).toEqual([]);
  });
});
