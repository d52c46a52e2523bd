import { createHmac, randomBytes } from 'node:crypto';
import { generateWebhookSecret, signWebhook, verifyWebhook, type WebhookSignatureHeaders } from './webhook-signature';
import { WebhookVerificationError, type WebhookVerificationFailure } from './webhooks.errors';

const NOW = 1_795_000_000;
const at = (seconds: number) => new Date(seconds * 1000);
const secretOf = (bytes: Buffer) => `whsec_${bytes.toString('base64')}`;

/** A delivery as the service sends it; every part can be overridden. */
function delivery(overrides: { id?: string; timestamp?: number; body?: string; secrets?: string[] } = {}) {
  const secret = overrides.secrets?.[0] ?? generateWebhookSecret();
  const input = { id: 'evt_3f9a1c', timestamp: NOW, body: '{"order":{"order_id":42}}', secrets: [secret], ...overrides };
  return { ...input, secret, headers: signWebhook(input) };
}

function refusal(work: () => unknown): WebhookVerificationFailure {
  try {
    work();
  } catch (error) {
    if (error instanceof WebhookVerificationError) return error.code;
    throw error;
  }
  throw new Error('expected the delivery to be refused');
}

const only = (headers: WebhookSignatureHeaders, prefix: 'x-webhook-' | 'webhook-') =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => name.startsWith(prefix)));

describe('webhook secrets', () => {
  it('are whsec_ and the base64 of at least 24 random bytes, different every time', () => {
    const secrets = [generateWebhookSecret(), generateWebhookSecret()];
    for (const secret of secrets) {
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+={0,2}$/);
      expect(Buffer.from(secret.slice('whsec_'.length), 'base64').length).toBeGreaterThanOrEqual(24);
    }
    expect(secrets[0]).not.toBe(secrets[1]);
  });

  it('must be whsec_ secrets of at least 24 bytes to sign or verify with', () => {
    const sign = (secret: string) => () => signWebhook({ id: 'evt_1', timestamp: NOW, body: '{}', secrets: [secret] });
    expect(sign(randomBytes(32).toString('base64'))).toThrow(TypeError);
    expect(sign(secretOf(randomBytes(16)))).toThrow(TypeError);
    expect(sign('whsec_not base64!')).toThrow(TypeError);
    expect(() => verifyWebhook({ headers: delivery().headers, body: '{}', secret: 'whsec_', now: at(NOW) })).toThrow(TypeError);
  });
});

describe('signWebhook', () => {
  it('signs "<id>.<timestamp>.<raw body>" with HMAC-SHA256 keyed by the secret’s decoded bytes', () => {
    const key = randomBytes(32);
    const body = '{"product":{"title":"Café ☕"}}';
    const expected = createHmac('sha256', key).update(Buffer.from(`evt_7.${NOW}.${body}`, 'utf8')).digest('base64');
    const headers = signWebhook({ id: 'evt_7', timestamp: NOW, body, secrets: [secretOf(key)] });
    expect(headers).toEqual({
      'x-webhook-id': 'evt_7',
      'x-webhook-timestamp': String(NOW),
      'x-webhook-signature': `v1,${expected}`,
      'webhook-id': 'evt_7',
      'webhook-timestamp': String(NOW),
      'webhook-signature': `v1,${expected}`,
    });
    expect(signWebhook({ id: 'evt_7', timestamp: NOW, body: Buffer.from(body), secrets: [secretOf(key)] })).toEqual(headers);
  });

  it('gives the Standard Webhooks specification’s published example signature', () => {
    const headers = signWebhook({ id: 'msg_p5jXN8AQM9LWM0D4loKWxJek', timestamp: 1614265330, body: '{"test": 2432232314}', secrets: ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'] });
    expect(headers['x-webhook-signature']).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('sends both signatures, space-separated, during a rotation', () => {
    const [fresh, old] = [generateWebhookSecret(), generateWebhookSecret()];
    const both = signWebhook({ id: 'evt_9', timestamp: NOW, body: '{}', secrets: [fresh, old] });
    const one = (secret: string) => signWebhook({ id: 'evt_9', timestamp: NOW, body: '{}', secrets: [secret] })['x-webhook-signature'];
    expect(both['x-webhook-signature']).toBe(`${one(fresh)} ${one(old)}`);
    expect(both['webhook-signature']).toBe(both['x-webhook-signature']);
  });

  it('refuses ids with a dot, which would make the signing input ambiguous, and timestamps that are not unix seconds', () => {
    const secrets = [generateWebhookSecret()];
    expect(() => signWebhook({ id: 'evt.1', timestamp: NOW, body: '{}', secrets })).toThrow(TypeError);
    expect(() => signWebhook({ id: '', timestamp: NOW, body: '{}', secrets })).toThrow(TypeError);
    expect(() => signWebhook({ id: 'evt_1', timestamp: NOW + 0.5, body: '{}', secrets })).toThrow(TypeError);
    expect(() => signWebhook({ id: 'evt_1', timestamp: NOW, body: '{}', secrets: [] })).toThrow(TypeError);
  });
});

describe('verifyWebhook', () => {
  it('accepts a delivery signed with the secret and returns the id to deduplicate on', () => {
    const { headers, body, secret } = delivery();
    expect(verifyWebhook({ headers, body, secret, now: at(NOW) })).toEqual({ id: 'evt_3f9a1c', timestamp: NOW });
    expect(verifyWebhook({ headers, body: Buffer.from(body), secret, now: at(NOW) }).id).toBe('evt_3f9a1c');
  });

  it('reads the x-webhook-* headers, or the webhook-* ones alone, in any letter case', () => {
    const { headers, body, secret } = delivery();
    expect(verifyWebhook({ headers: only(headers, 'x-webhook-'), body, secret, now: at(NOW) }).id).toBe('evt_3f9a1c');
    expect(verifyWebhook({ headers: only(headers, 'webhook-'), body, secret, now: at(NOW) }).id).toBe('evt_3f9a1c');
    const shouted = Object.fromEntries(Object.entries(only(headers, 'x-webhook-')).map(([name, value]) => [name.toUpperCase(), value]));
    expect(verifyWebhook({ headers: shouted, body, secret, now: at(NOW) }).id).toBe('evt_3f9a1c');
  });

  it('accepts either signature of a rotation, whichever secret the receiver holds', () => {
    const [fresh, old] = [generateWebhookSecret(), generateWebhookSecret()];
    const { headers, body } = delivery({ secrets: [fresh, old] });
    for (const secret of [fresh, old]) expect(verifyWebhook({ headers, body, secret, now: at(NOW) }).id).toBe('evt_3f9a1c');
    expect(refusal(() => verifyWebhook({ headers, body, secret: generateWebhookSecret(), now: at(NOW) }))).toBe('no_matching_signature');
  });

  it('accepts timestamps up to 300 s off either way, and refuses them beyond', () => {
    const { headers, body, secret } = delivery();
    expect(verifyWebhook({ headers, body, secret, now: at(NOW + 300) }).id).toBe('evt_3f9a1c');
    expect(verifyWebhook({ headers, body, secret, now: at(NOW - 300) }).id).toBe('evt_3f9a1c');
    expect(refusal(() => verifyWebhook({ headers, body, secret, now: at(NOW + 301) }))).toBe('timestamp_too_old');
    expect(refusal(() => verifyWebhook({ headers, body, secret, now: at(NOW - 301) }))).toBe('timestamp_too_new');
  });

  it('takes another tolerance when the receiver asks for one', () => {
    const { headers, body, secret } = delivery();
    expect(refusal(() => verifyWebhook({ headers, body, secret, now: at(NOW + 61), toleranceSeconds: 60 }))).toBe('timestamp_too_old');
  });

  it('refuses a tampered body, id or timestamp', () => {
    const { headers, body, secret } = delivery();
    const verify = (changed: Partial<Record<keyof WebhookSignatureHeaders, string>>, changedBody = body) =>
      refusal(() => verifyWebhook({ headers: { ...only(headers, 'x-webhook-'), ...changed }, body: changedBody, secret, now: at(NOW) }));
    expect(verify({}, '{"order":{"order_id":43}}')).toBe('no_matching_signature');
    expect(verify({}, `${body} `)).toBe('no_matching_signature');
    expect(verify({ 'x-webhook-id': 'evt_3f9a1d' })).toBe('no_matching_signature');
    expect(verify({ 'x-webhook-timestamp': String(NOW + 1) })).toBe('no_matching_signature');
  });

  it('refuses deliveries whose headers are missing or malformed, and signatures of other versions', () => {
    const { headers, body, secret } = delivery();
    const sent = only(headers, 'x-webhook-');
    const verify = (changed: Record<string, string | string[] | undefined>) =>
      refusal(() => verifyWebhook({ headers: { ...sent, ...changed }, body, secret, now: at(NOW) }));
    expect(verify({ 'x-webhook-id': undefined })).toBe('missing_header');
    expect(verify({ 'x-webhook-timestamp': [String(NOW), String(NOW)] })).toBe('missing_header');
    expect(verify({ 'x-webhook-id': 'evt.3f9a1c' })).toBe('invalid_id');
    expect(verify({ 'x-webhook-timestamp': `${NOW}.0` })).toBe('invalid_timestamp');
    expect(verify({ 'x-webhook-timestamp': 'soon' })).toBe('invalid_timestamp');
    expect(verify({ 'x-webhook-signature': sent['x-webhook-signature']!.replace('v1,', 'v2,') })).toBe('no_matching_signature');
    expect(verify({ 'x-webhook-signature': sent['x-webhook-signature']!.slice(0, -2) })).toBe('no_matching_signature');
  });
});
