/**
 * The visual report (src/report) opened in headless Chromium (Debian `chromium`, driven by playwright-core, never a
 * downloaded browser): every transaction row must have a box inside its page image, chain breaks must be marked
 * where they are, and the table and the boxes must select each other. Statements:
 * - the bundled sample (project generator) and a generated multi-page fixture, digital;
 * - the sample with one printed amount changed inside the PDF (18.07 -> 18.70): it no longer reconciles, from real
 *   extraction, and the break must be drawn on that row;
 * - page 1 of that altered PDF scanned upside down and tilted (fixtures/scan) and read by OCR.
 * Screenshots go to build/report-test/; REPORT_EXAMPLE=docs/report-example.png also writes the README's screenshot.
 * The browser tests skip with a message when /usr/bin/chromium is missing (CI installs it: .ci/apt-packages.txt).
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { extract, report, type Statement } from '../src/index.js';
import { scanPdf } from '../fixtures/scan/make-scanned.js';
import { replacePrintedText } from './support/alter-pdf.js';
import { FIXTURE_DIR } from './global-setup.js';

const root = resolve(import.meta.dirname, '..');
const out = join(root, 'build', 'report-test');
const CHROMIUM = '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) console.warn(`report.test.ts: browser tests skipped: ${CHROMIUM} is missing (apt-get install chromium)`);

interface Case {
  name: string;
  pdf: Uint8Array;
  statement: Statement;
  html: string;
}

const cases = new Map<string, Case>();

async function makeCase(name: string, pdf: Uint8Array, title = name): Promise<Case> {
  const statement = await extract(pdf, { ocr: { workers: 1 } });
  const html = await report(statement, pdf, { title });
  await writeFile(join(out, `${name}.html`), html);
  const c = { name, pdf, statement, html };
  cases.set(name, c);
  return c;
}

/** The sample with the debit 18.07 of 2 March printed as 18.70: its running balance no longer follows. */
async function alteredSample(): Promise<Uint8Array> {
  const r = replacePrintedText(new Uint8Array(await readFile(join(root, 'samples', 'sample-statement.pdf'))), '18.07', '18.70');
  expect(r.replaced).toBe(1);
  return r.pdf;
}

beforeAll(async () => {
  await mkdir(out, { recursive: true });
  await makeCase('sample', new Uint8Array(await readFile(join(root, 'samples', 'sample-statement.pdf'))));
  await makeCase('de-nordwest-sparkasse', new Uint8Array(await readFile(join(FIXTURE_DIR, 'de-nordwest-sparkasse.pdf'))));
  await makeCase('altered', await alteredSample(), 'sample-statement.pdf with 18.07 misprinted as 18.70');
  // A printed day that does not exist: the rows are kept on the month's last day with a `corrections` note.
  const badDay = replacePrintedText(new Uint8Array(await readFile(join(root, 'samples', 'sample-statement.pdf'))), '05 Mar 2024', '31 Apr 2024');
  expect(badDay.replaced).toBe(1);
  await makeCase('corrected', badDay.pdf);
}, 120_000);

describe('report HTML (no browser)', () => {
  it('is self-contained: no URL other than data: and the script and styles inline', () => {
    for (const c of cases.values()) {
      const urls = [...c.html.matchAll(/(?:href|src)\s*=\s*"([^"]*)"/g)].map((m) => m[1]!);
      expect(urls.filter((u) => !u.startsWith('data:image/jpeg;base64,') && !u.startsWith('#'))).toEqual([]);
      expect(c.html).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
      expect(c.html).not.toMatch(/<link\b|<script\s+src/i);
    }
  });

  it('rows carry a bbox in the result; the layout evidence never reaches the JSON', () => {
    const st = cases.get('sample')!.statement;
    expect(st.transactions.every((t) => t.bbox && t.bbox.page === t.page_number && t.bbox.x1 > t.bbox.x0 && t.bbox.y1 > t.bbox.y0)).toBe(true);
    const json = JSON.stringify(st);
    expect(json).not.toMatch(/evidence|"marked"|"headers"/);
    expect(Object.keys(st)).not.toContain('evidence');
    expect(JSON.stringify({ ...st })).toBe(json);
  });

  it('a statement read back from JSON still gets headers (digital: the layout is read again)', async () => {
    const c = cases.get('sample')!;
    const back = JSON.parse(JSON.stringify(c.statement)) as Statement;
    const html = await report(back, c.pdf);
    expect(html).toContain('class="header"');
    expect((html.match(/class="row row-/g) ?? []).length).toBe(back.transaction_count);
  });

  it('shows the interpretation the statement carries, with the runner-up', () => {
    const c = cases.get('sample')!;
    const it = c.statement.interpretation;
    if (!it) return void expect(c.html).not.toContain('id="interpretation"');
    expect(c.html).toContain('id="interpretation"');
    for (const k of it.criteria) expect(c.html).toContain(k.replace(/&/g, '&amp;').replace(/</g, '&lt;'));
    if (it.runner_up) expect(c.html).toContain('The runner-up differs in');
  });

  it('a 10-page statement stays under 5 MB', async () => {
    // in-deccan-bank-long: 36 dense pages (41 rows each); its first 10 pages' share of the report is measured.
    const pdf = new Uint8Array(await readFile(join(FIXTURE_DIR, 'in-deccan-bank-long.pdf')));
    const st = await extract(pdf);
    const html = await report(st, pdf);
    const perPage = html.length / st.page_count;
    console.log(`report size: sample ${(cases.get('sample')!.html.length / 1e6).toFixed(2)} MB (2 pages); in-deccan-bank-long ${(html.length / 1e6).toFixed(2)} MB for ${st.page_count} pages, ${(perPage / 1e3).toFixed(0)} KB/page`);
    expect(perPage * 10).toBeLessThan(5e6);
    // Only the pages asked for are drawn; the table keeps every row.
    const two = await report(st, pdf, { pages: [1, 2] });
    expect((two.match(/class="page-svg"/g) ?? []).length).toBe(2);
    expect((two.match(/<tr class="[^"]*" data-i=/g) ?? []).length).toBe(st.transaction_count);
    expect(two).toContain('34 of 36 pages are not drawn');
  }, 120_000);

  it('the CLI writes the report with --report', async () => {
    const cli = join(root, 'dist', 'cli.js');
    if (!existsSync(cli)) return void console.warn('report.test.ts: CLI check skipped: dist/cli.js missing (npm run build)');
    const dest = join(out, 'cli.html');
    await rm(dest, { force: true });
    await promisify(execFile)(process.execPath, [cli, 'extract', join(root, 'samples', 'sample-statement.pdf'), '--quiet', '--report', dest]);
    const html = await readFile(dest, 'utf8');
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect((html.match(/class="row row-/g) ?? []).length).toBe(cases.get('sample')!.statement.transaction_count);
  }, 60_000);
});

describe.skipIf(!hasChromium)('report in headless Chromium', () => {
  let ctx: BrowserContext;
  let profile: string;
  const external: string[] = [];

  beforeAll(async () => {
    profile = await mkdtemp(join(tmpdir(), 'report-chromium-'));
    ctx = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      viewport: { width: 1600, height: 1000 },
    });
    ctx.on('request', (r) => {
      if (!/^(data|file):/.test(r.url())) external.push(r.url());
    });
  }, 60_000);

  afterAll(async () => {
    await ctx?.close();
    if (profile) await rm(profile, { recursive: true, force: true });
  });

  async function open(c: Case): Promise<Page> {
    const page = await ctx.newPage();
    await page.goto('file://' + join(out, `${c.name}.html`));
    await page.waitForFunction(() => [...document.querySelectorAll('image.page-image')].every((i) => (i as SVGImageElement).getBBox().width > 0));
    return page;
  }

  /** Every table row has a box, on the right page, inside that page's image; returns the problems found. */
  async function boxProblems(page: Page): Promise<{ rows: number; problems: string[] }> {
    return page.evaluate(() => {
      const problems: string[] = [];
      const trs = [...document.querySelectorAll('#rows tr[data-i]')];
      for (const tr of trs) {
        const i = tr.getAttribute('data-i');
        const box = document.getElementById('box-' + i);
        if (!box) {
          problems.push(`row ${i}: no box`);
          continue;
        }
        const svg = box.closest('svg')!;
        const pageNo = tr.querySelector('td.p')!.textContent!.trim();
        if (svg.getAttribute('data-page') !== pageNo) problems.push(`row ${i}: box on page ${svg.getAttribute('data-page')}, row on page ${pageNo}`);
        const r = box.querySelector('.row-box')!.getBoundingClientRect();
        const img = svg.querySelector('.page-image')!.getBoundingClientRect();
        if (r.width < 2 || r.height < 2) problems.push(`row ${i}: box ${r.width}x${r.height}`);
        if (r.left < img.left - 0.5 || r.right > img.right + 0.5 || r.top < img.top - 0.5 || r.bottom > img.bottom + 0.5)
          problems.push(`row ${i}: box ${JSON.stringify(r)} outside page image ${JSON.stringify(img)}`);
      }
      return { rows: trs.length, problems };
    });
  }

  async function breakMarks(page: Page): Promise<{ boxes: string[]; rows: string[]; notes: string[]; status: string }> {
    return page.evaluate(() => ({
      boxes: [...document.querySelectorAll('g.row.row-break')].map((g) => g.getAttribute('data-i')!),
      rows: [...document.querySelectorAll('#rows tr.break')].map((g) => g.getAttribute('data-i')!),
      notes: [...document.querySelectorAll('g.row-break text.break-note')].map((t) => [...t.querySelectorAll('tspan')].map((x) => x.textContent).join(' ')),
      status: document.getElementById('status')!.textContent!,
    }));
  }

  it('digital: every row has a box inside its page image, columns are drawn', async () => {
    for (const name of ['sample', 'de-nordwest-sparkasse']) {
      const c = cases.get(name)!;
      const page = await open(c);
      const { rows, problems } = await boxProblems(page);
      expect(rows).toBe(c.statement.transaction_count);
      expect(problems).toEqual([]);
      expect(await page.locator('g.header').count()).toBeGreaterThan(0);
      // Every row the layout read became a transaction here: none is drawn as left out.
      expect(await page.locator('g.mark-dropped').count()).toBe(0);
      expect((await breakMarks(page)).boxes).toEqual([]);
      await page.screenshot({ path: join(out, `${name}.png`) });
      await page.close();
    }
    expect(external).toEqual([]);
  });

  it('does not reconcile: the break is marked on the altered row, in the page and the table, both linked', async () => {
    const c = cases.get('altered')!;
    const r = c.statement.reconciliation;
    expect(r.status).toBe('discrepancy');
    const altered = c.statement.transactions.findIndex((t) => t.date === '2024-03-02' && t.debit === 18.7);
    expect(r.breaks.map((b) => b.index)).toEqual([altered]);
    const page = await open(c);
    expect((await boxProblems(page)).problems).toEqual([]);
    const marks = await breakMarks(page);
    expect(marks.status).toBe('discrepancy');
    expect(marks.boxes).toEqual([String(altered)]);
    expect(marks.rows).toEqual([String(altered)]);
    expect(marks.notes[0]).toContain('expected 1,287.02');
    expect(marks.notes[0]).toContain('printed 1,287.65');
    // The break's box is drawn on the printed row: its box covers the altered amount on the page.
    const b = c.statement.transactions[altered]!.bbox!;
    expect(b.page).toBe(1);
    // Table -> page: clicking the row scrolls its box into view and selects it; page -> table: the other way.
    await page.click(`#row-${altered} td.desc`);
    await page.waitForTimeout(600);
    expect(await page.getAttribute(`#box-${altered}`, 'class')).toContain('selected');
    const inView = await page.evaluate((i) => {
      const r = document.querySelector(`#box-${i} .row-box`)!.getBoundingClientRect();
      return r.top >= 40 && r.bottom <= window.innerHeight;
    }, altered);
    expect(inView).toBe(true);
    await page.click('#box-0 .row-box');
    expect(await page.getAttribute('#row-0', 'class')).toContain('selected');
    expect(await page.getAttribute(`#box-${altered}`, 'class')).not.toContain('selected');
    // The picture for people: the break selected.
    await page.click(`.breaks a[data-goto="${altered}"]`);
    await page.waitForTimeout(600);
    await page.evaluate(() => document.getElementById('side')!.scrollTo(0, 0));
    await page.screenshot({ path: join(out, 'altered.png') });
    if (process.env.REPORT_EXAMPLE) await page.screenshot({ path: resolve(root, process.env.REPORT_EXAMPLE) });
    await page.close();
    expect(external).toEqual([]);
  });

  it('corrected values are marked on their rows, with what was changed', async () => {
    const c = cases.get('corrected')!;
    const fixed = c.statement.transactions.map((t, i) => (t.corrections ? String(i) : '')).filter(Boolean);
    expect(fixed.length).toBeGreaterThan(0);
    const page = await open(c);
    expect((await boxProblems(page)).problems).toEqual([]);
    const marks = await page.evaluate(() => ({
      boxes: [...document.querySelectorAll('g.row.row-fixed')].map((g) => g.getAttribute('data-i')!),
      notes: [...document.querySelectorAll('g.row-fixed text.fixed-note')].map((t) => [...t.querySelectorAll('tspan')].map((x) => x.textContent).join(' ')),
      rows: [...document.querySelectorAll('#rows tr.fixed')].map((g) => g.getAttribute('data-i')!),
    }));
    expect(marks.boxes).toEqual(fixed);
    expect(marks.rows).toEqual(fixed);
    expect(marks.notes.every((n) => n.includes('31 Apr 2024 does not exist'))).toBe(true);
    await page.close();
  });

  it('scanned (OCR): every row has a box inside its page image and the break is marked', async () => {
    // Fed upside down and tilted: the report must turn the image the way the OCR read it for the boxes to fall on the text.
    const { pdf } = await scanPdf(await alteredSample(), { seed: 3, pages: [1], damage: { dpi: 200, tiltDeg: 0.7, mode: 'grey', upsideDown: true } });
    const c = await makeCase('scanned', pdf);
    expect(c.statement.pages.map((p) => p.type)).toEqual(['scanned']);
    expect(c.statement.transaction_count).toBeGreaterThan(15);
    const page = await open(c);
    const { rows, problems } = await boxProblems(page);
    expect(rows).toBe(c.statement.transaction_count);
    expect(problems).toEqual([]);
    const marks = await breakMarks(page);
    const breaks = c.statement.reconciliation.breaks.map((b) => String(b.index));
    expect(breaks.length).toBeGreaterThan(0);
    expect(marks.boxes).toEqual(breaks);
    expect(marks.rows).toEqual(breaks);
    const altered = c.statement.transactions.findIndex((t) => t.date === '2024-03-02' && t.debit === 18.7);
    expect(breaks).toContain(String(altered));
    expect(await page.textContent('.page-label')).toContain('scanned upside down');
    await page.screenshot({ path: join(out, 'scanned.png'), fullPage: false });
    await page.close();
    expect(external).toEqual([]);
  }, 120_000);
});
