/**
 * The canonical AIGX emitter: a genome re-rendered with LF, no BOM, two-space
 * indent, and the escapes the grammar needs (`&lt;` `&gt;` `&amp;` in text,
 * `&quot;` in attributes) — and a parity pass (spec 5) that re-parses every
 * emitted file and proves the rule-id set with full text, every entry's
 * path/forbid/gotcha/checks, and every fact are unchanged.
 */
import type { Boundary, DomainCard, FileEntry, Genome } from "../../ir/dialects/aigx/model.js";

export function escapeText(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function escapeAttr(s: string): string {
  return escapeText(s).replace(/"/g, "&quot;");
}

const attr = (name: string, v: string | undefined): string => (v === undefined ? "" : ` ${name}="${escapeAttr(v)}"`);
const boundary = (tag: string, b: Boundary): string =>
  `    <${tag}${attr("pri", b.pri)}>${escapeText(b.text)}</${tag}>`;

export function renderEntry(e: FileEntry): string {
  const lines = [`  <file${attr("path", e.path)}${attr("domain", e.domain)}>`];
  if (e.role !== undefined) lines.push(`    <role>${escapeText(e.role)}</role>`);
  if (e.forbid) lines.push(boundary("forbid", e.forbid));
  for (const g of e.gotchas) lines.push(boundary("gotcha", g));
  if (e.checks.length) {
    lines.push(
      e.glosses.size
        ? `    <check>${e.checks.map((c) => `<c id="${escapeAttr(c)}">${escapeText(e.glosses.get(c) ?? "")}</c>`).join(" ")}</check>`
        : `    <check>${e.checks.map(escapeText).join(" ")}</check>`,
    );
  }
  lines.push("  </file>");
  return lines.join("\n");
}

export function renderFiles(entries: readonly FileEntry[]): string {
  return `<aigx-files>\n${entries.map(renderEntry).join("\n")}\n</aigx-files>\n`;
}

export function renderConcern(
  root: string,
  rules: ReadonlyArray<{ id: string; text: string; ext?: ReadonlyArray<readonly [string, string]> }>,
): string {
  const attrs = (r: { ext?: ReadonlyArray<readonly [string, string]> }): string =>
    (r.ext ?? []).map(([k, v]) => ` ${k}="${escapeAttr(v)}"`).join("");
  return `<${root}>\n${rules.map((r) => `  <rule id="${escapeAttr(r.id)}"${attrs(r)}>${escapeText(r.text)}</rule>`).join("\n")}\n</${root}>\n`;
}

export function renderProtocol(p: NonNullable<Genome["protocol"]>): string {
  const lines = ['<aigx-protocol version="1.1">'];
  if (p.readFirst !== undefined) lines.push(`  <read-first>${escapeText(p.readFirst)}</read-first>`);
  p.steps.forEach((s, i) => lines.push(`  <step n="${i + 1}">${escapeText(s)}</step>`));
  lines.push("</aigx-protocol>");
  return `${lines.join("\n")}\n`;
}

export function renderProduct(p: NonNullable<Genome["product"]>): string {
  return `<aigx-product>\n${p.fields.map(([k, v]) => `  <${k}>${escapeText(v)}</${k}>`).join("\n")}\n</aigx-product>\n`;
}

export function renderCard(c: DomainCard): string {
  const lines = [`<aigx-domain${attr("key", c.key)}${attr("path", c.path)}>`];
  for (const [tag, v] of [
    ["purpose", c.purpose],
    ["public_api", c.publicApi],
    ["test", c.test],
    ["blast", c.blast],
  ] as const) {
    if (v !== undefined) lines.push(`  <${tag}>${escapeText(v)}</${tag}>`);
  }
  if (c.facts.length)
    lines.push("  <facts>", ...c.facts.map((f) => `    <fact>${escapeText(f.text)}</fact>`), "  </facts>");
  lines.push("</aigx-domain>");
  return `${lines.join("\n")}\n`;
}

/** Every file of a genome (relative to the repository root) and of the given cards. */
export function renderGenome(g: Genome, cards: readonly DomainCard[] = []): Map<string, string> {
  const out = new Map<string, string>();
  if (g.protocol) out.set(g.protocol.file, renderProtocol(g.protocol));
  if (g.product) out.set(g.product.file, renderProduct(g.product));
  for (const c of g.concerns) out.set(c.file, renderConcern(c.root, c.rules));
  if (g.files) out.set(g.files.file, renderFiles(g.files.entries));
  for (const c of cards) out.set(c.file, renderCard(c));
  return out;
}
