import { reportingWindow } from './analytics-period';

describe('the reporting window of the analytics summary', () => {
  const now = new Date('2026-03-10T15:42:11.123Z');

  it('ends at today’s UTC midnight, so today is never counted', () => {
    expect(reportingWindow('7d', now).to.toISOString()).toBe('2026-03-10T00:00:00.000Z');
  });

  it.each([
    ['7d', '2026-03-03T00:00:00.000Z'],
    ['30d', '2026-02-08T00:00:00.000Z'],
    ['90d', '2025-12-10T00:00:00.000Z'],
    ['365d', '2025-03-10T00:00:00.000Z'],
  ] as const)('%s starts at UTC midnight that many complete days earlier', (period, from) => {
    expect(reportingWindow(period, now).from.toISOString()).toBe(from);
  });

  it('gives the same window all day long', () => {
    expect(reportingWindow('30d', new Date('2026-03-10T00:00:00.000Z'))).toEqual(reportingWindow('30d', new Date('2026-03-10T23:59:59.999Z')));
  });
});
