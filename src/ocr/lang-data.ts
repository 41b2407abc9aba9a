import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { StatementError } from '../errors.js';

const require = createRequire(import.meta.url);

/**
 * Folder holding eng.traineddata.gz (LSTM-only "best_int" model, 2.9 MB) from the npm package
 * @tesseract.js-data/eng. Throws OCR_UNAVAILABLE when it is missing: tesseract.js would otherwise try a CDN,
 * which crashes the process (or hangs) offline.
 */
export function resolveLangPath(override?: string): string {
  let dir = override;
  if (!dir) {
    try {
      dir = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
    } catch (e) {
      throw new StatementError('OCR_UNAVAILABLE', 'OCR language data is not installed (npm package @tesseract.js-data/eng)', { cause: e });
    }
  }
  const file = join(dir, 'eng.traineddata.gz');
  if (!existsSync(file)) throw new StatementError('OCR_UNAVAILABLE', `OCR language data not found: ${file}`);
  return dir;
}
