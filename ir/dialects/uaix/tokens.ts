/**
 * Every UAIX token agentc uses, in one table (docs/specs.md section 6), so it can
 * follow the published schema when that appears: scopes, required statuses,
 * review states, media types, and the closed required file set of each scope.
 */
export const UAIX_VERSION = "0.1";
export const PACKAGE_FORMAT = "uaix.package.v0.1";
export const MANIFEST_PATH = ".uai/manifest.uaix.json";
export const SENTINEL_SHA256 = "0".repeat(64);

export const SCOPES = [
  "persona_profile",
  "advanced_persona_profile",
  "project_handoff",
  "code_bearing",
  "non_project_assistant",
  "long_term_memory",
  "agent_file_handoff",
] as const;
export type Scope = (typeof SCOPES)[number];
/** The file-level scope of the universal required files. */
export const UNIVERSAL_SCOPE = "universal";

export const REQUIRED_STATUSES = [
  "universal_required",
  "profile_required",
  "content_triggered_required",
  "configuration_specific_required",
] as const;
export type RequiredStatus = (typeof REQUIRED_STATUSES)[number];
/** Files that are in the package but required by no scope (evidence, docs, exports). */
export const OPTIONAL_STATUS = "optional";

export const REVIEW_STATES = ["reviewed", "review_required"] as const;

export const MEDIA_TYPES: Record<string, string> = {
  ".uai": "text/x-uai; charset=utf-8",
  ".human": "text/plain; charset=utf-8",
  ".json": "application/json",
  ".md": "text/markdown; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".csv": "text/csv; charset=utf-8",
  ".pdf": "application/pdf",
  ".png": "image/png",
};

export const PROTECTED_ANCHORS = [".uai/totem.uai", ".uai/taboo.uai", ".uai/talisman.uai"] as const;

export const UNIVERSAL_FILES = [
  ".uai/memory-maintenance.uai",
  ".uai/identity.uai",
  ".uai/world-context.uai",
  ".uai/totem.uai",
  ".uai/taboo.uai",
  ".uai/talisman.uai",
  ".uai/short-term-memory.uai",
] as const;

export const PERSONALITY_FILES = [
  "identity",
  "voice",
  "values",
  "temperament",
  "reasoning-style",
  "emotional-patterns",
  "relationship-style",
  "behavioral-patterns",
  "boundaries",
  "examples-dialogue",
  "adaptation-rules",
  "preservation-rules",
].map((n) => `.uai/personality/${n}.uai`);

export interface ScopeRule {
  /** Every one of these files is required. */
  files: readonly string[];
  /** At least one file of each group is required. */
  oneOf?: ReadonlyArray<readonly string[]>;
  /** Scopes whose files this scope also requires. */
  implies?: readonly Scope[];
  /** Manifest fields the scope requires (an object of these keys). */
  manifestFields?: { key: string; fields: readonly string[] };
  status: RequiredStatus;
}

export const SCOPE_RULES: Record<Scope, ScopeRule> = {
  persona_profile: { files: [".uai/persona.uai"], status: "profile_required" },
  advanced_persona_profile: { files: [".uai/persona.uai", ...PERSONALITY_FILES], status: "profile_required" },
  project_handoff: {
    files: [
      ".uai/startup-packet.uai",
      ".uai/system-profile.uai",
      ".uai/receiver-brief.uai",
      ".uai/exports/manifest.json",
    ],
    oneOf: [["AGENTS.md", ".uai/readme.human"]],
    status: "content_triggered_required",
  },
  code_bearing: {
    files: [
      ".uai/coding-standards.uai",
      ".uai/architecture.uai",
      ".uai/test-plan.uai",
      ".uai/next-recursive-prompt.uai",
    ],
    status: "content_triggered_required",
  },
  non_project_assistant: { files: [".uai/persona.uai"], status: "profile_required" },
  long_term_memory: {
    files: [".uai/long-term-memory.uai"],
    manifestFields: {
      key: "longTermMemory",
      fields: [
        "wikiRoot",
        "indexPath",
        "evidenceLog",
        "steward",
        "sourceBoundary",
        "promotionTargets",
        "reviewState",
        "trustLabels",
        "disposition",
      ],
    },
    status: "configuration_specific_required",
  },
  agent_file_handoff: {
    files: [],
    manifestFields: {
      key: "agentFileHandoff",
      fields: [
        "intakeBucket",
        "dispositionRules",
        "redactionRules",
        "evidencePath",
        "checksumLedger",
        "sourceRemovalRule",
        "finalReportFields",
      ],
    },
    status: "configuration_specific_required",
  },
};

/** The no-op reason codes of the UAIX memory firewall. */
export const REASONS = {
  malformedContainer: "malformed_container",
  unsafePath: "unsafe_path",
  malformedSchema: "malformed_schema",
  missingManifest: "missing_manifest",
  undeclaredFile: "undeclared_file",
  missingFile: "missing_declared_file",
  missingRequiredFile: "missing_required_file",
  outOfScopeFile: "out_of_scope_file",
  hashMismatch: "hash_mismatch",
  sizeMismatch: "size_mismatch",
  missingIntegrityChecksum: "missing_integrity_checksum",
  unsupportedScope: "unsupported_scope",
  unsupportedRequiredStatus: "unsupported_required_status",
  unsupportedMediaType: "unsupported_media_type",
  secretDetected: "secret_detected",
  authorityBoundaryConflict: "authority_boundary_conflict",
  protectedAnchorMutation: "protected_anchor_mutation",
  signatureInvalid: "signature_invalid",
} as const;

/** Manifest keys and values that claim authority a memory package must not carry. */
export const AUTHORITY_KEYS =
  /^(execution_?authority|executionAuthority|tool_?grants?|toolGrants?|grant(ed)?_?permissions?|grantPermissions|auto_?execute|autoExecute|run_?commands?|runCommands?|shell|sudo|elevat\w*|admin(istrator)?_?access|adminAccess|trust_?level|trustLevel|override_?policy|overridePolicy|bypass\w*|write_?tokens?|writeToken)$/;
export const AUTHORITY_TEXT =
  /\b(grant|escalat\w*|elevat\w*|override|bypass|negotiat\w*)\b[^\n]{0,60}\b(authority|permissions?|privileges?|policy|root|admin)\b/i;
