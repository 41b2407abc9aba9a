import { fold } from '../normalize/months.js';

/** Column roles a transaction table can have. */
export type ColumnRole = 'date' | 'value_date' | 'description' | 'reference' | 'debit' | 'credit' | 'amount' | 'balance' | 'marker';

/**
 * Pairs of direction marks as mark columns' labels name them, debit first ("S/H": Soll, Haben; "C/A": cargo, abono;
 * "B/A": borç, alacak). Labels print them in either order ("CR/DR", "A/B", "Bij/Af"): the order is the producer's.
 */
const MARK_PAIRS: [string, string][] = [['dr', 'cr'], ['d', 'c'], ['db', 'cr'], ['s', 'h'], ['soll', 'haben'], ['af', 'bij'], ['d', 'h'], ['c', 'a'], ['d', 'a'], ['wn', 'ma'], ['d', 'k'], ['b', 'a'], ['-', '+']];

/**
 * Header words per role, in English, German, French, Spanish, Portuguese, Dutch, Italian, Polish, Swedish, Turkish and
 * Indonesian/Malay, folded (lower case, no accents). Multi-word entries match consecutive header words; a single word
 * also matches in its plural with -s (header.ts).
 */
export const HEADER_WORDS: Record<ColumnRole, string[]> = {
  date: ['boekingsdatum', 'bokforingsdag', 'transaktionsdag', 'date ope', 'fecha oper', 'f. operacion', 'data lanc', 'tanggal', 'tgl', 'tarikh', 'tarih', 'kayit tarihi', 'data ksiegowania', 'data operacji', 'islem tarihi', 'data operazione', 'data contabile', 'posted date', 'post date', 'effective date', 'txn dt', 'tran dt', 'date', 'datum', 'fecha', 'data', 'txn date', 'trans date', 'transaction date', 'posting date', 'post date', 'buchungstag', 'buchungsdatum', 'buchung', 'date operation', "date d'operation", 'fecha operacion', 'data lancamento', 'data mov', 'boekdatum', 'tran date', 'trans. date', 'booking date', 'datum transactie'],
  value_date: ['valutadag', 'data waluty', 'waluta', 'valor tarihi', 'dt. valor', 'dt valor', 'data valuta', 'valuta', 'value dt.', 'value date', 'value', 'valuta', 'wertstellung', 'wert', 'date valeur', 'valeur', 'fecha valor', 'f. valor', 'data valor', 'valutadatum', 'rentedatum', 'value dt'],
  description: ['beschreibung', 'erlauterung', 'libelle operation', 'detail', 'descritivo', 'mededelingen', 'dettagli', 'szczegoly', 'beskrivning', 'specifikation', 'meddelande', 'islem aciklamasi', 'islem', 'keterangan', 'uraian', 'butiran', 'huraian', 'aciklama', 'açıklama', 'opis', 'tytul', 'opis operacji', 'descrizione', 'causale', 'descrizione operazione', 'transaction description', 'details of transaction', 'narrative', 'remarks', 'description', 'details', 'transaction details', 'particulars', 'narration', 'libelle', 'libelle de l\'operation', 'operation', 'nature de l\'operation', 'verwendungszweck', 'buchungstext', 'vorgang', 'concepto', 'descripcion', 'historico', 'descricao', 'lancamento', 'omschrijving', 'naam / omschrijving', 'transaction', 'memo', 'payee', 'merchant', 'beneficiario', 'detalle', 'movimiento', 'text'],
  reference: ['belegnr.', 'beleg', 'n° piece', 'n piece', 'no documento', 'n documento', 'referentie', 'volgnr.', 'riferimento', 'rif.', 'n. operazione', 'nr ref.', 'referencja', 'nr dokumentu', 'referens', 'verifikation', 'referans', 'dekont no', 'reference', 'ref', 'ref.', 'ref no', 'ref. no', 'chq./ref.no.', 'chq/ref no', 'chq no', 'cheque no', 'check no', 'check #', 'check number', 'referenz', 'docto', 'doc.', 'n doc', 'nº doc', 'reference no', 'referencia', 'documento', 'doc', 'kenmerk', 'n° de cheque',
    // A booking code's column (3-4 digits a row, no money): named so that its figures stay text, and so that an OCR
    // label bent two slips from a money word ("Caédigo": crédito, código) is not taken for it.
    'codigo', 'cod.', 'cod. mov.', 'code', 'tran code', 'txn code', 'code ope.', 'transactiecode', 'kod', 'kod operacji', 'transkod', 'islem kodu', 'textschl.', 'cod. abi'],
  debit: ['montant debit', 'debe', 'levantamentos', 'wyplaty', 'winien', 'kwota obciazenia', 'importo addebito', 'uttag', 'belopp ut', 'cikan', 'borc tutari', 'debet', 'mutasi debet', 'borc', 'borç', 'obciazenia', 'wyplata', 'wypłata', 'dare', 'uscite', 'addebiti', 'debit amount', 'withdrawal amount', 'amount debited', 'debit', 'debits', 'withdrawal', 'withdrawals', 'withdrawal amt', 'withdrawal amt.', 'paid out', 'money out', 'payments', 'soll', 'lastschrift', 'belastung', 'ausgang', 'debit amount', 'debito', 'cargo', 'cargos', 'retiros', 'saidas', 'af', 'afschrijving', 'debit (€)', 'debit eur', 'out', 'dr', 'charges', 'withdrawn'],
  credit: ['montant credit', 'haber', 'depositos', 'wplaty', 'ma', 'kwota uznania', 'importo accredito', 'insattning', 'belopp in', 'giren', 'alacak tutari', 'kredit', 'mutasi kredit', 'alacak', 'uznania', 'wplata', 'wpłata', 'avere', 'entrate', 'accrediti', 'credit amount', 'deposit amount', 'amount credited', 'credit', 'credits', 'deposit', 'deposits', 'deposit amt', 'deposit amt.', 'paid in', 'money in', 'receipts', 'haben', 'gutschrift', 'eingang', 'credit amount', 'credito', 'abono', 'abonos', 'ingresos', 'entradas', 'bij', 'bijschrijving', 'in', 'cr', 'lodgements'],
  amount: ['somme', 'monto', 'mutatie', 'movimento', 'kwota operacji', 'belopp', 'summa', 'islem tutari', 'jumlah', 'nominal', 'mutasi', 'tutar', 'kwota', 'amaun', 'importo', 'transaction amount', 'amount', 'betrag', 'montant', 'importe', 'valor', 'bedrag', 'amount ($)', 'transaction amount', 'umsatz', 'montante', 'valor (r$)'],
  // A column of direction markers beside one amount column: its label names the two marks, in either order.
  marker: ['sens', 'segno', ...MARK_PAIRS.flatMap(([d, c]) => [`${d}/${c}`, `${c}/${d}`])],
  balance: ['neuer saldo', 'solde courant', 'nouveau solde', 'saldo disponible', 'saldo final', 'saldo contabilistico', 'saldo disponivel', 'saldo na boeking', 'nieuw saldo', 'saldo contabile', 'saldo disponibile', 'saldo po operacji', 'saldo ksiegowe', 'bokfort saldo', 'disponibelt', 'kalan bakiye', 'guncel bakiye', 'baki', 'bakiye', 'saldo akhir', 'balance', 'saldo', 'solde', 'running balance', 'kontostand', 'closing balance', 'balance ($)', 'saldo (r$)', 'available balance'],
};


/**
 * The marks a mark column's label names, debit first, or undefined where the label is no pair ("Sens"). A pair whose
 * marks are a known pair in the other order names the credit mark first; "C/D" is English (credit, debit) but "C/A"
 * Spanish (cargo, abono): the known pairs decide, and which mark means debit stays the arithmetic's choice anyway.
 */
export function markPair(folded: string): [string, string] | undefined {
  const parts = folded.split('/');
  if (parts.length !== 2) return undefined;
  const [a, b] = parts as [string, string];
  if (MARK_PAIRS.some(([d, c]) => d === a && c === b)) return [a, b];
  if (MARK_PAIRS.some(([d, c]) => d === b && c === a)) return [b, a];
  return undefined;
}

/** Lines that carry a balance forward across pages or periods: never transactions. */
export const BALANCE_FORWARD = [
  /balance\s+(brought|b\/?f|carried|c\/?f)\b/i,
  /\b(brought|carried)\s+forward\b/i,
  /^\s*(opening|closing|previous|beginning|ending|starting|new|old|start|end)\s+balance\b/i,
  /\bbalance\s+forward\b/i,
  /(^|[^\p{L}])(ü|ue|u)bertrag([^\p{L}]|$)/iu, // OCR drops the umlaut
  /\bsolde\s+(cr[ée]diteur|d[ée]biteur)\s+au\b/i,
  /\bkontostand\s+(am|vom)\b/i,
  /\b(alter|neuer|anfangs|end)[- ]?(kontostand|saldo)\b/i,
  /\b(anfangssaldo|endsaldo|schlusssaldo)\b/i,
  /\bsolde\s+(pr[ée]c[ée]dent|ant[ée]rieur|initial|final|nouveau|au|report[ée])\b/i,
  /\b(nouveau|ancien)\s+solde\b/i,
  /^\s*report\b/i,
  /\bsaldo\s+(anterior|inicial|final|actual|atual|anteriormente|transportado|a\s+transportar|do\s+dia)\b/i,
  /\b(begin|eind|vorig|nieuw)\s*saldo\b/i,
  /\bbeginsaldo|eindsaldo\b/i,
  /\bsaldo\s+(vorige|nieuw|alt|neu|contabile\s+finale|f[öo]reg[åa]ende)\b/i,
  /\b(nuevo|nytt)\s+saldo\b/i,
  /\bsaldo\s+(van\s+vorige|naar\s+volgende)\s+pagina\b/i,
  /^\s*(a\s+reporter|a\s+transportar|a\s+riportare|riporto|suma\s+anterior|suma\s+y\s+sigue|z\s+przeniesienia|do\s+przeniesienia|[öo]verf[öo]rt|att\s+[öo]verf[öo]ra|nakli\s+yekun|yekun)\b/i,
  /\b(ing[åa]ende|utg[åa]ende)\s+saldo\b/i,
  /\bsaldo\s+(pocz[aą]tkowe|ko[nń]cowe|otwarcia|zamkni[eę]cia|iniziale|finale|precedente)\b/i,
  /\b(a[çc][ıi]l[ıi][şs]|kapan[ıi][şs])\s+bakiyesi\b|\b(devreden|[öo]nceki|yeni)\s+bakiye\b|\bd[öo]nem\s+sonu\s+bakiye/i,
];

/**
 * A line that carries a balance forward or prints an opening or closing one (BALANCE_FORWARD), also where its first
 * words were drawn in pieces ("Nieuw sa ldo", letter-spaced print), as isTotalLine reads them.
 */
export function isForwardLine(text: string): boolean {
  return readsInPieces(text, BALANCE_FORWARD);
}

/** Of those, the ones that carry a balance from one page or list to the next (not a statement's own closing label). */
export const CARRIED_FORWARD =
  /\b(brought|carried)\s+forward\b|\bbalance\s+(b\/?f|c\/?f|brought|carried)\b|(^|[^\p{L}])(ü|ue|u)bertrag([^\p{L}]|$)|^\s*report\b|\bsolde\s+report[ée]|\bsaldo\s+(van\s+vorige|naar\s+volgende)\s+pagina|\ba\s+(reporter|transportar|riportare)\b|\briporto\b|\bsuma\s+(y\s+sigue|anterior)\b|\bprzeniesienia\b|[öo]verf[öo]r|\byekun\b|\bsaldo\s+transportado\b/iu;

/** Lines that close a table or summarise it: never transactions. */
export const TOTAL_LINE = [
  /^\s*(sub)?totals?\b/i,
  // "Page total" as other languages print "Summe Seite", "Total page", "Totaal pagina" (read by their first word).
  /^\s*page\s+totals?\b/i,
  /^\s*(summe|gesamt|zwischensumme|total\s+des|totaux|totales?|totale|somme|totaal|suma|summa|toplam|sayfa\s+toplam[ıi])\b/i,
  /\btotal\s+(deposits|withdrawals|debits|credits|paid|fees|interest|checks|for\s+this)\b/i,
];

/**
 * A line that closes or summarises a table (TOTAL_LINE), also where its first words were drawn in pieces ("Tota l
 * Fee s Charged", letter-spaced print): a word and a piece of one or two letters beside it are joined.
 */
export function isTotalLine(text: string): boolean {
  return readsInPieces(text, TOTAL_LINE) || firstWordInPieces(text).some((j) => TOTAL_LINE.some((re) => re.test(j)));
}

/**
 * The text with its first word read from two to four pieces of letters ("Tot ale Spese", "To ta l Fees": letter-spaced
 * print cut the word anywhere, into pieces longer than readsInPieces joins). Total labels are read from the line's
 * start, so only the first word is joined.
 */
function firstWordInPieces(text: string): string[] {
  const words = text.trim().split(/\s+/);
  const out: string[] = [];
  for (let n = 2; n <= 4 && n <= words.length; n++) {
    if (!words.slice(0, n).every((w) => /^\p{L}+$/u.test(w))) break;
    // A piece of a word goes on in the word's case: a capital after a word not in capitals starts another ("Tot Ale").
    if (words[0] !== words[0]!.toUpperCase() && words.slice(1, n).some((w) => /^\p{Lu}/u.test(w))) break;
    out.push([words.slice(0, n).join(''), ...words.slice(n)].join(' '));
  }
  return out;
}

/**
 * The text matches one of the patterns as it stands, or with one of its first words and a piece of one or two letters
 * beside it joined (a word drawn in pieces, letter-spaced print).
 */
function readsInPieces(text: string, patterns: readonly RegExp[]): boolean {
  if (patterns.some((re) => re.test(text))) return true;
  return neighboursJoined(text, (a, b, i) => i < 3 && Math.min(a.length, b.length) <= 2).some((j) => patterns.some((re) => re.test(j)));
}

/**
 * The text once for each two neighbouring words joined into one (a word drawn or read in pieces: "Tota l", "WITHD
 * RAWALS"), where `join` allows that pair (the i-th and the next).
 */
export function neighboursJoined(text: string, join: (a: string, b: string, i: number) => boolean = () => true): string[] {
  const words = text.trim().split(/\s+/);
  const out: string[] = [];
  for (let i = 0; i + 1 < words.length; i++)
    if (join(words[i]!, words[i + 1]!, i)) out.push([...words.slice(0, i), words[i]! + words[i + 1]!, ...words.slice(i + 2)].join(' '));
  return out;
}

/**
 * Section titles of statements that list money in and money out separately, in the languages the parser reads
 * (Italian, Polish, Swedish and Turkish too: "Accrediti", "Uznania", "Insättningar", "Gelen Tutarlar"), fees sections
 * among the money out ("Gebühren", "Commissioni", "Ucret ve Komisyonlar"). A single word that also starts a row's
 * details ("Uttag") is a title only as the whole line: a language's titles read in part give a table the direction of
 * the one before it.
 */
export const SECTION_CREDIT = [
  /\b(deposits?|credits|additions|money\s+in|paid\s+in|einnahmen|gutschriften|eing[äa]nge|cr[ée]dits|versements|abonos|ingresos|entradas|dep[óo]sitos|cr[ée]ditos|bijschrijvingen|accrediti|entrate|uznania|wp[łl]ywy|ins[äa]ttningar|inbetalningar|alacak\s+hareketleri|gelen\s+tutarlar)\b/i,
];
export const SECTION_DEBIT = [
  /\b(withdrawals?|debits|subtractions|purchases?|checks\s+paid|checks|cheques|fees(\s+charged)?|interest\s+charged|charges|money\s+out|paid\s+out|ausgaben|lastschriften|belastungen|ausg[äa]nge|d[ée]bits|pr[ée]l[èe]vements|retraits|cargos|retiros|sa[íi]das|d[ée]bitos|afschrijvingen|addebiti|uscite|obci[ąa][żz]enia|wydatki|utbetalningar|bor[çc]\s+hareketleri|giden\s+tutarlar|geb[üu]hren|entgelte|frais\s+bancaires|commissions|comisiones|comiss[õo]es|encargos|kosten|commissioni|spese|op[łl]aty\s+i\s+prowizje|avgifter|[üu]cret\s+ve\s+komisyonlar)\b/i,
  // A word that also starts a withdrawal's details ("UTTAG BANKOMAT 9967") is a title only as the whole line.
  /^\s*uttag\s*$/i,
];

/** Summary labels: the amount on the same line is the named figure. */
export const SUMMARY_LABELS: { key: 'opening' | 'closing' | 'credits' | 'debits'; re: RegExp }[] = [
  { key: 'opening', re: /\b(opening|previous|beginning|starting|start|old)\s+(balance|bal\b\.?)|\blast\s+month'?s\s+balance\b|\b(previous|last)\s+statement\s+balance\b|\bbalance\s+from\s+(last|previous)\s+statement\b|\bbalance\s+(brought\s+forward|b\/f|at\s+start|last\s+statement)\b|\b(alter\s+kontostand|anfangssaldo|saldo\s+(alt|vortrag|anterior|inicial|iniziale|precedente|vorige))|\bsolde\s+(pr[ée]c[ée]dent|initial|au\s+d[ée]but|ant[ée]rieur)|\bancien\s+solde|\bbeginsaldo|\bvorig\s+saldo|\bsaldo\s+(pocz[aą]tkowe|otwarcia|f[öo]reg[åa]ende)|\bing[åa]ende\s+saldo|\ba[çc][ıi]l[ıi][şs]\s+bakiyesi|\b(devreden|[öo]nceki)\s+bakiye/i },
  { key: 'closing', re: /\b(closing|ending|new|final|current)\s+(balance|bal\b\.?)|\btotal\s+(amount|balance)\s+due\b|\bstatement\s+balance\b|\bbalance\s+(carried\s+forward|c\/f|at\s+end|this\s+statement)\b|\b(neuer\s+kontostand|endsaldo|schlusssaldo|saldo\s+(neu|final|actual|atual))|\bsolde\s+(final|nouveau|[àa]\s+la\s+fin)|\bnouveau\s+solde|\beindsaldo|\bnieuw\s+saldo|\bnuevo\s+saldo|\bsaldo\s+(ko[nń]cowe|zamkni[eę]cia|contabile\s+finale)|\butg[åa]ende\s+saldo|\bnytt\s+saldo|\bkapan[ıi][şs]\s+bakiyesi|\byeni\s+bakiye|\bd[öo]nem\s+sonu\s+bakiye/i },
  { key: 'credits', re: /\btotal\s+(deposits|credits|paid\s+in|money\s+in|receipts)\b|\b(deposits|payments),?\s+((and|&)\s+)?(other\s+)?(additions|credits)\b|\bpayments\s+and\s+refunds\b|\btotal\s+des\s+cr[ée]dits|\bsumme\s+(gutschriften|haben)|\btotal\s+(abonos|entradas|ingresos)|\btotal\s+de\s+cr[ée]ditos|\btotaal\s+bij|\btotale\s+accrediti|\bsuma\s+uzna[nń]|\bsumma\s+ins[äa]ttningar|\btoplam\s+alacak/i },
  { key: 'debits', re: /\btotal\s+(withdrawals|debits|paid\s+out|money\s+out|payments)\b|\b(new\s+)?purchases(\s+(and|&)\s+adjustments)?(?=\s+[+$£€\d])|\btotal\s+des\s+d[ée]bits|\bsumme\s+(lastschriften|soll)|\btotal\s+(cargos|sa[íi]das)|\btotal\s+de\s+d[ée]bitos|\btotaal\s+af|\btotale\s+addebiti|\bsuma\s+obci[aą][zż]e[nń]|\bsumma\s+uttag|\btoplam\s+bor[çc]/i },
];

/**
 * Labels of a balance on a given date ("Kontostand am 01.03.2024", "SOLDE CRÉDITEUR AU 31/03/2024", "Balance on
 * 1 March"): the first such line is the opening balance, the last the closing balance.
 */
export const DATED_BALANCE = /\b(kontostand|saldo)\s+(am|vom|per|em|al|a|op)\b|\bsolde(\s+(cr[ée]diteur|d[ée]biteur))?\s+au\b|\bbalance\s+(on|as\s+(of|at|on))\b/i;

/** Lines that are page furniture. */
export const NOISE = [
  /^\s*page\s+\d+\s*(of|\/)\s*\d+\s*$/i,
  /^\s*(seite|page|p[áa]gina|pagina|blad)\s+\d+(\s*(von|de|sur|of|\/|van)\s*\d+)?\s*$/i,
  /^\s*\d+\s*\/\s*\d+\s*$/,
  // A footer that ends with the page count ("Crestline Bank plc - 400 Main St  Page 1 of 2"): in a whole-number
  // currency its last figure would read as an amount.
  /\b(page|seite|p[áa]gina|blad|strona|sida|sayfa|side|sivu|strana)\s+\d{1,4}\s*(of|von|de|sur|van|di|z|av|af|\/)\s*\d{1,4}\s*$/iu,
  /intentionally left blank/i,
  /\bcontinued\s*(on|from)?\s*(next|previous)?\s*page\b/i,
];

export function foldText(s: string): string {
  return fold(s).replace(/\s+/g, ' ').trim();
}
