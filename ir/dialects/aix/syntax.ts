/** AIX syntax detection (spec 4.2): the file extension first, then the content. */
export type AixSyntax = "yaml" | "json" | "toml";

export function detectAixSyntax(path: string, text: string): AixSyntax {
  const name = path.toLowerCase();
  if (/\.(ya?ml)$/.test(name) || name.endsWith(".aix.yaml")) return "yaml";
  if (name.endsWith(".json")) return "json";
  if (name.endsWith(".toml")) return "toml";
  const body = text.replace(/^\uFEFF/, "").trimStart();
  if (body.startsWith("{")) return "json";
  // TOML: a [table] header or `key = value` before any YAML `key:` line.
  // Line by line up to the first that says, not the whole text split.
  for (let at = 0; at < body.length;) {
    let end = body.indexOf("\n", at);
    if (end < 0) end = body.length;
    const l = body.slice(at, end).trim();
    at = end + 1;
    if (!l || l.startsWith("#")) continue;
    if (/^\[[A-Za-z0-9_."-]+\]$/.test(l) || /^[A-Za-z0-9_."-]+\s*=/.test(l)) return "toml";
    return "yaml";
  }
  return "yaml";
}
