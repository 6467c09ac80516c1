/**
 * `agentc graph` and `draw`: every SVG is parsed with an XML parser and its
 * nodes and edges checked against the graph the input reads into; hostile
 * names stay text in every format; output is byte-identical twice; tampered
 * AEGX bundles mark exactly the broken record or audit entry.
 *
 * The CLI runs in this process (test/support/cli.ts `agentcInProcess`): what is tested is what a
 * command writes and says; test/unit/cli-contract.test.ts spawns it for start-up and exit codes.
 */
import { describe, expect, it } from "vitest";
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { load } from "../../src/api.js";
import { draw, drawPipeline, pictureOf, type PipelineStep } from "../../src/pipeline/draw/draw-graph.js";
import { drawPath } from "../../src/pipeline/draw/draw-path.js";
import { Graph } from "../../ir/graph/graph.js";
import { BundleWriter, initBundle } from "../../emitters/aegx/bundle-writer.js";
import { packDirectory } from "../../src/formats/uaix/pack.js";
import { packageDir } from "../support/uaix-fixture.js";
import { repoRoot } from "../support/corpus.js";
import { tempDir } from "../support/tmp.js";
import { agentcInProcess } from "../support/cli.js";
import type { LossEntry } from "../../ir/loss-ledger.js";

const corpus = (...p: string[]): string => join(repoRoot, "test/fixtures/corpus", ...p);
const golden = (name: string): string => corpus("aegx/golden-v0.1", name);
const AIR_WORLD = corpus("air/worlds/8a8a4e51/examples/03-fetch-notify/air");
const HOSTILE = `<script>alert(1)</script> & "x"`;
/** What a label shows of HOSTILE when a view cuts it short (titles always hold all of it). */
const HOSTILE_SHOWN = HOSTILE.slice(0, 27);

interface SvgNode {
  title: string;
  classes: string[];
  text: string;
}
interface ParsedSvg {
  nodes: SvgNode[];
  edges: Array<{ title: string; classes: string[] }>;
  clusters: string[];
}

/** Every `<g class="node …">`, edge and cluster of an SVG, read with an XML parser (titles decoded). */
function parseSvg(svg: string): ParsedSvg {
  expect(XMLValidator.validate(svg)).toBe(true);
  const doc = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@_",
    htmlEntities: true,
    isArray: (name) => name === "g" || name === "text" || name === "title",
  }).parse(svg) as Record<string, unknown>;
  const out: ParsedSvg = { nodes: [], edges: [], clusters: [] };
  const textOf = (v: unknown): string =>
    typeof v === "string" || typeof v === "number"
      ? String(v)
      : v && typeof v === "object" && "#text" in v
        ? String((v as { "#text": unknown })["#text"])
        : "";
  const walk = (el: unknown): void => {
    if (!el || typeof el !== "object") return;
    if (Array.isArray(el)) return el.forEach(walk);
    const o = el as Record<string, unknown>;
    const cls = typeof o["@_class"] === "string" ? (o["@_class"] as string).split(" ") : [];
    const title = Array.isArray(o.title) ? textOf(o.title[0]) : "";
    const texts: string[] = [];
    const collect = (x: unknown): void => {
      if (!x || typeof x !== "object") return;
      if (Array.isArray(x)) return x.forEach(collect);
      const r = x as Record<string, unknown>;
      if (Array.isArray(r.text)) for (const t of r.text) texts.push(textOf(t));
      if (Array.isArray(r.g)) r.g.forEach(collect);
      if (r.a) collect(r.a);
    };
    if (cls[0] === "node") {
      collect(o);
      out.nodes.push({ title, classes: cls.slice(1), text: texts.join("\n") });
    } else if (cls[0] === "edge") out.edges.push({ title, classes: cls.slice(1) });
    else if (cls[0] === "cluster") out.clusters.push(title);
    for (const v of Object.values(o)) if (typeof v === "object") walk(v);
  };
  walk(doc.svg);
  return out;
}

const keyOf = (n: SvgNode): string => n.title.split("\n")[0]!;
const keys = (s: ParsedSvg): Set<string> => new Set(s.nodes.map(keyOf));
const edgeSet = (s: ParsedSvg): Set<string> => new Set(s.edges.map((e) => `${e.title}|${e.classes[0]}`));

async function svgOf(path: string): Promise<ParsedSvg> {
  return parseSvg((await drawPath(path, { format: "svg" })).text);
}

describe("AEGX pictures", () => {
  it("draw every record, audit entry and the bundle, with their parent, audit and chain edges", async () => {
    const { graph } = await load(golden("minimal"));
    const svg = await svgOf(golden("minimal"));
    expect(keys(svg)).toEqual(new Set(graph.nodes().map((n) => n.id)));
    const edges = edgeSet(svg);
    for (const e of graph.edges()) if (graph.has(e.to)) expect(edges).toContain(`${e.from} → ${e.to}|${e.kind}`);
    const audits = graph.nodes("aegx.AuditEntry");
    for (let i = 1; i < audits.length; i++) expect(edges).toContain(`${audits[i - 1]!.id} → ${audits[i]!.id}|chain`);
    for (const n of svg.nodes) expect(n.classes[0]).toBe(graph.get(keyOf(n))!.kind.replace(".", "-"));
    expect(svg.nodes.filter((n) => n.classes.includes("failed"))).toEqual([]);
  });

  it("mark the tampered record failed, and only it, saying why", async () => {
    const lines = readFileSync(join(golden("tamper_record"), "records.jsonl"), "utf8").split("\n");
    const tampered = (JSON.parse(lines[1]!) as { recordId: string }).recordId;
    const failed = (await svgOf(golden("tamper_record"))).nodes.filter((n) => n.classes.includes("failed"));
    expect(failed.map(keyOf)).toEqual([tampered]);
    expect(failed[0]!.title).toMatch(/failed: AEGX-RECORD-ID: recordId mismatch/);
  });

  it("mark the tampered audit entry failed, and only it, saying why", async () => {
    const failed = (await svgOf(golden("tamper_audit"))).nodes.filter((n) => n.classes.includes("failed"));
    expect(failed.map(keyOf)).toEqual(["audit:1"]);
    expect(failed[0]!.title).toMatch(/AEGX-AUDIT-PREV/);
    expect(failed[0]!.title).toMatch(/AEGX-AUDIT-HASH/);
  });

  it("group a big bundle into at most 500 nodes and say so; a failed record in it stays visible", async () => {
    const dir = join(tempDir(), "big");
    initBundle(dir, { createdAt: "2026-01-01T00:00:00Z" });
    const w = await BundleWriter.open(dir, { durable: false });
    let prev: string | undefined;
    for (let i = 0; i < 1500; i++) {
      const ts = `2026-01-01T0${Math.floor(i / 500)}:${String(Math.floor(i / 10) % 60).padStart(2, "0")}:00Z`;
      prev = w.append({
        type: (["ToolCall", "ToolResult", "FileRead"] as const)[i % 3]!,
        principal: "TOOL",
        meta: { ts },
        parents: prev ? [prev] : [],
        payload: { inline: i },
      }).recordId;
    }
    w.close();
    // Tamper record 700's principal: its recordId no longer matches.
    const path = join(dir, "records.jsonl");
    const lines = readFileSync(path, "utf8").split("\n");
    const victim = (JSON.parse(lines[700]!) as { recordId: string }).recordId;
    lines[700] = lines[700]!.replace('"principal":"TOOL"', '"principal":"USER"');
    writeFileSync(path, lines.join("\n"));
    const svg = await svgOf(dir);
    expect(svg.nodes.length).toBeLessThanOrEqual(500);
    expect(svg.nodes.length).toBeGreaterThan(10);
    expect(svg.nodes.find((n) => n.classes.includes("picture-note"))?.text).toMatch(
      /1,500 records grouped by type and time window/,
    );
    expect(svg.nodes.filter((n) => n.classes.includes("failed")).map(keyOf)).toEqual([victim]);
    // Groups count every record exactly once.
    const counted = svg.nodes
      .filter((n) => n.classes.includes("picture-group") && n.classes.includes("aegx-Record"))
      .reduce((sum, n) => sum + Number(/× ([\d,]+)/.exec(n.text)![1]!.replace(/,/g, "")), 0);
    expect(counted + 1).toBe(1500);
  });
});

describe("AIR, AIGX, AIX and UAIX pictures", () => {
  it("AIR: every definition, every plan step and every plan edge", async () => {
    const { graph } = await load(AIR_WORLD);
    const svg = await svgOf(AIR_WORLD);
    const drawn = keys(svg);
    for (const n of graph.nodes()) expect(drawn).toContain(n.id);
    const edges = edgeSet(svg);
    for (const plan of graph.nodes("air.defplan")) {
      const steps = plan.attrs.steps as Array<{ id: string }>;
      for (const s of steps) expect(drawn).toContain(`${plan.id}#${s.id}`);
      for (const e of plan.attrs.edges as Array<{ from: string; to: string }>)
        expect(edges).toContain(`${plan.id}#${e.from} → ${plan.id}#${e.to}|flow`);
      expect(svg.clusters).toContain(`plan ${String(plan.attrs.name)}`);
    }
    expect(edges).toContain("air:defschema:demo/FetchRequest@1 → air:defplan:demo/fetch_plan@1|triggers");
    expect(svg.nodes.filter((n) => n.classes[0] === "air-step").length).toBe(6);
  });

  it("AIR: a failing check inside a plan lands on its step", async () => {
    const failed = (await svgOf(join(repoRoot, "test/fixtures/air/bad-plan.air.json"))).nodes.filter((n) =>
      n.classes.includes("failed"),
    );
    expect(failed.map(keyOf)).toEqual(["air:defplan:demo/loop@1#a"]);
    expect(failed[0]!.title).toMatch(/AIR-CYCLE: plan demo\/loop@1: steps form a cycle/);
  });

  it("AIGX: every rule, file entry, card and genome, the checks edges, and what each entry covers", async () => {
    const root = corpus("aigx/examples/minimal");
    const { graph } = await load(root);
    const svg = await svgOf(root);
    const drawn = keys(svg);
    for (const n of graph.nodes()) expect(drawn).toContain(n.id);
    const edges = edgeSet(svg);
    for (const e of graph.edges()) expect(edges).toContain(`${e.from} → ${e.to}|${e.kind}`);
    for (const e of graph.nodes("aigx.FileEntry"))
      expect(edges).toContain(`${e.id} → aigx:path:${String(e.attrs.path)}|covers`);
    expect(edges).toContain("aigx:genome:.aigx → aigx:folder:|covers");
  });

  it("AIGX: a genome with many rules lists them in their concern files; every file entry is drawn", async () => {
    const root = corpus("aigx/examples/sourcing-app");
    const { graph } = await load(root);
    const svg = await svgOf(root);
    const concern = svg.nodes
      .filter((n) => n.classes[0] === "aigx-ConcernFile")
      .map((n) => n.text)
      .join(" ");
    for (const r of graph.nodes("aigx.Rule")) expect(concern).toContain(String(r.attrs.id));
    for (const e of graph.nodes("aigx.FileEntry")) expect(keys(svg)).toContain(e.id);
  });

  it("AIGX: a failing check lands on the file entry it names", async () => {
    const root = corpus("aigx/conformance/invalid/dangling-check");
    const failed = (await svgOf(root)).nodes.filter((n) => n.classes.includes("failed"));
    expect(failed.map(keyOf)).toEqual(["aigx:file:.aigx:src/foo.ts"]);
    expect(failed[0]!.title).toMatch(/V6: .*NOPE-does-not-exist/);
  });

  it("AIGX: with two genomes, each path points at its nearest genome", async () => {
    const root = join(tempDir(), "repo");
    cpSync(corpus("aigx/examples/minimal"), root, { recursive: true });
    const sub = join(root, "src/core/.aigx");
    mkdirSync(sub);
    writeFileSync(join(sub, "protocol.aigx"), readFileSync(join(root, ".aigx/protocol.aigx")));
    writeFileSync(join(sub, "core.aigx"), '<aigx-core>\n  <rule id="CORE-1">Core stays pure.</rule>\n</aigx-core>\n');
    writeFileSync(
      join(sub, "files.aigx"),
      '<aigx-files>\n  <file path="src/core/service.ts">\n    <role>the core service</role>\n    <check>CORE-1</check>\n  </file>\n</aigx-files>\n',
    );
    writeFileSync(join(root, "README.md"), "x\n");
    const edges = edgeSet(await svgOf(root));
    expect(edges).toContain("aigx:path:src/core/service.ts → aigx:genome:src/core/.aigx|nearest-genome");
    expect(edges).toContain("aigx:genome:src/core/.aigx → aigx:folder:src/core|covers");
    expect(edges).toContain("aigx:genome:.aigx → aigx:folder:|covers");
  });

  it("AIX: the agent, persona, skills, APIs, MCP servers with their tools, memory", async () => {
    const file = corpus("aix/reference-v1.0/hybrid-agent.aix");
    const { graph } = await load(file);
    const svg = await svgOf(file);
    for (const n of graph.nodes()) expect(keys(svg)).toContain(n.id);
    const edges = edgeSet(svg);
    for (const e of graph.edges()) expect(edges).toContain(`${e.from} → ${e.to}|${e.kind}`);
    expect(svg.nodes.some((n) => n.classes[0] === "aix-Tool")).toBe(true);
    expect(svg.nodes.some((n) => n.classes[0] === "aix-MemoryStore")).toBe(true);
  });

  it("UAIX: the package, its manifest and every file", async () => {
    const out = join(tempDir(), "p.uaix");
    await packDirectory(packageDir(["persona_profile"]), out, { scopes: ["persona_profile"] });
    const { graph } = await load(out);
    const svg = await svgOf(out);
    for (const n of graph.nodes()) expect(keys(svg)).toContain(n.id);
  });
});

describe("big graphs of every dialect", () => {
  const noteOf = (g: Graph): string => pictureOf(g).notes.join("\n");
  it("AIR: steps dropped beyond 300 nodes; plans grouped by module, schemas by namespace beyond 500", async () => {
    const world = (plans: number, schemas: number): Graph => {
      const g = new Graph();
      g.add({ id: "air:defmodule:m/A@1", kind: "air.defmodule", attrs: { name: "m/A@1" } });
      for (let i = 0; i < schemas; i++)
        g.add({
          id: `air:defschema:ns${i % 3}/S${i}@1`,
          kind: "air.defschema",
          attrs: { name: `ns${i % 3}/S${i}@1`, type: { text: {} } },
        });
      for (let i = 0; i < plans; i++) {
        const steps = [
          { id: "a", op: "raise_event", reducer: i % 2 ? "m/A@1" : "m/B@1" },
          { id: "b", op: "end" },
        ];
        g.add({
          id: `air:defplan:p/P${i}@1`,
          kind: "air.defplan",
          attrs: { name: `p/P${i}@1`, input: `ns0/S0@1`, steps, edges: [{ from: "a", to: "b" }] },
        });
      }
      return g;
    };
    const mid = pictureOf(world(150, 20));
    expect(mid.nodes.some((n) => n.kind === "air.step")).toBe(false);
    expect(mid.nodes.filter((n) => n.kind === "air.defplan").length).toBe(150);
    expect(noteOf(world(150, 20))).toMatch(/300 plan steps not drawn/);
    const big = pictureOf(world(400, 300));
    expect(big.nodes.length).toBeLessThanOrEqual(500);
    expect(big.nodes.filter((n) => n.kind === "picture.group").map((n) => n.label.split("\n")[0])).toEqual([
      "200 plans",
      "200 plans",
      "100 schemas",
      "100 schemas",
      "100 schemas",
    ]);
    expect(big.notes.join(" ")).toMatch(/400 plans grouped by the module they raise events to/);
  });

  it("AIGX, AIX, UAIX and other graphs stay within 500 nodes", async () => {
    const aigx = new Graph();
    aigx.add({ id: "aigx:genome:.aigx", kind: "aigx.Genome", attrs: { dir: ".aigx" } });
    for (let i = 0; i < 2000; i++)
      aigx.add({
        id: `aigx:file:.aigx:src/d${i % 20}/f${i}.ts`,
        kind: "aigx.FileEntry",
        attrs: { path: `src/d${i % 20}/f${i}.ts`, checks: [] },
      });
    const aix = new Graph();
    aix.add({ id: "aix:agent", kind: "aix.Agent", attrs: { meta: { name: "big" } } });
    for (let i = 0; i < 1000; i++) {
      aix.add({ id: `aix:skill:${i}`, kind: "aix.Skill", attrs: { name: `s${i}` } });
      aix.connect("aix:agent", `aix:skill:${i}`, "has");
    }
    for (let i = 0; i < 200; i++)
      aix.add({
        id: `aix:api:${i}`,
        kind: "aix.Api",
        attrs: { name: `a${i}`, endpoints: Array.from({ length: 20 }, (_, j) => ({ method: "GET", path: `/p${j}` })) },
      });
    const uaix = new Graph();
    uaix.add({ id: "uaix:package", kind: "uaix.Package", attrs: {} });
    for (let i = 0; i < 1000; i++)
      uaix.add({ id: `uaix:file:d${i % 7}/f${i}.uai`, kind: "uaix.File", attrs: { path: `d${i % 7}/f${i}.uai` } });
    const core = new Graph();
    for (let i = 0; i < 1000; i++)
      core.add({ id: `core:${i}`, kind: i % 2 ? "core.Rule" : "core.Tool", attrs: { name: `n${i}` } });
    for (const [g, note] of [
      [aigx, /2,000 file entries grouped by folder into 20 groups/],
      [aix, /1,000 skills: the first 40 drawn/],
      [uaix, /1,000 files grouped by folder into 7 groups/],
      [core, /500 core.Rules drawn as one node/],
    ] as const) {
      const p = pictureOf(g);
      expect(p.nodes.length).toBeLessThanOrEqual(500);
      expect(p.notes.join("\n")).toMatch(note);
    }
  });
});

/** A graph of every dialect's nodes named with hostile text. */
function hostileGraphs(): Graph[] {
  const aix = new Graph();
  aix.add({ id: "aix:agent", kind: "aix.Agent", attrs: { meta: { name: HOSTILE, version: "1.0" } } });
  aix.add({
    id: "aix:skill:0",
    kind: "aix.Skill",
    attrs: { name: HOSTILE, description: "\\N \\l &amp; \u0001 ]]> -->" },
  });
  aix.connect("aix:agent", "aix:skill:0", "has");
  const aegx = new Graph();
  aegx.add({
    id: HOSTILE,
    kind: "aegx.Record",
    attrs: { type: HOSTILE, principal: "USER", meta: { ts: HOSTILE }, parents: [] },
  });
  const air = new Graph();
  air.add({
    id: `air:defplan:${HOSTILE}`,
    kind: "air.defplan",
    attrs: { name: HOSTILE, steps: [{ id: HOSTILE, op: "end" }], edges: [] },
  });
  const aigx = new Graph();
  aigx.add({ id: "aigx:genome:.aigx", kind: "aigx.Genome", attrs: { dir: ".aigx" } });
  aigx.add({ id: "aigx:file:x", kind: "aigx.FileEntry", attrs: { path: `src/${HOSTILE}`, role: HOSTILE, checks: [] } });
  return [aix, aegx, air, aigx];
}

/** Mermaid entities back to text (an independent decoder of `#name;` and `#code;`). */
function mermaidDecode(s: string): string {
  const named: Record<string, string> = { quot: '"', lt: "<", gt: ">", amp: "&" };
  return s.replace(/#(\w+);/g, (_m, e: string) =>
    /^\d+$/.test(e) ? String.fromCodePoint(Number(e)) : (named[e] ?? `#${e};`),
  );
}

describe("hostile names", () => {
  it("stay text in SVG and HTML: no script element, the name shown literally", async () => {
    for (const g of hostileGraphs()) {
      const svg = await draw(g, { format: "svg", failures: new Map([[g.nodes()[0]!.id, HOSTILE]]) });
      const parsed = parseSvg(svg);
      expect(svg).not.toMatch(/<script/i);
      expect(parsed.nodes.map((n) => n.text).join("\n")).toContain(HOSTILE_SHOWN);
      expect(parsed.nodes.map((n) => n.title).join("\n")).toContain(HOSTILE);
      expect(parsed.nodes.map((n) => n.title).join("\n")).toContain(`failed: ${HOSTILE}`);
      const html = await draw(g, { format: "html" });
      expect(html).not.toMatch(/<script|<link|@import|url\(|https?:\/\/(?!www\.w3\.org)/i);
      expect(XMLValidator.validate(html.replace("<!DOCTYPE html>\n", ""))).toBe(true);
      expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp;");
    }
  });

  it("stay text in DOT: Graphviz itself reads the label back as the name", async () => {
    const { instance } = await import("@viz-js/viz");
    const viz = await instance();
    for (const g of hostileGraphs()) {
      const dot = await draw(g, { format: "dot" });
      const svg = viz.renderString(dot, { format: "svg" });
      expect(
        parseSvg(svg)
          .nodes.map((n) => n.text)
          .join("\n"),
      ).toContain(HOSTILE_SHOWN);
      expect(dot).not.toContain(HOSTILE);
    }
    // Titles travel as tooltips: Graphviz reads them back whole.
    const svg = viz.renderString(await draw(hostileGraphs()[0]!, { format: "dot" }), { format: "svg" });
    expect(
      parseSvg(svg)
        .nodes.map((n) => n.text)
        .join("\n"),
    ).toContain(HOSTILE);
    const dot = await draw(hostileGraphs()[0]!, { format: "dot" });
    expect(dot).toContain("\\\\N \\\\l &amp;amp; \u2401 ]]> -->");
  });

  it("stay text in Mermaid: quoted labels with only safe characters and entities", async () => {
    for (const g of hostileGraphs()) {
      const mmd = await draw(g, { format: "mermaid" });
      const labels = [...mmd.matchAll(/^\s+n\d+[[({>/]+"([^"]*)"[\])}/]+$/gm)].map((m) => m[1]!);
      expect(labels.length).toBe(pictureOf(g).nodes.length);
      for (const l of labels) expect(l).toMatch(/^[A-Za-z0-9 _.,:/@+=*?!%~#;<>-]*$/);
      for (const l of labels) expect(l.replace(/<br>/g, "")).not.toMatch(/[<>]/);
      expect(labels.map((l) => mermaidDecode(l.replace(/<br>/g, "\n"))).join("\n")).toContain(HOSTILE_SHOWN);
      expect(mmd).not.toMatch(/<script/i);
    }
    const aix = await draw(hostileGraphs()[0]!, { format: "mermaid" });
    expect(mermaidDecode(aix)).toContain(`skill ${HOSTILE}`);
  });

  it("give byte-identical output twice in every format", async () => {
    for (const format of ["svg", "dot", "mermaid", "html"] as const) {
      for (const path of [
        golden("tamper_record"),
        AIR_WORLD,
        corpus("aigx/examples/minimal"),
        corpus("aix/reference-v1.0/tool-agent.aix"),
      ]) {
        const a = await drawPath(path, { format });
        const b = await drawPath(path, { format });
        expect(a.text).toBe(b.text);
      }
    }
  });
});

describe("drawPipeline", () => {
  const steps: PipelineStep[] = [
    { name: "read aix", dialect: "aix", verdict: "ok", ms: 1.2 },
    { name: "verify aix", dialect: "aix", verdict: "warnings", ms: 3 },
    { name: "raise to core", dialect: "core", verdict: "ok", ms: 0.4 },
    { name: "lower to air", dialect: "air", verdict: "ok", ms: 12 },
    { name: "verify air", dialect: "air", verdict: "failed", ms: 40 },
    { name: "write air", dialect: "air", verdict: "skipped", ms: 0 },
  ];
  const losses: LossEntry[] = [
    { pointer: "/mcp", target: "air", reason: "AIR has no process effect", file: "a.aix", line: 40, col: 1 },
    { pointer: "/apis/0/rate_limit", target: "air", reason: `no rate limits ${HOSTILE}` },
  ];

  it("draws the passes in order, grouped by dialect, coloured by verdict, with the loss ledger", async () => {
    const svg = parseSvg(await drawPipeline(steps, losses, { format: "svg" }));
    const stepNodes = svg.nodes.filter((n) => n.classes.includes("pipeline-step"));
    expect(stepNodes.map((n) => n.text.split("\n")[0])).toEqual(steps.map((s) => s.name));
    stepNodes.forEach((n, i) => expect(n.classes).toContain(steps[i]!.verdict));
    expect(stepNodes.filter((n) => n.classes.includes("failed")).map((n) => n.text.split("\n")[0])).toEqual([
      "verify air",
    ]);
    expect(svg.clusters.slice(0, 3)).toEqual(["aix", "core", "air"]);
    const edges = edgeSet(svg);
    for (let i = 1; i < steps.length; i++) expect(edges).toContain(`step:${i - 1} → step:${i}|then`);
    const lossNodes = svg.nodes.filter((n) => n.classes[0] === "pipeline-loss");
    expect(lossNodes.map((n) => n.text.split("\n")[0])).toEqual(["/apis/0/rate_limit", "/mcp"]);
    expect(lossNodes.map((n) => n.text).join(" ")).toContain("no rate limits <script>");
    expect(edges).toContain("step:3 → loss:0|loses");
  });

  it("groups a long ledger by top-level field", async () => {
    const many: LossEntry[] = Array.from({ length: 90 }, (_, i) => ({
      pointer: `/${["apis", "mcp", "memory"][i % 3]}/${i}`,
      target: "air",
      reason: "lost",
    }));
    const svg = parseSvg(await drawPipeline(steps, many, { format: "svg" }));
    expect(svg.nodes.filter((n) => n.classes[0] === "pipeline-loss").length).toBe(3);
    expect(svg.nodes.find((n) => n.classes.includes("picture-note"))?.text).toMatch(/90 lost fields grouped/);
    for (const format of ["svg", "mermaid"] as const)
      expect(await drawPipeline(steps, many, { format })).toBe(await drawPipeline(steps, many, { format }));
  });
});

describe("agentc graph", () => {
  it("writes the picture in the format of -o's extension, exit 0 even when the input fails its checks", async () => {
    const dir = tempDir();
    for (const [name, head] of [
      ["p.svg", "<?xml"],
      ["p.dot", "digraph"],
      ["p.mmd", "---"],
      ["p.html", "<!DOCTYPE html>"],
    ] as const) {
      const r = await agentcInProcess(["graph", golden("tamper_record"), "-o", join(dir, name)]);
      expect(r.status, r.stderr).toBe(0);
      expect(readFileSync(join(dir, name), "utf8").startsWith(head)).toBe(true);
    }
    expect(readFileSync(join(dir, "p.svg"), "utf8")).toContain('class="node aegx&#45;Record failed');
  });

  it("prints SVG on stdout by default", async () => {
    const r = await agentcInProcess(["graph", golden("minimal")]);
    expect(r.status).toBe(0);
    expect(r.stdout.startsWith("<?xml")).toBe(true);
    parseSvg(r.stdout);
  });

  it("exit codes: 4 missing input, 2 usage, 1 existing output without --force", async () => {
    const dir = tempDir();
    expect((await agentcInProcess(["graph", join(dir, "nope.aix")])).status).toBe(4);
    expect((await agentcInProcess(["graph", golden("minimal"), "--format", "png"])).status).toBe(2);
    expect((await agentcInProcess(["graph", golden("minimal"), "-o", join(dir, "x.png")])).status).toBe(2);
    writeFileSync(join(dir, "taken.svg"), "mine");
    const r = await agentcInProcess(["graph", golden("minimal"), "-o", join(dir, "taken.svg")]);
    expect(r.status).toBe(1);
    expect(readFileSync(join(dir, "taken.svg"), "utf8")).toBe("mine");
    expect((await agentcInProcess(["graph", golden("minimal"), "-o", join(dir, "taken.svg"), "--force"])).status).toBe(
      0,
    );
    expect(existsSync(join(dir, "taken.svg"))).toBe(true);
    expect(readFileSync(join(dir, "taken.svg"), "utf8")).toMatch(/^<\?xml/);
  });
});
