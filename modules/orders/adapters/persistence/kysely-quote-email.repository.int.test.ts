import { startTestService, type TestService } from '../../../../tests/support/test-service';
import { KyselyQuoteRepository } from './kysely-quote.repository';
import { KyselyQuoteEmailRepository } from './kysely-quote-email.repository';

describe('quote emails and their recipients on PostgreSQL', () => {
  let service: TestService;
  let quotes: KyselyQuoteRepository;
  let emails: KyselyQuoteEmailRepository;
  const at = new Date('2026-03-04T12:00:00Z');

  beforeAll(async () => {
    service = await startTestService();
    quotes = new KyselyQuoteRepository(service.runtime.database, { fileOf: (quoteId, uploadId) => `https://api.example/quotes/${quoteId}/files/${uploadId}` });
    emails = new KyselyQuoteEmailRepository(service.runtime.database);
  });
  afterAll(() => service.close());

  const anEmail = async (storeId: number) => {
    const quote = await quotes.create({ storeId, customiserId: 3, formId: 12, answers: [], files: [], contact: { name: null, email: null, phone: null } });
    return emails.create({ storeId, quoteId: quote.id });
  };

  it('records an email queued, for its store only, and finishes it once', async () => {
    const email = await anEmail(601);
    expect(email).toMatchObject({ storeId: 601, status: 'queued', reason: null, finishedAt: null });
    expect(await emails.find(601, email.id)).toEqual(email);
    expect(await emails.find(602, email.id)).toBeUndefined();
    expect(await emails.finish(email.id, { status: 'skipped', reason: 'emails_disabled' }, at)).toBe(true);
    expect(await emails.finish(email.id, { status: 'sent', reason: null }, at)).toBe(false);
    expect(await emails.find(601, email.id)).toMatchObject({ status: 'skipped', reason: 'emails_disabled', finishedAt: at });
  });

  it('lets one of many concurrent tries take a recipient, and no try take it again', async () => {
    const email = await anEmail(620);
    const taken = await Promise.all(Array.from({ length: 8 }, () => emails.take(email.id, 'sales@signs.example', at)));
    expect(taken.filter(Boolean)).toHaveLength(1);
    await emails.settle(email.id, 'sales@signs.example', 'sent', at);
    expect(await emails.take(email.id, 'sales@signs.example', at)).toBe(false);
    expect(await emails.recipients(email.id)).toEqual([{ recipient: 'sales@signs.example', status: 'sent' }]);
  });

  it('gives back only a recipient still being handed its message', async () => {
    const email = await anEmail(630);
    await emails.take(email.id, 'failed-handover@signs.example', at);
    await emails.release(email.id, 'failed-handover@signs.example');
    expect(await emails.take(email.id, 'failed-handover@signs.example', at)).toBe(true);
    await emails.settle(email.id, 'failed-handover@signs.example', 'sent', at);
    await emails.release(email.id, 'failed-handover@signs.example');
    expect(await emails.recipients(email.id)).toEqual([{ recipient: 'failed-handover@signs.example', status: 'sent' }]);
  });

  it('keeps a recipient’s first record when it is later found suppressed, and settles only what is being sent', async () => {
    const email = await anEmail(640);
    await emails.take(email.id, 'a@signs.example', at);
    await emails.settle(email.id, 'a@signs.example', 'unconfirmed', at);
    await emails.suppress(email.id, 'a@signs.example', at);
    await emails.suppress(email.id, 'b@signs.example', at);
    await emails.settle(email.id, 'b@signs.example', 'sent', at);
    expect(await emails.recipients(email.id)).toEqual([
      { recipient: 'a@signs.example', status: 'unconfirmed' },
      { recipient: 'b@signs.example', status: 'suppressed' },
    ]);
    // The try that was believed dead finished its handover after all.
    await emails.settle(email.id, 'a@signs.example', 'sent', at);
    expect((await emails.recipients(email.id))[0]).toEqual({ recipient: 'a@signs.example', status: 'sent' });
  });
});
