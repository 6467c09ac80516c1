/**
 * Shared-file editing benchmark: one MCP server changed in a large `~/.claude.json` (2,000 projects
 * of state, 1 MiB and more) and in a `config.toml` of 500 tables. Bounds, measured in the same run:
 * for JSON, one jsonc-parser parse of the same text (the least any edit that keeps comments must do:
 * the native JSON.parse cannot read them); for TOML, smol-toml parse + stringify (what re-serialising
 * the whole document costs). Target: at most 3× the bound. The JSON edit against re-serialising with
 * the native JSON.parse + stringify (what the writer did before it edited in place) is printed too.
 */
import { createRequire } from "node:module";
import { parse as parseToml, stringify as stringifyToml } from "smol-toml";
import { editJsonc } from "../../ir/edit/jsonc-edit.js";
import { editTomlTables } from "../../ir/edit/toml-edit.js";
import { line, median, row, scaled, time } from "./measure.js";

const jsonc = createRequire(import.meta.url)("jsonc-parser") as typeof import("jsonc-parser");

function bigClaudeJson(projects: number): string {
  const doc: Record<string, unknown> = {
    numStartups: 412,
    theme: "dark",
    mcpServers: { docs: { type: "stdio", command: "npx", args: ["-y", "docs"] } },
    projects: {},
  };
  for (let i = 0; i < projects; i++)
    (doc.projects as Record<string, unknown>)[`/home/u/src/p${i}`] = {
      allowedTools: [],
      history: Array.from({ length: 5 }, (_, j) => ({ display: `prompt ${j} of project ${i}`, pastedContents: {} })),
      mcpServers: {},
      hasTrustDialogAccepted: true,
    };
  return `${JSON.stringify(doc, null, 2)}\n`;
}

function bigConfigToml(tables: number): string {
  let s = '# my settings\nmodel = "o3"\n\n';
  for (let i = 0; i < tables; i++)
    s += `# profile ${i}\n[profiles.p${i}]\nmodel = "m${i}"\napproval_policy = "on-request"\n\n`;
  return `${s}[mcp_servers.docs]\ncommand = "npx"\nargs = ["-y", "docs"]\n`;
}

const runs = (fn: () => unknown): number => median(Array.from({ length: 5 }, () => time(fn).seconds));

export async function runSettingsBench(): Promise<void> {
  const json = bigClaudeJson(scaled(2000));
  const edit = runs(() =>
    editJsonc(json, [
      { path: ["mcpServers", "docs"], value: { type: "stdio", command: "npx", args: ["-y", "docs@2"] } },
    ]),
  );
  const parse = runs(() => jsonc.parseTree(json));
  const whole = runs(() => JSON.stringify(JSON.parse(json), null, 2));
  row({
    figure: `settings: edit one server in a ${(json.length / 1048576).toFixed(1)} MiB ~/.claude.json`,
    value: `${(edit * 1000).toFixed(1)} ms`,
    bound: `${(parse * 1000).toFixed(1)} ms (one jsonc-parser parse)`,
    ratio: `${(edit / parse).toFixed(2)}×`,
    target: "≤ 3×",
    pass: edit <= 3 * parse,
  });
  line(
    "settings: the same edit against native JSON parse + stringify",
    `${(edit / whole).toFixed(1)}× (${(whole * 1000).toFixed(1)} ms): the price of keeping comments and bytes`,
  );
  const toml = bigConfigToml(scaled(500));
  const tedit = runs(() => editTomlTables(toml, ["mcp_servers"], { docs: { command: "npx", args: ["-y", "docs@2"] } }));
  const twhole = runs(() => stringifyToml(parseToml(toml)));
  row({
    figure: `settings: edit one table in a ${scaled(500)}-table config.toml`,
    value: `${(tedit * 1000).toFixed(1)} ms`,
    bound: `${(twhole * 1000).toFixed(1)} ms (parse + stringify)`,
    ratio: `${(tedit / twhole).toFixed(2)}×`,
    target: "≤ 3×",
    pass: tedit <= 3 * twhole,
  });
}
