/**
 * UAIX benchmark: pack and verify a package of 5,000 files / 200 MiB, each
 * phase in its own process so its peak memory is its own (streaming, not
 * whole-archive buffering).
 */
import { mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { packDirectory } from "../../src/formats/uaix/pack.js";
import { verifyUaixPackage } from "../../src/formats/uaix/verify-package.js";
import { renderUai } from "../../ir/dialects/uaix/uai-text.js";
import { UNIVERSAL_FILES } from "../../ir/dialects/uaix/tokens.js";
import { line, mib, peakRssMiB, phase, row, scaled, scratchDir, sha256sumSeconds, timeAsync } from "./measure.js";

const FILES = scaled(5000);
const TOTAL = scaled(200 * 1024 * 1024);

function generate(dir: string): void {
  for (const f of [...UNIVERSAL_FILES, ".uai/persona.uai"]) {
    mkdirSync(join(dir, ".uai"), { recursive: true });
    writeFileSync(
      join(dir, f),
      renderUai({ title: f, purpose: "bench", requiredFor: ["bench"], headers: [], sections: [["Body", "text"]] }),
    );
  }
  mkdirSync(join(dir, "evidence"), { recursive: true });
  const per = Math.floor(TOTAL / FILES);
  let seed = 1;
  for (let i = 0; i < FILES; i++) {
    // Text that compresses like real notes (words from a small vocabulary, pseudo-random order).
    const words: string[] = [];
    let size = 0;
    while (size < per) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const w = ["memory", "agent", "evidence", "review", "persona", "boundary", `n${seed % 9973}`, "the", "and", "of"][
        seed % 10
      ]!;
      words.push(w);
      size += w.length + 1;
    }
    writeFileSync(join(dir, "evidence", `note-${String(i).padStart(5, "0")}.txt`), words.join(" "));
  }
}

async function pack(dir: string, out: string): Promise<void> {
  const { seconds } = await timeAsync(() =>
    packDirectory(dir, out, { scopes: ["persona_profile"], createdUtc: "2026-01-01T00:00:00Z" }),
  );
  line(
    "uaix pack (s)",
    `${seconds.toFixed(1)} s for ${FILES} files, ${(TOTAL / 2 ** 20).toFixed(0)} MiB → ${(statSync(out).size / 2 ** 20).toFixed(0)} MiB package (includes the verify-before-write pass)`,
  );
  line("uaix pack peak RSS", `${peakRssMiB().toFixed(0)} MiB`);
}

async function verify(out: string): Promise<void> {
  const { value, seconds } = await timeAsync(() => verifyUaixPackage(out));
  if (value.verdict !== "accept") throw new Error(`bench package: ${value.verdict} ${value.reasons.join(",")}`);
  line("uaix verify peak RSS", `${peakRssMiB().toFixed(0)} MiB`);
  process.stdout.write(`VERIFY ${JSON.stringify({ seconds })}\n`);
}

const run = (...args: string[]): string => phase(fileURLToPath(import.meta.url), args);

export async function runUaixBench(): Promise<void> {
  const root = scratchDir("uaix");
  generate(join(root, "pkg"));
  run("pack", join(root, "pkg"), join(root, "p.uaix"));
  // The bound: sha256sum over the same content, unpacked (what verify inflates and hashes).
  const files = listFiles(join(root, "pkg"));
  const sum = sha256sumSeconds(files);
  const v = JSON.parse(/^VERIFY (.*)$/m.exec(run("verify", join(root, "p.uaix")))![1]!) as { seconds: number };
  const bytes = files.reduce((a, f) => a + statSync(f).size, 0);
  const mbs = (s: number): string => `${(bytes / 2 ** 20 / s).toFixed(0)} MiB/s`;
  row({
    figure: `UAIX verify ${mib(bytes)} package (${FILES} files)`,
    value: `${v.seconds.toFixed(2)} s (${mbs(v.seconds)})`,
    bound: `sha256sum same content ${sum.toFixed(2)} s (${mbs(sum)})`,
    ratio: `${((sum / v.seconds) * 100).toFixed(0)}% of its rate`,
    target: "≥ 50%",
    pass: v.seconds <= 2 * sum,
  });
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath ?? (d as unknown as { path: string }).path, d.name));
}

const [, , which, a, b] = process.argv;
if (which === "pack") await pack(a!, b!);
else if (which === "verify") await verify(a!);
