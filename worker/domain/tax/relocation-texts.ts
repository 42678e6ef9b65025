/**
 * What a report page needs to show an option's "moving" panel in the reader's language: the law's
 * texts (params/turkish.ts) and the engine's notes (relocation-notes.ts), by their English. Apart
 * from relocation-notes.ts, which the option types import (no cycle).
 */
import { turkishOf } from "./params/turkish";
import { isKnownNotePart, noteText, type NotePart } from "./relocation-notes";
import type { TaxOption } from "./types";

type Locale = "en" | "tr";

/**
 * The Turkish of what an option's "moving" panel shows, by its English text: the law's texts (regime
 * name, conditions, what keeps the status, deferral, residence test, trailing liabilities) and the
 * engine's notes. An English text without Turkish is absent (the page shows it marked English).
 */
export function movingTexts(options: readonly Partial<Pick<TaxOption, "exitTax" | "personalRegime" | "leaving">>[], locale: Locale): Record<string, string> {
  const out: Record<string, string> = {};
  if (locale === "en") return out;
  const law = (english: string | undefined) => {
    const tr = english ? turkishOf(english) : undefined;
    if (english && tr) out[english] = tr;
  };
  const note = (english: string | undefined, parts: readonly NotePart[] | undefined) => {
    if (english && parts?.length && parts.every(isKnownNotePart) && noteText(parts, "en") === english) out[english] = noteText(parts, locale);
  };
  for (const o of options) {
    const exit = o.exitTax;
    if (exit) {
      [exit.text, exit.priorResidence].forEach(law);
      note(exit.note, exit.noteParts);
      const d = exit.deferral;
      if (d) {
        law(d.text);
        // the law's deferral and where the person moves, one sentence after the other
        const where = d.where ? noteText([d.where], "en") : "";
        const lawText = where && d.text.endsWith(` ${where}`) ? d.text.slice(0, -(where.length + 1)) : null;
        const tr = lawText ? turkishOf(lawText) : undefined;
        if (lawText && tr && d.where) out[d.text] = `${tr} ${noteText([d.where], locale)}`;
      }
    }
    const regime = o.personalRegime;
    if (regime) {
      [regime.name, regime.text, regime.alternative?.text, ...regime.conditions, ...regime.keep].forEach(law);
      note(regime.note, regime.noteParts);
    }
    const leaving = o.leaving;
    if (leaving) {
      [leaving.residenceTest?.text, ...leaving.trailing.map((t) => t.text)].forEach(law);
      for (const t of leaving.trailing) note(t.note, t.noteParts);
    }
  }
  return out;
}
