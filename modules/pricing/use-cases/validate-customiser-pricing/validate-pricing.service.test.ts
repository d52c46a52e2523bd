import { aPricing, aSimpleLetterDocument, aSize, STORE } from '../../test-support/a-pricing';
import type { PricingDocument } from '../../domain/pricing-document';

function setUp() {
  const context = aPricing();
  const customiser = context.catalogue.addCustomiser(STORE, 'simple_letter');
  const small = context.catalogue.addSize(customiser.id, aSize({ name: 'Small', sort_order: 0 }));
  const large = context.catalogue.addSize(customiser.id, aSize({ name: 'Large', sort_order: 1 }));
  const validate = (document: PricingDocument) => context.as(STORE, () => context.validation.validate(customiser.id, document));
  const read = () => context.as(STORE, () => context.pricing.get(customiser.id));
  return { ...context, customiser, small, large, validate, read };
}

describe('validating a pricing document', () => {
  it('answers valid for a document a replacement would accept, and writes nothing', async () => {
    const { validate, read, catalogue, customiser, small } = setUp();
    const before = await read();
    await expect(validate(aSimpleLetterDocument([{ ...small, name: 'Renamed' }, aSize({ client_key: 'new' })]))).resolves.toEqual({
      object: 'pricing_validation',
      customiser_id: customiser.id,
      valid: true,
    });
    await expect(read()).resolves.toEqual(before);
    expect(catalogue.writes).toEqual([]);
    expect(catalogue.sizeWrites).toEqual([]);
  });

  it('refuses as a replacement would: a referenced size dropped (409), a rule broken (422)', async () => {
    const { validate, catalogue, small, large } = setUp();
    catalogue.reference(large.size_id, { type: 'font', id: 8, name: 'Script' });
    await expect(validate(aSimpleLetterDocument([small]))).rejects.toMatchObject({ status: 409, code: 'resource_in_use', errors: [{ pointer: '/sizes' }] });
    await expect(validate(aSimpleLetterDocument([large, aSize({ size_id: 999 })]))).rejects.toMatchObject({ status: 422 });
    expect(catalogue.writes).toEqual([]);
  });

  it('answers the 409 for a dropped referenced size even while the document’s price rows still name it', async () => {
    const { validate, catalogue, small, large } = setUp();
    catalogue.reference(large.size_id, { type: 'font', id: 8, name: 'Script' });
    const pricedStill = aSimpleLetterDocument([small, large]);
    await expect(validate({ ...pricedStill, sizes: [small] })).rejects.toMatchObject({ status: 409, code: 'resource_in_use', errors: [{ pointer: '/sizes' }] });
  });
});
