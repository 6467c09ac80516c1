import { Lexer } from "chevrotain";
import { describe, expect, it } from "vitest";
import { AIGX_LEXER_CONFIG, AIGX_LEXER_DEFINITION, lexAigx } from "../../grammars/aigx/lexer.js";

describe("AIGX lexer definition", () => {
  it("passes chevrotain's own checks, which agentc skips at run time", () => {
    const warnings: unknown[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args);
    try {
      const checked = new Lexer(AIGX_LEXER_DEFINITION, { ...AIGX_LEXER_CONFIG, skipValidations: false });
      expect(checked.lexerDefinitionErrors).toEqual([]);
      expect(warnings).toEqual([]);
      // And lexes as the unchecked one does.
      const text = "<concern id='a'>\n<rule id=\"r1\">x &lt; y</rule></concern>";
      expect(checked.tokenize(text).tokens.map((t) => [t.tokenType.name, t.image])).toEqual(lexAigx(text).tokens.map((t) => [t.tokenType.name, t.image]));
    } finally {
      console.warn = original;
    }
    expect(AIGX_LEXER_CONFIG.skipValidations).toBe(true);
  });
});
