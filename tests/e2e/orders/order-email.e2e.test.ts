import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { startWorkers } from '../../../apps/worker/start-workers';
import { StoreDirectory } from '../../../modules/identity';
import { startTestService, type TestService } from '../../support/test-service';
import { eventually } from '../../support/eventually';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp-server';
import { aStore, type BuiltStore } from '../../support/builders';
import { bearer, idempotencyKey, orderBody } from './order-fixtures';

const emailsOf = async (service: TestService, orderId: number) =>
  (await sql<{ id: number; status: string; reason: string; recipient: string | null; failure_reason: string | null }>`
    select id, status, reason, recipient, failure_reason from orders.order_emails where order_id = ${orderId} order by id
  `.execute(service.runtime.database.root)).rows;

const taskOf = async (service: TestService, emailId: number) =>
  (await sql<{ status: string; attempts: number }>`
    select status, attempts from platform.tasks where kind = 'orders.order-email' and subject = ${String(emailId)}
  `.execute(service.runtime.database.root)).rows;

const manufacturerOf = async (service: TestService, storeId: number) =>
  (await service.container.get(StoreDirectory).profile(storeId)).manufacturerEmail!;

describe('the order email', () => {
  describe('over SMTP (SMTP_URL set, workers on BullMQ)', () => {
    const deferOnce = new Set<string>();
    let smtp: TestSmtpServer;
    let service: TestService;
    // Stores whose orders name the demo's products, each with a manufacturer of its own.
    let shop: BuiltStore;
    let otherShop: BuiltStore;
    const createOrder = async (owner = shop) =>
      (await service.http.post('/api/v3/orders').set(bearer(owner.keys.all!)).set('Idempotency-Key', idempotencyKey()).send(orderBody(owner)).expect(201)).body.data;
    const mailWith = (text: string) => eventually(() => smtp.received.find((mail) => mail.raw.includes(text)), `a message containing ${text}`);

    beforeAll(async () => {
      smtp = await startSmtpServer({ defer: (recipient) => deferOnce.delete(recipient) });
      service = await startTestService({ env: { SMTP_URL: smtp.url } });
      shop = await aStore(service, { customisers: 1, commerce: true });
      otherShop = await aStore(service, { customisers: 1, commerce: true });
      await startWorkers(service.container, service.runtime);
    });
    afterAll(async () => {
      await service.close();
      await smtp.close();
    });

    it('is received by the SMTP server, addressed to the store’s manufacturer, with the order number in it', async () => {
      const order = await createOrder();
      const manufacturer = await manufacturerOf(service, shop.id);
      const mail = await mailWith(`Order #${order.order_number} from ${shop.name}`);
      expect(mail.to).toEqual([manufacturer]);
      expect(mail.raw).toMatch(new RegExp(`^Subject: Order #${order.order_number} from `, 'm'));
      expect(mail.raw).toMatch(new RegExp(`^To: ${manufacturer.replace(/\./g, '\\.')}`, 'm'));
      expect(mail.raw).toContain(`filename=order-${order.order_number}.json`);
      expect(await eventually(async () => (await emailsOf(service, order.id)).find((email) => email.status === 'sent'), 'the email marked sent')).toMatchObject({
        reason: 'order_created',
        recipient: manufacturer,
      });
    });

    it('goes to each store’s own manufacturer', async () => {
      const order = await createOrder(otherShop);
      const mail = await mailWith(`Order #${order.order_number} from ${otherShop.name}`);
      expect(mail.to).toEqual([await manufacturerOf(service, otherShop.id)]);
    });

    it('is sent again on resend, to the same configured recipient', async () => {
      const order = await createOrder();
      await mailWith(`Order #${order.order_number} from ${shop.name}`);
      await service.http.post(`/api/v3/orders/${order.id}/resend`).set(bearer(shop.keys.all!)).set('Idempotency-Key', idempotencyKey('resend')).expect(202);
      const copies = await eventually(() => {
        const found = smtp.received.filter((mail) => mail.raw.includes(`Order #${order.order_number} from ${shop.name}`));
        return found.length === 2 ? found : undefined;
      }, 'the resent copy');
      expect(copies.map((mail) => mail.to)).toEqual([[await manufacturerOf(service, shop.id)], [await manufacturerOf(service, shop.id)]]);
      expect((await emailsOf(service, order.id)).map((email) => [email.reason, email.status])).toEqual([['order_created', 'sent'], ['resend', 'sent']]);
    });

    it('fails for good, sending nothing, when the store has no manufacturer address', async () => {
      const owner = await aStore(service, { customisers: 1, commerce: true });
      await sql`update identity.stores set manufacturer_email = null where id = ${owner.id}`.execute(service.runtime.database.root);
      const order = (await service.http.post('/api/v3/orders').set(bearer(owner.keys.all!)).set('Idempotency-Key', idempotencyKey()).send(orderBody(owner)).expect(201)).body.data;
      const failed = await eventually(async () => (await emailsOf(service, order.id)).find((email) => email.status === 'failed'), 'the email marked failed');
      expect(failed).toMatchObject({ failure_reason: 'no_manufacturer_email', recipient: null });
      // No retry can mend it: the engine tries no more.
      expect(await eventually(async () => (await taskOf(service, failed.id)).find((task) => task.status !== 'pending'), 'the task finished')).toEqual({ status: 'failed', attempts: 1 });
      expect(smtp.received.filter((mail) => mail.raw.includes(`Order #${order.order_number} from ${owner.name}`))).toEqual([]);
    });

    it('is sent on the engine’s retry when the mail server refuses it once', async () => {
      const owner = await aStore(service, { customisers: 1, commerce: true });
      await sql`update identity.stores set manufacturer_email = 'busy@maker.example' where id = ${owner.id}`.execute(service.runtime.database.root);
      deferOnce.add('busy@maker.example');
      const order = await createOrder(owner);
      const sent = await eventually(async () => (await emailsOf(service, order.id)).find((email) => email.status === 'sent'), 'the email sent on its retry');
      expect(deferOnce.has('busy@maker.example')).toBe(false);
      expect(smtp.to('busy@maker.example')).toHaveLength(1);
      // The email is marked sent within the try; the task is recorded done just after it.
      expect(await eventually(async () => (await taskOf(service, sent.id)).find((task) => task.status === 'done'), 'the task done')).toEqual({ status: 'done', attempts: 2 });
    });

    it('is not lost when the process stops between commit and enqueue: the engine’s recovery pass queues its task', async () => {
      const order = await createOrder();
      await mailWith(`Order #${order.order_number} from ${shop.name}`);
      // The state such a crash leaves: an email and its task committed a while ago, and no job for the task.
      const { rows } = await sql<{ id: number }>`
        insert into orders.order_emails (store_id, order_id, reason, status, created_at) values (${shop.id}, ${order.id}, 'resend', 'queued', now() - interval '2 minutes') returning id
      `.execute(service.runtime.database.root);
      await sql`
        insert into platform.tasks (kind, store_id, subject, status, attempts, run_at, created_at, updated_at)
        values ('orders.order-email', ${shop.id}, ${String(rows[0]!.id)}, 'pending', 0, now() - interval '2 minutes', now() - interval '2 minutes', now() - interval '2 minutes')
      `.execute(service.runtime.database.root);
      await service.runtime.tasks.recovery().runOnce();
      await eventually(() => (smtp.received.filter((mail) => mail.raw.includes(`Order #${order.order_number} from ${shop.name}`)).length === 2 ? true : undefined), 'the recovered email');
      expect(await eventually(async () => ((await emailsOf(service, order.id)).every((email) => email.status === 'sent') ? true : undefined), 'both emails marked sent')).toBe(true);
    });
  });

  describe('without SMTP_URL: .eml files under DATA_DIR/mail (embedded mode: PGlite, in-process queue)', () => {
    let service: TestService;
    let store: BuiltStore;

    beforeAll(async () => {
      service = await startTestService({ mode: 'embedded' });
      store = await aStore(service, { customisers: 1, commerce: true });
      await startWorkers(service.container, service.runtime);
    });
    afterAll(() => service.close());

    it('writes the message as an .eml file addressed to the manufacturer, with the order number in it', async () => {
      const order = (await service.http.post('/api/v3/orders').set(bearer(store.keys.all!)).set('Idempotency-Key', idempotencyKey()).send(orderBody(store)).expect(201)).body.data;
      const mailDir = join(service.config.dataDir, 'mail');
      const subject = `Subject: Order #${order.order_number} from ${store.name}`;
      const file = await eventually(async () => {
        const names = await readdir(mailDir).catch(() => [] as string[]);
        for (const name of names.filter((entry) => entry.endsWith('.eml'))) {
          const content = await readFile(join(mailDir, name), 'utf8');
          if (content.includes(subject)) return content;
        }
        return undefined;
      }, 'the .eml file');
      expect(file).toMatch(new RegExp(`^To: ${(await manufacturerOf(service, store.id)).replace(/\./g, '\\.')}$`, 'm'));
      expect(file).toMatch(/^From: Signwright <no-reply@api\.signwright\.test>$/m);
      expect(file).toContain(`Order #${order.order_number} from ${store.name}`);
      expect(await eventually(async () => (await emailsOf(service, order.id)).find((email) => email.status === 'sent'), 'the email marked sent')).toBeTruthy();
    });
  });
});
