import { StatementError } from '../errors.js';
import { PDFJS_RESOURCES, pdfjs, type PDFDocumentProxy } from './pdfjs.js';

export const DEFAULT_MAX_PAGES = 2000;

export interface OpenOptions {
  password?: string;
  maxPages?: number;
}

/** Opens PDF bytes with pdf.js and maps its failures to typed errors. The caller must `destroy()` the document. */
export async function openPdf(bytes: Uint8Array, options: OpenOptions = {}): Promise<PDFDocumentProxy> {
  const task = pdfjs.getDocument({
    data: bytes,
    password: options.password,
    ...PDFJS_RESOURCES,
    cMapPacked: true,
    isEvalSupported: false,
    verbosity: 0,
    stopAtErrors: false,
    useSystemFonts: false,
  });
  let doc: PDFDocumentProxy;
  try {
    doc = await task.promise;
  } catch (e) {
    await task.destroy().catch(() => undefined);
    throw mapPdfjsError(e, options.password);
  }
  const max = options.maxPages ?? DEFAULT_MAX_PAGES;
  if (doc.numPages === 0) {
    await doc.destroy();
    throw new StatementError('NO_PAGES', 'the PDF has no pages');
  }
  if (doc.numPages > max) {
    const n = doc.numPages;
    await doc.destroy();
    throw new StatementError('TOO_MANY_PAGES', `the PDF has ${n} pages; the limit is ${max} (option maxPages)`);
  }
  return doc;
}

function mapPdfjsError(e: unknown, password: string | undefined): StatementError {
  const err = e as { name?: string; code?: number; message?: string };
  if (err?.name === 'PasswordException') {
    if (err.code === pdfjs.PasswordResponses.INCORRECT_PASSWORD && password)
      return new StatementError('WRONG_PASSWORD', 'the PDF is encrypted and the password given is wrong', { cause: e });
    return new StatementError('PASSWORD_REQUIRED', 'the PDF is encrypted: pass its password (option password / --password)', { cause: e });
  }
  if (err?.name === 'InvalidPDFException')
    return new StatementError('CORRUPT_PDF', `the PDF is damaged or truncated: ${err.message ?? 'invalid structure'}`, { cause: e });
  return new StatementError('CORRUPT_PDF', `the PDF cannot be read: ${err?.message ?? String(e)}`, { cause: e });
}
