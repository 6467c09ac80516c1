/** The `aigx` dialect: AIGX 1.1 genomes: rules and the per-file boundary index (docs/specs.md). */
import { registerDialect } from "../registry.js";

registerDialect("aigx", "AIGX 1.1 genomes: rules and the per-file boundary index (docs/specs.md)", {
  Genome: "a .aigx/ directory",
  Rule: "one <rule id>",
  FileEntry: "one files.aigx <file> entry: role, forbid, gotcha, checks",
  DomainCard: "a domain card: purpose, public_api, test, blast, facts",
});
