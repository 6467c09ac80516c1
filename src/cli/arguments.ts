/**
 * What each command's paths are, so the checks every command shares run in
 * one place (main.ts `run`) before the command itself: inputs must exist and
 * be the right kind (regular file, directory), never a FIFO or device (exit 4);
 * outputs must not already hold a file or a non-empty directory unless
 * --force (exit 1). Every command of the program has an entry here; a test
 * enumerates the program and fails on a command without one.
 */
import { checkInputPath, type InputKind } from "../../ir/io/input-file.js";
import { assertOutputFree } from "../../ir/io/output-path.js";
import { assertNotInput } from "../../ir/io/safe-path.js";

/** A positional argument: an input of some kind, an output, or not a path at all. */
export type PathRole = InputKind | "output" | "other";

/** Positional arguments, in order, by command name ("aix.sign", "validate"). */
export const POSITIONAL: Readonly<Record<string, readonly PathRole[]>> = {
  validate: ["file-or-directory"],
  inspect: ["file-or-directory"],
  convert: ["file-or-directory"],
  roundtrip: ["file-or-directory"],
  passes: [],
  explain: ["other"],
  import: ["directory"],
  graph: ["file-or-directory"],
  "uaix.init": ["output"],
  demo: ["directory"],
  keygen: [],
  "aegx.init": ["output"],
  "aegx.add-record": ["directory"],
  "aegx.add-blob": ["directory", "file"],
  "aegx.export": ["directory", "output"],
  "aegx.import": ["file", "output"],
  "aegx.verify": ["file-or-directory"],
  "aegx.summarize": ["file-or-directory"],
  "aegx.repair": ["directory"],
  "aegx.from": ["file-or-directory"],
  "aegx.attest": ["directory"],
  "aegx.verify-attestation": ["file"],
  "air.validate": ["file-or-directory"],
  "air.hash": ["file"],
  "air.build": ["directory"],
  "air.patch": ["file-or-directory", "file"],
  "air.diff": ["file-or-directory", "file-or-directory"],
  "air.cat": ["other"],
  "aix.validate": ["file"],
  "aix.checksum": ["file"],
  "aix.sign": ["file"],
  "aix.verify": ["file"],
  "aix.fmt": ["file"],
  "aigx.lint": [],
  "aigx.resolve": ["other"],
  "aigx.fmt": [],
  "aigx.export": [],
  "aigx.genome": ["directory"],
  "aigx.check-conformance": [],
  "uaix.pack": ["directory"],
  "uaix.verify": ["file"],
  "uaix.unpack": ["file", "output"],
  "uaix.ls": ["file"],
};

/** Options that name inputs, by option key (commander's camelCase name). */
export const INPUT_OPTIONS: Readonly<Record<string, InputKind>> = {
  key: "file",
  pubkey: "file",
  sign: "file",
  previous: "file",
  trust: "directory",
  root: "directory",
  world: "directory",
};

/** Commands whose -o is not a plain output path (keygen: a prefix; demo, import: their own directory rule; aigx export: a project whose hand-written files it refuses one by one; aegx from: a bundle it may --append to). */
const OWN_OUTPUT_RULE = new Set(["keygen", "demo", "import", "aigx.export", "aegx.from"]);

/**
 * Commands whose writer judges an existing output itself: it keeps one that already holds exactly
 * what it would write (the run is then a success that writes nothing: the rerun after a run killed
 * once its output was published), and refuses any other without --force, at the very step that
 * publishes (docs/decisions.md, "A rerun after a kill").
 */
const WRITER_JUDGES_OUTPUT = new Set(["convert", "aegx.export"]);

/** Throws the first problem with the paths a command names (inputs first, then outputs). */
export function checkCommandPaths(
  command: string,
  positional: readonly unknown[],
  opts: Record<string, unknown>,
): void {
  const roles = POSITIONAL[command] ?? [];
  const inputs: string[] = [];
  const outputs: string[] = [];
  positional.forEach((value, i) => {
    const role = roles[i] ?? "other";
    for (const v of Array.isArray(value) ? value : [value]) {
      if (typeof v !== "string") continue;
      if (role === "output") outputs.push(v);
      else if (role !== "other") inputs.push(v);
      // A glob pattern (batch convert) stands for inputs; the expansion reports a pattern that matches nothing.
      if (role !== "output" && role !== "other" && !/[*?]/.test(v)) checkInputPath(v, role);
    }
  });
  for (const [key, kind] of Object.entries(INPUT_OPTIONS)) {
    const v = opts[key];
    for (const p of Array.isArray(v) ? v : [v]) {
      if (typeof p !== "string") continue;
      checkInputPath(p, kind);
      if (key !== "root" && key !== "world") inputs.push(p);
    }
  }
  if (typeof opts.output === "string" && !OWN_OUTPUT_RULE.has(command)) outputs.push(opts.output);
  for (const o of outputs) {
    assertNotInput(o, inputs);
    if (!WRITER_JUDGES_OUTPUT.has(command)) assertOutputFree(o, opts.force === true);
  }
}
