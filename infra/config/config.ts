import { join } from 'node:path';
import { z } from 'zod';
import { parseBlobStorageUrl, type BlobStorageLocation } from './blob-storage-url';
import { parseRedisUrl, RedisUrlError } from './redis-url';
import { parseSecretKey } from '../secrets/secret-box';

const secretKey = z.string().transform((value, context) => {
  const key = parseSecretKey(value);
  if (Buffer.isBuffer(key)) return key;
  context.addIssue({ code: 'custom', message: key });
  return z.NEVER;
});

const origin = z
  .string()
  .url()
  .transform((value) => value.replace(/\/+$/, ''));

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** The address serve and the worker's metrics listener bind; unset: see `defaultHost`. */
  HOST: z
    .string()
    .regex(/^[0-9A-Za-z.:%_-]+$/, 'must be an IP address or a host name (127.0.0.1, 0.0.0.0, ::)')
    .optional(),
  // Longer than the idle timeout of the load balancers in front (AWS ALB 60 s, GCP 600 s can be raised to
  // match): a balancer or pooled client must close an idle connection before the service does (decision in docs/deployment.md).
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1, 'must be at least 1').max(3600).default(65),
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(1, 'must be at least 1').max(3600).optional(),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1, 'must be at least 1').max(3600).default(300),
  // The worker's own listener (/metrics, /healthz); 9464 is the port commonly given to Prometheus exporters.
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .superRefine((url, context) => {
      try {
        parseRedisUrl(url);
      } catch (error) {
        if (!(error instanceof RedisUrlError)) throw error;
        context.addIssue({ code: 'custom', message: error.message });
      }
    })
    .optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  BLOB_STORAGE_URL: z
    .string()
    .transform((value, context) => {
      const location = parseBlobStorageUrl(value);
      if (typeof location === 'object') return location;
      context.addIssue({ code: 'custom', message: location });
      return z.NEVER;
    })
    .optional(),
  BASE_URL: origin.optional(),
  AUTH_URL: origin.optional(),
  MCP_URL: origin.optional(),
  DOCS_URL: origin.optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// URL')
    .optional(),
  /** Where test-mode emails go over SMTP_URL; unset, they are written under DATA_DIR/mail/test. */
  TEST_MAIL_TO: z.string().email('must be an email address').optional(),
  SIGNWRIGHT_ENV: z.enum(['development', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Secret that authenticates cursors and signed URLs; generated and kept in the database when unset. */
  SERVER_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The key that seals the secrets kept in the database; in development, generated once into DATA_DIR when unset. */
  SECRETS_KEY: secretKey.optional(),
  /** The keys SECRETS_KEY replaced, comma-separated: what they sealed stays readable until it is sealed again. */
  SECRETS_KEY_PREVIOUS: z
    .string()
    .transform((list, context) => {
      const keys = list.split(',').map((item) => parseSecretKey(item));
      const wrong = keys.find((key): key is string => typeof key === 'string');
      if (wrong === undefined) return keys as Buffer[];
      context.addIssue({ code: 'custom', message: `each key ${wrong}` });
      return z.NEVER;
    })
    .optional(),
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  REDIS_KEY_PREFIX: z.string().default('signwright:'),
  RATE_LIMIT_PER_KEY_PER_MINUTE: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_PER_IP_PER_MINUTE: z.coerce.number().int().positive().default(3000),
  // The spec's recovery check waits at most 5 s; a shorter window lets tests see the recovery sooner.
  RATE_LIMIT_DIAGNOSTIC_WINDOW_SECONDS: z.coerce.number().int().min(1, 'must be at least 1').max(5, 'must be at most 5').default(5),
  UPLOAD_TARGETS_PER_MINUTE: z.coerce.number().int().positive().default(30),
  OPTION_WRITE_BUDGET_PER_MINUTE: z.coerce.number().int().positive().default(120),
  STOREFRONT_RATE_LIMIT_PER_IP_PER_MINUTE: z.coerce.number().int().positive().default(300),
  STOREFRONT_SUBMISSIONS_PER_IP_PER_MINUTE: z.coerce.number().int().positive().default(20),
  // Bytes of shoppers' files a store may hold that no submission has taken yet (storage budget, not a rate).
  STOREFRONT_UPLOAD_BUDGET_MB: z.coerce.number().int().positive().default(1024),
  // Test events and redeliveries: per API key (or admin login), and per subscription, each a minute.
  WEBHOOK_MANUAL_SENDS_PER_MINUTE: z.coerce.number().int().positive().default(20),
  WEBHOOK_MANUAL_SENDS_PER_SUBSCRIPTION_PER_MINUTE: z.coerce.number().int().positive().default(6),
  // Wrong passwords the login forms allow per budget in 15 minutes (decision 0034); tests lower them to prove the rule in a few attempts.
  LOGIN_FAILURES_PER_ADDRESS_AND_EMAIL: z.coerce.number().int().positive().default(10),
  LOGIN_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(30),
  LOGIN_FAILURES_PER_EMAIL: z.coerce.number().int().positive().default(50),
  LOGIN_FAILURES_PER_DEVICE: z.coerce.number().int().positive().default(10),
  IDEMPOTENCY_RETENTION_HOURS: z.coerce.number().int().min(24, 'must be at least 24').default(25),
  JOB_LOCK_SECONDS: z.coerce.number().int().min(2, 'must be at least 2').max(600).default(30),
  // CONTRACT section 4's webhook timings; shorter ones let the fault tests prove recovery in seconds.
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().int().min(1, 'must be at least 1').max(300).default(15),
  WEBHOOK_LEASE_SECONDS: z.coerce.number().int().positive().max(3600).optional(),
  WEBHOOK_RETRY_DELAYS_SECONDS: z
    .string()
    .regex(/^\s*[1-9]\d*(\s*,\s*[1-9]\d*)*\s*$/, 'must be a comma-separated list of whole seconds, each at least 1')
    .default('5,300,1800,7200,18000,36000,36000')
    .transform((list) => list.split(',').map((seconds) => Number(seconds.trim()) * 1000)),
  // How often workers queue again the tasks a queue lost; the fault tests shorten it to see recovery in seconds.
  TASK_RECOVERY_INTERVAL_MS: z.coerce.number().int().min(10, 'must be at least 10').max(600_000).default(15_000),
  // How often workers remove uploads nothing attached, and how long past their expiry they are kept first.
  UPLOAD_SWEEP_INTERVAL_MS: z.coerce.number().int().min(10, 'must be at least 10').max(86_400_000).default(15 * 60_000),
  UPLOAD_SWEEP_GRACE_MINUTES: z.coerce.number().int().min(0).max(7 * 24 * 60).default(60),
}).superRefine((env, context) => {
  // A key generated on one production host would leave the others unable to read what it sealed.
  if (env.SIGNWRIGHT_ENV === 'production' && !env.SECRETS_KEY) {
    context.addIssue({ code: 'custom', path: ['SECRETS_KEY'], message: 'is required in production (openssl rand -base64 32)' });
  }
  if (env.TEST_MAIL_TO !== undefined && env.SMTP_URL === undefined) {
    context.addIssue({ code: 'custom', path: ['TEST_MAIL_TO'], message: 'needs SMTP_URL: test-mode emails are sent to it over SMTP' });
  }
  // A worker beside serve on one host could not have the port serve holds; 0 (any free port) never clashes.
  if (env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT) {
    context.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: `must differ from PORT (${env.PORT})` });
  }
  // Node requires it: the headers of a request on a kept-alive connection must be waited for past the keep-alive time.
  if (env.HEADERS_TIMEOUT_SECONDS !== undefined && env.HEADERS_TIMEOUT_SECONDS <= env.KEEP_ALIVE_TIMEOUT_SECONDS) {
    context.addIssue({ code: 'custom', path: ['HEADERS_TIMEOUT_SECONDS'], message: `must be more than KEEP_ALIVE_TIMEOUT_SECONDS (${env.KEEP_ALIVE_TIMEOUT_SECONDS})` });
  }
  if (env.REQUEST_TIMEOUT_SECONDS < (env.HEADERS_TIMEOUT_SECONDS ?? env.KEEP_ALIVE_TIMEOUT_SECONDS + 1)) {
    context.addIssue({ code: 'custom', path: ['REQUEST_TIMEOUT_SECONDS'], message: `must be at least HEADERS_TIMEOUT_SECONDS (${env.HEADERS_TIMEOUT_SECONDS ?? env.KEEP_ALIVE_TIMEOUT_SECONDS + 1})` });
  }
  // A lease shorter than an attempt would let a second worker deliver while the first still awaits its answer.
  if (env.WEBHOOK_LEASE_SECONDS !== undefined && env.WEBHOOK_LEASE_SECONDS <= env.WEBHOOK_TIMEOUT_SECONDS) {
    context.addIssue({ code: 'custom', path: ['WEBHOOK_LEASE_SECONDS'], message: `must be more than WEBHOOK_TIMEOUT_SECONDS (${env.WEBHOOK_TIMEOUT_SECONDS})` });
  }
});

export interface Config {
  port: number;
  /** The address serve and the worker's metrics listener bind: 127.0.0.1 unless set, or all interfaces (`::`) in server mode and production. */
  host: string;
  /** The HTTP server's connection timeouts (Node's `keepAliveTimeout`, `headersTimeout`, `requestTimeout`). */
  http: HttpServerTimeouts;
  /** Where `worker` serves /metrics and /healthz; 0 takes any free port (logged). */
  metricsPort: number;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  dataDir: string;
  /** Where uploaded bytes are kept; unset BLOB_STORAGE_URL: `DATA_DIR/blobs`. */
  blobStorage: BlobStorageLocation;
  baseUrl: string;
  authUrl: string;
  mcpUrl: string;
  docsUrl: string;
  smtpUrl: string | undefined;
  /** Test mode's one recipient over SMTP; unset, test-mode emails are `.eml` files under `DATA_DIR/mail/test`. */
  testMailTo: string | undefined;
  environment: 'development' | 'production';
  logLevel: string;
  serverSecret: string | undefined;
  /** The key that seals secrets at rest, and the keys it replaced; unset in development: `DATA_DIR/secrets.key`. */
  secretsKeys: { current: Buffer | undefined; previous: Buffer[] };
  /** The bearer token /metrics asks for; without one, production serves no metrics on the public port. */
  metricsToken: string | undefined;
  redisKeyPrefix: string;
  /**
   * How long a BullMQ worker's hold on a job lasts unrenewed, and how often workers look for jobs a dead
   * worker held: a job of a killed worker runs again after one to two of these.
   */
  jobLockMs: number;
  /** How often workers queue again, from the task rows, tasks a queue lost, and how late a task must be to count as lost. */
  taskRecoveryIntervalMs: number;
  webhooks: WebhookDeliveryTimings;
  rateLimits: {
    perKeyPerMinute: number;
    perIpPerMinute: number;
    /** The diagnostic bucket's one request per window, for test keys outside production. */
    diagnosticWindowSeconds: number;
    optionWritesPerMinute: number;
    /** Storefront requests per shopper address: the key is public, so the address is what is limited. */
    storefrontPerIpPerMinute: number;
    /** Designs completed and forms submitted per shopper address. */
    storefrontSubmissionsPerIpPerMinute: number;
    /** Webhook test events and redeliveries per API key (or admin login), and per subscription. */
    webhookManualSendsPerMinute: number;
    webhookManualSendsPerSubscriptionPerMinute: number;
    /** Wrong passwords allowed per 15 minutes by each budget of the login forms (decision 0034). */
    loginFailures: { perAddressAndEmail: number; perAddress: number; perEmail: number; perDevice: number };
  };
  idempotencyRetentionHours: number;
  /** Upload targets each API key may be issued per minute. */
  uploadTargetsPerMinute: number;
  uploads: UploadHousekeeping;
}

/** What uploads keep and for how long (the uploads module's `UploadHousekeeping`). */
export interface UploadHousekeeping {
  /** How often the workers' sweep removes uploads nothing attached. */
  sweepIntervalMs: number;
  /** How long past its expiry an unattached upload is kept before the sweep removes its bytes and row. */
  sweepGraceMs: number;
  /** Bytes of shoppers' files not yet taken by a submission a store may hold (per mode). */
  storefrontBudgetBytes: number;
}

/** How long the HTTP server keeps connections: set for running behind a load balancer (docs/deployment.md). */
export interface HttpServerTimeouts {
  /** An idle kept-alive connection is closed after this; advertised as `Keep-Alive: timeout=<seconds>`. */
  keepAliveTimeoutMs: number;
  /** A request's headers must have arrived within this; more than the keep-alive time, as Node needs. */
  headersTimeoutMs: number;
  /** A whole request (headers and body) must have arrived within this. */
  requestTimeoutMs: number;
}

/** How long webhook deliveries wait on receivers and on each other (the webhooks module's `DeliveryTimings`). */
export interface WebhookDeliveryTimings {
  /** An attempt with no answer after this has failed. */
  attemptTimeoutMs: number;
  /** How long an attempt holds one of its receiver's slots; past it, the slot of a worker that died is free again. */
  leaseMs: number;
  /** The waits after each failed attempt, before jitter; after the last, the delivery has failed. */
  retryDelaysMs: number[];
}

export class ConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((line) => `  ${line}`).join('\n')}`);
    this.name = 'ConfigurationError';
  }
}

/** Reads CONTRACT section 1's environment; an invalid value stops the process with a clear message. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(stripEmpty(environment));
  if (!parsed.success) {
    throw new ConfigurationError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  const local = `http://localhost:${env.PORT}`;
  return {
    port: env.PORT,
    host: env.HOST ?? defaultHost(env.DATABASE_URL !== undefined, env.SIGNWRIGHT_ENV),
    http: {
      keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
      headersTimeoutMs: (env.HEADERS_TIMEOUT_SECONDS ?? env.KEEP_ALIVE_TIMEOUT_SECONDS + 1) * 1000,
      requestTimeoutMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
    },
    metricsPort: env.METRICS_PORT,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    dataDir: env.DATA_DIR,
    blobStorage: env.BLOB_STORAGE_URL ?? { kind: 'directory', directory: join(env.DATA_DIR, 'blobs') },
    baseUrl: env.BASE_URL ?? local,
    authUrl: env.AUTH_URL ?? local,
    mcpUrl: env.MCP_URL ?? local,
    docsUrl: env.DOCS_URL ?? local,
    smtpUrl: env.SMTP_URL,
    testMailTo: env.TEST_MAIL_TO,
    environment: env.SIGNWRIGHT_ENV,
    logLevel: env.LOG_LEVEL,
    serverSecret: env.SERVER_SECRET,
    secretsKeys: { current: env.SECRETS_KEY, previous: env.SECRETS_KEY_PREVIOUS ?? [] },
    metricsToken: env.METRICS_TOKEN,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    jobLockMs: env.JOB_LOCK_SECONDS * 1000,
    taskRecoveryIntervalMs: env.TASK_RECOVERY_INTERVAL_MS,
    webhooks: {
      attemptTimeoutMs: env.WEBHOOK_TIMEOUT_SECONDS * 1000,
      // Unset, the lease is the timeout and 15 s more for queueing and recording: 30 s by default.
      leaseMs: (env.WEBHOOK_LEASE_SECONDS ?? env.WEBHOOK_TIMEOUT_SECONDS + 15) * 1000,
      retryDelaysMs: env.WEBHOOK_RETRY_DELAYS_SECONDS,
    },
    rateLimits: {
      perKeyPerMinute: env.RATE_LIMIT_PER_KEY_PER_MINUTE,
      perIpPerMinute: env.RATE_LIMIT_PER_IP_PER_MINUTE,
      diagnosticWindowSeconds: env.RATE_LIMIT_DIAGNOSTIC_WINDOW_SECONDS,
      optionWritesPerMinute: env.OPTION_WRITE_BUDGET_PER_MINUTE,
      storefrontPerIpPerMinute: env.STOREFRONT_RATE_LIMIT_PER_IP_PER_MINUTE,
      storefrontSubmissionsPerIpPerMinute: env.STOREFRONT_SUBMISSIONS_PER_IP_PER_MINUTE,
      webhookManualSendsPerMinute: env.WEBHOOK_MANUAL_SENDS_PER_MINUTE,
      webhookManualSendsPerSubscriptionPerMinute: env.WEBHOOK_MANUAL_SENDS_PER_SUBSCRIPTION_PER_MINUTE,
      loginFailures: {
        perAddressAndEmail: env.LOGIN_FAILURES_PER_ADDRESS_AND_EMAIL,
        perAddress: env.LOGIN_FAILURES_PER_ADDRESS,
        perEmail: env.LOGIN_FAILURES_PER_EMAIL,
        perDevice: env.LOGIN_FAILURES_PER_DEVICE,
      },
    },
    idempotencyRetentionHours: env.IDEMPOTENCY_RETENTION_HOURS,
    uploadTargetsPerMinute: env.UPLOAD_TARGETS_PER_MINUTE,
    uploads: {
      sweepIntervalMs: env.UPLOAD_SWEEP_INTERVAL_MS,
      sweepGraceMs: env.UPLOAD_SWEEP_GRACE_MINUTES * 60_000,
      storefrontBudgetBytes: env.STOREFRONT_UPLOAD_BUDGET_MB * 1024 * 1024,
    },
  };
}

/**
 * The embedded default and development answer only this machine (127.0.0.1): a laptop on a café network
 * does not offer its demo keys to the room. Server mode (DATABASE_URL) and production run in containers
 * or behind a load balancer, so they listen on every interface (`::`, which also takes IPv4).
 */
export function defaultHost(serverMode: boolean, environment: 'development' | 'production'): string {
  return serverMode || environment === 'production' ? '::' : '127.0.0.1';
}

function stripEmpty(environment: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(environment).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''),
  );
}
