/** `agentc aegx from | attest | verify-attestation`: evidence of agents' sessions, and attestations of it. */
import { attestAegx, sessionsToAegx, verifyAegxAttestation } from "../../api.js";
import { assertNotInput } from "../../../ir/io/safe-path.js";
import { plural } from "../../../ir/diagnostics/render.js";
import { EXIT, type CliContext, type Outcome } from "../context.js";
import { CliError } from "../errors.js";

interface FromOptions {
  output?: string;
  append?: boolean;
  force?: boolean;
  redact?: boolean;
  redactSalt?: string;
  durable?: boolean;
}

export async function from(ctx: CliContext, input: string, o: FromOptions): Promise<Outcome> {
  if (!o.output) throw new CliError("name the bundle directory with -o <dir>");
  if (o.append && o.force) throw new CliError("--append adds to a bundle and --force replaces it; give one");
  assertNotInput(o.output, [input]);
  const r = await sessionsToAegx(input, o.output, {
    append: o.append,
    force: o.force,
    redact: o.redact !== false,
    salt: o.redactSalt,
    durable: o.durable,
    afterEach: ctx.afterEach,
  });
  const failed = r.diagnostics.some((d) => d.severity === "error");
  const total = Object.values(r.redactions).reduce((a, b) => a + b, 0);
  const lines = [
    `${r.appended ? "wrote" : failed ? "nothing written to" : "nothing new for"} ${o.output}: ${plural(r.appended, "record")} from ${plural(r.files.filter((f) => f.tool).length, "log")}, ${plural(r.sessions, "session")}` +
      (r.alreadyPresent ? ` (${plural(r.alreadyPresent, "record")} already in the bundle)` : ""),
  ];
  const types = Object.entries(r.byType).map(([t, n]) => `${t} ${n}`);
  if (types.length) lines.push(`  ${types.join(", ")}`);
  if (!r.redacted) lines.push("  secrets NOT redacted (--no-redact)");
  else
    lines.push(
      total
        ? `  redacted ${plural(total, "secret")}: ${Object.entries(r.redactions)
            .map(([k, n]) => `${k} ${n}`)
            .join(", ")}`
        : "  no secrets found",
    );
  if (r.auditHead) lines.push(`  audit head ${r.auditHead}`);
  return {
    exitCode: failed ? EXIT.invalid : EXIT.ok,
    diagnostics: r.diagnostics,
    result: { ...r, diagnostics: undefined, redactionCount: total },
    text: lines.join("\n"),
  };
}

export async function attest(
  _ctx: CliContext,
  bundle: string,
  o: { key?: string; output?: string; force?: boolean },
): Promise<Outcome> {
  if (!o.key) throw new CliError("name the Ed25519 private key with --key <pem>");
  if (!o.output) throw new CliError("name the attestation file with -o <file>");
  assertNotInput(o.output, [bundle, o.key]);
  const r = await attestAegx(bundle, o.key, o.output, { force: o.force }).catch((e: unknown) => {
    // A key of the wrong type is a usage error (exit 2), as for every signing command.
    if (e instanceof Error && (e as { code?: string }).code === "AEGX-ATTEST-KEY")
      throw new CliError(e.message, "AEGX-ATTEST-KEY", EXIT.usage);
    throw e;
  });
  if (!r.ok)
    return {
      exitCode: r.exitCode,
      diagnostics: r.diagnostics,
      text: "the bundle does not verify; nothing was attested",
    };
  return {
    exitCode: EXIT.ok,
    diagnostics: r.diagnostics,
    result: {
      attestation: o.output,
      subjects: r.subjects,
      auditHead: r.auditHead,
      keyid: r.keyid,
      predicateType: r.predicateType,
    },
    text: `wrote ${o.output}: ${plural(r.subjects, "subject")}, audit head ${r.auditHead}, signed by ${r.keyid}`,
  };
}

export async function verifyAttestation(
  _ctx: CliContext,
  file: string,
  o: { bundle?: string; pubkey?: string[] },
): Promise<Outcome> {
  if (!o.bundle) throw new CliError("name the bundle the attestation is about with --bundle <dir>");
  const r = await verifyAegxAttestation(file, o.bundle, { pubkeys: o.pubkey ?? [] });
  return {
    exitCode: r.ok ? EXIT.ok : EXIT.invalid,
    diagnostics: r.diagnostics,
    result: { verdict: r.ok ? "PASS" : "FAIL", signature: r.signature, subjects: r.subjects, auditHead: r.auditHead },
    text: `Attestation: ${r.ok ? "PASS" : "FAIL"}; signature ${r.signature.state}${r.signature.fingerprint ? ` (${r.signature.fingerprint})` : ""}${r.signature.reason ? `: ${r.signature.reason}` : ""}`,
  };
}
