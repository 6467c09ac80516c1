// The shared-file editors: only the owned values change, every other byte stays.
import { describe, expect, it } from "vitest";
import { parse as parseToml } from "smol-toml";
import { editJsonc, parseJsonc, type JsonEdit } from "../../ir/edit/jsonc-edit.js";
import {
  editTomlTables,
  editTomlTopKeys,
  TomlEditError,
  tomlKey,
  tomlKeyPath,
  tomlTablesUnder,
} from "../../ir/edit/toml-edit.js";

const SETTINGS = `// user settings, kept
{
    "theme": "dark", /* inline comment */
    "mcpServers": {
        // a comment on the old server
        "old": { "command": "old-cmd" },
        "same": { "args": [], "command": "x" }
    },
    "zeta": [1, 2,],
}
`;

describe("editJsonc", () => {
  it("changes only the owned values, keeping comments, order, trailing commas and indentation", () => {
    const out = editJsonc(SETTINGS, [
      { path: ["mcpServers", "old"], value: undefined },
      { path: ["mcpServers", "same"], value: { command: "x", args: [] } },
      { path: ["mcpServers", "new"], value: { command: "n" } },
    ]);
    expect(out.startsWith('// user settings, kept\n{\n    "theme": "dark", /* inline comment */\n')).toBe(true);
    expect(out).toContain('"same": { "args": [], "command": "x" }'); // same meaning: its bytes kept
    expect(out).not.toContain('"old"');
    expect(out).toContain('"zeta": [1, 2,],');
    expect(out).toMatch(/\n {8}"new": \{\n {12}"command": "n"\n {8}\}/);
    const doc = parseJsonc(out)!.value as Record<string, unknown>;
    expect(Object.keys(doc)).toEqual(["theme", "mcpServers", "zeta"]);
    expect(editJsonc(out, [{ path: ["mcpServers", "new"], value: { command: "n" } }])).toBe(out);
  });

  it("adds a missing owned key at the end and refuses a text that is not JSON", () => {
    expect(editJsonc('{\n  "a": 1\n}\n', [{ path: ["hooks"], value: { Stop: [] } }])).toBe(
      '{\n  "a": 1,\n  "hooks": {\n    "Stop": []\n  }\n}\n',
    );
    expect(() => editJsonc("{ nope", [{ path: ["a"], value: 1 }])).toThrow();
  });
});

const CONFIG = `# Codex settings, kept
model = "o3"
approval_policy = "on-request"

# profile comment stays with the profile
[profiles.fast]
model = "o4-mini"

[mcp_servers.gone]
command = "gone"

[mcp_servers.docs]  # same meaning
args = ["-y", "docs"]
command = "npx"

[mcp_servers.docs.env]
TOKEN = "t"

# trailing comment about tui
[tui]
notifications = true
`;

describe("editTomlTables", () => {
  it("replaces, keeps and removes owned tables and leaves every other byte", () => {
    const out = editTomlTables(CONFIG, ["mcp_servers"], {
      docs: { command: "npx", args: ["-y", "docs"], env: { TOKEN: "t" } },
      "new.one": { command: "n", args: [], env: { A: "1" } },
    });
    expect(out).not.toContain("gone");
    expect(out).toContain('[mcp_servers.docs]  # same meaning\nargs = ["-y", "docs"]');
    expect(
      out.startsWith(
        '# Codex settings, kept\nmodel = "o3"\napproval_policy = "on-request"\n\n# profile comment stays with the profile\n[profiles.fast]\nmodel = "o4-mini"\n\n',
      ),
    ).toBe(true);
    expect(out).toContain("# trailing comment about tui\n[tui]\nnotifications = true\n");
    expect(out).toContain('[mcp_servers."new.one"]');
    const doc = parseToml(out) as Record<string, Record<string, unknown>>;
    expect(Object.keys(doc.mcp_servers!)).toEqual(["docs", "new.one"]);
    expect(
      editTomlTables(out, ["mcp_servers"], {
        docs: { command: "npx", args: ["-y", "docs"], env: { TOKEN: "t" } },
        "new.one": { command: "n", args: [], env: { A: "1" } },
      }),
    ).toBe(out);
  });

  it("changes a table in place, before the tables after it", () => {
    const out = editTomlTables(CONFIG, ["mcp_servers"], {
      gone: { command: "back" },
      docs: { command: "npx", args: ["-y", "docs"], env: { TOKEN: "t" } },
    });
    expect(out.indexOf('command = "back"')).toBeLessThan(out.indexOf("[mcp_servers.docs]"));
    expect(out.replace('command = "back"', 'command = "gone"')).toBe(CONFIG);
  });

  it("refuses what it would have to guess: inline tables, text that is not TOML", () => {
    expect(() => editTomlTables('mcp_servers = { a = { command = "x" } }\n', ["mcp_servers"], {})).toThrow(
      TomlEditError,
    );
    expect(() => editTomlTables("[a\n", ["mcp_servers"], {})).toThrow(TomlEditError);
  });

  it("a header inside a multi-line string is text", () => {
    const text = 'note = """\n[mcp_servers.fake]\n"""\n\n[mcp_servers.real]\ncommand = "r"\n';
    const out = editTomlTables(text, ["mcp_servers"], {});
    expect(out).toBe('note = """\n[mcp_servers.fake]\n"""\n\n');
  });

  it("reads dotted and quoted keys", () => {
    expect(tomlKeyPath('mcp_servers."a.b" . c')).toEqual(["mcp_servers", "a.b", "c"]);
    expect(tomlKeyPath("a..b")).toBeUndefined();
  });
});

describe("editJsonc removals", () => {
  it("removing the last, a middle and the only key leaves the neighbours' bytes", () => {
    expect(editJsonc('{\n  "a": { "x": 1 },\n  "b": 2\n}\n', [{ path: ["b"], value: undefined }])).toBe(
      '{\n  "a": { "x": 1 }\n}\n',
    );
    expect(editJsonc('{\n  "a": 1,\n  "b": 2,\n  "c": { "y": [1,2] }\n}\n', [{ path: ["b"], value: undefined }])).toBe(
      '{\n  "a": 1,\n  "c": { "y": [1,2] }\n}\n',
    );
    expect(
      parseJsonc(editJsonc('{\n  "s": {\n    "only": {}\n  }\n}\n', [{ path: ["s", "only"], value: undefined }]))!
        .value,
    ).toEqual({ s: {} });
  });
});

describe("edge cases of the shared-file editors", () => {
  it("a CRLF file keeps CRLF in the tables written into it", () => {
    const text = 'a = 1\r\n\r\n[mcp_servers.x]\r\ncommand = "y"\r\n';
    expect(editTomlTables(text, ["mcp_servers"], { x: { command: "z" }, w: { command: "v" } })).toBe(
      'a = 1\r\n\r\n[mcp_servers.x]\r\ncommand = "z"\r\n\r\n[mcp_servers.w]\r\ncommand = "v"\r\n',
    );
  });

  it("comments after the last table go with it when it is removed", () => {
    expect(editTomlTables('[mcp_servers.a]\ncommand = "x"\n# about a\n\n', ["mcp_servers"], {})).toBe("");
    // …while those above a following table stay with that table.
    expect(
      editTomlTables('[mcp_servers.a]\ncommand = "x"\n\n# about b\n[mcp_servers.b]\ncommand = "y"\n', ["mcp_servers"], {
        b: { command: "y" },
      }),
    ).toBe('# about b\n[mcp_servers.b]\ncommand = "y"\n');
  });

  it("editTomlTopKeys refuses a text that is not TOML, naming why", () => {
    let message = "";
    try {
      editTomlTopKeys("a = [", { approval_policy: "never" });
    } catch (e) {
      expect(e).toBeInstanceOf(TomlEditError);
      message = (e as Error).message;
    }
    expect(message).toMatch(/^not TOML: ./);
    expect(message).not.toContain("\n");
  });

  it("tomlKey writes a key bare only when all of it is bare-key characters (TOML 1.0: A-Za-z0-9_-)", () => {
    expect(tomlKey("ok_-1")).toBe("ok_-1");
    expect(tomlKey("a b-c")).toBe('"a b-c"');
    expect(tomlKey("a.b")).toBe('"a.b"');
    expect(tomlKey("")).toBe('""');
  });

  it("a JSON file holding only white space is edited as an empty object", () => {
    const out = editJsonc("  \n", [{ path: ["a"], value: 1 }]);
    expect(out.trim().startsWith("{")).toBe(true);
    expect(JSON.parse(out)).toEqual({ a: 1 });
    expect(out).toBe(editJsonc("", [{ path: ["a"], value: 1 }]));
  });
});

describe("editJsonc layouts", () => {
  // Each: the file, the edits, the whole file after them (worked by hand from the rules in jsonc-edit.ts).
  const cases: Array<[string, string, JsonEdit[], string]> = [
    [
      "a key added in the file's tabs and CRLF",
      '{\r\n\t"a": 1\r\n}\r\n',
      [{ path: ["b"], value: { c: [1] } }],
      '{\r\n\t"a": 1,\r\n\t"b": {\r\n\t\t"c": [\r\n\t\t\t1\r\n\t\t]\r\n\t}\r\n}\r\n',
    ],
    [
      "a value replaced in four spaces, at its line's indentation",
      '{\n    "a": {\n        "x": 1\n    }\n}\n',
      [{ path: ["a"], value: { y: [1, 2] } }],
      '{\n    "a": {\n        "y": [\n            1,\n            2\n        ]\n    }\n}\n',
    ],
    [
      "an indentation of twelve nests by eight at most",
      '{\n            "a": 1\n}\n',
      [{ path: ["b"], value: { c: 1 } }],
      '{\n            "a": 1,\n            "b": {\n                    "c": 1\n            }\n}\n',
    ],
    [
      "the last key removed with the comment lines above it, and the comma before it",
      '{\n  "a": 1,\n  // about b\n  // more\n  "b": 2\n}\n',
      [{ path: ["b"], value: undefined }],
      '{\n  "a": 1\n}\n',
    ],
    [
      "a middle key removed with its line",
      '{\n  "a": 1,\n  "b": 2,\n  "c": 3\n}\n',
      [{ path: ["b"], value: undefined }],
      '{\n  "a": 1,\n  "c": 3\n}\n',
    ],
    [
      "a key sharing its line removed by the parser",
      '{ "a": 1, "b": 2 }',
      [{ path: ["b"], value: undefined }],
      '{ "a": 1 }',
    ],
    [
      "a key added beside one on the brace's line",
      '{ "a": 1 }',
      [{ path: ["b"], value: 2 }],
      '{\n  "a": 1,\n  "b": 2\n}',
    ],
    [
      "the same value in other key order, and a missing key removed: nothing changes",
      '{\n  "a": [1, {"k": 1, "j": 2}]\n}\n',
      [
        { path: ["a"], value: [1, { j: 2, k: 1 }] },
        { path: ["z"], value: undefined },
      ],
      '{\n  "a": [1, {"k": 1, "j": 2}]\n}\n',
    ],
    [
      "an array is not the object of its indices",
      '{\n  "a": {"k": [1]}\n}\n',
      [{ path: ["a"], value: { k: { 0: 1 } } }],
      '{\n  "a": {\n    "k": {\n      "0": 1\n    }\n  }\n}\n',
    ],
  ];
  for (const [name, text, edits, want] of cases) {
    it(name, () => {
      expect(editJsonc(text, edits)).toBe(want);
      expect(parseJsonc(want)).toBeDefined();
    });
  }
});

describe("editTomlTopKeys", () => {
  // Each: the file, the values, the whole file after them (worked by hand from the rules in toml-edit.ts).
  const cases: Array<[string, string, Record<string, string>, string]> = [
    [
      "a value replaced in place (either quotes), a missing key after the last top-level one",
      "model = \"o3\"  # pick\napproval_policy = 'on-request'\n\n# about tui\n[tui]\nx = 1\n",
      { approval_policy: "never", sandbox_mode: "read-only" },
      'model = "o3"  # pick\napproval_policy = "never"\nsandbox_mode = "read-only"\n\n# about tui\n[tui]\nx = 1\n',
    ],
    [
      "no top-level key: at the top",
      "# top\n\n[tui]\nx = 1\n",
      { approval_policy: "never" },
      'approval_policy = "never"\n\n# top\n\n[tui]\nx = 1\n',
    ],
    ["an empty file", "", { approval_policy: "never" }, 'approval_policy = "never"\n'],
    ["a last line without its end", "a = 1", { b: "c" }, 'a = 1\nb = "c"\n'],
    [
      "CRLF, and a key that must be quoted",
      "a = 1\r\n[t]\r\nb = 2\r\n",
      { "k y": "v" },
      'a = 1\r\n"k y" = "v"\r\n[t]\r\nb = 2\r\n',
    ],
    [
      "the same key inside a table is another key",
      '[t]\napproval_policy = "x"\n',
      { approval_policy: "never" },
      'approval_policy = "never"\n\n[t]\napproval_policy = "x"\n',
    ],
    [
      "a key already holding the value keeps its bytes",
      "approval_policy = 'never' \n",
      { approval_policy: "never" },
      "approval_policy = 'never' \n",
    ],
  ];
  for (const [name, text, values, want] of cases) {
    it(name, () => {
      expect(editTomlTopKeys(text, values)).toBe(want);
      expect(parseToml(want)).toMatchObject(values);
    });
  }

  it("a new key that would land inside a multi-line string goes at the top", () => {
    expect(editTomlTopKeys('a = """\nx = 1\n"""\n', { b: "c" })).toBe('b = "c"\n\na = """\nx = 1\n"""\n');
  });

  it("an edit that would change a key agentc does not own is refused", () => {
    // The dotted key a.b is the table a's key b, not the key "a.b": writing it would change a.
    expect(() => editTomlTopKeys("a.b = 'x'\n", { "a.b": "n" })).toThrow(
      new TomlEditError("the edit would change keys agentc does not own, or would not be TOML"),
    );
  });

  it("a key is matched as text, not as a pattern: `a.b` is not the line of `axb`", () => {
    expect(editTomlTopKeys("axb = 'x'\n", { "a.b": "n" })).toBe('axb = \'x\'\n"a.b" = "n"\n');
  });

  it("a key written otherwise than as a one-line string is left to the user", () => {
    expect(() => editTomlTopKeys('a = """\nx\n"""\n', { a: "n" })).toThrow(
      new TomlEditError("a is not written as a one-line string before the first table; edit it by hand"),
    );
    expect(() => editTomlTopKeys("a = 1\n", { a: "n" })).toThrow(/^a is not written as a one-line string/);
  });
});

describe("editTomlTables layouts", () => {
  // Each: the file, the parent, the owned tables, the whole file after the edit (worked by hand from the
  // span rules in toml-edit.ts: a table runs from its header to the next one, less the comment and blank
  // lines just above that next header, plus one blank line right after the table; smol-toml writes the new
  // tables with no header for a parent that holds only tables).
  const cases: Array<[string, string, string[], Record<string, Record<string, unknown>>, string]> = [
    [
      "a blank line after a removed table goes with it; the comment above the next header stays",
      '[mcp_servers.a]\ncommand = "x"\n\n# about t\n[t]\nx = 1\n',
      ["mcp_servers"],
      {},
      "# about t\n[t]\nx = 1\n",
    ],
    [
      "a comment right after a removed table (no blank line between) belongs to the next header",
      '[mcp_servers.a]\ncommand = "x"\n#c\n[t]\nx = 1\n',
      ["mcp_servers"],
      {},
      "#c\n[t]\nx = 1\n",
    ],
    [
      "a line of spaces after a removed table is its blank line",
      '[mcp_servers.a]\ncommand = "x"\n  \n[t]\nx = 1\n',
      ["mcp_servers"],
      {},
      "[t]\nx = 1\n",
    ],
    [
      "a table written into an empty file starts at its first byte",
      "",
      ["mcp_servers"],
      { a: { command: "x" } },
      '[mcp_servers.a]\ncommand = "x"\n',
    ],
    [
      "a file of one blank line keeps it, with no second one",
      "\n",
      ["mcp_servers"],
      { a: { command: "x" } },
      '\n[mcp_servers.a]\ncommand = "x"\n',
    ],
    [
      "two tables appended to a last line without its end, a blank line before each",
      "a = 1",
      ["mcp_servers"],
      { p: { command: "x" }, q: { command: "y" } },
      'a = 1\n\n[mcp_servers.p]\ncommand = "x"\n\n[mcp_servers.q]\ncommand = "y"\n',
    ],
    [
      "a table replaced with its sub-table gone; the comment above the next header stays",
      '[mcp_servers.a]\ncommand = "x"\n\n[mcp_servers.a.env]\nK = "1"\n\n# t\n[t]\nx = 1\n',
      ["mcp_servers"],
      { a: { command: "y" } },
      '[mcp_servers.a]\ncommand = "y"\n\n# t\n[t]\nx = 1\n',
    ],
    [
      "a parent two keys deep: one table replaced at the end, one holding only a sub-table appended",
      "top = 1\n\n[a.b.n]\nk = 1\n",
      ["a", "b"],
      { n: { k: 2 }, m: { env: { A: "1" } } },
      'top = 1\n\n[a.b.n]\nk = 2\n\n[a.b.m.env]\nA = "1"\n',
    ],
    [
      "a table removed from between arrays of tables, its header comment with it",
      '[[other]]\nx = 1\n[mcp_servers.a]  # mine\ncommand = "x"\n[[other]]\nx = 2\n',
      ["mcp_servers"],
      {},
      "[[other]]\nx = 1\n[[other]]\nx = 2\n",
    ],
    [
      "an owned table holding the same value in another order and form keeps its bytes",
      '[mcp_servers.a]\nenv = { B = "2", A = "1" }\ncommand = "x"\n',
      ["mcp_servers"],
      { a: { command: "x", env: { A: "1", B: "2" } } },
      '[mcp_servers.a]\nenv = { B = "2", A = "1" }\ncommand = "x"\n',
    ],
  ];
  for (const [name, text, parent, owned, want] of cases) {
    it(name, () => {
      expect(editTomlTables(text, parent, owned)).toBe(want);
      expect(tomlTablesUnder(parseToml(want), parent)).toEqual(owned);
    });
  }

  it("an owned table written inline is refused, naming it as TOML writes it", () => {
    const tail = " is not written as a table of its own; edit it by hand or move it into its own table";
    expect(() => editTomlTables('mcp_servers = { a = { command = "x" } }\n', ["mcp_servers"], {})).toThrow(
      new TomlEditError(`[mcp_servers.a]${tail}`),
    );
    expect(() => editTomlTables('[a]\nb = { "x.y" = { k = 1 } }\n', ["a", "b"], { "x.y": { k: 2 } })).toThrow(
      new TomlEditError(`[a.b."x.y"]${tail}`),
    );
  });

  // A ''' inside a one-line string looks like a multi-line string's start to the line scanner, so the
  // header after it is taken for text and the cut would run over it: the read-back check refuses it.
  it("a cut that would run over a table agentc does not own is refused, at any depth of the parent", () => {
    const refused = new TomlEditError("the edit would change tables agentc does not own");
    const q = `q = "'''"`;
    expect(() => editTomlTables(`[mcp_servers.a]\n${q}\n[other]\nx = 1\n`, ["mcp_servers"], {})).toThrow(refused);
    expect(() => editTomlTables(`[a.b.n]\n${q}\n[other]\nx = 1\n`, ["a", "b"], {})).toThrow(refused);
    expect(() => editTomlTables(`[a.b.n]\n${q}\n[a.c]\nx = 1\n`, ["a", "b"], {})).toThrow(refused);
  });

  it("tomlTablesUnder finds nothing under a value that is not a table", () => {
    expect(tomlTablesUnder({ a: null }, ["a", "b"])).toEqual({});
    expect(tomlTablesUnder(parseToml("a = 1\nb = [1]\n"), ["a", "x"])).toEqual({});
    expect(tomlTablesUnder(parseToml("b = [{ x = 1 }]\n"), ["b"])).toEqual({});
    expect(tomlTablesUnder(parseToml("[p.q]\nk = 1\n"), ["p"])).toEqual({ q: { k: 1 } });
  });
});

describe("editJsonc layouts kept by the parser", () => {
  // Each: the file, the edits, the whole file after them (worked by hand: a key that shares its line with
  // another, or an object with no key yet, is left to jsonc-parser's own edit).
  const cases: Array<[string, string, JsonEdit[], string]> = [
    [
      "the last key on a line after another key is removed alone",
      '{\n  "x": 0,\n  "a": 1, "b": 2\n}\n',
      [{ path: ["b"], value: undefined }],
      '{\n  "x": 0,\n  "a": 1\n}\n',
    ],
    [
      "a key with another after it on its line is removed alone",
      '{\n  "a": 1, "b": 2\n}\n',
      [{ path: ["a"], value: undefined }],
      '{\n  "b": 2\n}\n',
    ],
    [
      "a comment above the removed key at another indentation stays",
      '{\n  "a": 1,\n// top\n  "b": 2\n}\n',
      [{ path: ["b"], value: undefined }],
      '{\n  "a": 1\n// top\n}\n',
    ],
    [
      "a trailing comma after the removed last key leaves the one before it",
      '{\n  "a": 1,\n  "b": 2,\n}\n',
      [{ path: ["b"], value: undefined }],
      '{\n  "a": 1,\n}\n',
    ],
    [
      "a nested key removed with its comment, the object left empty",
      '{\n  "s": {\n    // c\n    "k": 1\n  },\n  "t": 2\n}\n',
      [{ path: ["s", "k"], value: undefined }],
      '{\n  "s": {\n  },\n  "t": 2\n}\n',
    ],
    ["a key added to an empty object", "{}\n", [{ path: ["a"], value: 1 }], '{\n  "a": 1\n}\n'],
    [
      "edits one after another, each where the one before left the text",
      '{\n  "a": 1,\n  "b": 2\n}\n',
      [
        { path: ["a"], value: 10 },
        { path: ["c"], value: 3 },
        { path: ["b"], value: undefined },
      ],
      '{\n  "a": 10,\n  "c": 3\n}\n',
    ],
    [
      "a line comment after the removed key goes with it",
      '{\n  "a": 1, // about a\n  "b": 2\n}\n',
      [{ path: ["a"], value: undefined }],
      '{\n  "b": 2\n}\n',
    ],
    [
      "the last key removed with its line comment, and the comma before it",
      '{\n  "a": 1,\n  "b": 2 // about b\n}\n',
      [{ path: ["b"], value: undefined }],
      '{\n  "a": 1\n}\n',
    ],
    [
      "a block comment after the removed key's comma stays with the next key on its line",
      '{\n  "a": 1, /* c */ "b": 2\n}\n',
      [{ path: ["a"], value: undefined }],
      '{\n  /* c */ "b": 2\n}\n',
    ],
    [
      "a key removed with its CRLF line",
      '{\r\n  "a": 1,\r\n  "b": 2\r\n}\r\n',
      [{ path: ["a"], value: undefined }],
      '{\r\n  "b": 2\r\n}\r\n',
    ],
    [
      "the only key removed with the block comment after it on its line",
      '{\n  "a": 1 /* c */\n}\n',
      [{ path: ["a"], value: undefined }],
      "{\n}\n",
    ],
    [
      "the last key with a trailing comma between comments: the comma before it stays",
      '{\n  "a": 1,\n  "b": 2 /* c */, /* d */\n}\n',
      [{ path: ["b"], value: undefined }],
      '{\n  "a": 1,\n}\n',
    ],
    [
      "a key removed with the comments on its line; the comment above the next key stays",
      '{\n  "a": 1 /* c */, /* d */\n  // about b\n  "b": 2\n}\n',
      [{ path: ["a"], value: undefined }],
      '{\n  // about b\n  "b": 2\n}\n',
    ],
    [
      "a comment running over lines after the removed key's comma stays",
      '{\n  "a": 1, /* about\n  b */ "b": 2\n}\n',
      [{ path: ["a"], value: undefined }],
      '{\n  /* about\n  b */ "b": 2\n}\n',
    ],
  ];
  for (const [name, text, edits, want] of cases) {
    it(name, () => {
      expect(editJsonc(text, edits)).toBe(want);
      expect(parseJsonc(want)).toBeDefined();
    });
  }
});

describe("the TOML editor's reading of keys and headers", () => {
  it("tomlKeyPath reads bare, quoted (with escapes) and literal keys with spaces around the dots", () => {
    expect(tomlKeyPath("a")).toEqual(["a"]);
    expect(tomlKeyPath(' a . "q\\"\\u0041" . \'x.y\' ')).toEqual(["a", 'q"A', "x.y"]);
    expect(tomlKeyPath("a b")).toBeUndefined();
    expect(tomlKeyPath("")).toBeUndefined();
    expect(tomlKeyPath("a.$")).toBeUndefined();
  });

  // Each: the file, the owned tables under mcp_servers, the whole file after the edit (worked by hand).
  const cases: Array<[string, string, Record<string, Record<string, unknown>>, string]> = [
    [
      "a header written with spaces, quotes and a comment is found and cut",
      'x = 1\n[ mcp_servers . "a" ]  # mine\ncommand = "x"\n',
      {},
      "x = 1\n",
    ],
    [
      "an indented header is found; a rewritten table is followed by a blank line",
      '  [mcp_servers.a]\n  command = "x"\n[t]\ny = 2\n',
      { a: { command: "z" } },
      '[mcp_servers.a]\ncommand = "z"\n\n[t]\ny = 2\n',
    ],
    [
      "CRLF: a table removed from between two, its blank line with it",
      '[p]\r\nk = 1\r\n\r\n[mcp_servers.a]\r\ncommand = "x"\r\n\r\n[q]\r\nk = 2\r\n',
      {},
      "[p]\r\nk = 1\r\n\r\n[q]\r\nk = 2\r\n",
    ],
    [
      "a server of the same name under another parent is not touched",
      '[other.a]\ncommand = "o"\n\n[mcp_servers.a]\ncommand = "x"\n',
      {},
      '[other.a]\ncommand = "o"\n\n',
    ],
  ];
  for (const [name, text, owned, want] of cases) {
    it(name, () => {
      expect(editTomlTables(text, ["mcp_servers"], owned)).toBe(want);
    });
  }

  it("an array of tables under an owned table is not cut by its header: the edit is refused", () => {
    expect(() =>
      editTomlTables('[mcp_servers.a]\ncommand = "x"\n[[mcp_servers.a.list]]\nk = 1\n', ["mcp_servers"], {}),
    ).toThrow(new TomlEditError("the edited tables do not read back as written"));
  });
});

describe("which owned TOML tables keep their bytes", () => {
  // Each: the file (a comment in the table shows whether its bytes were kept), the owned tables under
  // mcp_servers, the whole file after the edit (worked by hand: kept when the values are the same TOML
  // values, else rewritten by smol-toml without the comment).
  const cases: Array<[string, string, Record<string, Record<string, unknown>>, string]> = [
    [
      "a date the same instant: kept",
      "[mcp_servers.a]\nwhen = 1979-05-27T07:32:00Z # c\n",
      { a: { when: new Date("1979-05-27T07:32:00Z") } },
      "[mcp_servers.a]\nwhen = 1979-05-27T07:32:00Z # c\n",
    ],
    [
      "a date a second later: rewritten",
      "[mcp_servers.a]\nwhen = 1979-05-27T07:32:00Z # c\n",
      { a: { when: new Date("1979-05-27T07:32:01Z") } },
      "[mcp_servers.a]\nwhen = 1979-05-27T07:32:01.000Z\n",
    ],
    [
      "a date half a second later (the same to the second as text): rewritten",
      "[mcp_servers.a]\nwhen = 1979-05-27T07:32:00Z # c\n",
      { a: { when: new Date("1979-05-27T07:32:00.500Z") } },
      "[mcp_servers.a]\nwhen = 1979-05-27T07:32:00.500Z\n",
    ],
    [
      "a date where its own text as a string is owned: rewritten",
      "[mcp_servers.a]\nwhen = 1979-05-27T07:32:00Z # c\n",
      { a: { when: String(new Date("1979-05-27T07:32:00Z")) } },
      `[mcp_servers.a]\nwhen = ${JSON.stringify(String(new Date("1979-05-27T07:32:00Z")))}\n`,
    ],
    [
      "a local date where a local date-time of its midnight is owned: rewritten",
      "[mcp_servers.a]\nwhen = 1979-05-27 # c\n",
      { a: { when: parseToml("w = 1979-05-27T00:00:00").w } },
      "[mcp_servers.a]\nwhen = 1979-05-27T00:00:00.000\n",
    ],
    [
      "a date-time with an offset, the same instant as a plain Date: kept",
      "[mcp_servers.a]\nwhen = 1979-05-27T00:32:00-07:00 # c\n",
      { a: { when: new Date("1979-05-27T07:32:00Z") } },
      "[mcp_servers.a]\nwhen = 1979-05-27T00:32:00-07:00 # c\n",
    ],
    [
      "a date where a string is owned: rewritten",
      "[mcp_servers.a]\nwhen = 1979-05-27T07:32:00Z # c\n",
      { a: { when: "1979-05-27T07:32:00Z" } },
      '[mcp_servers.a]\nwhen = "1979-05-27T07:32:00Z"\n',
    ],
    [
      "not-a-number is itself: kept",
      "[mcp_servers.a]\nx = nan # c\n",
      { a: { x: NaN } },
      "[mcp_servers.a]\nx = nan # c\n",
    ],
    [
      "an array where an object of its indices is owned: rewritten",
      "[mcp_servers.a]\nk = [1] # c\n",
      { a: { k: { 0: 1 } } },
      "[mcp_servers.a.k]\n0 = 1\n",
    ],
    [
      "a key more in the file: rewritten without it",
      '[mcp_servers.a]\ncommand = "x" # c\nextra = 1\n',
      { a: { command: "x" } },
      '[mcp_servers.a]\ncommand = "x"\n',
    ],
    [
      "a key of the same count but another name: rewritten",
      '[mcp_servers.a]\ncommand = "x" # c\n',
      { a: { cmd: "x" } },
      '[mcp_servers.a]\ncmd = "x"\n',
    ],
  ];
  for (const [name, text, owned, want] of cases) {
    it(name, () => {
      expect(editTomlTables(text, ["mcp_servers"], owned)).toBe(want);
    });
  }
});
