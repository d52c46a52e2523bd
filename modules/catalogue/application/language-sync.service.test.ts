import { aCatalogue, OTHER_STORE, STORE } from '../test-support/a-catalogue';
import { LanguageSyncService } from './language-sync.service';

const SYNCED = new Date('2026-05-04T11:00:00Z');

async function setUp() {
  const catalogue = aCatalogue();
  const service = new LanguageSyncService(catalogue.rows, { now: () => SYNCED });
  const customiser = await catalogue.aCustomiser();
  const languages = { storeId: STORE, customiserId: customiser.id, family: 'languages' as const };
  return { catalogue, service, customiser, languages };
}

describe('the language sync', () => {
  it('tells each language how many named options still lack its translation, and when it was told', async () => {
    const { catalogue, service, customiser, languages } = await setUp();
    const red = await catalogue.aRow(customiser, 'colours', { name: 'Red' });
    const script = await catalogue.aRow(customiser, 'fonts', { name: 'Script' });
    await catalogue.aRow(customiser, 'sizes', { name: 'Small' });
    const german = await catalogue.aRow(customiser, 'languages', { name: 'Deutsch', translations: { [`colours:${red.id}`]: 'Rot', [`fonts:${script.id}`]: 'Schrift' } });
    const french = await catalogue.aRow(customiser, 'languages', { name: 'Français' });
    await expect(service.sync(STORE, customiser.id)).resolves.toBe(2);
    const synced = await catalogue.rows.listAll(languages);
    expect(synced.map((language) => [language.id, language.attributes.missing_translations, language.attributes.synced_at])).toEqual([
      [german.id, 1, SYNCED.toISOString()],
      [french.id, 3, SYNCED.toISOString()],
    ]);
    expect(synced[0]!.attributes).toMatchObject({ name: 'Deutsch', translations: { [`colours:${red.id}`]: 'Rot' } });
  });

  it('counts neither unnamed options, nor languages, nor options of another customiser', async () => {
    const { catalogue, service, customiser, languages } = await setUp();
    const other = await catalogue.aCustomiser({ name: 'Other' });
    await catalogue.aRow(customiser, 'presets', { colour_id: null });
    await catalogue.aRow(other, 'colours', { name: 'Theirs' });
    await catalogue.aRow(customiser, 'languages', { name: 'Deutsch' });
    await catalogue.aRow(customiser, 'languages', { name: 'Français' });
    await service.sync(STORE, customiser.id);
    expect((await catalogue.rows.listAll(languages)).map((language) => language.attributes.missing_translations)).toEqual([0, 0]);
  });

  it('syncs nothing for a customiser named with another store', async () => {
    const { catalogue, service, customiser, languages } = await setUp();
    const german = await catalogue.aRow(customiser, 'languages', { name: 'Deutsch' });
    await expect(service.sync(OTHER_STORE, customiser.id)).resolves.toBe(0);
    expect(await catalogue.rows.listAll(languages)).toEqual([german]);
  });
});
