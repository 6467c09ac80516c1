/**
 * dependency-cruiser's `forbidden` rules (`.dependency-cruiser.{cjs,js,mjs,json}`), read without
 * running the configuration (config-eval.ts). A rule is placed on files when its `from` and `to`
 * say only `path` / `pathNot` (and `to.circular`), which agentc evaluates as dependency-cruiser does:
 * regular expressions over paths from the root, `$1` in `to` standing for the `from` path's groups.
 * Rules on what agentc does not evaluate (dependency types, orphans, reachability, stability) are
 * kept as rules with their text, and said to be unplaced.
 */
import { readConfigValue, isRecord, strings, type Value } from "./config-eval.js";
import { regexLabel, safeRegex } from "./patterns.js";
import type { Declaration, Declarations, RepoFiles, Side } from "./model.js";

export const DEPENDENCY_CRUISER_FILES = [
  ".dependency-cruiser.cjs",
  ".dependency-cruiser.js",
  ".dependency-cruiser.mjs",
  ".dependency-cruiser.json",
];

const PLACEABLE = new Set(["path", "pathNot"]);

/** A `path`/`pathNot` condition as a side, or why it cannot be one. */
function side(cond: { [k: string]: Value }, fromCond?: RegExp[]): Side | string {
  const paths = strings(cond.path ?? []);
  const nots = strings(cond.pathNot ?? []);
  const compile = (list: string[]): RegExp[] | string => {
    const out: RegExp[] = [];
    for (const s of list) {
      const r = safeRegex(s);
      if (typeof r === "string") return r;
      out.push(r);
    }
    return out;
  };
  const any = compile(paths);
  const none = compile(nots);
  if (typeof any === "string") return any;
  if (typeof none === "string") return none;
  const groupRef = /\$\d/.test([...paths, ...nots].join(""));
  /** `$1` in a `to` pattern: the groups the `from` path matched. */
  const withGroups = (src: string, from: string | undefined): RegExp | undefined => {
    const m = fromCond?.map((r) => r.exec(from ?? "")).find(Boolean);
    const filled = src.replace(/\$(\d)/g, (_, d: string) =>
      (m?.[Number(d)] ?? "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    );
    const r = safeRegex(filled);
    return typeof r === "string" ? undefined : r;
  };
  const test = (p: string, from?: string): boolean => {
    if (groupRef) {
      const a = paths.map((s) => withGroups(s, from));
      const b = nots.map((s) => withGroups(s, from));
      return (!a.length || a.some((r) => r?.test(p))) && !b.some((r) => r?.test(p));
    }
    return (!any.length || any.some((r) => r.test(p))) && !none.some((r) => r.test(p));
  };
  const one = (s: string): string => {
    const l = regexLabel(s);
    return !s.startsWith("^")
      ? `whose path contains \`${s}\``
      : l.startsWith("`")
        ? `matching ${l}`
        : l.endsWith("/")
          ? `under ${l}`
          : `named ${l}`;
  };
  const list = (xs: string[]): string =>
    xs.length > 3
      ? `${xs.slice(0, 2).map(one).join(" or ")} or ${xs.length - 2} more patterns`
      : xs.map(one).join(" or ");
  const text =
    paths.length && nots.length
      ? `files ${list(paths)}, except those ${list(nots)}`
      : paths.length
        ? `files ${list(paths)}`
        : nots.length
          ? `files except those ${list(nots)}`
          : "any file";
  return { label: text, file: test, spec: (s, from) => test(s, from) || test(`node_modules/${s}`, from) };
}

export function readDependencyCruiser(repo: RepoFiles, out: Declarations): void {
  const file = DEPENDENCY_CRUISER_FILES.find((f) => repo.read(f) !== undefined);
  if (!file) return;
  const text = repo.read(file)!;
  out.files.push(file);
  const config = readConfigValue(text);
  if (config.error) {
    out.problems.push({ file, message: `not read: ${config.error}` });
    return;
  }
  if (!isRecord(config.value)) {
    out.problems.push({ file, message: "not read: the module exports no object agentc can read without running it" });
    return;
  }
  const v = config.value;
  if (v.extends !== undefined)
    out.problems.push({
      file,
      message: `its \`extends\` (${strings(v.extends).join(", ") || "computed"}) is not followed: the rules it adds are not in the genome`,
    });
  if (Array.isArray(v.allowed) && v.allowed.length)
    out.problems.push({ file, message: "its `allowed` rules (everything else is forbidden) are not read" });
  if (config.unread)
    out.problems.push({
      file,
      message: `${config.unread} part(s) of the configuration are computed in ways agentc does not read without running it; rules there are not in the genome`,
    });
  const forbidden = Array.isArray(v.forbidden) ? v.forbidden : [];
  forbidden.forEach((rule, i) => {
    if (!isRecord(rule)) return;
    if (rule.severity === "off") return;
    const name = typeof rule.name === "string" && rule.name ? rule.name : `forbidden-${i + 1}`;
    const from = isRecord(rule.from) ? rule.from : {};
    const to = isRecord(rule.to) ? rule.to : {};
    const line = config.lines.get(rule) ?? 1;
    const d: Declaration = { tool: "dependency-cruiser", name, forbids: "", source: { file, line }, constraints: [] };
    if (typeof rule.comment === "string" && rule.comment.trim()) d.why = rule.comment.trim();
    const extra = [
      ...Object.keys(from)
        .filter((k) => !PLACEABLE.has(k))
        .map((k) => `from.${k}`),
      // `circular: true` is placed (as cycles); `circular: false` (dependencies in no cycle) is not evaluated.
      ...Object.keys(to)
        .filter((k) => !PLACEABLE.has(k) && (k !== "circular" || to.circular !== true))
        .map((k) => `to.${k}`),
    ];
    const fromSide = side(from);
    const fromRegexes = strings(from.path ?? [])
      .map((s) => safeRegex(s))
      .filter((r): r is RegExp => typeof r !== "string");
    const subject = (s: Side): string =>
      s.label === "any file" ? "No file may" : `${s.label[0]!.toUpperCase()}${s.label.slice(1)} must not`;
    if (typeof fromSide === "string") {
      d.forbids = `dependency-cruiser rule ${name}`;
      d.unplaced = `its from has ${fromSide}`;
    } else if (from.orphan === true) {
      d.forbids = `${subject(fromSide)} be orphans (imported by no file and importing none)`;
      d.unplaced = "agentc does not evaluate from.orphan";
    } else if (to.circular === true) {
      d.forbids = `${subject(fromSide)} be part of an import cycle`;
      if (extra.length) d.unplaced = `agentc does not evaluate ${extra.join(", ")}`;
      else d.cycles = fromSide;
    } else {
      const toSide = side(to, fromRegexes);
      if (typeof toSide === "string") {
        d.forbids = `${subject(fromSide)} import what this rule names`;
        d.unplaced = `its to has ${toSide}`;
      } else {
        const what = Object.keys(to).length === 0 || toSide.label === "any file" ? "anything" : toSide.label;
        d.forbids = `${subject(fromSide)} import ${what}${extra.length ? ` (${describeExtra(from, to)})` : ""}`;
        if (extra.length) d.unplaced = `agentc does not evaluate ${extra.join(", ")}`;
        else if (Object.keys(to).length === 0) d.unplaced = "it forbids every dependency of its files";
        else d.constraints.push({ from: fromSide, to: toSide });
      }
    }
    out.declarations.push(d);
  });
}

/** The conditions agentc does not evaluate, in words. */
function describeExtra(from: { [k: string]: Value }, to: { [k: string]: Value }): string {
  const parts: string[] = [];
  const types = strings(to.dependencyTypes ?? []);
  if (types.length) parts.push(`dependencies of type ${types.join(", ")}`);
  const notTypes = strings(to.dependencyTypesNot ?? []);
  if (notTypes.length) parts.push(`not of type ${notTypes.join(", ")}`);
  if (to.couldNotResolve === true) parts.push("that cannot be resolved");
  if (to.moreThanOneDependencyType === true) parts.push("declared under more than one dependency type");
  if (to.circular === false) parts.push("that are part of no import cycle");
  if (to.reachable !== undefined) parts.push(to.reachable ? "that it reaches" : "that it does not reach");
  if (to.moreUnstable === true) parts.push("that are less stable");
  if (!parts.length)
    parts.push(
      `with ${[
        ...Object.keys(from)
          .filter((k) => !PLACEABLE.has(k))
          .map((k) => `from.${k}`),
        ...Object.keys(to)
          .filter((k) => !PLACEABLE.has(k))
          .map((k) => `to.${k}`),
      ].join(", ")}`,
    );
  return parts.join("; ");
}
