/** The AIGX 1.1 model: genomes (.aigx/ directories), rules, file entries, domain cards. */
import type { Position } from "../../json/line-index.js";
import type { Diagnostics } from "../../diagnostics/diagnostic.js";

/** The agent addendum (AIGX 1.1 section 4): one line that makes any agent's instructions AIGX-aware. */
export const AIGX_ADDENDUM =
  'This repository uses AIGX - the AI Genome Exchange context format. The `.aigx/` directory holds the context: read `.aigx/protocol.aigx` first; then the per-concern rule files your task touches. `.aigx/files.aigx` is the PER-FILE BOUNDARY INDEX: for EACH file you edit, find its `<file path="...">` entry - obey its `<forbid pri="CRIT">`, heed its `<gotcha>`, and verify every id in its `<check>` before finishing. Keep blast radius local unless justified.';

export interface Located {
  file: string;
  pos: Position;
}

export interface Rule extends Located {
  id: string;
  text: string;
  /**
   * Extension attributes (`x-…`) of the rule, in order: what AIGX 1.1 has no field for, such as a
   * rule's path scope and activation from the coding-agent file it was imported from.
   */
  ext?: Array<[string, string]>;
}

export interface Boundary {
  pri?: string;
  text: string;
}

export interface FileEntry extends Located {
  path: string;
  domain?: string;
  role?: string;
  forbid?: Boundary;
  gotchas: Boundary[];
  checks: string[];
  /** The `<c id="…">gloss</c>` form of <check>, id → gloss. */
  glosses: Map<string, string>;
}

export interface Fact extends Located {
  text: string;
  /** Rule ids the fact cites, as `(ID)` or `= ID`. */
  ids: string[];
}

export interface DomainCard extends Located {
  key: string;
  path?: string;
  purpose?: string;
  publicApi?: string;
  test?: string;
  blast?: string;
  facts: Fact[];
}

export interface ConcernFile {
  file: string;
  root: string;
  rules: Rule[];
}

export interface Genome {
  /** The `.aigx` directory, relative to the repository root (POSIX). */
  dir: string;
  protocol?: { file: string; readFirst?: string; steps: string[]; text: string };
  product?: { file: string; freshness?: string; fields: Array<[string, string]> };
  concerns: ConcernFile[];
  files?: { file: string; entries: FileEntry[] };
  cards: DomainCard[];
}

export const RULE_ID = /^[A-Z][A-Z0-9]*(-[A-Za-z0-9]+)+$/;
export const NON_CONCERN = new Set(["files.aigx", "protocol.aigx", "product.aigx"]);
export const SKIP_DIRS = new Set([".git", "node_modules", "dist", "build", "__pycache__", ".venv", "venv"]);

/** A repository read: its genomes, the domain cards outside them, and what reading it reported. */
export interface Repository {
  root: string;
  genomes: Genome[];
  /** Domain cards found outside .aigx/ directories. */
  cards: DomainCard[];
  diagnostics: Diagnostics;
  /** Every .aigx file read, with its modification signature (for index invalidation). */
  sources: Map<string, string>;
}
