import { availableParallelism } from 'node:os';
import { createCanvas } from '@napi-rs/canvas';
import Tesseract from 'tesseract.js';
import { StatementError, throwIfAborted } from '../errors.js';
import type { PDFPageProxy } from '../load/pdfjs.js';
import type { OcrOptions, PageText, Word } from '../types.js';
import { groupLines } from '../text/group-lines.js';
import { resolveLangPath } from './lang-data.js';
import { recognizeWords, type RecognizeFn } from './recognize-image.js';
import { DEFAULT_DPI, renderPageGrey } from './render-page.js';
import { toPgm, type GreyImage } from './grey-image.js';

export interface OcrPool {
  /** Number of workers: at most this many pages are worth having in flight. */
  size: number;
  /** Renders, deskews and OCRs one page. pageNumber is 1-based and only labels the result. */
  recognizePage(page: PDFPageProxy, pageNumber: number, signal?: AbortSignal): Promise<PageText>;
  /**
   * recognizePage before grouping: the page (its `lines` empty) and its OCR words, which groupLines(words) makes
   * recognizePage's lines. For bench/scan-cache.mjs, which keeps the words to read them again with later code.
   */
  recognizeWords(page: PDFPageProxy, pageNumber: number, signal?: AbortSignal): Promise<{ page: PageText; words: Word[] }>;
  /** Stops every worker; pending pages reject with OCR_FAILED. Safe to call twice. */
  terminate(): Promise<void>;
  /** True once terminate() has been called: every later page fails. */
  readonly terminated: boolean;
}

export interface OcrPoolOptions extends OcrOptions {
  /** @internal Folder with eng.traineddata.gz (tests point it at a missing folder). */
  langPath?: string;
}

export const MAX_DEFAULT_WORKERS = 4;

/**
 * Tesseract parameters every worker runs with (bench/ocr.mjs gives native tesseract the same). Page segmentation
 * stays at the library default, 6 (one uniform block): the command line's default, 3, costs ~35 % more time.
 */
export const OCR_PARAMETERS = {
  preserve_interword_spaces: '1',
  // Per-character LSTM candidates in hOCR: the source of Word.alternatives.
  lstm_choice_mode: '2',
} as const;

/**
 * Starts a pool of tesseract.js workers (one wasm instance each, ~300 MB) behind a scheduler. Language data
 * comes only from @tesseract.js-data/eng (LSTM-only best_int model): nothing is ever fetched. Workers are
 * created and warmed once and serve any number of pages and statements; the caller must `terminate()`.
 */
export async function createOcrPool(options: OcrPoolOptions = {}): Promise<OcrPool> {
  if (options.enabled === false) throw new StatementError('OCR_UNAVAILABLE', 'OCR is disabled (option ocr.enabled = false)');
  const langPath = resolveLangPath(options.langPath);
  const dpi = clampDpi(options.dpi ?? DEFAULT_DPI);
  const size = Math.max(1, Math.floor(options.workers ?? Math.min(MAX_DEFAULT_WORKERS, availableParallelism())));

  const scheduler = Tesseract.createScheduler();
  const workers: Tesseract.Worker[] = [];
  let terminated = false;
  const pending = new Set<(e: Error) => void>();

  const terminate = async (): Promise<void> => {
    if (terminated) return;
    terminated = true;
    // The scheduler drops queued jobs without settling them and a killed worker never answers: reject ours.
    for (const reject of pending) reject(new StatementError('OCR_FAILED', 'the OCR pool was terminated'));
    pending.clear();
    await Promise.allSettled(workers.map((w) => w.terminate()));
  };

  try {
    const created = await Promise.allSettled(Array.from({ length: size }, () => createWorker(langPath, dpi)));
    for (const r of created) if (r.status === 'fulfilled') workers.push(r.value);
    const failed = created.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw new StatementError('OCR_UNAVAILABLE', `the OCR engine did not start: ${errText(failed.reason)}`, { cause: failed.reason });
    const warm = warmUpImage();
    await Promise.all(workers.map((w) => w.recognize(warm, {}, { text: true })));
    for (const w of workers) scheduler.addWorker(w);
  } catch (e) {
    await terminate();
    throw e;
  }

  const recognize: RecognizeFn = (image, imageDpi) => {
    if (terminated) return Promise.reject(new StatementError('OCR_FAILED', 'the OCR pool was terminated'));
    return new Promise((resolve, reject) => {
      pending.add(reject);
      scheduler
        .addJob(
          'recognize',
          image as unknown as Buffer,
          // Tesseract parameters in the options apply to this job only (the worker restores them afterwards).
          (Math.round(imageDpi) !== Math.round(dpi) ? { user_defined_dpi: String(Math.round(imageDpi)) } : {}) as Partial<Tesseract.RecognizeOptions>,
          { hocr: true },
        )
        .then(
          (r) => resolve({ hocr: r.data.hocr ?? '', confidence: r.data.confidence }),
          (e: unknown) => reject(new StatementError('OCR_FAILED', `OCR failed: ${errText(e)}`, { cause: e })),
        )
        .finally(() => pending.delete(reject));
    });
  };

  // One render at a time: rendering runs on this thread anyway (no speed-up from overlap), and a scanned page's
  // JPEG decode briefly needs ~150 MB, which two concurrent renders would double.
  let renderQueue: Promise<unknown> = Promise.resolve();
  const renderOne = (page: PDFPageProxy): Promise<GreyImage> => {
    const next = renderQueue.then(() => renderPageGrey(page, dpi));
    renderQueue = next.catch(() => undefined);
    return next;
  };

  const words = async (page: PDFPageProxy, pageNumber: number, signal?: AbortSignal): Promise<{ page: PageText; words: Word[] }> => {
    throwIfAborted(signal);
    if (terminated) throw new StatementError('OCR_FAILED', 'the OCR pool was terminated');
    let img;
    try {
      img = await renderOne(page);
      // Drop pdf.js's decoded scan image (tens of MB) now rather than after OCR; the page stays usable.
      page.cleanup();
    } catch (e) {
      throw new StatementError('OCR_FAILED', `page ${pageNumber} could not be rendered: ${errText(e)}`, { cause: e });
    }
    // Rendering blocks this thread for ~1 s on a scanned page: let timers (and abort handlers) run first.
    await new Promise<void>((r) => setImmediate(r));
    throwIfAborted(signal);
    const vp = page.getViewport({ scale: 1 });
    return recognizeWords(img, { pageNumber, width: vp.width, height: vp.height, recognize, signal });
  };

  return {
    size,
    async recognizePage(page, pageNumber, signal) {
      const r = await words(page, pageNumber, signal);
      return { ...r.page, lines: groupLines(r.words, pageNumber) };
    },
    recognizeWords: words,
    terminate,
    get terminated() {
      return terminated;
    },
  };
}

async function createWorker(langPath: string, dpi: number): Promise<Tesseract.Worker> {
  const worker = await Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
    langPath,
    gzip: true,
    cacheMethod: 'none',
    // Without a handler, tesseract.js throws a failed job's error from its message listener (uncaught);
    // the job's own promise rejects anyway, so the handler has nothing to do.
    errorHandler: () => undefined,
  });
  try {
    await worker.setParameters({ debug_file: '/dev/null', user_defined_dpi: String(Math.round(dpi)), ...OCR_PARAMETERS });
  } catch (e) {
    await worker.terminate().catch(() => undefined);
    throw e;
  }
  return worker;
}

/** A small line of digits and letters: the first recognition compiles the wasm paths (0.4-1 s), not a page. */
function warmUpImage(): Buffer {
  const c = createCanvas(420, 60);
  const ctx = c.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, 420, 60);
  ctx.fillStyle = '#000000';
  ctx.font = '30px sans-serif';
  ctx.fillText('01/02/2024 Paid 1,234.56', 10, 42);
  const d = ctx.getImageData(0, 0, 420, 60).data;
  const grey = new Uint8Array(420 * 60);
  for (let i = 0; i < grey.length; i++) grey[i] = d[i * 4 + 1]!;
  c.width = 1;
  return Buffer.from(toPgm({ width: 420, height: 60, data: grey }));
}

function clampDpi(dpi: number): number {
  if (!Number.isFinite(dpi)) return DEFAULT_DPI;
  return Math.min(600, Math.max(100, dpi));
}

function errText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
