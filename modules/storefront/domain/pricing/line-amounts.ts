import type { LineAmounts } from '../storefront-pricing';

/**
 * The amount for a sign of `lineCount` text lines: `line_<n>`, else the largest `line_<k>` below n (a
 * merchant who prices one and two lines prices every longer sign as two), else nothing (0).
 */
export function amountForLineCount(amounts: LineAmounts, lineCount: number): number {
  let best: { lines: number; amount: number } | undefined;
  for (const [key, amount] of Object.entries(amounts)) {
    const lines = Number(/^line_(\d+)$/u.exec(key)?.[1]);
    if (!Number.isInteger(lines) || lines > lineCount) continue;
    if (!best || lines > best.lines) best = { lines, amount };
  }
  return best?.amount ?? 0;
}
