import type { OperationResult } from '../../../../infra/operations/operation';
import { actingForStore } from '../../../../shared-kernel/request-context';
import { InMemoryUnitOfWork } from '../../../../shared-kernel/test-support/in-memory-unit-of-work';
import { aCustomiserCatalogue, aFontRow, aFormRow, aSimpleLetterPricing } from '../../test-support/a-customiser-catalogue';
import { InMemoryFormUploads } from '../../test-support/in-memory-form-uploads';
import { InMemoryQuoteRequests } from '../../test-support/in-memory-quote-requests';
import { inMemoryStorefront } from '../../test-support/in-memory-storefront';
import { SubmitFormService } from './submit-form.service';
import SubmitStorefrontForm from './submit-storefront-form.use-case';

const NAME = '00000000-0000-4000-8000-000000000001';

function setUp() {
  const context = inMemoryStorefront();
  context.customisers.add(aCustomiserCatalogue({ customiser: { id: 4 }, rows: [aFontRow(), aFormRow(12, [{ field_id: NAME, name: 'Name', input_type: 'text', required: true, customer_field: 'name' }])] }));
  context.pricing.add(4, aSimpleLetterPricing());
  const uploads = new InMemoryFormUploads();
  const quotes = new InMemoryQuoteRequests(context.clock);
  const unitOfWork = new InMemoryUnitOfWork([uploads, quotes]);
  const [route] = new SubmitStorefrontForm(new SubmitFormService(context.storefront, uploads, quotes), { rateLimits: { storefrontSubmissionsPerIpPerMinute: 10 } } as never).routes();
  // As the route pipeline runs it: one transaction, acting for the storefront key's store.
  const submit = (body: unknown): Promise<OperationResult> =>
    actingForStore(5, () => unitOfWork.run(() => route!.handler({ params: { form_id: 12 }, query: {}, body, url: new URL('http://service.test'), headers: {} } as never)));
  return { ...context, quotes, route: route!, submit };
}

describe('submitting a form (POST /storefront/v1/forms/{form_id}/submissions)', () => {
  it('is declared as a shopper’s write spending the address’s submission budget, its quote at the Store API', () => {
    expect(setUp().route).toMatchObject({
      operationId: 'submitStorefrontForm', method: 'post', auth: 'storefront_key', scopes: [], idempotency: 'optional',
      budget: { name: 'storefront-submission', points: 10, per: 'ip' },
      createdResource: { path: '/api/v3/quotes/{quote_id}', resourceFields: { quote_id: 'id' } },
      problems: expect.arrayContaining(['validation_failed', 'upload_verification_failed', 'upload_not_ready']),
    });
  });

  it('answers 201 with the receipt of the quote it recorded', async () => {
    const { submit, quotes, clock } = setUp();
    expect(await submit({ answers: [{ field_id: NAME, value: 'Grace Hopper' }], upload_ids: [] })).toEqual({
      kind: 'resource', status: 201, data: { object: 'form_submission', id: quotes.quotes[0]!.id, form_id: 12, customiser_id: 4, submitted_at: clock.now().toISOString() },
    });
  });
});
