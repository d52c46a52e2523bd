import { ContainerModule } from 'inversify';
import { HTTP_ROUTES } from '../../infra/http/route';
import { CONNECTOR_TOOLS } from '../../shared-kernel/connector-tools';
import { PricingTokens } from './pricing.tokens';
import { GetPricingService } from './application/get-pricing.service';
import { ReplacePricingService } from './application/replace-pricing.service';
import { UpdatePricingService } from './application/update-pricing.service';
import { KyselyPricingDocumentRepository } from './adapters/persistence/kysely-pricing-document.repository';
import { CatalogueSizesAdapter } from './adapters/catalogue/catalogue-sizes';
import { IdentityStoreCurrency } from './adapters/identity/identity-store-currency';
import { PricingRoutes } from './adapters/http/pricing.routes';
import { PricingTools } from './adapters/connector/pricing.tools';

export const pricingContainerModule = new ContainerModule(({ bind }) => {
  bind(PricingTokens.PricingDocumentRepository).to(KyselyPricingDocumentRepository);
  bind(PricingTokens.CatalogueSizes).to(CatalogueSizesAdapter);
  bind(PricingTokens.StoreCurrency).to(IdentityStoreCurrency);
  bind(PricingTokens.GetPricing).to(GetPricingService);
  bind(PricingTokens.ReplacePricing).to(ReplacePricingService);
  bind(PricingTokens.UpdatePricing).to(UpdatePricingService);
  bind(HTTP_ROUTES).to(PricingRoutes);
  bind(PricingTools).toSelf();
  bind(CONNECTOR_TOOLS).toDynamicValue((context) => context.get(PricingTools).getPricing);
  bind(CONNECTOR_TOOLS).toDynamicValue((context) => context.get(PricingTools).validatePricing);
  bind(CONNECTOR_TOOLS).toDynamicValue((context) => context.get(PricingTools).patchPricing);
});
