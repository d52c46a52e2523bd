import { ContainerModule } from 'inversify';
import { TEST_STORE_DATA } from '../../shared-kernel/test-store-data';
import type { Config } from '../../infra/config/config';
import { InfraTokens } from '../../infra/infra.tokens';
import type { FormRedirectPolicy } from './model/form-redirect-url';
import { bindUseCases } from '../../infra/operations/use-cases';
import { TASK_SCHEDULER, TASK_WORK, type TaskScheduler } from '../../shared-kernel/tasks';
import { EVENT_ROUTES } from '../../shared-kernel/events/domain-event';
import { languageSyncRoute, OptionWriteEffects } from './application/option-write-effects';
import { WriteSizesService } from './application/write-sizes.service';
import { RecordDesignedProductService } from './application/record-designed-product.service';
import { IntegrationProductIdsService } from './application/integration-product-ids.service';
import { CatalogueTokens } from './catalogue.tokens';
import { KyselyCustomiserRepository } from './adapters/persistence/kysely-customiser.repository';
import { KyselySettingsRepository } from './adapters/persistence/kysely-settings.repository';
import { KyselyCatalogueCopies } from './adapters/persistence/kysely-catalogue-copies';
import { KyselyOptionRowRepository } from './adapters/persistence/kysely-option-row.repository';
import { KyselyLetterPartSelectionRepository } from './adapters/persistence/kysely-letter-part-selection.repository';
import { OptionRowReferenceFinder } from './adapters/persistence/option-row.reference-finder';
import { SettingsReferenceFinder } from './adapters/persistence/settings.reference-finder';
import { LetterPartReferenceFinder } from './adapters/persistence/letter-part.reference-finder';
import { IdentityStoreProfiles } from './adapters/identity/identity-store-profiles';
import { LanguageSyncWork } from './adapters/jobs/language-sync.work';
import { KyselyProductRepository } from './adapters/persistence/kysely-product.repository';
import { CatalogueTestStoreData } from './application/test-store-data';

export const catalogueContainerModule = new ContainerModule(({ bind }) => {
  bind(CatalogueTokens.CustomiserRepository).to(KyselyCustomiserRepository);
  bind(CatalogueTokens.SettingsRepository).to(KyselySettingsRepository);
  bind(CatalogueTokens.CatalogueCopies).to(KyselyCatalogueCopies);
  // Its part of a store's test data: copied first, its id maps handed to the parts after it; dropped last.
  bind(TEST_STORE_DATA).to(CatalogueTestStoreData);
  bind(CatalogueTokens.OptionRowRepository).to(KyselyOptionRowRepository);
  bind(CatalogueTokens.LetterPartSelectionRepository).to(KyselyLetterPartSelectionRepository);
  bind(CatalogueTokens.ReferenceFinder).to(OptionRowReferenceFinder);
  bind(CatalogueTokens.ReferenceFinder).to(SettingsReferenceFinder);
  bind(CatalogueTokens.ReferenceFinder).to(LetterPartReferenceFinder);
  bind(CatalogueTokens.StoreProfiles).to(IdentityStoreProfiles);
  bind(CatalogueTokens.IntegrationWrites).toService(CatalogueTokens.StoreProfiles);
  bind(CatalogueTokens.ProductRepository).to(KyselyProductRepository);
  bind(CatalogueTokens.FormRedirectPolicy)
    .toDynamicValue((context): FormRedirectPolicy => ({ loopbackHttp: context.get<Config>(InfraTokens.Config).environment === 'development' }))
    .inSingletonScope();
  // Every operation, the Store API's and the operator's (what the demo data is made with where the Store
  // API has no operation): one use case each in use-cases/.
  bindUseCases(bind, __dirname);
  // What the catalogue does for other contexts inside their operations: by interface, not by class.
  bind(CatalogueTokens.SizeRows).toService(WriteSizesService);
  bind(CatalogueTokens.OptionWriteNotices).toService(OptionWriteEffects);
  bind(CatalogueTokens.DesignedProductRecords).toService(RecordDesignedProductService);
  bind(CatalogueTokens.IntegrationProductIds).toService(IntegrationProductIdsService);
  bind(TASK_WORK).to(LanguageSyncWork);
  bind(EVENT_ROUTES).toDynamicValue((context) => languageSyncRoute(context.get<TaskScheduler>(TASK_SCHEDULER)));
});
