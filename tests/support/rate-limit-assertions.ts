import type { Response } from 'supertest';
import { expectProblem } from './problem-assertions';

/**
 * Asserts a 429 `rate_limited` that says when to retry (`Retry-After`, `retry_after`) and names the quota
 * or budget that ran out in the RateLimit fields every answer of a quota carries: its policy, and nothing
 * left until the retry.
 */
export function expectQuotaSpent(response: Response, policy: { name: string; quota: number; windowSeconds: number }): Record<string, unknown> {
  const problem = expectProblem(response, 429, 'rate_limited');
  const wait = response.headers['retry-after'];
  expect(wait).toBe(String(problem.retry_after));
  expect({ policy: response.headers['ratelimit-policy'], left: response.headers.ratelimit }).toEqual({
    policy: `"${policy.name}";q=${policy.quota};w=${policy.windowSeconds}`,
    left: `"${policy.name}";r=0;t=${wait}`,
  });
  return problem;
}
