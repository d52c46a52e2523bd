import { createHmac, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX, generateWebhookSecret } from '../../../shared-kernel/webhook-secret';
import { WebhookVerificationError } from './webhooks.errors';

/**
 * Webhook signing as CONTRACT section 4 binds it, compatible with the Standard Webhooks specification:
 * `v1,<base64 HMAC-SHA256>` of `<id>.<timestamp>.<raw body>`, keyed with the secret's decoded bytes.
 * Both sides live here: the service signs deliveries, receivers (and our tests) verify them.
 */

export { WEBHOOK_SECRET_PREFIX, generateWebhookSecret, WebhookVerificationError };
const MIN_SECRET_BYTES = 24;
export const DEFAULT_TOLERANCE_SECONDS = 300;
const SIGNATURE_VERSION = 'v1';
/**
 * Visible ASCII without `.`: a dot in the id would let `<id>.<timestamp>.<body>` be split another way,
 * so one signed message could be presented with another id, timestamp and body.
 */
const ID_PATTERN = /^[\x21-\x2d\x2f-\x7e]{1,255}$/;

export type WebhookBody = string | Uint8Array;

/** The headers of a delivery: the spec's `x-webhook-*` names and the Standard Webhooks `webhook-*` ones. */
export type WebhookSignatureHeaders = {
  'x-webhook-id': string;
  'x-webhook-timestamp': string;
  'x-webhook-signature': string;
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
};

/**
 * The headers of one delivery attempt. `secrets` holds the subscription's secret, or during a rotation
 * the new and the old one: each gives a signature, and the header carries both, separated by a space.
 */
export function signWebhook(input: { id: string; timestamp: number; body: WebhookBody; secrets: readonly string[] }): WebhookSignatureHeaders {
  const { id, timestamp, body, secrets } = input;
  if (!ID_PATTERN.test(id)) throw new TypeError('A webhook id is 1 to 255 visible ASCII characters without a dot.');
  if (!Number.isSafeInteger(timestamp) || timestamp < 0) throw new TypeError('A webhook timestamp is unix seconds, a non-negative integer.');
  if (secrets.length < 1 || secrets.length > 2) throw new TypeError('Sign with one secret, or two during a rotation.');
  const signature = secrets.map((secret) => `${SIGNATURE_VERSION},${digest(decodeSecret(secret), id, String(timestamp), body)}`).join(' ');
  const values = { id, timestamp: String(timestamp), signature };
  return {
    'x-webhook-id': values.id,
    'x-webhook-timestamp': values.timestamp,
    'x-webhook-signature': values.signature,
    'webhook-id': values.id,
    'webhook-timestamp': values.timestamp,
    'webhook-signature': values.signature,
  };
}

export type IncomingHeaders = Readonly<Record<string, string | readonly string[] | undefined>>;

/**
 * What a receiver runs before acting on a delivery: the timestamp within `toleranceSeconds` of `now`
 * either way, and one of the `v1` signatures equal (in constant time) to the one `secret` gives. Reads
 * the `x-webhook-*` headers, or the `webhook-*` ones when those are absent. Returns the id to
 * deduplicate on (delivery is at least once); throws `WebhookVerificationError` otherwise.
 */
export function verifyWebhook(input: {
  headers: IncomingHeaders;
  body: WebhookBody;
  secret: string;
  now?: Date;
  toleranceSeconds?: number;
}): { id: string; timestamp: number } {
  const { headers, body, secret, now = new Date(), toleranceSeconds = DEFAULT_TOLERANCE_SECONDS } = input;
  const key = decodeSecret(secret);
  const { id, timestamp, signature } = readSignatureHeaders(headers);
  if (!ID_PATTERN.test(id)) throw new WebhookVerificationError('invalid_id', 'The webhook id is not 1 to 255 visible ASCII characters without a dot.');
  if (!/^\d{1,15}$/.test(timestamp)) throw new WebhookVerificationError('invalid_timestamp', 'The webhook timestamp is not unix seconds.');
  const age = Math.floor(now.getTime() / 1000) - Number(timestamp);
  if (age > toleranceSeconds) throw new WebhookVerificationError('timestamp_too_old', `The webhook timestamp is ${age} s old.`);
  if (-age > toleranceSeconds) throw new WebhookVerificationError('timestamp_too_new', `The webhook timestamp is ${-age} s ahead.`);
  const expected = Buffer.from(digest(key, id, timestamp, body));
  const matches = signature
    .split(' ')
    .filter((entry) => entry.startsWith(`${SIGNATURE_VERSION},`))
    .map((entry) => Buffer.from(entry.slice(SIGNATURE_VERSION.length + 1)))
    .some((candidate) => candidate.length === expected.length && timingSafeEqual(candidate, expected));
  if (!matches) throw new WebhookVerificationError('no_matching_signature', 'No v1 signature matches the secret.');
  return { id, timestamp: Number(timestamp) };
}

function digest(key: Buffer, id: string, timestamp: string, body: WebhookBody): string {
  // The raw bytes as received: re-serialising the JSON would change them and the signature with them.
  return createHmac('sha256', key).update(`${id}.${timestamp}.`).update(body).digest('base64');
}

function decodeSecret(secret: string): Buffer {
  const encoded = secret.startsWith(WEBHOOK_SECRET_PREFIX) ? secret.slice(WEBHOOK_SECRET_PREFIX.length) : '';
  const key = Buffer.from(encoded, 'base64');
  // Node's decoder skips what is not base64; a round trip tells a real secret from a mangled one.
  const canonical = /^[A-Za-z0-9+/]+={0,2}$/.test(encoded) && key.toString('base64').replace(/=+$/, '') === encoded.replace(/=+$/, '');
  if (!canonical || key.length < MIN_SECRET_BYTES) throw new TypeError(`A webhook secret is ${WEBHOOK_SECRET_PREFIX} and the base64 of at least ${MIN_SECRET_BYTES} bytes.`);
  return key;
}

function readSignatureHeaders(headers: IncomingHeaders): { id: string; timestamp: string; signature: string } {
  const lower = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  // One set as a whole: the spec's names when the delivery has them, else the Standard Webhooks ones.
  const prefix = lower.has('x-webhook-signature') ? 'x-webhook-' : 'webhook-';
  const read = (name: string): string => {
    const value = lower.get(`${prefix}${name}`);
    const single = typeof value === 'string' ? value : value?.length === 1 ? value[0] : undefined;
    if (!single) throw new WebhookVerificationError('missing_header', `The ${prefix}${name} header is missing or repeated.`);
    return single.trim();
  };
  return { id: read('id'), timestamp: read('timestamp'), signature: read('signature') };
}
