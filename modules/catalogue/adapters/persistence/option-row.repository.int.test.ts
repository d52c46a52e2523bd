import { startTestRuntime, type TestRuntime } from '../../../../tests/support/test-runtime';
import { keepsTheOptionRowRules, type OptionRowRepositoryUnderTest } from '../../test-support/option-row-repository.contract';
import { KyselyCustomiserRepository } from './kysely-customiser.repository';
import { KyselyOptionRowRepository } from './kysely-option-row.repository';

describe('option rows on PostgreSQL', () => {
  let service: TestRuntime;
  let subject: OptionRowRepositoryUnderTest;

  beforeAll(async () => {
    service = await startTestRuntime();
    const customisers = new KyselyCustomiserRepository(service.runtime.database);
    const customiser = () => customisers.create({ storeId: 1, name: 'c', pricingModel: 'simple_letter', signCategory: 'neon', productFamily: 'neon', selectionMode: 'single_style', active: true });
    subject = { rows: new KyselyOptionRowRepository(service.runtime.database), customiserId: (await customiser()).id, otherCustomiserId: (await customiser()).id };
  });
  afterAll(() => service.close());

  keepsTheOptionRowRules(() => subject);
});
