/**
 * The conversions `convert --help` lists: every (source → target) pair the
 * converter knows, with what the target cannot hold. The pairs come from the
 * converter itself (loaded only when help for `convert` is asked for); the
 * summaries of what each loses are written here, from the loss ledgers of the
 * bundled example. A pair without a summary says to read its ledger.
 */
export interface ConversionInfo {
  from: string;
  to: string;
  loses: string;
}

const LOSES: Record<string, string> = {
  "aix→air": "agent metadata (name, author, tags, dates), API descriptions and single endpoint paths, MCP servers (AIR has no process effect), memory settings beyond namespaces, skill descriptions; the source checksum",
  "aix→uaix": "MCP server args, meta tags; the source checksum (the package carries its own hashes and signature)",
  "aix→aigx": "everything but rules: persona, skills, APIs, MCP, memory, metadata, capabilities; the source checksum",
  "aix→aix": "nothing (canonical re-emission; comments and key order are not kept)",
  "uaix→aix": "package-only files and review state that AIX has no section for (listed in the ledger)",
  "aigx→uaix": "nothing a project handoff needs; per-file genome entries are summarised (listed in the ledger)",
  "air→air": "nothing (canonical re-emission as a content-addressed world)",
};

let loaded: ConversionInfo[] | undefined;

/** Load the list (imports the converter; call before help is printed). */
export async function loadConversions(): Promise<ConversionInfo[]> {
  // TODO(lead): replace with the pipeline's `conversions()` listing ({from, to, loses}) once it lands.
  const { SUPPORTED_CONVERSIONS } = await import("../pipeline/convert/convert.js");
  loaded = SUPPORTED_CONVERSIONS.map((pair) => {
    const [from = "", to = ""] = pair.split("→");
    return { from, to, loses: LOSES[pair] ?? "see the loss ledger the conversion prints" };
  });
  return loaded;
}

/** The help text: one line per conversion, what it loses indented below. */
export function conversionsHelp(list: readonly ConversionInfo[] | undefined = loaded): string {
  if (!list) return "Conversions: run `agentc convert --help` to list them.";
  const lines = ["Conversions (source → target, and what the target cannot hold; the loss ledger lists each field):"];
  for (const c of list) lines.push(`  ${c.from.toUpperCase().padEnd(5)} → ${c.to.toUpperCase().padEnd(5)} loses: ${c.loses}`);
  return lines.join("\n");
}
