import { ContainerModule } from 'inversify';
import { TEST_STORE_DATA } from '../../shared-kernel/test-store-data';
import { RAW_HTTP_ROUTES } from '../../infra/http/route';
import { bindUseCases } from '../../infra/operations/use-cases';
import { InfraTokens } from '../../infra/infra.tokens';
import type { Config } from '../../infra/config/config';
import { JOB_PROCESSORS, RECURRING_JOBS } from '../../shared-kernel/jobs';
import { SweepAbandonedUploadsProcessor, sweepAbandonedUploadsJob } from './adapters/jobs/sweep-abandoned-uploads.processor';
import type { UploadHousekeeping } from './application/ports';
import { UploadsTokens } from './uploads.tokens';
import { KyselyUploadRepository } from './adapters/persistence/kysely-upload.repository';
import { OpentypeFontInspector } from './adapters/files/opentype-font-inspector';
import { DompurifyShapeSanitiser } from './adapters/files/dompurify-shape-sanitiser';
import { HmacTargetSigner } from './adapters/files/hmac-target-signer';
import { ConfiguredUploadUrls } from './adapters/http/configured-upload-urls';
import { CatalogueFileSlots } from './adapters/catalogue/catalogue-file-slots';
import { UploadTargetRoutes } from './adapters/http/upload-targets.router';
import { KyselyUploadsTestData } from './adapters/persistence/kysely-uploads-test-data';
import { UploadsTestStoreData } from './application/test-store-data';

export const uploadsContainerModule = new ContainerModule(({ bind }) => {
  bind(UploadsTokens.UploadRepository).to(KyselyUploadRepository);
  bind(UploadsTokens.UploadsTestData).to(KyselyUploadsTestData);
  // Its part of a store's test data: nothing copied, uploads dropped by a sandbox reset (their bytes once it commits).
  bind(TEST_STORE_DATA).to(UploadsTestStoreData);
  bind(UploadsTokens.FontInspector).to(OpentypeFontInspector);
  bind(UploadsTokens.ShapeSanitiser).to(DompurifyShapeSanitiser);
  bind(UploadsTokens.TargetSigner).to(HmacTargetSigner);
  bind(UploadsTokens.UploadUrls).to(ConfiguredUploadUrls);
  bind(UploadsTokens.FileSlots).to(CatalogueFileSlots);
  bind(UploadsTokens.Housekeeping).toDynamicValue((context): UploadHousekeeping => context.get<Config>(InfraTokens.Config).uploads);
  bind(JOB_PROCESSORS).to(SweepAbandonedUploadsProcessor);
  bind(RECURRING_JOBS).toDynamicValue((context) => sweepAbandonedUploadsJob(context.get<UploadHousekeeping>(UploadsTokens.Housekeeping)));
  // Each operation is its use case's (use-cases/<verb>-<thing>/), found there: the Store API's and the
  // storefront's routes, and the operator's (the demo's files, sent and taken from inside the service).
  bindUseCases(bind, __dirname);
  // The signed upload target takes raw bytes and font files are published as bytes: raw routes, not operations.
  bind(RAW_HTTP_ROUTES).to(UploadTargetRoutes);
});
