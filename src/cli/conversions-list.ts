/**
 * The conversions `convert --help` lists: every (source → target) pair the
 * pipeline composes, with what the target cannot hold, from the formats
 * themselves (loaded only when help for `convert` is asked for).
 */
import type { Conversion } from "../api.js";

export type ConversionInfo = Conversion;

let loaded: ConversionInfo[] | undefined;

/** Load the list (imports every format; call before help is printed). */
export async function loadConversions(): Promise<ConversionInfo[]> {
  const { conversions } = await import("../api.js");
  loaded = await conversions();
  return loaded;
}
/** The help text: one line per conversion, what it loses indented below. */
export function conversionsHelp(list: readonly ConversionInfo[] | undefined = loaded): string {
  if (!list) return "Conversions: run `agentc convert --help` to list them.";
  const lines = ["Conversions (source → target, and what the target cannot hold; the loss ledger lists each field):"];
  for (const c of list)
    lines.push(`  ${c.from.toUpperCase().padEnd(5)} → ${c.to.toUpperCase().padEnd(5)} loses: ${c.loses}`);
  return lines.join("\n");
}
