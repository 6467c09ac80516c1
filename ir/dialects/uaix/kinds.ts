/** The `uaix` dialect: UAIX v0.1 memory packages (docs/specs.md). */
import { registerDialect } from "../registry.js";

registerDialect("uaix", "UAIX v0.1 memory packages (docs/specs.md)", {
  Package: "a .uaix ZIP package",
  Manifest: ".uai/manifest.uaix.json",
  File: "one inventoried file of the package",
});
