import type { Clock } from '../../../shared-kernel/clock';
import { actingForStore } from '../../../shared-kernel/request-context';
import { LetterPartReferenceFinder } from '../adapters/persistence/letter-part.reference-finder';
import { OptionRowReferenceFinder } from '../adapters/persistence/option-row.reference-finder';
import { SettingsReferenceFinder } from '../adapters/persistence/settings.reference-finder';
import { RowWriteChecks } from '../application/row-write-checks';
import { OPTION_WRITTEN, OptionWriteEffects } from '../application/option-write-effects';
import type { NewCustomiser } from '../application/ports';
import { ReferenceCheck } from '../application/reference-check';
import type { Customiser } from '../domain/customiser';
import type { LetterPartSelection } from '../domain/letter-part-selection';
import { defaultConfiguration } from '../domain/letter-parts';
import type { FamilySegment } from '../domain/option-families';
import type { OptionRow } from '../domain/option-row';
import { OptionRowDocument } from '../model/option-row-document';
import { InMemoryCustomiserRepository } from './in-memory-customiser.repository';
import { InMemoryEventOutbox } from '../../../shared-kernel/test-support/in-memory-event-outbox';
import { InMemoryLetterPartSelectionRepository } from './in-memory-letter-part-selection.repository';
import { InMemoryOptionRowRepository } from './in-memory-option-row.repository';
import { InMemoryProductRepository } from './in-memory-product.repository';
import { InMemorySettingsRepository } from './in-memory-settings.repository';
import { InMemoryStorefrontConfigurationCache } from '../../../shared-kernel/test-support/in-memory-storefront-configuration-cache';
import { InMemoryStoreProfiles } from './in-memory-store-profiles';
import { InMemoryUnitOfWork } from '../../../shared-kernel/test-support/in-memory-unit-of-work';

export const STORE = 1;
export const OTHER_STORE = 2;
export const NOW = new Date('2026-05-04T09:00:00Z');

/**
 * The catalogue's ports in memory, with the collaborators every service shares built for real over them:
 * the option-write effects, the family rules and the reference check with the context's own finders.
 * Two stores exist (EUR, with per-word styling); work runs as a request of one of them with `as`.
 */
export function aCatalogue(options: { clock?: Clock } = {}) {
  const clock = options.clock ?? { now: () => NOW };
  const customisers = new InMemoryCustomiserRepository(clock);
  const settings = new InMemorySettingsRepository();
  const rows = new InMemoryOptionRowRepository(clock);
  const selections = new InMemoryLetterPartSelectionRepository(clock);
  const products = new InMemoryProductRepository(clock);
  const stores = new InMemoryStoreProfiles().add(STORE).add(OTHER_STORE);
  const outbox = new InMemoryEventOutbox();
  const unitOfWork = new InMemoryUnitOfWork([customisers, settings, rows, selections, products, outbox]);
  const cache = new InMemoryStorefrontConfigurationCache();
  const finders = [new OptionRowReferenceFinder(rows), new SettingsReferenceFinder(settings), new LetterPartReferenceFinder(selections)];
  return {
    clock, customisers, settings, rows, selections, products, stores, outbox, unitOfWork, cache,
    effects: new OptionWriteEffects(outbox, cache, unitOfWork, clock),
    checks: new RowWriteChecks(rows, settings, { loopbackHttp: true }),
    references: new ReferenceCheck(finders),

    /** Runs work as a request of the store runs it: with the store's credential, in one unit of work. */
    as<T>(storeId: number, work: () => Promise<T>): Promise<T> {
      return actingForStore(storeId, () => unitOfWork.run(work));
    },

    /** The option writes that reached the outbox, as their payloads. */
    writes(): unknown[] {
      return outbox.ofType(OPTION_WRITTEN).map((event) => event.payload);
    },

    aCustomiser(overrides: Partial<NewCustomiser> = {}): Promise<Customiser> {
      return customisers.create({
        storeId: STORE, name: 'Neon sign', pricingModel: 'simple_letter', signCategory: 'neon', productFamily: 'neon',
        selectionMode: 'single_style', active: true, ...overrides,
      });
    },

    /** A row stored with exactly `attributes`, as older data may hold it: no check, no defaults. */
    aRow(customiser: Customiser, family: FamilySegment, attributes: Record<string, unknown> = {}): Promise<OptionRow> {
      return rows.create({ storeId: customiser.storeId, customiserId: customiser.id, family }, attributes);
    },

    /** A row stored exactly as a create with `body` would have stored it: defaults and initial service-set attributes included. */
    aCompleteRow(customiser: Customiser, family: FamilySegment, body: Record<string, unknown>): Promise<OptionRow> {
      return rows.create({ storeId: customiser.storeId, customiserId: customiser.id, family }, OptionRowDocument.create(family, body).attributes);
    },

    aLetterType(customiser: Customiser, letterType: { category?: string; letterParts?: string[] } = {}): Promise<OptionRow> {
      const { category = 'neon', letterParts = ['tube'] } = letterType;
      return rows.create({ storeId: customiser.storeId, customiserId: customiser.id, family: 'letter-types' }, { name: 'Letters', category, letter_parts: letterParts });
    },

    /** A part's selection as a create leaves it (the category's defaults, an empty bucket); override what a test is about. */
    aSelection(letterType: OptionRow, part: string, overrides: Partial<LetterPartSelection> = {}): Promise<LetterPartSelection> {
      return selections.create({
        storeId: letterType.storeId, customiserId: letterType.customiserId, letterTypeId: letterType.id, letterPart: part,
        configuration: defaultConfiguration(String(letterType.attributes.category), part), colourIds: [], shared: false, translations: {},
        defaultUploadImageUrl: null, ...overrides,
      });
    },
  };
}

export type Catalogue = ReturnType<typeof aCatalogue>;
