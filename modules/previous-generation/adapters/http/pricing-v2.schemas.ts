import { z } from '../../../../infra/openapi/zod';
import { Problems } from '../../../../shared-kernel/problems/problems';
import { previousPricingModel, pricingModelNamed } from '../../domain/pricing-model-names';
import { memberOf, objectOf, valuesOf } from './v3-schemas';

type PricedModel = 'simple_letter' | 'advanced_letter' | 'frame_fit';

/** A pricing document as v3 answers it; its document members pass through untouched. */
export interface V3Pricing {
  object: string;
  customiser_id: number;
  pricing_model: PricedModel;
  pricing_model_display_name: string;
  currency: string | null;
  [member: string]: unknown;
}

/** v3's document without object and display name, its descriptors in this generation's words and model names. */
export function pricingV2Schema(v3Pricing: z.ZodType) {
  const v3 = objectOf(v3Pricing, 'a v3 pricing document');
  const models = valuesOf(memberOf(v3, 'pricing_model')).map((model) => previousPricingModel(model as PricedModel)) as [string, ...string[]];
  return v3
    .omit({ object: true, pricing_model_display_name: true })
    .extend({
      customiser_id: memberOf(v3, 'customiser_id').openapi({ description: 'The id of the customiser the document prices. Read-only: a PUT may send it back unchanged.' }),
      pricing_model: z.enum(models).openapi({
        description: 'The pricing model in the previous generation’s names: `FIXED_WIDTH` is v3’s `simple_letter`, `MATERIAL_LENGTH` `advanced_letter`, `FRAME_FIT` `frame_fit`. Read-only: a PUT may send it back unchanged.',
      }),
      currency: memberOf(v3, 'currency').openapi({ description: 'The ISO 4217 code of the store’s currency, which the amounts are in; null where the store has none. Read-only: a PUT may send it back unchanged.' }),
      price_lists: memberOf(v3, 'price_lists').openapi({ description: 'The price lists, at most 100; the storefront prices with the first (`frame_fit`: exactly one).' }),
    })
    .openapi('LegacyCustomiserPricing', { description: 'The pricing document of v3, without object and display name, its model in the previous generation’s name.' });
}

/** The v3 document in this generation's words: every other member, in v3's order, as v3 answered it. */
export function pricingV2({ object: _object, pricing_model_display_name: _displayName, ...document }: V3Pricing) {
  return { ...document, pricing_model: previousPricingModel(document.pricing_model) };
}

/** Not words of the previous generation: a v2 document never carries them. */
const V3_ONLY = ['object', 'pricing_model_display_name'];

/** The members of a PUT body that are v3's words, refused here as unknown fields (`refusedV3Words`). */
export function v3WordsIn(body: Record<string, unknown>): string[] {
  return V3_ONLY.filter((name) => name in body);
}

export function refusedV3Words(names: readonly string[]) {
  return Problems.unknownField(names.map((name) => ({ pointer: `/${name}`, code: 'unknown_field', detail: `${name} is not a field of this operation.` })));
}

/**
 * A PUT body as v3's replacement takes it: the model sent back under its older name is named as v3 names
 * it. Any other value is none of v3's models (a v3 name included: this generation never had it), so v3
 * refuses it as a changed descriptor, as this generation always did; the rest is v3's to check.
 */
export function pricingDocumentOfV2(body: Record<string, unknown>): Record<string, unknown> {
  if (!('pricing_model' in body)) return body;
  return { ...body, pricing_model: pricingModelNamed(body.pricing_model) ?? null };
}
