/** AIR v1 vocabulary (spec sections 1, 7, 9, 10) and the later-v1 spellings agentc reads. */

/** Kinds of the later v1 (8a8a4e51) that the seed spec does not have. */
export const LATER_DEF_KINDS = ["defsecret", "defeffect"] as const;

/** Manifest list field for each definition kind. */
export const MANIFEST_LISTS: Record<string, string> = {
  defschema: "schemas",
  defmodule: "modules",
  defplan: "plans",
  defcap: "caps",
  defpolicy: "policies",
  defsecret: "secrets",
  defeffect: "effects",
};

export const EFFECT_KINDS = ["http.request", "fs.blob.put", "fs.blob.get", "timer.set", "llm.generate"] as const;
/** Later-v1 spellings: read, and reported as such. */
export const LATER_EFFECT_KINDS = ["blob.put", "blob.get"] as const;
export const CAP_TYPES = ["http.out", "fs.blob", "timer", "llm.basic"] as const;
export const LATER_CAP_TYPES = ["blob", "query"] as const;

export const NAME_PATTERN = /^[a-z][a-z0-9._-]*\/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$/;
export const HASH_PATTERN = /^sha256:[0-9a-f]{64}$/;
export const ZERO_HASH_REF = `sha256:${"0".repeat(64)}`;
