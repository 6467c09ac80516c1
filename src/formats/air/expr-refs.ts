/** The references inside an AIR Expr: `@plan.input`, `@var:name…`, `@step:ID…`. */
import { isJsonObject, type Json } from "../../../ir/json/value.js";

export type ExprRef =
  { kind: "input" } | { kind: "var"; name: string } | { kind: "step"; id: string } | { kind: "unknown"; text: string };

export interface FoundRef {
  ref: ExprRef;
  text: string;
  /** JSON pointer of the ref inside the Expr. */
  pointer: string;
}

export function parseRef(text: string): ExprRef {
  if (text === "@plan.input" || text.startsWith("@plan.input.")) return { kind: "input" };
  const v = /^@var:([A-Za-z_][A-Za-z0-9_-]*)/.exec(text);
  if (v) return { kind: "var", name: v[1]! };
  const s = /^@step:([A-Za-z_][A-Za-z0-9_-]*)/.exec(text);
  if (s) return { kind: "step", id: s[1]! };
  return { kind: "unknown", text };
}

export function findRefs(expr: Json, pointer = ""): FoundRef[] {
  const out: FoundRef[] = [];
  const walk = (v: Json, p: string): void => {
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${p}/${i}`));
    else if (isJsonObject(v)) {
      for (const k of Object.keys(v)) {
        const x = v[k] as Json;
        if (k === "ref" && typeof x === "string" && x.startsWith("@"))
          out.push({ ref: parseRef(x), text: x, pointer: `${p}/ref` });
        else walk(x, `${p}/${k.replace(/~/g, "~0").replace(/\//g, "~1")}`);
      }
    }
  };
  walk(expr, pointer);
  return out;
}
