/**
 * A map that keeps only its most recently added entries: what a log's reader and passes remember of
 * what came before (uuids, keys seen, open calls) stays bounded however long the log. Threading
 * points back a few events, almost never far: a parent older than the window kept is reported
 * (`AEGX-SESSION-PARENT`) and the record hangs under its session's start. Which entries are kept
 * depends only on the order of the log, so the result is the same on every run.
 */
export const RECENT_KEYS = 20_000;

export class RecentMap<K, V> {
  private readonly map = new Map<K, V>();
  constructor(private readonly limit: number = RECENT_KEYS) {}

  get size(): number {
    return this.map.size;
  }

  has(key: K): boolean {
    return this.map.has(key);
  }

  get(key: K): V | undefined {
    return this.map.get(key);
  }

  set(key: K, value: V): this {
    // Set again, an entry becomes the newest.
    if (this.map.has(key)) this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.limit) this.map.delete(this.map.keys().next().value as K);
    return this;
  }
}
