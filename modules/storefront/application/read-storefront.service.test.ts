import { actingForStore } from '../../../shared-kernel/request-context';
import { buildSnapshot } from '../domain/storefront-snapshot';
import { aCustomiserCatalogue, aFontRow, aFormRow, aSimpleLetterPricing } from '../test-support/a-customiser-catalogue';
import { inMemoryStorefront } from '../test-support/in-memory-storefront';

const notFound = { status: 404, code: 'resource_not_found' };

describe('reading a customiser for the storefront', () => {
  it('builds the snapshot from the catalogue and pricing, and serves it from the cache after', async () => {
    const { storefront, customisers, cache } = inMemoryStorefront();
    const snapshot = await actingForStore(5, () => storefront.snapshot(3));
    expect(snapshot).toEqual(buildSnapshot(aCustomiserCatalogue(), aSimpleLetterPricing()));
    await expect(cache.get(3)).resolves.toEqual(snapshot);
    await expect(actingForStore(5, () => storefront.snapshot(3))).resolves.toEqual(snapshot);
    expect(customisers.reads).toBe(1);
  });

  it('reads the catalogue again after a write cleared the cache', async () => {
    const { storefront, customisers, cache } = inMemoryStorefront();
    await actingForStore(5, () => storefront.snapshot(3));
    customisers.add(aCustomiserCatalogue({ customiser: { name: 'Renamed' } }));
    await cache.clear(3);
    await expect(actingForStore(5, () => storefront.snapshot(3))).resolves.toMatchObject({ configuration: { name: 'Renamed' } });
  });

  it('does not cache a build a write cleared while it was reading, so the old configuration cannot return', async () => {
    const { storefront, customisers, cache } = inMemoryStorefront();
    const read = customisers.read.bind(customisers);
    jest.spyOn(customisers, 'read').mockImplementationOnce(async (id) => {
      const stale = await read(id);
      await cache.clear(3);
      return stale;
    });
    await actingForStore(5, () => storefront.snapshot(3));
    await expect(cache.get(3)).resolves.toBeUndefined();
  });

  it('answers 404 for another store’s customiser, cached or not', async () => {
    const { storefront } = inMemoryStorefront();
    await expect(actingForStore(6, () => storefront.snapshot(3))).rejects.toMatchObject(notFound);
    await actingForStore(5, () => storefront.snapshot(3));
    await expect(actingForStore(6, () => storefront.snapshot(3))).rejects.toMatchObject(notFound);
  });

  it('serves no inactive customiser, and refuses the retired fixed-height model', async () => {
    const { storefront, customisers, pricing, cache } = inMemoryStorefront();
    customisers.add(aCustomiserCatalogue({ customiser: { id: 4, active: false } })).add(aCustomiserCatalogue({ customiser: { id: 9, pricingModel: 'legacy_fixed_height' } }));
    pricing.add(4, aSimpleLetterPricing()).add(9, aSimpleLetterPricing());
    await expect(actingForStore(5, () => storefront.snapshot(4))).rejects.toMatchObject(notFound);
    await expect(actingForStore(5, () => storefront.snapshot(9))).rejects.toMatchObject({ status: 422, code: 'legacy_pricing_model' });
    await expect(cache.get(4)).resolves.toBeUndefined();
  });

  it('answers 409 while the store has no currency', async () => {
    const { storefront, pricing } = inMemoryStorefront();
    pricing.add(3, { ...aSimpleLetterPricing(), currency: null });
    await expect(actingForStore(5, () => storefront.snapshot(3))).rejects.toMatchObject({ status: 409, code: 'store_currency_unavailable' });
  });

  it('knows the customiser holding a form of the store, and no other', async () => {
    const { storefront, customisers } = inMemoryStorefront();
    customisers.add(aCustomiserCatalogue({ customiser: { id: 4 }, rows: [aFontRow(), aFormRow(12, [])] }));
    customisers.add(aCustomiserCatalogue({ customiser: { id: 40, storeId: 6 }, rows: [aFormRow(120, [])] }));
    await expect(actingForStore(5, () => storefront.customiserOfForm(12))).resolves.toBe(4);
    await expect(actingForStore(5, () => storefront.customiserOfForm(120))).rejects.toMatchObject(notFound);
  });
});
