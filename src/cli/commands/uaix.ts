/** `agentc uaix …`: pack, verify, unpack, ls. */
import { basename } from "node:path";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { readInputFile } from "../../../ir/io/input-file.js";
import { uaixSigningKey } from "../../../ir/dialects/uaix/signing.js";
import { trustOptions, verdictJson, verdictLine, type TrustFlags } from "../trust-options.js";
import { packDirectory } from "../../formats/uaix/pack.js";
import { PackError } from "../../../emitters/uaix/pack.js";
import { unpackUaix } from "../../formats/uaix/unpack.js";
import { verifyUaixPackage, type UaixVerification, type UaixVerifyOptions } from "../../formats/uaix/verify-package.js";
import { assertNotInput } from "../../../ir/io/safe-path.js";
import { assertOutputFree } from "../../../ir/io/output-path.js";
import { temporaryOwner } from "../../../ir/io/atomic-write.js";
import { EXIT, type CliContext, type Outcome } from "../context.js";
import { asCode, type Code } from "../../../ir/diagnostics/codes.js";

function verdictText(file: string, v: UaixVerification): string {
  const lines = [`${file}: ${v.verdict}${v.reasons.length ? ` (${v.reasons.join(", ")})` : ""}`, `  ${verdictLine(v.signature)}`, `  files: ${v.files.length}`];
  return lines.join("\n");
}

function outcome(file: string, v: UaixVerification, extra?: string): Outcome {
  return {
    exitCode: v.verdict === "no-op" ? EXIT.invalid : EXIT.ok,
    diagnostics: v.diagnostics.filter((d) => d.severity !== "info"),
    result: { verdict: v.verdict, reasons: v.reasons, signed: v.signed, signature: verdictJson(v.signature), files: v.files.length },
    text: `${verdictText(file, v)}${extra ? `\n${extra}` : ""}`,
  };
}

export async function pack(_ctx: CliContext, dir: string, opts: { output: string; scope?: string[]; sign?: string; detached?: boolean; profile?: string; issuer?: string; reviewed?: boolean; force?: boolean }): Promise<Outcome> {
  assertNotInput(opts.output, [dir]);
  if (opts.detached) assertOutputFree(`${opts.output}.sig`, opts.force); // the detached signature is an output too
  const signKey = opts.sign ? readInputFile(opts.sign, "utf8") : undefined;
  if (signKey !== undefined) uaixSigningKey(signKey); // refuse an RSA/ECDSA key before packing (exit 2)
  let r: Awaited<ReturnType<typeof packDirectory>>;
  try {
    r = await packDirectory(dir, opts.output, { scopes: opts.scope, profileId: opts.profile, issuer: opts.issuer, reviewed: opts.reviewed, signKey, detachedSignature: opts.detached });
  } catch (e) {
    // A package that would fail import: name each missing, unexpected or faulty file, at its place in the directory.
    const v = e instanceof PackError ? (e.verification as UaixVerification | undefined) : undefined;
    if (!v) throw e;
    const byCode = new Map<Code, string[]>();
    for (const d of v.diagnostics) if (d.severity === "error") byCode.set(d.code, [...(byCode.get(d.code) ?? []), d.message]);
    const diagnostics: Diagnostic[] = [...byCode].map(([code, messages]) => ({ code, severity: "error", file: dir, message: messages.length === 1 ? messages[0]! : `${messages.length} files:\n  - ${messages.join("\n  - ")}` }));
    const init = byCode.has("UAIX-MISSING-REQUIRED-FILE") ? { hint: `\`agentc uaix init ${dir} --force\` adds every missing required file as a template (existing files are kept)` } : {};
    return { exitCode: EXIT.invalid, diagnostics: [...diagnostics, { code: asCode((e as PackError).code), severity: "error", message: `${(e as Error).message}; nothing was written`, ...init }], result: { verdict: v.verdict, reasons: v.reasons, problems: v.diagnostics } };
  }
  // The package was verified as a temporary sibling before it was renamed: report it under its real name.
  const named = { ...r.verification, diagnostics: r.verification.diagnostics.map((d) => (d.file && temporaryOwner(basename(d.file)) ? { ...d, file: opts.output } : d)) };
  return outcome(opts.output, named, `packed ${dir} → ${opts.output}`);
}

type TrustCliFlags = TrustFlags & { previous?: string };

const verifyOptions = (opts: TrustCliFlags): UaixVerifyOptions => ({ previous: opts.previous, trust: trustOptions(opts) });

export async function verify(_ctx: CliContext, file: string, opts: TrustCliFlags): Promise<Outcome> {
  return outcome(file, await verifyUaixPackage(file, verifyOptions(opts)));
}

export async function unpack(_ctx: CliContext, file: string, dir: string, opts: TrustCliFlags & { force?: boolean }): Promise<Outcome> {
  assertNotInput(dir, [file]);
  const v = await unpackUaix(file, dir, { ...verifyOptions(opts), force: opts.force });
  return outcome(file, v, v.verdict === "no-op" ? "nothing was extracted" : `extracted to ${dir}`);
}

export async function ls(_ctx: CliContext, file: string): Promise<Outcome> {
  const v = await verifyUaixPackage(file);
  const rows = v.files.map((f) => `${String(f.sizeBytes).padStart(9)}  ${f.sha256.slice(0, 12)}  ${f.requiredStatus.padEnd(32)} ${f.scope.padEnd(24)} ${f.path}`);
  // The inventory is listed either way; a package that fails verification does not exit 0.
  return { exitCode: v.verdict === "no-op" ? EXIT.invalid : EXIT.ok, diagnostics: v.diagnostics.filter((d) => d.severity === "error"), result: { verdict: v.verdict, files: v.files }, text: [verdictText(file, v), ...rows].join("\n") };
}
