// The `settings` dialect: one coding agent's settings file as far as hooks and permissions go (.claude/settings.json, .claude/settings.local.json, .cursor/hooks.json).
import { registerDialect } from "../registry.js";

registerDialect(
  "settings",
  "a coding agent's settings file: hooks and permissions (.claude/settings.json, .claude/settings.local.json, .cursor/hooks.json)",
  {
    File: "one tool's settings file: the tool, its path, its other top-level keys",
    Hook: "one hook: event and matcher (Claude Code's vocabulary), handler type, command, timeout, the tool's own fields",
    Permissions: "allow / ask / deny rules, additional directories, default mode, the tool's own fields",
  },
);
