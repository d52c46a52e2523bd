import { ContainerModule } from 'inversify';
import { TEST_STORE_DATA } from '../../shared-kernel/test-store-data';
import { bindUseCases } from '../../infra/operations/use-cases';
import { RAW_HTTP_ROUTES } from '../../infra/http/route';
import { CatalogueTokens } from '../catalogue';
import { PricingTokens } from './pricing.tokens';
import { JOB_PROCESSORS, RECURRING_JOBS } from '../../shared-kernel/jobs';
import { KyselyPricingDocumentRepository } from './adapters/persistence/kysely-pricing-document.repository';
import { KyselyPricingVersions } from './adapters/persistence/kysely-pricing-versions.repository';
import { PrunePricingVersionsProcessor, PRUNE_PRICING_VERSIONS } from './adapters/jobs/prune-pricing-versions.processor';
import { CatalogueSizesAdapter } from './adapters/catalogue/catalogue-sizes';
import { PricingReferenceFinder } from './adapters/catalogue/pricing.reference-finder';
import { PricingAdminRoutes } from './adapters/admin/pricing-admin.router';
import { IdentityStoreCurrency } from './adapters/identity/identity-store-currency';
import { PricingTestStoreData } from './application/test-store-data';

export const pricingContainerModule = new ContainerModule(({ bind }) => {
  bind(PricingTokens.PricingDocumentRepository).to(KyselyPricingDocumentRepository);
  bind(PricingTokens.PricingDocumentCopies).to(KyselyPricingDocumentRepository);
  bind(PricingTokens.PricingVersions).to(KyselyPricingVersions);
  // Versions are kept at least 90 days and the newest 50 of each document always: the rest pruned hourly.
  bind(JOB_PROCESSORS).to(PrunePricingVersionsProcessor);
  bind(RECURRING_JOBS).toConstantValue(PRUNE_PRICING_VERSIONS);
  // Its part of a store's test data: the documents copied after the catalogue, for the copied customisers.
  bind(TEST_STORE_DATA).to(PricingTestStoreData);
  bind(PricingTokens.CatalogueSizes).to(CatalogueSizesAdapter);
  // Pricing rows name sizes: the catalogue's deletes ask pricing too (one reference mechanism).
  bind(CatalogueTokens.ReferenceFinder).to(PricingReferenceFinder);
  bind(PricingTokens.StoreCurrency).to(IdentityStoreCurrency);
  // GET, PATCH, PUT …/pricing, POST …/pricing/validate and the versions' three: one folder each in use-cases/.
  bindUseCases(bind, __dirname);
  // The merchant admin's Pricing section: each customiser's pricing history, a version, a restore.
  bind(RAW_HTTP_ROUTES).to(PricingAdminRoutes).inSingletonScope();
});
