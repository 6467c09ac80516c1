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
 * the rate. Rate and seed come from AGENTC_MUTANT_SAMPLE (0 < rate ≤ 1) and AGENTC_MUTANT_SEED.
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

/** The rate and seed of the environment; a missing or bad rate stops the run before any mutant. */
export function sampleSettings(env: NodeJS.ProcessEnv = process.env): { rate: number; seed: string } {
  const rate = Number(env.AGENTC_MUTANT_SAMPLE);
  if (!(rate > 0 && rate <= 1))
    throw new Error(`AGENTC_MUTANT_SAMPLE must be a rate in (0, 1], not "${env.AGENTC_MUTANT_SAMPLE}"`);
  return { rate, seed: env.AGENTC_MUTANT_SEED ?? "agentc" };
}

class SampleChecker implements Checker {
  static inject = tokens();
  private readonly settings = sampleSettings();

  async init(): Promise<void> {}

  async check(mutants: Mutant[]): Promise<Record<string, CheckResult>> {
    const { rate, seed } = this.settings;
    const reason = `${NOT_SAMPLED} (rate ${rate}, seed ${seed})`;
    return Object.fromEntries(
      mutants.map((m): [string, CheckResult] => [
        m.id,
        inSample(m, rate, seed) ? { status: CheckStatus.Passed } : { status: CheckStatus.CompileError, reason },
      ]),
    );
  }
}

export const strykerPlugins = [declareClassPlugin(PluginKind.Checker, "agentc-sample", SampleChecker)];
