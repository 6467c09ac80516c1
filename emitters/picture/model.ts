/**
 * The picture model: what a view draws, before any text format. Nodes carry
 * their kind (a graph kind such as `aegx.Record`, or a picture-only kind such
 * as `air.step` or `picture.group`), a short label, a hover title (the node's
 * graph id first, then why it failed), and an optional cluster. Writers (DOT,
 * Mermaid, SVG, HTML) turn it into text; views build it from a graph.
 */

/** The largest picture a view may produce: beyond it, views group. */
export const MAX_PICTURE_NODES = 500;
/** Where views start grouping ("beyond a few hundred nodes"). */
export const GROUP_THRESHOLD = 300;

export type Direction = "LR" | "TB";

export interface PictureNode {
  /** Stable key within the picture (usually the graph node id). */
  key: string;
  /** Dialect-qualified kind: drives the class, colour and legend. */
  kind: string;
  /** Short visible text; lines separated by "\n". */
  label: string;
  /** Hover text; its first line is the key unless a view says otherwise. */
  title: string;
  cluster?: string;
  /** Why the node failed its checks; the node gets class="failed". */
  failed?: string;
  shape?:
    | "box"
    | "ellipse"
    | "note"
    | "folder"
    | "component"
    | "cylinder"
    | "diamond"
    | "hexagon"
    | "octagon"
    | "tab"
    | "box3d";
  /** Extra classes (verdicts, record types), words only. */
  classes?: string[];
  /** What the colour follows when not the kind alone (e.g. `aegx.Record:ToolCall`: records coloured by type). */
  tone?: string;
}

export interface PictureEdge {
  from: string;
  to: string;
  kind: string;
  label?: string;
  dashed?: boolean;
}

export interface PictureCluster {
  key: string;
  label: string;
  parent?: string;
}

export interface Picture {
  title: string;
  direction: Direction;
  nodes: PictureNode[];
  edges: PictureEdge[];
  clusters: PictureCluster[];
  /** What the picture left out or grouped, shown as a note node and in the HTML legend. */
  notes: string[];
}

/** The key of the note node that carries a picture's notes. */
export const NOTE_KEY = "picture:notes";

/** Builds a picture: nodes by key (first one wins), edges only between drawn nodes. */
export class PictureBuilder {
  private readonly nodeMap = new Map<string, PictureNode>();
  private readonly edgeList: PictureEdge[] = [];
  private readonly edgeKeys = new Set<string>();
  private readonly clusterMap = new Map<string, PictureCluster>();
  readonly notes: string[] = [];

  constructor(
    readonly title: string,
    readonly direction: Direction = "LR",
  ) {}

  node(n: Omit<PictureNode, "title"> & { title?: string }): PictureNode {
    const existing = this.nodeMap.get(n.key);
    if (existing) return existing;
    const node: PictureNode = { ...n, title: n.title ?? n.key };
    this.nodeMap.set(n.key, node);
    return node;
  }

  has(key: string): boolean {
    return this.nodeMap.has(key);
  }

  get(key: string): PictureNode | undefined {
    return this.nodeMap.get(key);
  }

  /** An edge, once per (from, to, kind); edges to undrawn nodes are skipped. */
  edge(e: PictureEdge): void {
    if (!this.nodeMap.has(e.from) || !this.nodeMap.has(e.to)) return;
    const k = `${e.from}\u0000${e.to}\u0000${e.kind}`;
    if (this.edgeKeys.has(k)) return;
    this.edgeKeys.add(k);
    this.edgeList.push(e);
  }

  cluster(c: PictureCluster): void {
    if (!this.clusterMap.has(c.key)) this.clusterMap.set(c.key, c);
  }

  /** Mark a node failed; reasons accumulate, one per line. */
  fail(key: string, reason: string): void {
    const n = this.nodeMap.get(key);
    if (!n) return;
    n.failed = n.failed ? `${n.failed}\n${reason}` : reason;
  }

  get size(): number {
    return this.nodeMap.size;
  }

  build(): Picture {
    const nodes = [...this.nodeMap.values()].map((n) =>
      n.failed ? { ...n, title: `${n.title}\nfailed: ${n.failed}` } : n,
    );
    // What was grouped or left out is said in the picture itself, as a note.
    if (this.notes.length)
      nodes.push({
        key: NOTE_KEY,
        kind: "picture.note",
        label: this.notes.join("\n"),
        title: `notes\n${this.notes.join("\n")}`,
        shape: "note",
      });
    return {
      title: this.title,
      direction: this.direction,
      nodes,
      edges: this.edgeList,
      clusters: [...this.clusterMap.values()],
      notes: this.notes,
    };
  }
}

/** The CSS-safe class word of a kind: `aegx.Record` → `aegx-Record`. */
export function kindClass(kind: string): string {
  return kind.replace(/[^A-Za-z0-9_]+/g, "-");
}

/** A count with its noun: `1 record`, `3 records`. */
export function plural(n: number, noun: string, nouns = `${noun}s`): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? noun : nouns}`;
}
