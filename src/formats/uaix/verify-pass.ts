/**
 * UAIX's verifier, `uaix.verify`, in a module of its own: `uaix verify` runs it without loading the
 * format's raise, lowerings and packer (format.ts), which a verify does not use.
 */
import { verifyUaixPackage, type UaixVerification } from "./verify-package.js";
import { notInfo, stateKey, type Pass, type PassContext } from "../pass.js";

export const VERIFICATION = stateKey<UaixVerification>("uaix.verification");

/** The verdict uaix.verify reached (after it ran), for `uaix verify`'s report. */
export const verificationOf = (ctx: PassContext): UaixVerification | undefined => ctx.state.get(VERIFICATION);

export const uaixVerify: Pass = {
  name: "uaix.verify",
  dialect: "uaix",
  kind: "verify",
  description:
    "the quarantine verdict: closed file sets per scope, inventory and manifest digests, secrets, authority, signature",
  async run(ctx) {
    const given = ctx.options.uaix;
    const v = await verifyUaixPackage(ctx.input, {
      ...given,
      requireSignature: given?.requireSignature ?? ctx.options.strict,
    });
    ctx.state.set(VERIFICATION, v);
    // Every no-op reason is reported as an error (Collector.fail), so a no-op verdict fails this pass.
    return notInfo(v.diagnostics);
  },
};
