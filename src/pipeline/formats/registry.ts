/**
 * What each format offers the generic commands (validate, inspect, convert,
 * roundtrip). Format modules are imported only when a command needs them.
 */
import type { FormatDriver } from "./driver.js";
import type { FormatName } from "../../readers/detect.js";

const drivers: Partial<Record<FormatName, () => Promise<FormatDriver>>> = {
  aegx: async () => (await import("./aegx/format.js")).aegxDriver,
  air: async () => (await import("./air/format.js")).airDriver,
  aix: async () => (await import("./aix/format.js")).aixDriver,
  uaix: async () => (await import("./uaix/format.js")).uaixDriver,
  aigx: async () => (await import("./aigx/format.js")).aigxDriver,
};

export async function formatDriver(format: FormatName): Promise<FormatDriver | undefined> {
  const load = drivers[format];
  return load ? load() : undefined;
}
