import { sql } from 'kysely';
import { SCOPES } from '../../../modules/identity';
import { isProblem } from '../../../shared-kernel/problems/problem';
import { startTestService, type TestService } from '../../support/test-service';
import { expectProblem } from '../../support/problem-assertions';
import { binaryBody } from '../../support/binary-body';
import { aStore, type BuiltStore } from '../../support/builders';
import { operatorOf } from '../../support/operator';
import { bearer, newKey } from './order-fixtures';

/** Quote requests: readable with quotes:read only, answers, files and contact details included. */
describe('quotes', () => {
  let service: TestService;
  // Each with the demo's 2 quote requests, the first with the shopper's sketch.
  let shop: BuiltStore;
  let otherShop: BuiltStore;
  const quotesKey = () => bearer(shop.keys['quotes:read']!);

  beforeAll(async () => {
    service = await startTestService();
    shop = await aStore(service, { customisers: 1, commerce: true });
    otherShop = await aStore(service, { customisers: 1, commerce: true });
  });
  afterAll(() => service.close());

  it('lists the store’s quote requests with answers, files and contact details, oldest first', async () => {
    const response = await service.http.get('/api/v3/quotes').set(quotesKey()).expect(200);
    const customiser = shop.customisers[0]!;
    expect(response.body.data.map((quote: { id: number }) => quote.id)).toEqual(shop.quotes);
    expect(response.body.data[0]).toEqual({
      object: 'quote',
      id: shop.quotes[0],
      customiser_id: customiser.id,
      form_id: customiser.forms.other,
      answers: [{ field_id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Email', value: 'grace@shopper.example' }],
      files: [
        {
          upload_id: expect.stringMatching(/^upl_/),
          filename: 'sketch.svg',
          content_type: 'image/svg+xml',
          byte_size: expect.any(Number),
          url: expect.stringMatching(new RegExp(`/api/v3/quotes/${shop.quotes[0]}/files/upl_`)),
        },
      ],
      contact: { name: 'Grace Hopper', email: 'grace@shopper.example', phone: '+1 555 0100' },
      created_at: expect.any(String),
      livemode: true,
    });
    expect(response.body.pagination).toEqual({ has_more: false, next_cursor: null });
  });

  it('pages with limit and cursor', async () => {
    const first = await service.http.get('/api/v3/quotes?limit=1').set(quotesKey()).expect(200);
    expect(first.body.data.map((quote: { id: number }) => quote.id)).toEqual([shop.quotes[0]]);
    const second = await service.http.get('/api/v3/quotes').query({ limit: 1, cursor: first.body.pagination.next_cursor }).set(quotesKey()).expect(200);
    expect(second.body.data.map((quote: { id: number }) => quote.id)).toEqual([shop.quotes[1]]);
    expect(second.body.pagination.has_more).toBe(false);
    expectProblem(await service.http.get('/api/v3/quotes?cursor=forged.cursor').set(quotesKey()), 422, 'invalid_cursor');
    expectProblem(await service.http.get('/api/v3/quotes?filter[form_id]=1').set(quotesKey()), 422, 'unknown_filter');
  });

  describe('filter[created_after] and filter[created_before], as the orders listing takes them', () => {
    const list = (query: Record<string, string | number>) => service.http.get('/api/v3/quotes').query(query).set(quotesKey());
    const ids = (response: { body: { data: { id: number }[] } }) => response.body.data.map((quote) => quote.id);

    beforeAll(async () => {
      // The first quote request back in January, so that the date filters split the store's two.
      await sql`update orders.quotes set created_at = '2026-01-15T12:00:00Z' where id = ${shop.quotes[0]!}`.execute(service.runtime.database.root);
    });

    it('lists only the quote requests created strictly inside the window (ISO 8601 date-time with an offset, or a date)', async () => {
      expect(ids(await list({ 'filter[created_after]': '2026-02-01T00:00:00Z' }).expect(200))).toEqual(shop.quotes.slice(1));
      expect(ids(await list({ 'filter[created_before]': '2026-02-01' }).expect(200))).toEqual([shop.quotes[0]]);
      const between = await list({ 'filter[created_after]': '2026-01-15T00:00:00+01:00', 'filter[created_before]': '2026-01-16T00:00:00Z' }).expect(200);
      expect(ids(between)).toEqual([shop.quotes[0]]);
      // Exclusive: the instant a quote was created is outside a window that starts or ends there.
      expect(ids(await list({ 'filter[created_after]': '2026-01-15T12:00:00Z', 'filter[created_before]': '2026-02-01' }).expect(200))).toEqual([]);
    });

    it('answers a value that is not ISO 8601 with 422 invalid_parameter naming the filter', async () => {
      for (const parameter of ['filter[created_after]', 'filter[created_before]']) {
        for (const value of ['yesterday', '2026-13-01', '1700000000', '2026-01-15T12:00:00']) {
          const problem = expectProblem(await list({ [parameter]: value }), 422, 'invalid_parameter');
          expect(problem.errors).toEqual([expect.objectContaining({ parameter })]);
        }
      }
    });

    it('binds the cursor to the filters it was issued with: the same filters page on, others are invalid_cursor', async () => {
      const window = { 'filter[created_after]': '2020-01-01T00:00:00Z', 'filter[created_before]': '2100-01-01' };
      const first = await list({ limit: 1, ...window }).expect(200);
      const cursor = first.body.pagination.next_cursor as string;
      expect(new URL(first.body.links.next).searchParams.get('filter[created_after]')).toBe(window['filter[created_after]']);
      const second = await list({ limit: 1, cursor, ...window }).expect(200);
      expect([...ids(first), ...ids(second)]).toEqual(shop.quotes);
      // The same instants written another way are the same listing.
      await list({ limit: 1, cursor, 'filter[created_after]': '2020-01-01', 'filter[created_before]': '2100-01-01T00:00:00Z' }).expect(200);
      expectProblem(await list({ limit: 1, cursor }), 422, 'invalid_cursor');
      expectProblem(await list({ limit: 1, cursor, ...window, 'filter[created_after]': '2021-01-01T00:00:00Z' }), 422, 'invalid_cursor');
      const next = new URL(first.body.links.next as string);
      await service.http.get(next.pathname + next.search).set(quotesKey()).expect(200);
      next.searchParams.delete('filter[created_before]');
      expectProblem(await service.http.get(next.pathname + next.search).set(quotesKey()), 422, 'invalid_cursor');
    });
  });

  it('reads one quote request', async () => {
    const listed = (await service.http.get('/api/v3/quotes').set(quotesKey()).expect(200)).body.data[1];
    const one = await service.http.get(`/api/v3/quotes/${shop.quotes[1]}`).set(quotesKey()).expect(200);
    expect(one.body.data).toEqual(listed);
  });

  it('serves the file a shopper sent with a quote request as a download, under the quote', async () => {
    const quote = (await service.http.get(`/api/v3/quotes/${shop.quotes[0]}`).set(quotesKey()).expect(200)).body.data;
    const file = await service.http.get(new URL(quote.files[0].url).pathname).set(quotesKey()).buffer(true).parse(binaryBody);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/svg+xml');
    expect(file.headers['content-disposition']).toBe('attachment; filename=sketch.svg');
    expect((file.body as Buffer).toString()).toMatch(/^<svg /);
    expect((file.body as Buffer).length).toBe(quote.files[0].byte_size);
  });

  /** The quote requests, one of them, and the file a shopper sent with it: what only quotes:read reads. */
  const quotePaths = async () => {
    const quote = (await service.http.get(`/api/v3/quotes/${shop.quotes[0]}`).set(quotesKey()).expect(200)).body.data;
    return ['/api/v3/quotes', `/api/v3/quotes/${quote.id}`, new URL(quote.files[0].url).pathname];
  };

  it('is refused to customisers:read, which reads a form’s questions but never its answers', async () => {
    for (const path of await quotePaths()) {
      const problem = expectProblem(await service.http.get(path).set(bearer(shop.keys['customisers:read']!)), 403, 'insufficient_scope');
      expect(problem).toMatchObject({ required_scopes: ['quotes:read'], granted_scopes: ['customisers:read'] });
    }
  });

  it('is refused to a key holding every scope but quotes:read', async () => {
    const key = await newKey(service, shop.id, SCOPES.filter((scope) => scope !== 'quotes:read'));
    for (const path of await quotePaths()) expectProblem(await service.http.get(path).set(bearer(key)), 403, 'insufficient_scope');
  });

  it('is readable with a legacy wildcard key', async () => {
    await service.http.get('/api/v3/quotes').set(bearer(shop.keys.legacy!)).expect(200);
  });

  it('answers another store’s quote exactly as an unknown id', async () => {
    const foreign = expectProblem(await service.http.get(`/api/v3/quotes/${otherShop.quotes[0]}`).set(quotesKey()), 404, 'resource_not_found');
    const unknown = expectProblem(await service.http.get('/api/v3/quotes/999999').set(quotesKey()), 404, 'resource_not_found');
    expect({ ...foreign, request_id: undefined }).toEqual({ ...unknown, request_id: undefined });
    const listed = (await service.http.get('/api/v3/quotes').set(bearer(otherShop.keys.all!)).expect(200)).body.data;
    expect(listed.map((quote: { id: number }) => quote.id)).toEqual(otherShop.quotes);
  });

  describe('recording a quote (recordQuote: the operator’s, recorded as the storefront’s submission records one)', () => {
    interface QuoteToRecord {
      customiser_id: number;
      form_id: number;
      answers: { field_id: string; value: string }[];
      files: never[];
      contact: { name: string | null; email: string | null; phone: string | null };
    }
    const record = (storeId: number, quote: QuoteToRecord) => operatorOf(service, storeId).resource<{ id: number }>('recordQuote', { body: quote });
    const failure = async (work: Promise<unknown>) => {
      try {
        await work;
      } catch (error) {
        if (isProblem(error)) return error;
        throw error;
      }
      throw new Error('expected a problem');
    };
    const contact = { name: null, email: null, phone: null };

    it('names each answer after the form’s field, and the quote is then listed', async () => {
      // A store of its own: the quote it records stays out of the listings above.
      const own = await aStore(service, { customisers: 1 });
      const customiser = own.customisers[0]!;
      const quote = await record(own.id, { customiser_id: customiser.id, form_id: customiser.forms.other, answers: [], files: [], contact });
      const read = await service.http.get(`/api/v3/quotes/${quote.id}`).set(bearer(own.keys['quotes:read']!)).expect(200);
      expect(read.body.data).toMatchObject({ id: quote.id, customiser_id: customiser.id, answers: [], files: [], contact });
    });

    it('refuses a form of another store as unknown, and answers naming fields the form lacks', async () => {
      const foreign = otherShop.customisers[0]!;
      expect((await failure(record(shop.id, { customiser_id: foreign.id, form_id: foreign.forms.other, answers: [], files: [], contact }))).code).toBe('resource_not_found');
      const customiser = shop.customisers[0]!;
      const problem = await failure(record(shop.id, { customiser_id: customiser.id, form_id: customiser.forms.other, answers: [{ field_id: 'not-a-field', value: 'x' }], files: [], contact }));
      expect(problem).toMatchObject({ code: 'validation_failed', errors: [expect.objectContaining({ pointer: '/answers/0/field_id' })] });
    });
  });
});
