/**
 * The one IR container: typed nodes with stable ids and typed edges.
 *
 * Every node has a dialect-qualified kind (`aegx.Record`, `air.defplan`,
 * `core.Agent`, …), its attributes as lossless JSON, its origin, and `extra`:
 * the unknown or extension fields of its source, kept so that nothing read is
 * silently dropped.
 */
import type { JsonObject } from "../json/value.js";
import type { Origin } from "./origin.js";
import { DIALECTS, type Dialect } from "../dialects/registry.js";
import { BlobStore } from "./blob-store.js";

export type NodeKind = `${Dialect}.${string}`;

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
  private readonly edgeList: GraphEdge[] = [];
  private readonly outgoing = new Map<string, GraphEdge[]>();
  private readonly incoming = new Map<string, GraphEdge[]>();
  /** Bytes the nodes refer to by sha256 (blobs, package files, inputs). */
  readonly blobs = new BlobStore();

  add<A extends object>(node: GraphNode<A>): GraphNode<A> {
    if (this.nodeMap.has(node.id)) throw new DuplicateNodeError(`duplicate node id ${node.id}`);
    if (!DIALECTS.includes(node.kind.split(".")[0] as Dialect)) throw new TypeError(`unknown dialect in kind ${node.kind}`);
    this.nodeMap.set(node.id, node);
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

  /** Nodes in insertion order, optionally of one kind. */
  nodes<A extends object = JsonObject>(kind?: NodeKind): GraphNode<A>[] {
    const all = [...this.nodeMap.values()] as GraphNode<A>[];
    return kind ? all.filter((n) => n.kind === kind) : all;
  }

  /** Nodes of every kind in one dialect. */
  dialectNodes(dialect: Dialect): GraphNode[] {
    return this.nodes().filter((n) => n.kind.startsWith(`${dialect}.`));
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

  /** The dialects present, in registry order. */
  dialects(): Dialect[] {
    const seen = new Set(this.nodes().map((n) => n.kind.split(".")[0] as Dialect));
    return DIALECTS.filter((d) => seen.has(d));
  }
}

function push(map: Map<string, GraphEdge[]>, key: string, edge: GraphEdge): void {
  const list = map.get(key);
  if (list) list.push(edge);
  else map.set(key, [edge]);
}
