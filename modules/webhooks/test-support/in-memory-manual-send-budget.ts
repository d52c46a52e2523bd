import { Problems } from '../../../shared-kernel/problems/problems';
import type { ManualSendBudget } from '../application/ports';

/** A subscription's budget of manual sends as a count: `limit` sends each, then 429 with a minute to wait. */
export class InMemoryManualSendBudget implements ManualSendBudget {
  readonly spent = new Map<string, number>();

  constructor(private readonly limit = Number.POSITIVE_INFINITY) {}

  async spend(storeId: number, subscriptionId: number): Promise<void> {
    const key = `${storeId}:${subscriptionId}`;
    const spent = this.spent.get(key) ?? 0;
    if (spent >= this.limit) throw Problems.rateLimited(60, 'The subscription’s budget of manual sends is spent.');
    this.spent.set(key, spent + 1);
  }
}
