/**
 * The plain-text template agentc writes `.uai` files in:
 *
 *     Title: <title>
 *     Purpose: <one line>
 *     Required For: <scope, scope>
 *     <Key>: <value>            (more headers, one per line)
 *
 *     ## <Section>
 *     <text>
 *
 * Headers end at the first blank line; sections are `## ` headings.
 */
export interface UaiDocument {
  title: string;
  purpose: string;
  requiredFor: string[];
  headers: Array<[string, string]>;
  sections: Array<[string, string]>;
}

function oneLine(s: string): string {
  return s.replace(/\s*\r?\n\s*/g, " ").trim();
}

export function renderUai(d: UaiDocument): string {
  const lines = [
    `Title: ${oneLine(d.title)}`,
    `Purpose: ${oneLine(d.purpose)}`,
    `Required For: ${d.requiredFor.join(", ")}`,
  ];
  for (const [k, v] of d.headers) lines.push(`${oneLine(k)}: ${oneLine(v)}`);
  for (const [heading, body] of d.sections) {
    lines.push(
      "",
      `## ${oneLine(heading)}`,
      body
        .replace(/\r\n/g, "\n")
        .replace(/\n+$/, "")
        .replace(/^(\\*)## /gm, "\\$1## "),
    );
  }
  return `${lines.join("\n")}\n`;
}

export function parseUai(text: string): UaiDocument {
  const lines = text.replace(/\r\n/g, "\n").split("\n");
  const headers: Array<[string, string]> = [];
  let i = 0;
  for (; i < lines.length && lines[i]!.trim() !== ""; i++) {
    const m = /^([^:]+):\s?(.*)$/s.exec(lines[i]!); // s: a value runs to the end of its line, whatever it holds
    if (m) headers.push([m[1]!.trim(), m[2]!]);
  }
  const sections: Array<[string, string]> = [];
  let current: [string, string[]] | undefined;
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.startsWith("## ")) {
      if (current) sections.push([current[0], current[1].join("\n").replace(/^\n+|\n+$/g, "")]);
      current = [line.slice(3), []];
    } else if (current) current[1].push(line.replace(/^\\(\\*)## /, "$1## "));
  }
  if (current) sections.push([current[0], current[1].join("\n").replace(/^\n+|\n+$/g, "")]);
  const take = (k: string): string => {
    const idx = headers.findIndex(([h]) => h.toLowerCase() === k.toLowerCase());
    return idx >= 0 ? headers.splice(idx, 1)[0]![1] : "";
  };
  const title = take("Title");
  const purpose = take("Purpose");
  const requiredFor = take("Required For")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return { title, purpose, requiredFor, headers, sections };
}
