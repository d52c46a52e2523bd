import { inject, injectable } from 'inversify';
import { CLOCK, type Clock } from '../../../shared-kernel/clock';
import { OUTBOUND_HTTP, OutboundRefused, type OutboundAnswer, type OutboundHttp } from '../../../shared-kernel/outbound-http';
import type { AttemptRecording, AttemptResult, AttemptUnderway, TaskRef } from '../../../shared-kernel/tasks';
import { WebhooksTokens } from '../webhooks.tokens';
import { answerExcerpt, LOGGED_ANSWER_BYTES, type WebhookDelivery } from '../domain/delivery';
import { outcomeOf, type AttemptOutcome } from '../domain/delivery-schedule';
import { signingSecrets, subscriptionAfterAttempt, type WebhookSubscription } from '../domain/subscription';
import { signWebhook } from '../domain/webhook-signature';
import type { DeliveryTimings } from './delivery-timings';
import type { AttemptRecord, DeliveryMetrics, DeliveryRepository, DueDelivery, ProductCallbacks, ProductExternalIds, SubscriptionRepository } from './ports';

/**
 * A create-product callback's answer is read as far as it always was, so an integration that answers with
 * its whole product still has its external_id found; the log keeps the start of it, as of any answer.
 */
const CALLBACK_ANSWER_BYTES = 64 * 1024;

type Target =
  | { kind: 'ready'; url: string; secrets: string[]; subscription?: WebhookSubscription }
  | { kind: 'paused' }
  | { kind: 'unavailable'; reason: string };

interface Result {
  answer: OutboundAnswer | undefined;
  error: string | null;
  durationMs: number;
  /** For product:created: the integration's id for the product, when its answer carries one. */
  externalId?: string;
}

/**
 * One attempt of one delivery, as the task engine runs it: sign it, POST it within the timeout, and
 * record the attempt (with the start of the answer) and the delivery's next state in one statement; the
 * subscription's health is written only when it changes. A disabled subscription's delivery waits,
 * untouched, until it is enabled.
 */
@injectable()
export class AttemptDeliveryService {
  constructor(
    @inject(WebhooksTokens.DeliveryRepository) private readonly deliveries: DeliveryRepository,
    @inject(WebhooksTokens.SubscriptionRepository) private readonly subscriptions: SubscriptionRepository,
    @inject(WebhooksTokens.ProductCallbacks) private readonly callbacks: ProductCallbacks,
    @inject(WebhooksTokens.ProductExternalIds) private readonly externalIds: ProductExternalIds,
    @inject(OUTBOUND_HTTP) private readonly outbound: OutboundHttp,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(WebhooksTokens.DeliveryTimings) private readonly timings: DeliveryTimings,
    @inject(WebhooksTokens.DeliveryMetrics) private readonly metrics: DeliveryMetrics,
  ) {}

  async attempt(task: TaskRef, recording: AttemptRecording): Promise<AttemptResult> {
    return (await this.attemptFound(this.deliveries.findDue(task.id, task.attempts, this.clock.now()), recording)).recorded;
  }

  /**
   * The deliveries of a job's tasks are read in one statement as the job starts, and each attempt answers
   * once its receiver has, while its record is written: the next one in turn begins with its POST. A
   * delivery that moves on meanwhile (redelivered, attempted by another worker) is caught when the attempt
   * is recorded, as any race is. After an attempt that did not deliver, the rest of the job reads afresh
   * and waits for each record, so a receiver that answers 410 sees no more than it did before.
   */
  attemptInTurn(tasks: readonly TaskRef[], recording: AttemptRecording): (task: TaskRef) => Promise<AttemptUnderway> {
    const now = this.clock.now();
    const reads = new Map(tasks.map((task) => [readKey(task), this.deliveries.findDue(task.id, task.attempts, now)]));
    // A read whose turn never comes (the job put off) must not fail unheard; its own attempt would report it.
    for (const read of reads.values()) read.catch(() => undefined);
    let ahead = true;
    return async (task) => {
      const read = ahead ? reads.get(readKey(task)) : undefined;
      const underway = await this.attemptFound(read ?? this.deliveries.findDue(task.id, task.attempts, this.clock.now()), recording);
      if (ahead && !underway.delivered) {
        ahead = false;
        reads.clear();
      }
      return ahead ? underway : { recorded: Promise.resolve(await underway.recorded) };
    };
  }

  private async attemptFound(found: Promise<DueDelivery | undefined>, recording: AttemptRecording): Promise<AttemptUnderway & { delivered: boolean }> {
    const due = await found;
    // Delivered, deleted, or a job of an earlier attempt: nothing left to do.
    if (!due) return { recorded: Promise.resolve(undefined), delivered: true };
    const { delivery } = due;
    const target = await this.targetOf(due);
    if (target.kind === 'paused') return { recorded: Promise.resolve(undefined), delivered: false };
    const attemptedAt = this.clock.now();
    const result = target.kind === 'ready' ? await this.post(delivery, target, attemptedAt) : { answer: undefined, error: target.reason, durationMs: 0 };
    const subscription = target.kind === 'ready' ? target.subscription : undefined;
    const recorded = this.record(delivery, result, attemptedAt, { unavailable: target.kind === 'unavailable', subscription }, recording).then((outcome) =>
      outcome?.kind === 'retry' ? { retryAt: outcome.at, attempts: delivery.attemptsMade + 1 } : undefined,
    );
    const status = result.answer?.status;
    return { recorded, delivered: result.error === null && status !== undefined && status >= 200 && status < 300 };
  }

  private async targetOf({ delivery, subscription }: DueDelivery): Promise<Target> {
    const destination = delivery.destination;
    if (destination.kind === 'subscription') {
      if (!subscription) return { kind: 'unavailable', reason: 'the subscription no longer exists' };
      if (!subscription.enabled) return { kind: 'paused' };
      return { kind: 'ready', url: subscription.url, secrets: signingSecrets(subscription, this.clock.now()), subscription };
    }
    const callback = await this.callbacks.find(delivery.storeId, destination.integrationId);
    if (!callback) return { kind: 'unavailable', reason: 'the integration is disabled or has no create-product URL' };
    return { kind: 'ready', url: callback.url, secrets: [callback.secret] };
  }

  private async post(delivery: WebhookDelivery, target: { url: string; secrets: string[] }, at: Date): Promise<Result> {
    const headers = signWebhook({ id: delivery.eventId, timestamp: Math.floor(at.getTime() / 1000), body: delivery.body, secrets: target.secrets });
    const started = Date.now();
    try {
      const answer = await this.outbound.post({
        url: target.url,
        // The topic is said in the headers too, so a receiver can route before parsing; the body's one member says it as well.
        headers: { ...headers, 'webhook-topic': delivery.topic, 'x-webhook-topic': delivery.topic, 'content-type': 'application/json', 'user-agent': 'Signwright-Webhooks/1.0' },
        body: delivery.body,
        timeoutMs: this.timings.attemptTimeoutMs,
        answerLimitBytes: delivery.destination.kind === 'integration' ? CALLBACK_ANSWER_BYTES : LOGGED_ANSWER_BYTES,
      });
      if (delivery.destination.kind !== 'integration' || answer.status < 200 || answer.status >= 300) return { answer, error: null, durationMs: answer.durationMs };
      const externalId = externalIdOf(answer.body);
      return externalId === undefined
        ? { answer, error: 'the answer is not JSON with a non-empty string external_id', durationMs: answer.durationMs }
        : { answer, error: null, durationMs: answer.durationMs, externalId };
    } catch (error) {
      return { answer: undefined, error: describeFailure(error, this.timings.attemptTimeoutMs), durationMs: Date.now() - started };
    }
  }

  /** Answers the outcome it recorded, or undefined when another attempt of the delivery was recorded first. */
  private async record(
    delivery: WebhookDelivery,
    result: Result,
    at: Date,
    { unavailable, subscription }: { unavailable: boolean; subscription: WebhookSubscription | undefined },
    recording: AttemptRecording,
  ): Promise<AttemptOutcome | undefined> {
    const status = result.answer?.status ?? null;
    // The waits of the schedule count from the end of the attempt: a 15 s timeout is not part of the 5 s.
    const ended = this.clock.now();
    let outcome: AttemptOutcome = unavailable
      ? { kind: 'failed' }
      : outcomeOf({ attempt: delivery.attemptsInSchedule + 1, retryDelaysMs: delivery.testEvent ? [] : this.timings.retryDelaysMs, status, unacceptable: result.error !== null, retryAfter: result.answer?.headers['retry-after'], now: ended, random: Math.random });
    let error = result.error;
    if (outcome.kind === 'delivered' && result.externalId !== undefined && delivery.destination.kind === 'integration') {
      const product = (JSON.parse(delivery.body) as { product: { product_id: number } }).product.product_id;
      const stored = await this.externalIds.record(delivery.storeId, product, result.externalId);
      if (stored === 'taken') [outcome, error] = [{ kind: 'failed' }, `external_id ${result.externalId} already names another product of the store`];
    }
    const answer = result.answer && answerExcerpt(result.answer.body, result.answer.truncated);
    const record = attemptRecord(outcome, { at, status, durationMs: result.durationMs, error, responseBody: answer?.text ?? null, responseBodyTruncated: answer?.truncated ?? false });
    // The attempt and what it does to the subscription's health (a 410 disables it) commit together: a
    // crash between the two would have lost the disabling, and a reader seeing the attempt sees both.
    const recorded = await recording.together(async () => {
      if (!(await this.deliveries.recordAttempt(delivery.id, delivery.attemptsMade, record))) return false;
      if (subscription && healthChanges(subscription, subscriptionAfterAttempt(subscription.failingSince, healthResult(outcome), at))) {
        await this.updateHealth(subscription, outcome, at);
      }
      return true;
    });
    if (!recorded) return undefined;
    this.metrics.attemptRecorded(outcome.kind);
    return outcome;
  }

  /** Most attempts leave the subscription as it was: it is locked and written only when they do not. */
  private async updateHealth(seen: WebhookSubscription, outcome: AttemptOutcome, at: Date): Promise<void> {
    const result = healthResult(outcome);
    const subscription = await this.subscriptions.findForUpdate(seen.storeId, seen.id);
    const health = subscription && subscriptionAfterAttempt(subscription.failingSince, result, at);
    if (!subscription || !health || !healthChanges(subscription, health)) return;
    const disable = health.disable && subscription.enabled ? { enabled: false, disabledReason: health.disable, disabledAt: at } : {};
    await this.subscriptions.update(subscription.storeId, subscription.id, { failingSince: health.failingSince, ...disable }, at);
  }
}

const readKey = (task: TaskRef) => `${task.id}-${task.attempts}`;

function healthResult(outcome: AttemptOutcome): 'delivered' | 'gone' | 'failed' {
  return outcome.kind === 'delivered' ? 'delivered' : outcome.kind === 'gone' ? 'gone' : 'failed';
}

function healthChanges(subscription: WebhookSubscription, health: ReturnType<typeof subscriptionAfterAttempt>): boolean {
  return health.failingSince?.getTime() !== subscription.failingSince?.getTime() || (health.disable !== null && subscription.enabled);
}

interface AttemptSeen {
  at: Date;
  status: number | null;
  durationMs: number;
  error: string | null;
  responseBody: string | null;
  responseBodyTruncated: boolean;
}

function attemptRecord(outcome: AttemptOutcome, attempt: AttemptSeen): AttemptRecord {
  const nextRetryAt = outcome.kind === 'retry' ? outcome.at : null;
  const { responseBody, responseBodyTruncated } = attempt;
  const logged = { attemptedAt: attempt.at, statusCode: attempt.status, durationMs: attempt.durationMs, error: attempt.error, nextRetryAt, responseBody, responseBodyTruncated };
  switch (outcome.kind) {
    case 'delivered':
      return { attempt: logged, status: 'delivered', nextAttemptAt: null, failureReason: null };
    case 'retry':
      return { attempt: logged, status: 'pending', nextAttemptAt: outcome.at, failureReason: null };
    case 'gone':
      return { attempt: logged, status: 'failed', nextAttemptAt: null, failureReason: 'the receiver answered 410 Gone; the subscription is disabled' };
    case 'failed':
      return { attempt: logged, status: 'failed', nextAttemptAt: null, failureReason: attempt.error ?? `every attempt of the retry schedule failed` };
  }
}

function externalIdOf(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { external_id?: unknown };
    const id = parsed?.external_id;
    return typeof id === 'string' && id.trim() !== '' && id.length <= 255 ? id : undefined;
  } catch {
    return undefined;
  }
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof OutboundRefused) return `refused: ${error.reason}`;
  const { name, code, message } = (error ?? {}) as { name?: string; code?: unknown; message?: string };
  const timedOut = ['TimeoutError', 'AbortError'].includes(name ?? '') || ['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT'].includes(String(code));
  if (timedOut) return `no answer within ${timeoutMs / 1000} s`;
  return `${typeof code === 'string' ? code : (name ?? 'error')}: ${message ?? String(error)}`;
}
