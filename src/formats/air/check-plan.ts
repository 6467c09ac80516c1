/**
 * Semantic checks of a defplan (spec section 13): unique step ids, edges
 * between real steps, an acyclic graph (the cycle is named), effects and caps
 * allowed, awaits after their emits, keys for keyed reducers, references in
 * expressions that resolve, and an end that fits the declared output.
 * Linear in steps + edges.
 */
import { isJsonObject, type Json, type JsonObject } from "../../../ir/json/value.js";
import type { Diagnostics } from "../../../ir/diagnostics/diagnostic.js";
import type { AirNodeEntry } from "./read-world.js";
import { EFFECT_KINDS, LATER_EFFECT_KINDS } from "../../../ir/dialects/air/constants.js";
import { findRefs } from "./expr-refs.js";
import { Reachability } from "./reachability.js";
import { where, type ResolvedWorld, defKey, hasDef } from "./resolve.js";

export interface PlanContext {
  world: ResolvedWorld;
  /** Grant names available from manifest defaults. */
  defaultGrants: Set<string>;
  /** Reducers routed as keyed (routing key_field) by name. */
  keyedReducers: Set<string>;
}

const KNOWN_EFFECTS = new Set<string>([...EFFECT_KINDS, ...LATER_EFFECT_KINDS]);

function schemaKnown(ctx: PlanContext, name: Json): boolean {
  return hasDef(ctx.world, "defschema", name);
}

export function checkPlan(plan: JsonObject, entry: AirNodeEntry | undefined, ctx: PlanContext, ds: Diagnostics): void {
  const name = String(plan.name);
  const at = (pointer: string) => where(entry, pointer);
  // Each step and edge keeps its index in the list as written: one that is no object (a shape error of
  // its own) does not move the pointers of those after it.
  const stepsAt = objectsOf(plan.steps);
  const steps = stepsAt.map((s) => s.node);
  const stepPointer = (i: number): string => `/steps/${stepsAt[i]!.at}`;
  const edges = objectsOf(plan.edges);
  const allowed = new Set(
    (Array.isArray(plan.allowed_effects) ? plan.allowed_effects : []).filter((x): x is string => typeof x === "string"),
  );
  const caps = new Set(
    (Array.isArray(plan.required_caps) ? plan.required_caps : []).filter((x): x is string => typeof x === "string"),
  );

  for (const field of ["input", "output"] as const) {
    if (plan[field] !== undefined && !schemaKnown(ctx, plan[field] as Json))
      ds.error(
        "AIR-REF-MISSING",
        `plan ${name}: ${field} schema ${JSON.stringify(plan[field])} is not defined`,
        at(`/${field}`),
      );
  }
  if (isJsonObject(plan.locals)) {
    for (const [k, v] of Object.entries(plan.locals))
      if (!schemaKnown(ctx, v))
        ds.error(
          "AIR-REF-MISSING",
          `plan ${name}: local ${k} has unknown schema ${JSON.stringify(v)}`,
          at(`/locals/${k}`),
        );
  }

  // Steps: unique ids.
  const index = new Map<string, number>();
  steps.forEach((s, i) => {
    const id = String(s.id);
    if (index.has(id))
      ds.error("AIR-STEP-DUP", `plan ${name}: step id ${id} is used twice`, at(`${stepPointer(i)}/id`));
    else index.set(id, i);
  });

  // Edges: real steps; adjacency for the DAG.
  const succ: number[][] = steps.map(() => []);
  const indeg: number[] = steps.map(() => 0);
  edges.forEach(({ node: e, at: i }) => {
    const from = index.get(String(e.from));
    const to = index.get(String(e.to));
    if (from === undefined)
      ds.error(
        "AIR-EDGE",
        `plan ${name}: edge ${i} comes from unknown step ${JSON.stringify(e.from)}`,
        at(`/edges/${i}/from`),
      );
    if (to === undefined)
      ds.error(
        "AIR-EDGE",
        `plan ${name}: edge ${i} goes to unknown step ${JSON.stringify(e.to)}`,
        at(`/edges/${i}/to`),
      );
    if (from !== undefined && to !== undefined) {
      succ[from]!.push(to);
      indeg[to]!++;
    }
  });

  // Kahn's algorithm: a topological order, or the steps left on a cycle.
  const order: number[] = [];
  const queue = indeg.flatMap((d, i) => (d === 0 ? [i] : []));
  const remaining = [...indeg];
  for (let head = 0; head < queue.length; head++) {
    const n = queue[head]!;
    order.push(n);
    for (const m of succ[n]!) if (--remaining[m]! === 0) queue.push(m);
  }
  if (order.length < steps.length) {
    const cycle = findCycle(succ, new Set(remaining.flatMap((d, i) => (d > 0 ? [i] : []))));
    const ids = cycle.map((i) => String(steps[i]!.id));
    ds.error(
      "AIR-CYCLE",
      `plan ${name}: steps form a cycle: ${[...ids, ids[0]].join(" → ")}`,
      at(stepPointer(cycle[0]!)),
    );
    return; // the order-dependent checks below need a DAG
  }

  // "Runs before" for the order checks of awaits and references.
  const reach = new Reachability(succ, order);
  const boundBy = new Map<string, number>(); // var name → step index
  const effectVars = new Map<string, number>(); // effect_id_as var → emit step index
  steps.forEach((s, i) => {
    const bind = isJsonObject(s.bind) ? s.bind : undefined;
    if (bind && typeof bind.as === "string") boundBy.set(bind.as, i);
    if (bind && typeof bind.effect_id_as === "string") {
      boundBy.set(bind.effect_id_as, i);
      effectVars.set(bind.effect_id_as, i);
    }
  });

  let ends = 0;
  steps.forEach((s, i) => {
    const id = String(s.id);
    const p = stepPointer(i);
    switch (s.op) {
      case "emit_effect": {
        const kind = String(s.kind);
        if (!KNOWN_EFFECTS.has(kind))
          ds.error(
            "AIR-EFFECT",
            `plan ${name}, step ${id}: unknown effect kind ${JSON.stringify(kind)}`,
            at(`${p}/kind`),
          );
        if (!allowed.has(kind))
          ds.error(
            "AIR-EFFECT-NOT-ALLOWED",
            `plan ${name}, step ${id}: effect ${kind} is not in allowed_effects`,
            at(`${p}/kind`),
          );
        const cap = String(s.cap);
        if (!caps.has(cap) && !ctx.defaultGrants.has(cap))
          ds.error(
            "AIR-CAP-UNKNOWN",
            `plan ${name}, step ${id}: cap ${JSON.stringify(cap)} is neither in required_caps nor a default grant`,
            at(`${p}/cap`),
          );
        break;
      }
      case "await_receipt": {
        const refs = findRefs(s.for as Json, `${p}/for`);
        const target = refs.find((r) => r.ref.kind === "var");
        const emit = target && target.ref.kind === "var" ? effectVars.get(target.ref.name) : undefined;
        if (emit === undefined)
          ds.error(
            "AIR-AWAIT",
            `plan ${name}, step ${id}: await_receipt.for must name the effect id of an emit_effect`,
            at(`${p}/for`),
          );
        else if (!reach.before(emit, i))
          ds.error(
            "AIR-AWAIT-ORDER",
            `plan ${name}, step ${id}: awaits ${String(steps[emit]!.id)}, which does not run before it`,
            at(`${p}/for`),
          );
        break;
      }
      case "raise_event": {
        const reducer = String(s.reducer);
        const mod = ctx.world.defs.get(defKey("defmodule", reducer));
        if (!mod)
          ds.error(
            "AIR-REF-MISSING",
            `plan ${name}, step ${id}: reducer ${reducer} is not defined`,
            at(`${p}/reducer`),
          );
        const keyed = ctx.keyedReducers.has(reducer) || (mod !== undefined && mod.node.key_schema !== undefined);
        if (keyed && s.key === undefined)
          ds.error(
            "AIR-KEY-REQUIRED",
            `plan ${name}, step ${id}: reducer ${reducer} is keyed, so raise_event needs a key`,
            at(p),
          );
        break;
      }
      case "await_event":
        if (!schemaKnown(ctx, s.event as Json))
          ds.error(
            "AIR-REF-MISSING",
            `plan ${name}, step ${id}: event schema ${JSON.stringify(s.event)} is not defined`,
            at(`${p}/event`),
          );
        break;
      case "end":
        ends++;
        if (plan.output !== undefined && s.result === undefined)
          ds.error(
            "AIR-END-RESULT",
            `plan ${name}, step ${id}: the plan declares output ${String(plan.output)} but this end has no result`,
            at(p),
          );
        if (plan.output === undefined && s.result !== undefined)
          ds.warning(
            "AIR-END-RESULT",
            `plan ${name}, step ${id}: end has a result but the plan declares no output`,
            at(`${p}/result`),
          );
        break;
    }
    // References in every expression of the step.
    for (const field of ["expr", "params", "event", "key", "for", "where", "result"]) {
      if (s[field] === undefined) continue;
      for (const r of findRefs(s[field] as Json, `${p}/${field}`)) {
        if (r.ref.kind === "var") {
          const b = boundBy.get(r.ref.name);
          if (b === undefined)
            ds.error("AIR-EXPR-REF", `plan ${name}, step ${id}: ${r.text} is not bound by any step`, at(r.pointer));
          else if (b !== i && !reach.before(b, i))
            ds.error(
              "AIR-EXPR-REF",
              `plan ${name}, step ${id}: ${r.text} is bound by ${String(steps[b]!.id)}, which does not run before it`,
              at(r.pointer),
            );
        } else if (r.ref.kind === "step") {
          const b = index.get(r.ref.id);
          if (b === undefined || !reach.before(b, i))
            ds.error(
              "AIR-EXPR-REF",
              `plan ${name}, step ${id}: ${r.text} does not name an earlier step`,
              at(r.pointer),
            );
        } else if (r.ref.kind === "unknown")
          ds.error(
            "AIR-EXPR-REF",
            `plan ${name}, step ${id}: ${r.text} is not a reference form (@plan.input, @var:, @step:)`,
            at(r.pointer),
          );
      }
    }
  });
  edges.forEach(({ node: e, at: i }) => {
    for (const r of findRefs(e.when as Json, `/edges/${i}/when`)) {
      if (r.ref.kind === "unknown")
        ds.error("AIR-EXPR-REF", `plan ${name}: edge guard ${r.text} is not a reference form`, at(r.pointer));
      if (r.ref.kind === "var" && !boundBy.has(r.ref.name))
        ds.error("AIR-EXPR-REF", `plan ${name}: edge guard ${r.text} is not bound by any step`, at(r.pointer));
    }
  });
  if (plan.output !== undefined && ends === 0)
    ds.error("AIR-END-RESULT", `plan ${name} declares output ${String(plan.output)} but has no end step`, at("/steps"));
}

/** The objects of a list (none when it is no list), each with its index in the list. */
function objectsOf(list: Json | undefined): Array<{ node: JsonObject; at: number }> {
  return (Array.isArray(list) ? list : []).flatMap((node, at) => (isJsonObject(node) ? [{ node, at }] : []));
}

/**
 * A cycle among the steps Kahn's algorithm could not order. Each of them still
 * has an unordered predecessor, so walking predecessors must repeat a step;
 * the walk from that repeat is the cycle (reversed into edge order).
 */
function findCycle(succ: number[][], nodes: Set<number>): number[] {
  const pred = new Map<number, number>();
  for (const [from, tos] of succ.entries())
    for (const to of tos) if (nodes.has(from) && nodes.has(to) && !pred.has(to)) pred.set(to, from);
  const seenAt = new Map<number, number>();
  const path: number[] = [];
  let n = nodes.values().next().value as number;
  while (!seenAt.has(n)) {
    seenAt.set(n, path.length);
    path.push(n);
    n = pred.get(n)!;
  }
  const cycle = path.slice(seenAt.get(n)).reverse();
  // Start at the step declared first, so the report is stable.
  const first = cycle.indexOf(Math.min(...cycle));
  return [...cycle.slice(first), ...cycle.slice(0, first)];
}
