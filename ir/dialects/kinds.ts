/** The kinds of each dialect. Dialect kinds mirror their format; `core` is the shared semantic layer. */
import { defineKinds } from "./registry.js";

defineKinds("aix", {
  Agent: "an AIX document: meta plus its sections, unknown sections kept",
  Persona: "persona: role, tone, style, instructions, constraints",
  Skill: "one entry of skills[]",
  Api: "one entry of apis[]",
  McpServer: "one entry of mcp.servers[]",
  Memory: "memory: episodic, semantic, procedural",
  Security: "security: capabilities, checksum, signature, encryption",
});

defineKinds("aigx", {
  Genome: "a .aigx/ directory",
  Protocol: "protocol.aigx",
  Product: "product.aigx with <freshness>",
  ConcernFile: "a concern file of <rule id> elements",
  Rule: "one <rule id>",
  FileEntry: "one files.aigx <file> entry: role, forbid, gotcha, checks",
  DomainCard: "a domain card: purpose, public_api, test, blast, facts",
});

defineKinds("uaix", {
  Package: "a .uaix ZIP package",
  Manifest: ".uai/manifest.uaix.json",
  File: "one inventoried file of the package",
});

defineKinds("aegx", {
  Bundle: "manifest.json of an evidence bundle",
  Record: "one TypedRecord of records.jsonl (id = recordId)",
  AuditEntry: "one hash-chained entry of audit-log.jsonl",
  Blob: "one content-addressed file of blobs/",
});

defineKinds("air", {
  defschema: "a schema definition (TypeAST)",
  defmodule: "a reducer module",
  defplan: "an orchestration DAG",
  defcap: "a capability type",
  defpolicy: "an ordered rule pack",
  manifest: "the manifest: definitions by name and hash, routing, triggers, defaults",
  CapGrant: "a capability grant",
});

defineKinds("core", {
  Agent: "an agent: identity and version",
  Persona: "how an agent speaks and what it must not do",
  Tool: "a skill or tool the agent can use",
  Endpoint: "an external HTTP API",
  McpServer: "an MCP server (a process; data only)",
  MemoryStore: "a memory store of the agent",
  Policy: "capabilities, allowed operations and restrictions",
  Rule: "a rule agents must follow",
  FileBoundary: "a file path with its forbidden imports, gotchas and checks",
  MemoryFile: "a memory file of a package",
  EvidenceEvent: "an evidence record of something that happened",
});
