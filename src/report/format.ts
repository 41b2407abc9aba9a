/** Small text helpers shared by the report's SVG and HTML builders. */

/** Escapes text for HTML/SVG content and attribute values (statement text is untrusted input). */
export function esc(s: unknown): string {
  return String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** 1234.5 -> "1,234.50"; null -> "". Grouped the same way for every statement: the report is for checking, not printing. */
export function money(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return '';
  return n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A signed difference: "+0.63", "−12.00". */
export function signed(n: number): string {
  return (n > 0 ? '+' : n < 0 ? '−' : '') + money(Math.abs(n));
}

/** Numbers in SVG attributes: one decimal is finer than a pixel at report resolution. */
export function num(n: number): string {
  return String(Math.round(n * 10) / 10);
}
