import { Problems } from '../../../shared-kernel/problems/problems';
import { isProblem } from '../../../shared-kernel/problems/problem';
import { assertStorableStrings } from '../../../shared-kernel/validation/storable-strings';
import type { PricedModel, PricingDocument } from '../domain/pricing-document';
import { descriptorErrors, documentErrors, type PricingDescriptors } from '../domain/pricing-rules';
import { planSizes } from '../domain/size-plan';
import { parsePricingDocument } from '../model/parse-pricing-document';

/** What a customiser's pricing holds now, as far as checking a replacement needs to know. */
export interface PricingState {
  model: PricedModel;
  /** The descriptors GET shows. */
  shown: PricingDescriptors;
  existingSizeIds: readonly number[];
  existingPriceListIds: readonly number[];
  /** Sizes that fonts, presets or other records reference. */
  referencedSizeIds: readonly number[];
}

/** An answer as status, problem code and its errors (where and which rule), what answers are compared by. */
export interface Verdict {
  status: number;
  code?: string;
  errors?: { pointer: string | undefined; code: string }[];
}

export const ACCEPTED: Verdict = { status: 200 };

/**
 * The pure checks of a full document, in the order a replacement (PUT, validate, a merged PATCH) runs
 * them: text a database can store (the request pipeline refuses any other before an operation runs),
 * descriptors sent back unchanged, the model's schema, no referenced size removed, and the document
 * rules. The document as it would be stored, or the problem that refuses it.
 */
export function checkReplacement(body: Readonly<Record<string, unknown>>, state: PricingState): PricingDocument {
  assertStorableStrings(body);
  const changed = descriptorErrors(body, state.shown);
  if (changed.length > 0) throw Problems.validationFailed(changed);
  const document = parsePricingDocument(state.model, body);
  // A referenced size removed wins over the document rules, as the service answers (module README, "The one write path").
  const removed = planSizes(document.sizes, state.existingSizeIds).remove;
  const stillReferenced = removed.filter((sizeId) => state.referencedSizeIds.includes(sizeId));
  if (stillReferenced.length > 0) {
    throw Problems.resourceInUse({ referencedBy: stillReferenced.map((id) => ({ type: 'size', id, name: null })), pointer: '/sizes' });
  }
  const errors = documentErrors(document, state);
  if (errors.length > 0) throw Problems.validationFailed(errors);
  return document;
}

export function domainVerdict(body: Readonly<Record<string, unknown>>, state: PricingState): Verdict {
  try {
    checkReplacement(body, state);
    return ACCEPTED;
  } catch (error) {
    if (!isProblem(error)) throw error;
    return { status: error.status, code: error.code, errors: (error.errors ?? []).map(({ pointer, code }) => ({ pointer, code })) };
  }
}
