import { actingForStore } from '../../../../shared-kernel/request-context';
import { inMemoryWebhooks } from '../../test-support/in-memory-webhooks';
import { CreateSubscriptionService, type CreateSubscriptionCommand } from './create-subscription.service';
import { DestinationUrlsService } from '../../application/destination-urls.service';

function setUp() {
  const webhooks = inMemoryWebhooks();
  webhooks.outbound.refuse('https://10.0.0.8/hooks', 'it resolves to a private address');
  return { ...webhooks, service: new CreateSubscriptionService(webhooks.subscriptions, new DestinationUrlsService(webhooks.outbound)) };
}

const command = (overrides: Partial<CreateSubscriptionCommand> = {}): CreateSubscriptionCommand => ({
  url: 'https://receiver.example/hooks', topics: ['order:created', 'product:created', 'order:created'], description: 'Shop sync', enabled: true, ...overrides,
});

describe('creating a webhook subscription', () => {
  it('subscribes the current store to each topic once, with a new secret of its own', async () => {
    const { service, subscriptions } = setUp();
    const created = await actingForStore(5, () => service.create(command()));
    expect(created).toMatchObject({ storeId: 5, url: 'https://receiver.example/hooks', topics: ['order:created', 'product:created'], description: 'Shop sync', enabled: true, disabledReason: null });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const second = await actingForStore(5, () => service.create(command()));
    expect(second.secret).not.toBe(created.secret);
    await expect(subscriptions.find(5, created.id)).resolves.toEqual(created);
  });

  it('records a subscription created disabled as disabled by the merchant', async () => {
    const { service, clock } = setUp();
    await expect(actingForStore(5, () => service.create(command({ enabled: false })))).resolves.toMatchObject({
      enabled: false, disabledReason: 'disabled_by_merchant', disabledAt: clock.now(),
    });
  });

  it('refuses a URL that may not receive webhooks, saying why, and creates nothing', async () => {
    const { service, subscriptions } = setUp();
    await expect(actingForStore(5, () => service.create(command({ url: 'https://10.0.0.8/hooks' })))).rejects.toMatchObject({
      status: 422, code: 'validation_failed',
      errors: [{ pointer: '/url', code: 'invalid', detail: 'This URL cannot receive webhooks: it resolves to a private address.' }],
    });
    expect(subscriptions.subscriptions.size).toBe(0);
  });
});
