/** JSON text with every object's keys sorted: two values that are equal as data give the same text (for comparing meaning, not for storing). */
export const sortedJson = (value: unknown): string =>
  JSON.stringify(value, (_k, x: unknown) =>
    x && typeof x === "object" && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : x,
  );
