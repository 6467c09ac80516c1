/**
 * Path patterns of the declarations, as tests: globs (ESLint, eslint-plugin-boundaries, Nx), gitignore
 * patterns (ESLint's `no-restricted-imports`) and regular expressions (dependency-cruiser). A regular
 * expression from a repository's configuration is compiled only when it cannot backtrack without
 * bound (no quantified group that holds a quantifier, at most 2,000 characters): a configuration can
 * make agentc refuse a rule, never hang.
 */

/** A glob (`*`, `**`, `?`, `{a,b}`, `[…]`) as a regular expression's source, anchored at both ends. */
export function globSource(glob: string): string {
  let out = "";
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === "*") {
      if (glob[i + 1] === "*") {
        i++;
        if (glob[i + 1] === "/") {
          i++;
          out += "(?:.*/)?";
        } else out += ".*";
      } else out += "[^/]*";
    } else if (c === "?") out += "[^/]";
    else if (c === "{") {
      const close = glob.indexOf("}", i);
      if (close < 0) out += "\\{";
      else {
        out += `(?:${glob
          .slice(i + 1, close)
          .split(",")
          .map(globSource)
          .map((s) => s.slice(1, -1))
          .join("|")})`;
        i = close;
      }
    } else if (c === "[") {
      const close = glob.indexOf("]", i + 1);
      if (close < 0) out += "\\[";
      else {
        out += `[${glob
          .slice(i + 1, close)
          .replace(/^!/, "^")
          .replace(/\\/g, "\\\\")}]`;
        i = close;
      }
    } else out += /[.+^$()|\\]/.test(c) ? `\\${c}` : c;
  }
  return `^${out}$`;
}

export function globTest(glob: string): (path: string) => boolean {
  const re = new RegExp(globSource(glob.replace(/^\.\//, "")));
  return (p) => re.test(p);
}

/** A glob or a plain path: the path itself, and everything under it when it names a folder. */
export function pathOrGlob(pattern: string): (path: string) => boolean {
  const p = pattern.replace(/^\.\//, "").replace(/\/+$/, "");
  if (p === "" || p === ".") return () => true;
  if (/[*?{[]/.test(p)) {
    const g = globTest(p);
    const under = globTest(`${p}/**`);
    return (x) => g(x) || under(x);
  }
  return (x) => x === p || x.startsWith(`${p}/`) || x.replace(/\.[cm]?[jt]sx?$/, "") === p;
}

/**
 * A gitignore pattern (ESLint's `no-restricted-imports` patterns): without a slash it matches any
 * segment of the specifier; with one at its start or in its middle, the specifier from its start
 * (gitignore's documentation: "a separator at the beginning or middle"); either matches what lies under it.
 */
export function gitignoreTest(pattern: string): (spec: string) => boolean {
  const p = pattern.replace(/\/+$/, "");
  const anchored = p.includes("/");
  const body = new RegExp(globSource(p.replace(/^\//, "")).slice(1, -1));
  const re = anchored ? new RegExp(`^${body.source}(?:/.*)?$`) : new RegExp(`(?:^|/)${body.source}(?:/.*)?$`);
  return (s) => re.test(s);
}

/** A regular expression from a configuration, or why it is refused. */
export function safeRegex(source: string, flags = ""): RegExp | string {
  if (source.length > 2000) return "a pattern longer than 2,000 characters";
  // A quantified group holding a quantifier ((a+)+, (a|b*)*) can backtrack exponentially.
  if (/\((?:[^()\\]|\\.)*[*+}](?:[^()\\]|\\.)*\)[*+{?]/.test(source.replace(/\[(?:[^\]\\]|\\.)*\]/g, "x")))
    return `a pattern with a repeated group that repeats (${source.slice(0, 60)})`;
  try {
    return new RegExp(source, flags.replace(/[^imsu]/g, ""));
  } catch (e) {
    return `a pattern that does not compile (${(e as Error).message})`;
  }
}

/** `^src/readers/` → `src/readers/`; a pattern with more than literal text is shown as it is, in backquotes. */
export function regexLabel(source: string): string {
  const plain = source.replace(/^\^/, "").replace(/\\\./g, ".").replace(/\\\//g, "/");
  return /[\\^$.*+?()[\]{}|]/.test(plain.replace(/\.(?=[a-z]+$)/, "")) ? `\`${source}\`` : plain;
}

/** A name as the tail of a rule id: letters, digits and dashes. */
export function idSlug(name: string): string {
  return name.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-+|-+$/g, "") || "rule";
}
