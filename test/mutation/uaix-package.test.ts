/**
 * src/formats/uaix against the survivors of a sampled mutation run (issue 38): the package
 * verifier's checks, one fault at a time, each with the message the verifier owes its user
 * (agentc's messages are part of its contract). Packages are packed from test directories, then
 * changed entry by entry (as test/codes/uaix.test.ts does), keeping the zip comment (the signature).
 */
import { generateKeyPairSync } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { openZip } from "../../ir/io/zip/read.js";
import { MANIFEST_PATH, UNIVERSAL_FILES } from "../../ir/dialects/uaix/tokens.js";
import { packDirectory } from "../../src/formats/uaix/pack.js";
import { verifyUaixPackage } from "../../src/formats/uaix/verify-package.js";
import type { Diagnostic } from "../../ir/diagnostics/diagnostic.js";
import { rawZip } from "../support/raw-zip.js";
import { tempDir } from "../support/tmp.js";
import { packageDir } from "../support/uaix-fixture.js";

const key = generateKeyPairSync("ed25519");
const pem = key.privateKey.export({ type: "pkcs8", format: "pem" }).toString();
let persona: string;
let signed: string;

type Manifest = Record<string, unknown> & { integrity: Record<string, unknown>; files: Array<Record<string, unknown>> };

/** The package with its entries changed by `edit` (the manifest as a plain object), comment kept. */
async function rewritten(
  pkg: string,
  edit: (m: Manifest, entries: Map<string, Buffer>) => void,
  raw?: (entries: Map<string, Buffer>) => void,
): Promise<string> {
  const { archive } = await openZip(pkg);
  const entries = new Map<string, Buffer>();
  for (const e of archive!.entries) entries.set(e.name, await archive!.read(e));
  const comment = archive!.comment.toString("latin1");
  await archive!.close();
  const m = JSON.parse(entries.get(MANIFEST_PATH)!.toString("utf8")) as Manifest;
  edit(m, entries);
  entries.set(MANIFEST_PATH, Buffer.from(JSON.stringify(m)));
  raw?.(entries);
  const out = join(tempDir(), "changed.uaix");
  writeFileSync(
    out,
    rawZip(
      [...entries].map(([name, data]) => ({ name, data })),
      comment,
    ),
  );
  return out;
}
const diagnostics = async (pkg: string, options = {}): Promise<Diagnostic[]> =>
  (await verifyUaixPackage(pkg, options)).diagnostics;
const messages = async (pkg: string, options = {}): Promise<string[]> =>
  (await diagnostics(pkg, options)).map((d) => d.message);

beforeAll(async () => {
  persona = join(tempDir(), "persona.uaix");
  signed = join(tempDir(), "signed.uaix");
  await packDirectory(packageDir(["persona_profile"]), persona, { scopes: ["persona_profile"] });
  await packDirectory(packageDir(["persona_profile"]), signed, { scopes: ["persona_profile"], signKey: pem });
});

describe("verifyUaixPackage: the checks the sampled mutants escaped", () => {
  it("the packed package is sound (the floor the faults below stand on)", async () => {
    const r = await verifyUaixPackage(persona);
    expect(r.reasons).toEqual([]);
  });

  it("an empty authority list claims nothing; a full one does", async () => {
    const empty = await rewritten(persona, (m) => void (m.toolGrants = []));
    expect((await messages(empty)).filter((t) => /claims authority/.test(t))).toEqual([]);
    const full = await rewritten(persona, (m) => void (m.toolGrants = ["shell"]));
    expect(await diagnostics(full)).toContainEqual(
      expect.objectContaining({
        message: "manifest field toolGrants claims authority a memory package must not carry",
        pointer: "/toolGrants",
      }),
    );
  });

  it("says the manifest is not JSON", async () => {
    const pkg = await rewritten(
      persona,
      () => {},
      (e) => e.set(MANIFEST_PATH, Buffer.from("{not json")),
    );
    const ms = await messages(pkg);
    expect(ms).toHaveLength(1);
    expect(ms[0]).toMatch(/^manifest is not JSON: \S/);
  });

  it("says which media type does not fit a file's extension", async () => {
    const pkg = await rewritten(persona, (m) => {
      const f = m.files.find((x) => String(x.path).endsWith(".uai"))!;
      f.mediaType = "application/json";
    });
    const f = (await verifyUaixPackage(persona)).files.find((x) => x.path.endsWith(".uai"))!;
    expect(await messages(pkg)).toContain(
      `${f.path}: media type application/json does not fit its extension (text/x-uai; charset=utf-8)`,
    );
  });

  it("notes an all-zero filesDigest as a sentinel", async () => {
    const pkg = await rewritten(persona, (m) => void (m.integrity.filesDigest = "0".repeat(64)));
    expect(await diagnostics(pkg)).toContainEqual(
      expect.objectContaining({
        code: "UAIX-SENTINEL",
        message: "integrity.filesDigest is the all-zero sentinel: not proof of integrity; the package stays in review",
      }),
    );
  });

  it("takes a digest of 65 hex digits for none at all", async () => {
    const files = await rewritten(
      persona,
      (m) => void (m.integrity.filesDigest = `${String(m.integrity.filesDigest)}0`),
    );
    expect(await messages(files)).toContain("integrity.filesDigest (sha256 of the RFC 8785 form of files) is required");
    const whole = await rewritten(persona, (m) => void (m.integrity.manifestDigest = "xyz"));
    expect(await messages(whole)).toContain(
      "integrity.manifestDigest (sha256 of the RFC 8785 form of the manifest without integrity) is required",
    );
  });

  it("names a universal file a package leaves out as required for every package", async () => {
    const gone = UNIVERSAL_FILES[0];
    const pkg = await rewritten(persona, (m, e) => {
      m.files = m.files.filter((f) => f.path !== gone);
      e.delete(gone);
    });
    expect(await messages(pkg)).toContain(`${gone} is required for every package`);
  });

  it("names an entrypoint that is not a declared file", async () => {
    const pkg = await rewritten(persona, (m) => void (m.entrypoints = [".uai/nowhere.uai"]));
    expect(await diagnostics(pkg)).toContainEqual(
      expect.objectContaining({
        message: "entrypoint .uai/nowhere.uai is not a declared file",
        pointer: "/entrypoints/0",
      }),
    );
  });

  it("tells an untrusted signature from one that does not match", async () => {
    const untrusted = await messages(signed, { requireSignature: true });
    expect(untrusted.some((t) => /^the signature is valid but untrusted \(/.test(t))).toBe(true);
    const changed = await rewritten(signed, (m) => void (m.issuer = "someone else"));
    const invalid = await messages(changed, { requireSignature: true });
    expect(invalid).toContain("the signature does not match the manifest");
    expect(invalid.some((t) => /untrusted/.test(t))).toBe(false);
  });
});
