/**
 * `uaix verify` (and `uaix ls`) as a pipeline, in a module of its own: a verify loads UAIX's verifier
 * and the pass manager, not the packer's modules (uaix-package.ts) nor the format's lowerings.
 */
import type { UaixVerification, UaixVerifyOptions } from "../formats/uaix/verify-package.js";
import { uaixVerify, verificationOf } from "../formats/uaix/verify-pass.js";
import type { PipelineStep } from "./pass-manager.js";
import { newRun, runPass } from "./run-context.js";

export interface UaixPackageVerification extends UaixVerification {
  /** The steps that ran: uaix.verify (it reads the package itself: the format's verifyReadsSource). */
  pipeline: PipelineStep[];
}

/**
 * `uaix verify` as a pipeline: the format's verifiers, run as `validate` runs them on a package
 * (uaix.verify opens the package itself, with every archive safety check, so no read step comes
 * first), its options (trust, previous package, …) passed as `PassOptions.uaix`.
 */
export async function verifyUaixPipeline(
  file: string,
  options: UaixVerifyOptions & { afterEach?: (step: PipelineStep) => void } = {},
): Promise<UaixPackageVerification> {
  const { afterEach, ...verify } = options;
  const run = newRun(file, { uaix: verify, afterEach });
  // uaixFormat.verify is [uaixVerify]: run here without loading the rest of the format (format.ts).
  await runPass(run, uaixVerify);
  return { ...verificationOf(run.ctx)!, pipeline: run.pm.steps };
}
