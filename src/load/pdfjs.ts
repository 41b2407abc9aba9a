import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
// Must come before pdf.js: it keeps the builtins pdf.js's polyfills replace (see natives.ts).
import { restoreNatives } from './natives.js';
// The legacy build is the one that runs in Node without DOM globals (STACK.md).
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';

restoreNatives();

export { pdfjs };
export type PDFDocumentProxy = Awaited<ReturnType<typeof pdfjs.getDocument>['promise']>;
export type PDFPageProxy = Awaited<ReturnType<PDFDocumentProxy['getPage']>>;

const require = createRequire(import.meta.url);
const pdfjsRoot = dirname(require.resolve('pdfjs-dist/package.json'));

/** pdf.js wants plain folder paths ending in '/' for its bundled resources, so nothing is fetched. */
export const PDFJS_RESOURCES = {
  standardFontDataUrl: join(pdfjsRoot, 'standard_fonts') + '/',
  cMapUrl: join(pdfjsRoot, 'cmaps') + '/',
  wasmUrl: join(pdfjsRoot, 'wasm') + '/',
};
