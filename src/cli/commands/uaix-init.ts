/**
 * `agentc uaix init <dir>`: start a package. Writes every file the chosen
 * scopes require (the universal files always) as .uai templates to fill in,
 * and a manifest stub that declares the scopes, so that `agentc uaix pack
 * <dir> -o <file.uaix>` packs it as it is.
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { renderUai } from "../../../ir/dialects/uaix/uai-text.js";
import { MANIFEST_PATH, SCOPES, SCOPE_RULES, UNIVERSAL_FILES, type Scope } from "../../../ir/dialects/uaix/tokens.js";
import { safeJoin } from "../../../ir/io/safe-path.js";
import { EXIT, type CliContext, type Outcome } from "../context.js";
import { CliError } from "../errors.js";

function template(path: string): string {
  const name = basename(path).replace(/\.uai$/, "");
  return renderUai({
    title: name,
    purpose: `TODO: what ${name} holds for the receiving agent`,
    requiredFor: ["import"],
    headers: [["Owner", "TODO"]],
    sections: [["Content", `TODO: write the ${name} here. Memory and evidence only: no credentials, no grants of authority.`]],
  });
}

function fileText(path: string): string {
  if (path.endsWith(".json")) return "{}\n";
  if (path.endsWith(".md")) return "# Agents\n\nTODO: how an agent should work in this project.\n";
  return template(path);
}

export async function init(_ctx: CliContext, dir: string, opts: { scope?: string[]; force?: boolean }): Promise<Outcome> {
  const scopes = (opts.scope?.length ? opts.scope : ["persona_profile"]) as Scope[];
  for (const s of scopes) if (!(SCOPES as readonly string[]).includes(s)) throw new CliError(`unsupported scope ${s} (supported: ${SCOPES.join(", ")})`, "UAIX-SCOPE");
  if (existsSync(dir) && readdirSync(dir).length && !opts.force) throw new CliError(`${dir} exists and is not empty; use --force to write into it`, "AGC-IO-EXISTS", EXIT.io);
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
  const stub: Record<string, unknown> = { declaredScopes: scopes, profileId: basename(resolve(dir)).replace(/[^A-Za-z0-9._-]+/g, "-") || "profile" };
  for (const s of scopes) {
    const mf = SCOPE_RULES[s].manifestFields;
    if (mf) stub[mf.key] = Object.fromEntries(mf.fields.map((f) => [f, /s$/.test(f) ? ["TODO"] : "TODO"]));
  }
  const manifest = join(dir, MANIFEST_PATH);
  if (!existsSync(manifest)) {
    mkdirSync(dirname(manifest), { recursive: true });
    writeFileSync(manifest, `${JSON.stringify(stub, null, 2)}\n`);
  }
  return {
    exitCode: EXIT.ok,
    result: { dir, scopes, files: written },
    text: [`started a UAIX package in ${dir} (scopes: ${scopes.join(", ")}): ${written.length} files to fill in`, ...written.map((f) => `  ${f}`), `next: edit them, then  agentc uaix pack ${dir} -o ${basename(resolve(dir))}.uaix`].join("\n"),
  };
}
