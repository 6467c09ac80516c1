/**
 * The clock for anything agentc stamps with a time. SOURCE_DATE_EPOCH (the
 * reproducible-builds convention) pins it so that runs are byte-for-byte
 * repeatable; otherwise it is the real time.
 */
import { aegxNow } from "../formats/aegx/timestamp.js";

export function nowUtc(): string {
  const epoch = process.env.SOURCE_DATE_EPOCH;
  if (epoch && /^\d+$/.test(epoch)) return aegxNow(new Date(Number(epoch) * 1000));
  return aegxNow();
}
