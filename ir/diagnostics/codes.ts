/**
 * Every diagnostic code agentc reports, in one place: its usual severity, the
 * dialect (or layer) that reports it, and what it means in one line. SARIF rule
 * help and `agentc explain`-style lookups read it; the meta-test
 * (test/codes/registry.test.ts) fails when a code here is never produced by a
 * test, or when the sources report a code that is not here.
 *
 * Severity is the usual one: `--strict` and trust options can raise a warning
 * to an error, and a few codes are errors in one command and warnings in another.
 */
import type { Severity } from "./severity.js";

type Entry = readonly [Severity, string];

/** AIX: field and section checks keep the reference validator's codes (upper snake case). */
const AIX = {
  MISSING_REQUIRED_SECTION: ["error", "a required top-level section (meta, persona, …) is missing"],
  MISSING_REQUIRED_FIELD: ["error", "a required field of a section is missing"],
  INVALID_TYPE: ["error", "a field has the wrong JSON type"],
  INVALID_ENUM: ["error", "a field's value is not one of the values the spec allows"],
  INVALID_FORMAT: ["error", "a timestamp or identifier is not in the format the spec requires"],
  INVALID_LENGTH: ["error", "a string or list is shorter or longer than the spec allows"],
  INVALID_URL: ["error", "a URL field is not an http(s) URL"],
  INVALID_KEY: ["error", "a signing or verifying key cannot be read"],
  INVALID_ENCODING: ["error", "the file is not valid UTF-8"],
  OUT_OF_RANGE: ["error", "a number is outside the range the spec allows"],
  DUPLICATE_NAME: ["error", "two skills, APIs or servers share a name"],
  REFERENCE_NOT_FOUND: ["error", "a skill refers to an API the agent does not declare"],
  INCONSISTENT_CAPABILITY: ["error", "an operation is both allowed and restricted"],
  FUTURE_TIMESTAMP: ["error", "a timestamp lies in the future"],
  FILE_TOO_LARGE: ["error", "the agent file is larger than AIX allows"],
  SYNTAX_ERROR: ["error", "the YAML, JSON or TOML text does not parse"],
  "AIX-YAML-WARNING": ["warning", "the YAML parser warns about the text (it still reads)"],
  "AIX-IO": ["error", "the agent file cannot be read"],
  "AIX-TOML-NULL": ["error", "TOML cannot hold a null value the agent has"],
  UNKNOWN_FIELD: ["warning", "a field the spec does not define (kept; use an x- prefix for extensions)"],
  UNKNOWN_SECTION: ["warning", "a section AIX v1.0 does not define (kept)"],
  UNKNOWN_ALGORITHM: ["warning", "a checksum or signature algorithm agentc does not know"],
  TAG_COUNT: ["warning", "meta.tags should hold 1 to 10 tags"],
  SECRET_VALUE: ["warning", "a value looks like a secret; agent files should reference secrets, not hold them"],
  CHECKSUM_VALID: ["info", "the checksum matches the content"],
  CHECKSUM_LEGACY: [
    "warning",
    "the checksum matches only an older method: the reference v1.0 text method (or, for an AIX v1.4 file, v1.0's method)",
  ],
  CHECKSUM_MISMATCH: ["error", "the content does not hash to the stated checksum"],
  CHECKSUM_INVALID: ["error", "the checksum value is not a hex hash"],
  CHECKSUM_PLACEHOLDER: ["warning", "the checksum is a placeholder (an error when a checksum is required)"],
  SIGNATURE_VALID: ["info", "the signature verifies against the checksum"],
  SIGNATURE_TRUSTED: ["info", "the signature verifies and its key is one you trust"],
  SIGNATURE_UNTRUSTED: [
    "error",
    "the signature verifies but its key is not trusted, and a trusted signature is required",
  ],
  SIGNATURE_INVALID: ["error", "the signature does not verify"],
  SIGNATURE_KEY_MISMATCH: ["error", "the signature verifies, but not with the key named to check it"],
  SIGNATURE_REQUIRED: ["error", "the agent is not signed, and a signature is required"],
  SIGNATURE_UNVERIFIABLE: ["warning", "the signature carries no public key, so it cannot be verified here"],
  SIGNATURE_SCOPE: [
    "warning",
    "aix verify: fields of the signed document that the signature does not cover (the security section's capabilities, compliance, encryption, signer, signing time, …), named",
  ],
  "AIX-VERSION": [
    "error",
    "convert --to aix --aix-version asks for another AIX version than the input's: an AIX file is not converted between versions",
  ],
  "AIX-V14-UNCOVERED": [
    "error",
    "a member named __proto__, which the reference's canonical form (and so every v1.4 checksum and signature) leaves out",
  ],
  "AIX-V14-SCHEMA": ["error", "an AIX v1.4 document does not follow the v1.4 release's JSON Schema"],
  "AIX-V14-REFERENCE-ONLY": [
    "warning",
    "the v1.4 schema rejects a field the reference's own signing script writes (build_provenance, a signature's kid or lower-case ed25519): accepted",
  ],
  "AIX-V14-SPEC-STRICTER": [
    "warning",
    "the v1.4 specification text requires more than its schema (did:axiom identifiers): the schema's verdict stands",
  ],
  "AIX-V14-VERSION": [
    "warning",
    "an AIX v1.4 document declares a version the release does not know, or two that disagree",
  ],
  "AIX-V14-IDENTITY": [
    "warning",
    "identity_layer: expired, expiring before it is issued (an error), or naming another agent than meta.id",
  ],
} as const satisfies Record<string, Entry>;

/** AIGX: the spec's validation (V) and extra (X, S) checks, and the reader's and grammar's codes. */
const AIGX = {
  V1: ["error", "a genome has no protocol.aigx"],
  V2: ["error", "a genome has no rule"],
  V3: ["error", "a genome has no files.aigx, or it lists no file"],
  V4: ["error", "a file entry's path leaves the repository"],
  V5: ["error", "a file entry's path does not exist"],
  V6: ["error", "a <check> id resolves to no rule"],
  V7: ["error", "a rule id is used twice in one genome"],
  X1: ["warning", "a rule id is not of the form PREFIX-N"],
  X2: ["error", "a rule has no text"],
  X3: ["error", "a file entry has more than one <gotcha>"],
  X4: ["error", "a <check> id resolves only in a genome that does not govern the file"],
  X5: ["error", "a domain card has no key"],
  X6: ["error", "a rule id is defined in two genomes"],
  X7: ["warning", "protocol.aigx does not instruct the per-file lookup and the <check> verification"],
  S1: ["warning", "a file has two entries"],
  S2: ["warning", "more than 40% of entries carry a <forbid>: scarcity preserves salience"],
  "AIGX-SYNTAX": ["error", "the tag text does not parse"],
  "AIGX-UNCLOSED": ["error", "an element is not closed"],
  "AIGX-STRAY-CLOSE": ["error", "a closing tag closes nothing"],
  "AIGX-DUP-ATTR": ["error", "an element repeats an attribute"],
  "AIGX-UTF8": ["error", "a genome file is not valid UTF-8"],
  "AIGX-SKIPPED": [
    "warning",
    "a genome file is not read: a symbolic link (one out of the repository included), a FIFO, a socket or a device",
  ],
  "AIGX-NO-ROOT": ["error", "a genome file has no root element"],
  "AIGX-ROOTS": ["warning", "a genome file has several root elements; the first is read"],
  "AIGX-UNKNOWN-ELEMENT": ["warning", "an element a concern file does not define"],
  "AIGX-RULE-ID": ["error", "a <rule> has no id"],
  "AIGX-FILE-PATH": ["error", "a <file> entry has no path"],
  "AIGX-FORBID-MANY": ["warning", "a file entry has more than one <forbid>; the first is kept"],
  "AIGX-PARITY": ["error", "a written file is not the one whose id parity was proven"],
  "AIGX-NOT-FOUND": ["error", "no genome entry governs the file asked about"],
  "AIGX-NO-GENOME": ["error", "there is no .aigx/ genome under the root"],
  "AIGX-DEEP-IMPORT": ["warning", "an import reaches into another folder's internal/ subfolder"],
  "AIGX-GENOME-NO-RULES": [
    "warning",
    "the repository declares no boundary and shows none for certain: the generated genome has no rule",
  ],
  "AIGX-BOUNDARY-CROSSED": [
    "warning",
    "a file imports across a boundary the repository declares (or that aigx genome inferred)",
  ],
  "AIGX-DECLARATION-UNREAD": [
    "warning",
    "an architecture declaration (or part of one) could not be read without running it",
  ],
  "AIGX-LINT": ["error", "the genome does not pass lint, so nothing is exported"],
} as const satisfies Record<string, Entry>;

/** UAIX: the memory firewall's no-op reasons (`UAIX-<REASON>`), and the package commands' codes. */
const UAIX = {
  "UAIX-MALFORMED-CONTAINER": ["error", "the archive is not a well-formed ZIP"],
  "UAIX-UNSAFE-PATH": ["error", "an entry name is unsafe (traversal, absolute, link, duplicate)"],
  "UAIX-MALFORMED-SCHEMA": ["error", "the manifest does not follow the UAIX schema"],
  "UAIX-MISSING-MANIFEST": ["error", "the package has no manifest"],
  "UAIX-UNDECLARED-FILE": ["error", "the package holds a file its manifest does not declare"],
  "UAIX-MISSING-DECLARED-FILE": ["error", "a file the manifest declares is not in the package"],
  "UAIX-MISSING-REQUIRED-FILE": ["error", "a file the declared scope requires is missing"],
  "UAIX-OUT-OF-SCOPE-FILE": ["error", "a file lies outside the package's declared scopes"],
  "UAIX-HASH-MISMATCH": ["error", "a file does not hash to its declared sha256"],
  "UAIX-SIZE-MISMATCH": ["error", "a file does not have its declared size"],
  "UAIX-MISSING-INTEGRITY-CHECKSUM": ["error", "a declared file or digest has no sha256"],
  "UAIX-UNSUPPORTED-SCOPE": ["error", "the manifest declares a scope UAIX does not define"],
  "UAIX-UNSUPPORTED-REQUIRED-STATUS": ["error", "a file entry has an unknown required status"],
  "UAIX-UNSUPPORTED-MEDIA-TYPE": ["error", "a file has a media type UAIX does not allow"],
  "UAIX-SECRET-DETECTED": ["error", "a file holds what looks like a secret"],
  "UAIX-AUTHORITY-BOUNDARY-CONFLICT": ["error", "the package claims authority a memory package must not carry"],
  "UAIX-PROTECTED-ANCHOR-MUTATION": ["error", "the package changes a protected anchor"],
  "UAIX-SIGNATURE-INVALID": ["error", "the package signature does not verify"],
  "UAIX-SIGNATURE-TRUSTED": ["info", "the package signature verifies with a key you trust"],
  "UAIX-SIGNATURE-UNTRUSTED": ["info", "the package signature verifies, but nobody vouched for its key"],
  "UAIX-SENTINEL": ["warning", "an all-zero sentinel digest: not proof of integrity; the package stays in review"],
  "UAIX-EXTENSION": ["warning", "a UAIX package file should have the .uaix extension"],
  "UAIX-UNSIGNED": ["warning", "the package is not signed; its origin is not established"],
  "UAIX-NOT-PERSONA": ["error", "the package is not a persona package, so it does not raise to an agent"],
  "UAIX-PACK-INVALID": ["error", "the package being written would not pass import"],
  "UAIX-READ": ["error", "the package cannot be read"],
  "UAIX-ROUNDTRIP-SIGNATURE": ["info", "a round trip is identical except for the re-made signature"],
  "UAIX-IO": ["error", "the directory to pack is not a directory"],
  "UAIX-MEDIA-TYPE": ["error", "a file to pack has an extension UAIX does not allow"],
  "UAIX-SCOPE": ["error", "an unsupported scope was asked for"],
} as const satisfies Record<string, Entry>;

/** AEGX: the verifier's checks of records, the audit chain, blobs and the manifest; the writer's refusals. */
const AEGX = {
  "AEGX-IO": ["error", "a bundle file cannot be opened"],
  "AEGX-PARSE": ["error", "a line of records.jsonl or audit-log.jsonl is not JSON"],
  "AEGX-SCHEMA": ["error", "a record, audit entry or the manifest does not follow the schema"],
  "AEGX-RECORD-ID": ["error", "a record's recordId is not the hash of its canonical content"],
  "AEGX-PARENT-MISSING": ["error", "a record names a parent that is not in the bundle"],
  "AEGX-AUDIT-IDX": ["error", "an audit entry's idx is not its position"],
  "AEGX-AUDIT-PREV": ["error", "an audit entry's prev is not the previous entry's hash"],
  "AEGX-AUDIT-HASH": ["error", "an audit entry's entryHash is not the hash of its content"],
  "AEGX-AUDIT-HEAD": ["error", "the manifest's audit_head is not the end of the chain"],
  "AEGX-RECORD-COUNT": ["error", "the manifest's record_count is not the number of records"],
  "AEGX-BLOB-COUNT": ["error", "the manifest's blob_count is not the number of blobs"],
  "AEGX-BLOB-MISSING": ["error", "a record refers to a blob that is not in blobs/"],
  "AEGX-BLOB-HASH": ["error", "a blob's content does not hash to its name"],
  "AEGX-BLOB-LAYOUT": ["error", "blobs/ holds something that is not a regular file"],
  "AEGX-BLOB-SIZE": ["error", "a blob does not have the size a record gives"],
  "AEGX-ROOT-MISSING": ["error", "a root record listed in the manifest is not in the bundle"],
  "AEGX-CHAIN": ["error", "the audit log does not continue the chain, so nothing is appended"],
  "AEGX-TS": ["error", "a timestamp is not RFC 3339 UTC"],
  "AEGX-NUMBER": ["error", "a number does not read back stably; write it as a string"],
  "AEGX-BULK-LINE": ["error", "a line of a bulk append is not a record"],
  "AEGX-WRITE": ["error", "the bundle cannot be written"],
  "AEGX-EMIT": ["error", "the bundle cannot be emitted"],
  "AEGX-TOO-LARGE": [
    "error",
    "the bundle is too large to read whole in the memory this process has (aegx verify streams it)",
  ],
  "AEGX-W-UNKNOWN-FIELD": ["warning", "a field the schema does not define (kept)"],
  "AEGX-W-DUPLICATE-RECORD": ["warning", "a record appears more than once"],
  "AEGX-W-AUDIT-UNKNOWN-RECORD": ["warning", "an audit entry points at a record that is not in the bundle"],
  "AEGX-W-BLOB-NAME": ["warning", "a blob is misnamed: its content hashes to another name"],
  "AEGX-W-BLOB-ORPHAN": ["warning", "a blob no record refers to"],
  "AEGX-W-BLOB-SIZE": ["warning", "a blob is referenced with different sizes"],
  "AEGX-W-ROOT-NOT-ROOT": ["warning", "a listed root record has parents"],
  "AEGX-W-ROOT-UNLISTED": ["warning", "a record without parents is not listed as a root"],
  "AEGX-W-REPAIR-CUT": [
    "warning",
    "aegx repair cut the bundle at the first record or audit entry that breaks the chain (the cut lines are kept in side files)",
  ],
  "AEGX-W-ROLLBACK": ["warning", "an append a killed or failed run left unfinished was rolled back before appending"],
} as const satisfies Record<string, Entry>;

/** AIR: reading a world, resolving names and hashes, checking definitions and plans, patching. */
const AIR = {
  "AIR-IO": ["error", "a world file cannot be opened"],
  "AIR-PARSE": ["error", "a world file is not JSON"],
  "AIR-CBOR": ["error", "a stored node is not canonical CBOR"],
  "AIR-SHAPE": ["error", "a node does not follow its JSON Schema"],
  "AIR-SHAPE-LATER": ["warning", "a later-v1 node does not fit the seed-era schema"],
  "AIR-LATER-V1": ["info", "a later-v1 spelling, read as its seed equivalent"],
  "AIR-LATER-BUILTIN": ["info", "a later-v1 built-in accepted by name and left unpinned"],
  "AIR-PROFILE": ["warning", "air-profile.json names an unknown hashing profile"],
  "AIR-MANIFEST-MISSING": ["error", "the world has no manifest"],
  "AIR-MANIFEST-DUP": ["error", "the world has more than one manifest"],
  "AIR-MANIFEST-VIEW": ["error", "manifest.air.json does not match manifest.air.cbor"],
  "AIR-STORE-HASH": ["error", "a stored node does not hash to its file name"],
  "AIR-STORE-MISSING": ["error", "a hash is not in the world's store"],
  "AIR-STORE-BUILTIN": [
    "warning",
    "an emitted world pins a built-in that is not in its store, so the AgentOS v1 loader will not load it",
  ],
  "AIR-HASH-AMBIGUOUS": ["error", "a hash prefix matches several stored nodes"],
  "AIR-NAME": ["error", "a name is not of the form namespace/name@version"],
  "AIR-NAME-DUP": ["error", "a name is defined twice"],
  "AIR-HASH": ["error", "a hash is not sha256:<64 hex>"],
  "AIR-REF-HASH": ["error", "the manifest pins a definition to a hash it does not have"],
  "AIR-REF-MISSING": ["error", "a reference names a definition that does not exist"],
  "AIR-UNLISTED": ["warning", "a definition is not listed in the manifest"],
  "AIR-SCHEMA-RECURSIVE": ["error", "a schema's type refers to itself (v1 has no recursive types)"],
  "AIR-EFFECT": ["error", "an unknown effect kind"],
  "AIR-CAP-TYPE": ["error", "an unknown capability type"],
  "AIR-CAP-UNKNOWN": ["error", "a grant names a capability that is not defined"],
  "AIR-GRANT-PARAMS": ["error", "a grant's parameters do not fit its capability"],
  "AIR-POLICY": ["error", "a policy rule's decision is not allow or deny"],
  "AIR-INT-RANGE": ["error", "an integer is outside the range of its type"],
  "AIR-SPEC-STRICTER": [
    "warning",
    "the AIR v1 specification's schema refuses a node that the AgentOS v1 reference accepts (and hashes)",
  ],
  "AIR-DEC128": ["error", "a dec128 literal is not an exact decimal128"],
  "AIR-STEP-DUP": ["error", "a plan uses a step id twice"],
  "AIR-EDGE": ["error", "a plan edge names a step that does not exist"],
  "AIR-CYCLE": ["error", "a plan's steps form a cycle"],
  "AIR-EXPR-REF": ["error", "an expression refers to a binding no earlier step makes"],
  "AIR-EFFECT-NOT-ALLOWED": ["error", "a plan emits an effect that is not in its allowed_effects"],
  "AIR-AWAIT": ["error", "await_receipt does not name an emit_effect step"],
  "AIR-AWAIT-ORDER": ["error", "await_receipt waits for a step that does not run before it"],
  "AIR-KEY-REQUIRED": ["error", "raise_event to a keyed reducer has no key"],
  "AIR-END-RESULT": ["error", "a plan declares an output but its end step has no result"],
  "AIR-PATCH": ["error", "a patch is not { base_manifest_hash, patches: [...] }"],
  "AIR-PATCH-BASE": ["error", "a patch's base_manifest_hash is not the world's manifest"],
  "AIR-PATCH-EXISTS": ["error", "add_def names a definition that already exists"],
  "AIR-PATCH-MISSING": ["error", "a patch changes a definition that does not exist"],
  "AIR-PATCH-PRE-HASH": ["error", "a patch's pre_hash is not the definition's current hash"],
  "AIR-PATCH-INVALID": ["error", "the patched world does not validate, so nothing is applied"],
  "AIR-DIFF-INEXPRESSIBLE": ["warning", "a difference between worlds that no patch operation expresses"],
  "AIR-EMIT-NO-MANIFEST": ["error", "a world cannot be written without a manifest"],
  "AIR-VERSION": [
    "error",
    "an AIR world cannot be converted to the AIR version asked for (v2 → v1, or a v1 world whose v2 form does not validate)",
  ],
  "AIR-V2": ["info", 'an AIR v2 world (air_version "2"), checked with the v2 schemas and rules'],
  "AIR-V2-KIND": ["error", "an AIR v2 world holds an AIR v1 kind (defplan, defcap, defpolicy)"],
  "AIR-V2-NAME": [
    "warning",
    "an AIR v2 name does not match the specification's Name pattern (AgentOS accepts any string)",
  ],
  "AIR-V2-SYS": ["error", "an AIR v2 world defines a sys/* name, which only the built-ins may"],
  "AIR-V2-ROUTING": ["error", "an AIR v2 routing subscription does not fit its workflow (key_field, event)"],
} as const satisfies Record<string, Entry>;

/** The rule files of coding agents (AGENTS.md, CLAUDE.md, Cursor, Copilot, …) and the genome round. */
const RULES = {
  "RULES-READ": ["error", "a rule file does not exist or cannot be read"],
  "RULES-NONE": ["error", "no rule file of the format was found"],
  "RULES-EMPTY": ["warning", "a rule file holds no rule text"],
  "RULES-FRONT-MATTER": ["warning", "a front matter is malformed (an error under --strict); the body is still read"],
  "RULES-TRIGGER": ["warning", "an unknown activation value, read as always on"],
  "RULES-SCOPE": ["warning", "a scope the tool ignores (for example alwaysApply with globs)"],
  "RULES-SIZE": ["warning", "a file holds more rule text than the tool reads"],
  "RULES-OUTPUT": ["error", "a written rule file does not read back as the rules written"],
  "RULES-SKIPPED": ["warning", "a file was skipped on import (a link, too large, binary)"],
  "RULES-ENCODING": [
    "warning",
    "a text file agentc reads (a rule or agent file, .aigxignore, a session log, a source file the genome scanner reads) is not valid UTF-8: the invalid bytes were read as U+FFFD",
  ],
  "RULES-LINKED": [
    "info",
    "a file is a link to another file of the repository, read once as that file (export keeps the link)",
  ],
  "RULES-LINK-OUTSIDE": [
    "warning",
    "a symbolic link leads outside the repository: it is not followed, and nothing behind it is imported",
  ],
  "RULES-HAND-WRITTEN": ["error", "a file without the generated-by header would be replaced (use --force)"],
  "RULES-STALE": ["error", "a generated file is missing or differs from the genome (--check)"],
  "RULES-OBSOLETE": [
    "warning",
    "a file agentc wrote that the genome no longer makes (a skill, command, subagent or server gone) is kept: --prune removes it",
  ],
  "RULES-SUBAGENT": ["error", "a Claude Code subagent lacks its name, description or prompt and is not imported"],
  "RULES-SUBAGENT-FIELD": [
    "warning",
    "a subagent field Claude Code reads otherwise than it says (a name that is not lower-case words and hyphens, tools or a model that are not names)",
  ],
  "RULES-MCP-CONFIG": [
    "error",
    "an MCP configuration file is not JSON, or a server in it has neither a command nor a URL, or a field of the wrong type",
  ],
  "RULES-SETTINGS": [
    "error",
    "a coding agent's settings file (hooks, permissions) is not JSON, or a hook or permission list in it has the wrong shape",
  ],
  "RULES-MCP-CONFLICT": [
    "warning",
    "two MCP configuration files define a server of the same name differently; the first is kept",
  ],
  "RULES-NOT-READ": [
    "warning",
    "an agent-configuration file import saw but does not read (slash commands, skills, settings, ignore files, workflows, hooks, …); it is not in the genome",
  ],
} as const satisfies Record<string, Entry>;

/** A project's agent setup beside its rules: skills and commands (src/formats/setup/). */
const SETUP = {
  "SKILL-INVALID": [
    "error",
    "a skill has no SKILL.md, or its front matter no name or description, or it holds what a skill cannot (a FIFO, a device)",
  ],
  "SKILL-LINK-OUTSIDE": [
    "error",
    "a symbolic link in a skill leads outside the skill (or is absolute): the skill is refused",
  ],
  "SKILL-NAME": [
    "warning",
    "a skill's name is not lower-case words and hyphens, differs from its folder, or its description is over 1024 characters",
  ],
  "SKILL-OUTPUT": ["error", "a written skill does not read back byte for byte (a file, its mode or a link differs)"],
  "COMMAND-INVALID": [
    "error",
    "a command file does not read (TOML that does not parse, a Gemini command without prompt), or there is none",
  ],
  "COMMAND-OUTPUT": ["error", "a written command file does not read back as the command written"],
  "IGNORE-OUTPUT": ["error", "a written ignore file does not hold the lines written"],
} as const satisfies Record<string, Entry>;

/** The core dialect's verifier: what any format raises must hold together. */
const CORE = {
  "CORE-EMPTY": ["error", "the source raised to nothing: no agent, no rules"],
  "CORE-AGENT-MANY": ["error", "more than one agent in one conversion"],
  "CORE-AGENT-PERSONA": ["error", "the agent has no persona"],
  "CORE-AGENT-POLICY": ["error", "the agent has no policy"],
  "CORE-TOOL-NAME": ["error", "a tool has no name"],
  "CORE-RULE-ID": ["error", "a rule has no id"],
  "CORE-RULE-DUP": ["error", "a rule id is used twice"],
  "CORE-RULE-EMPTY": ["warning", "a rule has no text"],
  "CORE-RULE-ACTIVATION": ["error", "a rule's activation is not always, glob, model or manual"],
  "CORE-RULE-SCOPE": ["error", "a rule applies by file pattern but names none"],
  "CORE-RULE-GLOB": ["error", "a rule's glob leaves the repository"],
} as const satisfies Record<string, Entry>;

/** AEGX from agent session logs (`aegx from`) and attestations of bundles (`aegx attest`, `aegx verify-attestation`). */
const SESSIONS = {
  "AEGX-SESSION-FORMAT": ["error", "the input is not a Claude Code transcript, Codex rollout or OTLP JSON file"],
  "AEGX-SESSION-PARSE": ["warning", "a line of a session log is not a JSON object; it is skipped"],
  "AEGX-SESSION-EMPTY": ["error", "a session log holds no message, tool call or tool result"],
  "AEGX-SESSION-TIME": ["warning", "an event has no RFC 3339 timestamp; the one before it is used"],
  "AEGX-SESSION-ORPHAN-RESULT": [
    "warning",
    "a tool result whose call is not in the log; recorded under the session's start",
  ],
  "AEGX-SESSION-PARENT": ["warning", "an event follows one that is not in the log; recorded under the session's start"],
  "AEGX-SESSION-REDACTED": ["info", "secrets in an event were replaced by markers"],
  "AEGX-ATTEST-FORMAT": ["error", "the file is not a DSSE envelope holding an in-toto Statement about an AEGX bundle"],
  "AEGX-ATTEST-KEY": ["error", "the attestation's signing key cannot be used (not Ed25519, unreadable)"],
  "AEGX-ATTEST-SIGNATURE": [
    "error",
    "the envelope's signature does not verify, or verifies with a key other than the one named",
  ],
  "AEGX-ATTEST-SUBJECT": [
    "error",
    "a file of the bundle does not have the digest the attestation gives, or is missing",
  ],
  "AEGX-ATTEST-BUNDLE": ["error", "the bundle does not verify, or its audit head is not the attested one"],
  "AEGX-ATTEST-UNTRUSTED": ["warning", "the attestation verifies, with a key nobody named (--pubkey)"],
} as const satisfies Record<string, Entry>;

/** ZIP archives (UAIX packages, zipped AEGX bundles): every entry checked before anything is read. */
const ZIP = {
  "AGC-ZIP-FORMAT": ["error", "the archive is not a well-formed ZIP"],
  "AGC-ZIP-CORRUPT": ["error", "an entry's data does not inflate or does not match its CRC"],
  "AGC-ZIP-ZIP64": ["error", "ZIP64 archives are not supported"],
  "AGC-ZIP-BOMB": ["error", "the archive declares more entries or bytes than the limits"],
  "AGC-ZIP-LIMIT": ["error", "an archive to write would exceed the ZIP format's limits"],
  "AGC-ZIP-ENCRYPTED": ["error", "an entry is encrypted"],
  "AGC-ZIP-METHOD": ["error", "an entry uses a compression method other than stored or deflate"],
  "AGC-ZIP-SYMLINK": ["error", "an entry is a symbolic link"],
  "AGC-ZIP-TRAVERSAL": ["error", "an entry name climbs out of the archive (..)"],
  "AGC-ZIP-ABSOLUTE": ["error", "an entry name is absolute"],
  "AGC-ZIP-DRIVE": ["error", "an entry name carries a drive letter"],
  "AGC-ZIP-BACKSLASH": ["error", "an entry name uses backslashes"],
  "AGC-ZIP-DEVICE": ["error", "an entry name is a device name"],
  "AGC-ZIP-NAME": ["error", "an entry name is empty or otherwise unsafe"],
  "AGC-ZIP-DUPLICATE": ["error", "two entries share a name"],
} as const satisfies Record<string, Entry>;

/** The compiler itself: the command line, paths, the pipeline, conversion and shared encodings. */
const AGC = {
  "AGC-USAGE": ["error", "the command line is not one agentc accepts"],
  "AGC-ERROR": ["error", "an error without a more specific code"],
  "AGC-INTERNAL": ["error", "a bug in agentc (rerun with AGENTC_DEBUG=1 for the stack)"],
  "AGC-UNKNOWN-KIND": [
    "error",
    "a node of a kind no dialect registered was added to a graph: a bug in a format, or a plugin that did not register its dialect's kinds",
  ],
  "AGC-IO": ["error", "a file or directory cannot be used"],
  "AGC-IO-MISSING": ["error", "an input does not exist"],
  "AGC-IO-NOT-FOUND": ["error", "an input does not exist"],
  "AGC-IO-NOT-FILE": ["error", "an input is a directory where a file is needed"],
  "AGC-IO-NOT-DIR": ["error", "an input is a file where a directory is needed"],
  "AGC-IO-NOT-REGULAR": ["error", "an input is not a regular file"],
  "AGC-IO-UNREADABLE": ["error", "an input cannot be read (permission denied)"],
  "AGC-IO-INPUT": ["error", "the output would overwrite an input"],
  "AGC-IO-PATH": ["error", "an output path is unsafe or leaves its directory"],
  "AGC-IO-EXISTS": ["error", "an output exists and is not empty (use --force)"],
  "AGC-OUTPUT-EXISTS": ["error", "an output exists (use --force)"],
  "AGC-DETECT": ["error", "the format of an input cannot be told"],
  "AGC-UNSUPPORTED": ["error", "a format or conversion agentc does not have"],
  "AGC-NO-INPUT": ["error", "the graph holds nothing of the format to raise"],
  "AGC-NO-CORE": ["error", "there are no rules to lower"],
  "AGC-NO-CORE-AGENT": ["error", "there is no agent to lower (the source holds rules)"],
  "AGC-CONVERT-INPUT": ["error", "the input cannot be read or is not valid, so nothing is converted"],
  "AGC-CONVERT-CORE": ["error", "what the input raises to does not verify, so nothing is converted"],
  "AGC-CONVERT-OUTPUT": ["error", "the lowered output does not validate, so nothing is written"],
  "AGC-EMIT": ["error", "the graph cannot be emitted in the format"],
  "AGC-SVG-GRAPHVIZ": [
    "error",
    "SVG output needs Graphviz (the optional package @viz-js/viz), which cannot be loaded: install it, or draw DOT or Mermaid",
  ],
  "AGC-EXPORT": ["error", "the genome cannot be exported"],
  "AGC-LOSS": ["warning", "a field the target cannot hold (an error under --fail-on-loss)"],
  "AGC-ROUNDTRIP": ["error", "a round trip changed something"],
  "AGC-STRICT": ["error", "warnings treated as failure under --strict"],
  "AGC-EVIDENCE": ["error", "the evidence bundle of the run cannot be written"],
  "AGC-WRITE": ["error", "an output cannot be written (disk full, permission denied, read-only file system): exit 5"],
  "AGC-LOCKED": ["error", "another run holds the lock of the output and did not release it in time: exit 5"],
  "AGC-TRUST-KEY": ["error", "a trusted key cannot be read"],
  "AGC-NUMBER-RANGE": ["error", "a number cannot be written canonically (outside the exact range)"],
  "JSON-PARSE": ["error", "the JSON text does not parse"],
  "JSON-NUMBER-RANGE": ["error", "a JSON number is outside the range that reads back exactly"],
  "CBOR-DECODE": ["error", "the bytes are not well-formed CBOR"],
} as const satisfies Record<string, Entry>;

export interface CodeInfo {
  readonly code: string;
  readonly severity: Severity;
  readonly dialect: string;
  readonly meaning: string;
}

const GROUPS = {
  aix: AIX,
  aigx: AIGX,
  uaix: UAIX,
  aegx: AEGX,
  sessions: SESSIONS,
  air: AIR,
  rules: RULES,
  setup: SETUP,
  core: CORE,
  zip: ZIP,
  agentc: AGC,
} as const;

export type Code = { [G in keyof typeof GROUPS]: keyof (typeof GROUPS)[G] }[keyof typeof GROUPS];

export const CODES: ReadonlyMap<string, CodeInfo> = new Map(
  Object.entries(GROUPS).flatMap(([dialect, group]) =>
    Object.entries(group as Record<string, Entry>).map(([code, [severity, meaning]]): [string, CodeInfo] => [
      code,
      { code, severity, dialect, meaning },
    ]),
  ),
);

export const isCode = (code: string): code is Code => CODES.has(code);

/** The registry's entry for a code, or undefined. */
export const codeInfo = (code: string): CodeInfo | undefined => CODES.get(code);

/** The code of a UAIX no-op reason (`size_mismatch` → `UAIX-SIZE-MISMATCH`). */
export const uaixReasonCode = (reason: string): Code => asCode(`UAIX-${reason.toUpperCase().replace(/_/g, "-")}`);

/** A code read at run time (from an error object): the registry's code; one it lacks is a bug in agentc. */
export const asCode = (code: string): Code => (isCode(code) ? code : "AGC-INTERNAL");
