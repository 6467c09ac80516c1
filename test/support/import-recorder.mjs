// Node module hooks that print every module URL the process loads (used to check lazy loading).
import { register } from "node:module";

register(
  "data:text/javascript," +
    encodeURIComponent(`
export async function resolve(specifier, context, next) {
  const r = await next(specifier, context);
  process.stderr.write("IMPORT " + r.url + "\\n");
  return r;
}`),
  import.meta.url,
);
