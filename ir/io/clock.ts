/**
 * The clock for anything agentc stamps with a time. SOURCE_DATE_EPOCH (the
 * reproducible-builds convention) pins it so that runs are byte-for-byte
 * repeatable; otherwise it is the real time.
 */
import { aegxNow } from "../dialects/aegx/timestamp.js";

export function nowUtc(): string {
  const epoch = process.env.SOURCE_DATE_EPOCH;
  if (epoch && /^\d+$/.test(epoch)) return aegxNow(new Date(Number(epoch) * 1000));
  return aegxNow();
}

/** The ZIP epoch: the time a conversion stamps when neither its source nor SOURCE_DATE_EPOCH gives one. */
export const FIXED_EPOCH_UTC = "1980-01-01T00:00:00Z";

/**
 * The time a derived artefact (a converted package) carries: never the wall clock, so that
 * the same input gives the same bytes on every run; SOURCE_DATE_EPOCH when it is set.
 */
export function reproducibleUtc(): string {
  const epoch = process.env.SOURCE_DATE_EPOCH;
  return epoch && /^\d+$/.test(epoch) ? nowUtc() : FIXED_EPOCH_UTC;
}
