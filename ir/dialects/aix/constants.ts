/** AIX v1.0 vocabulary (spec sections 3 and 5): sections and fields in spec order, and the enums. */
export const SECTIONS = ["meta", "persona", "skills", "apis", "mcp", "memory", "security"] as const;
export type SectionName = (typeof SECTIONS)[number];
export const REQUIRED_SECTIONS: readonly SectionName[] = ["meta", "persona", "security"];

/** Field order within each object, as the spec lists them; used by the emitter and the unknown-field check. */
export const FIELD_ORDER: Record<string, readonly string[]> = {
  meta: [
    "version",
    "id",
    "name",
    "description",
    "created",
    "updated",
    "author",
    "tags",
    "license",
    "homepage",
    "repository",
    "documentation",
    "icon",
    "language",
    "framework",
    "runtime_version",
  ],
  persona: [
    "role",
    "tone",
    "style",
    "instructions",
    "constraints",
    "personality_traits",
    "example_responses",
    "context_window",
    "temperature",
    "response_format",
  ],
  skill: ["name", "description", "enabled", "parameters", "triggers", "examples", "priority", "timeout"],
  api: ["name", "base_url", "description", "version", "auth", "endpoints", "rate_limit", "timeout", "retry"],
  "api.auth": ["type", "location", "key_name"],
  "api.rate_limit": ["requests", "period"],
  "api.retry": ["max_attempts", "backoff"],
  "api.endpoint": ["path", "method", "description", "parameters"],
  mcp: ["servers"],
  "mcp.server": ["name", "command", "args", "env", "description", "capabilities", "timeout", "auto_start"],
  memory: ["episodic", "semantic", "procedural", "persistence"],
  "memory.episodic": ["enabled", "max_messages", "retention_days", "storage"],
  "memory.semantic": ["enabled", "embedding_model", "vector_db", "similarity_threshold", "max_results"],
  "memory.procedural": ["enabled", "storage", "max_workflows"],
  "memory.persistence": ["enabled", "backend", "config"],
  security: ["checksum", "signature", "encryption", "capabilities", "compliance"],
  "security.checksum": ["algorithm", "value", "scope"],
  "security.signature": ["algorithm", "value", "public_key", "signer", "timestamp"],
  "security.encryption": ["encrypted", "algorithm", "key_fingerprint"],
  // restricted_operations is not in the v1.0 text but the reference's own v1.0 examples use it.
  "security.capabilities": [
    "allowed_operations",
    "restricted_operations",
    "restricted_domains",
    "max_api_calls_per_minute",
    "max_memory_mb",
    "sandbox",
  ],
  "security.compliance": ["standards", "certifications", "audit_log"],
};

export const CHECKSUM_ALGORITHMS = ["sha256", "sha512", "blake3"] as const;
export const SIGNATURE_ALGORITHMS = ["RSA-SHA256", "Ed25519", "ECDSA-SHA256"] as const;
export const ENCRYPTION_ALGORITHMS = ["AES-256-GCM", "ChaCha20-Poly1305"] as const;
export const AUTH_TYPES = ["bearer", "api_key", "oauth2", "basic", "none"] as const;
export const AUTH_LOCATIONS = ["header", "query", "body"] as const;

export const SKILL_NAME = /^[a-z0-9_]+$/;
export const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)(\.(0|[1-9]\d*))?(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;
export const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
/** npm-style version ranges for runtime_version (">=1.0.0", "^1.2", "1.x || 2.x"). */
export const SEMVER_RANGE_PART = /^(?:[<>]=?|=|\^|~)?v?(?:\d+|x|\*)(?:\.(?:\d+|x|\*)){0,2}(?:-[0-9A-Za-z.-]+)?$/;

export function isSemverRange(s: string): boolean {
  const parts = s.split("||").flatMap((alt) => alt.trim().split(/\s+/));
  return parts.length > 0 && parts.every((p) => SEMVER_RANGE_PART.test(p));
}

export const ISO_8601 = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
