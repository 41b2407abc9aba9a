// CLI start-up: wall time of `statement-extractor --help`, `--version`, a usage error, and for comparison `node -e 0`
// and importing the library, each the median of N runs in a fresh process. Usage: npm run build && node bench/cli-startup.mjs [runs]
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const runs = Number(process.argv[2] ?? 21);
const root = resolve(import.meta.dirname, '..');
const cli = resolve(root, 'dist', 'cli.js');
const cases = [
  ['node -e 0', ['-e', '0']],
  ['--help', [cli, '--help']],
  ['--version', [cli, '--version']],
  ['usage error (--format nosuch)', [cli, 'extract', 'x.pdf', '--format', 'nosuch']],
  ["import 'statement-extractor/export'", ['--input-type=module', '-e', `await import(${JSON.stringify(resolve(root, 'dist/export/index.js'))})`]],
  ["import 'statement-extractor'", ['--input-type=module', '-e', `await import(${JSON.stringify(resolve(root, 'dist/index.js'))})`]],
];
for (const [name, args] of cases) {
  const ms = [];
  for (let i = 0; i < runs; i++) {
    const t = process.hrtime.bigint();
    spawnSync(process.execPath, args, { stdio: 'ignore' });
    ms.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  ms.sort((a, b) => a - b);
  console.log(`${name.padEnd(40)} median ${ms[Math.floor(runs / 2)].toFixed(0).padStart(5)} ms   min ${ms[0].toFixed(0).padStart(5)} ms`);
}
