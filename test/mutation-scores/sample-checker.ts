/**
 * A Stryker checker that lets a random sample of the mutants through to the tests
 * (`stryker.sample.config.mjs`). Stryker tests 40–80 mutants a minute on this 2-core machine and the
 * format folders have about 25,000, so a whole run is a day's work; a simple random sample of them
 * gives each folder's score with a known error (Wilson interval, `scores.ts`): random mutant
 * sampling, as in Gopinath et al., "How hard does mutation analysis have to be, anyway?" (2015).
 *
 * Each mutant is in the sample by a hash of what it is (file, place, mutator, replacement) and a
 * seed, not by its run id, so the sample is the same on every machine and run, and a mutant keeps its
 * place in the sample while the code around it changes. A mutant left out is reported as a
 * CompileError whose reason starts with {@link NOT_SAMPLED}; `scores.ts` leaves those out and records
 * each file's rate. Rate and seed come from AGENTC_MUTANT_SAMPLE (0 < rate ≤ 1) and AGENTC_MUTANT_SEED,
 * other rates for some folders from AGENTC_MUTANT_RATES.
 */
import { createHash } from "node:crypto";
import { CheckStatus, type CheckResult, type Checker } from "@stryker-mutator/api/check";
import type { Mutant } from "@stryker-mutator/api/core";
import { PluginKind, declareClassPlugin, tokens } from "@stryker-mutator/api/plugin";

/** The reason a mutant left out of the sample carries, followed by ` (rate R, seed S)`. */
export const NOT_SAMPLED = "not in the sample";

/** The file's path from the repository root, wherever Stryker's sandbox put it. */
export function repositoryPath(fileName: string): string {
  const slashed = fileName.split("\\").join("/");
  const m = /(?:^|\/)((?:src|ir|emitters|grammars)\/.*)$/.exec(slashed);
  return m ? m[1]! : slashed;
}

/** Whether the mutant is in the sample: the first 32 bits of a sha256 of what it is, below rate × 2³². */
export function inSample(
  mutant: Pick<Mutant, "fileName" | "location" | "mutatorName" | "replacement">,
  rate: number,
  seed: string,
): boolean {
  const { start, end } = mutant.location;
  const key = [
    seed,
    repositoryPath(mutant.fileName),
    `${start.line}:${start.column}-${end.line}:${end.column}`,
    mutant.mutatorName,
    mutant.replacement,
  ].join("\0");
  const draw = createHash("sha256").update(key).digest().readUInt32BE(0);
  return draw < rate * 2 ** 32;
}

/** A run's draw: the rate, the seed, and other rates for some folders (`src/formats/core/=0.5`). */
export interface SampleSettings {
  rate: number;
  seed: string;
  /** [path prefix, rate]: a file takes the rate of the longest prefix its path starts with. */
  rates?: [string, number][];
}

const validRate = (rate: number): boolean => rate > 0 && rate <= 1;

/**
 * The settings of the environment: AGENTC_MUTANT_SAMPLE is the rate, AGENTC_MUTANT_SEED the seed, and
 * AGENTC_MUTANT_RATES (`prefix=rate,…`) gives small folders a higher rate, so that one run draws enough
 * of each folder. A missing or bad rate stops the run before any mutant.
 */
export function sampleSettings(env: NodeJS.ProcessEnv = process.env): SampleSettings {
  const rate = Number(env.AGENTC_MUTANT_SAMPLE);
  if (!validRate(rate))
    throw new Error(`AGENTC_MUTANT_SAMPLE must be a rate in (0, 1], not "${env.AGENTC_MUTANT_SAMPLE}"`);
  const settings: SampleSettings = { rate, seed: env.AGENTC_MUTANT_SEED ?? "agentc" };
  if (env.AGENTC_MUTANT_RATES) settings.rates = parseRates(env.AGENTC_MUTANT_RATES);
  return settings;
}

/** `prefix=rate,…` as pairs; a pair that is not a prefix and a rate in (0, 1] stops the run. */
export function parseRates(spec: string): [string, number][] {
  return spec.split(",").map((pair) => {
    const at = pair.lastIndexOf("=");
    const rate = Number(pair.slice(at + 1));
    if (at <= 0 || !validRate(rate))
      throw new Error(`AGENTC_MUTANT_RATES takes prefix=rate pairs with a rate in (0, 1], not "${pair}"`);
    return [pair.slice(0, at), rate];
  });
}

/** The rate `file` (a repository path) is drawn at. */
export function rateOf(file: string, { rate, rates = [] }: Pick<SampleSettings, "rate" | "rates">): number {
  let best: [string, number] | undefined;
  for (const pair of rates) if (file.startsWith(pair[0]) && pair[0].length > (best?.[0].length ?? -1)) best = pair;
  return best ? best[1] : rate;
}

/** What a left-out mutant's reason says after {@link NOT_SAMPLED}, which `scores.ts` reads back. */
export function describeSample({ rate, seed, rates }: SampleSettings): string {
  const others = rates?.length ? `, rates ${rates.map(([p, r]) => `${p}=${r}`).join(",")}` : "";
  return `(rate ${rate}, seed ${seed}${others})`;
}

/** The settings a left-out mutant's reason describes, or undefined when it is not one. */
export function settingsOfReason(reason: string): Pick<SampleSettings, "rate" | "rates"> | undefined {
  const m = /^not in the sample \(rate ([0-9.]+), seed .*?(?:, rates (\S+))?\)$/.exec(reason);
  if (!m) return undefined;
  return { rate: Number(m[1]), ...(m[2] ? { rates: parseRates(m[2]) } : {}) };
}

class SampleChecker implements Checker {
  static inject = tokens();
  private readonly settings = sampleSettings();

  async init(): Promise<void> {}

  async check(mutants: Mutant[]): Promise<Record<string, CheckResult>> {
    const reason = `${NOT_SAMPLED} ${describeSample(this.settings)}`;
    const { seed } = this.settings;
    return Object.fromEntries(
      mutants.map((m): [string, CheckResult] => [
        m.id,
        inSample(m, rateOf(repositoryPath(m.fileName), this.settings), seed)
          ? { status: CheckStatus.Passed }
          : { status: CheckStatus.CompileError, reason },
      ]),
    );
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.Checker, "agentc-sample", SampleChecker)];
