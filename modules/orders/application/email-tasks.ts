/**
 * The task kinds that send the context's emails, one a template: each is scheduled with its email's
 * row, in the same transaction, its subject the email's id; `adapters/jobs/email.work.ts` performs
 * both. They name queues and the rows of `platform.tasks` already written, so they stay as they are.
 */
export const ORDER_EMAIL_TASK = 'orders.order-email';
export const QUOTE_EMAIL_TASK = 'orders.quote-email';
