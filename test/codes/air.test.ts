/** AIR codes: the digest world (test/fixtures/air/digest) changed in one place, and worlds on disk. */
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe } from "vitest";
import { validateAir } from "../../src/formats/air/validate-world.js";
import { checkShape } from "../../src/formats/air/shape.js";
import { applyPatch } from "../../src/formats/air/patch.js";
import { diffWorlds } from "../../src/formats/air/diff.js";
import { emitAirWorld } from "../../emitters/air/world.js";
import { hashNode } from "../../ir/dialects/air/node-hash.js";
import { fromPlain, type JsonObject } from "../../ir/json/value.js";
import type { Diagnostic } from "../../ir/diagnostics/diagnostic.js";
import { readAirWorld, type AirWorld } from "../../src/formats/air/read-world.js";
import { agentcInProcess } from "../support/cli.js";
import { DIGEST, digestWorld, plan } from "../support/air-world.js";
import { tempDir } from "../support/tmp.js";
import { thrown, trigger } from "../support/triggers.js";

const check = (w: AirWorld): readonly Diagnostic[] => validateAir(w).diagnostics;
const withNode = (n: object): AirWorld => {
  const w = digestWorld();
  w.nodes.push({ node: fromPlain(n) as JsonObject, file: "extra", pointer: "#extra" });
  return w;
};
const reducer = (abi: object): object => ({
  $kind: "defmodule",
  name: "com.acme/counter@1",
  module_kind: "reducer",
  wasm_hash: `sha256:${"0".repeat(64)}`,
  key_schema: "com.acme/FeedItem@1",
  abi: { reducer: { state: "com.acme/FeedItem@1", event: "com.acme/FeedItem@1", ...abi } },
});
/** The CLI's diagnostics for a line (in process, --json). */
const cli = async (args: string[]): Promise<readonly Diagnostic[]> =>
  (JSON.parse((await agentcInProcess(["--json", ...args])).stdout) as { diagnostics: Diagnostic[] }).diagnostics;
/** The digest world on disk, with extra files. */
function worldDir(extra: Record<string, string> = {}): string {
  const d = tempDir();
  cpSync(DIGEST, d, { recursive: true });
  for (const [p, t] of Object.entries(extra)) writeFileSync(join(d, p), t);
  return d;
}

describe("AIR codes", () => {
  trigger(
    "AIR-NAME-DUP",
    () =>
      check(
        digestWorld((k, n) => {
          if (k === "manifest")
            ((n.defaults as JsonObject).cap_grants as JsonObject[]).push(
              ((n.defaults as JsonObject).cap_grants as JsonObject[])[0]!,
            );
          return n;
        }),
      ),
    { severity: "error", pointer: "#manifest/defaults/cap_grants/2/name" },
  );
  trigger(
    "AIR-HASH",
    () =>
      check(
        digestWorld((k, n) => {
          if (k === "manifest") (n.schemas as JsonObject[])[0]!.hash = "sha256:xyz";
          return n;
        }),
      ),
    { severity: "error", pointer: "#manifest/schemas/0/hash" },
  );
  trigger(
    "AIR-POLICY",
    () =>
      check(
        digestWorld((k, n) => {
          if (k === "defpolicy:com.acme/policy@1") (n.rules as JsonObject[])[0]!.decision = "require_approval";
          return n;
        }),
      ),
    { severity: "error", pointer: "#com.acme/policy@1/rules/0/decision" },
  );
  trigger(
    "AIR-AWAIT",
    () => check(plan((p) => ((p.steps as JsonObject[])[2]!.for = fromPlain({ ref: "@var:rss_url" })))),
    { severity: "error", pointer: "#com.acme/daily_digest@1/steps/2/for" },
  );
  trigger("AIR-EFFECT", () => check(withNode(reducer({ effects_emitted: ["teleport"] }))), {
    severity: "error",
    pointer: "#extra/abi/reducer/effects_emitted/0",
  });
  trigger("AIR-CAP-TYPE", () => check(withNode(reducer({ cap_slots: { s: "warp.drive" } }))), {
    severity: "error",
    pointer: "#extra/abi/reducer/cap_slots/s",
  });
  trigger(
    "AIR-KEY-REQUIRED",
    () => {
      const w = withNode(reducer({}));
      const p = w.nodes.find((e) => e.node.$kind === "defplan")!.node;
      (p.steps as JsonObject[]).push(
        fromPlain({
          id: "raise",
          op: "raise_event",
          reducer: "com.acme/counter@1",
          event: { record: {} },
        }) as JsonObject,
      );
      (p.edges as JsonObject[]).push(fromPlain({ from: "done", to: "raise" }) as JsonObject);
      return check(w);
    },
    { severity: "error", pointer: "#com.acme/daily_digest@1/steps/6" },
  );
  trigger(
    "AIR-MANIFEST-DUP",
    () =>
      readAirWorld(worldDir({ "second.air.json": readFileSync(join(DIGEST, "manifest.air.json"), "utf8") })).diagnostics
        .all,
    { severity: "error", file: /manifest\.air\.json$|second\.air\.json$/ },
  );
  trigger("AIR-IO", () => readAirWorld(join(tempDir(), "missing.air.json")).diagnostics.all, {
    severity: "error",
    file: /missing\.air\.json$/,
  });
  trigger(
    "AIR-CBOR",
    () => {
      const f = join(tempDir(), "node.air.cbor");
      writeFileSync(f, Buffer.from([0xbf, 0x61]));
      return readAirWorld(f).diagnostics.all;
    },
    { severity: "error", file: /node\.air\.cbor$/ },
  );
  trigger(
    "AIR-PROFILE",
    async () => cli(["air", "validate", worldDir({ "air-profile.json": '{"profile":"mystery"}' })]),
    { severity: "warning", file: /air-profile\.json$/ },
  );
  trigger(
    "AIR-MANIFEST-MISSING",
    async () => {
      const d = tempDir();
      cpSync(join(DIGEST, "schemas.air.json"), join(d, "schemas.air.json"));
      return cli(["air", "build", d, "-o", join(tempDir(), "out")]);
    },
    { severity: "error", noLocation: "the world as a whole has no manifest" },
  );
  // `"key_schema": null`: the schema wants a string, the reference's Option<SchemaRef> takes null as None.
  trigger("AIR-SPEC-STRICTER", () => check(withNode({ ...reducer({}), key_schema: null })), {
    severity: "warning",
    file: "extra",
    pointer: "#extra",
  });
  trigger(
    "AIR-SHAPE-LATER",
    () =>
      checkShape(
        {
          node: fromPlain({ $kind: "defschema", name: "com.acme/X@1", type: 5 }) as JsonObject,
          file: "later.air.json",
          pointer: "#X",
        },
        true,
      ),
    { severity: "warning", file: "later.air.json", pointer: "#X/type" },
  );
  const digest = () => validateAir(digestWorld());
  trigger("AIR-PATCH", () => applyPatch(digest(), fromPlain({ patches: [5] })).diagnostics, {
    severity: "error",
    file: "patch",
    pointer: "/patches/0",
  });
  trigger(
    "AIR-PATCH-EXISTS",
    () =>
      applyPatch(
        digest(),
        fromPlain({
          patches: [
            { add_def: { kind: "defpolicy", node: { $kind: "defpolicy", name: "com.acme/policy@1", rules: [] } } },
          ],
        }),
      ).diagnostics,
    { severity: "error", file: "patch", pointer: "/patches/0/add_def/node/name" },
  );
  trigger(
    "AIR-PATCH-MISSING",
    () =>
      applyPatch(
        digest(),
        fromPlain({ patches: [{ remove_def: { kind: "defpolicy", name: "com.acme/none@1", pre_hash: "sha256:x" } }] }),
      ).diagnostics,
    { severity: "error", file: "patch", pointer: "/patches/0/remove_def/name" },
  );
  trigger(
    "AIR-DIFF-INEXPRESSIBLE",
    () =>
      diffWorlds(
        digest(),
        validateAir(
          digestWorld((k, n) => {
            if (k === "manifest") delete (n.defaults as JsonObject).policy;
            return n;
          }),
        ),
      ).diagnostics,
    { severity: "warning", noLocation: "a difference between two whole worlds" },
  );
  trigger(
    "AIR-EMIT-NO-MANIFEST",
    () => thrown(() => emitAirWorld({ era: "seed", profile: "aos", defs: new Map() }, join(tempDir(), "w"))),
    { severity: "error", noLocation: "a refusal to write a world" },
  );
  trigger(
    "AIR-STORE-MISSING",
    async () => {
      const out = join(tempDir(), "w");
      await agentcInProcess(["air", "build", DIGEST, "-o", out]);
      return cli(["air", "cat", `sha256:${"f".repeat(64)}`, "--world", out]);
    },
    { severity: "error", noLocation: "a hash that is not in the store" },
  );
  trigger(
    "AIR-DEC128",
    () =>
      thrown(() =>
        hashNode(
          fromPlain({
            $kind: "defplan",
            steps: [{ expr: { dec128: "1234567890123456789012345678901234567" } }],
          }) as JsonObject,
          "spec",
        ),
      ),
    {
      severity: "error",
      noLocation: "a literal no decimal128 holds exactly (37 significant digits); reported as the command's refusal",
    },
  );
});
