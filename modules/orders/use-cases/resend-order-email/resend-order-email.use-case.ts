import { inject, injectable } from 'inversify';
import { accepted, defineRoute, type AnyRoute, type RouteSource } from '../../../../infra/http/route';
import { ResendOrderEmailService } from './resend-order-email.service';
import { orderEmailResendSchema, orderParams } from '../../adapters/http/orders.schemas';

/** The spec's limit: two distinct resend attempts per API key per minute (replays spend nothing). */
export const ORDER_RESEND_BUDGET = { name: 'order-resend', points: 2, durationSeconds: 60 };

/**
 * POST /api/v3/orders/{order_id}/resend: queues the order email again for the store's manufacturer.
 * `ResendOrderEmailService` lives beside it: no other operation uses it.
 */
@injectable()
export default class ResendOrderEmail implements RouteSource {
  constructor(@inject(ResendOrderEmailService) private readonly resendEmail: ResendOrderEmailService) {}

  routes(): AnyRoute[] {
    return [
      defineRoute({
        tag: 'Orders',
        auth: 'api_key',
        operationId: 'resendOrderEmail',
        activity: { resourceType: 'order', verb: 'email_resent', subject: ({ params }) => ({ id: params.order_id }) },
        method: 'post',
        path: '/api/v3/orders/{order_id}/resend',
        summary: 'Queue the order email again',
        description: 'Queues the order email again for the manufacturer recipient the store has configured; a recipient cannot be chosen and no field is accepted. The same key and body replay the 202 without queuing again. Two distinct attempts per API key per minute.',
        scopes: ['orders:write'],
        idempotency: 'required',
        invalidJsonCode: 'invalid_json',
        budget: ORDER_RESEND_BUDGET,
        params: orderParams,
        response: { status: 202, kind: 'resource', schema: orderEmailResendSchema, description: 'The email is queued.' },
        problems: ['resource_not_found', 'missing_idempotency_key', 'invalid_json', 'unknown_field', 'idempotency_key_conflict', 'idempotency_key_in_flight'],
        handler: async ({ params }) => {
          const email = await this.resendEmail.resend(params.order_id);
          return accepted({ object: 'order_email_resend', order_id: email.orderId, status: 'queued' });
        },
      }),
    ];
  }
}
