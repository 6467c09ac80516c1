/**
 * What a repository declares about its architecture, as agentc reads it: each declaration (a
 * dependency-cruiser rule, an ESLint zone, an import-linter contract, …) with its source, what it
 * forbids and why, and the pairs of sides it forbids (the files on one side must not import what
 * the other side names). A side answers for repository files (by path) and for imports that name
 * no repository file (packages, by specifier); the importing file is passed along for rules whose
 * target depends on it (dependency-cruiser's `$1`).
 */

export interface Side {
  /** How the genome names this side: `src/readers/`, `` `^src/(api|index)\.ts$` ``, `the package boto3`. */
  label: string;
  /**
   * Is this repository file (POSIX path from the root) on this side, imported from `from` as
   * `spec`? Absent: the side names no repository files.
   */
  file?: (path: string, from?: string, spec?: string) => boolean;
  /** Is an import of this specifier, which resolves to no repository file, on this side? */
  spec?: (specifier: string, from?: string) => boolean;
  /** `spec` tests every import as written, whether or not it resolves to a file (ESLint's `no-restricted-imports`). */
  written?: boolean;
  /** The folders the declaration names for this side, as globs from the root (`apps/web/**`), where it names folders. */
  globs?: string[];
}

export interface Constraint {
  from: Side;
  to: Side;
  /**
   * What the files on this boundary may import instead (a package by its name): when given, the
   * boundary's files are the files of `from` that import it; otherwise, those that only `to` imports.
   */
  allowed?: Side;
}

export type Tool =
  "dependency-cruiser" | "eslint" | "eslint-plugin-boundaries" | "nx" | "package-json" | "typescript" | "import-linter";

export interface Declaration {
  tool: Tool;
  /** The name it is declared under (a rule's name, a contract's id, a zone's number): the rule id is `ARCH-<name>`. */
  name: string;
  /** What is forbidden, as one sentence without a full stop. */
  forbids: string;
  /** Why, in the declaration's own words (its comment, message or contract name). */
  why?: string;
  /** The file (POSIX, from the root) and line of the declaration. */
  source: { file: string; line: number };
  /** Pairs whose first side must not import the second. */
  constraints: Constraint[];
  /** The declaration forbids import cycles among the files of `cycles` (placed on the files in a cycle). */
  cycles?: Side;
  /** Why the declaration is not placed on files, when agentc cannot evaluate it. */
  unplaced?: string;
}

export interface DeclarationProblem {
  file: string;
  line?: number;
  message: string;
}

export interface Declarations {
  declarations: Declaration[];
  /** What could not be read (a configuration computed beyond what agentc reads, an `extends` it does not follow). */
  problems: DeclarationProblem[];
  /** Configuration files read. */
  files: string[];
}

/** The repository as the declaration readers see it: its source files and their Python module names. */
export interface RepoFiles {
  root: string;
  /** Every source file, POSIX paths from the root. */
  paths: readonly string[];
  /** A file's text (configuration files), or undefined when it does not exist. */
  read: (path: string) => string | undefined;
  /** Every file (any extension) with one of these names, POSIX paths from the root (skipping ignored directories). */
  named: (names: readonly string[]) => string[];
}
