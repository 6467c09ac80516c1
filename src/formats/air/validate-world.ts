/** All AIR checks over a world: shape, names and hashes, then the semantic passes of spec section 13. */
import { isJsonObject, type JsonObject } from "../../../ir/json/value.js";
import { Diagnostics, type Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { readAirWorld, type AirWorld } from "./read-world.js";
import type { AirProfile } from "../../../ir/dialects/air/node-hash.js";
import { specStricterNote, typedNodeProblems } from "./typed-checks.js";
import { decodeReferenceNode } from "../../../ir/dialects/air/reference-model.js";
import { resolveWorld, where, type ResolvedWorld, hasDef } from "./resolve.js";
import { checkCap, checkGrants, checkModule, checkPolicy, checkSchemas } from "./check-defs.js";
import { checkPlan } from "./check-plan.js";
import { readsAsV2, validateAirV2 } from "./validate-v2.js";

export interface AirValidation {
  world: AirWorld;
  resolved: ResolvedWorld;
  diagnostics: Diagnostic[];
  ok: boolean;
}

/** `readReported`: the world's own read diagnostics were already reported (by the pipeline's read step). */
export function validateAir(
  input: string | AirWorld,
  options: { profile?: AirProfile; readReported?: boolean } = {},
): AirValidation {
  const world = typeof input === "string" ? readAirWorld(input) : input;
  // AIR v2 is its own dialect: its schemas and rules, never v1's (src/formats/air/validate-v2.ts).
  if (readsAsV2(world)) return validateAirV2(world, options);
  const ds = new Diagnostics();
  if (!options.readReported) ds.addAll(world.diagnostics.all);
  const resolved = resolveWorld(world, options.profile ?? world.profile ?? "aos", ds);
  for (const e of [...world.nodes, ...(world.manifest ? [world.manifest] : [])]) {
    const problems = typedNodeProblems(e, resolved.era === "v1mid");
    ds.addAll(problems);
    // The specification stays the rule here; where it is stricter than the seed-era reference, say
    // so: AgentOS itself would load (and hash) this node.
    if (resolved.era === "v1early" && problems.some((d) => d.severity === "error") && decodeReferenceNode(e.node).ok)
      ds.add(specStricterNote(e, false, true));
  }
  checkSchemas(resolved, ds);
  const manifest = resolved.manifest;
  const defaults = manifest && isJsonObject(manifest.defaults) ? manifest.defaults : undefined;
  const defaultGrants = new Set(
    (Array.isArray(defaults?.cap_grants) ? defaults!.cap_grants : []).flatMap((g) =>
      isJsonObject(g) && typeof g.name === "string" ? [g.name] : [],
    ),
  );
  const keyedReducers = new Set<string>();
  const routing = manifest && isJsonObject(manifest.routing) ? manifest.routing : undefined;
  for (const ev of Array.isArray(routing?.events) ? routing!.events : []) {
    if (isJsonObject(ev) && typeof ev.reducer === "string" && ev.key_field !== undefined) keyedReducers.add(ev.reducer);
  }
  for (const d of resolved.defs.values()) {
    if (d.builtin) continue;
    if (d.kind === "defmodule") checkModule(d, resolved, ds);
    else if (d.kind === "defcap") checkCap(d, resolved, ds);
    else if (d.kind === "defpolicy") checkPolicy(d, ds);
    else if (d.kind === "defplan") checkPlan(d.node, d.entry, { world: resolved, defaultGrants, keyedReducers }, ds);
  }
  if (manifest) checkManifestLinks(manifest, world, resolved, ds);
  const diagnostics = [...ds.all];
  return { world, resolved, diagnostics, ok: !ds.hasErrors };
}

function checkManifestLinks(m: JsonObject, world: AirWorld, r: ResolvedWorld, ds: Diagnostics): void {
  const entry = world.manifest;
  checkGrants(m, entry, r, ds);
  const has = (kind: string, name: unknown): boolean => hasDef(r, kind, name);
  (Array.isArray(m.triggers) ? m.triggers : []).forEach((t, i) => {
    if (!isJsonObject(t)) return;
    if (!has("defschema", t.event))
      ds.error(
        "AIR-REF-MISSING",
        `trigger ${i}: event schema ${JSON.stringify(t.event)} is not defined`,
        where(entry, `/triggers/${i}/event`),
      );
    if (!has("defplan", t.plan))
      ds.error(
        "AIR-REF-MISSING",
        `trigger ${i}: plan ${JSON.stringify(t.plan)} is not defined`,
        where(entry, `/triggers/${i}/plan`),
      );
  });
  const routing = isJsonObject(m.routing) ? m.routing : undefined;
  (Array.isArray(routing?.events) ? routing!.events : []).forEach((ev, i) => {
    if (!isJsonObject(ev)) return;
    if (!has("defschema", ev.event))
      ds.error(
        "AIR-REF-MISSING",
        `routing event ${i}: schema ${JSON.stringify(ev.event)} is not defined`,
        where(entry, `/routing/events/${i}/event`),
      );
    if (!has("defmodule", ev.reducer))
      ds.error(
        "AIR-REF-MISSING",
        `routing event ${i}: reducer ${JSON.stringify(ev.reducer)} is not defined`,
        where(entry, `/routing/events/${i}/reducer`),
      );
  });
  if (isJsonObject(m.module_bindings)) {
    for (const mod of Object.keys(m.module_bindings)) {
      if (!has("defmodule", mod))
        ds.error(
          "AIR-REF-MISSING",
          `module_bindings: module ${mod} is not defined`,
          where(entry, `/module_bindings/${mod.replace(/\//g, "~1")}`),
        );
    }
  }
}
