import { requestIdSource } from './request-id';

describe('request ids', () => {
  it('are req_ and 16 base64url characters (12 random bytes), none repeated across refills of the pool', () => {
    const next = requestIdSource();
    const ids = Array.from({ length: 1000 }, next);
    for (const id of ids) expect(id).toMatch(/^req_[A-Za-z0-9_-]{16}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('come from a pool of each source’s own', () => {
    const [first, second] = [requestIdSource(), requestIdSource()];
    expect(first()).not.toBe(second());
  });
});
