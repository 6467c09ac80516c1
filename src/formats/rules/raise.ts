/**
 * Raise: read rule files → core rules. Each rule gets the scope and
 * activation its file gives it (the dialect's `scope`), an id (its marker's,
 * else derived from the file), its first heading as title, and its source
 * (repository-relative file, line, format). What core cannot hold (Copilot's
 * `excludeAgent`, `@` imports for a target that does not import) is ledgered.
 */
import type { CoreRule } from "../../../ir/dialects/core/rules.js";
import type { RuleFileAttrs } from "../../../ir/dialects/rules/model.js";
import type { Diagnostic } from "../../../ir/diagnostics/diagnostic.js";
import type { LossLedger } from "../../../ir/loss-ledger.js";
import type { RuleDialect } from "./dialect.js";
import { ruleTool } from "../../../ir/dialects/rules/tool.js";
import "../../../ir/dialects/rules/tools.js";
import { derivedId, firstHeading, rulePointer, uniqueId } from "./ids.js";

/** Whether a target's tool reads `@path` imports (the imported file's rules are then not lost). */
const importing = (target: string): boolean => ruleTool(target)?.atImports === true;

export function raiseRuleFiles(
  files: readonly RuleFileAttrs[],
  dialect: RuleDialect,
  ledger: LossLedger,
  target: string,
): { rules: CoreRule[]; diagnostics: Diagnostic[] } {
  const used = new Set<string>();
  const rules: CoreRule[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const file of files) {
    const scope = dialect.scope(file);
    diagnostics.push(...(scope.diagnostics ?? []));
    file.sections.forEach((s, i) => {
      const base =
        s.id ?? (i === 0 ? derivedId(dialect.prefix, file.path) : `${derivedId(dialect.prefix, file.path)}-${i + 1}`);
      const id = uniqueId(base, used);
      const title = i === 0 && scope.title ? scope.title : firstHeading(s.text);
      const rule: CoreRule = {
        id,
        text: s.text,
        ...(title ? { title } : {}),
        ...(scope.description ? { description: scope.description } : {}),
        activation: scope.activation,
        globs: [...scope.globs],
        ...(scope.directory ? { directory: scope.directory } : {}),
        ...(scope.group ? { group: scope.group } : {}),
        sources: [{ file: file.path, line: s.line, format: dialect.name }],
      };
      rules.push(rule);
      if (target === dialect.name) return;
      for (const [k, v] of Object.entries(scope.extras ?? {})) {
        ledger.record({
          pointer: rulePointer(id, k),
          file: file.path,
          line: file.fieldLines[k],
          target,
          reason: `core rules have no ${k} (${JSON.stringify(v)}); only ${dialect.name} holds it`,
        });
      }
      if (!importing(target)) {
        for (const imp of file.imports) {
          if (!s.text.includes(`@${imp.path}`)) continue;
          ledger.record({
            pointer: rulePointer(id, "imports"),
            file: file.path,
            line: imp.line,
            target,
            reason: `${target} does not import files: the text keeps "@${imp.path}" as written, but the imported file's rules are not included`,
          });
        }
      }
    });
  }
  return { rules, diagnostics };
}
