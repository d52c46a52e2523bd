import { InMemoryCustomiserRepository } from './in-memory-customiser.repository';
import { InMemoryOptionRowRepository } from './in-memory-option-row.repository';
import { keepsTheOptionRowRules, type OptionRowRepositoryUnderTest } from './option-row-repository.contract';

describe('option rows in memory', () => {
  let subject: OptionRowRepositoryUnderTest;

  beforeAll(async () => {
    const customisers = new InMemoryCustomiserRepository();
    const customiser = () => customisers.create({ storeId: 1, name: 'c', pricingModel: 'simple_letter', signCategory: 'neon', productFamily: 'neon', selectionMode: 'single_style', active: true });
    subject = { rows: new InMemoryOptionRowRepository(), customiserId: (await customiser()).id, otherCustomiserId: (await customiser()).id };
  });

  keepsTheOptionRowRules(() => subject);
});
