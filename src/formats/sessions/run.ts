/**
 * One conversion of session logs into a bundle, across files: which log keys each session has
 * already given a record (so that a subagent's log, or the next file, threads onto them), the
 * records already in the bundle (so that nothing is added twice), and the counts reported.
 * Memory stays bounded: the keys of the least recently started sessions are dropped past a limit.
 */
import type { RedactionCounts } from "../../../ir/dialects/sessions/redact.js";
import { RecordIdSet } from "../../../ir/dialects/aegx/id-set.js";
import { spawnAliases } from "../../../ir/dialects/sessions/model.js";
import { RecentMap } from "../../../ir/dialects/sessions/recent.js";

/** Keys remembered across files before the oldest sessions' are forgotten. */
const KEY_LIMIT = 20_000;

export class SessionRun {
  private readonly keys = new Map<string, Map<string, string>>();
  private keyCount = 0;
  /** Each session's SessionStart, kept apart from the keys (never forgotten: later records hang under it). */
  private readonly starts = new Map<string, string>();
  /** recordIds already in the bundle or written by this run (40 bytes each, not a string's hundred). */
  readonly existing = new RecordIdSet();
  readonly counts: Record<string, number> = {};
  readonly redactions: RedactionCounts = {};
  appended = 0;
  alreadyPresent = 0;
  sessions = new Set<string>();
  /** The last valid second-precision time seen (a time to fall back on). */
  lastTs: string | undefined;

  constructor(readonly options: { redact: boolean; salt?: string; inlineLimit: number }) {}

  /** Aliases of log keys (a subagent's agentId or prompt → its Task call's key), by session; the most recent kept. */
  private readonly aliases = new RecentMap<string, string>();

  /**
   * Records of alias targets (a Task call a subagent names), kept apart from the keys: a subagent's
   * log may be read long after its session's (older versions put `agent-*.jsonl` beside every
   * session of a project), when the session's keys have been forgotten.
   */
  private readonly pinned = new RecentMap<string, string>();
  private readonly toPin = new RecentMap<string, true>();

  link(sessionId: string, alias: string, target: string): void {
    this.aliases.set(`${sessionId}\u0000${alias}`, target);
    const at = `${sessionId}\u0000${target}`;
    const id = this.keys.get(sessionId)?.get(target);
    if (id !== undefined) this.pinned.set(at, id);
    else this.toPin.set(at, true);
  }

  /** The key a key stands for: a spawn key resolved through the aliases (agentId, then prompt); undefined if none is known. */
  resolve(sessionId: string, key: string): string | undefined {
    const aliases = spawnAliases(key);
    if (aliases === undefined) return key;
    for (const a of aliases) {
      const target = this.aliases.get(`${sessionId}\u0000${a}`);
      if (target !== undefined) return target;
    }
    return undefined;
  }

  recordOf(sessionId: string, key: string): string | undefined {
    if (key === `session:${sessionId}`) return this.starts.get(sessionId);
    const target = this.resolve(sessionId, key);
    if (target === undefined) return undefined;
    return (
      this.keys.get(sessionId)?.get(target) ??
      (target === key ? undefined : this.pinned.get(`${sessionId}\u0000${target}`))
    );
  }

  hasKey(sessionId: string, key: string): boolean {
    return this.recordOf(sessionId, key) !== undefined;
  }

  remember(sessionId: string, key: string, recordId: string): void {
    if (key === `session:${sessionId}`) {
      this.starts.set(sessionId, recordId);
      return;
    }
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
    const at = `${sessionId}\u0000${key}`;
    if (this.toPin.has(at)) this.pinned.set(at, recordId);
    // Past the limit, the least recently used sessions' keys go first, then the oldest keys of the
    // one session left (a long session's early events are not parents of its late ones).
    while (this.keyCount > KEY_LIMIT) {
      const [oldest, map] = this.keys.entries().next().value as [string, Map<string, string>];
      if (this.keys.size > 1) {
        this.keyCount -= map.size;
        this.keys.delete(oldest);
      } else {
        map.delete(map.keys().next().value as string);
        this.keyCount--;
      }
    }
  }

  count(type: string): void {
    this.counts[type] = (this.counts[type] ?? 0) + 1;
  }

  addRedactions(c: RedactionCounts): void {
    for (const [k, n] of Object.entries(c)) this.redactions[k] = (this.redactions[k] ?? 0) + n;
  }
}
