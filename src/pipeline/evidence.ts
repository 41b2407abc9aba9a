import type { LayoutEvidence, PageType, Statement } from '../types.js';

/**
 * What the pipeline saw while reading a statement, kept for the visual report (src/report) only: the layout
 * evidence (table headers, lines set aside) and each page's size. It rides on the Statement returned by extract()
 * under a symbol key that is not enumerable, so JSON.stringify, spreading, structuredClone and the exporters never
 * see it: the public result stays exactly the documented Statement.
 */
export interface ExtractionEvidence {
  layout?: LayoutEvidence;
  /** `turn`: the scan was read turned (upside down or sideways), so the report turns its image the same way. */
  pages: { page: number; width: number; height: number; type: PageType; turn?: 90 | -90 | 180 }[];
}

const KEY = Symbol.for('statement-extractor.evidence');

export function attachEvidence(statement: Statement, evidence: ExtractionEvidence): Statement {
  Object.defineProperty(statement, KEY, { value: evidence, enumerable: false, configurable: true, writable: false });
  return statement;
}

export function evidenceOf(statement: Statement): ExtractionEvidence | undefined {
  return (statement as unknown as Record<symbol, ExtractionEvidence | undefined>)[KEY];
}
