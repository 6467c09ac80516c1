/** UAIX codes: packages packed from test directories, then changed entry by entry. */
import { generateKeyPairSync } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe } from "vitest";
import { openZip } from "../../ir/io/zip/read.js";
import { MANIFEST_PATH } from "../../ir/dialects/uaix/tokens.js";
import { packDirectory } from "../../src/formats/uaix/pack.js";
import { verifyUaixPackage } from "../../src/formats/uaix/verify-package.js";
import type { Diagnostic } from "../../ir/diagnostics/diagnostic.js";
import { agentcInProcess } from "../support/cli.js";
import { repoRoot } from "../support/corpus.js";
import { rawZip } from "../support/raw-zip.js";
import { tempDir } from "../support/tmp.js";
import { packageDir } from "../support/uaix-fixture.js";
import { thrown, trigger } from "../support/triggers.js";

const key = generateKeyPairSync("ed25519");
const pem = key.privateKey.export({ type: "pkcs8", format: "pem" }).toString();
const pub = key.publicKey.export({ type: "spki", format: "pem" }).toString();
let persona: string;
let project: string;
let signed: string;

/** The entries of a package, changed by `edit`, written as a new package. */
async function rewritten(pkg: string, edit: (entries: Map<string, Buffer>) => void): Promise<string> {
  const { archive } = await openZip(pkg);
  const entries = new Map<string, Buffer>();
  for (const e of archive!.entries) entries.set(e.name, await archive!.read(e));
  edit(entries);
  const out = join(tempDir(), "changed.uaix");
  writeFileSync(out, rawZip([...entries].map(([name, data]) => ({ name, data }))));
  return out;
}
const verify = async (pkg: string, options = {}): Promise<readonly Diagnostic[]> =>
  (await verifyUaixPackage(pkg, options)).diagnostics;
const cli = async (args: string[]): Promise<readonly Diagnostic[]> =>
  (JSON.parse((await agentcInProcess(["--json", ...args])).stdout) as { diagnostics: Diagnostic[] }).diagnostics;

beforeAll(async () => {
  persona = join(tempDir(), "persona.uaix");
  project = join(tempDir(), "project.uaix");
  signed = join(tempDir(), "signed.uaix");
  await packDirectory(packageDir(["persona_profile"]), persona, { scopes: ["persona_profile"] });
  await packDirectory(packageDir(["project_handoff"]), project, { scopes: ["project_handoff"] });
  await packDirectory(packageDir(["persona_profile"]), signed, { scopes: ["persona_profile"], signKey: pem });
});

describe("UAIX codes", () => {
  trigger("UAIX-MISSING-MANIFEST", async () => verify(await rewritten(persona, (e) => e.delete(MANIFEST_PATH))), {
    severity: "error",
    file: /changed\.uaix$/,
  });
  trigger(
    "UAIX-MISSING-DECLARED-FILE",
    async () => verify(await rewritten(persona, (e) => e.delete(".uai/persona.uai"))),
    { severity: "error", file: /changed\.uaix$/ },
  );
  trigger(
    "UAIX-SIZE-MISMATCH",
    async () =>
      verify(
        await rewritten(persona, (e) => {
          const m = JSON.parse(e.get(MANIFEST_PATH)!.toString("utf8")) as {
            files: Array<{ path: string; sizeBytes: number }>;
          };
          m.files[0]!.sizeBytes += 1;
          e.set(MANIFEST_PATH, Buffer.from(JSON.stringify(m)));
        }),
      ),
    { severity: "error", file: /changed\.uaix$/ },
  );
  trigger("UAIX-SIGNATURE-UNTRUSTED", () => verify(signed), { severity: "info", file: /signed\.uaix$/ });
  trigger("UAIX-SIGNATURE-TRUSTED", () => verify(signed, { trust: { pubkeys: [{ pem: pub, source: "test key" }] } }), {
    severity: "info",
    file: /signed\.uaix$/,
  });
  trigger("UAIX-NOT-PERSONA", () => cli(["convert", project, "--to", "aix", "-o", join(tempDir(), "a.aix")]), {
    severity: "error",
    file: /project\.uaix$/,
  });
  trigger(
    "UAIX-PACK-INVALID",
    async () => {
      const agent = join(tempDir(), "leaky.aix");
      writeFileSync(
        agent,
        readFileSync(join(repoRoot, "examples/support-agent.aix"), "utf8").replace(
          "Help customers with product questions.",
          "Help customers. Use key AKIAIOSFODNN7EXAMPLE for the API.",
        ),
      );
      await agentcInProcess(["aix", "checksum", agent, "--write"]);
      return cli(["convert", agent, "--to", "uaix", "-o", join(tempDir(), "p.uaix")]);
    },
    { severity: "error", noLocation: "the package never existed; the message names the reasons" },
  );
  trigger(
    "UAIX-MEDIA-TYPE",
    () =>
      thrown(() =>
        packDirectory(packageDir(["persona_profile"], { "tool.exe": "MZ" }), join(tempDir(), "x.uaix"), {
          scopes: ["persona_profile"],
        }),
      ),
    { severity: "error", noLocation: "a refusal to pack; the message names the file" },
  );
});
