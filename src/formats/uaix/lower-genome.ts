/**
 * AIGX genome → UAIX code-bearing project handoff (docs/specs.md section 3):
 * coding standards, architecture and test plan from the matching concern
 * files, the per-file boundary index as the receiver brief, forbids as the
 * taboo, and AGENTS.md (the genome's full export: every rule, entry, gotcha
 * and fact) so the package carries the genome with semantic parity.
 */
import { exportGenome } from "../../../emitters/aigx/export.js";
import { UaiFiles } from "./uai-files.js";
import type { Repository } from "../aigx/read-genome.js";
import type { Rule } from "../../../ir/dialects/aigx/model.js";

function rulesOfConcern(repo: Repository, name: RegExp): Rule[] {
  return repo.genomes.flatMap((g) =>
    g.concerns.filter((c) => name.test(c.file.split("/").pop() ?? "")).flatMap((c) => c.rules),
  );
}

const ruleList = (rules: readonly Rule[]): string =>
  rules.map((r) => `- ${r.id}: ${r.text}`).join("\n") || "- (none in the genome)";

export function genomeToUaix(repo: Repository, project: string): { files: Map<string, string>; scopes: string[] } {
  const out = new UaiFiles();
  const all = repo.genomes.flatMap((g) => g.concerns.flatMap((c) => c.rules));
  const entries = repo.genomes.flatMap((g) => g.files?.entries ?? []);
  const roots = [...new Set(entries.map((e) => e.path.split("/")[0]!))].sort();
  const brief = entries.map((e) => {
    const lines = [`- ${e.path}${e.checks.length ? ` [${e.checks.join(" ")}]` : ""}${e.role ? `: ${e.role}` : ""}`];
    for (const g of e.gotchas) lines.push(`  gotcha${g.pri ? ` (${g.pri})` : ""}: ${g.text}`);
    return lines.join("\n");
  });
  out.add(
    "identity",
    "Identity",
    "Identifies this project handoff package.",
    ["universal"],
    [["project", project]],
    [],
  );
  out.add(
    "world-context",
    "World Context",
    "The repository this package describes.",
    ["universal"],
    [["source roots", roots.join(", ")]],
    [["Genomes", repo.genomes.map((g) => `- ${g.dir}`).join("\n")]],
  );
  out.add(
    "totem",
    "Totem",
    "Active instruction anchor: follow the repository's AIGX genome.",
    ["universal"],
    [],
    [
      [
        "Instructions",
        "Read .aigx/protocol.aigx first; for each file you edit, obey its files.aigx entry and verify its <check> ids.",
      ],
    ],
  );
  out.add(
    "taboo",
    "Taboo",
    "Active instruction anchor: boundaries that must not be crossed.",
    ["universal"],
    [],
    [
      [
        "Forbidden",
        entries
          .filter((e) => e.forbid)
          .map((e) => `- ${e.path}: ${e.forbid!.text}`)
          .join("\n") || "- (none)",
      ],
    ],
  );
  out.add(
    "short-term-memory",
    "Short-Term Memory",
    "Working notes of the current handoff.",
    ["universal"],
    [],
    [["Notes", "- none yet"]],
  );
  out.add(
    "memory-maintenance",
    "Memory Maintenance",
    "How this package is kept current.",
    ["universal"],
    [["source", ".aigx/"]],
    [["Rule", "Regenerate from the genome with agentc convert --to uaix after genome changes."]],
  );
  out.add(
    "startup-packet",
    "Startup Packet",
    "What a receiver does first.",
    ["project_handoff"],
    [],
    [
      [
        "Steps",
        "1. Read AGENTS.md.\n2. Run the project's tests.\n3. Resolve each file's boundary before editing (agentc aigx resolve <path>).",
      ],
    ],
  );
  out.add(
    "system-profile",
    "System Profile",
    "The project at a glance.",
    ["project_handoff"],
    [
      ["rules", String(all.length)],
      ["file entries", String(entries.length)],
      ["domain cards", String(repo.cards.length)],
    ],
    [],
  );
  out.add(
    "receiver-brief",
    "Receiver Brief",
    "The per-file boundary index.",
    ["project_handoff"],
    [],
    [["Boundaries", brief.join("\n") || "- (no entries)"]],
  );
  out.add(
    "coding-standards",
    "Coding Standards",
    "Engineering rules of the genome.",
    ["code_bearing"],
    [],
    [["Rules", ruleList(all.filter((r) => !/^(ARCH|TEST)-/.test(r.id)))]],
  );
  out.add(
    "architecture",
    "Architecture",
    "Architecture rules of the genome.",
    ["code_bearing"],
    [],
    [["Rules", ruleList(rulesOfConcern(repo, /^architecture\.aigx$/))]],
  );
  out.add(
    "test-plan",
    "Test Plan",
    "Testing rules of the genome.",
    ["code_bearing"],
    [],
    [["Rules", ruleList(rulesOfConcern(repo, /^test(ing)?\.aigx$/))]],
  );
  out.add(
    "next-recursive-prompt",
    "Next Recursive Prompt",
    "What to work on next.",
    ["code_bearing"],
    [],
    [["Next", "Continue the task at hand within the boundaries above; re-run agentc aigx lint before finishing."]],
  );
  out.files.set("AGENTS.md", exportGenome(repo, "agents-md"));
  out.files.set(
    ".uai/exports/manifest.json",
    `${JSON.stringify({ exports: ["AGENTS.md"], generator: "agentc" }, null, 2)}\n`,
  );
  out.addTalisman();
  return { files: out.files, scopes: ["project_handoff", "code_bearing"] };
}
