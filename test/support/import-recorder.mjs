// Node module hooks that print every module URL the process loads (used to check lazy loading).
import { register } from "node:module";

register(
  "data:text/javascript," +
    encodeURIComponent(`
import { writeSync } from "node:fs";
// Straight to file descriptor 2: the hooks run on their own thread, whose process.stderr reaches the
// main thread asynchronously and can be lost when a busy process exits first.
export async function resolve(specifier, context, next) {
  const r = await next(specifier, context);
  writeSync(2, "IMPORT " + r.url + "\\n");
  return r;
}`),
  import.meta.url,
);
