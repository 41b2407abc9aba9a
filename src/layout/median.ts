/** The middle value of `xs` (the upper one of an even count); `xs` must not be empty. */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}
