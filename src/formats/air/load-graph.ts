/** The ids of AIR's nodes in the graph (the AIR format's read makes them): one `air.<kind>` node per definition and one `air.manifest`. */
export const AIR_MANIFEST_NODE = "air:manifest";

export function airNodeId(kind: string, name: string): string {
  return `air:${kind}:${name}`;
}
