import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { ConfigurationError, loadConfig } from './config';

describe('the webhook delivery timings of the configuration', () => {
  it("default to CONTRACT section 4's: a 15 s timeout, a 30 s receiver slot, retries after 5 s … 10 h; lost tasks queued again every 15 s", () => {
    const config = loadConfig({});
    expect(config.webhooks).toEqual({
      attemptTimeoutMs: 15_000,
      leaseMs: 30_000,
      retryDelaysMs: [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000],
    });
    expect(config.taskRecoveryIntervalMs).toBe(15_000);
  });

  it('derive the lease from the timeout when only the timeout is set, 15 s beyond it', () => {
    expect(loadConfig({ WEBHOOK_TIMEOUT_SECONDS: '2' }).webhooks).toMatchObject({ attemptTimeoutMs: 2_000, leaseMs: 17_000 });
  });

  it('are read from WEBHOOK_TIMEOUT_SECONDS, WEBHOOK_LEASE_SECONDS, WEBHOOK_RETRY_DELAYS_SECONDS and TASK_RECOVERY_INTERVAL_MS', () => {
    const config = loadConfig({ WEBHOOK_TIMEOUT_SECONDS: '2', WEBHOOK_LEASE_SECONDS: '4', WEBHOOK_RETRY_DELAYS_SECONDS: '1, 2,60', TASK_RECOVERY_INTERVAL_MS: '100' });
    expect(config.webhooks).toEqual({ attemptTimeoutMs: 2_000, leaseMs: 4_000, retryDelaysMs: [1_000, 2_000, 60_000] });
    expect(config.taskRecoveryIntervalMs).toBe(100);
  });

  it('refuse a lease that does not outlast the timeout, naming the variable', () => {
    expect(() => loadConfig({ WEBHOOK_LEASE_SECONDS: '15' })).toThrow(ConfigurationError);
    expect(() => loadConfig({ WEBHOOK_TIMEOUT_SECONDS: '5', WEBHOOK_LEASE_SECONDS: '5' })).toThrow(/WEBHOOK_LEASE_SECONDS: must be more than WEBHOOK_TIMEOUT_SECONDS \(5\)/);
  });

  it('refuse a retry schedule that is not a list of whole seconds, and a zero timeout', () => {
    for (const schedule of ['5,,300', '5s', '0,5', '1.5', '-5', ',']) {
      expect(() => loadConfig({ WEBHOOK_RETRY_DELAYS_SECONDS: schedule })).toThrow(/WEBHOOK_RETRY_DELAYS_SECONDS/);
    }
    expect(() => loadConfig({ WEBHOOK_TIMEOUT_SECONDS: '0' })).toThrow(/WEBHOOK_TIMEOUT_SECONDS/);
  });
});

describe('the diagnostic rate-limit window of the configuration', () => {
  it("defaults to the spec's five seconds and is read from RATE_LIMIT_DIAGNOSTIC_WINDOW_SECONDS", () => {
    expect(loadConfig({}).rateLimits.diagnosticWindowSeconds).toBe(5);
    expect(loadConfig({ RATE_LIMIT_DIAGNOSTIC_WINDOW_SECONDS: '1' }).rateLimits.diagnosticWindowSeconds).toBe(1);
  });

  it('refuses a window the spec does not allow: under 1 s, over 5 s or not whole seconds', () => {
    for (const seconds of ['0', '6', '1.5']) {
      expect(() => loadConfig({ RATE_LIMIT_DIAGNOSTIC_WINDOW_SECONDS: seconds })).toThrow(/RATE_LIMIT_DIAGNOSTIC_WINDOW_SECONDS/);
    }
  });
});

describe('the test mailbox of the configuration', () => {
  it('sends test-mode mail to TEST_MAIL_TO only over SMTP_URL, and refuses it without one (test mode: test emails stay in test mode)', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', TEST_MAIL_TO: 'tester@signs.example' }).testMailTo).toBe('tester@signs.example');
    expect(loadConfig({}).testMailTo).toBeUndefined();
    expect(() => loadConfig({ TEST_MAIL_TO: 'tester@signs.example' })).toThrow(/TEST_MAIL_TO.*needs SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', TEST_MAIL_TO: 'not an address' })).toThrow(/TEST_MAIL_TO/);
  });
});

describe('the worker metrics port of the configuration', () => {
  it('defaults to 9464, beside the default PORT, and is read from METRICS_PORT (0: any free port)', () => {
    expect(loadConfig({}).metricsPort).toBe(9464);
    expect(loadConfig({ METRICS_PORT: '9100' }).metricsPort).toBe(9100);
    expect(loadConfig({ METRICS_PORT: '0' }).metricsPort).toBe(0);
  });

  it('refuses what is not a port, naming the variable', () => {
    for (const port of ['-1', '65536', '9464.5', 'metrics']) {
      expect(() => loadConfig({ METRICS_PORT: port })).toThrow(/METRICS_PORT/);
    }
  });

  it('refuses the port serve listens on, which a worker on the same host could not have', () => {
    expect(() => loadConfig({ PORT: '9000', METRICS_PORT: '9000' })).toThrow(/METRICS_PORT: must differ from PORT \(9000\)/);
    expect(() => loadConfig({ METRICS_PORT: '8080' })).toThrow(/METRICS_PORT: must differ from PORT \(8080\)/);
    expect(loadConfig({ PORT: '0', METRICS_PORT: '0' })).toMatchObject({ port: 0, metricsPort: 0 });
  });
});

describe('where the configuration keeps uploaded bytes', () => {
  it('defaults to the directory blobs under DATA_DIR, as the embedded default always has', () => {
    expect(loadConfig({}).blobStorage).toEqual({ kind: 'directory', directory: join('./.data', 'blobs') });
    expect(loadConfig({ DATA_DIR: '/srv/signwright' }).blobStorage).toEqual({ kind: 'directory', directory: '/srv/signwright/blobs' });
  });

  it('reads a directory of this machine from a file: URL in BLOB_STORAGE_URL', () => {
    expect(loadConfig({ BLOB_STORAGE_URL: 'file:///var/lib/signwright/blobs' }).blobStorage).toEqual({ kind: 'directory', directory: '/var/lib/signwright/blobs' });
    expect(loadConfig({ BLOB_STORAGE_URL: 'file:///mnt/shared%20disk/' }).blobStorage).toEqual({ kind: 'directory', directory: '/mnt/shared disk/' });
  });

  it('reads a bucket, its key prefix and the S3-compatible server from an s3: URL', () => {
    expect(loadConfig({ BLOB_STORAGE_URL: 's3://signwright-uploads' }).blobStorage).toEqual({ kind: 's3', bucket: 'signwright-uploads', prefix: '', forcePathStyle: false });
    expect(loadConfig({ BLOB_STORAGE_URL: 's3://bucket?endpoint=http://127.0.0.1:9000&region=us-east-1&force_path_style=true' }).blobStorage).toEqual({
      kind: 's3',
      bucket: 'bucket',
      prefix: '',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    expect(loadConfig({ BLOB_STORAGE_URL: 's3://my.bucket/shop-a/blobs/?region=eu-central-1&force_path_style=false' }).blobStorage).toEqual({
      kind: 's3',
      bucket: 'my.bucket',
      prefix: 'shop-a/blobs',
      region: 'eu-central-1',
      forcePathStyle: false,
    });
    expect(loadConfig({ BLOB_STORAGE_URL: `s3://bucket?endpoint=${encodeURIComponent('https://objects.example:8443/')}` }).blobStorage).toMatchObject({ endpoint: 'https://objects.example:8443' });
  });

  it.each([
    ['a bare path', '/var/lib/blobs', /BLOB_STORAGE_URL: must be file:\/\/\/absolute\/path or s3:\/\/bucket/],
    ['another scheme', 'https://bucket.s3.amazonaws.com', /BLOB_STORAGE_URL: must be file:.* https: is neither/],
    ['a file: URL of another host', 'file://fileserver/share', /BLOB_STORAGE_URL: must name a directory of this machine/],
    ['the root directory', 'file:///', /BLOB_STORAGE_URL: .*not the root/],
    ['a bucket name S3 does not allow', 's3://My_Bucket', /BLOB_STORAGE_URL: must name a bucket/],
    ['credentials in the URL', 's3://key:secret@bucket', /BLOB_STORAGE_URL: must not carry credentials: set AWS_ACCESS_KEY_ID/],
    ['a prefix holding ..', 's3://bucket/a/..b', /BLOB_STORAGE_URL: the key prefix/],
    ['a prefix with spaces', 's3://bucket/a%20b', /BLOB_STORAGE_URL: the key prefix/],
    ['a misspelt parameter', 's3://bucket?force_path=true', /BLOB_STORAGE_URL: unknown parameter force_path; the parameters are endpoint, region and force_path_style/],
    ['an endpoint that is not an origin', 's3://bucket?endpoint=127.0.0.1:9000', /BLOB_STORAGE_URL: endpoint must be an origin/],
    ['an endpoint with a path', 's3://bucket?endpoint=http://minio:9000/bucket', /BLOB_STORAGE_URL: endpoint must be an origin/],
    ['a region that is not a name', 's3://bucket?region=EU%20West', /BLOB_STORAGE_URL: region must be a region name/],
    ['force_path_style other than true or false', 's3://bucket?force_path_style=yes', /BLOB_STORAGE_URL: force_path_style must be true or false, not yes/],
  ])('refuses %s with a message naming BLOB_STORAGE_URL and what it must be', (_what, value, message) => {
    expect(() => loadConfig({ BLOB_STORAGE_URL: value })).toThrow(ConfigurationError);
    expect(() => loadConfig({ BLOB_STORAGE_URL: value })).toThrow(message);
  });
});

describe('the secrets key of the configuration', () => {
  it('is read from SECRETS_KEY and SECRETS_KEY_PREVIOUS, in hex or base64', () => {
    const [current, older, oldest] = [randomBytes(32), randomBytes(32), randomBytes(32)];
    const config = loadConfig({ SECRETS_KEY: current.toString('hex'), SECRETS_KEY_PREVIOUS: `${older.toString('base64')}, ${oldest.toString('hex')}` });
    expect(config.secretsKeys).toEqual({ current, previous: [older, oldest] });
  });

  it('is left to DATA_DIR in development when unset, and required in production', () => {
    expect(loadConfig({}).secretsKeys).toEqual({ current: undefined, previous: [] });
    expect(() => loadConfig({ SIGNWRIGHT_ENV: 'production' })).toThrow(/SECRETS_KEY: is required in production/);
    expect(loadConfig({ SIGNWRIGHT_ENV: 'production', SECRETS_KEY: randomBytes(32).toString('base64') }).secretsKeys.current).toHaveLength(32);
  });

  it('refuses a key that is not 32 bytes, naming the variable', () => {
    expect(() => loadConfig({ SECRETS_KEY: 'too-short' })).toThrow(/SECRETS_KEY: must be 32 bytes/);
    expect(() => loadConfig({ SECRETS_KEY_PREVIOUS: `${randomBytes(32).toString('hex')},nope` })).toThrow(/SECRETS_KEY_PREVIOUS: each key must be 32 bytes/);
  });
});

describe('the listening address and connection timeouts of the configuration (issue 33)', () => {
  it('bind 127.0.0.1 in the embedded default and development, every interface in server mode and production, and HOST when set', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ DATABASE_URL: 'postgres://db.internal/signwright' }).host).toBe('::');
    expect(loadConfig({ SIGNWRIGHT_ENV: 'production', SECRETS_KEY: randomBytes(32).toString('base64') }).host).toBe('::');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATABASE_URL: 'postgres://db.internal/signwright', HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
    expect(() => loadConfig({ HOST: 'http://0.0.0.0' })).toThrow(/HOST/);
  });

  it('keep idle connections 65 s, longer than a load balancer’s 60 s, wait 66 s for headers and 300 s for a whole request', () => {
    expect(loadConfig({}).http).toEqual({ keepAliveTimeoutMs: 65_000, headersTimeoutMs: 66_000, requestTimeoutMs: 300_000 });
  });

  it('are read from KEEP_ALIVE_TIMEOUT_SECONDS, HEADERS_TIMEOUT_SECONDS and REQUEST_TIMEOUT_SECONDS, the headers timeout following the keep-alive one when unset', () => {
    expect(loadConfig({ KEEP_ALIVE_TIMEOUT_SECONDS: '120', HEADERS_TIMEOUT_SECONDS: '125', REQUEST_TIMEOUT_SECONDS: '600' }).http).toEqual({
      keepAliveTimeoutMs: 120_000, headersTimeoutMs: 125_000, requestTimeoutMs: 600_000,
    });
    expect(loadConfig({ KEEP_ALIVE_TIMEOUT_SECONDS: '350', REQUEST_TIMEOUT_SECONDS: '400' }).http.headersTimeoutMs).toBe(351_000);
  });

  it('refuse a headers timeout not longer than the keep-alive one, and a request timeout shorter than the headers one', () => {
    expect(() => loadConfig({ KEEP_ALIVE_TIMEOUT_SECONDS: '65', HEADERS_TIMEOUT_SECONDS: '65' })).toThrow(/HEADERS_TIMEOUT_SECONDS: must be more than KEEP_ALIVE_TIMEOUT_SECONDS \(65\)/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '30' })).toThrow(/REQUEST_TIMEOUT_SECONDS: must be at least HEADERS_TIMEOUT_SECONDS \(66\)/);
    expect(() => loadConfig({ KEEP_ALIVE_TIMEOUT_SECONDS: '0' })).toThrow(/KEEP_ALIVE_TIMEOUT_SECONDS/);
  });
});

describe('the login forms’ failure budgets of the configuration', () => {
  it('default to decision 0034’s 10 per address and email, 30 per address, 50 per email and 10 per device, and are read from LOGIN_FAILURES_*', () => {
    expect(loadConfig({}).rateLimits.loginFailures).toEqual({ perAddressAndEmail: 10, perAddress: 30, perEmail: 50, perDevice: 10 });
    const set = loadConfig({ LOGIN_FAILURES_PER_ADDRESS_AND_EMAIL: '3', LOGIN_FAILURES_PER_ADDRESS: '5', LOGIN_FAILURES_PER_EMAIL: '7', LOGIN_FAILURES_PER_DEVICE: '2' });
    expect(set.rateLimits.loginFailures).toEqual({ perAddressAndEmail: 3, perAddress: 5, perEmail: 7, perDevice: 2 });
  });

  it('refuses a budget that is not a whole number of at least 1', () => {
    for (const points of ['0', '-1', '2.5', 'ten']) expect(() => loadConfig({ LOGIN_FAILURES_PER_EMAIL: points })).toThrow(/LOGIN_FAILURES_PER_EMAIL/);
  });
});
