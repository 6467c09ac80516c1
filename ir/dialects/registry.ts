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

/** The order the built-in dialects are listed in (ir/dialects/builtin.ts sets it). */
let listedFirst = new Map<Dialect, number>();

/**
 * Lists `names` first, in this order, whatever order their modules happened to load in: a module
 * that imports one dialect's kinds before the built-in table registers that dialect first, and a
 * graph's dialects (its picture, `inspect`) must not depend on the order of imports.
 */
export function listDialectsFirst(names: readonly Dialect[]): void {
  listedFirst = new Map(names.map((name, i) => [name, i]));
}

/** Registered dialects: the built-in ones in their set order, then the others in registration order. */
export function registeredDialects(): DialectInfo[] {
  const rank = (d: DialectInfo): number => listedFirst.get(d.name) ?? listedFirst.size;
  return [...dialects.values()].sort((a, b) => rank(a) - rank(b));
}

export function kindInfo(kind: string): KindInfo | undefined {
  return kinds.get(kind);
}

export function registeredKinds(dialect?: Dialect): KindInfo[] {
  return dialect ? (dialects.get(dialect)?.kinds ?? []) : [...kinds.values()];
}
