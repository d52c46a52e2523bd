import { money } from './labels';

/**
 * What `count` letters cost when the first ones follow a position schedule (letter k costs schedule[k-1])
 * and every later one costs `each`; without a schedule every letter costs `each`.
 */
export function scheduledLettersAmount(count: number, schedule: readonly number[] | null | undefined, each: number): number {
  let amount = 0;
  for (let k = 1; k <= count; k += 1) amount += schedule && k <= schedule.length ? (schedule[k - 1] ?? each) : each;
  return amount;
}

/** The letters as a shopper reads them: how many, and what the first ones cost together where they cost more. */
export function scheduledLettersLabel(count: number, schedule: readonly number[] | null | undefined, each: number, currency: string): string {
  const byPosition = Math.min(count, schedule?.length ?? 0);
  if (byPosition === 0) return `Letters (${count} × ${money(each, currency)})`;
  if (byPosition === count) return `Letters (${count})`;
  const first = scheduledLettersAmount(byPosition, schedule, each);
  return `Letters (${count}: the first ${byPosition} for ${money(first, currency)}, then ${count - byPosition} × ${money(each, currency)})`;
}
