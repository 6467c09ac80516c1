/**
 * `agentc demo`: the main job on the bundled examples. Every example input is
 * checked by its format's verifier; every AIX agent among them is converted
 * to an AIR world, a signed UAIX persona package and AIGX `agent.aigx` rules,
 * and each output is verified again from disk. The whole run is recorded as
 * an AEGX evidence bundle (directory and zip), which is verified last.
 */
import { createPrivateKey, createPublicKey } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { validate } from "../../pipeline/validate.js";
import { formatNamed } from "../../pipeline/formats/registry.js";
import { EvidenceRecorder } from "../../pipeline/evidence/recorder.js";
import { exportBundleZip } from "../../../emitters/aegx/bundle-zip.js";
import { verifyBundle } from "../../passes/aegx/verify-bundle.js";
import { validateAir } from "../../passes/air/validate-world.js";
import { verifyUaixPackage } from "../../passes/uaix/verify-package.js";
import { convertPath, defaultOutput, type ConvertResult } from "../../pipeline/convert.js";
import { sha256Hex } from "../../../ir/hash/digest.js";
import { writeFileAtomic } from "../../../ir/io/atomic-write.js";
import { assertOutputFree } from "../../../ir/io/output-path.js";
import { assertNotInput } from "../../../ir/io/safe-path.js";
import { packagePath, packageVersion } from "../../../ir/io/package-root.js";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { EXIT, type CliContext, type Outcome } from "../context.js";
import { ledgerText } from "../ledger-text.js";
import { CliError } from "../errors.js";
import { drawPath } from "../../pipeline/draw/draw-path.js";
import { drawConcernFile } from "../../pipeline/draw/draw-concern.js";

/** PKCS#8 DER prefix of an Ed25519 private key; the 32-byte seed follows. */
const ED25519_PKCS8_PREFIX = Buffer.from("302e020100300506032b657004220420", "hex");

/**
 * The demo's signing key, derived from a published seed so that every machine
 * writes the same signed package. It proves the signing path, not an origin:
 * never trust it.
 */
export function demoSigningKey(): { privateKeyPem: string; publicKeyPem: string } {
  const seed = Buffer.from(sha256Hex(Buffer.from("agentc demo signing key - public, never trust it", "utf8")), "hex");
  const key = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]), format: "der", type: "pkcs8" });
  return { privateKeyPem: key.export({ type: "pkcs8", format: "pem" }).toString(), publicKeyPem: createPublicKey(key).export({ type: "spki", format: "pem" }).toString() };
}

/** Top-level example inputs: files, and directories that are themselves one input (a bundle, a genome). */
function exampleInputs(dir: string): string[] {
  return readdirSync(dir)
    .filter((n) => !n.startsWith(".") && n !== "README.md")
    .sort()
    .map((n) => join(dir, n));
}

function filesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).sort().flatMap((n) => filesUnder(join(path, n)));
}

/** An output read back from disk by its own format's verifier. */
interface Reverified {
  ok: boolean;
  what: string;
  diagnostics: Diagnostic[];
}

async function reverify(to: string, r: ConvertResult, publicKeyPem: string): Promise<Reverified> {
  if (to === "air") {
    const v = validateAir(r.output);
    const nodes = r.written.filter(([p]) => p.includes(".store/nodes/")).length;
    return { ok: v.ok, what: `AIR world, ${nodes} definitions + manifest, every stored hash re-verified`, diagnostics: v.diagnostics.filter((d) => d.severity === "error") };
  }
  if (to === "uaix") {
    const v = await verifyUaixPackage(r.output, { pubkey: publicKeyPem, requireSignature: true });
    return { ok: v.verdict !== "no-op", what: `UAIX persona package, signed (demo key): ${v.verdict}`, diagnostics: v.diagnostics.filter((d) => d.severity === "error") };
  }
  // AIGX: the file on disk must be exactly the bytes whose rules the parser read back with parity.
  const onDisk = readFileSync(r.output);
  const same = onDisk.equals(r.written[0]![1]);
  const rules = (onDisk.toString("utf8").match(/<rule id=/g) ?? []).length;
  const diagnostics: Diagnostic[] = same ? [] : [{ code: "AIGX-PARITY", severity: "error", message: `${r.output} is not the file whose parity was proven`, file: r.output }];
  return { ok: same && r.passes.every((p) => !p.diagnostics.some((d) => d.severity === "error")), what: `AIGX concern file, ${rules} rules, parity proven`, diagnostics };
}

/** A directory the demo wrote before (its key and evidence are there): rerunning the demo may replace it. */
function previousDemo(dir: string): boolean {
  return existsSync(join(dir, "demo-signing.pub")) && existsSync(join(dir, "evidence.aegx", "manifest.json"));
}

export async function demo(_ctx: CliContext, given: string | undefined, opts: { output: string; force?: boolean }): Promise<Outcome> {
  // Without a directory: the examples shipped in the package, wherever it is installed.
  const bundled = packagePath("examples");
  const rel = relative(process.cwd(), bundled);
  const dir = given ?? (rel.startsWith("..") ? bundled : rel || ".");
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory()) throw new CliError(`${dir} is not a directory of examples`, "AGC-IO", EXIT.io);
  assertNotInput(opts.output, [dir]);
  assertOutputFree(opts.output, opts.force || previousDemo(opts.output));
  rmSync(opts.output, { recursive: true, force: true });
  mkdirSync(opts.output, { recursive: true });
  const key = demoSigningKey();
  writeFileAtomic(join(opts.output, "demo-signing.pub"), key.publicKeyPem);
  const bundleDir = join(opts.output, "evidence.aegx");
  const bundleZip = join(opts.output, "evidence.aegx.zip");
  const recorder = await EvidenceRecorder.start(bundleDir, ["agentc", "demo", ...(given === undefined ? [] : [given])], packageVersion(), { fresh: true });
  const lines = [`agentc demo on ${dir}`, "", "inputs"];
  /** Pictures to draw once the evidence is sealed: (file under pictures/, how to draw it). */
  const pictures: Array<[string, () => Promise<string>]> = [];
  const conversions: string[] = [];
  const diagnostics: Diagnostic[] = [];
  let ok = true;
  for (const input of exampleInputs(dir)) {
    const reads = filesUnder(input).map((f) => recorder.fileRead(relative(dir, f), readFileSync(f)));
    const report = await validate(input).catch(() => undefined);
    if (!report) {
      lines.push(`  ${relative(dir, input).padEnd(28)} not an agent format`);
      continue;
    }
    const format = report.format;
    diagnostics.push(...report.diagnostics.filter((d) => d.severity !== "info"));
    ok &&= report.exitCode === 0;
    recorder.guardDecision(`${format}.validate`, report.diagnostics, reads);
    lines.push(`  ${relative(dir, input).padEnd(28)} ${report.summary}`);
    pictures.push([`${relative(dir, input)}.svg`, async () => (await drawPath(input)).text]);
    if (format !== "aix" || report.exitCode !== 0) continue;
    conversions.push("", `conversions of ${relative(dir, input)}`);
    for (const to of ["air", "uaix", "aigx"] as const) {
      const r = await convertPath(input, { to, output: join(opts.output, basename(defaultOutput(input, (await formatNamed(to))!))), signKey: to === "uaix" ? key.privateKeyPem : undefined, force: true });
      const check = await reverify(to, r, key.publicKeyPem);
      ok &&= check.ok;
      diagnostics.push(...check.diagnostics);
      for (const p of r.passes) recorder.guardDecision(`convert→${to}: ${p.name}`, p.diagnostics, reads);
      const decision = recorder.guardDecision(`${to}.reverify`, check.diagnostics, reads);
      for (const [path, bytes] of r.written) recorder.fileWrite(relative(opts.output, path), bytes, [...reads, decision]);
      conversions.push(`  → ${relative(opts.output, r.output).padEnd(26)} ${check.ok ? "✓" : "✗"} ${check.what}`);
      const name = relative(opts.output, r.output);
      if (to === "air") pictures.push([`${name}.svg`, async () => (await drawPath(r.output)).text]);
      if (to === "aigx") pictures.push([`${name}.genome.svg`, () => drawConcernFile(r.output)]);
      conversions.push(...ledgerText(r.ledger.minimal(), to, "    "));
    }
  }
  const head = recorder.finish();
  await exportBundleZip(bundleDir, bundleZip);
  const verdicts = await Promise.all([verifyBundle(bundleDir), verifyBundle(bundleZip)]);
  ok &&= verdicts.every((v) => v.ok);
  // Pictures of what was read, converted and recorded (agentc graph draws the same).
  pictures.push(["evidence.aegx.svg", async () => (await drawPath(bundleDir)).text], ["evidence.aegx.html", async () => (await drawPath(bundleDir, { format: "html" })).text]);
  const pictureDir = join(opts.output, "pictures");
  for (const [name, drawIt] of pictures) writeFileAtomic(join(pictureDir, name), await drawIt());
  lines.push(...conversions, "", `evidence  ${bundleDir} and ${bundleZip}: ${verdicts.map((v) => (v.ok ? "PASS" : "FAIL")).join(" / ")}`, `          audit head ${head}`);
  lines.push("", `pictures  ${pictureDir}: ${pictures.map(([n]) => n).join(", ")}`);
  return {
    exitCode: ok ? EXIT.ok : EXIT.invalid,
    diagnostics: [...diagnostics, ...verdicts.flatMap((v) => v.diagnostics)],
    result: { evidence: bundleDir, zip: bundleZip, auditHead: head, outputs: readdirSync(opts.output).sort() },
    text: lines.join("\n"),
  };
}
