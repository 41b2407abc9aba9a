// Child process of bench/digital.mjs: extracts one file and reports time, rows and peak RSS of this process.
import { extract } from '../dist/index.js';

const file = process.argv[2];
const t0 = process.hrtime.bigint();
const st = await extract(file, { ocr: { enabled: false } });
const ms = Number(process.hrtime.bigint() - t0) / 1e6;
process.stdout.write(JSON.stringify({ ms, pages: st.page_count, rows: st.transaction_count, status: st.reconciliation.status, maxRssMB: process.resourceUsage().maxRSS / 1024 }) + '\n');
