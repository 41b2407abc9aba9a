import type { RuleSpec } from '../engine.js';

/**
 * What kind of money movement a row is (a fee, interest, tax, pay, a refund, paying off a card, cash, a cheque, a
 * move between the holder's own accounts). These outrank merchant names: "ATM WITHDRAWAL FEE" is a fee,
 * "REFUND DELIVEROO" a refund. Higher priority wins; the numbers only order these groups against each other and
 * against merchants (50) and generic words (40).
 */
export const KIND_RULES: { priority: number; rules: RuleSpec[] }[] = [
  {
    priority: 90,
    rules: [
      // Between the holder's own accounts: not income, not spending.
      {
        category: 'transfer',
        words: [
          'own account', 'own acct', 'to savings', 'from savings', 'to sav', 'from sav', 'from chk', 'to chk', 'from checking', 'to checking',
          'savings account', 'from isa', 'to isa', 'transfer from isa', 'pot transfer', 'umbuchung', '*tagesgeld*', 'livret a', 'livret',
          'spaarrekening', 'eigen rekening', 'conto deposito', 'giroconto', 'entre contas', 'entre cuentas', 'przelew wlasny', 'eget konto',
          'egna konton', 'hesaplar arasi', 'virement interne',
        ],
      },
      // Benefits and pensions: "HMRC CHILD TAX CREDIT" is money from the state, not a tax.
      {
        category: 'income',
        dir: 'in',
        words: [
          'child benefit', 'tax credit', 'tax credits', 'family tax benefit', 'gst hst credit', 'gst credit', 'canada child benefit', 'centrelink',
          'winz', 'dwp', 'state pension', 'pension', 'pensione', 'soc sec', 'social security', 'ssa treas', 'kindergeld', 'familienkasse', 'rente',
          'drv', 'allocations familiales', 'allocation', 'kinderbijslag', 'toeslag*', 'svb', 'barnbidrag', 'forsakringskassan', 'emerytura', 'zus',
          'inps', 'aposentadoria', 'inss', 'cpf board', 'desempleo', 'sepe', 'unemployment', 'benefit', 'payout', 'earnings', 'dividend',
          'dividende', 'dividendo', 'rendimento*', 'jobseeker', 'universal credit',
        ],
      },
    ],
  },
  {
    // Above own-account moves: "INTEREST PAID SAVINGS ACCOUNT" is interest.
    priority: 92,
    rules: [
      {
        category: 'interest',
        words: [
          'interest', 'int pd', 'int paid', 'int earned', '*zinsen', 'zins', 'interets', 'interet', 'intereses', 'interessi', 'juros', 'odsetki',
          'ranta', 'faiz', 'bunga', 'rente op',
        ],
      },
    ],
  },
  {
    priority: 86,
    rules: [
      {
        category: 'fees',
        words: [
          'fee', 'fees', 'charge', 'charges', 'commission', 'commissioni', 'commissione', 'comision', 'comisiones', 'comissao', 'comissoes',
          '*gebuhr', '*gebuhren', '*gebuehr', '*gebuehren', '*entgelt', 'frais', 'cotisation carte', 'tarifa', 'tarifas', 'kosten',
          'avgift', 'oplata', 'prowizja', 'ucret', 'ucreti', 'aidat', 'aidati', 'canone', 'nsf', 'overdraft item', 'service charge', 'penalty',
          'imposto do selo', 'kontofuhrung', 'kontofuehrung', 'bankkosten', 'bankavgift',
        ],
        unless: [
          'school', 'university', 'college', 'nursery', 'tuition', 'kita', 'congestion charge', 'dart charge', 'interest charge', 'ev charge',
          'charge point',
        ],
      },
    ],
  },
  {
    priority: 85,
    rules: [
      {
        category: 'tax',
        words: [
          'tax', 'taxes', 'taxe', 'hmrc', 'irs', 'usataxpymt', 'franchise tax', 'ctax', 'council tax', 'dvla', 'paye', 'vat', 'finanzamt', '*steuer',
          'impot', 'impots', 'dgfip', 'aeat', 'irpf', 'impuesto', 'impuestos', 'receita federal', 'darf', 'ipva', 'iof', 'belastingdienst',
          'belasting', 'belastingen', 'skatteverket', 'skatt', 'urzad skarbowy', 'vergi', 'gib', 'iras', 'ird', 'cra', 'ato', 'tds',
          'income tax', 'autoridade tributaria', 'agenzia entrate', 'f24', 'bollo auto', 'tributo*', 'imposto', 'gst payment',
        ],
        unless: ['taxi'],
      },
    ],
  },
  {
    priority: 84,
    rules: [
      {
        category: 'refund',
        dir: 'in',
        words: [
          'refund', 'refunded', 'reembolso', 'remboursement', '*erstattung', 'estorno', 'devolucion', 'devolucao', 'terugbetaling', 'terugstorting',
          'rimborso', 'zwrot', 'iade', 'aterbetalning', 'reversal', 'chargeback', 'return', 'returns', 'credit voucher', 'retour', 'cashback',
          'cash back',
        ],
      },
    ],
  },
  {
    priority: 83,
    rules: [
      {
        category: 'salary',
        dir: 'in',
        words: [
          'salary', 'salaries', 'payroll', 'wages', 'wage', 'gehalt', 'lohn', 'bezuge', 'salaire', 'paie', 'nomina', 'salario', 'salaris', 'loon',
          'stipendio', 'emolumenti', 'vencimento', 'wynagrodzenie', 'pensja', 'lon', 'maas', 'sal cr', 'direct dep', 'dir dep', 'payroll dep',
          'gusto', 'adp', 'folha', 'sueldo', 'gaji',
        ],
      },
    ],
  },
  {
    priority: 82,
    rules: [
      // Paying off a card, from either side: the card statement's credit or the bank account's debit.
      {
        category: 'card_payment',
        words: [
          'thank you', 'merci', 'credit card', 'credit crd', 'kreditkarte*', 'kreditkartenabrechnung',
          'carte de credit', 'tarjeta de credito', 'fatura cartao', 'fatura do cartao', 'cc payment', 'card payment received', 'barclaycard',
          'american express', 'amex', 'mbna', 'capital one', 'discover e payment', 'citi autopay', 'citi card', 'visa payment',
          'mastercard payment', 'card loc',
        ],
        unless: ['refund'],
      },
      { category: 'card_payment', dir: 'in', account: 'credit_card', words: ['payment received', 'pagamento recebido', 'pago recibido', 'paiement recu', 'autopay', 'automatic payment', 'payment', 'reglement'] },
    ],
  },
  {
    priority: 80,
    rules: [
      {
        category: 'cash',
        words: [
          'atm', 'abm', 'cash withdrawal', 'cash machine', 'notemachine', 'cash deposit', 'cash advance', 'cash wdl', 'atm wdl', 'nwd',
          'geldautomat', 'bargeld*', 'retrait dab', 'retrait', 'dab', 'cajero', 'reintegro', 'saque', 'levantamento', 'prelievo', 'bancomat',
          'geldmaat', 'geldopname', 'bankomat*', 'wyplata gotowki', 'uttag', 'nakit', 'post office', 'cash',
        ],
        unless: ['atm milano', 'biglietto', 'cashback', 'cash back'],
      },
      { category: 'cheque', words: ['cheque', 'cheques', 'chq', 'check', 'checks', 'scheck', 'mobile deposit', 'remise cheque', 'cheque deposit'] },
    ],
  },
  {
    priority: 70,
    rules: [
      {
        category: 'mortgage',
        words: [
          'mortgage', 'mtg', 'hypothek', 'hypotheque', 'hipoteca', 'hipotecario', 'hypotheek', 'baufinanzierung', 'home loan', 'housing loan',
          'pret immobilier', 'credito habitacao', 'mutuo', 'bolan', 'kredyt hipoteczny', 'konut kredisi',
        ],
      },
      {
        category: 'loan',
        dir: 'out',
        words: [
          'loan', 'loans', 'ln', 'emi', 'darlehen', 'kredit', 'kredi', 'kredytu', 'kredyt', 'prestamo', 'emprestimo', 'finance', 'financial svcs',
          'instalment', 'installment', 'rata', 'cuota prestamo', 'credit auto', 'pret perso', 'echeance credit', 'consignado', 'csn', 'studielan',
          'klarna', 'afterpay', 'taksit', 'lening', 'finanziamento', 'financiamento',
        ],
      },
      {
        category: 'rent',
        dir: 'out',
        words: [
          'rent', 'miete', 'loyer', 'alquiler', 'aluguel', 'huur', 'renda', 'affitto', 'hyra', 'czynsz', 'kira', 'letting', 'lettings',
          'landlord', 'openrent',
        ],
        unless: ['rent a car', 'car rental', 'car rentals'],
      },
    ],
  },
];
