/**
 * Which process left a file behind, and whether it is still running: lock files hold the holder's
 * pid and start time, temporary files carry the writer's pid in their name. A pid alone is not an
 * identity (pids are reused), so where the system tells a process's start time (Linux: field 22 of
 * /proc/<pid>/stat, in clock ticks since boot) it is compared too; elsewhere the pid decides.
 */
import { readFileSync } from "node:fs";
import { hostname } from "node:os";

export interface ProcessIdentity {
  pid: number;
  /** The process's start time as the system counts it (Linux: ticks since boot), when it can be read. */
  start?: string;
  host?: string;
}

/** A process's state letter and start time from /proc, or undefined where the system does not tell them. */
function procStat(pid: number): { state: string; start: string } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "latin1");
    // The command name (field 2) is in parentheses and may hold spaces or parentheses: count from the last ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const start = fields[19];
    return start !== undefined && /^\d+$/.test(start) ? { state: fields[0] ?? "", start } : undefined;
  } catch {
    return undefined;
  }
}

/** A process's start time, or undefined where the system does not tell it. */
export function processStart(pid: number): string | undefined {
  return procStat(pid)?.start;
}

let self: ProcessIdentity | undefined;

/** This process. */
export function selfIdentity(): ProcessIdentity {
  self ??= { pid: process.pid, start: processStart(process.pid), host: hostname() };
  return self;
}

/**
 * Whether the process `who` names still runs. A holder on another host cannot be checked: it
 * counts as running (a lock is then never broken by guesswork, only waited for).
 */
export function isRunning(who: ProcessIdentity): boolean {
  if (who.host !== undefined && who.host !== selfIdentity().host) return true;
  if (!Number.isSafeInteger(who.pid) || who.pid <= 0) return false;
  if (who.pid === process.pid) return who.start === undefined || who.start === selfIdentity().start;
  try {
    process.kill(who.pid, 0);
  } catch (e) {
    // EPERM: it runs, as another user.
    if ((e as NodeJS.ErrnoException).code === "ESRCH") return false;
  }
  const now = procStat(who.pid);
  // A zombie (killed, not yet reaped by its parent) runs no more.
  if (now?.state === "Z" || now?.state === "X") return false;
  // The pid was reused by a process started later: the one that wrote the file is gone.
  return who.start === undefined || now === undefined || now.start === who.start;
}
