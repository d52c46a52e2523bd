import { isDeepStrictEqual } from 'node:util';
import { publishedContract } from '../../apps/api/api-app';
import type { Config } from '../../infra/config/config';
import { SETTINGS_OUTSIDE_THE_DOCUMENT, publishedContractKey } from './published-contract-cache';
import { startTestService, type TestService, type TestServiceOptions } from './test-service';

/** The URLs every service below shares: they are in the document, so in the key. */
const URLS = { BASE_URL: 'http://api.signwright.test', DOCS_URL: 'http://docs.signwright.test', AUTH_URL: 'http://auth.signwright.test', MCP_URL: 'http://mcp.signwright.test' };

/** Every setting the cache leaves out of its key, away from its default (the mode and what comes with it aside). */
const ELSEWHERE = {
  PORT: '9876',
  HOST: '127.0.0.2',
  KEEP_ALIVE_TIMEOUT_SECONDS: '7',
  HEADERS_TIMEOUT_SECONDS: '9',
  REQUEST_TIMEOUT_SECONDS: '99',
  METRICS_PORT: '9191',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  TEST_MAIL_TO: 'tester@signwright.test',
  LOG_LEVEL: 'error',
  SERVER_SECRET: 'a-server-secret-of-the-cache-test-0123456789',
  SECRETS_KEY: 'b3RoZXIta2V5LW9mLXRoZS1jYWNoZS10ZXN0LTMyYnk',
  SECRETS_KEY_PREVIOUS: 'c2lnbndyaWdodC10ZXN0LXNlY3JldHMta2V5LTMyYnk',
  JOB_LOCK_SECONDS: '3',
  TASK_RECOVERY_INTERVAL_MS: '1000',
  WEBHOOK_TIMEOUT_SECONDS: '2',
  WEBHOOK_LEASE_SECONDS: '7',
  WEBHOOK_RETRY_DELAYS_SECONDS: '1,1,1,1,1,1,1',
  RATE_LIMIT_PER_KEY_PER_MINUTE: '3',
  RATE_LIMIT_PER_IP_PER_MINUTE: '4',
  RATE_LIMIT_DIAGNOSTIC_WINDOW_SECONDS: '1',
  OPTION_WRITE_BUDGET_PER_MINUTE: '5',
  STOREFRONT_RATE_LIMIT_PER_IP_PER_MINUTE: '6',
  STOREFRONT_SUBMISSIONS_PER_IP_PER_MINUTE: '7',
  WEBHOOK_MANUAL_SENDS_PER_MINUTE: '8',
  WEBHOOK_MANUAL_SENDS_PER_SUBSCRIPTION_PER_MINUTE: '9',
  LOGIN_FAILURES_PER_ADDRESS_AND_EMAIL: '2',
  LOGIN_FAILURES_PER_ADDRESS: '3',
  LOGIN_FAILURES_PER_EMAIL: '4',
  LOGIN_FAILURES_PER_DEVICE: '5',
  IDEMPOTENCY_RETENTION_HOURS: '48',
  UPLOAD_TARGETS_PER_MINUTE: '2',
  UPLOAD_SWEEP_INTERVAL_MS: '100',
  UPLOAD_SWEEP_GRACE_MINUTES: '1',
  STOREFRONT_UPLOAD_BUDGET_MB: '2',
};

/**
 * The run's cache of published documents (published-contract-cache.ts) shares one document between test
 * services that differ only in settings it leaves out of its key. That is sound only while none of those
 * settings changes the document: proved here by building it, without the cache, for services that differ
 * in every one of them.
 */
describe('the published contract cache', () => {
  const services: TestService[] = [];
  const started = async (options: TestServiceOptions) => {
    const service = await startTestService(options);
    services.push(service);
    return service;
  };
  afterAll(async () => {
    for (const service of services.splice(0)) await service.close();
  });

  it('shares a document only between services whose documents are the same: settings outside the key change nothing', async () => {
    const reference = await started({ env: URLS });
    const others = [
      // The embedded default: no database URL or Redis, data, blobs and secrets in a directory of its own.
      await started({ mode: 'embedded', env: { ...URLS, ...ELSEWHERE } }),
      await started({ env: { ...URLS, SIGNWRIGHT_ENV: 'production', METRICS_TOKEN: 'a-metrics-token-that-is-long-enough-0123' } }),
    ];
    // Each setting left out of the key differs from the reference in at least one of the others.
    const unvaried = SETTINGS_OUTSIDE_THE_DOCUMENT.filter((setting) =>
      others.every((other) => isDeepStrictEqual(other.config[setting as keyof Config], reference.config[setting as keyof Config])),
    );
    expect(unvaried).toEqual([]);
    const document = JSON.stringify(publishedContract(reference.container, reference.config));
    for (const other of others) {
      expect(publishedContractKey(other.config)).toBe(publishedContractKey(reference.config));
      expect(JSON.stringify(publishedContract(other.container, other.config)) === document).toBe(true);
    }
  });

  it('keeps apart services whose URLs differ, since the document names them', async () => {
    const elsewhere = await started({ env: { ...URLS, BASE_URL: 'http://elsewhere.signwright.test' } });
    const reference = services[0]!;
    expect(publishedContractKey(elsewhere.config)).not.toBe(publishedContractKey(reference.config));
    expect(JSON.stringify(publishedContract(elsewhere.container, elsewhere.config))).toContain('http://elsewhere.signwright.test');
  });
});
