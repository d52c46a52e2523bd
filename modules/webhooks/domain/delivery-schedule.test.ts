import { RETRY_DELAYS_MS, outcomeOf, retryAfterMs } from './delivery-schedule';

describe('the delivery schedule', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const at = (outcome: ReturnType<typeof outcomeOf>) => (outcome.kind === 'retry' ? outcome.at.getTime() - now.getTime() : undefined);

  it('treats any 2xx as delivered and 410 as gone', () => {
    expect(outcomeOf({ attempt: 1, status: 204, retryAfter: undefined, now, random: () => 0 })).toEqual({ kind: 'delivered' });
    expect(outcomeOf({ attempt: 3, status: 410, retryAfter: undefined, now, random: () => 0 })).toEqual({ kind: 'gone' });
  });

  it('retries after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, then fails', () => {
    const waits = RETRY_DELAYS_MS.map((_, index) => at(outcomeOf({ attempt: index + 1, status: 500, retryAfter: undefined, now, random: () => 0 })));
    expect(waits).toEqual([5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000]);
    expect(outcomeOf({ attempt: 8, status: null, retryAfter: undefined, now, random: () => 0 })).toEqual({ kind: 'failed' });
  });

  it('adds up to 20 % jitter', () => {
    expect(at(outcomeOf({ attempt: 1, status: 500, retryAfter: undefined, now, random: () => 0.999 }))).toBeCloseTo(5_999, -1);
  });

  it("waits at least as long as the receiver's Retry-After asks, in seconds or as a date", () => {
    expect(at(outcomeOf({ attempt: 1, status: 429, retryAfter: '120', now, random: () => 0 }))).toBe(120_000);
    expect(at(outcomeOf({ attempt: 1, status: 503, retryAfter: 'Sun, 22 Nov 2026 12:10:00 GMT', now, random: () => 0 }))).toBe(600_000);
    expect(retryAfterMs('soon', now)).toBeUndefined();
  });

  it('reads a Retry-After beyond a day as a day', () => {
    expect(at(outcomeOf({ attempt: 1, status: 503, retryAfter: String(365 * 24 * 3600), now, random: () => 0 }))).toBe(24 * 3600_000);
  });

  it('retries a 2xx whose body is not the answer the topic requires', () => {
    expect(at(outcomeOf({ attempt: 1, status: 200, unacceptable: true, retryAfter: undefined, now, random: () => 0 }))).toBe(5_000);
  });
});
