/**
 * The AIR view: the world overview (manifest, triggers, routing, default
 * policy, cap grants) and one cluster per plan with its steps as a flow
 * along the plan's edges (guards labelled), each step linked to what it
 * references: the cap grant it emits under, the reducer module it raises
 * events to, the schemas it waits for; plans to their input and output
 * schemas, modules to their state and event schemas, grants to their defcap.
 *
 * Big worlds: beyond GROUP_THRESHOLD nodes plans are drawn without their
 * steps; beyond MAX_PICTURE_NODES plans are grouped by the module they
 * raise events to, and schemas by namespace.
 */
import type { Graph, GraphNode } from "../../../ir/graph/graph.js";
import type { Json } from "../../../ir/json/value.js";
import { GROUP_THRESHOLD, MAX_PICTURE_NODES, PictureBuilder, plural, type Picture } from "../model.js";
import { oneLine } from "../escape.js";
import { arr, obj, str, type Failures } from "./common.js";

export interface AirViewOptions {
  title?: string;
  failures?: Failures;
}

const MANIFEST = "air:manifest";
const defKey = (kind: string, name: string): string => `air:${kind}:${name}`;
const grantKey = (name: string): string => `air:CapGrant:${name}`;
const SHORT: Record<string, string> = {
  defschema: "schema",
  defmodule: "module",
  defplan: "plan",
  defcap: "cap",
  defpolicy: "policy",
};

/** A step's one-line summary: what it does, by op. */
function stepDetail(s: Record<string, Json>): string {
  switch (str(s.op)) {
    case "emit_effect":
      return `${str(s.kind) ?? "?"}${str(s.cap) ? ` under ${str(s.cap)}` : ""}`;
    case "raise_event":
      return `→ ${str(s.reducer) ?? "?"}`;
    case "await_event":
      return `on ${str(s.event) ?? "?"}`;
    case "await_receipt":
      return "receipt";
    case "assign":
      return `${str(obj(s.bind)?.as) ?? ""} :=`;
    default:
      return "";
  }
}

/** The schema names a type refers to (`{ "ref": "ns/Name@1" }` anywhere in it), in order, once each. */
function schemaRefs(type: Json | undefined, out = new Set<string>()): Set<string> {
  if (Array.isArray(type)) for (const t of type) schemaRefs(t, out);
  else if (obj(type)) {
    for (const [k, v] of Object.entries(obj(type)!)) {
      if (k === "ref" && typeof v === "string") out.add(v);
      else schemaRefs(v, out);
    }
  }
  return out;
}

export function airPicture(graph: Graph, options: AirViewOptions = {}): Picture {
  const p = new PictureBuilder(options.title ?? "AIR world", "LR");
  const defs = graph.nodes().filter((n) => n.kind.startsWith("air.def"));
  const plans = defs.filter((d) => d.kind === "air.defplan");
  const stepCount = plans.reduce((n, d) => n + arr(d.attrs.steps).length, 0);
  const manifest = graph.get(MANIFEST);
  const grants = arr(obj(manifest?.attrs.defaults)?.cap_grants)
    .map(obj)
    .filter((g) => g !== undefined);
  const withSteps = defs.length + grants.length + stepCount + 1 <= GROUP_THRESHOLD;
  const groupPlans = defs.length + grants.length + 1 > MAX_PICTURE_NODES - 20;
  const nameOf = (d: GraphNode): string => str(d.attrs.name) ?? d.id;
  const kindOf = (d: GraphNode): string => d.kind.slice("air.".length);

  // Plans grouped by the module they raise events to, when even one node per definition is too many.
  const planGroup = new Map<string, string>();
  if (groupPlans) {
    for (const d of plans) {
      const reducer = arr(d.attrs.steps)
        .map(obj)
        .find((s) => str(s?.op) === "raise_event")?.reducer;
      planGroup.set(d.id, `air:plans-of:${str(reducer) ?? "(no module)"}`);
    }
  }
  const schemaGroup = (name: string): string =>
    `air:schemas-in:${name.includes("/") ? name.slice(0, name.indexOf("/")) : "(no namespace)"}`;

  if (manifest)
    p.node({
      key: MANIFEST,
      kind: "air.manifest",
      shape: "tab",
      label: `manifest\n${plural(defs.length, "definition")}`,
    });
  for (const d of defs) {
    const name = nameOf(d);
    if (groupPlans && d.kind === "air.defplan") continue;
    if (groupPlans && d.kind === "air.defschema") continue;
    const shape =
      d.kind === "air.defschema"
        ? "note"
        : d.kind === "air.defmodule"
          ? "component"
          : d.kind === "air.defpolicy"
            ? "octagon"
            : d.kind === "air.defcap"
              ? "hexagon"
              : "box";
    const cluster = d.kind === "air.defplan" && withSteps ? `plan:${d.id}` : undefined;
    if (cluster) p.cluster({ key: cluster, label: `plan ${oneLine(name, 60)}` });
    p.node({
      key: d.id,
      kind: d.kind,
      shape,
      cluster,
      label: `${SHORT[kindOf(d)] ?? kindOf(d)}\n${oneLine(name, 40)}${d.kind === "air.defplan" && !withSteps ? `\n${plural(arr(d.attrs.steps).length, "step")}` : ""}`,
    });
  }
  if (groupPlans) {
    const counts = new Map<string, number>();
    for (const g of planGroup.values()) counts.set(g, (counts.get(g) ?? 0) + 1);
    for (const [g, n] of counts)
      p.node({
        key: g,
        kind: "picture.group",
        tone: "air.defplan",
        classes: ["air-defplan"],
        shape: "box3d",
        label: `${plural(n, "plan")}\nraising to ${oneLine(g.slice("air:plans-of:".length), 40)}`,
      });
    const schemas = new Map<string, number>();
    for (const d of defs)
      if (d.kind === "air.defschema")
        schemas.set(schemaGroup(nameOf(d)), (schemas.get(schemaGroup(nameOf(d))) ?? 0) + 1);
    for (const [g, n] of schemas)
      p.node({
        key: g,
        kind: "picture.group",
        tone: "air.defschema",
        classes: ["air-defschema"],
        shape: "box3d",
        label: `${plural(n, "schema")}\nin ${oneLine(g.slice("air:schemas-in:".length), 40)}`,
      });
    p.notes.push(
      `${plural(plans.length, "plan")} grouped by the module they raise events to; ${plural(defs.length - plans.length, "other definition")}, schemas grouped by namespace; steps not drawn`,
    );
  } else if (!withSteps) {
    p.notes.push(
      `${plural(stepCount, "plan step")} not drawn (more than ${GROUP_THRESHOLD} nodes): each plan is one node`,
    );
  }
  // Where a reference lands: the definition, its group, or a built-in drawn on first use.
  const target = (kind: string, name: string | undefined): string | undefined => {
    if (!name) return undefined;
    const k = defKey(kind, name);
    if (graph.has(k)) {
      if (groupPlans && kind === "defschema") return schemaGroup(name);
      if (groupPlans && kind === "defplan") return planGroup.get(k);
      return k;
    }
    if (name.startsWith("sys/")) {
      const b = `air:builtin:${name}`;
      p.node({
        key: b,
        kind: "air.builtin",
        shape: kind === "defschema" ? "note" : "box",
        label: `built-in ${SHORT[kind] ?? kind}\n${oneLine(name, 40)}`,
      });
      return b;
    }
    return undefined;
  };
  const from = (d: GraphNode): string =>
    groupPlans && d.kind === "air.defplan"
      ? planGroup.get(d.id)!
      : groupPlans && d.kind === "air.defschema"
        ? schemaGroup(nameOf(d))
        : d.id;

  // Cap grants of the manifest's defaults.
  for (const g of grants) {
    const name = str(g.name);
    if (!name) continue;
    p.node({ key: grantKey(name), kind: "air.CapGrant", shape: "hexagon", label: `grant\n${oneLine(name, 40)}` });
    if (manifest) p.edge({ from: MANIFEST, to: grantKey(name), kind: "grants" });
    const cap = target("defcap", str(g.cap));
    if (cap) p.edge({ from: grantKey(name), to: cap, kind: "of-cap" });
  }
  if (manifest) {
    const m = manifest.attrs;
    const policy = target("defpolicy", str(obj(m.defaults)?.policy));
    if (policy) p.edge({ from: MANIFEST, to: policy, kind: "default-policy", label: "default policy" });
    for (const t of arr(m.triggers).map(obj)) {
      const ev = target("defschema", str(t?.event));
      const plan = target("defplan", str(t?.plan));
      if (ev && plan) p.edge({ from: ev, to: plan, kind: "triggers", label: "triggers" });
    }
    for (const r of arr(obj(m.routing)?.events).map(obj)) {
      const ev = target("defschema", str(r?.event));
      const mod = target("defmodule", str(r?.reducer));
      if (ev && mod) p.edge({ from: ev, to: mod, kind: "routes", label: "routes to" });
    }
  }
  for (const d of defs) {
    const a = d.attrs;
    if (d.kind === "air.defschema" && !groupPlans)
      for (const ref of schemaRefs(a.type)) {
        const s = target("defschema", ref);
        if (s && s !== d.id) p.edge({ from: d.id, to: s, kind: "ref" });
      }
    if (d.kind === "air.defmodule") {
      const reducer = obj(obj(a.abi)?.reducer);
      for (const [field, ref] of [
        ["state", reducer?.state],
        ["event", reducer?.event],
        ["key", a.key_schema],
      ] as const) {
        const s = target("defschema", str(ref));
        if (s) p.edge({ from: d.id, to: s, kind: field });
      }
    }
    if (d.kind !== "air.defplan") continue;
    const plan = from(d);
    for (const [field, ref] of [
      ["input", a.input],
      ["output", a.output],
    ] as const) {
      const s = target("defschema", str(ref));
      if (s) p.edge({ from: plan, to: s, kind: field, label: field });
    }
    for (const c of arr(a.required_caps))
      if (typeof c === "string" && p.has(grantKey(c)) && !withSteps)
        p.edge({ from: plan, to: grantKey(c), kind: "requires" });
    if (!withSteps) {
      for (const s of arr(a.steps).map(obj)) {
        const mod = str(s?.op) === "raise_event" ? target("defmodule", str(s?.reducer)) : undefined;
        if (mod) p.edge({ from: plan, to: mod, kind: "raises" });
      }
      continue;
    }
    // The plan's steps as a flow.
    const cluster = `plan:${d.id}`;
    const stepKey = (id: string): string => `${d.id}#${id}`;
    const steps = arr(a.steps)
      .map(obj)
      .filter((s) => s !== undefined);
    for (const s of steps) {
      const id = str(s.id) ?? "?";
      const detail = stepDetail(s);
      p.node({
        key: stepKey(id),
        kind: "air.step",
        classes: [str(s.op) ?? "step"],
        cluster,
        shape: str(s.op) === "end" ? "ellipse" : "box",
        label: `${oneLine(str(s.op) ?? "?", 20)} ${oneLine(id, 28)}${detail ? `\n${oneLine(detail, 40)}` : ""}`,
        title: `${stepKey(id)}\nstep ${id} (${str(s.op) ?? "?"}) of ${nameOf(d)}`,
      });
      if (str(s.op) === "emit_effect" && str(s.cap) && p.has(grantKey(str(s.cap)!)))
        p.edge({ from: stepKey(id), to: grantKey(str(s.cap)!), kind: "cap", dashed: true });
      if (str(s.op) === "raise_event") {
        const mod = target("defmodule", str(s.reducer));
        if (mod) p.edge({ from: stepKey(id), to: mod, kind: "raises", dashed: true });
      }
      if (str(s.op) === "await_event") {
        const ev = target("defschema", str(s.event));
        if (ev) p.edge({ from: stepKey(id), to: ev, kind: "awaits", dashed: true });
      }
    }
    const edges = arr(a.edges)
      .map(obj)
      .filter((e) => e !== undefined);
    const hasIncoming = new Set(edges.map((e) => str(e.to)));
    for (const s of steps)
      if (!hasIncoming.has(str(s.id))) p.edge({ from: d.id, to: stepKey(str(s.id) ?? "?"), kind: "starts" });
    for (const e of edges)
      p.edge({
        from: stepKey(str(e.from) ?? "?"),
        to: stepKey(str(e.to) ?? "?"),
        kind: "flow",
        label: e.when !== undefined ? "when …" : undefined,
      });
  }
  // Failures by graph id, or `<plan id>#<step id>` for a step (its plan when steps are not drawn).
  for (const [id, why] of options.failures ?? []) {
    const plan = id.includes("#") ? id.slice(0, id.indexOf("#")) : undefined;
    const at = p.has(id)
      ? id
      : plan && p.has(plan)
        ? plan
        : plan && planGroup.has(plan)
          ? planGroup.get(plan)!
          : manifest
            ? MANIFEST
            : id;
    p.fail(at, at === id ? why : `${id}: ${why}`);
  }
  return p.build();
}
