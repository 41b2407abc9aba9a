import type { Category } from '../../types.js';

/**
 * How the money moved, the weakest evidence: a payment rail or a banking word says "a transfer" (or "money in")
 * only when nothing names a merchant, a bill or a kind of row. "UPI/SWIGGY" is dining, "PAYPAL NETFLIX" a
 * subscription, "PIX ENVIADO JOAO" a transfer.
 */
export const PAYMENT_WORDS: { priority: number; category: Category; dir?: 'in' | 'out'; words: string[] }[] = [
  {
    priority: 20,
    category: 'transfer',
    words: [
      'transfer', 'transfers', 'trf', 'tfr', 'xfer', 'transf', 'upi', 'neft', 'imps', 'rtgs', 'ueberweisung', 'uberweisung', 'umbuchung',
      'dauerauftrag', 'virement', 'vir', 'transferencia', 'transferencias', 'transferencia recibida', 'overboeking', 'overschrijving', 'przelew',
      'przelew przychodzacy', 'bonifico', 'bonifico istantaneo', 'giroconto', 'havale', 'eft', 'fast giden', 'fast gelen', 'fast payment',
      'faster payment', 'faster payments', 'overforing', 'standing order', 'bill payment', 'payment to', 'payment from', 'p2p', 'wire',
      'wire transfer', 'remittance', 'sepa', 'payment by internet', 'internet banking', 'online banking', 'netbanking', 'mobile banking',
      'bacs', 'chaps', 'fps', 'bpay', 'giro', 'pix enviado', 'pix recebido', 'transferencia enviada', 'e transfer', 'money sent',
      'money received', 'sent to', 'send money', 'pay anyone', 'gelen eft', 'giden eft', 'mb way',
    ],
  },
  {
    // UK credit codes: money paid in by someone else; above the transfer words ("GIRO").
    priority: 25,
    category: 'income',
    dir: 'in',
    words: ['bank giro credit', 'giro credit', 'bgc', 'bacs credit'],
  },
  {
    priority: 10,
    category: 'income',
    dir: 'in',
    words: [
      'deposit', 'credit', 'income', 'einnahme', 'revenu', 'revenus', 'ingreso', 'ingresos', 'receita', 'gutschrift', 'receipt', 'recebido', 'recibido', 'received', 'eingang', 'accredito', 'abono', 'bijschrijving', 'wplata', 'insattning',
      'gelen', 'bonus', 'commission received', 'royalties', 'grant',
    ],
  },
];
