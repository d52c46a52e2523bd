import { ContainerModule, type ResolutionContext } from 'inversify';
import { TEST_STORE_DATA } from '../../shared-kernel/test-store-data';
import { InfraTokens } from '../../infra/infra.tokens';
import type { TransactionalDatabase } from '../../infra/database/transactional-database';
import { RAW_HTTP_ROUTES } from '../../infra/http/route';
import { bindUseCases } from '../../infra/operations/use-cases';
import { TASK_SCHEDULER, TASK_WORK, type TaskScheduler } from '../../shared-kernel/tasks';
import type { Email } from './domain/email';
import type { EmailSender, EmailTemplate } from './application/ports';
import { EmailWork } from './adapters/jobs/email.work';
import { OrdersTokens } from './orders.tokens';
import { QueueEmailService } from './application/queue-email.service';
import { SendEmailService } from './application/send-email.service';
import { OrderEmailTemplate } from './application/order-email.template';
import { QuoteEmailTemplate } from './application/quote-email.template';
import { ConfiguredQuoteFileUrls } from './adapters/http/configured-quote-file-urls';
import { UploadedQuoteFiles } from './adapters/uploads/uploaded-quote-files';
import { KyselyOrderRepository } from './adapters/persistence/kysely-order.repository';
import { KyselyEmailRepository } from './adapters/persistence/kysely-email.repository';
import { ORDER_EMAIL_ROWS } from './adapters/persistence/order-email.rows';
import { QUOTE_EMAIL_ROWS } from './adapters/persistence/quote-email.rows';
import { KyselyQuoteEmailRecipients } from './adapters/persistence/kysely-quote-email-recipients';
import { KyselyQuoteRepository } from './adapters/persistence/kysely-quote.repository';
import { IdentityOrderStores } from './adapters/identity/identity-order-stores';
import { CatalogueProducts } from './adapters/catalogue/catalogue-products';
import { CatalogueQuoteForms } from './adapters/catalogue/catalogue-quote-forms';
import { OrdersAdminRoutes } from './adapters/admin/orders-admin.router';
import { QuotesAdminRoutes } from './adapters/admin/quotes-admin.router';
import { KyselyOrdersTestData } from './adapters/persistence/kysely-orders-test-data';
import { OrdersTestStoreData } from './application/test-store-data';

export const ordersContainerModule = new ContainerModule(({ bind }) => {
  bind(OrdersTokens.OrderRepository).to(KyselyOrderRepository);
  bind(OrdersTokens.OrdersTestData).to(KyselyOrdersTestData);
  // Its part of a store's test data: nothing copied, orders and quotes dropped by a sandbox reset.
  bind(TEST_STORE_DATA).to(OrdersTestStoreData);
  // One repository of emails, over the table each template keeps its emails in.
  bind(OrdersTokens.OrderEmailRepository).toDynamicValue((context) => new KyselyEmailRepository(context.get<TransactionalDatabase>(InfraTokens.Database), ORDER_EMAIL_ROWS));
  bind(OrdersTokens.QuoteEmailRepository).toDynamicValue((context) => new KyselyEmailRepository(context.get<TransactionalDatabase>(InfraTokens.Database), QUOTE_EMAIL_ROWS));
  bind(OrdersTokens.QuoteEmailRecipients).to(KyselyQuoteEmailRecipients);
  bind(OrdersTokens.QuoteRepository).to(KyselyQuoteRepository);
  bind(OrdersTokens.OrderStores).to(IdentityOrderStores);
  bind(OrdersTokens.ProductCatalogue).to(CatalogueProducts);
  bind(OrdersTokens.QuoteForms).to(CatalogueQuoteForms);
  bind(OrdersTokens.QuoteFileUrls).to(ConfiguredQuoteFileUrls);
  bind(OrdersTokens.QuoteFileBytes).to(UploadedQuoteFiles);
  // Each operation is its use case's (`use-cases/<verb>-<thing>/`), found there: the operator's
  // `recordQuote` (the demo's quotes, whose contact the form did not ask for) and the admin's
  // `listOrderEmails` among them.
  bindUseCases(bind, __dirname);
  bind(RAW_HTTP_ROUTES).to(OrdersAdminRoutes).inSingletonScope();
  bind(RAW_HTTP_ROUTES).to(QuotesAdminRoutes).inSingletonScope();
  // Order emails and quote emails are one kind of email with two templates: each template's emails are
  // queued by its own QueueEmailService, and sent by the one send service through its task's email work.
  for (const [queue, template] of [[OrdersTokens.QueueOrderEmail, OrderEmailTemplate], [OrdersTokens.QueueQuoteEmail, QuoteEmailTemplate]] as const) {
    const templateOf = (context: ResolutionContext) => context.get<EmailTemplate<Email, unknown>>(template);
    bind(queue).toDynamicValue((context) => new QueueEmailService(templateOf(context), context.get<TaskScheduler>(TASK_SCHEDULER)));
    bind(TASK_WORK).toDynamicValue((context) => new EmailWork(templateOf(context), context.get<EmailSender>(SendEmailService)));
  }
});
