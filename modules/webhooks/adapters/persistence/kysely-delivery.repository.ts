import { inject, injectable } from 'inversify';
import { sql, type Selectable } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { TransactionalDatabase } from '../../../../infra/database/transactional-database';
import type { SecretBox } from '../../../../infra/secrets/secret-box';
import { GroupedStatements } from '../../../../infra/database/grouped-statements';
import type { Page, PageRequest } from '../../../../shared-kernel/http/pagination';
import type { DeliveryAttempt, DeliveryStatus, WebhookDelivery } from '../../domain/delivery';
import type { WebhookSubscription } from '../../domain/subscription';
import type { AttemptRecord, DeliveryRepository, DueDelivery, NewDelivery, QueuedDelivery } from '../../application/ports';
import type { WebhooksTables } from './webhooks.tables';
import { SUBSCRIPTION_COLUMNS, toSubscription } from './kysely-subscription.repository';

type Row = Selectable<WebhooksTables['webhooks.deliveries']>;

/** Deliveries of a disabled subscription wait, never due, until it is enabled again. */
const DESTINATION_ENABLED = sql<boolean>`(d.subscription_id is null or exists (select 1 from webhooks.subscriptions s where s.id = d.subscription_id and s.enabled))`;

interface DueQuery {
  id: number;
  attemptsMade: number;
  now: Date;
}

interface AttemptWrite {
  id: number;
  attemptsMade: number;
  record: AttemptRecord;
}

@injectable()
export class KyselyDeliveryRepository implements DeliveryRepository {
  /** Concurrent attempts read their deliveries and record their outcomes a group at a time (issue 16: statements per delivery). */
  private readonly dueReads = new GroupedStatements<DueQuery, DueDelivery | undefined>((queries) => this.readDue(queries));
  private readonly attemptWrites = new GroupedStatements<AttemptWrite, boolean>((writes) => this.writeAttempts(writes));

  constructor(
    @inject(InfraTokens.Database) private readonly database: TransactionalDatabase,
    @inject(InfraTokens.SecretBox) private readonly secrets: SecretBox,
  ) {}

  private get db() {
    return this.database.current<WebhooksTables>();
  }

  /**
   * One statement for a relay batch. An event's body is the same for each of its destinations, so each
   * distinct body is sent once and every row names it by position: ten subscriptions of a topic would
   * otherwise send every body ten times.
   */
  async record(deliveries: readonly NewDelivery[]): Promise<QueuedDelivery[]> {
    if (deliveries.length === 0) return [];
    const bodies = new Map<string, number>();
    for (const delivery of deliveries) if (!bodies.has(delivery.body)) bodies.set(delivery.body, bodies.size + 1);
    const column = <T>(value: (delivery: NewDelivery) => T) => deliveries.map(value);
    const { rows } = await sql<QueuedRow>`
      insert into webhooks.deliveries (store_id, subscription_id, integration_id, event_id, topic, body, test_event, status, next_attempt_at)
      select r.store_id, r.subscription_id, r.integration_id, r.event_id, r.topic, b.body, r.test_event, 'pending', r.next_attempt_at
      from unnest(
        ${column((delivery) => delivery.storeId)}::int[],
        ${column((delivery) => (delivery.destination.kind === 'subscription' ? delivery.destination.subscriptionId : null))}::int[],
        ${column((delivery) => (delivery.destination.kind === 'integration' ? delivery.destination.integrationId : null))}::int[],
        ${column((delivery) => delivery.eventId)}::uuid[],
        ${column((delivery) => delivery.topic)}::text[],
        ${column((delivery) => bodies.get(delivery.body)!)}::int[],
        ${column((delivery) => delivery.testEvent ?? false)}::boolean[],
        ${column((delivery) => delivery.nextAttemptAt)}::timestamptz[]
      ) as r(store_id, subscription_id, integration_id, event_id, topic, body_number, test_event, next_attempt_at)
      join unnest(${[...bodies.keys()]}::text[]) with ordinality as b(body, number) on b.number = r.body_number
      on conflict on constraint deliveries_event_once_per_destination do nothing
      returning id, subscription_id, integration_id, attempts_made, next_attempt_at`.execute(this.db);
    return rows.map(toQueued);
  }

  async find(storeId: number, id: number): Promise<WebhookDelivery | undefined> {
    const row = await this.db.selectFrom('webhooks.deliveries').selectAll().where('store_id', '=', storeId).where('id', '=', id).executeTakeFirst();
    return row && toDelivery(row);
  }

  findDue(id: number, attemptsMade: number, now: Date): Promise<DueDelivery | undefined> {
    return this.database.inTransaction() ? this.readDue([{ id, attemptsMade, now }]).then(([due]) => due) : this.dueReads.call({ id, attemptsMade, now });
  }

  /**
   * The deliveries and their attempts are read in one statement, so the page is one snapshot: a delivery is never shown
   * with an attempt whose outcome (status, next attempt) its row does not carry yet.
   */
  async listForSubscription(storeId: number, subscriptionId: number, status: DeliveryStatus | undefined, page: PageRequest<number>) {
    let query = this.db
      .selectFrom('webhooks.deliveries as d')
      .selectAll('d')
      .select((eb) =>
        jsonArrayFrom(
          eb
            .selectFrom('webhooks.delivery_attempts as a')
            .select(['a.attempted_at', 'a.status_code', 'a.duration_ms', 'a.error', 'a.next_retry_at', 'a.response_body', 'a.response_body_truncated'])
            .whereRef('a.delivery_id', '=', 'd.id')
            .orderBy('a.id'),
        ).as('attempts'),
      )
      .where('d.store_id', '=', storeId)
      .where('d.subscription_id', '=', subscriptionId);
    if (status) query = query.where('d.status', '=', status);
    if (page.after !== undefined) query = query.where('d.id', '<', page.after);
    const rows = await query.orderBy('d.id', 'desc').limit(page.limit + 1).execute();
    const items = rows.slice(0, page.limit).map((row) => ({ ...toDelivery(row), attempts: row.attempts.map(toAttempt) }));
    return { items, nextPosition: rows.length > page.limit ? items[items.length - 1]!.id : undefined } satisfies Page<WebhookDelivery & { attempts: DeliveryAttempt[] }, number>;
  }

  async attemptsOf(deliveryId: number): Promise<DeliveryAttempt[]> {
    return (await this.attemptsByDelivery([deliveryId])).get(deliveryId) ?? [];
  }

  async due(dueBy: Date, limit: number): Promise<QueuedDelivery[]> {
    const { rows } = await sql<QueuedRow>`
      select d.id, d.subscription_id, d.integration_id, d.attempts_made, d.next_attempt_at from webhooks.deliveries d
      where d.status = 'pending' and d.next_attempt_at <= ${dueBy} and ${DESTINATION_ENABLED}
      order by d.next_attempt_at limit ${limit}`.execute(this.db);
    return rows.map(toQueued);
  }

  async pendingOf(storeId: number, subscriptionId: number): Promise<QueuedDelivery[]> {
    const rows = await this.db
      .selectFrom('webhooks.deliveries')
      .select(['id', 'subscription_id', 'integration_id', 'attempts_made', 'next_attempt_at'])
      .where('store_id', '=', storeId)
      .where('subscription_id', '=', subscriptionId)
      .where('status', '=', 'pending')
      .execute();
    return rows.map(toQueued);
  }

  recordAttempt(id: number, attemptsMade: number, record: AttemptRecord): Promise<boolean> {
    const write = { id, attemptsMade, record };
    return this.database.inTransaction() ? this.writeAttempts([write]).then(([recorded]) => recorded!) : this.attemptWrites.call(write);
  }

  async purgeFinishedBefore(before: Date): Promise<number> {
    const result = await this.db.deleteFrom('webhooks.deliveries').where('status', '<>', 'pending').where('updated_at', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async redeliver(storeId: number, id: number, now: Date, attemptsInSchedule?: number): Promise<WebhookDelivery> {
    const row = await this.db
      .updateTable('webhooks.deliveries')
      .set({ status: 'pending', ...(attemptsInSchedule === undefined ? {} : { attempts_in_schedule: attemptsInSchedule }), next_attempt_at: now, failure_reason: null, updated_at: now })
      .where('store_id', '=', storeId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toDelivery(row);
  }

  private async readDue(queries: readonly DueQuery[]): Promise<(DueDelivery | undefined)[]> {
    const ids = [...new Set(queries.map((query) => query.id))];
    const { rows } = await sql<Row & Record<string, unknown>>`
      select d.*, ${sql.raw(SUBSCRIPTION_COLUMNS.map((column) => `s.${column} as subscription_${column}`).join(', '))}
      from webhooks.deliveries d
      left join webhooks.subscriptions s on s.id = d.subscription_id and s.store_id = d.store_id
      where d.id = any(${ids}::bigint[]) and d.status = 'pending'`.execute(this.db);
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    return queries.map(({ id, attemptsMade, now }) => {
      const row = byId.get(id);
      if (!row || row.attempts_made !== attemptsMade || row.next_attempt_at === null || row.next_attempt_at > now) return undefined;
      return { delivery: toDelivery(row), subscription: subscriptionOf(row, this.secrets) };
    });
  }

  /**
   * Logs each attempt and applies its delivery's new state in one statement for the whole group, each only
   * if no other attempt of its delivery was recorded since `attemptsMade`: the log entry exists exactly
   * when the delivery moved on, and no BEGIN/COMMIT is spent on it.
   */
  private async writeAttempts(writes: readonly AttemptWrite[]): Promise<boolean[]> {
    // Two writes for one delivery and attempt: the first can move it on, so the second could not have.
    const first = new Map<number, AttemptWrite>();
    for (const write of writes) if (!first.has(write.id)) first.set(write.id, write);
    const group = [...first.values()];
    const column = <T>(value: (write: AttemptWrite) => T) => group.map(value);
    const { rows } = await sql<{ delivery_id: string }>`
      with input as (
        select * from unnest(
          ${column((w) => w.id)}::bigint[], ${column((w) => w.attemptsMade)}::int[], ${column((w) => w.record.status)}::text[],
          ${column((w) => w.record.nextAttemptAt)}::timestamptz[], ${column((w) => w.record.failureReason)}::text[],
          ${column((w) => w.record.attempt.attemptedAt)}::timestamptz[], ${column((w) => w.record.attempt.statusCode)}::int[],
          ${column((w) => Math.round(w.record.attempt.durationMs))}::int[], ${column((w) => w.record.attempt.error)}::text[],
          ${column((w) => w.record.attempt.nextRetryAt)}::timestamptz[], ${column((w) => w.record.attempt.responseBody)}::text[],
          ${column((w) => w.record.attempt.responseBodyTruncated)}::boolean[]
        ) as i(id, attempts_made, status, next_attempt_at, failure_reason, attempted_at, status_code, duration_ms, error, next_retry_at, response_body, response_body_truncated)),
      moved as (
        update webhooks.deliveries d set
          status = i.status, attempts_made = d.attempts_made + 1, attempts_in_schedule = d.attempts_in_schedule + 1,
          next_attempt_at = i.next_attempt_at, failure_reason = i.failure_reason, updated_at = i.attempted_at,
          delivered_at = case when i.status = 'delivered' then i.attempted_at else d.delivered_at end
        from input i
        where d.id = i.id and d.attempts_made = i.attempts_made and d.status = 'pending'
        returning d.id)
      insert into webhooks.delivery_attempts (delivery_id, attempted_at, status_code, duration_ms, error, next_retry_at, response_body, response_body_truncated)
      select i.id, i.attempted_at, i.status_code, i.duration_ms, i.error, i.next_retry_at, i.response_body, i.response_body_truncated from input i join moved on moved.id = i.id
      returning delivery_id`.execute(this.db);
    const recorded = new Set(rows.map((row) => Number(row.delivery_id)));
    return writes.map((write) => first.get(write.id) === write && recorded.has(write.id));
  }

  private async attemptsByDelivery(ids: number[]): Promise<Map<number, DeliveryAttempt[]>> {
    const byDelivery = new Map<number, DeliveryAttempt[]>();
    if (ids.length === 0) return byDelivery;
    const rows = await this.db.selectFrom('webhooks.delivery_attempts').selectAll().where('delivery_id', 'in', ids).orderBy('id').execute();
    for (const row of rows) {
      const list = byDelivery.get(Number(row.delivery_id)) ?? [];
      list.push(toAttempt(row));
      byDelivery.set(Number(row.delivery_id), list);
    }
    return byDelivery;
  }
}

/** The subscription read along with a delivery, when it (still) exists. */
function subscriptionOf(row: Record<string, unknown>, secrets: SecretBox): WebhookSubscription | undefined {
  const columns = Object.fromEntries(SUBSCRIPTION_COLUMNS.map((column) => [column, row[`subscription_${column}`]]));
  return columns.id === null ? undefined : toSubscription(columns as Parameters<typeof toSubscription>[0], secrets);
}

type QueuedRow = Pick<Row, 'id' | 'subscription_id' | 'integration_id' | 'attempts_made' | 'next_attempt_at'>;

function destinationOf(row: Pick<Row, 'subscription_id' | 'integration_id'>): WebhookDelivery['destination'] {
  return row.subscription_id !== null ? { kind: 'subscription', subscriptionId: row.subscription_id } : { kind: 'integration', integrationId: row.integration_id! };
}

function toQueued(row: QueuedRow): QueuedDelivery {
  return { id: Number(row.id), destination: destinationOf(row), attemptsMade: row.attempts_made, nextAttemptAt: row.next_attempt_at };
}

function toDelivery(row: Row): WebhookDelivery {
  return {
    id: Number(row.id),
    storeId: row.store_id,
    destination: destinationOf(row),
    eventId: row.event_id,
    topic: row.topic,
    body: row.body,
    testEvent: row.test_event,
    status: row.status as DeliveryStatus,
    attemptsMade: row.attempts_made,
    attemptsInSchedule: row.attempts_in_schedule,
    nextAttemptAt: row.next_attempt_at,
    deliveredAt: row.delivered_at,
    failureReason: row.failure_reason,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

interface AttemptColumns {
  attempted_at: Date | string;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  next_retry_at: Date | string | null;
  response_body: string | null;
  response_body_truncated: boolean;
}

/** Attempts read through JSON carry their times as ISO strings; read as rows, as dates. */
function toAttempt(row: AttemptColumns): DeliveryAttempt {
  const nextRetryAt = row.next_retry_at === null ? null : new Date(row.next_retry_at);
  return {
    attemptedAt: new Date(row.attempted_at), statusCode: row.status_code, durationMs: row.duration_ms, error: row.error, nextRetryAt,
    responseBody: row.response_body, responseBodyTruncated: row.response_body_truncated,
  };
}
