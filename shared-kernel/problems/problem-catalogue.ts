/** What a client learns about a problem code: its status, its title, when it happens and what to do. */
export interface ProblemDefinition {
  status: number;
  title: string;
  /** The recovery rule: what a client does next. */
  recovery: string;
  /** When the service answers it, with the extra members it then carries. */
  condition: string;
}

/**
 * Every problem code the service answers. The problem type pages (`{docs_url}/help/problems/{code}`)
 * and the OpenAPI document are generated from this table, so a new code starts here.
 */
export const problemCatalogue = {
  malformed_json: {
    status: 400, title: 'Malformed JSON', recovery: 'Send a syntactically valid JSON body whose arrays and objects nest at most 64 levels deep.',
    condition: 'The request body is not syntactically valid JSON, nests arrays and objects deeper than 64 levels, or was not received whole.',
  },
  invalid_json: {
    status: 400, title: 'Invalid JSON', recovery: 'Send a valid JSON body, or none.',
    condition: 'The body of an order email resend is not valid JSON.',
  },
  missing_idempotency_key: {
    status: 400, title: 'Idempotency key required', recovery: 'Send an Idempotency-Key header unique per logical operation.',
    condition: 'The operation requires an Idempotency-Key header and the request has none.',
  },
  invalid_idempotency_key: {
    status: 400, title: 'Invalid idempotency key', recovery: 'Use 1 to 255 visible ASCII characters.',
    condition: 'The Idempotency-Key header is empty, longer than 255 characters, or holds characters other than visible ASCII.',
  },
  invalid_path: {
    status: 400, title: 'Invalid path', recovery: 'Percent-encode each path segment as UTF-8 (RFC 3986): every % followed by two hexadecimal digits, and the bytes together valid UTF-8.',
    condition: 'A segment of the path that names something (an id, a code) holds a percent-encoding that is not valid UTF-8 (%FF, %C0%AF, a lone %), so it names nothing. Answered before the credentials are read.',
  },
  missing_api_key: {
    status: 401, title: 'API key required', recovery: 'Send Authorization: Bearer <API_KEY>.',
    condition: 'The request carries no Authorization: Bearer header.',
  },
  invalid_api_key: {
    status: 401, title: 'Invalid API key', recovery: 'Use a current, unrevoked key; do not retry unchanged.',
    condition: 'The bearer key is unknown or has been revoked.',
  },
  missing_access_token: {
    status: 401, title: 'Connector access token required', recovery: 'Follow the WWW-Authenticate resource_metadata URL to discover the authorization server, then authorize.',
    condition: 'A connector request carries no Authorization: Bearer access token; WWW-Authenticate names the protected-resource metadata.',
  },
  invalid_access_token: {
    status: 401, title: 'Invalid connector access token', recovery: 'Refresh the token, or rediscover through the WWW-Authenticate resource_metadata URL and authorize again.',
    condition: 'The connector access token is unknown, expired, revoked or bound to another resource; WWW-Authenticate carries error="invalid_token" and the protected-resource metadata.',
  },
  expired_api_key: {
    status: 401, title: 'API key expired', recovery: 'Create a new key and switch the integration to it.',
    condition: 'The bearer key is past its expiry; keys are not rotated automatically.',
  },
  insufficient_scope: {
    status: 403, title: 'Insufficient scope', recovery: 'Use a key granted the required scopes.',
    condition: 'The key is valid but lacks a scope the operation requires; required_scopes and granted_scopes name both sides.',
  },
  missing_storefront_key: {
    status: 401, title: 'Storefront key required', recovery: 'Send the store’s publishable key as X-Storefront-Key: sfk_….',
    condition: 'A storefront request carries no X-Storefront-Key header.',
  },
  invalid_storefront_key: {
    status: 401, title: 'Invalid storefront key', recovery: 'Use the store’s current publishable storefront key; do not retry unchanged.',
    condition: 'The X-Storefront-Key header names no store.',
  },
  origin_not_allowed: {
    status: 403, title: 'Origin not allowed', recovery: 'Ask the merchant to add the page’s origin to the storefront’s allowed origins.',
    condition: 'A browser sent a storefront request from a page whose origin is not among the store’s allowed storefront origins (nor the service’s own).',
  },
  legacy_key_required: {
    status: 403, title: 'Legacy key required', recovery: 'Previous-generation operations accept only legacy keys; call the /api/v3 operation with this key instead.',
    condition: 'A previous-generation (v2 or unversioned) operation was called with a key that is not a legacy wildcard key.',
  },
  resource_not_found: {
    status: 404, title: 'Resource not found', recovery: 'Check the id; resources of other stores are never visible.',
    condition: 'No resource with that id exists in the calling store; a resource of another store answers exactly the same.',
  },
  route_not_found: {
    status: 404, title: 'Route not found', recovery: 'Check the method and path against the API reference.',
    condition: 'No operation exists at this method and path.',
  },
  method_not_allowed: {
    status: 405, title: 'Method not allowed', recovery: 'Use one of the methods listed in the Allow header.',
    condition: 'The path exists, but not with this method; the Allow header lists the methods it takes.',
  },
  idempotency_key_conflict: {
    status: 409, title: 'Idempotency key reused with a different request', recovery: 'Generate a new key for a different request.',
    condition: 'The Idempotency-Key was already used by this credential, method and path with a different body.',
  },
  idempotency_key_in_flight: {
    status: 409, title: 'Request with this idempotency key still running', recovery: 'Retry the same request after retry_after seconds.',
    condition: 'The first request with this Idempotency-Key is still running; retry_after says when to try again.',
  },
  precondition_failed: {
    status: 412, title: 'Precondition failed', recovery: 'Read the resource again, apply your change to what it now holds, and send the write with its new ETag in If-Match.',
    condition: 'If-Match names no current ETag of the resource: it changed since it was read. Nothing was changed; current_etag is the ETag it has now.',
  },
  store_product_id_conflict: {
    status: 409, title: 'Store product id already synchronised', recovery: 'Use the existing product or another store_product_id.',
    condition: 'A product with this store_product_id is already synchronised in the store.',
  },
  order_exists: {
    status: 409, title: 'Order already recorded', recovery: 'Read the existing order named by order_id instead of creating it again.',
    condition: 'The integration already recorded an order with this external_id (under another Idempotency-Key, or none); order_id names it. Nothing was recorded, emailed or sent.',
  },
  store_currency_unavailable: {
    status: 409, title: 'Store currency unavailable', recovery: 'Configure a valid three-letter currency on the store.',
    condition: 'The store has no valid three-letter currency configured (currency is null), so the write cannot be priced.',
  },
  webhook_subscription_disabled: {
    status: 409, title: 'Webhook subscription disabled', recovery: 'Enable the subscription (PATCH enabled: true), then redeliver or send the test event again.',
    condition: 'A delivery of a disabled webhook subscription was asked to be redelivered, or a test event was asked to be sent to it.',
  },
  resource_in_use: {
    status: 409, title: 'Resource in use', recovery: 'Remove the references named in referenced_by first.',
    condition: 'The row is referenced by other records (option rows such as fonts and saved presets, customiser settings, letter-part selections, and for a size the pricing document’s rows that price it: base_pricing_row by the customiser’s id, price_list_row by the price list’s id), or a pricing write would delete referenced records; referenced_by ([{type, id, name}]) and referenced_by_count name them, reason may say why. Nothing was changed: references are never cleared.',
  },
  request_too_large: {
    status: 413, title: 'Request body too large', recovery: 'Send at most 2 MiB.',
    condition: 'The request body is larger than 2 MiB.',
  },
  unsupported_media_type: {
    status: 415, title: 'Unsupported media type', recovery: 'Send bodies as application/json.',
    condition: 'The request has a body whose Content-Type is not JSON.',
  },
  validation_failed: {
    status: 422, title: 'Validation failed', recovery: 'Correct the fields named in errors and send with a new idempotency key.',
    condition: 'The payload is invalid; each item of errors points into the document (pointer) and gives a code such as required, invalid, prohibited or unsupported_value (with allowed_values).',
  },
  invalid_document: {
    status: 422, title: 'Invalid merge patch document', recovery: 'Send a JSON object as the merge patch.',
    condition: 'A JSON merge patch body is not a JSON object.',
  },
  unknown_field: {
    status: 422, title: 'Unknown field', recovery: 'Remove the fields named in errors.',
    condition: 'The body holds a field the operation does not accept; errors names it.',
  },
  unknown_parameter: {
    status: 422, title: 'Unknown query parameter', recovery: 'Remove the parameters named in errors.',
    condition: 'The query holds a parameter the operation does not accept; errors names it.',
  },
  unknown_filter: {
    status: 422, title: 'Unknown filter', recovery: 'Use only the documented filters.',
    condition: 'The query holds a filter[...] the operation does not offer; errors names it as parameter.',
  },
  invalid_parameter: {
    status: 422, title: 'Invalid parameter', recovery: 'Use one of allowed_values or a value in range.',
    condition: 'A query parameter or filter has a value out of range or not among allowed_values.',
  },
  invalid_cursor: {
    status: 422, title: 'Invalid cursor', recovery: 'Restart the listing without a cursor.',
    condition: 'The cursor was altered, or was issued for another collection, store, filter set or sort.',
  },
  legacy_pricing_model: {
    status: 422, title: 'Legacy pricing model', recovery: 'The retired fixed-height model has no pricing document.',
    condition: 'The customiser uses the retired legacy_fixed_height model, which has no pricing document.',
  },
  upload_type_not_allowed: {
    status: 422, title: 'Upload type not allowed', recovery: 'Use an extension and content type accepted for the purpose.',
    condition: 'The filename extension or content type is not accepted for the upload purpose; purpose and errors[].allowed_values say what is.',
  },
  selection_mode_not_available: {
    status: 422, title: 'Selection mode not available', recovery: 'Per-word styling is not possible for this customiser; see reason.',
    condition: 'Per-word styling was asked for a customiser that cannot have it (a sign cut as one piece, or a plan without it); reason says which.',
  },
  form_type_not_supported: {
    status: 422, title: 'Form type not supported', recovery: 'This form cannot be written through v3.',
    condition: 'The form’s stored type is outside the published catalogue, so v3 cannot write it.',
  },
  fallback_form_requires_file_field: {
    status: 422, title: 'Fallback form requires a file field', recovery: 'Keep at least one file field on the AI sign designer fallback form.',
    condition: 'The write would leave the AI sign designer fallback form without a file field.',
  },
  letter_part_taken: {
    status: 422, title: 'Letter part already has a selection', recovery: 'Choose another letter part.',
    condition: 'The letter part already holds a colour selection.',
  },
  letter_part_not_declared: {
    status: 422, title: 'Letter part not declared', recovery: 'Use one of declared_letter_parts.',
    condition: 'The letter type does not declare this letter part; declared_letter_parts lists the ones it does.',
  },
  letter_part_not_deletable: {
    status: 422, title: 'Letter part not deletable', recovery: 'See reason. letter_part_declared: remove the part from the letter type’s letter_parts (PATCH of the letter type). configured_letter_part: PATCH the selection with the fields the detail names back at their defaults. Then empty its bucket (PATCH colour_ids: []) and delete again.',
    condition: 'The part is still listed in the letter type’s letter_parts, or its configuration or uploaded image differs from the defaults; reason says which.',
  },
  customer_text_not_supported: {
    status: 422, title: 'Customer text not supported', recovery: 'Only the front face of a rectangle or cylinder lightbox takes customer text.',
    condition: 'text_enabled was set on a part other than the front face of a rectangle or cylinder lightbox.',
  },
  field_not_used_by_letter_part: {
    status: 422, title: 'Field not used by this letter part', recovery: 'Remove the field named in errors.',
    condition: 'The body sets a field this letter part does not use (a lightbox border carries no optionality).',
  },
  upload_too_large: {
    status: 422, title: 'Upload too large', recovery: 'Declare at most max_byte_size bytes for this purpose.',
    condition: 'The declared byte_size is above the purpose’s max_byte_size.',
  },
  upload_target_invalid: {
    status: 403, title: 'Upload target invalid', recovery: 'Use the upload_target exactly as the create response gave it.',
    condition: 'The upload target URL was altered, lost its signature, or names no upload of this service.',
  },
  upload_target_expired: {
    status: 410, title: 'Upload target expired', recovery: 'Create a new upload; a target lives about ten minutes.',
    condition: 'The upload target is past its expiry (about ten minutes after issue).',
  },
  upload_target_used: {
    status: 409, title: 'Upload target already used', recovery: 'A target takes one PUT; create a new upload to send other bytes.',
    condition: 'The upload target already received its bytes; a target takes one PUT.',
  },
  upload_bytes_mismatch: {
    status: 422, title: 'Bytes differ from the declaration', recovery: 'Send exactly byte_size bytes with the declared Content-Type.',
    condition: 'The bytes sent to the upload target differ from the declaration: another size or Content-Type.',
  },
  upload_not_ready: {
    status: 409, title: 'Upload not ready', recovery: 'PUT the bytes to the upload target first; an upload is attached once.',
    condition: 'The upload cannot be attached: its bytes have not arrived, it expired, or it was attached already.',
  },
  upload_verification_failed: {
    status: 422, title: 'Uploaded file failed verification', recovery: 'See verification_failure_code; upload a valid file.',
    condition: 'The uploaded file failed verification when attached (not a valid TrueType font, an unusable SVG, an SVG declaring a DOCTYPE: svg_doctype); verification_failure_code says why.',
  },
  rate_limited: {
    status: 429, title: 'Rate limited', recovery: 'Wait at least Retry-After seconds, then retry with backoff.',
    condition: 'A rate or workload limit was reached (per key, per IP, option writes, upload targets, order resends, webhook test events and redeliveries per key and per subscription, the storage a store’s shoppers’ unsent files may take: budget storefront-upload-storage with budget_bytes); retry_after and the Retry-After header say when to try again, and RateLimit-Policy and RateLimit name the quota or budget that ran out (r=0).',
  },
  internal_error: {
    status: 500, title: 'Internal server error', recovery: 'Retry with backoff; writes with the same idempotency key and body.',
    condition: 'The service failed unexpectedly; the request_id identifies the occurrence in its logs.',
  },
  service_unavailable: {
    status: 503, title: 'Service unavailable', recovery: 'Wait at least Retry-After seconds, then retry with backoff; writes with the same idempotency key and body.',
    condition: 'A dependency of the service (the store of shared rate limits, the storefront cache, the job queue) is unavailable for a moment; nothing was done. retry_after and the Retry-After header say when to try again.',
  },
} as const satisfies Record<string, ProblemDefinition>;

export type ProblemCode = keyof typeof problemCatalogue;
