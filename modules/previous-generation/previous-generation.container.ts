import { ContainerModule } from 'inversify';
import { PRESENTING_HTTP_ROUTES } from '../../infra/http/route';
import { bindUseCases } from '../../infra/operations/use-cases';
import { BUFFERED_WRITES } from '../../shared-kernel/buffered-writes';
import { DEPRECATED_USAGE_RECORDER } from '../../shared-kernel/deprecated-usage';
import { PreviousGenerationTokens } from './previous-generation.tokens';
import { DeprecatedUsageCounter } from './application/deprecated-usage-counter';
import { KyselyDeprecatedUsageRepository } from './adapters/persistence/kysely-deprecated-usage.repository';
import { CustomisersV2Routes } from './adapters/http/customisers-v2.routes';
import { WebhooksV2Routes } from './adapters/http/webhooks-v2.routes';
import { OrdersV2Routes } from './adapters/http/orders-v2.routes';
import { ProductsLegacyRoutes } from './adapters/http/products-legacy.routes';

export const previousGenerationContainerModule = new ContainerModule(({ bind }) => {
  bind(PreviousGenerationTokens.DeprecatedUsageRepository).to(KyselyDeprecatedUsageRepository);
  // One per process: it holds the counts not yet written.
  bind(DEPRECATED_USAGE_RECORDER).toService(DeprecatedUsageCounter);
  bind(BUFFERED_WRITES).toService(DeprecatedUsageCounter);
  // `signwright deprecated-usage report`, the operator's: its use case in use-cases/report-deprecated-usage/.
  bindUseCases(bind, __dirname);
  // They present v3's operations, which they find in the operation directory: the directory reads
  // HTTP_ROUTES, so these are bound apart from them (mounted and published all the same).
  bind(PRESENTING_HTTP_ROUTES).to(CustomisersV2Routes);
  bind(PRESENTING_HTTP_ROUTES).to(WebhooksV2Routes);
  bind(PRESENTING_HTTP_ROUTES).to(OrdersV2Routes);
  bind(PRESENTING_HTTP_ROUTES).to(ProductsLegacyRoutes);
});
