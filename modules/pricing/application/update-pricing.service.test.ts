import type { JsonObject } from '../../../shared-kernel/merge-patch';
import { Problems } from '../../../shared-kernel/problems/problems';
import { aPricing, aSimpleLetterDocument, aSize, OTHER_STORE, STORE } from '../test-support/a-pricing';
import type { PricingDocument } from '../domain/pricing-document';
import { UpdatePricingService, type PricingDocumentValidation } from './update-pricing.service';

/** What the HTTP adapter's validation hands back for a valid document: the document itself. */
const asValidated: PricingDocumentValidation = (_model, merged) => merged as PricingDocument;

async function setUp() {
  const context = aPricing();
  const service = new UpdatePricingService(context.pricing, context.replacement);
  const customiser = context.catalogue.addCustomiser(STORE, 'simple_letter');
  const small = context.catalogue.addSize(customiser.id, aSize({ name: 'Small' }));
  await context.as(STORE, () => context.replacement.replace(customiser.id, aSimpleLetterDocument([small], { sheet_pricing: { rows: [] } })));
  context.catalogue.writes.length = 0;
  const update = (patch: JsonObject, validate = asValidated) => context.as(STORE, () => service.update(customiser.id, patch, validate));
  const read = () => context.as(STORE, () => context.pricing.get(customiser.id));
  return { ...context, service, customiser, small, update, read };
}

describe('merge-patching a pricing document', () => {
  it('changes what the patch names, replacing arrays whole, and saves it as a full replacement', async () => {
    const { update, read, catalogue, small } = await setUp();
    const sheet = { rows: [{ width_limit_cm: 100, height_limit_cm: 50, base_price: 2000, price_per_sq_cm: 0.4 }] };
    const view = await update({ sheet_pricing: sheet, base_pricing: { rows: [{ size_id: small.size_id, size_key: null, base_price: { line_1: 1500, line_2: 2500 } }] } });
    expect(view.document).toMatchObject({
      sizes: [{ size_id: small.size_id, name: 'Small' }],
      base_pricing: { mode: 'single_base_price_by_size', rows: [{ size_id: small.size_id, base_price: { line_1: 1500, line_2: 2500 } }] },
      sheet_pricing: sheet,
    });
    await expect(read()).resolves.toEqual(view);
    expect(catalogue.writes).toHaveLength(1);
  });

  it('hands the validation the model and the merged document', async () => {
    const { update } = await setUp();
    const seen: unknown[] = [];
    await update({ sheet_pricing: null }, (model, merged) => {
      seen.push([model, (merged as PricingDocument).sheet_pricing]);
      return merged as PricingDocument;
    });
    expect(seen).toContainEqual(['simple_letter', null]);
  });

  it.each([
    ['an empty patch', () => ({})],
    ['a patch restating the current values', () => ({ sheet_pricing: { rows: [] }, price_lists: [] })],
  ])('treats %s as a no-op: nothing written, nothing repriced', async (_case, patch) => {
    const { update, read, catalogue } = await setUp();
    const before = await read();
    await expect(update(patch())).resolves.toEqual(before);
    expect(catalogue.writes).toEqual([]);
  });

  it('writes nothing when the merged document fails validation', async () => {
    const { update, read, catalogue } = await setUp();
    const before = await read();
    const refuse: PricingDocumentValidation = (_model, merged) => {
      if ((merged as PricingDocument).sheet_pricing === null) throw Problems.validationFailed([{ pointer: '/sheet_pricing', code: 'required', detail: 'Required.' }]);
      return merged as PricingDocument;
    };
    await expect(update({ sheet_pricing: null }, refuse)).rejects.toMatchObject({ status: 422, code: 'validation_failed' });
    await expect(read()).resolves.toEqual(before);
    expect(catalogue.writes).toEqual([]);
  });

  it('refuses, through the replacement, a patch whose sizes drop a referenced one', async () => {
    const { update, catalogue, small } = await setUp();
    catalogue.reference(small.size_id, { type: 'preset', id: 3, name: 'Small sign' });
    await expect(update({ sizes: [], base_pricing: { rows: [] } })).rejects.toMatchObject({ status: 409, code: 'resource_in_use', errors: [{ pointer: '/sizes' }] });
  });

  it('answers 404 for a customiser of another store', async () => {
    const { service, as, customiser } = await setUp();
    await expect(as(OTHER_STORE, () => service.update(customiser.id, {}, asValidated))).rejects.toMatchObject({ status: 404, code: 'resource_not_found' });
  });
});
