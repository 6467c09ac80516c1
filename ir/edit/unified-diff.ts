/**
 * A unified diff of two texts, line by line (what `agentc aigx export --dry-run` shows for each file):
 * `--- a/<path>` / `+++ b/<path>` headers (`/dev/null` for a file created or removed), then hunks with
 * three lines of context, as `diff -u` and `git diff` print them, so that `patch -p1` applies them.
 * The edit script and the hunks are jsdiff's (the `diff` package): the well-kept implementation of
 * Myers' algorithm; agentc names the two sides and bounds the work.
 */
import { createTwoFilesPatch, FILE_HEADERS_ONLY } from "diff";

const CONTEXT = 3;
/**
 * Myers' search costs about the square of the edits: two unrelated files of 20,000 lines took 70 s.
 * Past this many edits the diff is the whole file replaced (the same bytes on every machine, unlike
 * a time limit), which `patch` applies just as well.
 */
const MAX_EDITS = 2000;

/** The lines of a text as a hunk lists them, a last line without its end marked as `diff` marks it. */
function hunkLines(text: string, mark: "-" | "+"): string[] {
  const lines = text.split("\n"); // "" splits to [""], popped below: no lines
  if (lines[lines.length - 1] === "") lines.pop();
  else lines[lines.length - 1] += "\n\\ No newline at end of file";
  return lines.map((l) => mark + l);
}

/** `diff -u`'s range: `start,count`, one line as `start` alone, an empty range at the line before it. */
const range = (count: number): string => (count === 1 ? "1" : `${count === 0 ? 0 : 1},${count}`);

/** One hunk replacing the whole file: what the diff is when the texts share too little to search. */
function wholeFile(from: string, to: string, before: string, after: string): string {
  const removed = hunkLines(before, "-");
  const added = hunkLines(after, "+");
  return `${[`--- ${from}`, `+++ ${to}`, `@@ -${range(removed.length)} +${range(added.length)} @@`, ...removed, ...added].join("\n")}\n`;
}

/**
 * The unified diff turning `before` into `after` at `path` (`before` undefined: a file created;
 * `after` undefined: a file removed); empty when they are equal.
 */
export function unifiedDiff(path: string, before: string | undefined, after: string | undefined): string {
  if (before === after) return "";
  const from = before === undefined ? "/dev/null" : `a/${path}`;
  const to = after === undefined ? "/dev/null" : `b/${path}`;
  const patch = createTwoFilesPatch(from, to, before ?? "", after ?? "", undefined, undefined, {
    context: CONTEXT,
    headerOptions: FILE_HEADERS_ONLY,
    maxEditLength: MAX_EDITS,
  });
  if (patch === undefined) return wholeFile(from, to, before ?? "", after ?? "");
  // A range of one line is written `-3`, not `-3,1`, as `diff -u` writes it (both apply alike).
  return patch.replace(/^@@ -\d+(?:,\d+)? \+\d+(?:,\d+)? @@/gm, (header) =>
    header.replace(/ ([-+]\d+),1(?= )/g, " $1"),
  );
}
