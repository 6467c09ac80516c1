/**
 * What the reference's typed model refuses before it would hash a node:
 * the seed-era shape (shape.ts), plus the ranges of its Rust integer types,
 * which a JSON Schema `integer` does not bound: `nat` and `time_ns` are u64
 * (0 … 2^64-1), `int` and `duration_ns` are i64 (-2^63 … 2^63-1). A node the
 * typed model cannot hold has no reference hash, so `air hash` prints none.
 */
import { JsonNumber, type Json, type JsonObject } from "../../../ir/json/value.js";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import type { AirNodeEntry } from "./read-world.js";
import { checkShape } from "./shape.js";
import { pointerFromPath } from "../../../ir/json/pointer.js";
import { decodeReferenceNode } from "../../../ir/dialects/air/reference-model.js";
import { specRefuses } from "./shape.js";

const U64_MAX = (1n << 64n) - 1n;
const I64_MIN = -(1n << 63n);
const I64_MAX = (1n << 63n) - 1n;

const RANGES: Record<string, readonly [bigint, bigint, string]> = {
  nat: [0n, U64_MAX, "u64"],
  time_ns: [0n, U64_MAX, "u64"],
  int: [I64_MIN, I64_MAX, "i64"],
  duration_ns: [I64_MIN, I64_MAX, "i64"],
};

/** The exact integer of a JSON number, or undefined when it is not an integer. */
function integerOf(v: Json): bigint | undefined {
  if (typeof v === "bigint") return v;
  if (typeof v === "number") return Number.isInteger(v) ? BigInt(v) : undefined;
  if (v instanceof JsonNumber && /^-?\d+$/.test(v.lexeme)) return BigInt(v.lexeme);
  return undefined;
}

/** Walks with the path as a stack: a pointer is spelled out only for a value out of range. */
function walk(v: Json, path: Array<string | number>, out: Array<{ pointer: string; message: string }>): void {
  if (typeof v !== "object" || v === null || v instanceof JsonNumber) return;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      path.push(i);
      walk(v[i]!, path, out);
      path.pop();
    }
    return;
  }
  const keys = Object.keys(v);
  if (keys.length === 1) {
    const key = keys[0]!;
    const range = Object.hasOwn(RANGES, key) ? RANGES[key] : undefined;
    const n = range ? integerOf(v[key]!) : undefined;
    if (range && n !== undefined && (n < range[0] || n > range[1])) {
      out.push({
        pointer: pointerFromPath([...path, key]),
        message: `${key} ${n} is out of range for ${range[2]} (${range[0]} … ${range[1]})`,
      });
    }
  }
  for (const k of keys) {
    path.push(k);
    walk(v[k]!, path, out);
    path.pop();
  }
}

/** Integer-range problems of one node (AIR-INT-RANGE). */
export function integerRangeProblems(entry: AirNodeEntry): Diagnostic[] {
  const found: Array<{ pointer: string; message: string }> = [];
  walk(entry.node, [], found);
  const name = typeof entry.node.name === "string" ? `${String(entry.node.$kind)} ${entry.node.name}: ` : "";
  return found.map((f) => ({
    code: "AIR-INT-RANGE",
    severity: "error" as const,
    message: `${name}${f.message}`,
    file: entry.file,
    pointer: `${entry.pointer}${f.pointer}`,
    ...(entry.positions?.get(f.pointer) ?? entry.position),
  }));
}

/** Everything the typed model rejects in one node: shape errors and integer ranges. */
export function typedNodeProblems(entry: AirNodeEntry, later = false): Diagnostic[] {
  return [...checkShape(entry, later), ...integerRangeProblems(entry)];
}

function nodeLabel(entry: AirNodeEntry): string {
  return `${typeof entry.node.$kind === "string" ? entry.node.$kind : "node"}${typeof entry.node.name === "string" ? ` ${entry.node.name}` : ""}`;
}

/**
 * The note that the specification's schema is stricter than the reference here (AIR-SPEC-STRICTER, a
 * warning). Where the schema's reasons are reported beside it (air validate: this node's AIR-SHAPE
 * errors), it says so; elsewhere (air hash) it names the command that gives them.
 */
export function specStricterNote(entry: AirNodeEntry, hashed: boolean, reasonsBeside = false): Diagnostic {
  const reasons = reasonsBeside
    ? "this node's AIR-SHAPE errors give the schema's reasons"
    : "run agentc air validate for the schema's reasons";
  return {
    code: "AIR-SPEC-STRICTER",
    severity: "warning",
    message: `${nodeLabel(entry)}: the AIR v1 schema refuses this node but the AgentOS v1 reference (aos-air-types) accepts it${hashed ? "; hashed as the reference hashes it" : ""} (${reasons})`,
    file: entry.file,
    pointer: entry.pointer,
    ...entry.position,
  };
}

export interface ReferenceOutcome {
  /** The typed node the reference hashes, when it accepts the node. */
  typed?: JsonObject;
  diagnostics: Diagnostic[];
}

/**
 * What the seed-era AgentOS reference does with one node (ir/dialects/air/reference-model.ts): its
 * typed form, with a warning when the specification's schema would refuse it; or the refusal,
 * placed at the node (AIR-INT-RANGE for an integer out of range, else AIR-SHAPE). A refusal costs
 * no second parse: the node's own position is enough to find it, the pointer says where inside.
 */
export function referenceOutcome(entry: AirNodeEntry): ReferenceOutcome {
  const v = decodeReferenceNode(entry.node);
  if (v.ok) return { typed: v.typed, diagnostics: specRefuses(entry.node) ? [specStricterNote(entry, true)] : [] };
  const r = v.refusal;
  return {
    diagnostics: [
      {
        code: r.range ? "AIR-INT-RANGE" : "AIR-SHAPE",
        severity: "error",
        message: `${nodeLabel(entry)}: the AgentOS v1 reference refuses it: ${r.pointer || "/"} ${r.message}`,
        file: entry.file,
        pointer: `${entry.pointer}${r.pointer}`,
        ...entry.position,
      },
    ],
  };
}
