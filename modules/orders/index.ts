/** The orders context's public face: the only file other code imports. */
export { ordersContainerModule } from './orders.container';
export { ordersMigrations } from './adapters/persistence/orders.migrations';
export { OrdersTokens } from './orders.tokens';
export { ORDER_CREATED, orderWebhookShape, type OrderWebhookShape } from './domain/order-created';
export { recordOrderCommand, type OrderSubmission, type RecordOrderCommand, type OrderLineInput } from './model/order-submission';
export type { Order, OrderLine, Address, Customer } from './domain/order';
export type { Quote, QuoteAnswer, QuoteFile, QuoteContact, SubmittedFile } from './domain/quote';
export type { OrderEmail } from './domain/order-email';
