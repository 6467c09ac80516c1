/** Every pass of every registered format, and core's, in pipeline order: for `agentc passes` and the docs. */
import { verifyCore } from "../formats/core/verify.js";
import type { PassKind } from "../formats/pass.js";
import { allFormats } from "../formats/registry.js";
import { formatPasses } from "./format-passes.js";

export interface PassInfo {
  name: string;
  dialect: string;
  kind: PassKind;
  description: string;
}

export async function listPasses(): Promise<PassInfo[]> {
  const info = (p: PassInfo): PassInfo => ({
    name: p.name,
    dialect: p.dialect,
    kind: p.kind,
    description: p.description,
  });
  const out: PassInfo[] = [];
  for (const f of await allFormats()) {
    out.push(info(f.read), ...f.verify.map(info));
    if (f.raise) out.push(info(f.raise));
    if (f.lower) out.push(info(f.lower));
    for (const p of f.verifyTarget ?? []) if (!f.verify.includes(p)) out.push(info(p));
    // The writer and the output checks as the pass manager runs them: passes of kind write and check.
    const { write, checks } = formatPasses(f);
    if (write) out.push(info(write));
    out.push(...checks.map(info));
  }
  // The session logs `aegx from` reads (src/pipeline/sessions.ts): sources of evidence, outside the conversion registry.
  const { SESSION_FORMATS } = await import("../formats/sessions/format.js");
  const seen = new Set<string>();
  for (const f of Object.values(SESSION_FORMATS)) {
    for (const p of [f.read, ...f.verify, f.redact, ...(f.lower ? [f.lower] : [])]) {
      if (seen.has(p.name)) continue;
      seen.add(p.name);
      out.push(info(p));
    }
  }
  out.push({
    name: "aegx.append",
    dialect: "aegx",
    kind: "write",
    description: "records appended to the bundle through its writer; a record already there is not written again",
  });
  out.push(info(verifyCore));
  return out;
}
