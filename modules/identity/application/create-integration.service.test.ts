import type { OutboundHttp } from '../../../shared-kernel/outbound-http';
import { InMemoryStoreRepository } from '../test-support/in-memory-store.repository';
import { CreateIntegrationService, type CreateIntegrationCommand } from './create-integration.service';

/** The outbound URL rules, as the service's client would judge these URLs. */
const REFUSED: Record<string, string> = {
  'ftp://shop.example/products': 'only https (and http outside production) URLs receive webhooks',
  'not a url': 'not a URL',
  'http://169.254.169.254/latest/meta-data': 'a private, link-local or reserved address',
  'https://user:secret@shop.example/products': 'webhook URLs must not carry credentials',
};
const outbound: OutboundHttp = {
  refusalOf: async (url) => REFUSED[url],
  post: () => Promise.reject(new Error('creating an integration posts nothing')),
};

async function setUp() {
  const stores = new InMemoryStoreRepository();
  const store = await stores.add();
  const command = (overrides: Partial<CreateIntegrationCommand> = {}): CreateIntegrationCommand => ({
    storeId: store.id, type: 'custom', name: 'Shop', enabled: true, createProductUrl: 'https://shop.example/products', ...overrides,
  });
  return { stores, store, command, service: new CreateIntegrationService(stores, stores.integrations, outbound) };
}

describe('creating an integration', () => {
  it('creates it with a signing secret shown once and kept for its callbacks', async () => {
    const { service, stores, store, command } = await setUp();
    const { integration, signingSecret } = await service.create(command());
    expect(signingSecret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(integration).toMatchObject({ storeId: store.id, type: 'custom', name: 'Shop', enabled: true, createProductUrl: 'https://shop.example/products' });
    expect(integration).not.toHaveProperty('signingSecret');
    await expect(stores.integrations.signingSecretOf(store.id, integration.id)).resolves.toBe(signingSecret);
  });

  it('gives every integration a secret of its own', async () => {
    const { service, command } = await setUp();
    const [first, second] = [await service.create(command()), await service.create(command())];
    expect(first.signingSecret).not.toBe(second.signingSecret);
  });

  it('accepts an integration without a create-product URL', async () => {
    const { service, command } = await setUp();
    await expect(service.create(command({ type: 'shopify', createProductUrl: null }))).resolves.toMatchObject({ integration: { createProductUrl: null } });
  });

  it('refuses a create-product URL the service may not post to, saying why: another scheme, a private address, credentials', async () => {
    const { service, stores, command } = await setUp();
    for (const [url, reason] of Object.entries(REFUSED)) {
      await expect(service.create(command({ createProductUrl: url }))).rejects.toMatchObject({
        status: 422, code: 'validation_failed', errors: [{ pointer: '/create_product_url', code: 'invalid', detail: `This URL cannot receive create-product calls: ${reason}.` }],
      });
    }
    expect(stores.integrations.integrations.size).toBe(0);
  });

  it('answers 404 for a store that does not exist', async () => {
    const { service, command } = await setUp();
    await expect(service.create(command({ storeId: 99 }))).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
  });
});
