/**
 * The `.uai` files of a package being lowered: each written in the template
 * of ir/dialects/uaix/uai-text.ts, and the talisman, which anchors the other
 * two protected files (totem, taboo) by their sha256, so it is added last.
 */
import { sha256Hex } from "../../../ir/hash/digest.js";
import { renderUai } from "../../../ir/dialects/uaix/uai-text.js";

type Pairs = Array<[string, string]>;

export class UaiFiles {
  readonly files = new Map<string, string>();

  /** `.uai/<name>.uai` with its title, purpose, scopes, `key: value` headers and `## ` sections. */
  add(
    name: string,
    title: string,
    purpose: string,
    requiredFor: string[],
    headers: Pairs = [],
    sections: Pairs = [],
  ): void {
    this.files.set(`.uai/${name}.uai`, renderUai({ title, purpose, requiredFor, headers, sections }));
  }

  /** talisman.uai: the integrity anchors of totem.uai and taboo.uai as they stand now. */
  addTalisman(): void {
    const anchor = (name: string): string => sha256Hex(this.files.get(`.uai/${name}.uai`) ?? "");
    this.add(
      "talisman",
      "Talisman",
      "Active instruction anchor: integrity anchors of the protected files.",
      ["universal"],
      [
        ["totem.uai sha256", anchor("totem")],
        ["taboo.uai sha256", anchor("taboo")],
      ],
    );
  }
}
