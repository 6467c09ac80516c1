// Preloaded (`node --require`) into a CLI run whose memory a test bounds: when the process ends,
// its peak resident set size in bytes (getrusage's ru_maxrss, which Node reports in KiB) is
// written to the file AGENTC_MAX_RSS_FILE names. A run that dies of its heap limit writes nothing.
"use strict";
process.on("exit", () => {
  const file = process.env.AGENTC_MAX_RSS_FILE;
  if (file) require("node:fs").writeFileSync(file, String(process.resourceUsage().maxRSS * 1024));
});
