/** The `claude-md` dialect: Claude Code memory: CLAUDE.md (root and nested), .claude/rules/*.md with paths:, @file imports. */
import { registerDialect } from "../registry.js";
import { RULE_KINDS } from "../rules/model.js";

registerDialect("claude-md", "Claude Code memory: CLAUDE.md (root and nested), .claude/rules/*.md with paths:, @file imports", RULE_KINDS);
