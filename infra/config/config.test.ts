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
