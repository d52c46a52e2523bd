import { productPayload, productPayloadWithUploadPaths } from '../../domain/product-payload';
import { aNewProduct } from '../../test-support/a-product';
import { productPayloadSchema, storedProductUploadSchema } from './product-payload.schemas';

const DRAWING = { url: 'https://api.signs.example/storefront/v1/design-previews/open.svg', path: 'design-previews/open.svg' };

describe('the product payload’s wire schema (lent to the previous generation’s v2 orders)', () => {
  it('describes exactly what the payload builder gives, each upload of an order with its stored path', () => {
    const product = {
      ...aNewProduct(5, 3),
      id: 12,
      source: 'design' as const,
      artwork: { preview_image_url: DRAWING.url },
      design: { lines: ['Open'] },
      uploads: [{ type: 'product_image' as const, ...DRAWING }],
      createdAt: new Date('2026-05-04T12:00:00Z'),
      updatedAt: new Date('2026-05-05T08:30:00Z'),
    };
    expect(productPayloadSchema.strict().safeParse(productPayload(product)).success).toBe(true);
    const { uploads, ...rest } = productPayloadWithUploadPaths(product);
    expect(productPayloadSchema.omit({ uploads: true }).strict().safeParse(rest).success).toBe(true);
    expect(uploads.every((upload) => storedProductUploadSchema.strict().safeParse(upload).success)).toBe(true);
  });
});
