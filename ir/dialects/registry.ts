/**
 * The node-kind registry: every kind of every dialect, with what it mirrors.
 * A graph may only hold kinds of these dialects; the kind list documents the
 * IR and lets tools (inspect, convert) describe a graph.
 */
export const DIALECTS = ["aix", "aigx", "uaix", "aegx", "air", "core"] as const;
export type Dialect = (typeof DIALECTS)[number];

export interface KindInfo {
  kind: string;
  description: string;
}

const kinds = new Map<string, KindInfo>();

export function defineKinds(dialect: Dialect, list: Record<string, string>): void {
  for (const [name, description] of Object.entries(list)) {
    const kind = `${dialect}.${name}`;
    kinds.set(kind, { kind, description });
  }
}

export function kindInfo(kind: string): KindInfo | undefined {
  return kinds.get(kind);
}

export function registeredKinds(dialect?: Dialect): KindInfo[] {
  const all = [...kinds.values()];
  return dialect ? all.filter((k) => k.kind.startsWith(`${dialect}.`)) : all;
}
