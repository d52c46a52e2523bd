import { actingForStore } from '../../../../shared-kernel/request-context';
import { ROTATION_OVERLAP_MS, signingSecrets } from '../../domain/subscription';
import { SECRET, inMemoryWebhooks } from '../../test-support/in-memory-webhooks';
import { RotateSubscriptionSecretService } from './rotate-subscription-secret.service';

async function setUp() {
  const webhooks = inMemoryWebhooks();
  const subscription = await webhooks.subscribe(5);
  const service = new RotateSubscriptionSecretService(webhooks.subscriptions, webhooks.clock);
  return { ...webhooks, subscription, rotate: (storeId = 5) => actingForStore(storeId, () => service.rotate(subscription.id)) };
}

describe('rotating a subscription’s secret', () => {
  it('gives a new secret and keeps the old one signing beside it for a day', async () => {
    const { rotate, clock } = await setUp();
    const rotated = await rotate();
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(SECRET);
    expect(rotated.previousSecret).toEqual({ secret: SECRET, expiresAt: new Date(clock.now().getTime() + ROTATION_OVERLAP_MS) });
    expect(signingSecrets(rotated, clock.now())).toEqual([rotated.secret, SECRET]);
    expect(signingSecrets(rotated, clock.advance(ROTATION_OVERLAP_MS))).toEqual([rotated.secret]);
  });

  it('retires the oldest secret at once when rotated again within the day', async () => {
    const { rotate, clock } = await setUp();
    const first = await rotate();
    clock.advance(3600_000);
    const second = await rotate();
    expect(second.previousSecret).toEqual({ secret: first.secret, expiresAt: new Date(clock.now().getTime() + ROTATION_OVERLAP_MS) });
    expect(signingSecrets(second, clock.now())).not.toContain(SECRET);
  });

  it('answers 404 for another store’s subscription, leaving its secret', async () => {
    const { rotate, subscriptions, subscription } = await setUp();
    await expect(rotate(6)).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
    await expect(subscriptions.find(5, subscription.id)).resolves.toMatchObject({ secret: SECRET, previousSecret: null });
  });
});
