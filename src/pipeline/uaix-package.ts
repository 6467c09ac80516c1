/**
 * A UAIX memory package's own operations, for the library and `agentc uaix …`: a package directory
 * started from templates, and a directory packed (verified as a temporary sibling before it takes
 * its name; a package that would fail import is refused with each faulty file named).
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import type { Diagnostic } from "../../ir/diagnostics/diagnostic.js";
import { AgentcError } from "../../ir/diagnostics/agentc-error.js";
import type { Code } from "../../ir/diagnostics/codes.js";
import { asCode } from "../../ir/diagnostics/codes.js";
import { temporaryOwner } from "../../ir/io/atomic-write.js";
import { safeJoin } from "../../ir/io/safe-path.js";
import { renderUai } from "../../ir/dialects/uaix/uai-text.js";
import { MANIFEST_PATH, SCOPES, SCOPE_RULES, UNIVERSAL_FILES, type Scope } from "../../ir/dialects/uaix/tokens.js";
import { uaixSigningKey } from "../../ir/dialects/uaix/signing.js";
import { PackError, type PackOptions } from "../../emitters/uaix/pack.js";
import { packDirectory } from "../formats/uaix/pack.js";
import type { UaixVerification } from "../formats/uaix/verify-package.js";

export type { PackOptions, Scope, UaixVerification };

function template(path: string): string {
  const name = basename(path).replace(/\.uai$/, "");
  return renderUai({
    title: name,
    purpose: `TODO: what ${name} holds for the receiving agent`,
    requiredFor: ["import"],
    headers: [["Owner", "TODO"]],
    sections: [
      ["Content", `TODO: write the ${name} here. Memory and evidence only: no credentials, no grants of authority.`],
    ],
  });
}

function fileText(path: string): string {
  if (path.endsWith(".json")) return "{}\n";
  if (path.endsWith(".md")) return "# Agents\n\nTODO: how an agent should work in this project.\n";
  return template(path);
}

/**
 * Start a package in `dir`: every file the scopes require (the universal files always) as a template
 * to fill in, and a manifest stub naming the scopes. Existing files are kept; a non-empty directory
 * needs `force`.
 */
export function initUaixPackage(
  dir: string,
  options: { scopes?: readonly string[]; force?: boolean } = {},
): { scopes: Scope[]; files: string[] } {
  const scopes = (options.scopes?.length ? options.scopes : ["persona_profile"]) as Scope[];
  for (const s of scopes)
    if (!(SCOPES as readonly string[]).includes(s))
      throw new AgentcError(`unsupported scope ${s} (supported: ${SCOPES.join(", ")})`, "UAIX-SCOPE", { exitCode: 2 });
  if (existsSync(dir) && readdirSync(dir).length && !options.force)
    throw new AgentcError(`${dir} exists and is not empty; use --force to write into it`, "AGC-IO-EXISTS", {
      exitCode: 4,
    });
  const files = new Set<string>(UNIVERSAL_FILES);
  for (const s of scopes) {
    for (const f of SCOPE_RULES[s].files) files.add(f);
    for (const group of SCOPE_RULES[s].oneOf ?? []) files.add(group[0]!);
  }
  const written: string[] = [];
  for (const rel of [...files].sort()) {
    const path = safeJoin(dir, rel);
    if (existsSync(path)) continue;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, fileText(rel));
    written.push(rel);
  }
  // The stub names the scopes (and the manifest fields some scopes require, to fill in); pack completes the rest.
  const stub: Record<string, unknown> = {
    declaredScopes: scopes,
    profileId: basename(resolve(dir)).replace(/[^A-Za-z0-9._-]+/g, "-") || "profile",
  };
  for (const s of scopes) {
    const mf = SCOPE_RULES[s].manifestFields;
    if (mf) stub[mf.key] = Object.fromEntries(mf.fields.map((f) => [f, /s$/.test(f) ? ["TODO"] : "TODO"]));
  }
  const manifest = join(dir, MANIFEST_PATH);
  if (!existsSync(manifest)) {
    mkdirSync(dirname(manifest), { recursive: true });
    writeFileSync(manifest, `${JSON.stringify(stub, null, 2)}\n`);
  }
  return { scopes, files: written };
}

export type UaixPackResult =
  | { ok: true; verification: UaixVerification }
  | { ok: false; verification: UaixVerification; diagnostics: Diagnostic[] };

/**
 * Pack a directory into `output` (verified before it takes its name). A package that would fail
 * import is refused: one diagnostic per failing code, naming each faulty file, and the refusal.
 */
export async function packUaixPackage(dir: string, output: string, options: PackOptions = {}): Promise<UaixPackResult> {
  if (options.signKey !== undefined) uaixSigningKey(options.signKey); // refuse an RSA/ECDSA key before packing (exit 2)
  let r: Awaited<ReturnType<typeof packDirectory>>;
  try {
    r = await packDirectory(dir, output, options);
  } catch (e) {
    // A package that would fail import: name each missing, unexpected or faulty file, at its place in the directory.
    const v = e instanceof PackError ? (e.verification as UaixVerification | undefined) : undefined;
    if (!v) throw e;
    const byCode = new Map<Code, string[]>();
    for (const d of v.diagnostics)
      if (d.severity === "error") byCode.set(d.code, [...(byCode.get(d.code) ?? []), d.message]);
    const diagnostics: Diagnostic[] = [...byCode].map(([code, messages]) => ({
      code,
      severity: "error",
      file: dir,
      message: messages.length === 1 ? messages[0]! : `${messages.length} files:\n  - ${messages.join("\n  - ")}`,
    }));
    const init = byCode.has("UAIX-MISSING-REQUIRED-FILE")
      ? {
          hint: `\`agentc uaix init ${dir} --force\` adds every missing required file as a template (existing files are kept)`,
        }
      : {};
    return {
      ok: false,
      verification: v,
      diagnostics: [
        ...diagnostics,
        {
          code: asCode((e as PackError).code),
          severity: "error",
          message: `${(e as Error).message}; nothing was written`,
          ...init,
        },
      ],
    };
  }
  // The package was verified as a temporary sibling before it was renamed: report it under its real name.
  const verification = {
    ...r.verification,
    diagnostics: r.verification.diagnostics.map((d) =>
      d.file && temporaryOwner(basename(d.file)) ? { ...d, file: output } : d,
    ),
  };
  return { ok: true, verification };
}
