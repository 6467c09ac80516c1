/**
 * A conversion pipeline: its passes in order, grouped by dialect, each
 * coloured by its verdict with its time; and the loss ledger: every field
 * the target could not hold, hung on the first pass that works in the
 * target's dialect (or the last pass).
 */
import type { LossEntry } from "../../../ir/loss-ledger.js";
import { PictureBuilder, plural, type Picture } from "../model.js";
import { oneLine } from "../escape.js";

export interface PipelineStep {
  name: string;
  dialect: string;
  verdict: "ok" | "warnings" | "failed" | "skipped";
  ms: number;
}

/** Loss entries drawn one by one; beyond, they are grouped by their top-level field. */
const MAX_LOSSES = 40;

const ms = (n: number): string => (n < 10 ? `${n.toFixed(1)} ms` : `${Math.round(n).toLocaleString("en-US")} ms`);

export function pipelinePicture(
  steps: readonly PipelineStep[],
  losses: readonly LossEntry[],
  options: { title?: string } = {},
): Picture {
  const p = new PictureBuilder(options.title ?? "conversion pipeline", "LR");
  const stepKey = (i: number): string => `step:${i}`;
  steps.forEach((s, i) => {
    p.cluster({ key: `dialect:${s.dialect}`, label: s.dialect });
    const node = p.node({
      key: stepKey(i),
      kind: `pipeline.${s.verdict}`,
      classes: ["pipeline-step", s.verdict],
      cluster: `dialect:${s.dialect}`,
      label: `${oneLine(s.name, 36)}\n${s.verdict} · ${ms(s.ms)}`,
      title: `${stepKey(i)}\n${s.name} (${s.dialect}): ${s.verdict} in ${ms(s.ms)}`,
    });
    if (s.verdict === "failed") p.fail(node.key, `${s.name} failed`);
    if (i > 0) p.edge({ from: stepKey(i - 1), to: stepKey(i), kind: "then" });
  });
  if (!losses.length) return p.build();
  const ledger = "ledger";
  p.cluster({ key: ledger, label: `loss ledger: ${plural(losses.length, "field")} the target cannot hold` });
  const anchorFor = (target: string): string | undefined => {
    const i = steps.findIndex((s) => s.dialect === target);
    return i >= 0 ? stepKey(i) : steps.length ? stepKey(steps.length - 1) : undefined;
  };
  const sorted = [...losses].sort((a, b) =>
    a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : a.target < b.target ? -1 : a.target > b.target ? 1 : 0,
  );
  if (sorted.length <= MAX_LOSSES) {
    sorted.forEach((e, i) => {
      const key = `loss:${i}`;
      p.node({
        key,
        kind: "pipeline.loss",
        cluster: ledger,
        shape: "note",
        label: `${oneLine(e.pointer || "/", 40)}\n${oneLine(e.reason, 44)}`,
        title: `${key}\n${e.file ? `${e.file}${e.line ? `:${e.line}:${e.col ?? 1}` : ""} ` : ""}${e.pointer} → ${e.target}: ${e.reason}`,
      });
      const at = anchorFor(e.target);
      if (at) p.edge({ from: at, to: key, kind: "loses", dashed: true });
    });
  } else {
    const groups = new Map<string, LossEntry[]>();
    for (const e of sorted) {
      const top = `${e.target}\u0000/${e.pointer.split("/")[1] ?? ""}`;
      groups.set(top, [...(groups.get(top) ?? []), e]);
    }
    [...groups].forEach(([k, list], i) => {
      const [target, top] = k.split("\u0000") as [string, string];
      const key = `loss:group:${i}`;
      p.node({
        key,
        kind: "pipeline.loss",
        cluster: ledger,
        shape: "note",
        label: `${oneLine(top, 40)}\n${plural(list.length, "field")} lost`,
        title: `${key}\n${list.map((e) => `${e.pointer}: ${e.reason}`).join("\n")}`,
      });
      const at = anchorFor(target);
      if (at) p.edge({ from: at, to: key, kind: "loses", dashed: true });
    });
    p.notes.push(
      `${plural(losses.length, "lost field")} grouped by top-level field into ${plural(groups.size, "node")}`,
    );
  }
  return p.build();
}
