// Fuzzer: mutations of the project's own sample and generated fixtures, plus crafted hostile files, each read in a
// child process (bench/fuzz-one.mjs: extract() then preview()) under a wall-clock limit per call and an RSS limit. Prints outcome
// counts; every case that is not "ok" or a typed StatementError is listed with its seed, so it can be replayed.
//
// Run: npm run build && node bench/fuzz.mjs [--seed N] [--count N] [--crafted] [--ocr] [--wall S] [--rss MB]
//        [--save DIR] [--keep-typed] [--verbose]
//   --crafted     also the crafted set (bombs, deep nesting, cyclic page trees, FIFO, /dev/zero, directory, sparse file)
//   --save DIR    copy every failing case (untyped, crash, timeout, over RSS) to DIR; with --keep-typed also one
//                 case per typed error code (how test/fuzz-corpus/ was seeded)
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, truncateSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const arg = (name, def) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : def;
};
const seed0 = Number(arg('--seed', 1));
const count = Number(arg('--count', 100));
const wallS = Number(arg('--wall', 60));
const rssMB = Number(arg('--rss', 1536));
const saveDir = arg('--save', null);
const keepTyped = process.argv.includes('--keep-typed');
const crafted = process.argv.includes('--crafted');
const ocr = process.argv.includes('--ocr');
const verbose = process.argv.includes('--verbose');

/** mulberry32: a small seeded PRNG, so a case is its seed. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const sources = [join(root, 'samples', 'sample-statement.pdf')];
const fixtures = join(root, 'fixtures', 'out');
if (existsSync(fixtures)) for (const f of readdirSync(fixtures).sort()) if (f.endsWith('.pdf')) sources.push(join(fixtures, f));
const sourceBytes = sources.map((f) => readFileSync(f));

const latin1 = (b) => Buffer.from(b).toString('latin1');
const bytes = (s) => Buffer.from(s, 'latin1');

/** Mutation families. Each takes the source bytes and a random source; returns new bytes. */
const FAMILIES = {
  flip(b, r) {
    const out = Buffer.from(b);
    const n = 1 + Math.floor(r() * 16);
    for (let i = 0; i < n; i++) out[Math.floor(r() * out.length)] = Math.floor(r() * 256);
    return out;
  },
  truncate(b, r) {
    return b.subarray(0, Math.floor(r() * b.length));
  },
  chunk(b, r) {
    // Remove or repeat a random chunk: shifts every later offset, so the xref no longer matches.
    const at = Math.floor(r() * b.length);
    const len = Math.floor(r() * Math.min(4096, b.length - at));
    return r() < 0.5 ? Buffer.concat([b.subarray(0, at), b.subarray(at + len)]) : Buffer.concat([b.subarray(0, at + len), b.subarray(at, at + len), b.subarray(at + len)]);
  },
  token(b, r) {
    // Replace one structural token by another of the same kind: references, counts, names, keywords.
    const s = latin1(b);
    const swaps = [
      [/\d+ 0 R/g, () => `${Math.floor(r() * 40)} 0 R`],
      [/\/Count \d+/g, () => `/Count ${[0, 1, 2, 99999999, -1][Math.floor(r() * 5)]}`],
      [/\/Length \d+/g, () => `/Length ${Math.floor(r() * 100000)}`],
      [/\/Type \/\w+/g, () => ['/Type /Pages', '/Type /Page', '/Type /XObject', '/Type /Font'][Math.floor(r() * 4)]],
      [/endobj|endstream|stream|obj/g, () => ['', 'obj', 'endobj', 'stream', 'endstream'][Math.floor(r() * 5)]],
      [/\/Filter \/\w+/g, () => ['/Filter /FlateDecode', '/Filter /LZWDecode', '/Filter /DCTDecode', '/Filter /ASCII85Decode', '/Filter /Nonsense'][Math.floor(r() * 5)]],
      [/-?\d+\.?\d*/g, () => String([0, -1, 1e30, 2147483648, 1.5, -99999][Math.floor(r() * 6)])],
    ];
    const [re, make] = swaps[Math.floor(r() * swaps.length)];
    const hits = [...s.matchAll(re)];
    if (!hits.length) return b;
    const h = hits[Math.floor(r() * hits.length)];
    return bytes(s.slice(0, h.index) + make() + s.slice(h.index + h[0].length));
  },
  stream(b, r) {
    // Noise inside a (compressed) stream's data.
    const s = latin1(b);
    const starts = [...s.matchAll(/stream\r?\n/g)].map((m) => m.index + m[0].length);
    if (!starts.length) return b;
    const at = starts[Math.floor(r() * starts.length)];
    const out = Buffer.from(b);
    const n = 1 + Math.floor(r() * 64);
    for (let i = 0; i < n && at + i * 7 < out.length; i++) out[at + Math.floor(r() * 200)] = Math.floor(r() * 256);
    return out;
  },
  xref(b, r) {
    // Shift xref entries or the startxref offset.
    const s = latin1(b);
    const m = [...s.matchAll(/(\d{10}) (\d{5}) n/g)];
    if (r() < 0.3 || !m.length) return bytes(s.replace(/startxref\s+\d+/, `startxref\n${Math.floor(r() * s.length * 2)}`));
    const h = m[Math.floor(r() * m.length)];
    const v = String(Math.floor(r() * s.length)).padStart(10, '0').slice(-10);
    return bytes(s.slice(0, h.index) + v + s.slice(h.index + 10));
  },
};

function buildPdf(objects) {
  let out = '%PDF-1.7\n';
  const offsets = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const x = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${x}\n%%EOF\n`;
  return bytes(out);
}
const page = (content, extra = '', resources = '') =>
  buildPdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R ${resources} ${extra} >>`, content]);
const plain = (body) => `<< /Length ${body.length} >>\nstream\n${body}\nendstream`;
const flate = (body, extra = '') => {
  const z = latin1(deflateSync(Buffer.from(body, 'latin1'), { level: 9 }));
  return `<< /Length ${z.length} /Filter /FlateDecode ${extra} >>\nstream\n${z}\nendstream`;
};

/** Crafted hostile inputs: name -> () => bytes, or a special path. */
function craftedCases(dir) {
  const image = (w, h) => {
    const z = latin1(deflateSync(Buffer.alloc(w * h, 0xff), { level: 9 }));
    return buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /XObject << /Im1 5 0 R >> >> >>',
      plain('q 595 0 0 842 0 0 cm /Im1 Do Q'),
      `<< /Type /XObject /Subtype /Image /Width ${w} /Height ${h} /ColorSpace /DeviceGray /BitsPerComponent 8 /Length ${z.length} /Filter /FlateDecode >>\nstream\n${z}\nendstream`,
    ]);
  };
  const cases = {
    'nested q 1e5': () => page(plain(`${'q '.repeat(100_000)}BT (x) Tj ET`)),
    'nested q 1e6': () => page(flate(`${'q '.repeat(1_000_000)}BT (x) Tj ET`)),
    'nested arrays 1e5 in page dict': () => page(plain('BT (x) Tj ET'), `/Foo ${'['.repeat(100_000)}${']'.repeat(100_000)}`),
    'nested arrays 1e6 in content': () => page(flate(`${'['.repeat(1_000_000)}${']'.repeat(1_000_000)} pop`)),
    'nested dicts 1e5': () => page(plain('BT (x) Tj ET'), `/Foo ${'<</A '.repeat(100_000)}1${'>>'.repeat(100_000)}`),
    'flate bomb q Q 300 MB': () => page(flate('q Q '.repeat(75_000_000))),
    'flate bomb text 300 MB': () => page(flate('BT (A) Tj ET '.repeat(23_000_000))),
    'flate bomb numbers 200 MB': () => page(flate(`BT [${'0 '.repeat(100_000_000)}] TJ ET`)),
    'image bomb 20000x20000': () => image(20000, 20000),
    'one image drawn over the page 100,000 times': () => {
      const z = latin1(deflateSync(Buffer.alloc(100 * 100, 0xf0)));
      return buildPdf([
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /XObject << /Im1 5 0 R >> >> >>',
        flate('q 595 0 0 842 0 0 cm /Im1 Do Q '.repeat(100_000)),
        `<< /Type /XObject /Subtype /Image /Width 100 /Height 100 /ColorSpace /DeviceGray /BitsPerComponent 8 /Length ${z.length} /Filter /FlateDecode >>\nstream\n${z}\nendstream`,
      ]);
    },
    'page 14400x14400 in': () => buildPdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 14400 14400] /Contents 4 0 R >>', plain('0 0 m 14400 14400 l S')]),
    'cyclic pages': () => buildPdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 2 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>']),
    'kid points to itself': () => buildPdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>']),
    '100000 pages claimed': () => buildPdf(['<< /Type /Catalog /Pages 2 0 R >>', `<< /Type /Pages /Kids [${'3 0 R '.repeat(100_000)}] /Count 100000 >>`, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>']),
    'xref stream loop': () => bytes('%PDF-1.7\n1 0 obj << /Type /XRef /Size 2 /W [1 2 1] /Prev 9 /Length 0 >> stream\n\nendstream endobj\nstartxref\n9\n%%EOF\n'),
    // No xref at all, 120 MB of objects (just under MAX_INPUT_BYTES): pdf.js rebuilds the xref by scanning.
    'xref reconstruction 120 MB, one object number': () => {
      const unit = '12345 0 obj << /Type /Page /Kids [1 0 R] >> endobj\n';
      return bytes('%PDF-1.7\n' + unit.repeat(Math.floor((120 * 1024 * 1024) / unit.length)));
    },
    'xref reconstruction 120 MB, 1.7 M objects': () => {
      const parts = ['%PDF-1.7\n'];
      for (let i = 1, size = 9; size < 120 * 1024 * 1024; i++) {
        const o = `${i} 0 obj << /Type /Page /Parent 1 0 R /Contents ${i + 1} 0 R >> endobj\n`;
        parts.push(o);
        size += o.length;
      }
      return bytes(parts.join(''));
    },
  };
  const special = {};
  if (process.platform === 'linux') {
    special['FIFO'] = () => {
      const p = join(dir, 'fifo.pdf');
      execFileSync('mkfifo', [p]);
      return p;
    };
    special['/dev/zero'] = () => '/dev/zero';
    special['/dev/urandom'] = () => '/dev/urandom';
    special['directory'] = () => dir;
    special['sparse 1 GB file'] = () => {
      const p = join(dir, 'sparse.pdf');
      writeFileSync(p, '%PDF-1.7\n');
      truncateSync(p, 1024 * 1024 * 1024);
      return p;
    };
  }
  return { cases, special };
}

/**
 * Runs one file in a child; kills it over the wall or RSS limit, read from /proc every 100 ms (VmRSS now, VmHWM the
 * child's own peak: getrusage's maxrss would carry over this process's peak through fork and exec).
 */
function runCase(file) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(here, 'fuzz-one.mjs'), file, ...(ocr ? ['--ocr'] : [])], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    let killed = null;
    let peak = 0;
    const t0 = Date.now();
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    // Two calls per child (extract, preview), each held to the wall limit; the child is killed past both plus start-up.
    const wall = setTimeout(() => {
      killed = 'timeout';
      child.kill('SIGKILL');
    }, (2 * wallS + 10) * 1000);
    const poll = setInterval(() => {
      try {
        const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
        const mb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
        peak = Math.max(peak, mb, Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024);
        if (mb > rssMB) {
          killed = 'rss';
          child.kill('SIGKILL');
        }
      } catch {
        // the child is gone
      }
    }, 100);
    child.on('close', (code, signal) => {
      clearTimeout(wall);
      clearInterval(poll);
      const ms = Date.now() - t0;
      if (killed) return resolve({ outcome: killed, ms, peak });
      try {
        const r = JSON.parse(out.trim().split('\n').pop());
        const bad = [r.extract, r.preview].find((x) => x.outcome === 'untyped');
        if (bad) return resolve({ outcome: 'untyped', detail: `${bad.name}: ${bad.message}`, ms, peak });
        if (peak > rssMB) return resolve({ outcome: 'rss', ms, peak });
        const slow = [r.extract, r.preview].find((x) => x.ms > wallS * 1000);
        if (slow) return resolve({ outcome: 'timeout', detail: `one call took ${slow.ms} ms`, ms, peak });
        const label = (x) => (x.outcome === 'ok' ? 'ok' : x.code);
        return resolve({ outcome: 'done', extract: label(r.extract), preview: label(r.preview), ms, peak });
      } catch {
        return resolve({ outcome: 'crash', detail: `exit ${code ?? signal}: ${err.trim().split('\n').slice(-3).join(' | ').slice(0, 300)}`, ms, peak });
      }
    });
  });
}

const work = mkdtempSync(join(tmpdir(), 'se-fuzz-'));
if (saveDir) mkdirSync(saveDir, { recursive: true });
const counts = new Map();
const bump = (k) => counts.set(k, (counts.get(k) ?? 0) + 1);
const failures = [];
const keptCodes = new Set();
let slowest = { ms: 0 };
let peakAll = 0;

async function one(name, file) {
  const r = await runCase(file);
  slowest = r.ms > slowest.ms ? { ms: r.ms, name } : slowest;
  peakAll = Math.max(peakAll, r.peak);
  if (r.outcome === 'done') {
    bump(`extract ${r.extract}`);
    bump(`preview ${r.preview}`);
    const key = r.extract;
    if (saveDir && keepTyped && key !== 'ok' && !keptCodes.has(key) && existsSync(file) && !file.startsWith('/dev/')) {
      keptCodes.add(key);
      copyFileSync(file, join(saveDir, `${name.replace(/[^a-z0-9-]+/gi, '-')}.pdf`));
    }
  } else {
    bump(r.outcome);
    failures.push({ name, ...r });
    if (saveDir && existsSync(file) && !file.startsWith('/dev/')) copyFileSync(file, join(saveDir, `${r.outcome}-${name.replace(/[^a-z0-9-]+/gi, '-')}.pdf`));
  }
  if (verbose) console.log(`${name}: ${r.outcome === 'done' ? `extract ${r.extract}, preview ${r.preview}` : r.outcome}, ${r.ms} ms, ${r.peak.toFixed(0)} MB`);
  else process.stderr.write(`\r${name.padEnd(60).slice(0, 60)} ${r.outcome} ${r.ms} ms   `);
}

const started = Date.now();
for (let i = 0; i < count; i++) {
  const seed = seed0 + i;
  const r = rng(seed);
  const k = Math.floor(r() * sourceBytes.length);
  const names = Object.keys(FAMILIES);
  const fam = names[Math.floor(r() * names.length)];
  let b = sourceBytes[k];
  // One to three mutations stacked.
  const n = 1 + Math.floor(r() * 3);
  for (let j = 0; j < n; j++) b = FAMILIES[j === 0 ? fam : names[Math.floor(r() * names.length)]](b, r);
  const file = join(work, `case-${seed}.pdf`);
  writeFileSync(file, b);
  await one(`seed ${seed} ${fam} x${n} ${sources[k].split('/').pop()}`, file);
  rmSync(file, { force: true });
}
if (crafted) {
  const { cases, special } = craftedCases(work);
  for (const [name, make] of Object.entries(cases)) {
    const file = join(work, 'crafted.pdf');
    writeFileSync(file, make());
    await one(`crafted: ${name}`, file);
    rmSync(file, { force: true });
  }
  for (const [name, make] of Object.entries(special)) await one(`special: ${name}`, make());
}
rmSync(work, { recursive: true, force: true });

process.stderr.write('\n');
console.log(`seed ${seed0}, ${count} mutated case(s)${crafted ? ' + crafted set' : ''}, wall limit ${wallS} s, RSS limit ${rssMB} MB, ${((Date.now() - started) / 1000).toFixed(0)} s in all`);
for (const [k, v] of [...counts].sort()) console.log(`${String(v).padStart(6)}  ${k}`);
console.log(`slowest case: ${slowest.ms} ms (${slowest.name}); highest RSS: ${peakAll.toFixed(0)} MB`);
for (const f of failures) console.log(`FAIL ${f.outcome}: ${f.name} (${f.ms} ms, ${f.peak.toFixed(0)} MB) ${f.detail ?? ''}`);
process.exitCode = failures.length ? 1 : 0;
