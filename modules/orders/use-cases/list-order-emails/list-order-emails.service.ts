import { inject, injectable } from 'inversify';
import { currentStoreId } from '../../../../shared-kernel/request-context';
import { OrdersTokens } from '../../orders.tokens';
import type { OrderEmail } from '../../domain/order-email';
import type { OrderEmailRepository } from '../../application/ports';

/**
 * The emails of an order of the current store, oldest first: what each was for, where it stands and to
 * whom it went. The Order resource says nothing of its emails; the merchant admin shows them beside it.
 */
@injectable()
export class ListOrderEmailsService {
  constructor(@inject(OrdersTokens.OrderEmailRepository) private readonly emails: OrderEmailRepository) {}

  list(orderId: number): Promise<OrderEmail[]> {
    return this.emails.of(currentStoreId(), orderId);
  }
}
