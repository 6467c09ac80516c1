/**
 * Every architecture declaration a repository makes that agentc reads, in one list (model.ts):
 * dependency-cruiser, ESLint (restricted imports and paths, eslint-plugin-boundaries, Nx), TypeScript
 * project references, package exports, workspace packages' dependencies, import-linter. None of them is run.
 */
import { readDependencyCruiser } from "./dependency-cruiser.js";
import { readEslint } from "./eslint.js";
import { readImportLinter } from "./import-linter.js";
import { readPackageExports, readProjectReferences } from "./typescript-projects.js";
import { readWorkspaceDependencies } from "./workspaces.js";
import type { Declarations, RepoFiles } from "./model.js";

export function readDeclarations(repo: RepoFiles): Declarations {
  const out: Declarations = { declarations: [], problems: [], files: [] };
  readDependencyCruiser(repo, out);
  readEslint(repo, out);
  readProjectReferences(repo, out);
  readPackageExports(repo, out);
  readWorkspaceDependencies(repo, out);
  readImportLinter(repo, out);
  return out;
}
