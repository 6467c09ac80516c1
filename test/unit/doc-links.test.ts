/**
 * No document sends a reader outside the repository: every relative link of the README and docs/
 * resolves to a file of the checkout (which the package ships as well), and none names the project's
 * shared folders (`../shared/…`, `DESIGN.md`), which neither a clone nor the package has.
 */
import { describe, expect, it } from "vitest";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { repoRoot } from "../support/corpus.js";

const documents = [
  "README.md",
  ...readdirSync(join(repoRoot, "docs"))
    .filter((n) => n.endsWith(".md"))
    .map((n) => `docs/${n}`),
];

describe("documents", () => {
  it("link only to files of the repository", () => {
    const broken: string[] = [];
    for (const doc of documents) {
      const text = readFileSync(join(repoRoot, doc), "utf8");
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z][a-z+.-]*:/i.test(target!) || target!.startsWith("#")) continue;
        const file = join(repoRoot, dirname(doc), decodeURIComponent(target!.replace(/#.*$/, "")));
        if (!existsSync(file)) broken.push(`${doc}: ${target} (${relative(repoRoot, file)})`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("never point at the project's shared folders", () => {
    const outside = documents.flatMap((doc) =>
      readFileSync(join(repoRoot, doc), "utf8")
        .split("\n")
        .flatMap((line, i) =>
          /\.\.\/shared\b|DESIGN\.md|shared\/(specs|corpus)/.test(line) ? [`${doc}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(outside).toEqual([]);
  });
});
