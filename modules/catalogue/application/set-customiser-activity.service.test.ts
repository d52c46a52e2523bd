import { aCatalogue, OTHER_STORE, STORE } from '../test-support/a-catalogue';
import { SetCustomiserActivityService } from './set-customiser-activity.service';

const LATER = new Date('2026-05-04T10:30:00Z');

async function setUp(active: boolean) {
  const catalogue = aCatalogue();
  const service = new SetCustomiserActivityService(catalogue.customisers, catalogue.effects, { now: () => LATER });
  return { catalogue, service, customiser: await catalogue.aCustomiser({ active }) };
}

describe('activating and deactivating a customiser', () => {
  it.each([
    ['activates an inactive', false, true],
    ['deactivates an active', true, false],
  ])('%s customiser, stamps the change and has its storefront configuration rebuilt', async (_case, from, to) => {
    const { catalogue, service, customiser } = await setUp(from);
    await expect(catalogue.as(STORE, () => service.set(customiser.id, to))).resolves.toMatchObject({ active: to, updatedAt: LATER });
    expect(await catalogue.customisers.find(STORE, customiser.id)).toMatchObject({ active: to });
    expect(catalogue.writes()).toEqual([{ customiser_id: customiser.id, subject: 'customiser', subject_id: customiser.id, action: 'updated' }]);
    expect(await catalogue.cache.generation(customiser.id)).toBe(1);
  });

  it('changes nothing and emits nothing when the customiser already has that activity', async () => {
    const { catalogue, service, customiser } = await setUp(true);
    await expect(catalogue.as(STORE, () => service.set(customiser.id, true))).resolves.toEqual(customiser);
    expect(catalogue.writes()).toEqual([]);
  });

  it('answers 404 for a customiser of another store and leaves it as it was', async () => {
    const { catalogue, service, customiser } = await setUp(true);
    await expect(catalogue.as(OTHER_STORE, () => service.set(customiser.id, false))).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
    expect(await catalogue.customisers.find(STORE, customiser.id)).toMatchObject({ active: true });
  });
});
