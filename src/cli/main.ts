/**
 * The agentc command line. This module only declares commands; each action
 * imports its implementation on first use, so `agentc --version` loads
 * neither the format modules nor heavy libraries (the Graphviz wasm, the
 * YAML and TOML readers).
 */
import { Command, CommanderError, Option } from "commander";
import { packageVersion } from "../../ir/io/package-root.js";
import { inAll, ruleTools } from "../../ir/dialects/rules/tool.js";
import "../../ir/dialects/rules/tools.js";
import { makeContext, emit, EXIT, type CliContext, type Outcome } from "./context.js";
import { errorToDiagnostic } from "./errors.js";
import { addHelp } from "./help.js";
import { loadConversions } from "./conversions-list.js";
import { checkCommandPaths } from "./arguments.js";
import { PRINT_PIPELINE_FLAG, PRINT_PIPELINE_HELP, tracePipeline } from "./print-pipeline.js";
// The coding tools are data (one row each, no format code): `--format`'s help names every one of them.
import { jsonRequested, strictOutcome, usageFailure, usageOutput } from "./usage.js";
import type { Diagnostic } from "../../ir/diagnostics/diagnostic.js";

/** `--sarif <file>` on the checking commands; the shared emit path writes it (context.ts). */
const SARIF_FLAG = "--sarif <file>";
const SARIF_HELP = "also write the diagnostics as SARIF 2.1.0 to this file";
/** The keys a signature check trusts (aix validate and verify, uaix verify and unpack). */
const PUBKEY_FLAG = "--pubkey <pem>";
const PUBKEY_HELP = "the public key that must have signed (PEM; repeatable); a signature by it is trusted";
const TRUST_FLAG = "--trust <dir>";
const TRUST_HELP = "a directory of public keys (PEM files, each may hold several) whose signatures are trusted";

/** The paths a command names (its arguments and -o), for --evidence snapshots. */
function namedPaths(cmdArgs: unknown[]): string[] {
  const opts = cmdArgs[cmdArgs.length - 1] as { output?: unknown } | undefined;
  const positional = cmdArgs
    .slice(0, -1)
    .flatMap((a) =>
      typeof a === "string" ? [a] : Array.isArray(a) ? a.filter((x): x is string => typeof x === "string") : [],
    );
  return typeof opts?.output === "string" ? [...positional, opts.output] : positional;
}

/** Wrap a lazily imported action: build the context, run, record evidence, print, set the exit code. */
function run<A extends unknown[]>(load: () => Promise<(ctx: CliContext, ...args: A) => Promise<Outcome>>) {
  return async (...args: unknown[]): Promise<void> => {
    const cmd = args[args.length - 1] as Command;
    const globals = cmd.optsWithGlobals<{ json?: boolean; evidence?: string; strict?: boolean }>();
    const ctx = makeContext(Boolean(globals.json));
    ctx.sarif = cmd.opts<{ sarif?: string }>().sarif;
    const withTable = tracePipeline(ctx, cmd.opts<{ printPipeline?: boolean }>().printPipeline);
    const cmdArgs = args.slice(0, -1) as A;
    const name = [cmd.parent?.parent ? cmd.parent.name() : "", cmd.name()].filter(Boolean).join(".");
    let outcome: Outcome;
    let evidence: import("./evidence-option.js").EvidenceSession | undefined;
    try {
      if (globals.evidence)
        evidence = await (
          await import("./evidence-option.js")
        ).EvidenceSession.begin(globals.evidence, namedPaths(cmdArgs));
      checkCommandPaths(name, cmdArgs.slice(0, -1), (cmdArgs[cmdArgs.length - 1] ?? {}) as Record<string, unknown>);
      const action = await load();
      outcome = await action(ctx, ...cmdArgs);
    } catch (e) {
      outcome = failure(e);
    }
    outcome = withTable(outcome);
    if (globals.strict) outcome = strictOutcome(outcome);
    if (evidence) {
      try {
        outcome = await evidence.finish(name, process.argv.slice(2), packageVersion(), outcome);
      } catch (e) {
        const f = failure(e);
        outcome = {
          ...outcome,
          exitCode: outcome.exitCode || f.exitCode,
          diagnostics: [...(outcome.diagnostics ?? []), ...(f.diagnostics ?? [])],
        };
      }
    }
    process.exitCode = emit(ctx, outcome);
  };
}

function failure(e: unknown): Outcome {
  const { diagnostic, exitCode } = errorToDiagnostic(e);
  const attached = (e as { diagnostics?: unknown }).diagnostics;
  return { exitCode, diagnostics: [...(Array.isArray(attached) ? (attached as Diagnostic[]) : []), diagnostic] };
}

/** A repeatable option's values, in order. */
const repeatable = (value: string, previous: string[] | undefined): string[] => [...(previous ?? []), value];

export function buildProgram(): Command {
  const program = new Command("agentc")
    .description("A compiler between AI-agent formats: AIX, AIGX, UAIX, AEGX and AIR.")
    .version(packageVersion(), "-v, --version")
    .option("--json", "machine-readable output on stdout")
    .option("--evidence <bundle>", "record the run (inputs, checks, outputs) in an AEGX bundle directory or .aegx.zip")
    .option("--strict", "treat warnings as failures (exit 1), on every command")
    .configureOutput(usageOutput)
    .showHelpAfterError("(run with --help for usage)")
    .exitOverride();

  program
    .command("validate")
    .description("detect the format of a path and run every check of that format")
    .argument("<path>", "a file, directory or archive")
    .option("--strict", "treat warnings as failures")
    .option(SARIF_FLAG, SARIF_HELP)
    .option(PRINT_PIPELINE_FLAG, PRINT_PIPELINE_HELP)
    .action(run(async () => (await import("./commands/generic.js")).validate));

  program
    .command("inspect")
    .description("show the graph a path reads into: dialects, node kinds and counts")
    .argument("<path>")
    .option(PRINT_PIPELINE_FLAG, PRINT_PIPELINE_HELP)
    .action(run(async () => (await import("./commands/generic.js")).inspect));

  program
    .command("convert")
    .description("convert between formats; prints the loss ledger (see README for the mappings)")
    .argument(
      "<inputs...>",
      "files, directories or glob patterns; several inputs convert in one process into the -o directory",
    )
    .requiredOption(
      "--to <format>",
      "target format (any format that lowers from core: aix, air, aigx, uaix, …) or coding tool (claude-code, cursor, codex, …)",
    )
    .option(
      "-o, --output <path>",
      "where to write the result (default: beside the input); a file name (.md, .mdc, .json) takes an output of one file, - prints it; with several inputs, a directory",
    )
    .option(
      "--from <tool>",
      "read the input as this format or coding tool's files (a repository converts that tool's setup) instead of detecting it",
    )
    .addOption(new Option("--format <syntax>", "AIX output syntax").choices(["yaml", "json", "toml"]))
    .addOption(new Option("--profile <profile>", "AIR encoding profile (AIR v1)").choices(["aos", "spec"]))
    .addOption(
      new Option(
        "--air-version <version>",
        "the AIR version to write: 1 (plans, caps, policies) or 2 (workflows, effects, secrets; what AgentOS loads since 2026-04)",
      ).choices(["1", "2"]),
    )
    .addOption(
      new Option(
        "--aix-version <version>",
        "the AIX version to write: 1.0 (the default) or 1.4 (the AIX-Format v1.4.0 release: meta.format_version, identity_layer, its checksum)",
      ).choices(["1.0", "1.4"]),
    )
    .option("--sign <key>", "sign a UAIX package with this Ed25519 private key (PEM)")
    .option("--fail-on-loss", "fail, writing nothing, when the target cannot hold every source field")
    .option(
      "--require-checksum",
      "an AIX input whose checksum is a placeholder (zeros, TODO, empty) fails instead of warning",
    )
    .option("--force", "replace an existing output")
    .option(
      "--graph <file>",
      "draw the pipeline (steps, dialects, verdicts, times) and the ledger's losses: .svg, .dot, .mmd or .html",
    )
    .option(PRINT_PIPELINE_FLAG, PRINT_PIPELINE_HELP)
    .action(run(async () => (await import("./commands/convert.js")).convert));

  program
    .command("import")
    .description(
      "bring a repository's coding-agent files (AGENTS.md, CLAUDE.md, Copilot, Cursor, Windsurf, Cline, Kiro, Junie, Roo rules) into one AIGX genome, every rule with its scope, activation and sources",
    )
    .argument("[repo]", "the repository to read (nothing outside it is read; links out of it are refused)")
    .option("-o, --output <dir>", "where the genome goes (<dir>/.aigx/); default: the repository itself")
    .option("--force", "replace an existing genome")
    .option(
      "--global",
      "read each tool's user-level files under the home directory (~/.claude/CLAUDE.md, ~/.codex/AGENTS.md, ~/.gemini/GEMINI.md) into the user's genome, ~/.aigx/",
    )
    .option(PRINT_PIPELINE_FLAG, PRINT_PIPELINE_HELP)
    .action(run(async () => (await import("./commands/import.js")).importCmd));

  program
    .command("passes")
    .description("list every pass of every dialect: read, verify, raise, lower, write, check")
    .option("--dialect <name>", "only this dialect's passes")
    .action(run(async () => (await import("./commands/generic.js")).passes));

  program
    .command("explain")
    .description("what a diagnostic code means and how to fix it (docs/codes.md lists every code)")
    .argument("<code>", "a diagnostic code, e.g. DUPLICATE_NAME or AIR-REF-MISSING")
    .action(run(async () => (await import("./commands/explain.js")).explain));

  program
    .command("roundtrip")
    .description("parse, emit and re-parse in the same format; exit 1 on any difference")
    .argument("<input>")
    .option(PRINT_PIPELINE_FLAG, PRINT_PIPELINE_HELP)
    .action(run(async () => (await import("./commands/generic.js")).roundtrip));

  program
    .command("graph")
    .description(
      "draw a picture of an input (SVG, DOT, Mermaid or HTML); what fails its checks is marked; a repository's agent setup (rules, subagents, skills, commands, hooks, MCP servers and the tools that get each)",
    )
    .argument("<input>")
    .option("--setup", "draw the repository's agent setup even where it has a genome (.aigx/, otherwise drawn as AIGX)")
    .addOption(
      new Option("--format <format>", "picture format (default: from -o's extension, else svg)").choices([
        "svg",
        "dot",
        "mermaid",
        "html",
      ]),
    )
    .option("-o, --output <file>", "write the picture here (default: stdout)")
    .option("--force", "replace an existing output file")
    .action(run(async () => (await import("./commands/graph.js")).graph));

  program
    .command("demo")
    .description("run the main job on the bundled examples")
    .argument("[dir]", "examples directory (default: the examples bundled with agentc)")
    .option("-o, --output <dir>", "output directory", "agentc-demo")
    .option("--force", "replace an output directory that holds anything but a previous demo's files")
    .action(run(async () => (await import("./commands/demo.js")).demo));

  addAegx(program);
  addAir(program);
  addAix(program);
  addUaix(program);
  addAigx(program);
  program
    .command("keygen")
    .description("make a signing key pair (PKCS#8 private key, SPKI public key)")
    .addOption(new Option("--alg <alg>", "key algorithm").choices(["ed25519", "rsa", "ecdsa"]).default("ed25519"))
    .option("-o, --output <prefix>", "file prefix: <prefix>.key and <prefix>.pub")
    .option("--force", "replace existing key files")
    .action(run(async () => (await import("./commands/aix.js")).keygen));
  addHelp(program);
  return program;
}

function addAigx(program: Command): void {
  const aigx = program.command("aigx").description("AIGX genomes: lint, resolve, fmt, export, check-conformance");
  const root = (c: Command): Command =>
    c
      .option("--root <dir>", "repository root", ".")
      .option("--exclude <dir...>", "directories to skip (also .aigxignore)");
  root(
    aigx
      .command("lint")
      .description("validate every genome under the root (the reference's checks, and more)")
      .option(SARIF_FLAG, SARIF_HELP)
      .option(PRINT_PIPELINE_FLAG, PRINT_PIPELINE_HELP),
  ).action(run(async () => (await import("./commands/aigx.js")).lint));
  root(
    aigx
      .command("resolve")
      .description("the boundary entry of one file (nearest genome + root genome)")
      .argument("<path>"),
  ).action(run(async () => (await import("./commands/aigx.js")).resolve));
  root(
    aigx
      .command("fmt")
      .description("re-render genomes canonically, proving semantic parity")
      .option("-o, --output <dir>", "write here")
      .option("--write", "rewrite in place")
      .option("--force", "write into a non-empty -o directory"),
  ).action(run(async () => (await import("./commands/aigx.js")).fmt));
  root(
    aigx
      .command("export")
      .description(
        "write every coding agent's rule files from the genome, scoped as the rules are (nested where a rule belongs to a directory); files without the generated-by header are never replaced without --force",
      )
      .requiredOption(
        "--format <formats>",
        `targets: all (${ruleTools()
          .filter(inAll)
          .map((t) => t.name)
          .join(", ")}), or a comma list of coding tools by name or alias: ${ruleTools()
          .map((t) => t.name)
          .join(", ")}`,
      )
      .option(
        "-o, --output <dir>",
        "the project directory to write into (default: the root); for one target, a single .md file or - for stdout writes the whole genome as that one file",
      )
      .option("--check", "write nothing; exit 1 when any target file is missing or stale (for CI)")
      .option("--dry-run", "show what would be written, replaced or removed, as a unified diff; write nothing")
      .option(
        "--prune",
        "remove the files agentc wrote (still as it wrote them) that the genome no longer makes: a skill, command or subagent gone, a tool no longer named",
      )
      .option("--force", "replace files written by hand (without the generated-by header)")
      .option(PRINT_PIPELINE_FLAG, PRINT_PIPELINE_HELP)
      .option(
        "--global",
        "export the user's genome (~/.aigx/) to each tool's user-level files under the home directory",
      ),
  ).action(run(async () => (await import("./commands/aigx.js")).exportCmd));
  aigx
    .command("genome")
    .description(
      "propose a genome of a JavaScript, TypeScript or Python repository: a rule for each boundary it declares (dependency-cruiser, ESLint, Nx, TypeScript references, package exports, import-linter), placed on the files on that boundary, and an entry per source file",
    )
    .argument("<repo>")
    .option("--merge", "merge into <repo>/.aigx/: every hand edit is kept, what changed is reported")
    .option("-o, --output <file>", "write the proposed files.aigx here (without --merge)")
    .option("--force", "replace an existing output")
    .option("--exclude <dir...>", "directories to skip")
    .action(run(async () => (await import("./commands/aigx.js")).genome));
  root(aigx.command("check-conformance").description("the AIGX conformance level (0, 1, 2)")).action(
    run(async () => (await import("./commands/aigx.js")).checkConformance),
  );
}

function addUaix(program: Command): void {
  const uaix = program.command("uaix").description("UAIX memory packages: pack, verify, unpack, ls");
  uaix
    .command("pack")
    .description("pack a directory into a deterministic, verified .uaix")
    .argument("<dir>")
    .requiredOption("-o, --output <file.uaix>", "package to write")
    .option("--scope <scope...>", "declared scopes (persona_profile, project_handoff, code_bearing, …)")
    .option("--sign <key>", "sign with this Ed25519 private key (PEM)")
    .option("--detached", "also write <file>.uaix.sig")
    .option("--force", "replace an existing output")
    .option("--profile <id>", "profileId")
    .option("--issuer <name>", "issuer")
    .option("--reviewed", "mark new files reviewed")
    .action(run(async () => (await import("./commands/uaix.js")).pack));
  uaix
    .command("init")
    .description("start a package directory: the files every package needs, as templates to fill in")
    .argument("<dir>")
    .option("--scope <scope...>", "also the files these scopes need (persona_profile, project_handoff, …)")
    .option("--force", "write into an existing non-empty directory")
    .action(run(async () => (await import("./commands/uaix-init.js")).init));
  uaix
    .command("verify")
    .description("quarantine verdict: accept, review_required, or no-op with reasons")
    .argument("<file.uaix>")
    .option(PUBKEY_FLAG, PUBKEY_HELP, repeatable)
    .option(TRUST_FLAG, TRUST_HELP)
    .option("--previous <old.uaix>", "check protected anchors against a previous package")
    .option("--require-signature", "only a trusted signature passes (unsigned or untrusted is a no-op)")
    .option(SARIF_FLAG, SARIF_HELP)
    .option(PRINT_PIPELINE_FLAG, PRINT_PIPELINE_HELP)
    .action(run(async () => (await import("./commands/uaix.js")).verify));
  uaix
    .command("unpack")
    .description("extract a package, only after verification passes")
    .argument("<file.uaix>")
    .argument("<dir>")
    .option(PUBKEY_FLAG, PUBKEY_HELP, repeatable)
    .option(TRUST_FLAG, TRUST_HELP)
    .option("--previous <old.uaix>", "check protected anchors against a previous package")
    .option("--require-signature", "only a trusted signature passes")
    .option("--force", "replace an existing non-empty directory")
    .action(run(async () => (await import("./commands/uaix.js")).unpack));
  uaix
    .command("ls")
    .description("list the inventory of a package")
    .argument("<file.uaix>")
    .action(run(async () => (await import("./commands/uaix.js")).ls));
}

function addAix(program: Command): void {
  const aix = program.command("aix").description("AIX agent definitions: validate, checksum, sign, verify, fmt");
  aix
    .command("validate")
    .description(
      "every rule of AIX v1.0, or of v1.4 (its schema, identity, checksum and signature), with the section 7.4 report in --json",
    )
    .argument("<file>")
    .option(SARIF_FLAG, SARIF_HELP)
    .option(PUBKEY_FLAG, PUBKEY_HELP, repeatable)
    .option(TRUST_FLAG, TRUST_HELP)
    .option("--require-signature", "only a trusted signature passes")
    .option("--require-checksum", "a placeholder checksum (zeros, TODO, empty) is an error, not a warning")
    .addOption(
      new Option(
        "--aix-version <version>",
        "read the file as this AIX version (default: the one it declares in aix_version or meta.format_version; none: 1.0)",
      ).choices(["1.0", "1.4"]),
    )
    .action(run(async () => (await import("./commands/aix.js")).validate));
  aix
    .command("checksum")
    .description(
      "compute (or --write) the checksum: hash of the JCS form without security (v1.4: without security.checksum and security.signature only)",
    )
    .argument("<file>")
    .addOption(new Option("--algorithm <alg>", "hash").choices(["sha256", "sha512", "blake3"]).default("sha256"))
    .option("--write", "store it in security.checksum (in place, or to -o)")
    .option("-o, --output <file>", "write the updated agent here instead")
    .option("--force", "replace an existing output")
    .addOption(
      new Option(
        "--aix-version <version>",
        "read the file as this AIX version (default: the one it declares in aix_version or meta.format_version; none: 1.0)",
      ).choices(["1.0", "1.4"]),
    )
    .action(run(async () => (await import("./commands/aix.js")).checksum));
  aix
    .command("sign")
    .description(
      "sign the checksum (Ed25519, RSA-SHA256 or ECDSA-SHA256 by key type); a v1.4 file: Ed25519 over its canonical bytes, as the reference signs",
    )
    .argument("<file>")
    .requiredOption("--key <pem>", "private key (PEM)")
    .option("--signer <id>", "signer identity")
    .option("--timestamp <iso>", "signing time (default: now or SOURCE_DATE_EPOCH)")
    .option("-o, --output <file>", "write the signed agent here instead of in place")
    .option("--force", "replace an existing output")
    .addOption(
      new Option(
        "--aix-version <version>",
        "read the file as this AIX version (default: the one it declares in aix_version or meta.format_version; none: 1.0)",
      ).choices(["1.0", "1.4"]),
    )
    .action(run(async () => (await import("./commands/aix.js")).sign));
  aix
    .command("verify")
    .description(
      "verify the checksum and the signature; the signer is verified only by a key you name (--pubkey, --trust), its name and time are claims; names the fields the signature does not cover",
    )
    .argument("<file>")
    .option(PUBKEY_FLAG, PUBKEY_HELP, repeatable)
    .option(TRUST_FLAG, TRUST_HELP)
    .option("--require-signature", "only a trusted signature passes")
    .option(
      "--require-checksum",
      'accepted for symmetry: verify always requires a real checksum (a placeholder is "not verified", exit 1)',
    )
    .addOption(
      new Option(
        "--aix-version <version>",
        "read the file as this AIX version (default: the one it declares in aix_version or meta.format_version; none: 1.0)",
      ).choices(["1.0", "1.4"]),
    )
    .action(run(async () => (await import("./commands/aix.js")).verify));
  aix
    .command("fmt")
    .description("write canonical AIX in YAML, JSON or TOML")
    .argument("<file>")
    .addOption(new Option("--to <syntax>", "output syntax").choices(["yaml", "json", "toml"]).makeOptionMandatory())
    .option("-o, --output <file>", "output file (default: stdout)")
    .option("--force", "replace an existing output")
    .action(run(async () => (await import("./commands/aix.js")).fmt));
}

function addAir(program: Command): void {
  const air = program.command("air").description("AIR worlds: validate, hash, build, patch, diff");
  const profile = (): Option => new Option("--profile <profile>", "encoding profile").choices(["aos", "spec"]);
  air
    .command("validate")
    .description("shape and semantic checks of a node file or a world directory")
    .argument("<path>")
    .addOption(profile())
    .option(SARIF_FLAG, SARIF_HELP)
    .option(PRINT_PIPELINE_FLAG, PRINT_PIPELINE_HELP)
    .action(run(async () => (await import("./commands/air.js")).validate));
  air
    .command("hash")
    .description("print sha256:<hex>  <name> for every node of a file")
    .argument("<file>")
    .addOption(profile().default("aos"))
    .action(run(async () => (await import("./commands/air.js")).hash));
  air
    .command("build")
    .description("validate a world directory and write it as a content-addressed world")
    .argument("<dir>")
    .requiredOption("-o, --output <world>", "output world directory")
    .addOption(profile())
    .option("--force", "replace an existing non-empty output")
    .action(run(async () => (await import("./commands/air.js")).build));
  air
    .command("patch")
    .description("apply a patch document transactionally, then re-validate")
    .argument("<world>")
    .argument("<patch>")
    .option("-o, --output <world>", "write the patched world here")
    .option("--in-place", "replace the input world (atomically)")
    .option("--force", "replace an existing non-empty output")
    .action(run(async () => (await import("./commands/air.js")).patch));
  air
    .command("diff")
    .description("the patch that turns world <a> into world <b>")
    .argument("<a>")
    .argument("<b>")
    .option("-o, --output <file>", "write the patch here")
    .option("--force", "replace an existing output")
    .action(run(async () => (await import("./commands/air.js")).diff));
  air
    .command("cat")
    .description("show a stored node (CBOR) as JSON, by hash or file")
    .argument("<hash-or-file>")
    .option("--world <dir>", "world whose store to look in", ".")
    .action(run(async () => (await import("./commands/air.js")).cat));
}

function addAegx(program: Command): void {
  const aegx = program.command("aegx").description("AEGX evidence bundles: write, verify, convert");
  aegx
    .command("init")
    .description("create an empty bundle directory")
    .argument("<dir>")
    .option("--created-at <rfc3339>", "creation time (default: now)")
    .option("--force", "replace an existing non-empty directory")
    .action(run(async () => (await import("./commands/aegx.js")).init));
  aegx
    .command("add-record")
    .description("append a record (and its audit entry) to a bundle directory; --from appends many in one run")
    .argument("<dir>")
    .option("--type <type>", "record type, e.g. SessionStart, ToolCall, FileWrite (required without --from)")
    .option("--principal <principal>", "USER, SYS, WEB, TOOL, SKILL, CHANNEL or EXTERNAL (required without --from)")
    .option(
      "--from <jsonl>",
      'append every line of a JSON Lines file of new records ({"type","principal","meta","parents","payload"}; "@prev" as a parent is the record before); - for stdin',
    )
    .option("--meta <json>", "meta object (ts defaults to now)", "{}")
    .option("--parents <ids>", "comma-separated parent recordIds")
    .option("--taint <labels>", "comma-separated taint labels")
    .option("--inline <json>", "inline payload (any JSON value)")
    .option("--blob <sha256>", "blob payload: the blob's sha256 (add it first with add-blob)")
    .option("--mime <type>", "blob payload: MIME type", "application/octet-stream")
    .option("--size <bytes>", "blob payload: size in bytes (default: the blob file's size)")
    .action(run(async () => (await import("./commands/aegx.js")).addRecord));
  aegx
    .command("add-blob")
    .description("store a file in blobs/ under its sha256")
    .argument("<dir>")
    .argument("<file>")
    .action(run(async () => (await import("./commands/aegx.js")).addBlob));
  aegx
    .command("export")
    .description("write a bundle directory as a deterministic .aegx.zip")
    .argument("<dir>")
    .argument("<zip>")
    .option("--force", "replace an existing archive")
    .action(run(async () => (await import("./commands/aegx.js")).exportZip));
  aegx
    .command("import")
    .description("extract a .aegx.zip into a directory after every safety check")
    .argument("<zip>")
    .argument("<dir>")
    .option("--force", "replace an existing non-empty directory")
    .action(run(async () => (await import("./commands/aegx.js")).importZip));
  aegx
    .command("verify")
    .description("verify a bundle (spec section 9); exit 0 pass, 2 failure, 3 schema, 4 I/O")
    .argument("<bundle>", "directory or .aegx.zip")
    .option("--strict", "fail on what the reference silently accepts")
    .option(SARIF_FLAG, SARIF_HELP)
    .action(run(async () => (await import("./commands/aegx.js")).verify));
  aegx
    .command("summarize")
    .description("summarise a bundle: records by type and principal, time span, blobs, head")
    .argument("<bundle>")
    .action(run(async () => (await import("./commands/aegx.js")).summarize));
  aegx
    .command("repair")
    .description(
      "cut a bundle directory whose chain is broken to its longest valid prefix, keeping what is cut in side files",
    )
    .argument("<dir>")
    .action(run(async () => (await import("./commands/aegx.js")).repair));
  // Evidence of agents' sessions (issue 37): from logs, attestations out.
  aegx
    .command("from")
    .description(
      "write an AEGX bundle from agent session logs: Claude Code transcripts, Codex rollouts, OTLP JSON GenAI spans",
    )
    .argument("<log>", "a log file, or a directory of them (every .jsonl/.json below it)")
    .requiredOption("-o, --output <dir>", "the bundle directory")
    .option("--append", "add to an existing bundle: records already there are not added again")
    .option("--force", "replace an existing bundle")
    .option("--no-redact", "keep secrets in the evidence (they are replaced by markers unless this is given)")
    .option("--redact-salt <text>", "the salt of the markers' hashes (default: derived from each session's id)")
    .option(PRINT_PIPELINE_FLAG, PRINT_PIPELINE_HELP)
    .action(run(async () => (await import("./commands/aegx-sessions.js")).from));
  aegx
    .command("attest")
    .description("write an in-toto Statement about a bundle, signed in a DSSE envelope (Ed25519)")
    .argument("<bundle>", "directory")
    .requiredOption("--key <pem>", "Ed25519 private key (PEM)")
    .requiredOption("-o, --output <file>", "the attestation (.intoto.json)")
    .option("--force", "replace an existing file")
    .action(run(async () => (await import("./commands/aegx-sessions.js")).attest));
  aegx
    .command("verify-attestation")
    .description("check an attestation against its bundle: signature, subjects, audit head")
    .argument("<attestation>")
    .requiredOption("--bundle <dir>", "the bundle the attestation is about")
    .option(
      "--pubkey <pem>",
      "the key that must have signed (repeatable); only then is the signature trusted",
      repeatable,
    )
    .action(run(async () => (await import("./commands/aegx-sessions.js")).verifyAttestation));
}

export async function main(argv: string[]): Promise<void> {
  // `convert --help` lists the conversions, which live in the converter: load it only for that help.
  if (argv.includes("convert") && (argv.includes("--help") || argv.includes("-h") || argv.includes("help")))
    await loadConversions();
  const program = buildProgram();
  usageOutput.json = jsonRequested(argv);
  try {
    await program.parseAsync(argv);
  } catch (e) {
    if (e instanceof CommanderError) {
      process.exitCode = e.exitCode === 0 ? EXIT.ok : EXIT.usage;
      if (e.exitCode !== 0 && jsonRequested(argv)) emit(makeContext(true), usageFailure(e));
      return;
    }
    process.exitCode = emit(makeContext(argv.includes("--json")), failure(e));
  }
}
