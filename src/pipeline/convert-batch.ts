/**
 * Batch conversion: many inputs in one process, one output per input in one
 * directory, one ledger per input, and a summary. A failing input does not stop
 * the others. Inputs are files, directories (a directory that is itself a
 * format — a genome, a world, a bundle — is one input; any other directory
 * stands for the inputs found in it) and glob patterns (`*`, `?`, `**`).
 * Inputs are converted on every idle core (batch-threads.ts).
 */
import { readdirSync, statSync } from "node:fs";
import { basename, extname, join, sep } from "node:path";
import type { BatchItem } from "./batch-item.js";
import { convertAll } from "./batch-threads.js";
import { defaultOutput, type ConvertOptions } from "./convert.js";
import { detectInput, formatNamed } from "../formats/registry.js";
import { AgentcInputError } from "./input-error.js";

export interface BatchResult {
  ok: boolean;
  converted: number;
  failed: number;
  items: BatchItem[];
}

const SKIP = new Set(["node_modules", ".git"]);

/** `*` and `?` within a path segment, `**` across segments. */
export function globToRegExp(pattern: string): RegExp {
  let re = "";
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === "*" && pattern[i + 1] === "*") {
      re += pattern[i + 2] === "/" ? "(?:.*/)?" : ".*";
      i += pattern[i + 2] === "/" ? 2 : 1;
    } else if (c === "*") re += "[^/]*";
    else if (c === "?") re += "[^/]";
    else re += c.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(`^${re}$`);
}

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir).sort()) {
    if (SKIP.has(name)) continue;
    const p = join(dir, name);
    const st = statSync(p, { throwIfNoEntry: false });
    if (st?.isDirectory()) walk(p, out);
    else if (st?.isFile()) out.push(p);
  }
  return out;
}

/** The inputs a list of arguments stands for, in order, each once. */
export async function expandInputs(args: readonly string[]): Promise<string[]> {
  const out: string[] = [];
  for (const arg of args) {
    if (/[*?]/.test(arg)) {
      const base = arg.slice(0, arg.search(/[*?]/)).replace(/[^/]*$/, "") || ".";
      const re = globToRegExp(arg.split(sep).join("/").replace(/^\.\//, ""));
      const matches = walk(base).filter((p) => re.test(p.split(sep).join("/").replace(/^\.\//, "")));
      if (!matches.length) throw new AgentcInputError(`${arg}: no file matches`, "AGC-IO-NOT-FOUND");
      out.push(...matches);
    } else if (statSync(arg, { throwIfNoEntry: false })?.isDirectory() && !(await detectInput(arg))) {
      for (const f of walk(arg)) if (await detectInput(f)) out.push(f);
    } else out.push(arg);
  }
  return [...new Set(out)];
}

/** One output name per input inside `dir`; inputs with the same stem get -2, -3 … */
function outputsIn(dir: string, inputs: readonly string[], name: (input: string) => string): string[] {
  const used = new Map<string, number>();
  return inputs.map((input) => {
    const n = name(input);
    const count = (used.get(n) ?? 0) + 1;
    used.set(n, count);
    if (count === 1) return join(dir, n);
    const ext =
      n.endsWith(".aix.yaml") || n.endsWith(".aix.json") || n.endsWith(".aix.toml")
        ? n.slice(n.indexOf(".aix."))
        : extname(n);
    return join(dir, `${n.slice(0, n.length - ext.length)}-${count}${ext}`);
  });
}

export async function convertMany(
  args: readonly string[],
  options: ConvertOptions & { outputDir: string; onItem?: (item: BatchItem) => void },
): Promise<BatchResult> {
  const inputs = await expandInputs(args);
  const to = await formatNamed(options.to);
  if (!to) throw new AgentcInputError(`unknown target format ${options.to}`, "AGC-UNSUPPORTED");
  const outputs = outputsIn(options.outputDir, inputs, (i) => basename(defaultOutput(i, to, options)));
  const { outputDir: _dir, onItem, afterEach: _trace, ...itemOptions } = options;
  const items = await convertAll(inputs, outputs, itemOptions, onItem);
  const failed = items.filter((x) => !x.ok).length;
  return { ok: failed === 0, converted: items.length - failed, failed, items };
}
