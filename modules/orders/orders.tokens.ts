/** Tokens of the orders context's ports and public services. */
export const OrdersTokens = {
  OrderRepository: Symbol.for('orders.OrderRepository'),
  OrdersTestData: Symbol.for('orders.OrdersTestData'),
  OrderEmailRepository: Symbol.for('orders.OrderEmailRepository'),
  QuoteEmailRepository: Symbol.for('orders.QuoteEmailRepository'),
  QuoteEmailRecipients: Symbol.for('orders.QuoteEmailRecipients'),
  QuoteRepository: Symbol.for('orders.QuoteRepository'),
  OrderStores: Symbol.for('orders.OrderStores'),
  ProductCatalogue: Symbol.for('orders.ProductCatalogue'),
  QuoteForms: Symbol.for('orders.QuoteForms'),
  QuoteFileUrls: Symbol.for('orders.QuoteFileUrls'),
  QuoteFileBytes: Symbol.for('orders.QuoteFileBytes'),
  QueueOrderEmail: Symbol.for('orders.QueueOrderEmailService'),
  QueueQuoteEmail: Symbol.for('orders.QueueQuoteEmailService'),
} as const;
