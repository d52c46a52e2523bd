import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { startWorkers } from '../../../apps/worker/start-workers';
import { eventually } from '../../support/eventually';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp-server';
import { startTestService, type TestService } from '../../support/test-service';
import { TEST_REDIS_URL } from '../../support/test-environment';
import { startWorkerProcess } from '../../support/worker-process';
import { aStore, type BuiltStore } from '../../support/builders';
import { operatorOf } from '../../support/operator';
import { bearer, idempotencyKey } from './order-fixtures';

/**
 * A form submission, recorded through the pipeline (recordQuote) as the storefront's submission records one,
 * mails the form's recipients through a real SMTP server: each once, never a suppressed one, none
 * while the form's emails are disabled, and no recipient twice however the worker's tries end.
 */
interface Harness {
  service: TestService;
  /** A store with one customiser, on which each test adds a form. */
  store: BuiltStore;
}

let formCount = 0;

/** A form of its own for each test: an email field (replies go there) and a message. */
async function newForm({ service, store }: Harness, recipients: string[]) {
  const customiser = store.customisers[0]!;
  const response = await service.http
    .post(`/api/v3/customisers/${customiser.id}/forms`)
    .set(bearer(store.keys.all!))
    .set('Idempotency-Key', idempotencyKey('form'))
    .send({
      name: `Quote request ${(formCount += 1)}`,
      form_type: 'quote',
      recipient_emails: recipients,
      fields: [
        { name: 'Email', input_type: 'email', required: true, reply_to: true, customer_field: 'email' },
        { name: 'Message', input_type: 'textarea' },
      ],
    })
    .expect(201);
  const form = response.body.data as { id: number; name: string; fields: { field_id: string }[] };
  return { id: form.id, name: form.name, customiserId: customiser.id, storeId: store.id, email: form.fields[0]!.field_id, message: form.fields[1]!.field_id };
}

type TestForm = Awaited<ReturnType<typeof newForm>>;

const submit = ({ service }: Harness, form: TestForm) =>
  operatorOf(service, form.storeId).resource<{ id: number }>('recordQuote', {
    body: {
      customiser_id: form.customiserId,
      form_id: form.id,
      answers: [
        { field_id: form.email, value: 'grace@shopper.example' },
        { field_id: form.message, value: 'A neon "Open" sign, 80 cm wide.' },
      ],
      files: [{ upload_id: 'upl_sketch', filename: 'sketch.pdf', content_type: 'application/pdf', byte_size: 2048 }],
      contact: { name: 'Grace Hopper', email: 'grace@shopper.example', phone: null },
    },
  });

const setFormAttribute = ({ service }: Harness, formId: number, name: 'suppressed_emails' | 'emails_enabled', value: unknown) =>
  sql`update catalogue.option_rows set attributes = jsonb_set(attributes, ${`{${name}}`}::text[], ${JSON.stringify(value)}::jsonb) where id = ${formId}`.execute(
    service.runtime.database.root,
  );

const quoteEmails = async ({ service }: Harness, quoteId: number) =>
  (await sql<{ id: number; status: string; reason: string | null }>`select id, status, reason from orders.quote_emails where quote_id = ${quoteId} order by id`.execute(service.runtime.database.root)).rows;

const recipientsOf = async ({ service }: Harness, quoteId: number) =>
  Object.fromEntries(
    (
      await sql<{ recipient: string; status: string }>`
        select r.recipient, r.status from orders.quote_email_recipients r join orders.quote_emails e on e.id = r.quote_email_id
        where e.quote_id = ${quoteId} order by r.recipient`.execute(service.runtime.database.root)
    ).rows.map((row) => [row.recipient, row.status]),
  );

const finished = (harness: Harness, quoteId: number, timeoutMs?: number) =>
  eventually(async () => {
    const [email] = await quoteEmails(harness, quoteId);
    return email && email.status !== 'queued' ? email : undefined;
  }, `the quote email of quote ${quoteId} finished`, timeoutMs);

describe('the emails of a form submission', () => {
  const HELD = 'held@killed.example';
  const deferOnce = new Set<string>();
  let smtp: TestSmtpServer;
  const harness = {} as Harness;
  let workersStarted = false;
  /** The workers in this process, started once: the killed worker process's successor, and the senders of the rest. */
  const workersInProcess = async () => {
    if (workersStarted) return;
    workersStarted = true;
    await startWorkers(harness.service.container, harness.service.runtime);
  };

  beforeAll(async () => {
    smtp = await startSmtpServer({
      defer: (recipient) => deferOnce.delete(recipient),
      hold: (mail) => mail.to.includes(HELD) && smtp.to(HELD).length === 1,
    });
    // A short job lock, so that a dead worker's job is found in seconds rather than a minute.
    harness.service = await startTestService({ env: { SMTP_URL: smtp.url, JOB_LOCK_SECONDS: '3' } });
    harness.store = await aStore(harness.service, { customisers: 1 });
  });
  afterAll(async () => {
    await harness.service.close();
    await smtp.close();
  });

  // First, while no worker runs in this process: the worker process below does the sending until it is killed.
  describe('the worker process killed while it hands a message over', () => {
    let dataDir: string;

    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'signwright-worker-'));
    });
    afterAll(async () => {
      await rm(dataDir, { recursive: true, force: true });
    });

    it('never mails a recipient twice: the next worker mails the rest and leaves the one in doubt unconfirmed', async () => {
      const { service } = harness;
      const env = { DATABASE_URL: service.database.url, REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: service.config.redisKeyPrefix, DATA_DIR: dataDir, SMTP_URL: smtp.url, JOB_LOCK_SECONDS: '3' };
      const form = await newForm(harness, ['first@killed.example', HELD, 'last@killed.example']);
      const first = await startWorkerProcess(env);
      const quote = await submit(harness, form);
      // The held message reached the server, which never answers it: whether it was delivered is in doubt.
      await eventually(() => (smtp.to(HELD).length === 1 ? true : undefined), 'the held message', 30_000);
      await first.kill();
      expect(await recipientsOf(harness, quote.id)).toEqual({ 'first@killed.example': 'sent', [HELD]: 'sending' });

      // The next worker is this process's: BullMQ hands it the dead worker's job once the job's lock lapses
      // and a stalled-job check finds it.
      await workersInProcess();
      expect(await finished(harness, quote.id, 30_000)).toMatchObject({ status: 'sent' });
      expect(smtp.to('first@killed.example')).toHaveLength(1);
      expect(smtp.to(HELD)).toHaveLength(1);
      expect(smtp.to('last@killed.example')).toHaveLength(1);
      expect(await recipientsOf(harness, quote.id)).toEqual({ 'first@killed.example': 'sent', [HELD]: 'unconfirmed', 'last@killed.example': 'sent' });
    }, 90_000);
  });

  describe('over SMTP, with the workers in this process', () => {
    beforeAll(workersInProcess);
    it('mails each of the form’s recipients exactly once, with the answers, the contact, the files and replies to the shopper', async () => {
      const form = await newForm(harness, ['sales@once.example', 'owner@once.example']);
      const quote = await submit(harness, form);
      expect(await finished(harness, quote.id)).toMatchObject({ status: 'sent', reason: null });
      for (const recipient of ['sales@once.example', 'owner@once.example']) {
        const mails = smtp.to(recipient);
        expect(mails).toHaveLength(1);
        expect(mails[0]!.to).toEqual([recipient]);
        expect(mails[0]!.raw).toMatch(new RegExp(`^Subject: New ${form.name} submission$`, 'm'));
        expect(mails[0]!.raw).toMatch(/^Reply-To: grace@shopper\.example$/m);
        expect(mails[0]!.raw).toMatch(/^From: Signwright <no-reply@api\.signwright\.test>$/m);
        expect(mails[0]!.raw).toContain('Message: A neon "Open" sign, 80 cm wide.');
        expect(mails[0]!.raw).toContain('Name: Grace Hopper');
        expect(mails[0]!.raw).toContain(`sketch.pdf: ${harness.service.config.baseUrl}/api/v3/quotes/${quote.id}/files/upl_sketch`);
      }
      expect(await recipientsOf(harness, quote.id)).toEqual({ 'owner@once.example': 'sent', 'sales@once.example': 'sent' });
    });

    it('never mails a recipient the form’s suppressed_emails holds', async () => {
      const form = await newForm(harness, ['sales@suppressed.example', 'bounced@suppressed.example']);
      await setFormAttribute(harness, form.id, 'suppressed_emails', ['Bounced@Suppressed.example']);
      const quote = await submit(harness, form);
      expect(await finished(harness, quote.id)).toMatchObject({ status: 'sent' });
      expect(smtp.to('sales@suppressed.example')).toHaveLength(1);
      expect(smtp.to('bounced@suppressed.example')).toEqual([]);
      expect(await recipientsOf(harness, quote.id)).toEqual({ 'bounced@suppressed.example': 'suppressed', 'sales@suppressed.example': 'sent' });
    });

    it('mails nobody while the form’s emails are disabled', async () => {
      const form = await newForm(harness, ['sales@disabled.example']);
      await setFormAttribute(harness, form.id, 'emails_enabled', false);
      const quote = await submit(harness, form);
      expect(await finished(harness, quote.id)).toMatchObject({ status: 'skipped', reason: 'emails_disabled' });
      expect(smtp.to('sales@disabled.example')).toEqual([]);
      expect(await recipientsOf(harness, quote.id)).toEqual({});
    });

    it('mails on the engine’s retry only the recipient the first try could not reach, and each once', async () => {
      const form = await newForm(harness, ['sales@retried.example', 'busy@retried.example']);
      deferOnce.add('busy@retried.example');
      const quote = await submit(harness, form);
      expect(await finished(harness, quote.id, 30_000)).toMatchObject({ status: 'sent' });
      expect(deferOnce.size).toBe(0);
      expect(smtp.to('sales@retried.example')).toHaveLength(1);
      expect(smtp.to('busy@retried.example')).toHaveLength(1);
      expect(await recipientsOf(harness, quote.id)).toEqual({ 'busy@retried.example': 'sent', 'sales@retried.example': 'sent' });
    });

    it('is not lost when the process stops between commit and enqueue: the engine’s recovery pass queues its task', async () => {
      const form = await newForm(harness, ['sales@recovered.example']);
      const quote = await submit(harness, form);
      await finished(harness, quote.id);
      const { database } = harness.service.runtime;
      // The state such a crash leaves: an email and its task committed a while ago, and no job for the task.
      const { rows } = await sql<{ id: number }>`
        insert into orders.quote_emails (store_id, quote_id, status, created_at) values (${form.storeId}, ${quote.id}, 'queued', now() - interval '2 minutes') returning id
      `.execute(database.root);
      await sql`
        insert into platform.tasks (kind, store_id, subject, status, attempts, run_at, created_at, updated_at)
        values ('orders.quote-email', ${form.storeId}, ${String(rows[0]!.id)}, 'pending', 0, now() - interval '2 minutes', now() - interval '2 minutes', now() - interval '2 minutes')
      `.execute(database.root);
      await harness.service.runtime.tasks.recovery().runOnce();
      await eventually(async () => ((await quoteEmails(harness, quote.id)).every((email) => email.status === 'sent') ? true : undefined), 'both emails sent');
      expect(smtp.to('sales@recovered.example')).toHaveLength(2);
    });
  });
});
