import { escapeHtml } from '../../../../shared-kernel/html-escape';
import { actionButton, moment, type AdminContext } from '../../../../infra/admin/admin-page';
import { LOGGED_ANSWER_BYTES, type DeliveryStatus } from '../../domain/delivery';
import type { DeliveryResource } from '../http/webhook-subscriptions.schemas';

type Attempt = DeliveryResource['attempts'][number];

const STATUS_LABELS: Record<DeliveryStatus, string> = { pending: 'Pending', delivered: 'Delivered', failed: 'Failed' };

const answerOf = (attempt: Attempt) => (attempt.status_code === null ? 'no answer' : `HTTP ${attempt.status_code}`);

/** One attempt: at a glance what came back and how long it took; opened, the bytes sent and the start of the answer. */
function attemptItem(attempt: Attempt, index: number): string {
  const answer =
    attempt.response_body === null
      ? '<p>No answer came.</p>'
      : `<pre>${escapeHtml(attempt.response_body)}</pre>${attempt.response_body_truncated ? `<p class="muted">The answer went on: the log keeps its first ${LOGGED_ANSWER_BYTES / 1024} KiB.</p>` : ''}`;
  const facts = [attempt.error ? `Error: ${escapeHtml(attempt.error)}` : '', attempt.next_retry_at ? `Retried at ${moment(attempt.next_retry_at)}.` : ''].filter(Boolean);
  return `<li data-attempt="${index + 1}"><details><summary>Attempt ${index + 1}, ${moment(attempt.attempted_at)}: <span class="answer">${answerOf(attempt)}</span> in <span class="duration">${attempt.duration_ms} ms</span></summary>
${facts.map((fact) => `<p>${fact}</p>`).join('')}<h4>Request body</h4><pre>${escapeHtml(attempt.request_body)}</pre><h4>Response body</h4>${answer}</details></li>`;
}

function deliveryItem(context: AdminContext, subscriptionId: number, delivery: DeliveryResource): string {
  const badges = `<span class="badge badge-${delivery.status}">${STATUS_LABELS[delivery.status]}</span>${delivery.test_event ? '<span class="badge badge-test">Test event</span>' : ''}`;
  const facts = [
    `Event <code>${escapeHtml(delivery.event_id)}</code>`,
    `recorded ${moment(delivery.created_at)}`,
    `${delivery.attempts_made} ${delivery.attempts_made === 1 ? 'attempt' : 'attempts'}`,
    delivery.next_attempt_at ? `next attempt ${moment(delivery.next_attempt_at)}` : '',
    delivery.delivered_at ? `delivered ${moment(delivery.delivered_at)}` : '',
    delivery.failure_reason ? `gave up: ${escapeHtml(delivery.failure_reason)}` : '',
  ].filter(Boolean);
  const attempts = delivery.attempts.length ? `<ol class="attempts">${delivery.attempts.map((attempt, index) => attemptItem(attempt, index)).join('')}</ol>` : '';
  return `<article class="delivery" data-delivery="${delivery.id}"><h3><code>${escapeHtml(delivery.topic)}</code> ${badges}</h3>
<p class="muted">${facts.join(' · ')}</p>${attempts}${actionButton(context, `/admin/webhooks/${subscriptionId}/deliveries/${delivery.id}/redeliver`, 'Redeliver')}</article>`;
}

/** A page of the subscription's delivery log, newest first, each delivery with every attempt. */
export function deliveryLog(context: AdminContext, subscriptionId: number, deliveries: readonly DeliveryResource[]): string {
  if (deliveries.length === 0) return '<p>Nothing delivered yet. Send a test event to see your receiver answer.</p>';
  return deliveries.map((delivery) => deliveryItem(context, subscriptionId, delivery)).join('');
}
