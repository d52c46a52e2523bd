import { escapeHtml } from '../../../../shared-kernel/html-escape';
import { actionButton, adminHref, carriedInputs, day, moment, secretNotice, type AdminContext } from '../../../../infra/admin/admin-page';
import { FAILING_TOO_LONG_MS, type WebhookSubscription } from '../../domain/subscription';
import type { WebhookTopic } from '../../domain/topics';
import { pageLinks, type Paging } from './page-links';

const DISABLED_BECAUSE: Record<string, string> = {
  disabled_by_merchant: 'Turned off by the store.',
  receiver_gone: 'The receiver answered 410 Gone.',
  failing_for_days: `Every attempt failed for ${FAILING_TOO_LONG_MS / 86_400_000} days.`,
};

const time = (date: Date) => `<time datetime="${date.toISOString()}">${moment(date)}</time>`;

/** Whether events reach the subscription now: enabled, failing (still enabled, retrying), or disabled and why. */
export function subscriptionState(subscription: WebhookSubscription): string {
  if (!subscription.enabled) {
    const reason = subscription.disabledReason ? (DISABLED_BECAUSE[subscription.disabledReason] ?? subscription.disabledReason) : '';
    return `<span class="badge badge-disabled">Disabled</span> <span class="muted">${escapeHtml(reason)}</span>`;
  }
  if (subscription.failingSince) return `<span class="badge badge-failing">Failing</span> <span class="muted">Every attempt since ${time(subscription.failingSince)} failed.</span>`;
  return '<span class="badge badge-enabled">Enabled</span>';
}

/** Until when the secret a rotation replaced still signs beside the new one, while it does. */
export function previousSecretNote(subscription: WebhookSubscription, now: Date): string {
  const previous = subscription.previousSecret;
  return previous && previous.expiresAt > now ? `<p class="muted">The previous secret also verifies deliveries until ${time(previous.expiresAt)}.</p>` : '';
}

export const topicList = (topics: readonly string[]) => `<ul>${topics.map((topic) => `<li><code>${escapeHtml(topic)}</code></li>`).join('')}</ul>`;

function row(context: AdminContext, subscription: WebhookSubscription, now: Date): string {
  const path = `/admin/webhooks/${subscription.id}`;
  const toggle = subscription.enabled
    ? actionButton(context, `${path}/enabled`, 'Disable', '<input type="hidden" name="enabled" value="false">')
    : actionButton(context, `${path}/enabled`, 'Enable', '<input type="hidden" name="enabled" value="true">');
  const description = subscription.description ? `<div class="muted">${escapeHtml(subscription.description)}</div>` : '';
  return `<tr data-subscription="${subscription.id}"><td><a href="${escapeHtml(adminHref(context, path))}">${escapeHtml(subscription.url)}</a>${description}${previousSecretNote(subscription, now)}</td>
<td>${topicList(subscription.topics)}</td><td>${subscriptionState(subscription)}</td><td>${day(subscription.createdAt)}</td>
<td>${toggle} ${actionButton(context, `${path}/rotate-secret`, 'Rotate secret')}</td></tr>`;
}

function createForm(context: AdminContext, topics: readonly WebhookTopic[]): string {
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
  subscriptions: readonly WebhookSubscription[];
  paging: Paging;
  topics: readonly WebhookTopic[];
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

/** The signing secret of a subscription just created: no page shows it again. */
export function createdNotice(subscription: WebhookSubscription): string {
  return secretNotice(
    `<p>Subscribed <code>${escapeHtml(subscription.url)}</code>. Copy its signing secret now: it is shown only once. Your receiver verifies every delivery with it (<a href="/help/webhooks">how</a>).</p>`,
    subscription.secret,
  );
}

/** A rotation's new secret, and how long the one it replaces still verifies, so the receiver can switch without refusing a delivery. */
export function rotatedNotice(subscription: WebhookSubscription): string {
  const until = subscription.previousSecret ? ` Until ${time(subscription.previousSecret.expiresAt)} every delivery is signed with both, so the previous secret still verifies while your receiver switches.` : '';
  return secretNotice(`<p>New signing secret for <code>${escapeHtml(subscription.url)}</code>. Copy it now: it is shown only once.${until}</p>`, subscription.secret);
}
