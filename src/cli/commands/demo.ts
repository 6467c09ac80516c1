/**
 * `agentc demo`: the main job on the bundled examples. Every example input is
 * checked by its format's verifier; every AIX agent among them is converted
 * to an AIR world, a signed UAIX persona package and AIGX `agent.aigx` rules,
 * and each output is verified again from disk. The whole run is recorded as
 * an AEGX evidence bundle (directory and zip), which is verified last.
 */
import { createHash, createPrivateKey, createPublicKey } from "node:crypto";
import { lstatSync, mkdirSync, readFileSync, readdirSync, rmSync, rmdirSync, statSync } from "node:fs";
import { basename, join, relative } from "node:path";
import {
  convert,
  defaultOutputFor,
  drawGenome,
  drawInput,
  exportAegxZip,
  startEvidence,
  validate,
  validateAirWorld,
  verifyAegx,
  verifyUaix,
  type ConvertResult,
} from "../../api.js";
import { writeFileAtomic } from "../../../ir/io/atomic-write.js";
import { assertNotInput } from "../../../ir/io/safe-path.js";
import { packagePath, packageVersion } from "../../../ir/io/package-root.js";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import { EXIT, type CliContext, type Outcome } from "../context.js";
import { ledgerText } from "../ledger-text.js";
import { CliError } from "../errors.js";

const sha256Hex = (data: Uint8Array): string => createHash("sha256").update(data).digest("hex");

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
  return {
    privateKeyPem: key.export({ type: "pkcs8", format: "pem" }).toString(),
    publicKeyPem: createPublicKey(key).export({ type: "spki", format: "pem" }).toString(),
  };
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
  return readdirSync(path)
    .sort()
    .flatMap((n) => filesUnder(join(path, n)));
}

/** An output read back from disk by its own format's verifier. */
interface Reverified {
  ok: boolean;
  what: string;
  diagnostics: Diagnostic[];
}

async function reverify(to: string, r: ConvertResult, publicKeyPem: string): Promise<Reverified> {
  if (to === "air") {
    const v = await validateAirWorld(r.output);
    const nodes = r.written.filter(([p]) => p.includes(".store/nodes/")).length;
    return {
      ok: v.ok,
      what: `AIR world, ${nodes} definitions + manifest, every stored hash re-verified`,
      diagnostics: v.diagnostics.filter((d) => d.severity === "error"),
    };
  }
  if (to === "uaix") {
    const v = await verifyUaix(r.output, { pubkey: publicKeyPem, requireSignature: true });
    return {
      ok: v.verdict !== "no-op",
      what: `UAIX persona package, signed (demo key): ${v.verdict}`,
      diagnostics: v.diagnostics.filter((d) => d.severity === "error"),
    };
  }
  // AIGX: the file on disk must be exactly the bytes whose rules the parser read back with parity.
  const onDisk = readFileSync(r.output);
  const same = onDisk.equals(r.written[0]![1]);
  const rules = (onDisk.toString("utf8").match(/<rule id=/g) ?? []).length;
  const diagnostics: Diagnostic[] = same
    ? []
    : [
        {
          code: "AIGX-PARITY",
          severity: "error",
          message: `${r.output} is not the file whose parity was proven`,
          file: r.output,
        },
      ];
  return {
    ok: same && r.passes.every((p) => !p.diagnostics.some((d) => d.severity === "error")),
    what: `AIGX concern file, ${rules} rules, parity proven`,
    diagnostics,
  };
}

/**
 * The list of what a demo wrote, kept in its output directory: every file (relative path → sha256).
 * Rerunning the demo replaces exactly these files, and only when nothing else is there.
 */
export const DEMO_MARKER = ".agentc-demo.json";

/** Every entry under `dir`, relative paths with `/`, directories before what they hold. */
function entriesUnder(dir: string, prefix = ""): Array<{ path: string; kind: "file" | "directory" | "other" }> {
  return readdirSync(join(dir, prefix), { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((e) => {
      const path = prefix ? `${prefix}/${e.name}` : e.name;
      if (e.isDirectory()) return [{ path, kind: "directory" as const }, ...entriesUnder(dir, path)];
      return [{ path, kind: e.isFile() ? ("file" as const) : ("other" as const) }];
    });
}

/** The files a previous demo listed in its marker (relative path → sha256), or undefined when there is no readable marker. */
function markedFiles(out: string): Map<string, string> | undefined {
  try {
    const marker = JSON.parse(readFileSync(join(out, DEMO_MARKER), "utf8")) as { writtenBy?: unknown; files?: unknown };
    if (marker.writtenBy !== "agentc demo" || typeof marker.files !== "object" || marker.files === null)
      return undefined;
    const files = new Map<string, string>();
    for (const [path, digest] of Object.entries(marker.files)) if (typeof digest === "string") files.set(path, digest);
    return files;
  } catch {
    return undefined;
  }
}

/**
 * Make `out` ready for a demo run: absent or empty, it is made; with --force, whatever is there is
 * replaced; holding exactly a previous demo's files (as its marker lists them, unchanged), those files
 * are removed. Anything else there (a file the demo did not write, one changed since, an empty folder,
 * a link) is refused, and nothing is removed.
 */
function prepareOutput(out: string, force: boolean | undefined): void {
  const there = lstatSync(out, { throwIfNoEntry: false });
  if (there && force) rmSync(out, { recursive: true, force: true });
  else if (there && !there.isDirectory()) {
    throw new CliError(
      `${out} exists and is not a directory; refusing to replace it: use --force or another -o`,
      "AGC-OUTPUT-EXISTS",
      EXIT.invalid,
    );
  } else if (there) {
    const entries = entriesUnder(out);
    if (entries.length === 0) return;
    const marked = markedFiles(out);
    const folders = new Set(
      [...(marked?.keys() ?? [])].flatMap((f) =>
        f
          .split("/")
          .slice(0, -1)
          .map((_, i, parts) => parts.slice(0, i + 1).join("/")),
      ),
    );
    const foreign = entries.flatMap(({ path, kind }) => {
      if (path === DEMO_MARKER && kind === "file" && marked) return [];
      if (kind === "directory" && folders.has(path)) return [];
      const digest = kind === "file" ? marked?.get(path) : undefined;
      if (digest === undefined) return [kind === "directory" ? `${path}/` : path];
      return sha256Hex(readFileSync(join(out, path))) === digest ? [] : [`${path} (changed since the demo wrote it)`];
    });
    if (foreign.length > 0) {
      const shown = foreign.length > 5 ? [...foreign.slice(0, 5), `and ${foreign.length - 5} more`] : foreign;
      const why = marked
        ? `holds what agentc demo did not write (${shown.join(", ")})`
        : `holds files agentc demo did not write (no ${DEMO_MARKER} lists them: ${shown.join(", ")})`;
      throw new CliError(
        `${out} ${why}; refusing to replace it: use --force or another -o`,
        "AGC-OUTPUT-EXISTS",
        EXIT.invalid,
      );
    }
    // Only the previous demo's files are there: remove them, then their (now empty) folders.
    for (const { path, kind } of entries) if (kind === "file") rmSync(join(out, path));
    for (const { path } of entries.filter((e) => e.kind === "directory").reverse()) rmdirSync(join(out, path));
  }
  mkdirSync(out, { recursive: true });
}

/** Record every file under `out` in its marker, so that the next demo may replace them. */
function writeMarker(out: string): void {
  if (!statSync(out, { throwIfNoEntry: false })?.isDirectory()) return;
  const files: Record<string, string> = {};
  for (const { path, kind } of entriesUnder(out))
    if (kind === "file" && path !== DEMO_MARKER) files[path] = sha256Hex(readFileSync(join(out, path)));
  const marker = {
    writtenBy: "agentc demo",
    note: "agentc demo wrote every file listed here; running it again replaces them, and refuses if anything else is in this directory",
    files,
  };
  writeFileAtomic(join(out, DEMO_MARKER), `${JSON.stringify(marker, null, 2)}\n`);
}

export async function demo(
  _ctx: CliContext,
  given: string | undefined,
  opts: { output: string; force?: boolean },
): Promise<Outcome> {
  // Without a directory: the examples shipped in the package, wherever it is installed.
  const bundled = packagePath("examples");
  const rel = relative(process.cwd(), bundled);
  const dir = given ?? (rel.startsWith("..") ? bundled : rel || ".");
  if (!statSync(dir, { throwIfNoEntry: false })?.isDirectory())
    throw new CliError(`${dir} is not a directory of examples`, "AGC-IO", EXIT.io);
  assertNotInput(opts.output, [dir]);
  prepareOutput(opts.output, opts.force);
  try {
    return await runDemo(dir, given, opts.output);
  } finally {
    // Even after a failure part-way, what the run wrote is listed, so the next run may replace it.
    writeMarker(opts.output);
  }
}

async function runDemo(dir: string, given: string | undefined, output: string): Promise<Outcome> {
  const key = demoSigningKey();
  writeFileAtomic(join(output, "demo-signing.pub"), key.publicKeyPem);
  const bundleDir = join(output, "evidence.aegx");
  const bundleZip = join(output, "evidence.aegx.zip");
  const recorder = await startEvidence(
    bundleDir,
    ["agentc", "demo", ...(given === undefined ? [] : [given])],
    packageVersion(),
    { fresh: true },
  );
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
    pictures.push([`${relative(dir, input)}.svg`, async () => (await drawInput(input)).text]);
    if (format !== "aix" || report.exitCode !== 0) continue;
    conversions.push("", `conversions of ${relative(dir, input)}`);
    for (const to of ["air", "uaix", "aigx"] as const) {
      const r = await convert(input, to, {
        output: join(output, basename(await defaultOutputFor(input, to))),
        signKey: to === "uaix" ? key.privateKeyPem : undefined,
        force: true,
      });
      const check = await reverify(to, r, key.publicKeyPem);
      ok &&= check.ok;
      diagnostics.push(...check.diagnostics);
      for (const p of r.passes) recorder.guardDecision(`convert→${to}: ${p.name}`, p.diagnostics, reads);
      const decision = recorder.guardDecision(`${to}.reverify`, check.diagnostics, reads);
      for (const [path, bytes] of r.written) recorder.fileWrite(relative(output, path), bytes, [...reads, decision]);
      conversions.push(`  → ${relative(output, r.output).padEnd(26)} ${check.ok ? "✓" : "✗"} ${check.what}`);
      const name = relative(output, r.output);
      if (to === "air") pictures.push([`${name}.svg`, async () => (await drawInput(r.output)).text]);
      if (to === "aigx") pictures.push([`${name}.genome.svg`, () => drawGenome(r.output)]);
      conversions.push(...ledgerText(r.ledger.minimal(), to, "    "));
    }
  }
  const head = recorder.finish();
  await exportAegxZip(bundleDir, bundleZip, { force: true });
  const verdicts = await Promise.all([verifyAegx(bundleDir), verifyAegx(bundleZip)]);
  ok &&= verdicts.every((v) => v.ok);
  // Pictures of what was read, converted and recorded (agentc graph draws the same).
  pictures.push(
    ["evidence.aegx.svg", async () => (await drawInput(bundleDir)).text],
    ["evidence.aegx.html", async () => (await drawInput(bundleDir, { format: "html" })).text],
  );
  const pictureDir = join(output, "pictures");
  for (const [name, drawIt] of pictures) writeFileAtomic(join(pictureDir, name), await drawIt());
  lines.push(
    ...conversions,
    "",
    `evidence  ${bundleDir} and ${bundleZip}: ${verdicts.map((v) => (v.ok ? "PASS" : "FAIL")).join(" / ")}`,
    `          audit head ${head}`,
  );
  lines.push("", `pictures  ${pictureDir}: ${pictures.map(([n]) => n).join(", ")}`);
  return {
    exitCode: ok ? EXIT.ok : EXIT.invalid,
    diagnostics: [...diagnostics, ...verdicts.flatMap((v) => v.diagnostics)],
    result: {
      evidence: bundleDir,
      zip: bundleZip,
      auditHead: head,
      outputs: readdirSync(output)
        .filter((n) => n !== DEMO_MARKER)
        .sort(),
    },
    text: lines.join("\n"),
  };
}
