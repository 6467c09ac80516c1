/**
 * The AIX v1.0 rules of src/formats/aix/validate.ts, one rule at a time: each input breaks one rule
 * (AIX v1.0 sections 5–8, docs/formats.md) and the test pins the code, the severity, the JSON pointer
 * the input itself names, and the message (agentc's messages are part of its contract). In process,
 * on the document only (no positions), so a diagnostic's place is its pointer.
 */
import { describe, expect, it } from "vitest";
import { domainMatches, isPlaceholderChecksum, validateAix } from "../../src/formats/aix/validate.js";
import { legacyTextChecksum } from "../../ir/dialects/aix/checksum.js";
import { readAixText } from "../../src/formats/aix/read-agent.js";
import type { Diagnostic } from "../../ir/diagnostics/diagnostic.js";

/** A valid v1.0 agent (every required section and field), to which each test adds one fault. */
const AGENT = `meta:
  version: "1.0.0"
  id: "550e8400-e29b-41d4-a716-446655440000"
  name: "Test Agent"
  created: "2025-01-12T10:30:00Z"
  author: "someone"
persona:
  role: "helper"
  instructions: "Help."
security:
  checksum:
    algorithm: "sha256"
    value: "00"
`;
const NOW = new Date("2026-01-01T00:00:00Z");

/** Every diagnostic but the placeholder checksum warning the base agent carries. */
function check(yaml: string): Diagnostic[] {
  const src = readAixText("a.aix", yaml);
  expect(src.diagnostics.all).toEqual([]);
  return validateAix(src.doc!, { file: "a.aix", now: NOW }).all.filter((d) => d.code !== "CHECKSUM_PLACEHOLDER");
}
/** [severity, code, pointer, message] of each diagnostic, the shape the assertions read. */
const rows = (ds: Diagnostic[]): string[][] => ds.map((d) => [d.severity, d.code, d.pointer ?? "", d.message]);
const withAgent = (extra: string): Diagnostic[] => check(`${AGENT}${extra}`);

describe("AIX v1.0 rules, one fault each", () => {
  it("the base agent is clean (the floor every other test stands on)", () => {
    expect(check(AGENT)).toEqual([]);
  });

  it("meta: version, language, tags (type, items, length) and the URL fields", () => {
    const meta = (lines: string): Diagnostic[] => check(AGENT.replace("meta:\n", `meta:\n${lines}`));
    expect(rows(check(AGENT.replace('version: "1.0.0"', 'version: "v1"')))).toEqual([
      ["error", "INVALID_FORMAT", "/meta/version", `Field 'version' must be a semantic version, got "v1"`],
    ]);
    expect(rows(meta('  language: "english"\n'))).toEqual([
      ["warning", "INVALID_FORMAT", "/meta/language", `Field 'language' should be an ISO 639-1 code, got "english"`],
    ]);
    expect(rows(meta(`  tags: ["${"t".repeat(51)}", "${"t".repeat(50)}"]\n`))).toEqual([
      ["warning", "INVALID_LENGTH", "/meta/tags/0", "tags should be 1-50 characters each"],
    ]);
    expect(rows(meta('  tags: "one"\n'))).toEqual([
      ["error", "INVALID_TYPE", "/meta/tags", "Field 'tags' must be an array"],
    ]);
    expect(rows(meta("  homepage: ftp://x.org\n"))).toEqual([
      ["error", "INVALID_URL", "/meta/homepage", `Field 'homepage' must be an http(s) URL, got "ftp://x.org"`],
    ]);
  });

  it("timestamps: a date Date.parse reads but ISO 8601 does not is still refused", () => {
    expect(Number.isNaN(Date.parse("Jan 12 2025"))).toBe(false); // the point of the case
    expect(rows(check(AGENT.replace("2025-01-12T10:30:00Z", "Jan 12 2025")))).toEqual([
      ["error", "INVALID_FORMAT", "/meta/created", `Field 'created' must be an ISO 8601 timestamp, got "Jan 12 2025"`],
    ]);
  });

  it("persona: integers (type and range, with the message for each bound), string arrays, unknown fields", () => {
    const persona = (line: string): Diagnostic[] => check(AGENT.replace("persona:\n", `persona:\n${line}`));
    expect(rows(persona("  context_window: 0\n"))).toEqual([
      ["error", "OUT_OF_RANGE", "/persona/context_window", "Field 'context_window' must be a positive integer, got 0"],
    ]);
    expect(rows(persona("  context_window: 1.5\n"))).toEqual([
      ["error", "INVALID_TYPE", "/persona/context_window", "Field 'context_window' must be an integer"],
    ]);
    expect(rows(persona("  constraints: [ok, 3]\n"))).toEqual([
      ["error", "INVALID_TYPE", "/persona/constraints/1", "Items of 'constraints' must be strings"],
    ]);
    expect(rows(persona("  mood: grumpy\n"))).toEqual([
      [
        "warning",
        "UNKNOWN_FIELD",
        "/persona/mood",
        "Unknown field 'mood' in persona (kept; use an x- prefix for extensions)",
      ],
    ]);
  });

  it("skills: a bounded integer names its bounds; a repeated name names the first", () => {
    const skills = withAgent(
      "skills:\n  - { name: a, description: d, priority: 11 }\n  - { name: a, description: d }\n  - { name: a, description: d }\n",
    );
    expect(rows(skills)).toEqual([
      ["error", "OUT_OF_RANGE", "/skills/0/priority", "Field 'priority' must be between 1 and 10, got 11"],
      ["error", "DUPLICATE_NAME", "/skills/1/name", "Skill name 'a' is already used by skills[0]"],
      ["error", "DUPLICATE_NAME", "/skills/2/name", "Skill name 'a' is already used by skills[0]"],
    ]);
    expect(skills[1]!.notes?.map((n) => n.pointer)).toEqual(["/skills/0/name"]);
  });

  it("apis: endpoints, base_url, auth, rate_limit, retry and repeated names", () => {
    const api = (body: string): Diagnostic[] =>
      withAgent(`apis:\n  - name: a\n    base_url: https://a.example\n${body}`);
    expect(rows(api("    endpoints: [x]\n"))).toEqual([
      ["error", "INVALID_TYPE", "/apis/0/endpoints/0", "each endpoint must be an object"],
    ]);
    expect(rows(withAgent("apis:\n  - name: a\n")).slice(0, 1)).toEqual([
      ["error", "MISSING_REQUIRED_FIELD", "/apis/0/base_url", "Required field 'base_url' is missing"],
    ]);
    expect(rows(api("    auth: { type: 5 }\n"))).toEqual([
      ["error", "INVALID_TYPE", "/apis/0/auth/type", "Field 'type' must be a string"],
    ]);
    expect(rows(api("    rate_limit: { requests: 0, period: x, burst: 2 }\n"))).toEqual([
      ["error", "OUT_OF_RANGE", "/apis/0/rate_limit/requests", "Field 'requests' must be a positive integer, got 0"],
      ["error", "INVALID_TYPE", "/apis/0/rate_limit/period", "Field 'period' must be an integer"],
      [
        "warning",
        "UNKNOWN_FIELD",
        "/apis/0/rate_limit/burst",
        "Unknown field 'burst' in api.rate_limit (kept; use an x- prefix for extensions)",
      ],
    ]);
    expect(rows(api("    retry: { backoff: random }\n"))).toEqual([
      [
        "error",
        "INVALID_ENUM",
        "/apis/0/retry/backoff",
        `Field 'retry.backoff' must be one of exponential, linear, got "random"`,
      ],
    ]);
    const twice = withAgent(
      "apis:\n  - { name: a, base_url: https://a.example }\n  - { name: a, base_url: https://b.example }\n  - { name: a, base_url: https://c.example }\n",
    );
    expect(rows(twice)).toEqual([
      ["error", "DUPLICATE_NAME", "/apis/1/name", "API name 'a' is already used by apis[0]"],
      ["error", "DUPLICATE_NAME", "/apis/2/name", "API name 'a' is already used by apis[0]"],
    ]);
  });

  it("mcp: servers are checked, a repeated name names the first, env values must be strings", () => {
    const servers = withAgent(
      "mcp:\n  servers:\n    - { name: s, command: run }\n    - { name: s, command: run }\n    - { name: s, command: run, env: { A: 1 } }\n",
    );
    expect(rows(servers)).toEqual([
      ["error", "DUPLICATE_NAME", "/mcp/servers/1/name", "MCP server name 's' is already used by mcp.servers[0]"],
      ["error", "DUPLICATE_NAME", "/mcp/servers/2/name", "MCP server name 's' is already used by mcp.servers[0]"],
      ["error", "INVALID_TYPE", "/mcp/servers/2/env/A", "environment values must be strings"],
    ]);
  });

  it("memory: the section and each kind are checked at their own pointers", () => {
    expect(rows(withAgent("memory: x\n"))).toEqual([
      ["error", "INVALID_TYPE", "/memory", "Field 'memory' must be an object"],
    ]);
    expect(rows(withAgent("memory:\n  episodic: { enabled: yes please }\n"))).toEqual([
      ["error", "INVALID_TYPE", "/memory/episodic/enabled", "Field 'enabled' must be a boolean"],
    ]);
  });

  it("security: checksum fields required, encryption, capabilities and compliance checked", () => {
    expect(rows(check(AGENT.replace('    algorithm: "sha256"\n', "")))).toEqual([
      ["error", "MISSING_REQUIRED_FIELD", "/security/checksum/algorithm", "Required field 'algorithm' is missing"],
    ]);
    expect(rows(check(AGENT.replace('    value: "00"\n', "")))).toEqual([
      ["error", "MISSING_REQUIRED_FIELD", "/security/checksum/value", "Required field 'value' is missing"],
    ]);
    const security = (lines: string): Diagnostic[] => check(AGENT.replace("security:\n", `security:\n${lines}`));
    expect(rows(security("  encryption: { algorithm: 5 }\n"))).toEqual([
      ["error", "INVALID_TYPE", "/security/encryption/algorithm", "Field 'algorithm' must be a string"],
    ]);
    expect(rows(security("  capabilities: all\n"))).toEqual([
      ["error", "INVALID_TYPE", "/security/capabilities", "Field 'capabilities' must be an object"],
    ]);
    expect(rows(security("  compliance: { audit_log: sometimes }\n"))).toEqual([
      ["error", "INVALID_TYPE", "/security/compliance/audit_log", "Field 'audit_log' must be a boolean"],
    ]);
  });

  it("secret-looking values are warned, but not inside the checksum or signature", () => {
    const key = "sk-live-abcdefghijklmnopqrstuvwxyz123456";
    expect(
      rows(check(AGENT.replace("persona:\n", `persona:\n  x-token: "${key}"\n`))).map((r) => r.slice(0, 3)),
    ).toEqual([["warning", "SECRET_VALUE", "/persona/x-token"]]);
    const signed = check(
      AGENT.replace('value: "00"', `value: "${key}"`).replace(
        "security:\n",
        `security:\n  signature: { algorithm: ed25519, value: "${key}" }\n`,
      ),
    );
    expect(signed.filter((d) => d.code === "SECRET_VALUE")).toEqual([]);
    expect(signed.length).toBeGreaterThan(0); // the checksum and signature were read (and are wrong)
  });
});

describe("AIX v1.0 consistency and references", () => {
  const API = "apis:\n  - { name: a, base_url: https://svc.internal/v1 }\n";
  const caps = (lines: string, extra = API): Diagnostic[] =>
    check(`${AGENT.replace("security:\n", `security:\n  capabilities:\n${lines}`)}${extra}`);

  it("an operation both allowed and restricted", () => {
    expect(rows(caps("    allowed_operations: [call_apis, delete]\n    restricted_operations: [delete]\n"))).toEqual([
      [
        "error",
        "INCONSISTENT_CAPABILITY",
        "/security/capabilities/allowed_operations",
        "operation 'delete' is both allowed and restricted",
      ],
    ]);
  });

  it("APIs declared but call_apis not allowed", () => {
    expect(rows(caps("    allowed_operations: [read]\n"))).toEqual([
      [
        "warning",
        "INCONSISTENT_CAPABILITY",
        "/security/capabilities/allowed_operations",
        "the agent declares APIs but 'call_apis' is not an allowed operation",
      ],
    ]);
  });

  it("restricted_domains: non-string items and a non-array are type errors, never a crash", () => {
    expect(rows(caps("    restricted_domains: [5, '*.internal']\n"))).toEqual([
      [
        "error",
        "INVALID_TYPE",
        "/security/capabilities/restricted_domains/0",
        "Items of 'restricted_domains' must be strings",
      ],
      [
        "error",
        "INCONSISTENT_CAPABILITY",
        "/apis/0/base_url",
        "API 'a' calls svc.internal, which security.capabilities.restricted_domains blocks (*.internal)",
      ],
    ]);
    expect(rows(caps("    restricted_domains: '*.internal'\n"))).toEqual([
      [
        "error",
        "INVALID_TYPE",
        "/security/capabilities/restricted_domains",
        "Field 'restricted_domains' must be an array",
      ],
    ]);
  });

  it("a skill's API reference: a declared name passes, an undeclared one names the declared ones", () => {
    const skill = (api: string): string =>
      `${API}  - { name: 5, base_url: https://b.example }\nskills:\n  - { name: s, description: d, parameters: { api: ${api} } }\n`;
    expect(withAgent(skill("a")).filter((d) => d.code === "REFERENCE_NOT_FOUND")).toEqual([]);
    const missing = withAgent(skill("b")).filter((d) => d.code === "REFERENCE_NOT_FOUND");
    expect(rows(missing)).toEqual([
      [
        "error",
        "REFERENCE_NOT_FOUND",
        "/skills/0/parameters",
        "skill refers to API 'b', which is not declared in apis",
      ],
    ]);
    expect(missing[0]!.notes?.map((n) => n.message)).toEqual(["the agent's APIs (a) are declared here"]);
  });
});

describe("AIX v1.0: placeholders, domains, times, commands, places and hints", () => {
  it.each([
    ["", true],
    ["  ", true],
    ["0000", true],
    ["none", true],
    ["NULL", true],
    ["xxxx", true],
    ["---", true],
    ["<sha256 of the file>", true],
    ["ab12...", true],
    ["ab12…", true],
    ["TODO", true],
    ["tbd-later", true],
    ["FIXME", true],
    ["changeme", true],
    ["placeholder", true],
    ["to be calculated", true],
    ["to_be_computed", true],
    ["will-be-calculated", true],
    ["00ff", false],
    ["abc", false],
    ["e3b0c44298fc1c149afbf4c8996fb924", false],
    ["nonexistent", false],
    ["ab...cd", false],
  ])("isPlaceholderChecksum(%j) is %s", (value, expected) => {
    expect(isPlaceholderChecksum(value)).toBe(expected);
  });

  it.each([
    ["*.internal", "api.internal", true],
    ["*.internal", "internal", false],
    ["*.internal", "api.internal.example.com", false],
    ["192.168.*", "192.168.1.1", true],
    ["192.168.*", "10.192.168.1", false],
    ["example.com", "example.com", true],
    ["example.com", "api.example.com", true],
    ["example.com", "badexample.com", false],
    ["EXAMPLE.com", "example.COM", true],
    ["a+b.com", "aab.com", false],
    ["a+b.com", "a+b.com", true],
    ["x.com", "xycom", false],
  ])("domainMatches(%s, %s) is %s", (pattern, host, expected) => {
    expect(domainMatches(pattern, host)).toBe(expected);
  });

  it("a timestamp up to five minutes ahead is clock skew; beyond, in the future", () => {
    const at = (iso: string): Diagnostic[] => check(AGENT.replace("2025-01-12T10:30:00Z", iso));
    expect(at("2026-01-01T00:05:00Z")).toEqual([]);
    expect(rows(at("2026-01-01T00:05:00.001Z"))).toEqual([
      ["error", "FUTURE_TIMESTAMP", "/meta/created", "Field 'created' is in the future (2026-01-01T00:05:00.001Z)"],
    ]);
  });

  it("an MCP command that is blank or holds a line break is no executable", () => {
    for (const command of ['"  "', '"a\\nb"', '"a\\rb"'])
      expect(rows(withAgent(`mcp:\n  servers:\n    - name: m\n      command: ${command}\n`))).toEqual([
        ["error", "INVALID_FORMAT", "/mcp/servers/0/command", "command must be an executable path or name"],
      ]);
    expect(withAgent("mcp:\n  servers:\n    - name: m\n      command: ./run.sh\n")).toEqual([]);
  });

  it("missing sections, and an unknown one at its key with a suggestion", () => {
    const text = `${AGENT.replace(/persona:\n.*\n.*\n/, "")}persna: {}\n`;
    const src = readAixText("a.aix", text);
    const ds = validateAix(src.doc!, { file: "a.aix", now: NOW, positions: src.positions }).all.filter(
      (d) => d.code !== "CHECKSUM_PLACEHOLDER",
    );
    // persna: is written on line 11, its key at column 1 (the base agent without persona's three lines).
    expect(ds.map((d) => [d.severity, d.code, d.pointer, d.message, d.hint, d.line, d.col])).toEqual([
      ["error", "MISSING_REQUIRED_SECTION", "", "Required section 'persona' is missing", undefined, 1, 1],
      [
        "warning",
        "UNKNOWN_SECTION",
        "/persna",
        "Unknown section 'persna' is not in AIX v1.0 (kept; custom sections use an x- prefix)",
        "did you mean `persona`?",
        11,
        1,
      ],
    ]);
    expect(check(`${AGENT}x-mine: {}\n`)).toEqual([]);
  });

  it("an unknown field is placed at its key; a diagnostic without a position of its own at its nearest ancestor's", () => {
    const text = AGENT.replace("persona:\n", "persona:\n  rol: x\n  context_window: 0\n");
    const src = readAixText("a.aix", text);
    const ds = validateAix(src.doc!, { file: "a.aix", now: NOW, positions: src.positions }).all;
    const at = (code: string) =>
      ds.filter((d) => d.code === code).map((d) => [d.line, d.col, d.endLine, d.endCol, d.hint]);
    // "  rol: x" is line 8: the key at columns 3-6; "  context_window: 0" is line 9, its value at 19-20.
    expect(at("UNKNOWN_FIELD")).toEqual([[8, 3, 8, 6, "did you mean `role`?"]]);
    expect(at("OUT_OF_RANGE")).toEqual([[9, 19, 9, 20, undefined]]);
    // A pointer the reader has no position for: the nearest ancestor's start, without its end.
    const missing = validateAix(src.doc!, {
      file: "a.aix",
      now: NOW,
      positions: new Map([["/persona", { line: 7, col: 1, endLine: 10, endCol: 1 }]]),
    }).all;
    expect(missing.filter((d) => d.code === "UNKNOWN_FIELD").map((d) => [d.line, d.col, d.endLine])).toEqual([
      [7, 1, undefined],
    ]);
  });

  it("a checksum made by the reference's text method verifies with a warning", () => {
    const body = AGENT.replace(/security:[\s\S]*$/, "");
    const value = legacyTextChecksum(
      `${body}security:\n  checksum:\n    algorithm: "sha256"\n    value: "X"\n`,
      "sha256",
    );
    const text = `${body}security:\n  checksum:\n    algorithm: "sha256"\n    value: "${value}"\n`;
    const src = readAixText("a.aix", text);
    expect(rows(validateAix(src.doc!, { file: "a.aix", now: NOW, text }).all)).toEqual([
      [
        "warning",
        "CHECKSUM_LEGACY",
        "/security/checksum/value",
        "checksum was made with the reference v1.0 text method (security block removed from the text); it matches, but it depends on formatting — recompute with `agentc aix checksum --write`",
      ],
    ]);
    // Without the text, it is a mismatch.
    expect(rows(validateAix(src.doc!, { file: "a.aix", now: NOW }).all).map((r) => r[1])).toEqual([
      "CHECKSUM_MISMATCH",
    ]);
  });
});

describe("AIX v1.0: every optional field of the wrong type, at once", () => {
  // Each row: the field's pointer, the code, the message; the input below sets exactly these fields.
  const str = (p: string) => [p, "INVALID_TYPE", `Field '${p.split("/").pop()}' must be a string`];
  const int = (p: string) => [p, "INVALID_TYPE", `Field '${p.split("/").pop()}' must be an integer`];
  const pos = (p: string) => [p, "OUT_OF_RANGE", `Field '${p.split("/").pop()}' must be a positive integer, got 0`];
  const bool = (p: string) => [p, "INVALID_TYPE", `Field '${p.split("/").pop()}' must be a boolean`];
  const arr = (p: string) => [p, "INVALID_TYPE", `Field '${p.split("/").pop()}' must be an array`];
  const obj = (p: string) => [p, "INVALID_TYPE", `Field '${p.split("/").pop()}' must be an object`];
  const items = (p: string) => [`${p}/0`, "INVALID_TYPE", `Items of '${p.split("/").pop()}' must be strings`];
  const EXPECTED = [
    ...["description", "license", "icon", "framework", "homepage", "repository", "documentation", "language"].map((k) =>
      str(`/meta/${k}`),
    ),
    str("/meta/updated"),
    str("/meta/runtime_version"),
    ...["tone", "style", "response_format"].map((k) => str(`/persona/${k}`)),
    obj("/persona/personality_traits"),
    arr("/persona/example_responses"),
    ["/persona/temperature", "INVALID_TYPE", "Field 'temperature' must be a number"],
    bool("/skills/0/enabled"),
    obj("/skills/0/parameters"),
    arr("/skills/0/triggers"),
    arr("/skills/0/examples"),
    pos("/skills/0/timeout"),
    str("/apis/0/description"),
    str("/apis/0/version"),
    str("/apis/0/auth/location"),
    str("/apis/0/auth/key_name"),
    str("/apis/0/endpoints/0/method"),
    ["/apis/0/endpoints/0/path", "INVALID_FORMAT", "endpoint paths should start with /"],
    pos("/apis/0/timeout"),
    pos("/apis/0/retry/max_attempts"),
    items("/mcp/servers/0/args"),
    str("/mcp/servers/0/description"),
    items("/mcp/servers/0/capabilities"),
    int("/mcp/servers/0/timeout"),
    bool("/mcp/servers/0/auto_start"),
    obj("/mcp/servers/0/env"),
    // Each kind's own fields (AIX v1.0 section 5.6), each of the wrong type.
    pos("/memory/episodic/max_messages"),
    pos("/memory/episodic/retention_days"),
    str("/memory/episodic/storage"),
    str("/memory/semantic/embedding_model"),
    str("/memory/semantic/vector_db"),
    [
      "/memory/semantic/similarity_threshold",
      "OUT_OF_RANGE",
      "Field 'similarity_threshold' must be between 0 and 1, got 2",
    ],
    pos("/memory/semantic/max_results"),
    bool("/memory/procedural/enabled"),
    str("/memory/procedural/storage"),
    pos("/memory/procedural/max_workflows"),
    str("/memory/persistence/backend"),
    obj("/memory/persistence/config"),
    bool("/security/encryption/encrypted"),
    items("/security/capabilities/allowed_operations"),
    items("/security/capabilities/restricted_operations"),
    pos("/security/capabilities/max_memory_mb"),
    bool("/security/capabilities/sandbox"),
    items("/security/compliance/standards"),
    items("/security/compliance/certifications"),
  ];
  const TEXT = `meta:
  version: "1.0.0"
  id: "550e8400-e29b-41d4-a716-446655440000"
  name: "Test Agent"
  created: "2025-01-12T10:30:00Z"
  updated: 1
  author: "someone"
  description: 1
  license: 1
  icon: 1
  framework: 1
  homepage: 1
  repository: 1
  documentation: 1
  language: 1
  runtime_version: 1
persona:
  role: "helper"
  instructions: "Help."
  tone: 1
  style: 1
  response_format: 1
  personality_traits: 1
  example_responses: 1
  temperature: "hot"
skills:
  - name: s
    description: d
    enabled: "yes"
    parameters: 1
    triggers: 1
    examples: 1
    timeout: 0
apis:
  - name: a
    base_url: https://a.example
    description: 1
    version: 1
    auth: { location: 1, key_name: 1 }
    endpoints: [{ path: x, method: 1 }]
    timeout: 0
    retry: { max_attempts: 0 }
mcp:
  servers:
    - name: m
      command: run
      args: [1]
      description: 1
      capabilities: [1]
      timeout: 1.0
      auto_start: 1
      env: 1
memory:
  episodic: { max_messages: 0, retention_days: 0, storage: 1 }
  semantic: { embedding_model: 1, vector_db: 1, similarity_threshold: 2, max_results: 0 }
  procedural: { enabled: 1, storage: 1, max_workflows: 0 }
  persistence: { backend: 1, config: 1 }
security:
  checksum:
    algorithm: "sha256"
    value: "00"
  encryption: { encrypted: 1 }
  capabilities:
    allowed_operations: [1, call_apis]
    restricted_operations: [1]
    max_memory_mb: 0
    sandbox: 1
  compliance: { standards: [1], certifications: [1] }
`;

  it("each is reported at its own pointer with its type's message, and nothing else", () => {
    const got = check(TEXT).map((d) => [d.pointer ?? "", d.code, d.message]);
    const key = (r: string[]) => r.join("\u0000");
    expect(got.map(key).sort()).toEqual(EXPECTED.map(key).sort());
  });
});

describe("AIX v1.0 references: every name a skill gives, and where the APIs are", () => {
  it("parameters.api and each of parameters.apis are checked; the note points at apis; a near name is suggested", () => {
    const text = `${AGENT}apis:\n  - { name: orders, base_url: https://a.example }\nskills:\n  - { name: s, description: d, parameters: { api: order, apis: [orders, 5, billing] } }\n`;
    const src = readAixText("a.aix", text);
    const ds = validateAix(src.doc!, { file: "a.aix", now: NOW, positions: src.positions }).all.filter(
      (d) => d.code === "REFERENCE_NOT_FOUND",
    );
    // The base agent is 13 lines: apis: is line 14, its list starts on line 15; the skill (and its parameters) on line 17.
    expect(
      ds.map((d) => [d.message, d.pointer, d.line, d.hint, d.notes?.map((n) => [n.message, n.pointer, n.line])]),
    ).toEqual([
      [
        "skill refers to API 'order', which is not declared in apis",
        "/skills/0/parameters",
        17,
        "did you mean `orders`?",
        [["the agent's APIs (orders) are declared here", "/apis", 15]],
      ],
      [
        "skill refers to API 'billing', which is not declared in apis",
        "/skills/0/parameters",
        17,
        undefined,
        [["the agent's APIs (orders) are declared here", "/apis", 15]],
      ],
    ]);
  });

  it("APIs without names: the note says none has one", () => {
    const ds = withAgent(
      "apis:\n  - { base_url: https://a.example }\nskills:\n  - { name: s, description: d, parameters: { api: x } }\n",
    ).filter((d) => d.code === "REFERENCE_NOT_FOUND");
    expect(ds.map((d) => d.notes?.map((n) => n.message))).toEqual([
      ["the agent's APIs are declared here, and none has a name"],
    ]);
  });

  it("a repeated name's note points at the first definition's line (skills on lines 15 and 16, the name at column 13)", () => {
    const text = `${AGENT}skills:\n  - { name: a, description: d }\n  - { name: a, description: d }\n`;
    const src = readAixText("a.aix", text);
    const [d] = validateAix(src.doc!, { file: "a.aix", now: NOW, positions: src.positions }).all.filter(
      (x) => x.code === "DUPLICATE_NAME",
    );
    expect([d!.line, d!.notes?.map((n) => [n.message, n.pointer, n.line, n.col])]).toEqual([
      16,
      [["'a' is first defined here", "/skills/0/name", 15, 13]],
    ]);
  });
});

describe("AIX v1.0 type hints and tag counts", () => {
  it("a number where a string belongs is hinted to be quoted, as written; other types get no hint", () => {
    const hints = (line: string) =>
      check(AGENT.replace('  author: "someone"\n', `  author: "someone"\n${line}`)).map((d) => [d.code, d.hint]);
    expect(hints("  license: 2.50\n")).toEqual([
      ["INVALID_TYPE", 'quote it: license: "2.50" (unquoted, YAML and TOML read it as a number)'],
    ]);
    expect(hints("  license: 7\n")).toEqual([
      ["INVALID_TYPE", 'quote it: license: "7" (unquoted, YAML and TOML read it as a number)'],
    ]);
    expect(hints("  license: true\n")).toEqual([["INVALID_TYPE", undefined]]);
  });

  it("meta.tags: 1 to 10 tags", () => {
    const tags = (n: number) =>
      rows(
        check(
          AGENT.replace("meta:\n", `meta:\n  tags: [${Array.from({ length: n }, (_, i) => `t${i}`).join(", ")}]\n`),
        ),
      );
    expect(tags(1)).toEqual([]);
    expect(tags(10)).toEqual([]);
    expect(tags(11)).toEqual([["warning", "TAG_COUNT", "/meta/tags", "meta.tags should hold 1-10 tags, has 11"]]);
    expect(tags(0)).toEqual([["warning", "TAG_COUNT", "/meta/tags", "meta.tags should hold 1-10 tags, has 0"]]);
  });
});

describe("AIX v1.0 secret scan pointers", () => {
  it("a key with / or ~ is escaped in the pointer; arrays are walked by index", () => {
    const key = "sk-live-abcdefghijklmnopqrstuvwxyz123456";
    const ds = check(AGENT.replace("persona:\n", `persona:\n  x-a/b~c: ["ok", "${key}"]\n`));
    expect(ds.filter((d) => d.code === "SECRET_VALUE").map((d) => d.pointer)).toEqual(["/persona/x-a~1b~0c/1"]);
  });
});

describe("AIX v1.0 list items that are not objects", () => {
  it("a skill, an API and an MCP server that are not objects are each named at their index", () => {
    expect(rows(withAgent("skills: [5]\napis: [x]\nmcp:\n  servers: [true]\n"))).toEqual([
      ["error", "INVALID_TYPE", "/skills/0", "each skill must be an object"],
      ["error", "INVALID_TYPE", "/apis/0", "each API must be an object"],
      ["error", "INVALID_TYPE", "/mcp/servers/0", "each MCP server must be an object"],
    ]);
  });
});
