import { escapeHtml } from '../../../../shared-kernel/html-escape';
import { adminHref, carriedInputs, day, type AdminContext } from '../../../../infra/admin/admin-page';
import { DELIVERY_LOG_RETENTION_DAYS, LOGGED_ANSWER_BYTES } from '../../domain/delivery';
import type { DeliveryResource, SubscriptionResource } from '../http/webhook-subscriptions.schemas';
import { deliveryLog } from './delivery-log';
import { pageLinks, type Paging } from './page-links';
import { previousSecretNote, subscriptionState, topicList } from './subscriptions-page';

export interface SubscriptionView {
  subscription: SubscriptionResource;
  deliveries: readonly DeliveryResource[];
  paging: Paging;
  now: Date;
}

/** The example body of one of its topics, sent as any delivery is: the receiver's answer shows up in the log. */
function testEventForm(context: AdminContext, subscription: SubscriptionResource): string {
  const options = subscription.topics.map((topic) => `<option value="${escapeHtml(topic)}">${escapeHtml(topic)}</option>`).join('');
  const waits = subscription.enabled ? '' : '<p class="muted">The subscription is disabled: enable it first, or the test event is refused.</p>';
  return `<h2>Send a test event</h2>${waits}<form method="post" action="/admin/webhooks/${subscription.id}/test">${carriedInputs(context)}
<div class="field"><label for="test-topic">Topic (its example body is sent)</label><select id="test-topic" name="topic">${options}</select></div>
<button type="submit">Send test event</button></form>`;
}

/** One subscription: what it is, a test event on request, and a page of its delivery log. */
export function subscriptionPage(context: AdminContext, view: SubscriptionView): string {
  const { subscription } = view;
  const path = `/admin/webhooks/${subscription.id}`;
  const description = subscription.description ? `<p>${escapeHtml(subscription.description)}</p>` : '';
  return `<p><a href="${escapeHtml(adminHref(context, '/admin/webhooks'))}">All subscriptions</a></p>
<p>Delivers to <code>${escapeHtml(subscription.url)}</code></p>${description}
<p>${subscriptionState(subscription)}</p>${previousSecretNote(subscription, view.now)}
<p>Created ${day(subscription.created_at)}. Topics:</p>${topicList(subscription.topics)}
${testEventForm(context, subscription)}
<h2>Delivery log</h2><p class="muted">Newest first. Each attempt keeps the request body it sent and the first ${LOGGED_ANSWER_BYTES / 1024} KiB of the answer; finished deliveries stay for ${DELIVERY_LOG_RETENTION_DAYS} days.</p>
${deliveryLog(context, subscription.id, view.deliveries)}${pageLinks(context, path, 'Delivery log pages', view.paging, ['Newest deliveries', 'Older deliveries'])}`;
}
