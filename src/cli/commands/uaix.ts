/** `agentc uaix …`: pack, verify, unpack, ls. */
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { packDirectory } from "../../pipeline/formats/uaix/pack.js";
import { PackError } from "../../../emitters/uaix/pack.js";
import { unpackUaix } from "../../pipeline/formats/uaix/unpack.js";
import { verifyUaixPackage, type UaixVerification } from "../../passes/uaix/verify-package.js";
import { assertNotInput } from "../../../ir/io/safe-path.js";
import { EXIT, type CliContext, type Outcome } from "../context.js";

function verdictText(file: string, v: UaixVerification): string {
  const lines = [`${file}: ${v.verdict}${v.reasons.length ? ` (${v.reasons.join(", ")})` : ""}`, `  signature: ${v.signed}`, `  files: ${v.files.length}`];
  return lines.join("\n");
}

function outcome(file: string, v: UaixVerification, extra?: string): Outcome {
  return {
    exitCode: v.verdict === "no-op" ? EXIT.invalid : EXIT.ok,
    diagnostics: v.diagnostics.filter((d) => d.severity !== "info"),
    result: { verdict: v.verdict, reasons: v.reasons, signed: v.signed, files: v.files.length },
    text: `${verdictText(file, v)}${extra ? `\n${extra}` : ""}`,
  };
}

export async function pack(_ctx: CliContext, dir: string, opts: { output: string; scope?: string[]; sign?: string; detached?: boolean; profile?: string; issuer?: string; reviewed?: boolean }): Promise<Outcome> {
  assertNotInput(opts.output, [dir]);
  let r: Awaited<ReturnType<typeof packDirectory>>;
  try {
    r = await packDirectory(dir, opts.output, {
      scopes: opts.scope,
      profileId: opts.profile,
      issuer: opts.issuer,
      reviewed: opts.reviewed,
      signKey: opts.sign ? readFileSync(opts.sign, "utf8") : undefined,
      detachedSignature: opts.detached,
    });
  } catch (e) {
    // A package that would fail import: name each missing, unexpected or faulty file, at its place in the directory.
    const v = e instanceof PackError ? (e.verification as UaixVerification | undefined) : undefined;
    if (!v) throw e;
    const byCode = new Map<string, string[]>();
    for (const d of v.diagnostics) if (d.severity === "error") byCode.set(d.code, [...(byCode.get(d.code) ?? []), d.message]);
    const diagnostics: Diagnostic[] = [...byCode].map(([code, messages]) => ({ code, severity: "error", file: dir, message: messages.length === 1 ? messages[0]! : `${messages.length} files:\n  - ${messages.join("\n  - ")}` }));
    const init = byCode.has("UAIX-MISSING-REQUIRED-FILE") ? { hint: `\`agentc uaix init ${dir} --force\` adds every missing required file as a template (existing files are kept)` } : {};
    return { exitCode: EXIT.invalid, diagnostics: [...diagnostics, { code: (e as PackError).code, severity: "error", message: `${(e as Error).message}; nothing was written`, ...init }], result: { verdict: v.verdict, reasons: v.reasons, problems: v.diagnostics } };
  }
  // The package was verified as a temporary sibling before it was renamed: report it under its real name.
  const tmp = `.${basename(opts.output)}.tmp-`;
  const named = { ...r.verification, diagnostics: r.verification.diagnostics.map((d) => (d.file && basename(d.file).startsWith(tmp) ? { ...d, file: opts.output } : d)) };
  return outcome(opts.output, named, `packed ${dir} → ${opts.output}`);
}

/** The CLI names a public key file; the library takes its PEM text. */
const withKey = <T extends { pubkey?: string }>(opts: T): T => ({ ...opts, pubkey: opts.pubkey ? readFileSync(opts.pubkey, "utf8") : undefined });

export async function verify(_ctx: CliContext, file: string, opts: { pubkey?: string; previous?: string; requireSignature?: boolean }): Promise<Outcome> {
  return outcome(file, await verifyUaixPackage(file, withKey(opts)));
}

export async function unpack(_ctx: CliContext, file: string, dir: string, opts: { pubkey?: string; previous?: string; force?: boolean }): Promise<Outcome> {
  assertNotInput(dir, [file]);
  const v = await unpackUaix(file, dir, withKey(opts));
  return outcome(file, v, v.verdict === "no-op" ? "nothing was extracted" : `extracted to ${dir}`);
}

export async function ls(_ctx: CliContext, file: string): Promise<Outcome> {
  const v = await verifyUaixPackage(file);
  const rows = v.files.map((f) => `${String(f.sizeBytes).padStart(9)}  ${f.sha256.slice(0, 12)}  ${f.requiredStatus.padEnd(32)} ${f.scope.padEnd(24)} ${f.path}`);
  return { exitCode: EXIT.ok, diagnostics: v.diagnostics.filter((d) => d.severity === "error"), result: { verdict: v.verdict, files: v.files }, text: [verdictText(file, v), ...rows].join("\n") };
}
