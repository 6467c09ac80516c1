/** RFC 6901 JSON pointers. */
export function escapePointerToken(token: string): string {
  // Most tokens (every name an agent file uses) have neither: no regular expression to run for them.
  if (!token.includes("~") && !token.includes("/")) return token;
  return token.replace(/~/g, "~0").replace(/\//g, "~1");
}

/** A token as RFC 6901 spells it, unescaped (`~1` is `/`, then `~0` is `~`: that order, so `~01` stays `~1`). */
export function unescapePointerToken(token: string): string {
  if (!token.includes("~")) return token;
  return token.replace(/~1/g, "/").replace(/~0/g, "~");
}

export function pointerAppend(pointer: string, token: string | number): string {
  return `${pointer}/${typeof token === "number" ? token : escapePointerToken(token)}`;
}

export function pointerFromPath(path: ReadonlyArray<string | number>): string {
  return path.reduce<string>((p, t) => pointerAppend(p, t), "");
}
