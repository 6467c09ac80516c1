/** RFC 6901 JSON pointers. */
export function escapePointerToken(token: string): string {
  return token.replace(/~/g, "~0").replace(/\//g, "~1");
}

export function pointerAppend(pointer: string, token: string | number): string {
  return `${pointer}/${typeof token === "number" ? token : escapePointerToken(token)}`;
}

export function pointerFromPath(path: ReadonlyArray<string | number>): string {
  return path.reduce<string>((p, t) => pointerAppend(p, t), "");
}
