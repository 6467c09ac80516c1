/**
 * Help that teaches: every command's `--help` ends with examples a user can
 * paste (they use the bundled examples/ where an input is needed), required
 * options say so, and `convert --help` lists the conversions.
 */
import type { Command } from "commander";
import { conversionsHelp } from "./conversions-list.js";

/** Examples by command path ("" is agentc itself). */
export const EXAMPLES: Record<string, string[]> = {
  "": [
    "agentc validate examples/support-agent.aix",
    "agentc convert examples/support-agent.aix --to air -o agent.air",
    "agentc demo",
    "agentc aix --help",
  ],
  validate: [
    "agentc validate examples/support-agent.aix",
    "agentc validate examples/session.aegx --strict",
    "agentc validate agent.aix --sarif agentc.sarif   # for code scanning",
  ],
  inspect: ["agentc inspect examples/session.aegx", "agentc --json inspect examples/support-agent.aix"],
  convert: [
    "agentc convert examples/support-agent.aix --to air -o agent.air",
    "agentc convert examples/support-agent.aix --to uaix -o agent.uaix --sign agentc-ed25519.key",
    "agentc convert examples/support-agent.aix --to aigx --fail-on-loss   # exit 1 if anything would be lost",
    "agentc convert examples/support-agent.aix --to air -o agent.air --graph pipeline.svg --print-pipeline",
    "agentc convert 'agents/*.aix' --to air -o worlds/   # many inputs, one process, one output each",
    "agentc convert agent.uaix --to aix --format json -o agent.json",
    "agentc convert .cursor/rules/react.mdc --to agents-md -o AGENTS.md   # one file out: -o names it (- prints it)",
    "agentc convert .claude/agents/reviewer.md --to aix -o reviewer.aix   # a Claude Code subagent; .mcp.json converts too",
  ],
  import: [
    "agentc import .                 # every agent's instruction files → .aigx/",
    "agentc import path/to/repo -o genome-dir",
    "agentc --json import .   # every rule with its scope, activation and sources",
  ],
  explain: [
    "agentc explain DUPLICATE_NAME",
    "agentc explain air-ref-missing   # case does not matter",
    "agentc --json explain AGC-LOSS   # {code, severity, dialect, meaning, fix, doc}",
  ],
  passes: [
    "agentc passes",
    "agentc passes --dialect core",
    "agentc --json passes   # [{name, dialect, kind, description}]",
  ],
  graph: [
    "agentc graph examples/session.aegx -o session.svg",
    "agentc graph examples/support-agent.aix --format mermaid",
    "agentc graph examples/session.aegx -o session.html   # one self-contained page",
  ],
  roundtrip: ["agentc roundtrip examples/support-agent.aix", "agentc roundtrip examples/session.aegx"],
  demo: [
    "agentc demo                     # bundled examples, writes ./agentc-demo",
    "agentc demo -o /tmp/demo",
    "agentc demo my-examples -o out",
  ],
  keygen: [
    "agentc keygen                   # agentc-ed25519.key and agentc-ed25519.pub",
    "agentc keygen --alg ecdsa -o signer",
  ],

  aegx: [
    "agentc aegx verify examples/session.aegx",
    "agentc aegx init run.aegx && agentc aegx add-record run.aegx --type SessionStart --principal SYS --inline '{}'",
  ],
  "aegx init": ["agentc aegx init run.aegx", "agentc aegx init run.aegx --created-at 2026-01-01T00:00:00Z --force"],
  "aegx add-record": [
    'agentc aegx add-record run.aegx --type SessionStart --principal SYS --inline \'{"reason":"start"}\'',
    "agentc aegx add-record run.aegx --type FileWrite --principal TOOL --blob <sha256> --mime text/plain --parents <recordId>",
  ],
  "aegx add-blob": ["agentc aegx add-blob run.aegx output.txt   # prints the blob's sha256"],
  "aegx export": ["agentc aegx export run.aegx run.aegx.zip"],
  "aegx import": ["agentc aegx import run.aegx.zip extracted.aegx"],
  "aegx verify": [
    "agentc aegx verify examples/session.aegx",
    "agentc aegx verify run.aegx.zip --strict --sarif aegx.sarif",
  ],
  "aegx summarize": ["agentc aegx summarize examples/session.aegx"],
  "aegx repair": [
    "agentc aegx repair run.aegx   # cut a broken chain to its longest valid prefix; the cut lines go to repair-<time>.*.jsonl",
  ],
  "aegx from": [
    "agentc aegx from ~/.claude/projects/-home-me-app -o app.aegx",
    "agentc aegx from ~/.codex/sessions/2026/01/02 -o app.aegx --append",
    "agentc aegx from spans.json -o run.aegx --json",
  ],
  "aegx attest": ["agentc aegx attest app.aegx --key agentc-ed25519.key -o app.intoto.json"],
  "aegx verify-attestation": [
    "agentc aegx verify-attestation app.intoto.json --bundle app.aegx --pubkey agentc-ed25519.pub",
  ],

  air: ["agentc air validate agent.air", "agentc air hash node.air.json --profile spec"],
  "air validate": [
    "agentc air validate agent.air",
    "agentc air validate node.air.json --profile spec --sarif air.sarif",
  ],
  "air hash": ["agentc air hash node.air.json", "agentc air hash node.air.json --profile spec"],
  "air build": ["agentc air build defs/ -o world", "agentc air build defs/ -o world --profile aos --force"],
  "air patch": ["agentc air patch world patch.json -o patched", "agentc air patch world patch.json --in-place"],
  "air diff": ["agentc air diff world patched", "agentc air diff world patched -o patch.json"],
  "air cat": [
    "agentc air cat sha256:1a2b3c4d --world agent.air   # a unique prefix of 8+ hex digits is enough",
    "agentc air cat agent.air/manifest.air.cbor",
  ],

  aix: ["agentc aix validate examples/support-agent.aix", "agentc aix checksum agent.aix --write"],
  "aix validate": [
    "agentc aix validate examples/support-agent.aix",
    "agentc --json aix validate agent.aix   # the spec's section 7.4 report",
    "agentc aix validate agent.aix --sarif aix.sarif",
  ],
  "aix checksum": [
    "agentc aix checksum examples/support-agent.aix",
    "agentc aix checksum agent.aix --write --algorithm sha512",
  ],
  "aix sign": ["agentc keygen && agentc aix sign agent.aix --key agentc-ed25519.key --signer me@example.com"],
  "aix verify": ["agentc aix verify agent.aix", "agentc aix verify agent.aix --pubkey agentc-ed25519.pub"],
  "aix fmt": [
    "agentc aix fmt examples/support-agent.aix --to json",
    "agentc aix fmt agent.aix --to toml -o agent.toml",
  ],

  uaix: ["agentc uaix init my-package && agentc uaix pack my-package -o my.uaix", "agentc uaix verify my.uaix"],
  "uaix init": ["agentc uaix init my-package", "agentc uaix init my-package --scope persona_profile"],
  "uaix pack": [
    "agentc uaix pack my-package -o my.uaix",
    "agentc uaix pack my-package -o my.uaix --sign agentc-ed25519.key --detached",
  ],
  "uaix verify": [
    "agentc uaix verify my.uaix",
    "agentc uaix verify my.uaix --pubkey agentc-ed25519.pub --require-signature --sarif uaix.sarif",
  ],
  "uaix unpack": [
    "agentc uaix unpack my.uaix extracted/",
    "agentc uaix unpack my.uaix extracted/ --pubkey agentc-ed25519.pub --force",
  ],
  "uaix ls": ["agentc uaix ls my.uaix"],

  aigx: ["agentc aigx lint --root .", "agentc aigx export --format agents-md -o AGENTS.md"],
  "aigx lint": ["agentc aigx lint", "agentc aigx lint --root path/to/repo --exclude vendor --sarif aigx.sarif"],
  "aigx resolve": ["agentc aigx resolve src/index.ts", "agentc aigx resolve src/cli/main.ts --root ."],
  "aigx fmt": ["agentc aigx fmt -o formatted/", "agentc aigx fmt --write"],
  "aigx export": ["agentc aigx export --format agents-md", "agentc aigx export --format claude-md -o -   # to stdout"],
  "aigx genome": ["agentc aigx genome . -o files.aigx", "agentc aigx genome . --merge --exclude dist"],
  "aigx check-conformance": ["agentc aigx check-conformance --root ."],
};

function pathOf(cmd: Command): string {
  const names: string[] = [];
  for (let c: Command | null = cmd; c?.parent; c = c.parent) names.unshift(c.name());
  return names.join(" ");
}

/** Every command, the program first. */
export function allCommands(program: Command): Command[] {
  const out: Command[] = [];
  const walk = (c: Command): void => {
    out.push(c);
    for (const sub of c.commands) walk(sub);
  };
  walk(program);
  return out;
}

/** Add the examples (and, for convert, the conversions) to every command's help; mark required options. */
export function addHelp(program: Command): void {
  for (const cmd of allCommands(program)) {
    const path = pathOf(cmd);
    for (const o of cmd.options)
      if (o.mandatory && !o.description.endsWith("(required)")) o.description = `${o.description} (required)`;
    const examples = EXAMPLES[path];
    if (!examples) continue;
    cmd.addHelpText(
      "after",
      () =>
        `${path === "convert" ? `\n${conversionsHelp()}\n` : ""}\nExamples:\n${examples.map((e) => `  $ ${e}`).join("\n")}\n`,
    );
  }
}

/** Command paths that have no examples (a test keeps this empty). */
export function commandsWithoutExamples(program: Command): string[] {
  return allCommands(program)
    .map(pathOf)
    .filter((p) => !EXAMPLES[p]);
}
