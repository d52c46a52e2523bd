import type { Kysely } from 'kysely';
import type { RedisConnection } from './redis/redis-connections';
import { ContainerModule } from 'inversify';
import { systemClock, type Clock } from '../shared-kernel/clock';
import { CursorCodec } from '../shared-kernel/http/pagination';
import type { Config } from './config/config';
import { openDatabase } from './database/database';
import { TransactionalDatabase } from './database/transactional-database';
import { KyselyEventOutbox } from './database/kysely-event-outbox';
import { ResealableServerSecret, resolveServerSecret } from './database/server-secret';
import { openSecretBox } from './secrets/open-secret-box';
import type { SecretBox } from './secrets/secret-box';
import { RESEALABLE_SECRETS } from './secrets/resealable-secrets';
import { ResealableIdempotencyRecords } from './idempotency/resealable-idempotency-records';
import { createProcessLogger, type Logger } from './logging/logger';
import { Metrics } from './metrics/metrics';
import { RateLimiters } from './rate-limit/rate-limiters';
import { IdempotentExecution } from './idempotency/idempotent-execution';
import { OperationPipeline } from './operations/operation-pipeline';
import { directoryOf, type OperationDirectory } from './operations/operation-directory';
import { OperationCalls } from './operations/operation-calls';
import { RequestRateLimits } from './http/request-rate-limits';
import { InfraTokens } from './infra.tokens';
import { createJobSystem, type JobSystem } from './queue/job-system';
import { JOB_PROCESSORS, JOB_QUEUE, RECURRING_JOBS } from '../shared-kernel/jobs';
import { STOREFRONT_CONFIGURATION_CACHE, type StorefrontConfigurationCache } from '../shared-kernel/storefront-cache';
import { InMemoryStorefrontConfigurationCache, RedisStorefrontConfigurationCache } from './cache/storefront-configuration-caches';
import { BLOB_STORAGE, type BlobStorage } from '../shared-kernel/blob-storage';
import { openBlobStorage } from './blob/open-blob-storage';
import { PURGE_IDEMPOTENCY_RECORDS, purgeIdempotencyRecordsProcessor } from './idempotency/purge-idempotency-records.processor';
import { PURGE_RELAYED_EVENTS, purgeRelayedEventsProcessor } from './outbox/purge-relayed-events.processor';
import { PURGE_FINISHED_TASKS, purgeFinishedTasksProcessor } from './tasks/purge-finished-tasks.processor';
import { MAILER, TEST_MAILER } from '../shared-kernel/mail';
import { createMailer, createTestMailer } from './mail/mailer';
import { OUTBOUND_HTTP } from '../shared-kernel/outbound-http';
import { ACTIVITY_RECORDING, type ActivityRecording } from '../shared-kernel/activity-recording';
import { GuardedHttpClient } from './outbound/guarded-http-client';
import { openRequestRedis, readyWithin } from './redis/redis-connections';
import { TASK_QUEUE, TASK_SCHEDULER } from '../shared-kernel/tasks';
import { InProcessLanes, RedisLanes } from './tasks/lanes';
import { PlatformTasks } from './tasks/platform-tasks';
import { TaskEngine } from './tasks/task-engine';
import { TaskMetrics } from './tasks/task-metrics';

/** How long a start waits for Redis to be ready before it goes on without it (requests then answer 503). */
const REDIS_START_WAIT_MS = 2_000;

/** The process's connections and shared mechanisms, opened once from configuration. */
export interface Runtime {
  config: Config;
  database: TransactionalDatabase;
  redis: RedisConnection | undefined;
  logger: Logger;
  clock: Clock;
  metrics: Metrics;
  rateLimiters: RateLimiters;
  idempotency: IdempotentExecution;
  cursors: CursorCodec;
  jobs: JobSystem;
  /** The one engine of durable work (decision 0020), and the platform's task table it runs. */
  tasks: TaskEngine;
  platformTasks: PlatformTasks;
  storefrontCache: StorefrontConfigurationCache;
  blobs: BlobStorage;
  /** Readiness of the object store holding the blobs; undefined when they are files of this machine. */
  objectStoreProbe: (() => Promise<void>) | undefined;
  /** Requests to merchants' URLs: loopback receivers only in development, https only in production. */
  outbound: GuardedHttpClient;
  /** Authenticates cursors and signed upload targets; shared by every instance. */
  serverSecret: string;
  /** Seals the secrets kept in the database (signing secrets, the OAuth signing keys, idempotent answers). */
  secrets: SecretBox;
  /** Work to stop before the connections close (the outbox relay loop). */
  onClose(stop: () => Promise<void>): void;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  logger?: Logger;
  clock?: Clock;
  defaultMetrics?: boolean;
  /**
   * The embedded database this process has already opened (to migrate it), taken over rather than
   * opened again: starting PGlite is most of an embedded command's start. The runtime closes it.
   */
  database?: Kysely<unknown>;
}

/** Opens the database (which must be migrated) and Redis when configured. */
export async function openRuntime(config: Config, options: RuntimeOptions = {}): Promise<Runtime> {
  const logger = options.logger ?? createProcessLogger(config);
  const clock = options.clock ?? systemClock;
  const database = new TransactionalDatabase(
    options.database ?? (await openDatabase(config, (error) => logger.warn({ err: error }, 'an idle database connection was lost; the pool opens a new one'))),
    (error) => logger.error({ err: error }, 'work after a committed transaction failed; the write itself stands'),
  );
  const redis = config.redisUrl ? openRequestRedis(config.redisUrl) : undefined;
  redis?.on('error', (error) => logger.warn({ err: error }, 'redis connection error'));
  if (redis) await readyWithin(redis, REDIS_START_WAIT_MS);
  const secrets = await openSecretBox(config);
  const secret = await resolveServerSecret(database.root, config.serverSecret, secrets);
  const idempotency = new IdempotentExecution(database, clock, config.idempotencyRetentionHours, secrets);
  const jobs = createJobSystem(redis, config.redisKeyPrefix, logger, config.jobLockMs);
  const metrics = new Metrics({ defaultMetrics: options.defaultMetrics ?? false });
  const lanes = redis ? new RedisLanes(redis, config.redisKeyPrefix) : new InProcessLanes();
  const tasks = new TaskEngine(jobs.queue, lanes, database, logger, new TaskMetrics(metrics.registry, (queue) => jobs.depth(queue), clock, logger), { recoveryIntervalMs: config.taskRecoveryIntervalMs });
  const stops: (() => Promise<void>)[] = [];
  const production = config.environment === 'production';
  const outbound = new GuardedHttpClient({ allowLoopback: !production, requireHttps: production });
  const blobs = openBlobStorage(config.blobStorage);
  const rateLimiters = new RateLimiters(redis, config.redisKeyPrefix);
  return {
    config,
    database,
    redis,
    logger,
    clock,
    metrics,
    rateLimiters,
    idempotency,
    cursors: new CursorCodec(secret),
    jobs,
    tasks,
    platformTasks: new PlatformTasks(database, tasks, clock),
    blobs: blobs.blobs,
    objectStoreProbe: blobs.probe,
    outbound,
    serverSecret: secret,
    secrets,
    storefrontCache: redis ? new RedisStorefrontConfigurationCache(redis, config.redisKeyPrefix) : new InMemoryStorefrontConfigurationCache(),
    onClose(stop) {
      stops.push(stop);
    },
    async close() {
      tasks.stopTaking();
      for (const stop of stops.splice(0).reverse()) await stop();
      await jobs.close();
      await tasks.close();
      await outbound.close();
      await rateLimiters.close();
      blobs.close();
      await database.destroy();
      // quit() waits for a server that may never answer; a connection that is not ready is just dropped.
      if (redis?.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis?.disconnect();
    },
  };
}

/** Binds the runtime's parts to their tokens for every module to inject. */
export function infrastructureModule(runtime: Runtime): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(InfraTokens.Config).toConstantValue(runtime.config);
    bind(InfraTokens.Database).toConstantValue(runtime.database);
    bind(InfraTokens.UnitOfWork).toConstantValue(runtime.database);
    bind(InfraTokens.EventOutbox).toConstantValue(new KyselyEventOutbox(runtime.database));
    bind(TASK_QUEUE).toConstantValue(runtime.tasks);
    bind(TASK_SCHEDULER).toConstantValue(runtime.platformTasks);
    bind(InfraTokens.Clock).toConstantValue(runtime.clock);
    bind(InfraTokens.Logger).toConstantValue(runtime.logger);
    bind(InfraTokens.Redis).toConstantValue(runtime.redis);
    bind(InfraTokens.RateLimiters).toConstantValue(runtime.rateLimiters);
    bind(InfraTokens.IdempotentExecution).toConstantValue(runtime.idempotency);
    // The activity a write leaves is recorded by the context that keeps it, found once the modules are loaded.
    bind(InfraTokens.OperationPipeline)
      .toDynamicValue((context) => {
        const activity = context.get<ActivityRecording | undefined>(ACTIVITY_RECORDING, { optional: true });
        return new OperationPipeline({ rateLimits: new RequestRateLimits(runtime.rateLimiters, runtime.config), idempotency: runtime.idempotency, database: runtime.database, ...(activity ? { activity } : {}) });
      })
      .inSingletonScope();
    bind(InfraTokens.OperationDirectory).toDynamicValue((context) => directoryOf(context)).inSingletonScope();
    bind(InfraTokens.OperationCalls)
      .toDynamicValue((context) => new OperationCalls(context.get<OperationPipeline>(InfraTokens.OperationPipeline), context.get<OperationDirectory>(InfraTokens.OperationDirectory), new URL(runtime.config.baseUrl)))
      .inSingletonScope();
    bind(InfraTokens.CursorCodec).toConstantValue(runtime.cursors);
    bind(InfraTokens.Metrics).toConstantValue(runtime.metrics);
    bind(JOB_QUEUE).toConstantValue(runtime.jobs.queue);
    bind(STOREFRONT_CONFIGURATION_CACHE).toConstantValue(runtime.storefrontCache);
    bind(MAILER).toConstantValue(createMailer(runtime.config));
    bind(TEST_MAILER).toConstantValue(createTestMailer(runtime.config));
    bind(BLOB_STORAGE).toConstantValue(runtime.blobs);
    bind(OUTBOUND_HTTP).toConstantValue(runtime.outbound);
    bind(InfraTokens.ServerSecret).toConstantValue(runtime.serverSecret);
    bind(InfraTokens.SecretBox).toConstantValue(runtime.secrets);
    bind(RESEALABLE_SECRETS).toConstantValue(new ResealableServerSecret(runtime.database, runtime.secrets));
    bind(RESEALABLE_SECRETS).toConstantValue(new ResealableIdempotencyRecords(runtime.database, runtime.secrets));
    bind(JOB_PROCESSORS).toConstantValue(purgeIdempotencyRecordsProcessor(runtime.idempotency));
    bind(RECURRING_JOBS).toConstantValue(PURGE_IDEMPOTENCY_RECORDS);
    bind(JOB_PROCESSORS).toConstantValue(purgeRelayedEventsProcessor(runtime.database, runtime.clock));
    bind(RECURRING_JOBS).toConstantValue(PURGE_RELAYED_EVENTS);
    bind(JOB_PROCESSORS).toConstantValue(purgeFinishedTasksProcessor(runtime.database, runtime.clock));
    bind(RECURRING_JOBS).toConstantValue(PURGE_FINISHED_TASKS);
  });
}

