import express, { Router, type Request, type Response } from 'express';
import { inject, injectable } from 'inversify';
import type { RawRouteSource } from '../../../../infra/http/route';
import type { RawOperation } from '../../../../infra/http/raw-operation';
import { AdminRequests } from '../../../../infra/admin/admin-requests';
import { adminHref, doneNotice, sendAdminPage, type AdminContext } from '../../../../infra/admin/admin-page';
import { itemsOf, resourceOf } from '../../../../infra/operations/in-process-answers';
import { CLOCK, type Clock } from '../../../../shared-kernel/clock';
import { escapeHtml } from '../../../../shared-kernel/html-escape';
import type { DeliveryResource, SubscriptionResource, SubscriptionWithSecret } from '../http/webhook-subscriptions.schemas';
import type { WebhookEventTypeResource } from '../http/webhook-event-types.schemas';
import { stateOfForm, subscriptionOfForm, testTopicOfForm } from './admin-forms';
import { createdNotice, rotatedNotice, subscriptionsPage } from './subscriptions-page';
import { subscriptionPage } from './subscription-page';

const SUBSCRIPTIONS_PER_PAGE = 50;
const DELIVERIES_PER_PAGE = 20;

const cursorOf = (request: Request) => (typeof request.query.cursor === 'string' && request.query.cursor !== '' ? request.query.cursor : undefined);

/**
 * The merchant admin's Webhooks section: subscriptions (create, enable or disable, rotate the secret) and
 * each one's delivery log (redeliver, send a test event), for the live or the test data. Every page and
 * form presents the Store API's own operation for the data's store, so it does, limits and refuses what
 * the API does.
 */
@injectable()
export class WebhooksAdminRoutes implements RawRouteSource {
  constructor(
    @inject(AdminRequests) private readonly requests: AdminRequests,
    @inject(CLOCK) private readonly clock: Clock,
  ) {}

  router(): Router {
    const router = Router();
    const form = express.urlencoded({ extended: true, limit: '16kb' });
    const page = (path: string, render: (context: AdminContext, request: Request, response: Response) => Promise<void>) =>
      router.get(path, (request, response) => this.requests.page(request, response, 'webhooks', (context) => render(context, request, response)));
    const action = (path: string, work: (context: AdminContext, request: Request, response: Response) => Promise<void>) =>
      router.post(path, form, (request, response) => this.requests.action(request, response, 'webhooks', (context) => work(context, request, response)));

    page('/admin/webhooks', (context, request, response) => this.sendSubscriptions(response, context, cursorOf(request)));
    action('/admin/webhooks', async (context, request, response) => {
      const created = resourceOf<SubscriptionWithSecret>(await context.run('createWebhookSubscription', { body: subscriptionOfForm(request.body) }));
      await this.sendSubscriptions(response, context, undefined, createdNotice(created), 201);
    });
    action('/admin/webhooks/:subscription_id/enabled', async (context, request, response) => {
      await context.run('updateWebhookSubscription', { params: request.params, body: stateOfForm(request.body) });
      response.redirect(303, adminHref(context, '/admin/webhooks'));
    });
    action('/admin/webhooks/:subscription_id/rotate-secret', async (context, request, response) => {
      const rotated = resourceOf<SubscriptionWithSecret>(await context.run('rotateWebhookSubscriptionSecret', { params: request.params }));
      await this.sendSubscriptions(response, context, undefined, rotatedNotice(rotated));
    });

    page('/admin/webhooks/:subscription_id', (context, request, response) => this.sendSubscription(response, context, String(request.params.subscription_id), cursorOf(request)));
    action('/admin/webhooks/:subscription_id/test', async (context, request, response) => {
      const sent = resourceOf<DeliveryResource>(await context.run('sendWebhookTestEvent', { params: request.params, body: testTopicOfForm(request.body) }));
      const notice = `<p>Test event sent: a delivery of <code>${escapeHtml(sent.topic)}</code> (event <code>${escapeHtml(sent.event_id)}</code>) is due now.`;
      await this.sendSubscription(response, context, String(sent.subscription_id), undefined, doneNotice(`${notice} ${this.logLink(context, sent.subscription_id)}</p>`), 202);
    });
    action('/admin/webhooks/:subscription_id/deliveries/:delivery_id/redeliver', async (context, request, response) => {
      const again = resourceOf<DeliveryResource>(await context.run('redeliverWebhookDelivery', { params: request.params }));
      const notice = `<p>The delivery of event <code>${escapeHtml(again.event_id)}</code> is due again now, with the same id and body: one attempt if it had finished.`;
      await this.sendSubscription(response, context, String(again.subscription_id), undefined, doneNotice(`${notice} ${this.logLink(context, again.subscription_id)}</p>`), 202);
    });
    return router;
  }

  /** Pages for people logged in with a password, not operations of the API. */
  operations(): RawOperation[] {
    return [];
  }

  private async sendSubscriptions(response: Response, context: AdminContext, cursor: string | undefined, notice?: string, status?: number): Promise<void> {
    const listed = itemsOf<SubscriptionResource>(await context.run('listWebhookSubscriptions', { query: { limit: SUBSCRIPTIONS_PER_PAGE, ...(cursor ? { cursor } : {}) } }));
    // The catalogue is a handful of topics: its first page holds them all.
    const topics = itemsOf<WebhookEventTypeResource>(await context.run('listWebhookEventTypes', { query: { limit: 100 } })).items;
    const body = subscriptionsPage(context, { subscriptions: listed.items, paging: { cursor, nextCursor: listed.nextCursor }, topics, now: this.clock.now() });
    sendAdminPage(response, context, { section: 'webhooks', title: 'Webhooks', body, notice, status });
  }

  private async sendSubscription(response: Response, context: AdminContext, subscriptionId: string, cursor: string | undefined, notice?: string, status?: number): Promise<void> {
    const params = { subscription_id: subscriptionId };
    const subscription = resourceOf<SubscriptionResource>(await context.run('getWebhookSubscription', { params }));
    const listed = itemsOf<DeliveryResource>(await context.run('listWebhookDeliveries', { params, query: { limit: DELIVERIES_PER_PAGE, ...(cursor ? { cursor } : {}) } }));
    const body = subscriptionPage(context, { subscription, deliveries: listed.items, paging: { cursor, nextCursor: listed.nextCursor }, now: this.clock.now() });
    sendAdminPage(response, context, { section: 'webhooks', title: 'Webhook subscription', body, notice, status });
  }

  /** An answer to a POST is drawn at the POST's address: this is the log's own, to come back to. */
  private logLink(context: AdminContext, subscriptionId: number): string {
    return `<a href="${escapeHtml(adminHref(context, `/admin/webhooks/${subscriptionId}`))}">See the log as it is now</a>.`;
  }
}
