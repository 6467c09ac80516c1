/**
 * One self-contained HTML page: the SVG inline, a legend of the kinds shown,
 * and the picture's notes. No script, and nothing loaded from the network,
 * so it can be opened anywhere or attached to a review.
 */
import type { Picture } from "./model.js";
import { visible, xmlText } from "./escape.js";
import { FAILED_STYLE, legendOf } from "./style.js";

const STYLE = `body{font:14px/1.4 system-ui,-apple-system,"Segoe UI",Helvetica,Arial,sans-serif;margin:1.5em;color:#212121}
h1{font-size:1.2em;margin:0 0 .6em}
.legend{display:flex;flex-wrap:wrap;gap:.4em 1.2em;margin:0 0 1em;padding:0;list-style:none}
.legend li{display:flex;align-items:center;gap:.4em}
.swatch{display:inline-block;width:1em;height:1em;border:1px solid;border-radius:3px}
.notes{margin:0 0 1em;color:#5d4037}
.picture{overflow:auto;border:1px solid #e0e0e0;padding:.5em}
.picture svg{max-width:100%;height:auto}
.picture g.node.failed polygon,.picture g.node.failed path,.picture g.node.failed ellipse{stroke-width:3}`;

export function wrapHtml(p: Picture, svg: string): string {
  const inline = svg
    .replace(/^<\?xml[^>]*\?>\s*/, "")
    .replace(/<!DOCTYPE[^>]*>\s*/, "")
    .replace(/<!--[\s\S]*?-->\s*/g, "");
  const failed = p.nodes.filter((n) => n.failed).length;
  const legend = legendOf(p.nodes)
    .map(
      (l) =>
        `<li><span class="swatch" style="background:${l.style.fill};border-color:${l.style.stroke}"></span>${xmlText(visible(l.kind))} (${l.count})</li>`,
    )
    .concat(
      failed
        ? [
            `<li><span class="swatch" style="background:${FAILED_STYLE.fill};border-color:${FAILED_STYLE.stroke}"></span>failed its checks (${failed}); hover a node for why</li>`,
          ]
        : [],
    );
  const notes = p.notes.length
    ? `<ul class="notes">${p.notes.map((n) => `<li>${xmlText(visible(n))}</li>`).join("")}</ul>\n`
    : "";
  return [
    "<!DOCTYPE html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8" />',
    `<title>${xmlText(visible(p.title))}</title>`,
    `<style>${STYLE}</style>`,
    "</head>",
    "<body>",
    `<h1>${xmlText(visible(p.title))}</h1>`,
    `<ul class="legend">${legend.join("")}</ul>`,
    `${notes}<div class="picture">`,
    inline.trimEnd(),
    "</div>",
    "</body>",
    "</html>",
    "",
  ].join("\n");
}
