/**
 * The `core` dialect's rules of a repository: what coding agents must follow,
 * where (path scope) and when (activation), with every source it was read
 * from; the per-file boundaries; domain facts; and the project they belong to.
 * Every rule format raises to these nodes and lowers from them.
 */
import type { Graph } from "../../graph/graph.js";
import type { Origin } from "../../graph/origin.js";

/** When a rule applies: always; when a file matching its globs is in play; when the model judges its description relevant; only when asked for. */
export const ACTIVATIONS = ["always", "glob", "model", "manual"] as const;
export type Activation = (typeof ACTIVATIONS)[number];

export interface RuleSource {
  file: string;
  line?: number;
  /** The format it was read from (agents-md, cursor, aigx, …). */
  format?: string;
}

export interface CoreRule {
  /** Stable id: the AIGX rule id, or one derived from the source. */
  id: string;
  /** The rule's text (Markdown). */
  text: string;
  title?: string;
  /** What the rule is about, for model-decided activation. */
  description?: string;
  activation: Activation;
  /** Path patterns the rule is scoped to, relative to the repository root. */
  globs: string[];
  /** The directory a nested rule file scopes the rule to ("" or absent: the whole repository). */
  directory?: string;
  /** The group the rule belongs to: an AIGX concern file, a rule file's name. */
  group?: string;
  /** The AIGX genome directory that holds it, when it came from one. */
  genome?: string;
  sources: RuleSource[];
  /**
   * `x-` attributes of an AIGX rule that no core field holds (`x-declared`: the declaration a
   * generated rule stands for), kept so that a genome read and written again still has them.
   */
  extensions?: Array<[string, string]>;
}

export interface Boundary {
  pri?: string;
  text: string;
}

/** One file of the per-file boundary index. */
export interface CoreFileBoundary {
  path: string;
  domain?: string;
  role?: string;
  forbid?: Boundary;
  gotchas: Boundary[];
  checks: string[];
  genome?: string;
}

export interface CoreFact {
  text: string;
  /** The domain card's key. */
  domain: string;
  /** The path the card describes. */
  path?: string;
}

export interface CoreProject {
  name: string;
  /** The genomes (AIGX `.aigx/` directories) the rules came from, with their freshness notes. */
  genomes: Array<{ dir: string; freshness?: string }>;
}

export interface CoreRuleSet {
  project?: CoreProject;
  rules: CoreRule[];
  boundaries: CoreFileBoundary[];
  facts: CoreFact[];
}

const originOf = (s: { sources?: RuleSource[] }): { origin?: Origin } => {
  const first = s.sources?.[0];
  return first ? { origin: { file: first.file, ...(first.line ? { line: first.line, col: 1 } : {}) } } : {};
};

declare module "../../graph/graph.js" {
  interface KindAttrs {
    "core.Rule": CoreRule;
    "core.FileBoundary": CoreFileBoundary;
    "core.Fact": CoreFact;
    "core.Project": CoreProject;
  }
}

/** Put a rule set into the graph as `core.Project`, `core.Rule`, `core.FileBoundary` and `core.Fact` nodes. */
export function addCoreRules(graph: Graph, set: CoreRuleSet): Graph {
  const project = "core:project";
  if (set.project) graph.add({ id: project, kind: "core.Project", attrs: set.project });
  const child = <A extends object>(
    id: string,
    kind: "core.Rule" | "core.FileBoundary" | "core.Fact",
    attrs: A,
    origin: { origin?: Origin },
    edge: string,
  ): void => {
    graph.add<A>({ id, kind, attrs, ...origin });
    if (set.project) graph.connect(project, id, edge);
  };
  set.rules.forEach((r, i) => child(`core:rule:${i}`, "core.Rule", r, originOf(r), "rule"));
  set.boundaries.forEach((b, i) => child(`core:boundary:${i}`, "core.FileBoundary", b, {}, "boundary"));
  set.facts.forEach((f, i) => child(`core:fact:${i}`, "core.Fact", f, {}, "fact"));
  return graph;
}

/** The rule set held by the graph's `core.*` nodes (empty when it holds none). */
export function coreRulesOf(graph: Graph): CoreRuleSet {
  const project = graph.first("core.Project")?.attrs;
  return {
    ...(project ? { project } : {}),
    rules: graph.nodes("core.Rule").map((n) => n.attrs),
    boundaries: graph.nodes("core.FileBoundary").map((n) => n.attrs),
    facts: graph.nodes("core.Fact").map((n) => n.attrs),
  };
}
