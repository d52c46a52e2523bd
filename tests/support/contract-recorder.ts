import { createHash } from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { ContractValidator } from './contract-validator';
import { fieldErrorViolations } from './field-error-check';
import { CONTRACT_CACHE_ENV } from './test-environment';

/** What the responses of the running test broke; the hook below fails that test with it. */
const violations: string[] = [];
const validators = new Map<string, ContractValidator>();

/**
 * One validator per distinct document in a test file: compiling schemas is the costly part. The first
 * file of a run to see a document checks its schemas against the meta-schema and leaves a mark in the
 * run's cache directory; the files after it, given the same text, skip that check.
 */
export function contractValidatorFor(documentText: string): ContractValidator {
  let validator = validators.get(documentText);
  if (!validator) {
    const directory = process.env[CONTRACT_CACHE_ENV];
    const mark = directory && join(directory, `${createHash('sha256').update(documentText).digest('hex')}.schemas-checked`);
    const checked = mark ? existsSync(mark) : false;
    validator = new ContractValidator(JSON.parse(documentText) as Record<string, unknown>, { checkSchemas: !checked });
    if (mark && !checked) writeFileSync(mark, '');
    validators.set(documentText, validator);
  }
  return validator;
}

/**
 * The app as a request listener that checks each response against the contract, and the codes of a
 * problem's `errors` against the field error catalogue, when the app ends it, before a byte reaches the
 * client, so the violation belongs to the test that is running.
 */
export function contractCheckingListener(app: RequestListener, validator: ContractValidator): RequestListener {
  return (request: IncomingMessage, response: ServerResponse) => {
    const method = request.method ?? 'GET';
    const path = new URL(request.url ?? '/', 'http://test.invalid').pathname;
    const chunks: Buffer[] = [];
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array));
    };
    const write = response.write;
    const end = response.end;
    response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      keep(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as ServerResponse['write'];
    response.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      keep(chunk, rest[0]);
      const contentType = response.getHeader('content-type');
      const exchange = { method, path, status: response.statusCode, contentType: typeof contentType === 'string' ? contentType : undefined, body: Buffer.concat(chunks) };
      try {
        violations.push(...validator.check(exchange), ...fieldErrorViolations(exchange));
      } catch (error) {
        // A validator that cannot check must not change what the app answers: the test fails instead.
        violations.push(`${method} ${path} → ${exchange.status}: the contract could not be checked: ${(error as Error).message}`);
      }
      return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    } as ServerResponse['end'];
    app(request, response);
  };
}

// Registered by every test file that starts a test service (this module is imported through it).
if (typeof afterEach === 'function') {
  afterEach(() => {
    if (violations.length === 0) return;
    const found = [...new Set(violations.splice(0))];
    throw new Error(`responses broke the published OpenAPI contract or the field error catalogue:\n  ${found.join('\n  ')}`);
  });
}
