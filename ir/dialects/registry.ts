/**
 * The dialect registry: every dialect and the node kinds it defines, with what
 * each mirrors. A graph holds only kinds of registered dialects. Dialects
 * register themselves (ir/dialects/<name>/kinds.ts); a format added from
 * outside agentc (a plugin, a test) registers its own the same way.
 */
export type Dialect = string;

export interface KindInfo {
  kind: string;
  description: string;
}

export interface DialectInfo {
  name: Dialect;
  description: string;
  kinds: KindInfo[];
}

const dialects = new Map<Dialect, DialectInfo>();
const kinds = new Map<string, KindInfo>();

export function registerDialect(name: Dialect, description: string, list: Record<string, string>): DialectInfo {
  if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new TypeError(`dialect names are lower-case words: ${name}`);
  const info: DialectInfo = dialects.get(name) ?? { name, description, kinds: [] };
  for (const [k, d] of Object.entries(list)) {
    const kind = `${name}.${k}`;
    if (kinds.has(kind)) continue;
    const ki = { kind, description: d };
    kinds.set(kind, ki);
    info.kinds.push(ki);
  }
  dialects.set(name, info);
  return info;
}

export function isDialect(name: string): boolean {
  return dialects.has(name);
}

/** Registered dialects, in registration order. */
export function registeredDialects(): DialectInfo[] {
  return [...dialects.values()];
}

export function kindInfo(kind: string): KindInfo | undefined {
  return kinds.get(kind);
}

export function registeredKinds(dialect?: Dialect): KindInfo[] {
  return dialect ? (dialects.get(dialect)?.kinds ?? []) : [...kinds.values()];
}
