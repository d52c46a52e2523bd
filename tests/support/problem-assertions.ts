import type { Response } from 'supertest';

/** Asserts the response is an RFC 9457 problem with the given status and code, and every required member. */
export function expectProblem(response: Response, status: number, code: string): Record<string, unknown> {
  expect({ status: response.status, code: response.body?.code }).toEqual({ status, code });
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = response.body as Record<string, unknown>;
  expect(body).toMatchObject({ status, code, title: expect.any(String), detail: expect.any(String) });
  expect(body.type).toBe(`http://docs.signwright.test/help/problems/${code}`);
  expect(body.request_id).toBe(response.headers['x-request-id']);
  expect(JSON.stringify(body)).not.toMatch(/at .*\.(ts|js):\d+/);
  return body;
}

/** The status, code and errors of the problem `work` throws: for the pure checks that throw problems rather than answer them. */
export function problemThrownBy(work: () => unknown): Record<string, unknown> {
  try {
    work();
  } catch (error) {
    return { status: (error as { status: number }).status, code: (error as { code: string }).code, errors: (error as { errors: unknown }).errors };
  }
  throw new Error('expected a problem');
}
