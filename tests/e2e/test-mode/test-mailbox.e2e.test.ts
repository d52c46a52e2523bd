import { startWorkers } from '../../../apps/worker/start-workers';
import { aStore, type BuiltStore } from '../../support/builders';
import { eventually } from '../../support/eventually';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp-server';
import { startTestService, type TestService } from '../../support/test-service';
import { bearer, idempotencyKey, orderBody } from '../orders/order-fixtures';
import { aTestOrder, aTestProduct } from './test-mode-fixtures';

/** TEST_MAIL_TO: over SMTP, test mode's emails go to the tester's one address, never to the addresses they name. */
describe('the test mailbox over SMTP (TEST_MAIL_TO)', () => {
  let smtp: TestSmtpServer;
  let service: TestService;
  let store: BuiltStore;
  const tester = 'tester@signwright.test';

  beforeAll(async () => {
    smtp = await startSmtpServer();
    service = await startTestService({ env: { SMTP_URL: smtp.url, TEST_MAIL_TO: tester } });
    store = await aStore(service, { customisers: 1, commerce: true });
    await startWorkers(service.container, service.runtime);
  });
  afterAll(async () => {
    await service.close();
    await smtp.close();
  });

  it('sends a test order’s email to TEST_MAIL_TO, saying whom it stands for, and a live order’s to the manufacturer', async () => {
    await aTestOrder(service, store, await aTestProduct(service, store), '#TEST-SMTP');
    await service.http.post('/api/v3/orders').set(bearer(store.keys.all!)).set('Idempotency-Key', idempotencyKey()).send(orderBody(store, { external_order_number: '#LIVE-SMTP' })).expect(201);
    const mailOf = (reference: string) => eventually(() => smtp.received.find((mail) => mail.raw.includes(`reference: ${reference}`)), `the email of ${reference}`);
    const [test, live] = [await mailOf('#TEST-SMTP'), await mailOf('#LIVE-SMTP')];
    const manufacturer = live.to[0]!;
    expect(manufacturer).not.toBe(tester);
    expect(test.to).toEqual([tester]);
    expect(test.raw).toMatch(new RegExp(`^Subject: \\[test for ${manufacturer.replace(/\./g, '\\.')}\\] Order #`, 'm'));
    expect(smtp.to(manufacturer).filter((mail) => mail.raw.includes('#TEST-SMTP'))).toEqual([]);
  });
});
