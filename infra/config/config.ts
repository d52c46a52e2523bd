import { z } from 'zod';

const origin = z
  .string()
  .url()
  .transform((value) => value.replace(/\/+$/, ''));

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  BASE_URL: origin.optional(),
  AUTH_URL: origin.optional(),
  MCP_URL: origin.optional(),
  DOCS_URL: origin.optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// URL')
    .optional(),
  SIGNWRIGHT_ENV: z.enum(['development', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Secret that authenticates cursors and signed URLs; generated and kept in the database when unset. */
  SERVER_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  REDIS_KEY_PREFIX: z.string().default('signwright:'),
  RATE_LIMIT_PER_KEY_PER_MINUTE: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_PER_IP_PER_MINUTE: z.coerce.number().int().positive().default(3000),
  UPLOAD_TARGETS_PER_MINUTE: z.coerce.number().int().positive().default(30),
  OPTION_WRITE_BUDGET_PER_MINUTE: z.coerce.number().int().positive().default(120),
  STOREFRONT_RATE_LIMIT_PER_IP_PER_MINUTE: z.coerce.number().int().positive().default(300),
  STOREFRONT_SUBMISSIONS_PER_IP_PER_MINUTE: z.coerce.number().int().positive().default(20),
  IDEMPOTENCY_RETENTION_HOURS: z.coerce.number().int().min(24, 'must be at least 24').default(25),
  JOB_LOCK_SECONDS: z.coerce.number().int().min(2, 'must be at least 2').max(600).default(30),
});

export interface Config {
  port: number;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  dataDir: string;
  baseUrl: string;
  authUrl: string;
  mcpUrl: string;
  docsUrl: string;
  smtpUrl: string | undefined;
  environment: 'development' | 'production';
  logLevel: string;
  serverSecret: string | undefined;
  redisKeyPrefix: string;
  /**
   * How long a BullMQ worker's hold on a job lasts unrenewed, and how often workers look for jobs a dead
   * worker held: a job of a killed worker runs again after one to two of these.
   */
  jobLockMs: number;
  rateLimits: {
    perKeyPerMinute: number;
    perIpPerMinute: number;
    optionWritesPerMinute: number;
    /** Storefront requests per shopper address: the key is public, so the address is what is limited. */
    storefrontPerIpPerMinute: number;
    /** Designs completed and forms submitted per shopper address. */
    storefrontSubmissionsPerIpPerMinute: number;
  };
  idempotencyRetentionHours: number;
  /** Upload targets each API key may be issued per minute. */
  uploadTargetsPerMinute: number;
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
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    dataDir: env.DATA_DIR,
    baseUrl: env.BASE_URL ?? local,
    authUrl: env.AUTH_URL ?? local,
    mcpUrl: env.MCP_URL ?? local,
    docsUrl: env.DOCS_URL ?? local,
    smtpUrl: env.SMTP_URL,
    environment: env.SIGNWRIGHT_ENV,
    logLevel: env.LOG_LEVEL,
    serverSecret: env.SERVER_SECRET,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    jobLockMs: env.JOB_LOCK_SECONDS * 1000,
    rateLimits: {
      perKeyPerMinute: env.RATE_LIMIT_PER_KEY_PER_MINUTE,
      perIpPerMinute: env.RATE_LIMIT_PER_IP_PER_MINUTE,
      optionWritesPerMinute: env.OPTION_WRITE_BUDGET_PER_MINUTE,
      storefrontPerIpPerMinute: env.STOREFRONT_RATE_LIMIT_PER_IP_PER_MINUTE,
      storefrontSubmissionsPerIpPerMinute: env.STOREFRONT_SUBMISSIONS_PER_IP_PER_MINUTE,
    },
    idempotencyRetentionHours: env.IDEMPOTENCY_RETENTION_HOURS,
    uploadTargetsPerMinute: env.UPLOAD_TARGETS_PER_MINUTE,
  };
}

function stripEmpty(environment: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(environment).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''),
  );
}
