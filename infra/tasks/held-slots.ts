import type { Lanes } from './lanes';

export interface HeldSlot {
  token: string;
  /** When its lease in the lanes runs out. */
  expiresAt: number;
  leaseMs: number;
}

/** A held slot is used again only while this much of its lease is left; a lease is meant to outlast the attempt by far. */
const REUSE_LEASE_LEFT = 0.8;

/**
 * The lane slots this process holds. A task's slot is kept for a moment after it ends: the lane's next
 * task in this process (one waiting for it, or the next one fetched) takes it without asking the shared
 * lanes, so a busy receiver costs the lanes a round trip now and then, not two per attempt. Slots kept
 * idle for `keepMs` are given back.
 */
export class HeldSlots {
  private readonly idle = new Map<string, (HeldSlot & { since: number })[]>();
  private readonly waiting = new Map<string, ((slot: HeldSlot | undefined) => void)[]>();
  /** Slots of each lane this process's tasks are using now. */
  private readonly inUse = new Map<string, number>();
  private sweeping: NodeJS.Timeout | undefined;

  constructor(
    private readonly lanes: Lanes,
    private readonly onReleaseFailure: (error: unknown, lane: string) => void,
    private readonly keepMs = 50,
  ) {}

  /**
   * A slot of the lane: one this process keeps, a new one, or, the lane being full, one this process gives
   * back within `waitMs` (at most `limit` tasks wait per lane); undefined when none came.
   */
  async take(lane: string, limit: number, leaseMs: number, waitMs: number): Promise<HeldSlot | undefined> {
    const slot = await this.find(lane, limit, leaseMs, waitMs);
    if (slot) this.inUse.set(lane, (this.inUse.get(lane) ?? 0) + 1);
    return slot;
  }

  private async find(lane: string, limit: number, leaseMs: number, waitMs: number): Promise<HeldSlot | undefined> {
    const kept = this.idle.get(lane)?.pop();
    if (kept) return kept;
    // With the whole lane in this process's hands, only a slot it releases can come: the lanes need not be asked.
    if ((this.inUse.get(lane) ?? 0) < limit) {
      const fresh = await this.takeShared(lane, limit, leaseMs);
      if (fresh) return fresh;
      // Released while the lanes were asked: kept, not yet given back.
      const released = this.idle.get(lane)?.pop();
      if (released) return released;
    }
    const handed = await this.waitFor(lane, limit, waitMs);
    return handed ?? (handed === undefined ? undefined : this.takeShared(lane, limit, leaseMs));
  }

  /** Hands the slot to a task of this process waiting for the lane, or keeps it a moment for the next one. */
  release(lane: string, slot: HeldSlot): void {
    const using = (this.inUse.get(lane) ?? 1) - 1;
    if (using > 0) this.inUse.set(lane, using);
    else this.inUse.delete(lane);
    const reusable = slot.expiresAt - Date.now() >= slot.leaseMs * REUSE_LEASE_LEFT;
    const waiter = this.waiting.get(lane)?.shift();
    if (!reusable) {
      void this.giveBack(lane, [slot]).then(() => waiter?.(undefined));
      return;
    }
    if (waiter) return waiter(slot);
    const idle = this.idle.get(lane) ?? [];
    idle.push({ ...slot, since: Date.now() });
    this.idle.set(lane, idle);
    this.sweeping ??= setTimeout(() => void this.sweep(), this.keepMs).unref();
  }

  /** Gives back every kept slot: the process is stopping. */
  async close(): Promise<void> {
    clearTimeout(this.sweeping);
    this.sweeping = undefined;
    await this.sweep(0);
  }

  private async takeShared(lane: string, limit: number, leaseMs: number): Promise<HeldSlot | undefined> {
    const takenAt = Date.now();
    const token = await this.lanes.take(lane, limit, leaseMs);
    return token === undefined ? undefined : { token, expiresAt: takenAt + leaseMs, leaseMs };
  }

  /** A slot handed over, null when one was given back to the shared lanes meanwhile (worth asking again), undefined when none. */
  private waitFor(lane: string, limit: number, waitMs: number): Promise<HeldSlot | null | undefined> {
    const queue = this.waiting.get(lane) ?? [];
    if (queue.length >= limit) return Promise.resolve(undefined);
    this.waiting.set(lane, queue);
    return new Promise((resolve) => {
      const handOver = (slot: HeldSlot | undefined) => {
        clearTimeout(timer);
        resolve(slot ?? null);
      };
      const timer = setTimeout(() => {
        const index = queue.indexOf(handOver);
        if (index >= 0) queue.splice(index, 1);
        resolve(undefined);
      }, waitMs);
      queue.push(handOver);
    });
  }

  private async sweep(idleFor = this.keepMs): Promise<void> {
    this.sweeping = undefined;
    const now = Date.now();
    for (const [lane, idle] of this.idle) {
      const stale = idle.filter((slot) => now - slot.since >= idleFor);
      const kept = idle.filter((slot) => !stale.includes(slot));
      if (kept.length > 0) this.idle.set(lane, kept);
      else this.idle.delete(lane);
      await this.giveBack(lane, stale);
    }
    if (this.idle.size > 0) this.sweeping ??= setTimeout(() => void this.sweep(), this.keepMs).unref();
  }

  private async giveBack(lane: string, slots: readonly HeldSlot[]): Promise<void> {
    for (const slot of slots) await this.lanes.release(lane, slot.token).catch((error: unknown) => this.onReleaseFailure(error, lane));
  }
}
