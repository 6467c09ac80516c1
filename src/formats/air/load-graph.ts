/** The ids of AIR's nodes in the graph (the AIR format's read makes them): one `air.<kind>` node per definition and one `air.manifest`. */
import { kindInfo } from "../../../ir/dialects/registry.js";

export const AIR_MANIFEST_NODE = "air:manifest";

export { airNodeId } from "./resolve.js";

/** Whether `air.<kind>` is a registered kind: a world's unknown `$kind` is reported by its validator, never added to a graph. */
export const isAirKind = (kind: string): boolean => kindInfo(`air.${kind}`) !== undefined;
