import { z } from '../../../../infra/openapi/zod';
import { idParam } from '../../../../infra/http/listing-query';
import { defineOperation, page, type AnyOperation } from '../../../../infra/operations/operation';
import type { OrderEmail } from '../../domain/order-email';
import type { ListOrderEmailsService } from '../../application/list-order-emails.service';

/** One email of an order as the admin reads it: what it was for, where it stands, to whom it went. */
export function orderEmailResource(email: OrderEmail) {
  return {
    object: 'order_email' as const,
    id: email.id,
    order_id: email.orderId,
    reason: email.reason,
    status: email.status,
    recipient: email.recipient,
    failure_reason: email.failureReason,
    created_at: email.createdAt.toISOString(),
    sent_at: email.sentAt?.toISOString() ?? null,
  };
}

export type OrderEmailResource = ReturnType<typeof orderEmailResource>;

/**
 * The emails of an order, oldest first. The Order resource says nothing of its emails; the merchant
 * admin shows them beside it. No route presents it (yet): the Store API has no emails resource.
 */
export function listOrderEmailsOperation(emails: ListOrderEmailsService): AnyOperation {
  return defineOperation({
    operationId: 'listOrderEmails',
    auth: 'api_key',
    scopes: ['orders:read'],
    idempotency: 'none',
    safe: true,
    params: z.object({ order_id: idParam() }),
    problems: [],
    handler: async ({ params }) => page((await emails.list(params.order_id)).map(orderEmailResource), null),
  });
}
