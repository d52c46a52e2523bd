import { inject, injectable } from 'inversify';
import { z } from '../../../../infra/openapi/zod';
import { idParam } from '../../../../infra/http/listing-query';
import { defineOperation, page, type AnyOperation } from '../../../../infra/operations/operation';
import { orderEmailResource } from '../../adapters/http/orders.schemas';
import { ListOrderEmailsService } from './list-order-emails.service';

/**
 * The emails of an order, oldest first. The Order resource says nothing of its emails; the merchant
 * admin shows them beside it. No route presents it (yet): the Store API has no emails resource.
 */
@injectable()
export default class ListOrderEmails {
  constructor(@inject(ListOrderEmailsService) private readonly emails: ListOrderEmailsService) {}

  operations(): AnyOperation[] {
    return [
      defineOperation({
        operationId: 'listOrderEmails',
        auth: 'api_key',
        scopes: ['orders:read'],
        idempotency: 'none',
        safe: true,
        params: z.object({ order_id: idParam() }),
        problems: [],
        handler: async ({ params }) => page((await this.emails.list(params.order_id)).map(orderEmailResource), null),
      }),
    ];
  }
}
