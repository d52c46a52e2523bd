import { aLine, anOrder, anOrderedProduct } from '../test-support/an-order';
import { composeOrderEmail, formatMoney } from './order-email';

describe('the order email', () => {
  it('names the order number and the store in the subject', () => {
    expect(composeOrderEmail(anOrder({ orderNumber: 1042 }), 'Neon Works').subject).toBe('Order #1042 from Neon Works');
  });

  it('tells the manufacturer what to make and where to ship it', () => {
    const ordered = anOrderedProduct({ title: 'Neon "Open" sign' });
    const product = { ...ordered, external_data: { ...ordered.external_data, artwork: { svg_url: 'https://cdn.example/open.svg' } } };
    const { text } = composeOrderEmail(anOrder({ lines: [aLine({ product, quantity: 2, price: 12900 })], appTotal: 25800, orderTotal: 26795 }), 'Neon Works');
    expect(text).toContain('Order #1001 from Neon Works');
    expect(text).toContain('2 x Neon "Open" sign at 129.00 EUR each (product 7, your ref sku-7)');
    expect(text).toContain('    Colour: Warm white');
    expect(text).toContain('    svg_url: https://cdn.example/open.svg');
    expect(text).toContain('12 Engine Street');
    expect(text).toContain('Order total: 267.95 EUR');
  });

  it('writes amounts with the decimals of their currency', () => {
    expect(formatMoney(12345, 'EUR')).toBe('123.45 EUR');
    expect(formatMoney(12345, 'JPY')).toBe('12345 JPY');
    expect(formatMoney(5, 'EUR')).toBe('0.05 EUR');
  });
});
