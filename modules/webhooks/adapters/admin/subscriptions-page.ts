import { escapeHtml } from '../../../../shared-kernel/html-escape';
import { actionButton, adminHref, carriedInputs, day, doneNotice, moment, secretNotice, type AdminContext } from '../../../../infra/admin/admin-page';
import { FAILING_TOO_LONG_MS } from '../../domain/subscription';
import type { SubscriptionResource, SubscriptionWithSecret } from '../http/webhook-subscriptions.schemas';
import type { WebhookEventTypeResource } from '../http/webhook-event-types.schemas';
import { pageLinks, type Paging } from './page-links';

const DISABLED_BECAUSE: Record<string, string> = {
  disabled_by_merchant: 'Turned off by the store.',
  receiver_gone: 'The receiver answered 410 Gone.',
  failing_for_days: `Every attempt failed for ${FAILING_TOO_LONG_MS / 86_400_000} days.`,
};

const time = (at: string) => `<time datetime="${new Date(at).toISOString()}">${moment(at)}</time>`;

/** Whether events reach the subscription now: enabled, failing (still enabled, retrying), or disabled and why. */
export function subscriptionState(subscription: SubscriptionResource): string {
  if (!subscription.enabled) {
    const reason = subscription.disabled_reason ? (DISABLED_BECAUSE[subscription.disabled_reason] ?? subscription.disabled_reason) : '';
    return `<span class="badge badge-disabled">Disabled</span> <span class="muted">${escapeHtml(reason)}</span>`;
  }
  if (subscription.failing_since) return `<span class="badge badge-failing">Failing</span> <span class="muted">Every attempt since ${time(subscription.failing_since)} failed.</span>`;
  return '<span class="badge badge-enabled">Enabled</span>';
}

/** Until when the secret a rotation replaced still signs beside the new one, while it does. */
export function previousSecretNote(subscription: SubscriptionResource, now: Date): string {
  const until = subscription.previous_secret_expires_at;
  return until && new Date(until) > now ? `<p class="muted">The previous secret also verifies deliveries until ${time(until)}.</p>` : '';
}

export const topicList = (topics: readonly string[]) => `<ul>${topics.map((topic) => `<li><code>${escapeHtml(topic)}</code></li>`).join('')}</ul>`;

function row(context: AdminContext, subscription: SubscriptionResource, now: Date): string {
  const path = `/admin/webhooks/${subscription.id}`;
  const toggle = subscription.enabled
    ? actionButton(context, `${path}/enabled`, 'Disable', '<input type="hidden" name="enabled" value="false">')
    : actionButton(context, `${path}/enabled`, 'Enable', '<input type="hidden" name="enabled" value="true">');
  const description = subscription.description ? `<div class="muted">${escapeHtml(subscription.description)}</div>` : '';
  return `<tr data-subscription="${subscription.id}"><td><a href="${escapeHtml(adminHref(context, path))}">${escapeHtml(subscription.url)}</a>${description}${previousSecretNote(subscription, now)}</td>
<td>${topicList(subscription.topics)}</td><td>${subscriptionState(subscription)}</td><td>${day(subscription.created_at)}</td>
<td>${toggle} ${actionButton(context, `${path}/rotate-secret`, 'Rotate secret')}</td></tr>`;
}

function createForm(context: AdminContext, topics: readonly WebhookEventTypeResource[]): string {
  const choices = topics.map(
    (topic) => `<li><label><input type="checkbox" name="topics" value="${escapeHtml(topic.topic)}"><span class="name">${escapeHtml(topic.topic)}</span><span class="meaning">${escapeHtml(topic.description)}</span></label></li>`,
  );
  return `<h2>Subscribe a URL</h2><form method="post" action="/admin/webhooks">${carriedInputs(context)}
<div class="field"><label for="url">URL</label><input id="url" name="url" type="url" required maxlength="2048" placeholder="https://example.com/hooks/signwright"></div>
<fieldset><legend>Topics: what to send it</legend><ul class="choices">${choices.join('')}</ul></fieldset>
<div class="field"><label for="description">Description (optional)</label><input id="description" name="description" maxlength="500"></div>
<button type="submit">Create subscription</button></form>`;
}

export interface SubscriptionsView {
  subscriptions: readonly SubscriptionResource[];
  paging: Paging;
  topics: readonly WebhookEventTypeResource[];
  now: Date;
}

/** The data mode's subscriptions, oldest first, with what can be done to each, and the form that adds one. */
export function subscriptionsPage(context: AdminContext, view: SubscriptionsView): string {
  const rows = view.subscriptions.map((subscription) => row(context, subscription, view.now));
  const table = rows.length
    ? `<table><caption class="muted">Where the store’s events are sent, signed with each subscription’s secret</caption><thead><tr><th scope="col">URL</th><th scope="col">Topics</th><th scope="col">State</th><th scope="col">Created</th><th scope="col"><span class="muted">Actions</span></th></tr></thead><tbody>${rows.join('')}</tbody></table>`
    : '<p>No subscription yet: nothing is sent anywhere.</p>';
  return `${table}${pageLinks(context, '/admin/webhooks', 'Subscription pages', view.paging, ['First subscriptions', 'More subscriptions'])}${createForm(context, view.topics)}`;
}

/**
 * The signing secret of a subscription just created: no page shows it again. The same form sent again
 * answers the subscription it made, without the secret, which was shown once.
 */
export function createdNotice(subscription: SubscriptionResource & Partial<Pick<SubscriptionWithSecret, 'secret'>>): string {
  if (subscription.secret === undefined) return doneNotice(`<p>Already subscribed <code>${escapeHtml(subscription.url)}</code> with this form: its signing secret was shown when it was created.</p>`);
  return secretNotice(
    `<p>Subscribed <code>${escapeHtml(subscription.url)}</code>. Copy its signing secret now: it is shown only once. Your receiver verifies every delivery with it (<a href="/help/webhooks">how</a>).</p>`,
    subscription.secret,
  );
}

/** A rotation's new secret, and how long the one it replaces still verifies, so the receiver can switch without refusing a delivery. */
export function rotatedNotice(subscription: SubscriptionWithSecret): string {
  const until = subscription.previous_secret_expires_at ? ` Until ${time(subscription.previous_secret_expires_at)} every delivery is signed with both, so the previous secret still verifies while your receiver switches.` : '';
  return secretNotice(`<p>New signing secret for <code>${escapeHtml(subscription.url)}</code>. Copy it now: it is shown only once.${until}</p>`, subscription.secret);
}
