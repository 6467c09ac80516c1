/**
 * SARIF 2.1.0 output (`--sarif <file>`): the diagnostics of one run as one
 * SARIF run, for code-scanning tools. Each diagnostic code is a rule (its
 * short description is the first message seen with that code, its help the
 * first hint); each diagnostic is a result with its level, message and,
 * where known, a physical location relative to the working directory, its notes as
 * relatedLocations, and the pass that raised it and the graph node it is about as
 * properties. A rule's helpUri is the code's section of docs/codes.md.
 */
import { isAbsolute, relative, resolve, sep } from "node:path";
import { pathToFileURL } from "node:url";
import type { Log, ReportingDescriptor, Result, Location } from "sarif";
import type { Diagnostic, Severity } from "../../ir/diagnostics/diagnostic.js";
import { codeInfo } from "../../ir/diagnostics/codes.js";
import { codeDocUrl } from "../../ir/diagnostics/explain.js";
import type { Location as At } from "../../ir/diagnostics/location.js";

const LEVEL: Record<Severity, Result.level> = { error: "error", warning: "warning", info: "note" };
const SCHEMA = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";

/** A file as a URI: relative to `cwd` (under the %SRCROOT% base) when it is inside it, else an absolute file: URI. */
function artifactUri(file: string, cwd: string): { uri: string; uriBaseId?: string } {
  const abs = isAbsolute(file) ? file : resolve(cwd, file);
  const rel = relative(cwd, abs);
  if (rel === "" || rel.startsWith("..") || isAbsolute(rel)) return { uri: pathToFileURL(abs).href };
  return { uri: rel.split(sep).map(encodeURIComponent).join("/"), uriBaseId: "%SRCROOT%" };
}

function location(d: At, cwd: string): Location[] {
  if (!d.file) return [];
  const region: NonNullable<Location["physicalLocation"]>["region"] = {};
  if (d.line !== undefined && d.line >= 1) {
    region.startLine = d.line;
    if (d.col !== undefined && d.col >= 1) region.startColumn = d.col;
    // The range's end, when it is after the start (SARIF's endColumn is exclusive, like agentc's endCol).
    const endLine = d.endLine ?? d.line;
    if (d.endCol !== undefined && (endLine > d.line || (endLine === d.line && d.endCol > (d.col ?? 1)))) {
      region.endLine = endLine;
      region.endColumn = d.endCol;
    }
  }
  const loc: Location = {
    physicalLocation: { artifactLocation: artifactUri(d.file, cwd), ...(region.startLine ? { region } : {}) },
  };
  if (d.pointer) loc.logicalLocations = [{ fullyQualifiedName: d.pointer, kind: "element" }];
  return [loc];
}

export interface SarifTool {
  name: string;
  version: string;
  informationUri?: string;
}

/** The SARIF log of one run. Deterministic: rules in first-seen order, results in diagnostic order. */
export function sarifLog(ds: readonly Diagnostic[], tool: SarifTool, cwd = process.cwd()): Log {
  const rules: ReportingDescriptor[] = [];
  const index = new Map<string, number>();
  for (const d of ds) {
    const i = index.get(d.code);
    if (i === undefined) {
      index.set(d.code, rules.length);
      rules.push({
        id: d.code,
        ...(codeInfo(d.code) ? { helpUri: codeDocUrl(d.code, tool.version) } : {}),
        shortDescription: { text: codeInfo(d.code)?.meaning ?? d.message.split("\n")[0]! },
        help: { text: d.hint ?? `${d.code}: ${codeInfo(d.code)?.meaning ?? d.message.split("\n")[0]!}.` },
        defaultConfiguration: { level: LEVEL[d.severity] },
      });
    } else if (d.hint && rules[i]!.help?.text.startsWith(`See the ${tool.name}`)) rules[i]!.help = { text: d.hint };
  }
  const results: Result[] = ds.map((d) => {
    const r: Result = {
      ruleId: d.code,
      ruleIndex: index.get(d.code)!,
      level: LEVEL[d.severity],
      message: { text: d.hint ? `${d.message} (hint: ${d.hint})` : d.message },
    };
    const locs = location(d, cwd);
    if (locs.length) r.locations = locs;
    // Notes are SARIF's related locations, each with its message (id: its place in the list).
    const related = (d.notes ?? []).flatMap((n, id) =>
      location(n, cwd).map((l) => ({ ...l, id, message: { text: n.message } })),
    );
    if (related.length) r.relatedLocations = related;
    const properties = {
      ...(d.pass !== undefined ? { pass: d.pass } : {}),
      ...(d.node !== undefined ? { node: d.node } : {}),
    };
    if (Object.keys(properties).length) r.properties = properties;
    return r;
  });
  return {
    $schema: SCHEMA,
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: tool.name,
            version: tool.version,
            ...(tool.informationUri ? { informationUri: tool.informationUri } : {}),
            rules,
          },
        },
        originalUriBaseIds: { "%SRCROOT%": { uri: pathToFileURL(cwd.endsWith(sep) ? cwd : `${cwd}${sep}`).href } },
        columnKind: "utf16CodeUnits",
        results,
      },
    ],
  };
}
