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

export function scheduledLettersLabel(count: number, schedule: readonly number[] | null | undefined, each: number, currency: string): string {
  const byPosition = Math.min(count, schedule?.length ?? 0);
  if (byPosition === 0) return `Letters (${count} × ${money(each, currency)})`;
  if (byPosition === count) return `Letters (${count} × by position)`;
  return `Letters (${count}: ${byPosition} by position, ${count - byPosition} × ${money(each, currency)})`;
}
