/**
 * Prints one plain closing line, `Tests: N passed, N failed, N skipped`, that any CI can read.
 * A test file that fails to load has no tests, so it counts as one failure: the line must never
 * say "0 failed" for a red run.
 */
import type { Reporter, TestModule } from "vitest/node";

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const count = { passed: 0, failed: 0, skipped: 0 };
    for (const m of testModules) {
      if (m.state() === "failed" && m.errors().length > 0) count.failed++;
      for (const t of m.children.allTests()) {
        const state = t.result().state;
        if (state === "passed") count.passed++;
        else if (state === "failed") count.failed++;
        else count.skipped++;
      }
    }
    process.stdout.write(`\nTests: ${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped\n`);
  }
}
