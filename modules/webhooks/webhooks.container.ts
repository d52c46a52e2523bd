import { ContainerModule } from 'inversify';
import { TEST_STORE_DATA } from '../../shared-kernel/test-store-data';
import type { Config } from '../../infra/config/config';
import { RAW_HTTP_ROUTES } from '../../infra/http/route';
import { bindUseCases } from '../../infra/operations/use-cases';
import { InfraTokens } from '../../infra/infra.tokens';
import { RESEALABLE_SECRETS } from '../../infra/secrets/resealable-secrets';
import { EVENT_ROUTES } from '../../shared-kernel/events/domain-event';
import { JOB_PROCESSORS, RECURRING_JOBS } from '../../shared-kernel/jobs';
import { TASK_KINDS } from '../../shared-kernel/tasks';
import { WebhooksTokens } from './webhooks.tokens';
import { RateLimitedManualSends } from './adapters/rate-limit/rate-limited-manual-sends';
import type { DeliveryTimings } from './application/delivery-timings';
import { RecordDeliveriesService } from './application/record-deliveries.service';
import { KyselySubscriptionRepository } from './adapters/persistence/kysely-subscription.repository';
import { KyselyDeliveryRepository } from './adapters/persistence/kysely-delivery.repository';
import { IntegrationProductCallbacks } from './adapters/integrations/product-callbacks';
import { DirectoryStoreModes } from './adapters/identity/directory-store-modes';
import { TaskDeliveryQueue } from './adapters/jobs/webhook-delivery.queue';
import { PrometheusDeliveryMetrics } from './adapters/metrics/prometheus-delivery-metrics';
import { WebhookDeliveryKind } from './adapters/jobs/webhook-delivery.kind';
import { PURGE_DELIVERY_LOG, PurgeDeliveryLogProcessor } from './adapters/jobs/purge-delivery-log.processor';
import { webhookEventRoute } from './adapters/jobs/webhook-event.routes';
import { WEBHOOK_TOPICS } from './domain/topics';
import { WebhooksAdminRoutes } from './adapters/admin/admin.router';
import { KyselyWebhooksTestData } from './adapters/persistence/kysely-webhooks-test-data';
import { WebhooksTestStoreData } from './application/test-store-data';

export const webhooksContainerModule = new ContainerModule(({ bind }) => {
  bind(WebhooksTokens.SubscriptionRepository).to(KyselySubscriptionRepository);
  bind(WebhooksTokens.WebhooksTestData).to(KyselyWebhooksTestData);
  // Its part of a store's test data: nothing copied, subscriptions dropped by a sandbox reset.
  bind(TEST_STORE_DATA).to(WebhooksTestStoreData);
  bind(WebhooksTokens.DeliveryRepository).to(KyselyDeliveryRepository);
  bind(WebhooksTokens.ProductCallbacks).to(IntegrationProductCallbacks);
  bind(WebhooksTokens.StoreModes).to(DirectoryStoreModes);
  bind(WebhooksTokens.ProductExternalIds).to(IntegrationProductCallbacks);
  bind(WebhooksTokens.DeliveryQueue).to(TaskDeliveryQueue);
  // One per process: its counter is registered once in the process's registry.
  bind(WebhooksTokens.DeliveryMetrics).to(PrometheusDeliveryMetrics).inSingletonScope();
  bind(WebhooksTokens.DeliveryTimings).toDynamicValue((context): DeliveryTimings => context.get<Config>(InfraTokens.Config).webhooks);
  bind(WebhooksTokens.ManualSendBudget).to(RateLimitedManualSends);
  for (const { topic } of WEBHOOK_TOPICS) {
    bind(EVENT_ROUTES).toDynamicValue((context) => webhookEventRoute(topic, context.get(RecordDeliveriesService)));
  }
  bind(TASK_KINDS).to(WebhookDeliveryKind);
  bind(JOB_PROCESSORS).to(PurgeDeliveryLogProcessor);
  bind(RECURRING_JOBS).toConstantValue(PURGE_DELIVERY_LOG);
  bindUseCases(bind, __dirname);
  bind(RAW_HTTP_ROUTES).to(WebhooksAdminRoutes).inSingletonScope();
  // Subscriptions keep their signing secrets sealed, for `signwright secrets reseal`.
  bind(RESEALABLE_SECRETS).to(KyselySubscriptionRepository);
});
