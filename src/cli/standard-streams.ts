/**
 * What the CLI prints, written to the standard output and error descriptors directly.
 * `process.stdout` and `process.stderr` load twenty of Node's stream modules (about 2 ms of every
 * command's start) to write a few lines, and for a file or a pipe on Linux they write synchronously
 * anyway. Where a descriptor refuses a write for now (EAGAIN: it was made non-blocking by a parent
 * sharing it) the rest goes through Node's stream, which waits; to a terminal, and on Windows, Node's
 * stream is used from the start (it knows the console). A reader that went away (EPIPE, as in
 * `agentc … | head`) ends the run quietly with the exit code it had.
 */
import { fstatSync, statSync, writeSync } from "node:fs";

type Fd = 1 | 2;

const throughNode = new Set<Fd>();

function nodeStream(fd: Fd): NodeJS.WriteStream {
  const stream = fd === 1 ? process.stdout : process.stderr;
  if (stream.listenerCount("error") === 0) {
    stream.on("error", (e: NodeJS.ErrnoException) => {
      if (e.code === "EPIPE") process.exit(process.exitCode ?? 0);
      throw e;
    });
  }
  return stream;
}

/** A file, a pipe or socket, or the null device: told by fstat, without loading the terminal modules. */
function plainDestination(fd: Fd): boolean {
  if (process.platform === "win32") return false;
  try {
    const st = fstatSync(fd);
    if (st.isFile() || st.isFIFO() || st.isSocket()) return true;
    return st.isCharacterDevice() && st.rdev === statSync("/dev/null").rdev;
  } catch {
    return false;
  }
}

const plain = new Map<Fd, boolean>();
const isPlain = (fd: Fd): boolean => {
  let p = plain.get(fd);
  if (p === undefined) plain.set(fd, (p = plainDestination(fd)));
  return p;
};

function writeDescriptor(fd: Fd, text: string): void {
  if (!isPlain(fd) || throughNode.has(fd)) {
    nodeStream(fd).write(text);
    return;
  }
  const bytes = Buffer.from(text, "utf8");
  let at = 0;
  try {
    while (at < bytes.length) at += writeSync(fd, bytes, at);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === "EPIPE") process.exit(process.exitCode ?? 0);
    if (code !== "EAGAIN") throw e;
    throughNode.add(fd);
    nodeStream(fd).write(bytes.subarray(at));
  }
}

let sink: (fd: Fd, text: string) => void = writeDescriptor;

/** Write `text` to standard output (1) or standard error (2). */
export function writeStandard(fd: Fd, text: string): void {
  sink(fd, text);
}

/** For running the CLI in this process (the tests): its output goes to `to` until the returned function is called. */
export function captureStandard(to: (fd: Fd, text: string) => void): () => void {
  const saved = sink;
  sink = to;
  return () => {
    sink = saved;
  };
}

/** Whether standard error is a terminal (for colour); a file or a pipe is not, and needs no stream to tell. */
export function stderrIsTerminal(): boolean {
  return !isPlain(2) && nodeStream(2).isTTY === true;
}
