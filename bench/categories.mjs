#!/usr/bin/env node
/**
 * Category accuracy on hand-labelled, distinct bank-statement descriptions (bench/categories-labelled.txt).
 * Every 5th labelled line is held back: its accuracy is reported on its own and its misses are not printed, so that
 * rules are written against the other four fifths only (pass --show-held-back to list them anyway, after the fact).
 * --fixtures adds an independent check: the distinct description templates of the fixture generator's merchant pools
 * (fixtures/generator/merchants, labelled by their own author), placeholders filled in, each counted once.
 * Uses the compiled library: run `npm run build` first (or set CATEGORIES_DIST to another compiled dist folder).
 * --fresh adds bench/categories-fresh.txt, a set written after the rules and not tuned on (see its header).
 *   node bench/categories.mjs [--misses N] [--show-held-back] [--fixtures] [--fresh] [--json]
 */
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.CATEGORIES_DIST ? path.resolve(process.env.CATEGORIES_DIST) : path.join(root, 'dist');
const entry = path.join(dist, 'categorize', 'categorize.js');
if (!fs.existsSync(entry)) {
  console.error(`${entry} not found: run "npm run build" first (or set CATEGORIES_DIST)`);
  process.exit(1);
}
const { categorize } = await import(pathToFileURL(entry).href);
const { values: opt } = parseArgs({
  options: {
    misses: { type: 'string', default: '60' },
    'show-held-back': { type: 'boolean', default: false },
    fixtures: { type: 'boolean', default: false },
    fresh: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});

function readLabelled(file) {
  const rows = [];
  fs.readFileSync(file, 'utf8').split(/\r?\n/).forEach((line, i) => {
    if (!line.trim() || line.startsWith('#')) return;
    const m = /^(\S+)\s+(in|out)\s+(bank|card)\s+(.+)$/.exec(line);
    if (!m) throw new Error(`${file}:${i + 1}: expected "CATEGORY in|out bank|card DESCRIPTION"`);
    rows.push({ line: i + 1, category: m[1], dir: m[2], account: m[3] === 'card' ? 'credit_card' : 'bank', description: m[4] });
  });
  return rows;
}

const rows = readLabelled(path.join(root, 'bench', 'categories-labelled.txt'));
const parts = { tuning: { right: 0, total: 0, misses: [] }, heldBack: { right: 0, total: 0, misses: [] } };
rows.forEach((r, i) => {
  const part = (i + 1) % 5 === 0 ? parts.heldBack : parts.tuning;
  const got = categorize(r.description, r.dir, { accountType: r.account });
  part.total++;
  if (got === r.category) part.right++;
  else part.misses.push(`  ${r.category} -> ${got}  [${r.dir} ${r.account}] ${r.description}  (line ${r.line})`);
});

/** The generator's pools: `{ t: 'VIS TESCO STORES {d4}|READING', cat: 'grocery', dir: 'out' }`, one pool per account. */
async function fixtureRows() {
  const dir = path.join(root, 'build', 'fixtures', 'merchants');
  if (!fs.existsSync(dir)) throw new Error(`${dir} not found: run "npm run build" first`);
  const seen = new Set();
  const out = [];
  for (const f of fs.readdirSync(dir).filter((f) => f.endsWith('.js')).sort()) {
    for (const [name, pool] of Object.entries(await import(pathToFileURL(path.join(dir, f)).href))) {
      for (const e of pool?.entries ?? []) {
        const description = e.t
          .replace(/\{P\}/g, 'J SMITH')
          .replace(/\{M\}/g, 'MAR')
          .replace(/\{(?:[A-Za-z]+:)?d(\d+)\}/g, (_, n) => '4821730596142'.slice(0, Number(n)))
          .replace(/\{(?:[A-Za-z]+:)?A(\d+)\}/g, (_, n) => 'K7Q2X9M4P1'.slice(0, Number(n)))
          .split('|')
          .join(' ');
        const account = /card/i.test(name) ? 'credit_card' : 'bank';
        const key = `${description}|${e.dir}|${account}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ category: e.cat, dir: e.dir, account, description, line: `${f} ${name}` });
      }
    }
  }
  return out;
}

const fixtures = { right: 0, total: 0, misses: [] };
if (opt.fixtures)
  for (const r of await fixtureRows()) {
    const got = categorize(r.description, r.dir, { accountType: r.account });
    fixtures.total++;
    if (got === r.category) fixtures.right++;
    else fixtures.misses.push(`  ${r.category} -> ${got}  [${r.dir} ${r.account}] ${r.description}  (${r.line})`);
  }

const fresh = { right: 0, total: 0, misses: [] };
if (opt.fresh)
  for (const r of readLabelled(path.join(root, 'bench', 'categories-fresh.txt'))) {
    const got = categorize(r.description, r.dir, { accountType: r.account });
    fresh.total++;
    if (got === r.category) fresh.right++;
    else fresh.misses.push(`  ${r.category} -> ${got}  [${r.dir} ${r.account}] ${r.description}  (line ${r.line})`);
  }

const pct = (p) => (p.total ? (100 * p.right) / p.total : 0);
const all = { right: parts.tuning.right + parts.heldBack.right, total: parts.tuning.total + parts.heldBack.total };
if (opt.json) {
  console.log(JSON.stringify({ all: { ...all, pct: pct(all) }, tuning: { right: parts.tuning.right, total: parts.tuning.total, pct: pct(parts.tuning) }, heldBack: { right: parts.heldBack.right, total: parts.heldBack.total, pct: pct(parts.heldBack) }, ...(opt.fixtures ? { fixtures: { right: fixtures.right, total: fixtures.total, pct: pct(fixtures) } } : {}), ...(opt.fresh ? { fresh: { right: fresh.right, total: fresh.total, pct: pct(fresh) } } : {}) }));
} else {
  const n = Number(opt.misses);
  console.log(`tuning part misses (${parts.tuning.misses.length}${parts.tuning.misses.length > n ? `, first ${n}` : ''}):`);
  for (const m of parts.tuning.misses.slice(0, n)) console.log(m);
  if (opt['show-held-back']) {
    console.log(`held-back misses (${parts.heldBack.misses.length}):`);
    for (const m of parts.heldBack.misses) console.log(m);
  }
  console.log(`all labelled: ${pct(all).toFixed(1)} % (${all.right}/${all.total})`);
  console.log(`tuning part:  ${pct(parts.tuning).toFixed(1)} % (${parts.tuning.right}/${parts.tuning.total})`);
  console.log(`held back:    ${pct(parts.heldBack).toFixed(1)} % (${parts.heldBack.right}/${parts.heldBack.total})`);
  if (opt.fixtures) {
    console.log(`fixture pools (independent labels, distinct templates): ${pct(fixtures).toFixed(1)} % (${fixtures.right}/${fixtures.total})`);
    for (const m of fixtures.misses.slice(0, Number(opt.misses))) console.log(m);
  }
  if (opt.fresh) {
    console.log(`fresh set (written after the rules): ${pct(fresh).toFixed(1)} % (${fresh.right}/${fresh.total})`);
    for (const m of fresh.misses.slice(0, Number(opt.misses))) console.log(m);
  }
}
