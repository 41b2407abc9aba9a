import type { RuleSpec } from '../engine.js';

/**
 * Short or common words that name a merchant only in some company: alone they misfire ("BP" is also a bill payment,
 * "TIM" a first name as well as a telecom, "PRET" a French loan as well as a sandwich shop). Each rule says when the
 * word counts. Priority: the same as a merchant name (50) unless stated.
 */
export const RISKY_RULES: { priority: number; rules: RuleSpec[] }[] = [
  {
    priority: 50,
    rules: [
      // The fuel brand: inside a card line ("POS DB BP#847...") or with a station word; a leading BP is a bill payment.
      { category: 'fuel', words: ['bp'], notStart: true, unless: ['bp to'] },
      { category: 'fuel', words: ['bp'], with: ['connect', 'express', 'station', 'stacja', 'paliw', 'oil', 'petrol', 'fuel', 'pulse', 'service station'] },
      { category: 'telecom', words: ['tim'], with: ['spa', 'brasil', 'celular', 'fatura', 'sdd', 'italia', 'mobile', 'fibra', 'telecom', 'ricarica', 'addebito'] },
      { category: 'telecom', words: ['sky'], with: ['dd', 'direct debit', 'digital', 'broadband', 'tv', 'mobile', 'uk', 'subscription', 'prlv'] },
      { category: 'telecom', words: ['ee'], with: ['dd', 'direct debit', 'limited', 'ltd', 'mobile', 'broadband'] },
      { category: 'telecom', words: ['three'], with: ['dd', 'direct debit', 'mobile', 'uk', 'broadband'] },
      { category: 'transport', words: ['ola'], with: ['cabs', 'cab', 'ride', 'trip', 'money'] },
      { category: 'transport', words: ['atm'], with: ['milano', 'biglietto', 'abbonamento'] },
      // BLIK "przelew na telefon" is a transfer to a phone number, not a phone bill.
      { category: 'transfer', words: ['przelew na telefon', 'blik przelew'] },
    ],
  },
  {
    // "YOUTUBE PREMIUM", "PRIVACY POLICY": insurance words only when nothing else names the row.
    priority: 40,
    rules: [{ category: 'insurance', words: ['premium', 'policy', 'polisa'] }],
  },
  {
    priority: 70,
    rules: [{ category: 'loan', dir: 'out', words: ['pret'], with: ['echeance', 'perso', 'personnel', 'conso', 'remboursement'], unless: ['manger', 'immobilier'] }],
  },
  {
    // Bank codes that open a line and say only how money moved (UK/NZ/AU/SG): a payee, not a merchant, follows.
    priority: 20,
    rules: [
      { category: 'transfer', words: ['bp', 'ap', 'so', 'fpo', 'fpi', 'tpt', 'cr', 'dc'], start: true },
      { category: 'transfer', words: ['ted'], with: ['enviada', 'enviado', 'recebida', 'recebido', 'transf', 'banco'] },
    ],
  },
];
