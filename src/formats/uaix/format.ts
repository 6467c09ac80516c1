/**
 * UAIX in the pipeline: read a package's entries into `uaix.*` nodes (bytes in
 * the blob store), verify it (quarantine verdict), raise a persona package to
 * the core agent, lower a core agent (persona package) or core rules (project
 * handoff) to package files, and build the package in memory, verified before
 * it is written.
 */
import { fromPlain, isJsonObject, type JsonObject } from "../../../ir/json/value.js";
import { parseJson } from "../../../ir/json/parse.js";
import { oneFile, type OutputFiles } from "../../../ir/io/output-files.js";
import { openZip } from "../../../ir/io/zip/read.js";
import { reproducibleUtc } from "../../../ir/io/clock.js";
import { MANIFEST_PATH } from "../../../ir/dialects/uaix/tokens.js";
import { addCoreAgent, coreAgentOf } from "../../../ir/dialects/core/agent.js";
import { coreRulesOf } from "../../../ir/dialects/core/rules.js";
import { verifyUaixPackage } from "./verify-package.js";
import { uaixVerify, VERIFICATION } from "./verify-pass.js";
import { raiseUaix } from "./raise.js";
import { lowerToUaix } from "./lower.js";
import { ledgerCoreExtras } from "../core/extensions.js";
import { genomeToUaix } from "./lower-genome.js";
import { genomeFromCore } from "../aigx/genome-from-core.js";
import { slug } from "../air/lower.js";
import { planUaixArchive, uaixPackageBytes, type PackOptions } from "../../../emitters/uaix/pack.js";
import { notInfo, stateKey, type PassContext } from "../pass.js";
import type { Format } from "../format.js";
import { detectFormat } from "../detect.js";

const ENTRIES = stateKey<Map<string, Uint8Array>>("uaix.entries");

const LOWERED = stateKey<Lowered>("uaix.lowered");

interface Lowered {
  files: Map<string, string>;
  options: PackOptions;
}

const entriesOf = (ctx: PassContext): Map<string, Uint8Array> => ctx.state.get(ENTRIES) ?? new Map();
const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

/** The package for the graph's uaix nodes: the lowered files, or the read entries repacked with their manifest. */
function packageBytes(ctx: PassContext): Buffer {
  const lowered = ctx.state.get(LOWERED);
  if (lowered) {
    const files = new Map([...lowered.files].map(([k, v]) => [k, Buffer.from(v, "utf8")]));
    return uaixPackageBytes(
      planUaixArchive(files, { issuer: "agentc convert", signKey: ctx.options.signKey, ...lowered.options }),
    );
  }
  const entries = new Map(entriesOf(ctx));
  const manifestBytes = entries.get(MANIFEST_PATH);
  entries.delete(MANIFEST_PATH);
  const previous = manifestBytes ? parseJson(Buffer.from(manifestBytes).toString("utf8")).value : undefined;
  return uaixPackageBytes(planUaixArchive(entries, {}, isJsonObject(previous) ? previous : undefined));
}

export const uaixFormat: Format = {
  name: "uaix",
  dialect: "uaix",
  description: "UAIX v0.1 memory package (.uaix ZIP with a hashed file inventory)",
  detect: (path) => detectFormat(path) === "uaix",
  verifyReadsSource: true,
  read: {
    name: "uaix.read",
    dialect: "uaix",
    kind: "read",
    description: "open the package (archive safety checks) and read its entries into uaix.* nodes",
    async run(ctx) {
      const { archive, diagnostics } = await openZip(ctx.input);
      if (diagnostics.some((d) => d.severity === "error")) {
        await archive.close();
        return diagnostics;
      }
      try {
        const entries = new Map<string, Uint8Array>();
        ctx.graph.add({
          id: "uaix:package",
          kind: "uaix.Package",
          attrs: fromPlain({ entries: archive.entries.length }) as JsonObject,
          origin: { file: ctx.input },
        });
        for (const e of archive.entries) {
          if (e.isDirectory) continue;
          const bytes = await archive.read(e);
          entries.set(e.name, bytes);
          const sha256 = ctx.graph.blobs.put(bytes);
          if (e.name === MANIFEST_PATH) {
            const m = parseJson(bytes.toString("utf8")).value;
            if (isJsonObject(m))
              ctx.graph.add({
                id: "uaix:manifest",
                kind: "uaix.Manifest",
                attrs: m,
                origin: { file: `${ctx.input}/${e.name}`, pointer: "" },
              });
          } else
            ctx.graph.add({
              id: `uaix:file:${e.name}`,
              kind: "uaix.File",
              attrs: fromPlain({ path: e.name, sha256, size: bytes.length }) as JsonObject,
              origin: { file: `${ctx.input}/${e.name}` },
            });
          ctx.graph.connect("uaix:package", e.name === MANIFEST_PATH ? "uaix:manifest" : `uaix:file:${e.name}`, "has");
        }
        ctx.state.set(ENTRIES, entries);
        return diagnostics;
      } catch (e) {
        return [
          {
            code: "UAIX-READ",
            severity: "error",
            message: `cannot read the package: ${(e as Error).message}`,
            file: ctx.input,
          },
        ];
      } finally {
        await archive.close();
      }
    },
  },
  verify: [uaixVerify],
  raise: {
    name: "uaix.raise",
    dialect: "uaix",
    kind: "raise",
    description: "a persona package's .uai files → core agent; the rest to the loss ledger",
    run(ctx) {
      const files = new Map([...entriesOf(ctx)].map(([k, v]) => [k, Buffer.from(v).toString("utf8")]));
      if (!files.has(".uai/persona.uai"))
        return [
          {
            code: "UAIX-NOT-PERSONA",
            severity: "error",
            message: `${ctx.input} is not a persona package (no .uai/persona.uai); only persona packages describe an agent`,
            file: ctx.input,
          },
        ];
      addCoreAgent(ctx.graph, raiseUaix(files, ctx.ledger, ctx.input), (pointer) => ({ file: ctx.input, pointer }));
      return [];
    },
  },
  lower: {
    name: "uaix.lower",
    dialect: "uaix",
    kind: "lower",
    description: "core agent → a persona package; core rules → a code-bearing project handoff package",
    run(ctx) {
      const core = coreAgentOf(ctx.graph);
      let lowered: Lowered;
      if (core) {
        const low = lowerToUaix(core);
        // UAIX's world context holds a server's args and env (uaix/lower.ts); its x- fields it has no place for.
        ledgerCoreExtras(core, ctx.ledger, "uaix", ctx.input, { argsEnv: true });
        const createdUtc = core.created && TIME.test(core.created) ? core.created : reproducibleUtc();
        lowered = {
          files: low.files,
          options: {
            scopes: low.scopes,
            profileId: core.id || slug(core.name),
            manifestFields: low.manifestFields,
            createdUtc,
          },
        };
      } else {
        const rules = coreRulesOf(ctx.graph);
        if (!rules.project && !rules.rules.length)
          return [
            { code: "AGC-NO-CORE", severity: "error", message: "there is neither an agent nor rules to lower to UAIX" },
          ];
        const project = rules.project?.name ?? "project";
        const low = genomeToUaix(genomeFromCore(rules), project);
        lowered = {
          files: low.files,
          options: { scopes: low.scopes, profileId: `project-${slug(project)}`, createdUtc: reproducibleUtc() },
        };
      }
      ctx.state.set(LOWERED, lowered);
      ctx.graph.add({
        id: "uaix:package",
        kind: "uaix.Package",
        attrs: fromPlain({ scopes: lowered.options.scopes ?? [] }) as JsonObject,
      });
      for (const path of lowered.files.keys()) {
        ctx.graph.add({ id: `uaix:file:${path}`, kind: "uaix.File", attrs: fromPlain({ path }) as JsonObject });
        ctx.graph.connect("uaix:package", `uaix:file:${path}`, "has");
      }
      return [];
    },
  },
  write: {
    name: "uaix.write",
    description:
      "the package as a deterministic ZIP: sorted entries, fixed times, manifest with inventory digests, optional signature",
    run: (ctx) => oneFile(packageBytes(ctx)),
  },
  checkOutput: [
    {
      name: "uaix.verify-output",
      description: "the built package passes import before it is written",
      async run(out: OutputFiles, ctx) {
        const v = await verifyUaixPackage({ bytes: out.files[0]![1], label: ctx.output ?? "<package>.uaix" });
        const failed =
          v.verdict === "no-op"
            ? [
                {
                  code: "UAIX-PACK-INVALID" as const,
                  severity: "error" as const,
                  message: `the package would not pass import: ${v.reasons.join(", ")}`,
                },
              ]
            : [];
        return [...notInfo(v.diagnostics), ...failed];
      },
    },
  ],
  core: { raises: ["agent"], lowers: ["agent", "rules"] },
  loses: {
    raise: "package-only files and review state",
    lower:
      "MCP server arguments, environment and x- fields, x- sections (persona package); rule scopes (project handoff)",
  },
  outputSuffix: () => ".uaix",
  summarize(ctx) {
    const v = ctx.state.required(VERIFICATION);
    return {
      exitCode: v.verdict === "no-op" ? 1 : undefined,
      result: { verdict: v.verdict, reasons: v.reasons, signed: v.signed, files: v.files.length },
      summary: `UAIX package: ${v.verdict}${v.reasons.length ? ` (${v.reasons.join(", ")})` : ""}, ${v.files.length} files, signature ${v.signed}`,
    };
  },
  async roundtrip(ctx) {
    const original = entriesOf(ctx);
    if (!original.size) return { differences: ["the package could not be read"], diagnostics: [] };
    const { readFileSync } = await import("node:fs");
    const { withoutArchiveComment } = await import("../../../ir/io/zip/comment.js");
    const bytes = readFileSync(ctx.input);
    const again = packageBytes(ctx);
    if (again.equals(bytes)) return { differences: [], diagnostics: [] };
    const v = ctx.state.get(VERIFICATION);
    // Repacking cannot re-sign without the key; everything the signature covers must still be identical.
    if (v?.signed === "valid" && withoutArchiveComment(bytes)?.equals(again)) {
      return {
        differences: [],
        diagnostics: [
          {
            code: "UAIX-ROUNDTRIP-SIGNATURE",
            severity: "info",
            message:
              "identical except the signature in the archive comment, which repacking without the key cannot reproduce",
          },
        ],
      };
    }
    return {
      differences: ["repacking gives different bytes (the original was not written by agentc)"],
      diagnostics: [],
    };
  },
};
