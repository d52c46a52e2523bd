import { Problems } from '../../shared-kernel/problems/problems';
import { isJsonObject } from '../../shared-kernel/merge-patch';
import { JsonText } from '../../shared-kernel/http/json-text';
import type { RequestCredential } from '../../shared-kernel/request-context';
import type { AnyOperation, OperationResult } from './operation';

/*
 * Test mode's `livemode`: every resource the Store API answers a key says which data it is (false for the
 * test data a test key acts on). One rule for every transport that presents an operation.
 */

/** Whether an operation's resources carry `livemode`: the Store API's, answered to a key. */
export function answersLivemode(operation: Pick<AnyOperation, 'auth'>): boolean {
  return operation.auth === 'api_key';
}

/** The result with `livemode` on its resource, or on each item of its page: the calling credential's mode. */
export function withLivemode(result: OperationResult, credential: RequestCredential): OperationResult {
  if (result.kind === 'file') return result;
  const livemode = !credential.test;
  if (result.kind === 'collection') return { ...result, items: result.items.map((item) => marked(item, livemode)) };
  return {
    ...result,
    data: marked(result.data, livemode),
    ...(result.replayData !== undefined ? { replayData: marked(result.replayData, livemode) } : {}),
    ...(result.readsAs !== undefined ? { readsAs: marked(result.readsAs, livemode) } : {}),
  };
}

function marked(data: unknown, livemode: boolean): unknown {
  if (data instanceof JsonText) return data.withMember('livemode', livemode);
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  return { ...data, livemode };
}

/**
 * `livemode` is read-only, by the rule every read-only property follows. A merge patch names only what
 * it changes, so it refuses every read-only property whatever its value (livemode as the schema refuses
 * `id` or `created_at`). Any other body (a create, a full replacement) may carry a resource as it was
 * read: livemode sent unchanged is left out before parsing, and another value is refused rather than
 * ignored, so nobody believes they switched mode.
 */
export function withoutLivemode(body: unknown, livemode: boolean, options: { mergePatch?: boolean } = {}): unknown {
  if (!isJsonObject(body) || !('livemode' in body)) return body;
  if (options.mergePatch) {
    throw Problems.validationFailed([{ pointer: '/livemode', code: 'prohibited', detail: 'Read-only: a merge patch names only what it changes; leave livemode out (it is the calling key’s mode).' }]);
  }
  if (body.livemode !== livemode) {
    throw Problems.validationFailed([{ pointer: '/livemode', code: 'prohibited', detail: `Read-only: the calling key's mode (${livemode}). Send it unchanged or leave it out.` }]);
  }
  const { livemode: _sentBack, ...rest } = body;
  return rest;
}
