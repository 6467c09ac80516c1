/**
 * UAIX packages damaged on purpose, for the golden diagnostics of `uaix verify`
 * (test/fixtures/uaix-tampered/, SOURCE.md there): no public UAIX package exists to take bad ones
 * from, so each is one of agentc's own golden packages (golden/convert/) with one thing changed, as
 * a careless or hostile sender would change it. Deterministic: the same bytes on every run, which
 * test/unit/uaix-tampered-fixtures.test.ts checks against the committed files.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { openZip } from "../../ir/io/zip/read.js";
import { buildZip } from "../../ir/io/zip/write.js";
import { repoRoot } from "./corpus.js";

type Files = Map<string, Buffer>;
type Manifest = Record<string, unknown>;

const MANIFEST = ".uai/manifest.uaix.json";

/** A package's files and its archive comment (where a signed package keeps its signature). */
async function entriesOf(path: string): Promise<{ files: Files; comment: string }> {
  const { archive } = await openZip(readFileSync(path));
  try {
    const files: Files = new Map();
    for (const e of archive.entries) if (!e.name.endsWith("/")) files.set(e.name, Buffer.from(await archive.read(e)));
    return { files, comment: archive.comment.toString("utf8") };
  } finally {
    await archive.close();
  }
}

interface Variant {
  /** The file name under test/fixtures/uaix-tampered/. */
  name: string;
  /** The golden package it starts from (golden/convert/). */
  from: string;
  /** What is changed, for SOURCE.md. */
  what: string;
  edit: (files: Files, manifest: Manifest) => void;
}

const firstUai = (files: Files): string => [...files.keys()].filter((n) => n.endsWith(".uai")).sort()[0]!;

export const VARIANTS: readonly Variant[] = [
  {
    name: "entry-edited.uaix",
    from: "sourcing-app.uaix",
    what: "one line appended to the first .uai file after packing (its sha256 no longer matches)",
    edit: (f) => {
      const n = firstUai(f);
      f.set(n, Buffer.concat([f.get(n)!, Buffer.from("Added after packing.\n")]));
    },
  },
  {
    name: "undeclared-file.uaix",
    from: "sourcing-app.uaix",
    what: "a file the manifest does not list (evidence/extra.txt)",
    edit: (f) => void f.set("evidence/extra.txt", Buffer.from("not in the manifest\n")),
  },
  {
    name: "secret.uaix",
    from: "sourcing-app.uaix",
    what: "a private key's first line written into the first .uai file",
    edit: (f) => {
      const n = firstUai(f);
      f.set(n, Buffer.concat([f.get(n)!, Buffer.from("token: -----BEGIN RSA PRIVATE KEY-----\nabc\n")]));
    },
  },
  {
    name: "authority.uaix",
    from: "sourcing-app.uaix",
    what: "the manifest's supportBoundary.executionAuthority set to true",
    edit: (_f, m) => void ((m.supportBoundary as Manifest).executionAuthority = true),
  },
  {
    name: "unknown-scope.uaix",
    from: "sourcing-app.uaix",
    what: 'the manifest\'s declaredScopes set to ["telepathy"]',
    edit: (_f, m) => void (m.declaredScopes = ["telepathy"]),
  },
  {
    name: "signed-issuer-changed.uaix",
    from: "support-agent.uaix",
    what: "a signed package whose manifest issuer was changed after signing",
    edit: (_f, m) => void (m.issuer = "someone else"),
  },
];

/** The bytes of one variant. */
export async function tamperedPackage(v: Variant): Promise<Buffer> {
  const { files, comment } = await entriesOf(join(repoRoot, "golden/convert", v.from));
  const original = files.get(MANIFEST)!.toString("utf8");
  const manifest = JSON.parse(original) as Manifest;
  v.edit(files, manifest);
  // The manifest is rewritten only when the variant changed it: its bytes are otherwise as packed.
  const edited = JSON.stringify(manifest);
  if (edited !== JSON.stringify(JSON.parse(original))) files.set(MANIFEST, Buffer.from(edited));
  return buildZip(
    [...files].map(([name, data]) => ({ name, data })),
    comment ? { comment } : {},
  );
}

export const TAMPERED_DIR = "test/fixtures/uaix-tampered";
