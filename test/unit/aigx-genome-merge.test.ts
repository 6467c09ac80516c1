/**
 * aigx genome --merge keeps every hand edit: a generated genome is edited by hand (a rule renamed
 * and reworded, roles, forbids, gotchas and checks changed, an entry deleted, a rule and a domain
 * card with a fact added), the repository changes, and the genome is regenerated with --merge.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { agentcInProcess } from "../support/cli.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";
import { lintRepository } from "../../src/formats/aigx/lint.js";
import { readRepository } from "../../src/formats/aigx/read-genome.js";

const FIXTURE = join(repoRoot, "test/fixtures/genome/AlbertHernandez__dependency-cruiser-example");

function edit(file: string, from: string | RegExp, to: string): void {
  const text = readFileSync(file, "utf8");
  const next = text.replace(from, to);
  expect(next, `${String(from)} in ${file}`).not.toBe(text);
  writeFileSync(file, next);
}

describe("aigx genome --merge", () => {
  it("keeps every hand edit (ids, text, forbids, gotchas, checks, facts), updates what nobody edited, and reports it", async () => {
    const dir = join(tempDir(), "repo");
    cpSync(FIXTURE, dir, { recursive: true });
    expect((await agentcInProcess(["aigx", "genome", dir, "--merge"])).status).toBe(0);
    expect(lintRepository(dir).diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const arch = join(dir, ".aigx/architecture.aigx");
    const files = join(dir, ".aigx/files.aigx");
    // Hand edits.
    edit(
      arch,
      /id="ARCH-not-cross-dependency-application"([^>]*)>[^<]*</,
      'id="ARCH-app-no-infra"$1>Application code never imports infrastructure: inject it.<',
    );
    edit(arch, /(id="ARCH-no-circular"[^>]*>)[^<]*</, "$1No cycles, ever (edited).<");
    edit(files, /\(ARCH-not-cross-dependency-application\)/g, "(ARCH-app-no-infra)");
    edit(files, /<check>ARCH-not-cross-dependency-application<\/check>/, "<check>ARCH-app-no-infra TEAM-1</check>");
    edit(
      files,
      /(<file path="src\/domain\/email-sender.ts"[^>]*>\n)(?:    <role>[^<]*<\/role>\n)?/,
      "$1    <role>The port for sending e-mail (hand-written).</role>\n",
    );
    edit(
      files,
      /NEVER import files except those whose path contains `domain` \(ARCH-not-cross-dependency-domain\)(<\/forbid>\n)(    <check>ARCH-not-cross-dependency-domain<\/check>\n  <\/file>\n  <file path="src\/domain\/user-by-id-finder.ts")/,
      "NEVER import outside src/domain/ (edited)$1$2",
    );
    edit(
      files,
      /(<file path="src\/domain\/user.ts"[^>]*>\n(?:    <role>[^<]*<\/role>\n)?)/,
      '$1    <gotcha pri="CRIT">ids are UUIDs, never numbers</gotcha>\n',
    );
    edit(files, /  <file path="src\/infrastructure\/database\/users.ts"[^]*?<\/file>\n/, "");
    writeFileSync(
      join(dir, ".aigx/team.aigx"),
      '<aigx-team>\n  <rule id="TEAM-1">Pair on every change to application/.</rule>\n</aigx-team>\n',
    );
    mkdirSync(join(dir, "src/domain"), { recursive: true });
    writeFileSync(
      join(dir, "src/domain/domain.aigx"),
      '<aigx-domain key="domain" path="src/domain">\n  <purpose>Users and how they are found.</purpose>\n  <facts>\n    <fact>Domain code imports nothing outside it (ARCH-not-cross-dependency-domain)</fact>\n  </facts>\n</aigx-domain>\n',
    );
    expect(lintRepository(dir).diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const before = readRepository(dir);
    // The repository changes: a new file, a removed file, a documented file.
    writeFileSync(
      join(dir, "src/domain/user-email.ts"),
      "/** A user's e-mail address, validated. */\nexport class UserEmail {}\n",
    );
    rmSync(join(dir, "src/infrastructure/rest-api/users-router.ts"));
    edit(
      join(dir, "src/domain/users-repository.ts"),
      /^/,
      "/** Where users are kept: the port the infrastructure implements. */\n",
    );
    const r = await agentcInProcess(["--json", "aigx", "genome", dir, "--merge"]);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    const after = readRepository(dir);
    // Every hand edit is kept.
    const rules = after.genomes[0]!.concerns.flatMap((c) => c.rules);
    expect(rules.find((x) => x.id === "ARCH-app-no-infra")!.text).toBe(
      "Application code never imports infrastructure: inject it.",
    );
    expect(rules.some((x) => x.id === "ARCH-not-cross-dependency-application")).toBe(false);
    expect(rules.find((x) => x.id === "ARCH-no-circular")!.text).toBe("No cycles, ever (edited).");
    expect(rules.find((x) => x.id === "TEAM-1")!.text).toBe("Pair on every change to application/.");
    const entries = after.genomes[0]!.files!.entries;
    const at = (p: string) => entries.find((e) => e.path === p);
    expect(at("src/application/welcome-email-sender.ts")).toMatchObject({
      forbid: { text: expect.stringContaining("(ARCH-app-no-infra)") },
      checks: ["ARCH-app-no-infra", "TEAM-1"],
    });
    expect(at("src/domain/email-sender.ts")!.role).toBe("The port for sending e-mail (hand-written).");
    expect(at("src/domain/email-sender.ts")!.forbid!.text).toBe("NEVER import outside src/domain/ (edited)");
    expect(at("src/domain/user.ts")!.gotchas).toEqual([{ pri: "CRIT", text: "ids are UUIDs, never numbers" }]);
    expect(at("src/infrastructure/database/users.ts")).toBeUndefined();
    expect(after.cards.flatMap((c) => c.facts.map((f) => f.text))).toEqual(
      before.cards.flatMap((c) => c.facts.map((f) => f.text)),
    );
    // What nobody edited follows the repository.
    expect(at("src/domain/user-email.ts")!.role).toBe("A user's e-mail address, validated.");
    expect(at("src/domain/users-repository.ts")!.role).toBe(
      "Where users are kept: the port the infrastructure implements.",
    );
    expect(at("src/infrastructure/rest-api/users-router.ts")).toBeUndefined();
    // Reported, and the genome lints clean.
    expect(out.result.merge).toMatchObject({
      entriesAdded: ["src/domain/user-email.ts"],
      entriesRemoved: ["src/infrastructure/rest-api/users-router.ts"],
      entriesUpdated: ["src/domain/users-repository.ts"],
      rulesKept: ["ARCH-app-no-infra", "ARCH-no-circular"],
    });
    expect(out.result.merge.editsKept).toEqual(
      expect.arrayContaining([
        "src/infrastructure/database/users.ts (deleted)",
        "src/domain/email-sender.ts role",
        "src/domain/email-sender.ts forbid",
        "src/domain/user.ts gotcha",
        "src/application/welcome-email-sender.ts checks",
      ]),
    );
    expect(lintRepository(dir).diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    // A third run with no change writes nothing.
    const again = JSON.parse((await agentcInProcess(["--json", "aigx", "genome", dir, "--merge"])).stdout);
    expect(again.result.merge).toMatchObject({
      rulesAdded: [],
      rulesUpdated: [],
      rulesRemoved: [],
      entriesAdded: [],
      entriesUpdated: [],
      entriesRemoved: [],
    });
    expect((await agentcInProcess(["aigx", "genome", dir, "--merge"])).stdout).toContain("wrote 0 file(s)");
  });
});
