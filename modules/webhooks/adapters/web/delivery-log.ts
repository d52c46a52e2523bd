import { escapeHtml } from '../../../../shared-kernel/html-escape';
import { actionButton, moment, type AdminContext } from '../../../../infra/admin/admin-page';
import { LOGGED_ANSWER_BYTES, type DeliveryAttempt, type DeliveryStatus, type WebhookDelivery } from '../../domain/delivery';

export type LoggedDelivery = WebhookDelivery & { attempts: DeliveryAttempt[] };

const STATUS_LABELS: Record<DeliveryStatus, string> = { pending: 'Pending', delivered: 'Delivered', failed: 'Failed' };

const answerOf = (attempt: DeliveryAttempt) => (attempt.statusCode === null ? 'no answer' : `HTTP ${attempt.statusCode}`);

/** One attempt: at a glance what came back and how long it took; opened, the bytes sent and the start of the answer. */
function attemptItem(delivery: LoggedDelivery, attempt: DeliveryAttempt, index: number): string {
  const answer =
    attempt.responseBody === null
      ? '<p>No answer came.</p>'
      : `<pre>${escapeHtml(attempt.responseBody)}</pre>${attempt.responseBodyTruncated ? `<p class="muted">The answer went on: the log keeps its first ${LOGGED_ANSWER_BYTES / 1024} KiB.</p>` : ''}`;
  const facts = [attempt.error ? `Error: ${escapeHtml(attempt.error)}` : '', attempt.nextRetryAt ? `Retried at ${moment(attempt.nextRetryAt)}.` : ''].filter(Boolean);
  return `<li data-attempt="${index + 1}"><details><summary>Attempt ${index + 1}, ${moment(attempt.attemptedAt)}: <span class="answer">${answerOf(attempt)}</span> in <span class="duration">${attempt.durationMs} ms</span></summary>
${facts.map((fact) => `<p>${fact}</p>`).join('')}<h4>Request body</h4><pre>${escapeHtml(delivery.body)}</pre><h4>Response body</h4>${answer}</details></li>`;
}

function deliveryItem(context: AdminContext, subscriptionId: number, delivery: LoggedDelivery): string {
  const badges = `<span class="badge badge-${delivery.status}">${STATUS_LABELS[delivery.status]}</span>${delivery.testEvent ? '<span class="badge badge-test">Test event</span>' : ''}`;
  const facts = [
    `Event <code>${escapeHtml(delivery.eventId)}</code>`,
    `recorded ${moment(delivery.createdAt)}`,
    `${delivery.attemptsMade} ${delivery.attemptsMade === 1 ? 'attempt' : 'attempts'}`,
    delivery.nextAttemptAt ? `next attempt ${moment(delivery.nextAttemptAt)}` : '',
    delivery.deliveredAt ? `delivered ${moment(delivery.deliveredAt)}` : '',
    delivery.failureReason ? `gave up: ${escapeHtml(delivery.failureReason)}` : '',
  ].filter(Boolean);
  const attempts = delivery.attempts.length ? `<ol class="attempts">${delivery.attempts.map((attempt, index) => attemptItem(delivery, attempt, index)).join('')}</ol>` : '';
  return `<article class="delivery" data-delivery="${delivery.id}"><h3><code>${escapeHtml(delivery.topic)}</code> ${badges}</h3>
<p class="muted">${facts.join(' · ')}</p>${attempts}${actionButton(context, `/admin/webhooks/${subscriptionId}/deliveries/${delivery.id}/redeliver`, 'Redeliver')}</article>`;
}

/** A page of the subscription's delivery log, newest first, each delivery with every attempt. */
export function deliveryLog(context: AdminContext, subscriptionId: number, deliveries: readonly LoggedDelivery[]): string {
  if (deliveries.length === 0) return '<p>Nothing delivered yet. Send a test event to see your receiver answer.</p>';
  return deliveries.map((delivery) => deliveryItem(context, subscriptionId, delivery)).join('');
}
