/**
 * Mermaid output read by Mermaid itself (its flowchart parser, in a jsdom
 * window): every picture parses, every node keeps its id and kind class, and
 * a hostile label comes back as text Mermaid will render escaped.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { drawPath } from "../../src/pipeline/draw/draw-path.js";
import { draw, drawPipeline, pictureOf } from "../../src/pipeline/draw/draw-graph.js";
import { Graph } from "../../ir/graph/graph.js";
import { repoRoot } from "../support/corpus.js";

interface Vertex {
  text?: string;
  classes: string[];
}
interface MermaidApi {
  parse(text: string): Promise<unknown>;
  mermaidAPI: { getDiagramFromText(text: string): Promise<{ db: { getVertices(): Map<string, Vertex> } }> };
}
let mermaid: MermaidApi;

beforeAll(async () => {
  const dom = new JSDOM("<!DOCTYPE html><body></body>");
  Object.assign(globalThis, { window: dom.window, document: dom.window.document });
  mermaid = (await import("mermaid")).default as unknown as MermaidApi;
});

const corpus = (...p: string[]): string => join(repoRoot, "test/fixtures/corpus", ...p);
/** Mermaid's own entity placeholders (`ﬂ°lt¶ß`, `ﬂ°°60¶ß`) back to the characters they render as. */
const rendered = (s: string): string =>
  s
    .replace(/ﬂ°°(\d+)¶ß/g, (_m, n: string) => String.fromCodePoint(Number(n)))
    .replace(/ﬂ°(\w+)¶ß/g, (_m, e: string) => ({ lt: "<", gt: ">", amp: "&", quot: '"' })[e] ?? `&${e};`);

describe("Mermaid reads agentc's Mermaid", () => {
  it("parses the picture of every kind of input", async () => {
    const inputs = [
      corpus("aegx/golden-v0.1/tamper_record"),
      corpus("air/worlds/8a8a4e51/examples/03-fetch-notify/air"),
      corpus("aigx/examples/minimal"),
      corpus("aix/reference-v1.0/hybrid-agent.aix"),
    ];
    for (const input of inputs) {
      const text = (await drawPath(input, { format: "mermaid" })).text;
      await expect(mermaid.parse(text)).resolves.toBeTruthy();
      const vertices = (await mermaid.mermaidAPI.getDiagramFromText(text)).db.getVertices();
      const { graph } = await (await import("../../src/api.js")).load(input);
      expect(vertices.size).toBe(pictureOf(graph).nodes.length);
    }
    await expect(
      mermaid.parse(
        await drawPipeline(
          [{ name: "verify", dialect: "aix", verdict: "failed", ms: 1 }],
          [{ pointer: "/mcp", target: "air", reason: "none" }],
          { format: "mermaid" },
        ),
      ),
    ).resolves.toBeTruthy();
  });

  it("keeps hostile names as text: they parse, and render as the name", async () => {
    const hostile = '<script>alert(1)</script> & "x" #35; end ]) |y| `b` {c} -->';
    const g = new Graph();
    g.add({ id: "aix:agent", kind: "aix.Agent", attrs: { meta: { name: hostile } } });
    g.add({ id: "aix:skill:0", kind: "aix.Skill", attrs: { name: hostile.slice(0, 30) } });
    g.connect("aix:agent", "aix:skill:0", "has");
    const text = await draw(g, { format: "mermaid", failures: new Map([["aix:skill:0", hostile]]) });
    const vertices = [...(await mermaid.mermaidAPI.getDiagramFromText(text)).db.getVertices().values()];
    expect(vertices.length).toBe(2);
    const skill = vertices.find((v) => v.classes.includes("aix-Skill"))!;
    expect(rendered(skill.text ?? "")).toBe(`skill ${hostile.slice(0, 30)}`);
    expect(skill.classes).toContain("failed");
  });
});
