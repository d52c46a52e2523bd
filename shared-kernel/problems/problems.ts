import { Problem, type ProblemFieldError, type ProblemOptions } from './problem';
import { problemCatalogue, type ProblemCode } from './problem-catalogue';

/** How many items a problem's `errors` lists at most; a body of thousands of mistakes gets a bounded answer. */
export const MAX_LISTED_ERRORS = 100;

/** Builds the problem for a catalogued code; the status and title always come from the catalogue. */
export function problem(code: ProblemCode, options: ProblemOptions = {}): Problem {
  const entry = problemCatalogue[code];
  const { unlisted, ...rest } = options;
  const errors = options.errors && capped(options.errors, unlisted ?? 0);
  return new Problem(entry.status, code, entry.title, options.detail ?? entry.title, { ...rest, ...(errors ? { errors } : {}) });
}

/**
 * The first `MAX_LISTED_ERRORS` errors in the order they were found, listed in document order so that
 * the same request always gets the same list, then one `more_errors` item counting the rest.
 */
function capped(errors: ProblemFieldError[], unlisted: number): ProblemFieldError[] {
  const listed = errors.slice(0, MAX_LISTED_ERRORS).sort((a, b) => (a.pointer ?? a.parameter ?? '').localeCompare(b.pointer ?? b.parameter ?? ''));
  const more = errors.length - listed.length + unlisted;
  return more > 0 ? [...listed, { code: 'more_errors', detail: `and ${more.toLocaleString('en-GB')} more` }] : listed;
}

/**
 * The field errors of `items` (`total` of them), only the first `MAX_LISTED_ERRORS` built: the iteration
 * stops there and the others are only counted (`unlisted`). A body of 150,000 unknown members costs a
 * hundred error objects, not 150,000 built and sorted for an answer that lists a hundred.
 */
export function listedErrors<T>(items: Iterable<T>, total: number, build: (item: T) => ProblemFieldError): { errors: ProblemFieldError[]; unlisted: number } {
  const errors: ProblemFieldError[] = [];
  if (total > 0) {
    for (const item of items) {
      errors.push(build(item));
      if (errors.length >= MAX_LISTED_ERRORS) break;
    }
  }
  return { errors, unlisted: Math.max(0, total - errors.length) };
}

/** A problem listing field errors: `unlisted` counts those found beyond the ones given, which were never built. */
const withErrors = (code: ProblemCode, detail: string) => (errors: ProblemFieldError[], unlisted = 0) =>
  problem(code, { detail, errors, unlisted });

/** When to try again, said twice: the `Retry-After` header for HTTP clients, `retry_after` for readers of the body. */
const retryAfter = (seconds: number): Pick<ProblemOptions, 'members' | 'headers'> => ({
  members: { retry_after: seconds },
  headers: { 'Retry-After': String(seconds) },
});

/** One typed constructor per code of the spec's Errors table (and the few the service adds). */
export const Problems = {
  malformedJson: () => problem('malformed_json', { detail: 'The request body is not valid JSON.' }),
  nestedTooDeeply: (limit: number) =>
    problem('malformed_json', { detail: `The request body nests arrays and objects deeper than ${limit} levels.` }),
  invalidJson: () => problem('invalid_json', { detail: 'The request body is not valid JSON.' }),
  missingIdempotencyKey: () =>
    problem('missing_idempotency_key', { detail: 'This operation requires an Idempotency-Key header.' }),
  invalidIdempotencyKey: () =>
    problem('invalid_idempotency_key', { detail: 'Idempotency-Key must be 1 to 255 visible ASCII characters.' }),
  /** The connector's 401: the RFC 6750 challenge (and its `error`) is the WWW-Authenticate header. */
  connectorTokenRequired: (challenge: string, invalid: boolean) =>
    problem(invalid ? 'invalid_access_token' : 'missing_access_token', {
      detail: invalid
        ? 'The access token is unknown, expired, revoked or bound to another resource; refresh it, or rediscover at resource_metadata and authorize again.'
        : 'A connector access token is required; discover the authorization server at resource_metadata.',
      headers: { 'WWW-Authenticate': challenge },
    }),
  invalidPath: () =>
    problem('invalid_path', { detail: 'A segment of the path is not valid percent-encoded UTF-8.' }),
  missingApiKey: () => problem('missing_api_key', { detail: 'Send the API key as Authorization: Bearer <API_KEY>.' }),
  invalidApiKey: () => problem('invalid_api_key', { detail: 'The API key is unknown or has been revoked.' }),
  expiredApiKey: () => problem('expired_api_key', { detail: 'The API key has passed its expiry.' }),
  insufficientScope: (required: readonly string[], granted: readonly string[]) =>
    problem('insufficient_scope', {
      detail: `This operation requires the scopes ${required.join(', ')}.`,
      members: { required_scopes: [...required], granted_scopes: [...granted] },
    }),
  missingStorefrontKey: () => problem('missing_storefront_key', { detail: 'Send the store’s publishable key as X-Storefront-Key.' }),
  invalidStorefrontKey: () => problem('invalid_storefront_key', { detail: 'The storefront key names no store.' }),
  originNotAllowed: (origin: string) =>
    problem('origin_not_allowed', { detail: `Pages of ${origin} may not call this store’s storefront API.` }),
  legacyKeyRequired: () =>
    problem('legacy_key_required', {
      detail: 'This deprecated previous-generation operation accepts only legacy keys; scoped keys work on /api/v3 only.',
    }),
  resourceNotFound: (kind = 'resource') =>
    problem('resource_not_found', { detail: `No ${kind} with that id exists in this store.` }),
  routeNotFound: (method: string, path: string) =>
    problem('route_not_found', { detail: `No operation ${method} ${path}.` }),
  methodNotAllowed: (allowed: readonly string[]) =>
    problem('method_not_allowed', {
      detail: `Allowed methods: ${allowed.join(', ')}.`,
      headers: { Allow: allowed.join(', ') },
    }),
  idempotencyKeyConflict: () =>
    problem('idempotency_key_conflict', {
      detail: 'This idempotency key was already used with a different request body.',
    }),
  idempotencyKeyInFlight: (retryAfterSeconds: number) =>
    problem('idempotency_key_in_flight', {
      detail: 'The first request with this idempotency key is still running.',
      ...retryAfter(retryAfterSeconds),
    }),
  preconditionFailed: (currentEtag: string) =>
    problem('precondition_failed', {
      detail: 'The resource changed since the ETag in If-Match was read.',
      members: { current_etag: currentEtag },
    }),
  storeProductIdConflict: (storeProductId: string) =>
    problem('store_product_id_conflict', {
      detail: `store_product_id ${storeProductId} is already synchronised in this store.`,
      errors: [{ pointer: '/store_product_id', code: 'conflict', detail: 'Already synchronised.' }],
    }),
  orderExists: (orderId: number, externalId: string) =>
    problem('order_exists', {
      detail: `This integration already recorded order ${orderId} with external_id ${externalId}.`,
      members: { order_id: orderId },
      errors: [{ pointer: '/external_id', code: 'conflict', detail: 'Already recorded.' }],
    }),
  storeCurrencyUnavailable: () =>
    problem('store_currency_unavailable', { detail: 'The store has no valid three-letter currency configured.' }),
  resourceInUse: (input: {
    referencedBy: readonly { type: string; id: number | string; name: string | null }[];
    reason?: string;
    pointer?: string;
    detail?: string;
  }) =>
    problem('resource_in_use', {
      detail: input.detail ?? 'The resource is referenced and cannot be removed.',
      members: {
        referenced_by: input.referencedBy,
        referenced_by_count: input.referencedBy.length,
        ...(input.reason ? { reason: input.reason } : {}),
      },
      ...(input.pointer !== undefined
        ? { errors: [{ pointer: input.pointer, code: 'resource_in_use', detail: 'Still referenced.' }] }
        : {}),
    }),
  webhookSubscriptionDisabled: (reason: string | null) =>
    problem('webhook_subscription_disabled', {
      detail: 'The subscription is disabled; nothing is delivered to it until it is enabled again.',
      members: { reason },
    }),
  requestTooLarge: () => problem('request_too_large', { detail: 'The request body is larger than 2 MiB.' }),
  unsupportedMediaType: () =>
    problem('unsupported_media_type', { detail: 'Request bodies must be sent as application/json.' }),
  validationFailed: withErrors('validation_failed', 'The request body is invalid.'),
  invalidDocument: () =>
    problem('invalid_document', {
      detail: 'A merge patch must be a JSON object.',
      errors: [{ pointer: '', code: 'invalid', detail: 'Must be a JSON object.' }],
    }),
  unknownField: withErrors('unknown_field', 'The request carries fields this operation does not accept.'),
  unknownParameter: withErrors('unknown_parameter', 'The request carries query parameters this operation does not accept.'),
  unknownFilter: withErrors('unknown_filter', 'The request carries a filter this operation does not support.'),
  invalidParameter: withErrors('invalid_parameter', 'A query parameter has an invalid value.'),
  invalidCursor: () =>
    problem('invalid_cursor', {
      detail: 'The cursor was altered or belongs to another listing; restart without a cursor.',
      errors: [{ parameter: 'cursor', code: 'invalid', detail: 'Not a cursor of this listing.' }],
    }),
  /** `quotaFields`: the header fields naming the quota that ran out (RateLimit, RateLimit-Policy). */
  rateLimited: (retryAfterSeconds: number, detail = 'Too many requests.', quotaFields: Record<string, string> = {}) => {
    const when = retryAfter(retryAfterSeconds);
    return problem('rate_limited', { detail, ...when, headers: { ...quotaFields, ...when.headers } });
  },
  /** A storage budget, not a rate: what frees it is files being sent with a form, or lapsing unsent. */
  uploadBudgetSpent: (retryAfterSeconds: number, budgetBytes: number) =>
    problem('rate_limited', {
      detail: `This store already holds ${Math.round(budgetBytes / 1024 / 1024)} MiB of shoppers’ files that no form submission has taken; a file that is never sent with a form lapses a day after it was declared.`,
      members: { retry_after: retryAfterSeconds, budget: 'storefront-upload-storage', budget_bytes: budgetBytes },
      headers: {
        'Retry-After': String(retryAfterSeconds),
        'RateLimit-Policy': `"storefront-upload-storage";q=${budgetBytes};w=86400`,
        RateLimit: `"storefront-upload-storage";r=0;t=${retryAfterSeconds}`,
      },
    }),
  internalError: () => problem('internal_error', { detail: 'The server failed to complete the request.' }),
  serviceUnavailable: (detail: string, retryAfterSeconds: number) =>
    problem('service_unavailable', { detail, ...retryAfter(retryAfterSeconds) }),
};
