import { systemClock, type Clock } from '../../../shared-kernel/clock';
import { checkpointOf, copyOf, type Transactional } from '../../../shared-kernel/test-support/in-memory-unit-of-work';
import type { OrderEmail } from '../domain/order-email';
import type { OrderEmailRepository } from '../application/ports';

/** Order emails in memory: read only by their store; only a queued email is marked sent or failed. */
export class InMemoryOrderEmailRepository implements OrderEmailRepository, Transactional {
  readonly emails = new Map<number, OrderEmail & { failedAt: Date | null }>();
  private nextId = 1;

  constructor(private readonly clock: Clock = systemClock) {}

  async create(email: Pick<OrderEmail, 'storeId' | 'orderId' | 'reason'>): Promise<OrderEmail> {
    const created = { ...email, id: this.nextId++, status: 'queued' as const, recipient: null, failureReason: null, createdAt: this.clock.now(), sentAt: null, failedAt: null };
    this.emails.set(created.id, created);
    return publicOf(created);
  }

  async find(storeId: number, id: number): Promise<OrderEmail | undefined> {
    const email = this.emails.get(id);
    return email?.storeId === storeId ? publicOf(email) : undefined;
  }

  async ofOrder(storeId: number, orderId: number): Promise<OrderEmail[]> {
    return [...this.emails.values()].filter((email) => email.storeId === storeId && email.orderId === orderId).map(publicOf);
  }

  async markSent(id: number, recipient: string, at: Date): Promise<boolean> {
    const email = this.emails.get(id);
    if (email?.status !== 'queued') return false;
    Object.assign(email, { status: 'sent', recipient, sentAt: at });
    return true;
  }

  async markFailed(id: number, reason: string, at: Date): Promise<void> {
    const email = this.emails.get(id);
    if (email?.status === 'queued') Object.assign(email, { status: 'failed', failureReason: reason, failedAt: at });
  }

  checkpoint(): () => void {
    return checkpointOf(this.emails);
  }
}

function publicOf({ failedAt: _failedAt, ...email }: OrderEmail & { failedAt: Date | null }): OrderEmail {
  return copyOf(email);
}
