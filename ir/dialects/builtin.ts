/** The dialects agentc defines, registered in this order (the order graphs list them in). */
import "./aix/kinds.js";
import "./aigx/kinds.js";
import "./uaix/kinds.js";
import "./aegx/kinds.js";
import "./air/kinds.js";
import "./core/kinds.js";
import "./rules/kinds.js";
import "./claude-agents/kinds.js";
import "./mcp/kinds.js";
import "./settings/kinds.js";
import "./sessions/kinds.js";
import "./setup/kinds.js";
