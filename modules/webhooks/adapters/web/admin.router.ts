import express, { Router, type Request, type Response } from 'express';
import { inject, injectable } from 'inversify';
import type { RawRouteSource } from '../../../../infra/http/route';
import type { RawOperation } from '../../../../infra/http/raw-operation';
import { AdminRequests } from '../../../../infra/admin/admin-requests';
import { adminHref, doneNotice, sendAdminPage, type AdminContext } from '../../../../infra/admin/admin-page';
import { CLOCK, type Clock } from '../../../../shared-kernel/clock';
import { escapeHtml } from '../../../../shared-kernel/html-escape';
import { MERCHANT_SESSIONS, type MerchantSessions } from '../../../../shared-kernel/merchant-sessions';
import { actingForStore } from '../../../../shared-kernel/request-context';
import { UNIT_OF_WORK, type UnitOfWork } from '../../../../shared-kernel/unit-of-work';
import { InfraTokens } from '../../../../infra/infra.tokens';
import type { Config } from '../../../../infra/config/config';
import type { BucketDefinition, RateLimiters } from '../../../../infra/rate-limit/rate-limiters';
import { WebhooksTokens } from '../../webhooks.tokens';
import { manualSendBudget } from '../rate-limit/rate-limited-manual-sends';
import type { CreateSubscriptionService } from '../../application/create-subscription.service';
import type { ReadSubscriptionsService } from '../../application/read-subscriptions.service';
import type { UpdateSubscriptionService } from '../../application/update-subscription.service';
import type { RotateSubscriptionSecretService } from '../../application/rotate-subscription-secret.service';
import type { ListDeliveriesService } from '../../application/list-deliveries.service';
import type { RedeliverService } from '../../application/redeliver.service';
import type { SendTestEventService } from '../../application/send-test-event.service';
import type { ListWebhookEventTypesService } from '../../application/list-webhook-event-types.service';
import { deliveryIdsOf, stateOfForm, subscriptionIdOf, subscriptionOfForm, testTopicOfForm } from './admin-forms';
import { createdNotice, rotatedNotice, subscriptionsPage } from './subscriptions-page';
import { subscriptionPage } from './subscription-page';

const SUBSCRIPTIONS_PER_PAGE = 50;
const DELIVERIES_PER_PAGE = 20;

const cursorOf = (request: Request) => (typeof request.query.cursor === 'string' && request.query.cursor !== '' ? request.query.cursor : undefined);

/**
 * The merchant admin's Webhooks section: subscriptions (create, enable or disable, rotate the secret) and
 * each one's delivery log (redeliver, send a test event), for the live or the test data. Every page and
 * form runs the Store API's own services for the data's store, so it does and refuses what the API does.
 */
@injectable()
export class WebhooksAdminRoutes implements RawRouteSource {
  private readonly requests: AdminRequests;
  private readonly manualSends: BucketDefinition;

  constructor(
    @inject(WebhooksTokens.CreateSubscription) private readonly createSubscription: CreateSubscriptionService,
    @inject(WebhooksTokens.ReadSubscriptions) private readonly readSubscriptions: ReadSubscriptionsService,
    @inject(WebhooksTokens.UpdateSubscription) private readonly updateSubscription: UpdateSubscriptionService,
    @inject(WebhooksTokens.RotateSubscriptionSecret) private readonly rotateSecret: RotateSubscriptionSecretService,
    @inject(WebhooksTokens.ListDeliveries) private readonly listDeliveries: ListDeliveriesService,
    @inject(WebhooksTokens.Redeliver) private readonly redeliverService: RedeliverService,
    @inject(WebhooksTokens.SendTestEvent) private readonly testEvents: SendTestEventService,
    @inject(WebhooksTokens.ListWebhookEventTypes) private readonly eventTypes: ListWebhookEventTypesService,
    @inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @inject(MERCHANT_SESSIONS) merchantSessions: MerchantSessions,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(InfraTokens.RateLimiters) private readonly rateLimiters: RateLimiters,
    @inject(InfraTokens.Config) config: Config,
  ) {
    this.requests = new AdminRequests(merchantSessions);
    this.manualSends = manualSendBudget(config);
  }

  router(): Router {
    const router = Router();
    const form = express.urlencoded({ extended: true, limit: '16kb' });
    const page = (path: string, render: (context: AdminContext, request: Request, response: Response) => Promise<void>) =>
      router.get(path, (request, response) => this.requests.page(request, response, 'webhooks', (context) => render(context, request, response)));
    const action = (path: string, work: (context: AdminContext, request: Request, response: Response) => Promise<void>) =>
      router.post(path, form, (request, response) => this.requests.action(request, response, 'webhooks', (context) => work(context, request, response)));

    page('/admin/webhooks', (context, request, response) => this.sendSubscriptions(response, context, cursorOf(request)));
    action('/admin/webhooks', async (context, request, response) => {
      const command = subscriptionOfForm(request.body);
      const created = await this.changing(context, () => this.createSubscription.create(command));
      await this.sendSubscriptions(response, context, undefined, createdNotice(created), 201);
    });
    action('/admin/webhooks/:subscription_id/enabled', async (context, request, response) => {
      const subscriptionId = subscriptionIdOf(request.params);
      const patch = stateOfForm(request.body);
      await this.changing(context, () => this.updateSubscription.update(subscriptionId, patch));
      response.redirect(303, adminHref(context, '/admin/webhooks'));
    });
    action('/admin/webhooks/:subscription_id/rotate-secret', async (context, request, response) => {
      const subscriptionId = subscriptionIdOf(request.params);
      const rotated = await this.changing(context, () => this.rotateSecret.rotate(subscriptionId));
      await this.sendSubscriptions(response, context, undefined, rotatedNotice(rotated));
    });

    page('/admin/webhooks/:subscription_id', (context, request, response) => this.sendSubscription(response, context, subscriptionIdOf(request.params), cursorOf(request)));
    action('/admin/webhooks/:subscription_id/test', async (context, request, response) => {
      const subscriptionId = subscriptionIdOf(request.params);
      const topic = testTopicOfForm(request.body);
      const sent = await this.spendingManualSend(context, () => this.changing(context, () => this.testEvents.send(subscriptionId, topic)));
      const notice = `<p>Test event sent: a delivery of <code>${escapeHtml(sent.topic)}</code> (event <code>${escapeHtml(sent.eventId)}</code>) is due now.`;
      await this.sendSubscription(response, context, subscriptionId, undefined, doneNotice(`${notice} ${this.logLink(context, subscriptionId)}</p>`), 202);
    });
    action('/admin/webhooks/:subscription_id/deliveries/:delivery_id/redeliver', async (context, request, response) => {
      const { subscriptionId, deliveryId } = deliveryIdsOf(request.params);
      const again = await this.spendingManualSend(context, () => this.changing(context, () => this.redeliverService.redeliver(subscriptionId, deliveryId)));
      const notice = `<p>The delivery of event <code>${escapeHtml(again.eventId)}</code> is due again now, with the same id and body: one attempt if it had finished.`;
      await this.sendSubscription(response, context, subscriptionId, undefined, doneNotice(`${notice} ${this.logLink(context, subscriptionId)}</p>`), 202);
    });
    return router;
  }

  /** Pages for people logged in with a password, not operations of the API. */
  operations(): RawOperation[] {
    return [];
  }

  private async sendSubscriptions(response: Response, context: AdminContext, cursor: string | undefined, notice?: string, status?: number): Promise<void> {
    const { listed, topics } = await this.reading(context, async () => ({
      listed: await this.readSubscriptions.list({ limit: SUBSCRIPTIONS_PER_PAGE, cursor }),
      // The catalogue is a handful of topics: its first page holds them all.
      topics: (await this.eventTypes.list({ limit: 100 })).items,
    }));
    const body = subscriptionsPage(context, { subscriptions: listed.items, paging: { cursor, nextCursor: listed.nextCursor }, topics, now: this.clock.now() });
    sendAdminPage(response, context, { section: 'webhooks', title: 'Webhooks', body, notice, status });
  }

  private async sendSubscription(response: Response, context: AdminContext, subscriptionId: number, cursor: string | undefined, notice?: string, status?: number): Promise<void> {
    const { subscription, listed } = await this.reading(context, async () => ({
      subscription: await this.readSubscriptions.get(subscriptionId),
      listed: await this.listDeliveries.list(subscriptionId, undefined, { limit: DELIVERIES_PER_PAGE, cursor }),
    }));
    const body = subscriptionPage(context, { subscription, deliveries: listed.items, paging: { cursor, nextCursor: listed.nextCursor }, now: this.clock.now() });
    sendAdminPage(response, context, { section: 'webhooks', title: 'Webhook subscription', body, notice, status });
  }

  /** An answer to a POST is drawn at the POST's address: this is the log's own, to come back to. */
  private logLink(context: AdminContext, subscriptionId: number): string {
    return `<a href="${escapeHtml(adminHref(context, `/admin/webhooks/${subscriptionId}`))}">See the log as it is now</a>.`;
  }

  /**
   * The budget of test events and redeliveries the Store API spends per key, here for the person logged
   * in: spent before the send, given back when it is refused (a disabled subscription, say).
   */
  private spendingManualSend<T>(context: AdminContext, work: () => Promise<T>): Promise<T> {
    const detail = `The ${this.manualSends.name} budget of your login is spent: ${this.manualSends.points} test events or redeliveries a minute.`;
    return this.rateLimiters.spendingOn(this.manualSends, `person:${context.session.personId}`, detail, work);
  }

  /** The services read the store from the request context: the page's data (live or test) acts as the API key of that data would. */
  private reading<T>(context: AdminContext, work: () => Promise<T>): Promise<T> {
    return actingForStore(context.dataStoreId, work);
  }

  /** A change runs in one transaction, as the API's do: the row stays locked while it changes, and deliveries are queued once it commits. */
  private changing<T>(context: AdminContext, work: () => Promise<T>): Promise<T> {
    return actingForStore(context.dataStoreId, () => this.unitOfWork.run(work));
  }
}
