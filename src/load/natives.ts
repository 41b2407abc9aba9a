/**
 * Builtins that the legacy pdf.js bundle (the build that runs on Node 20) replaces with core-js versions when it
 * loads, for edge cases that neither pdf.js nor this library needs: `Array.prototype.push` (V8 before 12.2 does not
 * throw when pushing onto an array whose length is read-only), `JSON.stringify`/`JSON.parse` (raw JSON and source
 * text), `Function.prototype.toString`. The replacements are plain JavaScript and global: after `import`ing pdf.js,
 * every `push` in the process (this library's layout, the caller's own code) ran 5x slower. They are put back
 * right after pdf.js loads, here and in the parsing thread (pdf-worker.ts).
 */
export const KEPT_NATIVES: readonly (readonly [owner: string, key: string])[] = [
  ['Array.prototype', 'push'],
  ['JSON', 'stringify'],
  ['JSON', 'parse'],
  ['Function.prototype', 'toString'],
];

const owners: Record<string, object> = { 'Array.prototype': Array.prototype, JSON, 'Function.prototype': Function.prototype };
// Taken when this module is evaluated, which pdfjs.ts makes happen before pdf.js is.
const saved = KEPT_NATIVES.map(([o, k]) => [owners[o]!, k, Object.getOwnPropertyDescriptor(owners[o]!, k)] as const);

export function restoreNatives(): void {
  for (const [owner, key, descriptor] of saved) if (descriptor) Object.defineProperty(owner, key, descriptor);
}

/** The same, as source text for a thread's eval'd entry point: `saveNatives` before its imports, `restoreNatives()` after. */
export const NATIVES_SOURCE = `const savedNatives = [${KEPT_NATIVES.map(([o, k]) => `[${o}, '${k}']`).join(', ')}].map(([o, k]) => [o, k, Object.getOwnPropertyDescriptor(o, k)]);
const restoreNatives = () => { for (const [o, k, d] of savedNatives) if (d) Object.defineProperty(o, k, d); };`;
