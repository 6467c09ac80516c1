/**
 * A toy coding tool declared inside test/ only, as one row of data (the shape every tool has:
 * ir/dialects/rules/tool.ts). Its rule files are `.toy/rules/*.md` with a `when` field (always,
 * files, agent, manual), a `files` list of patterns and an `about` description; its legacy single
 * file is `.toyrules`. Nothing under src/ names it: registering the row is what adding a tool costs.
 */
import { registerRuleTool, type RuleToolData } from "../../src/index.js";

export const TOY_TOOL: RuleToolData = {
  name: "toy-tool",
  title: "Toy Tool",
  aliases: ["toy-cli"],
  prefix: "TOY",
  description: "Toy Tool rules: .toy/rules/*.md (when, files, about), legacy .toyrules",
  files: [/^\.toy\/rules\/[^/]+\.md$/, /^\.toyrules$/],
  legacy: /^\.toyrules$/,
  folders: [/(^|\/)\.toy(\/rules)?$/],
  roots: ["toy", "toyrules"],
  idStrip: [/(^)\.toy\/rules\//],
  rootFiles: [".toyrules"],
  frontMatter: true,
  detectKeys: ["when"],
  rules: {
    activation: { field: "when", values: { always: "always", glob: "files", model: "agent", manual: "manual" } },
    globs: { field: "files", write: "list" },
    description: "about",
    write: { folder: ".toy/rules" },
  },
};

let registered = false;

/** Register the toy tool once per process. */
export function useToyTool(): void {
  if (registered) return;
  registerRuleTool(TOY_TOOL);
  registered = true;
}
