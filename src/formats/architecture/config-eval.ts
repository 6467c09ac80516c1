/**
 * A repository's JavaScript configuration (`.dependency-cruiser.cjs`, `eslint.config.js`,
 * `.eslintrc.js`) read as a value without running it. Configurations are mostly literals, and some
 * compute their rules with the language's plain parts (constants, template literals, spreads,
 * arrow functions mapped over arrays); this is an interpreter of exactly those parts and no more.
 * It has no way to reach anything outside the text: no globals, no `require`, no file system, no
 * network. What it cannot read becomes an opaque value that reading passes on (an opaque element of
 * an array is dropped and counted; an opaque object spread adds nothing), so a configuration that
 * imports plugins still yields its literal rules. Work is bounded (steps, depth, string length), so
 * a hostile configuration costs at most a few milliseconds.
 */
import { lexJs, type JsToken } from "../../../grammars/js/lexer.js";

export const OPAQUE: unique symbol = Symbol("opaque");
export type Opaque = typeof OPAQUE;

/** A regular expression literal, kept as its source (never compiled here). */
export class RegexValue {
  constructor(
    readonly regex: string,
    readonly flags: string,
  ) {}
}

export type Value =
  string | number | boolean | null | undefined | Opaque | RegexValue | Closure | Value[] | { [k: string]: Value };

class Closure {
  constructor(
    readonly params: Pattern[],
    readonly body: Node | Stmt[],
    readonly env: Env,
  ) {}
}

type Pattern =
  | { t: "id"; name: string; def?: Node }
  | { t: "obj"; props: Array<{ key: string; value: Pattern }>; rest?: string; def?: Node }
  | { t: "arr"; items: Array<Pattern | null>; rest?: string; def?: Node };

type Node =
  | { t: "lit"; v: Value }
  | { t: "tpl"; quasis: string[]; exprs: Node[] }
  | { t: "arr"; items: Array<Node | { t: "spread"; arg: Node } | null> }
  | {
      t: "obj";
      line: number;
      props: Array<{ key: Node | string; value: Node } | { t: "spread"; arg: Node } | { opaque: true }>;
    }
  | { t: "id"; name: string }
  | { t: "member"; obj: Node; prop: Node }
  | { t: "call"; callee: Node; args: Array<Node | { t: "spread"; arg: Node }> }
  | { t: "new"; ctor: Node; args: Array<Node | { t: "spread"; arg: Node }> }
  | { t: "fn"; params: Pattern[]; body: Node | Stmt[] }
  | { t: "unary"; op: string; arg: Node }
  | { t: "bin"; op: string; l: Node; r: Node }
  | { t: "cond"; test: Node; then: Node; else: Node }
  | { t: "opaque" };

type Stmt =
  | { t: "decl"; target: Pattern; init?: Node }
  | { t: "return"; arg?: Node }
  | { t: "if"; test: Node; then: Stmt[]; else: Stmt[] }
  /** `viaAlias`: written through CommonJS's `exports`, which is module.exports only until that is assigned. */
  | { t: "exports"; path: string[]; value: Node; viaAlias?: true }
  | { t: "opaque" };

class Env {
  private readonly vars = new Map<string, Value>();
  constructor(readonly parent?: Env) {}
  get(name: string): Value {
    for (let e: Env | undefined = this; e; e = e.parent) if (e.vars.has(name)) return e.vars.get(name);
    return name === "undefined" ? undefined : OPAQUE;
  }
  set(name: string, v: Value): void {
    this.vars.set(name, v);
  }
}

class Limit extends Error {}

export interface ConfigValue {
  /** `module.exports` / `export default`, or the whole text for JSON. */
  value: Value;
  /** The line of each object literal the value holds. */
  lines: WeakMap<object, number>;
  /** Array elements and statements that could not be read without running the text. */
  unread: number;
  /** Why nothing could be read, when that is so. */
  error?: string;
}

const isObj = (v: Value): v is { [k: string]: Value } =>
  typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof RegexValue) && !(v instanceof Closure);
/** A string, number, boolean, null or undefined (not an object, an array, a regular expression or a function). */
const isPrimitive = (v: Value): boolean => v === null || typeof v !== "object";
/** A plain object of the configuration (not an array, a regular expression or a function). */
export const isRecord = (v: unknown): v is { [k: string]: Value } => isObj(v as Value);
const isClosure = (v: Value): v is Closure => v instanceof Closure;
export const isRegex = (v: unknown): v is RegexValue => v instanceof RegexValue;

/** defineConfig(…), tseslint.config(…): wrappers from packages that return (the concatenation of) their arguments. */
const WRAPPER = /^(defineConfig|config|defineFlatConfig|createConfig)$/;
const unwrap = (args: Value[]): Value =>
  args.length === 1 ? args[0] : args.flatMap((a): Value[] => (Array.isArray(a) ? a : [a]));

const MAX_STEPS = 200_000;
const MAX_DEPTH = 200;
const MAX_STRING = 1 << 20;

/** Parse and evaluate a configuration's text: a CommonJS module, an ES module, or JSON(C). */
export function readConfigValue(text: string): ConfigValue {
  const lines = new WeakMap<object, number>();
  let unread = 0;
  let steps = 0;
  let depth = 0;
  const lexed = lexJs(text, { comments: false });
  const toks = lexed.tokens;
  let k = 0;
  const peek = (o = 0): JsToken | undefined => toks[k + o];
  const is = (v: string, o = 0): boolean => {
    const t = toks[k + o];
    return t !== undefined && (t.kind === "punct" || t.kind === "id") && t.value === v;
  };
  const eat = (v: string): boolean => {
    if (is(v)) {
      k++;
      return true;
    }
    return false;
  };
  class Syntax extends Error {}
  const expect = (v: string): void => {
    if (!eat(v)) throw new Syntax(`expected ${v} at line ${peek()?.line ?? "end"}`);
  };
  /** Skip balanced tokens to the end of a statement (`;` or a line break at depth 0). */
  const skipStatement = (): void => {
    let d = 0;
    const first = k;
    while (k < toks.length) {
      const t = toks[k]!;
      if (k > first && d === 0 && t.nl) return;
      if (t.kind === "punct" || t.kind === "tpl-head" || t.kind === "tpl-tail") {
        if (t.kind === "tpl-head" || ("([{".includes(t.value) && t.value.length === 1)) d++;
        else if (t.kind === "tpl-tail" || (")]}".includes(t.value) && t.value.length === 1)) {
          if (d === 0) return;
          d--;
        } else if (t.value === ";" && d === 0) {
          k++;
          return;
        }
      }
      k++;
    }
  };
  /** Skip a TypeScript type after `as`, `satisfies` or `:`. */
  const skipType = (): void => {
    let d = 0;
    while (k < toks.length) {
      const t = toks[k]!;
      if (t.kind === "punct" && "<([{".includes(t.value) && t.value.length === 1) d++;
      else if (t.kind === "punct" && ">)]}".includes(t.value) && t.value.length === 1) {
        if (d === 0) return;
        d--;
      } else if (
        d === 0 &&
        t.kind === "punct" &&
        t.value !== "." &&
        t.value !== "|" &&
        t.value !== "&" &&
        t.value !== "[]"
      )
        return;
      else if (
        d === 0 &&
        t.nl &&
        k > 0 &&
        !(toks[k - 1]!.kind === "punct" && (toks[k - 1]!.value === "|" || toks[k - 1]!.value === "&"))
      )
        return;
      k++;
    }
  };

  // ---- expressions ----
  const parseAssign = (): Node => {
    const arrow = tryArrow();
    if (arrow) return arrow;
    const test = parseBinary(0);
    if (eat("?")) {
      const a = parseAssign();
      expect(":");
      return { t: "cond", test, then: a, else: parseAssign() };
    }
    if (peek()?.kind === "punct" && /^(=|\+=|-=|\|\|=|&&=|\?\?=)$/.test(peek()!.value)) {
      k++;
      parseAssign();
      return { t: "opaque" };
    }
    return test;
  };
  const PREC: Record<string, number> = {
    "??": 1,
    "||": 2,
    "&&": 3,
    "|": 4,
    "^": 5,
    "&": 6,
    "==": 7,
    "!=": 7,
    "===": 7,
    "!==": 7,
    "<": 8,
    ">": 8,
    "<=": 8,
    ">=": 8,
    instanceof: 8,
    in: 8,
    "<<": 9,
    ">>": 9,
    ">>>": 9,
    "+": 10,
    "-": 10,
    "*": 11,
    "/": 11,
    "%": 11,
    "**": 12,
  };
  const parseBinary = (min: number): Node => {
    let l = parseUnary();
    for (;;) {
      const t = peek();
      if (!t || (t.kind !== "punct" && t.kind !== "id")) return l;
      if (t.kind === "id" && (t.value === "as" || t.value === "satisfies")) {
        k++;
        skipType();
        continue;
      }
      const p = PREC[t.value];
      if (p === undefined || p < min) return l;
      k++;
      const r = parseBinary(p + 1);
      l = { t: "bin", op: t.value, l, r };
    }
  };
  const parseUnary = (): Node => {
    const t = peek();
    if (
      t &&
      ((t.kind === "punct" && ["!", "-", "+", "~"].includes(t.value)) ||
        (t.kind === "id" && ["typeof", "void", "await"].includes(t.value)))
    ) {
      k++;
      return { t: "unary", op: t.value, arg: parseUnary() };
    }
    if (is("new")) {
      k++;
      const ctor = parseMember(parsePrimary(), false);
      return { t: "new", ctor, args: is("(") ? parseArgs() : [] };
    }
    return parseMember(parsePrimary(), true);
  };
  const parseArgs = (): Array<Node | { t: "spread"; arg: Node }> => {
    expect("(");
    const args: Array<Node | { t: "spread"; arg: Node }> = [];
    while (!is(")")) {
      if (eat("...")) args.push({ t: "spread", arg: parseAssign() });
      else args.push(parseAssign());
      if (!eat(",")) break;
    }
    expect(")");
    return args;
  };
  const parseMember = (obj: Node, calls: boolean): Node => {
    for (;;) {
      if (is(".") || is("?.")) {
        const optional = peek()!.value === "?.";
        k++;
        if (optional && is("(")) {
          if (!calls) return obj;
          obj = { t: "call", callee: obj, args: parseArgs() };
          continue;
        }
        if (optional && eat("[")) {
          const prop = parseAssign();
          expect("]");
          obj = { t: "member", obj, prop };
          continue;
        }
        const name = peek();
        if (!name || (name.kind !== "id" && name.kind !== "priv"))
          throw new Syntax(`expected a name at line ${name?.line ?? "end"}`);
        k++;
        obj = { t: "member", obj, prop: { t: "lit", v: name.value } };
      } else if (is("[") && !peek()!.nl) {
        k++;
        const prop = parseAssign();
        expect("]");
        obj = { t: "member", obj, prop };
      } else if (calls && is("(")) {
        obj = { t: "call", callee: obj, args: parseArgs() };
      } else if (is("!") && !peek()!.nl && !is("=", 1)) {
        k++; // TypeScript's non-null assertion
      } else if (peek()?.kind === "tpl" || peek()?.kind === "tpl-head") {
        parseTemplate();
        obj = { t: "opaque" }; // a tagged template
      } else return obj;
    }
  };
  const parseTemplate = (): Node => {
    const t = toks[k++]!;
    if (t.kind === "tpl") return { t: "lit", v: t.value };
    const quasis = [t.value];
    const exprs: Node[] = [];
    for (;;) {
      exprs.push(parseAssign());
      const part = toks[k++];
      if (!part || (part.kind !== "tpl-mid" && part.kind !== "tpl-tail")) throw new Syntax("unterminated template");
      quasis.push(part.value);
      if (part.kind === "tpl-tail") return { t: "tpl", quasis, exprs };
    }
  };
  const parsePrimary = (): Node => {
    const t = peek();
    if (!t) throw new Syntax("unexpected end");
    if (t.kind === "str") {
      k++;
      return { t: "lit", v: t.value };
    }
    if (t.kind === "num") {
      k++;
      const v = Number(t.value.replace(/_/g, "").replace(/n$/, ""));
      return { t: "lit", v: Number.isFinite(v) ? v : OPAQUE };
    }
    if (t.kind === "tpl" || t.kind === "tpl-head") return parseTemplate();
    if (t.kind === "regex") {
      k++;
      const m = /^\/(.*)\/([a-z]*)$/s.exec(t.value);
      return { t: "lit", v: m ? new RegexValue(m[1]!, m[2]!) : OPAQUE };
    }
    if (t.kind === "punct") {
      if (t.value === "(") {
        k++;
        // The comma operator: the last expression is the value.
        let e = parseAssign();
        while (eat(",")) e = parseAssign();
        expect(")");
        return e;
      }
      if (t.value === "[") return parseArray();
      if (t.value === "{") return parseObject();
      throw new Syntax(`unexpected ${t.value} at line ${t.line}`);
    }
    if (t.kind === "id") {
      if (t.value === "function") return parseFunction();
      if (t.value === "async" && (is("function", 1) || is("(", 1))) {
        k++;
        return parsePrimary();
      }
      if (t.value === "class") throw new Syntax(`class at line ${t.line}`);
      k++;
      if (t.value === "true") return { t: "lit", v: true };
      if (t.value === "false") return { t: "lit", v: false };
      if (t.value === "null") return { t: "lit", v: null };
      return { t: "id", name: t.value };
    }
    throw new Syntax(`unexpected token at line ${t.line}`);
  };
  const parseArray = (): Node => {
    expect("[");
    const items: Array<Node | { t: "spread"; arg: Node } | null> = [];
    while (!is("]")) {
      if (is(",")) {
        k++;
        items.push(null);
        continue;
      }
      if (eat("...")) items.push({ t: "spread", arg: parseAssign() });
      else items.push(parseAssign());
      if (!eat(",")) break;
    }
    expect("]");
    return { t: "arr", items };
  };
  const parseObject = (): Node => {
    const line = peek()!.line;
    expect("{");
    const props: Array<{ key: Node | string; value: Node } | { t: "spread"; arg: Node } | { opaque: true }> = [];
    while (!is("}")) {
      if (eat("...")) props.push({ t: "spread", arg: parseAssign() });
      else {
        let key: Node | string;
        const t = peek()!;
        if (t.kind === "punct" && t.value === "[") {
          k++;
          key = parseAssign();
          expect("]");
        } else if (t.kind === "id" || t.kind === "str" || t.kind === "num") {
          k++;
          key = t.kind === "num" ? String(Number(t.value)) : t.value;
          if (
            t.kind === "id" &&
            (t.value === "get" || t.value === "set" || t.value === "async") &&
            !is(":") &&
            !is(",") &&
            !is("}") &&
            !is("(")
          ) {
            k++; // an accessor or async method: its name
            skipMethod();
            props.push({ opaque: true });
            if (!eat(",")) break;
            continue;
          }
        } else throw new Syntax(`unexpected ${t.value} in an object at line ${t.line}`);
        if (eat(":")) props.push({ key, value: parseAssign() });
        else if (is("(")) {
          skipMethod();
          props.push({ key, value: { t: "opaque" } });
        } else if (typeof key === "string") {
          if (eat("=")) parseAssign();
          props.push({ key, value: { t: "id", name: key } });
        } else throw new Syntax(`unexpected computed key at line ${t.line}`);
      }
      if (!eat(",")) break;
    }
    expect("}");
    return { t: "obj", line, props };
  };
  /**
   * A method's parameters, TypeScript return type and body, skipped. A return type's `{` is a
   * bracket to skipType, so it may take the body with it; a body left over is skipped here.
   */
  const skipMethod = (): void => {
    skipGroup();
    if (eat(":")) skipType();
    if (is("{")) skipGroup();
  };
  /** One bracketed group (`(…)`, `{…}`, `[…]`, a template's `${…}` inside), from its opening token. */
  const skipGroup = (): void => {
    let d = 0;
    do {
      const t = toks[k++];
      if (!t) return;
      if (t.kind === "tpl-head" || (t.kind === "punct" && (t.value === "(" || t.value === "{" || t.value === "["))) d++;
      else if (t.kind === "tpl-tail" || (t.kind === "punct" && (t.value === ")" || t.value === "}" || t.value === "]")))
        d--;
    } while (d > 0);
  };
  const parsePattern = (): Pattern => {
    let p: Pattern;
    if (eat("{")) {
      const props: Array<{ key: string; value: Pattern }> = [];
      let rest: string | undefined;
      while (!is("}")) {
        if (eat("...")) rest = toks[k++]!.value;
        else {
          const key = toks[k++]!.value;
          if (eat(":")) props.push({ key, value: parsePattern() });
          else {
            const sub: Pattern = { t: "id", name: key };
            if (eat("=")) sub.def = parseAssign();
            props.push({ key, value: sub });
          }
        }
        if (!eat(",")) break;
      }
      expect("}");
      p = { t: "obj", props, ...(rest ? { rest } : {}) };
    } else if (eat("[")) {
      const items: Array<Pattern | null> = [];
      let rest: string | undefined;
      while (!is("]")) {
        if (is(",")) {
          k++;
          items.push(null);
          continue;
        }
        if (eat("...")) rest = toks[k++]!.value;
        else items.push(parsePattern());
        if (!eat(",")) break;
      }
      expect("]");
      p = { t: "arr", items, ...(rest ? { rest } : {}) };
    } else {
      const t = toks[k++];
      if (!t || t.kind !== "id") throw new Syntax(`expected a name at line ${t?.line ?? "end"}`);
      p = { t: "id", name: t.value };
    }
    if (eat(":")) skipType();
    if (eat("=")) p.def = parseAssign();
    return p;
  };
  const parseParams = (): Pattern[] => {
    expect("(");
    const params: Pattern[] = [];
    while (!is(")")) {
      if (eat("...")) {
        const name = toks[k++]!.value;
        params.push({ t: "arr", items: [], rest: name });
      } else params.push(parsePattern());
      if (!eat(",")) break;
    }
    expect(")");
    if (eat(":")) skipType();
    return params;
  };
  const tryArrow = (): Node | undefined => {
    const save = k;
    if (is("async") && !peek(1)?.nl && (peek(1)?.kind === "id" || is("(", 1))) k++;
    const t = peek();
    if (t?.kind === "id" && is("=>", 1)) {
      k += 2;
      return { t: "fn", params: [{ t: "id", name: t.value }], body: arrowBody() };
    }
    if (!is("(")) {
      k = save;
      return undefined;
    }
    try {
      const params = parseParams();
      if (!eat("=>")) {
        k = save;
        return undefined;
      }
      return { t: "fn", params, body: arrowBody() };
    } catch (e) {
      if (!(e instanceof Syntax)) throw e;
      k = save;
      return undefined;
    }
  };
  const arrowBody = (): Node | Stmt[] => (is("{") ? parseBlock() : parseAssign());
  const parseFunction = (): Node => {
    expect("function");
    eat("*");
    if (peek()?.kind === "id" && !is("(")) k++;
    const params = parseParams();
    return { t: "fn", params, body: parseBlock() };
  };
  const parseBlock = (): Stmt[] => {
    expect("{");
    const out: Stmt[] = [];
    while (k < toks.length && !is("}")) out.push(...parseStatement(false));
    expect("}");
    return out;
  };

  // ---- statements ----
  const parseStatement = (top: boolean): Stmt[] => {
    const t = peek()!;
    if (t.kind === "punct" && t.value === ";") {
      k++;
      return [];
    }
    if (t.kind === "str" && top) {
      skipStatement(); // "use strict"
      return [];
    }
    if (t.kind === "id") {
      if (t.value === "const" || t.value === "let" || t.value === "var") {
        k++;
        const out: Stmt[] = [];
        do {
          const target = parsePattern();
          const init = target.def;
          delete target.def;
          out.push(init ? { t: "decl", target, init } : { t: "decl", target });
        } while (eat(","));
        eat(";");
        return out;
      }
      if (t.value === "return" && !top) {
        k++;
        if (is(";") || is("}") || peek()?.nl) {
          eat(";");
          return [{ t: "return" }];
        }
        const arg = parseAssign();
        eat(";");
        return [{ t: "return", arg }];
      }
      if (t.value === "if") {
        k++;
        expect("(");
        const test = parseAssign();
        expect(")");
        const then = is("{") ? parseBlock() : parseStatement(top);
        const otherwise = eat("else") ? (is("{") ? parseBlock() : parseStatement(top)) : [];
        return [{ t: "if", test, then, else: otherwise }];
      }
      if (t.value === "function" && top) {
        const name = peek(is("*", 1) ? 2 : 1)?.value ?? ""; // a generator's name follows its `*`
        const fn = parseFunction();
        return [{ t: "decl", target: { t: "id", name }, init: fn }];
      }
      if (t.value === "import" && top && !is("(", 1) && !is(".", 1)) {
        k++;
        const names: string[] = [];
        while (k < toks.length && !is("from") && peek()!.kind !== "str") {
          const n = toks[k++]!;
          if (n.kind === "id" && n.value !== "type" && n.value !== "as" && n.value !== "from") names.push(n.value);
        }
        skipStatement();
        // An imported binding is a value from outside the text: opaque (not undefined), so that
        // `tseslint.config(…)` and `defineConfig(…)` of an imported package read as their wrappers.
        return names.map((name) => ({
          t: "decl" as const,
          target: { t: "id" as const, name },
          init: { t: "opaque" as const },
        }));
      }
      if (t.value === "export" && top) {
        k++;
        if (eat("default")) {
          const value = parseAssign();
          eat(";");
          return [{ t: "exports", path: [], value }];
        }
        if (is("const") || is("let") || is("var")) {
          const decls = parseStatement(top);
          return [
            ...decls,
            ...decls.flatMap((d) =>
              d.t === "decl" && d.target.t === "id"
                ? [
                    {
                      t: "exports" as const,
                      path: [d.target.name],
                      value: { t: "id" as const, name: d.target.name },
                    },
                  ]
                : [],
            ),
          ];
        }
        skipStatement();
        return [];
      }
      // module.exports = …, module.exports.x = …, exports.x = …
      const save = k;
      const path: string[] = [];
      if (t.value === "module" && is(".", 1) && peek(2)?.value === "exports") {
        k += 3;
      } else if (t.value === "exports" && is(".", 1)) {
        k += 1;
      } else k = -1;
      if (k >= 0) {
        while (eat(".")) path.push(toks[k++]!.value);
        if (eat("=")) {
          const value = parseAssign();
          eat(";");
          return [{ t: "exports", path, value, ...(t.value === "exports" ? { viaAlias: true as const } : {}) }];
        }
      }
      k = save;
    }
    if (!top && t.kind === "punct" && t.value === "{")
      return [{ t: "if", test: { t: "lit", v: true }, then: parseBlock(), else: [] }];
    // Anything else (an expression statement, a loop, a class) is not read. A stray closing bracket
    // ends no statement, so skipStatement stays on it: step over it, or the reading would never end.
    const from = k;
    skipStatement();
    if (k === from) k++;
    return [{ t: "opaque" }];
  };

  // ---- evaluation ----
  const tick = (): void => {
    if (++steps > MAX_STEPS) throw new Limit("the configuration takes too many steps to read");
  };
  const bind = (p: Pattern, v: Value, env: Env): void => {
    if (v === undefined && p.def) v = evaluate(p.def, env);
    if (p.t === "id") env.set(p.name, v);
    else if (p.t === "obj") {
      const o = isObj(v) ? v : undefined;
      for (const { key, value } of p.props) bind(value, o ? o[key] : v === OPAQUE ? OPAQUE : undefined, env);
      if (p.rest)
        env.set(
          p.rest,
          o ? Object.fromEntries(Object.entries(o).filter(([kk]) => !p.props.some((q) => q.key === kk))) : OPAQUE,
        );
    } else {
      // A string is destructured by its characters, as JavaScript iterates it.
      const a = Array.isArray(v) ? v : typeof v === "string" ? [...v] : undefined;
      p.items.forEach((item, idx) => item && bind(item, a ? a[idx] : v === OPAQUE ? OPAQUE : undefined, env));
      if (p.rest) env.set(p.rest, a ? a.slice(p.items.length) : OPAQUE);
    }
  };
  const call = (fn: Value, args: Value[], self?: Value): Value => {
    tick();
    if (!isClosure(fn)) return OPAQUE;
    if (++depth > MAX_DEPTH) throw new Limit("the configuration recurses too deeply to read");
    try {
      const env = new Env(fn.env);
      fn.params.forEach((p, idx) =>
        p.t === "arr" && p.rest && !p.items.length ? env.set(p.rest, args.slice(idx)) : bind(p, args[idx], env),
      );
      if (self !== undefined) env.set("this", self);
      if (!Array.isArray(fn.body)) return evaluate(fn.body as Node, env);
      const r = run(fn.body, env);
      return r.returned ? r.value : undefined;
    } finally {
      depth--;
    }
  };
  const run = (stmts: Stmt[], env: Env): { returned: boolean; value: Value } => {
    for (const s of stmts) {
      tick();
      if (s.t === "decl") bind(s.target, s.init ? evaluate(s.init, env) : undefined, env);
      else if (s.t === "return") return { returned: true, value: s.arg ? evaluate(s.arg, env) : undefined };
      else if (s.t === "if") {
        const c = evaluate(s.test, env);
        if (c === OPAQUE) return { returned: true, value: OPAQUE };
        const r = run(c ? s.then : s.else, env);
        if (r.returned) return r;
      } else if (s.t === "opaque") {
        // A statement not read inside a function may change what it returns: the result is unknown.
        return { returned: true, value: OPAQUE };
      }
    }
    return { returned: false, value: undefined };
  };
  const str = (v: Value): string | Opaque => {
    if (v === OPAQUE || isClosure(v)) return OPAQUE;
    if (typeof v === "string") return v;
    if (v === null || v === undefined || typeof v === "number" || typeof v === "boolean") return String(v);
    if (Array.isArray(v)) {
      const parts = v.map(str);
      return parts.includes(OPAQUE) ? OPAQUE : (parts as string[]).join(",");
    }
    if (isRegex(v)) return `/${v.regex}/${v.flags}`;
    return "[object Object]";
  };
  const limitString = (s: string): string => {
    if (s.length > MAX_STRING) throw new Limit("the configuration builds a string too long to read");
    return s;
  };
  const evalArgs = (args: Array<Node | { t: "spread"; arg: Node }>, env: Env): Value[] | Opaque => {
    const out: Value[] = [];
    for (const a of args) {
      if (a.t === "spread") {
        const v = evaluate(a.arg, env);
        if (!Array.isArray(v)) return OPAQUE;
        out.push(...v);
      } else out.push(evaluate(a, env));
    }
    return out;
  };
  const method = (obj: Value, name: string, args: Value[]): Value => {
    const f = args[0];
    if (Array.isArray(obj)) {
      const each = (g: (x: Value, i: number) => void): void => obj.forEach((x, i) => g(x, i));
      switch (name) {
        case "map": {
          const out: Value[] = [];
          each((x, i) => out.push(call(f, [x, i, obj])));
          return out;
        }
        case "flatMap": {
          const out: Value[] = [];
          each((x, i) => {
            const r = call(f, [x, i, obj]);
            if (Array.isArray(r)) out.push(...r);
            else out.push(r);
          });
          return out;
        }
        case "filter": {
          const out: Value[] = [];
          for (let i = 0; i < obj.length; i++) {
            const r = call(f, [obj[i], i, obj]);
            if (r === OPAQUE) return OPAQUE;
            if (r) out.push(obj[i]);
          }
          return out;
        }
        case "find":
          for (let i = 0; i < obj.length; i++) {
            const r = call(f, [obj[i], i, obj]);
            if (r === OPAQUE) return OPAQUE;
            if (r) return obj[i];
          }
          return undefined;
        case "some":
        case "every": {
          for (let i = 0; i < obj.length; i++) {
            const r = call(f, [obj[i], i, obj]);
            if (r === OPAQUE) return OPAQUE;
            if (name === "some" && r) return true;
            if (name === "every" && !r) return false;
          }
          return name === "every";
        }
        case "reduce": {
          let acc = args.length > 1 ? args[1] : obj[0];
          for (let i = args.length > 1 ? 0 : 1; i < obj.length; i++) acc = call(f, [acc, obj[i], i, obj]);
          return acc;
        }
        case "slice":
          return obj.slice(
            typeof args[0] === "number" ? args[0] : 0,
            typeof args[1] === "number" ? args[1] : undefined,
          );
        case "concat":
          return obj.concat(...args.map((a): Value[] => (Array.isArray(a) ? a : [a])));
        case "flat":
          return obj.flatMap((x) => (Array.isArray(x) ? x : [x]));
        case "join": {
          const parts = obj.map(str);
          return parts.includes(OPAQUE) ? OPAQUE : limitString(parts.join(typeof args[0] === "string" ? args[0] : ","));
        }
        case "includes":
          return obj.includes(args[0]);
        case "indexOf":
          return obj.indexOf(args[0]);
        case "reverse":
          return [...obj].reverse();
        default:
          return OPAQUE;
      }
    }
    if (typeof obj === "string") {
      const a0 = args[0];
      switch (name) {
        case "toLowerCase":
          return obj.toLowerCase();
        case "toUpperCase":
          return obj.toUpperCase();
        case "trim":
          return obj.trim();
        case "startsWith":
        case "endsWith":
        case "includes":
          return typeof a0 === "string" ? obj[name](a0) : OPAQUE;
        case "slice":
          return obj.slice(typeof a0 === "number" ? a0 : 0, typeof args[1] === "number" ? args[1] : undefined);
        case "split":
          return typeof a0 === "string" ? obj.split(a0) : OPAQUE;
        case "replace":
        case "replaceAll":
          return typeof a0 === "string" && typeof args[1] === "string"
            ? limitString(obj[name](a0, () => args[1] as string))
            : OPAQUE;
        case "concat": {
          const parts = args.map(str);
          return parts.includes(OPAQUE) ? OPAQUE : limitString(obj.concat(...(parts as string[])));
        }
        case "repeat":
          return typeof a0 === "number" && a0 >= 0 && obj.length * a0 <= MAX_STRING ? obj.repeat(a0) : OPAQUE;
        default:
          return OPAQUE;
      }
    }
    return OPAQUE;
  };
  const member = (obj: Value, key: Value): Value => {
    if (obj === OPAQUE || key === OPAQUE) return OPAQUE;
    if (Array.isArray(obj)) {
      if (key === "length") return obj.length;
      return typeof key === "number"
        ? obj[key]
        : typeof key === "string" && /^\d+$/.test(key)
          ? obj[Number(key)]
          : OPAQUE;
    }
    if (typeof obj === "string") return key === "length" ? obj.length : typeof key === "number" ? obj[key] : OPAQUE;
    if (isObj(obj) && typeof key === "string")
      return Object.prototype.hasOwnProperty.call(obj, key) ? obj[key] : undefined;
    return OPAQUE;
  };
  const STATIC: Record<string, (args: Value[]) => Value> = {
    "Object.keys": ([o]) => (isObj(o!) ? Object.keys(o) : OPAQUE),
    "Object.values": ([o]) => (isObj(o!) ? Object.values(o) : OPAQUE),
    "Object.entries": ([o]) => (isObj(o!) ? Object.entries(o).map(([kk, v]) => [kk, v]) : OPAQUE),
    "Object.fromEntries": ([a]) =>
      Array.isArray(a) && a.every((e) => Array.isArray(e) && typeof e[0] === "string")
        ? Object.fromEntries(a as Array<[string, Value]>)
        : OPAQUE,
    "Object.assign": (args) => (args.every((a) => isObj(a) || a === undefined) ? Object.assign({}, ...args) : OPAQUE),
    "Object.freeze": ([o]) => o,
    "Array.isArray": ([a]) => (a === OPAQUE ? OPAQUE : Array.isArray(a)),
  };
  const evaluate = (node: Node, env: Env): Value => {
    tick();
    switch (node.t) {
      case "lit":
        return node.v;
      case "tpl": {
        let s = node.quasis[0]!;
        for (let i = 0; i < node.exprs.length; i++) {
          const v = str(evaluate(node.exprs[i]!, env));
          if (v === OPAQUE) return OPAQUE;
          s += v + node.quasis[i + 1]!;
        }
        return limitString(s);
      }
      case "arr": {
        const out: Value[] = [];
        for (const item of node.items) {
          if (item === null) out.push(undefined);
          else if (item.t === "spread") {
            const v = evaluate(item.arg, env);
            if (Array.isArray(v)) out.push(...v);
            else unread++;
          } else {
            const v = evaluate(item, env);
            if (v === OPAQUE) unread++;
            else out.push(v);
          }
        }
        return out;
      }
      case "obj": {
        const out: { [k: string]: Value } = {};
        lines.set(out, node.line);
        for (const p of node.props) {
          if ("opaque" in p) continue;
          if ("t" in p && p.t === "spread") {
            const v = evaluate(p.arg, env);
            if (isObj(v)) Object.assign(out, v);
            continue;
          }
          const q = p as { key: Node | string; value: Node };
          const key = typeof q.key === "string" ? q.key : str(evaluate(q.key, env));
          if (key === OPAQUE) continue;
          if (key === "__proto__") continue;
          out[key] = evaluate(q.value, env);
        }
        return out;
      }
      case "id":
        // Nothing outside the text is bound (process, require, __dirname, …): those names read as opaque.
        return env.get(node.name);
      case "member":
        return member(evaluate(node.obj, env), evaluate(node.prop, env));
      case "new": {
        // Only `new RegExp(source, flags)` is read: kept as its source, like a literal.
        const args = evalArgs(node.args, env);
        const { ctor } = node;
        if (ctor.t === "id" && ctor.name === "RegExp" && args !== OPAQUE && typeof args[0] === "string")
          return new RegexValue(args[0], typeof args[1] === "string" ? args[1] : "");
        return OPAQUE;
      }
      case "call": {
        const c = node.callee;
        const args = evalArgs(node.args, env);
        if (args === OPAQUE) return OPAQUE;
        if (
          c.t === "member" &&
          c.obj.t === "id" &&
          c.prop.t === "lit" &&
          typeof c.prop.v === "string" &&
          `${c.obj.name}.${c.prop.v}` in STATIC &&
          env.get(c.obj.name) === OPAQUE
        ) {
          return STATIC[`${c.obj.name}.${c.prop.v}`]!(args);
        }
        if (c.t === "member") {
          const obj = evaluate(c.obj, env);
          const prop = evaluate(c.prop, env);
          if (obj === OPAQUE && typeof prop === "string" && WRAPPER.test(prop)) return unwrap(args);
          if (obj === OPAQUE || prop === OPAQUE) return OPAQUE;
          if (isObj(obj) && typeof prop === "string" && isClosure(obj[prop] as Value))
            return call(obj[prop] as Value, args, obj);
          return typeof prop === "string" ? method(obj, prop, args) : OPAQUE;
        }
        const fn = evaluate(c, env);
        if (fn === OPAQUE && c.t === "id" && WRAPPER.test(c.name)) return unwrap(args);
        return call(fn, args);
      }
      case "fn":
        return new Closure(node.params, node.body, env);
      case "unary": {
        const v = evaluate(node.arg, env);
        if (node.op === "typeof")
          return v === OPAQUE
            ? OPAQUE
            : isClosure(v)
              ? "function"
              : v === null
                ? "object"
                : Array.isArray(v)
                  ? "object"
                  : typeof v;
        if (v === OPAQUE) return OPAQUE;
        if (node.op === "!") return !v;
        if (node.op === "-") return typeof v === "number" ? -v : OPAQUE;
        if (node.op === "+") return typeof v === "number" ? v : OPAQUE;
        if (node.op === "void") return undefined;
        return OPAQUE;
      }
      case "bin": {
        const l = evaluate(node.l, env);
        if (node.op === "&&") return l === OPAQUE ? OPAQUE : l ? evaluate(node.r, env) : l;
        if (node.op === "||") return l === OPAQUE ? OPAQUE : l ? l : evaluate(node.r, env);
        if (node.op === "??") return l === OPAQUE ? OPAQUE : l === null || l === undefined ? evaluate(node.r, env) : l;
        const r = evaluate(node.r, env);
        if (l === OPAQUE || r === OPAQUE) return OPAQUE;
        switch (node.op) {
          case "+": {
            // Numbers, booleans, null and undefined add as numbers; a string or an object joins as text.
            if (isPrimitive(l) && isPrimitive(r) && typeof l !== "string" && typeof r !== "string")
              return Number(l) + Number(r);
            const a = str(l);
            const b = str(r);
            return a === OPAQUE || b === OPAQUE ? OPAQUE : limitString(a + b);
          }
          case "===":
            return l === r;
          case "!==":
            return l !== r;
          case "==":
          case "!=": {
            // Loose equality converts primitives; an object equals only itself. An object against a
            // primitive would be converted by running code agentc does not read.
            if (isPrimitive(l) !== isPrimitive(r)) return OPAQUE;
            const same = isPrimitive(l) ? l == r : l === r;
            return node.op === "==" ? same : !same;
          }
        }
        if (typeof l !== "number" || typeof r !== "number") return OPAQUE;
        switch (node.op) {
          case "-":
            return l - r;
          case "*":
            return l * r;
          case "/":
            return l / r;
          case "%":
            return l % r;
          case "<":
            return l < r;
          case ">":
            return l > r;
          case "<=":
            return l <= r;
          case ">=":
            return l >= r;
        }
        return OPAQUE;
      }
      case "cond": {
        const c = evaluate(node.test, env);
        return c === OPAQUE ? OPAQUE : c ? evaluate(node.then, env) : evaluate(node.else, env);
      }
      case "opaque":
        return OPAQUE;
    }
  };

  try {
    const first = toks[0];
    if (first && first.kind === "punct" && (first.value === "{" || first.value === "[")) {
      // JSON or JSONC: one value.
      const v = evaluate(parseAssign(), new Env());
      return { value: v, lines, unread };
    }
    const program: Stmt[] = [];
    while (k < toks.length) {
      const before = k;
      try {
        program.push(...parseStatement(true));
      } catch (e) {
        if (!(e instanceof Syntax)) throw e;
        k = before;
        skipStatement();
        if (k === before) k++;
        program.push({ t: "opaque" });
      }
    }
    const env = new Env();
    let exported: Value = undefined;
    let reassigned = false;
    for (const s of program) {
      tick();
      if (s.t === "exports") {
        const v = evaluate(s.value, env);
        if (!s.path.length) {
          exported = v;
          reassigned = true;
        } else if (s.viaAlias && reassigned)
          continue; // the object `exports` names is no longer exported
        else {
          if (!isObj(exported)) exported = {};
          let o = exported as { [k: string]: Value };
          for (const part of s.path.slice(0, -1))
            o = isObj(o[part] as Value) ? (o[part] as { [k: string]: Value }) : (o[part] = {});
          o[s.path[s.path.length - 1]!] = v;
        }
      } else if (s.t === "opaque") unread++;
      // A top-level `if` on a value not read, or holding a statement not read, is itself not read.
      else if (run([s], env).returned) unread++;
    }
    return { value: exported, lines, unread };
  } catch (e) {
    if (e instanceof Limit || e instanceof Syntax) return { value: OPAQUE, lines, unread, error: e.message };
    throw e;
  }
}

/** A value's strings: a string, or the strings of an array (others dropped). */
export function strings(v: Value): string[] {
  if (typeof v === "string") return [v];
  if (Array.isArray(v)) return v.filter((x): x is string => typeof x === "string");
  return [];
}
