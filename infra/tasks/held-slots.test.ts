import { HeldSlots } from './held-slots';
import { InProcessLanes, type Lanes } from './lanes';

/** The shared lanes as the engine sees them, counting what is asked of them. */
class CountedLanes implements Lanes {
  readonly inner = new InProcessLanes();
  takes = 0;
  releases = 0;

  take(lane: string, limit: number) {
    this.takes += 1;
    return this.inner.take(lane, limit);
  }

  release(lane: string, token: string) {
    this.releases += 1;
    return this.inner.release(lane, token);
  }
}

const LEASE_MS = 30_000;
const KEEP_MS = 50;

describe('the lane slots a process holds', () => {
  let lanes: CountedLanes;
  let slots: HeldSlots;

  beforeEach(() => {
    jest.useFakeTimers();
    lanes = new CountedLanes();
    slots = new HeldSlots(lanes, (error) => {
      throw error;
    }, KEEP_MS);
  });
  afterEach(() => jest.useRealTimers());

  it('never holds more than the lane’s limit, and a full lane answers no slot once the wait is over', async () => {
    const held = await Promise.all([1, 2, 3, 4].map(() => slots.take('receiver', 4, LEASE_MS, 100)));
    expect(held.every(Boolean)).toBe(true);
    const fifth = slots.take('receiver', 4, LEASE_MS, 100);
    await jest.advanceTimersByTimeAsync(100);
    await expect(fifth).resolves.toBeUndefined();
  });

  it('gives the next task of the lane the slot the last one released, without asking the shared lanes', async () => {
    const first = (await slots.take('receiver', 4, LEASE_MS, 100))!;
    slots.release('receiver', first);
    const second = await slots.take('receiver', 4, LEASE_MS, 100);
    expect(second?.token).toBe(first.token);
    expect(lanes.takes).toBe(1);
    expect(lanes.releases).toBe(0);
  });

  it('hands a released slot straight to a task of this process waiting for the full lane', async () => {
    const held = await Promise.all([1, 2].map(() => slots.take('receiver', 2, LEASE_MS, 100)));
    const waiting = slots.take('receiver', 2, LEASE_MS, 100);
    await jest.advanceTimersByTimeAsync(0);
    slots.release('receiver', held[0]!);
    await expect(waiting).resolves.toMatchObject({ token: held[0]!.token });
  });

  it('gives idle slots back to the shared lanes after a moment, so other processes may take them', async () => {
    const slot = (await slots.take('receiver', 1, LEASE_MS, 100))!;
    slots.release('receiver', slot);
    expect(await lanes.inner.take('receiver', 1)).toBeUndefined();
    await jest.advanceTimersByTimeAsync(KEEP_MS);
    expect(lanes.releases).toBe(1);
    expect(await lanes.inner.take('receiver', 1)).toBeDefined();
  });

  it('gives back a slot whose lease is mostly spent instead of using it again', async () => {
    const slot = (await slots.take('receiver', 1, LEASE_MS, 100))!;
    jest.setSystemTime(Date.now() + LEASE_MS / 2);
    slots.release('receiver', slot);
    await jest.advanceTimersByTimeAsync(0);
    expect(lanes.releases).toBe(1);
    const next = await slots.take('receiver', 1, LEASE_MS, 100);
    expect(next?.token).not.toBe(slot.token);
  });

  it('takes a slot released while the shared lanes were being asked, rather than waiting', async () => {
    const held = await Promise.all([1, 2].map(() => slots.take('receiver', 2, LEASE_MS, 100)));
    const taking = slots.take('receiver', 2, LEASE_MS, 100);
    slots.release('receiver', held[0]!);
    await expect(taking).resolves.toMatchObject({ token: held[0]!.token });
  });

  it('does not ask the shared lanes for a slot while this process uses the whole lane', async () => {
    const held = await Promise.all([1, 2].map(() => slots.take('receiver', 2, LEASE_MS, 100)));
    const waiting = slots.take('receiver', 2, LEASE_MS, 100);
    await jest.advanceTimersByTimeAsync(0);
    slots.release('receiver', held[1]!);
    await expect(waiting).resolves.toMatchObject({ token: held[1]!.token });
    expect(lanes.takes).toBe(2);
  });

  it('gives back every kept slot when the process stops', async () => {
    const kept = await Promise.all(['a', 'b'].map((lane) => slots.take(lane, 1, LEASE_MS, 100)));
    kept.forEach((slot, index) => slots.release(['a', 'b'][index]!, slot!));
    await slots.close();
    expect(lanes.releases).toBe(2);
  });
});
