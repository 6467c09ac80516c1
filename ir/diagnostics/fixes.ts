/**
 * How to fix each diagnostic code: what `agentc explain <CODE>` and docs/codes.md
 * say after the code's meaning. Each code has its own entry (the type holds that
 * none is missing); where the way out is the same for a family of codes (a
 * corrupted archive, an integrity check of a bundle), the entry names the
 * family's shared text, so the same advice is written once.
 */
import type { Code } from "./codes.js";

/** The ways out shared by a family of codes. */
const SHARED = {
  aixSchema:
    "Correct the field the location points at so it matches the AIX v1.0 specification (docs/formats.md, AIX); `agentc aix validate <file>` re-checks it.",
  aixChecksum:
    "Recompute the checksum after the last edit with `agentc aix checksum <file> --write`, then re-sign if the agent is signed (`agentc aix sign`).",
  aixSignature:
    "Re-sign the agent with the right key (`agentc aix sign <file> --key <pem>`) after its last edit, or check it with the public key that signed it (`--pubkey`).",
  aixTrust:
    "Put the signer's public key in a trust directory and pass it with `--trust <dir>`, or drop `--require-signature` if an untrusted signature is acceptable here.",
  aixV14:
    "Edit the field to follow the AIX v1.4 release's schema (docs/formats.md, AIX v1.4); `agentc aix validate <file>` re-checks it.",
  aigxSpec:
    "Edit the genome file at the location so it follows the AIGX specification (docs/formats.md, AIGX); `agentc aigx lint` re-checks the repository.",
  aigxSyntax:
    "Fix the tag text at the location (close the element, remove the stray tag or repeated attribute); `agentc aigx fmt` rewrites a genome that parses in canonical form.",
  uaixRepack:
    "The package was changed or built wrongly: rebuild it from its directory with `agentc uaix pack <dir> -o <file.uaix>`, or obtain it again from its author; do not edit the archive by hand.",
  uaixManifest:
    "Correct the manifest (or let `agentc uaix pack` write it): every file listed, each with its sha256, size, media type and a scope UAIX defines.",
  aegxIntegrity:
    "The bundle was changed after it was written. If the change is unwanted, restore the bundle from a copy; `agentc aegx repair` cuts it at the first broken record or audit entry (keeping the cut lines in side files) so it verifies again.",
  aegxWarning:
    "The bundle still verifies; look at the named record or blob. Rewrite the bundle with agentc's writer (`agentc aegx add-record`, `add-blob`) rather than by hand to avoid it.",
  airSchema:
    "Edit the node at the location so it follows the AIR v1 node schemas (docs/formats.md, AIR); `agentc air validate <world>` re-checks it.",
  airRef:
    "Define the missing definition (and list it in the manifest), or correct the name or hash that refers to it; `agentc air validate <world>` re-checks the world.",
  airPlan:
    "Edit the plan at the location: steps, edges and bindings must form an acyclic graph in which each step uses only what earlier steps make.",
  airPatch:
    "Make the patch against the world's current manifest (`agentc air diff <old> <new>` writes one), then apply it again with `agentc air patch`.",
  rulesFile:
    "Edit the rule file at the location so the tool reads it as intended (docs/formats.md, rule files), then import again.",
  zipArchive:
    "agentc refuses archives that could escape or exhaust the machine. Re-create the archive with agentc (`agentc uaix pack`, `agentc aegx export`) or a standard zip tool, without links, absolute or `..` names, encryption or exotic compression.",
  sessionLog:
    "The line or event is kept as far as it can be; if the log was cut or edited, re-export it from the tool. Nothing needs fixing for the bundle to be written.",
  attest:
    "Re-create the attestation with `agentc aegx attest <bundle> --key <pem> -o <file>` after the bundle's last change, and verify with the public key that signed it (`--pubkey`).",
  io: "Check the path exists, is of the kind the command expects (a file or a directory) and that you may read it; a relative path is resolved from the working directory.",
  outputExists: "Choose another output path, remove the existing one, or pass `--force` to replace it.",
  internal:
    "This is a bug in agentc. Rerun with AGENTC_DEBUG=1 to see the stack, and report it with the input that causes it.",
  convertStage:
    "The diagnostics printed before this one name the actual problems: fix those first (each has its own code); this code only says where the conversion stopped.",
  written:
    "agentc re-read what it was about to write and it did not read back the same, so nothing was written. This is a bug in agentc's writer for the format: report it with the input.",
  lowering:
    "Convert from a source that holds what the target needs (`agentc convert --help` lists the conversions), or pick a target that can hold what the source has.",
} as const;

/** Every code's way out: specific where the fix is specific, a shared text where it is generic. */
export const FIXES = {
  // AIX
  MISSING_REQUIRED_SECTION:
    "Add the section the message names (AIX v1.0 requires meta, persona and security); the agents under examples/ (bundled with agentc) have every required section.",
  MISSING_REQUIRED_FIELD: "Add the field the message names to its section, with a value of the type the spec gives.",
  INVALID_TYPE:
    "Write the value with the JSON type the spec gives (a quoted string, a number, a list, a mapping); in YAML quote strings that look like numbers or booleans.",
  INVALID_ENUM: "Replace the value with one of those the message lists (values are case-sensitive).",
  INVALID_FORMAT:
    "Write the timestamp as RFC 3339 (2025-01-31T12:00:00Z) or the identifier in the form the spec gives (the message shows the expected form).",
  INVALID_LENGTH: "Shorten or lengthen the string or list to the bounds the message gives.",
  INVALID_URL: "Use an absolute http:// or https:// URL.",
  INVALID_KEY:
    "Pass a PEM file holding an Ed25519 key (`agentc keygen` makes a pair): a private key to sign, a public key to verify.",
  INVALID_ENCODING: "Save the file as UTF-8 (most editors have an encoding option; `iconv -t UTF-8` converts).",
  OUT_OF_RANGE: "Set the number within the range the message gives.",
  DUPLICATE_NAME:
    "Rename one of the two, or remove the repeat: the note points at the first definition. Names must be unique within skills, APIs and MCP servers.",
  REFERENCE_NOT_FOUND:
    "Declare the API the skill names in the agent's apis section, or correct the skill's reference to one that is declared.",
  INCONSISTENT_CAPABILITY: "Keep the operation in either allowed or restricted capabilities, not both.",
  FUTURE_TIMESTAMP:
    "Set the timestamp to the time the agent was actually created or updated (check the clock of the machine that wrote it).",
  FILE_TOO_LARGE:
    "Move large content (long prompts, data) out of the agent file into files it references; AIX caps an agent file's size.",
  SYNTAX_ERROR:
    "Fix the YAML, JSON or TOML syntax at the location (an unclosed quote or bracket, a bad indent, a missing comma).",
  "AIX-YAML-WARNING":
    "The file still reads; remove what the YAML parser warns about (a duplicate key, a tab indent, an unusual tag) so every reader agrees on it.",
  "AIX-IO": SHARED.io,
  "AIX-TOML-NULL":
    "Remove the null value or give it a real value before converting to TOML, which has no null; or write the agent as YAML or JSON.",
  UNKNOWN_FIELD:
    "If the field is a typo, correct it (the hint suggests the nearest known name); if it is your extension, prefix it with `x-` so every reader knows it is one.",
  UNKNOWN_SECTION:
    "Correct a misspelt section name, or prefix your own section with `x-`. The section is kept either way.",
  UNKNOWN_ALGORITHM:
    "Use sha256 for checksums and ed25519 for signatures, the algorithms agentc verifies; recompute with `agentc aix checksum --write` and `agentc aix sign`.",
  TAG_COUNT: "Give meta.tags between 1 and 10 tags.",
  SECRET_VALUE:
    "Remove the secret from the file and reference it instead (an environment variable such as ${API_KEY}); rotate the secret if the file was ever shared.",
  CHECKSUM_VALID: "Nothing to fix: the checksum matches.",
  CHECKSUM_LEGACY:
    "Recompute the checksum with the current method: `agentc aix checksum <file> --write` (then re-sign if signed).",
  CHECKSUM_MISMATCH: SHARED.aixChecksum,
  CHECKSUM_INVALID:
    "Write the checksum value as the hex digest (64 hex characters for sha256), or let `agentc aix checksum <file> --write` fill it in.",
  CHECKSUM_PLACEHOLDER: "Replace the placeholder with the real checksum: `agentc aix checksum <file> --write`.",
  SIGNATURE_VALID: "Nothing to fix: the signature verifies.",
  SIGNATURE_TRUSTED: "Nothing to fix: the signature verifies with a key you trust.",
  SIGNATURE_UNTRUSTED: SHARED.aixTrust,
  SIGNATURE_INVALID: SHARED.aixSignature,
  SIGNATURE_KEY_MISMATCH: "Verify with the public key that made the signature, or re-sign with the key you named.",
  SIGNATURE_REQUIRED:
    "Sign the agent (`agentc aix sign <file> --key <pem>`; `agentc keygen` makes a key pair), or drop `--require-signature`.",
  SIGNATURE_UNVERIFIABLE:
    "Pass the signer's public key with `--pubkey <pem>` (or `--trust <dir>`), or re-sign so the signature carries its public key.",
  SIGNATURE_SCOPE:
    "Know that the named fields can change without breaking the signature; to cover them, move what must be protected into signed fields, or sign the whole file by other means.",
  "AIX-VERSION":
    "Convert to the input's own AIX version (omit `--aix-version`), or rewrite the agent in the other version by hand: agentc does not convert between AIX versions.",
  "AIX-V14-UNCOVERED":
    "Rename or remove the member named __proto__: the v1.4 canonical form leaves it out, so no checksum or signature could cover it.",
  "AIX-V14-SCHEMA": SHARED.aixV14,
  "AIX-V14-REFERENCE-ONLY":
    "Nothing needs fixing: agentc accepts what the reference's signing script writes. Remove the field if a strict v1.4 schema validator must accept the file too.",
  "AIX-V14-SPEC-STRICTER":
    "Use a did:axiom identifier if the file must satisfy the specification's text as well as its schema; agentc follows the schema.",
  "AIX-V14-VERSION": "Declare one version the v1.4 release knows, the same in every place the document states it.",
  "AIX-V14-IDENTITY":
    "Renew the identity (a later expiry, issued before it expires) or make it name the agent's meta.id.",
  // AIGX
  V1: "Add a protocol.aigx to the genome (`agentc aigx genome <repo>` proposes a complete genome for a repository).",
  V2: 'Add at least one <rule id="…"> to a concern file of the genome.',
  V3: 'Add a files.aigx that lists at least one <file path="…"> entry.',
  V4: "Make the entry's path relative to the repository, without `..` or a leading `/`.",
  V5: "Correct the path, remove the entry for the deleted file, or regenerate the entries with `agentc aigx genome`.",
  V6: "Define the rule the <check> names, or correct the id (the hint suggests the nearest rule id).",
  V7: "Give one of the two rules another id: the note points at the first definition. Checks refer to rules by id, so ids must be unique in a genome.",
  X1: "Rename the rule to the PREFIX-N form (for example SEC-1), and update the <check> elements that name it.",
  X2: "Write the rule's text inside its element, or remove the empty rule.",
  X3: "Merge the gotchas of the entry into one <gotcha>.",
  X4: "Move the rule into a genome that governs the file, or check the rule from an entry of its own genome.",
  X5: "Give the domain card a key attribute.",
  X6: "Rename one of the two rules: the note points at the other genome's definition. A rule id must mean one rule across the repository's genomes.",
  X7: "Add to protocol.aigx the instruction to look up each file's entry and verify its <check> rules (`agentc aigx genome` writes the standard protocol).",
  S1: "Merge the two entries of the file into one.",
  S2: "Keep <forbid> for the few files where it matters most; remove it from the rest so it stays salient.",
  "AIGX-SYNTAX": SHARED.aigxSyntax,
  "AIGX-UNCLOSED": SHARED.aigxSyntax,
  "AIGX-STRAY-CLOSE": SHARED.aigxSyntax,
  "AIGX-DUP-ATTR": SHARED.aigxSyntax,
  "AIGX-UTF8": "Save the genome file as UTF-8.",
  "AIGX-SKIPPED":
    "Replace the link or special file by a regular file inside .aigx/ if it should be read; otherwise nothing needs fixing.",
  "AIGX-NO-ROOT": SHARED.aigxSpec,
  "AIGX-ROOTS": "Wrap the elements in one root element, or move the extra roots into the first.",
  "AIGX-UNKNOWN-ELEMENT":
    "Correct a misspelt element name, or remove the element: a concern file defines rules, entries and cards only.",
  "AIGX-RULE-ID": "Give the <rule> an id attribute (PREFIX-N, for example SEC-1).",
  "AIGX-FILE-PATH": "Give the <file> entry a path attribute relative to the repository.",
  "AIGX-FORBID-MANY": "Merge the entry's <forbid> elements into one.",
  "AIGX-PARITY": SHARED.written,
  "AIGX-NOT-FOUND":
    "Add an entry for the file to a genome's files.aigx (or a pattern that covers it), or ask about a file the genome governs.",
  "AIGX-NO-GENOME":
    "Create a genome with `agentc aigx genome <repo>` (or `agentc import <repo>` from the coding agents' rule files), or pass `--root` pointing at a repository that has one.",
  "AIGX-DEEP-IMPORT": "Import the folder's public entry point instead of a file under its internal/ subfolder.",
  "AIGX-GENOME-NO-RULES":
    "Declare the boundaries you want kept (an architecture declaration the scanner reads, docs/formats.md) and generate again, or write the rules by hand.",
  "AIGX-BOUNDARY-CROSSED":
    "Route the import through the boundary's allowed entry point, or change the declaration if the boundary is wrong.",
  "AIGX-DECLARATION-UNREAD":
    "Write the declaration as plain data (a literal object or array) so it can be read without running it.",
  "AIGX-LINT": "Fix the lint errors printed before this one (`agentc aigx lint` lists them), then export again.",
  // UAIX
  "UAIX-MALFORMED-CONTAINER": SHARED.uaixRepack,
  "UAIX-UNSAFE-PATH": SHARED.uaixRepack,
  "UAIX-MALFORMED-SCHEMA": SHARED.uaixManifest,
  "UAIX-MISSING-MANIFEST": SHARED.uaixRepack,
  "UAIX-UNDECLARED-FILE":
    "Declare the file in the manifest, or remove it from the package (`agentc uaix pack` declares every file of the directory).",
  "UAIX-MISSING-DECLARED-FILE":
    "Add the declared file to the package, or remove its entry from the manifest; then pack again.",
  "UAIX-MISSING-REQUIRED-FILE":
    "Add the file the scope requires (the message names it), or declare a scope that does not require it.",
  "UAIX-OUT-OF-SCOPE-FILE":
    "Move the file under a folder of a declared scope, or declare the scope it belongs to (`--scope`).",
  "UAIX-HASH-MISMATCH": SHARED.uaixRepack,
  "UAIX-SIZE-MISMATCH": SHARED.uaixRepack,
  "UAIX-MISSING-INTEGRITY-CHECKSUM": SHARED.uaixManifest,
  "UAIX-UNSUPPORTED-SCOPE": "Use a scope UAIX defines (the message lists them).",
  "UAIX-UNSUPPORTED-REQUIRED-STATUS": "Set the file entry's required status to one UAIX defines.",
  "UAIX-UNSUPPORTED-MEDIA-TYPE":
    "Convert the file to a media type UAIX allows (text, Markdown, JSON), or leave it out of the package.",
  "UAIX-SECRET-DETECTED":
    "Remove the secret from the file before packing (reference it by name instead), and rotate it if the package was shared.",
  "UAIX-AUTHORITY-BOUNDARY-CONFLICT":
    "Remove the claim of authority from the package: a memory package informs an agent, it does not grant it rights.",
  "UAIX-PROTECTED-ANCHOR-MUTATION":
    "Leave protected anchors as the previous package had them; change them only through their owner's process.",
  "UAIX-SIGNATURE-INVALID":
    "Re-sign the package after its last change, or obtain an untampered copy; verify with the key that signed it.",
  "UAIX-SIGNATURE-TRUSTED": "Nothing to fix: the signature verifies with a key you trust.",
  "UAIX-SIGNATURE-UNTRUSTED":
    "If you know the signer, put their public key in a trust directory and pass `--trust <dir>`.",
  "UAIX-SENTINEL":
    "Replace the all-zero digest with the real sha256 (`agentc uaix pack` computes it); the package stays in review until then.",
  "UAIX-EXTENSION": "Rename the package file to end in .uaix.",
  "UAIX-UNSIGNED": "Sign the package (`agentc uaix pack --sign <key>`) so its origin can be checked.",
  "UAIX-NOT-PERSONA":
    "Convert a persona package, or use the package as memory with `agentc uaix` commands instead of converting it to an agent.",
  "UAIX-PACK-INVALID": "Fix what the diagnostics before this one name in the directory being packed, then pack again.",
  "UAIX-READ": SHARED.io,
  "UAIX-ROUNDTRIP-SIGNATURE": "Nothing to fix: only the signature was re-made.",
  "UAIX-IO": "Pass a directory to `agentc uaix pack`.",
  "UAIX-MEDIA-TYPE":
    "Rename the file to an extension UAIX allows, convert it, or leave it out of the directory being packed.",
  "UAIX-SCOPE": "Ask for a scope UAIX defines (`agentc uaix pack --help` lists them).",
  // AEGX
  "AEGX-IO": SHARED.io,
  "AEGX-PARSE":
    "Repair or remove the line that is not JSON (a write cut short leaves half a line); `agentc aegx repair` cuts the file there and keeps the rest in a side file.",
  "AEGX-SCHEMA":
    "Correct the field the location points at so it follows the AEGX schema (docs/formats.md, AEGX); write records with `agentc aegx add-record` rather than by hand.",
  "AEGX-RECORD-ID": SHARED.aegxIntegrity,
  "AEGX-PARENT-MISSING":
    "Add the parent record to the bundle, or remove the parent id from the record (which changes its id: re-add it with `agentc aegx add-record --parents`).",
  "AEGX-AUDIT-IDX": SHARED.aegxIntegrity,
  "AEGX-AUDIT-PREV": SHARED.aegxIntegrity,
  "AEGX-AUDIT-HASH": SHARED.aegxIntegrity,
  "AEGX-AUDIT-HEAD": SHARED.aegxIntegrity,
  "AEGX-RECORD-COUNT": SHARED.aegxIntegrity,
  "AEGX-BLOB-COUNT": SHARED.aegxIntegrity,
  "AEGX-BLOB-MISSING":
    "Put the blob back in blobs/ under its sha256 name (`agentc aegx add-blob`), or restore the bundle from a copy.",
  "AEGX-BLOB-HASH": SHARED.aegxIntegrity,
  "AEGX-BLOB-LAYOUT":
    "Remove the directory, link or special file from blobs/: it holds only regular files named by their sha256.",
  "AEGX-BLOB-SIZE": SHARED.aegxIntegrity,
  "AEGX-ROOT-MISSING": SHARED.aegxIntegrity,
  "AEGX-CHAIN":
    "Run `agentc aegx verify` to find the break, `agentc aegx repair` to cut the bundle there, then append again.",
  "AEGX-TS": "Write the timestamp as RFC 3339 UTC, e.g. 2025-01-31T12:00:00Z (a Z, not an offset).",
  "AEGX-NUMBER":
    "Write the number as a string in the payload; JSON numbers beyond 2^53 or with a fraction do not read back the same everywhere.",
  "AEGX-BULK-LINE":
    "Make each line of the bulk file one JSON object with the fields of a record (type, principal, payload, …); the message names the line.",
  "AEGX-WRITE":
    "Check the disk has space and you may write the bundle's directory, then retry; the bundle is left as it was before the write.",
  "AEGX-EMIT": "Fix what the diagnostics before this one name in the graph being written; the bundle was not written.",
  "AEGX-TOO-LARGE":
    "Use `agentc aegx verify`, which streams the bundle, or run with more memory (node --max-old-space-size).",
  "AEGX-W-UNKNOWN-FIELD": "Nothing breaks: the field is kept. Correct it if it is a typo of a schema field.",
  "AEGX-W-DUPLICATE-RECORD":
    "Remove the repeated line from records.jsonl (the note points at the first), or leave it: it is the same record. Bulk appends should skip records already present.",
  "AEGX-W-AUDIT-UNKNOWN-RECORD": SHARED.aegxWarning,
  "AEGX-W-BLOB-NAME": "Rename the blob to the sha256 of its content (`agentc aegx add-blob` names blobs itself).",
  "AEGX-W-BLOB-ORPHAN": "Remove the blob, or add the record that should refer to it.",
  "AEGX-W-BLOB-SIZE": SHARED.aegxWarning,
  "AEGX-W-ROOT-NOT-ROOT": SHARED.aegxWarning,
  "AEGX-W-ROOT-UNLISTED": SHARED.aegxWarning,
  "AEGX-W-REPAIR-CUT":
    "Look at the side files repair wrote: they hold the lines cut. Re-add any record you still need with `agentc aegx add-record`.",
  "AEGX-W-ROLLBACK": "Nothing to fix: the unfinished append was undone. Run the append again if it was wanted.",
  // Sessions and attestations
  "AEGX-SESSION-FORMAT":
    "Pass a Claude Code transcript (.jsonl), a Codex rollout (.jsonl) or an OTLP JSON export (`--from` names the tool when detection fails).",
  "AEGX-SESSION-PARSE": SHARED.sessionLog,
  "AEGX-SESSION-EMPTY":
    "Pass the session's log file, not an index or an empty file; a session that did nothing has no log to record.",
  "AEGX-SESSION-TIME": SHARED.sessionLog,
  "AEGX-SESSION-ORPHAN-RESULT": SHARED.sessionLog,
  "AEGX-SESSION-PARENT": SHARED.sessionLog,
  "AEGX-SESSION-REDACTED":
    "Nothing to fix. Secrets were replaced by markers; `--no-redact` keeps them (only for bundles that stay private).",
  "AEGX-ATTEST-FORMAT": "Pass the DSSE envelope `agentc aegx attest` wrote for the bundle.",
  "AEGX-ATTEST-KEY": "Pass an Ed25519 private key in PEM form (`agentc keygen` makes one).",
  "AEGX-ATTEST-SIGNATURE": SHARED.attest,
  "AEGX-ATTEST-SUBJECT": SHARED.attest,
  "AEGX-ATTEST-BUNDLE":
    "Verify the bundle first (`agentc aegx verify`); if it changed since the attestation, attest it again.",
  "AEGX-ATTEST-UNTRUSTED":
    "Pass the signer's public key with `--pubkey <pem>` so the attestation is checked against a key you know.",
  // AIR
  "AIR-IO": SHARED.io,
  "AIR-PARSE": "Fix the JSON syntax of the world file at the location.",
  "AIR-CBOR":
    "Re-write the node with agentc (`agentc convert … --to air`, `agentc air patch`): stored nodes must be canonical CBOR.",
  "AIR-SHAPE": SHARED.airSchema,
  "AIR-SHAPE-LATER":
    "Nothing breaks for later-v1 loaders; write the node in the seed-era form if seed-era tools must read it.",
  "AIR-LATER-V1": "Nothing to fix: the later-v1 spelling is read as its seed equivalent.",
  "AIR-LATER-BUILTIN": "Nothing to fix; pin the built-in by hash in the manifest if you need it fixed to one version.",
  "AIR-PROFILE": "Name a hashing profile agentc knows in air-profile.json, or remove the file to use the default.",
  "AIR-MANIFEST-MISSING":
    "Add the world's manifest (manifest.air.json), or convert an agent with `--to air`, which writes one.",
  "AIR-MANIFEST-DUP": "Keep one manifest in the world and remove the others.",
  "AIR-MANIFEST-VIEW":
    "Regenerate one view from the other; the CBOR form is authoritative (`agentc air validate` names the differing field).",
  "AIR-STORE-HASH": "Rename the stored node to its hash, or restore it from a copy; a node's file name is its hash.",
  "AIR-STORE-MISSING":
    "Add the node with that hash to the world's store, or pin the definition to a hash that is there.",
  "AIR-STORE-BUILTIN":
    "Include the built-in's node in the store (convert again with agentc, which stores it) so the AgentOS loader can load the world.",
  "AIR-HASH-AMBIGUOUS": "Give more characters of the hash so it matches one node.",
  "AIR-NAME": "Write the name as namespace/name@version, for example demo/echo@1.",
  "AIR-NAME-DUP": "Rename or remove one of the two definitions: the note points at the first.",
  "AIR-HASH": "Write the hash as sha256: followed by 64 lower-case hex digits.",
  "AIR-REF-HASH":
    "Pin the manifest entry to the definition's actual hash (convert or patch with agentc, which computes it).",
  "AIR-REF-MISSING": SHARED.airRef,
  "AIR-UNLISTED": "List the definition in the manifest, or remove it if it is unused.",
  "AIR-SCHEMA-RECURSIVE":
    "Break the cycle: AIR v1 types cannot refer to themselves; use a list of references by id instead.",
  "AIR-EFFECT": "Use an effect kind AIR v1 defines (the message lists them).",
  "AIR-CAP-TYPE": "Use a capability type AIR v1 defines.",
  "AIR-CAP-UNKNOWN": SHARED.airRef,
  "AIR-GRANT-PARAMS": "Give the grant exactly the parameters its capability declares, with their types.",
  "AIR-POLICY": "Set the policy rule's decision to allow or deny.",
  "AIR-INT-RANGE": "Use a value within the range of the integer type (or a wider type).",
  "AIR-SPEC-STRICTER":
    "Nothing breaks for AgentOS; change the node to the specification's schema if other AIR tools must accept it.",
  "AIR-DEC128":
    "Write the literal as a decimal that decimal128 holds exactly (at most 34 significant digits, exponent in range).",
  "AIR-STEP-DUP": "Give each step of the plan its own id.",
  "AIR-EDGE": SHARED.airPlan,
  "AIR-CYCLE": SHARED.airPlan,
  "AIR-EXPR-REF": SHARED.airPlan,
  "AIR-EFFECT-NOT-ALLOWED": "Add the effect to the plan's allowed_effects, or remove the step that emits it.",
  "AIR-AWAIT": "Point await_receipt at an emit_effect step.",
  "AIR-AWAIT-ORDER": "Add an edge so the emit_effect step runs before the await_receipt that waits for it.",
  "AIR-KEY-REQUIRED": "Give the raise_event a key: its reducer is keyed.",
  "AIR-END-RESULT": "Give the plan's end step a result, or remove the plan's declared output.",
  "AIR-PATCH": "Write the patch as { base_manifest_hash, patches: [...] } (`agentc air diff` writes one).",
  "AIR-PATCH-BASE": SHARED.airPatch,
  "AIR-PATCH-EXISTS": "Use set_def to change an existing definition, or give the new one another name.",
  "AIR-PATCH-MISSING": "Use add_def for a new definition, or correct the name.",
  "AIR-PATCH-PRE-HASH": SHARED.airPatch,
  "AIR-PATCH-INVALID": "Fix the errors printed before this one in the patch; the world was left as it was.",
  "AIR-DIFF-INEXPRESSIBLE":
    "Apply that difference by hand or by converting again; the patch holds every other difference.",
  "AIR-EMIT-NO-MANIFEST":
    "Give the graph a manifest before writing a world (convert an agent with `--to air`, which makes one).",
  "AIR-VERSION":
    "Convert to the world's own AIR version (omit `--air-version`), or fix what keeps the v1 world's v2 form from validating (printed before this).",
  "AIR-V2": "Nothing to fix: the world is AIR v2.",
  "AIR-V2-KIND": "Remove the v1 kinds (defplan, defcap, defpolicy) from the v2 world, or declare it a v1 world.",
  "AIR-V2-NAME": "Rename to match the specification's Name pattern if other AIR v2 tools must read the world.",
  "AIR-V2-SYS": "Rename the definition out of the sys/ namespace, which only built-ins use.",
  "AIR-V2-ROUTING": "Make the subscription's event and key_field those its workflow declares.",
  // Rule files of coding agents
  "RULES-READ": SHARED.io,
  "RULES-NONE":
    "Check `--from` names the tool whose rule files the repository has, or pass `--root` at the repository (`agentc import --help` lists each tool's files).",
  "RULES-EMPTY": "Write the rules in the file, or remove the empty file.",
  "RULES-FRONT-MATTER": "Fix the front matter between the `---` lines so it is valid YAML.",
  "RULES-TRIGGER": "Use an activation value the tool knows (always, glob, model or manual, in the tool's spelling).",
  "RULES-SCOPE": SHARED.rulesFile,
  "RULES-SIZE": "Shorten the file, or split it into scoped rule files: the tool stops reading past its limit.",
  "RULES-OUTPUT": SHARED.written,
  "RULES-SKIPPED":
    "Nothing to fix if the file is not a rule file; otherwise make it a regular UTF-8 text file under the size limit.",
  "RULES-ENCODING": "Save the file as UTF-8; the invalid bytes were read as U+FFFD and would be written that way.",
  "RULES-LINKED": "Nothing to fix: the link is read once, as the file it points at.",
  "RULES-LINK-OUTSIDE": "Copy the file into the repository instead of linking outside it, if it should be imported.",
  "RULES-HAND-WRITTEN":
    "Move your hand-written rules into the genome (`agentc import`) so export writes them, or pass `--force` to replace the file.",
  "RULES-STALE": "Run `agentc aigx export` (without --check) to regenerate the files from the genome.",
  "RULES-OBSOLETE":
    "Delete the file if it is no longer wanted, or pass `--prune` to let export remove what it no longer makes.",
  "RULES-SUBAGENT": "Give the subagent's front matter a name and a description, and write its prompt below it.",
  "RULES-SUBAGENT-FIELD":
    "Write the name as lower-case words joined by hyphens, and tools and model as names Claude Code knows.",
  "RULES-MCP-CONFIG":
    "Fix the MCP file at the location: valid JSON, and each server with a command (local) or a url (remote).",
  "RULES-SETTINGS":
    "Fix the settings file at the location: valid JSON, hooks and permission lists in the shape the tool documents.",
  "RULES-MCP-CONFLICT":
    "Make the two definitions of the server agree, or rename one; the first file's definition is kept.",
  "RULES-NOT-READ":
    "Nothing to fix; carry the file by hand if the other tools need it (docs/formats.md lists what import reads).",
  // Setup: skills, commands, ignore files
  "SKILL-INVALID":
    "Give the skill a SKILL.md whose front matter has a name and a description, and keep only regular files and links inside it.",
  "SKILL-LINK-OUTSIDE": "Replace the link with a copy of the file, or a relative link that stays inside the skill.",
  "SKILL-NAME":
    "Name the skill in lower-case words joined by hyphens, the same as its folder, with a description of at most 1024 characters.",
  "SKILL-OUTPUT": SHARED.written,
  "COMMAND-INVALID": "Fix the command file at the location (valid TOML; a Gemini command needs a prompt).",
  "COMMAND-OUTPUT": SHARED.written,
  "IGNORE-OUTPUT": SHARED.written,
  // core
  "CORE-EMPTY":
    "Check the input holds an agent or rules the format reads (`agentc validate <input>` shows what was read).",
  "CORE-AGENT-MANY": "Convert the agents one by one.",
  "CORE-AGENT-PERSONA": "Give the agent a persona (its role and instructions) in the source.",
  "CORE-AGENT-POLICY": "Give the agent a security or policy section in the source.",
  "CORE-TOOL-NAME": "Give the tool a name in the source.",
  "CORE-RULE-ID": "Give the rule an id in the source.",
  "CORE-RULE-DUP": "Give one of the two rules another id: the note points at the first.",
  "CORE-RULE-EMPTY": "Write the rule's text, or remove the rule.",
  "CORE-RULE-ACTIVATION": "Set the rule's activation to always, glob, model or manual.",
  "CORE-RULE-SCOPE": "Give the glob-activated rule its file patterns, or make it always-on.",
  "CORE-RULE-GLOB": "Write the glob relative to the repository, without a leading `/` or `..`.",
  // ZIP
  "AGC-ZIP-FORMAT": SHARED.zipArchive,
  "AGC-ZIP-CORRUPT": "The archive is damaged: download or copy it again.",
  "AGC-ZIP-ZIP64": "Re-create the archive without ZIP64 (under 4 GiB and 65,535 entries).",
  "AGC-ZIP-BOMB":
    "If the archive is legitimate, split it; agentc's limits protect against archives that expand to fill the disk.",
  "AGC-ZIP-LIMIT": "Write fewer or smaller files; the ZIP format (without ZIP64) caps entries and sizes.",
  "AGC-UNKNOWN-KIND":
    "A format (or a plugin) adds a node kind its dialect did not register: add the kind to the dialect's registerDialect call (ir/dialects/<dialect>/kinds.ts, or your plugin's), or report the bug with the input that caused it.",
  "AGC-SVG-GRAPHVIZ":
    "Install the optional package @viz-js/viz (npm install @viz-js/viz) to draw SVG or HTML, or draw with --format dot or --format mermaid, which need nothing more.",
  "AGC-ZIP-ENCRYPTED": SHARED.zipArchive,
  "AGC-ZIP-METHOD": SHARED.zipArchive,
  "AGC-ZIP-SYMLINK": SHARED.zipArchive,
  "AGC-ZIP-TRAVERSAL": SHARED.zipArchive,
  "AGC-ZIP-ABSOLUTE": SHARED.zipArchive,
  "AGC-ZIP-DRIVE": SHARED.zipArchive,
  "AGC-ZIP-BACKSLASH": SHARED.zipArchive,
  "AGC-ZIP-DEVICE": SHARED.zipArchive,
  "AGC-ZIP-NAME": SHARED.zipArchive,
  "AGC-ZIP-DUPLICATE": SHARED.zipArchive,
  // The compiler
  "AGC-USAGE": "Run the command with --help for its arguments and options; the message names what was wrong.",
  "AGC-ERROR":
    "Read the message; if it does not say enough, rerun with AGENTC_DEBUG=1 and report the case so it gets its own code.",
  "AGC-INTERNAL": SHARED.internal,
  "AGC-IO": SHARED.io,
  "AGC-IO-MISSING": SHARED.io,
  "AGC-IO-NOT-FOUND": SHARED.io,
  "AGC-IO-NOT-FILE": "Pass a file, not a directory (or use the command that takes a directory).",
  "AGC-IO-NOT-DIR": "Pass a directory, not a file.",
  "AGC-IO-NOT-REGULAR": "Pass a regular file, not a FIFO, socket or device.",
  "AGC-IO-UNREADABLE": "Give yourself read permission on the input (chmod), or run as a user who has it.",
  "AGC-IO-INPUT": "Choose an output path that is not one of the inputs.",
  "AGC-IO-PATH": "Choose an output path inside the output directory, without `..` or absolute names.",
  "AGC-IO-EXISTS": SHARED.outputExists,
  "AGC-OUTPUT-EXISTS": SHARED.outputExists,
  "AGC-DETECT":
    "Name the format with `--format` (or `--from`), or give the file its usual name or extension (`agentc convert --help` lists them).",
  "AGC-UNSUPPORTED": "Pick a format or conversion agentc has: `agentc convert --help` lists the conversions.",
  "AGC-NO-INPUT": "Check the input holds what its format describes (`agentc validate <input>`).",
  "AGC-NO-CORE": SHARED.lowering,
  "AGC-NO-CORE-AGENT": SHARED.lowering,
  "AGC-CONVERT-INPUT": SHARED.convertStage,
  "AGC-CONVERT-CORE": SHARED.convertStage,
  "AGC-CONVERT-OUTPUT": SHARED.convertStage,
  "AGC-EMIT": SHARED.convertStage,
  "AGC-EXPORT": SHARED.convertStage,
  "AGC-LOSS":
    "The ledger (`--json`: result.lossLedger) names each field the target cannot hold. Accept the loss, move the field into an `x-` extension the target keeps, or convert to a target that holds it; `--fail-on-loss` makes losses fail.",
  "AGC-ROUNDTRIP":
    "The diff printed names what changed; report it if the format should keep it, since a round trip should be exact.",
  "AGC-STRICT": "Fix the warnings printed before this one, or run without --strict.",
  "AGC-EVIDENCE": "Check the --evidence path is a writable directory or .aegx.zip file, then retry.",
  "AGC-WRITE":
    "Free disk space, fix the permissions of the output directory, or write elsewhere with -o; nothing was left half-written.",
  "AGC-LOCKED":
    "Wait for the other run to finish and retry; if no run is active, the lock is stale: remove the .lock file the message names.",
  "AGC-TRUST-KEY": "Put PEM public keys (Ed25519) in the trust directory; remove files that are not keys.",
  "AGC-NUMBER-RANGE": "Write the number as a string, or within the range a double holds exactly (±2^53).",
  "JSON-PARSE": "Fix the JSON syntax at the location (a trailing comma, a missing quote or bracket).",
  "JSON-NUMBER-RANGE": "Write the number as a string, or within ±2^53 so every JSON reader reads it the same.",
  "CBOR-DECODE": "The bytes are damaged or not CBOR: restore the file from a copy or write it again with agentc.",
} as const satisfies Record<Code, string>;
