import { Webhook, WebhookVerificationError as StockVerificationError } from 'standardwebhooks';
import { generateWebhookSecret, signWebhook } from './webhook-signature';

/**
 * CONTRACT section 4 promises receivers can verify with the stock Standard Webhooks libraries. The
 * `standardwebhooks` package checks the timestamp against the real clock, so these deliveries are signed now.
 */
describe('compatibility with the stock standardwebhooks library', () => {
  const now = () => Math.floor(Date.now() / 1000);
  const body = JSON.stringify({ order: { order_id: 42, order_number: 1001, currency: 'EUR', shipping_line: 'Tracked – Zürich' } });

  it('verifies what signWebhook produces, from the webhook-* headers, and returns the parsed body', () => {
    const secret = generateWebhookSecret();
    const headers = signWebhook({ id: 'evt_6a1f2b', timestamp: now(), body, secrets: [secret] });
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(new Webhook(secret).verify(Buffer.from(body), headers)).toEqual(JSON.parse(body));
  });

  it('verifies either signature of a rotation', () => {
    const [fresh, old] = [generateWebhookSecret(), generateWebhookSecret()];
    const headers = signWebhook({ id: 'evt_6a1f2c', timestamp: now(), body, secrets: [fresh, old] });
    for (const secret of [fresh, old]) expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it('refuses a tampered body, another secret and a stale timestamp', () => {
    const secret = generateWebhookSecret();
    const headers = signWebhook({ id: 'evt_6a1f2d', timestamp: now(), body, secrets: [secret] });
    expect(() => new Webhook(secret).verify(body.replace('1001', '1002'), headers)).toThrow(StockVerificationError);
    expect(() => new Webhook(generateWebhookSecret()).verify(body, headers)).toThrow(StockVerificationError);
    const stale = signWebhook({ id: 'evt_6a1f2e', timestamp: now() - 301, body, secrets: [secret] });
    expect(() => new Webhook(secret).verify(body, stale)).toThrow(StockVerificationError);
  });
});
