/** The dialects agentc defines, registered in this order (the order graphs list them in). */
import "./aix/kinds.js";
import "./aigx/kinds.js";
import "./uaix/kinds.js";
import "./aegx/kinds.js";
import "./air/kinds.js";
import "./core/kinds.js";
