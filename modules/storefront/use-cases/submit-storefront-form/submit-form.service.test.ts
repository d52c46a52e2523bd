import { actingForStore } from '../../../../shared-kernel/request-context';
import { InMemoryUnitOfWork } from '../../../../shared-kernel/test-support/in-memory-unit-of-work';
import type { FormSubmission } from '../../domain/form-answers';
import { aCustomiserCatalogue, aFontRow, aFormRow, aSimpleLetterPricing } from '../../test-support/a-customiser-catalogue';
import { InMemoryFormUploads } from '../../test-support/in-memory-form-uploads';
import { InMemoryQuoteRequests } from '../../test-support/in-memory-quote-requests';
import { inMemoryStorefront } from '../../test-support/in-memory-storefront';
import { SubmitFormService } from './submit-form.service';

const NAME = '00000000-0000-4000-8000-000000000001';
const EMAIL = '00000000-0000-4000-8000-000000000002';
const ARTWORK = '00000000-0000-4000-8000-000000000003';
const FIELDS = [
  { field_id: NAME, name: 'Name', input_type: 'text', required: true, customer_field: 'name' },
  { field_id: EMAIL, name: 'Email', input_type: 'email', required: true, customer_field: 'email' },
  { field_id: ARTWORK, name: 'Artwork', input_type: 'file', required: false },
];

function setUp() {
  const context = inMemoryStorefront();
  context.customisers.add(aCustomiserCatalogue({ customiser: { id: 4 }, rows: [aFontRow(), aFormRow(12, FIELDS)] }));
  context.customisers.add(aCustomiserCatalogue({ customiser: { id: 7, active: false }, rows: [aFontRow(), aFormRow(13, FIELDS)] }));
  context.pricing.add(4, aSimpleLetterPricing()).add(7, aSimpleLetterPricing());
  const uploads = new InMemoryFormUploads().add(5, 'upl_artwork').add(5, 'upl_pending', { status: 'pending' }).add(6, 'upl_theirs');
  const quotes = new InMemoryQuoteRequests(context.clock);
  const unitOfWork = new InMemoryUnitOfWork([uploads, quotes]);
  const service = new SubmitFormService(context.storefront, uploads, quotes);
  // As the route pipeline runs it: one transaction, acting for the storefront key's store.
  const submit = (submission: Partial<FormSubmission> = {}, formId = 12) =>
    actingForStore(5, () => unitOfWork.run(() => service.submit(formId, { answers: [{ field_id: NAME, value: 'Grace Hopper' }, { field_id: EMAIL, value: 'grace@shopper.example' }], upload_ids: [], ...submission })));
  return { ...context, uploads, quotes, submit };
}

describe('submitting a form', () => {
  it('records a quote with the typed answers, the contact and the files, and answers a receipt', async () => {
    const { submit, quotes, uploads, clock } = setUp();
    const receipt = await submit({ upload_ids: ['upl_artwork'] });
    expect(receipt).toEqual({ object: 'form_submission', id: quotes.quotes[0]!.id, form_id: 12, customiser_id: 4, submitted_at: clock.now().toISOString() });
    expect(quotes.quotes[0]).toMatchObject({
      storeId: 5, customiserId: 4, formId: 12,
      answers: [{ fieldId: NAME, value: 'Grace Hopper' }, { fieldId: EMAIL, value: 'grace@shopper.example' }],
      files: [{ upload_id: 'upl_artwork', filename: 'artwork.pdf', content_type: 'application/pdf', byte_size: 20480 }],
      contact: { name: 'Grace Hopper', email: 'grace@shopper.example', phone: null },
    });
    expect(uploads.uploads.get('upl_artwork')!.status).toBe('attached');
  });

  it('refuses answers the form does not accept and files that are not the store’s landed attachments, taking nothing', async () => {
    const { submit, quotes, uploads } = setUp();
    await expect(submit({ answers: [{ field_id: EMAIL, value: 'not an email' }], upload_ids: ['upl_artwork', 'upl_pending', 'upl_theirs'] })).rejects.toMatchObject({
      status: 422,
      code: 'validation_failed',
      errors: expect.arrayContaining([
        expect.objectContaining({ pointer: '/answers', code: 'required' }),
        expect.objectContaining({ pointer: '/answers/0/value' }),
        expect.objectContaining({ pointer: '/upload_ids/1', code: 'invalid' }),
        expect.objectContaining({ pointer: '/upload_ids/2', code: 'invalid' }),
      ]),
    });
    expect(quotes.quotes).toEqual([]);
    expect(uploads.uploads.get('upl_artwork')!.status).toBe('uploaded');
  });

  it('leaves the files free when the quote cannot be recorded', async () => {
    const { submit, quotes, uploads } = setUp();
    jest.spyOn(quotes, 'record').mockRejectedValueOnce(new Error('orders unavailable'));
    await expect(submit({ upload_ids: ['upl_artwork'] })).rejects.toThrow('orders unavailable');
    expect(uploads.uploads.get('upl_artwork')!.status).toBe('uploaded');
  });

  it('answers 404 for a form of another store, of an inactive customiser, or none', async () => {
    const { submit, customisers } = setUp();
    customisers.add(aCustomiserCatalogue({ customiser: { id: 40, storeId: 6 }, rows: [aFormRow(120, FIELDS)] }));
    for (const formId of [120, 13, 99]) await expect(submit({}, formId)).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
  });
});
