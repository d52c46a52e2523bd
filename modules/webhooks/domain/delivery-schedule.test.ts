import { outcomeOf, retryAfterMs } from './delivery-schedule';

/** CONTRACT section 4's schedule, the configuration's default (infra/config/config.test.ts checks it is). */
const CONTRACT_DELAYS_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];

describe('the delivery schedule', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const at = (outcome: ReturnType<typeof outcomeOf>) => (outcome.kind === 'retry' ? outcome.at.getTime() - now.getTime() : undefined);
  const outcome = (input: { attempt: number; status: number | null; retryAfter?: string; unacceptable?: boolean; random?: () => number; retryDelaysMs?: number[] }) =>
    outcomeOf({ retryDelaysMs: CONTRACT_DELAYS_MS, retryAfter: undefined, now, random: () => 0, ...input });

  it('treats any 2xx as delivered and 410 as gone', () => {
    expect(outcome({ attempt: 1, status: 204 })).toEqual({ kind: 'delivered' });
    expect(outcome({ attempt: 3, status: 410 })).toEqual({ kind: 'gone' });
  });

  it('retries after each wait of the schedule (5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h), then fails', () => {
    const waits = CONTRACT_DELAYS_MS.map((_, index) => at(outcome({ attempt: index + 1, status: 500 })));
    expect(waits).toEqual([5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000]);
    expect(outcome({ attempt: 8, status: null })).toEqual({ kind: 'failed' });
  });

  it('follows a configured schedule: its waits, and failure once it is spent', () => {
    expect(at(outcome({ attempt: 1, status: null, retryDelaysMs: [1_000, 2_000] }))).toBe(1_000);
    expect(at(outcome({ attempt: 2, status: null, retryDelaysMs: [1_000, 2_000] }))).toBe(2_000);
    expect(outcome({ attempt: 3, status: null, retryDelaysMs: [1_000, 2_000] })).toEqual({ kind: 'failed' });
  });

  it('adds up to 20 % jitter', () => {
    expect(at(outcome({ attempt: 1, status: 500, random: () => 0.999 }))).toBeCloseTo(5_999, -1);
  });

  it("waits at least as long as the receiver's Retry-After asks, in seconds or as a date", () => {
    expect(at(outcome({ attempt: 1, status: 429, retryAfter: '120' }))).toBe(120_000);
    expect(at(outcome({ attempt: 1, status: 503, retryAfter: 'Sun, 22 Nov 2026 12:10:00 GMT' }))).toBe(600_000);
    expect(retryAfterMs('soon', now)).toBeUndefined();
  });

  it('reads a Retry-After beyond a day as a day', () => {
    expect(at(outcome({ attempt: 1, status: 503, retryAfter: String(365 * 24 * 3600) }))).toBe(24 * 3600_000);
  });

  it('retries a 2xx whose body is not the answer the topic requires', () => {
    expect(at(outcome({ attempt: 1, status: 200, unacceptable: true }))).toBe(5_000);
  });
});
