/**
 * One conversion of session logs into a bundle, across files: which log keys each session has
 * already given a record (so that a subagent's log, or the next file, threads onto them), the
 * records already in the bundle (so that nothing is added twice), and the counts reported.
 * Memory stays bounded: the keys of the least recently started sessions are dropped past a limit.
 */
import type { RedactionCounts } from "../../../ir/dialects/sessions/redact.js";

/** Keys remembered across files before the oldest sessions' are forgotten. */
const KEY_LIMIT = 50_000;

export class SessionRun {
  private readonly keys = new Map<string, Map<string, string>>();
  private keyCount = 0;
  /** recordIds already in the bundle or written by this run. */
  readonly existing = new Set<string>();
  readonly counts: Record<string, number> = {};
  readonly redactions: RedactionCounts = {};
  appended = 0;
  alreadyPresent = 0;
  sessions = new Set<string>();
  /** The last valid second-precision time seen (a time to fall back on). */
  lastTs: string | undefined;

  constructor(readonly options: { redact: boolean; salt?: string; inlineLimit: number }) {}

  recordOf(sessionId: string, key: string): string | undefined {
    return this.keys.get(sessionId)?.get(key);
  }

  hasKey(sessionId: string, key: string): boolean {
    return this.keys.get(sessionId)?.has(key) ?? false;
  }

  remember(sessionId: string, key: string, recordId: string): void {
    let m = this.keys.get(sessionId);
    if (!m) {
      m = new Map();
      this.keys.set(sessionId, m);
    } else {
      // Most recently used last: a session being appended to is not the one forgotten.
      this.keys.delete(sessionId);
      this.keys.set(sessionId, m);
    }
    if (!m.has(key)) this.keyCount++;
    m.set(key, recordId);
    while (this.keyCount > KEY_LIMIT && this.keys.size > 1) {
      const [oldest, map] = this.keys.entries().next().value as [string, Map<string, string>];
      this.keyCount -= map.size;
      this.keys.delete(oldest);
    }
  }

  count(type: string): void {
    this.counts[type] = (this.counts[type] ?? 0) + 1;
  }

  addRedactions(c: RedactionCounts): void {
    for (const [k, n] of Object.entries(c)) this.redactions[k] = (this.redactions[k] ?? 0) + n;
  }
}
