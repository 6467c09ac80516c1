/** A picture in one of the four text formats. */
import type { Picture } from "./model.js";
import { writeDot } from "./dot.js";
import { writeMermaid } from "./mermaid.js";
import { wrapHtml } from "./html.js";

export const PICTURE_FORMATS = ["svg", "dot", "mermaid", "html"] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

/** The format a file name asks for, by extension. */
export function pictureFormatOf(path: string): PictureFormat | undefined {
  const ext = /\.([A-Za-z0-9]+)$/.exec(path)?.[1]?.toLowerCase();
  if (ext === "svg") return "svg";
  if (ext === "dot" || ext === "gv") return "dot";
  if (ext === "mmd" || ext === "mermaid") return "mermaid";
  if (ext === "html" || ext === "htm") return "html";
  return undefined;
}

export async function renderPicture(p: Picture, format: PictureFormat): Promise<string> {
  if (format === "dot") return writeDot(p, { tooltips: true });
  if (format === "mermaid") return writeMermaid(p);
  const { renderSvg } = await import("./svg.js");
  const svg = await renderSvg(p);
  return format === "svg" ? svg : wrapHtml(p, svg);
}
