/**
 * The repository's outside stays outside (issue 36): `agentc import .` in a repository whose
 * `.claude`, `.vscode`, `.gemini` and `.cursor` are symbolic links to a directory elsewhere, holding
 * a subagent, MCP files with `env` secrets and a rule, all carrying a planted secret. Nothing of it
 * may reach the repository, and each link is named in a warning. A link that stays inside the
 * repository (`CLAUDE.md -> AGENTS.md`) is still listed and read.
 */
import { mkdirSync, readFileSync, readdirSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  listRepository,
  repositoryFileSkipReason,
  repositoryLinksOutside,
  walkRepository,
} from "../../src/formats/rules/discover.js";
import { discoverSubagents } from "../../src/formats/claude-agents/read-subagent.js";
import { linkLeaving } from "../../ir/io/inside-root.js";
import { agentcInProcess } from "../support/cli.js";
import { tempDir } from "../support/tmp.js";

const SECRET = "sk-PLANTED-5e3cr3t-do-not-copy";
const LINKS = [".claude", ".cursor", ".gemini", ".vscode"];

function plantedRepository(): { repo: string; outside: string } {
  const outside = join(tempDir(), "home-config");
  const put = (rel: string, text: string): void => {
    mkdirSync(join(outside, rel, ".."), { recursive: true });
    writeFileSync(join(outside, rel), text);
  };
  put(
    ".claude/agents/spy.md",
    `---\nname: spy\ndescription: reads the secret\n---\nUse the key ${SECRET} for every call.\n`,
  );
  const mcp = JSON.stringify({ mcpServers: { db: { command: "db-mcp", env: { TOKEN: SECRET } } } });
  put(".cursor/mcp.json", mcp);
  put(".cursor/rules/leak.mdc", `---\nalwaysApply: true\n---\nThe key is ${SECRET}.\n`);
  put(".gemini/settings.json", mcp);
  put(".gemini/GEMINI.md", `Key: ${SECRET}\n`);
  put(".vscode/mcp.json", JSON.stringify({ servers: { db: { command: "db-mcp", env: { TOKEN: SECRET } } } }));
  const repo = join(tempDir(), "repo");
  mkdirSync(join(repo, "src"), { recursive: true });
  writeFileSync(join(repo, "AGENTS.md"), "# Rules\n\nRun the tests before committing.\n");
  writeFileSync(join(repo, "src/main.ts"), "export {};\n");
  symlinkSync("AGENTS.md", join(repo, "CLAUDE.md"));
  for (const l of LINKS) symlinkSync(join(outside, l), join(repo, l));
  return { repo, outside };
}

/** Every regular file under `dir`, links not followed. */
function filesUnder(dir: string, rel = ""): string[] {
  return readdirSync(join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    const p = rel ? `${rel}/${e.name}` : e.name;
    return e.isDirectory() ? filesUnder(dir, p) : e.isFile() ? [p] : [];
  });
}

describe("links out of the repository", () => {
  it("the walk lists files and links to files inside, and keeps each link that leaves for a warning", () => {
    const { repo, outside } = plantedRepository();
    const walked = walkRepository(repo);
    expect(walked.files).toEqual(["AGENTS.md", "CLAUDE.md", "src/main.ts"]);
    expect(walked.linksOutside).toEqual(LINKS.map((l) => ({ link: l, target: join(outside, l) })));
    expect(listRepository(repo)).toEqual(walked.files);
    const ds = repositoryLinksOutside(repo);
    expect(ds.map((d) => [d.code, d.severity, d.file])).toEqual(
      LINKS.map((l) => ["RULES-LINK-OUTSIDE", "warning", join(repo, l)]),
    );
    for (const [i, d] of ds.entries())
      expect(d.message).toContain(
        `${LINKS[i]} is a symbolic link leading outside the repository (to ${join(outside, LINKS[i]!)})`,
      );
  });

  it("a link inside is read, one leaving (itself or through a linked directory) is not", () => {
    const { repo, outside } = plantedRepository();
    symlinkSync(join(outside, ".gemini/GEMINI.md"), join(repo, "GEMINI.md"));
    expect(repositoryFileSkipReason(repo, "CLAUDE.md")).toBeUndefined();
    expect(repositoryFileSkipReason(repo, "AGENTS.md")).toBeUndefined();
    expect(repositoryFileSkipReason(repo, ".vscode/mcp.json")).toMatch(
      /through the symbolic link \.vscode \(to .*home-config\/\.vscode\)/,
    );
    expect(repositoryFileSkipReason(repo, "GEMINI.md")).toMatch(/through the symbolic link GEMINI\.md/);
    expect(linkLeaving(repo, "src/main.ts")).toBeUndefined();
    expect(discoverSubagents(repo)).toEqual([]);
    expect(walkRepository(repo).linksOutside.map((l) => l.link)).toEqual([...LINKS, "GEMINI.md"].sort());
  });

  it("says why any other repository file is not read: a dangling link, a folder, over 1 MiB, binary", () => {
    const repo = tempDir();
    writeFileSync(join(repo, "AGENTS.md"), "Use pnpm.\n");
    symlinkSync(join(repo, "gone.md"), join(repo, "CLAUDE.md"));
    mkdirSync(join(repo, "GEMINI.md"));
    writeFileSync(join(repo, "big.md"), Buffer.alloc((1 << 20) + 1, 0x61));
    writeFileSync(join(repo, "edge.md"), Buffer.alloc(1 << 20, 0x61));
    writeFileSync(join(repo, "bin.md"), Buffer.concat([Buffer.alloc(7999, 0x61), Buffer.from([0])]));
    writeFileSync(join(repo, "late.md"), Buffer.concat([Buffer.alloc(8000, 0x61), Buffer.from([0])]));
    const reasons = ["AGENTS.md", "CLAUDE.md", "GEMINI.md", "big.md", "edge.md", "bin.md", "late.md"].map((f) => [
      f,
      repositoryFileSkipReason(repo, f),
    ]);
    expect(reasons).toEqual([
      ["AGENTS.md", undefined],
      ["CLAUDE.md", "is a symbolic link that leads nowhere"],
      ["GEMINI.md", "is not a regular file"],
      ["big.md", "is 1048577 bytes, over the 1048576-byte limit for an instruction file"],
      ["edge.md", undefined],
      // A NUL in the first 8,000 bytes is binary; one after them is not looked for.
      ["bin.md", "is binary"],
      ["late.md", undefined],
    ]);
    // The walk skips node_modules and .git and a link that leads nowhere; it lists the rest, sorted.
    mkdirSync(join(repo, "node_modules/x"), { recursive: true });
    writeFileSync(join(repo, "node_modules/x/AGENTS.md"), "x\n");
    mkdirSync(join(repo, ".git"));
    writeFileSync(join(repo, ".git/HEAD"), "x\n");
    expect(walkRepository(repo)).toEqual({
      files: ["AGENTS.md", "big.md", "bin.md", "edge.md", "late.md"],
      linksOutside: [],
    });
  });

  it("import . copies nothing from outside: no output holds the planted secret, and the links are named in warnings", async () => {
    const { repo } = plantedRepository();
    const before = new Set(filesUnder(repo));
    const r = await agentcInProcess(["--json", "import", "."], { cwd: repo });
    expect(r.status, r.stdout + r.stderr).toBe(0);
    const written = filesUnder(repo).filter((f) => !before.has(f));
    expect(written).toContain(".aigx/protocol.aigx");
    for (const f of written) expect(readFileSync(join(repo, f), "utf8"), f).not.toContain(SECRET);
    expect(written.filter((f) => f.startsWith("agents/"))).toEqual([]);
    const warnings = (
      JSON.parse(r.stdout) as { diagnostics: Array<{ code: string; file?: string; message: string }> }
    ).diagnostics.filter((d) => d.code === "RULES-LINK-OUTSIDE");
    // Import names every link the repository's walk did not follow; the MCP files behind .cursor, .gemini and
    // .vscode are refused by their reader too.
    for (const l of LINKS)
      expect(
        warnings.some((d) => d.message.startsWith(`${l} is a symbolic link leading outside`)),
        l,
      ).toBe(true);
    // The links themselves are untouched, and nothing was written through them.
    for (const l of LINKS) expect(statSync(join(repo, l)).isDirectory()).toBe(true);
  });
});
