/**
 * All-or-nothing appends to a directory of files (an AEGX bundle): before a session writes its
 * first byte, a journal records the length of every file it appends to, the text of every file it
 * rewrites, and then (line by line, each before it is made) every file it creates. A session that
 * ends well removes the journal — that removal is the moment its appends count. A session that
 * fails rolls back from the journal; one that was killed leaves it, and the next session (holding
 * the directory's lock, so no live writer can own the journal) rolls back from it before it reads
 * anything: files cut to their recorded lengths, rewritten files restored, created files removed.
 *
 * The journal is `.agentc-journal` in the directory; with `durable`, it is flushed to disk before
 * the session's first write and its removal is flushed before the session is acknowledged.
 */
import {
  appendFileSync,
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { join } from "node:path";
import { writeFileAtomic, fsyncDirectory, fsyncPath } from "./atomic-write.js";
import { writing } from "./write-error.js";

export const JOURNAL_FILE = ".agentc-journal";

export interface JournalStart {
  /** Files appended to, by name relative to the directory: their length before the session. */
  lengths: Record<string, number>;
  /** Files rewritten during the session, by relative name: their text before it. */
  restore: Record<string, string>;
}

/** What a roll-back undid, for a message. */
export interface RollBack {
  /** Bytes cut from each appended file. */
  cut: Record<string, number>;
  restored: string[];
  removed: string[];
}

export class AppendJournal {
  private constructor(
    private readonly dir: string,
    private readonly start: JournalStart,
    private readonly durable: boolean,
  ) {}

  private get path(): string {
    return join(this.dir, JOURNAL_FILE);
  }

  /** Begin a session: write the journal (exclusively: a journal already there must be rolled back first). */
  static begin(dir: string, start: JournalStart, durable: boolean): AppendJournal {
    return writing(join(dir, JOURNAL_FILE), () => AppendJournal.beginRaw(dir, start, durable));
  }

  private static beginRaw(dir: string, start: JournalStart, durable: boolean): AppendJournal {
    const path = join(dir, JOURNAL_FILE);
    const fd = openSync(path, "wx");
    try {
      const bytes = Buffer.from(`${JSON.stringify(start)}\n`, "utf8");
      for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at, bytes.length - at);
      if (durable) fsyncSync(fd);
    } catch (e) {
      closeSync(fd);
      rmSync(path, { force: true });
      throw e;
    }
    closeSync(fd);
    if (durable) fsyncDirectory(dir);
    return new AppendJournal(dir, start, durable);
  }

  /** Note a file the session is about to create (relative name), so a roll-back removes it. */
  created(rel: string): void {
    writing(this.path, () => appendFileSync(this.path, `${JSON.stringify(rel)}\n`));
  }

  /** The session's writes are complete (and, when durable, on disk): they count from now on. */
  commit(): void {
    unlinkSync(this.path);
    if (this.durable) fsyncDirectory(this.dir);
  }

  /** Undo the session. */
  rollBack(): RollBack {
    return undo(this.dir, this.start, createdOf(readFileSync(this.path, "utf8")), this.durable);
  }

  /**
   * Roll back a session that left its journal (it was killed, or failed without rolling back);
   * undefined when there is none. Call it only holding the directory's lock.
   */
  static recover(dir: string, durable: boolean): RollBack | undefined {
    const path = join(dir, JOURNAL_FILE);
    if (!existsSync(path)) return undefined;
    const text = readFileSync(path, "utf8");
    const first = text.indexOf("\n");
    let start: JournalStart | undefined;
    try {
      start = first < 0 ? undefined : (JSON.parse(text.slice(0, first)) as JournalStart);
    } catch {
      start = undefined;
    }
    // A journal cut short was being written when its session died, before that session wrote anything.
    if (!start || typeof start.lengths !== "object" || typeof start.restore !== "object") {
      unlinkSync(path);
      if (durable) fsyncDirectory(dir);
      return { cut: {}, restored: [], removed: [] };
    }
    return undo(dir, start, createdOf(text.slice(first + 1)), durable);
  }
}

/** The created files a journal lists (a line cut short names a file that was never begun). */
function createdOf(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split("\n")) {
    try {
      const v = JSON.parse(line) as unknown;
      if (typeof v === "string") out.push(v);
    } catch {
      // the first line (an object), a torn last line, or the trailing empty string
    }
  }
  return out;
}

function undo(dir: string, start: JournalStart, created: string[], durable: boolean): RollBack {
  const done: RollBack = { cut: {}, restored: [], removed: [] };
  for (const [rel, length] of Object.entries(start.lengths)) {
    const p = join(dir, rel);
    const size = statSync(p, { throwIfNoEntry: false })?.size;
    if (size === undefined || size < length) continue; // shorter than before the session: not this session's doing
    if (size > length) {
      truncateSync(p, length);
      done.cut[rel] = size - length;
    }
    if (durable) fsyncPath(p);
  }
  for (const [rel, text] of Object.entries(start.restore)) {
    const p = join(dir, rel);
    if (existsSync(p) && readFileSync(p, "utf8") === text) continue;
    writeFileAtomic(p, text, { durable });
    done.restored.push(rel);
  }
  for (const rel of created) {
    const p = join(dir, rel);
    if (!existsSync(p)) continue;
    rmSync(p, { force: true });
    done.removed.push(rel);
  }
  unlinkSync(join(dir, JOURNAL_FILE));
  if (durable) fsyncDirectory(dir);
  return done;
}
