import { describe, expect, it } from "vitest";
import { LossLedger } from "../../ir/loss-ledger.js";

describe("loss ledger report", () => {
  it("folds entries under another lost pointer of the same file and target, and repeats", () => {
    const l = new LossLedger();
    l.record({ pointer: "/mcp/servers/0/args", file: "a", target: "aigx", reason: "args" });
    l.record({ pointer: "/mcp", file: "a", target: "aigx", reason: "rules only" });
    l.record({ pointer: "/mcpx", file: "a", target: "aigx", reason: "sibling, not a child" });
    l.record({ pointer: "/mcp/servers/0", file: "a", target: "air", reason: "other target" });
    l.record({ pointer: "/meta/tags", file: "a", target: "aigx", reason: "first" });
    l.record({ pointer: "/meta/tags", file: "a", target: "aigx", reason: "repeat" });
    expect(l.minimal().map((e) => `${e.target} ${e.pointer} ${e.reason}`)).toEqual(["aigx /mcp rules only", "air /mcp/servers/0 other target", "aigx /mcpx sibling, not a child", "aigx /meta/tags first"]);
    expect(l.entries).toHaveLength(6);
  });
});
