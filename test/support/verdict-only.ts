/**
 * ajv's standalone code made verdict-only: it says whether a value is valid, and builds no error.
 *
 * A first-error validator still records an error object for every branch of a `oneOf` that does
 * not match, and spells each nested value's instance path (two regular-expression replaces per
 * key) for errors it will rarely make. AIR's typed values are `oneOf`s of a dozen forms, so a valid
 * node made dozens of error objects and paths that were thrown away. The verdict needs only the
 * count of errors compared with zero, and the counts before and after a branch compared with each
 * other: a failed sub-validator counts as one error instead of as many as it found, which changes
 * no comparison. The property test of test/unit/air-shape-validators.test.ts holds these verdicts
 * equal to the all-errors validators'.
 *
 * The rewrites are of ajv 8's exact output; if a version writes otherwise, a pattern finds nothing,
 * an error is left recorded, and this throws rather than leave a validator half rewritten.
 */
const REWRITES: ReadonlyArray<[name: string, pattern: RegExp, replacement: string]> = [
  // An error recorded inside a branch: only its count is kept.
  [
    "recorded error",
    /const err(\d+) = \{.*\};\nif\(vErrors === null\)\{\nvErrors = \[err\1\];\n\}\nelse \{\nvErrors\.push\(err\1\);\n\}\nerrors\+\+;/g,
    "errors++;",
  ],
  // A sub-validator's errors appended: one error.
  [
    "appended errors",
    /vErrors = vErrors === null \? ([\w.]+)\.errors : vErrors\.concat\(\1\.errors\);\nerrors = vErrors\.length;/g,
    "errors++;",
  ],
  // The error a validator returns with.
  ["returned error", /validate\d+\.errors = \[\{.*\}\];\nreturn false;/g, "return false;"],
  // A nested value's path, passed on to a sub-validator for errors it no longer makes.
  ["instance path", /instancePath:instancePath\+.*?,parentData:/g, "instancePath,parentData:"],
];

/** What must not be left once the rewrites are done: any error still recorded. */
const RECORDING = ["vErrors.push", "vErrors = [", "errors = vErrors.length", "const err"];

export function verdictOnly(code: string): string {
  let out = code;
  for (const [name, pattern, replacement] of REWRITES) {
    const before = out;
    out = out.replace(pattern, replacement);
    if (out === before) throw new Error(`verdictOnly: no ${name} to rewrite (has ajv's output changed?)`);
  }
  for (const left of RECORDING)
    if (out.includes(left))
      throw new Error(`verdictOnly: "${left}" is left after the rewrites (has ajv's output changed?)`);
  return out;
}
