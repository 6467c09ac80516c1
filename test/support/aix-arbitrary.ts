/** fast-check arbitraries for valid AIX agents. */
import fc from "fast-check";
import { fromPlain, type JsonObject } from "../../ir/json/value.js";

const text = fc.string({ unit: "grapheme", minLength: 1, maxLength: 30 }).filter((s) => s.trim().length > 0);
const skillName = fc.stringMatching(/^[a-z][a-z0-9_]{0,15}$/);
const uuid = fc.uuid({ version: 4 });

export const agentArb: fc.Arbitrary<JsonObject> = fc
  .record({
    id: uuid,
    name: text,
    role: text,
    instructions: fc.string({ unit: "grapheme", minLength: 1, maxLength: 200 }).filter((s) => s.trim().length > 0),
    temperature: fc.option(
      fc.integer({ min: 0, max: 20 }).map((n) => n / 10),
      { nil: undefined },
    ),
    constraints: fc.array(text, { maxLength: 3 }),
    skills: fc.uniqueArray(
      fc.record({
        name: skillName,
        description: text,
        enabled: fc.boolean(),
        priority: fc.integer({ min: 1, max: 10 }),
      }),
      { selector: (s) => s.name, maxLength: 4 },
    ),
    apis: fc.uniqueArray(
      fc.record({
        name: skillName,
        host: fc.domain(),
        method: fc.constantFrom("GET", "POST"),
        auth: fc.option(
          fc.record({
            type: fc.constantFrom("bearer", "api_key", "oauth2", "basic", "none"),
            location: fc.constantFrom("header", "query", "body"),
            key_name: fc.stringMatching(/^[A-Za-z-]{1,12}$/),
          }),
          { nil: undefined },
        ),
        rate_limit: fc.option(
          fc.record({ requests: fc.integer({ min: 1, max: 100_000 }), period: fc.integer({ min: 1, max: 86_400 }) }),
          { nil: undefined },
        ),
        timeout: fc.option(fc.integer({ min: 1, max: 600 }), { nil: undefined }),
        retry: fc.option(
          fc.record({
            max_attempts: fc.integer({ min: 1, max: 10 }),
            backoff: fc.constantFrom("exponential", "linear"),
          }),
          { nil: undefined },
        ),
      }),
      { selector: (a) => a.name, maxLength: 3 },
    ),
    servers: fc.uniqueArray(
      fc.record({
        name: skillName,
        command: fc.constantFrom("npx", "uvx", "/usr/bin/tool"),
        args: fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
      }),
      { selector: (s) => s.name, maxLength: 2 },
    ),
    episodic: fc.boolean(),
    semantic: fc.boolean(),
    encryption: fc.option(
      fc.record({
        encrypted: fc.boolean(),
        algorithm: fc.constantFrom("AES-256-GCM", "ChaCha20-Poly1305"),
        key_fingerprint: fc.stringMatching(/^[0-9a-f]{16}$/),
      }),
      { nil: undefined },
    ),
    maxMemoryMb: fc.option(fc.integer({ min: 1, max: 65_536 }), { nil: undefined }),
    // Integers beyond 2^53 (exact only as lexemes) up to TOML's 64-bit limit.
    ext: fc.option(
      fc.dictionary(
        fc.stringMatching(/^[a-z]{1,6}$/),
        fc.oneof(fc.integer(), fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }), text, fc.boolean()),
      ),
      { nil: undefined },
    ),
  })
  .map(
    (a) =>
      fromPlain({
        meta: { version: "1.0", id: a.id, name: a.name, created: "2025-01-12T10:30:00Z", author: "prop" },
        persona: {
          role: a.role,
          instructions: a.instructions,
          constraints: a.constraints,
          ...(a.temperature !== undefined ? { temperature: a.temperature } : {}),
        },
        skills: a.skills,
        apis: a.apis.map(({ host, method, ...x }) =>
          definedOnly({ ...x, base_url: `https://${host}/v1`, endpoints: [{ path: "/items", method }] }),
        ),
        mcp: { servers: a.servers },
        memory: { episodic: { enabled: a.episodic, max_messages: 50 }, semantic: { enabled: a.semantic } },
        security: definedOnly({
          checksum: { algorithm: "sha256", value: "0" },
          encryption: a.encryption,
          capabilities: definedOnly({ allowed_operations: ["call_apis", "use_tools"], max_memory_mb: a.maxMemoryMb }),
        }),
        ...(a.ext ? { "x-extra": a.ext } : {}),
      }) as JsonObject,
  );

/** The object without its undefined members (optional fields the arbitrary left out). */
function definedOnly<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

/** Text that stresses line-oriented encodings: JSON look-alikes, line breaks, surrounding spaces, quotes. */
const trickyText = fc.oneof(
  text,
  fc.constantFrom(
    "123",
    "true",
    "null",
    '"quoted"',
    "[1]",
    " padded ",
    "two\nlines",
    "a: b",
    "- dash",
    "## heading",
    "x < y & z",
    " \u2028!",
    "a\u2029b",
    "nel\u0085x",
    "\u00a0nbsp",
  ),
);

/** Valid agents using more of AIX (for conversions): every section and the optional persona, API and memory fields. */
export const convertibleAgentArb: fc.Arbitrary<JsonObject> = fc
  .record({
    base: agentArb,
    tone: fc.option(trickyText, { nil: undefined }),
    style: fc.option(trickyText, { nil: undefined }),
    contextWindow: fc.option(fc.integer({ min: 256, max: 200_000 }), { nil: undefined }),
    apiDescription: fc.option(trickyText, { nil: undefined }),
    skillDescription: trickyText,
    restricted: fc.uniqueArray(fc.constantFrom("*.internal.invalid", "blocked.invalid", "*.corp.invalid"), {
      maxLength: 2,
    }),
    maxCalls: fc.option(fc.integer({ min: 1, max: 1000 }), { nil: undefined }),
    procedural: fc.option(fc.record({ enabled: fc.boolean(), skills_library: trickyText }), { nil: undefined }),
    persistence: fc.option(fc.record({ backend: fc.constantFrom("file", "sqlite"), path: trickyText }), {
      nil: undefined,
    }),
  })
  .map(({ base, ...x }) => {
    const doc = toPlainDoc(base);
    const persona = doc.persona as Record<string, unknown>;
    if (x.tone !== undefined) persona.tone = x.tone;
    if (x.style !== undefined) persona.style = x.style;
    if (x.contextWindow !== undefined) persona.context_window = x.contextWindow;
    const skills = doc.skills as Array<Record<string, unknown>>;
    if (skills[0]) skills[0].description = x.skillDescription;
    const apis = doc.apis as Array<Record<string, unknown>>;
    if (apis[0] && x.apiDescription !== undefined) apis[0].description = x.apiDescription;
    const memory = doc.memory as Record<string, unknown>;
    if (x.procedural) memory.procedural = x.procedural;
    if (x.persistence) memory.persistence = x.persistence;
    const caps = (doc.security as Record<string, Record<string, unknown>>).capabilities!;
    if (x.restricted.length) caps.restricted_domains = x.restricted;
    if (x.maxCalls !== undefined) caps.max_api_calls_per_minute = x.maxCalls;
    return fromPlain(doc) as JsonObject;
  });

function toPlainDoc(o: JsonObject): Record<string, unknown> {
  return structuredClone(o) as Record<string, unknown>;
}
