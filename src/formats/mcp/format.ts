/**
 * MCP configuration files in the pipeline: one tool's file (`.mcp.json`, `.cursor/mcp.json`,
 * `.vscode/mcp.json`, `.gemini/settings.json`; any other JSON file with `mcpServers` is read as
 * Claude Code's) read into `mcp.Config` / `mcp.Server` nodes, checked, raised to the core agent
 * `agentc import` writes for a repository's MCP servers, and lowered back into one tool's file — the
 * tool the output path names (`-o .cursor/mcp.json`), else Claude Code's `.mcp.json` shape.
 */
import { existsSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { addCoreAgent, coreAgentOf } from "../../../ir/dialects/core/agent.js";
import {
  MCP_CONFIG_FILES,
  mcpConfigFor,
  mcpConfigOfPath,
  type McpConfigFile,
  type McpServer,
} from "../../../ir/dialects/mcp/model.js";
import { oneFile, type OutputFiles } from "../../../ir/io/output-files.js";
import { escapePointerToken } from "../../../ir/json/pointer.js";
import { fromPlain, type JsonObject } from "../../../ir/json/value.js";
import type { LossLedger } from "../../../ir/loss-ledger.js";
import { mcpConfigText } from "../../../emitters/mcp/config.js";
import { mcpConfigEdited } from "./edit-config.js";
import { mcpDifferences, sameMcpConfig } from "./canonical.js";
import { readMcpFile, type McpFileRead } from "./read-config.js";
import { coreToServers, mcpFieldChecks, projectCore } from "./core.js";
import { mergeServers } from "./servers-aix.js";
import { stateKey, type PassContext, noCoreAgent } from "../pass.js";
import { detectFormat } from "../detect.js";
import type { Format } from "../format.js";
import { readOneFileText } from "../read-text.js";

const NAME = "mcp";
const READ = stateKey<Read>(`${NAME}.read`);
const LOWERED = stateKey<Lowered>(`${NAME}.lowered`);
/** Run state naming the tool an MCP conversion writes for (`convert .mcp.json --to codex`), over the output path's. */
export const MCP_TARGET_TOOL = stateKey<McpConfigFile>("mcp.target-tool");

interface Read extends McpFileRead {
  file: string;
  text: string;
}

interface Lowered {
  config: McpConfigFile;
  text: string;
  servers: McpServer[];
}

const readOf = (ctx: PassContext): Read | undefined => ctx.state.get(READ);

const TOOL_NAMES: Record<McpConfigFile["tool"], string> = {
  claude: "Claude Code",
  cursor: "Cursor",
  vscode: "VS Code",
  gemini: "Gemini CLI",
  codex: "Codex",
  opencode: "OpenCode",
};

/** The repository an MCP file configures: the folder before its conventional place (`x/.cursor/mcp.json` → `x`), else its folder. */
export function mcpRootOf(file: string): string {
  const abs = resolve(file).replace(/\\/g, "/");
  const config = mcpConfigOfPath(abs);
  return config && abs.endsWith(`/${config.path}`) ? abs.slice(0, -(config.path.length + 1)) || "/" : dirname(abs);
}

/** The tool an output is written for: the one its path names, else Claude Code's `.mcp.json`. */
const outputConfig = (ctx: PassContext): McpConfigFile =>
  ctx.state.get(MCP_TARGET_TOOL) ?? mcpConfigFor(ctx.output ?? ".mcp.json");

/** Record what a tool's file could not hold (servers by name → their index in `servers`). */
function ledgerLost(
  lost: ReadonlyArray<[string, string, string]>,
  servers: readonly McpServer[],
  ledger: LossLedger,
  file: string,
  pointerOf: (name: string, index: number) => string,
): void {
  for (const [name, field, reason] of lost) {
    const i = servers.findIndex((s) => s.name === name);
    ledger.record({ pointer: `${pointerOf(name, i)}/${field}`, file, target: NAME, reason });
  }
}

/** The top-level settings of a file other than its servers, ledgered when the target file does not keep them. */
function ledgerSettings(r: Read, ledger: LossLedger, target: string, why: (key: string) => string): void {
  const doc = r.document;
  if (typeof doc !== "object" || doc === null || Array.isArray(doc)) return;
  for (const k of Object.keys(doc)) {
    if (k === r.config.key) continue;
    ledger.record({ pointer: `/${escapePointerToken(k)}`, file: r.file, target, reason: why(k) });
  }
}

/**
 * Written bytes re-read as the tool's file: they parse, hold exactly the servers written, and
 * written again from what was re-read give the same bytes (nothing read back differently).
 */
function reread(out: OutputFiles, lowered: Lowered): Diagnostic[] {
  const text = Buffer.from(out.files[0]![1]).toString("utf8");
  const back = readMcpFile(lowered.config, "<output>", text);
  const problems = back.diagnostics.map((d) => d.message);
  const names = (xs: readonly McpServer[]): string =>
    xs
      .map((s) => s.name)
      .sort()
      .join(", ");
  if (names(back.servers) !== names(lowered.servers))
    problems.push(`the output holds the servers ${names(back.servers) || "(none)"}, not ${names(lowered.servers)}`);
  else if (mcpConfigEdited(lowered.config, back.servers, text).text !== text)
    problems.push("the output, re-read and written again, differs: a server does not read back as written");
  return problems.map((message): Diagnostic => ({
    code: "RULES-OUTPUT",
    severity: "error",
    message: `mcp: ${message}`,
  }));
}

export const mcpFormat: Format = {
  name: NAME,
  dialect: NAME,
  description:
    "MCP configuration: .mcp.json (Claude Code), .cursor/mcp.json, .vscode/mcp.json (JSON with comments), .gemini/settings.json",
  detect: (path) => detectFormat(path) === NAME,
  discover: (root, files) =>
    MCP_CONFIG_FILES.map((c) => c.path).filter((p) => (files ? files.includes(p) : existsSync(join(root, p)))),
  read: {
    name: `${NAME}.read`,
    dialect: NAME,
    kind: "read",
    description:
      "parse one tool's MCP file as that tool reads it (VS Code's with comments and trailing commas) with the line:col of every field",
    run(ctx) {
      const file = ctx.input;
      const t = readOneFileText(
        file,
        "the mcp format reads one MCP file",
        MCP_CONFIG_FILES.map((c) => c.path),
      );
      if ("diagnostic" in t) return [t.diagnostic];
      const config = mcpConfigFor(file);
      const r: Read = { ...readMcpFile(config, file, t.text), file, text: t.text };
      if (r.document === undefined) return r.diagnostics;
      ctx.state.set(READ, r);
      ctx.graph.sources.set({ file, text: t.text, positions: r.positions });
      const doc = r.document as Record<string, unknown>;
      const settings =
        typeof doc === "object" && doc !== null && !Array.isArray(doc)
          ? Object.keys(doc).filter((k) => k !== config.key)
          : [];
      ctx.graph.add({
        id: "mcp:config",
        kind: "mcp.Config",
        attrs: fromPlain({ tool: config.tool, path: config.path, key: config.key, settings }) as JsonObject,
        origin: { file, pointer: "", line: 1, col: 1 },
      });
      const servers = new Map(r.servers.map((s) => [s.name, s]));
      for (const [name, pointer] of r.pointers) {
        const s = servers.get(name);
        const at = r.positions.get(pointer);
        const id = `mcp:server:${name}`;
        ctx.graph.add({
          id,
          kind: "mcp.Server",
          attrs: fromPlain(s ?? { name, invalid: true }) as JsonObject,
          origin: { file, pointer, ...(at ? { line: at.line, col: at.col } : {}) },
        });
        ctx.graph.connect("mcp:config", id, "configures");
      }
      return [];
    },
  },
  verify: [
    {
      name: `${NAME}.verify`,
      dialect: NAME,
      kind: "verify",
      description:
        "the file is a JSON object; every server has a command or a URL, a known type, and args, env and headers of strings",
      run(ctx) {
        const r = readOf(ctx);
        if (!r) return [];
        return [...r.diagnostics, ...mcpFieldChecks(r.config, r.document, r.positions, r.pointers, r.file)];
      },
    },
  ],
  raise: {
    name: `${NAME}.raise`,
    dialect: NAME,
    kind: "raise",
    description:
      "an MCP file → the core agent agentc import writes for a repository's MCP servers (each server as AIX describes it); the file's other settings to the ledger",
    run(ctx) {
      const r = readOf(ctx);
      if (!r) return [{ code: "AGC-NO-INPUT", severity: "error", message: "the graph holds no MCP file to raise" }];
      const target = ctx.target ?? "core";
      ledgerSettings(r, ctx.ledger, target, (k) =>
        r.config.tool === "vscode" && k === "inputs"
          ? "VS Code's input prompts are not an agent's; an export keeps them in the file"
          : `a setting of ${r.config.path} other than its MCP servers is not an agent's`,
      );
      const { servers } = mergeServers([{ file: r.file, servers: r.servers }]);
      const core = projectCore(basename(mcpRootOf(r.file)), servers);
      addCoreAgent(ctx.graph, core, (pointer) => {
        const m = /^\/mcp\/servers\/(\d+)$/.exec(pointer);
        const source = m ? r.pointers.get(servers[Number(m[1])]!.name) : "";
        const at = source !== undefined ? r.positions.get(source) : undefined;
        return { file: r.file, pointer: source ?? "", ...(at ? { line: at.line, col: at.col } : {}) };
      });
      return [];
    },
  },
  lower: {
    name: `${NAME}.lower`,
    dialect: NAME,
    kind: "lower",
    description:
      "core agent's MCP servers → the MCP file of the tool the output names (else Claude Code's .mcp.json), in that tool's shape; the rest of the agent to the ledger",
    run(ctx) {
      const core = coreAgentOf(ctx.graph);
      if (!core)
        return noCoreAgent(
          "there is no agent whose MCP servers could be written (the source holds rules, not an agent)",
        );
      const config = outputConfig(ctx);
      const r = coreToServers(core, ctx.ledger, ctx.input, config);
      if (!r.servers.length) return r.diagnostics;
      const out = mcpConfigText(config, r.servers);
      ledgerLost(out.lost, r.servers, ctx.ledger, ctx.input, (_, i) => `/mcp/servers/${i}`);
      ctx.state.set(LOWERED, { config, text: out.text, servers: r.servers } satisfies Lowered);
      ctx.graph.add({
        id: "mcp:out",
        kind: "mcp.Config",
        attrs: fromPlain({ tool: config.tool, path: config.path, servers: r.servers.map((s) => s.name) }) as JsonObject,
      });
      return r.diagnostics;
    },
  },
  write: {
    name: `${NAME}.write`,
    description:
      "the MCP file as 2-space JSON in the tool's own shape (servers by name; Gemini's other settings and VS Code's inputs kept)",
    run(ctx): OutputFiles {
      const lowered = ctx.state.get(LOWERED);
      if (lowered) return oneFile(lowered.text);
      // The same format: re-emitted for the tool the output names (the input's own tool by default), its other settings kept when it is the same tool.
      const r = readOf(ctx)!;
      const config = ctx.output || ctx.state.has(MCP_TARGET_TOOL) ? outputConfig(ctx) : r.config;
      const sameTool = config.tool === r.config.tool;
      // The same tool's file is the input edited (every byte of it kept where its servers read the same); another tool's is new.
      const out = sameTool ? mcpConfigEdited(config, r.servers, r.text) : mcpConfigText(config, r.servers);
      if (!sameTool) {
        ledgerSettings(
          r,
          ctx.ledger,
          NAME,
          (k) => `${config.path} is written without ${r.config.path}'s other settings`,
        );
        // The source file's own field names: its cwd, its own settings (x-<tool>/k in AIX are k there).
        const lost = out.lost.map(([name, field, why]): [string, string, string] => [
          name,
          field === "x-cwd" ? "cwd" : field.replace(/^x-[a-z]+\//, ""),
          why,
        ]);
        ledgerLost(lost, r.servers, ctx.ledger, r.file, (name) => r.pointers.get(name) ?? "");
      }
      ctx.state.set(LOWERED, { config, text: out.text, servers: r.servers } satisfies Lowered);
      return oneFile(out.text);
    },
  },
  checkOutput: [
    {
      name: `${NAME}.reread`,
      description:
        "the written MCP file, re-read as its tool reads it, gives back every server as written (and, for the same tool, means what the input meant)",
      run(out, ctx) {
        const lowered = ctx.state.required(LOWERED);
        const ds = reread(out, lowered);
        const r = readOf(ctx);
        if (r && lowered.config.tool === r.config.tool && !ds.length) {
          for (const message of mcpDifferences(r.text, Buffer.from(out.files[0]![1]).toString("utf8"), r.config.path))
            ds.push({ code: "RULES-OUTPUT", severity: "error", message: `mcp: ${message}` });
        }
        return ds;
      },
    },
  ],
  core: { raises: ["agent"], lowers: ["agent"] },
  loses: {
    raise: "the file's settings other than its servers (VS Code's inputs, Gemini's other settings)",
    lower:
      "everything of the agent but its MCP servers, and what the tool's file has no field for (a cwd for Claude Code and Cursor, another tool's own fields)",
  },
  outputSuffix: () => ".mcp.json",
  summarize(ctx, diagnostics) {
    const r = readOf(ctx);
    const errors = diagnostics.filter((d) => d.severity === "error").length;
    if (!r) return { summary: `mcp: ${errors ? "FAIL" : "ok"}` };
    const servers = r.servers.map(
      (s) => `${s.name} (${s.transport === "stdio" ? s.command : `${s.transport} ${s.url}`})`,
    );
    return {
      result: {
        tool: r.config.tool,
        file: r.config.path,
        servers: r.servers.map((s) => ({
          name: s.name,
          transport: s.transport,
          ...(s.command !== undefined ? { command: s.command } : {}),
          ...(s.url !== undefined ? { url: s.url } : {}),
        })),
      },
      summary: `mcp (${TOOL_NAMES[r.config.tool]}, ${r.config.path}): ${errors ? "FAIL" : "ok"}, ${r.servers.length} server(s)${servers.length ? `: ${servers.join("; ")}` : ""}`,
    };
  },
  sameMeaning: (path, a, b) => sameMcpConfig(a, b, path),
  async roundtrip(ctx) {
    const r = readOf(ctx);
    if (!r) return { differences: ["the file does not parse"], diagnostics: [] };
    // Written back from what was read: the file edited with its own servers, which must change no byte.
    const text = mcpConfigEdited(r.config, r.servers, r.text).text;
    const again = readMcpFile(r.config, r.file, text);
    const differences =
      text === r.text || sameMcpConfig(r.text, text, r.config.path) ? [] : mcpDifferences(r.text, text, r.config.path);
    if (text !== r.text) differences.push("the file, written back from what was read, changes bytes");
    if (mcpConfigEdited(r.config, again.servers, text).text !== text)
      differences.push("emitting twice gives different bytes");
    return { differences, diagnostics: again.diagnostics };
  },
};
