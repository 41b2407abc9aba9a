import type { PageText } from '../../types.js';
import { PROFILES, type BankProfile } from './profiles.js';

const BANK_WORD = /(bank|banque|banco|bance|sparkasse|raiffeisen|caixa|caja|cassa|caisse|risparmio|pankki|cr[ée]dit\b|credit union|savings|building society|bancorp|banca|\btrust\b|financial|nationale|kasse|\bbpi\b)/i;

/**
 * The profile whose marker appears in the given text: the lines of the first pages that are not rows (letterhead,
 * labels, summary, footer). Not in a row: a transfer to another bank ("TRANSFER TO WELLS FARGO") names that bank.
 */
export function detectProfile(text: string): BankProfile | null {
  for (const p of PROFILES) if (p.markers.some((m) => m.test(text))) return p;
  return null;
}

/**
 * A bank name for statements of banks without a profile: the first short line near the top of page 1 that
 * names a bank ("Thames Valley Bank plc").
 */
export function guessBankName(pages: PageText[]): string | null {
  const first = pages[0];
  if (!first) return null;
  const top = first.lines.filter((l) => l.y0 < first.height * 0.35).slice(0, 25);
  for (const l of top) {
    const t = l.text.replace(/\s{2,}.*$/, '').trim();
    // "Relevé et informations bancaires", "Online banking" name a service, not a bank.
    if (/bancaire|banking|bankverbindung|bancari/i.test(t)) continue;
    if (t.length >= 3 && t.length <= 60 && BANK_WORD.test(t) && !/\d{3,}/.test(t) && !/statement|account|page/i.test(t)) return t;
  }
  return null;
}
