/** Writes UAIX package directories for tests: every file a set of scopes requires, in the .uai template. */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { renderUai } from "../../ir/dialects/uaix/uai-text.js";
import { SCOPE_RULES, UNIVERSAL_FILES, type Scope } from "../../ir/dialects/uaix/tokens.js";
import { tempDir } from "./tmp.js";

export function uaiFile(path: string, extra = ""): string {
  const name = path
    .split("/")
    .pop()!
    .replace(/\.uai$/, "");
  return renderUai({
    title: name,
    purpose: `test ${name}`,
    requiredFor: ["test"],
    headers: [["Owner", "tests"]],
    sections: [["Content", `Content of ${name}.${extra}`]],
  });
}

export function packageDir(scopes: Scope[], extra: Record<string, string> = {}): string {
  const dir = join(tempDir(), "pkg");
  const files = new Map<string, string>();
  for (const f of UNIVERSAL_FILES) files.set(f, uaiFile(f));
  for (const s of scopes) {
    for (const f of SCOPE_RULES[s].files) files.set(f, f.endsWith(".json") ? "{}\n" : uaiFile(f));
    for (const group of SCOPE_RULES[s].oneOf ?? []) files.set(group[0]!, "# Agents\n\nGenerated for tests.\n");
  }
  for (const [k, v] of Object.entries(extra)) files.set(k, v);
  for (const [rel, text] of files) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), text);
  }
  return dir;
}

export const LONG_TERM_FIELDS = {
  wikiRoot: "wiki/",
  indexPath: "wiki/index.md",
  evidenceLog: "evidence/log.md",
  steward: "owner",
  sourceBoundary: "local",
  promotionTargets: ["wiki"],
  reviewState: "reviewed",
  trustLabels: ["internal"],
  disposition: "keep-active",
};
export const FILE_HANDOFF_FIELDS = {
  intakeBucket: "intake/",
  dispositionRules: "archive after review",
  redactionRules: "no secrets",
  evidencePath: "evidence/",
  checksumLedger: "evidence/sha256.txt",
  sourceRemovalRule: "remove after preservation",
  finalReportFields: ["files", "tests"],
};
