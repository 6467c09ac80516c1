/**
 * A small AIR v1 plan runner for tests, by the specification (section 11, "Expr and Predicate";
 * section 12, triggered start): the plan starts with the trigger's event value as `@plan.input`;
 * steps run when their predecessors are done, in step-id order; `assign` binds `@var:<as>`;
 * `emit_effect` records the effect intent with its params evaluated; `await_receipt` binds a
 * receipt the test supplies; `end` evaluates its result. Expressions: the typed constants (`text`,
 * `nat`, `int`, `dec128`, `hash`, `bool`, `list`, `set`, `record`, `map`), and refs `@plan.input…`,
 * `@var:name…`, `@step:ID…` with `.field` paths. A missing ref is an error, as the spec says.
 */
import { isJsonObject, numberOf, isJsonNumber, type Json, type JsonObject } from "../../ir/json/value.js";

export type Value = string | number | boolean | null | Value[] | { [k: string]: Value };

export interface EffectIntent {
  step: string;
  kind: string;
  cap: string;
  params: Value;
}

export interface PlanRun {
  intents: EffectIntent[];
  vars: Map<string, Value>;
  result?: Value;
}

function path(base: Value | undefined, fields: string[], ref: string): Value {
  let v = base;
  for (const f of fields) {
    if (v === null || typeof v !== "object" || Array.isArray(v) || !(f in v)) throw new Error(`missing ref ${ref}`);
    v = v[f];
  }
  if (v === undefined) throw new Error(`missing ref ${ref}`);
  return v;
}

export function evaluate(e: Json, env: { input: Value; vars: Map<string, Value>; steps: Map<string, Value> }): Value {
  if (!isJsonObject(e)) throw new Error(`not an expression: ${JSON.stringify(e)}`);
  const [key] = Object.keys(e);
  const x = e[key!]!;
  switch (key) {
    case "ref": {
      const ref = String(x);
      if (ref === "@plan.input" || ref.startsWith("@plan.input.")) return path(env.input, ref.split(".").slice(2), ref);
      const m = /^@(var|step):([^.]+)((?:\.[^.]+)*)$/.exec(ref);
      if (!m) throw new Error(`bad ref ${ref}`);
      const base = m[1] === "var" ? env.vars.get(m[2]!) : env.steps.get(m[2]!);
      if (base === undefined) throw new Error(`missing ref ${ref}`);
      return path(base, m[3] ? m[3].slice(1).split(".") : [], ref);
    }
    case "text":
    case "hash":
    case "dec128":
      return String(x);
    case "nat":
    case "int":
      return isJsonNumber(x) ? numberOf(x) : Number(x);
    case "bool":
      return x === true;
    case "list":
    case "set":
      return (x as Json[]).map((i) => evaluate(i, env));
    case "record": {
      const out: { [k: string]: Value } = {};
      for (const [k, v] of Object.entries(x as JsonObject)) out[k] = evaluate(v, env);
      return out;
    }
    case "map":
      return (x as Json[]).map((kv) => [
        evaluate((kv as JsonObject).key!, env),
        evaluate((kv as JsonObject).value!, env),
      ]);
    case "unit":
      return null;
    default:
      throw new Error(`expression ${key} is not evaluated by this runner`);
  }
}

/** Run `plan` triggered by `input`; `receipt(intent)` answers each awaited effect. */
export function runPlan(plan: JsonObject, input: Value, receipt: (i: EffectIntent) => Value): PlanRun {
  const steps = plan.steps as JsonObject[];
  const preds = new Map<string, string[]>(steps.map((s) => [String(s.id), []]));
  for (const edge of (plan.edges ?? []) as JsonObject[]) preds.get(String(edge.to))!.push(String(edge.from));
  const env = { input, vars: new Map<string, Value>(), steps: new Map<string, Value>() };
  const intents: EffectIntent[] = [];
  const effects = new Map<string, EffectIntent>();
  const done = new Set<string>();
  let result: Value | undefined;
  while (done.size < steps.length) {
    const ready = steps
      .filter((s) => !done.has(String(s.id)) && preds.get(String(s.id))!.every((p) => done.has(p)))
      .sort((a, b) => (String(a.id) < String(b.id) ? -1 : 1));
    if (!ready.length) throw new Error("the plan is stuck");
    const s = ready[0]!;
    const bind = (s.bind ?? {}) as JsonObject;
    if (s.op === "assign") env.vars.set(String(bind.as), evaluate(s.expr!, env));
    else if (s.op === "emit_effect") {
      const intent: EffectIntent = {
        step: String(s.id),
        kind: String(s.kind),
        cap: String(s.cap),
        params: evaluate(s.params!, env),
      };
      intents.push(intent);
      const id = `effect:${intents.length}`;
      effects.set(id, intent);
      env.vars.set(String(bind.effect_id_as), id);
    } else if (s.op === "await_receipt") {
      const intent = effects.get(String(evaluate(s.for!, env)));
      if (!intent) throw new Error(`await_receipt ${String(s.id)} waits for no earlier effect`);
      env.vars.set(String(bind.as), receipt(intent));
    } else if (s.op === "end") {
      if (s.result !== undefined) result = evaluate(s.result, env);
    } else throw new Error(`step op ${String(s.op)} is not run by this runner`);
    env.steps.set(String(s.id), env.vars.get(String(bind.as ?? bind.effect_id_as)) ?? null);
    done.add(String(s.id));
  }
  return { intents, vars: env.vars, ...(result !== undefined ? { result } : {}) };
}
