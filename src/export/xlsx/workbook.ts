/**
 * A minimal SpreadsheetML (.xlsx) writer for the excel export: string, number and date cells with a few fixed
 * styles, column widths, a frozen header row and an auto-filter. Written by hand instead of with exceljs, whose
 * dependency tree (unzipper and its polyfills) was most of what this package installed for its users.
 *
 * Text goes to the shared-strings table (t="s" cells): spreadsheets never evaluate a string cell as a formula.
 */
import { xmlSafe } from '../common.js';
import { zip } from './zip.js';

/** Cell styles (indexes into cellXfs in styles.xml). */
export const Style = { Default: 0, Money: 1, Date: 2, Text: 3, Header: 4 } as const;
export type Style = (typeof Style)[keyof typeof Style];

export type CellValue = string | number | Date | null | undefined;
export interface Cell {
  value: CellValue;
  style?: Style;
}

export interface Sheet {
  name: string;
  /** Column widths in characters. */
  widths: number[];
  rows: Cell[][];
  /** Freeze the first row and put an auto-filter on it. */
  header?: { freeze: boolean; autoFilter: boolean };
}

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Text a cell can carry: no character XML forbids, and no DEL (allowed by XML, shown as a box or worse). */
const cellText = (s: string) => xmlSafe(s).replace(/\u007f/g, ' ');
const esc = (s: string) => cellText(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function column(i: number): string {
  let s = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** Days since 1899-12-30 (the 1900 date system): what a date cell holds. Dates are UTC midnights. */
function serial(d: Date): number {
  return d.getTime() / 86_400_000 + 25_569;
}

const STYLES = `${XML}<styleSheet xmlns="${NS}">
<numFmts count="2"><numFmt numFmtId="164" formatCode="#,##0.00;-#,##0.00"/><numFmt numFmtId="165" formatCode="yyyy-mm-dd"/></numFmts>
<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>
<cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>
</styleSheet>`;

function sheetXml(sheet: Sheet, strings: Map<string, number>, references: { n: number }): string {
  const str = (s: string) => {
    references.n++;
    let i = strings.get(s);
    if (i === undefined) strings.set(s, (i = strings.size));
    return i;
  };
  const width = Math.max(sheet.widths.length, ...sheet.rows.map((r) => r.length));
  const out: string[] = [`${XML}<worksheet xmlns="${NS}" xmlns:r="${REL_NS}">`];
  out.push(`<dimension ref="A1:${column(Math.max(0, width - 1))}${Math.max(1, sheet.rows.length)}"/>`);
  out.push('<sheetViews><sheetView workbookViewId="0">');
  if (sheet.header?.freeze) out.push('<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft"/>');
  out.push('</sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/>');
  if (sheet.widths.length) out.push(`<cols>${sheet.widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join('')}</cols>`);
  out.push('<sheetData>');
  sheet.rows.forEach((row, r) => {
    const cells: string[] = [];
    row.forEach((cell, c) => {
      const ref = `${column(c)}${r + 1}`;
      const s = cell.style ? ` s="${cell.style}"` : '';
      const v = cell.value;
      if (v === null || v === undefined) {
        if (s) cells.push(`<c r="${ref}"${s}/>`);
      } else if (typeof v === 'string') cells.push(`<c r="${ref}"${s} t="s"><v>${str(cellText(v))}</v></c>`);
      else if (typeof v === 'number') {
        if (!Number.isFinite(v)) throw new Error(`cell ${sheet.name}!${ref} is not a finite number`);
        cells.push(`<c r="${ref}"${s}><v>${v}</v></c>`);
      } else cells.push(`<c r="${ref}"${s}><v>${serial(v)}</v></c>`);
    });
    out.push(`<row r="${r + 1}">${cells.join('')}</row>`);
  });
  out.push('</sheetData>');
  if (sheet.header?.autoFilter && sheet.rows.length > 1) out.push(`<autoFilter ref="A1:${column(width - 1)}1"/>`);
  out.push('<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>');
  return out.join('');
}

export function writeWorkbook(sheets: Sheet[], meta: { creator: string; created: Date }): Buffer {
  const strings = new Map<string, number>();
  const references = { n: 0 };
  const sheetFiles = sheets.map((s) => sheetXml(s, strings, references));
  const sst = [...strings.keys()]
    .map((s) => `<si><t${/^\s|\s$|\n/.test(s) ? ' xml:space="preserve"' : ''}>${esc(s)}</t></si>`)
    .join('');
  const when = meta.created.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const filters = sheets
    .map((s, i) => (s.header?.autoFilter && s.rows.length > 1 ? `<definedName name="_xlnm._FilterDatabase" localSheetId="${i}" hidden="1">'${s.name.replace(/'/g, "''")}'!$A$1:$${column(Math.max(s.widths.length, s.rows[0]?.length ?? 1) - 1)}$1</definedName>` : ''))
    .join('');
  const files: [string, string][] = [
    [
      '[Content_Types].xml',
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${sheets
        .map((_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`)
        .join('')}<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/><Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/><Relationship Id="rId3" Type="${REL_NS}/extended-properties" Target="docProps/app.xml"/></Relationships>`,
    ],
    [
      'docProps/core.xml',
      `${XML}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:creator>${esc(meta.creator)}</dc:creator><dcterms:created xsi:type="dcterms:W3CDTF">${when}</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">${when}</dcterms:modified></cp:coreProperties>`,
    ],
    ['docProps/app.xml', `${XML}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>${esc(meta.creator)}</Application></Properties>`],
    [
      'xl/workbook.xml',
      `${XML}<workbook xmlns="${NS}" xmlns:r="${REL_NS}"><bookViews><workbookView/></bookViews><sheets>${sheets
        .map((s, i) => `<sheet name="${esc(s.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
        .join('')}</sheets>${filters ? `<definedNames>${filters}</definedNames>` : ''}</workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets
        .map((_, i) => `<Relationship Id="rId${i + 1}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`)
        .join('')}<Relationship Id="rId${sheets.length + 1}" Type="${REL_NS}/styles" Target="styles.xml"/><Relationship Id="rId${sheets.length + 2}" Type="${REL_NS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ],
    ['xl/styles.xml', STYLES],
    ['xl/sharedStrings.xml', `${XML}<sst xmlns="${NS}" count="${references.n}" uniqueCount="${strings.size}">${sst}</sst>`],
    ...sheetFiles.map((x, i): [string, string] => [`xl/worksheets/sheet${i + 1}.xml`, x]),
  ];
  return zip(files.map(([name, text]) => ({ name, data: Buffer.from(text, 'utf8') })), meta.created);
}
