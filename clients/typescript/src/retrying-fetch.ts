import { backoffMs, isRetryableStatus, mayResend, resolveRetryOptions, retryAfterMs, type RetryOptions } from './retry-policy';

type Fetch = (request: Request) => Promise<Response>;

/**
 * A fetch that follows the recovery rules: a GET is sent again after a lost connection, a timeout,
 * 429 or 5xx; a write only when it carries an Idempotency-Key, with that key and the very same body
 * bytes. It waits a capped, jittered exponential backoff, and never less than `Retry-After`.
 */
export function retryingFetch(options: RetryOptions = {}, fetchOnce: Fetch = (request) => fetch(request)): Fetch {
  const settings = resolveRetryOptions(options);
  return async (request) => {
    const method = request.method.toUpperCase();
    const path = new URL(request.url).pathname;
    // Read once, sent as they are on every attempt: the service compares the bytes with the key's first request.
    const body = request.body === null ? undefined : new Uint8Array(await request.arrayBuffer());
    const resendable = mayResend(method, request.headers.get('idempotency-key'));
    for (let attempt = 1; ; attempt += 1) {
      const last = !resendable || attempt >= settings.maxAttempts;
      const signal = AbortSignal.any([request.signal, AbortSignal.timeout(settings.attemptTimeoutMs)]);
      let response: Response;
      try {
        response = await fetchOnce(new Request(request.url, { method, headers: request.headers, body, signal, redirect: request.redirect }));
      } catch (error) {
        // The caller gave up, or nothing more may be tried: the failure is theirs to see.
        if (request.signal.aborted || last) throw error;
        const delayMs = backoffMs(attempt, settings);
        settings.onRetry?.({ method, path, attempt, error: describe(error), delayMs });
        await sleep(delayMs, request.signal);
        continue;
      }
      if (last) return response;
      const problem = await problemOf(response);
      if (!isRetryableStatus(response.status, problem?.code)) return response;
      const after = retryAfterMs(response.headers.get('retry-after'), problem?.retry_after);
      if (after !== undefined && after > settings.maxRetryAfterMs) return response;
      const delayMs = Math.max(backoffMs(attempt, settings), after ?? 0);
      settings.onRetry?.({
        method, path, attempt, status: response.status, delayMs,
        ...(problem?.code ? { code: problem.code } : {}),
        ...(problem?.request_id ? { requestId: problem.request_id } : {}),
      });
      await response.body?.cancel();
      await sleep(delayMs, request.signal);
    }
  };
}

interface ProblemFields {
  code?: string;
  request_id?: string;
  retry_after?: unknown;
}

/** The problem document of an error answer, read from a copy so the response stays readable. */
async function problemOf(response: Response): Promise<ProblemFields | undefined> {
  if (response.ok || !/^application\/problem\+json/i.test(response.headers.get('content-type') ?? '')) return undefined;
  try {
    return (await response.clone().json()) as ProblemFields;
  } catch {
    return undefined;
  }
}

/** DOMExceptions (a timeout) need not be instances of this realm's Error: read them by shape. */
function describe(error: unknown): string {
  const { name, message } = (typeof error === 'object' && error !== null ? error : {}) as { name?: unknown; message?: unknown };
  if (name === 'TimeoutError') return 'timeout';
  return typeof name === 'string' ? `${name}: ${String(message)}` : String(error);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
