import { startTestRuntime, type TestRuntime } from '../../../../tests/support/test-runtime';
import { KyselyEmailRepository } from './kysely-email.repository';
import { KyselyQuoteEmailRecipients } from './kysely-quote-email-recipients';
import { KyselyQuoteRepository } from './kysely-quote.repository';
import { QUOTE_EMAIL_ROWS } from './quote-email.rows';

describe('the recipients of quote emails on PostgreSQL', () => {
  let service: TestRuntime;
  let anEmail: (storeId: number) => Promise<{ id: number }>;
  let ledger: KyselyQuoteEmailRecipients;
  const at = new Date('2026-03-04T12:00:00Z');

  beforeAll(async () => {
    service = await startTestRuntime();
    const quotes = new KyselyQuoteRepository(service.runtime.database, { fileOf: (quoteId, uploadId) => `https://api.example/quotes/${quoteId}/files/${uploadId}` });
    const emails = new KyselyEmailRepository(service.runtime.database, QUOTE_EMAIL_ROWS);
    anEmail = async (storeId) => {
      const quote = await quotes.create({ storeId, customiserId: 3, formId: 12, answers: [], files: [], contact: { name: null, email: null, phone: null } });
      return emails.create({ storeId, quoteId: quote.id });
    };
    ledger = new KyselyQuoteEmailRecipients(service.runtime.database);
  });
  afterAll(() => service.close());

  it('lets one of many concurrent tries take a recipient, and no try take it again', async () => {
    const email = await anEmail(620);
    const taken = await Promise.all(Array.from({ length: 8 }, () => ledger.take(email.id, 'sales@signs.example', at)));
    expect(taken.filter(Boolean)).toHaveLength(1);
    await ledger.settle(email.id, 'sales@signs.example', 'sent', at);
    expect(await ledger.take(email.id, 'sales@signs.example', at)).toBe(false);
    expect(await ledger.recipients(email.id)).toEqual([{ recipient: 'sales@signs.example', status: 'sent' }]);
  });

  it('gives back only a recipient still being handed its message', async () => {
    const email = await anEmail(630);
    await ledger.take(email.id, 'failed-handover@signs.example', at);
    await ledger.release(email.id, 'failed-handover@signs.example');
    expect(await ledger.take(email.id, 'failed-handover@signs.example', at)).toBe(true);
    await ledger.settle(email.id, 'failed-handover@signs.example', 'sent', at);
    await ledger.release(email.id, 'failed-handover@signs.example');
    expect(await ledger.recipients(email.id)).toEqual([{ recipient: 'failed-handover@signs.example', status: 'sent' }]);
  });

  it('keeps a recipient’s first record when it is later found suppressed, and settles only what is being sent', async () => {
    const email = await anEmail(640);
    await ledger.take(email.id, 'a@signs.example', at);
    await ledger.settle(email.id, 'a@signs.example', 'unconfirmed', at);
    await ledger.suppress(email.id, 'a@signs.example', at);
    await ledger.suppress(email.id, 'b@signs.example', at);
    await ledger.settle(email.id, 'b@signs.example', 'sent', at);
    expect(await ledger.recipients(email.id)).toEqual([
      { recipient: 'a@signs.example', status: 'unconfirmed' },
      { recipient: 'b@signs.example', status: 'suppressed' },
    ]);
    // The try that was believed dead finished its handover after all.
    await ledger.settle(email.id, 'a@signs.example', 'sent', at);
    expect((await ledger.recipients(email.id))[0]).toEqual({ recipient: 'a@signs.example', status: 'sent' });
  });
});
