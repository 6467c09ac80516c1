/**
 * The MCP format (src/formats/mcp/) in this process: every diagnostic `agentc validate` gives for an
 * OpenCode `opencode.json` whose servers break OpenCode's schema (opencode.ai/docs/mcp-servers: `type`
 * local or remote, `command` a list, `url` a string, `enabled` a boolean, `environment` and `headers`
 * objects of strings), with the line:col of each field; and what of a core agent an MCP file loses.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { validate } from "../../src/pipeline/validate.js";
import { tempDir } from "../support/tmp.js";
import { writeTree } from "../support/setup.js";
import { coreToServers, projectCore } from "../../src/formats/mcp/core.js";
import { mcpConfigFor, type McpServer } from "../../ir/dialects/mcp/model.js";
import type { CoreAgent } from "../../ir/dialects/core/agent.js";
import { LossLedger } from "../../ir/loss-ledger.js";
import { mcpFormat, mcpRootOf } from "../../src/formats/mcp/format.js";
import { readMcpConfig } from "../../src/formats/mcp/read-config.js";
import { Graph } from "../../ir/graph/graph.js";
import { RunState, type PassContext } from "../../src/formats/pass.js";
import { mcpConfigEdited } from "../../src/formats/mcp/edit-config.js";
import { mergeServers, serverFromAix, serverToAix } from "../../src/formats/mcp/servers-aix.js";
import { toPlain } from "../../ir/json/value.js";

describe("agentc validate of an OpenCode opencode.json", () => {
  it("reports each field OpenCode would reject, where it is; a server with no environment or headers is fine", async () => {
    const text = [
      "{",
      '  "mcp": {',
      '    "ok": { "type": "local", "command": ["npx", "-y", "srv"] },',
      '    "bad": { "type": "remote", "url": 7, "enabled": "yes", "headers": { "A": 1 }, "environment": [] }',
      "  }",
      "}",
      "",
    ].join("\n");
    const d = tempDir();
    writeTree(d, { "opencode.json": { kind: "file", bytes: text } });
    const file = join(d, "opencode.json");
    const r = await validate(file);
    const field = (name: string, what: string, col: number) => ({
      code: "RULES-MCP-CONFIG",
      severity: "error",
      message: `opencode.json: MCP server "bad": ${name} ${what}`,
      file,
      line: 4,
      col,
    });
    // Columns: where each value starts on line 4 above (1-based), worked by hand.
    expect(
      r.diagnostics.map(({ code, severity, message, file, line, col }) => ({
        code,
        severity,
        message,
        file,
        line,
        col,
      })),
    ).toEqual([
      {
        code: "RULES-MCP-CONFIG",
        severity: "error",
        message: 'opencode.json: MCP server "bad" has neither a command nor a URL; skipped',
        file,
        line: 4,
        col: 12,
      },
      field("url", "is not a string", 39),
      field("enabled", "is not true or false", 53),
      field("environment", "is not an object of string values", 98),
      field("headers", "is not an object of string values", 71),
    ]);
  });
});

describe("coreToServers: what of an agent an MCP file cannot hold", () => {
  const servers: McpServer[] = [
    { name: "fs", transport: "stdio", command: "npx", args: ["-y", "fs"], env: {}, headers: {}, extra: {} },
  ];
  const lost = (a: CoreAgent): Array<{ pointer: string; reason: string; regenerated?: boolean }> => {
    const ledger = new LossLedger();
    const r = coreToServers(a, ledger, "agents/project.aix", mcpConfigFor(".mcp.json"));
    expect(r.servers.map((s) => s.name)).toEqual(["fs"]);
    return ledger.entries.map(({ pointer, reason, regenerated }) => ({
      pointer,
      reason,
      ...(regenerated ? { regenerated } : {}),
    }));
  };

  it("the project agent's own words are written again, so nothing of them is lost", () => {
    expect(lost(projectCore("repo", servers))).toEqual([]);
  });

  it("an agent that is not the project agent loses its meta and persona, whichever of its words differ", () => {
    const own = projectCore("repo", servers);
    const meta = { pointer: "/meta", reason: ".mcp.json holds MCP servers only; the agent (repo) is not kept" };
    const persona = {
      pointer: "/persona",
      reason: ".mcp.json holds MCP servers only; the agent's persona is not kept",
    };
    // Only the instructions are the project agent's: still another agent.
    const other = { ...own, description: "Reviews code.", persona: { ...own.persona, role: "Reviewer" } };
    expect(lost(other)).toEqual([meta, persona]);
    expect(lost({ ...own, persona: { ...own.persona, instructions: "Review." } })).toEqual([meta, persona]);
    expect(lost({ ...own, persona: { ...own.persona, role: "Reviewer" } })).toEqual([meta, persona]);
    expect(lost({ ...own, description: "Reviews code." })).toEqual([meta, persona]);
  });

  it("a rate limit and another tool's section: ledgered, the section's name escaped as RFC 6901 asks", () => {
    const own = projectCore("repo", servers);
    const a = { ...own, policy: { ...own.policy, maxApiCallsPerMinute: 5 }, extensions: { "x-a/b": { k: 1 } } };
    expect(lost(a as CoreAgent)).toEqual([
      { pointer: "/security/capabilities", reason: ".mcp.json holds MCP servers only" },
      { pointer: "/x-a~1b", reason: "extension field x-a/b has no MCP-file equivalent" },
    ]);
  });

  it("the project agent with another id: the id is regenerated", () => {
    expect(lost({ ...projectCore("repo", servers), id: "00000000-0000-4000-8000-000000000000" })).toEqual([
      { pointer: "/meta/id", reason: "an MCP file has no agent id", regenerated: true },
    ]);
  });
});

describe("agentc validate of a Codex .codex/config.toml", () => {
  it("reports each field Codex would reject; a server with no enabled is fine", async () => {
    const text = [
      "[mcp_servers.ok]",
      'command = "npx"',
      "",
      "[mcp_servers.bad]",
      "command = 7",
      'args = "x"',
      "env = { A = 1 }",
      'enabled = "yes"',
      "",
    ].join("\n");
    const d = tempDir();
    writeTree(d, { ".codex/config.toml": { kind: "file", bytes: text } });
    const file = join(d, ".codex/config.toml");
    const r = await validate(file);
    const bad = { code: "RULES-MCP-CONFIG", severity: "error" };
    expect(
      r.diagnostics.map(({ code, severity, message, line, col }) => ({ code, severity, message, line, col })),
    ).toEqual([
      // The table's header (its line, column 1), then each value where it starts (1-based), worked by hand.
      {
        ...bad,
        message: '.codex/config.toml: MCP server "bad" has neither a command nor a URL; skipped',
        line: 4,
        col: 1,
      },
      { ...bad, message: '.codex/config.toml: MCP server "bad": command is not a string', line: 5, col: 11 },
      { ...bad, message: '.codex/config.toml: MCP server "bad": args is not a list of strings', line: 6, col: 8 },
      { ...bad, message: '.codex/config.toml: MCP server "bad": env is not a table of string values', line: 7, col: 7 },
      { ...bad, message: '.codex/config.toml: MCP server "bad": enabled is not true or false', line: 8, col: 11 },
    ]);
  });

  // Codex's streamable HTTP servers take http_headers and env_http_headers, each a table of strings (developers.openai.com/codex/mcp).
  it("reports an HTTP server's headers that are not tables of strings, where each value starts", async () => {
    const text = [
      "[mcp_servers.web]",
      'url = "https://example.com/mcp"',
      "http_headers = { A = 1 }",
      'env_http_headers = "X"',
      "",
    ];
    const d = tempDir();
    writeTree(d, { ".codex/config.toml": { kind: "file", bytes: text.join("\n") } });
    const r = await validate(join(d, ".codex/config.toml"));
    expect(r.diagnostics.map(({ code, message, line, col }) => ({ code, message, line, col }))).toEqual([
      {
        code: "RULES-MCP-CONFIG",
        message: '.codex/config.toml: MCP server "web": http_headers is not a table of string values',
        line: 3,
        col: 16,
      },
      {
        code: "RULES-MCP-CONFIG",
        message: '.codex/config.toml: MCP server "web": env_http_headers is not a table of string values',
        line: 4,
        col: 20,
      },
    ]);
  });
});

describe("an MCP file whose server table is missing or null", () => {
  it("no table: nothing to report; a null table: the reader's one error, nothing more", async () => {
    const d = tempDir();
    writeTree(d, {
      "a/.mcp.json": { kind: "file", bytes: '{ "other": 1 }\n' },
      "b/.mcp.json": { kind: "file", bytes: '{\n  "mcpServers": null\n}\n' },
    });
    const brief = (ds: readonly { code: string; message: string; line?: number; col?: number }[]) =>
      ds.map(({ code, message, line, col }) => ({ code, message, line, col }));
    expect(brief((await validate(join(d, "a/.mcp.json"))).diagnostics)).toEqual([]);
    expect(brief((await validate(join(d, "b/.mcp.json"))).diagnostics)).toEqual([
      {
        code: "RULES-MCP-CONFIG",
        message: '.mcp.json: "mcpServers" must be an object of servers by name',
        line: 2,
        col: 17,
      },
    ]);
  });
});

describe("mcpRootOf", () => {
  it("is the folder before the file's conventional place, else the file's folder", () => {
    expect(mcpRootOf("/r/.cursor/mcp.json")).toBe("/r");
    expect(mcpRootOf("/r/.codex/config.toml")).toBe("/r");
    expect(mcpRootOf("/.mcp.json")).toBe("/");
    expect(mcpRootOf("/r/servers.json")).toBe("/r");
  });
});

describe("mcpConfigEdited: an existing MCP file is edited, not replaced", () => {
  // docs/decisions.md, "Shared files are edited, never replaced": a server that reads the same keeps its bytes,
  // a changed one is written again, every other key and comment stays.
  const stdio = (name: string, command: string, args: string[]): McpServer => ({
    name,
    transport: "stdio",
    command,
    args,
    env: {},
    headers: {},
    extra: {},
  });
  const servers = [stdio("fs", "npx", ["-y", "b"]), stdio("gh", "docker", ["run"])];

  it("JSON: the changed server is written again, the same one keeps its bytes", () => {
    const before = [
      "{",
      "  // mine",
      '  "mcpServers": {',
      '    "fs": { "command": "npx", "args": ["-y", "a"] },',
      '    "gh": { "type": "stdio", "command": "docker", "args": ["run"] }',
      "  }",
      "}",
      "",
    ].join("\n");
    const after = [
      "{",
      "  // mine",
      '  "mcpServers": {',
      '    "fs": {',
      '      "type": "stdio",',
      '      "command": "npx",',
      '      "args": [',
      '        "-y",',
      '        "b"',
      "      ]",
      "    },",
      '    "gh": { "type": "stdio", "command": "docker", "args": ["run"] }',
      "  }",
      "}",
      "",
    ].join("\n");
    expect(mcpConfigEdited(mcpConfigFor(".mcp.json"), servers, before)).toEqual({ text: after, lost: [] });
  });

  it("Codex TOML: the changed table is written again, the same one keeps its bytes and comment", () => {
    const head = '# mine\nmodel = "o3"\n\n';
    const gh = '[mcp_servers.gh]\ncommand = "docker"\nargs = [ "run" ]   # same\n';
    const before = `${head}[mcp_servers.fs]\ncommand = "npx"\nargs = ["-y", "a"] # old\n\n${gh}`;
    const after = `${head}[mcp_servers.fs]\ncommand = "npx"\nargs = [ "-y", "b" ]\n\n${gh}`;
    expect(mcpConfigEdited(mcpConfigFor(".codex/config.toml"), servers, before)).toEqual({ text: after, lost: [] });
  });
});

describe("the MCP format's passes", () => {
  const contextFor = (input: string): PassContext => ({
    graph: new Graph(),
    ledger: new LossLedger(),
    input,
    target: "aix",
    options: {},
    state: new RunState(),
  });
  const raised = async (place: string, text: string) => {
    const d = tempDir();
    writeTree(d, { [place]: { kind: "file", bytes: text } });
    const ctx = contextFor(join(d, place));
    expect(await mcpFormat.read.run(ctx)).toEqual([]);
    expect(await mcpFormat.raise!.run(ctx)).toEqual([]);
    return ctx.ledger.entries.map(({ pointer, reason }) => ({ pointer, reason }));
  };

  it("raise ledgers each setting other than the servers, VS Code's inputs with their own reason", async () => {
    const vscode = '{ "inputs": [], "servers": { "s": { "command": "npx" } }, "other": 1 }\n';
    expect(await raised(".vscode/mcp.json", vscode)).toEqual([
      { pointer: "/inputs", reason: "VS Code's input prompts are not an agent's; an export keeps them in the file" },
      { pointer: "/other", reason: "a setting of .vscode/mcp.json other than its MCP servers is not an agent's" },
    ]);
    // Gemini CLI's settings.json may hold `inputs` too: it is only another setting there.
    const gemini = '{ "inputs": [], "mcpServers": { "s": { "command": "npx" } } }\n';
    expect(await raised(".gemini/settings.json", gemini)).toEqual([
      { pointer: "/inputs", reason: "a setting of .gemini/settings.json other than its MCP servers is not an agent's" },
    ]);
  });

  it('raise places each server at its entry in the file and the agent at the whole file (pointer "")', async () => {
    const d = tempDir();
    const file = join(d, ".mcp.json");
    writeTree(d, {
      ".mcp.json": { kind: "file", bytes: '{\n  "mcpServers": {\n    "fs": { "command": "npx" }\n  }\n}\n' },
    });
    const ctx = contextFor(file);
    await mcpFormat.read.run(ctx);
    expect(await mcpFormat.raise!.run(ctx)).toEqual([]);
    const origins = Object.fromEntries(ctx.graph.nodes().map((n) => [n.kind, n.origin]));
    expect(origins["core.Agent"]).toEqual({ file, pointer: "", line: 1, col: 1 });
    expect(origins["core.McpServer"]).toMatchObject({ file, pointer: "/mcpServers/fs", line: 3 });
  });

  it("raise of a document that is a string ledgers no settings (it has none)", async () => {
    expect(await raised(".mcp.json", '"ab"\n')).toEqual([]);
  });

  it("lower with no core agent in the graph says so", async () => {
    const ctx = contextFor("rules.md");
    expect(await mcpFormat.lower!.run(ctx)).toEqual([
      {
        code: "AGC-NO-CORE-AGENT",
        severity: "error",
        message: "there is no agent whose MCP servers could be written (the source holds rules, not an agent)",
      },
    ]);
  });
});

describe("readMcpConfig: Gemini CLI's tool lists are Gemini's alone", () => {
  it("includeTools / excludeTools of another tool's file stay that tool's own fields", () => {
    const text = '{ "mcpServers": { "s": { "command": "npx", "includeTools": ["a"], "excludeTools": ["b"] } } }';
    const base = { name: "s", transport: "stdio", command: "npx", args: [], env: {}, headers: {} };
    expect(readMcpConfig(mcpConfigFor(".mcp.json"), ".mcp.json", text).servers).toStrictEqual([
      { ...base, extra: { claude: { includeTools: ["a"], excludeTools: ["b"] } } },
    ]);
    // Gemini CLI: docs/formats.md, `includeTools` / `excludeTools` are the server's enabled and disabled tools.
    expect(readMcpConfig(mcpConfigFor(".gemini/settings.json"), ".gemini/settings.json", text).servers).toStrictEqual([
      { ...base, enabledTools: ["a"], disabledTools: ["b"], extra: {} },
    ]);
  });
});

describe("agentc validate of a Claude Code .mcp.json", () => {
  const brief = (ds: readonly { code: string; message: string; line?: number; col?: number }[]) =>
    ds.map(({ code, message, line, col }) => ({ code, message, line, col }));
  const validated = async (text: string) => {
    const d = tempDir();
    writeTree(d, { ".mcp.json": { kind: "file", bytes: text } });
    return brief((await validate(join(d, ".mcp.json"))).diagnostics);
  };

  it("a server that declares its type needs what that type needs: a command for stdio, a url for http and sse", async () => {
    // code.claude.com/docs/en/mcp: a stdio server is started by its command; an http or sse server is reached at its url.
    const text = [
      "{",
      '  "mcpServers": {',
      '    "a": { "type": "http" },',
      '    "b": { "type": "stdio", "url": "https://example.com/mcp" },',
      '    "c": { "type": "sse", "command": "npx" },',
      '    "d": { "type": "streamable-http", "url": "https://example.com/mcp" },',
      '    "e": { "command": "npx" }',
      "  }",
      "}",
      "",
    ].join("\n");
    const skipped = (name: string, line: number, what: string) => ({
      code: "RULES-MCP-CONFIG",
      message: `.mcp.json: MCP server "${name}" declares type ${what}; skipped`,
      line,
      col: 10,
    });
    expect(await validated(text)).toEqual([
      skipped("a", 3, '"http" but has no url'),
      skipped("b", 4, '"stdio" but has no command'),
      skipped("c", 5, '"sse" but has no url'),
    ]);
  });

  it("a document that is not an object is one error at 1:1", async () => {
    expect(await validated("[]\n")).toEqual([
      { code: "RULES-MCP-CONFIG", message: '.mcp.json must hold a JSON object (with "mcpServers")', line: 1, col: 1 },
    ]);
  });

  it("reports every field of a server Claude Code would reject, where each value starts", async () => {
    const text = [
      "{",
      '  "mcpServers": {',
      '    "s": {',
      '      "type": "ws",',
      '      "command": 1,',
      '      "url": 2,',
      '      "httpUrl": 3,',
      '      "cwd": 4,',
      '      "args": "x",',
      '      "env": { "A": 1 },',
      '      "headers": []',
      "    }",
      "  }",
      "}",
      "",
    ].join("\n");
    const at = (line: number, col: number, what: string) => ({
      code: "RULES-MCP-CONFIG",
      message: `.mcp.json: MCP server "s": ${what}`,
      line,
      col,
    });
    // Each value's line and 1-based column in the text above, worked by hand.
    expect(await validated(text)).toEqual([
      {
        code: "RULES-MCP-CONFIG",
        message: '.mcp.json: MCP server "s" has neither a command nor a URL; skipped',
        line: 3,
        col: 10,
      },
      at(4, 15, 'type is "ws", not stdio, http or sse'),
      at(5, 18, "command is not a string"),
      at(6, 14, "url is not a string"),
      at(7, 18, "httpUrl is not a string"),
      at(8, 14, "cwd is not a string"),
      at(9, 15, "args is not a list of strings"),
      at(10, 14, "env is not an object of string values"),
      at(11, 18, "headers is not an object of string values"),
    ]);
  });
});

describe("the MCP format's write, check, summary and round trip", () => {
  const CURSOR =
    '{\n  "mcpServers": {\n    "fs": { "command": "npx", "args": ["-y", "fs"] },\n    "remote": { "url": "https://x/mcp" }\n  }\n}\n';
  const readCtx = async (place: string, text: string, output?: string): Promise<PassContext> => {
    const d = tempDir();
    writeTree(d, { [place]: { kind: "file", bytes: text } });
    const ctx: PassContext = {
      graph: new Graph(),
      ledger: new LossLedger(),
      input: join(d, place),
      ...(output ? { output } : {}),
      options: {},
      state: new RunState(),
    };
    expect(await mcpFormat.read.run(ctx)).toEqual([]);
    return ctx;
  };
  const text = (ctx: PassContext): string => Buffer.from(mcpFormat.write.run(ctx).files[0]![1]).toString("utf8");
  const check = (ctx: PassContext, t: string) =>
    mcpFormat.checkOutput![0]!.run({ kind: "file", files: [["", Buffer.from(t)]] }, ctx);

  it("the same tool's file is written back byte for byte, and the check passes it", async () => {
    const ctx = await readCtx(".cursor/mcp.json", CURSOR);
    expect(text(ctx)).toBe(CURSOR);
    expect(await check(ctx, CURSOR)).toEqual([]);
    expect(await mcpFormat.roundtrip!(ctx)).toEqual({ differences: [], diagnostics: [] });
  });

  it("the check names a server missing from the output, and a server that means something else", async () => {
    const ctx = await readCtx(".cursor/mcp.json", CURSOR);
    text(ctx);
    expect(await check(ctx, '{ "mcpServers": { "fs": { "command": "npx", "args": ["-y", "fs"] } } }')).toEqual([
      { code: "RULES-OUTPUT", severity: "error", message: "mcp: the output holds the servers fs, not fs, remote" },
    ]);
    const other = CURSOR.replace('"command": "npx"', '"command": "node"');
    const ds = await check(ctx, other);
    expect(ds.map((d) => [d.code, d.message.slice(0, 30)])).toEqual([
      ["RULES-OUTPUT", 'mcp: MCP server "fs" differs: '],
    ]);
  });

  it("the summary names each server by its command or transport and URL", async () => {
    const ctx = await readCtx(".cursor/mcp.json", CURSOR);
    expect(mcpFormat.summarize!(ctx, [])).toEqual({
      result: {
        tool: "cursor",
        file: ".cursor/mcp.json",
        servers: [
          { name: "fs", transport: "stdio", command: "npx" },
          { name: "remote", transport: "http", url: "https://x/mcp" },
        ],
      },
      summary: "mcp (Cursor, .cursor/mcp.json): ok, 2 server(s): fs (npx); remote (http https://x/mcp)",
    });
    expect(mcpFormat.summarize!(ctx, [{ code: "X", severity: "error", message: "x" }]).summary).toMatch(
      /^mcp \(Cursor, \.cursor\/mcp\.json\): FAIL, 2 server\(s\)/,
    );
  });

  it("a round trip with nothing read says the file does not parse", async () => {
    const ctx: PassContext = {
      graph: new Graph(),
      ledger: new LossLedger(),
      input: "x",
      options: {},
      state: new RunState(),
    };
    expect(await mcpFormat.roundtrip!(ctx)).toEqual({ differences: ["the file does not parse"], diagnostics: [] });
  });
});

describe("an MCP file written for another tool", () => {
  it("Gemini CLI's settings to Claude Code's .mcp.json: the other settings and the fields .mcp.json lacks are ledgered", async () => {
    const gemini = JSON.stringify(
      { theme: "dark", mcpServers: { s: { command: "npx", cwd: "tools", trust: true } } },
      null,
      2,
    );
    const d = tempDir();
    writeTree(d, { ".gemini/settings.json": { kind: "file", bytes: gemini } });
    const ctx: PassContext = {
      graph: new Graph(),
      ledger: new LossLedger(),
      input: join(d, ".gemini/settings.json"),
      output: join(d, ".mcp.json"),
      options: {},
      state: new RunState(),
    };
    expect(await mcpFormat.read.run(ctx)).toEqual([]);
    const written = JSON.parse(Buffer.from(mcpFormat.write.run(ctx).files[0]![1]).toString("utf8")) as unknown;
    expect(written).toEqual({ mcpServers: { s: { type: "stdio", command: "npx", args: [] } } });
    expect(ctx.ledger.entries.map(({ pointer, target, reason }) => ({ pointer, target, reason }))).toEqual([
      {
        pointer: "/theme",
        target: "mcp",
        reason: ".mcp.json is written without .gemini/settings.json's other settings",
      },
      // At the source's own field names: Gemini's cwd and trust (x-cwd and x-gemini/trust in AIX).
      { pointer: "/mcpServers/s/cwd", target: "mcp", reason: ".mcp.json has no working directory for a server" },
      { pointer: "/mcpServers/s/trust", target: "mcp", reason: "gemini's own setting; .mcp.json does not know it" },
    ]);
  });
});

describe("mergeServers: the servers of several tools' files as one list", () => {
  const stdio = (name: string, command: string, more: Partial<McpServer> = {}): McpServer => ({
    name,
    transport: "stdio",
    command,
    args: [],
    env: {},
    headers: {},
    extra: {},
    ...more,
  });

  it("one server in two files is one, its tool fields joined; the list is sorted by name", () => {
    const a = stdio("fs", "npx", { extra: { claude: { note: 1 } } });
    const b = stdio("fs", "npx", { extra: { cursor: { note: 2 } } });
    expect(
      mergeServers([
        { file: ".mcp.json", servers: [stdio("zz", "z"), a] },
        { file: ".cursor/mcp.json", servers: [b] },
      ]),
    ).toEqual({
      servers: [stdio("fs", "npx", { extra: { claude: { note: 1 }, cursor: { note: 2 } } }), stdio("zz", "z")],
      diagnostics: [],
    });
  });

  it("a copy in a tool that cannot hold all of a server (Claude Code has no cwd) is that server, in either order", () => {
    const rich = stdio("fs", "npx", { cwd: "tools" });
    const copy = stdio("fs", "npx");
    const found = [
      { file: ".gemini/settings.json", servers: [rich] },
      { file: ".mcp.json", servers: [copy] },
    ];
    expect(mergeServers(found)).toEqual({ servers: [rich], diagnostics: [] });
    expect(mergeServers([...found].reverse())).toEqual({ servers: [rich], diagnostics: [] });
  });

  it("files that are no tool's MCP file hold no copies: two different servers there conflict", () => {
    const r = mergeServers([
      { file: "a.json", servers: [stdio("fs", "npx", { cwd: "x" })] },
      { file: "b.json", servers: [stdio("fs", "npx")] },
    ]);
    expect(r.servers).toEqual([stdio("fs", "npx", { cwd: "x" })]);
    expect(r.diagnostics.map((d) => d.code)).toEqual(["RULES-MCP-CONFLICT"]);
  });

  it("two different servers of one name: the first is kept, with a warning naming both files", () => {
    const r = mergeServers([
      { file: ".mcp.json", servers: [stdio("fs", "npx")] },
      { file: ".cursor/mcp.json", servers: [stdio("fs", "node")] },
    ]);
    expect(r).toEqual({
      servers: [stdio("fs", "npx")],
      diagnostics: [
        {
          code: "RULES-MCP-CONFLICT",
          severity: "warning",
          message:
            'MCP server "fs" in .cursor/mcp.json differs from the one in .mcp.json; the one in .mcp.json is kept',
          file: ".cursor/mcp.json",
        },
      ],
    });
  });
});

describe("serverToAix / serverFromAix", () => {
  it("a remote server is the mcp-remote bridge with the server in x- fields, and comes back whole", () => {
    const s: McpServer = {
      name: "r",
      transport: "sse",
      url: "https://x/sse",
      args: [],
      env: { T: "${T}" },
      headers: { A: "b" },
      enabled: false,
      enabledTools: ["a"],
      disabledTools: ["b"],
      startupTimeoutMs: 1000,
      toolTimeoutMs: 2000,
      extra: { gemini: { trust: true } },
    };
    const aix = serverToAix(s);
    expect(toPlain(aix)).toEqual({
      name: "r",
      command: "npx",
      args: ["-y", "mcp-remote", "https://x/sse"],
      env: { T: "${T}" },
      "x-transport": "sse",
      "x-url": "https://x/sse",
      "x-headers": { A: "b" },
      "x-enabled": false,
      "x-enabled-tools": ["a"],
      "x-disabled-tools": ["b"],
      "x-startup-timeout-ms": 1000,
      "x-tool-timeout-ms": 2000,
      "x-gemini": { trust: true },
    });
    expect(serverFromAix(aix)).toEqual(s);
    const local: McpServer = {
      name: "l",
      transport: "stdio",
      command: "npx",
      args: ["x"],
      env: {},
      headers: {},
      cwd: "d",
      extra: {},
    };
    expect(toPlain(serverToAix(local))).toEqual({ name: "l", command: "npx", args: ["x"], "x-cwd": "d" });
    expect(serverFromAix(serverToAix(local))).toEqual(local);
  });
});
