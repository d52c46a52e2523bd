import { sameJsonValue } from '../../../shared-kernel/merge-patch';
import { parseParts, type BodyPart } from '../../../shared-kernel/validation/strict-parsing';
import { z } from '../../../shared-kernel/validation/zod';
import type { PricedModel, PriceList, PricingDocument } from '../domain/pricing-document';
import { PRICE_LIST_SCHEMAS, PRICING_DOCUMENT_SCHEMAS } from './pricing-document-shape';

/** A model's document with its price lists left to be checked one by one (the list count still checked here). */
const aroundLists = (model: PricedModel) => PRICING_DOCUMENT_SCHEMAS[model].extend({ price_lists: z.array(z.unknown()).max(100) });
const DOCUMENT_AROUND_LISTS = { simple_letter: aroundLists('simple_letter'), advanced_letter: aroundLists('advanced_letter'), frame_fit: aroundLists('frame_fit') };

/**
 * A whole document of the model, from what a client sent: every failure with its pointer; descriptors
 * left out. A price list sent back exactly as it is stored (same id, same members, same values) is taken
 * as stored: it was checked when it was written, and a check gives back what it was given for a list it
 * produced. Only the other lists are checked, which is what makes rewriting one list of a large document
 * cheap; every failure of the body is still told in one problem.
 */
export function parsePricingDocument(model: PricedModel, body: unknown, storedLists: readonly PriceList[] = []): PricingDocument {
  const sent = (body as { price_lists?: unknown } | null)?.price_lists;
  if (!Array.isArray(sent)) return withoutDescriptors(parseParts([{ schema: PRICING_DOCUMENT_SCHEMAS[model], value: body, at: [] }])[0]);
  const storedById = new Map(storedLists.map((list) => [list.price_list_id, list]));
  const trusted = sent.map((list: unknown) => {
    const id = (list as { price_list_id?: unknown } | null)?.price_list_id;
    const stored = typeof id === 'number' ? storedById.get(id) : undefined;
    return stored !== undefined && sameJsonValue(list, stored) ? stored : undefined;
  });
  const checked = sent.flatMap((list: unknown, index): BodyPart[] => (trusted[index] ? [] : [{ schema: PRICE_LIST_SCHEMAS[model], value: list, at: ['price_lists', index] }]));
  const [document, ...lists] = parseParts([{ schema: DOCUMENT_AROUND_LISTS[model], value: body, at: [] }, ...checked]);
  const parsedLists = lists as PriceList[];
  let next = 0;
  const price_lists = trusted.map((list) => list ?? parsedLists[next++]!);
  return withoutDescriptors({ ...(document as object), price_lists });
}

function withoutDescriptors(parsed: unknown): PricingDocument {
  const { object: _object, customiser_id: _c, pricing_model: _m, pricing_model_display_name: _d, currency: _cur, ...document } = parsed as Record<string, unknown>;
  return document as unknown as PricingDocument;
}
