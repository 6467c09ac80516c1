/** The dialects agentc defines, registered in this order (the order graphs list them in). */
import "./aix/kinds.js";
import "./aigx/kinds.js";
import "./uaix/kinds.js";
import "./aegx/kinds.js";
import "./air/kinds.js";
import "./core/kinds.js";
import "./agents-md/kinds.js";
import "./claude-md/kinds.js";
import "./gemini-md/kinds.js";
import "./copilot/kinds.js";
import "./cursor/kinds.js";
import "./windsurf/kinds.js";
import "./cline/kinds.js";
import "./kiro/kinds.js";
import "./junie/kinds.js";
import "./roo/kinds.js";
import "./sessions/kinds.js";
