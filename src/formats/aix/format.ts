/**
 * AIX in the pipeline: read one YAML/JSON/TOML agent into `aix.*` nodes,
 * verify it (every v1.0 rule, checksum, signature), raise it to the core
 * agent and lower the core agent back, write it canonically.
 */
import { readFileSync } from "node:fs";
import { jsonEqual, type JsonObject } from "../../../ir/json/value.js";
import { Diagnostics, type Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { oneFile } from "../../../ir/io/output-files.js";
import { addCoreAgent, coreAgentOf } from "../../../ir/dialects/core/agent.js";
import { computeChecksum } from "../../../ir/dialects/aix/checksum.js";
import { readAixText, type AixSource } from "./read-agent.js";
import { aixGraph, AIX_AGENT_NODE } from "./load-graph.js";
import { validateAixDocument } from "./validate-v14.js";
import { aixProfileOf } from "../../../ir/dialects/aix/v14.js";
import { aixReport } from "./report.js";
import { checkAixText } from "./check-file.js";
import { raiseAix } from "./raise.js";
import { lowerToAix, lowerToAix14 } from "./lower.js";
import { emitAix } from "../../../emitters/aix/emit.js";
import { notInfo, stateKey, type PassContext, noCoreAgent } from "../pass.js";
import type { Format } from "../format.js";
import { detectFormat } from "../detect.js";
import { rangeOf } from "../../../ir/json/line-index.js";

/** The document read, with its text and the position of every field (the raise places core nodes by it). */
export const AIX_SOURCE = stateKey<AixSource>("aix.source");
const CHECKED = stateKey<readonly Diagnostic[]>("aix.checked");

function sourceOf(ctx: PassContext): AixSource | undefined {
  return ctx.state.get(AIX_SOURCE);
}

function documentOf(ctx: PassContext): JsonObject | undefined {
  return ctx.graph.get<JsonObject>(AIX_AGENT_NODE)?.attrs;
}

/** One decoder for every file: decoding a whole buffer keeps no state between calls. */
const utf8 = new TextDecoder("utf-8", { fatal: true });

function readText(file: string): { text?: string; diagnostics: Diagnostic[] } {
  const ds = new Diagnostics();
  try {
    return { text: utf8.decode(readFileSync(file)), diagnostics: [] };
  } catch (e) {
    ds.error(
      e instanceof TypeError ? "INVALID_ENCODING" : "AIX-IO",
      e instanceof TypeError ? "the file is not valid UTF-8" : (e as Error).message,
      { file },
    );
    return { diagnostics: [...ds.all] };
  }
}

export const aixFormat: Format = {
  name: "aix",
  dialect: "aix",
  description: "AIX agent definition, v1.0 or v1.4 (YAML, JSON or TOML)",
  detect: (path) => detectFormat(path) === "aix",
  read: {
    name: "aix.read",
    dialect: "aix",
    kind: "read",
    description: "parse YAML/JSON/TOML into aix.* nodes with the line:col of every field",
    run(ctx) {
      const { text, diagnostics } = readText(ctx.input);
      if (text === undefined) return diagnostics;
      const source = readAixText(ctx.input, text);
      ctx.state.set(AIX_SOURCE, source);
      ctx.graph.sources.set({ file: ctx.input, text, positions: source.positions });
      aixGraph(source, ctx.graph);
      return source.diagnostics.all;
    },
  },
  verify: [
    {
      name: "aix.validate",
      dialect: "aix",
      kind: "verify",
      description:
        "every AIX v1.0 rule (or, for a v1.4 file, its schema and checks): sections, fields, types, ranges, checksum and signature",
      run(ctx) {
        const doc = documentOf(ctx);
        if (!doc) return [];
        const src = sourceOf(ctx);
        const all = validateAixDocument(doc, {
          file: src?.file ?? ctx.input,
          positions: src?.positions ?? new Map(),
          text: src?.text ?? "",
          requireChecksum: ctx.options.requireChecksum,
        }).all;
        ctx.state.set(CHECKED, all);
        // AIX → AIX is a canonical re-emission of the input: it keeps the input's version.
        const asked = ctx.options.aixVersion;
        const is = aixProfileOf(doc);
        if (ctx.target === "aix" && asked !== undefined && asked !== is) {
          return [
            ...notInfo(all),
            {
              code: "AIX-VERSION" as const,
              severity: "error" as const,
              message: `the agent is AIX v${is} and the conversion asks for v${asked}: an AIX file is converted within its version (a re-emission), not between versions; give --aix-version ${is}, or convert the agent from the format it came from with --aix-version ${asked}`,
              file: ctx.input,
            },
          ];
        }
        // Notes (legacy checksum method, unsigned) go to the summary, not the diagnostics.
        return notInfo(all);
      },
    },
  ],
  raise: {
    name: "aix.raise",
    dialect: "aix",
    kind: "raise",
    description:
      "aix.Agent → core agent (identity, persona, tools, APIs, MCP servers, memory, policy); the rest to the loss ledger",
    run(ctx) {
      const doc = documentOf(ctx);
      if (!doc) return [{ code: "AGC-NO-INPUT", severity: "error", message: "the graph holds no AIX agent to raise" }];
      const positions = sourceOf(ctx)?.positions;
      const core = raiseAix(doc, ctx.input, ctx.ledger, ctx.target ?? "core");
      addCoreAgent(ctx.graph, core, (pointer) => {
        return { file: ctx.input, pointer, ...rangeOf(positions?.get(pointer)) };
      });
      return [];
    },
  },
  lower: {
    name: "aix.lower",
    dialect: "aix",
    kind: "lower",
    description: "core agent → an aix.Agent document (AIX v1.0, or v1.4 with --aix-version 1.4)",
    run(ctx) {
      const core = coreAgentOf(ctx.graph);
      if (!core) return noCoreAgent("there is no agent to lower to AIX (the source holds rules, not an agent)");
      const doc = ctx.options.aixVersion === "1.4" ? lowerToAix14(core) : lowerToAix(core);
      aixGraph(
        {
          file: ctx.output ?? "<converted>",
          text: "",
          syntax: ctx.options.syntax ?? "yaml",
          doc,
          positions: new Map(),
          diagnostics: new Diagnostics(),
        },
        ctx.graph,
      );
      return [];
    },
  },
  write: {
    name: "aix.write",
    description: "the aix.Agent document as canonical YAML, JSON or TOML",
    run: (ctx) => oneFile(emitAix(documentOf(ctx)!, ctx.options.syntax ?? "yaml")),
  },
  checkOutput: [
    {
      name: "aix.validate-output",
      description: "the written text reads back as a valid AIX agent",
      run: (out, ctx) =>
        notInfo(checkAixText(ctx.output ?? "<output>", Buffer.from(out.files[0]![1]).toString("utf8")).diagnostics.all),
    },
  ],
  core: { raises: ["agent"], lowers: ["agent"] },
  loses: {
    raise:
      "fields core does not carry (meta tags, API auth, rate limits and retries, x- fields inside sections); the source checksum and signature are regenerated",
    lower: "nothing core holds",
  },
  outputSuffix: (o) => `.aix.${o.syntax ?? "yaml"}`,
  summarize(ctx, diagnostics) {
    // The verifier's notes (not in `diagnostics`) belong in the report's info.
    const report = aixReport([...(sourceOf(ctx)?.diagnostics.all ?? diagnostics), ...(ctx.state.get(CHECKED) ?? [])]);
    const syntax = sourceOf(ctx)?.syntax ?? "yaml";
    return {
      result: report,
      summary: `AIX agent (${syntax}): ${report.valid ? "valid" : "INVALID"}${report.info.length ? ` — ${report.info.map((i) => i.message).join("; ")}` : ""}`,
    };
  },
  async roundtrip(ctx) {
    const src = sourceOf(ctx);
    const doc = src?.doc;
    if (!src || !doc) return { differences: ["the file does not parse"], diagnostics: [] };
    const text = emitAix(doc, src.syntax);
    const again = readAixText(ctx.input, text, src.syntax);
    const differences: string[] = [];
    if (!again.doc || !jsonEqual(again.doc, doc)) differences.push("the re-read document differs");
    if (again.doc && computeChecksum(again.doc, "sha256") !== computeChecksum(doc, "sha256"))
      differences.push("the checksum differs");
    if (again.doc && emitAix(again.doc, src.syntax) !== text) differences.push("emitting twice gives different bytes");
    return { differences, diagnostics: again.diagnostics.all };
  },
};
