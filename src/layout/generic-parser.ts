import type { LayoutReading, Line, MarkedFigure, PageText, RawRow, Word } from '../types.js';
import { wordWith } from '../text/word.js';
import { AMOUNT_ROLES, readHeader, moneyColumnFor, overlap, type Column, type Header } from './header.js';
import { amountsToText, dateShape, otherCurrency, inColumn, rescueColumnAmounts, splitLine, type AmountCell, type LineCells, type TableColumns } from './line-cells.js';
import { CURRENCY_CODES, CURRENCY_SIGNS, parseAmount, type AmountMode } from '../normalize/amount.js';
import { dateWordIndices, matchDateAt, parseDateToken, plainDate } from '../normalize/date-token.js';
import { editDistanceAtMostOne } from '../normalize/edit-distance.js';
import { fold, lookalikeMonth, monthFromName } from '../normalize/months.js';
import { NOISE, SECTION_CREDIT, SECTION_DEBIT, SUMMARY_LABELS, isForwardLine, isTotalLine, neighboursJoined } from './keywords.js';
import type { ColumnRole } from './keywords.js';
import { dateColumnByGeometry, dateColumnsOf, datesAt, type DateColumns, type DatesInLine } from './headerless-dates.js';
import { markColumnByGeometry } from './marks.js';
import { signColumnByGeometry } from './sign-column.js';
import { directionWordColumn, inWordColumn, withDirectionWord, type DirectionWordColumn } from './direction-words.js';
import { runsNewestFirst } from './date-direction.js';
import { weekdayBefore, weekdayOf } from './date-dress.js';
import { balanceOnLaterLine, underBalance } from './later-balance.js';
import { standsForMoney } from './left-of-labels.js';
import { datedMoneyColumns } from './dated-money-label.js';
import { repeatedFurniture } from './page-furniture.js';
import { balanceLabelOf } from './summary.js';
import { figureEdges, figureRunsUnder, fitToFigures, type FigureEdge, type FigureRun } from './figure-columns.js';
import { frameOf, frameShift, reframed, type Frame } from './page-frame.js';
import { centredBetween, printsStackedDates, startsOwnPair, underOwnDate, valueDateFigures } from './stacked-dates.js';
import { unreadUnderFigures, type FigurePlace } from './unread-figure-cell.js';

/** Words of a transaction row while it is being read; turned into a RawRow when the row ends. */
interface OpenRow {
  page_number: number;
  dates: string[];
  undated?: boolean;
  dateInherited?: boolean;
  description: string[];
  reference: string[];
  amounts: AmountCell[];
  /** Money cells including empty "-" ones, in order. */
  cells?: LineCells['cells'];
  header?: Header;
  section?: 'credit' | 'debit';
  lastY1: number;
  lineHeight: number;
  confidence: number;
  continuation: number;
  /** Left edge of the row's first line, to keep page furniture out of continuation lines. */
  x0: number;
  /** Left edge of the description text on the first line. */
  textX0: number;
  lines: Line[];
  /** Dates found in the row's details (a value date starting a line of them): not the details' own figures. */
  asideDates?: string[];
  /** The description line printed above a vertically centred row (part of the row's box). */
  above?: Line;
  /** The line of words alone right above the row's dated line, whichever row it went to (where details start). */
  wordsAbove?: Line;
  /** What OCR read in the date column where no date could be read (the row took the date of the row above). */
  dateUnread?: string;
  /** Started by a direction word in the statement's column of them (a row of its own whether or not its amount is read). */
  worded?: boolean;
  datePieces?: string;
  /** OCR's own reading of the row's date, when the date was taken from another reading with other digits. */
  dateRead?: string;
  /** Tesseract's other readings of a date it read with low confidence. */
  dateDoubt?: string;
  dateOthers?: string[];
}

export interface GenericParse {
  rows: RawRow[];
  /** Lines that were not part of any transaction (summary boxes, headers, furniture). */
  otherLines: Line[];
  /** Lines that carried a balance forward, in document order. */
  forwardLines: Line[];
  /** Forward lines read after one row and before another: they carry a balance across a break, never open or close. */
  betweenRows: Set<Line>;
  headers: Header[];
  /** Rows whose amounts came on a later line than their date: evidence of the amount-on-last-line style. */
  lastLineVotes: number;
  /** OCR lines inside a table that start a row (a date) but never got a readable amount: likely a lost row. */
  unreadLines: Line[];
  /**
   * The same without a header: dated OCR lines with a word where the page's figures stand (unread-figure-cell.ts); and
   * lines with an amount whose date cell OCR could not read and no row above to take a date from.
   */
  unreadByFigures: Line[];
  /** Lines read as totals by their words (a direction word printed before them aside). */
  totalLines: Set<Line>;
  /** A day's balance printed again under the row that printed it, in words no summary label names. */
  restatedLines: Line[];
  /** The rows were read with two dates stacked in one cell (stacked-dates.ts). */
  stackedDates: boolean;
  /** The most header edges a headerless page's right edge could have been besides the one taken (page-frame.ts). */
  frameEdges: number;
  /** A headerless page's figure edge made by digit runs alone was read as money (figure-columns.ts `runsOnly`). */
  runEdges: boolean;
}

/**
 * Where a multi-line row prints its amounts: on its first line (text after it continues the row) or on its last
 * line (text after a finished row starts the next one).
 */
export type RowStyle = 'first' | 'last';

const MAX_CONTINUATION = 4;

/**
 * The generic layout parser. It reads any bank's table from the geometry of lines: a row starts at a line
 * that begins with a date; amounts are read from the right end and given a column by the header above
 * them; lines with only text continue the open row's description; a line with amounts and no date is a new
 * row of the same day, or, when the open row has no amounts yet, that row's last line. `reading.dates: 'flat'` reads every
 * dated line as a row of its own even where the lines' pairs look like stacked dates (search.ts weighs that reading
 * where the stacked one does not add up).
 */
export function parseGeneric(pages: PageText[], currency?: string, style: RowStyle = 'first', mode: AmountMode = {}, reading: LayoutReading = {}): GenericParse {
  let lastLineVotes = 0;
  const rows: RawRow[] = [];
  const otherLines: Line[] = [];
  const forwardLines: Line[] = [];
  // Rows read before each forward line.
  const rowsBefore = new Map<Line, number>();
  // Rows known only by figures may be another table's lines (search.ts decides): where the table's rows begin and
  // end is told by the others.
  let describedRows = 0;
  const headers: Header[] = [];
  const distinctHeaders: Header[] = [];
  const headerLines = new Set<Line>();
  const totalLines = new Set<Line>();
  const restatedLines: Line[] = [];
  const unreadLines: Line[] = [];
  // Dated lines without a header that got no amount, and where the rows' figures stand (unread-figure-cell.ts).
  const headerless: Line[][] = [];
  const dateless: Line[] = [];
  const figures: FigurePlace[] = [];
  let open: OpenRow | undefined;
  let header: Header | undefined;
  let section: 'credit' | 'debit' | undefined;
  // A section title only governs the table right below it: a title followed by other text is a heading elsewhere.
  let sectionLive = false;
  let sectionGap = 0;
  const otherLine = (line: Line) => {
    otherLines.push(line);
    if (section && !sectionLive && ++sectionGap > 3) section = undefined;
  };
  let lastDates: string[] = [];
  // The last date before the row above's: with it, whether the rows run newest first (a lost separator's repair).
  let priorDate: string | undefined;
  // The table's first row's date, repaired by the one below it, was the later: newest first before two rows say so.
  let newestAbove = false;
  // Whether the rows run newest first down to `date`, the row above's: a lost separator is repaired looking back then.
  const runsBack = (date: string) => runsNewestFirst(priorDate, date) || (!priorDate && newestAbove);
  // Full dates printed before the first row (the period's start): before any row is read, the first row's date is
  // checked against them as a later row's is against the row above's.
  const datesAbove: string[] = [];
  // How the lines' leading dates are written ("9.9.9", "9a a"), and how often.
  const dateShapes = new Map<string, number>();
  // Left edges of the two dates of the last row that printed both (booking date, value date).
  let twoDateX: [number, number] | undefined;
  // Where the last row that printed its date printed it.
  let rowDateX0: number | undefined;
  // Where rows started their lines with their dates (rounded): a line starting with a date there starts a row, not
  // details of the open one, whatever line came between (a day's balance line, "Saldo al 01/08/2024", dated after
  // its label, whose label stands where the rows' dates do: never-used random 1023027).
  const rowDateXs = new Set<number>();
  const usualDateX = (x0: number, size: number) => [...rowDateXs].some((x) => Math.abs(x - x0) <= size / 2);
  // Where the last line of a row's details alone started: the table's details column, whichever row it went to.
  let detailsX0: { page: number; x0: number } | undefined;
  // Where the page's rows print their money, after their details: the leftmost figure of such a line.
  let moneyX0: { page: number; x0: number } | undefined;
  let tableOnPage = false;
  // Tables told apart by a header inside a page or a total line (a statement split into sections).
  let tableNo = 0;
  let tableCols: TableColumns = {};
  const stackedDates = reading.dates !== 'flat' && printsStackedDates(pages, mode, currency);
  let frameEdges = 0;
  let runEdges = false;
  // A headerless page's figure edges; those of digit runs alone left out where the reading asks (search.ts).
  const edgesRead = (lines: Line[]) => {
    const edges = figureEdges(lines, mode);
    if (reading.runEdges === 'dropped') return edges.filter((e) => !e.runsOnly);
    if (edges.some((e) => e.runsOnly)) runEdges = true;
    return edges;
  };
  // The stacked date pairs read so far, by the line their figures stand on (startsOwnPair).
  const pairs = { first: 0, second: 0 };

  // The open row ends and the next one starts, under the open row's header, with the last printed date.
  const startNextRow = (page_number: number, cells: LineCells) => {
    const prevHeader = open?.header;
    close();
    open = startRow(page_number, cells, lastDates, prevHeader, section, mode.pitch);
  };
  const close = () => {
    if (open) {
      const row = finish(open, wordColumn);
      // The section is live once a row with an amount is read under it (a dated line of page furniture is not one).
      if (row && !row.bare && open.section) sectionLive = true;
      if (row) {
        row.table = tableNo;
        rows.push(row);
        if (!row.bare) describedRows++;
        for (const a of open.amounts) figures.push({ page: open.page_number, x0: a.x0, x1: a.x1 });
      }
      // A date line that never got an amount was not a transaction ("Jan 1 - Jan 31, 2021"): keep it for the summary.
      else {
        otherLines.push(...open.lines);
        // Under a table header, a dated line with words but no amount may be a row whose amount could not be read
        // ("FALE" for 12.11 by OCR, a notation no reader knows): it is reported, never dropped silently. A line that
        // printed no date (only carried the last one) is not such a line: details printed under a row's figures
        // (the figures on the row's middle line) start a row of their own that ends at the next date with none.
        const worded = /\p{L}/u.test(open.description.join(' '));
        if (open.worded) unreadLines.push(open.lines[0]!);
        else if (open.header) {
          if (worded && (!open.undated || open.dateUnread)) unreadLines.push(open.lines[0]!);
        } else if (worded) headerless.push(open.lines);
      }
    }
    open = undefined;
  };

  // Every table header of the statement, so that a page whose header OCR read in part can take a fuller one.
  const found = pages.flatMap((p) => p.lines.map((_, i) => ({ at: headerAt(p.lines, i), lines: p.lines, i })).filter((f) => !!f.at));
  // A header every page repeats is read as one, not passed over as furniture.
  const furniture = repeatedFurniture(pages, new Set(found.flatMap((f) => f.lines.slice(f.i, f.i + f.at!.used))));
  const allHeaders = found.map((f) => f.at!.header);
  const groups = headerGroups(found);
  const runsOfCopies = new Map<HeaderCopy, FigureRun[]>();
  const colsOf = new Map<Header, TableColumns>();
  // A column of marks no label names (no header, or a header in words we do not know over it).
  const markColumn = markColumnByGeometry(pages, mode, furniture);
  // Where rows print their currency sign after the figure (an OCR word there is the sign misread).
  const signColumn = signColumnByGeometry(pages, mode);
  // Directions printed as words left of the amounts, in a column of their own (direction-words.ts).
  const wordColumn = directionWordColumn(pages, mode);
  /** The line holds a direction word in the statement's column of them. */
  const directed = (l: Line) => !!wordColumn && l.words.some((w) => inWordColumn(w, wordColumn));
  const columnsOf = (header: Header, lines: Line[], i: number, used: number): TableColumns => ({
    ...(dateColumns(innerDateColumn(header, lines[i + used - 1]!) ?? datesByGeometry(header, lines, i + used)) || sameHeaderDates(header, colsOf)),
    marker: header.columns.find((c) => c.role === 'marker') ?? markColumn,
    ...(wordColumn ? { directionWords: wordColumn } : {}),
    ...(signColumn ? { sign: signColumn } : {}),
    money: header.geometric ? header.columns.filter((c) => AMOUNT_ROLES.includes(c.role)) : undefined,
    moneyLabels: header.columns.filter((c) => AMOUNT_ROLES.includes(c.role)),
  });
  // The last header read on a page, with the lines it stands over: a later page without a header reads its rows
  // under it, moved to that page's frame where the page prints its table in another (page-frame.ts).
  let base: { header: Header; cols: TableColumns; lines: Line[]; frame?: Frame | null } | undefined;
  // With no header anywhere: the date column the last page that showed one printed its dates in.
  let headerlessDates: DateColumns | undefined;
  // From here on the page's rows are read under this header (found on the page, or borrowed from another).
  const enterTable = (h: Header, cols: TableColumns, below: Line[]) => {
    header = h;
    tableCols = cols;
    headers.push(h);
    addDistinct(distinctHeaders, h);
    colsOf.set(h, cols);
    tableOnPage = true;
    base = { header: h, cols, lines: below };
  };
  for (const page of pages) {
    close();
    tableOnPage = false;
    const lines = page.lines;
    const headerless = !allHeaders.some((h) => h.page_number === page.page_number);
    // One table whose header only an earlier page prints (once, or again at the same place on that page: a box
    // beside the table broke it in two): read in this page's frame (lists side by side aside). So too the rows above
    // a page's first header (another table's, under the rows the page goes on with). Not where every page printed
    // the header: a page after them without one is a list of its own, read where the last header stood.
    if (base && distinctHeaders.length === 1 && headers.every((h) => h.page_number === headers[0]!.page_number) && header && !lines.some((l) => l.shift !== undefined) && (headerless || rowsAboveHeader(lines, found))) {
      const marks = base.cols.marker?.marks;
      if (base.frame === undefined) base.frame = frameOf(base.lines, mode, marks) ?? null;
      const to = base.frame ? frameOf(lines, mode, marks) : undefined;
      const shift = to && frameShift(base.frame!, to, Math.max(...base.header.columns.map((c) => c.x1)), reading.frameEdge);
      if (shift?.open) frameEdges = Math.max(frameEdges, shift.open);
      ({ header, cols: tableCols } = shift ? reframed(base.header, base.cols, base.frame!, to!, shift) : base);
    }
    // The header carried from an earlier page (the last one read there) heads no table on a page whose dated lines
    // all print their date away from its date column: the last table there was another (a list of checks side by
    // side, under a table the page does not go on with), and read under it the page's rows had no date. The page is
    // read by its own geometry.
    if (headerless && header && !datesUnderHeader(lines, header, mode)) header = undefined;
    // No header anywhere to say where the dates stand, or none yet on a page whose own header was lost (a later
    // page's may be borrowed once rows are found): the page's own lines may.
    const byGeometry = (lines: Line[]): TableColumns => {
      // The figures' edges are read only for OCR words (a lost separator, a figure in the details): a text layer's
      // page does not pay for them.
      const ocrWords = lines.some((l) => l.words.some((w) => w.confidence < 1));
      const dates = dateColumnByGeometry(lines, mode, headerlessDates);
      if (dates) headerlessDates = dates;
      return { ...dateColumns(dates), ...(dates ? { framed: true } : {}), ...(markColumn ? { marker: markColumn } : {}), ...(wordColumn ? { directionWords: wordColumn } : {}), ...(signColumn ? { sign: signColumn } : {}), ...(ocrWords ? { figureEdges: edgesRead(lines) } : {}) };
    };
    if (allHeaders.length === 0 || (headerless && !header)) tableCols = byGeometry(lines);
    // The header stays over the lines below until the page's next header, unless those dated lines print their
    // dates away from its date column (asked once per header and page).
    let kept: Header | undefined;
    // Whether most of this page's dated lines with figures stand under a found header's money columns (asked once
    // per header, and only on a headerless page whose rows reach the question; the lines are split once).
    const underFound = new Map<FoundHeader, boolean>();
    let datedCells: LineCells[] | undefined;
    const pageUnder = (f: FoundHeader): boolean => {
      let under = underFound.get(f);
      if (under === undefined) {
        const dated = (datedCells ??= lines.map((l) => splitLine(l, 2, mode, tableCols)).filter((c) => c.dates.length > 0 && c.amounts.length > 0));
        under = dated.filter((c) => standsUnder(c, f.at!.header)).length >= 0.5 * dated.length;
        underFound.set(f, under);
      }
      return under;
    };
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i]!;
      const text = line.text;
      if (!lastDates.length) for (const w of line.words) if (NUMERIC_DATE.test(w.text)) datesAbove.push(w.text);
      if (NOISE.some((re) => re.test(text)) || furniture.has(line)) {
        otherLines.push(line);
        continue;
      }
      // A label line the header reading could not name is never a row's details: it ends the row above.
      if (line.labels) {
        close();
        otherLines.push(line);
        headerLines.add(line);
        continue;
      }
      const h = headerAt(lines, i);
      if (h) {
        close();
        // A second header on a page starts another table; one at the top of a page continues the table before. A
        // section title governs the table below it: another table after rows read under it is not the title's (its
        // own title unread, or one we have no word for), whatever a total line between them said or did not.
        // Not a list printed beside the one before (side-by-side.ts: its lines carry their shift): checks printed in
        // three lists across the page under one "Checks Paid" are that title's, each list under its copy of the header.
        if (tableOnPage) {
          tableNo++;
          if (sectionLive && !lines[i]!.shift) section = undefined;
        }
        const next = found.find((f) => f.lines === lines && f.i >= i + h.used)?.i ?? lines.length;
        const copies = copiesOf(lines, i, h.used, groups);
        // The figures under every copy of the header say where its money columns end (read once per copies): a page
        // of few credits alone showed only its debits' edge between the credit and debit labels, and gave it to the
        // credits.
        const runsUnder = (header: Header) => {
          const key = copies[0];
          let runs = key && runsOfCopies.get(key);
          if (!runs) {
            const bodies = copies.length ? copies.map((c) => ({ lines: c.f.lines, from: c.f.i + c.f.at!.used, to: c.to })) : [{ lines, from: i + h.used, to: next }];
            runs = figureRunsUnder(header, bodies, mode);
            if (key) runsOfCopies.set(key, runs);
          }
          return runs;
        };
        const fuller = fitToFigures(fullerHeader(commonHeader(h, copies), allHeaders), runsUnder);
        enterTable(fuller, columnsOf(fuller, lines, i, h.used), lines.slice(i + h.used, next));
        for (let k = 0; k < h.used; k++) {
          otherLines.push(lines[i + k]!);
          headerLines.add(lines[i + k]!);
        }
        i += h.used - 1;
        continue;
      }
      // A header's table ends where the lines below it, down to the page's next header, print their dates away from
      // its date column: another table under a title whose labels no header reading names ("Dagro  Beskel Ta  Amount"
      // under a list of checks), read by its own geometry as a page without a header would be.
      if (header && tableOnPage && kept !== header && header.page_number === page.page_number && leadDateUnder(line, header, mode, true) === 'away') {
        const next = found.find((f) => f.lines === lines && f.i > i)?.i ?? lines.length;
        const below = lines.slice(i, next);
        if (!datesUnderHeader(below, header, mode, true)) {
          close();
          header = undefined;
          tableNo++;
          tableCols = byGeometry(below);
        } else kept = header;
      }
      // Lines above a page's first header too: the page goes on with the table the page before ended with, which
      // need not be the last header read (the right-hand list of two side by side, where this page prints one).
      if ((headerless || !tableOnPage) && header && headers.length > 1) {
        const fit = headerThatFits(line, header, distinctHeaders);
        if (fit !== header) {
          header = fit;
          tableCols = colsOf.get(fit) ?? tableCols;
        }
      }
      // The table's columns where this line prints them (a list beside another: shifted), set again with the table.
      let cols = inFrame(tableCols, line);
      let cells = splitLine(line, 2, mode, cols);
      if (lastDates[0] && (cells.dates[0] || /\p{L}/u.test(lastDates[0]))) {
        // Letter-spaced text breaks a date into words ("20 25-04-22" for "2025-04-22"): the first words joined read
        // as the statement's own date, in the digits of the row above's, where what was read alone does not. A month
        // name broken inside ("1 2F eb 2024") leaves no date read at all.
        const joined = joinedDateLine(line, lastDates[0], cells.dates[0]?.date.raw ?? '', rowDateX0);
        if (joined) cells = splitLine(joined, 2, mode, cols);
      }
      // A figure that reads as money and as a date ("30.09 USD", a purchase's foreign amount under "03.04.2023 VIS
      // BOOTS") is a date only in the statement's own date shape.
      const lead = cells.dates[0];
      // A date set aside here is not one OCR garbled: the date repairs below must not read it back.
      let dateSetAside = false;
      if (lead) {
        // Before three rows have shown the statement's shape, the row above's date says it ("9.24  D", the first
        // row's figures centred between its two dates "21 apr" and "24 apr", is money).
        const usual = usualShape(dateShapes) ?? (lastDates[0] ? dateShape(lastDates[0]) : undefined);
        const wrongShape = !!usual && dateShape(lead.date.raw) !== usual && !!parseAmount(lead.date.raw, mode);
        dateSetAside = wrongShape || (header ? inDetails(header, line.words.find((w) => w.x0 === lead.x0) ?? line.words[0]!) : !(lead.x0 <= line.words[0]!.x0 && usualDateX(lead.x0, line.words[0]!.size)) && inOpenDetails(open, line, lead.x0, rowDateX0, detailsX0?.page === line.page_number ? detailsX0.x0 : undefined));
        if (dateSetAside) cells = splitLine(line, 0, mode, cols);
      }
      if (cells.dates[0]) {
        const shape = dateShape(cells.dates[0].date.raw);
        dateShapes.set(shape, (dateShapes.get(shape) ?? 0) + 1);
      }
      // The first row under a header has the date printed above the table for the row above's ("02032023" a day
      // after "01/03/2023"): only a full date, so only the separators-lost reading can use it.
      const above = lastDates[0] ?? (header && !rows.length ? datesAbove[0] : undefined);
      if (cells.dates.length === 0 && above && !dateSetAside) {
        // OCR layers misread the date separator ("07107", "21 /07"): repaired only into the statement's own date shape.
        // A line without amounts (they may stand on the row's last line) only takes a full date with the year of the
        // row above ("1712/2024"): a short one could be any number starting a line of details.
        const aboveDay = open?.lines[0]?.words[0] ? weekdayOf(open.lines[0].words[0].text) : undefined;
        // Unless it stands where the row above's date stands (a table whose amounts come on a row's later line).
        const first = open?.lines[0]?.words[0];
        const atDate = !!first && !!lastDates[0] && line.words[0]!.confidence < 1 && Math.abs(line.words[0]!.x0 - first.x0) <= Math.min(line.words[0]!.size, first.size) / 2;
        const fixed =
          repairedDateLine(line, above, (cells.amounts.length === 0 && !atDate) || !lastDates[0], runsBack(above), aboveDay) ??
          // The same where the date column is not the table's first ("Albert Heijn 1234 Utrecht  2907  (33.00)"):
          // the OCR word under the date label, on a line with amounts.
          (cells.amounts.length > 0 && lastDates[0] ? atDateColumn(line, dateColumnOf(cols, header), (l) => repairedDateLine(l, above, false, runsBack(above))) : undefined) ??
          // A list that starts its dates again (a second card's, after the first's last day): a date whose
          // separators OCR lost, in the statement's period as printed above the table.
          (cells.amounts.length > 0 ? inPeriodDateLine(line, datesAbove) : undefined);
        if (fixed) cells = splitLine(fixed, 2, mode, cols);
      }
      if (cells.dates.length > 0 && lastDates[0] && !dateSetAside && rowDateX0 !== undefined) {
        // The row's own date lost its separator where a later date on the line was read (its value date: "2101
        // 24/01" under "22/01 23/01"): the OCR word where the rows' dates stand, left of the date read, is repaired
        // as a line's first word is (the row above's date took its place).
        const w = line.words[0]!;
        const lead = cells.dates[0]!;
        const fixed = w.confidence < 1 && /^\d/.test(w.text) && w.x1 < lead.x0 && Math.abs(w.x0 - rowDateX0) <= w.size / 2 ? repairedDateLine(line, lastDates[0], false, runsBack(lastDates[0])) : undefined;
        if (fixed) cells = splitLine(fixed, 2, mode, cols);
      }
      if (cells.dates.length === 0 && !lastDates[0] && !dateSetAside && tableOnPage && cells.amounts.length > 0 && line.words[0]!.confidence < 1) {
        // The table's first rows, their dates' separators lost ("2103", "24:03"), before any row gave a date to
        // repair them by: the first date read below, within a week of it (later newest first, earlier oldest first).
        const below = firstDateBelow(lines, i);
        const fixed = below && (repairedDateLine(line, below.date, false, false) ?? repairedDateLine(line, below.date, false, true));
        if (fixed) {
          cells = splitLine(fixed, 2, mode, cols);
          // A date later than the one below: the rows run newest first, and the next rows' repairs look back (not
          // by a date of another table's).
          if (!below.crossed && runsNewestFirst(fixed.words[0]!.text, below.date)) newestAbove = true;
        }
      }
      if (cells.dates.length > 0 && lastDates[0] && !dateSetAside) {
        // OCR slips into another language's month ("25 lug 2024", Italian July, under "25 lut 2024", Polish February).
        const fixed = slippedMonthLine(line, lastDates[0]);
        if (fixed) cells = splitLine(fixed, 2, mode, cols);
      }
      if (cells.dates.length === 0 && lastDates[0] && !dateSetAside) {
        // OCR slips in a short month name ("14 mri 2024" under "13 mrt 2024"): taken as the month of the row above.
        // Also under a date label that is not the table's first ("PAYMENT RECEIVED  24 Mui 2025  -344.00").
        const prev = lastDates[0];
        const fixed = repairedMonthLine(line, prev) ?? (cells.amounts.length > 0 ? atDateColumn(line, dateColumnOf(cols, header), (l) => repairedMonthLine(l, prev)) : undefined);
        if (fixed) cells = splitLine(fixed, 2, mode, cols);
      }
      if (!header && headerless && cells.dates.length > 0 && cells.amounts.length > 0) {
        // A table whose header OCR could not read on this page (a dark band, a smudge) and that no earlier page
        // gave: another page's header of the same table is used when the row's amounts stand under its columns, and
        // so do most of the page's rows' (a first page restacked beside a box prints its columns elsewhere, and one
        // row's figures, a deposit's, may fall under two of the header's columns by chance).
        const f = found.find((f) => standsUnder(cells, f.at!.header) && pageUnder(f));
        if (f) {
          enterTable(f.at!.header, columnsOf(f.at!.header, f.lines, f.i, f.at!.used), []);
          cols = inFrame(tableCols, line);
          cells = splitLine(line, dateSetAside ? 0 : 2, mode, cols);
        }
      }
      if (header) cells = keepToMoneyColumns(cells, header);
      if (header) {
        const h = header;
        cells = rescueColumnAmounts(cells, (x0, x1) => underMoneyLabel(h, x0, x1), (x1) => endsWithMoneyLabel(h, x1));
      }
      // Figures before a dated line's details ("06 nov  09 nov  968  KORTKÖP SL ACCESS", a code column after the
      // dates) read as the amounts of a layout that prints its details last; where the page's rows print their money
      // right of where these details start, they are a code of the details, and the row's figures come on a later
      // line (random 1021201: every such row took its code for its amount).
      // Only bare digits (a code), and only where lines of two figures or more (an amount and a balance) showed where.
      const leading = cells.amounts.length > 0 && cells.text.length > 0 && cells.amounts.every((a) => a.x1 < cells.text[0]!.x0);
      const bare = cells.amounts.every((a) => a.words.length === 1 && /^\d+$/.test(a.words[0]!.text));
      if (!header && leading && bare && moneyX0?.page === line.page_number && moneyX0.x0 > cells.text[0]!.x1) cells = amountsToText(cells, cells.amounts);
      else if (cells.amounts.length > 1 && cells.text.length > 0 && !leading) {
        const x0 = Math.min(...cells.amounts.map((a) => a.x0));
        if (x0 > cells.text[cells.text.length - 1]!.x1) moneyX0 = { page: line.page_number, x0: moneyX0?.page === line.page_number ? Math.min(moneyX0.x0, x0) : x0 };
      }
      const edges = tableCols.figureEdges;
      const lone = cells.amounts.length === 1 ? cells.amounts[0]! : undefined;
      const firstFigure = cells.amounts[0];
      const before = cells.text[cells.text.length - 1];
      if (!header && edges?.length && lone && cells.dates.length === 0 && lone.words[0]!.confidence < 1 && before && lone.x0 - before.x1 < 1.2 * lone.words[0]!.size) {
        // A table without a header: a lone OCR figure on a line without a date, a word space after its details and
        // wholly left of where the table's figures stand ("FATURA ODEME TURKCELL 23,25 $" over its dated line, a
        // purchase's foreign amount whose sign OCR read as "%"), is details, as one left of a header's money labels
        // is. (A row's amount on its last line stands a column apart; a text layer's foreign sign names its currency.)
        if (lone.x1 - (line.shift ?? 0) < Math.min(...edges.map((e) => e.x0)) - lone.words[0]!.size) cells = amountsToText(cells, [lone]);
      } else if (!header && firstFigure && cells.dates.length === 0 && before && firstFigure.x0 - before.x1 < 1.2 * firstFigure.words[0]!.size && firstFigure.x0 > before.x1 && open?.amounts.length) {
        // A text layer's too, where the open row's figures show where the table's stand and this one is wholly left
        // of them: a purchase abroad on its row's second line, its currency code wrapped to the line below
        // ("BIEDRONKA 3090 WARSZAWA 63,61" over "USD"); a number of the details read as a whole amount before the
        // row's balance ("ALDI Nord Filiale 890  84.193").
        if (firstFigure.x1 < Math.min(...open.amounts.map((a) => a.x0)) - firstFigure.words[0]!.size) cells = amountsToText(cells, [firstFigure]);
      } else if (!header && lone && cells.dates.length === 0 && !cells.text.length && open?.amounts.length && near(open, line, 1.9) && (!detailsX0 || detailsX0.page !== line.page_number || lone.x0 > detailsX0.x0 - lone.words[0]!.size)) {
        // The same with the figure alone on its line, wrapped under its currency code ("FATURA ODEME TURKCELL USD"
        // over "402,72"), wholly left of the open row's figures: details. Taken for figures, it closed the row, and the
        // day's next row, with no row open to take the date of, was lost.
        // Left of every column the table's figures stand in too, where those are known: a figure alone in a debit
        // column left of the open row's credit is the next row's.
        const leftOf = Math.min(...open.amounts.map((a) => a.x0), ...(edges ?? []).map((e) => e.x0 + (line.shift ?? 0)));
        if (lone.x1 < leftOf - lone.words[0]!.size) cells = amountsToText(cells, [lone]);
      }
      // A figure in another currency alone on a dated line of a table without a header, at none of the table's figure
      // edges, is details: "01-APR-25  Huur CHF 916,92" over the row's details and its amount on the last line (read
      // as the row's, it made the row's last line a row of its own).
      if (!header && cells.dates.length > 0 && lone && foreignAfterDetails(lone, before, currency) && offTableFigures(lone, line, edges, open)) {
        cells = amountsToText(cells, [lone]);
      } else if (cells.dates.length === 0 && cells.amounts.length === 1 && otherCurrency(cells.amounts[0]!, currency)) {
        // "63.21 CAD" under a USD purchase is the original amount, not a row's amount.
        cells.text.push(...cells.amounts[0]!.words);
        cells.amounts = [];
      }
      // The same in the details of a row's own line ("Jumbo  63,68 USD   75,78   4.572,49"): a figure in another
      // currency, before the row's amounts, is text.
      const foreign = (a: AmountCell) => otherCurrency(a, currency);
      cells = amountsToText(cells, cells.amounts.filter((a, k) => foreign(a) && k < cells.amounts.length - 1));
      const hasText = cells.text.length > 0;
      // Details, not a code in the reference column ("308" under "Tran Code" on a centred row's date line).
      const refColumn = header?.columns.find((c) => c.role === 'reference');
      const hasDetails = cells.text.some((w) => !refColumn || !inColumn(w, refColumn));
      // A total line may print its direction in the column of direction words ("Credit  Total for card ending 2909"):
      // the words that say what the line is come after it.
      const cellText = textOf(wordColumn ? cells.text.filter((w) => !inWordColumn(w, wordColumn)) : cells.text);
      // Or, undated, an opening or closing label as the summary reads it: drawn in pieces more than one word space
      // apart ("Sal do zamkn iecia  7524,88"), or an OCR word a letter off (summary.ts labelReading).
      const isForward = isForwardLine(cellText) || (cells.dates.length === 0 && balanceLabelOf(line) !== undefined);
      const isTotal = isTotalLine(cellText);
      if (cells.dates.length === 0 && (isForward || isTotal)) {
        close();
        if (isForward) {
          forwardLines.push(line);
          rowsBefore.set(line, describedRows);
        }
        if (isTotal) {
          totalLines.add(line);
          section = undefined;
          tableNo++;
        }
        otherLines.push(line);
        continue;
      }
      // The day's date may follow the words ("Saldo am 26/05/2025  1.155,57"): a line that does not start with it.
      const dateFirst = cells.dates.length > 0 && cells.dates[0]!.x0 <= line.words[0]!.x0 + 0.5;
      const restated = !dateFirst && open ? restatesBalance(line, textOf(cells.text), cells.amounts, open.amounts) : undefined;
      if (restated) {
        close();
        // Only a line an opening or closing label names carries a balance (it may be the statement's opening or
        // closing); a day's balance restated under its last row is no row and no summary figure either.
        if (restated === 'label') {
          forwardLines.push(line);
          rowsBefore.set(line, describedRows);
          otherLines.push(line);
        } else restatedLines.push(line);
        continue;
      }
      if (cells.dates.length > 0 && isForward) {
        // "01 May  Balance brought forward  1,250.00"
        close();
        forwardLines.push(line);
        rowsBefore.set(line, describedRows);
        otherLines.push(line);
        continue;
      }
      if (cells.dates.length === 0 && cells.amounts.length === 0) {
        // A line that continues the open row is description, even if it reads like a title ("DEPOSIT CLEARING").
        const sec = open && isContinuation(open, line) && line.words[0]!.x0 >= open.textX0 - 0.5 * line.words[0]!.size ? undefined : sectionOf(text);
        if (sec) {
          close();
          section = sec;
          sectionLive = false;
          sectionGap = 0;
          otherLines.push(line);
          continue;
        }
      }

      if (cells.dates.length > 0) {
        if (cells.amounts.length === 0 && isPeriodText(cells.text)) {
          // "Jan 1 - Jan 31, 2021": a period heading, not a row.
          close();
          otherLine(line);
          continue;
        }
        // A purchase abroad's original amount may follow the second date ("2023-12-29  NOK 63,42"): details.
        const own = cells.amounts.filter((a) => !foreign(a));
        // The second date on the row's next line where the statement prints such pairs, or under the row's figures
        // centred between its two dates (which no other table prints, so it needs no count).
        const later = !!open && valueDateFigures(open, { amounts: own, text: cells.text });
        // A purchase abroad's original amount on the row's first line, its own figures on the second date's line (as
        // foreignOnly below, for lines without a date): the first line has no figures of the row's.
        const foreignFirst = !!open && open.lines.length === 1 && open.amounts.length > 0 && open.amounts.every(foreign) && own.length > 0;
        const openFigures = foreignFirst ? 0 : (open?.amounts.length ?? 0);
        const secondDate = !!open && open.lines.length === 1 && stackedDates && (!(openFigures > 0 && own.length > 0) || later) &&
          !(openFigures > 0 && own.length === 0 && startsOwnPair(line, cells.dates[0]!.x0, lines[i + 1], mode, cols, pairs, lines[i + 2]));
        // Not under a dated line printing a balance alone (a day's "End of day balance" line): a line with details and
        // an amount of its own is the next row, not that line's second date.
        const underBalanceLine = !!open && !!header && cells.text.length > 0 && balanceOnly(header, open.amounts) && own.length > 0 && !balanceOnly(header, own);
        const secondLine = secondDate && !underBalanceLine;
        const centred = !!open && open.lines.length === 2 && own.length === 0 && centredBetween(open.lines[0]!, open.lines[1]!, line);
        if (open && (secondLine || centred) && (!open.undated || ownDateLost(open)) && open.dates.length < 2 && rowDateX0 !== undefined && cells.dates.length > 0 &&
          underOwnDate(open.lines[0]!, rowDateX0, line, cells.dates[0]!.x0)) {
          // The row's second date, printed under its first (stacked-dates.ts): its value date, the line its details.
          if (foreignFirst) {
            open.description.push(open.amounts.map((a) => a.words.map((w) => w.text).join(' ')).join(' '));
            open.amounts = [];
            open.cells = undefined;
          }
          // (A row centred on its figures prints them on neither date's line: it counts for neither. A row printing
          // them under its second date, on a line of details, counts as one printing them on that date's line: not on
          // the first.)
          if (!centred && open.amounts.length > 0 && own.length === 0) pairs.first++;
          else if (!centred && open.amounts.length === 0) pairs.second++;
          cells = amountsToText(cells, cells.amounts.filter((a) => !own.includes(a)));
          open.dates.push(cells.dates[0]!.date.raw);
          // A date starting the details after it ("16/05/2023 LONDON") is details.
          if (cells.dates[1]) open.description.push(cells.dates.slice(1).map((x) => x.date.raw).join(' '));
          appendText(open, cells.text);
          if (!open.amounts.length) {
            open.amounts = cells.amounts;
            open.cells = cells.cells;
          } else if (later) {
            // The balance printed on the value date's line, in a column of its own beside the booking date's amount.
            open.amounts = [...open.amounts, ...own].sort((x, y) => x.x0 - y.x0);
            open.cells = undefined;
          }
          open.lastY1 = line.y1;
          open.lines.push(line);
          continue;
        }
        if (cells.amounts.length === 0 && !hasText) {
          // A date alone on its line starts the next row inside a table ("Jan 12" over a multi-line entry); under
          // a row still waiting for its amount it is that row's second date ("16-Jan").
          if (open && open.amounts.length > 0 && tableOnPage && near(open, line, 3.2)) {
            lastDates = cells.dates.map((d) => d.date.raw);
            startNextRow(page.page_number, cells);
            continue;
          }
          otherLines.push(line);
          continue;
        }
        // A dated line of figures without words whose details stand around it (rows printed details first, the date
        // and figures on a line of their own): the line of details right above went to the row above as its last
        // line, but stands nearer this line than that row's line before it. It is this row's first line.
        const upper = !hasDetails && cells.amounts.length > 0 ? nearerBelow(open, lines[i - 1], line, mode) : undefined;
        // Or the row's first line of details took its balance (cells centred vertically, the OCR boxes of the balance
        // and the details a little higher than the date's): that line is this row's, not a row of a balance alone.
        const detailsAbove = !hasDetails && !upper ? balanceAbove(open, lines[i - 1], line, cells, header) : undefined;
        if (detailsAbove) open = undefined;
        close();
        if (upper) otherLines.push(upper);
        // A layout that prints the booking date once per day still prints every row's value date: a lone date that
        // stands in the value-date column is that, and the row keeps the day of the row above.
        // Where the header does not name the column, rows above that print both dates show where each one stands.
        const lone = cells.dates.length === 1 ? cells.dates[0]! : undefined;
        // Not where rows print their two dates one above the other: a date starting a line is then the row's own.
        const inherited = !!lone && !!lastDates[0] && !stackedDates && ((header && inValueDateColumn(header, lone)) || nearerSecond(twoDateX, lone) || atValueDates(cols, lone));
        const before = lastDates[0];
        lastDates = inherited ? [lastDates[0]!, lone!.date.raw] : cells.dates.map((d) => d.date.raw);
        if (before && before !== lastDates[0]) priorDate = before;
        if (cells.dates.length === 2) twoDateX = [cells.dates[0]!.x0, cells.dates[1]!.x0];
        if (!inherited) {
          rowDateX0 = cells.dates[0]!.x0;
          if (rowDateX0 <= line.words[0]!.x0) rowDateXs.add(Math.round(rowDateX0));
        }
        open = startRow(page.page_number, cells, lastDates, header, section, mode.pitch);
        if (detailsAbove) {
          open.description.unshift(...detailsAbove.description);
          open.amounts = [...open.amounts, ...detailsAbove.amounts].sort((a, b) => a.x0 - b.x0);
          open.cells = undefined;
          open.above = detailsAbove.lines[0];
        }
        if (inherited) open.dateInherited = true;
        // A date taken from tesseract's other reading of its digits ("2% aug" read as 28 aug) is said, not silent.
        if (!inherited && cells.dates[0]?.misread) open.dateRead = cells.dates[0].misread;
        if (!inherited && cells.dates[0]?.doubt) open.dateDoubt = cells.dates[0].doubt;
        if (!inherited && cells.dates[0]?.others) open.dateOthers = cells.dates[0].others;
        // Vertically centred rows print the description's first line above the date line: a line of words alone right
        // above, not a header's labels (a list of dates and amounts has no text of its own).
        const prev = lines[i - 1];
        const wordsAlone = !!prev && !headerLines.has(prev) && prev.page_number === line.page_number && line.y0 - prev.y1 < (line.y1 - line.y0) * 1.2 && (hasDetails || otherLines[otherLines.length - 1] === prev) && noDatesNorFigures(prev, mode);
        // Where the row's dated line prints details of its own, that line stays the row above's, but it still shows
        // where details start (inOpenDetails).
        if (wordsAlone && hasDetails) open.wordsAbove = prev;
        if (wordsAlone && !hasDetails) {
          otherLines.pop();
          open.description.unshift(prev.text.replace(/\s+/g, ' '));
          open.above = prev;
          detailsX0 = { page: prev.page_number, x0: prev.words[0]!.x0 };
        }
        tableOnPage = true;
        continue;
      }

      if (cells.amounts.length > 0) {
        // A figure in another currency alone on the row's first line, its own figures on the line under it (cells
        // centred vertically, or after the exchange rate): that figure is details, an original amount.
        const foreignOnly = !!open && open.lines.length === 1 && open.amounts.length > 0 && open.amounts.every(foreign) && !cells.amounts.some(foreign) && near(open, line, 2.6);
        if (foreignOnly) {
          open!.description.push(open!.amounts.map((a) => a.words.map((w) => w.text).join(' ')).join(' '));
          open!.amounts = [];
          open!.cells = undefined;
        }
        // (Not the next row's, its own direction word before it, under a row started by one: that row's amount was lost.)
        if (open && open.amounts.length === 0 && near(open, line, 2.6) && !(open.worded && directed(line))) {
          // The amount sits on the last line of a multi-line description.
          lastLineVotes++;
          appendText(open, cells.text);
          open.amounts = cells.amounts;
          open.cells = cells.cells;
          open.lastY1 = line.y1;
          open.lines.push(line);
          continue;
        }
        if (open && (!hasText || isContinuation(open, line)) && near(open, line, 1.9) && balanceOnLaterLine(header, open.page_number, open.amounts, cells.amounts)) {
          appendText(open, cells.text);
          open.amounts = [...open.amounts, ...cells.amounts].sort((a, b) => a.x0 - b.x0);
          open.cells = undefined;
          open.continuation++;
          open.lastY1 = line.y1;
          open.lines.push(line);
          continue;
        }
        if (open && !hasText && header && open.amounts.length > 0 && tableOnPage && near(open, line, 1.9) && alignsWithMoney(header, cells.amounts, open) && !underBalance(header, cells.amounts)) {
          // Figures alone between lines of details (cells centred vertically) under a row that has its own: the
          // next row of the same day, its details the lines around them (the line above too, where it went to the
          // row above but stands nearer these figures).
          const upper = nearerBelow(open, lines[i - 1], line, mode);
          startNextRow(page.page_number, cells);
          if (upper) {
            open!.description.unshift(upper.text.replace(/\s+/g, ' '));
            open!.above = upper;
          }
          continue;
        }
        if (open && hasText && tableOnPage && near(open, line, 3.2) && alignsWithMoney(header, cells.amounts, open)) {
          // Date printed only on a day's first row.
          startNextRow(page.page_number, cells);
          // ...unless OCR left something unreadable in the date column ("2% aug"): the row's own date was printed
          // and lost. It still takes the date of the row above, but says so.
          const unreadDate = header && unreadDateCell(header, cells.text);
          if (unreadDate) open!.dateUnread = unreadDate;
          else {
            const pieces = dateInPieces(line.words.map((w) => w.text)) ?? (header ? digitsUnderDateLabel(header, line, cells.text) : undefined);
            if (pieces) open!.datePieces = pieces;
          }
          continue;
        }
        // Figures alone under details that followed a finished row: a row whose amount is on its last line, which
        // only the other row style reads (the search then weighs both).
        const prev = lines[i - 1];
        const detailsAbove = !!prev && otherLines[otherLines.length - 1] === prev && !headerLines.has(prev) && prev.page_number === line.page_number && line.y0 - prev.y1 < (line.y1 - line.y0) * 1.2;
        if (!hasText && tableOnPage && ((open && open.amounts.length > 0 && open.continuation > 0 && near(open, line, 1.9)) || (!open && detailsAbove))) lastLineVotes++;
        // A row whose date OCR could not read ("21am" under "Date") with no row above to take one from: reported as
        // a row that may be missing, never dropped silently.
        if (!open && header && cells.amounts.every((a) => underMoneyLabel(header!, a.x0, a.x1)) && unreadDateCell(header, cells.text)) dateless.push(line);
        close();
        otherLine(line);
        continue;
      }

      // Text only, amount-on-last-line style: after a finished row it starts the next row of the same day, in the
      // details or in a reference column before them.
      const refCol = open?.header?.columns.find((c) => c.role === 'reference');
      // Vertically centred rows print their details' first line above the figures: the details start there.
      const startsText = (w: Word) => w.x0 >= Math.min(continuationX0(open!), open!.above?.words[0]!.x0 ?? Infinity) - 2 * w.size || (!!refCol && inColumn(w, refCol));
      // A value date set aside as details is the finished row's own (it prints under the row's centred figures).
      if (style === 'last' && !dateSetAside && open && open.amounts.length > 0 && tableOnPage && near(open, line, 1.9) && startsText(line.words[0]!)) {
        startNextRow(page.page_number, cells);
        detailsX0 = { page: line.page_number, x0: line.words[0]!.x0 };
        continue;
      }
      // A line with a direction word in the statement's column of them, under a row that printed its own there: the
      // next row of the same day, its amount unread ("2764", "357284" out of the figures' place), not details of the
      // row above (which then read two directions and took neither). Reported if no amount joins it.
      if (open && tableOnPage && near(open, line, 1.9) && directed(line) && open.lines.some(directed)) {
        startNextRow(page.page_number, cells);
        open!.worded = true;
        continue;
      }
      // Text only: continue the open row's description (a value date found in its details is its own). Also where
      // the line starts in the column the page's rows' details went on in, though the row's own first line started
      // right of it (its reference first, its details' first line above it: "21,93 USD" under "5NVADPKZ  30,75 GBP
      // 21,50"): closed on it, the row left the day's next rows without a row above to take the date of.
      const inDetailsColumn = !!open && detailsX0?.page === line.page_number && Math.abs(line.words[0]!.x0 - detailsX0.x0) < 0.5 * line.words[0]!.size && near(open, line, 1.9) && open.continuation < MAX_CONTINUATION;
      if (open && (isContinuation(open, line) || inDetailsColumn || (dateSetAside && near(open, line, 1.9)))) {
        if (dateSetAside && lead) (open.asideDates ??= []).push(...lead.date.raw.split(/\s+/));
        else detailsX0 = { page: line.page_number, x0: line.words[0]!.x0 };
        appendText(open, cells.text);
        open.continuation++;
        open.lastY1 = line.y1;
        open.lines.push(line);
        continue;
      }
      // Text only, starting where the finished row above started or right of it, but left of the details column that
      // its own details go on in (a code column, "DD 6902  AUTOGIRO TELIA SVERIGE", "945  ZAKUP PRZY UZYCIU
      // KARTY" right of the dates), over figures alone: a day's later row whose
      // figures stand on a line of their own (cells centred vertically), not a line of its own to drop (with the row
      // it starts, its figures were lost and nothing said so).
      if (open && open.amounts.length > 0 && open.header?.geometric && tableOnPage && near(open, line, 1.9) && line.words[0]!.x0 > open.x0 - 0.5 * line.words[0]!.size && figuresAloneNext(lines[i + 1], line, mode, cols)) {
        startNextRow(page.page_number, cells);
        continue;
      }
      close();
      otherLine(line);
    }
  }
  close();
  const betweenRows = new Set(forwardLines.filter((l) => {
    const before = rowsBefore.get(l)!;
    return before > 0 && before < describedRows;
  }));
  return { rows, otherLines, forwardLines, betweenRows, headers, lastLineVotes, unreadLines, unreadByFigures: [...unreadUnderFigures(headerless, figures), ...dateless], totalLines, restatedLines, stackedDates, frameEdges, runEdges };
}

/**
 * Figures standing wholly left of every money label are part of the text ("CHQ 435188", "Card 4821" read as whole
 * amounts in a currency without minor units): always under labels that stand in their columns, else those in excess
 * of the money columns and those that stand against the details' words (a line of one figure per money column whose
 * first is a reference: "WYPLATA Z BANKOMATU 291862 2 489 099 346").
 */
function keepToMoneyColumns(cells: LineCells, header: Header): LineCells {
  const money = header.columns.filter((c) => AMOUNT_ROLES.includes(c.role));
  // With labels that stand in their columns the place alone decides; otherwise the figures in excess of the money
  // columns (the first ones) go, and of the rest those the details hold (below); standsForMoney judges them all.
  if (!money.length) return cells;
  const left = Math.min(...money.map((c) => c.x0));
  const excess = header.geometric ? cells.amounts.length : cells.amounts.length - money.length;
  // One figure per money column: only a figure a word space after the details' last word moves ("BANKOMATU 291862");
  // one under any label but the details' (a label misread, "Bij/Af af") or a column gap from the words before it
  // stays. Under the details' label it is details ("Etentje 2 X 5,84" under "Mededelingen").
  const labelled = (a: AmountCell) => [...header.columns.filter((c) => c.role !== 'description'), ...(header.unnamed ?? [])].some((c) => a.x1 > c.x0 && a.x0 < c.x1);
  // A word space after the details' last word, or after a figure that went to them ("MIGROS 6390 2366": both are
  // the details', read as two whole amounts they shifted the row's money to the columns left of theirs).
  const moved: AmountCell[] = [];
  const wordSpaced = (a: AmountCell) => [...cells.text, ...moved.flatMap((m) => m.words)].some((w) => w.x1 <= a.x0 && a.x0 - w.x1 < w.size * 0.6);
  // Nor a figure under the reference label while every other figure stands under a money label: a transaction code
  // ("308" under "Tran Code") counted as one of the line's figures shifted the money to the columns beside theirs.
  const code = (a: AmountCell) =>
    header.columns.some((c) => c.role === 'reference' && overlap(a, c) > 0) && cells.amounts.every((b) => b === a || money.some((c) => overlap(b, c) > 0));
  // Nor a digit run under the details' label: a reference starting a row's line of details ("239530" over
  // "16,185,655 Rp Cr  1,848,318 Rp", scanned whole amounts) is no money of a column left of the money labels. Not a
  // figure written as money ("$25.00" wrapped under the details of a table whose rows run on past their labels).
  const underDetails = (a: AmountCell) => a.words.length === 1 && /^\d+$/.test(a.words[0]!.text) && header.columns.some((c) => c.role === 'description' && overlap(a, c) > 0);
  const moves = (a: AmountCell, k: number) => k < excess || (!labelled(a) && (wordSpaced(a) || underDetails(a))) || code(a);
  return amountsToText(cells, cells.amounts.filter((a, k) => {
    const goes = a.x1 < left && moves(a, k) && !standsForMoney(cells, header, a, left);
    if (goes) moved.push(a);
    return goes;
  }));
}

/**
 * A line's leading date standing in the details, not under the header's date labels: "19.11 USD" printed in the
 * details column over its row, or a row's value date starting its second line ("31st Jul  128.70 DR" under "28th Jul
 * Zelle Payment To ..."). The details are under the description or reference label, or anywhere between the date
 * labels and the money.
 */
function inDetails(header: Header, w: Word): boolean {
  const dateCols = header.columns.filter((c) => c.role === 'date' || c.role === 'value_date');
  if (!dateCols.some((c) => c.role === 'date') || dateCols.some((c) => inColumn(w, c))) return false;
  const dateEnd = Math.max(...dateCols.map((c) => c.x1));
  const moneyStart = Math.min(...header.columns.filter((c) => AMOUNT_ROLES.includes(c.role)).map((c) => c.x0));
  return header.columns.some((c) => (c.role === 'description' || c.role === 'reference') && inColumn(w, c)) || (w.x0 > dateEnd + w.size && w.x1 < moneyStart);
}

/**
 * With no header to say where the details are: a date on the line right under a row, starting where a word of that
 * row's first line starts (its details, or a reference before them) or where the last line of details started, well
 * away from where rows print their dates and left of the row's figures, is a value date printed in the row's details,
 * not a row (where a second list beside the first starts its rows, the line above has a date or nothing).
 */
function inOpenDetails(open: OpenRow | undefined, line: Line, x0: number, dateX0: number | undefined, detailsX0: number | undefined): boolean {
  if (!open || dateX0 === undefined || !near(open, line, 1.9)) return false;
  const size = line.words[0]!.size;
  if (Math.abs(x0 - dateX0) <= 2 * size || open.amounts.some((a) => x0 >= a.x0)) return false;
  // Left of where rows print their dates too: details first and dates after them, the value date starting the
  // details' second line. Vertically centred rows print the details' first line above the date line, and that line
  // may have gone to the row above: where the last line of details alone started is the details' edge too, and where
  // the line right above the row's dated line starts (the row's first line also printing a reference, "01.08.2023
  // WMK98KJ5 INT 1685  38,92" under "RENDIMENTO POUPANCA": that line stays the row above's).
  if (detailsX0 !== undefined && Math.abs(detailsX0 - x0) < size) return true;
  return [open.above, open.wordsAbove, open.lines[0]].some((l) => {
    if (!l) return false;
    // Words of a date count for none: the month of a one-digit day's date ("5 okt 2023") stands within a type size
    // of where the date starts (never-used random 1022672).
    const inDate = dateWordIndices(l.words.map((w) => w.text));
    return l.words.some((w, k) => Math.abs(w.x0 - x0) < size && !inDate.has(k));
  });
}

/** Each of the line's amounts stands under a money column of its own in `header`. */
function standsUnder(cells: LineCells, header: Header): boolean {
  const money = header.columns.filter((c) => AMOUNT_ROLES.includes(c.role));
  const used = new Set<Column>();
  for (const a of cells.amounts) {
    const size = a.words[0]?.size ?? 8;
    const under = money.filter((c) => a.x1 > c.x0 - size && a.x0 < c.x1 + size);
    if (under.length !== 1 || used.has(under[0]!)) return false;
    used.add(under[0]!);
  }
  return true;
}

/** The table header that starts at line i, if any. */
function headerAt(lines: Line[], i: number): { header: Header; used: number } | undefined {
  const h = readHeader(lines, i);
  // A section title above a header is not the header's first line: the header then reads from the next line,
  // unless that one names fewer columns and the two lines stack cleanly (labels over labels, none overlapping).
  if (h && h.used === 2) {
    const next = readHeader(lines, i + 1);
    // On OCR a title in a dark band may lose a glyph ("ATM & DEBIT" read "ATM  DEBIT") or gain specks beside it, so
    // its words are no longer one run; stacked over the labels, its words then take the places of labels below
    // ("DEBIT" over "Date"): columns that overlap are no label line over labels.
    // Two dates stacked in one column ("Booking Date" over "Effective Date") overlap as a header prints them.
    const ocrTitle = lines[i]!.words.some((w) => w.confidence < 1) && clashingColumns(h.header);
    if (sectionOf(lines[i]!.text) && (oneRun(lines[i]!) || ocrTitle)) {
      if (next && (next.header.columns.length >= h.header.columns.length || clashingColumns(h.header) || titleOverNothing(h.header, next.header, lines, i))) return undefined;
    }
    // A first line that adds nothing (a speck OCR read as "B" above the labels) is not the header's: the header
    // that starts on the next line has every column of this one, with the same role.
    else if (next && h.header.columns.every((c) => next.header.columns.some((d) => d.role === c.role && overlap(c, d) > 0))) return undefined;
    // Nor a title of one run whose word names a column ("Movimentos pendentes": movimento, an amount) over labels
    // that read cleanly by themselves: its column lands on another's place ("Data"), which labels over labels never do.
    else if (next && oneRun(lines[i]!) && clashingColumns(h.header) && !clashingColumns(next.header)) return undefined;
    // Nor a line that prints a figure ("Saldo otwarcia  Rp 64.407.000" right above the labels): labels print none, and
    // its label stacked over "Data" made a balance column of the dates.
    else if (next && lines[i]!.words.some((w) => /\d[.,' ]\d/.test(w.text) && !!(parseAmount(w.text) ?? parseAmount(w.text, { integers: true, grouped: true })))) return undefined;
  }
  const read = h && datedMoneyColumns(h.header, lines, i + h.used);
  return read && read !== h.header ? { ...h, header: read } : h;
}

/**
 * The same label lines printed on several pages, read differently on some: the reading most of them give, in its
 * place here. A producer that places each glyph by itself breaks words where it likes ("Buchungs text" on one page,
 * "Buchungstext" on the others), and a word in pieces may read as two labels, each half a label of its own. Where no
 * reading has more pages than this page's own, the page keeps its own.
 */
function commonHeader(at: { header: Header; used: number }, copies: HeaderCopy[]): Header {
  const votes = new Map<string, { n: number; header: Header }>();
  for (const { f, reading: r } of copies) {
    const v = votes.get(r) ?? { n: 0, header: f.at!.header };
    v.n++;
    votes.set(r, v);
  }
  const mineReading = headerReading(at.header);
  const mine = votes.get(mineReading) ?? { n: 1, header: at.header };
  // Most pages' reading wins; between as many, the one naming more money columns in fewer columns: a label broken
  // by spaces pdf.js wrote reads as pieces that add labels ("Buchungs text": a date and details, where another page
  // prints "Buchungstext" whole) or lose one ("Lasts ch rif t": a reference, not "Lastschrift").
  const money = (h: Header) => h.columns.filter((c) => AMOUNT_ROLES.includes(c.role)).length;
  const order = (x: { n: number; header: Header }, y: { n: number; header: Header }) =>
    y.n - x.n || money(y.header) - money(x.header) || x.header.columns.length - y.header.columns.length;
  const best = [...votes.entries()].sort(([, x], [, y]) => order(x, y))[0];
  if (!best || best[0] === mineReading || order(best[1], mine) >= 0) return at.header;
  const chosen = best[1];
  const { unnamed, ...rest } = chosen.header;
  return { ...rest, ...(unnamed ? { unnamed } : {}), y1: at.header.y1, page_number: at.header.page_number };
}

interface FoundHeader {
  at: { header: Header; used: number } | undefined;
  lines: Line[];
  i: number;
}
/** The headers found, by their label lines' letters (commonHeader), in the order found, each with its roles. */
type HeaderGroups = Map<string, HeaderCopy[]>;
/** A header found, with its roles, its label lines' edges, and where the lines under it end (the next header). */
interface HeaderCopy {
  f: FoundHeader;
  reading: string;
  edges: Edge[];
  to: number;
}

/**
 * The headers printed with the same label letters in the same place as the one at lines[i] (itself among them):
 * one table's header repeated on its pages. Two lists side by side print the same labels twice, each over its own
 * list, in another place.
 */
function copiesOf(lines: Line[], i: number, used: number, groups: HeaderGroups): HeaderCopy[] {
  const own = edgesOf(lines.slice(i, i + used));
  const samePlace = (es: Edge[]) =>
    es.length === own.length && es.every(([a0, a1, size], k) => Math.abs(a0 - own[k]![0]) < size && Math.abs(a1 - own[k]![1]) < size);
  return (groups.get(labelLetters(lines.slice(i, i + used))) ?? []).filter((c) => samePlace(c.edges));
}
/** A label line's first word's left edge, its last word's right edge, and its first word's type size. */
type Edge = [number, number, number];
const edgesOf = (ls: Line[]): Edge[] => ls.map((l) => [l.words[0]!.x0, l.words[l.words.length - 1]!.x1, l.words[0]!.size]);

/**
 * Grouped once per parse: asked of every header against every other, a 2,000-page statement that prints its header
 * on each page spent 10 of its 40 s joining the same label letters four million times.
 */
function headerGroups(found: FoundHeader[]): HeaderGroups {
  const groups: HeaderGroups = new Map();
  for (const [k, f] of found.entries()) {
    const ls = f.lines.slice(f.i, f.i + f.at!.used);
    const key = labelLetters(ls);
    const group = groups.get(key);
    let after: FoundHeader | undefined;
    // The headers found are in page order: the next one on this page, if any, follows this one.
    for (let j = k + 1; j < found.length && found[j]!.lines === f.lines && !after; j++) if (found[j]!.i >= f.i + f.at!.used) after = found[j];
    const entry = { f, reading: headerReading(f.at!.header), edges: edgesOf(ls), to: after?.i ?? f.lines.length };
    if (group) group.push(entry);
    else groups.set(key, [entry]);
  }
  return groups;
}

const labelLetters = (ls: Line[]): string => ls.map((l) => l.text.replace(/\s+/g, '')).join('|');
const headerReading = (h: Header): string => h.columns.map((c) => c.role).join(' ');

/**
 * A header OCR read in part ("sSolde" for "Solde", "DIC" for "D/C" on page 2) is the statement's fuller header of
 * the same table: another page's header that names more columns (or as many, not stacked), each column of this one
 * standing under a column of the same role there. Its columns are used here (this page's header keeps its own place).
 */
function fullerHeader(h: Header, all: Header[]): Header {
  let best = h;
  // Columns on top of each other are a misread too (OCR boxed "Crédito" over "Saldo contabilistico" beside it): a
  // header naming as many columns, side by side, is better.
  const better = (o: Header) =>
    o.columns.length > best.columns.length || (o.columns.length === best.columns.length && overlappingColumns(best) && !overlappingColumns(o));
  for (const o of all) {
    if (!better(o)) continue;
    // (A header naming no date column whose value date stands where this one's date does lost its date label.)
    const dateless = !o.columns.some((d) => d.role === 'date');
    if (h.columns.every((c) => o.columns.some((d) => (d.role === c.role || (dateless && sameDates(c.role, d.role))) && overlap(c, d) > 0))) best = o;
  }
  if (best !== h) return { ...h, columns: best.columns, geometric: best.geometric };
  // A copy printed elsewhere on its page (a narrower page beside a box) names its columns in the same order: labels
  // OCR could not read here stand where that copy's other columns come (scanned random 11792: "Cédim  Saas" for
  // "Crédito  Saídas" between the details and the balance).
  for (const o of all) {
    const named = o.columns.length > h.columns.length ? namedInOrder(h, o) : undefined;
    if (named) return { ...h, columns: named, unnamed: undefined };
  }
  return h;
}

/**
 * `h`'s columns with those of `o` it lacks, placed on `h`'s unnamed label words: where `h`'s roles are `o`'s in the
 * same left-to-right order with some left out, and between each two of its columns (and before the first, after the
 * last) stand as many unnamed words as `o` has columns there. Undefined otherwise.
 */
function namedInOrder(h: Header, o: Header): Column[] | undefined {
  const mine = [...h.columns].sort((a, b) => a.x0 - b.x0);
  const theirs = [...o.columns].sort((a, b) => a.x0 - b.x0);
  const words = [...(h.unnamed ?? [])].sort((a, b) => a.x0 - b.x0);
  const out: Column[] = [...mine];
  let j = 0;
  for (let k = 0; k <= mine.length; k++) {
    // o's columns before mine[k] (after mine[k - 1]) that h lacks.
    const missing: Column[] = [];
    while (j < theirs.length && (k === mine.length || theirs[j]!.role !== mine[k]!.role)) missing.push(theirs[j++]!);
    if (k < mine.length) {
      if (j >= theirs.length) return undefined;
      j++;
    }
    const from = k > 0 ? mine[k - 1]!.x1 : -Infinity;
    const to = k < mine.length ? mine[k]!.x0 : Infinity;
    const here = words.filter((w) => w.x0 >= from && w.x1 <= to);
    // After the last column a box's title may stand beside the labels ("O seu gestor"): only gaps between columns.
    if (k === mine.length && !missing.length) continue;
    if (here.length !== missing.length) return undefined;
    missing.forEach((c, n) => out.push({ ...c, x0: here[n]!.x0, x1: here[n]!.x1 }));
  }
  return out.length > mine.length ? out.sort((a, b) => a.x0 - b.x0) : undefined;
}

/**
 * A column of dates is one whichever of its stacked labels OCR kept ("Datum" over "Valutadatum": a page that lost
 * "Datum" names it a value date), so a page whose header lost its money label can take the fuller header of a page
 * that lost the other (scanned random 11986: page 1's amounts, under "Rada" for "Bedrag", were never read). Only
 * where the fuller header names no date column: one that names both is another reading ("Buchungs text" broken).
 */
function sameDates(a: ColumnRole, b: ColumnRole): boolean {
  return a === 'date' && b === 'value_date';
}

/** Lines under a header looked at to tell whether a column prints anything. */
const UNDER_HEADER = 8;

/**
 * The columns a title line adds over the labels below it stand where the lines under the labels print nothing:
 * "OTHER WITHDRAWALS (CONTINUED)" right above "Txn Date  Particulars  Amount" made a debit column of "WITHDRAWALS"
 * between the date and the details, and the card numbers of the details ("VIS SHELL 9124") its figures.
 */
function titleOverNothing(both: Header, labels: Header, lines: Line[], i: number): boolean {
  const added = both.columns.filter((c) => !labels.columns.some((d) => overlap(c, d) > 0));
  const page = lines[i]!.page_number;
  const body = lines.slice(i + 2, i + 2 + UNDER_HEADER).filter((l) => l.page_number === page);
  return added.length > 0 && body.length > 0 && added.every((c) => !body.some((l) => l.words.some((w) => overlap(w, c) > 0)));
}

/**
 * A title is one run of words. A first header line whose words stand apart over the columns ("Txn  Withdrawal  Paid"
 * over "Date  Amount  in") names columns even when it reads like a title.
 */
function oneRun(line: Line): boolean {
  // Specks OCR read beside a title in a dark band ("en", "ET", "a" at confidence 0.1-0.3) are no words of it.
  const words = line.words.filter((w) => !(w.confidence < 0.5));
  return words.every((w, k) => k === 0 || w.x0 - words[k - 1]!.x1 < 1.2 * w.size);
}

function overlappingColumns(h: Header): boolean {
  // fullerHeader asks it of every header against every other (a statement printing its header on each page).
  let o = OVERLAPPING.get(h);
  if (o === undefined) OVERLAPPING.set(h, (o = h.columns.some((a, i) => h.columns.some((b, j) => j > i && overlap(a, b) > 0))));
  return o;
}
const OVERLAPPING = new WeakMap<Header, boolean>();

/** Columns that overlap other than a date over a value date (the two dates a row stacks in one column). */
function clashingColumns(h: Header): boolean {
  if (!overlappingColumns(h)) return false;
  const dated = (c: Column) => c.role === 'date' || c.role === 'value_date';
  return h.columns.some((a, i) => h.columns.some((b, j) => j > i && overlap(a, b) > 0 && !(dated(a) && dated(b))));
}

/** The header's date column when a text column stands left of it (dates are then read there, not at the line's start). */
function innerDateColumn(header: Header, headerLine: Line): { x0: number; x1: number } | undefined {
  const date = header.columns.find((c) => c.role === 'date');
  if (!date) return undefined;
  if (header.columns.some((c) => c.x1 <= date.x0 && (c.role === 'description' || c.role === 'reference'))) return date;
  // A label left of the date label that OCR misread ("Nature de I'opération") still stands there: the header line
  // begins well before the date column.
  const first = headerLine.words[0]!;
  return header.columns.every((c) => c.x0 >= date.x0) && date.x0 - first.x0 > 4 * first.size ? date : undefined;
}

/**
 * A header that labels no date column ("Islem  Valor Oncesi  Borc Tutari ..." with an unknown date label): the rows'
 * dates are found where the lines below print a date at the same left edge, not at their start. So too under a date
 * label with no label left of it (the details' label lost by OCR) where the lines print their dates under it, after
 * their details: the column is the one found there.
 */
function datesByGeometry(header: Header, lines: Line[], from: number): DateColumns | undefined {
  const label = header.columns.find((c) => c.role === 'date');
  const found: DatesInLine[] = [];
  // Under a date label, lines that start with a date: where they are most, the dates mid-line are some other lines'
  // (a day's balance line "Saldo na dzien 06.03.23").
  let leading = 0;
  for (const line of lines.slice(from, from + 40)) {
    if (line.page_number !== header.page_number) break;
    const texts = line.words.map((w) => w.text);
    const first = label ? matchDateAt(texts, 0) : undefined;
    if (first && plainDate(first.date)) {
      leading++;
      continue;
    }
    for (let k = 1; k < texts.length; k++) {
      const m = matchDateAt(texts, k);
      if (m && plainDate(m.date)) {
        found.push(datesAt(line, k, m.used, matchDateAt(texts, k + m.used)?.used));
        break;
      }
    }
  }
  const cols = dateColumnsOf(found);
  if (!cols || cols.n < 3) return undefined;
  return !label || (overlap(cols, label) > 0 && cols.n > leading) ? cols : undefined;
}

/**
 * The row's last line, a line of details alone right above `line`, where it stands nearer `line` than the row's line
 * before it: details printed around a later row's figures (centred rows), not the row's own. Taken off the row.
 */
function nearerBelow(open: OpenRow | undefined, upper: Line | undefined, line: Line, mode: AmountMode): Line | undefined {
  if (!open || !upper || open.lines.length < 2 || open.lines[open.lines.length - 1] !== upper || upper.page_number !== line.page_number) return undefined;
  const before = open.lines[open.lines.length - 2]!;
  const words = upper.words.map((w) => w.text).join(' ');
  if (!(line.y0 - upper.y1 < upper.y0 - before.y1) || open.description[open.description.length - 1] !== words || splitLine(upper, 2, mode).amounts.length) return undefined;
  open.lines.pop();
  open.description.pop();
  open.continuation--;
  open.lastY1 = before.y1;
  return upper;
}

/**
 * The open row is one undated line right above `line` whose figures all stand under the header's balance label, and
 * `line`, a dated line of figures without words, prints none there and overlaps it: the two are one row whose cells
 * OCR put on two lines. The open row is returned to be merged into `line`'s; nothing is changed here.
 */
function balanceAbove(open: OpenRow | undefined, upper: Line | undefined, line: Line, cells: LineCells, header: Header | undefined): OpenRow | undefined {
  if (!open || !upper || !header || !open.undated || open.lines.length !== 1 || open.lines[0] !== upper || upper.page_number !== line.page_number) return undefined;
  if (!(upper.y1 > line.y0) || !cells.amounts.length || !underBalance(header, open.amounts) || cells.amounts.some((a) => moneyColumnFor(header, a.x0, a.x1)?.role === 'balance')) return undefined;
  return open;
}

/** The page's first header comes after two lines or more that start with a date no figure could be. */
function rowsAboveHeader(lines: Line[], found: { lines: Line[]; i: number }[]): boolean {
  const first = Math.min(...found.filter((f) => f.lines === lines).map((f) => f.i));
  return first > 0 && first < lines.length && lines.slice(0, first).filter(startsWithDate).length >= 2;
}

/** The line starts with a date no figure could be (a month name, a year or a separator). */
function startsWithDate(l: Line): boolean {
  const m = matchDateAt(l.words.map((w) => w.text), 0);
  return !!m && plainDate(m.date);
}

/**
 * Whether the page's lines that begin with a date print it under the header's date column (overlapping it, within a
 * type size), or the page has too few such lines to tell (under three).
 */
function datesUnderHeader(lines: Line[], header: Header, mode: AmountMode, anywhere = false): boolean {
  let dated = 0;
  for (const line of lines) {
    const at = leadDateUnder(line, header, mode, anywhere);
    if (at === 'under') return true;
    if (at === 'away') dated++;
  }
  return dated < 3;
}

/**
 * Where the line's leading date stands against the header's date column; undefined: no leading date (or column).
 * `anywhere`: a date printed under the column further along the line counts as under it (rows dated after their
 * details, their value date starting the next line).
 */
function leadDateUnder(line: Line, header: Header, mode: AmountMode, anywhere = false): 'under' | 'away' | undefined {
  const col = header.columns.find((c) => c.role === 'date');
  if (!col) return undefined;
  const size = line.words[0]!.size;
  const under = (x0: number, x1: number) => x1 >= col.x0 - size && x0 <= col.x1 + size;
  if (anywhere) {
    const texts = line.words.map((w) => w.text);
    if (line.words.some((w, k) => under(w.x0, w.x1) && !!matchDateAt(texts, k))) return 'under';
  }
  const d = splitLine(line, 2, mode).dates[0];
  if (!d || d.x0 > line.words[0]!.x0) return undefined;
  return under(d.x0, d.x1) ? 'under' : 'away';
}

/** A lone date at the edge where the table's value dates (found by geometry) stand. */
function atValueDates(cols: TableColumns, d: { x0: number }): boolean {
  return !!cols.valueDate && Math.abs(d.x0 - cols.valueDate.x0) < 3;
}

/**
 * An opening or closing label with one figure, one the row above prints beside its amount ("Nuevo saldo  777,34"
 * under a row whose balance is 777,34): the balance said again, not a transaction, in whatever words the label is.
 */
function restatesBalance(line: Line, text: string, amounts: AmountCell[], above: AmountCell[]): 'label' | 'position' | undefined {
  if (amounts.length !== 1 || above.length < 2) return undefined;
  // Which of the row's figures is its balance is decided later: the balance column may stand left of the amount.
  const a = amounts[0]!.amount;
  if (!above.some(({ amount: b }) => a.value === b.value && a.negative === b.negative)) return undefined;
  // The label as the summary reads it: its glyphs may stand apart ("Nieuw sa ldo").
  if (SUMMARY_LABELS.some(({ key, re }) => (key === 'opening' || key === 'closing') && re.test(text)) || balanceLabelOf(line)) return 'label';
  // Whatever the words ("Tagessaldo 05-DEZ-24"): the figure printed again as it was, right under the row's last figure
  // (where the row prints its balance), is that balance restated, not a transaction.
  const last = above[above.length - 1]!;
  const cell = amounts[0]!;
  return cell.amount.raw === last.amount.raw && Math.abs(cell.x1 - last.x1) < Math.max(2, 0.5 * (cell.words[0]?.size ?? 8)) ? 'position' : undefined;
}

/**
 * The start of a line that is a date no reading could make one ("19-AOÛ T- 24", "2024-02-0419:52", "Mar 308 :53",
 * "16 a oût 2024"): digits and a date separator before more digits or letters, a month name before a number, or a day
 * and a year with short letters between. Undefined otherwise.
 */
function dateInPieces(texts: string[]): string | undefined {
  const [a, b] = texts;
  if (a === undefined) return undefined;
  // ...or a day, letters in pieces and a year ("16 a oût 2024": one piece is itself a month name in another tongue).
  const yearAt = texts.slice(2, 4).findIndex((t) => /^(?:19|20)\d{2}$/.test(t)) + 2;
  const dayMonthYear = /^\d{1,2}$/.test(a) && yearAt > 1 && texts.slice(1, yearAt).every((t) => /^\p{L}{1,4}\.?$/u.test(t));
  const broken = dayMonthYear || /^\d{1,4}[-./]\d/.test(a) || /^\d{1,2}[-./]\p{L}{2,}/u.test(a) || (!!monthFromName(a.replace(/[.,]$/, '')) && /^\d{1,4}$/.test(b ?? ''));
  return broken ? texts.slice(0, 3).join(' ') : undefined;
}

/**
 * The columns as a list printed beside another holds them: date columns found by geometry are in the first list's
 * frame (headerless-dates.ts), and a shifted line prints its dates that far right.
 */
function inFrame(cols: TableColumns, line: Line): TableColumns {
  const shift = line.shift;
  if (!shift || !cols.framed || (!cols.date && !cols.valueDate)) return cols;
  const move = (c: { x0: number; x1: number } | undefined) => c && { x0: c.x0 + shift, x1: c.x1 + shift };
  return { ...cols, ...(cols.date ? { date: move(cols.date) } : {}), ...(cols.valueDate ? { valueDate: move(cols.valueDate) } : {}) };
}

/** The table's date column, and its value-date column where the lines print one beside it. */
function dateColumns(d: { x0: number; x1: number; valueDate?: { x0: number; x1: number } } | undefined): Pick<TableColumns, 'date' | 'valueDate'> | undefined {
  if (!d) return undefined;
  return { date: { x0: d.x0, x1: d.x1 }, ...(d.valueDate ? { valueDate: d.valueDate } : {}) };
}

/**
 * Where an earlier page's lines under the same header (its labels where this one's stand) showed the rows' dates: a
 * short last page under a header naming no date column prints too few rows to show it by itself (datesByGeometry).
 */
function sameHeaderDates(header: Header, read: Map<Header, TableColumns>): Pick<TableColumns, 'date' | 'valueDate'> {
  const same = (h: Header) =>
    h.columns.length === header.columns.length &&
    h.columns.every((c, k) => c.role === header.columns[k]!.role && Math.abs(c.x0 - header.columns[k]!.x0) <= 2 && Math.abs(c.x1 - header.columns[k]!.x1) <= 2);
  const cols = [...read].reverse().find(([h, c]) => c.date && same(h))?.[1];
  return cols ? { date: cols.date, ...(cols.valueDate ? { valueDate: cols.valueDate } : {}) } : {};
}

/** A lone date that starts where earlier rows print their second date, well right of where they print the first. */
function nearerSecond(xs: [number, number] | undefined, d: { x0: number }): boolean {
  if (!xs || xs[1] - xs[0] < 20) return false;
  return Math.abs(d.x0 - xs[1]) < Math.abs(d.x0 - xs[0]) / 4;
}

/** A date whose centre is nearer the value-date column's label than the date column's. */
function inValueDateColumn(header: Header, d: { x0: number; x1: number }): boolean {
  const vd = header.columns.find((c) => c.role === 'value_date');
  const dt = header.columns.find((c) => c.role === 'date');
  // Labels one above the other over one column name its two stacked dates (stacked-dates.ts): a date alone on a row's
  // line there is the row's own.
  if (!vd || !dt || overlap(vd, dt) > 0) return false;
  const cx = (d.x0 + d.x1) / 2;
  const dist = (c: { x0: number; x1: number }) => (cx < c.x0 ? c.x0 - cx : cx > c.x1 ? cx - c.x1 : 0);
  return dist(vd) < dist(dt);
}

/**
 * A page without a header of its own continues a table of an earlier page, but not always the last one read: when
 * two lists stood side by side, the rows of a page that prints only the left one stand under the left header, and on
 * a page that prints both, each half under its own. A line keeps the header whose width holds most of its words
 * (the one it had on a tie, so lines with nothing to tell by stay where they were).
 */
function headerThatFits(line: Line, last: Header, seen: readonly Header[]): Header {
  const size = line.words[0]?.size ?? 8;
  const inside = (h: Header) => {
    const [x0, x1] = extentOf(h);
    return line.words.filter((w) => (w.x0 + w.x1) / 2 > x0 - size && (w.x0 + w.x1) / 2 < x1 + size).length;
  };
  let best = last;
  let bestN = inside(last);
  for (const h of seen) {
    const n = inside(h);
    if (n > bestN) [best, bestN] = [h, n];
  }
  return best;
}

/** Where a header's columns start and end. */
function extentOf(h: Header): [number, number] {
  let e = EXTENTS.get(h);
  if (!e) EXTENTS.set(h, (e = [Math.min(...h.columns.map((c) => c.x0)), Math.max(...h.columns.map((c) => c.x1))]));
  return e;
}
const EXTENTS = new WeakMap<Header, [number, number]>();

/**
 * The headers headerThatFits weighs: of headers over the same extent only the first read, which is the one it takes
 * (a later one fits no better). A statement that prints its header on each of 2,000 pages has one.
 */
function addDistinct(distinct: Header[], h: Header): void {
  const [x0, x1] = extentOf(h);
  if (!distinct.some((d) => extentOf(d)[0] === x0 && extentOf(d)[1] === x1)) distinct.push(h);
}

/** A word under a money column's label (the label's span, widened by a little for right-aligned figures). */
function underMoneyLabel(header: Header, x0: number, x1: number): boolean {
  return header.columns.some((c) => AMOUNT_ROLES.includes(c.role) && x1 > c.x0 && x0 < c.x1 + 3);
}

/** A right-aligned figure: it ends where a money column's label ends. */
function endsWithMoneyLabel(header: Header, x1: number): boolean {
  return header.columns.some((c) => AMOUNT_ROLES.includes(c.role) && Math.abs(c.x1 - x1) < 2.5);
}

/** A figure in another currency than the statement's, after the line's details. */
function foreignAfterDetails(a: AmountCell, before: Word | undefined, currency: string | undefined): boolean {
  return otherCurrency(a, currency) && !!before && before.x1 <= a.x0;
}

/**
 * The figure stands at none of a headerless table's figure edges, or, with none known, wholly left of the figures
 * of the open row on the page.
 */
function offTableFigures(a: AmountCell, line: Line, edges: FigureEdge[] | undefined, open: OpenRow | undefined): boolean {
  const size = a.words[0]!.size;
  if (edges?.length) return !edges.some((e) => Math.abs(e.x1 - (a.x1 - (line.shift ?? 0))) < size);
  return !!open?.amounts.length && open.page_number === line.page_number && a.x1 < Math.min(...open.amounts.map((b) => b.x0)) - size;
}

/** `next` is the line right under `line` and prints figures and nothing else. */
function figuresAloneNext(next: Line | undefined, line: Line, mode: AmountMode, cols: TableColumns): boolean {
  if (!next || next.page_number !== line.page_number || next.y0 - line.y1 > 1.2 * (line.y1 - line.y0)) return false;
  const c = splitLine(next, 2, mode, cols);
  return c.amounts.length > 0 && c.dates.length === 0 && c.text.length === 0;
}

function isContinuation(row: OpenRow, line: Line): boolean {
  const tol = (row.header?.geometric ? 0.5 : 2) * line.words[0]!.size;
  // A row whose details' first line stands above its dated line goes on where those details start.
  const x0 = Math.min(continuationX0(row), row.above?.words[0]!.x0 ?? Infinity);
  return near(row, line, 1.9) && row.continuation < MAX_CONTINUATION && line.words[0]!.x0 >= x0 - tol;
}

/** Continuation text starts in the description column when the table has real columns, else anywhere right of the row. */
function continuationX0(row: OpenRow): number {
  const h = row.header;
  const desc = h?.geometric ? h.columns.find((c) => c.role === 'description') : undefined;
  if (!desc) return row.x0;
  // The description column begins where the label left of it ends ("Payment type and details" is labelled at its end).
  const left = h!.columns.filter((c) => c.x1 <= desc.x0 && c.role !== 'description');
  const edge = left.length ? Math.max(...left.map((c) => c.x1)) : row.x0;
  // A row of the day's date printed once, whose line starts right of the details ("T66Q8YDE  Débit  66,94" under
  // its details' first line): its details go on in the details column.
  if (row.undated && row.x0 > desc.x1) return edge;
  return Math.max(row.x0, edge);
}

const RANGE_WORD = /^(-|–|to|bis|au|a|al|through|thru|tot|until|hasta|jusqu'au)$/i;

function isPeriodText(words: Word[]): boolean {
  if (words.length < 2 || !RANGE_WORD.test(words[0]!.text)) return false;
  const texts = words.slice(1).map((w) => w.text.replace(/[,;]$/, ''));
  return !!matchDateAt(texts, 0);
}

// A date printed whole in digits, day and month in either order, a two- or four-digit year ("08/12/2024", "11.05.24"):
// day, separator, month, year.
const NUMERIC_DATE = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{2}|\d{4})$/;
// A separator read as 1 (or l, I, |; a slash as 7 too: "0771972024" for 07/19/2024), lost, or, the slash's stroke
// alone, as a degree sign ("04/10°2024"); in a day-first date also as a colon ("2810:2024").
const LOST_SEPARATORS_YYYY = /^(\d{2})[17lI|/.°:-]?(\d{2})[17lI|/.°:-]?(\d{4})$/;
/** What OCR reads a date's separator as (a slash's stroke as 1, l, I, |, 7 or 0), where it keeps a glyph for it. */
const SEPARATOR_READ = /^[017lI|/.°:-]$/;

/**
 * Every way a digit run reads as day, month and a four-digit year with each separator read as one glyph or lost
 * ("151212023": 15 1 21 2023 and 15 12 1 2023; a single pattern would give only the first): the caller keeps the
 * one the dates around allow.
 */
function lostSeparatorSplits(text: string): [string, string, string][] {
  const out: [string, string, string][] = [];
  for (const a of [0, 1])
    for (const b of [0, 1]) {
      if (text.length !== 8 + a + b) continue;
      const [day, month, year] = [text.slice(0, 2), text.slice(2 + a, 4 + a), text.slice(4 + a + b)];
      const seps = [text.slice(2, 2 + a), text.slice(4 + a, 4 + a + b)].filter((x) => x);
      if (/^\d{2}$/.test(day) && /^\d{2}$/.test(month) && /^\d{4}$/.test(year) && seps.every((x) => SEPARATOR_READ.test(x))) out.push([day, month, year]);
    }
  return out;
}
// A date with its month named, day first, separated alike ("10-MAR-24"): day, separator, month, year.
// Its own separators may be OCR's doubling ("10--MAR-24", read so from tesseract's other readings): the first mark.
const NAMED_DATE = /^(\d{1,2})([-./ ])[-./ ]?(\p{L}{3,})[-./ ]{1,2}(\d{2}|\d{4})$/u;
const LOST_SEPARATORS_YY = /^(\d{2})[1lI|/.°:-]?(\d{2})[1lI|/.°:-]?(\d{2})$/;
const LOST_SEPARATORS_ISO = /^(\d{4})[1lI|/.°-]?(\d{2})[1lI|/.°-]?(\d{2})$/;

function repairedDateLine(line: Line, shapeOf: string, yearOnly = false, back = false, aboveDay?: number): Line | undefined {
  const ws = line.words;
  // "dom 1308" for "dom 13/08" under "lun 14/08": the date after an OCR weekday is repaired as one starting the line,
  // where the weekdays of the two rows are as many days apart as the dates ("sab 2007" for sab 22/07 is no 20/07).
  const day = ws.length >= 3 && ws[0]!.confidence < 1 ? weekdayOf(ws[0]!.text) : undefined;
  if (day !== undefined) {
    const rest = aboveDay !== undefined ? repairedDateLine(withWords(line, ws.slice(1)), shapeOf, yearOnly, back) : undefined;
    const apart = rest && daysApart(shapeOf, rest.words[0]!.text);
    return rest && apart !== undefined && (aboveDay! + apart - day) % 7 === 0 ? withWords(line, [ws[0]!, ...rest.words]) : undefined;
  }
  const soonAfter = back ? soonBefore : soonAfterIt;
  // "11~MAR-24" under "10-MAR-24": a named month's date with a separator bent into another mark, read in the row
  // above's shape where it keeps its month and year and falls within a week of it.
  const named = NAMED_DATE.exec(shapeOf);
  const bent = named && ws.length >= 2 && ws[0]!.confidence < 1 ? /^(\d{1,2})[^\p{L}\d]{1,2}(\p{L}{3,})[^\p{L}\d]{1,2}(\d{2}|\d{4})$/u.exec(ws[0]!.text) : null;
  if (named && bent && bent[2]!.toLowerCase() === named[3]!.toLowerCase() && bent[3] === named[4]) {
    const step = Number(bent[1]) - Number(named[1]);
    const text = `${bent[1]}${named[2]}${bent[2]}${named[2]}${bent[3]}`;
    if ((back ? step <= 0 && step >= -7 : step >= 0 && step <= 7) && parseDateToken(text)?.kind === 'named') return withWords(line, [wordWith(ws[0]!, { text }), ...ws.slice(1)]);
  }
  if (ws.length >= 2 && ws[0]!.confidence < 1) {
    // "271072024" for "27/07/2024", "23.0525" for "23.05.25": separators read as 1 (or l, I, |) or lost. Only on an
    // OCR word and only as a date at most a week after the row above's, in its year, so a reference number is not
    // taken for a date by chance.
    const full = NUMERIC_DATE.exec(shapeOf);
    // Its separators read as spaces too ("26 10 2024", "2810 2024"): the first words, a glyph or so apart, joined.
    for (let used = 1; full && used <= 3 && used < ws.length; used++) {
      if (used > 1 && ws[used - 1]!.x0 - ws[used - 2]!.x1 > 1.5 * ws[used - 1]!.size) break;
      const joined = ws.slice(0, used).map((w) => w.text).join('');
      const yy = full[4]!.length === 2 ? LOST_SEPARATORS_YY.exec(joined) : null;
      const splits: [string, string, string][] = full[4]!.length === 4 ? lostSeparatorSplits(joined) : yy ? [[yy[1]!, yy[2]!, yy[3]!]] : [];
      // Across a month's or a year's end too ("01012025" under "25/12/2024"): counted in calendar days.
      for (const m of splits) {
        if (!calendarSoon([full[1]!, full[3]!, full[4]!], m, back)) continue;
        const text = `${m[0]}${full[2]}${m[1]}${full[2]}${m[2]}`;
        if (parseDateToken(text)?.kind === 'numeric') return withWords(line, [wordWith(ws[0]!, { text, x1: ws[used - 1]!.x1 }), ...ws.slice(used)]);
      }
    }
    // The same with the year first ("2024-0812" under "2024-08-11").
    const iso = /^(\d{4})([/.-])(\d{2})\2(\d{2})$/.exec(shapeOf);
    const n = iso && LOST_SEPARATORS_ISO.exec(ws[0]!.text);
    if (iso && n && n[1] === iso[1] && soonAfter(`${iso[4]}/${iso[3]}`, Number(n[3]), Number(n[2]))) {
      const text = `${n[1]}${iso[2]}${n[2]}${iso[2]}${n[3]}`;
      if (parseDateToken(text)?.kind === 'numeric') return withWords(line, [wordWith(ws[0]!, { text }), ...ws.slice(1)]);
    }
  }
  if (yearOnly || !/^\d{1,2}[/.-]\d{1,2}$/.test(shapeOf) || ws.length < 2) return undefined;
  const sep = shapeOf.replace(/\d/g, '')[0]!;
  let text: string | undefined;
  let used = 1;
  // "07107" (separator read as 1), "17/112", "171/09" (separator read as "/1", "1/"); on an OCR word "24)12", "24]12"
  // (a slash's slant read as a bracket).
  const m =
    /^(\d{2})[1lI|](\d{2})$/.exec(ws[0]!.text) ??
    /^(\d{2})[/.-][1lI|](\d{2})$/.exec(ws[0]!.text) ??
    /^(\d{2})[1lI|][/.-](\d{2})$/.exec(ws[0]!.text) ??
    (ws[0]!.confidence < 1 ? /^(\d{2})[)\]J](\d{2})$/.exec(ws[0]!.text) : null);
  // "3012" (separator lost): only on an OCR word, and only as a date at most a week after the row above's, in the
  // same month, so a number starting a line is not taken for a date by chance.
  // "10:01" for "10/01" (the slash read as a colon) likewise: a time of day where no date that near fits.
  const lost = ws[0]!.confidence < 1 ? /^(\d{2})[:;]?(\d{2})$/.exec(ws[0]!.text) : null;
  if (m) text = `${m[1]}${sep}${m[2]}`;
  else if (lost && soonAfter(shapeOf, Number(lost[1]), Number(lost[2]))) text = `${lost[1]}${sep}${lost[2]}`;
  else {
    // "21 /07", "07 / 07": the date broken into words.
    for (const n of [2, 3]) {
      const joined = ws.slice(0, n).map((w) => w.text).join('');
      if (ws.length > n && new RegExp(`^\\d{1,2}\\${sep}\\d{2}$`).test(joined)) {
        text = joined;
        used = n;
        break;
      }
    }
  }
  if (!text || parseDateToken(text)?.kind !== 'numeric') return undefined;
  return withWords(line, [wordWith(ws[0]!, { text, x1: ws[used - 1]!.x1 }), ...ws.slice(used)]);
}

/**
 * The date the next row below prints: the first date in digits read whole at the start of one of the next lines,
 * carried up through the lines between whose dates lost their separators the same way, each within a week of the
 * one below it ("2103" over "1603" over "13.03").
 */
function firstDateBelow(lines: Line[], i: number): { date: string; crossed: boolean } | undefined {
  const end = Math.min(lines.length, i + 16);
  let crossed = false;
  let k = i + 1;
  for (; k < end; k++) {
    // Past another table's header (debits after credits) the dates start again: near, but no order to go by.
    if (!crossed && readHeader(lines, k)) crossed = true;
    const t = lines[k]!.words[0]?.text ?? '';
    if (NUMERIC_DAY.test(t) && parseDateToken(t)?.kind === 'numeric') break;
  }
  if (k === end) return undefined;
  let date = lines[k]!.words[0]!.text;
  for (let j = k - 1; j > i; j--) {
    const fixed = lines[j]!.words[0]?.confidence !== undefined && lines[j]!.words[0]!.confidence < 1 ? (repairedDateLine(lines[j]!, date, false, false) ?? repairedDateLine(lines[j]!, date, false, true)) : undefined;
    if (fixed) date = fixed.words[0]!.text;
  }
  return { date, crossed };
}

const NUMERIC_DAY = /^\d{1,2}[/.-]\d{1,2}(?:[/.-](?:\d{2}|\d{4}))?$/;

/**
 * The line with its first word read as a date whose separators OCR lost ("08122024"), where that date falls within
 * the period the first two full dates above the table print ("08/12/2024 ... 07/01/2025"), written like them.
 */
function inPeriodDateLine(line: Line, datesAbove: string[]): Line | undefined {
  const w = line.words[0];
  if (!w || w.confidence >= 1 || line.words.length < 2 || datesAbove.length < 2) return undefined;
  const [from, to] = datesAbove.slice(0, 2).map((t) => NUMERIC_DATE.exec(t));
  const m = LOST_SEPARATORS_YYYY.exec(w.text);
  if (!from || !to || !m || from[2] !== to[2] || from[4]!.length !== 4 || to[4]!.length !== 4) return undefined;
  for (const dayFirst of [true, false]) {
    const [a, b, c] = [calendarDay([from[1]!, from[3]!, from[4]!], dayFirst), calendarDay([to[1]!, to[3]!, to[4]!], dayFirst), calendarDay([m[1]!, m[2]!, m[3]!], dayFirst)];
    if (a === undefined || b === undefined || c === undefined || a > b || c < a || c > b) continue;
    const text = `${m[1]}${from[2]}${m[2]}${from[2]}${m[3]}`;
    if (parseDateToken(text)?.kind === 'numeric') return withWords(line, [wordWith(w, { text }), ...line.words.slice(1)]);
  }
  return undefined;
}

/** A written date's day number (days since 1970), its day and month in the order given; undefined if no date. */
function calendarDay([x, y, year]: [string, string, string], dayFirst: boolean): number | undefined {
  const [d, m] = dayFirst ? [Number(x), Number(y)] : [Number(y), Number(x)];
  const t = Date.UTC(year.length === 2 ? 2000 + Number(year) : Number(year), m - 1, d);
  return m >= 1 && m <= 12 && new Date(t).getUTCDate() === d ? t / 86_400_000 : undefined;
}

/**
 * The date `b` (day and month in either order, as `a` writes them, then its year) is on or up to a week after `a`
 * (before it, `back`: a statement newest first), in calendar days.
 */
function calendarSoon(a: [string, string, string], b: [string, string, string], back: boolean): boolean {
  for (const dayFirst of [true, false]) {
    const from = calendarDay(a, dayFirst);
    const to = calendarDay(b, dayFirst);
    if (from === undefined || to === undefined) continue;
    const step = back ? from - to : to - from;
    if (step >= 0 && step <= 7) return true;
  }
  return false;
}

/**
 * The line with its first words joined into one date, where they read as a date written digit for digit like
 * `previous` (the row above's) in the same year, and the date read alone (`read`) is not.
 */
function joinedDateLine(line: Line, previous: string, read: string, dateX0?: number): Line | undefined {
  // A footnote mark after a date ("03.02.2024*") is not part of its shape.
  const digits = (t: string) => t.replace(/[*†‡]$/u, '').replace(/\d/g, '9');
  if (digits(read) === digits(previous)) return undefined;
  // The date's pieces start the line, or start where the rows print their dates right of their details.
  const k = dateX0 === undefined ? 0 : Math.max(0, line.words.findIndex((w) => Math.abs(w.x0 - dateX0) <= w.size / 2));
  if (k > 0) {
    const rest = joinedDateLine(withWords(line, line.words.slice(k)), previous, read);
    return rest && withWords(line, [...line.words.slice(0, k), ...rest.words]);
  }
  const before = parseDateToken(previous);
  const ws = line.words;
  for (let n = 2; n <= 4 && n < ws.length; n++) {
    if (ws[n - 1]!.x0 - ws[n - 2]!.x1 > ws[n - 1]!.size * 0.6) break;
    const text = ws.slice(0, n).map((w) => w.text).join('');
    if (digits(text) !== digits(previous)) continue;
    const d = parseDateToken(text);
    if (!d || d.kind !== 'numeric' || d.year === undefined || before?.year === undefined || Math.abs(d.year - before.year) > 1) continue;
    return withWords(line, [wordWith(ws[0]!, { text, x1: ws[n - 1]!.x1 }), ...ws.slice(n)]);
  }
  return joinedNamedDateLine(line, previous, read);
}

/**
 * The same for dates with a month name ("1 2F eb 2024" for "12 Feb 2024", "0 1-DE Z-24*" for "01-DEZ-24*"): the
 * first words joined have the runs of digits and letters of the row above's date, read as a date in its spacing, in
 * the same year.
 */
function joinedNamedDateLine(line: Line, previous: string, read: string): Line | undefined {
  // Each digit counts: a year in pieces ("16 Dec20 23") reads as a date of a two-digit year where the row above
  // prints four (never-used random 1021704, dated 2020).
  const runs = (t: string) => t.replace(/[*†‡]$/u, '').replace(/\s+/g, '').replace(/\d/g, '9').replace(/\p{L}+/gu, 'a');
  if (!/\p{L}/u.test(previous) || runs(read) === runs(previous)) return undefined;
  const spaced = /\s/.test(previous);
  const before = matchDateAt(previous.split(/\s+/), 0)?.date;
  const ws = line.words;
  for (let n = 2; n <= 4 && n < ws.length; n++) {
    if (ws[n - 1]!.x0 - ws[n - 2]!.x1 > ws[n - 1]!.size * 0.6) return undefined;
    const joined = ws.slice(0, n).map((w) => w.text).join('');
    if (runs(joined) !== runs(previous)) continue;
    // Spaced where the row above's date is, where it is as long ("29thJan" as "28th Jan": a day's ordinal with it),
    // else between digits and letters.
    const compact = previous.replace(/\s+/g, '');
    const texts = (spaced && compact.length === joined.length ? likeSpaced(joined, previous) : spaced ? joined.replace(/(\d)(\p{L})/gu, '$1 $2').replace(/(\p{L})(\d)/gu, '$1 $2') : joined).split(' ');
    const m = matchDateAt(texts, 0);
    // In the same year, or both without one ("19A ra" under "18 Ara").
    if (!m || m.used !== texts.length || !before || (m.date.year === undefined) !== (before.year === undefined)) continue;
    if (m.date.year !== undefined && Math.abs(m.date.year - before.year!) > 1) continue;
    // The pieces share the joined words' box, each as wide as its share of the letters.
    const x0 = ws[0]!.x0;
    const width = ws[n - 1]!.x1 - x0;
    const total = texts.join('').length;
    let done = 0;
    const pieces = texts.map((text) => {
      const w = wordWith(ws[0]!, { text, x0: x0 + (width * done) / total, x1: x0 + (width * (done + text.length)) / total });
      done += text.length;
      return w;
    });
    return withWords(line, [...pieces, ...ws.slice(n)]);
  }
  return undefined;
}

/** `text` with a space wherever `model`, as long without its spaces, has one ("29thJan" like "28th Jan"). */
function likeSpaced(text: string, model: string): string {
  let out = '';
  let k = 0;
  for (const c of model) {
    if (/\s/.test(c)) {
      if (!out.endsWith(' ')) out += ' ';
    } else out += text[k++] ?? '';
  }
  return out;
}

/** (a, b) is the date `previous` ("29/12") or up to 7 days after it, in either day-month order. */
function soonAfterIt(previous: string, a: number, b: number): boolean {
  const d = dayStep(previous, a, b);
  return d !== undefined && d >= 0 && d <= 7;
}

/** The same, at most a week before the row above's (a statement newest first). */
function soonBefore(previous: string, a: number, b: number): boolean {
  const d = dayStep(previous, a, b);
  return d !== undefined && d <= 0 && d >= -7;
}

/** Days from one date of a shape without year to another in the same month (either order). */
function daysApart(from: string, to: string): number | undefined {
  const [a, b] = to.split(/[/.-]/).map(Number) as [number, number];
  return dayStep(from, a, b);
}

/** Days from `previous` ("29/12") to (a, b) where they share the month, in either day-month order; else undefined. */
function dayStep(previous: string, a: number, b: number): number | undefined {
  const [p, q] = previous.split(/[/.-]/).map(Number) as [number, number];
  return b === q ? a - p : a === p ? b - q : undefined;
}

/**
 * "14 mri 2024" after a row dated "13 mrt 2024": an OCR word one slip away from the month name of the row above,
 * right after a day number, is read as that month. Short names cannot be repaired alone ("mri" is as near to "mei",
 * May, as to "mrt"), but a statement's next row is in the same month or a later one it names in full. A month that
 * lost a letter to OCR keeps two ("12 gu 2024" for "12 gru 2024").
 */
function repairedMonthLine(line: Line, previous: string): Line | undefined {
  let ws = line.words;
  const month = /\p{L}{3,}/u.exec(previous)?.[0];
  // The day and the month read as one word ("03mn" for "03 mrt").
  const glued = ws[0] && ws[0].confidence < 1 ? /^(\d{1,2})(\p{L}{2,4})$/u.exec(ws[0].text) : null;
  if (glued) ws = [wordWith(ws[0]!, { text: glued[1]! }), wordWith(ws[0]!, { text: glued[2]! }), ...ws.slice(1)];
  if (!month || ws.length < 2 || !/^\d{1,2}\.?$/.test(ws[0]!.text) || ws[1]!.confidence >= 1) return undefined;
  // The name with its dot, and the year glued after it ("jany.2023" for "janv.2023"), are read apart.
  const parts = /^(\p{L}{2,})([.,]?)(\d{4})?$/u.exec(ws[1]!.text);
  if (!parts) return undefined;
  const got = fold(parts[1]!);
  if (got === fold(month) || monthFromName(got)) return undefined;
  // Further off ("mn" for "mrt": two letters read as one): the month's first letter, about its length, and a day
  // not before the row above's, as the same month's next rows are.
  const sameMonthLater = got[0] === fold(month)[0] && Math.abs(got.length - month.length) <= 1 && leadingDay(ws[0]!.text) >= leadingDay(previous);
  if (!editDistanceAtMostOne(got, fold(month)) && !sameMonthLater) return undefined;
  const year = parts[3] ? `${parts[2] === '.' ? '.' : ''}${parts[3]}` : '';
  return withWords(line, [ws[0]!, wordWith(ws[1]!, { text: month + year }), ...ws.slice(2)]);
}

/** The day number a date's text starts with ("14" of "14 mrt 2024"); NaN where it starts with none. */
function leadingDay(t: string): number {
  return Number(/^\d{1,2}/.exec(t.trim())?.[0] ?? NaN);
}

/**
 * "25 lug 2024" right under "25 lut 2024": an OCR word one slip from the month name of the row above that names a
 * month of its own, but one more than a month away from it, on a day not before the row above's. A statement's next
 * row is in the same month or the next ("30 jun" then "1 jul" stays); read so, the row went five months ahead and
 * every row below it was dated by it (scanned random 11143). The month before the row above's stays too: a list
 * starting again within the period ("7 Jun" under "2 Jul", a second card's rows: scanned random 11556 read 35 rows in
 * July, outside the period).
 */
function slippedMonthLine(line: Line, previous: string): Line | undefined {
  const ws = line.words;
  const month = /\p{L}{3,}/u.exec(previous)?.[0];
  if (!month || ws.length < 2 || !/^\d{1,2}\.?$/.test(ws[0]!.text) || ws[1]!.confidence >= 1) return undefined;
  const [got, was] = [fold(ws[1]!.text), fold(month)];
  const [a, b] = [monthFromName(got), monthFromName(was)];
  if (a === undefined || b === undefined || got === was || !editDistanceAtMostOne(got, was)) return undefined;
  const apart = (a - b + 12) % 12;
  if (apart <= 1 || apart === 11 || !(leadingDay(ws[0]!.text) >= leadingDay(previous))) return undefined;
  return withWords(line, [ws[0]!, wordWith(ws[1]!, { text: month }), ...ws.slice(2)]);
}

/**
 * A repair of a date that starts the line, made on the words from the OCR word in the table's date column on, where
 * that is not the line's first word (a table whose date column is not its first).
 */
function atDateColumn(line: Line, col: { x0: number; x1: number } | undefined, repair: (rest: Line) => Line | undefined): Line | undefined {
  const k = col ? line.words.findIndex((w) => w.confidence < 1 && inColumn(w, col)) : -1;
  if (k < 1) return undefined;
  const rest = repair(withWords(line, line.words.slice(k)));
  return rest && withWords(line, [...line.words.slice(0, k), ...rest.words]);
}

/** Where the table's row dates stand: the column read for them, else the header's date label. */
function dateColumnOf(cols: TableColumns, header: Header | undefined): { x0: number; x1: number } | undefined {
  return cols.date ?? header?.columns.find((c) => c.role === 'date');
}

/** Every one of the figures stands in the header's balance column. */
function balanceOnly(header: Header, amounts: readonly AmountCell[]): boolean {
  return amounts.length > 0 && amounts.every((a) => moneyColumnFor(header, a.x0, a.x1)?.role === 'balance');
}

/** The line with its words replaced by repaired ones (OCR date repairs). */
function withWords(line: Line, words: Word[]): Line {
  return { ...line, words, text: textOf(words) };
}

function textOf(words: Word[]): string {
  return words.map((w) => w.text).join(' ');
}

/** A short title line (no amounts) naming money in or out: "ELECTRONIC WITHDRAWALS", "Payments and Other Credits". */
function sectionOf(text: string): 'credit' | 'debit' | undefined {
  // A title has no figures and no codes: "QJA5ZRZG  Visa Purchase Woolworths" begins a row with its reference.
  if (text.length > 60 || text.split(/\s+/).length > 7 || /\d{2}/.test(text) || /(?=\S*\d)(?=\S*\p{L})\S{4,}/u.test(text)) return undefined;
  if (SECTION_CREDIT.some((re) => re.test(text))) return 'credit';
  if (SECTION_DEBIT.some((re) => re.test(text))) return 'debit';
  // A title word OCR read in two pieces ("OTHER WITHD RAWALS", letter-spaced print): each two neighbours joined.
  for (const joined of neighboursJoined(text)) {
    if (SECTION_CREDIT.some((re) => re.test(joined))) return 'credit';
    if (SECTION_DEBIT.some((re) => re.test(joined))) return 'debit';
  }
  return undefined;
}

/** Fixed-width print's advance, in ems (Courier's 600 units of 1,000). */
const MONO_ADVANCE = 0.6;

function startRow(
  page_number: number,
  cells: LineCells,
  dates: string[],
  header: Header | undefined,
  section: 'credit' | 'debit' | undefined,
  pitch?: number,
): OpenRow {
  const row: OpenRow = {
    page_number,
    dates: [...dates],
    ...(cells.dates.length ? {} : { undated: true }),
    description: [],
    reference: [],
    amounts: cells.amounts,
    cells: cells.cells,
    header,
    section,
    lastY1: cells.line.y1,
    // OCR boxes the ink, and fixed-width print's capitals stand far shorter than its type size (Courier's 0.57 em):
    // a gap between rows read against them ended a day's list at its first undated row (scan 11183). The type size
    // follows from the print's pitch (an advance of 0.6 em), as a text layer gives it.
    lineHeight: Math.max(1, cells.line.y1 - cells.line.y0, pitch ? pitch / MONO_ADVANCE : 0),
    confidence: Math.min(...cells.line.words.map((w) => w.confidence)),
    continuation: 0,
    x0: cells.line.words[0]!.x0,
    textX0: cells.text[0]?.x0 ?? cells.line.words[0]!.x0,
    lines: [cells.line],
  };
  appendText(row, cells.text);
  return row;
}

function appendText(row: OpenRow, words: Word[]): void {
  const refCol = row.header?.columns.find((c) => c.role === 'reference');
  const vdCol = row.header?.columns.find((c) => c.role === 'value_date');
  const desc: string[] = [];
  for (const w of words) {
    const cx = (w.x0 + w.x1) / 2;
    if (refCol && cx >= refCol.x0 - 4 && cx <= refCol.x1 + 30 && !inDescription(row.header!, cx)) row.reference.push(w.text);
    else if (vdCol && cx >= vdCol.x0 - 4 && cx <= vdCol.x1 + 4 && row.dates.length < 2 && /\d/.test(w.text)) row.dates.push(w.text);
    else desc.push(w.text);
  }
  if (desc.length) row.description.push(desc.join(' '));
  row.confidence = Math.min(row.confidence, ...words.map((w) => w.confidence));
}

function inDescription(header: Header, cx: number): boolean {
  const d = header.columns.find((c) => c.role === 'description');
  return !!d && cx >= d.x0 - 2 && cx <= d.x1 + 2;
}

function near(row: OpenRow, line: Line, factor: number): boolean {
  if (line.page_number !== row.page_number) return false;
  const gap = line.y0 - row.lastY1;
  return gap < row.lineHeight * factor;
}

/** The shape nearly every leading date so far has (at least 3 and 9 in 10 of them), if there is one. */
function usualShape(shapes: Map<string, number>): string | undefined {
  let total = 0;
  let best: [string, number] | undefined;
  for (const [k, n] of shapes) {
    total += n;
    if (!best || n > best[1]) best = [k, n];
  }
  return best && best[1] >= 3 && best[1] >= total * 0.9 ? best[0] : undefined;
}

/** With a header, an amount on a dateless line must stand in a money column to count as a row. */
function alignsWithMoney(header: Header | undefined, amounts: AmountCell[], row: OpenRow): boolean {
  if (!header || header.page_number > row.page_number) return true;
  return amounts.every((a) => {
    const col = moneyColumnFor(header, a.x0, a.x1);
    return !!col && Math.abs(col.x1 - a.x1) < 80;
  });
}

const MONEYISH = new RegExp(`^(${CURRENCY_SIGNS}|${CURRENCY_CODES})?[-+(]?\\d[\\d.,'’]*\\)?(${CURRENCY_SIGNS}|${CURRENCY_CODES})?$`);

/**
 * A row that took the date of the row above because OCR lost its own (`dateUnread`, `datePieces`): it printed a date
 * cell, so where rows stack two dates the dated line under it is its second date. Read as the next row's first line,
 * it paired with the next row's figures, and every row after took the date printed under the row above it.
 */
function ownDateLost(row: OpenRow): boolean {
  return row.dateUnread !== undefined || row.datePieces !== undefined;
}

/**
 * The OCR words standing in the header's date column of a line that has no readable date, when they look like a
 * misread date (a digit or a month name among them): a once-per-day layout leaves that column empty on later rows.
 */
function unreadDateCell(header: Header, text: Word[]): string | undefined {
  const col = header.columns.find((c) => c.role === 'date');
  if (!col) return undefined;
  const inCol = text.filter((w) => w.confidence < 1 && inColumn(w, col));
  if (!inCol.length) return undefined;
  const t = inCol.map((w) => w.text).join(' ');
  return /\d/.test(t) || inCol.some((w) => monthFromName(w.text) !== undefined || lookalikeMonth(w.text) !== undefined) ? t : undefined;
}

/**
 * The text a line starts with under the header's date label, where it holds a digit: a row of a layout that prints
 * its date once a day leaves that cell empty on the day's other rows, so a row printing a digit there printed its
 * date in a form no reading made one ("s r25 cze", a weekday's glyphs placed apart), where no date stands anywhere on
 * the line. It takes the date of the row above, which nothing in the sums can check.
 */
function digitsUnderDateLabel(header: Header, line: Line, text: Word[]): string | undefined {
  const col = header.columns.find((c) => c.role === 'date');
  const first = line.words[0];
  if (!col || !first || text[0] !== first || !inColumn(first, col)) return undefined;
  const t = text.filter((w) => inColumn(w, col)).map((w) => w.text).join(' ');
  // A line that prints a date after a word ("Bakiye 16.02.24", a day's balance) printed it legibly.
  const texts = line.words.map((w) => w.text);
  return /\d/.test(t) && !texts.some((_, k) => matchDateAt(texts, k)) ? t : undefined;
}

/** The row's details start in the header's description or reference column, and it has an amount that is not a balance. */
function detailsUnderLabel(row: OpenRow): boolean {
  const header = row.header;
  if (!header || header.page_number > row.page_number) return false;
  // The label nearest to where the details start (text may start a little left of its label: "/ Omschrijving").
  const dist = (c: { x0: number; x1: number }) => (row.textX0 < c.x0 ? c.x0 - row.textX0 : row.textX0 > c.x1 ? row.textX0 - c.x1 : 0);
  // A label the parser has no word for counts as the details' own ("Number  Date Paid  Amount" over "3404  20-MAY-24
  // 100.68": a check paid prints its number and nothing else).
  const labels = [...header.columns, ...(header.unnamed ?? []).map((u) => ({ ...u, role: 'reference' as const }))];
  const col = labels.sort((a, b) => dist(a) - dist(b))[0];
  if (!col || (col.role !== 'description' && col.role !== 'reference')) return false;
  return row.amounts.some((a) => {
    const money = moneyColumnFor(header, a.x0, a.x1);
    return !!money && money.role !== 'balance';
  });
}

/** The line reads as neither dates nor figures (splitLine's reading, kept per line). */
function noDatesNorFigures(line: Line, mode: AmountMode): boolean {
  const cells = splitLine(line, 2, mode);
  return cells.dates.length === 0 && cells.amounts.length === 0;
}

function markedFigure(a: AmountCell): MarkedFigure {
  return {
    token: a.mark!.token,
    figure: a.mark!.figure,
    marked: a.amount.raw,
    ...(a.amount.marker ? { prior: a.amount.marker } : {}),
    ...(a.mark!.named ? { named: true } : {}),
  };
}

function finish(row: OpenRow, wordColumn?: DirectionWordColumn): RawRow | undefined {
  if (row.amounts.length === 0) return undefined;
  // A row of only numbers and dates is a balance table or a calculation, not a transaction.
  // A sign glued to a figure ("S$22,800", a credit limit) is not a word.
  const hasLetters = /\p{L}/u.test(row.description.join(' ').split(/\s+/).filter((w) => !MONEYISH.test(w)).join(' '));
  // Under a header, a number standing in the details column beside an amount under a debit, credit or amount label
  // is a transaction whose details are only a reference ("12.02.25  3484575551  -112,82  9.828,71").
  // So is a figure under a reference label ("Check No.  Date Paid  Amount": a check paid prints no details at all).
  // So is one whose amount carries a mark from a column of marks: a balance table prints no direction.
  // Not where the figures are dates and figures in turn: lists of daily balances side by side, read as one line.
  const dated = row.description.join(' ').split(/\s+/).some((t) => /[./-]/.test(t) && !!matchDateAt([t], 0) && !row.asideDates?.includes(t));
  const described = !hasLetters && !dated && (row.description.length > 0 || row.reference.length > 0) && (detailsUnderLabel(row) || row.amounts.some((a) => a.mark));
  // Details that are one or two figures and no label says so ("23 mag 2024  22573699  329 631  594" in a table whose
  // header names nothing): a transaction known only by its reference, or a line of some other table. The layout
  // cannot tell; the interpretation reads the statement both ways and its arithmetic decides (search.ts).
  const figuresOnly = !hasLetters && !described;
  const bare = figuresOnly && row.description.length > 0 && row.description.join(' ').split(/\s+/).length <= 2;
  // Longer runs of figures are no row; nor is a date and one amount with no words (a daily-balance table entry).
  if (figuresOnly && !bare && (row.description.length > 0 || row.amounts.length === 1)) return undefined;
  const raw: RawRow = {
    page_number: row.page_number,
    dates: row.dates,
    description: row.description,
    confidence: row.confidence,
    section: row.section,
    cells: {},
  };
  if (row.reference.length) raw.reference = row.reference.join(' ');
  if (bare) raw.bare = true;
  if (row.undated) raw.undated = true;
  if (row.dateInherited) raw.dateInherited = true;
  if (row.dateUnread) raw.dateUnread = row.dateUnread;
  if (row.datePieces) raw.datePieces = row.datePieces;
  if (row.dateRead) raw.dateRead = row.dateRead;
  if (row.dateDoubt) raw.dateDoubt = row.dateDoubt;
  if (row.dateOthers) raw.dateOthers = row.dateOthers;
  raw.bbox = boxOf(row.page_number, row.above ? [row.above, ...row.lines] : row.lines);
  assignAmounts(raw, row);
  // The marked figures that are not the row's balance (a balance's CR/DR says which side of zero it is).
  const marks = row.amounts.filter((a) => a.mark && a.amount.raw !== raw.balance);
  if (marks.length) raw.marks = marks.map(markedFigure);
  const onBalance = row.amounts.find((a) => a.mark && a.amount.raw === raw.balance);
  if (onBalance) raw.balanceMark = markedFigure(onBalance);
  if (wordColumn) withDirectionWord(raw, row.lines, wordColumn);
  const balanceUnread = raw.balance === undefined ? unreadBalanceCell(row) : undefined;
  if (balanceUnread) raw.balanceUnread = balanceUnread;
  const amountUnread = raw.balance !== undefined && raw.amount === undefined && raw.debit === undefined && raw.credit === undefined ? unreadAmountCell(row) : undefined;
  if (amountUnread) raw.amountUnread = amountUnread;
  return raw;
}

/**
 * OCR: what stands in the header's amount columns of a row that got a balance and no amount, when it holds figures:
 * the amount was printed and could not be read ("=TT; 1:8592b" for "-TL 1.859,25"). The balances before and after
 * may settle it (repair); otherwise the row is skipped, as a row without an amount always was.
 */
function unreadAmountCell(row: OpenRow): string | undefined {
  const header = row.header;
  const cols = header && header.page_number <= row.page_number ? header.columns.filter((c) => c.role === 'amount' || c.role === 'debit' || c.role === 'credit') : [];
  if (!cols.length) return undefined;
  const taken = (w: Word) => row.amounts.some((a) => a.words.includes(w));
  const inCols = row.lines.flatMap((l) => l.words).filter((w) => w.confidence < 1 && cols.some((c) => inColumn(w, c)) && !taken(w));
  const text = inCols.map((w) => w.text).join(' ');
  return (text.match(/\d/g)?.length ?? 0) >= 3 ? text : undefined;
}

/**
 * OCR: what stands in the header's balance column of a row that got no balance, when it holds figures: the balance
 * was printed and could not be read ("3.29727. £ Cr"). A layout that prints a balance only on some rows leaves
 * that column empty, so this tells a lost balance from one never printed; the chain may settle its value (repair).
 */
function unreadBalanceCell(row: OpenRow): string | undefined {
  const header = row.header;
  const col = header && header.page_number <= row.page_number ? header.columns.find((c) => c.role === 'balance') : undefined;
  if (!col) return undefined;
  const taken = (w: Word) => row.amounts.some((a) => a.words.includes(w));
  const inCol = row.lines.flatMap((l) => l.words).filter((w) => w.confidence < 1 && inColumn(w, col) && !taken(w));
  const text = inCol.map((w) => w.text).join(' ');
  // Figures, or a word ending in a figure's decimals whose other digits OCR read as letters ("SATT.25" for 3,177.25).
  return (text.match(/\d/g)?.length ?? 0) >= 3 || /\S[.,]\d{2}\b/.test(text) ? text : undefined;
}

/** The box around a row's lines (their words), in points rounded to 0.1. */
function boxOf(page: number, lines: Line[]): RawRow['bbox'] {
  const words = lines.flatMap((l) => l.words);
  const r = (v: number) => Math.round(v * 10) / 10;
  return {
    page,
    x0: r(Math.min(...words.map((w) => w.x0))),
    y0: r(Math.min(...lines.map((l) => l.y0))),
    x1: r(Math.max(...words.map((w) => w.x1))),
    y1: r(Math.max(...lines.map((l) => l.y1))),
  };
}

/** The word of a cell that holds its figure: a mark after it ("$8437.12 D") has none of tesseract's readings of it. */
function figureWord(a: { words: Word[] }): Word {
  return a.words.filter((w) => /\d/.test(w.text)).pop() ?? a.words[a.words.length - 1]!;
}

/**
 * Gives each amount of a row its role: by the header's money columns when there is a header, else by
 * position (the last of two amounts is the running balance; the statement-level pass may revise this).
 */
function assignAmounts(raw: RawRow, row: OpenRow): void {
  const header = row.header;
  const used = new Set<string>();
  const moneyCols = header?.columns.filter((c) => AMOUNT_ROLES.includes(c.role)) ?? [];
  const ordered = row.cells && row.cells.length === moneyCols.length ? row.cells : row.amounts.length === moneyCols.length ? row.amounts : undefined;
  if (header) raw.labelled = true;
  if (header && ordered && moneyCols.length > 1) {
    // One cell per money column: the order decides, which holds even where positions are approximate.
    ordered.forEach((a, k) => {
      if (!a.amount) return;
      const role = moneyCols[k]!.role as 'debit' | 'credit' | 'amount' | 'balance';
      raw[role] = a.amount.raw;
      raw.cells![role] = figureWord(a);
    });
    return;
  }
  if (header && header.columns.some((c) => c.role !== 'balance' && AMOUNT_ROLES.includes(c.role))) {
    for (const a of row.amounts) {
      const col = moneyColumnFor(header, a.x0, a.x1);
      let role = (col?.role ?? 'amount') as 'debit' | 'credit' | 'amount' | 'balance';
      if (used.has(role)) role = role === 'balance' ? 'amount' : 'balance';
      used.add(role);
      raw[role] = a.amount.raw;
      raw.cells![role] = figureWord(a);
    }
    return;
  }
  raw.labelled = false;
  const n = row.amounts.length;
  // Where the figure's digits end: a currency word after some figures ("262964 Rp") does not move their column.
  // A list printed beside another puts its figures in the first list's frame (Line.shift).
  const shift = row.lines[0]?.shift ?? 0;
  raw.money = row.amounts.map((a) => ({
    raw: a.amount.raw,
    text: textOf(a.words),
    x1: (a.words.filter((w) => /\d/.test(w.text)).pop()?.x1 ?? a.x1) - shift,
    x0: (a.words.find((w) => /\d/.test(w.text))?.x0 ?? a.x0) - shift,
    word: a.words[a.words.length - 1]!,
  }));
  if (n === 1) {
    raw.amount = row.amounts[0]!.amount.raw;
    raw.cells!.amount = row.amounts[0]!.words[0];
  } else {
    raw.amount = row.amounts[n - 2]!.amount.raw;
    raw.balance = row.amounts[n - 1]!.amount.raw;
    raw.cells!.amount = row.amounts[n - 2]!.words[0];
    raw.cells!.balance = row.amounts[n - 1]!.words[0];
    raw.positional = true;
  }
}
