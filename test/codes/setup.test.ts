/** Skills and commands codes: minimal skill folders and command files. */
import { join } from "node:path";
import { describe } from "vitest";
import { validate } from "../../src/pipeline/validate.js";
import { formatNamed } from "../../src/formats/registry.js";
import { Graph } from "../../ir/graph/graph.js";
import { LossLedger } from "../../ir/loss-ledger.js";
import { RunState, type PassContext } from "../../src/formats/pass.js";
import type { Diagnostic } from "../../ir/diagnostics/diagnostic.js";
import { tempDir } from "../support/tmp.js";
import { trigger } from "../support/triggers.js";
import { writeTree } from "../support/setup.js";

const SKILL = "---\nname: s\ndescription: Does s. Use when s.\n---\nDo s.\n";
const skill = (files: Parameters<typeof writeTree>[1]): string => {
  const d = tempDir();
  writeTree(d, files);
  return d;
};
const validated = async (path: string): Promise<readonly Diagnostic[]> => (await validate(path)).diagnostics;
const contextFor = (input: string): PassContext => ({
  graph: new Graph(),
  ledger: new LossLedger(),
  input,
  options: {},
  state: new RunState(),
});

describe("skills and commands codes", () => {
  trigger(
    "SKILL-LINK-OUTSIDE",
    async () =>
      validated(
        join(
          skill({
            ".claude/skills/s/SKILL.md": { kind: "file", bytes: SKILL },
            ".claude/skills/s/x": { kind: "link", target: "../../../secret" },
          }),
          ".claude/skills/s",
        ),
      ),
    { severity: "error", file: /\.claude\/skills\/s\/x$/ },
  );
  trigger(
    "SKILL-INVALID",
    async () =>
      validated(
        join(
          skill({ ".claude/skills/s/SKILL.md": { kind: "file", bytes: "---\nname: s\n---\nDo s.\n" } }),
          ".claude/skills/s",
        ),
      ),
    { severity: "error", file: /\.claude\/skills\/s\/SKILL\.md$/, line: 2 },
  );
  trigger(
    "SKILL-NAME",
    async () =>
      validated(
        join(
          skill({ ".claude/skills/s/SKILL.md": { kind: "file", bytes: SKILL.replace("name: s", "name: Big Name") } }),
          ".claude/skills/s",
        ),
      ),
    { severity: "warning", file: /SKILL\.md$/, line: 2 },
  );
  trigger(
    "SKILL-OUTPUT",
    async () => {
      // The check that guards every written skill: an output whose script lost its executable bit is caught before anything is written.
      const d = skill({
        ".claude/skills/s/SKILL.md": { kind: "file", bytes: SKILL },
        ".claude/skills/s/run.sh": { kind: "file", bytes: "#!/bin/sh\n", mode: 0o755 },
      });
      const f = (await formatNamed("claude-skills"))!;
      const ctx = contextFor(join(d, ".claude/skills/s"));
      await f.read.run(ctx);
      return f.checkOutput![0]!.run(
        {
          kind: "directory",
          files: [
            ["SKILL.md", Buffer.from(SKILL)],
            ["run.sh", Buffer.from("#!/bin/sh\n")],
          ],
          modes: { "SKILL.md": 0o644, "run.sh": 0o644 },
        },
        ctx,
      );
    },
    { severity: "error", noLocation: "a check of bytes in memory, before they have a place" },
  );
  trigger(
    "COMMAND-INVALID",
    async () =>
      validated(
        join(
          skill({ ".gemini/commands/c.toml": { kind: "file", bytes: 'description = "x"\n' } }),
          ".gemini/commands/c.toml",
        ),
      ),
    { severity: "error", file: /c\.toml$/ },
  );
  trigger(
    "COMMAND-OUTPUT",
    async () => {
      const d = skill({
        ".claude/commands/c.md": { kind: "file", bytes: "---\ndescription: C\n---\nDo $ARGUMENTS.\n" },
      });
      const f = (await formatNamed("claude-commands"))!;
      const ctx = contextFor(join(d, ".claude/commands/c.md"));
      await f.read.run(ctx);
      return f.checkOutput![0]!.run({ kind: "file", files: [["", Buffer.from("Do something else.\n")]] }, ctx);
    },
    { severity: "error", noLocation: "a check of bytes in memory, before they have a place" },
  );
  trigger(
    "IGNORE-OUTPUT",
    async () => {
      const d = skill({ ".cursorignore": { kind: "file", bytes: "# secrets\n.env\n" } });
      const f = (await formatNamed("cursor-ignore"))!;
      const ctx = contextFor(join(d, ".cursorignore"));
      await f.read.run(ctx);
      return f.checkOutput![0]!.run({ kind: "file", files: [["", Buffer.from(".env\n")]] }, ctx);
    },
    { severity: "error", noLocation: "a check of bytes in memory, before they have a place" },
  );
});
