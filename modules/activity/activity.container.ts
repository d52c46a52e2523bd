import { ContainerModule } from 'inversify';
import { RAW_HTTP_ROUTES } from '../../infra/http/route';
import { bindUseCases } from '../../infra/operations/use-cases';
import { ACTIVITY_RECORDING } from '../../shared-kernel/activity-recording';
import { JOB_PROCESSORS, RECURRING_JOBS } from '../../shared-kernel/jobs';
import { TEST_STORE_DATA } from '../../shared-kernel/test-store-data';
import { ActivityTokens } from './activity.tokens';
import { KyselyActivityLog } from './adapters/persistence/kysely-activity-log';
import { PRUNE_ACTIVITY, PruneActivityProcessor } from './adapters/jobs/prune-activity.processor';
import { ActivityAdminRoutes } from './adapters/admin/activity-admin.router';
import { ActivityTestStoreData } from './application/test-store-data';

export const activityContainerModule = new ContainerModule(({ bind }) => {
  bind(ActivityTokens.ActivityLog).to(KyselyActivityLog);
  // The operation pipeline records every write that succeeded here, in the write's transaction.
  bind(ACTIVITY_RECORDING).toService(ActivityTokens.ActivityLog);
  // Its part of a store's test data: nothing copied, the test store's items dropped by a sandbox reset.
  bind(TEST_STORE_DATA).to(ActivityTestStoreData);
  bind(JOB_PROCESSORS).to(PruneActivityProcessor);
  bind(RECURRING_JOBS).toConstantValue(PRUNE_ACTIVITY);
  bindUseCases(bind, __dirname);
  bind(RAW_HTTP_ROUTES).to(ActivityAdminRoutes).inSingletonScope();
});
