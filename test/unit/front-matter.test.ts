import { describe, expect, it } from "vitest";
import { readFrontMatter } from "../../src/formats/front-matter/front-matter.js";
import { globsOf } from "../../src/formats/rules/globs.js";

describe("front matter", () => {
  it("reads fields with their lines and the body with its first line", () => {
    const fm = readFrontMatter(
      "r.mdc",
      "---\ndescription: Use TS\nglobs: src/**/*.ts, test/**\nalwaysApply: false\n---\n# Title\nbody\n",
    );
    expect(fm.present).toBe(true);
    expect(fm.data).toEqual({ description: "Use TS", globs: "src/**/*.ts, test/**", alwaysApply: false });
    expect(fm.fieldLines.get("globs")).toBe(3);
    expect(fm.bodyLine).toBe(6);
    expect(fm.body).toBe("# Title\nbody\n");
    expect(globsOf(fm.data.globs)).toEqual(["src/**/*.ts", "test/**"]);
    expect(globsOf(["a/**", " b "])).toEqual(["a/**", "b"]);
  });

  it("YAML the flat reader leaves to the library: the data as YAML reads it, lines of the keys that are names", () => {
    // `1:` makes the block more than flat `key: value` lines; YAML reads that key as the number 1, not a field name.
    const fm = readFrontMatter("r.md", "---\nname: x\n1: one\ncount: 3\n---\nBody\n");
    expect(fm.diagnostics).toEqual([]);
    expect(fm.data).toEqual({ name: "x", "1": "one", count: 3 });
    expect([...fm.fieldLines]).toEqual([
      ["name", 2],
      ["count", 4],
    ]);
    expect(fm.bodyLine).toBe(6);
  });

  it("every shape of block, whole: what is read, where the body starts, and each problem at its line:col", () => {
    const read = (text: string) => {
      const fm = readFrontMatter("f.md", text);
      return { ...fm, fieldLines: [...fm.fieldLines] };
    };
    const fm = (over: object) => ({ data: {}, present: true, fieldLines: [], diagnostics: [], ...over });
    const problem = (severity: string, message: string, line = 2, col = 1) => ({
      code: "RULES-FRONT-MATTER",
      severity,
      message,
      file: "f.md",
      line,
      col,
    });
    expect(read("---\na: 1\nno close\n")).toEqual(
      fm({
        present: false,
        body: "---\na: 1\nno close\n",
        bodyLine: 1,
        diagnostics: [
          problem(
            "warning",
            "front matter opened with --- is never closed; the whole file is read as the rule's text",
            1,
          ),
        ],
      }),
    );
    // A byte-order mark, spaces after the opening ---, CRLF line ends.
    expect(read("\uFEFF--- \t\r\nname: x\r\n---\r\nBody\r\n")).toEqual(
      fm({ data: { name: "x" }, fieldLines: [["name", 2]], body: "Body\r\n", bodyLine: 4 }),
    );
    // Closed at the end of the file; an empty block; YAML's null.
    expect(read("---\nname: x\n---")).toEqual(
      fm({ data: { name: "x" }, fieldLines: [["name", 2]], body: "", bodyLine: 3 }),
    );
    expect(read("---\n---\nB\n")).toEqual(fm({ body: "B\n", bodyLine: 3 }));
    expect(read("---\n~\n---\nB\n")).toEqual(fm({ body: "B\n", bodyLine: 4 }));
    // A list or a scalar is no set of fields.
    expect(read("---\n- a\n- 1\n---\nB\n")).toEqual(
      fm({ body: "B\n", bodyLine: 5, diagnostics: [problem("error", "front matter is not a mapping of fields")] }),
    );
    expect(read("---\n3\n---\nB\n")).toEqual(
      fm({ body: "B\n", bodyLine: 4, diagnostics: [problem("error", "front matter is not a mapping of fields")] }),
    );
    // YAML's own errors: where the library says, and an alias it cannot resolve at the block's first line.
    expect(read("---\n[a\n---\nB\n")).toEqual(
      fm({
        body: "B\n",
        bodyLine: 4,
        diagnostics: [problem("error", "malformed front matter: Flow sequence must end with a ]", 3, 1)],
      }),
    );
    expect(read("---\nglobs: *.ts\n---\nbody\n")).toEqual(
      fm({
        body: "body\n",
        bodyLine: 4,
        fieldLines: [["globs", 2]],
        diagnostics: [
          problem("error", "malformed front matter: Unresolved alias (the anchor must be set before the alias): .ts"),
        ],
      }),
    );
  });

  it("a file without front matter is all body", () => {
    const fm = readFrontMatter("AGENTS.md", "# Rules\n---\nnot front matter\n");
    expect(fm.present).toBe(false);
    expect(fm.body).toBe("# Rules\n---\nnot front matter\n");
  });

  it("malformed front matter is an error at its line:col, and the body is still read", () => {
    const fm = readFrontMatter("x.md", "---\npaths: [unclosed\nname: x\n---\nkeep me\n");
    expect(fm.diagnostics[0]).toMatchObject({
      code: "RULES-FRONT-MATTER",
      severity: "error",
      file: "x.md",
      line: expect.any(Number),
    });
    expect(fm.diagnostics[0]!.line).toBeGreaterThanOrEqual(2);
    expect(fm.body).toBe("keep me\n");
    expect(fm.data).toEqual({});
  });

  it("an unclosed block is a warning and the whole file is the body", () => {
    const fm = readFrontMatter("x.md", "---\na: 1\nno close\n");
    expect(fm.diagnostics[0]).toMatchObject({ severity: "warning", line: 1 });
    expect(fm.body).toBe("---\na: 1\nno close\n");
  });

  it("an unresolvable alias (Cursor's unquoted `globs: *.ts`) is a diagnostic, not a crash", () => {
    const fm = readFrontMatter("r.mdc", "---\nglobs: *.ts\n---\nbody\n");
    expect(fm.diagnostics[0]).toMatchObject({ code: "RULES-FRONT-MATTER", severity: "error", line: 2 });
    expect(fm.body).toBe("body\n");
  });
});
