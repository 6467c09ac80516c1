/** `agentc uaix …`: pack, verify, unpack, ls. */
import { readInputFile } from "../../../ir/io/input-file.js";
import { trustOptions, verdictJson, verdictLine, type TrustFlags } from "../trust-options.js";
import {
  packUaixDirectory,
  unpackUaixPackage,
  verifyUaix,
  type UaixVerification,
  type UaixVerifyOptions,
} from "../../api.js";
import { assertNotInput } from "../../../ir/io/safe-path.js";
import { assertOutputFree } from "../../../ir/io/output-path.js";
import { EXIT, type CliContext, type Outcome } from "../context.js";

function verdictText(file: string, v: UaixVerification): string {
  const lines = [
    `${file}: ${v.verdict}${v.reasons.length ? ` (${v.reasons.join(", ")})` : ""}`,
    `  ${verdictLine(v.signature)}`,
    `  files: ${v.files.length}`,
  ];
  return lines.join("\n");
}

function outcome(file: string, v: UaixVerification, extra?: string): Outcome {
  return {
    exitCode: v.verdict === "no-op" ? EXIT.invalid : EXIT.ok,
    diagnostics: v.diagnostics.filter((d) => d.severity !== "info"),
    result: {
      verdict: v.verdict,
      reasons: v.reasons,
      signed: v.signed,
      signature: verdictJson(v.signature),
      files: v.files.length,
    },
    text: `${verdictText(file, v)}${extra ? `\n${extra}` : ""}`,
  };
}

export async function pack(
  _ctx: CliContext,
  dir: string,
  opts: {
    output: string;
    scope?: string[];
    sign?: string;
    detached?: boolean;
    profile?: string;
    issuer?: string;
    reviewed?: boolean;
    force?: boolean;
  },
): Promise<Outcome> {
  assertNotInput(opts.output, [dir]);
  if (opts.detached) assertOutputFree(`${opts.output}.sig`, opts.force); // the detached signature is an output too
  const signKey = opts.sign ? readInputFile(opts.sign, "utf8") : undefined;
  const r = await packUaixDirectory(dir, opts.output, {
    scopes: opts.scope,
    profileId: opts.profile,
    issuer: opts.issuer,
    reviewed: opts.reviewed,
    signKey,
    detachedSignature: opts.detached,
  });
  if (!r.ok)
    return {
      exitCode: EXIT.invalid,
      diagnostics: r.diagnostics,
      result: {
        verdict: r.verification.verdict,
        reasons: r.verification.reasons,
        problems: r.verification.diagnostics,
      },
    };
  return outcome(opts.output, r.verification, `packed ${dir} → ${opts.output}`);
}

type TrustCliFlags = TrustFlags & { previous?: string };

const verifyOptions = (opts: TrustCliFlags): UaixVerifyOptions => ({
  previous: opts.previous,
  trust: trustOptions(opts),
});

export async function verify(ctx: CliContext, file: string, opts: TrustCliFlags): Promise<Outcome> {
  return outcome(file, await verifyUaix(file, { ...verifyOptions(opts), afterEach: ctx.afterEach }));
}

export async function unpack(
  _ctx: CliContext,
  file: string,
  dir: string,
  opts: TrustCliFlags & { force?: boolean },
): Promise<Outcome> {
  assertNotInput(dir, [file]);
  const v = await unpackUaixPackage(file, dir, { ...verifyOptions(opts), force: opts.force });
  return outcome(file, v, v.verdict === "no-op" ? "nothing was extracted" : `extracted to ${dir}`);
}

export async function ls(_ctx: CliContext, file: string): Promise<Outcome> {
  const v = await verifyUaix(file);
  const rows = v.files.map(
    (f) =>
      `${String(f.sizeBytes).padStart(9)}  ${f.sha256.slice(0, 12)}  ${f.requiredStatus.padEnd(32)} ${f.scope.padEnd(24)} ${f.path}`,
  );
  // The inventory is listed either way; a package that fails verification does not exit 0.
  return {
    exitCode: v.verdict === "no-op" ? EXIT.invalid : EXIT.ok,
    diagnostics: v.diagnostics.filter((d) => d.severity === "error"),
    result: { verdict: v.verdict, files: v.files },
    text: [verdictText(file, v), ...rows].join("\n"),
  };
}
