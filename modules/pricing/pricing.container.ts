import { ContainerModule } from 'inversify';
import { HTTP_ROUTES } from '../../infra/http/route';
import { CatalogueTokens } from '../catalogue';
import { PricingTokens } from './pricing.tokens';
import { GetPricingService } from './application/get-pricing.service';
import { ReplacePricingService } from './application/replace-pricing.service';
import { UpdatePricingService } from './application/update-pricing.service';
import { ValidatePricingService } from './application/validate-pricing.service';
import { PricingStore } from './application/pricing-store';
import { CopyPricingService } from './application/copy-pricing.service';
import { KyselyPricingDocumentRepository } from './adapters/persistence/kysely-pricing-document.repository';
import { CatalogueSizesAdapter } from './adapters/catalogue/catalogue-sizes';
import { PricingReferenceFinder } from './adapters/catalogue/pricing.reference-finder';
import { IdentityStoreCurrency } from './adapters/identity/identity-store-currency';
import { PricingRoutes } from './adapters/http/pricing.routes';

export const pricingContainerModule = new ContainerModule(({ bind }) => {
  bind(PricingTokens.PricingDocumentRepository).to(KyselyPricingDocumentRepository);
  bind(PricingTokens.PricingDocumentCopies).to(KyselyPricingDocumentRepository);
  bind(PricingTokens.CatalogueSizes).to(CatalogueSizesAdapter);
  // Pricing rows name sizes: the catalogue's deletes ask pricing too (one reference mechanism).
  bind(CatalogueTokens.ReferenceFinder).to(PricingReferenceFinder);
  bind(PricingTokens.StoreCurrency).to(IdentityStoreCurrency);
  bind(PricingTokens.PricingStore).to(PricingStore);
  bind(PricingTokens.GetPricing).to(GetPricingService);
  bind(PricingTokens.ReplacePricing).to(ReplacePricingService);
  bind(PricingTokens.UpdatePricing).to(UpdatePricingService);
  bind(PricingTokens.ValidatePricing).to(ValidatePricingService);
  bind(PricingTokens.CopyPricing).to(CopyPricingService);
  bind(HTTP_ROUTES).to(PricingRoutes);
});
