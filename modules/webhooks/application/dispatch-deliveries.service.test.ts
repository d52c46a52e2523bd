import { MAX_IN_FLIGHT_PER_DESTINATION } from '../domain/delivery';
import { TIMINGS, inMemoryWebhooks } from '../test-support/in-memory-webhooks';

const event = (n: number) => `0b7e5c1a-0000-4000-8000-${String(n).padStart(12, '0')}`;

async function setUp() {
  const webhooks = inMemoryWebhooks();
  const subscription = await webhooks.subscribe(5);
  const destination = `subscription:${subscription.id}`;
  const backlog = async (count: number, subscriptionId = subscription.id) => {
    const recorded = [];
    for (let n = 1; n <= count; n += 1) recorded.push(await webhooks.deliveryTo(5, subscriptionId, event(subscriptionId * 100 + n)));
    return recorded;
  };
  return { ...webhooks, subscription, destination, backlog };
}

describe('dispatching due deliveries', () => {
  it('leases a destination’s due deliveries, oldest first, up to its in-flight limit, and queues the leases', async () => {
    const { dispatch, destination, backlog, queue, deliveries, clock } = await setUp();
    const recorded = await backlog(MAX_IN_FLIGHT_PER_DESTINATION + 2);
    await expect(dispatch.dispatchTo(destination)).resolves.toBe(MAX_IN_FLIGHT_PER_DESTINATION);
    expect(queue.enqueued.map((leased) => leased.deliveryId)).toEqual(recorded.slice(0, MAX_IN_FLIGHT_PER_DESTINATION).map((delivery) => delivery.id));
    expect(deliveries.stored(recorded[0]!.id)!.leasedUntil).toEqual(new Date(clock.now().getTime() + TIMINGS.leaseMs));
    await expect(dispatch.dispatchTo(destination)).resolves.toBe(0);
  });

  it('leases a dead worker’s delivery again once its lease has run out, under a new lease number', async () => {
    const { dispatch, destination, backlog, queue, clock } = await setUp();
    const [delivery] = await backlog(1);
    await dispatch.dispatchTo(destination);
    clock.advance(TIMINGS.leaseMs);
    await dispatch.dispatchTo(destination);
    expect(queue.enqueued).toEqual([{ deliveryId: delivery!.id, lease: 1 }, { deliveryId: delivery!.id, lease: 2 }]);
  });

  it('gives the leases back when the queue refuses them, so the poller hands them over later', async () => {
    const { dispatch, destination, backlog, queue, deliveries } = await setUp();
    const [delivery] = await backlog(1);
    queue.refusing = true;
    await expect(dispatch.dispatchTo(destination)).rejects.toThrow('the queue refuses jobs');
    expect(deliveries.stored(delivery!.id)).toMatchObject({ leasedUntil: null, lease: 2 });
    await expect(deliveries.findLeased({ deliveryId: delivery!.id, lease: 1 })).resolves.toBeUndefined();
    queue.refusing = false;
    await expect(dispatch.dispatchDue()).resolves.toBe(1);
  });

  it('dispatches every destination with due deliveries in one pass, but none of a disabled subscription', async () => {
    const { dispatch, backlog, subscribe, subscriptions, queue, clock } = await setUp();
    const second = await subscribe(5, { url: 'https://other.example/hooks' });
    const paused = await subscribe(5, { url: 'https://paused.example/hooks' });
    await backlog(1);
    await backlog(2, second.id);
    await backlog(1, paused.id);
    await subscriptions.update(5, paused.id, { enabled: false, disabledReason: 'disabled_by_merchant', disabledAt: clock.now() }, clock.now());
    await expect(dispatch.dispatchDue()).resolves.toBe(3);
    expect(queue.enqueued).toHaveLength(3);
  });

  it('dispatches once per destination after the transaction that asked commits, and not at all after a rollback', async () => {
    const { dispatch, subscription, backlog, queue, unitOfWork, deliveries } = await setUp();
    const leasings = jest.spyOn(deliveries, 'lease');
    await backlog(2);
    const destination = { kind: 'subscription' as const, subscriptionId: subscription.id };
    await expect(
      unitOfWork.run(async () => {
        await dispatch.afterCommit(destination);
        throw new Error('the relay failed');
      }),
    ).rejects.toThrow('the relay failed');
    expect(queue.enqueued).toEqual([]);
    expect(leasings).not.toHaveBeenCalled();
    await unitOfWork.run(async () => {
      await dispatch.afterCommit(destination);
      await dispatch.afterCommit(destination);
      expect(queue.enqueued).toEqual([]);
    });
    expect(queue.enqueued).toHaveLength(2);
    // The relay records many events' deliveries to one destination in a transaction: one leasing serves them all.
    expect(leasings).toHaveBeenCalledTimes(1);
  });
});
