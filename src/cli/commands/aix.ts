/** `agentc aix …` and `agentc keygen`: validate, checksum, sign, verify, fmt, keygen (the library's AIX operations, shown). */
import { chmodSync } from "node:fs";
import { readInputFile } from "../../../ir/io/input-file.js";
import { trustOptions, verdictJson, verdictLine, type TrustFlags } from "../trust-options.js";
import { assertOutputFree } from "../../../ir/io/output-path.js";
import {
  checkAix,
  checksumAix,
  formatAix,
  generateKeyPair,
  isHashAlgorithm,
  signAix,
  verifyAix,
  type AixCheckOptions,
  type AixSyntax,
  type AixVersion,
  type HashAlgorithm,
  type KeyAlgorithm,
} from "../../api.js";
import { writeFileAtomic, writeFileExclusive } from "../../../ir/io/atomic-write.js";
import { plural } from "../../../ir/diagnostics/render.js";
import { EXIT, type CliContext, type Outcome } from "../context.js";
import { CliError } from "../errors.js";

/** `--aix-version`: read the file as this AIX version instead of the one it declares (ir/dialects/aix/v14.ts). */
type VersionFlag = { aixVersion?: AixVersion };
type CheckFlags = TrustFlags & VersionFlag & { requireChecksum?: boolean };

function checkOptions(opts: CheckFlags): AixCheckOptions {
  return { requireChecksum: opts.requireChecksum, trust: trustOptions(opts), version: opts.aixVersion };
}

export async function validate(_ctx: CliContext, file: string, opts: CheckFlags = {}): Promise<Outcome> {
  const check = await checkAix(file, checkOptions(opts));
  const r = check.report;
  return {
    exitCode: r.valid ? EXIT.ok : EXIT.invalid,
    diagnostics: check.diagnostics.all.filter((d) => d.severity !== "info"),
    result: { ...r, signature: verdictJson(check.signature) },
    text: `${file}: ${r.valid ? "valid" : "INVALID"} AIX (${check.source.syntax}; ${plural(r.errors.length, "error")}, ${plural(r.warnings.length, "warning")})\n  ${verdictLine(check.signature)}${r.info.length ? `\n${r.info.map((i) => `  ${i.message}`).join("\n")}` : ""}`,
  };
}

export async function checksum(
  _ctx: CliContext,
  file: string,
  opts: VersionFlag & { algorithm: string; write?: boolean; output?: string },
): Promise<Outcome> {
  if (!isHashAlgorithm(opts.algorithm)) throw new CliError("--algorithm must be sha256, sha512 or blake3");
  const r = await checksumAix(file, {
    algorithm: opts.algorithm,
    version: opts.aixVersion,
    write: opts.write,
    output: opts.output,
  });
  if (!r.ok) return { exitCode: EXIT.invalid, diagnostics: r.diagnostics };
  if (!r.file)
    return { exitCode: EXIT.ok, result: { algorithm: r.algorithm, value: r.value }, text: `${r.algorithm}:${r.value}` };
  return {
    exitCode: EXIT.ok,
    result: { algorithm: r.algorithm, value: r.value, file: r.file },
    text: `${r.algorithm}:${r.value}\n${r.file}: checksum written (${r.how})`,
  };
}

export async function sign(
  _ctx: CliContext,
  file: string,
  opts: VersionFlag & { key: string; signer?: string; timestamp?: string; output?: string },
): Promise<Outcome> {
  const r = await signAix(file, {
    privateKeyPem: readInputFile(opts.key, "utf8"),
    signer: opts.signer,
    timestamp: opts.timestamp,
    version: opts.aixVersion,
    output: opts.output,
    inputs: [opts.key],
  });
  if (!r.ok)
    return {
      exitCode: EXIT.invalid,
      diagnostics: r.diagnostics,
      ...(r.reason === "no valid checksum"
        ? { text: "sign needs a valid checksum first: run `agentc aix checksum --write`" }
        : {}),
    };
  return {
    exitCode: EXIT.ok,
    result: {
      algorithm: r.algorithm,
      signer: r.signer,
      timestamp: r.timestamp,
      file: r.file,
      fingerprint: r.fingerprint,
    },
    text: `${r.file}: signed with ${r.algorithm}${r.signer ? ` by ${r.signer}` : ""} (${r.how})`,
  };
}

/**
 * `aix verify` says "verified" only when something was: a placeholder checksum (zeros, TODO,
 * `placeholder…`) proves nothing, so it is "not verified" and exit 1 (the placeholder is an error
 * here, as under --require-checksum); `validate` and `convert` keep it a warning. The verdict is
 * "verified" only when the signer is a key the user vouched for (or there is no signature, and so
 * no signer to claim); a signature no --pubkey or --trust key vouches for is "signer not verified",
 * and the signer name it carries is reported as claimed. A signing time in the future is the
 * error `FUTURE_TIMESTAMP`, as under `aix validate`; the fields the signature does not cover are
 * named (`SIGNATURE_SCOPE`).
 */
export async function verify(_ctx: CliContext, file: string, opts: CheckFlags = {}): Promise<Outcome> {
  const v = await verifyAix(file, { trust: trustOptions(opts), version: opts.aixVersion });
  if (!("verdict" in v)) return { exitCode: EXIT.invalid, diagnostics: v.diagnostics };
  const head = v.verdict === "signer not verified" ? "checksum verified, signer not verified" : v.verdict;
  const lines = [
    ...(v.placeholder ? ["checksum: a placeholder, not a hash: nothing was computed, so nothing is verified"] : []),
    verdictLine(v.check.signature),
    ...v.diagnostics.filter((d) => d.severity === "info").map((d) => d.message),
  ];
  return {
    exitCode: v.ok ? EXIT.ok : EXIT.invalid,
    diagnostics: v.diagnostics.filter((d) => d.severity !== "info"),
    result: {
      ok: v.ok,
      verdict: v.verdict,
      signature: verdictJson(v.check.signature),
      signer: v.signer,
      signerVerified: v.signerVerified,
      timestamp: v.timestamp,
      notCovered: v.notCovered,
    },
    text: `${file}: ${head}\n${lines.map((l) => `  ${l}`).join("\n")}`,
  };
}

export async function fmt(ctx: CliContext, file: string, opts: { to: AixSyntax; output?: string }): Promise<Outcome> {
  const r = await formatAix(file, { to: opts.to, output: opts.output });
  if (!r.ok) return { exitCode: EXIT.invalid, diagnostics: r.diagnostics };
  if (!r.file) {
    // Under --json stdout is the envelope alone: the text goes into the result.
    if (ctx.json) return { exitCode: EXIT.ok, result: { syntax: opts.to, text: r.text } };
    ctx.out(r.text.replace(/\n$/, ""));
    return { exitCode: EXIT.ok, result: { syntax: opts.to } };
  }
  return { exitCode: EXIT.ok, result: { syntax: opts.to, file: r.file }, text: `wrote ${r.file} (${opts.to})` };
}

export async function keygen(
  _ctx: CliContext,
  opts: { alg: KeyAlgorithm; output?: string; force?: boolean },
): Promise<Outcome> {
  const prefix = opts.output ?? `agentc-${opts.alg}`;
  const priv = `${prefix}.key`;
  const pub = `${prefix}.pub`;
  for (const f of [priv, pub]) assertOutputFree(f, opts.force);
  const { privateKeyPem, publicKeyPem } = await generateKeyPair(opts.alg);
  // Never through a link placed at either name: each key is written to a temporary made 0600 (the
  // private one) from its creation, then renamed over the name (--force: a link there is replaced,
  // not followed) or linked to it (no --force: exactly one run gets the name).
  const put = (file: string, text: string, mode: number): void => {
    if (opts.force) writeFileAtomic(file, text, { mode });
    else if (!writeFileExclusive(file, text, { mode }))
      throw new CliError(
        `${file} exists; nothing was written (use --force to replace it)`,
        "AGC-OUTPUT-EXISTS",
        EXIT.invalid,
      );
  };
  put(priv, privateKeyPem, 0o600);
  chmodSync(priv, 0o600);
  put(pub, publicKeyPem, 0o666);
  return {
    exitCode: EXIT.ok,
    result: { private: priv, public: pub, algorithm: opts.alg },
    text: `wrote ${priv} (private, 0600) and ${pub} (public, SPKI PEM)`,
  };
}

export type { HashAlgorithm };
