import { systemClock, type Clock } from '../../../shared-kernel/clock';
import { checkpointOf, copyOf, type Transactional } from '../../../shared-kernel/test-support/in-memory-unit-of-work';
import type { Email, EmailOutcome } from '../domain/email';
import type { EmailRepository } from '../application/ports';

/** How one template's emails are kept in memory: as queued, what they are about, and as finished. */
export interface InMemoryEmails<E extends Email, New> {
  queued(email: New, id: number, at: Date): E;
  about(email: E): number;
  finished(outcome: EmailOutcome, at: Date): Partial<E>;
}

/** The emails of one template in memory: read only by their store; only a queued email is finished; what a transaction wrote leaves with it. */
export class InMemoryEmailRepository<E extends Email, New> implements EmailRepository<E, New>, Transactional {
  readonly emails = new Map<number, E>();
  private nextId = 1;

  constructor(
    private readonly kept: InMemoryEmails<E, New>,
    private readonly clock: Clock = systemClock,
  ) {}

  async create(email: New): Promise<E> {
    const created = this.kept.queued(email, this.nextId++, this.clock.now());
    this.emails.set(created.id, created);
    return copyOf(created);
  }

  async find(storeId: number, id: number): Promise<E | undefined> {
    const email = this.emails.get(id);
    return email?.storeId === storeId ? copyOf(email) : undefined;
  }

  async of(storeId: number, aboutId: number): Promise<E[]> {
    return [...this.emails.values()].filter((email) => email.storeId === storeId && this.kept.about(email) === aboutId).map(copyOf);
  }

  async finish(id: number, outcome: EmailOutcome, at: Date): Promise<boolean> {
    const email = this.emails.get(id);
    if (email?.status !== 'queued') return false;
    Object.assign(email, this.kept.finished(outcome, at));
    return true;
  }

  checkpoint(): () => void {
    return checkpointOf(this.emails);
  }
}
