/**
 * The one IR container: typed nodes with stable ids and typed edges.
 *
 * Every node has a dialect-qualified kind (`aegx.Record`, `air.defplan`,
 * `core.Agent`, …), its attributes as lossless JSON, its origin (file and
 * span), and `extra`: the unknown or extension fields of its source, kept so
 * that nothing read is silently dropped. Nodes are indexed by kind. The graph
 * also holds the bytes its nodes refer to (blobs) and the text of the files
 * it was read from (for code frames and position look-ups).
 */
import type { JsonObject } from "../json/value.js";
import type { Origin } from "./origin.js";
import { isDialect, kindInfo, registeredDialects, registeredKinds, type Dialect } from "../dialects/registry.js";
import { AgentcError } from "../diagnostics/agentc-error.js";
// Graphs hold agentc's own dialects from the start, whoever creates them.
import "../dialects/builtin.js";
import { BlobStore } from "./blob-store.js";
import { SourceTexts } from "./source-texts.js";

export type NodeKind = `${string}.${string}`;

/**
 * The attributes' type of each kind whose attributes are typed values, not lossless JSON: filled
 * by the dialects that own them through declaration merging, next to their model
 * (`declare module "../../graph/graph.js" { interface KindAttrs { "core.Rule": CoreRule } }`).
 * `graph.nodes("core.Rule")`, `graph.first(…)` and `attrsOf(node, "core.Rule")` are then typed by the
 * kind alone, with no type argument a caller could get wrong. A kind not listed reads as `JsonObject`.
 */
export interface KindAttrs {}
export type TypedKind = keyof KindAttrs & NodeKind;

export interface GraphNode<A extends object = JsonObject> {
  id: string;
  kind: NodeKind;
  attrs: A;
  origin?: Origin;
  extra?: JsonObject;
}

export interface GraphEdge {
  from: string;
  to: string;
  kind: string;
}

export class DuplicateNodeError extends Error {}

export class Graph {
  private readonly nodeMap = new Map<string, GraphNode<object>>();
  private readonly byKind = new Map<string, GraphNode<object>[]>();
  private readonly edgeList: GraphEdge[] = [];
  private readonly outgoing = new Map<string, GraphEdge[]>();
  private readonly incoming = new Map<string, GraphEdge[]>();
  /** Bytes the nodes refer to by sha256 (blobs, package files, inputs). */
  readonly blobs = new BlobStore();
  /** The text of each file the graph was read from, with positions of its JSON pointers. */
  readonly sources = new SourceTexts();

  add<A extends object>(node: GraphNode<A>): GraphNode<A> {
    if (this.nodeMap.has(node.id)) throw new DuplicateNodeError(`duplicate node id ${node.id}`);
    if (!kindInfo(node.kind)) throw unknownKind(node.kind);
    kindAdded?.(node.kind);
    this.nodeMap.set(node.id, node);
    push(this.byKind, node.kind, node);
    return node;
  }

  has(id: string): boolean {
    return this.nodeMap.has(id);
  }

  get<A extends object = JsonObject>(id: string): GraphNode<A> | undefined {
    return this.nodeMap.get(id) as GraphNode<A> | undefined;
  }

  connect(from: string, to: string, kind: string): GraphEdge {
    const edge = { from, to, kind };
    this.edgeList.push(edge);
    push(this.outgoing, from, edge);
    push(this.incoming, to, edge);
    return edge;
  }

  /** Nodes in insertion order, optionally of one kind (from the index). */
  nodes<K extends TypedKind>(kind: K): GraphNode<KindAttrs[K]>[];
  nodes<A extends object = JsonObject>(kind?: NodeKind): GraphNode<A>[];
  nodes<A extends object = JsonObject>(kind?: NodeKind): GraphNode<A>[] {
    if (kind) return [...(this.byKind.get(kind) ?? [])] as GraphNode<A>[];
    return [...this.nodeMap.values()] as GraphNode<A>[];
  }

  /** The first node of a kind (for kinds a graph holds at most once, like `core.Agent`). */
  first<K extends TypedKind>(kind: K): GraphNode<KindAttrs[K]> | undefined;
  first<A extends object = JsonObject>(kind: NodeKind): GraphNode<A> | undefined;
  first<A extends object = JsonObject>(kind: NodeKind): GraphNode<A> | undefined {
    return this.byKind.get(kind)?.[0] as GraphNode<A> | undefined;
  }

  /** Nodes of every kind in one dialect, in insertion order. */
  dialectNodes(dialect: Dialect): GraphNode[] {
    const prefix = `${dialect}.`;
    return this.nodes().filter((n) => n.kind.startsWith(prefix));
  }

  hasDialect(dialect: Dialect): boolean {
    const prefix = `${dialect}.`;
    for (const k of this.byKind.keys()) if (k.startsWith(prefix)) return true;
    return false;
  }

  /** Node kinds present, with their counts, in first-seen order. */
  kindCounts(): Array<[string, number]> {
    return [...this.byKind].map(([k, list]) => [k, list.length]);
  }

  edges(): readonly GraphEdge[] {
    return this.edgeList;
  }

  edgesFrom(id: string, kind?: string): GraphEdge[] {
    const list = this.outgoing.get(id) ?? [];
    return kind ? list.filter((e) => e.kind === kind) : list;
  }

  edgesTo(id: string, kind?: string): GraphEdge[] {
    const list = this.incoming.get(id) ?? [];
    return kind ? list.filter((e) => e.kind === kind) : list;
  }

  get size(): number {
    return this.nodeMap.size;
  }

  /** The dialects present, built-in ones in their set order (ir/dialects/builtin.ts), then the others. */
  dialects(): Dialect[] {
    return registeredDialects()
      .map((d) => d.name)
      .filter((d) => this.hasDialect(d));
  }
}

/** A node's attributes typed by its kind, when it is of that kind (a node got by id can be of any). */
export function attrsOf<K extends TypedKind>(node: GraphNode<object> | undefined, kind: K): KindAttrs[K] | undefined {
  // The one cast: the kind was checked, and `KindAttrs` is declared by the dialect that adds the kind.
  return node?.kind === kind ? (node.attrs as KindAttrs[K]) : undefined;
}

/**
 * A kind nothing registered is a programming error (a format's typo, a plugin that did not call
 * `registerDialect`), never bad input: the message names what the dialect does register.
 */
function unknownKind(kind: string): AgentcError {
  const dialect = kind.slice(0, Math.max(0, kind.indexOf(".")));
  const known = isDialect(dialect) ? registeredKinds(dialect).map((k) => k.kind) : [];
  const why = known.length
    ? `the ${dialect} dialect registers ${known.join(", ")}`
    : `no dialect ${dialect || "(none)"} is registered`;
  return new AgentcError(
    `unknown node kind ${kind}: ${why} (ir/dialects/<name>/kinds.ts, registerDialect)`,
    "AGC-UNKNOWN-KIND",
  );
}

/**
 * Observe each kind a graph accepts (one observer; `undefined` removes it). It is how
 * test/unit/kinds-produced.test.ts proves every registered kind is produced, and how a plugin's own
 * tests can prove theirs; unset, `add` pays one comparison.
 */
let kindAdded: ((kind: string) => void) | undefined;
export function onKindAdded(hook: ((kind: string) => void) | undefined): void {
  kindAdded = hook;
}

function push<T>(map: Map<string, T[]>, key: string, item: T): void {
  const list = map.get(key);
  if (list) list.push(item);
  else map.set(key, [item]);
}
