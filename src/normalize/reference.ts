/**
 * Moves reference numbers out of a description: payment-rail ids (UPI/NEFT/IMPS/RTGS), "REF ..." suffixes,
 * cheque numbers. What is left is the description users read.
 */
export function splitReference(description: string, printedReference?: string): { description: string; reference: string | null } {
  let desc = description.replace(/\s+/g, ' ').trim();
  let reference: string | null = printedReference?.trim() || null;

  const rail = /\b(UPI|NEFT|IMPS|RTGS|NACH|ACH)([\/:-])(?:(DR|CR)\2)?([A-Z0-9]*\d[A-Z0-9]{5,29})(?=\2|\s|$)/i.exec(desc);
  if (rail) {
    reference ??= rail[4]!;
    const sep = rail[2]!;
    const before = desc.slice(0, rail.index) + rail[1] + sep + (rail[3] ? rail[3] + sep : '');
    let after = desc.slice(rail.index + rail[0].length);
    if (after.startsWith(sep)) after = after.slice(1);
    desc = (before + after).replace(new RegExp(`\\${sep}$`), '');
    return { description: tidy(desc), reference };
  }
  const ref = /\s(?:REF|Ref|Réf|Referenz|Reference|Referencia)\b\.?\s*(?:No\.?|#)?\s*[:.]?\s*([A-Z0-9][A-Za-z0-9\-\/.]{3,34})$/.exec(desc);
  if (ref && /\d/.test(ref[1]!)) {
    reference ??= ref[1]!;
    desc = desc.slice(0, ref.index);
    return { description: tidy(desc), reference };
  }
  const chq = /^(CHQ|Chq|Cheque|CHEQUE|Check|CHECK|Chèque|Scheck)\.?\s*(?:No\.?|#|Nr\.?)?\s*(\d{3,10})\b/.exec(desc);
  if (chq) {
    reference ??= chq[2]!;
    desc = chq[1] + desc.slice(chq[0].length);
    return { description: tidy(desc), reference };
  }
  return { description: tidy(desc), reference };
}

function tidy(s: string): string {
  return s.replace(/\s+/g, ' ').replace(/\s+([,;])/g, '$1').trim();
}
